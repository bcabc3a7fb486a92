"""The held-out contract corpus (tests/corpus/contracts-holdout) keeps its labels honest.

It is read only for the final measurement of clause reading, so a label that drifts from its text
(an edited sentence, a mistyped offset, an unknown clause id, a tier table whose ranges do not join
up, an availability value a scorer would misread as a level) would silently corrupt the one score
nobody tuned against. The checks mirror test_contract_labels.py and add the held-out ones: the
layout is the blind corpus's, and no text shares a line with it. They read only the two corpora,
the offer schema and, when present, ../shared/DOMAIN.md; never the clause reader.
"""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).parent
CORPUS = HERE / "contracts-holdout"
BLIND = HERE / "contracts"
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


def _texts(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.suffix in {".txt", ".md"} and p.name != "README.md")


def _numbers(spans: str | list[str] | None) -> set[float]:
    """Every number written in digits in the spans ('39,712' -> 39712, '三十（30）' -> 30)."""
    if spans is None:
        return set()
    joined = spans if isinstance(spans, str) else " ".join(spans)
    return {float(m.replace(",", "")) for m in NUMBER.findall(joined)}


def _all_clauses(entry: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {**entry["clauses"], **entry["extras"]}


def test_every_text_is_labelled_and_sized_like_a_contract() -> None:
    texts = _texts(CORPUS)
    assert sorted(FILES) == texts
    assert len(texts) >= 16
    for name in texts:
        raw = (CORPUS / name).read_bytes()
        assert 1024 <= len(raw) <= 6 * 1024, (name, len(raw))
        assert not raw.startswith(b"\xef\xbb\xbf") and b"\r" not in raw and raw.endswith(b"\n"), name
        raw.decode("utf-8")


def test_languages_are_half_and_half_with_two_bilingual() -> None:
    langs = [entry["language"] for entry in FILES.values()]
    assert set(langs) <= {"en", "zh", "bi"}
    assert abs(langs.count("en") - langs.count("zh")) <= 1 and langs.count("bi") >= 2
    for name, entry in FILES.items():
        assert name.split("-", 1)[0] == entry["language"], name
        han = len(re.findall(r"[\u4e00-\u9fff]", _text(name)))
        assert (han > 0) is (entry["language"] != "en"), (name, han)


def test_layout_is_the_blind_corpus_layout() -> None:
    """Same _schema (statuses, fields, clause ids) so one scorer reads both corpora alike."""
    if not (BLIND / "LABELS.json").is_file():
        pytest.skip("blind corpus absent")
    blind = json.loads((BLIND / "LABELS.json").read_text(encoding="utf-8"))["_schema"]
    ours = LABELS["_schema"]
    assert {k: v for k, v in ours.items() if k != "description"} == {
        k: v for k, v in blind.items() if k != "description"
    }


def test_no_line_is_shared_with_the_blind_corpus() -> None:
    """Held out means written apart: no substantive line of any text repeats one of the blind corpus."""
    if not BLIND.is_dir():
        pytest.skip("blind corpus absent")
    theirs = {
        line.strip()
        for name in _texts(BLIND)
        for line in (BLIND / name).read_text(encoding="utf-8").splitlines()
        if len(line.strip()) >= 30
    }
    assert set(FILES).isdisjoint(_texts(BLIND))
    for name in FILES:
        shared = [line.strip() for line in _text(name).splitlines() if line.strip() in theirs]
        assert not shared, (name, len(shared))


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
    for cid, clause in _all_clauses(FILES[name]).items():
        for key, number in (clause["value"] or {}).items():
            if key.endswith(("_days", "_hours", "_pct")) and number is not None:
                assert isinstance(number, int | float) and number >= 0, (name, cid, key)


@pytest.mark.parametrize("name", sorted(FILES))
def test_figures_are_not_the_availability_levels(name: str) -> None:
    """A figure is a number a reader could misread for a level: it never overlaps the level's own span."""
    entry = FILES[name]
    avail = entry["clauses"]["availability"]
    for figure in entry["figures"]:
        start, end = figure["offsets"]
        assert figure["measures"], (name, figure["span"])
        for a_start, a_end in avail["offsets"] if avail["status"] in {"present", "hedged"} else []:
            assert end <= a_start or a_end <= start, (name, figure["span"])


def test_every_family_is_covered_in_both_languages() -> None:
    for family in range(1, 12):
        texts = [entry["language"] for entry in FILES.values() if family in entry["families"]]
        english = sum(lang in {"en", "bi"} for lang in texts)
        chinese = sum(lang in {"zh", "bi"} for lang in texts)
        assert english >= 2 and chinese >= 2, (family, english, chinese)


def test_every_status_is_exercised_in_both_languages() -> None:
    """The measurement needs cases of every state, else a reader that never says 'hedged' scores the same."""
    for status in STATUSES:
        langs = [
            entry["language"]
            for entry in FILES.values()
            for clause in _all_clauses(entry).values()
            if clause["status"] == status
        ]
        assert sum(lang in {"en", "bi"} for lang in langs) >= 2, status
        assert sum(lang in {"zh", "bi"} for lang in langs) >= 2, status
