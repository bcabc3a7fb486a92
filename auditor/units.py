"""Quantities with dimensions, parsed from the spellings real quotes use.

Why not pint: its unit registry costs ~0.34 s of start-up, and the CLI runs on every CI commit.
The auditor needs a narrow set of dimensions (bytes, bytes/s, FLOP/s, durations, percentages,
money and money rates), exact conversion (400 Gb/s == 50 GB/s) and refusal of incompatible
comparisons; a small, fully tested module does that in well under a millisecond of import.

Magnitudes are kept as ``Fraction`` in base units (byte, second, FLOP, currency unit), so
conversions are exact and ``80 GB != 80 GiB``.

Kept as one module of ~520 lines: it is one concept whose parts call each other (``Quantity.of``
resolves through the unit table, ``str(q)`` through the formatter, which converts back with
``Quantity.to``), and every command imports it at start-up, where each extra module is paid.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from functools import total_ordering

# ---------------------------------------------------------------- dimensions

Dims = tuple[tuple[str, int], ...]
"""Sorted (base, exponent) pairs; bases: B (byte), s, FLOP, GPU, NODE, TOKEN, and ISO currency codes."""

DIMENSIONLESS: Dims = ()


def make_dims(mapping: Mapping[str, int]) -> Dims:
    return tuple(sorted((base, exp) for base, exp in mapping.items() if exp))


def _combine(a: Dims, b: Dims, sign: int) -> Dims:
    merged: dict[str, int] = dict(a)
    for base, exp in b:
        merged[base] = merged.get(base, 0) + sign * exp
    return make_dims(merged)


CURRENCY_SPELLINGS: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    # code: (signs, written before the figure; codes, before or after it; names, after it)
    "CNY": (("¥", "￥", "RMB¥"), ("CNY", "RMB"), ("元", "人民币", "人民幣", "块钱", "塊錢")),
    "USD": (("US$", "USD$", "$"), ("USD",), ("美元", "美金", "US dollars")),
    "EUR": (("€",), ("EUR",), ("欧元", "歐元", "€", "euros")),
    "GBP": (("£",), ("GBP",), ("英镑", "英鎊", "pounds sterling")),
    "JPY": ((), ("JPY",), ("日元", "日圓", "円")),
    "HKD": (("HK$",), ("HKD",), ("港元", "港币", "港幣", "Hong Kong dollars")),
    "SGD": (("S$", "SG$"), ("SGD",), ("新元", "新币", "新幣", "新加坡元", "Singapore dollars")),
    "TWD": (("NT$",), ("TWD", "NTD"), ("新台币", "新台幣", "台币", "台幣", "New Taiwan dollars")),
    "AUD": (("A$", "AU$"), ("AUD",), ("澳元", "澳币", "澳幣", "Australian dollars")),
    "CAD": (("C$", "CA$"), ("CAD",), ("加元", "加币", "加幣", "Canadian dollars")),
    "KRW": (("₩",), ("KRW",), ("韩元", "韓元")),
    "INR": (("₹",), ("INR",), ("卢比", "盧比", "rupees")),
    "MYR": (("RM",), ("MYR",), ("林吉特", "令吉", "ringgit")),
    "AED": ((), ("AED",), ("迪拉姆", "dirhams")),
    "CHF": ((), ("CHF",), ("瑞士法郎", "瑞郎", "Swiss francs")),
}
"""The one vocabulary of currencies: every pattern that finds money in a document (auditor/ingest/prices.py,
table_reading.py) and the unit parser below are built from it, so a currency known to one is known to all."""
CURRENCIES = set(CURRENCY_SPELLINGS)

# Named dimensions, as rule authors and the fact schema refer to them.
NAMED_DIMENSIONS: dict[str, Dims] = {
    "number": DIMENSIONLESS,
    "bytes": make_dims({"B": 1}),
    "data_rate": make_dims({"B": 1, "s": -1}),
    "flops": make_dims({"FLOP": 1, "s": -1}),
    "flop": make_dims({"FLOP": 1}),
    "duration": make_dims({"s": 1}),
    "token_rate": make_dims({"TOKEN": 1, "s": -1}),
    "money": (("$money", 1),),  # placeholder: any single currency (see dimension_name)
}


def dimension_name(dims: Dims) -> str:
    """A readable name for a dimension, used in error messages ("bytes", "data_rate", "CNY/s")."""
    for name, candidate in NAMED_DIMENSIONS.items():
        if candidate == dims:
            return name
    if not dims:
        return "number"
    num = [f"{b}^{e}" if e != 1 else b for b, e in dims if e > 0]
    den = [f"{b}^{-e}" if e != -1 else b for b, e in dims if e < 0]
    text = "·".join(num) or "1"
    if den:
        text += "/" + "·".join(den)
    return text


def currency_of(dims: Dims) -> str | None:
    codes = [b for b, e in dims if b in CURRENCIES and e == 1]
    return codes[0] if len(codes) == 1 else None


class UnitError(ValueError):
    """A spelling that is not a quantity, or an operation across incompatible dimensions."""


# ---------------------------------------------------------------- unit table

_DEC = {"": 1, "k": 10**3, "K": 10**3, "M": 10**6, "G": 10**9, "T": 10**12, "P": 10**15, "E": 10**18}
_BIN = {"Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40, "Pi": 2**50, "Ei": 2**60}

_HOUR = 3600
_DAY = 86400
# Billing months and years: a rental "month" is 30 days and a "year" 365 days in every quote we
# have seen that states it; the report always shows the unit as written.
_MONTH = 30 * _DAY
_YEAR = 365 * _DAY

_TIME_UNITS: dict[str, Fraction] = {}
for _names, _secs in (
    (("ns", "nsec", "纳秒"), Fraction(1, 10**9)),
    (("us", "µs", "μs", "usec", "微秒"), Fraction(1, 10**6)),
    (("ms", "msec", "毫秒"), Fraction(1, 1000)),
    (("s", "sec", "secs", "second", "seconds", "秒"), 1),
    (("min", "mins", "minute", "minutes", "分钟", "分"), 60),
    (("h", "hr", "hrs", "hour", "hours", "小时", "时", "个小时", "钟头"), _HOUR),
    (("d", "day", "days", "天", "日"), _DAY),
    (("w", "wk", "week", "weeks", "周", "星期", "个星期"), 7 * _DAY),
    (("mo", "mon", "month", "months", "月", "个月"), _MONTH),
    (("y", "yr", "year", "years", "年"), _YEAR),
):
    for _n in _names:
        _TIME_UNITS[_n] = Fraction(_secs)


def _build_units() -> dict[str, tuple[Fraction, Dims]]:
    units: dict[str, tuple[Fraction, Dims]] = {}
    byte = make_dims({"B": 1})
    rate = make_dims({"B": 1, "s": -1})
    flops = make_dims({"FLOP": 1, "s": -1})
    for p, f in _DEC.items():
        for suffix in ("B", "Byte", "Bytes", "byte", "bytes"):
            units[p + suffix] = (Fraction(f), byte)
        for suffix in ("B/s", "Bps", "B/sec", "Byte/s", "Bytes/s", "Bytes/sec", "byte/s", "bytes/s"):
            units[p + suffix] = (Fraction(f), rate)
        for suffix in ("b", "bit", "bits", "Bit", "Bits"):
            units[p + suffix] = (Fraction(f, 8), byte)
        for suffix in ("b/s", "bps", "bit/s", "bits/s", "bits/sec", "Bits/sec", "bit/sec", "bit/秒"):
            units[p + suffix] = (Fraction(f, 8), rate)
        for suffix in ("FLOPS", "FLOP/s", "flops", "FLOPs/s"):
            units[p + suffix] = (Fraction(f), flops)
        for suffix in ("FLOP", "FLOPs"):
            units[p + suffix] = (Fraction(f), make_dims({"FLOP": 1}))
    for p, f in _BIN.items():
        for suffix in ("B", "Byte", "Bytes", "byte", "bytes"):
            units[p + suffix] = (Fraction(f), byte)
        for suffix in ("B/s", "Bps", "B/sec", "Bytes/sec", "Byte/s", "bytes/s"):
            units[p + suffix] = (Fraction(f), rate)
        for suffix in ("b", "bit", "bits"):
            units[p + suffix] = (Fraction(f, 8), byte)
        for suffix in ("b/s", "bit/s", "bits/s", "bits/sec", "bps"):
            units[p + suffix] = (Fraction(f, 8), rate)
    # Vendors write "80G", "2T" for memory and disks: decimal bytes.
    for p in ("K", "M", "G", "T", "P"):
        units.setdefault(p, (Fraction(_DEC[p]), byte))
    # Bare bit-rate spellings: "10G" network ports are written "10GbE", "10GE", "10G网口".
    for p in ("", "M", "G", "T"):
        units[p + "bE"] = (Fraction(_DEC[p], 8), rate)
        units[p + "E"] = (Fraction(_DEC[p], 8), rate) if p else units.get("E", (Fraction(1), byte))
    units.pop("E", None)
    for name, secs in _TIME_UNITS.items():
        units[name] = (Fraction(secs), make_dims({"s": 1}))
    units["%"] = (Fraction(1, 100), DIMENSIONLESS)
    units["percent"] = (Fraction(1, 100), DIMENSIONLESS)
    units["pct"] = (Fraction(1, 100), DIMENSIONLESS)
    units["tokens/s"] = (Fraction(1), make_dims({"TOKEN": 1, "s": -1}))
    units["tok/s"] = (Fraction(1), make_dims({"TOKEN": 1, "s": -1}))
    return units


UNITS: dict[str, tuple[Fraction, Dims]] = _build_units()
_UNITS_CI = {k.lower(): v for k, v in UNITS.items() if k not in _TIME_UNITS}

# "per" denominators for rates: "/天", "/GPU·h", "/卡时", "/台/月", "/node-day", "每小时".
_COUNTED = {
    "gpu": "GPU", "卡": "GPU", "card": "GPU", "块": "GPU", "张": "GPU", "个gpu": "GPU",
    "node": "NODE", "server": "NODE", "machine": "NODE", "instance": "NODE", "台": "NODE",
    "节点": "NODE", "服务器": "NODE", "box": "NODE",
}

_CURRENCY_SYMBOLS = {spelling.lower(): code for code, kinds in CURRENCY_SPELLINGS.items()
                     for spelling in (w for kind in kinds for w in kind)}


def currency_code(spelling: str) -> str | None:
    """The ISO code a currency spelling stands for ("NT$" → TWD, "港币" → HKD, "rmb" → CNY), or None."""
    return _CURRENCY_SYMBOLS.get(spelling.strip().lower())


_KINDS = ("sign", "code", "name")


def currency_pattern(*kinds: str) -> str:
    """A regular expression of the currency spellings of ``kinds`` ("sign", "code", "name"), longest first; a
    spelling in Latin letters or signs stands alone ("A$" is no "$", "USD" no part of "USDT")."""
    spellings = {w for kinds_of in CURRENCY_SPELLINGS.values() for k, ws in zip(_KINDS, kinds_of, strict=True)
                 if k in kinds for w in ws}
    out = []
    for w in sorted(spellings, key=lambda w: (-len(w), w)):
        body = re.escape(w).replace("\\ ", "\\s+")
        head = "" if "\u4e00" <= w[0] <= "\u9fff" else "(?<![A-Za-z])"
        tail = "(?![A-Za-z])" if w[-1].isascii() and w[-1].isalpha() else ""
        out.append(f"{head}{body}{tail}")
    # every spelling's first character, looked at before the alternatives: a search rejects the positions where
    # none stands with one class test instead of trying each spelling's boundary there
    firsts = "".join(sorted({re.escape(c) for w in spellings for c in {w[0], w[0].lower(), w[0].upper()}}))
    return f"(?=[{firsts}])(?:{'|'.join(out)})"


# ---------------------------------------------------------------- quantity


@total_ordering
@dataclass(frozen=True, slots=True)
class Quantity:
    """A magnitude in base units, its dimension and the unit it was written in (for display)."""

    magnitude: Fraction
    dims: Dims = DIMENSIONLESS
    unit: str = ""

    # -- construction
    @classmethod
    def of(cls, value: float | int | str | Fraction | Decimal, unit: str = "") -> Quantity:
        """``Quantity.of(80, "GB")``: a quantity from a number and a unit spelling."""
        number = _to_fraction(value)
        if not unit:
            return cls(number, DIMENSIONLESS, "")
        factor, dims, shown = _resolve_unit(unit)
        return cls(number * factor, dims, shown)

    # -- inspection
    @property
    def dimension(self) -> str:
        return dimension_name(self.dims)

    def to(self, unit: str) -> Fraction:
        """The magnitude expressed in ``unit`` (exact)."""
        factor, dims, _ = _resolve_unit(unit)
        if dims != self.dims:
            raise UnitError(f"cannot convert {self} ({self.dimension}) to {unit} ({dimension_name(dims)})")
        return self.magnitude / factor

    def __float__(self) -> float:
        return float(self.magnitude)

    def compatible(self, other: Quantity) -> bool:
        return self.dims == other.dims

    def _check(self, other: object, op: str) -> Quantity:
        if isinstance(other, int | float | Fraction) and not self.dims:
            return Quantity(_to_fraction(other))
        if not isinstance(other, Quantity):
            raise UnitError(f"cannot {op} {self} and {other!r}")
        if other.dims != self.dims:
            raise UnitError(
                f"cannot {op} {self} ({self.dimension}) and {other} ({other.dimension}): incompatible units"
            )
        return other

    # -- comparison (refuses incompatible dimensions)
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Quantity | int | float | Fraction):
            return NotImplemented
        if isinstance(other, Quantity) and other.dims != self.dims:
            return False
        return self.magnitude == self._check(other, "compare").magnitude

    def __hash__(self) -> int:
        return hash((self.magnitude, self.dims))

    def __lt__(self, other: object) -> bool:
        return self.magnitude < self._check(other, "compare").magnitude

    # -- arithmetic
    def __add__(self, other: object) -> Quantity:
        o = self._check(other, "add")
        return Quantity(self.magnitude + o.magnitude, self.dims, self.unit)

    def __sub__(self, other: object) -> Quantity:
        o = self._check(other, "subtract")
        return Quantity(self.magnitude - o.magnitude, self.dims, self.unit)

    def __neg__(self) -> Quantity:
        return Quantity(-self.magnitude, self.dims, self.unit)

    def __mul__(self, other: object) -> Quantity:
        if isinstance(other, Quantity):
            dims = _combine(self.dims, other.dims, 1)
            return Quantity(self.magnitude * other.magnitude, dims, "" if dims != self.dims else self.unit)
        if isinstance(other, int | float | Fraction):
            return Quantity(self.magnitude * _to_fraction(other), self.dims, self.unit)
        return NotImplemented

    __rmul__ = __mul__

    def __truediv__(self, other: object) -> Quantity:
        if isinstance(other, Quantity):
            if other.magnitude == 0:
                raise ZeroDivisionError("division by a zero quantity")
            dims = _combine(self.dims, other.dims, -1)
            return Quantity(self.magnitude / other.magnitude, dims, "" if dims != self.dims else self.unit)
        if isinstance(other, int | float | Fraction):
            return Quantity(self.magnitude / _to_fraction(other), self.dims, self.unit)
        return NotImplemented

    # -- display
    def __str__(self) -> str:
        return format_quantity(self)

    def __repr__(self) -> str:
        return f"Quantity({format_quantity(self)!r})"


def _to_fraction(value: float | int | str | Fraction | Decimal) -> Fraction:
    if isinstance(value, Fraction):
        return value
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        return Fraction(Decimal(repr(value)))
    try:
        number = Decimal(str(value).replace(",", "").replace("_", ""))
    except (InvalidOperation, ValueError) as exc:
        raise UnitError(f"not a number: {value!r}") from exc
    if number.is_finite() and not -_MAX_EXPONENT <= number.adjusted() <= _MAX_EXPONENT:
        # "1e999999999" would make Fraction compute 10**999999999: minutes and gigabytes (fuzz finding)
        raise UnitError(f"number out of range: {value!r}")
    try:
        return Fraction(number)
    except (InvalidOperation, ValueError) as exc:
        raise UnitError(f"not a number: {value!r}") from exc


_MAX_EXPONENT = 100
"""No quantity an offer or a training job states is beyond 1e±100 (a 405B pre-training run is ~1e25 FLOP)."""


def _resolve_unit(unit: str) -> tuple[Fraction, Dims, str]:
    """Factor to base units, dimension and display spelling of a unit such as ``GB/s`` or ``$/GPU·h``."""
    text = _normalise(unit).strip()
    if text in UNITS:
        f, d = UNITS[text]
        return f, d, text
    if text.lower() in _UNITS_CI and text.lower() not in ("b", "kb", "mb", "gb", "tb", "pb"):
        f, d = _UNITS_CI[text.lower()]
        return f, d, text
    # compound: NUM_UNIT / DEN_UNIT [/ DEN_UNIT]
    parts = [p.strip() for p in re.split(r"/|\bper\b|每", text) if p.strip()]
    if len(parts) >= 2:
        factor, dims, _ = _resolve_unit(parts[0]) if parts[0] not in _CURRENCY_SYMBOLS else (
            Fraction(1), make_dims({_CURRENCY_SYMBOLS[parts[0]]: 1}), parts[0])
        for den in parts[1:]:
            f2, d2 = _denominator(den)
            factor /= f2
            dims = _combine(dims, d2, -1)
        return factor, dims, text
    code = _CURRENCY_SYMBOLS.get(text.lower()) or (text.upper() if text.upper() in CURRENCIES else None)
    if code:
        return Fraction(1), make_dims({code: 1}), code
    raise UnitError(f"unknown unit {unit!r}")


_DEN_SPLIT = re.compile(r"[·\-\s*×x]+|(?<=[a-zA-Z])(?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff])(?=[a-zA-Z])")


def _denominator(text: str) -> tuple[Fraction, Dims]:
    """A rate's denominator: ``天``, ``GPU·h``, ``卡时``, ``node-day``, ``卡/月`` pieces."""
    t = text.strip().lower()
    if t in _TIME_UNITS:
        return Fraction(_TIME_UNITS[t]), make_dims({"s": 1})
    # "卡时" / "卡小时" / "台月": counted thing followed by a time unit
    for counted, base in sorted(_COUNTED.items(), key=lambda kv: -len(kv[0])):
        if t.startswith(counted) and len(t) > len(counted):
            rest = t[len(counted):].lstrip("·-* ")
            f, d = _denominator(rest)
            return f, _combine(d, make_dims({base: 1}), 1)
        if t == counted:
            return Fraction(1), make_dims({base: 1})
    pieces = [p for p in _DEN_SPLIT.split(t) if p]
    if len(pieces) > 1:
        factor, dims = Fraction(1), DIMENSIONLESS
        for piece in pieces:
            f, d = _denominator(piece)
            factor *= f
            dims = _combine(dims, d, 1)
        return factor, dims
    if t in ("gpuh", "gpuhr", "gpuhour"):
        return Fraction(_HOUR), make_dims({"GPU": 1, "s": 1})
    factor_dims = UNITS.get(text.strip())
    if factor_dims and factor_dims[1] == make_dims({"B": 1}):  # "$0.08/GB": a price per amount of data
        return factor_dims
    raise UnitError(f"unknown rate denominator {text!r}")


