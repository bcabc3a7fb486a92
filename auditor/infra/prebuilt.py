"""Shipped artefacts, built ahead: what the shipped texts compile to, read from the package.

The shipped rule packs' parse trees and the catalogues' parsed data are pure functions of texts
that come with the package, so they are built once, by ``python -m auditor.prebuild``, into
``auditor/_built/`` (package data, in the wheel) rather than into each user's cache on first run:
the user cache then holds only what users bring (their documents, rule packs and policies).

Each artefact is one file: a header line naming the format, the artefact and the **stamp** — a
SHA-256 of the source texts it was built from and of the code that shapes it — then the payload,
JSON. At run time the owner recomputes the stamp from the sources it reads anyway and uses the
artefact only when the stamps are equal; otherwise (an edited rule file in a checkout, before
the command is rerun) it builds the result in memory, as if no artefact existed, and never from a
stale one. ``tests/spine/test_prebuilt.py`` rebuilds every artefact and fails, naming the
command, while a committed one differs from what the sources build. Artefacts are JSON only:
nothing in the package or the cache executes code when read.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

FORMAT = "audit-prebuilt-1"
BUILT = Path(__file__).resolve().parents[1] / "_built"
"""The folder of the artefacts inside the package (``auditor/_built``)."""


def stamp(*sources: bytes) -> str:
    """The stamp of an artefact built from these source texts (order matters; each is length-prefixed,
    so two lists of texts never join into the same bytes)."""
    h = hashlib.sha256(FORMAT.encode())
    for part in sources:
        h.update(len(part).to_bytes(8, "little"))
        h.update(part)
    return h.hexdigest()


def path(name: str) -> Path:
    return BUILT / f"{name}.json"


def header(name: str, artefact_stamp: str) -> bytes:
    return f"{FORMAT} {name} {artefact_stamp}\n".encode()


def load(name: str, artefact_stamp: str) -> bytes | None:
    """The payload of the shipped artefact ``name`` if it was built from the sources this stamp
    describes; None when it is missing or stale."""
    try:
        data = path(name).read_bytes()
    except OSError:
        return None
    head, sep, payload = data.partition(b"\n")
    if not sep or head + b"\n" != header(name, artefact_stamp):
        return None
    return payload


def shipped_data(name: str, raw: bytes, namespace: str, parse: Callable[[str], Any]) -> Any:
    """The data of a shipped YAML file (a catalogue, a grammar's word lists) whose text is ``raw``:
    its artefact ``name`` when built from this very text, else — a file edited in a checkout — the
    user cache's copy in ``namespace``, else ``parse(text)``, then kept there as JSON when JSON
    gives it back equal (no integer keys, dates …). Fresh objects on every call."""
    payload = load(name, stamp(name.encode("utf-8"), raw))
    if payload is not None:
        return json.loads(payload)
    from auditor.infra import cache as store

    key = store.key(namespace, store.package_stamp("yaml"), name.encode("utf-8"), raw)
    cached = store.load(namespace, key)
    if cached is not None:
        with contextlib.suppress(ValueError):
            return json.loads(cached)
    data = parse(raw.decode("utf-8"))
    dumped = as_json(data)
    if dumped is not None and store.enabled(namespace):
        store.store(namespace, key, dumped)
    return data


def data_artefact(name: str, raw: bytes, parse: Callable[[str], Any]) -> tuple[str, bytes]:
    """``shipped_data``'s artefact ``name`` for the file text ``raw``: (stamp, JSON payload)."""
    dumped = as_json(parse(raw.decode("utf-8")))
    if dumped is None:
        raise RuntimeError(f"{name}: the data does not survive JSON (integer keys, dates?)")
    return stamp(name.encode("utf-8"), raw), dumped


def as_json(data: Any) -> bytes | None:
    """``data`` as compact JSON when JSON gives it back equal, else None."""
    try:
        dumped = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError):
        return None
    return dumped.encode("utf-8") if json.loads(dumped) == data else None
