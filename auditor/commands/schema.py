"""``audit schema NAME``: print a JSON Schema the auditor ships (offer files, reports, probe output)."""

from __future__ import annotations

import json
from typing import Any

import click

from auditor.errors import UsageError


def generated_schema(name: str) -> dict:
    """Schemas generated from the models; ``schemas/*.schema.json`` are these, written out (tests compare)."""
    if name == "offer":
        from auditor.ingest.structured import offer_schema

        return offer_schema()
    if name == "report":
        from auditor.report.model import Report

        schema = _described(Report)
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["$id"] = "https://gpu-offer-auditor.dev/schemas/report.schema.json"
        schema["title"] = "gpu-offer-auditor report (audit offer --format json)"
        return schema
    if name == "vendors":
        from auditor.report.batch import Batch

        schema = _described(Batch)
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["$id"] = "https://gpu-offer-auditor.dev/schemas/vendors-report.schema.json"
        schema["title"] = "gpu-offer-auditor vendor-list report (audit vendors --format json)"
        return schema
    raise UsageError(f"no generated schema {name!r}")


def _described(root: Any) -> dict:
    """``root``'s schema with every report's offer, target and sizing described by their models.

    Why: ``Report`` writes these parts through serializers that keep the output contract (the offer
    by its aliases without unset fields, a probe output without its evidence), so pydantic types
    them as any object; their models say what each field is, and each quantity's unit.
    """
    from pydantic.json_schema import models_json_schema

    from auditor.model.offer import Offer
    from auditor.model.quantity import with_units
    from auditor.report.model import Report
    from auditor.sizing.facts import SizingFacts, Target

    models = dict.fromkeys((root, Report, Offer, Target, SizingFacts))
    refs, schema = models_json_schema([(m, "serialization") for m in models], ref_template="#/$defs/{model}")
    defs = schema["$defs"]
    props = defs["Report"]["properties"]
    for field, model in (("offer", Offer), ("target", Target), ("sizing", SizingFacts)):
        ref = refs[(model, "serialization")]
        title = field.capitalize()
        props[field] = {"title": title, **ref} if field == "offer" else {
            "default": None, "title": title, "anyOf": [ref, {"type": "null"}]}
    props["probes"] = {"default": [], "items": {"additionalProperties": True, "type": "object"}, "title": "Probes",
                       "type": "array", "description": Report.model_fields["probes"].description}
    defs.pop("BaseModel", None)  # the probe facts' base, written as any object
    top = defs.pop(root.__name__)
    return with_units({**top, "$defs": defs})


@click.command()
@click.argument("name", type=click.Choice(["offer", "report", "vendors", "probe"]))
def schema(name: str) -> int:
    """Print the JSON Schema of offer files, of the JSON report (offer / vendors), or of `audit probe`."""
    if name == "probe":
        from auditor.resources import data_dir

        click.echo((data_dir("schemas") / "probe.schema.json").read_text(encoding="utf-8"), nl=False)
        return 0
    click.echo(json.dumps(generated_schema(name), indent=2, ensure_ascii=False))
    return 0
