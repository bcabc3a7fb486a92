"""Parse trees of rule files, cached by content hash so a run does not re-parse unchanged rules.

Parsing ~65 shipped rules (and the ``{expr}`` holes of their messages) with lark costs more than
the rest of a single-offer audit; type-checking and compiling the trees is cheap and is redone
every run (closures cannot be stored, and parameters and policies change the result). An entry
holds every parse one file needed, keyed by SHA-256 of the file text, the grammar and the lark
and auditor versions, so an edit to any of them misses. Entries are ``marshal`` data (the trees
as plain tuples, ``auditor.dsl.tree.to_plain``) in the user cache directory
(``auditor.cache.cache_dir``), written atomically; a missing, corrupt or stale entry is ignored
and rewritten. Only trees of files that parsed without error are stored.

A second kind of entry says that a whole set of rule files (their texts together, as parameters
are shared between files) compiled without a single problem under this code: ``verified``. With
it, the loader compiles messages and remedies only when a finding needs them.
"""

from __future__ import annotations

import contextlib
import hashlib
import marshal
from functools import cache
from pathlib import Path

from auditor import __version__
from auditor.dsl import syntax
from auditor.dsl.tree import Tree, from_plain, to_plain
from auditor.resources import grammar

_GRAMMAR = "rules.lark"


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
def _salt() -> bytes:
    """Format tag, auditor version, lark's version and the grammar. lark's version is read from its
    ``__init__.py`` (which states it) rather than by importing lark, which a cache hit never needs."""
    from auditor.cache import package_stamp

    return f"rules-trees-v3\0{__version__}\0".encode() + package_stamp("lark") + b"\0" + grammar(_GRAMMAR).encode()


def _entry(text: str) -> Path | None:
    from auditor.cache import cache_dir, enabled

    if not enabled():
        return None
    key = hashlib.sha256(_salt() + b"\0" + text.encode()).hexdigest()
    return cache_dir() / "rules" / key[:2] / f"{key}.marshal"


# What a rule set compiling cleanly depends on besides its texts: the fact schema and the compiler.
_COMPILE_INPUTS = ("dsl", "model", "facts.py", "sizing/facts.py", "probes/facts.py", "units.py")


def _verified_entry(texts: list[str]) -> Path | None:
    from auditor.cache import cache_dir, code_stamp, enabled

    if not enabled():
        return None
    h = hashlib.sha256(b"rules-verified-v1\0" + _salt() + b"\0" + code_stamp(*_COMPILE_INPUTS))
    for text in texts:
        h.update(b"\0" + hashlib.sha256(text.encode()).digest())
    key = h.hexdigest()
    return cache_dir() / "rules" / "verified" / key


def verified(texts: list[str]) -> bool:
    """These rule texts, together, compiled without a problem before (under this code)."""
    path = _verified_entry(texts)
    return path is not None and path.is_file()


def mark_verified(texts: list[str]) -> None:
    path = _verified_entry(texts)
    if path is None:
        return
    from auditor.infra.output import write_atomic

    with contextlib.suppress(OSError):
        write_atomic(path, b"")


def load(text: str) -> ParseMemo:
    """The cached parses of a rule file with this text, or an empty memo."""
    path = _entry(text)
    if path is None:
        return ParseMemo()
    try:
        plain = marshal.loads(path.read_bytes())
        trees = {key: from_plain(tree) for key, tree in plain.items()}
    except (OSError, EOFError, TypeError, ValueError, AttributeError, IndexError, RecursionError):
        return ParseMemo()
    return ParseMemo(trees)


def store(text: str, memo: ParseMemo) -> None:
    """Best effort, like the document cache: a read-only or full cache never fails a run."""
    if not memo.added:
        return
    path = _entry(text)
    if path is None:
        return
    from auditor.infra.output import write_atomic

    with contextlib.suppress(OSError, ValueError, RecursionError):
        write_atomic(path, marshal.dumps({key: to_plain(tree) for key, tree in memo.trees.items()}))
