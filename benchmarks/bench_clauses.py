"""Precision and recall of clause detection on tests/ingest/clause_corpus.yaml (target ≥ 0.9 each).

A prediction is a (sentence, canonical clause id, status) triple; it is right only when the
corpus expects that clause with that status. Run: ``.venv/bin/python benchmarks/bench_clauses.py``
(``-v`` lists every miss). tests/ingest/test_clause_corpus.py asserts the same numbers.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from auditor.ingest.clauses import detect_clauses  # noqa: E402
from auditor.model.offer import CLAUSE_IDS  # noqa: E402

CORPUS = ROOT / "tests" / "ingest" / "clause_corpus.yaml"


def score(entries: list[dict[str, Any]]) -> tuple[float, float, list[str]]:
    """(precision, recall, misses) over canonical clause ids, status included."""
    tp = predicted = expected = 0
    misses: list[str] = []
    for entry in entries:
        hits = detect_clauses([entry["text"]])
        want: dict[str, str] = entry.get("expect") or {}
        for cid in CLAUSE_IDS:
            got = hits[cid].clause.status
            if got != "absent":
                predicted += 1
            if cid in want:
                expected += 1
            if got != "absent" and want.get(cid) == got:
                tp += 1
            elif got != "absent" or cid in want:
                misses.append(f"{cid}: got {got}, want {want.get(cid, 'absent')}: {entry['text'][:70]}")
    precision = tp / predicted if predicted else 1.0
    recall = tp / expected if expected else 1.0
    return precision, recall, misses


def main(argv: list[str]) -> int:
    entries = yaml.safe_load(CORPUS.read_text(encoding="utf-8"))
    precision, recall, misses = score(entries)
    langs = {lang: sum(e["lang"] == lang for e in entries) for lang in ("zh", "en")}
    print(f"clause corpus: {len(entries)} sentences ({langs['zh']} zh, {langs['en']} en)")
    print(f"precision {precision:.3f}  recall {recall:.3f}  (target ≥ 0.9 each)")
    if "-v" in argv:
        for miss in misses:
            print("  miss:", miss)
    return 0 if precision >= 0.9 and recall >= 0.9 else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
