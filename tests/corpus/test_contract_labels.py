"""The labelled contract corpora (tests/corpus/contracts, the blind dev corpus, and
tests/corpus/contracts-holdout, read only for the final measurement) keep their labels honest.

Clause-reading benchmarks score against these LABELS.json files, so a label that drifts from its
text (an edited sentence, a mistyped offset, a clause id the project does not know, a tier table
whose ranges do not join up, an availability value a scorer would misread as a level) would
silently corrupt every score computed from it. One set of checks serves both corpora; the
held-out corpus's own checks (its layout, no line shared with the dev corpus) are in
test_contract_holdout_labels.py. They read only the corpora, the offer schema and, when present,
../shared/DOMAIN.md; never the clause reader.
"""

from __future__ import annotations

import itertools
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).parent
ROOT = Path(__file__).parents[2]
DOMAIN = ROOT.parent / "shared" / "DOMAIN.md"
CORPORA = {"contracts": 24, "contracts-holdout": 16}  # folder -> least number of texts
REQUIRED = [
    "gpu-model",
    "gpu-memory",
    "interconnect",
    "dedicated",
    "availability",
    "compensation",
    "acceptance",
    "data-deletion",
]
EXTRAS = ["storage", "network", "billing", "fees", "termination", "liability", "exclusions"]
STATUSES = {"present", "hedged", "referenced", "disclaimed", "absent"}
NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


@cache
def labels(corpus: str) -> dict[str, Any]:
    return json.loads((HERE / corpus / "LABELS.json").read_text(encoding="utf-8"))


def files(corpus: str) -> dict[str, Any]:
    return labels(corpus)["files"]


def texts(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.suffix in {".txt", ".md"} and p.name != "README.md")


def text(corpus: str, name: str) -> str:
    return (HERE / corpus / name).read_text(encoding="utf-8")


def _numbers(spans: str | list[str] | None) -> set[float]:
    """Every number written in digits in the spans ('9,500' -> 9500, '六十（60）' -> 60)."""
    if spans is None:
        return set()
    joined = spans if isinstance(spans, str) else " ".join(spans)
    return {float(m.replace(",", "")) for m in NUMBER.findall(joined)}