# ---------------------------------------------------------------- parsing

_FULLWIDTH = str.maketrans({"，": ",", "．": ".", "／": "/", "％": "%", "＄": "$", "　": " ", "～": "~", "：": ":"})


def _normalise(text: str) -> str:
    return unicodedata.normalize("NFKC", text).translate(_FULLWIDTH).replace("\u00a0", " ")


_NUMBER = r"[-+]?(?:\d{1,3}(?:[,_]\d{3})+|\d+)(?:\.\d+)?|[-+]?\.\d+"
_QTY = re.compile(
    rf"^\s*(?P<pre>{currency_pattern('sign', 'code')})?\s*(?P<num>{_NUMBER})\s*"
    r"(?P<unit>.*?)\s*$",
    re.IGNORECASE,
)

_CURRENCY_AFTER = re.compile(rf"^({currency_pattern('code', 'name')})(?=$|\s*/|\s*每|\s)", re.IGNORECASE)
"""A currency after the figure: "5600元/天", "2.49 USD/GPU-hour", "100 美元"."""

_WORD_NUMBERS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}


def parse_quantity(text: str | int | float, expect: str | None = None) -> Quantity:
    """Parse ``80 GB``, ``400Gb/s``, ``¥5600/天``, ``$2.49/GPU·h``, ``99.5%``, ``3 days``, ``月``.

    ``expect`` names a dimension (``bytes``, ``data_rate``, ``duration``, ``money`` …); a bare
    number is read in that dimension's natural unit only for ``number``. Raises ``UnitError``.
    """
    if isinstance(text, bool):
        raise UnitError(f"not a quantity: {text!r}")
    q = Quantity.of(text) if isinstance(text, int | float) else _parse_text(_normalise(text))
    if expect is not None:
        _expect(q, expect, text)
    return q


