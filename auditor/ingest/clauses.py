"""Contract clauses (DOMAIN.md's canonical ids) found in text: state, values and deciding sentence.

Patterns live in grammars/clauses.yaml (compiled in clause_rules.py) so a reviewer can read and
extend them without Python. The code does what data cannot: masking the containers and splitting
sentences with their offsets (clause_text.py), value extraction (clause_values.py: every
availability level with what it applies to, credit tiers in the notations real SLAs use, caps, sole
remedy, claim windows, durations written as "thirty (30) days" or "六十（60）个自然日", acceptance
figures), and here the reading: the exclusions-list context, a label or an introducing line
carrying its clause to the items after it, and the choice of the strongest statement per clause:
committed beats hedged beats referenced beats disclaimed beats silence.

``detect_clauses`` works on plain strings too, so a YAML offer's ``contract_text`` can use it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

from auditor.ingest.clause_rules import ALL_CLAUSE_IDS, SLA_TERMS, _Pattern, _rules
from auditor.ingest.clause_text import _HEADING, _clean, _pieces, _sentences, mask_markup
from auditor.ingest.clause_values import _PCT, _ROW_FLOOR, _bands, _pct, _value, parse_tiers
from auditor.ingest.document import NormText, normalise_text
from auditor.ingest.numbers import digits_in_place
from auditor.model.offer import AvailabilityLevel, Clause, CreditTier, Offer


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


# ---------------------------------------------------------------- detection

_RANK = {"committed": 4, "hedged": 3, "referenced": 2, "disclaimed": 1, "mentioned": 0}
_AUX = {"sole_remedy", "cap", "claim_window"}
"""Compensation terms a sentence may state without the credits themselves."""
_STATUS = {"committed": "present", "hedged": "hedged", "referenced": "referenced", "disclaimed": "absent"}
_SCREENSHOT = re.compile(r"截图|截屏|screenshots?|screen captures?", re.IGNORECASE)
"""Screenshots handed over show a test's output; nobody accepts against them."""
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

    @cached_property
    def hedges(self) -> list[re.Match[str]]:
        """Every hedge of the sentence, in rule order: each clause it may state asks for them."""
        return [m for rx in _rules().hedges for m in rx.finditer(self.text)]

    @cached_property
    def negations(self) -> list[re.Match[str]]:
        """Every disclaimer of the sentence, in rule order."""
        return [m for rx in _rules().negations for m in rx.finditer(self.text)]


def _first_match(rxs: Sequence[re.Pattern[str]], text: str) -> re.Match[str] | None:
    for rx in rxs:
        m = rx.search(text)
        if m:
            return m
    return None


def _first(rxs: Sequence[re.Pattern[str]], text: str) -> str | None:
    m = _first_match(rxs, text)
    return m.group(0) if m else None


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


_OPEN_WORD = re.compile(r"\b(?:the|a|an|of|to|and|or|for|with|within|by|in|on|at|is|are|be|than|that|per|from|after"
                        r"|under|least|no|not)$", re.I)


def _continues(previous: str, words: str) -> bool:
    """Whether ``words`` go on with the sentence the previous block left open (a line that ends
    on "the" or "of" goes on, whatever the next one starts with)."""
    list_item = _rules().list_item
    return bool(_OPEN_END.search(previous)) and not list_item.match(words) and (
        bool(_CONTINUATION.match(words)) or previous.endswith(("：", ":", "、", ",", "，"))
        or bool(_OPEN_WORD.search(previous)) or (bool(list_item.match(previous)) and _width(previous) >= _WRAPPED_ITEM))


_WRAPPED_ITEM = 70
"""A list item this wide (a CJK character counts two) that runs on without a stop was wrapped: the line after it, no
item of its own, is its end ("- Acceptance: … reach 90% of the reference" / "Llama 3 8B LoRA throughput of …")."""
_WIDE = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")


def _width(text: str) -> int:
    return len(text) + len(_WIDE.findall(text))


def _excluded_kinds(text: str) -> list[str]:
    return [name for name, rx in _rules().exclusion_kinds.items() if rx.search(text)]


