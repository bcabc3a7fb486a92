"""Type-check rule expressions against the fact schema and compile them to Python closures.

Each expression becomes a ``Node``: its static type and a closure ``fn(env)`` returning the value
(``None`` for unknown). Paths are resolved once into ``attrgetter`` accessors, constants are
folded, and the Kleene connectives short-circuit, so evaluating a rule costs little more than
the equivalent hand-written check. Nothing here evaluates rule text with ``eval``/``exec``.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from operator import attrgetter
from typing import Any

from auditor.dsl.runtime import Env
from auditor.dsl.schema import (
    BOOL,
    NUMBER,
    TEXT,
    Type,
    all_paths,
    fields_of,
    has_currency,
    literal_type,
    quantity_type,
    root_type,
)
from auditor.dsl.syntax import RuleError, did_you_mean
from auditor.dsl.tree import Token, Tree
from auditor.infra.limits import rule_depth
from auditor.units import Quantity, UnitError, dimension_name, parse_quantity

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


_COMPARE = {
    "==": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
}
_ARITH = {"add": operator.add, "sub": operator.sub, "mul": operator.mul, "div": operator.truediv}
_ARITH_SIGN = {"add": "+", "sub": "-", "mul": "*", "div": "/"}


def _combine(a: Type, b: Type, sign: int) -> Type:
    if a.dims is None or b.dims is None:
        return quantity_type(None)
    merged: dict[str, int] = dict(a.dims)
    for base, exp in b.dims:
        merged[base] = merged.get(base, 0) + sign * exp
    dims = tuple(sorted((k, v) for k, v in merged.items() if v))
    return Type("qty", dims, obj=a.obj or b.obj)


def _as_quantity(v: Any) -> Quantity:
    return v if isinstance(v, Quantity) else Quantity(Fraction(v))


def _arith_value(op: Callable[[Any, Any], Any], a: Any, b: Any, mixed: bool, div: bool) -> Any:
    try:
        if mixed:
            return op(_as_quantity(a), _as_quantity(b))
        if div and not isinstance(a, Quantity):
            return Fraction(a) / b
        return op(a, b)
    except (UnitError, ZeroDivisionError, TypeError):
        return None


@cache
def _search(pattern: str) -> Callable[[str], re.Match[str] | None]:
    """A rule's pattern, compiled the first time a fact reaches it: most audits leave most unread."""
    return re.compile(pattern).search


def _check_regex(pattern: str) -> str | None:
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


def _getter(names: list[str], map_segments: list[bool]) -> Callable[[Any], Any]:
    """A C-speed ``attrgetter`` for plain field chains; a loop when a segment is a key of a table."""
    if not any(map_segments):
        return attrgetter(".".join(names))

    def get(obj: Any) -> Any:
        for name, is_key in zip(names, map_segments, strict=True):
            if obj is None:
                return None
            obj = obj.get(name) if is_key else getattr(obj, name)
        return obj

    return get


def _kleene(fns: list[Callable[[Env], bool | None]], decisive: bool) -> Callable[[Env], bool | None]:
    """``and`` (decisive False) or ``or`` (decisive True) in Kleene logic, short-circuiting.

    The decisive value wins even over an unknown side; otherwise any unknown side makes the result
    unknown. Two operands get their own closure: it is the common case and the hot path.
    """
    if len(fns) == 2:
        fa, fb = fns

        def two(env: Env) -> bool | None:
            a = fa(env)
            if a is decisive:
                return decisive
            b = fb(env)
            if b is decisive:
                return decisive
            return None if a is None or b is None else not decisive

        return two

    def many(env: Env) -> bool | None:
        unknown = False
        for f in fns:
            v = f(env)
            if v is decisive:
                return decisive
            if v is None:
                unknown = True
        return None if unknown else not decisive

    return many