def _parse_text(text: str) -> Quantity:
    if not text.strip():
        raise UnitError("empty quantity")
    m = _QTY.match(text)
    if not m:
        stripped = text.strip()
        # a bare unit means one of it: "月" (a month), "/天" is not a quantity
        if stripped in _TIME_UNITS:
            return Quantity.of(1, stripped)
        if stripped[:1] in _WORD_NUMBERS and stripped[1:].lstrip("个") in _TIME_UNITS:
            return Quantity.of(_WORD_NUMBERS[stripped[0]], stripped[1:].lstrip("个") or stripped[1:])
        raise UnitError(f"not a quantity: {text!r}")
    pre, num, unit = m.group("pre"), m.group("num"), m.group("unit").strip()
    currency = None
    if pre:
        currency = _CURRENCY_SYMBOLS.get(pre.lower()) or pre.upper()
    # trailing currency: "5600元/天", "2.49 USD/GPU-hour", "100 美元"
    if not currency and unit:
        head = _CURRENCY_AFTER.match(unit)
        if head:
            currency = _CURRENCY_SYMBOLS.get(head.group(1).lower(), head.group(1).upper())
            unit = unit[head.end():].strip()
    number = _to_fraction(num)
    if currency:
        dims = make_dims({currency: 1})
        factor = Fraction(1)
        shown = currency
        if unit:
            dens = [p for p in re.split(r"\s*(?:/|\bper\b|每)\s*", unit) if p.strip()]
            if not unit.lstrip().startswith(("/", "per", "每")) or not dens:
                raise UnitError(f"not a money amount: {text!r}")
            for den in dens:
                f2, d2 = _denominator(den)
                factor /= f2
                dims = _combine(dims, d2, -1)
            shown = f"{currency}/{'/'.join(d.strip() for d in dens)}"
        return Quantity(number * factor, dims, shown)
    if not unit:
        return Quantity(number, DIMENSIONLESS, "")
    factor, dims, shown = _resolve_unit(unit)
    return Quantity(number * factor, dims, shown)


