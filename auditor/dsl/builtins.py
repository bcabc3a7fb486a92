"""The built-in functions of the rule language: ``known``, ``missing``, ``count``, ``len``, ``sum``,
``min``, ``max`` and ``lower``, each a method ``f_<name>`` checked for its arguments' types."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from auditor.dsl.compile_base import CompilerBase
from auditor.dsl.nodes import Node, magnitude
from auditor.dsl.runtime import Env
from auditor.dsl.schema import BOOL, NUMBER, TEXT
from auditor.dsl.syntax import did_you_mean
from auditor.dsl.tree import Tree
from auditor.units import Quantity

BUILTINS = ("known", "missing", "count", "len", "sum", "min", "max", "lower")


class BuiltinCompiler(CompilerBase):
    """Calls of the built-in functions."""

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
