"""The user cache: one folder, one entry format, one key recipe, one error policy.

It holds what users bring: parsed documents, the parse trees of rule packs they name, the marker
that a set of rule texts compiled cleanly (``rules-verified``). What the shipped rule packs,
catalogues and grammars build to ships in the package instead (``auditor.infra.prebuilt``); only
a shipped file edited in a checkout, until ``python -m auditor.prebuild`` is rerun, has its trees,
data or tables (``rule-trees``, ``catalog``, ``grammar-data``, ``parser-tables``) kept here. The command line
also keeps the compiled code of its regular expressions (``regex-code``, auditor.infra.regex_cache).
Whatever is cached changes a verdict if it is wrong, so the cache is treated as untrusted storage:

- **Where**: ``$XDG_CACHE_HOME/gpu-offer-auditor`` (``~/.cache/…``), created 0700. A folder that is
  not owned by the user, or that group or others may write, is not used: one warning line on
  stderr, then the run goes on uncached.
- **Format**: entries are data that cannot execute code — JSON or UTF-8 text, never pickle or
  marshal. Each starts with a header line naming the format, the namespace, the entry's own key
  and the SHA-256 of its payload; an entry whose header does not match (truncated, corrupt, copied
  over another key, written by other code) is a miss and is rewritten, never trusted.
- **Keys** are derived, not hand-kept: the format, the auditor version, a stamp of every file of
  the installed package and its shipped data (``code_stamp``), the namespace and the inputs. An
  edited checkout, a fixed extraction bug or a new grammar therefore misses every old entry.
- **Writes** are atomic (temp file + rename, 0600) and best effort: a read-only or full disk never
  fails an audit. ``audit cache clear`` empties it.
- **Off switches** skip only what might differ: ``--no-cache`` / ``AUDIT_NO_CACHE=1`` bypasses the
  document cache (a document re-read is the one result a user may doubt); the rule trees, the
  catalogue and the parser tables are pure functions of shipped or user-named text and stay cached.
  ``--no-cache=all`` / ``AUDIT_NO_CACHE=all`` bypasses every namespace (the shipped artefacts are
  package data, not cache, and are read either way).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import stat
import sys
from functools import cache
from pathlib import Path

from auditor import __version__

FORMAT = "audit-cache-2"
_PACKAGE = Path(__file__).resolve().parents[1]


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "gpu-offer-auditor"


DOCUMENTS = "documents"
"""The namespace ``--no-cache`` bypasses (see the module doc); the others only ``--no-cache=all``."""


def enabled(namespace: str = DOCUMENTS) -> bool:
    """Whether this namespace is read and written in this run (``AUDIT_NO_CACHE``: "", 0, 1, all)."""
    mode = os.environ.get("AUDIT_NO_CACHE", "")
    if mode in ("", "0"):
        return True
    return mode != "all" and namespace != DOCUMENTS


_warned: set[str] = set()


def _unsafe(path: Path) -> str | None:
    """Why this folder must not hold the cache, or None when it is the user's own."""
    try:
        st = path.stat()
    except OSError as exc:
        return exc.strerror or str(exc)
    if not stat.S_ISDIR(st.st_mode):
        return "it is not a folder"
    if hasattr(os, "geteuid") and st.st_uid != os.geteuid():
        return f"it belongs to another user (uid {st.st_uid})"
    if st.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return "other users can write to it"
    return None


def root(namespace: str = DOCUMENTS) -> Path | None:
    """The cache folder if this namespace is on and the folder safe to use, created 0700 on first
    use; else None."""
    if not enabled(namespace):
        return None
    path = cache_dir()
    try:
        path.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError:
        return None  # a read-only home: run uncached, silently, as before
    reason = _unsafe(path)
    if reason is None:
        return path
    shown = ascii(str(path))[1:-1]
    if shown not in _warned:
        _warned.add(shown)
        print(f"audit: warning: not using the cache folder {shown}: {reason}; running without a cache "
              "(fix its owner/permissions or set XDG_CACHE_HOME)", file=sys.stderr)
    return None


