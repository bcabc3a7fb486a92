"""Parse trees of rule files, kept so that a run does not re-parse unchanged rules.

Parsing ~65 shipped rules (and the ``{expr}`` holes of their messages) with lark costs more than
the rest of a single-offer audit; type-checking and compiling the trees is cheap and is redone
every run (closures cannot be stored, and parameters and policies change the result). An entry
holds every parse one file needed, as JSON of plain lists (``auditor.dsl.tree.to_plain``).

The shipped packs' entries are built ahead into the package (``auditor.infra.prebuilt``, one
artefact per file, ``python -m auditor.prebuild``), stamped with the file's text, the grammar and
the code that shapes a tree (``syntax.py``, ``tree.py``), so an installed package never writes
them to the user cache. Rule files a user names — and a shipped pack edited in a checkout, whose
artefact no longer matches until the command is rerun — are kept in the user cache
(``auditor.infra.cache``: keyed by the file text, lark's version and the code and data stamp, which
covers the grammar; checked on read), or each run would build lark's tables and parse the file.
Only trees of files that parsed without error are stored.

A second kind of entry says that a whole set of rule files (their texts together, as parameters
are shared between files) compiled without a single problem under this code: ``verified``. With
it, the loader compiles messages and remedies only when a finding needs them.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path

from auditor.dsl import syntax
from auditor.dsl.tree import Tree, from_plain, to_plain
from auditor.infra import cache as store_
from auditor.infra import prebuilt

TREES, VERIFIED = "rule-trees", "rules-verified"


class ParseMemo:
    """The parses of one rule file: (start symbol, text) → tree; reused as-is on a cache hit.
    ``shipped``: the trees came from the package's artefact, so the user cache is not written."""

    def __init__(self, trees: dict[tuple[str, str], Tree] | None = None, *, shipped: bool = False) -> None:
        self.trees: dict[tuple[str, str], Tree] = trees or {}
        self.added = False
        self.shipped = shipped

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


@cache
def _tree_code() -> bytes:
    """What shapes a parse tree besides the rule text: the grammar and the modules that parse and
    flatten it (part of every shipped artefact's stamp)."""
    from auditor.resources import grammar

    here = Path(__file__).parent
    return b"\0".join([grammar("rules.lark").encode(), (here / "syntax.py").read_bytes(),
                       (here / "tree.py").read_bytes()])


def shipped_name(relative: Path) -> str:
    """The artefact of a shipped rule file, by its path inside ``rules/`` (``rule-trees.missing-sla``)."""
    return "rule-trees." + ".".join(relative.with_suffix("").parts)


def shipped_stamp(text: str) -> str:
    return prebuilt.stamp(_tree_code(), text.encode("utf-8"))


def _memo(payload: bytes | None, *, shipped: bool = False) -> ParseMemo:
    if payload is None:
        return ParseMemo(shipped=shipped)
    try:
        plain = json.loads(payload)
        trees = {(start, body): from_plain(tree) for start, body, tree in plain}
    except (TypeError, ValueError, AttributeError, IndexError, RecursionError):
        return ParseMemo(shipped=shipped)
    return ParseMemo(trees, shipped=shipped)


def load(text: str, shipped: str | None = None) -> ParseMemo:
    """The parses of a rule file with this text: the package's artefact ``shipped`` for a shipped
    pack when it was built from this very text, else the user cache's; or an empty memo."""
    if shipped is not None:
        payload = prebuilt.load(shipped, shipped_stamp(text))
        if payload is not None:
            return _memo(payload, shipped=True)
    return _memo(store_.load(TREES, _key(text)))


def payload(memo: ParseMemo) -> bytes:
    """A memo as stored: JSON of [start, text, plain tree] triples."""
    return json.dumps([[start, body, to_plain(tree)] for (start, body), tree in memo.trees.items()],
                      ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def store(text: str, memo: ParseMemo) -> None:
    """Best effort, like every cache entry: a read-only or full cache never fails a run. Parses read
    from a shipped artefact are not stored again."""
    if memo.shipped or not memo.added or not store_.enabled(TREES):
        return
    try:
        data = payload(memo)
    except (TypeError, ValueError, RecursionError):
        return
    store_.store(TREES, _key(text), data)
