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


def grammar_yaml(name: str) -> Any:
    """The data of grammars/NAME (YAML), fresh on each call. PyYAML's pure-Python loader spends
    ~0.1 s on the three files a PDF audit reads (libyaml's refuses reading.yaml's ``order:`` inside
    a flow list), so the data is kept in the user cache as JSON, keyed by the text and PyYAML's
    version; only data that JSON gives back equal is stored (no integer keys, dates …). Not a
    shipped artefact: the files change with most reading changes, and the cache costs one parse."""
    from auditor.infra import cache as store

    text = (data_dir("grammars") / name).read_text(encoding="utf-8")
    key = store.key(GRAMMAR_DATA, store.package_stamp("yaml"), name.encode("utf-8"), text.encode("utf-8"))
    payload = store.load(GRAMMAR_DATA, key)
    if payload is not None:
        with contextlib.suppress(ValueError):
            return json.loads(payload)
    import yaml

    data = yaml.safe_load(text)
    if store.enabled(GRAMMAR_DATA):
        with contextlib.suppress(TypeError, ValueError):
            dumped = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
            if json.loads(dumped) == data:
                store.store(GRAMMAR_DATA, key, dumped.encode("utf-8"))
    return data


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
