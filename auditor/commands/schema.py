"""``audit schema NAME``: print a JSON Schema the auditor ships (offer files, reports, probe output)."""

from __future__ import annotations

import json

import click

from auditor.errors import UsageError


def generated_schema(name: str) -> dict:
    """Schemas generated from the models; ``schemas/*.schema.json`` are these, written out (tests compare)."""
    if name == "offer":
        from auditor.ingest.structured import offer_schema

        return offer_schema()
    if name == "report":
        from auditor.model.findings import Report

        schema = Report.model_json_schema(mode="serialization")
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["$id"] = "https://gpu-offer-auditor.dev/schemas/report.schema.json"
        schema["title"] = "gpu-offer-auditor report (audit offer --format json)"
        return schema
    if name == "vendors":
        from auditor.report.batch import Batch

        schema = Batch.model_json_schema(mode="serialization")
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["$id"] = "https://gpu-offer-auditor.dev/schemas/vendors-report.schema.json"
        schema["title"] = "gpu-offer-auditor vendor-list report (audit vendors --format json)"
        return schema
    raise UsageError(f"no generated schema {name!r}")


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