def _expect(q: Quantity, expect: str, source: object) -> None:
    if expect == "money":
        if currency_of(q.dims) is None or len(q.dims) != 1:
            raise UnitError(f"{source!r} is not a money amount")
        return
    if expect == "money_rate":
        if not any(b in CURRENCIES for b, _ in q.dims) or not any(b == "s" and e < 0 for b, e in q.dims):
            raise UnitError(f"{source!r} is not a price per unit of time (e.g. ¥5600/天, $2.49/GPU·h)")
        return
    if expect == "money_any":
        if not any(b in CURRENCIES and e == 1 for b, e in q.dims):
            raise UnitError(f"{source!r} is not a money amount or price")
        return
    if expect == "percent":
        if q.dims:
            raise UnitError(f"{source!r} is not a percentage")
        return
    want = NAMED_DIMENSIONS.get(expect)
    if want is None:
        raise UnitError(f"unknown dimension {expect!r}")
    if q.dims != want:
        raise UnitError(f"{source!r} is {q.dimension}, expected {expect}")


# ---------------------------------------------------------------- display

_DISPLAY: dict[Dims, list[tuple[str, Fraction]]] = {
    make_dims({"B": 1}): [("TB", Fraction(10**12)), ("GB", Fraction(10**9)), ("MB", Fraction(10**6)),
                          ("KB", Fraction(10**3)), ("B", Fraction(1))],
    make_dims({"B": 1, "s": -1}): [("TB/s", Fraction(10**12)), ("GB/s", Fraction(10**9)),
                                   ("MB/s", Fraction(10**6)), ("KB/s", Fraction(10**3)), ("B/s", Fraction(1))],
    make_dims({"FLOP": 1, "s": -1}): [("PFLOPS", Fraction(10**15)), ("TFLOPS", Fraction(10**12)),
                                      ("GFLOPS", Fraction(10**9)), ("FLOPS", Fraction(1))],
    make_dims({"FLOP": 1}): [("EFLOP", Fraction(10**18)), ("PFLOP", Fraction(10**15)),
                             ("TFLOP", Fraction(10**12)), ("FLOP", Fraction(1))],
    make_dims({"s": 1}): [("days", Fraction(_DAY)), ("h", Fraction(_HOUR)), ("min", Fraction(60)),
                          ("s", Fraction(1)), ("ms", Fraction(1, 1000)), ("µs", Fraction(1, 10**6)),
                          ("ns", Fraction(1, 10**9))],
    make_dims({"TOKEN": 1, "s": -1}): [("tokens/s", Fraction(1))],
}


