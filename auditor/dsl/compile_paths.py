"""Fact paths in rule expressions: resolved once down the fact schema (with did-you-mean on a miss)
into ``attrgetter`` accessors, and bound item names of ``any``/``all`` read from their slot."""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any

from auditor.dsl.compile_base import CompilerBase
from auditor.dsl.nodes import Node
from auditor.dsl.runtime import Env
from auditor.dsl.schema import Type, all_paths, fields_of, root_type
from auditor.dsl.syntax import did_you_mean
from auditor.dsl.tree import Token, Tree


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



class PathCompiler(CompilerBase):
    """``offer.gpu.memory``, ``x.name`` inside a quantifier, and parameter names."""

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
