"""Units: the spellings real quotes use, exact conversion, refusal of incompatible comparisons."""

from __future__ import annotations

import contextlib
import itertools
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from auditor.units import Quantity, UnitError, format_quantity, parse_quantity

GB = 10**9
GIB = 2**30

# (spelling, dimension, magnitude in base units)
CASES: list[tuple[str, str, Fraction]] = [
    ("80 GB", "bytes", Fraction(80 * GB)),
    ("80GB", "bytes", Fraction(80 * GB)),
    ("80G", "bytes", Fraction(80 * GB)),
    ("80 GiB", "bytes", Fraction(80 * GIB)),
    ("81920MiB", "bytes", Fraction(81920 * 2**20)),
    ("3.84TB", "bytes", Fraction(384 * 10**10)),
    ("2TB", "bytes", Fraction(2 * 10**12)),
    ("2 T", "bytes", Fraction(2 * 10**12)),
    ("400 Gb/s", "data_rate", Fraction(50 * GB)),
    ("400Gbps", "data_rate", Fraction(50 * GB)),
    ("400 Gbit/s", "data_rate", Fraction(50 * GB)),
    ("400 Gbits/sec", "data_rate", Fraction(50 * GB)),
    ("50 GB/s", "data_rate", Fraction(50 * GB)),
    ("1Gbps", "data_rate", Fraction(125 * 10**6)),
    ("100 Mbits/sec", "data_rate", Fraction(125 * 10**5)),
    ("10 GbE", "data_rate", Fraction(10 * GB, 8)),
    ("25 GiB/s", "data_rate", Fraction(25 * GIB)),
    ("989 TFLOPS", "flops", Fraction(989 * 10**12)),
    ("1.979 PFLOPS", "flops", Fraction(1979 * 10**12)),
    ("312 TFLOP/s", "flops", Fraction(312 * 10**12)),
    ("24h", "duration", Fraction(86400)),
    ("24 小时", "duration", Fraction(86400)),
    ("3 days", "duration", Fraction(3 * 86400)),
    ("7天", "duration", Fraction(7 * 86400)),
    ("月", "duration", Fraction(30 * 86400)),
    ("3个月", "duration", Fraction(90 * 86400)),
    ("两周", "duration", Fraction(14 * 86400)),
    ("1 year", "duration", Fraction(365 * 86400)),
    ("99.5%", "number", Fraction(995, 1000)),
    ("99.975 %", "number", Fraction(99975, 100000)),
    ("９９.９％", "number", Fraction(999, 1000)),
]

MONEY: list[tuple[str, str, Fraction, dict[str, int]]] = [
    ("¥5600/天", "CNY", Fraction(5600, 86400), {"s": -1}),
    ("￥5,600/天", "CNY", Fraction(5600, 86400), {"s": -1}),
    ("5600元/天", "CNY", Fraction(5600, 86400), {"s": -1}),
    ("RMB 5600 / 天", "CNY", Fraction(5600, 86400), {"s": -1}),
    ("$2.49/GPU·h", "USD", Fraction(249, 100 * 3600), {"s": -1, "GPU": -1}),
    ("$2.49/GPU-hour", "USD", Fraction(249, 100 * 3600), {"s": -1, "GPU": -1}),
    ("2.49 USD/GPU-hour", "USD", Fraction(249, 100 * 3600), {"s": -1, "GPU": -1}),
    ("¥3.5/卡时", "CNY", Fraction(35, 10 * 3600), {"s": -1, "GPU": -1}),
    ("￥12,000/台/月", "CNY", Fraction(12000, 30 * 86400), {"s": -1, "NODE": -1}),
    ("€1.20 per hour", "EUR", Fraction(12, 10 * 3600), {"s": -1}),
    ("$0.08/GB", "USD", Fraction(8, 100 * GB), {"B": -1}),
    ("¥500", "CNY", Fraction(500), {}),
]


@pytest.mark.parametrize(("text", "dimension", "magnitude"), CASES)
def test_spellings(text: str, dimension: str, magnitude: Fraction) -> None:
    q = parse_quantity(text)
    assert q.dimension == dimension
    assert q.magnitude == magnitude


@pytest.mark.parametrize(("text", "currency", "magnitude", "per"), MONEY)
def test_money(text: str, currency: str, magnitude: Fraction, per: dict[str, int]) -> None:
    q = parse_quantity(text)
    assert dict(q.dims) == {currency: 1, **per}
    assert q.magnitude == magnitude


