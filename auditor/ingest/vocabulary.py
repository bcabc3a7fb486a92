"""The reading model's vocabulary (grammars/reading.yaml), loaded once and compiled into patterns."""

from __future__ import annotations

import contextlib
import json
import re
from functools import cache
from typing import Any

from auditor.ingest.patterns import Alternative, alternation, literal
from auditor.resources import data_dir

GRAMMAR_DATA = "grammar-data"
"""The user-cache namespace of the grammar files' parsed data (``auditor.infra.cache``)."""


GRAMMAR_FILES = ("reading.yaml", "clauses.yaml", "table_synonyms.yaml")
"""The grammar files read as data, each shipped pre-parsed (``python -m auditor.prebuild``)."""


def _artefact(name: str) -> str:
    return f"grammar-data.{name.removesuffix('.yaml')}"


def grammar_yaml(name: str) -> Any:
    """The data of grammars/NAME (YAML), fresh on each call. PyYAML's pure-Python loader spends
    ~0.1 s on the three files a PDF audit reads (libyaml's refuses reading.yaml's ``order:`` inside
    a flow list), so the shipped files' data ships as JSON (``auditor/_built``, read when built from
    this very text); a file edited in a checkout is parsed and kept in the user cache, keyed by the
    text and PyYAML's version, until the artefacts are rebuilt."""
    from auditor.infra import cache as store
    from auditor.infra import prebuilt

    raw = (data_dir("grammars") / name).read_bytes()
    shipped = prebuilt.load(_artefact(name), prebuilt.stamp(name.encode("utf-8"), raw))
    if shipped is not None:
        return json.loads(shipped)
    text = raw.decode("utf-8")
    key = store.key(GRAMMAR_DATA, store.package_stamp("yaml"), name.encode("utf-8"), raw)
    payload = store.load(GRAMMAR_DATA, key)
    if payload is not None:
        with contextlib.suppress(ValueError):
            return json.loads(payload)
    data = _parsed(text)
    if store.enabled(GRAMMAR_DATA):
        dumped = _as_json(data)
        if dumped is not None:
            store.store(GRAMMAR_DATA, key, dumped)
    return data


def _parsed(text: str) -> Any:
    import yaml

    return yaml.safe_load(text)


def _as_json(data: Any) -> bytes | None:
    """``data`` as JSON when JSON gives it back equal (no integer keys, dates …), else None."""
    try:
        dumped = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError):
        return None
    return dumped.encode("utf-8") if json.loads(dumped) == data else None


def prebuilt_grammar_data() -> dict[str, tuple[str, bytes]]:
    """The shipped artefacts of the grammar files' data (``python -m auditor.prebuild``)."""
    from auditor.infra import prebuilt

    out: dict[str, tuple[str, bytes]] = {}
    for name in GRAMMAR_FILES:
        raw = (data_dir("grammars") / name).read_bytes()
        dumped = _as_json(_parsed(raw.decode("utf-8")))
        if dumped is None:
            raise RuntimeError(f"grammars/{name}: its data does not survive JSON (integer keys, dates?)")
        out[_artefact(name)] = (prebuilt.stamp(name.encode("utf-8"), raw), dumped)
    return out


@cache
def vocabulary() -> dict[str, Any]:
    data: dict[str, Any] = grammar_yaml("reading.yaml")
    return data


@cache
def words(*path: str) -> re.Pattern[str]:
    """The word list at ``path`` in reading.yaml as one case-insensitive pattern.

    ASCII words match whole words only ("ip" is not inside "ship"); Chinese words anywhere. The
    alternatives are tried longest pattern first; the literal words are compiled as prefix trees
    (``patterns.alternation``: the same matches, a fraction of the compile time).
    """
    node: Any = vocabulary()
    for key in path:
        node = node[key]
    items = [str(w) for w in (node if isinstance(node, list) else [v for vs in node.values() for v in vs])]
    return re.compile(alternation(sorted(map(_alternative, items), key=lambda a: len(a.body), reverse=True)),
                      re.IGNORECASE)


_BOUNDED = re.compile(r"[A-Za-z][\w .:/-]*")


def _alternative(word: str) -> Alternative:
    """A word of a list: a regular expression when it has regex syntax, else a literal, bounded by
    letter boundaries when it is ASCII-like words."""
    if "\\" in word or word.startswith("^") or "[" in word or "(?:" in word:
        return Alternative(word)
    return literal(word, _BOUNDED.fullmatch(word) is not None)


@cache
def groups(*path: str) -> dict[str, re.Pattern[str]]:
    """A mapping of name → word list at ``path`` as name → pattern (roles, billing steps, price columns)."""
    node: Any = vocabulary()
    for key in path:
        node = node[key]
    return {name: words(*path, name) for name in node}
