"""Writing reports and cache entries without damaging what the target already is.

A report path comes from a CI script or a person, and may name anything: ``/dev/null``, a FIFO a
pipeline reads, a symlink into a shared folder, or — by a slip — the offer being audited. So:

- a regular file (or a path that does not exist yet) is written atomically: a temp file in the same
  folder, fsync, rename, so an interrupted run leaves the old file or the whole new one. A symlink
  is followed, and the file it points at is replaced, not the link. The new file gets the mode a
  shell redirect would give it (0666 less the umask), an existing one keeps its mode;
- a character device (``/dev/null``, ``/dev/stdout``) or a FIFO is written straight, as ``>`` would;
- ``-`` is standard output;
- a directory, a block device or socket, and any file that is an input of the run (``samefile``
  against documents, probes, lists, waivers, policies, rules) are refused with one line, exit 2.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

from auditor.errors import UsageError

STDOUT = "-"


def _describe(path: Path) -> str:
    return ascii(str(path))[1:-1]  # a file name never prints terminal escapes


def _input_files(inputs: Iterable[Path | str]) -> list[os.stat_result]:
    """The (device, inode) identities of every input file, folders expanded (probe folders)."""
    found: list[os.stat_result] = []
    for item in inputs:
        path = Path(item)
        try:
            st = path.stat()
        except OSError:
            continue
        if stat.S_ISDIR(st.st_mode):
            for root, _dirs, files in os.walk(path):
                for name in files:
                    try:
                        found.append(Path(root, name).stat())
                    except OSError:
                        continue
        else:
            found.append(st)
    return found


def check_output(path: Path | None, inputs: Iterable[Path | str] = ()) -> None:
    """Refuse a target that would destroy an input or cannot take a report, before any work."""
    if path is None or str(path) == STDOUT:
        return
    try:
        st = path.stat()  # follows symlinks: the file a link points at is what gets written
    except FileNotFoundError:
        return  # a new file (a dangling link's target is created)
    except OSError as exc:
        raise UsageError(f"cannot write the report to {_describe(path)}: {exc.strerror}") from None
    mode = st.st_mode
    if stat.S_ISDIR(mode):
        raise UsageError(f"--output {_describe(path)} is a directory; name a file in it")
    if not (stat.S_ISREG(mode) or stat.S_ISCHR(mode) or stat.S_ISFIFO(mode)):
        raise UsageError(f"--output {_describe(path)} is neither a regular file, a FIFO nor a character device")
    if stat.S_ISREG(mode):
        for other in _input_files(inputs):
            if (other.st_dev, other.st_ino) == (st.st_dev, st.st_ino):
                raise UsageError(f"--output {_describe(path)} is an input of this run; "
                                 "write the report to another file")


def write_output(text: str | Iterable[str], path: Path | None, inputs: Iterable[Path | str] = ()) -> None:
    """The report to stdout (``None`` or ``-``) or to ``path``, by the rules in the module docstring.

    ``text`` may be an iterable of pieces (a batch report larger than memory), written as they come.
    """
    if path is None or str(path) == STDOUT:
        for piece in [text] if isinstance(text, str) else text:
            sys.stdout.write(piece)
        sys.stdout.flush()
        return
    check_output(path, inputs)
    try:
        mode = path.stat().st_mode
    except OSError:
        mode = None
    try:
        if mode is not None and (stat.S_ISCHR(mode) or stat.S_ISFIFO(mode)):
            with open(path, "w", encoding="utf-8") as fh:
                fh.writelines([text] if isinstance(text, str) else text)
            return
        write_atomic(Path(os.path.realpath(path)), text, keep_mode=True)
    except OSError as exc:
        raise UsageError(f"cannot write the report to {_describe(path)}: {exc.strerror or exc}") from None


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_atomic(path: Path, text: str | bytes | Iterable[str], *, keep_mode: bool = False,
                 private: bool = False) -> None:
    """Temp file in the same folder, fsync, rename: readers see the old file or the whole new one.

    ``private`` keeps the temp file's 0600 (cache entries); otherwise the file gets its old mode
    (``keep_mode``) or the mode a new file gets under the umask, like a shell redirect.
    """
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700 if private else 0o777)
    if private:
        new_mode = None
    else:
        new_mode = 0o666 & ~_umask()
        if keep_mode:
            with contextlib.suppress(OSError):
                new_mode = stat.S_IMODE(path.stat().st_mode)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") if isinstance(text, bytes) else os.fdopen(fd, "w", encoding="utf-8") as fh:
            if isinstance(text, str | bytes):
                fh.write(text)
            else:
                fh.writelines(text)
            fh.flush()
            if new_mode is not None:
                os.fchmod(fh.fileno(), new_mode)
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