# Hundreds of generated spellings: number forms × unit spellings × spacing.
_NUMBERS = [("8", Fraction(8)), ("80", Fraction(80)), ("1,024", Fraction(1024)), ("3.84", Fraction(384, 100)),
            ("0.5", Fraction(1, 2))]
_UNITS = [("GB", GB, "bytes"), ("GiB", GIB, "bytes"), ("TB", 10**12, "bytes"), ("MiB", 2**20, "bytes"),
          ("Gb/s", GB // 8, "data_rate"), ("Gbps", GB // 8, "data_rate"), ("GB/s", GB, "data_rate"),
          ("Mbit/s", 10**6 // 8, "data_rate"), ("TFLOPS", 10**12, "flops"), ("h", 3600, "duration"),
          ("hours", 3600, "duration"), ("天", 86400, "duration"), ("minutes", 60, "duration"), ("%", None, "number")]
_SPACES = ["", " ", "\u00a0", "\u3000"]
GENERATED = [
    (f"{num}{space}{unit}", dim, value * (Fraction(1, 100) if factor is None else Fraction(factor)))
    for (num, value), (unit, factor, dim), space in itertools.product(_NUMBERS, _UNITS, _SPACES)
]


@pytest.mark.parametrize(("text", "dimension", "magnitude"), GENERATED)
def test_generated_spellings(text: str, dimension: str, magnitude: Fraction) -> None:
    q = parse_quantity(text)
    assert (q.dimension, q.magnitude) == (dimension, magnitude)


def test_bits_and_bytes_compare_exactly() -> None:
    assert parse_quantity("400 Gb/s") == parse_quantity("50 GB/s")
    assert parse_quantity("400 Gb/s") < parse_quantity("51 GB/s")
    assert parse_quantity("80 GB") != parse_quantity("80 GiB")
    assert parse_quantity("80 GB") < parse_quantity("80 GiB")


def test_incompatible_units_are_refused() -> None:
    with pytest.raises(UnitError, match="incompatible"):
        _ = parse_quantity("80 GB") < parse_quantity("80 GB/s")
    with pytest.raises(UnitError):
        _ = parse_quantity("80 GB") + parse_quantity("1 h")
    with pytest.raises(UnitError):
        parse_quantity("80 GB/s", "bytes")
    with pytest.raises(UnitError):
        parse_quantity("¥5600/天").to("GB")


@pytest.mark.parametrize("text", ["", "GB", "eighty GB", "80 parsecs", "¥", "80 GB GB", "1/天", "$5 foo"])
def test_not_quantities(text: str) -> None:
    with pytest.raises(UnitError):
        parse_quantity(text)


def test_arithmetic_keeps_dimensions() -> None:
    per_gpu = parse_quantity("80 GB")
    assert (per_gpu * 8).to("GB") == 640
    rate = parse_quantity("10 GB") / parse_quantity("2 s")
    assert rate.dimension == "data_rate" and rate.to("GB/s") == 5
    gpu_hours = Quantity.of(8 * 3600, "h") * Quantity(Fraction(1), (("GPU", 1),))
    cost = parse_quantity("$2.49/GPU·h") * gpu_hours
    assert dict(cost.dims) == {"USD": 1} and cost.magnitude == Fraction(249 * 8 * 3600, 100)


_ROUND_TRIP_UNITS = ["GB", "GiB", "TB", "MB/s", "Gb/s", "GB/s", "TFLOPS", "h", "s", "%", "days"]


@given(st.fractions(min_value=0, max_value=10**6, max_denominator=1000), st.sampled_from(_ROUND_TRIP_UNITS))
def test_conversion_is_exact(value: Fraction, unit: str) -> None:
    q = Quantity.of(value, unit)
    assert q.to(unit) == value


@given(st.integers(min_value=0, max_value=10**9), st.sampled_from(_ROUND_TRIP_UNITS))
def test_format_then_parse_round_trips(value: int, unit: str) -> None:
    q = Quantity.of(value, unit)
    assert parse_quantity(format_quantity(q, unit)) == q


@given(st.text(max_size=30))
def test_parse_never_raises_anything_but_unit_error(text: str) -> None:
    with contextlib.suppress(UnitError):
        parse_quantity(text)


@pytest.mark.parametrize("text", ["181.248 µs", "3 ms", "12 ns", "61194.4 tokens/s", "0.5 s"])
def test_small_and_computed_quantities_display_in_parseable_units(text: str) -> None:
    q = parse_quantity(text)
    plain = Quantity(q.magnitude, q.dims)  # as computed: no unit remembered
    assert parse_quantity(format_quantity(plain)) == q
