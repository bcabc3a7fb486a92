"""Parsed documents cached by content hash, so re-auditing an unchanged PDF skips extraction.

Entries live in ``$XDG_CACHE_HOME/gpu-offer-auditor`` (``~/.cache/…``), keyed by the SHA-256 of
the file's bytes and the auditor version; each is written to a temp file and renamed, so
concurrent runs never see half an entry (the last writer wins with identical content). A
corrupt or unreadable entry is ignored and rewritten. ``--no-cache`` or ``AUDIT_NO_CACHE=1``
bypasses it; ``audit cache clear`` empties it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
from pathlib import Path

from auditor import __version__
from auditor.model.offer import Offer

_PLACEHOLDER = "@@audit-cache-source@@"  # the document path, substituted on load


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "gpu-offer-auditor"


def enabled() -> bool:
    return os.environ.get("AUDIT_NO_CACHE", "") in ("", "0")


def code_stamp(*sources: str) -> bytes:
    """Size and modification time of these auditor source files, or of every module in a folder
    (``"dsl"``, ``"sizing/facts.py"``): in a cache key, an edited checkout (same version number)
    never trusts what other code stored. A few dozen stat calls."""
    package = Path(__file__).resolve().parent
    parts = []
    for name in sources:
        folder = package / name
        files = sorted(folder.glob("*.py")) if folder.is_dir() else [folder]
        for file in files:
            try:
                st = file.stat()
                parts.append(f"{file.relative_to(package)}:{st.st_size}:{st.st_mtime_ns}")
            except OSError:
                parts.append(f"{name}:?")
    return "\0".join(parts).encode()


def package_stamp(name: str) -> bytes:
    """The text of an installed package's ``__init__.py`` (which states its version), read without
    importing the package: a cache hit then never pays for importing lark or PyYAML."""
    import importlib.util

    spec = importlib.util.find_spec(name)
    try:
        return Path(spec.origin).read_bytes() if spec is not None and spec.origin else f"no {name}".encode()
    except OSError:
        return f"unreadable {name}".encode()


def content_key(data: bytes) -> str:
    return hashlib.sha256(__version__.encode() + b"\0" + data).hexdigest()


def load(key: str, source: str) -> Offer | None:
    path = cache_dir() / key[:2] / f"{key}.json"
    try:
        text = path.read_text(encoding="utf-8")
        offer = Offer.model_validate_json(text.replace(_PLACEHOLDER, json.dumps(source)[1:-1]))
    except (OSError, ValueError):
        return None
    return offer


def store(key: str, offer: Offer, source: str) -> None:
    """Best effort: a read-only or full cache directory never fails an audit."""
    from auditor.infra.output import write_atomic

    generic = offer.model_copy(deep=True)
    generic.sources = [_PLACEHOLDER if s == source else s for s in generic.sources]
    for evidence in generic.evidence.values():
        for i, ev in enumerate(evidence):
            if ev.source == source:
                evidence[i] = ev.model_copy(update={"source": _PLACEHOLDER})
    for conflict in generic.conflicts:
        conflict.evidence = [ev.model_copy(update={"source": _PLACEHOLDER}) if ev.source == source else ev
                             for ev in conflict.evidence]
    with contextlib.suppress(OSError):
        write_atomic(cache_dir() / key[:2] / f"{key}.json", generic.model_dump_json(by_alias=True))


def clear() -> int:
    root = cache_dir()
    count = sum(1 for _ in root.rglob("*.json")) if root.exists() else 0
    shutil.rmtree(root, ignore_errors=True)
    return count
