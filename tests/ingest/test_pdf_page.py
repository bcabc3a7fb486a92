"""QuickPage builds the same object dicts as pdfplumber's own Page, on the shipped sample PDFs (CID Chinese fonts,
ruled tables, coloured text) and on a hand-written PDF whose MediaBox does not start at the origin."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
from pdfminer.pdfpage import PDFPage
from pdfplumber.page import Page

from auditor.ingest.pdf_page import QuickPage
from tests.hostile.hostile_pdf import raw_pdf

SAMPLES = sorted((Path(__file__).resolve().parents[2] / "samples" / "quotes").glob("*.pdf"))


def _offset_mediabox_pdf(path: Path) -> Path:
    """One page, MediaBox [30 40 630 840], grey Helvetica text and a ruled line."""
    stream = b"BT /F1 11 Tf 0.5 g 80 700 Td (8 x H100 80GB, 3.84TB NVMe x 4) Tj ET 0 G 70 690 m 400 690 l S"
    path.write_bytes(raw_pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [30 40 630 840] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]))
    return path


def _pairs(path: Path) -> list[tuple[list[dict], list[dict]]]:
    pairs = []
    with pdfplumber.open(path) as pdf:
        doctop = 0.0
        for number, raw in enumerate(PDFPage.create_pages(pdf.doc), start=1):
            plain = Page(pdf, raw, page_number=number, initial_doctop=doctop)
            quick = QuickPage(pdf, raw, page_number=number, initial_doctop=doctop)
            layout = plain.layout
            pairs.append((list(plain.iter_layout_objects(layout._objs)), list(quick.iter_layout_objects(layout._objs))))
            doctop += float(plain.height)
    return pairs


@pytest.mark.parametrize("pdf", SAMPLES, ids=[p.name for p in SAMPLES])
def test_quick_page_objects_equal_pdfplumbers_on_samples(pdf: Path) -> None:
    pairs = _pairs(pdf)
    assert sum(len(plain) for plain, _ in pairs) > 100
    for plain, quick in pairs:
        assert quick == plain


def test_quick_page_objects_equal_pdfplumbers_with_an_offset_mediabox(tmp_path: Path) -> None:
    [(plain, quick)] = _pairs(_offset_mediabox_pdf(tmp_path / "offset.pdf"))
    chars = [o for o in quick if o["object_type"] == "char"]
    assert "".join(c["text"] for c in chars).startswith("8 x H100")
    assert chars[0]["x0"] == 80 and chars[0]["non_stroking_color"] == (0.5,)  # pdfminer says 50: MediaBox origin
    assert quick == plain
