"""Cell texts shared by the comparison renderers, so text, Markdown, HTML and JSON say the same thing.

Renderers escape for their own format; these helpers only choose the words and the rounding.
"""

from __future__ import annotations

from fractions import Fraction

from auditor.compare.core import BILLION, Comparison, Row
from auditor.units import Quantity, currency_of, percent

COLUMNS: tuple[str, ...] = (
    "#",
    "vendor",
    "GPUs",
    "fits",
    "MFU",
    "scaling",
    "tokens/s",
    "days",
    "cost",
    "per 1B tokens",
    "fees stated",
    "failing C/H/M/L/I",
    "note",
)


def money(q: Quantity | None) -> str:
    if q is None:
        return "-"
    return f"{currency_of(q.dims)} {float(q.magnitude):,.2f}"


def days(x: Fraction | None) -> str:
    return "-" if x is None else f"{float(x):,.1f}"


def fits(row: Row) -> str:
    return {True: "yes", False: "NO", None: "unknown"}[row.fits]


def cost_cell(row: Row, comparison: Comparison, level: str = "expected") -> str:
    """The cost, its conversion when a rate was used, or what is missing; never a silent figure."""
    est = row.estimates.get(level)
    if est is None or est.cost is None:
        return f"not priced: {row.unpriced}" if row.unpriced else "-"
    text = money(est.cost)
    if est.ranked_cost is not None and est.ranked_cost.dims != est.cost.dims:
        text += f" (≈ {money(est.ranked_cost)} at the given rate)"
    return text


def per_billion(row: Row, comparison: Comparison) -> str:
    est = row.expected
    if est is None or est.ranked_cost is None:
        return "-"
    return money(est.ranked_cost * Fraction(BILLION, comparison.options.tokens))


def mfu_cell(row: Row) -> str:
    est = row.expected
    if est is None:
        return "-"
    source = "table" if row.mfu_source == "table" else row.mfu_source
    return f"{percent(est.mfu)} ({source})"


def findings_cell(row: Row) -> str:
    return "/".join(str(row.failing[s]) for s in ("critical", "high", "medium", "low", "info"))


def note_cell(row: Row) -> str:
    notes = []
    if row.misses_deadline:
        notes.append("misses deadline")
    if row.fits is None:
        notes.append("fit unknown")
    return "; ".join(notes)


def cells(row: Row, comparison: Comparison) -> list[str]:
    est = row.expected
    return [
        str(row.rank) if row.rank else "-",
        row.label,
        row.gpu_text,
        fits(row),
        mfu_cell(row),
        percent(est.scaling) if est else "-",
        f"{float(est.tokens_per_s):,.0f}" if est and est.tokens_per_s is not None else "-",
        days(est.days) if est else "-",
        cost_cell(row, comparison),
        per_billion(row, comparison),
        "; ".join(row.fees) or "none stated",
        findings_cell(row),
        note_cell(row),
    ]


def title(comparison: Comparison) -> str:
    t = comparison.target
    opts = comparison.options
    text = f"{t.model} {t.mode}, {opts.tokens:,} tokens, sequence {t.seq_len}"
    if opts.deadline_days is not None:
        text += f", deadline {float(opts.deadline_days):g} days"
    return text + f", blocking on {opts.block_on} findings"


def sensitivity_lines(comparison: Comparison) -> list[str]:
    lines = []
    for level, by_currency in comparison.sensitivity.items():
        ranking = "; ".join(f"{cur}: {' > '.join(labels)}" for cur, labels in by_currency.items()) or "-"
        lines.append(f"{level} MFU: {ranking}")
    lines.append(
        "the winner "
        + (
            "CHANGES with the MFU assumption"
            if comparison.winner_changes
            else "does not change with the MFU assumption"
        )
    )
    return lines
