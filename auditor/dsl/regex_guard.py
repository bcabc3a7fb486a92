"""The guard on rule patterns: refuse regular expressions that can backtrack without end.

A rule's ``matches`` pattern runs over document text nobody here has seen, so a pattern whose
matching time can explode on a long clause (nested or adjacent unbounded repeats, ambiguous
alternatives under a repeat) is refused when the rule loads, at its place in the rule file.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any


@cache
def searcher(pattern: str) -> Callable[[str], re.Match[str] | None]:
    """A rule's pattern, compiled the first time a fact reaches it: most audits leave most unread."""
    return re.compile(pattern).search


def check_regex(pattern: str) -> str | None:
    """A reason to refuse ``pattern`` (nested unbounded quantifiers → catastrophic backtracking), or None."""
    import re._parser as sre  # the stdlib's own regex parser; private but stable across 3.11+

    try:
        parsed = sre.parse(pattern)
    except re.error as exc:
        return f"invalid regular expression: {exc}"
    repeats = {sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", sre.MAX_REPEAT)}
    nested = "regular expression has a repeat inside a repeat (e.g. `(a+)+`), which can take exponential time"
    # `(.*a){20}` is polynomial of degree 20 and `(a|aa)*b` exponential: both backtrack without end
    # on a long clause, so an unbounded repeat inside *any* repeat of more than one, and overlapping
    # alternatives under an unbounded repeat, are refused too.
    ambiguous = ("regular expression repeats alternatives that can match the same text (e.g. `(a|aa)*`), "
                 "which can take exponential time")
    # `a*a*b` takes 29 s on 3,000 characters: two unbounded repeats next to each other that can
    # consume the same character split a run of it every possible way.
    adjacent = ("regular expression has two unbounded repeats in a row that can match the same characters "
                "(e.g. `a*a*` or `.*\\s*`), which can take polynomial time without end; merge them")

    def literal_prefix_free(branches: list[Any]) -> bool:
        """Alternatives that are plain words none of which starts another: one way to split a repeat."""
        words = []
        for branch in branches:
            if not all(op == sre.LITERAL for op, _ in branch):
                return False
            words.append("".join(chr(c) for _, c in branch).casefold())
        return all(a == b or not b.startswith(a) for a in words for b in words) and len(set(words)) == len(words)

    def walk(items: Any, inside_repeat: bool, inside_unbounded: bool) -> str | None:
        if _adjacent_repeats(items, sre, repeats):
            return adjacent
        for op, arg in items:
            found: str | None = None
            if op in repeats:
                _, high, sub = arg
                unbounded = high == sre.MAXREPEAT or high > 100
                if inside_repeat and unbounded:
                    return nested
                found = walk(sub, inside_repeat or high > 1, inside_unbounded or unbounded)
            elif op == sre.SUBPATTERN:
                found = walk(arg[-1], inside_repeat, inside_unbounded)
            elif op == sre.BRANCH:
                if inside_unbounded and not literal_prefix_free(arg[1]):
                    return ambiguous
                found = next((r for b in arg[1] if (r := walk(b, inside_repeat, inside_unbounded))), None)
            elif op in (sre.ASSERT, sre.ASSERT_NOT):
                found = walk(arg[1], inside_repeat, inside_unbounded)
            if found:
                return found
        return None

    return walk(parsed, False, False)


_SAMPLE = "".join(map(chr, range(0x250))) + "０９％　一二三四五六七八九十个月天年中文字符。，；：％"
"""Characters on which two repeats' classes are compared: ASCII, Latin, full-width and CJK."""


def _chars(items: Any, sre: Any) -> frozenset[str] | None:
    """Characters a repeat's body can match (None: any, or too complex to say; treated as overlapping)."""
    out: set[str] = set()
    for op, arg in items:
        if op == sre.LITERAL:
            out.update({chr(arg), chr(arg).lower(), chr(arg).upper()})
        elif op == sre.IN:
            negate = any(o == sre.NEGATE for o, _ in arg)
            members = {ch for ch in _SAMPLE if any(_in_class(o, a, ch, sre) for o, a in arg if o != sre.NEGATE)}
            out.update(set(_SAMPLE) - members if negate else members)
        elif op == sre.SUBPATTERN:
            inner = _chars(arg[-1], sre)
            if inner is None:
                return None
            out.update(inner)
        elif op == sre.BRANCH:
            for branch in arg[1]:
                inner = _chars(branch, sre)
                if inner is None:
                    return None
                out.update(inner)
        elif op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue
        else:  # ANY, NOT_LITERAL, CATEGORY, nested repeats …
            return None
    return frozenset(out)


def _in_class(op: Any, arg: Any, ch: str, sre: Any) -> bool:
    if op == sre.LITERAL:
        return ch in (chr(arg), chr(arg).lower(), chr(arg).upper())
    if op == sre.RANGE:  # either case: (?i) applies to ranges too
        return any(arg[0] <= ord(c) <= arg[1] for c in {ch, ch.lower(), ch.upper()} if len(c) == 1)
    if op == sre.CATEGORY:
        return ch in _category(str(arg))
    return True


@cache
def _category(name: str) -> frozenset[str]:
    """The sample characters of ``\\d``, ``\\s``, ``\\w`` … once per process, not one ``re.match`` per
    character per class (that was a few hundred thousand calls at every start-up)."""
    pattern = re.compile(_CATEGORY.get(name, "."))
    return frozenset(ch for ch in _SAMPLE if pattern.match(ch))


_CATEGORY = {"CATEGORY_DIGIT": r"\d", "CATEGORY_NOT_DIGIT": r"\D", "CATEGORY_SPACE": r"\s",
             "CATEGORY_NOT_SPACE": r"\S", "CATEGORY_WORD": r"\w", "CATEGORY_NOT_WORD": r"\W"}


def _adjacent_repeats(items: Any, sre: Any, repeats: set[Any]) -> bool:
    """Two unbounded repeats in one sequence, with only empty-matching items between, whose
    characters overlap (``a*a*``, ``\\s*.*``); ``\\d+\\s*%`` (digits, then spaces) is fine."""
    pending: list[frozenset[str] | None] = []
    for op, arg in items:
        if op in repeats:
            low, high, sub = arg
            if high == sre.MAXREPEAT or high > 100:
                mine = _chars(sub, sre)
                if any(m is None or other is None or m & other for m, other in ((mine, p) for p in pending)):
                    return True
                # a repeat that must match once stands between what came before and what follows
                pending = [*pending, mine] if low == 0 else [mine]
                continue
            if low == 0:
                continue  # `x?` between two repeats can match nothing: they still touch
        elif op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue
        pending = []
    return False
