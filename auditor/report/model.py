"""The report of one audit, typed: what ``audit offer --format json`` writes and every renderer reads.

Its parts are the models the stages produced — the ``Offer`` ingest read, the ``Target`` and
``SizingFacts`` sizing computed, each probe output's ``ProbeResult`` — so a renderer reads
``report.sizing.fits``, not a string key of a dict. The JSON is the output contract
(schemas/report.schema.json): each part is written as it always was, the offer by its aliases
without unset fields, a probe output without its evidence (line evidence is in the findings).

Reading a report back (a baseline, a shard of a cluster run) validates each part into its model;
a probe output's facts are validated by the model its kind declares (auditor.probes.registry).
``ProbeResult`` itself is imported when the report's validator or serializer is first built (a
JSON report, a report read back), not by every audit: a text report of an offer audited without
probe output never needs it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, field_serializer, field_validator

from auditor.model.findings import Finding, Summary
from auditor.model.manifest import Manifest
from auditor.model.offer import Offer
from auditor.sizing.facts import SizingFacts, Target

if TYPE_CHECKING:
    from auditor.probes._common import ProbeResult


class ProbeResultRef:
    """Annotation of ``Report.probes``' items: validated and serialised as ``ProbeResult``, imported
    when pydantic builds the report's schema (``Report`` is ``defer_build``)."""

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        from auditor.probes._common import ProbeResult

        return handler(ProbeResult)


class Report(BaseModel):
    """Top level of ``audit offer --format json``: offer, target, sizing, findings, summary."""

    # Built where a report is validated or written as JSON, not on every import: an audit assembles it
    # from parts that are already valid (auditor.pipeline.make_report), and the text formats read it.
    model_config = ConfigDict(extra="forbid", defer_build=True)

    tool: dict[str, str] = Field(default_factory=lambda: {"name": "gpu-offer-auditor"})
    offer: Offer
    target: Target | None = None
    sizing: SizingFacts | None = None
    probes: list[ProbeResultRef] = Field(
        default=[], description="each parsed probe output as `audit probe --format json` writes it "
                                "(schemas/probe.schema.json), without its evidence; quantities as {value, unit, text}")
    findings: list[Finding]
    summary: Summary
    manifest: Manifest | None = Field(
        None, description="the node as the offer sold it, each item with its evidence (audit verify --manifest)")

    @field_serializer("offer")
    def _offer_out(self, offer: Offer) -> dict[str, Any]:
        return offer.model_dump(mode="json", by_alias=True, exclude_none=True)

    @field_serializer("target", "sizing")
    def _part_out(self, part: BaseModel | None) -> dict[str, Any] | None:
        return None if part is None else part.model_dump(mode="json")

    @field_serializer("probes")
    def _probes_out(self, probes: list[ProbeResult]) -> list[dict[str, Any]]:
        return [p.model_dump(mode="json", exclude={"evidence"}) for p in probes]

    @field_validator("probes", mode="before")
    @classmethod
    def _probes_in(cls, value: Any) -> Any:
        """Written probe outputs (dicts) back into results whose facts are their kind's model."""
        from auditor.probes._common import ProbeResult

        if not isinstance(value, list) or all(isinstance(p, ProbeResult) for p in value):
            return value
        from auditor.probes.registry import specs

        output_of = {spec.kind: spec.output for spec in specs()}
        results = []
        for item in value:
            if isinstance(item, dict) and isinstance(item.get("facts"), dict) and item.get("kind") in output_of:
                item = {**item, "facts": output_of[item["kind"]].model_validate(item["facts"])}
            results.append(item)
        return results
