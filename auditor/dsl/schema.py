"""Static types of the rule language, read from the pydantic annotations of ``FactTree``.

The fact tree's models are the only schema: a path a rule may name is a field chain of those
models, and its type comes from the annotation (``Optional[X]`` → X, ``list[Model]``,
``Literal[...]`` → a text enum, ``Annotated[Quantity, QuantityOf(dim)]`` → a quantity of that
dimension). Deriving it keeps rules and models from drifting apart.

One branch is read from a table generated from its models instead: ``probe.*``
(``auditor/probes/fact_types.py``, a ``Table`` here), so that start-up never builds the probe
models; ``descriptor_type`` reads the table's types as ``type_of`` reads annotations, and a test
holds the two equal over every probe field.
"""

from __future__ import annotations

import datetime as dt
import types
import typing
from functools import cache
from typing import Any, NamedTuple

from pydantic import BaseModel

from auditor.model.quantity import QuantityOf
from auditor.units import CURRENCIES, NAMED_DIMENSIONS, Dims, Quantity, dimension_name


class Type(NamedTuple):
    """A value's static type.

    ``kind``: bool, qty (numbers included: a number is a dimensionless quantity), str, date,
    list, map, object, any. For ``qty``, ``dims`` is the dimension, or ``None`` for money whose
    currency is only known at run time; ``obj`` says the runtime value is a ``Quantity`` rather
    than an int/Fraction; ``percent`` marks percentages so ``>= 99.5`` (for 99.5%) is caught.
    """

    kind: str
    dims: Dims | None = ()
    obj: bool = False
    percent: bool = False
    enum: tuple[str, ...] | None = None
    item: Type | None = None
    model: type[BaseModel] | Table | None = None

    def describe(self) -> str:
        if self.kind == "qty":
            if self.dims is None:
                return "money amount"
            if self.percent:
                return "percentage"
            return "number" if not self.dims else f"{dimension_name(self.dims)} quantity"
        if self.kind == "str":
            return "text" if self.enum is None else "text (one of " + ", ".join(self.enum) + ")"
        if self.kind == "bool":
            return "yes/no value"
        if self.kind == "list":
            return f"list of {self.item.describe() if self.item else 'values'}"
        if self.kind == "map":
            return f"table of {self.item.describe() if self.item else 'values'}"
        if self.kind == "object":
            return f"group of facts ({self.model.__name__ if self.model is not None else '?'})"
        return {"date": "date", "any": "value of mixed type"}.get(self.kind, self.kind)


BOOL = Type("bool")
NUMBER = Type("qty", ())
TEXT = Type("str")
ANY = Type("any")
DATE = Type("date")


def quantity_type(dims: Dims | None, *, percent: bool = False) -> Type:
    return Type("qty", dims, obj=True, percent=percent)


def literal_type(q: Quantity, written: str) -> Type:
    """The type of a literal such as ``80 GB``: money literals keep their currency."""
    return quantity_type(q.dims, percent=written.rstrip().endswith("%"))


def has_currency(dims: Dims | None) -> bool:
    return dims is None or any(base in CURRENCIES for base, _ in dims)


def _dimension_type(dimension: str) -> Type:
    if dimension == "percent":
        return quantity_type((), percent=True)
    if dimension.startswith("money"):
        return quantity_type(None)
    if dimension in NAMED_DIMENSIONS and not dimension.startswith("money"):
        return quantity_type(NAMED_DIMENSIONS[dimension])
    return Type("any")


class FieldSpec(NamedTuple):
    name: str
    type: Type
    description: str | None
    alias: str | None


def type_of(annotation: Any, metadata: tuple[Any, ...] = ()) -> Type:
    """Map one pydantic annotation to a rule-language type."""
    for marker in metadata:
        if isinstance(marker, QuantityOf):
            return _dimension_type(marker.dimension)
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is typing.Annotated:
        return type_of(args[0], tuple(args[1:]))
    if origin in (typing.Union, types.UnionType):
        return _union([type_of(a) for a in args if a is not type(None)])
    if origin is typing.Literal:
        return Type("str", enum=tuple(str(a) for a in args))
    if origin is list:
        return Type("list", item=type_of(args[0]) if args else ANY)
    if origin is dict:
        return Type("map", item=type_of(args[1]) if len(args) == 2 else ANY)
    if annotation is bool:
        return BOOL
    if annotation in (int, float):
        return NUMBER
    if annotation is str:
        return TEXT
    if annotation is dt.date:
        return DATE
    if annotation is Quantity:
        return Type("any")
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return Type("object", model=annotation)
    tables = getattr(annotation, "fact_tables", None)
    if tables is not None:
        return Type("object", model=Table.of(annotation.fact_root, tables))
    return ANY


