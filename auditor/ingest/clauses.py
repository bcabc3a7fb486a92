"""Contract clauses (DOMAIN.md's canonical ids) found in text, with value and hedge status.

Patterns live in grammars/clauses.yaml so a reviewer can read and extend them without Python.
This module does what data cannot: sentence splitting, the exclusions-list context, value
extraction (availability %, credit tiers in the notations real SLAs use, durations written as
"thirty (30) days" or "六十（60）个自然日", acceptance figures) and the choice of the strongest
statement per clause (a commitment beats a hedge beats silence).

``detect_clauses`` works on plain strings too, so a YAML offer's ``contract_text`` can use it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from typing import Any

import yaml

from auditor.ingest.document import NormText, normalise_text
from auditor.model.offer import CLAUSE_IDS, EXTRA_CLAUSE_IDS, Clause, CreditTier
from auditor.resources import data_dir
from auditor.units import Quantity, UnitError, parse_quantity

ALL_CLAUSE_IDS: tuple[str, ...] = CLAUSE_IDS + EXTRA_CLAUSE_IDS


@dataclass(frozen=True)
class TextSpan:
    """Characters [start, end) of block ``block`` (an index into the blocks given)."""

    block: int
    start: int
    end: int
    text: str


@dataclass
class ClauseHit:
    """A clause as detected, with the spans that state it (the decisive sentence first)."""

    clause: Clause
    spans: list[TextSpan] = field(default_factory=list)


@dataclass(frozen=True)
class _Pattern:
    match: re.Pattern[str]
    commit: re.Pattern[str] | None
    exclude: tuple[re.Pattern[str], ...]
    value: str | None


@dataclass(frozen=True)
class _Rules:
    hedges: tuple[re.Pattern[str], ...]
    negations: tuple[re.Pattern[str], ...]
    exclusion_context: re.Pattern[str]
    list_item: re.Pattern[str]
    clauses: dict[str, _Pattern]
    contract_marker: re.Pattern[str]
    contract_min_hits: int


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


@cache
def _rules() -> _Rules:
    with (data_dir("grammars") / "clauses.yaml").open(encoding="utf-8") as fh:
        data: dict[str, Any] = yaml.safe_load(fh)
    clauses = {
        cid: _Pattern(_rx(spec["match"]), _rx(spec["commit"]) if spec.get("commit") else None,
                      tuple(_rx(p) for p in spec.get("exclude", [])), spec.get("value"))
        for cid, spec in data["clauses"].items()
    }
    missing = set(ALL_CLAUSE_IDS) - set(clauses)
    if missing:
        raise RuntimeError(f"grammars/clauses.yaml lacks clause ids {sorted(missing)}")
    return _Rules(
        tuple(_rx(p) for p in data["hedges"]), tuple(_rx(p) for p in data["negations"]),
        _rx(data["exclusion_context"]), _rx(data["list_item"]), clauses,
        _rx(data["contract_markers"]["pattern"]), int(data["contract_markers"]["min_hits"]),
    )


def looks_like_contract(blocks: Sequence[str | NormText]) -> bool:
    """Enough contract vocabulary (articles, parties, "shall", SLA) to read clauses at all."""
    rules = _rules()
    hits = 0
    for block in blocks:
        hits += len(rules.contract_marker.findall(str(block)))
        if hits >= rules.contract_min_hits:
            return True
    return False


# ---------------------------------------------------------------- sentences

_SPLIT = re.compile(r"(?<=[。;；!?！？])\s*|(?<=[.])\s+(?=[A-Z(\"“\d])")


def _sentences(text: str) -> list[tuple[int, int]]:
    """Sentence spans of a block; a table row (cells joined by " | ") is one sentence."""
    if " | " in text:
        return [(0, len(text))]
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _SPLIT.finditer(text):
        if m.start() > start:
            spans.append((start, m.start()))
        start = m.end()
    if start < len(text):
        spans.append((start, len(text)))
    return [(a, b) for a, b in spans if text[a:b].strip()]


# ---------------------------------------------------------------- values

_PCT = re.compile(r"(\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)")
_WORD_NUM = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "fourteen": 14, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "forty-five": 45,
    "sixty": 60, "ninety": 90, "seventy-two": 72, "forty-eight": 48, "twenty-four": 24,
}
_ZH_NUM = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_UNIT = (r"(?:calendar\s+|business\s+|working\s+)?(days?|hours?|hrs?|h\b|minutes?|weeks?|months?)"
         r"|个?(自然日|工作日|日历日|日|天|小时|分钟|周|个月|月)")
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


_LOWER = r"(?:≥|>=|等于或高于|高于或等于|不低于|at least|no less than|not less than|greater than or equal to)"
_UPPER = r"(?:<|低于|小于|less than|below|under)"
_P = r"(\d+(?:\.\d+)?)\s*%"
_AND = r"\s*(?:但|且|,|，|and)?\s*"
_TIER_FORMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(_UPPER + r"\s*" + _P + _AND + _LOWER + r"\s*" + _P, re.I), "upper-lower"),
    (re.compile(_LOWER + r"\s*" + _P + _AND + _UPPER + r"\s*" + _P, re.I), "lower-upper"),
    (re.compile(r"from\s+" + _P + r"\s*to\s*" + _P, re.I), "range"),
    (re.compile(_P + r"\s*(?:-|~|to|至|–)\s*" + _P, re.I), "range"),
    (re.compile(_UPPER + r"\s*" + _P, re.I), "upper"),
)


_ROW_FLOOR = re.compile(r"(?:>=|≥|不低于|at least)\s*(9\d(?:\.\d+)?)\s*%")


def parse_tier(text: str) -> CreditTier | None:
    """One credit tier: an availability band and the credit after it, in any notation real SLAs use."""
    for rx, form in _TIER_FORMS:
        m = rx.search(text)
        if not m:
            continue
        if form == "upper":
            below, at_least = Fraction(m.group(1)), None
        else:
            a, b = Fraction(m.group(1)), Fraction(m.group(2))
            if form == "lower-upper":
                a, b = b, a
            below, at_least = max(a, b), min(a, b)
        if below < 50 and (at_least is None or at_least < 50):
            continue  # a range of credits, not of availability
        credits = [v for _, v in _percents(text[m.end():])]
        if not credits:
            return None
        tier_at_least = _pct(at_least) if at_least is not None else None
        return CreditTier(below=_pct(below), at_least=tier_at_least, credit=_pct(credits[0]))
    return None


_FIGURE = re.compile(
    r"[^,;，；。|]{0,16}?(?:tokens?/s|MFU|扩展效率|scaling efficiency|all[\s-]?reduce|nccl|busbw|fio|iperf3?|"
    r"\d+\s*(?:GB/s|Gb/s|Gbps)|吞吐|throughput|带宽|bandwidth)[^,;，；。|]{0,24}",
    re.IGNORECASE,
)


def _figures(text: str) -> list[str]:
    return [m.group(0).strip(" :：") for m in _FIGURE.finditer(text)]


# ---------------------------------------------------------------- detection


@dataclass
class _Found:
    status: str
    block: int
    start: int
    end: int
    text: str
    hedge: str | None
    values: dict[str, Any]


def _hedge(text: str) -> str | None:
    rules = _rules()
    for rx in (*rules.negations, *rules.hedges):
        m = rx.search(text)
        if m:
            return m.group(0)
    return None


def _value(kind: str | None, text: str, cid: str) -> dict[str, Any]:
    if kind == "percent":
        pcts = [v for _, v in _percents(text) if 90 <= v < 100]
        return {"percent": _pct(pcts[0])} if pcts else {}
    if kind == "credit":
        out: dict[str, Any] = {}
        tier = parse_tier(text)
        if tier is not None:
            out["tiers"] = [tier]
        credits = [v for _, v in _percents(text) if v <= 100 and not 90 <= v < 100]
        if credits:
            out["percent"] = _pct(credits[0])
        return out
    if kind == "duration":
        d = parse_duration(text)
        return {"duration": d} if d is not None else {}
    if kind == "acceptance":
        out = {}
        d = parse_duration(text)
        if d is not None:
            out["duration"] = d
        figures = _figures(text)
        if figures:
            out["figures"] = figures
        return out
    return {}


_NEEDS_VALUE = {"availability": ("percent",), "compensation": ("percent", "tiers"),
                "acceptance": ("figures",)}


def detect_clauses(blocks: Sequence[str | NormText]) -> dict[str, ClauseHit]:
    """Every clause id (canonical and extra) → its strongest statement in ``blocks``, or status absent.

    ``blocks`` are paragraphs or table rows (plain strings are normalised first); spans index
    into the normalised block text, which a ``NormText`` maps back to the original characters.
    """
    rules = _rules()
    texts = [b.text if isinstance(b, NormText) else normalise_text(b).text for b in blocks]
    found: dict[str, list[_Found]] = {cid: [] for cid in ALL_CLAUSE_IDS}
    tiers: list[tuple[CreditTier, TextSpan]] = []
    in_exclusions = False
    for index, text in enumerate(texts):
        is_item = bool(rules.list_item.match(text))
        if not is_item:
            in_exclusions = False
        for start, end in _sentences(text):
            sentence = text[start:end]
            # inside an exclusions list nothing but exclusions is stated; a sentence that itself
            # excludes ("… 免责条款情形的除外") still states its clause, except a deletion it excludes
            sentence_excludes = bool(rules.exclusion_context.search(sentence))
            if rules.exclusion_context.search(sentence) and re.search(r"[:：]\s*$|following|以下", sentence):
                in_exclusions = True
            tier = parse_tier(sentence) if (" | " in sentence or _PCT.search(sentence)) else None
            floor = _ROW_FLOOR.search(sentence) if " | " in sentence and tier is None else None
            if floor:  # "Instances in Multiple Regions | >= 99.9%": an availability table row
                found["availability"].append(_Found("present", index, start, end, sentence, None,
                                                    {"percent": _pct(Fraction(floor.group(1)))}))
            if tier is not None:
                tiers.append((tier, TextSpan(index, start, end, sentence)))
                # a tier row ("99% - 99.9% | 10%") is itself a compensation statement
                found["compensation"].append(
                    _Found("present", index, start, end, sentence, None, {"tiers": [tier]}))
            for cid, pattern in rules.clauses.items():
                if not pattern.match.search(sentence):
                    continue
                if any(rx.search(sentence) for rx in pattern.exclude):
                    continue
                if in_exclusions and cid not in ("exclusions", "liability"):
                    continue
                if sentence_excludes and cid in ("data-deletion", "storage"):
                    continue
                values = _value(pattern.value, sentence, cid)
                hedge = _hedge(sentence)
                if pattern.commit is not None and not pattern.commit.search(sentence) and not values and not hedge:
                    continue
                need = _NEEDS_VALUE.get(cid)
                if hedge is None and need and not any(k in values for k in need):
                    hedge = "no figure stated"
                status = "hedged" if hedge else "present"
                found[cid].append(_Found(status, index, start, end, sentence, hedge, values))
    return {cid: _choose(cid, found[cid], tiers) for cid in ALL_CLAUSE_IDS}


def _choose(cid: str, hits: list[_Found], tiers: list[tuple[CreditTier, TextSpan]]) -> ClauseHit:
    if not hits:
        return ClauseHit(Clause(status="absent"))
    present = [h for h in hits if h.status == "present"]
    pool = present or hits
    best = next((h for h in pool if h.values), pool[0])
    values = dict(best.values)
    spans = [TextSpan(best.block, best.start, best.end, best.text)]
    for other in hits:  # a window in one sentence, the criteria in the next: one clause
        added = {k: v for k, v in other.values.items() if k not in values and k != "tiers"}
        if other is not best and added:
            values.update(added)
            spans.append(TextSpan(other.block, other.start, other.end, other.text))
    need = _NEEDS_VALUE.get(cid)
    if best.hedge == "no figure stated" and need and any(k in values for k in need):
        best = _Found("present", best.block, best.start, best.end, best.text, None, values)
    if cid == "compensation":
        rows = _dedupe_tiers(tiers)
        if rows:
            values["tiers"] = [t for t, _ in rows]
            spans.extend(s for _, s in rows if s.block != best.block or s.start != best.start)
            if best.status == "hedged" and best.hedge == "no figure stated":
                best = _Found("present", best.block, best.start, best.end, best.text, None, values)
    clause = Clause(status=best.status, text=best.text, hedge=best.hedge, percent=values.get("percent"),
                    duration=values.get("duration"), figures=values.get("figures", []),
                    tiers=values.get("tiers", []))
    return ClauseHit(clause, spans)


def _dedupe_tiers(tiers: list[tuple[CreditTier, TextSpan]]) -> list[tuple[CreditTier, TextSpan]]:
    seen: set[tuple[Any, ...]] = set()
    out = []
    for tier, span in tiers:
        key = (tier.below, tier.at_least, tier.credit)
        if key not in seen:
            seen.add(key)
            out.append((tier, span))
    return out
