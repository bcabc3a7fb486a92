"""Parse trees of rule files, cached by content hash so a run does not re-parse unchanged rules.

Parsing ~65 shipped rules (and the ``{expr}`` holes of their messages) with lark costs more than
the rest of a single-offer audit; type-checking and compiling the trees is cheap and is redone
every run (closures cannot be stored, and parameters and policies change the result). An entry
holds every parse one file needed, as JSON of plain lists (``auditor.dsl.tree.to_plain``), in the
user cache (``auditor.infra.cache``: keyed by the file text, lark's version and the code and data
stamp, which covers the grammar; checked on read). Only trees of files that parsed without error
are stored.

A second kind of entry says that a whole set of rule files (their texts together, as parameters
are shared between files) compiled without a single problem under this code: ``verified``. With
it, the loader compiles messages and remedies only when a finding needs them.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache

from auditor.dsl import syntax
from auditor.dsl.tree import Tree, from_plain, to_plain
from auditor.infra import cache as store_

TREES, VERIFIED = "rule-trees", "rules-verified"


class ParseMemo:
    """The parses of one rule file: (start symbol, text) → tree; reused as-is on a cache hit."""

    def __init__(self, trees: dict[tuple[str, str], Tree] | None = None) -> None:
        self.trees: dict[tuple[str, str], Tree] = trees or {}
        self.added = False

    def parse(self, text: str, source: str, start: str = "start", *, line_offset: int = 0,
              col_offset: int = 0) -> Tree:
        """``syntax.parse``, memoised. Errors are raised (with positions), never stored."""
        key = (start, text)
        tree = self.trees.get(key)
        if tree is None:
            tree = syntax.parse(text, source, start, line_offset=line_offset, col_offset=col_offset)
            self.trees[key] = tree
            self.added = True
        return tree


@cache
def _lark() -> bytes:
    """lark's version, read from its ``__init__.py`` rather than by importing lark, which a cache hit
    never needs."""
    return store_.package_stamp("lark")


def _key(text: str) -> str:
    return store_.key(TREES, _lark(), text.encode())


def _verified_key(texts: list[str]) -> str:
    return store_.key(VERIFIED, _lark(), *(hashlib.sha256(t.encode()).digest() for t in texts))


def verified(texts: list[str]) -> bool:
    """These rule texts, together, compiled without a problem before (under this code)."""
    return store_.load(VERIFIED, _verified_key(texts)) == b"verified"


def mark_verified(texts: list[str]) -> None:
    store_.store(VERIFIED, _verified_key(texts), b"verified")


def load(text: str) -> ParseMemo:
    """The cached parses of a rule file with this text, or an empty memo."""
    payload = store_.load(TREES, _key(text))
    if payload is None:
        return ParseMemo()
    try:
        plain = json.loads(payload)
        trees = {(start, body): from_plain(tree) for start, body, tree in plain}
    except (TypeError, ValueError, AttributeError, IndexError, RecursionError):
        return ParseMemo()
    return ParseMemo(trees)


def store(text: str, memo: ParseMemo) -> None:
    """Best effort, like every cache entry: a read-only or full cache never fails a run."""
    if not memo.added or not store_.enabled(TREES):
        return
    try:
        payload = json.dumps([[start, body, to_plain(tree)] for (start, body), tree in memo.trees.items()],
                             ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError, RecursionError):
        return
    store_.store(TREES, _key(text), payload.encode("utf-8"))