def _union(options: list[Type]) -> Type:
    """``X | Y`` (``None`` left out): one option is that option; quantities of one dimension, or
    all money, are that quantity; anything else is of mixed type."""
    if len(options) == 1:
        return options[0]
    if all(o.kind == "qty" for o in options):
        dims = {o.dims for o in options}
        if len(dims) == 1:
            return options[0]
        if all(has_currency(d) for d in dims):
            return quantity_type(None)
    return ANY


class Table:
    """A group of facts described by a generated table (field → (descriptor, description, alias))
    instead of a pydantic model: ``probe.*``, see the module doc. One object per table, so that
    ``fields_of`` caches it like a model."""

    def __init__(self, name: str, tables: dict[str, dict[str, tuple[Any, str | None, str | None]]]) -> None:
        self.__name__ = name
        self.tables = tables

    @classmethod
    def of(cls, name: str, tables: dict[str, dict[str, tuple[Any, str | None, str | None]]]) -> Table:
        key = (id(tables), name)
        if key not in _TABLES_MADE:
            _TABLES_MADE[key] = cls(name, tables)
        return _TABLES_MADE[key]


_TABLES_MADE: dict[tuple[int, str], Table] = {}


_SIMPLE = {"bool": BOOL, "number": NUMBER, "str": TEXT, "date": DATE, "any": ANY}


def descriptor_type(descriptor: Any, tables: dict[str, Any]) -> Type:
    """One type of a generated table (``auditor/probes/fact_types.py`` lists the forms) as
    ``type_of`` maps the annotation it was generated from."""
    if isinstance(descriptor, str):
        return _SIMPLE[descriptor]
    form, arg = descriptor
    if form == "qty":
        return _dimension_type(arg)
    if form == "union":
        return _union([descriptor_type(d, tables) for d in arg])
    if form == "lit":
        return Type("str", enum=tuple(arg))
    if form == "list":
        return Type("list", item=descriptor_type(arg, tables))
    if form == "map":
        return Type("map", item=descriptor_type(arg, tables))
    if form == "model":
        return Type("object", model=Table.of(arg, tables))
    raise ValueError(f"unknown type descriptor {descriptor!r}")


@cache
def fields_of(model: type[BaseModel] | Table) -> dict[str, FieldSpec]:
    """Field name → spec, for a model of the fact tree (cached: the schema is fixed per process)."""
    out: dict[str, FieldSpec] = {}
    if isinstance(model, Table):
        for name, (descriptor, description, alias) in model.tables[model.__name__].items():
            out[name] = FieldSpec(name, descriptor_type(descriptor, model.tables), description, alias)
        return out
    for name, info in model.model_fields.items():
        out[name] = FieldSpec(
            name,
            type_of(info.annotation, tuple(info.metadata)),
            info.description,
            info.alias if info.alias and info.alias != name else None,
        )
    return out


@cache
def root_type() -> Type:
    from auditor.facts import FactTree

    return Type("object", model=FactTree)


def field_at(path: str) -> FieldSpec | None:
    """The spec of the field a dotted fact path ends at (list indices skipped), for questions."""
    current = root_type()
    spec: FieldSpec | None = None
    for segment in path.split("."):
        if segment.isdigit() and current.kind == "list" and current.item is not None:
            current = current.item
            continue
        if current.kind == "map" and current.item is not None:
            current = current.item
            continue
        if current.kind != "object" or current.model is None:
            return None
        spec = fields_of(current.model).get(segment)
        if spec is None:
            return None
        current = spec.type
    return spec


def all_paths(limit_depth: int = 6) -> list[str]:
    """Every nameable path, for "did you mean" over whole paths."""
    found: list[str] = []

    def walk(t: Type, prefix: str, depth: int) -> None:
        if depth > limit_depth or t.kind != "object" or t.model is None:
            return
        for name, spec in fields_of(t.model).items():
            path = f"{prefix}.{name}" if prefix else name
            found.append(path)
            walk(spec.type, path, depth + 1)

    walk(root_type(), "", 0)
    return found
