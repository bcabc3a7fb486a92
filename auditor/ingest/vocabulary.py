"""The reading model's vocabulary (grammars/reading.yaml), loaded once and compiled into patterns."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from auditor.ingest.patterns import Alternative, alternation, literal
from auditor.resources import data_dir


@cache
def vocabulary() -> dict[str, Any]:
    import yaml

    with (data_dir("grammars") / "reading.yaml").open(encoding="utf-8") as fh:
        data: dict[str, Any] = yaml.safe_load(fh)
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
