"""The JSON report: the stable machine contract (schemas/report.schema.json for one offer;
``auditor.report.batch.Batch`` for an approved-vendor list)."""

from __future__ import annotations

from typing import Any


def render(report: Any, *, lang: str = "en", color: bool = False) -> str:
    from auditor.report.text import inert_json  # C1/bidi characters from documents as \u escapes

    return inert_json(report.model_dump_json(indent=2, exclude_none=True)) + "\n"


def render_batch(batch: Any, *, lang: str = "en", color: bool = False) -> str:
    from auditor.report.text import inert_json

    return inert_json(batch.model_dump_json(indent=2, exclude_none=True)) + "\n"
