"""Contracts as plain text or Markdown: the PDF extraction, with line numbers as evidence.

Real terms from ../shared/contracts-real are read in place (skipped where ../shared is absent).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.errors import InputError
from auditor.ingest import load_offer
from auditor.units import parse_quantity

REAL = Path(__file__).resolve().parents[2].parent / "shared" / "contracts-real"


def _real(name: str) -> Path:
    path = REAL / name
    if not path.exists():
        pytest.skip(f"{path} not present (../shared absent)")
    return path


@pytest.mark.parametrize(("name", "percent", "status"), [
    ("tencent-cvm-sla-zh.txt", "99.975%", "present"),
    ("tencent-cvm-sla-en.txt", "99.975%", "present"),
    ("coreweave-tos-2022-en.txt", "99.9%", "present"),
    # "commercially reasonable efforts … 99.95% annual availability": hedged, the figure kept
    ("exoscale-terms-2016-en.txt", "99.95%", "hedged"),
])
def test_real_terms_availability_with_line_evidence(name: str, percent: str, status: str) -> None:
    path = _real(name)
    offer = load_offer([path])
    clause = offer.clauses.availability
    assert clause.status == status and clause.percent == parse_quantity(percent)
    cited = offer.evidence["clauses.availability"]
    assert all(e.extractor == "text:clause" and e.page is None and e.bbox is None for e in cited)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert any(percent.rstrip("%") in lines[e.line - 1] for e in cited)  # a cited line holds the figure
    def squeeze(text: str) -> str:  # the words as a Markdown viewer shows them (bold marks no words)
        return " ".join(text.replace("**", " ").split())

    assert all(e.text and squeeze(e.text) in squeeze(lines[e.line - 1]) for e in cited)  # each quotes its line


def test_real_terms_hedged_availability() -> None:
    offer = load_offer([_real("nebula-block-terms-and-data-policy-en.txt")])
    assert offer.clauses.availability.status == "hedged"
    assert offer.clauses.data_deletion.status == "present"


def test_markdown_contract_joins_wrapped_clause_and_cites_its_lines(tmp_path: Path) -> None:
    contract = tmp_path / "contract.md"
    contract.write_text(
        "# Service Level Agreement\n\n"
        "## 1. Availability\n\n"
        "The Provider shall ensure a monthly availability of each Node of at\n"
        "least 99.9%, measured per calendar month.\n\n"
        "## 2. Data\n\n"
        "The Provider will use reasonable efforts to delete Customer data after the term.\n",
        encoding="utf-8",
    )
    offer = load_offer([contract])
    assert offer.clauses.availability.status == "present"
    assert offer.clauses.availability.percent == parse_quantity("99.9%")
    assert {e.line for e in offer.evidence["clauses.availability"]} <= {5, 6}
    assert offer.clauses.data_deletion.status == "hedged"
    assert offer.clauses.compensation.status == "absent"


def test_empty_and_binary_text_files_are_one_line_errors(tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("\n\n", encoding="utf-8")
    with pytest.raises(InputError, match="empty document"):
        load_offer([empty])
    binary = tmp_path / "contract.md"
    binary.write_bytes(b"\xff\xfe\x00garbage\x80")
    with pytest.raises(InputError, match="not UTF-8"):
        load_offer([binary])


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab 9.%|#-\n可用性不低于保证尽力而为GPU NVLink限速")), max_size=400))
def test_any_text_gives_an_offer_or_a_one_line_error(tmp_path_factory: pytest.TempPathFactory, text: str) -> None:
    path = tmp_path_factory.mktemp("txt") / "contract.txt"
    path.write_text(text, encoding="utf-8")
    try:
        offer = load_offer([path])
    except InputError as error:
        assert "\n" not in error.headline()
    else:
        assert offer.sources == [str(path)]
