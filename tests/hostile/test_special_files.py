"""Only regular files are read: a FIFO named as an input used to block forever; a deep config.json
and a symlink loop ended in a traceback with exit 1 (which CI reads as "findings")."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.hostile.test_limits import one_line_error
from tests.vendors.conftest import Result

ROOT = Path(__file__).resolve().parents[2]
OFFER = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "offer.yaml"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("args", [
    ("offer", "{p}"),
    ("offer", str(OFFER), "--probes", "{p}"),
    ("offer", str(OFFER), "--policy", "{p}"),
    ("offer", str(OFFER), "--rules", "{p}"),
    ("vendors", "{p}"),
    ("probe", "{p}"),
])
def test_a_fifo_is_refused_not_read(audit: Callable[..., Result], fifo: Path, args: tuple[str, ...]) -> None:
    """Nothing writes to the FIFO: had it been opened, the test would hang (pytest's timeout aside)."""
    one_line_error(audit(*(a.format(p=fifo) for a in args)), str(fifo), "FIFO", "regular files")


def test_a_fifo_as_model_config(audit: Callable[..., Result], tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "config.json")
    one_line_error(audit("size", "--model", str(tmp_path / "config.json"), "--gpu", "h100-sxm"), "FIFO")


def test_a_device_is_refused(audit: Callable[..., Result]) -> None:
    one_line_error(audit("offer", "/dev/zero"), "/dev/zero", "device")


def test_a_deep_model_config_is_one_line(audit: Callable[..., Result], tmp_path: Path) -> None:
    config = tmp_path / "config.json"
    config.write_text('{"a":' * 100_000 + "1" + "}" * 100_000, encoding="utf-8")
    one_line_error(audit("size", "--model", str(config), "--gpu", "h100-sxm"), str(config), "nesting deeper")
    one_line_error(audit("offer", str(OFFER), "--model", str(config)), str(config), "nesting deeper")


def test_a_model_config_with_a_duplicate_key(audit: Callable[..., Result], tmp_path: Path) -> None:
    config = tmp_path / "config.json"
    config.write_text('{"num_hidden_layers": 32,\n "num_hidden_layers": 2}', encoding="utf-8")
    one_line_error(audit("size", "--model", str(config), "--gpu", "h100-sxm"), "appears twice", "lines 1 and 2")
