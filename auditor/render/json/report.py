"""The JSON report of one offer: the stable machine contract (schemas/report.schema.json; a vendor
list's is ``batch.py``, the ``auditor.report.batch.Batch`` model)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from auditor.render.kinds import RenderOptions
    from auditor.report.model import Report


def render(report: Report, options: RenderOptions) -> str:
    from auditor.infra.sanitize import inert_json  # C1/bidi characters from documents as \u escapes

    return inert_json(report.model_dump_json(indent=2, exclude_none=True)) + "\n"
