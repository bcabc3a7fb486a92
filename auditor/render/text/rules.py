"""``audit rules list``: one rule a line, id, pitfall, severity and title (disabled ones marked)."""

from __future__ import annotations

from typing import Any


def catalogue(ruleset: Any, lang: str) -> str:
    items = list(ruleset.all_rules.values())
    width = max((len(r.id) for r in items), default=10)
    lines = []
    for r in items:
        off = f"  [disabled: {ruleset.disabled[r.id]}]" if r.id in ruleset.disabled else ""
        lines.append(f"{r.id:<{width}}  {r.pitfall:<16} {r.severity:<8}  {r.title.get(lang) or r.title['en']}{off}")
    return "".join(line + "\n" for line in lines)