@cache
def code_stamp() -> bytes:
    """Size and modification time of every file of the installed package and of its shipped data
    (rules, grammars, schemas): derived from the tree, so no module can be left off a list."""
    from auditor.resources import data_dir

    folders = [_PACKAGE]
    for name in ("rules", "grammars", "schemas"):
        with contextlib.suppress(FileNotFoundError):
            folder = data_dir(name)
            if _PACKAGE not in folder.parents:
                folders.append(folder)
    parts: list[str] = []
    for folder in folders:
        _stamp_tree(str(folder), "", parts)
    return "\0".join(parts).encode()


def _stamp_tree(folder: str, prefix: str, parts: list[str]) -> None:
    """``relative/path:size:mtime`` of every file below ``folder``, sorted, byte-code left out (a
    directory's files before its subfolders, as ``os.walk`` lists them)."""
    try:
        with os.scandir(folder) as listing:
            entries = sorted(listing, key=lambda e: e.name)
    except OSError:
        return
    subfolders = []
    for entry in entries:
        try:
            if entry.is_dir():
                if entry.name != "__pycache__":
                    subfolders.append(entry)
                continue
            if entry.name.endswith((".pyc", ".tmp")):
                continue
            st = entry.stat()
        except OSError:
            continue
        parts.append(f"{prefix}{entry.name}:{st.st_size}:{st.st_mtime_ns}")
    for entry in subfolders:
        _stamp_tree(entry.path, f"{prefix}{entry.name}{os.sep}", parts)


def package_stamp(name: str) -> bytes:
    """The text of an installed package's ``__init__.py`` (which states its version), read without
    importing the package: a cache hit then never pays for importing lark or PyYAML."""
    import importlib.util

    spec = importlib.util.find_spec(name)
    try:
        return Path(spec.origin).read_bytes() if spec is not None and spec.origin else f"no {name}".encode()
    except OSError:
        return f"unreadable {name}".encode()


def key(namespace: str, *inputs: bytes) -> str:
    """The key of an entry made from these inputs by this code."""
    h = hashlib.sha256(f"{FORMAT}\0{__version__}\0{namespace}\0".encode())
    h.update(hashlib.sha256(code_stamp()).digest())
    for part in inputs:
        h.update(len(part).to_bytes(8, "little"))
        h.update(part)
    return h.hexdigest()


def _entry(base: Path, namespace: str, entry_key: str) -> Path:
    return base / namespace / entry_key[:2] / entry_key


def _header(namespace: str, entry_key: str, payload: bytes) -> bytes:
    return f"{FORMAT} {namespace} {entry_key} {hashlib.sha256(payload).hexdigest()}\n".encode()


def load(namespace: str, entry_key: str) -> bytes | None:
    """The payload stored under this key, or None: missing, off, unsafe, or not exactly what was stored."""
    base = root(namespace)
    if base is None:
        return None
    try:
        with open(_entry(base, namespace, entry_key), "rb") as fh:
            data = fh.read()
    except OSError:
        return None
    head, sep, payload = data.partition(b"\n")
    if not sep or head + b"\n" != _header(namespace, entry_key, payload):
        return None
    return payload


def store(namespace: str, entry_key: str, payload: bytes) -> None:
    """Best effort: a read-only or full cache never fails a run."""
    base = root(namespace)
    if base is None:
        return
    from auditor.infra.output import write_atomic

    with contextlib.suppress(OSError):
        write_atomic(_entry(base, namespace, entry_key), _header(namespace, entry_key, payload) + payload,
                     private=True)


def clear() -> int:
    """Remove the cache folder, only when it is the user's own; the number of entries it held."""
    path = cache_dir()
    if not path.exists():
        return 0
    reason = _unsafe(path)
    if reason is not None:
        from auditor.errors import UsageError

        raise UsageError(f"not clearing {ascii(str(path))[1:-1]}: {reason}; remove it by hand if it is yours")
    count = sum(1 for p in path.rglob("*") if p.is_file())
    shutil.rmtree(path, ignore_errors=True)
    return count
