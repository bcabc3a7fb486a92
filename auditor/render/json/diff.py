"""``audit diff --format json``: the findings that appeared, disappeared, and changed (old, new)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from auditor.infra.sanitize import inert_json

if TYPE_CHECKING:
    from auditor.vendors.baseline import Diff, Item


def render(result: Diff, old: str, new: str) -> str:
    def item(i: Item) -> dict[str, object]:
        return {
            "vendor": i.vendor,
            "offer": i.offer,
            "finding": i.finding.model_dump(mode="json", exclude_none=True),
        }

    data = {
        "appeared": [item(i) for i in result.appeared],
        "disappeared": [item(i) for i in result.disappeared],
        "changed": [{"old": item(b), "new": item(a)} for b, a in result.changed],
    }
    return inert_json(json.dumps(data, indent=2, ensure_ascii=False)) + "\n"
