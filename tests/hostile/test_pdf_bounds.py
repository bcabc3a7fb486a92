"""PDF parsing bounds that bite early: reference loops, compression bombs, nested forms.

Before: a 794-byte PDF whose ``/Length`` is a reference loop spun for the whole 300 s budget; a
1 MB PDF inflating to 1 GiB took 2.1 GB and then passed; a tiny PDF of nested form XObjects ran
for tens of seconds under every limit. Each PDF here is built byte by byte (hostile_pdf.py).
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.hostile.hostile_pdf import inflate_bomb_pdf, length_loop_pdf, nested_forms_pdf, raw_pdf
from tests.hostile.test_limits import one_line_error
from tests.vendors.conftest import Result


def _write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_length_reference_loop(audit: Callable[..., Result], tmp_path: Path) -> None:
    path = _write(tmp_path, "loop.pdf", length_loop_pdf())
    assert path.stat().st_size < 1000
    one_line_error(audit("offer", str(path), "--no-cache"), str(path), "chain of more than 32 object references")


def test_inflate_bomb_stops_at_the_stream_limit(audit: Callable[..., Result], tmp_path: Path) -> None:
    path = _write(tmp_path, "bomb.pdf", inflate_bomb_pdf(64 << 20))  # 64 MiB of spaces in ~65 KB
    one_line_error(audit("offer", str(path), "--no-cache"), str(path), "AUDIT_MAX_PDF_STREAM_BYTES")


def test_inflated_bytes_per_document(audit: Callable[..., Result], tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    path = _write(tmp_path, "big.pdf", inflate_bomb_pdf(4 << 20))
    monkeypatch.setenv("AUDIT_MAX_PDF_INFLATED_BYTES", str(2 << 20))
    one_line_error(audit("offer", str(path), "--no-cache"), "AUDIT_MAX_PDF_INFLATED_BYTES")
    monkeypatch.setenv("AUDIT_MAX_PDF_INFLATED_BYTES", str(8 << 20))  # the control: under the limit, read
    from auditor.ingest.document import read_document

    assert any("H100" in line.text for line in read_document(path).lines)


def test_nested_forms_stop_at_the_form_limit(audit: Callable[..., Result], tmp_path: Path) -> None:
    path = _write(tmp_path, "forms.pdf", nested_forms_pdf(depth=24))
    assert path.stat().st_size < 5000
    one_line_error(audit("offer", str(path), "--no-cache"), "page 1 draws more than 1,000 forms",
                   "AUDIT_MAX_PDF_PAGE_FORMS")


def test_whole_document_budget_is_tens_of_seconds() -> None:
    from auditor.infra import limits

    assert 10 <= limits.pdf_seconds() <= 60 and limits.pdf_page_seconds() <= limits.pdf_seconds()


def _pdfminer_corrupted(data: bytes) -> bytes:
    """pdfminer's own byte-at-a-time recovery (quadratic), the reference for the linear one."""
    d = zlib.decompressobj()
    out = b""
    for i in range(len(data)):
        try:
            out += d.decompress(data[i:i + 1])
        except zlib.error:
            if i < len(data) - 3:
                raise
            break
    return out


@settings(max_examples=60, deadline=None)
@given(st.binary(min_size=0, max_size=20_000), st.integers(min_value=0, max_value=20_000), st.booleans())
def test_corrupt_stream_recovery_matches_pdfminer(payload: bytes, cut: int, flip: bool) -> None:
    """Truncated or damaged deflate data: the linear recovery keeps exactly what pdfminer's keeps."""
    from auditor.ingest import pdf_bounds

    pdf_bounds.start(1 << 30, 1 << 30)
    data = bytearray(zlib.compress(payload * 3))
    data = data[: min(cut, len(data))] if cut else data
    if flip and len(data) > 10:
        data[len(data) // 2] ^= 0xFF
    try:
        expected: bytes | None = _pdfminer_corrupted(bytes(data))
    except zlib.error:
        expected = None
    if expected is None:
        with pytest.raises(zlib.error):
            pdf_bounds.decompress_corrupted(bytes(data))
    else:
        assert pdf_bounds.decompress_corrupted(bytes(data)) == expected


def test_flate_results_unchanged_on_good_streams(tmp_path: Path) -> None:
    """The bounded inflater gives the same text as before on an ordinary compressed page."""
    from auditor.ingest.document import read_document

    text = b"BT /F1 12 Tf 72 700 Td (Availability 99.9% per month.) Tj ET "
    packed = zlib.compress(text)
    pdf = raw_pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(packed) + packed + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ])
    doc = read_document(_write(tmp_path, "ok.pdf", pdf))
    assert [line.text for line in doc.lines] == ["Availability 99.9% per month."]
