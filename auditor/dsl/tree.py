"""Rule parse trees in auditor's own small classes, so a run whose trees all come from the cache
(``auditor.dsl.treecache``) never imports lark (about 25 ms of every ``audit`` start-up).

The cache stores them as JSON of plain lists (``to_plain``): data that cannot execute code, read
much faster than objects with a ``__setstate__`` each; ``from_plain`` rebuilds.

``syntax.parse`` converts lark's result once, on a cache miss; the compiler, the loader and
``explain`` read only what lark's ``Tree``/``Token`` offered them: ``data``, ``children`` and
``meta`` (line, column, end_line, end_column, start_pos, end_pos, each present only where lark
set it), and a ``Token`` that is a ``str`` with ``type`` and positions.
"""

from __future__ import annotations

from typing import Any

_POSITIONS = ("line", "column", "end_line", "end_column", "start_pos", "end_pos")


class Meta:
    """Positions of a tree; an attribute lark did not set is absent, as on lark's ``Meta``."""

    __slots__ = _POSITIONS

    def __init__(self, **positions: int) -> None:
        for name, value in positions.items():
            setattr(self, name, value)

    @property
    def empty(self) -> bool:
        return not hasattr(self, "line")


class Token(str):
    """A terminal: its text, its terminal name (``type``) and its positions."""

    type: str
    line: int | None
    column: int | None
    end_line: int | None
    end_column: int | None
    start_pos: int | None
    end_pos: int | None

    @property
    def value(self) -> str:
        return str(self)

    def __repr__(self) -> str:
        return f"Token({self.type!r}, {str(self)!r})"


class Tree:
    """A rule-grammar node: ``data`` names the grammar rule, ``children`` are trees and tokens."""

    __slots__ = ("children", "data", "meta")

    def __init__(self, data: str, children: list[Any], meta: Meta | None = None) -> None:
        self.data = data
        self.children = children
        self.meta = meta if meta is not None else Meta()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Tree) and self.data == other.data and self.children == other.children

    def __hash__(self) -> int:
        return hash((self.data, tuple(self.children)))

    def __repr__(self) -> str:
        return f"Tree({self.data!r}, {self.children!r})"


def to_plain(item: Any) -> Any:
    """A tree as nested JSON-able lists: a tree is ``[data, positions, [children]]`` (three items), a
    token ``[type, text, *positions]`` (eight); positions lark did not set are ``None``."""
    if isinstance(item, Tree):
        meta = item.meta
        return [item.data, [getattr(meta, n, None) for n in _POSITIONS], [to_plain(c) for c in item.children]]
    if isinstance(item, Token):
        return [item.type, str(item), *(getattr(item, n, None) for n in _POSITIONS)]
    return item


def from_plain(item: Any) -> Any:
    """``to_plain``'s inverse. Recursive: trees come from the cache only after the compiler's depth
    check passed on them once (``AUDIT_MAX_RULE_DEPTH``, far below the recursion limit)."""
    if type(item) is not list:
        return item
    if len(item) == 3:
        data, positions, children = item
        tree = _new_tree(Tree)
        tree.data, tree.children = data, [from_plain(c) for c in children]
        meta = tree.meta = _new_meta(Meta)
        if None not in positions:
            meta.line, meta.column, meta.end_line, meta.end_column, meta.start_pos, meta.end_pos = positions
        else:
            for name, value in zip(_POSITIONS, positions, strict=True):
                if value is not None:
                    setattr(meta, name, value)
        return tree
    token = _new_token(Token, item[1])
    token.type = item[0]
    token.line, token.column, token.end_line, token.end_column, token.start_pos, token.end_pos = item[2:]
    return token


_new_tree, _new_meta, _new_token = Tree.__new__, Meta.__new__, Token.__new__


def from_lark(root: Any) -> Tree:
    """lark's tree → these classes; iterative, so a tree nested thousands deep converts and the
    compiler's own depth check (``AUDIT_MAX_RULE_DEPTH``) still gives the one-line error."""
    from lark import Token as LarkToken
    from lark import Tree as LarkTree

    def meta(source: Any) -> Meta:
        return Meta(**{n: v for n in _POSITIONS if (v := getattr(source, n, None)) is not None})

    def token(source: Any) -> Token:
        out = Token(str(source))
        out.type = source.type
        for name in _POSITIONS:
            setattr(out, name, getattr(source, name, None))
        return out

    top = Tree(str(root.data), [], meta(root.meta))
    stack = [(root, top)]
    while stack:
        source, target = stack.pop()
        for child in source.children:
            if isinstance(child, LarkTree):
                node = Tree(str(child.data), [], meta(child.meta))
                target.children.append(node)
                stack.append((child, node))
            elif isinstance(child, LarkToken):
                target.children.append(token(child))
            else:
                target.children.append(child)
    return top
