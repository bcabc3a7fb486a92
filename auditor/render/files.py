"""The user's files of a batch and the folder they lie in (SARIF's ``%SRCROOT%``)."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path


def files_root(paths: Iterable[str], list_file: str | None = None) -> Path:
    """The working directory when every file lies in it, else the folder holding them all."""
    resolved = {Path(p).resolve() for p in [*paths, *([list_file] if list_file else [])]}
    cwd = Path.cwd().resolve()
    if all(p == cwd or cwd in p.parents for p in resolved):
        return cwd
    return Path(os.path.commonpath([p if p.is_dir() else p.parent for p in resolved]))
