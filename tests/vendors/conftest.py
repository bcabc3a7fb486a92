"""Helpers for the vendor-list tests: the CLI in-process, a fixture rule pack, list files in tmp."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from auditor.cli import main

ROOT = Path(__file__).parents[2]
SAMPLES = ROOT / "samples"
RULES = Path(__file__).parent / "fixtures" / "audit.rules"
FIXTURE_RULES = ("--no-default-rules", "--rules", str(RULES))


@dataclass
class Result:
    code: int
    out: str
    err: str


@pytest.fixture
def audit(capsys: pytest.CaptureFixture[str]) -> Callable[..., Result]:
    """Run ``audit ARGS…`` in-process and return its exit code, stdout and stderr."""

    def _run(*args: str) -> Result:
        capsys.readouterr()
        try:
            main(list(args))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        else:  # pragma: no cover - main always exits
            code = 0
        captured = capsys.readouterr()
        return Result(code, captured.out, captured.err)

    return _run


@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    """A folder holding copies of the sample offers, for list files written by the tests."""
    shutil.copytree(SAMPLES / "offers", tmp_path / "offers")
    return tmp_path
