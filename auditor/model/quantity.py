"""Pydantic field types for unit-bearing quantities (``Bytes``, ``DataRate``, ``Percent`` …).

Offer files write quantities as strings ("80 GB", "400 Gb/s", "99.5%"); the field type parses
them with ``auditor.units`` and refuses the wrong dimension, so "80 GB/s" in a memory field is
an input error naming the field. The dimension is recorded in the JSON Schema as ``x-dimension``
so the rule compiler can type-check paths against the same schema.

JSON output (``audit … --format json``) writes each quantity as ``{"value": 80000000000, "unit":
"B", "text": "80 GB"}``: ``value`` a number in the one canonical unit of its dimension
(``CANONICAL_UNITS``) so that ``jq '.offer.gpu.memory.value >= 80e9'`` compares numbers, ``text``
the spelling as written (in the unit the document used). Files people read and edit (``audit
read``'s YAML) keep the text alone: dump them with ``context=TEXT_CONTEXT``.
"""


from typing import Annotated, Any

from pydantic import GetCoreSchemaHandler, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import core_schema

from auditor.units import CURRENCIES, DIMENSIONLESS, NAMED_DIMENSIONS, Quantity, UnitError, parse_quantity

TEXT_CONTEXT = {"quantities": "text"}
"""Serialisation context that writes quantities as their text ("80 GB"), for files people edit."""

CANONICAL_UNITS: dict[str, str] = {
    "bytes": "B",
    "data_rate": "B/s",
    "flops": "FLOP/s",
    "flop": "FLOP",
    "duration": "s",
    "percent": "%",
    "token_rate": "tokens/s",
    "number": "",
}
"""The unit of ``value`` in JSON, per dimension. Why bytes/s for network rates too: one unit per
dimension lets a filter compare a port rate with a bus bandwidth (400 Gb/s is 5e10 B/s); the bits
stay in ``text``. Money keeps its currency with base denominators (``USD/GPU/s``)."""

_UNIT_WORDS = {
    "bytes": "bytes (B)",
    "data_rate": "bytes per second (B/s; 400 Gb/s is 5e10)",
    "flops": "FLOP per second (FLOP/s)",
    "flop": "FLOP",
    "duration": "seconds (s)",
    "percent": "percent (%; 99.9 means 99.9%)",
    "token_rate": "tokens per second (tokens/s)",
    "number": "a plain number",
    "any": "the canonical unit of its dimension (unit says which)",
}
_MONEY_WORDS = ("the currency's unit, per second, GPU, node or byte where a price is per one of them "
                "(2.49 USD/GPU·h is 0.000691667 USD/GPU/s)")
_BASE_SPELLING = {"NODE": "node", "TOKEN": "token"}


def canonical_unit(q: Quantity, dimension: str | None = None) -> str:
    """The unit ``value`` is written in: ``CANONICAL_UNITS`` by dimension, else spelt from the base units."""
    if q.dims == DIMENSIONLESS:
        unknown = dimension in (None, "any")
        return "%" if dimension == "percent" or (unknown and q.unit in ("%", "percent", "pct")) else ""
    for name, unit in CANONICAL_UNITS.items():
        if unit and name != "percent" and NAMED_DIMENSIONS.get(name) == q.dims:
            return unit
    up = [_BASE_SPELLING.get(b, b) + (f"^{e}" if e != 1 else "") for b, e in q.dims if e > 0]
    down = [_BASE_SPELLING.get(b, b) + (f"^{-e}" if e != -1 else "") for b, e in q.dims if e < 0]
    return "/".join(["·".join(up) or "1", *down])


def as_json(q: Quantity, dimension: str | None = None) -> dict[str, Any]:
    """``{"value", "unit", "text"}``: the number in its canonical unit and the spelling as written."""
    unit = canonical_unit(q, dimension)
    magnitude = q.magnitude * 100 if unit == "%" else q.magnitude
    value: int | float = magnitude.numerator if magnitude.denominator == 1 else float(magnitude)
    return {"value": value, "unit": unit, "text": str(q)}


def from_json(data: dict[str, Any], dimension: str) -> Quantity:
    """The quantity ``as_json`` wrote (a cached offer, a report read back).

    The magnitude comes from ``value``, the unit it was written in from ``text``.
    """
    text, number = data.get("text"), data.get("value")
    try:
        written = parse_quantity(text) if isinstance(text, str) else None
    except UnitError:  # a display the parser does not read back ("1e+06%"): the number decides
        if not isinstance(number, int | float):
            raise
        written = None
    if isinstance(number, int | float) and not isinstance(number, bool):
        q = Quantity.of(number, str(data.get("unit") or ""))
        if written is not None and written.dims == q.dims:
            # the text's exact magnitude where the number agrees with it (a float cannot hold 2.49/3600)
            same = float(written.magnitude) == float(q.magnitude)
            q = written if same else Quantity(q.magnitude, q.dims, written.unit)
    elif written is not None:
        q = written
    else:
        raise UnitError(f"a quantity object needs a numeric 'value' or a 'text', not {data!r}")
    money = dimension.startswith("money")
    want = None if money else NAMED_DIMENSIONS.get("number" if dimension == "percent" else dimension)
    if (want is not None and q.dims != want) or (
            money and not any(b in CURRENCIES for b, _ in q.dims)):
        raise UnitError(f"{data!r} is {q.dimension}, expected {dimension}")
    return q


def text_of(value: Any) -> Any:
    """What a reader is shown for a value: a quantity's text (as JSON writes it), anything else as is."""
    if isinstance(value, Quantity):
        return str(value)
    if isinstance(value, dict) and isinstance(value.get("text"), str) and "value" in value:
        return value["text"]
    return value


