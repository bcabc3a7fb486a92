"""One comparison row per audited offer: throughput, days, cost under the offer's own terms, rank.

Why per-offer audit results and not raw offers: the comparison must agree with ``audit offer``
on what each offer is (the same ingest, sizing and findings), so it consumes ``AuditResult``s
from the pipeline and adds only what ranking needs: the MFU assumption (``policy``), the cost
of *this* job under the offer's billing unit and minimum term (``auditor.sizing.cost``), and
the ordering. Every figure keeps the steps that produced it, so ``--explain`` and the HTML
report show the derivation rather than a bare number.

The records are in ``records``, one row's derivation in ``row``; this module ranks the rows.
"""

from __future__ import annotations

from typing import Any

from auditor.compare.records import BILLION, DAY, Comparison, Estimate, Options, Row, Step
from auditor.compare.row import build_row
from auditor.sizing.facts import Target
from auditor.sizing.mfu import LEVELS, MfuTable
from auditor.units import Quantity, currency_of

__all__ = ["BILLION", "DAY", "Comparison", "Estimate", "Options", "Row", "Step", "build_row", "common_currency",
           "compare", "find_row"]

def _convert(cost: Quantity | None, options: Options, common: str | None) -> Quantity | None:
    """The cost in the ranking currency: itself, or converted by a rate the user gave; never guessed."""
    if cost is None:
        return None
    code = currency_of(cost.dims)
    if common is None or code == common or code not in options.rates:
        return cost
    return Quantity(cost.magnitude * options.rates[code], ((common, 1),), common)


def _order(rows: list[Row], level: str, options: Options) -> dict[str, list[Row]]:
    groups: dict[str, list[Row]] = {}
    for row in rows:
        est = row.estimates[level]
        assert est.ranked_cost is not None
        groups.setdefault(currency_of(est.ranked_cost.dims) or "?", []).append(row)
    for members in groups.values():
        members.sort(
            key=lambda r: (
                _late(r, level, options),
                r.estimates[level].ranked_cost,
                r.estimates[level].seconds,
                r.label,
            )
        )
    return dict(sorted(groups.items()))


def _late(row: Row, level: str, options: Options) -> bool:
    days = row.estimates[level].days
    return options.deadline_days is not None and days is not None and days > options.deadline_days


def common_currency(rows: list[Row], options: Options) -> str | None:
    """The currency ``--rate`` converts into: ``--currency``, else the one offered currency with no rate."""
    from auditor.errors import UsageError

    if not options.rates:
        return options.currency
    if options.currency:
        if options.currency in options.rates:
            raise UsageError(f"--rate {options.currency}=… converts the ranking currency into itself")
        return options.currency
    offered = sorted({r.currency for r in rows if r.currency})
    without = [c for c in offered if c not in options.rates]
    if len(without) != 1:
        raise UsageError(
            "say which currency --rate converts to with --currency "
            f"(offers are in {', '.join(offered) or 'no currency'})"
        )
    return without[0]


def compare(results: list[Any], target: Target, table: MfuTable, options: Options) -> Comparison:
    """Rows for every audited offer, ranked by cost within each ranking currency, with sensitivity."""
    rows = [build_row(r, table, options) for r in results]
    common = common_currency(rows, options)
    for row in rows:
        for est in row.estimates.values():
            est.ranked_cost = _convert(est.cost, options, common)
        if options.deadline_days is not None and row.expected is not None:
            row.misses_deadline = _late(row, "expected", options)
    blocked = [r for r in rows if r.blocked]
    unpriced = [r for r in rows if not r.blocked and r.unpriced]
    runnable = [r for r in rows if not r.blocked and not r.unpriced]
    groups = _order(runnable, "expected", options)
    for members in groups.values():
        for i, row in enumerate(members, 1):
            row.rank = i
    sensitivity = {
        level: {cur: [r.label for r in members] for cur, members in _order(runnable, level, options).items()}
        for level in LEVELS
    }
    winners = {
        level: {cur: labels[0] for cur, labels in by_cur.items() if labels} for level, by_cur in sensitivity.items()
    }
    notes: list[str] = []
    if len(groups) > 1:
        notes.append(
            f"offers in {', '.join(groups)} are ranked separately: no exchange rate was given for "
            f"all of them (--rate CUR=X converts CUR into {common or 'the --currency'}); "
            "amounts in different currencies are never added or compared"
        )
    for code, rate in sorted(options.rates.items()):
        notes.append(f"{code} converted at the user-given rate 1 {code} = {float(rate):g} {common}")
    if options.deadline_days is not None:
        notes.append(
            f"offers that cannot finish within {float(options.deadline_days):g} days (expected MFU) "
            "rank after those that can"
        )
    if any(r.mfu_source != "table" for r in rows):
        notes.append("a measured MFU or tokens/s from an offer's probes replaces the table for that offer")
    flops = next((r.facts.tree.sizing.flops_per_token for r in results if r.facts.tree.sizing), None)
    return Comparison(
        target=target,
        options=options,
        rows=rows,
        groups=groups,
        unpriced=unpriced,
        blocked=blocked,
        sensitivity=sensitivity,
        winner_changes=winners["low"] != winners["expected"] or winners["high"] != winners["expected"],
        notes=notes,
        flops_per_token=flops,
    )


def find_row(comparison: Comparison, name: str) -> Row:
    """The row ``--explain`` names: exact vendor first, then a unique case-insensitive substring."""
    from auditor.errors import UsageError

    key = name.strip().lower()
    exact = [r for r in comparison.rows if r.label.lower() == key]
    if len(exact) == 1:
        return exact[0]
    hits = [r for r in comparison.rows if any(key in (s or "").lower() for s in (r.label, r.offer_name, *r.documents))]
    if len(hits) == 1:
        return hits[0]
    names = ", ".join(repr(r.label) for r in (hits or comparison.rows))
    what = "matches several offers" if hits else "matches no offer"
    raise UsageError(f"--explain {name!r} {what}: {names}")
