"""Shared paths: real captured outputs are read in place from ../shared/probes-real (never copied)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
REAL = ROOT.parent / "shared" / "probes-real"
FIXTURES = ROOT / "tests" / "fixtures" / "probes"
SAMPLES = ROOT / "samples" / "probes"


def real(rel: str) -> Path:
    """A real captured output; skips the test cleanly where ../shared is not checked out."""
    path = REAL / rel
    if not path.is_file():
        pytest.skip(f"{path} not available (../shared/probes-real absent)")
    return path
