"""Contract clauses (DOMAIN.md's canonical ids) found in text: state, values and deciding sentence.

Patterns live in grammars/clauses.yaml so a reviewer can read and extend them without Python.
This module does what data cannot: masking the containers (HTML tags, Markdown emphasis, links,
headings, admonitions) so that evidence is the sentence and not its markup, splitting table rows
and sentences, the exclusions-list context, value extraction (every availability level with what
it applies to, credit tiers in the notations real SLAs use, caps, sole remedy, claim windows,
durations written as "thirty (30) days" or "六十（60）个自然日", acceptance figures across a line
break) and the choice of the strongest statement per clause: committed beats hedged beats
referenced beats disclaimed beats silence.

``detect_clauses`` works on plain strings too, so a YAML offer's ``contract_text`` can use it.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from typing import Any

import yaml

from auditor.ingest.document import NormText, normalise_text
from auditor.model.offer import CLAUSE_IDS, EXTRA_CLAUSE_IDS, AvailabilityLevel, Clause, CreditTier, Offer
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
    label: re.Pattern[str] | None


@dataclass(frozen=True)
class _Rules:
    hedges: tuple[re.Pattern[str], ...]
    negations: tuple[re.Pattern[str], ...]
    exclusion_context: re.Pattern[str]
    list_item: re.Pattern[str]
    clauses: dict[str, _Pattern]
    contract_marker: re.Pattern[str]
    contract_min_hits: int
    references: re.Pattern[str]
    reference_name: re.Pattern[str]
    durability: re.Pattern[str]
    level_subject: re.Pattern[str]
    periods: dict[str, re.Pattern[str]]
    sole_remedy: re.Pattern[str]
    cap: re.Pattern[str]
    claim: re.Pattern[str]
    forms: dict[str, re.Pattern[str]]
    exclusion_kinds: dict[str, re.Pattern[str]]
    deemed: re.Pattern[str]
    markup: re.Pattern[str]
    names: re.Pattern[str]
    interconnect_parts: dict[str, re.Pattern[str]]
    link_denial: re.Pattern[str]
    option: re.Pattern[str]
    form_factor: re.Pattern[str]
    self_test: re.Pattern[str]


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


@cache
def _rules() -> _Rules:
    with (data_dir("grammars") / "clauses.yaml").open(encoding="utf-8") as fh:
        data: dict[str, Any] = yaml.safe_load(fh)
    clauses = {
        cid: _Pattern(_rx(spec["match"]), _rx(spec["commit"]) if spec.get("commit") else None,
                      tuple(_rx(p) for p in spec.get("exclude", [])), spec.get("value"),
                      _rx(spec["label"]) if spec.get("label") else None)
        for cid, spec in data["clauses"].items()
    }
    missing = set(ALL_CLAUSE_IDS) - set(clauses)
    if missing:
        raise RuntimeError(f"grammars/clauses.yaml lacks clause ids {sorted(missing)}")
    credit = data["credit"]
    return _Rules(
        tuple(_rx(p) for p in data["hedges"]), tuple(_rx(p) for p in data["negations"]),
        _rx(data["exclusion_context"]), _rx(data["list_item"]), clauses,
        _rx(data["contract_markers"]["pattern"]), int(data["contract_markers"]["min_hits"]),
        _rx(data["references"]), re.compile(data["reference_name"]), _rx(data["durability"]),
        _rx(data["level_subject"]), {k: _rx(v) for k, v in data["period"].items()},
        _rx(credit["sole_remedy"]), _rx(credit["cap"]), _rx(credit["claim"]),
        {k: _rx(v) for k, v in credit["forms"].items()},
        {k: _rx(v) for k, v in data["exclusion_kinds"].items()}, _rx(data["deemed_acceptance"]),
        re.compile(data["markup"], re.IGNORECASE | re.MULTILINE), re.compile(data["names"]),
        {k: _rx(v) for k, v in data["interconnect_parts"].items()}, _rx(data["link_denial"]),
        _rx(data["option"]), _rx(data["form_factor"]),
        _rx(data["self_test"]),
    )


SLA_TERMS: tuple[str, ...] = ("availability", "compensation", "data-deletion")
"""The terms whose statement in any document (quote, email, price list) makes it state contract terms
(a quote's "acceptance within 24 h of delivery" alone is a delivery note, not a contract)."""


def states_terms(blocks: Sequence[str | NormText], hits: dict[str, ClauseHit]) -> bool:
    """Whether a document states contract terms: a contract by its vocabulary, or any SLA term in
    any state (committed, hedged, referenced or disclaimed) — a quote's "四、服务等级承诺", an
    email's "no formal SLA". A spec sheet that states none is no contract: its clauses stay unknown."""
    return looks_like_contract(blocks) or any(hits[cid].clause.state != "absent" for cid in SLA_TERMS)


def from_facts(offer: Offer, hits: dict[str, ClauseHit]) -> dict[str, list[str]]:
    """Clauses the same document commits to by stating the facts (one source of truth).

    A text that states "eight (8) NVIDIA H100 SXM5 80GB GPUs" commits to the model and the
    memory (a model with neither its memory nor a form factor said in words is a family name);
    one that states the link inside a node and the fabric between nodes commits to the
    interconnect (so does the link inside the one node of a single-node offer); whole dedicated
    cards ("single-tenant bare metal") to ``dedicated``, unless the words are cased as a name
    ("Bare Metal Cloud", "DEDICATED GPU POOL"): a product or a title commits to nothing. A fact
    stated as an option ("NVLink-ready") commits to nothing either. Only a clause the sentences
    left absent is set (a hedge or disclaimer beside the facts stands); the result names the
    fact paths whose evidence it cites.
    """
    facts: dict[str, list[str]] = {}
    gpu, ic = offer.gpu, offer.interconnect
    said_form = any(_rules().form_factor.search(e.text or "") for e in offer.evidence.get("gpu.form_factor", [])[:1])
    if gpu.model is not None and (gpu.memory is not None or said_form):
        facts["gpu-model"] = ["gpu.model"]  # a family name alone ("H100" in a product name) is no model
    if gpu.memory is not None:
        facts["gpu-memory"] = ["gpu.memory"]
    if ic.intra_node is not None and (ic.inter_node is not None or offer.nodes == 1):
        facts["interconnect"] = ["interconnect.intra_node"] + (["interconnect.inter_node"] if ic.inter_node else [])
    if gpu.sharing == "dedicated" and not any(_name_cased(e.text) for e in offer.evidence.get("gpu.sharing", [])[:1]):
        facts["dedicated"] = ["gpu.sharing"]
    settled = {}
    for cid, paths in facts.items():
        if hits[cid].clause.state != "absent" or not all(p in offer.evidence for p in paths):
            continue
        if any(_rules().option.search(e.text or "") for p in paths for e in offer.evidence[p][:1]):
            continue  # "NVLink-ready, we can wire them": an option offered, not a commitment
        if cid == "gpu-memory" and hits["gpu-model"].clause.state == "hedged":
            continue  # "A100 80G, or an equivalent model": the memory is hedged with the model
        quoted = " ".join(dict.fromkeys(e.text or "" for p in paths for e in offer.evidence[p][:1]))
        hits[cid] = ClauseHit(Clause(status="present", state="committed", text=quoted.strip() or None))
        settled[cid] = paths
    return settled


_NAME_WORD = re.compile(r"[A-Za-z][\w-]*")


def _name_cased(text: str | None) -> bool:
    """Whether every Latin word of ``text`` is capitalised: a product name or title, not prose."""
    words = _NAME_WORD.findall(text or "")
    return bool(words) and all(w[0].isupper() for w in words)


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

_SPLIT = re.compile(r"(?<=[。;；!?！？])\s*|(?<=[.])(?<!\b[A-Z]\.)\s+(?=[A-Z(\"“\d])")
"""Sentence ends; a lone capital and its period ("A. Availability", "J. Smith") end no sentence."""
_ROW_END = re.compile(r"</tr\s*>|</p\s*>|</li\s*>|<br\s*/?>|</h\d\s*>", re.IGNORECASE)
_CELL_END = re.compile(r"</t[dh]\s*>", re.IGNORECASE)
_HEADING = re.compile(r"^\s*#{1,6}\s")


def mask_markup(text: str) -> str:
    """``text`` with every container (tags, ``**``, link targets, admonitions) blanked out.

    The result has the same length, so spans found in it index the block as given; an HTML cell
    end becomes a ``|`` so that a table row reads like any other row, and a character reference
    ("&lt;", "&ge;") its character.
    """
    def blank(m: re.Match[str]) -> str:
        piece = m.group(0)
        if _CELL_END.fullmatch(piece):
            return " " * (len(piece) - 2) + "| "
        return " " * len(piece)

    def decode(m: re.Match[str]) -> str:
        char = html.unescape(m.group(0))
        return m.group(0) if len(char) != 1 else char.ljust(len(m.group(0)))
    return _ENTITY.sub(decode, _rules().markup.sub(blank, text))


_ENTITY = re.compile(r"&(?:#\d{2,5}|#x[0-9a-fA-F]{2,4}|[A-Za-z]{2,8});")
"""An HTML character reference ("&lt; 99.0%", "&ge;"): read as its character, padded to its length."""


def _sentences(text: str, original: str | None = None) -> list[tuple[int, int]]:
    """Sentence spans of a (masked) block; a table row (cells joined by " | ") is one sentence.

    Row and paragraph ends are found in the ``original`` block (masking blanks the tags; both
    have the same length), so an HTML table written on one line still reads row by row."""
    spans: list[tuple[int, int]] = []
    unit_start = 0
    for m in [*_ROW_END.finditer(original if original is not None else text), None]:
        unit_end = m.start() if m else len(text)
        spans.extend(_unit_sentences(text, unit_start, unit_end))
        if m:
            unit_start = m.end()
    return spans


def _unit_sentences(text: str, start: int, end: int) -> list[tuple[int, int]]:
    unit = text[start:end]
    if " | " in unit or "| " in unit.strip()[:2]:
        pieces = [(0, len(unit))]
    else:
        pieces = []
        at = 0
        for m in _SPLIT.finditer(unit):
            if m.start() > at:
                pieces.append((at, m.start()))
            at = m.end()
        if at < len(unit):
            pieces.append((at, len(unit)))
    out = []
    for a, b in pieces:
        piece = unit[a:b]
        stripped = piece.strip(" |")
        if not stripped:
            continue
        a += len(piece) - len(piece.lstrip(" |"))
        b = a + len(stripped)
        out.append((start + a, start + b))
    return out


def _pieces(original: str, masked: str, start: int, end: int) -> list[tuple[int, int]]:
    """The runs of a sentence between table cells and blanked tags: what evidence may quote."""
    cuts = [m.span() for m in re.finditer(r"\s*\|\s*", masked[start:end])]
    cuts += [m.span() for m in re.finditer(r"\s{2,}", masked[start:end])
             if "<" in original[start + m.start():start + m.end()]]
    out = []
    at = 0
    for a, b in sorted(cuts):
        if a > at:
            out.append((start + at, start + a))
        at = max(at, b)
    if at < end - start:
        out.append((start + at, end))
    return out or [(start, end)]


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


# ---------------------------------------------------------------- values

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
_UPPER = r"(?<!不)(?<!no )(?<!not )(?:<|低于|小于|less than|below|under)"
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


_FIGURE = re.compile(
    r"[^,;，；。|]{0,16}?(?:tokens?/s|MFU|扩展效率|scaling efficiency|all[\s-]?reduce|nccl|busbw|fio|iperf3?|"
    r"\d+\s*(?:GB/s|Gb/s|Gbps)|吞吐|throughput|带宽|bandwidth)"
    r"(?:[^,;，；。|]{0,64}?\d+(?:\.\d+)?\s*(?:GB/s|Gb/s|Gbps|MB/s|%|tokens?/s)|[^,;，；。|]{0,24})",
    re.IGNORECASE,
)


def _figures(text: str) -> list[str]:
    return [m.group(0).strip(" :：") for m in _FIGURE.finditer(text)]


# ---------------------------------------------------------------- detection

_RANK = {"committed": 4, "hedged": 3, "referenced": 2, "disclaimed": 1, "mentioned": 0}
_AUX = {"sole_remedy", "cap", "claim_window"}
"""Compensation terms a sentence may state without the credits themselves."""
_STATUS = {"committed": "present", "hedged": "hedged", "referenced": "referenced", "disclaimed": "absent"}
_NEEDS_VALUE = {"availability": ("percent",), "compensation": ("percent", "tiers", "formula"),
                "acceptance": ("figures",)}
_MAY_REFERENCE = ("availability", "compensation", "data-deletion")


@dataclass
class _Found:
    state: str
    block: int
    spans: list[tuple[int, int, int]]
    text: str
    hedge: str | None
    values: dict[str, Any]
    reference: str | None = None
    trigger: bool = False
    """Availability read only from a credit trigger ("below 99.5%, a 10% credit"): a direct
    statement of the level, hedged or not, decides before it; a pointer does not."""


@dataclass
class _Unit:
    """One sentence or table row: where it is, its words (markup blanked) and its context."""

    block: int
    start: int
    end: int
    text: str
    pieces: list[tuple[int, int, int]]
    subject: str | None


def _first_match(rxs: Sequence[re.Pattern[str]], text: str) -> re.Match[str] | None:
    for rx in rxs:
        m = rx.search(text)
        if m:
            return m
    return None


def _first(rxs: Sequence[re.Pattern[str]], text: str) -> str | None:
    m = _first_match(rxs, text)
    return m.group(0) if m else None


_BELOW = re.compile(r"(?<!不)(?<!not )(?<!no )(?:falls? below|is below|below|less than|lower than|under|低于|少于|不足)"
                    r"\s*$", re.IGNORECASE)
"""Before a percent: a condition on a remedy ("below 99.0% in two consecutive months, Customer may terminate"),
not a committed level ("不低于 99.5%" and "not less than" are)."""


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
    form = next((name for name, rx in rules.forms.items() if rx.search(text)), None)
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
        after = [v for _, v in _percents(text[cap.end():cap.end() + 80]) if v <= 100]
        if after:
            out["cap"] = _pct(after[0])
        elif _MONTHLY_FEE.search(text[cap.end():]):
            out["cap"] = _pct(Fraction(100))
    claim = rules.claim.search(text)
    duration = parse_duration(text[claim.start():]) if claim else None
    claim_window = duration if duration is not None and duration.dimension == "duration" else None
    if claim_window is not None:
        out["claim_window"] = claim_window
    credits = [(at, v) for at, v in _percents(text) if v <= 100 and not 90 <= v < 100]
    if credits and "tiers" not in out and "cap" not in out:
        out["percent"] = _pct(credits[0][1])
    if form and "percent" not in out and "tiers" not in out:
        out.setdefault("credit_form", form)
    return out


def _value(kind: str | None, text: str, unit: _Unit) -> dict[str, Any]:
    if kind == "percent":
        tiers = parse_tiers(text)
        if tiers and " | " in text:
            return {}  # a credit table row: its bands are not commitments
        levels = _levels(text, unit.subject, conditions=bool(tiers))
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


def _units(texts: list[str], originals: list[str]) -> list[_Unit]:
    """Every sentence and row of every block, headings dropped, with the schedule it belongs to."""
    rules = _rules()
    units: list[_Unit] = []
    subject: str | None = None
    for index, (text, original) in enumerate(zip(texts, originals, strict=True)):
        for start, end in _sentences(text, original):
            words = _clean(text[start:end])
            if _HEADING.match(original) and len(words) <= 40 and not _PCT.search(words):
                continue  # a Markdown heading names a section; it commits to nothing
            found = list(rules.level_subject.finditer(words))
            if found and not _PCT.search(words):
                subject = found[-1].group(0)  # "the multi-AZ table:" — the rows after it
            pieces = [(index, a, b) for a, b in _pieces(original, text, start, end)]
            last = units[-1] if units else None
            if last is not None and last.block == index - 1 and _continues(last.text, words):
                # a sentence hard-wrapped across lines or blocks: "… reaches" / "nccl ≥ 150GB/s"
                units[-1] = _Unit(last.block, last.start, last.end, f"{last.text} {words}", last.pieces + pieces,
                                  last.subject)
                continue
            units.append(_Unit(index, start, end, words, pieces, subject))
    return units


_OPEN_END = re.compile(r"[^.。;；!?！？|)）]$")
_CONTINUATION = re.compile(
    r"^(?:[a-z(（、,，]|(?i:nccl|fio|iperf|all[_-]?reduce|MFU)\b|[≥>≤<]|\d+(?:\.\d+)?\s*(?:GB/s|Gb/s|%))")


_OPEN_WORD = re.compile(r"\b(?:the|a|an|of|to|and|or|for|with|by|in|on|at|is|are|be|than|that|per|from)$", re.I)


def _continues(previous: str, words: str) -> bool:
    """Whether ``words`` go on with the sentence the previous block left open (a line that ends
    on "the" or "of" goes on, whatever the next one starts with)."""
    return bool(_OPEN_END.search(previous)) and not _rules().list_item.match(words) and (
        bool(_CONTINUATION.match(words)) or previous.endswith(("：", ":", "、", ",", "，"))
        or bool(_OPEN_WORD.search(previous)))


def _excluded_kinds(text: str) -> list[str]:
    return [name for name, rx in _rules().exclusion_kinds.items() if rx.search(text)]


def detect_clauses(blocks: Sequence[str | NormText]) -> dict[str, ClauseHit]:
    """Every clause id (canonical and extra) → its strongest statement in ``blocks``, or state absent.

    ``blocks`` are paragraphs or table rows (plain strings are normalised first); spans index
    into the normalised block text, which a ``NormText`` maps back to the original characters.
    """
    rules = _rules()
    originals = [b.text if isinstance(b, NormText) else normalise_text(b).text for b in blocks]
    texts = [mask_markup(t) for t in originals]
    found: dict[str, list[_Found]] = {cid: [] for cid in ALL_CLAUSE_IDS}
    tiers: list[tuple[CreditTier, _Unit]] = []
    exclusion_kinds: list[str] = []
    in_exclusions = exclusions_open = False
    lead: _Lead | None = None
    units = _units(texts, originals)
    for k, unit in enumerate(units):
        sentence = unit.text
        new_block = k == 0 or units[k - 1].block != unit.block
        if new_block and (not rules.list_item.match(sentence) or not exclusions_open):
            in_exclusions = False  # a new paragraph that is no list item ends the list; so does the
            # end of the paragraph that held an inline list ("does not include: (a) …; (b) …")
        lead = _next_lead(lead, unit, new_block)
        # inside an exclusions list nothing but exclusions is stated; a sentence that itself
        # excludes ("… 免责条款情形的除外") still states its clause, except a deletion it excludes
        sentence_excludes = bool(rules.exclusion_context.search(sentence))
        if sentence_excludes and re.search(r"[:：]\s*$|following|以下|not include|不包括|不包含", sentence):
            in_exclusions = True
            last_of_block = k + 1 == len(units) or units[k + 1].block != unit.block
            exclusions_open = last_of_block or sentence.rstrip().endswith((":", "："))
        if in_exclusions or sentence_excludes:
            exclusion_kinds.extend(kind for kind in _excluded_kinds(sentence) if kind not in exclusion_kinds)
        row = " | " in sentence
        row_tiers = [] if in_exclusions else parse_tiers(sentence) if (row or _PCT.search(sentence)) else []
        floor = _ROW_FLOOR.search(sentence) if row and not row_tiers else None
        spans = unit.pieces
        if floor:  # "Instances in Multiple Regions | >= 99.9%": an availability table row
            cell = sentence.split(" | ")[0].strip()
            level = AvailabilityLevel(percent=_pct(Fraction(floor.group(1))), applies_to=cell or unit.subject)
            found["availability"].append(_Found("committed", unit.block, spans, sentence, None,
                                                {"levels": [level], "percent": level.percent}))
        for tier in row_tiers:
            tiers.append((tier.model_copy(update={"applies_to": unit.subject}), unit))
        if row_tiers:  # a tier row ("99% - 99.9% | 10%") is itself a compensation statement
            found["compensation"].append(_Found("committed", unit.block, spans, sentence, None, {"tiers": row_tiers}))
        for cid, pattern in rules.clauses.items():
            hit = _statement(cid, pattern, unit, in_exclusions, sentence_excludes, lead.label if lead else None)
            if hit is not None:
                found[cid].append(hit)
        if in_exclusions and not exclusions_open and not sentence.rstrip().endswith(_ITEM_ENDS):
            in_exclusions = False  # "…; (e) Customer-caused issues." ends an inline list
    hits = {cid: _choose(cid, found[cid], tiers) for cid in ALL_CLAUSE_IDS}
    _attach_exclusions(hits, exclusion_kinds)
    return hits


@dataclass(frozen=True)
class _Lead:
    """A clause label ("3. 验收:", "Acceptance criteria:") and the sentences it governs: the rest of
    its paragraph, and when it only introduces ("验收项目:" alone) the list items after it."""

    label: str
    unit: _Unit
    introduces: bool
    title: bool = False
    """A title line ("A. Availability 可用性"): it names the clause of the table right below it."""


_TITLE = re.compile(r"^(?:[A-Z]?\d+(?:\.\d+)*\.?\s+|[A-Z][.)]\s+)?[^\d.。;；:：,，!?%|()（）《》“”\x22]{2,40}$")
"""A short line of words, at most a section number before them, with no sentence end: a title."""
_LABEL = re.compile(r"^(?P<label>[^\d:.;|%<>=()]{2,24}?)\s*:\s*(?P<rest>.*)$", re.DOTALL)
_SECTION_NO = re.compile(r"^(?:[A-Z]?\d+(?:\.\d+)*\.?\s+)")


def _label(sentence: str) -> tuple[str, bool] | None:
    """The label a sentence opens with ("4. 数据删除:" → 数据删除) and whether nothing follows it."""
    rules = _rules()
    item = rules.list_item.match(sentence)
    text = sentence[item.end():] if item else sentence
    text = text[_SECTION_NO.match(text).end():] if _SECTION_NO.match(text) else text
    m = _LABEL.match(text)
    if m is None or len(m.group("label").split()) > 4:
        return None
    return m.group("label").strip(), not m.group("rest").strip()


def _next_lead(lead: _Lead | None, unit: _Unit, new_block: bool) -> _Lead | None:
    """The label governing ``unit``: its own, the paragraph's, or an introducing line's.

    An introducing line is a label alone ("验收项目:"), a sentence that ends with a colon ("… the
    following Monthly Uptime Percentage:") or a table's header row; it governs the list items or
    table rows after it; a title line right above a header row names the table's clause too. A
    sub-label ("检测内容:", "**Single Instance**:") keeps the label above it.
    """
    row = " | " in unit.text
    header = row and not re.search(r"\d", unit.text)
    if lead is not None and lead.title and header and lead.unit.block == unit.block - 1:
        return _Lead(f"{lead.label} {unit.text}", unit, True)  # "A. Availability" over "Scope | Commitment"
    if lead is not None and new_block and not (lead.introduces and (
            _rules().list_item.match(unit.text) or (row and " | " in lead.label))):
        lead = None  # a label ends with its paragraph, an introduction with its list or table
    own = _label(unit.text)
    if own is None and unit.text.rstrip().endswith((":", "：")):
        own = (unit.text, True)
    elif own is None and header and (lead is None or not lead.introduces):
        own = (unit.text, True)  # a header row names its columns for the rows below
    elif own is None and lead is None and new_block and not row and _TITLE.match(unit.text):
        return _Lead(unit.text, unit, False, title=True)  # governs nothing but a table right below it
    if own is None:
        return lead
    if lead is None:
        return _Lead(own[0], unit, own[1])
    label = f"{lead.label} {own[0]}"
    return _Lead(label if own[1] else lead.label, unit, own[1] or lead.introduces) if new_block else _Lead(
        label, unit, own[1])


def _names_clause(pattern: _Pattern, label: str) -> bool:
    """Whether a label ("Acceptance", "验收项目", "Service Credits") names the clause."""
    return bool(pattern.match.search(label) or (pattern.label is not None and pattern.label.search(label)))


def _in_scope(pattern: _Pattern, words: str, negation: re.Match[str], lead: str | None) -> bool:
    """Whether a disclaimer speaks of this clause: the clause word stands in the same phrase
    ("不提供 SLA 与赔偿"), not in a phrase beside it ("显存按比例分配,不保证算力"). Chinese phrases
    end at commas; an English sentence is one phrase ("uptime, latency and support are not
    guaranteed")."""
    if lead is not None and not pattern.match.search(words):
        return True  # the item speaks of its label's clause
    bounds = [0, *(m.end() for m in _PHRASE_END.finditer(words)), len(words)]
    start = max(b for b in bounds if b <= negation.start())
    end = min(b for b in bounds if b >= negation.end())
    return bool(pattern.match.search(words[start:end]))


_PHRASE_END = re.compile(r"(?<=[\u3400-\u9fff])\s*,|,(?=\s*[\u3400-\u9fff])|、")


_ITEM_ENDS = (";", "；", ":", "：", ",", "，", "、")


def _statement(cid: str, pattern: _Pattern, unit: _Unit, in_exclusions: bool, sentence_excludes: bool,
               lead: str | None = None) -> _Found | None:
    """What one sentence says about clause ``cid``, or None when it says nothing about it.

    ``lead`` is the label of the paragraph or list the sentence belongs to: "验收项目:" carries
    acceptance to "单机 all_reduce 总线带宽不低于 160GB/s" after it.
    """
    rules = _rules()
    sentence = unit.text
    words = rules.names.sub(lambda m: " " * len(m.group(0)), sentence)
    if not (pattern.match.search(words) or (lead and _names_clause(pattern, lead))) or any(
            rx.search(words) for rx in pattern.exclude):
        return None
    if in_exclusions and cid not in ("exclusions", "liability"):
        return None
    if sentence_excludes and cid in ("data-deletion", "storage"):
        return None
    carried = lead is not None and not pattern.match.search(words)
    if carried and cid == "availability" and _bands(sentence):
        return None  # a row of a credit table under "… as follows:": its bands are no commitment
    values = _value(pattern.value, sentence, unit)
    hedge = _first(rules.hedges, sentence)  # "we do our best, but no formal SLA": a hedge, quoted
    negation = next(
        (m for rx in rules.negations for m in rx.finditer(sentence) if _in_scope(pattern, words, m, lead)), None)
    if hedge and negation:  # which of the two speaks of this clause: "尽力而为保障稳定运行,但不提供赔偿"
        # hedges availability and disclaims compensation; one English sentence is one phrase
        ours = any(_in_scope(pattern, words, m, lead) for rx in rules.hedges for m in rx.finditer(sentence))
        hedge, negation = (hedge, None) if ours else (None, negation)
    disclaimer = negation.group(0) if negation else None
    reference = None
    if cid in _MAY_REFERENCE and not disclaimer and not any(k in values for k in _NEEDS_VALUE.get(cid, ("duration",))):
        ref = rules.references.search(sentence)
        if ref:
            name = rules.reference_name.search(sentence[ref.start():]) or rules.reference_name.search(sentence)
            reference = name.group(0).strip() if name else ref.group(0).strip()
    need = _NEEDS_VALUE.get(cid)
    valued = any(k in values for k in need) if need else bool(values)
    if need and not valued and not (disclaimer or hedge or reference) and _AUX.intersection(values):
        # "Credits are the sole and exclusive remedy; claim within 30 days": terms of the
        # clause stated elsewhere, kept for it but no statement of it on their own
        return _Found("mentioned", unit.block, unit.pieces, sentence, None, values)
    if pattern.commit is not None and not pattern.commit.search(sentence) and not valued and not (
            disclaimer or hedge or reference):
        return None
    if cid == "acceptance" and rules.self_test.search(sentence) and not values.keys() & {"duration", "deemed"} and (
            not any(re.search(r"\d", f) for f in values.get("figures", []))):
        return None  # "you may run your own nccl tests": no criteria, nothing accepted against
    if disclaimer:
        state = "disclaimed"
    elif hedge:
        state = "hedged"
    elif reference and need:
        state = "referenced"
    elif need and not any(k in values for k in need):
        if cid != "acceptance":
            return None  # mentioned, not stated: a heading, "we guarantee availability"
        state, hedge = "hedged", "no figure stated"
    elif reference and cid == "data-deletion" and not values:
        state = "referenced"
    else:
        state = "committed"
    trigger = cid == "availability" and bool(values) and bool(_bands(sentence))
    return _Found(state, unit.block, unit.pieces, sentence, disclaimer or hedge, values, reference, trigger)


def _choose(cid: str, hits: list[_Found], tiers: list[tuple[CreditTier, _Unit]]) -> ClauseHit:
    mentioned = [h for h in hits if h.state == "mentioned"]
    hits = [h for h in hits if h.state != "mentioned"]
    if not hits:
        return ClauseHit(Clause(status="absent", state="absent"))
    best = max(hits, key=lambda h: (_RANK[h.state] - 1.5 * h.trigger, bool(h.values)))
    values = dict(best.values)
    spans = [TextSpan(blk, a, b, best.text) for blk, a, b in best.spans]
    levels: list[AvailabilityLevel] = []
    for other in (h for h in hits if h.state in ("committed", "hedged")):
        for level in other.values.get("levels", []):
            if all(level.percent != lv.percent or level.applies_to != lv.applies_to for lv in levels):
                levels.append(level)
        for figure in other.values.get("figures", []) if other is not best and "figures" in values else []:
            if figure not in values["figures"]:
                values["figures"] = [*values["figures"], figure]  # each acceptance item its figure
        added = {k: v for k, v in other.values.items() if k not in values and k not in ("tiers", "levels")}
        if other is not best and added and _RANK[other.state] >= _RANK["hedged"]:
            values.update(added)  # a window in one sentence, the criteria in the next: one clause
            spans.extend(TextSpan(blk, a, b, other.text) for blk, a, b in other.spans)
    for other in mentioned if best.state in ("committed", "hedged", "referenced") else []:
        added = {k: v for k, v in other.values.items() if k in _AUX and k not in values}
        if added:
            values.update(added)
            spans.extend(TextSpan(blk, a, b, other.text) for blk, a, b in other.spans)
    if levels:
        values["levels"] = levels
        values.setdefault("percent", levels[0].percent)
    if cid == "compensation" and best.state in ("committed", "hedged"):
        rows = _dedupe_tiers(tiers)
        if rows:
            values["tiers"] = [t for t, _ in rows]
            seen = {(sp.block, sp.start) for sp in spans}
            spans.extend(TextSpan(blk, a, b, u.text) for _, u in rows for blk, a, b in u.pieces if (blk, a) not in seen)
    state = best.state
    if cid == "interconnect" and state == "committed" and not _both_links(hits):
        return ClauseHit(Clause(status="absent", state="absent"))  # NVLink alone is half the commitment
    clause = Clause(status=_STATUS[state], state=state, text=best.text, hedge=best.hedge,  # type: ignore[arg-type]
                    reference=best.reference, percent=values.get("percent"), duration=values.get("duration"),
                    figures=values.get("figures", []), tiers=values.get("tiers", []),
                    levels=values.get("levels", []), credit_form=values.get("credit_form"),
                    credit_multiple=values.get("credit_multiple"), cap=values.get("cap"),
                    sole_remedy=values.get("sole_remedy"), claim_window=values.get("claim_window"),
                    deemed=values.get("deemed"))
    return ClauseHit(clause, spans)


def _both_links(hits: list[_Found]) -> bool:
    """Whether the committed sentences name the link inside a node and the fabric between nodes
    (a link they say is not there, or offer only as an option, is not named)."""
    rules = _rules()
    parts = rules.interconnect_parts
    said = rules.link_denial.sub(" ", " ".join(h.text for h in hits if h.state == "committed"
                                               and not rules.option.search(h.text)))
    return all(rx.search(said) for rx in parts.values())


def _attach_exclusions(hits: dict[str, ClauseHit], kinds: list[str]) -> None:
    """What the exclusions list leaves out belongs to the availability commitment it narrows."""
    if not kinds:
        return
    for cid in ("availability", "exclusions"):
        hit = hits[cid]
        if hit.clause.state != "absent":
            hit.clause = hit.clause.model_copy(update={"exclusions": kinds})


def _dedupe_tiers(tiers: list[tuple[CreditTier, _Unit]]) -> list[tuple[CreditTier, _Unit]]:
    seen: set[tuple[Any, ...]] = set()
    out = []
    for tier, unit in tiers:
        key = (tier.below, tier.at_least, tier.credit, tier.applies_to)
        if key not in seen:
            seen.add(key)
            out.append((tier, unit))
    return out
