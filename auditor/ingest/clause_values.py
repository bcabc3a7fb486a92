"""Clause values as real SLAs write them: percents, durations ("thirty (30) days", "六十（60）个自然日"),
availability levels with what each applies to (a condition such as "below 98%" is none), credit
tiers in their notations, caps, sole remedy, claim windows, credit forms and acceptance figures.

Used by the clause reader (auditor/ingest/clauses.py) on one sentence at a time.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from auditor.ingest.clause_rules import _rules
from auditor.ingest.document import normalise_text
from auditor.model.offer import AvailabilityLevel, CreditTier
from auditor.units import Quantity, UnitError, parse_quantity

_PCT = re.compile(r"(\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)")
_WORD_NUM = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "fourteen": 14, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "forty-five": 45,
    "sixty": 60, "ninety": 90, "seventy-two": 72, "forty-eight": 48, "twenty-four": 24,
}
_ZH_NUM = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_UNIT = (r"(?:calendar\s+|business\s+|working\s+)?(days?|hours?|hrs?|h\b|minutes?|weeks?|months?)"
         r"|个?(自然日|工作日|日历日|日|天|小时|分钟|周|(?<=个)月)")  # "10 月中旬" is October, "3 个月" a term
_DURATION = re.compile(r"(\d+)\)?\s*(?:" + _UNIT + ")", re.IGNORECASE)
_WORDS = "|".join(sorted(_WORD_NUM, key=len, reverse=True))
_DURATION_WORD = re.compile(r"\b(" + _WORDS + r")\s+(?:" + _UNIT + ")",
                            re.IGNORECASE)
_DURATION_ZH = re.compile(r"([零一二两三四五六七八九十百]+)\s*(?:" + _UNIT + ")")
_ZH_UNIT = {"自然日": "天", "工作日": "天", "日历日": "天", "日": "天", "个月": "月"}


def _zh_number(text: str) -> int:
    total, current = 0, 0
    for ch in text:
        if ch == "百":
            total += (current or 1) * 100
            current = 0
        elif ch == "十":
            total += (current or 1) * 10
            current = 0
        else:
            current = _ZH_NUM.get(ch, 0)
    return total + current


def parse_duration(text: str) -> Quantity | None:
    """The first duration in ``text``: "24小时内", "thirty (30) days", "六十（60）个自然日", "七天"."""
    text = normalise_text(text).text
    found: list[tuple[int, Quantity]] = []
    readers = ((_DURATION, int), (_DURATION_WORD, lambda w: _WORD_NUM[w.lower()]), (_DURATION_ZH, _zh_number))
    for rx, conv in readers:
        m = rx.search(text)
        if m:
            unit = m.group(2) or m.group(3)
            unit = _ZH_UNIT.get(unit, unit)
            try:
                found.append((m.start(), parse_quantity(f"{conv(m.group(1))} {unit}", "duration")))
            except (UnitError, KeyError):
                continue
    return min(found, key=lambda f: f[0])[1] if found else None


def _percents(text: str) -> list[tuple[int, Fraction]]:
    return [(m.start(), Fraction(m.group(1))) for m in _PCT.finditer(text)]


def _pct(value: Fraction) -> Quantity:
    return Quantity.of(value, "%")


_LOWER = (r"(?:≥|>=|等于或高于|高于或等于|不低于|at least|no less than|not less than|greater than or equal to"
          r"|equal to or (?:greater|higher|more) than)")
_UPPER = r"(?<!不)(?<!no )(?<!not )(?:<|低于|小于|未达到|未达|达不到|不足|不到|less than|below|under|short of)"
_P = r"(\d+(?:\.\d+)?)\s*%"
_AND = r"\s*(?:但|且|,|，|and|but)?\s*"
_TIER_FORMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(_UPPER + r"\s*" + _P + _AND + _LOWER + r"\s*" + _P, re.I), "upper-lower"),
    (re.compile(_LOWER + r"\s*" + _P + _AND + _UPPER + r"\s*" + _P, re.I), "lower-upper"),
    (re.compile(r"from\s+" + _P + r"\s*to\s*" + _P, re.I), "range"),
    (re.compile(_P + r"\s*(?:-|~|to(?:\s+(?:below|less than|under))?|至(?:低于)?|–)\s*" + _P, re.I), "range"),
    (re.compile(_UPPER + r"\s*" + _P, re.I), "upper"),
)


_ROW_FLOOR = re.compile(r"(?:>=|≥|不低于|at least)\s*(9\d(?:\.\d+)?)\s*%")


def _bands(text: str) -> list[tuple[int, int, Fraction, Fraction | None]]:
    """Availability bands in ``text`` (start, end, below, at least), left to right, not overlapping."""
    found: list[tuple[int, int, Fraction, Fraction | None]] = []
    taken: list[tuple[int, int]] = []
    for rx, form in _TIER_FORMS:
        for m in rx.finditer(text):
            if any(m.start() < b and a < m.end() for a, b in taken):
                continue
            if form == "upper":
                below, at_least = Fraction(m.group(1)), None
            else:
                a, b = Fraction(m.group(1)), Fraction(m.group(2))
                below, at_least = max(a, b), min(a, b)
            if below < 50 and (at_least is None or at_least < 50):
                continue  # a range of credits, not of availability
            if below > 100:
                continue
            taken.append((m.start(), m.end()))
            found.append((m.start(), m.end(), below, at_least))
    return sorted(found)


def parse_tiers(text: str) -> list[CreditTier]:
    """Every credit tier of one sentence or row: each band with the credit written after it."""
    bands = _bands(text)
    tiers = []
    for k, (_, end, below, at_least) in enumerate(bands):
        stop = bands[k + 1][0] if k + 1 < len(bands) else len(text)
        credits = [v for _, v in _percents(text[end:stop]) if v <= 100]
        if not credits:
            continue
        tiers.append(CreditTier(below=_pct(below), at_least=_pct(at_least) if at_least is not None else None,
                                credit=_pct(credits[0])))
    return tiers


def parse_tier(text: str) -> CreditTier | None:
    """One credit tier: an availability band and the credit after it, in any notation real SLAs use."""
    tiers = parse_tiers(text)
    return tiers[0] if tiers else None


_FIGURE_WORD = (r"(?:tokens?/s|MFU|扩展效率|scaling efficiency|all[\s-]?reduce|nccl|busbw|fio|iperf3?|"
                r"\d+\s*(?:GB/s|Gb/s|Gbps)|吞吐|throughput|带宽|bandwidth)")
"""What an acceptance figure is about: a test, a metric or a rate."""
_FIGURE = re.compile(
    rf"[^,;，；。|]{{0,16}}?{_FIGURE_WORD}"
    r"(?:[^,;，；。|]{0,64}?\d+(?:\.\d+)?\s*(?:GB/s|Gb/s|Gbps|MB/s|%|tokens?/s)|[^,;，；。|]{0,24})",
    re.IGNORECASE,
)
_ANY_FIGURE_WORD = re.compile(_FIGURE_WORD, re.IGNORECASE)


def _figures(text: str) -> list[str]:
    """Each figure from the start of its first word ("read of at least 6 GB/s", not "ead of …")."""
    out: list[str] = []
    if not _ANY_FIGURE_WORD.search(text):  # the lazy lead-in tries 17 places at every character: look once first
        return out
    for m in _FIGURE.finditer(text):
        start = m.start()
        while start > 0 and text[start - 1].isascii() and text[start - 1].isalpha() and text[start].isalpha():
            start -= 1
        out.append(text[start:m.end()].strip(" :：.。"))
    return out


_BELOW = re.compile(r"(?<!不)(?<!not )(?<!no )(?:falls? below|is below|below|less than|lower than|under|short of"
                    r"|低于|少于|不足|未达到|未达|达不到)\s*$", re.IGNORECASE)
"""Before a percent: a condition on a remedy ("below 99.0% in two consecutive months, Customer may terminate"),
not a committed level ("不低于 99.5%" and "not less than" are)."""


_PHRASE = re.compile(r"[,;，；。|]|\.\s")
"""Where the phrase around a percent ends."""


def _levels(text: str, subject: str | None, conditions: bool = True) -> list[AvailabilityLevel]:
    """Committed availability levels of one sentence, each with its period and what it covers; with
    ``conditions`` false, a percent the sentence only sets as a condition ("if below 99%") is none."""
    rules = _rules()
    if rules.durability.search(text):
        return []
    period = next((name for name, rx in rules.periods.items() if rx.search(text)), None)
    out = []
    for at, value in _percents(text):
        if not 90 <= value < 100:
            continue
        before = text[max(0, at - 60):at]
        if not conditions and _BELOW.search(before[-20:]):
            continue
        phrase = _PHRASE.split(before)[-1] + _PHRASE.split(text[at:at + 60])[0]
        if rules.not_a_level.search(phrase):
            continue  # "双机扩展效率 ≥ 90%", "35% MFU": the work measured, not the service
        subjects = list(rules.level_subject.finditer(before))
        applies = subjects[-1].group(0) if subjects else subject
        out.append(AvailabilityLevel(percent=_pct(value), period=period, applies_to=applies))  # type: ignore[arg-type]
    return out


_FORMULAS = ("multiple-of-outage", "per-point", "equal-to-outage")
"""Credit forms that are an amount; a voucher or a refund named alone is only a word."""
_MONTHLY_FEE = re.compile(r"monthly (?:service )?fees?|month'?s fees?|月度服务费|当月(?:服务)?费用|月费", re.I)


def _credit_values(text: str) -> dict[str, Any]:
    rules = _rules()
    out: dict[str, Any] = {}
    tiers = parse_tiers(text)
    if tiers:
        out["tiers"] = tiers
    form_at = next(((name, m) for name, rx in rules.forms.items() if (m := rx.search(text))), None)
    form = form_at[0] if form_at else None
    not_credit: list[tuple[int, int]] = []  # "每低 0.1% …", "per 0.1% below": the step, not the credit
    if form_at and form == "per-point":
        not_credit.append(form_at[1].span())
    if form:
        out["credit_form"] = form
        if form in _FORMULAS:
            out["formula"] = True
        if form == "multiple-of-outage":
            m = re.search(r"(\d+(?:\.\d+)?|" + _WORDS + r")\s*(?:x|×|times|倍)", text, re.I)
            if m:
                word = m.group(1).lower()
                out["credit_multiple"] = float(_WORD_NUM.get(word) or word)
    if rules.sole_remedy.search(text):
        out["sole_remedy"] = True
    cap = rules.cap.search(text)
    if cap:
        after = [(at, v) for at, v in _percents(text[cap.end():cap.end() + 80]) if v <= 100]
        if after:
            out["cap"] = _pct(after[0][1])
            not_credit.append((cap.end() + after[0][0], cap.end() + after[0][0] + 1))
        elif _MONTHLY_FEE.search(text[cap.end():]):
            out["cap"] = _pct(Fraction(100))
    claim = rules.claim.search(text)
    duration = parse_duration(text[claim.start():]) if claim else None
    claim_window = duration if duration is not None and duration.dimension == "duration" else None
    if claim_window is not None:
        out["claim_window"] = claim_window
    # "10% credit … (capped at 50%)": the credit is the percent that is neither the cap nor a per-point step
    credits = [(at, v) for at, v in _percents(text) if v <= 100 and not 90 <= v < 100
               and not any(lo <= at < hi for lo, hi in not_credit)]
    if credits and "tiers" not in out:
        out["percent"] = _pct(credits[0][1])
    if form and "percent" not in out and "tiers" not in out:
        out.setdefault("credit_form", form)
    return out


def _value(kind: str | None, text: str, subject: str | None) -> dict[str, Any]:
    """The values a sentence states for a clause of value kind ``kind``; ``subject`` is what the
    sentence's paragraph is about (an availability level applies to it unless it names another)."""
    if kind == "percent":
        tiers = parse_tiers(text)
        if tiers and " | " in text and not _rules().clauses["availability"].match.search(text.split(" | ")[0]):
            return {}  # a credit table row: its bands are not commitments ("SLA | 可用性 99.9%，低于 99.9% 抵扣 10%"
            # states its level in the cell its label names)
        levels = _levels(text, subject, conditions=bool(tiers))
        if tiers:  # "below 99.5%, a 10% credit": the first band's bound is the committed level
            levels = [lv for lv in levels if lv.percent == tiers[0].below][:1]
        return {"levels": levels, "percent": levels[0].percent} if levels else {}
    if kind == "credit":
        return _credit_values(text)
    if kind == "duration":
        d = parse_duration(text)
        return {"duration": d} if d is not None else {}
    if kind == "acceptance":
        out: dict[str, Any] = {}
        d = parse_duration(text)
        if d is not None:
            out["duration"] = d
        figures = _figures(text)
        if figures:
            out["figures"] = figures
        if _rules().deemed.search(text):
            out["deemed"] = True
        return out
    return {}
