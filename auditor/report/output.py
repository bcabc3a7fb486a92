"""Writing reports: atomically (temp file + rename), so an interrupted run leaves no half report."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import click


def write_output(text: str, path: Path | None) -> None:
    if path is None:
        click.echo(text, nl=False)
        sys.stdout.flush()
        return
    write_atomic(path, text)


def write_atomic(path: Path, text: str | bytes) -> None:
    """Temp file in the same folder, fsync, rename: readers see the old file or the whole new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") if isinstance(text, bytes) else os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
