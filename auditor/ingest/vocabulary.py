"""The reading model's vocabulary (grammars/reading.yaml), loaded once and compiled into patterns."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

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

    ASCII words match whole words only ("ip" is not inside "ship"); Chinese words anywhere.
    """
    node: Any = vocabulary()
    for key in path:
        node = node[key]
    items = [str(w) for w in (node if isinstance(node, list) else [v for vs in node.values() for v in vs])]
    bounded = []
    for word in items:
        regex = "\\" in word or word.startswith("^") or "[" in word or "(?:" in word
        body = word if regex else re.escape(word)
        if not regex and re.fullmatch(r"[A-Za-z][\w .:/-]*", word):
            body = rf"(?<![A-Za-z]){body}(?![A-Za-z])"
        bounded.append(body)
    return re.compile("|".join(sorted(bounded, key=len, reverse=True)), re.IGNORECASE)


@cache
def groups(*path: str) -> dict[str, re.Pattern[str]]:
    """A mapping of name → word list at ``path`` as name → pattern (roles, billing steps, price columns)."""
    node: Any = vocabulary()
    for key in path:
        node = node[key]
    return {name: words(*path, name) for name in node}