def detect_clauses(blocks: Sequence[str | NormText]) -> dict[str, ClauseHit]:
    """Every clause id (canonical and extra) → its strongest statement in ``blocks``, or state absent.

    ``blocks`` are paragraphs or table rows (plain strings are normalised first); spans index
    into the normalised block text, which a ``NormText`` maps back to the original characters.
    """
    rules = _rules()
    # traditional characters folded one for one: offsets into the block stay, evidence quotes the printed words
    originals = [(b.text if isinstance(b, NormText) else normalise_text(b).text).translate(rules.traditional)
                 for b in blocks]
    texts = [digits_in_place(mask_markup(t)) for t in originals]
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
        if sentence_excludes and _opens_exclusions(sentence, rules.exclusion_context):
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
        words = rules.names.sub(_blank, sentence)  # product and party names say nothing of a clause
        cell = _row_label(sentence)
        for cid, pattern in rules.clauses.items():
            # a row's first cell governs the clause it names ("Acceptance | …" under "Term | Provision"); the header
            # or title above governs the rest ("训练节点 | 99.7%" under "产品 | 可用性")
            governing = cell if cell is not None and _names_clause(pattern, cell) else lead.label if lead else None
            hit = _statement(cid, pattern, unit, words, in_exclusions, sentence_excludes, governing)
            if hit is not None:
                found[cid].append(hit)
        if in_exclusions and not exclusions_open and not sentence.rstrip().endswith(_ITEM_ENDS):
            in_exclusions = False  # "…; (e) Customer-caused issues." ends an inline list
    hits = {cid: _choose(cid, found[cid], tiers) for cid in ALL_CLAUSE_IDS}
    _attach_exclusions(hits, exclusion_kinds)
    return hits


def _opens_exclusions(sentence: str, exclusion: re.Pattern[str]) -> bool:
    """Whether an excluding sentence opens a list of exclusions: it says what follows ("the following", "以下情形"),
    or its last phrase excludes and ends in a colon ("不计入不可用时间："). Not a spec line's bracket that excludes
    before another label opens the notes ("存储网络 25GbE（不计入计算网络） ---- 备注（商务条款）：")."""
    if re.search(r"following|以下|not include|不包括|不包含", sentence):
        return True
    if not re.search(r"[:：]\s*$", sentence):
        return False
    return bool(exclusion.search(_PHRASE_BREAK.split(sentence.rstrip())[-1]))


_PHRASE_BREAK = re.compile(r"-{3,}|={3,}|[。;；]|(?<=[)）])\s+")
"""Where one phrase of a line ends and the next begins: a rule of dashes, a full stop, a bracket closed before a
space."""


@dataclass(frozen=True)
class _Lead:
    """A clause label ("3. 验收:", "Acceptance criteria:") and the sentences it governs: the rest of
    its paragraph, and when it only introduces ("验收项目:" alone) the list items after it."""

    label: str
    unit: _Unit
    introduces: bool
    title: bool = False
    """A title line ("A. Availability 可用性"): it names the clause of the table right below it."""
    numbered: bool = False
    """The label of a numbered term ("T6 Acceptance.", "(4) 可用性："): the next numbered term of the paragraph is
    its sibling and replaces it ("T7 Exit." is no part of acceptance)."""
    heading: bool = False
    """An article heading alone on its line ("Article 6 (Acceptance inspection)", "第六条（验收）"): it names the
    clause of the paragraph right below it."""


_TITLE = re.compile(r"^(?:[A-Z]?\d+(?:\.\d+)*\.?\s+|[A-Z][.)]\s+)?[^\d.。;；:：,，!?%|()（）《》“”\x22]{2,40}$")
"""A short line of words, at most a section number before them, with no sentence end: a title."""
_LABEL = re.compile(r"^(?P<label>[^\d:.;|%<>=()]{2,24}?)\s*:\s*(?P<rest>.*)$", re.DOTALL)
_SECTION_NO = re.compile(r"^(?:[A-Z]?\d+(?:\.\d+)*\.?\s+)")


