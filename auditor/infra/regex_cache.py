"""Compiled regular expressions kept between runs of the command line.

A small-PDF audit compiles about 470 patterns (the reading's vocabularies, the spec-line lexer,
pdfminer's and click's own), and CPython's pattern compiler is pure Python: about a fifth of the
whole command (docs/benchmarks.md). What it produces, the engine's code words, is a pure function of
the pattern text, its flags and the interpreter, so it is kept in the user cache (namespace
``regex-code``, one entry per interpreter) and handed straight to the engine on the next run.

Safe by construction: a code list is stored only after the pattern rebuilt from it compared equal
(``Pattern.__eq__`` compares the code) to what ``re`` itself compiled; the engine validates code
words when it is given them (a tampered list raises, and the pattern is then compiled afresh); and
the entry is keyed by the interpreter's version and the engine's magic number, so another Python
never reads it. The patterns are the code's own, never built from a document's words, so the entry holds
nothing of the documents read (it stays on with ``--no-cache``; tests/perf_support/test_regex_cache.py checks it).
Only the command line installs it (``auditor.cli.main``); importing ``auditor.api``
leaves ``re`` as it is. ``--no-cache=all`` turns it off with the other caches.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import sys
from array import array
from typing import Any

NAMESPACE = "regex-code"
_MAX_PATTERNS = 4000
"""Above this many patterns the entry is rewritten with only this run's (patterns of old code are dropped)."""

_Entry = tuple[int, list[int], int, dict[str, int], list[str | None]]
_Packed = list[Any]
"""An entry as stored: flags, the code words as base64 of their machine form (loads ten times faster than
a JSON list of numbers), the group count, the group names both ways."""
_known: dict[str, _Packed] = {}
_new: dict[str, _Packed] = {}
_used: set[str] = set()
_original: Any = None


def _entry_key() -> str:
    import _sre

    stamp = f"{sys.version}\0{sys.implementation.cache_tag}\0{_sre.MAGIC}\0{_sre.CODESIZE}\0{_sre.MAXGROUPS}"
    return hashlib.sha256(f"regex-code-1\0{stamp}".encode()).hexdigest()


def _pack(entry: _Entry) -> _Packed:
    flags, code, groups, groupindex, indexgroup = entry
    return [flags, base64.b64encode(array("I", code).tobytes()).decode("ascii"), groups, groupindex, indexgroup]


def _rebuild(pattern: str, packed: _Packed) -> re.Pattern[str]:
    import _sre

    flags, words, groups, groupindex, indexgroup = packed
    code = array("I")
    code.frombytes(base64.b64decode(words))
    return _sre.compile(pattern, flags, code.tolist(), groups, groupindex, tuple(indexgroup))


def _pieces(pattern: str, flags: int) -> _Entry:
    """What ``re._compiler.compile`` hands the engine, as plain data."""
    from re import _compiler, _parser

    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for group_name, index in groupindex.items():
        indexgroup[index] = group_name
    return flags | parsed.state.flags, list(code), parsed.state.groups - 1, groupindex, indexgroup


def _compile(pattern: Any, flags: int = 0) -> Any:
    """``re._compiler.compile`` with the kept code words; anything unusual goes to the original."""
    if not isinstance(pattern, str) or flags & re.DEBUG:
        return _original(pattern, flags)
    name = f"{flags}\0{pattern}"
    packed = _known.get(name)
    if packed is not None:
        try:
            compiled = _rebuild(pattern, packed)
        except Exception:  # a damaged entry: compiled afresh below, and kept anew
            _known.pop(name, None)
        else:
            _used.add(name)
            return compiled
    compiled = _original(pattern, flags)
    try:
        packed = _pack(_pieces(pattern, flags))
        if _rebuild(pattern, packed) == compiled:
            _new[name] = packed
    except Exception:  # an interpreter whose compiler differs: nothing is kept, nothing breaks
        pass
    return compiled


def install() -> None:
    """Load the kept code words and route ``re``'s compiler through them (once per process)."""
    global _original
    from re import _compiler

    from auditor.infra import cache

    if _original is not None or not cache.enabled(NAMESPACE) or array("I").itemsize != 4:
        return
    payload = cache.load(NAMESPACE, _entry_key())
    if payload is not None:
        try:
            stored = json.loads(payload)
        except ValueError:
            stored = None
        if isinstance(stored, dict):
            _known.update(stored)
    _original = _compiler.compile
    _compiler.compile = _compile


def save() -> None:
    """Keep what this run compiled that was not kept yet (best effort, as every cache write)."""
    from auditor.infra import cache

    if not _new:
        return
    if len(_known) + len(_new) <= _MAX_PATTERNS:
        kept = {**_known, **_new}
    else:
        kept = {**{name: _known[name] for name in _used if name in _known}, **_new}
    cache.store(NAMESPACE, _entry_key(), json.dumps(kept, separators=(",", ":")).encode())
    _known.update(_new)
    _new.clear()
