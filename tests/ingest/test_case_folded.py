"""A case-folded cue list finds what the case-insensitive pattern finds, at the same offsets, in every text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.ingest.clause_rules import _rules
from auditor.ingest.patterns import CaseFolded, _lower_pattern
from auditor.ingest.spec_line import _CANDIDATE

SHARED = Path(__file__).resolve().parents[2].parent / "shared"

# Cased ASCII, the letters re folds onto ASCII (İ ı ſ K), one that lower-cases to two characters (İ), Greek
# sigmas, Chinese, digits, and the punctuation the cue lists use
ALPHABET = "aAiIsSkKnNoOtT dDgGpPuU İıſKςσΣ中文独享不超售 0123456789.,;:()/-'’"


def clause_patterns() -> list[tuple[str, CaseFolded]]:
    return [(cid, p.match) for cid, p in _rules().clauses.items()] + [("spec-line candidate", _CANDIDATE)]


def spans(rx: re.Pattern[str] | CaseFolded, text: str, pos: int = 0, endpos: int = 10**9) -> list[tuple[int, int]]:
    return [m.span() for m in rx.finditer(text, pos, endpos)]


@pytest.mark.parametrize(("pattern", "text"), [
    (r"\S+ GPU\b", "Eight DEDICATED gpu cards"),
    (r"(?P<Word>nvlink)\W(?P=Word)", "NVLink/NVLINK"),
    (r"\Bvlink", "NVLink"),
    (r"[A-Z]\d{2,3}", "h100 A800"),
    (r"(?<![A-Za-z])MIG\b", "no MIG, no vGPU; ADMIG"),
])
def test_escapes_and_group_names_keep_their_meaning(pattern: str, text: str) -> None:
    assert spans(CaseFolded(pattern), text) == spans(re.compile(pattern, re.IGNORECASE), text)


def test_lowering_leaves_escapes_and_group_syntax() -> None:
    assert _lower_pattern(r"(?P<Name>\S\W\B\D)(?P=Name)GPU") == r"(?P<name>\S\W\B\D)(?P=name)gpu"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=ALPHABET, max_size=60), st.integers(0, 60), st.integers(0, 60))
def test_cue_lists_agree_on_random_text(text: str, pos: int, endpos: int) -> None:
    for name, folded in clause_patterns():
        assert spans(folded, text, pos, endpos) == spans(folded.original, text, pos, endpos), (name, text)


@pytest.mark.parametrize("phrase", [
    "The Provider shall NOT enable MIG, vGPU or time-slicing on the Hirer's cards",
    "Whole physical GPUs for the Customer's sole use; never shared with other tenants",
    "İstanbul region: dedicated ſervers", "整卡独享，不超售，不做 MIG 切分",
])
def test_cue_lists_agree_on_phrases_in_both_languages(phrase: str) -> None:
    for name, folded in clause_patterns():
        assert spans(folded, phrase) == spans(folded.original, phrase), name


def test_cue_lists_agree_on_every_line_of_the_real_contracts() -> None:
    folder = SHARED / "contracts-real"
    if not folder.is_dir():
        pytest.skip("../shared/contracts-real is absent")
    lines = [line for path in sorted(folder.glob("*.txt"))
             for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(lines) > 1000
    for name, folded in clause_patterns():
        for line in lines:
            assert spans(folded, line) == spans(folded.original, line), (name, line)
