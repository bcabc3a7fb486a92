"""Offers' report parts kept on disk in list order, so a batch of any length costs the parent one
part at a time.

The file is anonymous (``tempfile.TemporaryFile``: unlinked as it is created), so it is gone on
every exit path, a crash or a kill included. It is made beside the report when the report goes to
a file, so the parts take space where the report will, not in a small ``/tmp``.
"""

from __future__ import annotations

import marshal
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any


class Spool:
    """Values (anything ``marshal`` writes: text, tuples, lists) appended and read back in order."""

    def __init__(self, folder: Path | None = None) -> None:
        self._file = tempfile.TemporaryFile(dir=folder)  # noqa: SIM115 - lives as long as the spool
        self._ends: list[int] = []

    def append(self, value: Any) -> None:
        self._file.seek(0, 2)
        self._file.write(marshal.dumps(value))
        self._ends.append(self._file.tell())

    def __len__(self) -> int:
        return len(self._ends)

    def __iter__(self) -> Iterator[Any]:
        start = 0
        for end in self._ends:
            self._file.seek(start)
            yield marshal.loads(self._file.read(end - start))
            start = end

    def close(self) -> None:
        self._file.close()
