"""The operators of the rule language: Kleene ``and``/``or``/``not``, ``any``/``all`` quantifiers,
comparisons, ``in``, ``matches`` and arithmetic, each type-checked and folded where constant."""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from auditor.dsl.compile_base import CompilerBase
from auditor.dsl.nodes import Fn, Node, magnitude, unescape
from auditor.dsl.regex_guard import check_regex, searcher
from auditor.dsl.runtime import Env
from auditor.dsl.schema import BOOL, TEXT, Type, fields_of, quantity_type, root_type
from auditor.dsl.tree import Tree
from auditor.units import Quantity, UnitError

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



class OperatorCompiler(CompilerBase):
    """Logic, comparisons, membership, patterns and arithmetic."""

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
            problem = check_regex(pattern)
            if problem:
                raise self.error(pattern_tok, problem)
            re.compile(pattern)
        fa = left.fn
        if is_list:

            def matches_any(env: Env) -> bool | None:
                items = fa(env)
                if items is None:
                    return None
                search = searcher(pattern)
                return any(search(s) is not None for s in items if s is not None)

            return self.node(tree, BOOL, matches_any)

        def matches(env: Env) -> bool | None:
            v = fa(env)
            return None if v is None else searcher(pattern)(v) is not None

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
