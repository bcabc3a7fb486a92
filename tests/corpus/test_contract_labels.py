"""The blind contract corpus (tests/corpus/contracts) keeps its labels honest.

LABELS.json is measured against by clause-reading benchmarks, so a label that drifts from its text
(an edited sentence, a mistyped offset, a clause id the project does not know, a tier table whose
ranges do not join up) would silently corrupt every score computed from it. These checks read
only the corpus, the offer schema and, when present, ../shared/DOMAIN.md; never the clause reader.
"""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path
from typing import Any

import pytest

CORPUS = Path(__file__).parent / "contracts"
ROOT = Path(__file__).parents[2]
DOMAIN = ROOT.parent / "shared" / "DOMAIN.md"
LABELS: dict[str, Any] = json.loads((CORPUS / "LABELS.json").read_text(encoding="utf-8"))
FILES: dict[str, Any] = LABELS["files"]
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


def _text(name: str) -> str:
    return (CORPUS / name).read_text(encoding="utf-8")


def _numbers(spans: str | list[str] | None) -> set[float]:
    """Every number written in digits in the spans ('9,500' -> 9500, '六十（60）' -> 60)."""
    if spans is None:
        return set()
    joined = spans if isinstance(spans, str) else " ".join(spans)
    return {float(m.replace(",", "")) for m in NUMBER.findall(joined)}


def _all_clauses(entry: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {**entry["clauses"], **entry["extras"]}


def test_every_text_is_labelled_and_sized_like_a_contract() -> None:
    texts = sorted(p.name for p in CORPUS.iterdir() if p.suffix in {".txt", ".md"} and p.name != "README.md")
    assert sorted(FILES) == texts
    assert len(texts) >= 24
    for name in texts:
        raw = (CORPUS / name).read_bytes()
        assert 1024 <= len(raw) <= 6 * 1024, (name, len(raw))
        assert not raw.startswith(b"\xef\xbb\xbf") and b"\r" not in raw, name
        raw.decode("utf-8")


def test_languages_are_balanced() -> None:
    langs = [entry["language"] for entry in FILES.values()]
    assert set(langs) <= {"en", "zh", "bi"}
    assert abs(langs.count("en") - langs.count("zh")) <= 3 and langs.count("bi") >= 2


def test_clause_ids_are_the_canonical_ones() -> None:
    schema = json.loads((ROOT / "schemas" / "offer.schema.json").read_text(encoding="utf-8"))
    known = set(schema["$defs"]["Clauses"]["properties"])
    assert set(REQUIRED) | set(EXTRAS) <= known
    if DOMAIN.is_file():
        section = DOMAIN.read_text(encoding="utf-8").split("## Contract clauses", 1)[1].split("\n## ", 1)[0]
        assert all(f"`{cid}`" in section for cid in REQUIRED)
    for name, entry in FILES.items():
        assert list(entry["clauses"]) == REQUIRED, name
        assert list(entry["extras"]) == EXTRAS, name


@pytest.mark.parametrize("name", sorted(FILES))
def test_every_span_is_at_its_offset(name: str) -> None:
    text, entry = _text(name), FILES[name]
    for cid, clause in _all_clauses(entry).items():
        spans = clause["span"]
        spans = [] if spans is None else [spans] if isinstance(spans, str) else spans
        assert len(spans) == len(clause["offsets"]), (name, cid)
        for span, (start, end) in zip(spans, clause["offsets"], strict=True):
            assert text[start:end] == span, (name, cid, span)
    for item in entry["hedges"] + entry["figures"]:
        start, end = item["offsets"]
        assert text[start:end] == item["span"], (name, item["span"])


@pytest.mark.parametrize("name", sorted(FILES))
def test_status_agrees_with_present_spans_and_hedge(name: str) -> None:
    text = _text(name)
    for cid, clause in _all_clauses(FILES[name]).items():
        status, present = clause["status"], clause["present"]
        assert status in STATUSES, (name, cid)
        if present != "unsure":
            assert present is (status in {"present", "hedged"}), (name, cid)
        if status != "absent":
            assert clause["span"], (name, cid, "a non-absent clause needs its evidence")
        if status == "hedged":
            assert clause.get("hedge") and clause["hedge"] in text, (name, cid)


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


@pytest.mark.parametrize("name", sorted(FILES))
def test_values_parse_and_match_the_text(name: str) -> None:
    clauses = FILES[name]["clauses"]
    avail = clauses["availability"]
    if avail["status"] in {"present", "hedged"}:
        levels = avail["value"]["levels"]
        assert levels, name
        for level in levels:
            assert 0 < level["pct"] < 100 and level["applies_to"], (name, level)
            assert level["pct"] in _numbers(avail["span"]), (name, level)
    comp = clauses["compensation"]
    for key, tiers in (comp["value"] or {}).items():
        if key.startswith("tiers"):
            _check_tiers(name, key, tiers, _numbers(comp["span"]))
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
    for cid, clause in _all_clauses(FILES[name]).items():
        for key, number in (clause["value"] or {}).items():
            if key.endswith(("_days", "_hours", "_pct")) and number is not None:
                assert isinstance(number, int | float) and number >= 0, (name, cid, key)


def test_every_family_is_covered_in_both_languages() -> None:
    for family in range(1, 12):
        texts = [entry["language"] for entry in FILES.values() if family in entry["families"]]
        english = sum(lang in {"en", "bi"} for lang in texts)
        chinese = sum(lang in {"zh", "bi"} for lang in texts)
        assert english >= 2 and chinese >= 2, (family, english, chinese)
