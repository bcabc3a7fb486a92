"""Bad PDFs end as one InputError line naming the file and the problem (exit 2), never a traceback.

Each bad file is built in the test from bytes (no generator dependency): an encrypted file is a
hand-written PDF with an /Encrypt dictionary, an image-only page has an image and no text.
"""

from __future__ import annotations

import zlib
from pathlib import Path

import pytest

from auditor.errors import InputError
from auditor.ingest.document import PdfLimits
from auditor.ingest.pdf_offer import read_pdf_offer

SAMPLE = Path(__file__).resolve().parents[2] / "samples" / "quotes" / "honest-h100-quote-zh.pdf"


def _pdf(objects: list[bytes], trailer_extra: bytes = b"") -> bytes:
    """A syntactically valid PDF from object bodies (1-based), with a correct xref table."""
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root 1 0 R " % (len(objects) + 1) + trailer_extra + b">>\n"
    out += b"startxref\n%d\n%%%%EOF\n" % xref
    return bytes(out)


def _error(path: Path, limits: PdfLimits | None = None) -> str:
    with pytest.raises(InputError) as info:
        read_pdf_offer(path, limits=limits)
    message = str(info.value)
    assert "\n" not in message and message.startswith(str(path)), message
    return message


def test_corrupt(tmp_path: Path) -> None:
    bad = tmp_path / "corrupt.pdf"
    bad.write_bytes(b"%PDF-1.7\n" + bytes(range(256)) * 40)
    assert "PDF" in _error(bad)


def test_not_a_pdf(tmp_path: Path) -> None:
    bad = tmp_path / "quote.pdf"
    bad.write_text("this is a Word document really", encoding="utf-8")
    assert "not a PDF" in _error(bad)


def test_truncated(tmp_path: Path) -> None:
    data = SAMPLE.read_bytes()
    bad = tmp_path / "truncated.pdf"
    bad.write_bytes(data[: len(data) // 3])
    _error(bad)


def test_zero_pages(tmp_path: Path) -> None:
    bad = tmp_path / "empty.pdf"
    bad.write_bytes(_pdf([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [] /Count 0 >>"]))
    assert "no pages" in _error(bad)


def test_encrypted(tmp_path: Path) -> None:
    encrypt = b"<< /Filter /Standard /V 1 /R 2 /O <" + b"00" * 32 + b"> /U <" + b"11" * 32 + b"> /P -4 >>"
    bad = tmp_path / "encrypted.pdf"
    bad.write_bytes(_pdf([b"<< /Type /Catalog /Pages 2 0 R >>",
                          b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                          b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>", encrypt],
                         b"/Encrypt 4 0 R /ID [<01> <01>] "))
    assert "encrypted" in _error(bad)


def test_image_only_says_ocr(tmp_path: Path) -> None:
    pixels = zlib.compress(b"\x80" * 64 * 64)
    image = b"<< /Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray " \
            b"/BitsPerComponent 8 /Filter /FlateDecode /Length %d >>\nstream\n" % len(pixels) + pixels + \
            b"\nendstream"
    content = b"q 200 0 0 200 0 0 cm /Im0 Do Q"
    bad = tmp_path / "scan.pdf"
    bad.write_bytes(_pdf([b"<< /Type /Catalog /Pages 2 0 R >>",
                          b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                          b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] "
                          b"/Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>",
                          image, b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream"]))
    assert "OCR" in _error(bad)


def test_page_limit(tmp_path: Path) -> None:
    pdf = tmp_path / "quote.pdf"
    pdf.write_bytes(SAMPLE.read_bytes())
    message = _error(pdf, PdfLimits(max_pages=0))
    assert ("page" in message and "limit" in message) or "more than" in message


def test_size_limit(tmp_path: Path) -> None:
    pdf = tmp_path / "quote.pdf"
    pdf.write_bytes(SAMPLE.read_bytes())
    assert "byte limit" in _error(pdf, PdfLimits(max_bytes=1000))


def test_object_limit(tmp_path: Path) -> None:
    pdf = tmp_path / "quote.pdf"
    pdf.write_bytes(SAMPLE.read_bytes())
    assert "objects" in _error(pdf, PdfLimits(max_objects_per_page=10))