_ARTICLE = re.compile(r"^\s*(?:第[一二三四五六七八九十百零〇\d]+条|(?:Article|Section|Clause)\s+\d+(?:\.\d+)*[.:]?)"
                      r"\s*(?P<label>[^\s\d:：,，。;；/|()（）]{2,16})\s")
"""An article heading run into its body ("第四条 验收 / Article 4 Acceptance 交付后 24 小时内…"): the
words after the article number name the clause of the paragraph."""


_ARTICLE_HEADING = re.compile(r"^\s*(?:第[一二三四五六七八九十百零〇\d]+条"
                              r"|(?:Article|Section|Clause)\s+\d+(?:\.\d+)*[.:]?)\s*[-–]?\s*[(（]?\s*(?P<label>[^\d:：,，。;；|()（）]{2,40}?)\s*[)）]?\s*[.:：]?\s*$")
"""An article heading that is a line of its own ("Article 6 (Acceptance inspection)", "Section 5 - Acceptance
testing", "第六条（验收）"): its words name the clause of the paragraph below."""


_RUN_IN = re.compile(r"^\s*(?:[一二三四五六七八九十]+、\s*)?(?P<label>[^\d:：.。;；,，|%<>=()（）]{2,24}?)\s*[.。]$")
"""A numbered item's run-in title ("6. Acceptance. Within 24 hours …", "六、验收。交付后 …"): the title is a sentence of
its own, the rest of the paragraph states its clause."""


_ROW_LABEL = re.compile(r"\s*(?:[A-Z]{0,4}-?\d{1,3}(?:\.\d{1,2})*\s*\|\s*)?"
                        r"(?P<label>[^\d:：.。;；|%<>=()（）?？]{2,24}?)\s*[?？]?\s*\|\s*\S.*\d", re.DOTALL)
"""A table row whose first cell is a few words and whose next cells hold figures ("Acceptance | Within 5 business
days: …450 GB/s"): the first cell names what the row states, as a label does; a question's number may come first
("CQ-08 | Acceptance? | Within 48 h …")."""


def _row_label(sentence: str) -> str | None:
    """The label a term sheet's row opens with, or None (a header row, a row of figures, a long first cell)."""
    m = _ROW_LABEL.match(sentence)
    if m is None or len(m.group("label").split()) > 4:
        return None
    return m.group("label").strip(" *_")


def _numbered(sentence: str) -> bool:
    """Whether a sentence opens with a term's number ("T6 ", "(4)", "3.6", "第四条", "Article 4")."""
    return bool(_rules().list_item.match(sentence) or _SECTION_NO.match(sentence) or _ARTICLE.match(sentence)
                or _ARTICLE_HEADING.match(sentence))


_ASKED = re.compile(r"\s*(?:[A-Z]{1,4}-?\d{1,3}\s+|Q\d*[:：.]?\s*|问[:：]?\s*)?(?P<label>[^?？:：|]{2,24}?)\s*[?？]\s*")
"""A short question that heads its answer ("Acceptance?", "CQ-07 Availability / credits?", "验收？")."""
_ASKING = re.compile(r"[吗呢么]|是否|能否|可否|有没有|是不是|多少|怎么|如何|什么|哪"
                     r"|^(?:is|are|do|does|did|can|could|will|would|shall|should|what|which|how|who|when|where|why)\b",
                     re.IGNORECASE)
"""A question that asks (a yes/no or wh- question: "我拿到的是整卡吗？", "Is the rate per GPU?"), not a topic: its
answer may say the opposite of its words, so it labels nothing."""


