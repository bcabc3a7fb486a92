"""Nothing but the one line reaches stderr: pdfminer's warnings about a damaged file, and even an
internal defect, end as at most one line (no traceback, never exit 1, which CI reads as findings)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.hostile.hostile_pdf import raw_pdf
from tests.vendors.conftest import Result

ROOT = Path(__file__).resolve().parents[2]
OFFER = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"


def _damaged_pdf(path: Path) -> Path:
    """A readable page whose `cm` operands are names and whose font widths are not numbers: pdfminer
    logs a WARNING for each, which Python's last-resort handler used to print on stderr."""
    text = b"/A /B /C /D /E /F cm BT /F1 12 Tf 72 700 Td (Quote Q-1: 8x NVIDIA H100 SXM5 80GB) Tj ET"
    path.write_bytes(raw_pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(text) + text + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /FirstChar 32 /Widths [/x] >>",
    ]))
    return path


def test_pdfminer_warnings_stay_off_stderr(tmp_path: Path) -> None:
    import subprocess
    import sys

    pdf = _damaged_pdf(tmp_path / "damaged.pdf")
    run = subprocess.run([sys.executable, "-m", "auditor", "offer", str(pdf), "--no-cache", "--format", "json"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode in (0, 1), run.stderr
    assert run.stderr == "", run.stderr
    assert "H100" in run.stdout


def test_an_internal_error_is_one_line_exit_2(audit: Callable[..., Result],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import auditor.pipeline

    def broken(*args: object, **kwargs: object) -> None:
        raise ZeroDivisionError("division by zero\nsecond line")

    monkeypatch.setattr(auditor.pipeline, "build_facts", broken)
    result = audit("offer", str(OFFER))
    assert result.code == 2
    line = result.err.strip()
    assert "\n" not in line and "Traceback" not in line
    assert "internal error (ZeroDivisionError" in line and "AUDIT_DEBUG=1" in line
    monkeypatch.setenv("AUDIT_DEBUG", "1")
    with pytest.raises(ZeroDivisionError):
        audit("offer", str(OFFER))
