"""What the compiler makes: typed nodes with their closures, rule parameters, the compile scope,
and the literal readers the loader, templates and policies share with it."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from auditor.dsl.runtime import Env
from auditor.dsl.schema import NUMBER, Type, literal_type
from auditor.units import Quantity, parse_quantity

Fn = Callable[[Env], Any]
_NOTHING = object()


@dataclass(eq=False)
class Node:
    type: Type
    fn: Fn
    line: int
    column: int
    width: int = 1
    const: Any = _NOTHING  # the folded value, when the node is a constant
    path: str | None = None  # the path as written, for path nodes
    where: Callable[[Env], str] | None = None  # the runtime fact path of a path node
    literal: bool = False  # a literal written in the rule (not a param), for hints
    written: str | None = None  # how a literal or parameter was written, for messages

    @property
    def is_const(self) -> bool:
        return self.const is not _NOTHING


@dataclass(eq=False)
class Param:
    """A named threshold: default from the rule file, value after the policy's override."""

    name: str
    type: Type
    default: Any
    value: Any
    default_text: str
    description: str | None
    source: str
    line: int
    overridden_by: str | None = None


@dataclass(eq=False)
class Scope:
    params: dict[str, Param]
    bound: dict[str, tuple[int, Type]] = field(default_factory=dict)
    slots: int = 0
    used_params: set[str] = field(default_factory=set)
    quantifiers: dict[str, tuple[int, Type]] = field(
        default_factory=dict
    )  # every any/all name → slot, item type
    vetted: bool = False  # these texts compiled cleanly before (treecache.verified): patterns passed the guard


_ESCAPE = re.compile(r'\\(["\\nt])')
_ESCAPED = {'"': '"', "\\": "\\", "n": "\n", "t": "\t"}


def unescape(token: str) -> str:
    """A STRING token's text: only quote, backslash, n and t escapes; other backslashes stay (regexes)."""
    body = token[1:-1]
    if "\\" not in body:
        return body
    return _ESCAPE.sub(lambda m: _ESCAPED[m.group(1)], body)


def magnitude(value: Any) -> Any:
    return value.magnitude if isinstance(value, Quantity) else value


def parse_literal(text: str) -> tuple[Any, Type]:
    """``80 GB`` → (Quantity, bytes); ``8`` → (Fraction(8), number). Raises UnitError."""
    q = parse_quantity(text)
    if not q.unit and not q.dims and not text.strip().startswith(("¥", "￥", "$", "€", "£")):
        return q.magnitude, NUMBER
    return q, literal_type(q, text)
