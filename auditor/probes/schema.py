"""JSON Schema of ``audit probe --format json``, generated from the parser models.

Why generated: the per-kind facts models are the single source of truth; ``schemas/probe.schema.json``
is this function's output written out, and a test fails when the two drift.
"""

from __future__ import annotations

from typing import Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from auditor.model.evidence import Evidence
from auditor.model.quantity import with_units


def probe_schema() -> dict[str, Any]:
    from auditor.probes.registry import specs

    facts_models = tuple(s.output for s in specs())
    kinds = tuple([*(s.kind for s in specs()), "unknown"])

    class ProbeOutput(BaseModel):
        """One parsed output: its file, detected kind, typed facts, line evidence and warnings."""

        model_config = ConfigDict(extra="forbid", title="ProbeOutput")

        file: str
        kind: Literal[kinds]  # type: ignore[valid-type]
        facts: Union[facts_models] | None = None  # type: ignore[valid-type]  # noqa: UP007
        evidence: list[Evidence] = Field(default=[])
        warnings: list[str] = Field(default=[])
        summary: str = Field(description="the line `audit probe` prints for this output (its kind's SPEC.summary)")

    schema = with_units(TypeAdapter(list[ProbeOutput]).json_schema(mode="serialization"))
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://gpu-offer-auditor.dev/schemas/probe.schema.json"
    schema["title"] = "gpu-offer-auditor probe output (audit probe --format json)"
    return schema