def _fmt_number(x: Fraction) -> str:
    """Exact decimal when short (so "2.49" stays "2.49"), else 6 significant digits."""
    if x.denominator == 1:
        return str(x.numerator)
    d = x.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    if d == 1:
        exact = format(Decimal(x.numerator) / Decimal(x.denominator), "f").rstrip("0").rstrip(".")
        if len(exact.replace("-", "").replace(".", "").lstrip("0")) <= 8:
            return exact
    return f"{float(x):.6g}"


_BASE_SPELLINGS = {"B", "B/s", "s", "FLOPS", "FLOP/s", "FLOP"}
"""Computed quantities carry base units; they are shown in a unit chosen for their size instead."""


def format_quantity(q: Quantity, unit: str | None = None) -> str:
    """Show a quantity in ``unit``, its written unit, or a readable one chosen for its size."""
    if unit is None and q.unit and q.unit not in _BASE_SPELLINGS:
        try:
            return f"{_fmt_number(q.to(q.unit))} {q.unit}".replace(" %", "%")
        except UnitError:
            pass
    if unit is not None:
        return f"{_fmt_number(q.to(unit))} {unit}".replace(" %", "%")
    if not q.dims:
        return _fmt_number(q.magnitude)
    for name, factor in _DISPLAY.get(q.dims, []):
        if abs(q.magnitude) >= factor:
            return f"{_fmt_number(q.magnitude / factor)} {name}"
    return f"{_fmt_number(q.magnitude)} {dimension_name(q.dims)}"


def percent(value: Quantity) -> str:
    return f"{_fmt_number(value.magnitude * 100)}%"


def total(quantities: Iterable[Quantity]) -> Quantity | None:
    items = list(quantities)
    if not items:
        return None
    result = items[0]
    for q in items[1:]:
        result = result + q
    return result
