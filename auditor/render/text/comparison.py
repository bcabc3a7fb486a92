"""Terminal rendering of a comparison: ranked tables per currency, then what cannot be priced or run.

Document strings (vendor names, fee texts) go through ``auditor.render.text.report.clean`` so a quote
cannot inject terminal escapes; columns are padded by display width so CJK vendor names align.
"""

from __future__ import annotations

import unicodedata

from auditor.compare.core import Comparison, Row
from auditor.infra.sanitize import clean
from auditor.render import comparison_view as view

_TABLE = tuple(c for c in view.COLUMNS if c != "fees stated")  # fees get their own section in text
_SKIP = {view.COLUMNS.index("fees stated")}


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _table(rows: list[list[str]]) -> list[str]:
    widths = [max(_width(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  " + "  ".join(c + " " * (w - _width(c)) for c, w in zip(r, widths, strict=True)).rstrip() for r in rows]


def _cells(row: Row, comparison: Comparison) -> list[str]:
    return [" ".join(clean(c).split()) for i, c in enumerate(view.cells(row, comparison)) if i not in _SKIP]


def render(comparison: Comparison, explain: Row | None = None) -> str:
    out = [f"Comparison: {clean(view.title(comparison))}", ""]
    for currency, members in comparison.groups.items():
        out.append(f"Ranked by total cost ({currency}), expected MFU:")
        out += _table([list(_TABLE), *(_cells(r, comparison) for r in members)])
        out.append("")
    if comparison.unpriced:
        out.append("Cannot be priced (runnable, but the offer leaves the cost open):")
        out += _table([list(_TABLE), *(_cells(r, comparison) for r in comparison.unpriced)])
        out.append("")
    if comparison.blocked:
        out.append("Cannot run the job:")
        for row in comparison.blocked:
            out.append(f"  {clean(row.label)} ({clean(row.gpu_text)}):")
            out += [f"    - {clean(reason)}" for reason in row.blocked]
            est = row.expected
            if est is not None:
                out.append(f"    (had it run: {view.days(est.days)} days, {clean(view.cost_cell(row, comparison))})")
        out.append("")
    fees = [(r, f) for r in comparison.rows for f in r.fees]
    if fees:
        out.append("Fees stated beyond the unit price (listed as written):")
        out += [f"  {clean(r.label)}: {clean(f)}" for r, f in fees]
        out.append("")
    out.append("Sensitivity (ranking at the low and high ends of each offer's MFU and scaling range):")
    out += [f"  {clean(line)}" for line in view.sensitivity_lines(comparison)]
    if comparison.notes:
        out.append("")
        out.append("Notes:")
        out += [f"  - {clean(n)}" for n in comparison.notes]
    if explain is not None:
        out += ["", *explain_lines(explain)]
    return "\n".join(out) + "\n"


def explain_lines(row: Row) -> list[str]:
    """``--explain``: the row's derivation, one step per line, each with its evidence."""
    out = [f"How the figures for {clean(row.label)} were derived ({clean(', '.join(row.documents))}):"]
    for step in row.steps:
        out.append(f"  {clean(step.label)}: {clean(step.text)}")
        out += [f"      evidence: {clean(ev)}" for ev in step.evidence]
    if row.blocked:
        out.append("  Blocked: " + "; ".join(clean(b) for b in row.blocked))
    return out
