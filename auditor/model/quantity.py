"""Pydantic field types for unit-bearing quantities (``Bytes``, ``DataRate``, ``Percent`` …).

Offer files write quantities as strings ("80 GB", "400 Gb/s", "99.5%"); the field type parses
them with ``auditor.units`` and refuses the wrong dimension, so "80 GB/s" in a memory field is
an input error naming the field. The dimension is recorded in the JSON Schema as ``x-dimension``
so the rule compiler can type-check paths against the same schema.
"""


from typing import Annotated, Any

from pydantic import GetCoreSchemaHandler, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import core_schema

from auditor.units import Quantity, UnitError, parse_quantity


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
            elif isinstance(value, str) or (isinstance(value, int | float) and not isinstance(value, bool)):
                try:
                    q = parse_quantity(value, dimension)
                except UnitError as exc:
                    raise ValueError(str(exc)) from None
            else:
                raise ValueError(f"expected a {dimension} quantity such as {_EXAMPLES[dimension]!r}")
            if non_negative and q.magnitude < 0:
                raise ValueError(f"{q} is negative")
            if maximum is not None and q.magnitude > maximum:
                raise ValueError(_OVER[dimension].format(value=value, pct=float(q.magnitude) * 100))
            return q

        return core_schema.no_info_plain_validator_function(
            validate,
            # JSON dumps write "80 GB". Python-mode dumps would turn the dataclass into a dict, so
            # code that needs the Quantity reads the attributes, never ``model_dump()``.
            serialization=core_schema.plain_serializer_function_ser_schema(str, when_used="json"),
        )

    def __get_pydantic_json_schema__(
        self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        spec: dict[str, Any] = {
            "type": "string",
            "x-dimension": self.dimension,
            "description": f"a {self.dimension} quantity, e.g. {_EXAMPLES[self.dimension]!r}",
        }
        if self.dimension in ("number", "percent"):
            spec = {"type": ["string", "number"], "x-dimension": self.dimension,
                    "description": spec["description"]}
        return spec


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