def _label(sentence: str) -> tuple[str, bool] | None:
    """The label a sentence opens with ("4. 数据删除:" → 数据删除) and whether nothing follows it."""
    rules = _rules()
    item = rules.list_item.match(sentence)
    text = sentence[item.end():] if item else sentence
    if (heading := _ARTICLE_HEADING.match(text)) is not None:
        return heading.group("label"), True
    if (article := _ARTICLE.match(text)) is not None:
        return article.group("label"), False
    numbered = _SECTION_NO.match(text)
    text = text[numbered.end():] if numbered else text
    run_in = _RUN_IN.match(text)
    if run_in is not None and (item or numbered or re.match(r"\s*[一二三四五六七八九十]+、", text)) \
            and len(run_in.group("label").split()) <= 4:
        return run_in.group("label").strip(" *_"), False  # "- 6.4 Availability." over "99.9% per node …"
    m = _LABEL.match(text)
    if m is None and (asked := _ASKED.fullmatch(text)) is not None and len(asked.group("label").split()) <= 4 \
            and not _ASKING.search(asked.group("label")):
        return asked.group("label"), True  # "CQ-08 Acceptance? Within 48 h of handover: …": the answer's label
    if m is None or len(m.group("label").split()) > 4:
        return None
    return m.group("label").strip(" *_"), not m.group("rest").strip()  # "6. *Acceptance:* within 48 hours; …"


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
            _rules().list_item.match(unit.text) or (row and " | " in lead.label))) and not (
            lead.heading and unit.block == lead.unit.block + 1):
        lead = None  # a label ends with its paragraph, an introduction with its list or table, a heading with the
        # paragraph below it
    own = _label(unit.text)
    numbered = own is not None and _numbered(unit.text)
    if own is not None and numbered and lead is not None and ((lead.numbered and not new_block) or lead.heading):
        return _Lead(own[0], unit, own[1], numbered=True)  # "… T5 Credits. … T6 Acceptance.": the next term; a
        # numbered term under a heading ("Section 4 - commitments" over "5. Service credits. …") names its own
    if own is None and unit.text.rstrip().endswith((":", "：")):
        own = (unit.text, True)
    elif own is None and header and (lead is None or not lead.introduces):
        own = (unit.text, True)  # a header row names its columns for the rows below
    elif own is None and lead is None and new_block and not row and _TITLE.match(unit.text):
        return _Lead(unit.text, unit, False, title=True)  # governs nothing but a table right below it
    if own is None:
        return lead
    heading = _ARTICLE_HEADING.match(unit.text) is not None
    if heading:
        return _Lead(own[0], unit, False, numbered=True, heading=True)  # it governs the paragraph below, no list
    if lead is None or (not lead.introduces and lead.unit.text.rstrip().endswith(_SENTENCE_STOPS)
                        and any(_names_clause(p, own[0]) for p in _rules().clauses.values())):
        # "Availability: 99.95% per month. Credits: … Acceptance: …": a run of labelled terms, each label names
        # its own clause; a sub-label that names none ("检测内容:") keeps the label above it
        return _Lead(own[0], unit, own[1], numbered=numbered)
    label = f"{lead.label} {own[0]}"
    return _Lead(label if own[1] else lead.label, unit, own[1] or lead.introduces, numbered=numbered) if new_block \
        else _Lead(label, unit, own[1], numbered=numbered)


_SENTENCE_STOPS = (".", "。", "!", "！", "?", "？")


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
    return bool(pattern.match.search(_phrase(words, negation)))


def _own_hedge(pattern: _Pattern, words: str, hedges: list[re.Match[str]], lead: str | None) -> str | None:
    """The first hedge of the sentence that may speak of this clause: one in the clause's own phrase, or one whose
    phrase names no clause ("乙方尽力保障，可用性达到 99.9%"). A hedge in a phrase about another clause is that clause's
    ("提供整机独占的 GPU 服务器，服务可用性尽力保障": availability is hedged, the dedicated machine is not)."""
    clauses = _rules().clauses.values()
    for m in hedges:
        if _in_scope(pattern, words, m, lead):
            return m.group(0)
        for phrase in _phrases_back(words, m):  # "服务可用性尽力保障，力争达到 99.5%": the topic goes on
            if pattern.match.search(phrase):
                return m.group(0)
            if any(other.match.search(phrase) for other in clauses if other is not pattern):
                break
        else:
            return m.group(0)
    return None


