"""docs/acceptance.md (``audit rules list --format acceptance``): every rule that reads measured
``probe.*`` facts, with its severity, the facts, the commands that produce them and its thresholds."""

from __future__ import annotations

import re
from typing import Any

_PROBE_FACT = re.compile(r"\bprobe\.[a-z0-9_]+(?:\.[a-z0-9_]+)*")
ACCEPTANCE_HEADER = """# Acceptance checks

Generated from the rule packs by `audit rules list --format acceptance > docs/acceptance.md`; do not
edit by hand (tests/rules/test_catalogue.py fails while this file is stale). An acceptance check is
a rule whose condition reads measured `probe.*` facts. Each threshold is a `param` of its pack, with
its value and its source as the pack states them; a policy (`--policy`) may override a value. A rule
whose facts are unknown reports `unverified`, never `pass`.
"""


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def _commands(rule: Any, facts: list[str], produced_by: dict[str, list[str]]) -> list[str]:
    """The commands that produce the probe facts read: the rule's own ``needs`` lines, else the kinds' collect steps."""
    stated = [text for path, text in rule.needs if path.startswith("probe")]
    if stated:
        return list(dict.fromkeys(stated))
    branches = {fact.split(".")[1] for fact in facts}
    return list(dict.fromkeys(c for b in sorted(branches) for c in produced_by.get(b, [])))


def table(rules: list[Any]) -> str:
    """docs/acceptance.md: each rule reading probe facts (severity, facts, command, thresholds), then the thresholds."""
    from auditor.probes.registry import specs

    produced_by = {k.branch: [" ".join(c.argv) for c in k.commands] for k in specs()}
    lines = [ACCEPTANCE_HEADER, "## Checks", "",
             "| rule | severity | checks | probe facts | produced by | thresholds |",
             "| --- | --- | --- | --- | --- | --- |"]
    used: dict[str, tuple[Any, list[str]]] = {}
    for rule in rules:
        condition = rule.file_text[rule.when_tree.meta.start_pos:rule.when_tree.meta.end_pos]
        facts = list(dict.fromkeys(_PROBE_FACT.findall(condition)))
        if not facts:
            continue
        params = [p for p in rule.params.values() if re.search(rf"\b{re.escape(p.name)}\b", rule.source_text)]
        for p in params:
            used.setdefault(p.name, (p, []))[1].append(rule.id)
        commands = "<br>".join(f"`{_cell(c)}`" for c in _commands(rule, facts, produced_by)) or "—"
        thresholds = "<br>".join(f"`{p.name}` = {_cell(p.default_text)}" for p in params) or "—"
        lines.append(f"| `{rule.id}` | {rule.default_severity} | {_cell(rule.title['en'])} | "
                     f"{'<br>'.join(f'`{f}`' for f in facts)} | {commands} | {thresholds} |")
    lines += ["", "## Thresholds", "", "| param | value | source | used by |", "| --- | --- | --- | --- |"]
    for name in sorted(used):
        param, users = used[name]
        lines.append(f"| `{name}` | {_cell(param.default_text)} | {_cell(param.description or 'no source stated')} | "
                     f"{', '.join(f'`{u}`' for u in users)} |")
    return "\n".join(lines) + "\n"