def _all_clauses(entry: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {**entry["clauses"], **entry["extras"]}


EACH_TEXT = [(corpus, name) for corpus in CORPORA for name in sorted(files(corpus))]


@pytest.mark.parametrize("corpus", CORPORA)
def test_every_text_is_labelled_and_sized_like_a_contract(corpus: str) -> None:
    found = texts(HERE / corpus)
    assert sorted(files(corpus)) == found
    assert len(found) >= CORPORA[corpus]
    for name in found:
        raw = (HERE / corpus / name).read_bytes()
        assert 1024 <= len(raw) <= 6 * 1024, (name, len(raw))
        assert not raw.startswith(b"\xef\xbb\xbf") and b"\r" not in raw and raw.endswith(b"\n"), name
        raw.decode("utf-8")


def test_dev_corpus_languages_are_balanced() -> None:
    langs = [entry["language"] for entry in files("contracts").values()]
    assert set(langs) <= {"en", "zh", "bi"}
    assert abs(langs.count("en") - langs.count("zh")) <= 3 and langs.count("bi") >= 2


@pytest.mark.parametrize("corpus", CORPORA)
def test_clause_ids_are_the_canonical_ones(corpus: str) -> None:
    schema = json.loads((ROOT / "schemas" / "offer.schema.json").read_text(encoding="utf-8"))
    known = set(schema["$defs"]["Clauses"]["properties"])
    assert set(REQUIRED) | set(EXTRAS) <= known
    if DOMAIN.is_file():
        section = DOMAIN.read_text(encoding="utf-8").split("## Contract clauses", 1)[1].split("\n## ", 1)[0]
        assert all(f"`{cid}`" in section for cid in REQUIRED)
    for name, entry in files(corpus).items():
        assert list(entry["clauses"]) == REQUIRED, name
        assert list(entry["extras"]) == EXTRAS, name


@pytest.mark.parametrize(("corpus", "name"), EACH_TEXT)
def test_every_span_is_at_its_offset(corpus: str, name: str) -> None:
    written, entry = text(corpus, name), files(corpus)[name]
    for cid, clause in _all_clauses(entry).items():
        spans = clause["span"]
        spans = [] if spans is None else [spans] if isinstance(spans, str) else spans
        assert len(spans) == len(clause["offsets"]), (name, cid)
        for span, (start, end) in zip(spans, clause["offsets"], strict=True):
            assert written[start:end] == span, (name, cid, span)
    for item in entry["hedges"] + entry["figures"]:
        start, end = item["offsets"]
        assert written[start:end] == item["span"], (name, item["span"])


@pytest.mark.parametrize(("corpus", "name"), EACH_TEXT)
def test_status_agrees_with_present_spans_and_hedge(corpus: str, name: str) -> None:
    written = text(corpus, name)
    for cid, clause in _all_clauses(files(corpus)[name]).items():
        status, present = clause["status"], clause["present"]
        assert status in STATUSES, (name, cid)
        if present != "unsure":
            assert present is (status in {"present", "hedged"}), (name, cid)
        if status != "absent":
            assert clause["span"], (name, cid, "a non-absent clause needs its evidence")
        if status == "hedged":
            assert clause.get("hedge") and clause["hedge"] in written, (name, cid)


def _check_tiers(name: str, key: str, tiers: list[dict[str, Any]], written: set[float]) -> None:
    assert 2 <= len(tiers) <= 5, (name, key)
    for upper, lower in itertools.pairwise(tiers):
        assert upper["from_pct"] == lower["below_pct"], (name, key, "tiers must join up, highest first")
    assert "from_pct" not in tiers[-1], (name, key, "the last tier is open below")
    for tier in tiers:
        assert 0 < tier["credit_pct"] <= 100, (name, key)
        bounds = [tier.get("from_pct"), tier["below_pct"]]
        for bound in bounds:
            if bound is not None and bound != "commitment":
                assert 0 < bound < 100 and bound in written, (name, key, bound)
        if isinstance(bounds[0], float | int) and isinstance(bounds[1], float | int):
            assert bounds[0] < bounds[1], (name, key)
        assert tier["credit_pct"] in written, (name, key, tier)
    credits = [tier["credit_pct"] for tier in tiers]
    assert credits == sorted(credits), (name, key, "credit grows as availability falls")


@pytest.mark.parametrize(("corpus", "name"), EACH_TEXT)
def test_values_parse_and_match_the_text(corpus: str, name: str) -> None:
    clauses = files(corpus)[name]["clauses"]
    avail = clauses["availability"]
    if avail["status"] in {"present", "hedged"}:
        levels = avail["value"]["levels"]
        assert levels, name
        for level in levels:
            assert 0 < level["pct"] < 100 and level["applies_to"], (name, level)
            assert level["pct"] in _numbers(avail["span"]), (name, level)
        # a scorer reads every '*_pct' key of this value as a level: only the levels may carry one
        assert not [k for k in avail["value"] if k == "pct" or k.endswith("_pct")], name
    comp = clauses["compensation"]
    for key, tiers in (comp["value"] or {}).items():
        if key.startswith("tiers"):
            _check_tiers(name, key, tiers, _numbers(comp["span"]))
    for key in ("cap_pct", "step_credit_pct", "multiple", "claim_deadline_days"):
        number = (comp["value"] or {}).get(key)
        if number is not None:
            assert number in _numbers(comp["span"]), (name, key, number)
    acc = clauses["acceptance"]
    if acc["status"] == "present":
        criteria = acc["value"]["criteria"]
        assert criteria, name
        for criterion in criteria:
            assert criterion["metric"] and criterion["op"] in {">=", "="}, (name, criterion)
            if isinstance(criterion["value"], int | float):
                assert criterion["value"] in _numbers(acc["span"]), (name, criterion)
    deletion = clauses["data-deletion"]
    for key, days in (deletion["value"] or {}).items():
        if key.endswith("_days") and days:
            assert isinstance(days, int) and days in _numbers(deletion["span"]), (name, key, days)
    for cid, clause in _all_clauses(files(corpus)[name]).items():
        for key, number in (clause["value"] or {}).items():
            if key.endswith(("_days", "_hours", "_pct")) and number is not None:
                assert isinstance(number, int | float) and number >= 0, (name, cid, key)


@pytest.mark.parametrize("corpus", CORPORA)
def test_every_family_is_covered_in_both_languages(corpus: str) -> None:
    for family in range(1, 12):
        langs = [entry["language"] for entry in files(corpus).values() if family in entry["families"]]
        english = sum(lang in {"en", "bi"} for lang in langs)
        chinese = sum(lang in {"zh", "bi"} for lang in langs)
        assert english >= 2 and chinese >= 2, (family, english, chinese)


@pytest.mark.parametrize("corpus", CORPORA)
def test_every_status_is_exercised_in_both_languages(corpus: str) -> None:
    """The measurement needs cases of every state, else a reader that never says 'hedged' scores the same."""
    for status in STATUSES:
        langs = [
            entry["language"]
            for entry in files(corpus).values()
            for clause in _all_clauses(entry).values()
            if clause["status"] == status
        ]
        assert sum(lang in {"en", "bi"} for lang in langs) >= 2, status
        assert sum(lang in {"zh", "bi"} for lang in langs) >= 2, status