def _phrase(words: str, cue: re.Match[str]) -> str:
    """The phrase holding ``cue``: Chinese phrases end at commas, an English sentence is one phrase."""
    return _phrases_back(words, cue)[0]


def _phrases_back(words: str, cue: re.Match[str]) -> list[str]:
    """The phrase holding ``cue``, then each phrase before it back to the sentence start."""
    bounds = [0, *(m.end() for m in _PHRASE_END.finditer(words)), len(words)]
    starts = [b for b in bounds if b <= cue.start()]
    end = min(b for b in bounds if b >= cue.end())
    out = [words[starts[-1]:end]]
    out.extend(words[a:b] for a, b in zip(reversed(starts[:-1]), reversed(starts[1:]), strict=True))
    return out


def _names_at(pattern: _Pattern, words: str, cue: re.Match[str]) -> bool:
    """Whether a hedge or disclaimer names the clause itself: its word inside the cue, right after it or after the
    words joined to it ("不承诺赔偿", "no … service credits are offered", "no formal SLA or service credits"), not
    further along the phrase."""
    joined = _JOINED.match(words, cue.end())
    reach = (joined.end() if joined else cue.end()) + 2  # "不承诺赔偿", not "不承诺具体的可用性指标"
    return any(m.start() <= reach for m in pattern.match.finditer(words, cue.start(), min(len(words), reach + 30)))


_JOINED = re.compile(r"\s*,?\s*(?:or|and|nor|或|和|与|及|、)\s*(?:[\w-]+\s+){0,2}", re.IGNORECASE)


_PHRASE_END = re.compile(r"(?<=[\u3400-\u9fff])\s*,|,(?=\s*[\u3400-\u9fff])|、")


_STEP = re.compile(r"(?:≥|>=|不低于|at least)\s*\d+(?:\.\d+)?\s*%\s*[:：]\s*\d+(?:\.\d+)?\s*%", re.IGNORECASE)
"""A step of a credit staircase: the availability it starts at, then the credit ("≥99%：5%；≥95%：10%")."""


_ITEM_ENDS = (";", "；", ":", "：", ",", "，", "、")


def _bracketed(sentence: str, cue: re.Match[str]) -> bool:
    """Whether a cue stands inside brackets the sentence opens before it and closes after it."""
    opened = max(sentence.rfind("(", 0, cue.start()), sentence.rfind("（", 0, cue.start()))
    closed = max(sentence.rfind(")", 0, cue.start()), sentence.rfind("）", 0, cue.start()))
    return opened > closed and re.search(r"[)）]", sentence[cue.end():]) is not None


def _blank(m: re.Match[str]) -> str:
    return " " * len(m.group(0))


