"""The compiler's frame: positions and errors, dispatch by grammar rule, literals, and the static
type checks every operator shares (compatible types, enum values, percentages against bare numbers).

``auditor.dsl.compiler.Compiler`` puts it together with the path, operator and built-in parts;
each part is a subclass of this one, so each sees the same ``error``/``node``/``compile``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from auditor.dsl.nodes import Fn, Node, Scope, parse_literal, unescape
from auditor.dsl.schema import BOOL, TEXT, Type, has_currency
from auditor.dsl.syntax import RuleError, did_you_mean
from auditor.dsl.tree import Token, Tree
from auditor.infra.limits import rule_depth
from auditor.units import UnitError, dimension_name


class CompilerBase:
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
            return a.item is None or b.item is None or CompilerBase.compatible(a.item, b.item)
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
