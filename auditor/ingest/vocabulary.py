"""The reading model's vocabulary (grammars/reading.yaml), loaded once and compiled into patterns."""

from __future__ import annotations

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
    a flow list), so the shipped files' data ships as JSON (``prebuilt.shipped_data``)."""
    from auditor.infra import prebuilt

    return prebuilt.shipped_data(_artefact(name), (data_dir("grammars") / name).read_bytes(), GRAMMAR_DATA,
                                 _parsed)


def _parsed(text: str) -> Any:
    import yaml

    return yaml.safe_load(text)


def prebuilt_grammar_data() -> dict[str, tuple[str, bytes]]:
    """The shipped artefacts of the grammar files' data (``python -m auditor.prebuild``)."""
    from auditor.infra import prebuilt

    artefacts = {_artefact(name): (data_dir("grammars") / name).read_bytes() for name in GRAMMAR_FILES}
    return {name: prebuilt.data_artefact(name, raw, _parsed) for name, raw in artefacts.items()}


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
