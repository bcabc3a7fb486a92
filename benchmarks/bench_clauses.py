"""Clause reading scored on the sentence corpus and on whole labelled texts.

1. ``tests/ingest/clause_corpus.yaml``: a prediction is a (sentence, canonical clause id, state)
   triple, right only when the corpus expects that clause in that state (target ≥ 0.9 P and R;
   tests/ingest/test_clause_corpus.py asserts the same numbers).
2. ``../shared/contracts-real/LABELS.json`` (real public SLA and terms texts) and
   ``tests/corpus/contracts/LABELS.json`` (texts written blind to the reader), each text read as
   ``audit offer TEXT`` reads it: precision, recall and F1 per clause, every committed
   availability level and every credit tier recovered, printed side by side. A corpus that is
   not there is skipped.
3. ``tests/corpus/contracts-holdout/LABELS.json`` (held-out texts in the blind corpus's format, for
   the final measurement only): a ``holdout`` column after the others, left out entirely when the
   folder is absent; ``-v`` never lists its misses, so development cannot tune against them.

What counts as found follows each corpus's label definitions (LABELS.json ``_schema``). In
contracts-real availability is "a committed percentage" (a committed or hedged clause with a
level); compensation, data deletion, acceptance, dedicated and interconnect are "the text deals
with it" (committed, hedged or referenced: a pointer to the SLA is still compensation there); GPU
model and memory need both clauses. The blind corpus keys labels by clause id and marks a clause
present only when committed or hedged (referenced and disclaimed are not present). Labels marked
``unsure`` are not scored; a clause with no case in a corpus prints "-".

Run: ``.venv/bin/python benchmarks/bench_clauses.py`` (``-v`` lists every miss).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from auditor.ingest.clauses import detect_clauses, from_facts  # noqa: E402
from auditor.ingest.document import Document  # noqa: E402
from auditor.ingest.pdf_offer import read_text_offer  # noqa: E402
from auditor.model.offer import CLAUSE_IDS, Clause, Clauses  # noqa: E402

CORPUS = ROOT / "tests" / "ingest" / "clause_corpus.yaml"
LABELLED = {
    "contracts-real": ROOT.parent / "shared" / "contracts-real",
    "blind": ROOT / "tests" / "corpus" / "contracts",
}
HOLDOUT = ROOT / "tests" / "corpus" / "contracts-holdout"
_LEGACY = {"present": "committed"}


def state_of(clause: Clause) -> str:
    """The five-state reading; a corpus may write the three-state spelling (present = committed)."""
    return clause.state or _LEGACY.get(clause.status, clause.status)


def score(entries: list[dict[str, Any]]) -> tuple[float, float, list[str]]:
    """(precision, recall, misses) over canonical clause ids, state included."""
    tp = predicted = expected = 0
    misses: list[str] = []
    for entry in entries:
        hits = detect_clauses([entry["text"]])
        want = {cid: _LEGACY.get(s, s) for cid, s in (entry.get("expect") or {}).items()}
        for cid in CLAUSE_IDS:
            got = state_of(hits[cid].clause)
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


# ---------------------------------------------------------------- labelled texts

CANONICAL_KEYS: dict[str, str] = {cid: cid for cid in CLAUSE_IDS}
"""The blind corpus keys its labels by clause id, and there present means committed or hedged."""
LABEL_KEYS: dict[str, str] = {
    "gpu-model+memory": "a_gpu_model_and_memory", "interconnect": "b_interconnect",
    "dedicated": "c_dedicated_gpu_no_sharing", "availability": "d_availability_pct",
    "compensation": "e_compensation_credits", "acceptance": "f_acceptance_testing",
    "data-deletion": "g_data_deletion_return",
}
_DEALT_WITH = ("committed", "hedged", "referenced")


def found(clauses: Clauses, key: str, canonical: bool = False) -> bool:
    """Whether the reading states what label ``key`` asks for (see the module docstring)."""
    if canonical:
        clause = _get(clauses, key)
        if clause is None or state_of(clause) not in ("committed", "hedged"):
            return False
        return key != "availability" or bool(clause.levels or clause.percent)
    if key == "gpu-model+memory":
        return all(_get(clauses, cid) and state_of(_get(clauses, cid)) in _DEALT_WITH  # type: ignore[arg-type]
                   for cid in ("gpu-model", "gpu-memory"))
    clause = _get(clauses, key)
    if clause is None:
        return False
    if key == "availability":
        return state_of(clause) in ("committed", "hedged") and bool(clause.levels or clause.percent)
    return state_of(clause) in _DEALT_WITH


def _get(clauses: Clauses, cid: str) -> Clause | None:
    value: Clause | None = getattr(clauses, cid.replace("-", "_"))
    return value


def _num(value: Any) -> Fraction:
    return Fraction(str(value))


def label_levels(value: Any) -> set[Fraction]:
    """Every committed availability percentage a label gives (``pct``, ``single_instance_pct``, ``levels``)."""
    if not isinstance(value, dict):
        return set()
    out = {_num(v) for k, v in value.items() if (k == "pct" or k.endswith("_pct")) and isinstance(v, int | float)}
    out |= {_num(lv["pct"]) for lv in value.get("levels") or [] if isinstance(lv, dict) and "pct" in lv}
    return out


def label_tiers(value: Any) -> set[tuple[Fraction, Fraction | None, Fraction]]:
    """Every credit tier of a label as (below, at least, credit %)."""
    out: set[tuple[Fraction, Fraction | None, Fraction]] = set()
    if not isinstance(value, dict):
        return out
    for k, rows in value.items():
        if not (k == "tiers" or k.startswith("tiers_")) or not isinstance(rows, list):
            continue
        for row in rows:
            below = row.get("below_pct", row.get("to_pct"))
            lower = row.get("from_pct")
            if not isinstance(below, int | float) or "credit_pct" not in row:
                continue  # "below the commitment": scored with the level, not as a figure
            out.add((_num(below), _num(lower) if lower is not None else None, _num(row["credit_pct"])))
    return out


def _pct(q: Any) -> Fraction:
    return Fraction(q.to("%"))


@dataclass
class Tally:
    """Counts of one corpus: per clause TP/FP/FN, and levels and tiers recovered."""

    counts: dict[str, list[int]]
    texts: int = 0
    levels: list[int] = field(default_factory=lambda: [0, 0])
    tiers: list[int] = field(default_factory=lambda: [0, 0])
    level_cases: list[int] = field(default_factory=lambda: [0, 0])
    tier_cases: list[int] = field(default_factory=lambda: [0, 0])
    misses: list[str] = field(default_factory=list)

    def f1(self, key: str) -> tuple[float, float, float] | None:
        """Precision, recall, F1 of one clause; None when the corpus has no case of it."""
        if key not in self.counts or not any(self.counts[key]):
            return None
        tp, fp, fn = self.counts[key]
        p = tp / (tp + fp) if tp + fp else 1.0
        r = tp / (tp + fn) if tp + fn else 1.0
        return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def score_labelled(folder: Path) -> Tally | None:
    """Read every labelled text of ``folder`` as ``audit offer`` does and score it; None if absent."""
    labels_file = folder / "LABELS.json"
    if not labels_file.is_file():
        return None
    labels = json.loads(labels_file.read_text(encoding="utf-8"))
    canonical = not any(k.startswith("a_") for k in labels["_schema"]["clauses"])
    keys = CANONICAL_KEYS if canonical else LABEL_KEYS
    tally = Tally(counts={k: [0, 0, 0] for k in keys})
    for name, entry in sorted(labels["files"].items()):
        path = folder / name
        if not path.is_file():
            continue
        tally.texts += 1
        clauses = _reading(path)
        for key, label_key in keys.items():
            label = entry["clauses"].get(label_key) or {}
            want = label.get("present")
            if want not in (True, False):
                continue
            got = found(clauses, key, canonical)
            if got or want:
                tally.counts[key][0 if got and want else 1 if got else 2] += 1
            if got != want:
                tally.misses.append(f"{name} {key}: got {'found' if got else 'none'}, label {want}")
            if key == "availability" and want:
                _levels(tally, name, label.get("value"), clauses)
            if key == "compensation" and want:
                _tiers(tally, name, label.get("value"), clauses)
    return tally


def _reading(path: Path) -> Clauses:
    """The clauses as read from ``path``, kept as the offer's contract or not (a spec sheet's
    stated GPU model is read even where the document states no terms to keep)."""
    offer = read_text_offer(path)
    if offer.clauses is not None:
        return offer.clauses
    hits = detect_clauses(Document.from_text(str(path), path.read_text(encoding="utf-8-sig")).blocks())
    from_facts(offer, hits)
    return Clauses.model_validate({cid: hit.clause for cid, hit in hits.items()})


def _levels(tally: Tally, name: str, value: Any, clauses: Clauses | None) -> None:
    want = label_levels(value)
    if not want:
        return
    clause = clauses.availability if clauses else None
    got = {_pct(lv.percent) for lv in clause.levels} if clause else set()
    if clause and clause.percent is not None:
        got.add(_pct(clause.percent))
    hit = want & got
    tally.levels[0] += len(hit)
    tally.levels[1] += len(want)
    tally.level_cases[0] += hit == want
    tally.level_cases[1] += 1
    if hit != want:
        tally.misses.append(f"{name} levels: missing {sorted(float(x) for x in want - got)}")


def _tiers(tally: Tally, name: str, value: Any, clauses: Clauses | None) -> None:
    want = label_tiers(value)
    if not want:
        return
    clause = clauses.compensation if clauses else None
    got = {(_pct(t.below), _pct(t.at_least) if t.at_least else None, _pct(t.credit))
           for t in (clause.tiers if clause else [])}
    hit = want & got
    tally.tiers[0] += len(hit)
    tally.tiers[1] += len(want)
    tally.tier_cases[0] += hit == want
    tally.tier_cases[1] += 1
    if hit != want:
        tally.misses.append(f"{name} tiers: missing {sorted(str(t) for t in want - got)}")


def _ratio(pair: list[int]) -> str:
    return f"{pair[0]}/{pair[1]}" if pair[1] else "-"


def print_side_by_side(tallies: dict[str, Tally | None]) -> None:
    names = list(tallies)
    print("clause F1 (precision / recall) on labelled texts:")
    print(f"  {'clause':18}" + "".join(f"{n:>28}" for n in names))
    print(f"  {'texts':18}" + "".join(f"{(t.texts if t else 'absent')!s:>28}" for t in tallies.values()))
    for key in [*LABEL_KEYS, *(k for k in CANONICAL_KEYS if k not in LABEL_KEYS)]:
        cells = []
        for t in tallies.values():
            score = t.f1(key) if t else None
            if score is None:
                cells.append(f"{'-':>28}")
                continue
            p, r, f = score
            cells.append(f"{f'{f:.2f} ({p:.2f} / {r:.2f})':>28}")
        print(f"  {key:18}" + "".join(cells))
    for label, attr in (("levels recovered", "levels"), ("  texts all levels", "level_cases"),
                        ("tiers recovered", "tiers"), ("  texts all tiers", "tier_cases")):
        print(f"  {label:18}" + "".join(f"{(_ratio(getattr(t, attr)) if t else '-'):>28}" for t in tallies.values()))


def main(argv: list[str]) -> int:
    entries = yaml.safe_load(CORPUS.read_text(encoding="utf-8"))
    precision, recall, misses = score(entries)
    langs = {lang: sum(e["lang"] == lang for e in entries) for lang in ("zh", "en")}
    print(f"clause corpus: {len(entries)} sentences ({langs['zh']} zh, {langs['en']} en)")
    print(f"precision {precision:.3f}  recall {recall:.3f}  (target ≥ 0.9 each)")
    if "-v" in argv:
        for miss in misses:
            print("  miss:", miss)
    tallies = {name: score_labelled(folder) for name, folder in LABELLED.items()}
    holdout = score_labelled(HOLDOUT)
    print_side_by_side(tallies if holdout is None else {**tallies, "holdout": holdout})
    if "-v" in argv:
        for name, tally in tallies.items():
            for miss in tally.misses if tally else []:
                print(f"  {name} miss: {miss}")
    return 0 if precision >= 0.9 and recall >= 0.9 else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
