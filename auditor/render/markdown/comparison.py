"""Markdown rendering of a comparison, for a procurement ticket or ``docs/compare.md``.

Tables per ranking currency, what cannot be priced or run, sensitivity, and the cost-vs-days
chart as inline SVG (raw HTML, shown by renderers that allow it; the tables carry the same
figures for those that do not). Document strings are escaped with the report's ``_m`` so a
vendor name cannot open a link, inject HTML or break a table cell.
"""

from __future__ import annotations

from auditor.compare.core import Comparison, Row
from auditor.infra.sanitize import markdown_text as _m
from auditor.render import chart
from auditor.render import comparison_view as view


def _table(rows: list[Row], comparison: Comparison) -> list[str]:
    out = ["| " + " | ".join(view.COLUMNS) + " |", "|" + "---|" * len(view.COLUMNS)]
    out += ["| " + " | ".join(_m(c) for c in view.cells(r, comparison)) + " |" for r in rows]
    return [*out, ""]


def render(comparison: Comparison, explain: Row | None = None) -> str:
    out = [f"# Offer comparison: {_m(view.title(comparison))}", ""]
    for currency, members in comparison.groups.items():
        out += [f"## Ranked by total cost ({_m(currency)}), expected MFU", "", *_table(members, comparison)]
    if comparison.unpriced:
        out += ["## Cannot be priced", "", *_table(comparison.unpriced, comparison)]
    if comparison.blocked:
        out += ["## Cannot run the job", ""]
        for row in comparison.blocked:
            out.append(f"- **{_m(row.label)}** ({_m(row.gpu_text)}): " + "; ".join(_m(b) for b in row.blocked))
        out.append("")
    for currency, svg in chart.charts(comparison):
        out += [
            f"## Cost against days to train ({_m(currency)})",
            "",
            "Blue dots: offers that can run the job (with their rank); red crosses: blocked offers.",
            "",
            svg,
            "",
        ]
    out += ["## Sensitivity", "", *(f"- {_m(line)}" for line in view.sensitivity_lines(comparison)), ""]
    if comparison.notes:
        out += ["## Notes", "", *(f"- {_m(n)}" for n in comparison.notes), ""]
    if explain is not None:
        out += [f"## How the figures for {_m(explain.label)} were derived", ""]
        for step in explain.steps:
            out.append(f"- **{_m(step.label)}**: {_m(step.text)}")
            out += [f"  - evidence: {_m(ev)}" for ev in step.evidence]
        out.append("")
    return "\n".join(out)
