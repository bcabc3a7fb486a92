"""What a run of a given length costs under an offer's price, billing step and minimum term.

Reused by ``audit compare``: cost is a function of hours, the GPUs and nodes rented, and the
offer's ``Pricing``. Every way the answer can be unknown returns ``None`` with a note saying
what is missing; amounts in different currencies are never added.
"""

from __future__ import annotations

import math
from fractions import Fraction

from auditor.model.offer import Pricing
from auditor.units import CURRENCIES, Quantity, currency_of, format_quantity

HOUR = 3600
_PERIOD = {"hour": HOUR, "day": 24 * HOUR, "month": 30 * 24 * HOUR, "year": 365 * 24 * HOUR}
"""Seconds per billing period; a month is 30 days and a year 365, as auditor.units reads them."""


def _unit_parts(unit: str) -> tuple[str, int | None]:
    """``gpu-day`` → ("gpu", 86400); ``total`` → ("total", None)."""
    if unit == "total":
        return "total", None
    counted, _, period = unit.partition("-")
    return counted, _PERIOD[period]


def _price_currency(price: Quantity) -> str | None:
    codes = [b for b, e in price.dims if b in CURRENCIES and e == 1]
    return codes[0] if len(codes) == 1 else None


def _rate_per_second(pricing: Pricing, counted: str | None) -> tuple[Fraction | None, str, str]:
    """Price per second per counted thing, the counted thing (gpu/node/cluster), and a note."""
    price = pricing.unit_price
    assert price is not None
    dims = dict(price.dims)
    per_time = dims.get("s") == -1
    dim_counted = "gpu" if dims.get("GPU") == -1 else "node" if dims.get("NODE") == -1 else None
    if per_time:
        who = dim_counted or (counted if counted != "total" else None)
        if who is None:
            return None, "", f"the price {format_quantity(price)} does not say per GPU, node or cluster"
        if dim_counted and counted not in (None, "total", dim_counted):
            return (
                None,
                "",
                f"the price {format_quantity(price)} is per {dim_counted} but the unit says {counted}",
            )
        return price.magnitude, who, ""
    if dim_counted is None and len(dims) == 1 and pricing.unit is not None:
        who, seconds = _unit_parts(pricing.unit)
        if seconds is None:
            return None, "total", ""
        return price.magnitude / seconds, who, ""
    return None, "", f"the price {format_quantity(price)} has no billing period (unit not stated)"


def billed_seconds(
    seconds: Fraction, granularity: Quantity | None, minimum_term: Quantity | None
) -> Fraction:
    """Run time rounded up to whole billing steps, and never below the minimum term."""
    billed = seconds
    if granularity is not None and granularity.magnitude > 0:
        billed = math.ceil(seconds / granularity.magnitude) * granularity.magnitude
    if minimum_term is not None:
        billed = max(billed, minimum_term.magnitude)
    return Fraction(billed)


def cost_of_run(
    hours: Quantity | float, gpus: int | None, nodes: int | None, pricing: Pricing
) -> tuple[Quantity | None, str]:
    """Cost of renting ``gpus`` on ``nodes`` for ``hours`` under ``pricing``; (None, why) when unknown.

    The run is billed in whole steps of ``billing_granularity`` (the price unit's period when the
    offer does not state one, which the note says) and at least ``minimum_term``. One-off fees in
    the price's currency are added; fees in another currency or per period are named, not added.
    """
    seconds = hours.magnitude if isinstance(hours, Quantity) else Fraction(str(hours)) * HOUR
    price = pricing.unit_price
    if price is None:
        return None, "no unit price in the offer"
    currency = _price_currency(price)
    if currency is None:
        return None, f"the price {format_quantity(price)} has no single currency"
    if pricing.currency and pricing.currency.upper() != currency:
        return None, f"the price is in {currency} but the offer's currency is {pricing.currency}"
    counted = _unit_parts(pricing.unit)[0] if pricing.unit else None
    rate, who, problem = _rate_per_second(pricing, counted)
    if problem:
        return None, problem
    notes: list[str] = []
    if who == "total":
        term = pricing.minimum_term
        if term is not None and seconds > term.magnitude:
            return None, f"the fixed price covers {format_quantity(term)}; the run takes longer"
        amount = price.magnitude
        notes.append("fixed total price")
    else:
        count = {"gpu": gpus, "node": nodes, "cluster": 1}.get(who)
        if count is None:
            return None, f"the price is per {who} but the {who} count is unknown"
        granularity = pricing.billing_granularity
        if granularity is None and pricing.unit and pricing.unit != "total":
            seconds_per_unit = _unit_parts(pricing.unit)[1]
            granularity = Quantity(Fraction(seconds_per_unit or 1), (("s", 1),), "s")
            notes.append(f"billing step not stated; billed per {pricing.unit.split('-')[1]} as priced")
        billed = billed_seconds(Fraction(seconds), granularity, pricing.minimum_term)
        if pricing.minimum_term is not None and billed == pricing.minimum_term.magnitude > seconds:
            notes.append(f"minimum term {format_quantity(pricing.minimum_term)} paid in full")
        assert rate is not None
        amount = rate * billed * count
        notes.append(f"{format_quantity(Quantity(billed, (('s', 1),), 'h'))} × {count} {who}(s)")
    for fee in pricing.extra_fees:
        if fee.amount is None:
            notes.append(f"fee {fee.name!r} has no amount; not added")
        elif currency_of(fee.amount.dims) == currency and len(fee.amount.dims) == 1:
            amount += fee.amount.magnitude
            notes.append(f"fee {fee.name!r} added")
        else:
            notes.append(f"fee {fee.name!r} ({format_quantity(fee.amount)}) not added")
    return Quantity(amount, ((currency, 1),), currency), "; ".join(notes)