def _statement(cid: str, pattern: _Pattern, unit: _Unit, words: str, in_exclusions: bool, sentence_excludes: bool,
               lead: str | None = None) -> _Found | None:
    """What one sentence says about clause ``cid``, or None when it says nothing about it.

    ``words`` is the sentence with product and party names blanked, offsets kept (made once per
    sentence for all clauses). ``lead`` is the label of the paragraph or list the sentence belongs
    to: "验收项目:" carries acceptance to "单机 all_reduce 总线带宽不低于 160GB/s" after it.
    """
    rules = _rules()
    sentence = unit.text
    if sentence.rstrip().endswith(("?", "？")):
        return None  # a question ("Q2: 我拿到的是整卡吗?", "有合同和 SLA 吗?") states no term
    if not (pattern.match.search(words) or (lead and _names_clause(pattern, lead))) or any(
            rx.search(words) for rx in pattern.exclude):
        return None
    if in_exclusions and cid not in ("exclusions", "liability"):
        return None
    if sentence_excludes and cid in ("data-deletion", "storage"):
        return None
    carried = lead is not None and not pattern.match.search(words)
    if carried and cid == "availability" and (_bands(sentence) or _STEP.search(sentence)):
        return None  # a row of a credit table under "… as follows:", a step "≥99%：5%": its bands are no commitment
    values = _value(pattern.value, sentence, unit.subject)
    if cid == "acceptance" and values.get("figures") and not any(re.search(r"\d", f) for f in values["figures"]):
        values = {k: v for k, v in values.items() if k != "figures"}  # "提供 NCCL 测试截图": a test, no threshold
    # "we do our best, but no formal SLA": a hedge, quoted; a bound on an exclusion ("维护每月不超过 4 小时") narrows it
    # and hedges nothing
    hedge = None if cid == "exclusions" else _own_hedge(pattern, words, unit.hedges, lead)
    negation = next((m for m in unit.negations if _in_scope(pattern, words, m, lead)), None)
    if negation and _bracketed(sentence, negation) and any(k in values for k in _NEEDS_VALUE.get(cid, ())):
        negation = None  # "每低 0.1% 补偿 5%（本期可用率 100%，无补偿）": this period's outcome, not the term
    if hedge and negation:  # which of the two speaks of this clause: "尽力而为保障稳定运行,但不提供赔偿"
        # hedges availability and disclaims compensation; one English sentence is one phrase
        hedges = unit.hedges
        ours = any(_in_scope(pattern, words, m, lead) for m in hedges)
        if ours and not any(k in values for k in _NEEDS_VALUE.get(cid, ())) and _names_at(pattern, words, negation) \
                and not any(_names_at(pattern, words, m) for m in hedges):
            ours = False  # "可用性尽力保障,不承诺赔偿", "best effort …, but no … service credits are offered"; a level
            # the sentence states stays hedged ("we aim for 99.5% uptime …, but do not offer a formal SLA")
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
    elif need and not any(k in values for k in need) and not (
            cid == "acceptance" and not rules.self_test.search(sentence) and not _SCREENSHOT.search(sentence)
            and "deemed" not in values and ("duration" in values or rules.named_test.search(sentence))):
        if cid != "acceptance":
            return None  # mentioned, not stated: a heading, "we guarantee availability"
        state, hedge = "hedged", "no figure stated"  # "验收合格后起租", "deemed accepted on handover": nothing tested
    # an acceptance with its window or its tests but no threshold ("7-day acceptance period with HPL and nccl-tests",
    # "交付后 5 个工作日内按测试方案验收") is a commitment; the rule sla.acceptance-no-figure asks for the figures
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
        # NVLink alone is half the commitment: enough for one server (settled once the node count is known,
        # ingest.single_server_interconnect), so the link it names is kept with its sentence
        links = _links_named(hits)
        return ClauseHit(Clause(status="absent", state="absent", links=links, text=best.text if links else None),
                         spans if links else [])
    clause = Clause(status=_STATUS[state], state=state, text=best.text, hedge=best.hedge,  # type: ignore[arg-type]
                    reference=best.reference, percent=values.get("percent"), duration=values.get("duration"),
                    figures=values.get("figures", []), tiers=values.get("tiers", []),
                    levels=values.get("levels", []), credit_form=values.get("credit_form"),
                    credit_multiple=values.get("credit_multiple"), cap=values.get("cap"),
                    sole_remedy=values.get("sole_remedy"), claim_window=values.get("claim_window"),
                    deemed=values.get("deemed"))
    return ClauseHit(clause, spans)


def _links_named(hits: list[_Found]) -> list[str]:
    """The parts of the interconnect ("intra", "inter") the committed sentences name."""
    rules = _rules()
    said = rules.link_denial.sub(" ", " ".join(h.text for h in hits if h.state == "committed"
                                               and not rules.option.search(h.text)))
    return [part for part, rx in rules.interconnect_parts.items() if rx.search(said)]


def _both_links(hits: list[_Found]) -> bool:
    """Whether the committed sentences name the link inside a node and the fabric between nodes
    (a link they say is not there, or offer only as an option, is not named); a sentence that commits to the
    links "as listed" adopts the listing's, both parts."""
    rules = _rules()
    said = " ".join(h.text for h in hits if h.state == "committed" and not rules.option.search(h.text))
    return bool(rules.as_listed.search(said)) or len(_links_named(hits)) == len(rules.interconnect_parts)


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
