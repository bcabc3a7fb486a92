"""Input limits: untrusted vendor files must not exhaust memory or time. Overridable by env."""

from __future__ import annotations

import os
from pathlib import Path

from auditor.errors import InputError


def _limit(name: str, default: int) -> int:
    raw = os.environ.get(f"AUDIT_{name}")
    return int(raw) if raw and raw.isdigit() else default


MAX_FILE_BYTES = _limit("MAX_FILE_BYTES", 64 * 1024 * 1024)
"""Offer documents larger than this are refused (AUDIT_MAX_FILE_BYTES)."""
MAX_YAML_DEPTH = _limit("MAX_YAML_DEPTH", 64)
MAX_YAML_NODES = _limit("MAX_YAML_NODES", 200_000)
"""Caps alias expansion ("billion laughs"): nodes visited while building the document."""


def check_size(path: Path, limit: int | None = None) -> None:
    size = path.stat().st_size
    cap = MAX_FILE_BYTES if limit is None else limit
    if size > cap:
        raise InputError(str(path), f"file is {size:,} bytes, over the {cap:,}-byte limit (AUDIT_MAX_FILE_BYTES)")
