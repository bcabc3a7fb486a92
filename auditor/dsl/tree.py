"""Rule parse trees in auditor's own small classes, so a run whose trees all come from the cache
(``auditor.dsl.treecache``) never imports lark (about 25 ms of every ``audit`` start-up).

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

    def __getstate__(self) -> dict[str, int]:
        return {n: getattr(self, n) for n in _POSITIONS if hasattr(self, n)}

    def __setstate__(self, state: dict[str, int]) -> None:
        for name, value in state.items():
            setattr(self, name, value)


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

    def __getstate__(self) -> tuple[str, list[Any], Meta]:
        return self.data, self.children, self.meta

    def __setstate__(self, state: tuple[str, list[Any], Meta]) -> None:
        self.data, self.children, self.meta = state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Tree) and self.data == other.data and self.children == other.children

    def __hash__(self) -> int:
        return hash((self.data, tuple(self.children)))

    def __repr__(self) -> str:
        return f"Tree({self.data!r}, {self.children!r})"


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