class QuantityOf:
    """Annotation marker: a ``Quantity`` of one named dimension, optionally non-negative."""

    __slots__ = ("dimension", "maximum", "non_negative")

    def __init__(self, dimension: str, non_negative: bool = True, maximum: float | None = None) -> None:
        self.dimension = dimension
        self.non_negative = non_negative
        self.maximum = maximum

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        dimension, non_negative, maximum = self.dimension, self.non_negative, self.maximum

        def validate(value: Any) -> Quantity:
            if isinstance(value, Quantity):
                q = value
            elif isinstance(value, dict):
                try:
                    q = from_json(value, dimension)
                except UnitError as exc:
                    raise ValueError(str(exc)) from None
            elif isinstance(value, str) or (isinstance(value, int | float) and not isinstance(value, bool)):
                try:
                    q = parse_quantity(value, None if dimension == "any" else dimension)
                except UnitError as exc:
                    raise ValueError(str(exc)) from None
            else:
                raise ValueError(f"expected a {dimension} quantity such as {_EXAMPLES[dimension]!r}")
            if non_negative and q.magnitude < 0:
                raise ValueError(f"{q} is negative")
            if maximum is not None and q.magnitude > maximum:
                raise ValueError(_OVER[dimension].format(value=value, pct=float(q.magnitude) * 100))
            return q

        def serialise(q: Quantity, info: core_schema.SerializationInfo) -> Any:
            if info.context and info.context.get("quantities") == "text":
                return str(q)
            return as_json(q, dimension)

        return core_schema.no_info_plain_validator_function(
            validate,
            # Python-mode dumps would turn the dataclass into a dict, so code that needs the
            # Quantity reads the attributes, never ``model_dump()``.
            serialization=core_schema.plain_serializer_function_ser_schema(serialise, info_arg=True, when_used="json"),
        )

    def __get_pydantic_json_schema__(
        self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        if handler.mode == "serialization":
            return _output_schema(self.dimension)
        spec: dict[str, Any] = {
            "type": "string",
            "x-dimension": self.dimension,
            "description": f"a {self.dimension} quantity, e.g. {_EXAMPLES[self.dimension]!r}",
        }
        if self.dimension in ("number", "percent"):
            spec = {"type": ["string", "number"], "x-dimension": self.dimension,
                    "description": spec["description"]}
        return spec


def _output_schema(dimension: str) -> JsonSchemaValue:
    """The ``{value, unit, text}`` object of JSON output, with the unit ``value`` is in."""
    words = _MONEY_WORDS if dimension.startswith("money") else _UNIT_WORDS[dimension]
    unit = CANONICAL_UNITS.get(dimension)
    return {
        "type": "object",
        "x-dimension": dimension,
        "description": f"a {dimension} quantity: value in {words}; text as written, e.g. {_EXAMPLES[dimension]!r}",
        "properties": {
            "value": {"type": "number", "description": f"in {words}"},
            "unit": {"const": unit} if unit is not None else {"type": "string", "description": "e.g. USD/GPU/s"},
            "text": {"type": "string", "description": "the quantity in the unit it was written in"},
        },
        "required": ["value", "unit", "text"],
        "additionalProperties": False,
    }


def with_units(schema: Any) -> Any:
    """``schema`` with each output quantity's unit in its description, where a field's own words replaced ours.

    Why: pydantic puts a field's ``description`` over the one ``_output_schema`` gives, and a reader
    of "committed availability, e.g. 99.9%" should still learn that ``value`` is in percent.
    """
    if isinstance(schema, dict):
        out = {k: with_units(v) for k, v in schema.items()}
        dimension = out.get("x-dimension")
        if dimension and out.get("type") == "object" and "value in" not in out.get("description", "value in"):
            words = _MONEY_WORDS if dimension.startswith("money") else _UNIT_WORDS[dimension]
            out["description"] += f" (value in {words})"
        return out
    if isinstance(schema, list):
        return [with_units(v) for v in schema]
    return schema


_OVER = {"percent": "{value!r} is {pct:,g}%, over 100%: a share cannot exceed the whole (write 99.5%; a bare "
                    "99.5 means 9,950%)"}

_EXAMPLES = {
    "bytes": "80 GB",
    "data_rate": "400 Gb/s",
    "flops": "989 TFLOPS",
    "duration": "24 h",
    "percent": "99.5%",
    "number": "8",
    "money": "¥5600",
    "money_rate": "$2.49/GPU·h",
    "money_any": "¥5600/天",
    "token_rate": "3000 tokens/s",
    "any": "80 GB",
}

Bytes = Annotated[Quantity, QuantityOf("bytes")]
DataRate = Annotated[Quantity, QuantityOf("data_rate")]
Flops = Annotated[Quantity, QuantityOf("flops")]
Duration = Annotated[Quantity, QuantityOf("duration")]
Percent = Annotated[Quantity, QuantityOf("percent")]
Share = Annotated[Quantity, QuantityOf("percent", maximum=1)]
"""A percentage of a whole (availability, a credit of the monthly fee): 0–100%. A bare number is a
ratio, so ``99.5`` is 9,950% and refused; write ``99.5%``."""
Money = Annotated[Quantity, QuantityOf("money")]
MoneyRate = Annotated[Quantity, QuantityOf("money_rate")]
MoneyAny = Annotated[Quantity, QuantityOf("money_any")]
"""An amount or a price per anything (time, GPU-hour, GB): ``¥5600/天``, ``$0.08/GB``, ``¥500``."""
TokenRate = Annotated[Quantity, QuantityOf("token_rate")]
AnyQuantity = Annotated[Quantity, QuantityOf("any", non_negative=False)]
"""A quantity of whatever dimension it has (a finding's evidence): read and written like the others."""
