"""Rule texts (titles, messages, remedies) with ``{expr}`` holes, compiled against the fact schema.

A rule set already known to compile (``treecache.verified``) gets its messages and remedies
compiled on first use: a run renders one language's remedies and only the failing messages, a
sixth of the texts (3.5 % of a YAML audit's start-up, measured when it was introduced).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from auditor.dsl.compiler import Compiler, Node, Scope, unescape
from auditor.dsl.runtime import Env, show
from auditor.dsl.syntax import RuleError, parse
from auditor.dsl.tree import Token, Tree


class Template:
    """A text with ``{expr}`` holes, in one language.

    A rule set already known to compile (``treecache.verified``) gets its messages and remedies
    compiled on first use: a run renders one language's remedies and only the failing messages,
    a sixth of the texts. ``slots`` is how many quantifier slots its holes use, counted after the
    rule condition's own (``render`` makes room for them).
    """

    __slots__ = ("_compile", "_parts", "slots")

    def __init__(self, parts: list[str | Node] | None = None, *, slots: int = 0,
                 compile_later: Callable[[], tuple[list[str | Node], int]] | None = None) -> None:
        self._parts, self.slots, self._compile = parts, slots, compile_later

    @property
    def parts(self) -> list[str | Node]:
        if self._parts is None:
            assert self._compile is not None
            self._parts, self.slots = self._compile()
            self._compile = None
        return self._parts

    def render(self, env: Env) -> str:
        parts = self.parts
        if len(env.slots) < self.slots:
            room = self.slots - len(env.slots)
            env.slots.extend([None] * room)
            env.slot_paths.extend([""] * room)
        return "".join(p if isinstance(p, str) else show(p.fn(env)) for p in parts)

    @property
    def static(self) -> bool:
        return all(isinstance(p, str) or p.is_const for p in self.parts)


def template_parts(tok: Token, scope: Scope, parse_expr: Callable[..., Tree] = parse) -> list[str | Node]:
    """Split a STRING token into text and compiled ``{expr}`` holes; ``{{``/``}}`` are braces.

    ``parse_expr`` is the loader's per-file memo, so holes come from the tree cache too.
    """
    raw = str(tok)[1:-1]
    parts: list[str | Node] = []
    buf: list[str] = []
    line, col = tok.line or 1, (tok.column or 1) + 1
    i = 0
    while True:
        found = _BRACE.search(raw, i)  # runs of plain text are taken whole, not a character at a time
        if found is None:
            buf.append(raw[i:])
            break
        j = found.start()
        buf.append(raw[i:j])
        ch = raw[j]
        if raw[j + 1 : j + 2] == ch:
            buf.append(ch)
            i = j + 2
            continue
        if ch == "}":
            raise RuleError("unmatched `}` in text (write `}}` for a brace)", line, col + j)
        end = raw.find("}", j)
        if end < 0:
            raise RuleError("unclosed `{` in text (write `{{` for a brace)", line, col + j)
        text = "".join(buf)
        if text:
            parts.append(unescape('"' + text + '"'))
        buf = []
        expr = raw[j + 1 : end]
        if not expr.strip():
            raise RuleError("empty `{}` in text", line, col + j)
        source_tree = parse_expr(expr, "", "expr", line_offset=line - 1, col_offset=col + j)
        parts.append(Compiler(scope, line_offset=line - 1, col_offset=col + j).compile(source_tree))
        i = end + 1
    text = "".join(buf)
    if text:
        parts.append(unescape('"' + text + '"'))
    return parts


_BRACE = re.compile(r"[{}]")
