"""Each committed sample PDF yields the offer its text source (samples/quotes/src) states."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pdfplumber
import pytest
import yaml

from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.units import Quantity, parse_quantity

SAMPLES = Path(__file__).resolve().parents[2] / "samples" / "quotes"
SOURCES = sorted((SAMPLES / "src").glob("*.yaml"))


def _load(src: Path) -> dict[str, Any]:
    return yaml.safe_load(src.read_text(encoding="utf-8"))


def _compare(actual: Any, expected: Any, where: str) -> None:
    if isinstance(expected, dict):
        for key, value in expected.items():
            _compare(getattr(actual, key), value, f"{where}.{key}")
    elif isinstance(actual, Quantity):
        assert actual == parse_quantity(str(expected)), f"{where}: {actual} != {expected}"
    else:
        assert str(actual) == str(expected), f"{where}: {actual!r} != {expected!r}"


@pytest.mark.parametrize("src", SOURCES, ids=[s.stem for s in SOURCES])
def test_sample_pdf_states_its_source(src: Path) -> None:
    spec = _load(src)
    pdf = SAMPLES / spec["file"]
    offer = read_pdf_offer(pdf)
    expect = dict(spec["expect"])
    assert offer.sources == [str(pdf)]
    clauses = expect.pop("clauses")
    evidence = expect.pop("evidence", {})
    for needle in expect.pop("statements_contain", []):
        assert any(needle in s for s in offer.statements), needle
    for field, value in expect.items():
        _compare(getattr(offer, field), value, field)
    if clauses is None:
        assert offer.clauses is None
    else:
        assert offer.clauses is not None
        for cid, want in clauses.items():
            got = getattr(offer.clauses, cid.replace("-", "_"))
            want = want if isinstance(want, dict) else {"status": want}
            assert got.status == want["status"], f"{cid}: {got.status} ({got.hedge}) != {want['status']}"
            if "percent" in want:
                assert got.percent == parse_quantity(want["percent"])
            if "duration" in want:
                assert got.duration == parse_quantity(want["duration"])
            if "tiers" in want:
                assert len(got.tiers) == want["tiers"]
            assert offer.evidence[f"clauses.{cid}"]
    for path, where in evidence.items():
        first = offer.evidence[path][0]
        assert first.page == where["page"], path
        assert where["contains"] in (first.text or ""), (path, first.text)


def _text_in_box(pdf: Path, page: int, bbox: tuple[float, float, float, float]) -> str:
    with pdfplumber.open(pdf) as doc:
        p = doc.pages[page - 1]
        x0, top, x1, bottom = bbox
        return p.within_bbox((x0 - 1, top - 1, x1 + 1, bottom + 1)).extract_text()


@pytest.mark.parametrize("src", SOURCES, ids=[s.stem for s in SOURCES])
def test_every_bbox_holds_the_quoted_words(src: Path) -> None:
    """The evidence box, cropped from the page, contains the words the evidence quotes."""
    pdf = SAMPLES / _load(src)["file"]
    offer = read_pdf_offer(pdf)
    checked = 0
    for path, items in offer.evidence.items():
        for ev in items:
            if ev.bbox is None:
                continue
            assert ev.page is not None and ev.source == str(pdf) and ev.extractor.startswith("pdf:")
            cropped = "".join(_text_in_box(pdf, ev.page, ev.bbox).split())
            quoted = "".join((ev.text or "").split())
            assert quoted and quoted[:40] in cropped, (path, ev.text, cropped[:120])
            checked += 1
    assert checked


def test_gpu_memory_evidence_points_at_the_cell_words() -> None:
    pdf = SAMPLES / "honest-h100-quote-zh.pdf"
    ev = read_pdf_offer(pdf).evidence["gpu.memory"][0]
    assert ev.extractor == "pdf:table" and "80GB" in (ev.text or "")


def test_spec_line_evidence_is_the_phrase_not_the_line() -> None:
    pdf = SAMPLES / "vram-shortfall-quote-en.pdf"
    offer = read_pdf_offer(pdf)
    ev = offer.evidence["interconnect.intra_node"][0]
    assert ev.extractor == "pdf:spec-line"
    assert ev.text is not None and ev.text.startswith("NVLink") and "Interconnect" not in ev.text
