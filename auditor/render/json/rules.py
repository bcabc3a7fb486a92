"""``audit rules list --format json``: every rule with its source and parameters."""

from __future__ import annotations

import json
from typing import Any


def catalogue(ruleset: Any, lang: str) -> str:
    return json.dumps(
        [
            {
                "id": r.id,
                "pitfall": r.pitfall,
                "severity": r.severity,
                "title": r.title.get(lang) or r.title["en"],
                "disabled": ruleset.disabled.get(r.id),
                "source": f"{r.source_path}:{r.line}",
                "params": {p.name: p.default_text for p in r.params.values()},
            }
            for r in ruleset.all_rules.values()
        ],
        ensure_ascii=False,
        indent=2,
    ) + "\n"
