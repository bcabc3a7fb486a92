"""docs/rule-catalogue.md (``audit rules list --format markdown``): a table of every rule."""

from __future__ import annotations

from typing import Any


def catalogue(ruleset: Any, lang: str) -> str:
    lines = ["| id | pitfall | severity | title |\n| --- | --- | --- | --- |"]
    for r in ruleset.all_rules.values():
        off = f" (disabled: {ruleset.disabled[r.id]})" if r.id in ruleset.disabled else ""
        title = r.title.get(lang) or r.title["en"]
        lines.append(f"| `{r.id}` | {r.pitfall} | {r.severity} | {title.replace('|', '/')}{off} |")
    return "\n".join(lines) + "\n"
