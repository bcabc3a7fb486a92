"""A quick screen that says "certainly valid" for offer files, compiled from the offer JSON Schema.

jsonschema stays the validator of offer files: every file the screen does not pass is validated
by jsonschema, which produces the error messages. The screen only spares a valid file the cost
of importing jsonschema and building its validator (more than the rest of a YAML audit). It is
compiled from the schema itself, covers only the keywords our generated schema uses, and answers
``False`` ("ask jsonschema") whenever it is not sure; a schema with any other keyword gets no
screen at all. tests/ingest/test_schema_screen.py checks with hypothesis that it passes only
documents jsonschema accepts, and passes the valid ones.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Check = Callable[[Any], bool]

# Keywords with no effect on validity (Draft 2020-12 treats "format" as an annotation unless a
# format checker is given, and structured.py gives none).
_ANNOTATIONS = frozenset({"title", "description", "default", "format", "x-dimension", "$schema", "$id", "$defs",
                          "examples"})
_KEYWORDS = frozenset({"$ref", "type", "enum", "minimum", "maximum", "properties", "additionalProperties",
                       "required", "items", "anyOf", "prefixItems", "minItems", "maxItems"})


class _Unsupported(Exception):
    """The schema uses something the screen does not model: no screen, jsonschema decides alone."""


def _is_number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


_TYPES: dict[str, Check] = {
    "null": lambda v: v is None,
    "boolean": lambda v: isinstance(v, bool),
    "integer": lambda v: (isinstance(v, int) and not isinstance(v, bool))
    or (isinstance(v, float) and v.is_integer()),
    "number": _is_number,
    "string": lambda v: isinstance(v, str),
    "array": lambda v: isinstance(v, list),
    "object": lambda v: isinstance(v, dict),
}


def compile_screen(schema: dict[str, Any]) -> Check | None:
    """``check(document) -> bool`` (True: jsonschema would accept it), or None if unsupported."""
    defs: dict[str, Any] = schema.get("$defs", {})
    compiled: dict[str, Check] = {}

    def ref(name: str) -> Check:
        if name not in defs:
            raise _Unsupported(name)

        def check(v: Any) -> bool:
            return compiled[name](v)

        return check

    def comp(node: Any) -> Check:
        if node is True or node == {}:
            return lambda v: True
        if not isinstance(node, dict) or set(node) - _KEYWORDS - _ANNOTATIONS:
            raise _Unsupported(node)
        checks: list[Check] = []
        if "$ref" in node:
            target = node["$ref"]
            if not isinstance(target, str) or not target.startswith("#/$defs/"):
                raise _Unsupported(target)
            checks.append(ref(target.removeprefix("#/$defs/")))
        if "type" in node:
            names = [node["type"]] if isinstance(node["type"], str) else list(node["type"])
            if any(n not in _TYPES for n in names):
                raise _Unsupported(names)
            tests = [_TYPES[n] for n in names]
            checks.append(lambda v: any(t(v) for t in tests))
        if "enum" in node:
            if not all(isinstance(x, str) for x in node["enum"]):
                raise _Unsupported(node["enum"])
            allowed = frozenset(node["enum"])
            checks.append(lambda v: isinstance(v, str) and v in allowed)
        if "minimum" in node:
            low = node["minimum"]
            checks.append(lambda v: not _is_number(v) or not v < low)
        if "maximum" in node:
            high = node["maximum"]
            checks.append(lambda v: not _is_number(v) or not v > high)
        if "anyOf" in node:
            subs = [comp(s) for s in node["anyOf"]]
            checks.append(lambda v: any(s(v) for s in subs))
        if "items" in node:
            item = comp(node["items"])
            checks.append(lambda v: not isinstance(v, list) or all(item(x) for x in v))
        if "prefixItems" in node:  # a tuple (a bounding box: four numbers)
            heads = [comp(sub) for sub in node["prefixItems"]]
            checks.append(lambda v: not isinstance(v, list) or all(h(x) for h, x in zip(heads, v, strict=False)))
        if "minItems" in node:
            least = node["minItems"]
            checks.append(lambda v: not isinstance(v, list) or len(v) >= least)
        if "maxItems" in node:
            most = node["maxItems"]
            checks.append(lambda v: not isinstance(v, list) or len(v) <= most)
        if {"properties", "additionalProperties", "required"} & set(node):
            checks.append(_object_check(node, comp))
        return lambda v: all(c(v) for c in checks)

    try:
        for name, sub in defs.items():
            compiled[name] = comp(sub)
        return comp({k: v for k, v in schema.items() if k != "$defs"})
    except _Unsupported:
        return None


def _object_check(node: dict[str, Any], comp: Callable[[Any], Check]) -> Check:
    props = {k: comp(s) for k, s in node.get("properties", {}).items()}
    extra = node.get("additionalProperties", True)
    extra_check = None if extra is False else comp(extra)
    required = tuple(node.get("required", ()))

    def check(v: Any) -> bool:
        if not isinstance(v, dict):
            return True
        if any(r not in v for r in required):
            return False
        for key, value in v.items():
            sub = props.get(key)
            if sub is None:
                if extra_check is None or not extra_check(value):
                    return False
            elif not sub(value):
                return False
        return True

    return check
