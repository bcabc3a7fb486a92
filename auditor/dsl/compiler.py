"""Type-check rule expressions against the fact schema and compile them to Python closures.

Each expression becomes a ``Node``: its static type and a closure ``fn(env)`` returning the value
(``None`` for unknown). Paths are resolved once into ``attrgetter`` accessors, constants are
folded, and the Kleene connectives short-circuit, so evaluating a rule costs little more than
the equivalent hand-written check. Nothing here evaluates rule text with ``eval``/``exec``.

The compiler is one class made of parts, one module each: the frame and shared type checks
(``compile_base``), fact paths (``compile_paths``), operators (``compile_ops``), built-in
functions (``builtins``); the nodes it makes are in ``nodes`` and the pattern guard in
``regex_guard``. This module is the name the loader, templates and policies import.
"""

from __future__ import annotations

from auditor.dsl.builtins import BUILTINS, BuiltinCompiler
from auditor.dsl.compile_ops import OperatorCompiler
from auditor.dsl.compile_paths import PathCompiler
from auditor.dsl.nodes import Fn, Node, Param, Scope, magnitude, parse_literal, unescape
from auditor.dsl.regex_guard import check_regex as _check_regex

__all__ = [
    "BUILTINS",
    "Compiler",
    "Fn",
    "Node",
    "Param",
    "Scope",
    "_check_regex",
    "magnitude",
    "parse_literal",
    "unescape",
]


class Compiler(PathCompiler, OperatorCompiler, BuiltinCompiler):
    """Compiles one rule's expressions; positions are shifted for expressions parsed out of strings."""
