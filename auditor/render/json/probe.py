"""``audit probe --format json``: a list with one object per output (schemas/probe.schema.json),
each with its one-line summary."""

from __future__ import annotations

import json
from typing import Any

from auditor.infra.sanitize import inert_json
from auditor.render.probe_view import one_line


def render(results: list[Any], verbose: bool) -> str:
    return inert_json(json.dumps([{**r.model_dump(mode="json", exclude_none=False), "summary": one_line(r)}
                                  for r in results], indent=2, ensure_ascii=False))