class Compiler:
    """Compiles one rule's expressions; positions are shifted for expressions parsed out of strings."""

    def __init__(self, scope: Scope, *, line_offset: int = 0, col_offset: int = 0) -> None:
        self.scope = scope
        self.line_offset = line_offset
        self.col_offset = col_offset

    # ------------------------------------------------------------ positions and errors
    def pos(self, item: Tree | Token) -> tuple[int, int, int]:
        if isinstance(item, Token):
            line, col, width = item.line or 1, item.column or 1, len(str(item))
        else:
            meta = item.meta
            line = getattr(meta, "line", 1)
            col = getattr(meta, "column", 1)
            end_line = getattr(meta, "end_line", line)
            width = (getattr(meta, "end_column", col + 1) - col) if end_line == line else 1
        if line == 1:
            col += self.col_offset
        return line + self.line_offset, col, max(1, width)

    def error(self, item: Tree | Token, message: str) -> RuleError:
        line, col, width = self.pos(item)
        return RuleError(message, line, col, width)

    def node(self, item: Tree | Token, type_: Type, fn: Fn, **kw: Any) -> Node:
        line, col, width = self.pos(item)
        return Node(type_, fn, line, col, width, **kw)

    def const(
        self, item: Tree | Token, type_: Type, value: Any, *, literal: bool = True, written: str | None = None
    ) -> Node:
        return self.node(item, type_, lambda env: value, const=value, literal=literal, written=written)

    @staticmethod
    def text(node: Node, source_hint: str = "") -> str:
        return node.path or node.written or source_hint or "this value"

    # ------------------------------------------------------------ dispatch
    _depth = 0  # compile() calls in progress: the outermost one checks the tree's depth once

    def compile(self, tree: Tree | Token) -> Node:
        if isinstance(tree, Token):
            raise self.error(tree, f"unexpected `{tree}`")
        if not self._depth:
            self._check_depth(tree)
        method = getattr(self, f"c_{tree.data}", None)
        if method is None:  # a grammar alternative this compiler does not know: a bug, reported as such
            raise self.error(tree, f"unsupported construct `{tree.data}`")
        self._depth += 1
        try:
            return method(tree)
        finally:
            self._depth -= 1

    def _check_depth(self, tree: Tree) -> None:
        """Refuse expressions nested thousands deep (``a and a and …``, ``- - - 1``) before compiling.

        Compiling and evaluating recurse once per level, so such a rule would end in a RecursionError
        traceback; checked here without recursion, it is one error line at the offending place.
        """
        cap = rule_depth()
        stack: list[tuple[Tree, int]] = [(tree, 1)]
        while stack:
            node, depth = stack.pop()
            if depth > cap:
                raise self.error(node, f"expression nested more than {cap} levels deep (AUDIT_MAX_RULE_DEPTH); "
                                       "split it into several rules or params")
            stack.extend((c, depth + 1) for c in node.children if isinstance(c, Tree))

    def condition(self, tree: Tree, what: str = "a condition") -> Node:
        node = self.compile(tree)
        if node.type.kind != "bool":
            hint = ""
            if node.type.kind == "qty":
                hint = f"; compare it, e.g. `{self.text(node)} < …`"
            elif node.type.kind == "list":
                hint = f"; test its items with `any x in {self.text(node)}: …` or use count(…)"
            raise self.error(
                tree,
                f"{what} must be true or false, but `{self.text(node)}` is a {node.type.describe()}{hint}",
            )
        return node

    # ------------------------------------------------------------ literals
    def c_literal_quantity(self, tree: Tree) -> Node:
        token = tree.children[0]
        try:
            value, type_ = parse_literal(str(token))
        except UnitError as exc:
            raise self.error(token, f"not a quantity: {exc}") from None
        return self.const(token, type_, value, written=str(token))

    def c_literal_string(self, tree: Tree) -> Node:
        return self.const(
            tree.children[0], TEXT, unescape(str(tree.children[0])), written=str(tree.children[0])
        )

    def c_literal_true(self, tree: Tree) -> Node:
        return self.const(tree, BOOL, True)

    def c_literal_false(self, tree: Tree) -> Node:
        return self.const(tree, BOOL, False)

    def c_literal_list(self, tree: Tree) -> Node:
        return self.c_list_expr(tree)

    def c_list_expr(self, tree: Tree) -> Node:
        items = [self.compile(c) for c in tree.children if c is not None]
        item_type = items[0].type if items else TEXT
        for it in items[1:]:
            if not self.compatible(item_type, it.type):
                raise self.error(tree, f"a list mixes a {item_type.describe()} and a {it.type.describe()}")
        type_ = Type("list", item=item_type)
        if all(i.is_const for i in items):
            return self.const(tree, type_, [i.const for i in items])
        fns = [i.fn for i in items]
        return self.node(tree, type_, lambda env: [f(env) for f in fns])

    # ------------------------------------------------------------ paths
    def c_path(self, tree: Tree) -> Node:
        tokens: list[Token] = list(tree.children)
        names = [str(t) for t in tokens]
        first = names[0]
        scope = self.scope
        if first in scope.bound:
            slot, type_ = scope.bound[first]
            return self.bound_path(tree, tokens, slot, type_)
        if first in scope.params:
            if len(names) > 1:
                raise self.error(tokens[1], f"`{first}` is a parameter and has no field `{names[1]}`")
            param = scope.params[first]
            scope.used_params.add(first)
            return self.const(tree, param.type, param.value, literal=False, written=first)
        roots = fields_of(root_type().model)
        if first not in roots:
            known = [*roots, *scope.params, *scope.bound]
            hint = did_you_mean(first, known) or did_you_mean(".".join(names), all_paths())
            raise self.error(
                tokens[0], f"unknown name `{first}` (not a fact root, parameter or bound name){hint}"
            )
        type_ = self.walk(tokens, root_type(), start=0)
        dotted = ".".join(names)
        getter = _getter(names, self.map_segments)

        def read(env: Env) -> Any:
            try:
                v = getter(env.root)
            except AttributeError:  # a None on the way: the fact is unknown
                v = None
            env.reads.append((dotted, v))
            return v

        return self.node(tree, type_, read, path=dotted, where=lambda env: dotted)

    def bound_path(self, tree: Tree, tokens: list[Token], slot: int, type_: Type) -> Node:
        rest = [str(t) for t in tokens[1:]]
        dotted = ".".join(str(t) for t in tokens)
        if rest:
            type_ = self.walk(tokens, type_, start=1)
        suffix = "".join("." + r for r in rest)
        if not rest:

            def read(env: Env) -> Any:
                v = env.slots[slot]
                env.reads.append((env.slot_paths[slot], v))
                return v
        else:
            getter = _getter(rest, self.map_segments)

            def read(env: Env) -> Any:
                item = env.slots[slot]
                try:
                    v = None if item is None else getter(item)
                except AttributeError:
                    v = None
                env.reads.append((env.slot_paths[slot] + suffix, v))
                return v

        return self.node(tree, type_, read, path=dotted, where=lambda env: env.slot_paths[slot] + suffix)

    def walk(self, tokens: list[Token], type_: Type, start: int = 1) -> Type:
        """Resolve field names from ``tokens[start:]`` down the schema, with suggestions on a miss."""
        names = [str(t) for t in tokens]
        self.map_segments: list[bool] = []
        for i in range(start, len(tokens)):
            prefix, name = ".".join(names[:i]), names[i]
            if type_.kind == "object" and type_.model is not None:
                fields = fields_of(type_.model)
                spec = fields.get(name)
                if spec is None:
                    by_alias = {f.alias: f.name for f in fields.values() if f.alias}
                    close = did_you_mean(name, [*fields, *by_alias])
                    if close:
                        word = close[len("; did you mean `") : -2]
                        close = f"; did you mean `{prefix}.{by_alias.get(word, word)}`?"
                    raise self.error(tokens[i], f"unknown field `{name}` in `{prefix}`{close}")
                type_ = spec.type
                self.map_segments.append(False)
            elif type_.kind == "map" and type_.item is not None:
                type_ = type_.item
                self.map_segments.append(True)
                continue
            elif type_.kind == "list":
                raise self.error(
                    tokens[i],
                    f"`{prefix}` is a {type_.describe()}; use `any x in {prefix}: "
                    f"x.{name} …` or `all x in …` to look into its items",
                )
            else:
                raise self.error(tokens[i], f"`{prefix}` is a {type_.describe()} and has no field `{name}`")
        return type_

    # ------------------------------------------------------------ logic
    def _flatten(self, tree: Tree, kind: str) -> list[Tree]:
        out: list[Tree] = []
        for child in tree.children:
            if isinstance(child, Tree) and child.data == kind:
                out.extend(self._flatten(child, kind))
            else:
                out.append(child)
        return out

    def c_and_(self, tree: Tree) -> Node:
        fns = [self.condition(c, "each side of `and`").fn for c in self._flatten(tree, "and_")]
        return self.node(tree, BOOL, _kleene(fns, decisive=False))

    def c_or_(self, tree: Tree) -> Node:
        fns = [self.condition(c, "each side of `or`").fn for c in self._flatten(tree, "or_")]
        return self.node(tree, BOOL, _kleene(fns, decisive=True))

    def c_not_(self, tree: Tree) -> Node:
        f = self.condition(tree.children[0], "the operand of `not`").fn

        def not_(env: Env) -> bool | None:
            v = f(env)
            return None if v is None else not v

        return self.node(tree, BOOL, not_)

    def c_quantifier(self, tree: Tree) -> Node:
        kind_tok, name_tok, source_tree, body_tree = tree.children
        name = str(name_tok)
        scope = self.scope
        if (
            name in scope.bound
            or name in scope.params
            or name in scope.quantifiers
            or name in fields_of(root_type().model)
        ):
            raise self.error(name_tok, f"`{name}` is already a name here; pick another name for the item")
        source = self.compile(source_tree)
        if source.type.kind != "list":
            raise self.error(
                source_tree,
                f"`{self.text(source)}` is a {source.type.describe()}, not a list; "
                f"`{kind_tok} {name} in …` needs a list",
            )
        slot = scope.slots
        scope.slots += 1
        scope.bound[name] = scope.quantifiers[name] = (slot, source.type.item or TEXT)
        try:
            body = self.condition(body_tree, f"the condition after `{kind_tok} {name} in …:`").fn
        finally:
            del scope.bound[name]
        items_fn = source.fn
        where = source.where or (lambda env: "")
        want = str(kind_tok) == "any"

        def quantify(env: Env) -> bool | None:
            items = items_fn(env)
            if items is None:
                return None
            base = where(env)
            unknown = False
            slots, paths = env.slots, env.slot_paths
            for i, item in enumerate(items):
                slots[slot] = item
                paths[slot] = f"{base}.{i}"
                v = body(env)
                if v is want:
                    env.witness[slot] = (item, paths[slot])
                    return want
                if v is None:
                    unknown = True
            return None if unknown else not want

        return self.node(tree, BOOL, quantify)

    # ------------------------------------------------------------ comparisons
    @staticmethod
    def compatible(a: Type, b: Type) -> bool:
        if a.kind != b.kind:
            return False
        if a.kind == "qty":
            if a.dims is None or b.dims is None:
                return has_currency(a.dims) and has_currency(b.dims)
            return a.dims == b.dims
        if a.kind == "list":
            return a.item is None or b.item is None or Compiler.compatible(a.item, b.item)
        return True

    def check_enum(self, left: Node, right: Node, tree: Tree) -> None:
        for enum_side, lit in ((left, right), (right, left)):
            values = enum_side.type.enum if enum_side.type.kind == "str" else None
            if values is None or not lit.is_const:
                continue
            candidates = lit.const if isinstance(lit.const, list) else [lit.const]
            for c in candidates:
                if isinstance(c, str) and c not in values:
                    hint = did_you_mean(c, values, quote='"')
                    raise self.error(
                        tree,
                        f'"{c}" is never a value of `{self.text(enum_side)}` '
                        f"(one of: {', '.join(values)}){hint}",
                    )

    def check_percent(self, left: Node, right: Node, tree: Tree) -> None:
        for pct, other in ((left, right), (right, left)):
            if (
                pct.type.percent
                and other.is_const
                and other.literal
                and not other.type.obj
                and isinstance(other.const, int | Fraction)
                and abs(other.const) > 1
            ):
                raise self.error(
                    tree,
                    f"`{self.text(pct)}` is a percentage, compared with the bare number "
                    f"{other.written}; write `{other.written}%`",
                )

    def mismatch(self, tree: Tree, left: Node, right: Node, what: str) -> RuleError:
        def name(n: Node) -> str:
            t = n.type
            if t.kind == "qty" and t.dims not in (None, ()):
                return f"{dimension_name(t.dims)} (`{self.text(n, 'value')}`)"
            return f"a {t.describe()} (`{self.text(n, 'value')}`)"

        return self.error(tree, f"cannot {what} {name(left)} with {name(right)}: incompatible units or types")

    def c_compare(self, tree: Tree) -> Node:
        left_tree, op_tok, right_tree = tree.children
        left, right = self.compile(left_tree), self.compile(right_tree)
        op_text = str(op_tok)
        op = _COMPARE[op_text]
        lt, rt = left.type, right.type
        if not self.compatible(lt, rt):
            raise self.mismatch(tree, left, right, "compare")
        if lt.kind in ("str", "bool", "object", "list", "map", "any") and op_text not in ("==", "!="):
            raise self.error(
                op_tok,
                f"`{op_text}` needs numbers, quantities or dates; "
                f"`{self.text(left)}` is a {lt.describe()} (use == or !=)",
            )
        if lt.kind in ("object", "list", "map", "any"):
            raise self.error(tree, f"cannot compare a {lt.describe()}; compare one of its fields")
        self.check_enum(left, right, tree)
        self.check_percent(left, right, tree)
        if left.is_const and right.is_const:
            value = (
                None
                if left.const is None or right.const is None
                else op(magnitude(left.const), magnitude(right.const))
            )
            return self.const(tree, BOOL, value)
        fa, fb = left.fn, right.fn
        if lt.kind == "qty" and (lt.dims is None or rt.dims is None):

            def money_cmp(env: Env) -> bool | None:
                a, b = fa(env), fb(env)
                if (
                    a is None
                    or b is None
                    or not isinstance(a, Quantity)
                    or not isinstance(b, Quantity)
                    or a.dims != b.dims
                ):
                    return None  # currencies differ: not decidable without an exchange rate
                return op(a.magnitude, b.magnitude)

            return self.node(tree, BOOL, money_cmp)
        if lt.kind == "qty":
            return self.node(tree, BOOL, self._qty_cmp(op, left, right))

        def cmp(env: Env) -> bool | None:
            a, b = fa(env), fb(env)
            return None if a is None or b is None else op(a, b)

        return self.node(tree, BOOL, cmp)

    @staticmethod
    def _qty_cmp(op: Callable[[Any, Any], bool], left: Node, right: Node) -> Fn:
        """Compare magnitudes (dimensions were checked statically), folding a constant side."""
        fa, fb = left.fn, right.fn
        if right.is_const and right.const is not None:
            c = magnitude(right.const)
            if left.type.obj:

                def cmp_oc(env: Env) -> bool | None:
                    v = fa(env)
                    return None if v is None else op(v.magnitude, c)

                return cmp_oc

            def cmp_nc(env: Env) -> bool | None:
                v = fa(env)
                return None if v is None else op(v, c)

            return cmp_nc
        if left.is_const and left.const is not None:
            c = magnitude(left.const)

            def cmp_cx(env: Env) -> bool | None:
                v = fb(env)
                return None if v is None else op(c, magnitude(v))

            return cmp_cx

        def cmp_xx(env: Env) -> bool | None:
            a, b = fa(env), fb(env)
            return None if a is None or b is None else op(magnitude(a), magnitude(b))

        return cmp_xx

    def c_member(self, tree: Tree) -> Node:
        return self._member(tree, negate=False)

    def c_not_member(self, tree: Tree) -> Node:
        return self._member(tree, negate=True)

    def _member(self, tree: Tree, negate: bool) -> Node:
        left, right = self.compile(tree.children[0]), self.compile(tree.children[1])
        if right.type.kind != "list":
            raise self.error(
                tree.children[1],
                f"`in` needs a list on its right, but `{self.text(right)}` is a {right.type.describe()}",
            )
        item = right.type.item or left.type
        if not self.compatible(left.type, item):
            raise self.mismatch(tree, left, right, "look for")
        self.check_enum(left, right, tree)
        fa, fb = left.fn, right.fn
        if right.is_const:
            keys = frozenset(magnitude(v) for v in right.const if v is not None)

            def member_const(env: Env) -> bool | None:
                v = fa(env)
                return None if v is None else (magnitude(v) in keys) is not negate

            return self.node(tree, BOOL, member_const)

        def member(env: Env) -> bool | None:
            v, items = fa(env), fb(env)
            if v is None or items is None:
                return None
            key = magnitude(v)
            unknown = False
            for x in items:
                if x is None:
                    unknown = True
                elif magnitude(x) == key:
                    return not negate
            return None if unknown else negate

        return self.node(tree, BOOL, member)

    def c_matches(self, tree: Tree) -> Node:
        left_tree, pattern_tok = tree.children
        left = self.compile(left_tree)
        is_list = left.type.kind == "list" and left.type.item is not None and left.type.item.kind == "str"
        if left.type.kind != "str" and not is_list:
            raise self.error(
                left_tree, f"`matches` needs text, but `{self.text(left)}` is a {left.type.describe()}"
            )
        pattern = unescape(str(pattern_tok))
        if not self.scope.vetted:  # a vetted pattern passed this guard, and compiled, under this code
            problem = _check_regex(pattern)
            if problem:
                raise self.error(pattern_tok, problem)
            re.compile(pattern)
        fa = left.fn
        if is_list:

            def matches_any(env: Env) -> bool | None:
                items = fa(env)
                if items is None:
                    return None
                search = _search(pattern)
                return any(search(s) is not None for s in items if s is not None)

            return self.node(tree, BOOL, matches_any)

        def matches(env: Env) -> bool | None:
            v = fa(env)
            return None if v is None else _search(pattern)(v) is not None

        return self.node(tree, BOOL, matches)

    # ------------------------------------------------------------ arithmetic
    def _arith(self, tree: Tree, kind: str) -> Node:
        left, right = self.compile(tree.children[0]), self.compile(tree.children[1])
        sign = _ARITH_SIGN[kind]
        for n in (left, right):
            if n.type.kind != "qty":
                raise self.error(
                    tree,
                    f"`{sign}` needs numbers or quantities, but `{self.text(n)}` is a {n.type.describe()}",
                )
        if kind in ("add", "sub"):
            if not self.compatible(left.type, right.type):
                raise self.mismatch(tree, left, right, "add" if kind == "add" else "subtract")
            type_ = Type(
                "qty",
                left.type.dims if right.type.dims is not None else None,
                obj=left.type.obj or right.type.obj,
                percent=left.type.percent and right.type.percent,
            )
        else:
            type_ = _combine(left.type, right.type, 1 if kind == "mul" else -1)
        op = _ARITH[kind]
        mixed = left.type.obj != right.type.obj
        div = kind == "div"
        if left.is_const and right.is_const:
            value = (
                None
                if left.const is None or right.const is None
                else _arith_value(op, left.const, right.const, mixed, div)
            )
            return self.const(tree, type_, value)
        fa, fb = left.fn, right.fn

        def arith(env: Env) -> Any:
            a, b = fa(env), fb(env)
            return None if a is None or b is None else _arith_value(op, a, b, mixed, div)

        return self.node(tree, type_, arith)

    def c_add(self, tree: Tree) -> Node:
        return self._arith(tree, "add")

    def c_sub(self, tree: Tree) -> Node:
        return self._arith(tree, "sub")

    def c_mul(self, tree: Tree) -> Node:
        return self._arith(tree, "mul")

    def c_div(self, tree: Tree) -> Node:
        return self._arith(tree, "div")

    def c_neg(self, tree: Tree) -> Node:
        inner = self.compile(tree.children[0])
        if inner.type.kind != "qty":
            raise self.error(
                tree, f"`-` needs a number or quantity, but `{self.text(inner)}` is a {inner.type.describe()}"
            )
        if inner.is_const:
            return self.const(tree, inner.type, None if inner.const is None else -inner.const)
        f = inner.fn

        def neg(env: Env) -> Any:
            v = f(env)
            return None if v is None else -v

        return self.node(tree, inner.type, neg)

    # ------------------------------------------------------------ built-ins
    def c_call(self, tree: Tree) -> Node:
        name_tok, *arg_trees = tree.children
        name = str(name_tok)
        handler = getattr(self, f"f_{name}", None)
        if handler is None:
            raise self.error(
                name_tok,
                f"unknown function `{name}`{did_you_mean(name, BUILTINS)} (functions: {', '.join(BUILTINS)})",
            )
        args = [self.compile(a) for a in arg_trees if a is not None]
        return handler(tree, args)

    def _arity(self, tree: Tree, args: list[Node], n: int) -> None:
        if len(args) != n:
            name = tree.children[0]
            raise self.error(tree, f"`{name}` takes {n} argument{'s' if n != 1 else ''}, got {len(args)}")

    def _known(self, tree: Tree, args: list[Node], want: bool) -> Node:
        self._arity(tree, args, 1)
        if args[0].path is None:
            raise self.error(tree, f"`{tree.children[0]}` takes a fact path, e.g. known(offer.gpu.memory)")
        f = args[0].fn

        def known(env: Env) -> bool:
            start = len(env.reads)
            value = f(env)
            env.decided.append((start, len(env.reads)))
            return (value is not None) is want

        return self.node(tree, BOOL, known)

    def f_known(self, tree: Tree, args: list[Node]) -> Node:
        return self._known(tree, args, True)

    def f_missing(self, tree: Tree, args: list[Node]) -> Node:
        return self._known(tree, args, False)

    def _list_arg(self, tree: Tree, args: list[Node], allow_text: bool = False) -> Node:
        self._arity(tree, args, 1)
        kind = args[0].type.kind
        if kind != "list" and not (allow_text and kind == "str"):
            raise self.error(
                tree,
                f"`{tree.children[0]}` needs a list, but `{self.text(args[0])}` is a "
                f"{args[0].type.describe()}",
            )
        return args[0]

    def f_count(self, tree: Tree, args: list[Node]) -> Node:
        f = self._list_arg(tree, args).fn
        return self.node(tree, NUMBER, lambda env: None if (v := f(env)) is None else len(v))

    def f_len(self, tree: Tree, args: list[Node]) -> Node:
        f = self._list_arg(tree, args, allow_text=True).fn
        return self.node(tree, NUMBER, lambda env: None if (v := f(env)) is None else len(v))

    def f_sum(self, tree: Tree, args: list[Node]) -> Node:
        arg = self._list_arg(tree, args)
        item = arg.type.item
        if item is None or item.kind != "qty" or item.dims is None:
            raise self.error(
                tree,
                f"`sum` needs a list of numbers or quantities of one unit, but "
                f"`{self.text(arg)}` is a {arg.type.describe()}",
            )
        f, dims, obj = arg.fn, item.dims, item.obj

        def total(env: Env) -> Any:
            items = f(env)
            if items is None or any(x is None for x in items):
                return None
            s = sum((magnitude(x) for x in items), Fraction(0))
            return Quantity(s, dims) if obj else s

        return self.node(tree, item, total)

    def _extreme(self, tree: Tree, args: list[Node], pick: Callable[..., Any]) -> Node:
        if len(args) == 1 and args[0].type.kind == "list":
            item = args[0].type.item
            if item is None or item.kind != "qty":
                raise self.error(tree, f"`{tree.children[0]}` needs numbers or quantities")
            f = args[0].fn

            def over_list(env: Env) -> Any:
                items = f(env)
                if not items or any(x is None for x in items):
                    return None
                return pick(items, key=magnitude)

            return self.node(tree, item, over_list)
        if len(args) < 2:
            raise self.error(tree, f"`{tree.children[0]}` takes a list, or two or more values")
        for a in args[1:]:
            if args[0].type.kind != "qty" or not self.compatible(args[0].type, a.type):
                raise self.mismatch(tree, args[0], a, f"take the {tree.children[0]} of")
        fns = [a.fn for a in args]

        def over_args(env: Env) -> Any:
            values = [g(env) for g in fns]
            if any(v is None for v in values):
                return None
            return pick(values, key=magnitude)

        return self.node(tree, args[0].type, over_args)

    def f_min(self, tree: Tree, args: list[Node]) -> Node:
        return self._extreme(tree, args, min)

    def f_max(self, tree: Tree, args: list[Node]) -> Node:
        return self._extreme(tree, args, max)

    def f_lower(self, tree: Tree, args: list[Node]) -> Node:
        self._arity(tree, args, 1)
        if args[0].type.kind != "str":
            raise self.error(
                tree, f"`lower` needs text, but `{self.text(args[0])}` is a {args[0].type.describe()}"
            )
        f = args[0].fn
        return self.node(tree, TEXT, lambda env: None if (v := f(env)) is None else v.lower())


BUILTINS = ("known", "missing", "count", "len", "sum", "min", "max", "lower")
