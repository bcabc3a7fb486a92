"""Locate shipped data (rules/, grammars/, schemas/) in a wheel or in a source checkout."""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def data_dir(name: str) -> Path:
    """``rules``, ``grammars`` or ``schemas``: inside the wheel (auditor/_data/) or at the repo root."""
    for candidate in (_PACKAGE / "_data" / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"shipped data folder {name!r} not found (broken installation)")


def grammar(name: str) -> str:
    return (data_dir("grammars") / name).read_text(encoding="utf-8")
