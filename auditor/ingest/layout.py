"""A document's layout → statements with context: table rows (bill of materials, key:value rows,
multi-option lists), key:value lines, sentences, footnotes, quoted replies and the letterhead.

This is where a statement learns what it belongs to: the option line of a price list and whether
another statement selected it, the row's label and quantity column, whether it is the customer's
quoted words. Reading the words is auditor/ingest/statements.py; deciding is reading.py. Tables
become statements in table_reading.py, the vendor's candidates come from vendor.py and facts
computed from resolved ones from derived.py.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from auditor.ingest.clause_text import CHAT_MESSAGE
from auditor.ingest.derived import derived
from auditor.ingest.document import Document, NormText, Span, Table, normalise_text
from auditor.ingest.numbers import spell_digits
from auditor.ingest.prices import MONEY, document_basis, document_currency
from auditor.ingest.reading import Candidate, Options, Resolved, resolve, same_value, why_lost
from auditor.ingest.spec_line import GPU_NOUN, NONE_VALUE
from auditor.ingest.statements import Statement, read_statement, sentences
from auditor.ingest.table_reading import column_group, pairs, read_table
from auditor.ingest.tables import field_of
from auditor.ingest.vendor import vendor_candidates
from auditor.ingest.vocabulary import groups, vocabulary, words
from auditor.model.evidence import Evidence
from auditor.model.offer import Conflict, FactReading, Offer, ReadCandidate

EvidenceOf = Callable[[list[Span], str], list[Evidence]]
_KEY_VALUE = re.compile(r"^\s*(?:(?:\d{1,2}|[a-h])[.、)）](?!\d)\s*|[(（]\d{1,2}[)）]\s*|[①-⑳]\s*|[-•·▪]\s+)?"
                        r"((?:[^:：]{1,16}?|[A-Za-z][\w ./&+-]{15,40}?"
                        r"|[A-Za-z][\w ./&+-]{1,30}?[(（][^:：()（）]{1,20}[)）][\w ./&+-]{1,30}?)"
                        r"(?:\s*[(（][^:：()（）]{1,30}[)）])?)"
                        r"\s*(?:[:：]|\.{3,}|…+|(?<=[^\d\s=])\s=(?=\s[^=]*$))\s*(\S.*?)\s*$")
"""A labelled line: "显存：80GB", "GPU memory: 80 GB", "Servers ........ two (2)" (dot leaders), "台数 = 1" (a resource
sheet's key = value; not an equation, "16 × 8 = 128", nor a line of two '='), "Unit price
(USD/GPU/h): 2.35" (the label's unit in brackets), an English label of several words ("System memory per
server: 2 TB", "Local NVMe data storage per node: 8 x 3.84 TB"), also as an item
of a numbered or bulleted list ("2. CPU：…", "（3）内存：…", "• RAM: 2 TB")."""
_HELPERS = ("gpu.count_total", "gpu.count_loose", "gpu.peak_bf16_node", "memory_per_gpu",
            "interconnect.per_gpu_bandwidth", "pricing.invoiced_every")
"""Candidate paths that only feed derived facts (a cluster total, a per-node peak, RAM per GPU, the billing step of a
price invoiced as often as it is priced)."""
_MAX_BEATEN = 6


@dataclass
class Layout:
    """The resolved facts of one document, the candidates they beat, and the blocks not the offer's."""

    resolved: dict[str, Resolved]
    skip_blocks: set[int] = field(default_factory=set)

    def record(self, offer: Offer) -> None:
        """Readings (value, place, quote, beaten candidates) and unsettled conflicts onto ``offer``."""
        for path, res in self.resolved.items():
            if path not in offer.evidence:
                continue  # dropped by validation: unknown, not wrong
            c = res.chosen
            first = c.evidence[0] if c.evidence else None
            offer.readings[path] = FactReading(
                value=_show(c.value), source=first.source if first else None, page=first.page if first else None,
                line=first.line if first else None, quote=c.quote() or None, where=c.where, role=c.role,
                note=c.note or ("computed" if c.computed else None),
                candidates=[_beaten(b, c) for b in res.beaten[:_MAX_BEATEN]])
            if res.conflict:
                a, b = res.conflict
                offer.conflicts.append(Conflict(field=path, values=[_show(a.value), _show(b.value)],
                                                evidence=[*a.evidence, *b.evidence], across_documents=False))


def _show(value: Any) -> str:
    return str(value)


def _beaten(loser: Candidate, winner: Candidate) -> ReadCandidate:
    first = loser.evidence[0] if loser.evidence else None
    return ReadCandidate(value=_show(loser.value), source=first.source if first else None,
                         page=first.page if first else None, line=first.line if first else None,
                         quote=loser.quote() or None, why=why_lost(loser, winner))


# ---------------------------------------------------------------- reading a document


def read_layout(doc: Document, blocks: list[NormText], evidence_of: EvidenceOf) -> Layout:
    statements: list[Statement] = []
    options = Options()
    option_tables: list[list[int]] = []
    option_rows: dict[int, list[str]] = {}
    price_headers: dict[int, str] = {}
    pending: list[tuple[Statement, int]] = []  # option cells in a price column: (statement, option)
    whole: dict[int, int] = {}  # id(table) → its option line, for tables that are one option each
    for table in doc.tables:
        before = len(statements)
        read_table(doc, table, statements, options, option_tables, option_rows, pending, price_headers)
        if table.option is not None:
            whole[id(table)] = _whole_option(table, statements[before:], options, option_rows)
    if len(whole) > 1:
        option_tables.append(list(whole.values()))
    consumed_lines = _key_value_lines(doc, statements)
    skip: set[int] = set()
    starts = [line.start for line in doc.lines]
    quoted = forwarded = False
    # A form of radio buttons or boxes, one choice a line ("● Dedicated host" over "○ Shared host"): a line that
    # starts with an empty box is a choice not taken.
    unticked = words("selection", "unticked")
    boxes = any(words("selection", "ticked").search(b.text) for b in blocks) and any(
        unticked.match(b.text.lstrip()) for b in blocks)
    # "> " quotes the earlier mail in a reply; in a page that is no mail (a Markdown price page's "> **Your
    # reservation:** Nodes: 2") it is a callout of the page's own words
    mail = any(words("vendor", "mail_headers").search(b.text.lstrip()) or words("stray", "quoted_reply").search(b.text)
               for b in blocks)
    for index, block in enumerate(blocks):
        if boxes and unticked.match(block.text.lstrip()):
            skip.add(index)
            continue
        lines = _lines_of(block, starts)
        if " | " in block.text and all(doc.lines[k].in_table or " | " in doc.lines[k].text for k in lines):
            continue  # table rows: read through their cells above (not a paragraph with one "a | b" line in it)
        if not quoted and words("stray", "forwarded_subject").search(block.text):
            forwarded = True
        head = block.text.lstrip()
        if reply := words("stray", "quoted_reply").search(block.text[:40]):
            # "On Mon, … wrote:", "-----原始邮件-----": the rest is the quoted mail, unless it is the one forwarded
            # (its header lines follow the separator)
            quoted, forwarded = quoted or not forwarded, False
            head = block.text[reply.end():].lstrip(" -")
        where = "quoted" if quoted or (mail and block.text.lstrip().startswith(">")) else _where(block.text)
        if where != "quoted" and mail and words("vendor", "mail_headers").search(head):
            where = "heading"  # "Subject: H200 × 4 confirmed offer": a mail's title, below what its body states
        if where == "quoted":
            skip.add(index)
        if lines and all(doc.lines[k].in_table for k in lines):
            continue  # a one-line table row: read through its cells above
        if lines and lines <= consumed_lines:
            skip.add(index)  # key:value lines already read one by one
            continue
        text = block.text
        if text.lstrip().startswith(">"):  # a callout's marker blanked (same length: the citations hold)
            text = re.sub(r"^(\s*)>", r"\1 ", text)
        statements.append(Statement(text, where, len(statements), _block_cite(doc, block, evidence_of)))
    _listing_options(statements, options, option_tables, option_rows)
    _select(options, option_tables, option_rows, statements)
    skip |= _tie_to_options(doc, blocks, options, whole, starts, statements)
    heads = {_squash(price_headers.get(id(stmt), stmt.header)) for stmt, _option in pending}
    if options.selected_column is None and len(heads) > 1:
        options.selected_header = _named_header(heads, statements)
    for stmt, _option in pending:
        head = price_headers.get(id(stmt), stmt.header)
        group = column_group(head)
        stmt.column_weak = (_squash(head) != options.selected_header if options.selected_header is not None
                            else options.selected_column is not None and group not in (None, options.selected_column))
        stmt.column_named = options.selected_header is not None and not stmt.column_weak
    _assign_prose_options(options, option_tables, statements, blocks, skip)
    currency = document_currency([b.text for b in blocks])
    basis = document_basis([b.text for b in blocks if " | " not in b.text])
    candidates: list[Candidate] = []
    plans: dict[str, int] = {}  # a payment plan a decision chose among → its option line
    for stmt in statements:
        stmt.currency, stmt.basis = currency, basis
        found = read_statement(stmt)
        if options.selected_column is not None and stmt.option is None:
            _other_plans(stmt, found, options, plans)
        candidates.extend(found)
    _agreed_prices(statements, candidates)
    candidates.extend(_option_vendors(vendor_candidates(doc, evidence_of, candidates), options))
    _mark_one_port_rates(candidates)
    if any(words("no_data_storage").search(b.text) for b in blocks):
        # "Storage not included: the rate covers the 2x 480GB boot mirror only": the boot disk is no data storage
        candidates = [c for c in candidates
                      if not (c.path in ("storage.capacity", "storage.type") and c.role == "system")]
    resolved = resolve(candidates, options, same_value)
    computed = derived(resolved)
    if computed:
        candidates.extend(computed)
        resolved = resolve(candidates, options, same_value)
    for path in _HELPERS:
        resolved.pop(path, None)
    _shared_only_when_chosen(resolved)
    _bridged_pairs(resolved)
    return Layout(resolved, skip)


def _option_vendors(found: list[Candidate], options: Options) -> list[Candidate]:
    """ "项目 | A：济南泉城… | B：烟台蓬莱… ◎ 选定 | C：威海…": a company named in an option's own header is that
    option's vendor, so the selected option's company outranks the others' (which come earlier on the page)."""
    names = {name.strip(): k for k, name in enumerate(options.names) if name.strip()}
    for c in found:
        if c.option is None and (k := names.get(c.quote())) is not None:
            c.option = k
    return found


@cache
def _payment_schedule() -> re.Pattern[str]:
    """ "payable monthly in advance": words after a plan word that say when a fee is paid, not which plan a figure
    after it is (compiled once, not per statement)."""
    return re.compile(rf"\s*(?:{words('payment_schedule').pattern})", re.IGNORECASE)


def _other_plans(stmt: Statement, found: list[Candidate], options: Options, plans: dict[str, int]) -> None:
    """ "按小时：1.80 元/卡/时（按小时计费）… 包月：9600 元/台/月，最短一个月" and a decision for 包月: a price, term or
    billing step said after a plan's name (the nearest plan word before it, in the line) is that plan's, an option
    line of the plans the decision chose among."""
    text = spell_digits(stmt.text).text
    schedule = _payment_schedule()
    named = [(m.start(), name) for name, pattern in groups("selection", "price_columns").items()
             for m in pattern.finditer(text) if not schedule.match(text, m.end())]
    # "按量付费 | 元/卡/时 | … | 25.80", "包月预付 | 元/台/月 | … | 99,800.00": a table cell that names no plan is the
    # plan its row's label names (a label names the row's plan, not when it is paid: "包月预付" is the monthly plan)
    labelled = {name for name, pattern in groups("selection", "price_columns").items()
                if stmt.where == "table" and pattern.search(stmt.label_text)}
    for c in found:
        if not c.path.startswith("pricing.") or c.option is not None:
            continue
        before = [(at, name) for at, name in named if c.span[0] - _PLAN_REACH <= at <= c.span[0]]
        if not before and len(labelled) == 1:
            before = [(0, next(iter(labelled)))]
        if not before:
            continue
        plan = max(before)[1]
        if plan not in plans:
            plans[plan] = len(options.names)
            options.names.append(plan)
            options.tables_with_selection.add(plans[plan])
            if plan == options.selected_column:
                options.selected.add(plans[plan])
        c.option = plans[plan]


def _agreed_prices(statements: list[Statement], found: list[Candidate]) -> None:
    """ "S$1.05 per GPU-hour, or S$5,600 per server per month" and then "ok go, monthly S$5,600": a sentence of
    agreement (selection.agreement) that repeats the figure of one of several competing prices makes the prices
    written with that figure, their units and their currencies the agreed ones. An agreement repeating the figures
    of two prices ("1.05 or 5,600?") picks none: they stay candidates. Without an agreement, the one price that
    sentences of selection (selection.markers, outside option tables) state is the agreed one."""
    prices = [c for c in found if c.path == "pricing.unit_price" and not c.computed]
    if len({str(c.value) for c in prices}) < 2:
        return
    agreement, marker = words("selection", "agreement"), words("selection", "markers")
    conditional = words("selection", "conditional_price")
    figures: set[float] = set()
    marked: list[Candidate] = []  # "★ Your quote 本报价: 6-month reserved, S$ 5.90 per GPU-hour"
    for stmt in statements:
        selecting = False
        for at, sentence in sentences(stmt.text):
            # a line the page wrapped before its comma ("贵司本次意向租期 6 个月" / "，按 39,800 元/台/月执行") goes on
            selecting = (selecting and sentence.lstrip()[:1] in _GOES_ON) or _marks(marker, sentence)
            if agreement.search(sentence):
                figures |= set(_figures(sentence))
            elif selecting and stmt.where != "table" and stmt.option is None:
                # "长租十二个月可享 ¥33,500 的年度价（本方案按月租报价）": a price offered on a condition is the
                # other plan's, whatever the sentence selects
                marked += [c for c in prices if c.order // 1000 == stmt.order
                           and at <= c.span[0] < at + len(sentence)
                           and not conditional.search(stmt.text[max(at, c.span[0] - 24):c.span[0] + 10])]
    said = [c for c in prices if (first := _figures(c.quote())[:1]) and first[0] in figures]
    if len({_figures(c.quote())[0] for c in said}) != 1:
        # no agreement settles it: the one price a sentence of selection states ("The customer has selected the
        # 6-month option: USD 2.80 per GPU-hour", "贵司本次意向租期 6 个月，按 39,800 元/台/月执行")
        said = marked if len({str(c.value) for c in marked}) == 1 else []
    if not said:
        return
    places = {(c.order, c.span) for c in said}
    for c in found:
        if c.path.startswith("pricing.") and (c.order, c.span) in places:
            c.agreed = True


_NEGATED_MARK = re.compile(r"(?:\b(?:not|never)\s+(?:\w+\s+)?|未|不|非|没有)\s*$", re.IGNORECASE)
"""Words that deny the selection word after them ("is not ordered", "was not selected", "未选定"): no selection."""


def _marks(marker: re.Pattern[str], text: str) -> bool:
    """Whether a text carries a selection word that no word before it denies ("selected", not "not selected")."""
    return any(not _NEGATED_MARK.search(text[:m.start()]) for m in marker.finditer(text))

_GOES_ON = frozenset("，,、；;")
"""A sentence starting with one of these continues the one before it."""
_STAMP = re.compile(rf"{CHAT_MESSAGE}|\d{{1,4}}[-/.]\d{{1,2}}[-/.]\d{{1,4}}|\d{{1,2}}:\d{{2}}(?::\d{{2}})?")
_FIGURE = re.compile(r"(?<![\d.])(?<!\d,)(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")


def _figures(text: str) -> list[float]:
    """The figures a text writes ("S$5,600" → 5600), not its time stamps and dates."""
    return [float(m.group().replace(",", "")) for m in _FIGURE.finditer(_STAMP.sub(" ", text))]


_PLAN_REACH = 80
"""How far before a price its plan's name may stand ("包月：9600 元/台/月（含税），最短一个月")."""


def _mark_one_port_rates(candidates: list[Candidate]) -> None:
    """ "机间网络 | 每台 2 × 25GbE" and, in the terms, "机间 25GbE": the sentence names the link by one port's rate; the
    row's ports times that rate is the fabric's bandwidth. A figure that another statement multiplies by its ports is
    marked ``one_port`` and ranks below that product (a stated total, "合计 400 Gb/s", still wins)."""
    path = "interconnect.inter_node_bandwidth"
    products = [c for c in candidates if c.path == path and c.computed and c.where != "quoted"]
    for c in candidates:
        if c.path != path or c.computed or c.stated_total or not c.value.magnitude:
            continue
        ratios = [p.value.magnitude / c.value.magnitude for p in products
                  if p.value.dims == c.value.dims and p.order // 1000 != c.order // 1000]
        c.one_port = any(n >= 2 and abs(n - round(n)) < 1e-6 for n in ratios)


def _shared_only_when_chosen(resolved: dict[str, Resolved]) -> None:
    """A shared file system beside the server's own data disks ("另配共享 CPFS") is not the offer's storage: its
    "shared" and its throughput stand only when the storage chosen is the shared one."""
    kind = resolved.get("storage.type") or resolved.get("storage.capacity")
    if kind is None or kind.chosen.role == "shared":
        return  # no disk of the server's own is stated, or the shared one is the storage
    for path in ("storage.shared", "storage.throughput"):
        if path in resolved and resolved[path].chosen.role == "shared":
            resolved.pop(path)


def _bridged_pairs(resolved: dict[str, Resolved]) -> None:
    """ "卡间 PCIe 4.0，两两 NVLink 桥接", "PCIe cards, NVLink bridge on each pair": cards in PCIe slots whose pairs a
    bridge joins talk over NVLink within a pair; the PCIe the sentence names first is the slot, not the link."""
    link, topology = resolved.get("interconnect.intra_node"), resolved.get("interconnect.topology")
    if link is None or topology is None or topology.chosen.value != "pairs" or link.chosen.value != "pcie":
        return
    bridge = next((c for c in [*link.beaten, *link.conflict] if c.value == "nvlink"), None)
    if bridge is not None:
        resolved["interconnect.intra_node"] = Resolved(bridge, [link.chosen, *(c for c in link.beaten
                                                                               if c is not bridge)])


def _where(text: str) -> str:
    head = text.lstrip()
    if re.match(r"[*※†]|注\s*[:：\d]|备注|说明\s*[:：]|Notes?\s*[:：]|\(\*\)", head):
        return "footnote"
    return "prose"


def _lines_of(block: NormText, starts: list[int]) -> set[int]:
    if not block.origin:
        return set()
    lo = bisect.bisect_right(starts, block.origin[0]) - 1
    hi = bisect.bisect_right(starts, block.origin[-1]) - 1
    return set(range(lo, hi + 1))


def _block_cite(doc: Document, block: NormText, evidence_of: EvidenceOf) -> Callable[[int, int], list[Evidence]]:
    def cite(start: int, end: int) -> list[Evidence]:
        return evidence_of(doc.locate_norm(block, start, end), "pdf:spec-line")
    return cite


# ---------------------------------------------------------------- key:value lines


def _key_value_lines(doc: Document, statements: list[Statement]) -> set[int]:
    """ "显存：80GB" / "系统盘：480G SSD；数据盘：2 × 3.84T NVMe": each labelled segment of a line."""
    consumed: set[int] = set()
    for number, line in enumerate(doc.lines):
        if line.in_table:
            continue
        at = 0
        labelled = 0
        last_label: str | None = None
        pending: list[str] = []  # the later labels of "CPU / RAM: 2 × 8468 (48 cores); 2 TB", one per piece
        loose: list[tuple[int, str]] = []  # pieces no label names: read as prose when the line is consumed
        for piece in re.split(r"(?<=[;；])", line.text):
            m = _KEY_VALUE.match(piece)
            if m and re.search(r"\d", m.group(1)) and re.match(r"\s*=", piece[m.end(1):]):
                m = None  # "data 4x 3.84TB NVMe = 15.36TB": a product and its total, no key = value
            if m is None and last_label is not None and piece.strip(" ;；"):
                # "Storage: boot disk 960 GB; data disks 4 x 7.68 TB": the next piece continues the label (one with a
                # label of its own, "；高性能数据区：4 × 7.68TB", is no continuation: it is read as prose)
                m = re.match(r"()\s*(\S.*?)\s*$", piece)
            if m and (_names_field(m.group(1)) or (last_label is not None and not m.group(1))):
                labelled += 1
                value = m.group(2)
                if (stop := _SENTENCE_STOP.search(value)) and value[stop.end():].strip():
                    # "最短租期 6 个月 minimum 6 months。共享" over "存储另见…": the next sentence is the
                    # paragraph's, read with the line it runs on to; here only where no line follows it
                    tail = value[stop.end():]
                    value = value[:stop.end()]
                    if not _continued(doc, number) or tail.rstrip().endswith(("。", "！", "？", ".", "!", "?")):
                        loose.append((at + m.start(2) + len(value), tail))
                norm = normalise_text(value)
                cite = _piece_cite(doc, norm, line.start + at + m.start(2))
                head = m.group(1) or (pending.pop(0) if pending else last_label) or ""
                last_label = head
                filled = sum(bool(t.strip(" ;；")) for t, _, _ in pairs(head, norm.text, None))
                if m.group(1) and piece.rstrip().endswith((";", "；")) and filled == 1 \
                        and len(parts := _compound_label(head)) >= 2:
                    head, pending = parts[0], parts[1:]  # each piece after the ";" states the next label's field
                label = field_of(head)
                for text, part_label, part_head in pairs(head, norm.text, label):
                    statements.append(Statement(text, "key-value", len(statements), cite, label=part_label,
                                                label_text=part_head))
            elif piece.strip(" ;；"):
                loose.append((at, piece))
            at += len(piece)
        if labelled:
            consumed.add(number)
            for start, piece in loose:  # "实例配置：16 vCPU、128GB 内存；" before "系统盘：…"
                norm = normalise_text(piece)
                statements.append(Statement(norm.text, "prose", len(statements),
                                            _piece_cite(doc, norm, line.start + start)))
    return consumed


_SENTENCE_STOP = re.compile(r"[。！？]|(?<=[A-Za-z)）])(?<!excl)(?<!incl)(?<!approx)(?<!\bvs)(?<!\bNo)(?<!\bno)"
                            r"(?<!\bca)(?<!\betc)[.!?](?=\s)", re.IGNORECASE)
"""Where a labelled line's sentence ends; not an abbreviation's full stop ("excl. tax, billed hourly")."""


def _continued(doc: Document, number: int) -> bool:
    """Whether a line of text follows line ``number`` (on its page): an unfinished sentence goes on there."""
    if number + 1 >= len(doc.lines):
        return False
    after = doc.lines[number + 1]
    same_page = not doc.page_sizes or after.page == doc.lines[number].page  # a text file's "page" is its line
    return not after.in_table and same_page


def _piece_cite(doc: Document, norm: NormText, base: int) -> Callable[[int, int], list[Evidence]]:
    """How a statement made of part of a line cites its words: through its normalised text to the line's characters."""
    def cite(start: int, end: int) -> list[Evidence]:
        if not norm.origin:
            return []
        lo = base + norm.origin[min(start, len(norm.origin) - 1)]
        hi = base + norm.origin[min(max(end, start + 1), len(norm.origin)) - 1] + 1
        kind = "text:spec-line" if doc.plain_text else "pdf:spec-line"
        return [Evidence(source=doc.source, extractor=kind, line=s.page if doc.plain_text else None,
                         page=None if doc.plain_text else s.page,
                         bbox=None if doc.plain_text else s.bbox, text=s.text) for s in doc.locate(lo, hi)]
    return cite


def _compound_label(head: str) -> list[str]:
    """The labels of "CPU / 内存", "vCPU / RAM" when each names a field; else none."""
    parts = [h for h in re.split(r"\s*[/／]\s*", head) if h]
    return parts if len(parts) >= 2 and all(field_of(h) is not None for h in parts) else []


def _names_field(head: str) -> bool:
    """A key:value label names an offer field: "显存", or one part of "vCPU / 内存" (pairs() splits the value)."""
    if field_of(head) is not None:
        return True
    parts = [h for h in re.split(r"\s*[/／]\s*", head) if h]
    return len(parts) >= 2 and any(field_of(h) is not None for h in parts)


# ---------------------------------------------------------------- options and selection


def _name_pattern(name: str) -> re.Pattern[str] | None:
    core = re.sub(r"\(.*?\)|（.*?）|[*※]", "", name).strip()
    parts = re.findall(r"[A-Za-z0-9]+|[\u4e00-\u9fff]+", core)
    if not parts or len("".join(parts)) < 3:
        return None
    return re.compile(r"(?<![A-Za-z0-9])" + r"[\s\-_]*".join(map(re.escape, parts)) + r"(?![A-Za-z0-9])",
                      re.IGNORECASE)


def _named_header(heads: set[str], statements: list[Statement]) -> str | None:
    """The one price column a selecting sentence names by its whole header ("本次报价档：1–5 台 包 6 个月" among "1–5 台
    按月 | 1–5 台 包 6 个月 | 6–20 台 …"): the longest header it repeats, when no other of the same length is."""
    marker = words("selection", "markers")
    for stmt in statements:
        if not marker.search(stmt.text):
            continue
        said = _squash(stmt.text)
        named = sorted((h for h in heads if h and h in said), key=len, reverse=True)
        if named and (len(named) == 1 or len(named[0]) > len(named[1])):
            return named[0]
    return None


def _squash(text: str) -> str:
    return re.sub(r"[\W_]+", "", normalise_text(text).text.casefold())


def _tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+(?:\.\d+)?|[\u4e00-\u9fff]+", normalise_text(text).text.casefold()))


_ROW_CODE = re.compile(r"[A-Za-z]{1,2}-?\d{1,2}")
_ASIDE = re.compile(r"\s*[(（][^)）]*[)）]")
"""A price list row's code ("B3", "A-1", "GX2"): short, so said only as a word of its own."""


_EMPTY_VALUE = re.compile(rf"\s*{NONE_VALUE}\s*", re.IGNORECASE)


def _row_match(indices: list[int], rows: dict[int, list[str]], text: str) -> int | None:
    """The option line a sentence names: the line with the most cells the sentence repeats that
    no other line has ("gpu_8x_h100_sxm", "8x H100 SXM5", "23.92"); None on a tie."""
    squashed, tokens = _squash(text), _tokens(text)

    def said(cell: str) -> bool:
        key = _squash(cell)
        if _EMPTY_VALUE.fullmatch(cell):
            return False  # "none", "无", "n/a": no line's name (and "plan one" squashed holds "none")
        if _ROW_CODE.fullmatch(cell.strip()):
            # "B3 型 1 台", "plan C2": a row's short code, said as a word of its own
            return re.search(rf"(?<![A-Za-z0-9]){re.escape(cell.strip())}(?![A-Za-z0-9])", text, re.IGNORECASE) \
                is not None
        if len(key) < (2 if re.fullmatch(r"[\u4e00-\u9fff]+", key) else 3) or (key.isdigit() and len(key) < 4):
            return False  # "8", "208": too common to name a line
        cell_tokens = _tokens(cell)
        # Words in another order ("H100 SXM5 8x"), but a bare count ("共 4 台") names no "方案4".
        worded = [t for t in cell_tokens if not t.replace(".", "").isdigit()]
        # "fh.l40s.8x (8 x L40S 48GB)": a product code said without the aside that describes it
        core = _squash(_ASIDE.sub("", cell))
        coded = core != key and len(core) >= 4 and re.search(r"[a-z]", core) and re.search(r"\d", core)
        return _contains(squashed, key) or (len(worded) >= 2 and cell_tokens <= tokens) or bool(
            coded and _contains(squashed, core))

    counts: dict[str, int] = {}
    for i in indices:
        for cell in set(rows[i]):
            counts[_squash(cell)] = counts.get(_squash(cell), 0) + 1
    scores = {i: sum(1 for cell in set(rows[i]) if counts[_squash(cell)] == 1 and said(cell)) for i in indices}
    best = max(scores.values(), default=0)
    winners = [i for i, score in scores.items() if score == best]
    return winners[0] if best and len(winners) == 1 else None


def _select(options: Options, tables: list[list[int]], rows: dict[int, list[str]],
            statements: list[Statement]) -> None:
    """Which line of each option list another statement (or the line itself) selects."""
    marker = words("selection", "markers")
    ordinals: dict[str, int] = vocabulary()["selection"]["ordinals"]
    # a marked line ("已选：…"), or a line labelled with the product ordered ("Instance | lh.h100.x8 x 1")
    ordered = words("selection", "order_labels")
    texts = []
    for at, s in enumerate(statements):
        text = f"{s.label_text} {s.text}"
        if s.option is not None or not (marker.search(text) or ordered.fullmatch(s.label_text.strip(" :："))):
            continue
        if text.rstrip().endswith((":", "：")) and at + 1 < len(statements) and statements[at + 1].option is None:
            text = f"{text} {statements[at + 1].text}"  # "客户专属报价：" / "gn-l40s.8x × 2 台": what it leads to
        texts.append(text)
    for indices in tables:
        chosen = next((i for i in indices if _marks(marker, " ".join(rows[i]))), None)
        for text in texts:
            if chosen is not None:
                break
            said = marker.search(text)
            n = _row_number(text[said.start():] if said else text)  # "Your selection: row 1", not a note's "row 2"
            if n is None:
                w = re.search(r"\b(" + "|".join(ordinals) + r")\s+(?:row|line|option)", text, re.IGNORECASE)
                n = ordinals.get(w.group(1).lower()) if w else None
            if n is not None and 1 <= n <= len(indices):
                chosen = indices[n - 1]
                continue
            chosen = _row_match(indices, rows, text)
        if chosen is not None:
            options.selected.add(chosen)
            options.tables_with_selection.update(indices)
    for text in texts:
        m = marker.search(text)
        sentence = re.split(r"[.;。；!?！？](?:\s|$)", text[m.start():] if m else text, maxsplit=1)[0]
        group = column_group(sentence)  # the column the selecting sentence names, not a later one's words
        if group is not None:
            options.selected_column = group
            break
    if options.selected_column is None:
        # "29.50 ▲已选" in the monthly column of a plan table: the marked price cell picks its column's plan (one
        # column marked; a mark on each of two columns picks none)
        marked = {column_group(s.label_text) for s in statements
                  if s.option is not None and s.label == "unit_price" and marker.search(s.text)}
        if len(marked) == 1 and None not in marked:
            options.selected_column = marked.pop()


_ROW_NUMBER = re.compile(r"第\s*(\d+)\s*(?:行|项|个|号)|(?:row|line|option|#)\s*(\d+)", re.IGNORECASE)


_LISTING = re.compile(r"(?:listing|挂牌|商品|上架)\s*(?:编号|no\.?|id)?\s*[:：#]?\s*#?\s*"
                      r"(?<![A-Za-z\d])([A-Z]{1,4}-?\d{3,8})(?![\w-])", re.IGNORECASE)
_NEW_MESSAGE = re.compile(rf"\s*(?:{CHAT_MESSAGE})")


def _listing_options(statements: list[Statement], options: Options, option_tables: list[list[int]],
                     option_rows: dict[int, list[str]]) -> None:
    """A marketplace channel's listings, one message each ("New listing #L-5521 · 2x A100 80GB PCIe · $0.92
    /GPU/hr", "挂牌 #L-5522 · 8x RTX 4090 …"): every priced listing of a GPU server is an option line, named by its
    id, and the message that marks one rented or ordered selects it."""
    listed: dict[str, list[Statement]] = {}
    message: list[Statement] = []  # the listing being read: its id's statement and the lines under it
    name = ""

    def close() -> None:
        said = " ".join(s.text for s in message)
        if message and MONEY.search(said) and GPU_NOUN.search(said):
            listed.setdefault(name, []).extend(message)

    for stmt in statements:
        if stmt.option is not None or stmt.where == "table":
            continue
        m = _LISTING.search(stmt.text[:160])
        if m or (message and _NEW_MESSAGE.match(stmt.text)):
            close()
            message, name = ([stmt], m.group(1).upper()) if m else ([], "")
        elif message:
            message.append(stmt)
    close()
    if len(listed) < 2:
        return
    indices = []
    for name, said in listed.items():
        index = len(options.names)
        options.names.append(name)
        option_rows[index] = [name]
        indices.append(index)
        for stmt in said:
            stmt.option = index
    option_tables.append(indices)


def _row_number(text: str) -> int | None:
    """The line of an option list a sentence names by its number ("第 1 行", "row 3"), if any."""
    m = _ROW_NUMBER.search(text)
    return int(m.group(1) or m.group(2)) if m else None


def _whole_option(table: Table, statements: list[Statement], options: Options,
                  option_rows: dict[int, list[str]]) -> int:
    """A table that is one option as a whole (a workbook's sheet per configuration): its statements
    belong to that option line, and its name and cells are what a selecting sentence repeats."""
    index = len(options.names)
    options.names.append(table.option or "")
    option_rows[index] = [table.option or "", *(c.text for r in table.rows for c in r if c is not None and c.text)]
    for stmt in statements:
        if stmt.option is None:
            stmt.option = index
    return index


def _tie_to_options(doc: Document, blocks: list[NormText], options: Options, whole: dict[int, int],
                    starts: list[int], statements: list[Statement]) -> set[int]:
    """Statements on a whole-table option's sheet or in its title belong to it; the blocks of an option
    another one was selected over are not the offer's words (returned, to skip)."""
    tables = [(t, i) for t in doc.tables if (i := whole.get(id(t))) is not None]
    if not tables:
        return set()
    for stmt in statements:
        if stmt.option is None and (cited := stmt.cite(0, 1)) and cited[0].page is not None and cited[0].bbox:
            stmt.option = _option_at(tables, cited[0].page, cited[0].bbox)
    out: set[int] = set()
    for index, block in enumerate(blocks):
        lines = _lines_of(block, starts)
        line = doc.lines[min(lines)] if lines else None
        option = _option_at(tables, line.page, line.bbox) if line is not None else None
        if option is not None and option in options.tables_with_selection and option not in options.selected:
            out.add(index)
    return out


def _option_at(tables: list[tuple[Table, int]], page: int, box: tuple[float, float, float, float]) -> int | None:
    """The whole-table option a place belongs to: inside its table, right above it (its title), or
    anywhere on a page (a sheet) that holds that option alone."""
    here = [(t, i) for t, i in tables if t.page == page]
    for t, i in here:
        if t.bbox[0] <= box[0] <= t.bbox[2] and t.bbox[1] <= box[1] <= t.bbox[3]:
            return i
    if here and len({i for _, i in here}) == 1:
        return here[0][1]
    height = max(box[3] - box[1], 1.0)
    return next((i for t, i in here if 0 <= t.bbox[1] - box[3] <= 3 * height), None)


def _contains(text: str, key: str) -> bool:
    """``key`` in ``text`` but not inside a longer number ("方案25" does not say "方案2", "option12" not "option1")."""
    at = text.find(key)
    while at >= 0:
        after = text[at + len(key):at + len(key) + 1]
        before = text[at - 1:at] if at else ""
        if not (key[-1].isdigit() and after.isdigit()) and not (key[0].isdigit() and before.isdigit()):
            return True
        at = text.find(key, at + 1)
    return False


def _assign_prose_options(options: Options, tables: list[list[int]], statements: list[Statement],
                          blocks: list[NormText], skip: set[int]) -> None:
    """A sentence that names only an unselected line (a footnote on the vGPU row) belongs to it."""
    unselected = [(i, p) for t in tables for i in t if options.selected & set(t) and i not in options.selected
                  and (p := _name_pattern(options.names[i])) is not None]
    chosen = [p for i in options.selected if (p := _name_pattern(options.names[i])) is not None]
    # "* 第 6 行为 vGPU 实例…": a note that names a line by its number speaks of that line
    selected_lists = [t for t in tables if options.selected & set(t)]
    numbered = {n + 1: i for t in selected_lists[:1] if len(selected_lists) == 1 for n, i in enumerate(t)}
    if not unselected and not numbered:
        return

    def other_line(text: str) -> int | None:
        n = _row_number(text)
        if n is not None and n in numbered:
            return numbered[n] if numbered[n] not in options.selected else None
        if any(p.search(text) for p in chosen):
            return None
        return next((i for i, p in unselected if p.search(text)), None)

    for stmt in statements:
        if stmt.option is not None or stmt.where == "table" or words("selection", "markers").search(stmt.text):
            continue
        hit = other_line(stmt.text)
        if hit is not None:
            stmt.option = hit
    for index, block in enumerate(blocks):
        if not words("selection", "markers").search(block.text) and other_line(block.text) is not None:
            skip.add(index)


GPU_STATEMENT_WORDS = (r"MIG|vGPU|切分|切片|配额|超售|超卖|超分|分时|时间片|time[\s-]?slic|overcommit"
                       r"|over-?subscri|shared GPU|GPU shar|独享|独占|整卡|dedicated|bare[\s-]metal|裸金属"
                       r"|NVLink|NVSwitch|全互联|PCIe|InfiniBand|RoCE|RDMA|限速|rate[\s-]limit|NVMe|burst|峰值")
"""Words that make a sentence one of the offer's statements about its GPUs, links and limits, whatever stands around
them: every word the slice, link and limit rules search their statements for ("分时使用", "time-sliced at peak")."""
_ABOUT_GPUS = re.compile(GPU_STATEMENT_WORDS, re.IGNORECASE)


_RATE_AFTER = re.compile(r"\s*(?:带宽\s*)?\d+(?:\.\d+)?\s*(?:[KMGT]b(?:ps|/s)|[KMGT](?![A-Za-z])|兆)", re.IGNORECASE)
_RATE_BEFORE = re.compile(r"\d+(?:\.\d+)?\s*(?:[KMGT]b(?:ps|/s)|[KMGT](?![A-Za-z])|兆)\s*"
                          r"(?:(?:共享|独享|shared|dedicated)\s*)?$", re.IGNORECASE)
"""A data rate right after a word ("独享 100Mbps", "共享 1Gbps") or before it ("200Mbps 独享", "100Mbps 共享
shared"): the word is the bandwidth's."""


def statement_is_about_offer(text: str) -> bool:
    """Whether a sentence's trigger words are about the GPUs sold, not a shared file system,
    a shared bandwidth plan or a system disk."""
    subject = words("non_gpu_subject")
    system = groups("roles", "storage")["system"]
    shared = re.compile(r"共享|shared|sharing", re.IGNORECASE)
    sata = re.compile(r"SATA|HDD|机械", re.IGNORECASE)
    if _ABOUT_GPUS.search(text) and not (subject.search(text) and not GPU_NOUN.search(text) and all(
            _RATE_AFTER.match(text, m.end()) or _RATE_BEFORE.search(text, 0, m.start())
            for m in _ABOUT_GPUS.finditer(text))):
        return True  # not "公网 ■ 独享 100Mbps（每台） □ 共享 1Gbps", "BGP 200Mbps 独享 100Mbps 共享": a choice of
        # uplinks, each word beside its rate
    # "共享存储 并行文件系统（GPFS），全集群共享", "共同挂载 3FS 分布式存储…（两台共享）": a sentence about a store
    # and no GPU shares the store
    whole = subject.search(text) is not None and not GPU_NOUN.search(text)
    for m in shared.finditer(text):
        if not whole and not subject.search(text[max(0, m.start() - 8):m.end() + 8]):
            return True
    return any(not system.search(text[max(0, m.start() - 24):m.end() + 12]) for m in sata.finditer(text))
