"""Parsing rule text with the lark grammar, and positioned errors with a caret.

Every load-time problem becomes a ``Problem`` (file, line, column, message, suggestion); the
loader gathers them all and raises one ``InputError`` so a broken pack never half-loads.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from auditor.dsl.tree import Tree, from_lark
from auditor.errors import InputError
from auditor.resources import grammar

if TYPE_CHECKING:
    from lark import Lark


class Problem(NamedTuple):
    source: str
    line: int
    column: int
    message: str
    text: str = ""  # the whole source text, to quote the offending line
    width: int = 1

    def render(self) -> str:
        head = f"{self.source}:{self.line}:{self.column}: {self.message}"
        lines = self.text.splitlines()
        if 1 <= self.line <= len(lines):
            shown = lines[self.line - 1].expandtabs(1)
            caret = (
                " " * (self.column - 1)
                + "^"
                + "~" * max(0, min(self.width, len(shown) - self.column + 1) - 1)
            )
            head += f"\n    {shown}\n    {caret}"
        return head


class RuleError(Exception):
    """One problem inside a rule; carries a position relative to the file."""

    def __init__(self, message: str, line: int, column: int, width: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.width = width


def raise_problems(problems: list[Problem]) -> None:
    """One InputError for all problems: the first as headline, every one with its caret below."""
    if not problems:
        return
    first = problems[0]
    rendered = [p.render() for p in problems]
    detail = "\n".join(rendered[0].splitlines()[1:])
    if len(problems) > 1:
        detail += f"\n{len(problems) - 1} more error(s):\n" + "\n".join(rendered[1:])
    raise InputError(first.source, first.message, line=first.line, column=first.column, detail=detail or None)


def did_you_mean(word: str, candidates: Iterable[str], *, quote: str = "`") -> str:
    by_lower = {c.lower(): c for c in candidates}
    close = difflib.get_close_matches(word.lower(), list(by_lower), n=1, cutoff=0.6)
    return f"; did you mean {quote}{by_lower[close[0]]}{quote}?" if close else ""


_OPTIONS: dict[str, object] = {
    "parser": "lalr",
    "propagate_positions": True,
    "start": ["start", "expr", "value"],
    "maybe_placeholders": False,
}


@cache
def parser() -> Lark:
    """The LALR parser, built when a rule file misses the tree cache (``auditor.dsl.treecache``).

    Its tables are not cached: lark stores them as a pickle, and nothing in the user cache may be
    code-executing data. A miss (an edited or new rule file) pays the build once per process.
    """
    from lark import Lark

    return Lark(grammar("rules.lark"), **_OPTIONS)


_READABLE = {
    "NAME": "a name",
    "RULE_ID": "a rule id such as `sla.availability-missing`",
    "WORD": "a word",
    "STRING": 'a "quoted text"',
    "QUANTITY": "a number or quantity (80 GB)",
    "COMP_OP": "a comparison (<, ==, …)",
    "QUANT": "`any` or `all`",
    "LPAR": "`(`",
    "RPAR": "`)`",
    "LSQB": "`[`",
    "RSQB": "`]`",
    "COMMA": "`,`",
    "COLON": "`:`",
    "DOT": "`.`",
    "EQUAL": "`=`",
    "PLUS": "`+`",
    "MINUS": "`-`",
    "STAR": "`*`",
    "SLASH": "`/`",
    "$END": "end of file",
}


def _expected(names: Iterable[str]) -> str:
    words = sorted({_READABLE.get(n, f"`{n.lower()}`" if n.isupper() else n) for n in names})
    return ", ".join(words[:10]) + (" …" if len(words) > 10 else "")


def parse(text: str, source: str, start: str = "start", *, line_offset: int = 0, col_offset: int = 0) -> Tree:
    """Parse, turning lark's exceptions into ``RuleError`` with a readable expectation.

    The tree is returned in ``auditor.dsl.tree``'s classes (lark is imported only to parse)."""
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

    try:
        return from_lark(parser().parse(text, start=start))
    except UnexpectedInput as exc:
        line = (exc.line if exc.line and exc.line > 0 else 1) + line_offset
        column = (exc.column if exc.column and exc.column > 0 else 1) + (
            col_offset if exc.line in (1, -1) else 0
        )
        if isinstance(exc, UnexpectedCharacters):
            bad = text[exc.pos_in_stream] if exc.pos_in_stream < len(text) else "?"
            raise RuleError(f"syntax error: unexpected character `{bad}`", line, column) from None
        if isinstance(exc, UnexpectedToken):
            token = exc.token
            shown = "end of file" if token.type == "$END" else f"`{token}`"
            msg = f"syntax error: unexpected {shown}; expected {_expected(exc.expected)}"
            if token.type != "$END" and str(token) in ("message", "remedy", "title", "end"):
                msg += " (is the condition or a field before it incomplete?)"
            raise RuleError(msg, line, column, max(1, len(str(token)))) from None
        if isinstance(exc, UnexpectedEOF):
            raise RuleError(
                f"syntax error: unexpected end of text; expected {_expected(exc.expected)}", line, column
            ) from None
        raise RuleError(f"syntax error: {exc}", line, column) from None
