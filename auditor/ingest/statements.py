"""One statement (a table row, a key:value line, a sentence) → candidate facts with their context.

A statement knows where it stands (``where``), the label of its row or line, its quantity column
and the option line it belongs to. Its words become candidates through the hardware-phrase grammar
(spec_line, read here with the row's quantity column and roles), the label's own field (here), the
prose patterns (auditor/ingest/prose.py) and prices (auditor/ingest/prices.py); a revision in a
clause supersedes the figure it replaces. Context words (roles, totals, denials, acceptance
figures) come from grammars/reading.yaml; no reader decides which candidate wins
(auditor/ingest/reading.py does).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from itertools import pairwise
from typing import Any

from auditor.ingest.clause_rules import traditional_folding
from auditor.ingest.clause_text import CHAT_MESSAGE
from auditor.ingest.numbers import spell_digits
from auditor.ingest.prices import MONEY
from auditor.ingest.prose import (
    _CPU_COUNT,
    _FABRIC_KIND,
    _LINK_RATE,
    _NODES,
    _SERVERS_AFTER,
    _compute_claim,
    _duration,
    _first_int,
    _phrase_role,
    _prose,
    _quantity,
    _role,
    billing_value,
    invoicing_cadence,
)
from auditor.ingest.reading import Candidate
from auditor.ingest.spec_line import NONE_VALUE, data_rate, parse_spec_line
from auditor.ingest.vocabulary import groups, words
from auditor.model.evidence import Evidence
from auditor.units import Quantity, parse_quantity

Cite = Callable[[int, int], list[Evidence]]


@dataclass
class Statement:
    """A unit of reading: its text, where it stands, and how to cite a span of it."""

    text: str
    where: str
    order: int
    cite: Cite
    label: str | None = None
    """The offer field the row or line label names (grammars/table_synonyms.yaml)."""
    label_text: str = ""
    quantity: int | None = None
    option: int | None = None
    header: str = ""
    """The column header of an option-list cell ("按量（元/卡·时）"): units a bare figure lacks."""
    column_weak: bool = False
    """A price column other than the one the selection names."""
    sole_price: bool = False
    """The only price column of its option list ("编号 | GPU | … | 月租"): its bare figures are the rows' prices."""
    column_named: bool = False
    """The price column a selecting sentence names by its header ("按“1–3 台 包 12 个月”档"): its bare figures are
    the rows' prices, read in the document's currency and basis ("单位：元/台/月")."""
    stated_total: bool = False
    """The statement states a total outright (a quantity cell's "(1.5 TB)", "合计 1TB")."""
    currency: str | None = None
    """The one currency the document names ("Price (EUR, excl. VAT)"): a bare figure per unit is in it."""
    basis: tuple[str, str] | None = None
    """What the document says all its prices count and per which period ("Prices per server per month")."""
    revises: bool = False
    """A cell of a table's corrected or after column ("原文 | 更正为", "Before | After"): it revises the document."""


_FULL_STOP = r"\.(?<!\be\.g\.)(?<!\bi\.e\.)(?<![Ii]ncl\.)(?<![Aa]pprox\.)(?<!\bvs\.)(?<!\bcf\.)(?:\s|$)"
"""A full stop that ends a sentence, not one of "e.g.", "i.e.", "incl.", "approx.", "vs." ("split (e.g. MIG) or
time-sliced" is one clause); the stop is matched first, so the look-behinds run only at full stops."""
_CLAUSE = re.compile(rf"[;；。!?！？]|{_FULL_STOP}|\s+(?=[(（]?\d{{1,2}}[)）]\s*[^\s\d.,;；:：)）(（])")
"""A clause's end; an inline list's next item ("… 2）机内 NVLink 全互联 3）整机独享 … 6）交付验收：…") starts one, so
an acceptance item speaks for itself only."""
_PER_NODE_TAIL = re.compile(r"^\s*(?:\(|（)?\s*(?:每台|每节点|per node|per server|each)", re.IGNORECASE)


_GPU_MEMORY_KIND = re.compile(r"HBM|GDDR|显存", re.IGNORECASE)
_HOST_RAM_BEFORE = re.compile(r"(?:内存|\bRAM|system memory|host memory)\s*[:：]?\s*(?:\d+\s*[×xX*✕]\s*)?$",
                              re.IGNORECASE)
_SPINDLE = re.compile(r"\d[\d,]*\s*(?:rpm|r/min|转/分钟?|转(?![换接为成]))(?![A-Za-z])", re.IGNORECASE)
"""A disk's spindle speed ("7,200 rpm HDD", "7200 转机械盘"): no count, no size."""
_PER_PERIOD = re.compile(r"\s*(?:/\s*(?:mo(?:nth)?|day|yr|year|月|天|年)\b|per\s+(?:month|day|year)\b|每(?:月|天|年)"
                         r"|/月)", re.IGNORECASE)
"""A size per period: data moved, not stored ("200 TB/month", "5TB/月")."""
_HOST_RAM_AFTER = re.compile(r"\s*(?:DDR\d\s*)?(?:内存|RAM\b)", re.IGNORECASE)
_SENTENCE = re.compile(rf"[。!?！？\n]|{_FULL_STOP}|(?=[\[\dA-Z])(?={CHAT_MESSAGE})")
"""Where a sentence ends; a chat message starts one (``clause_text.CHAT_MESSAGE``)."""


def _split(separator: re.Pattern[str], text: str) -> list[tuple[int, str]]:
    """The non-empty runs of ``text`` between separators, with their offsets."""
    out, at = [], 0
    for m in separator.finditer(text):
        if m.start() > at:
            out.append((at, text[at:m.start()]))
        at = m.end()
    if at < len(text):
        out.append((at, text[at:]))
    return out


def sentences(text: str) -> list[tuple[int, str]]:
    """Sentences with their offsets: the unit an acceptance test or a denial speaks about."""
    return _split(_SENTENCE, text)


def clauses(text: str) -> list[tuple[int, str]]:
    """Clauses of a sentence with their offsets: a hardware phrase never runs across ; or 。."""
    return _split(_CLAUSE, text)


def read_statement(stmt: Statement) -> list[Candidate]:
    """Every candidate fact ``stmt`` states."""
    if stmt.label in ("deal", "code"):
        return []  # "Opportunity Name | Northwind Bio - FY27 Training Cluster": a CRM's title for the deal; "配置代号 |
        # QL-A40-E": the vendor's order code
    if stmt.label == "memory" and (_GPU_MEMORY_KIND.search(stmt.text) or words("multiplicity", "per_gpu").search(
            stmt.text)):  # a "Memory" column of 192 GB HBM3, "Memory: the full 180 GB of each GPU": the GPU's memory
        stmt = replace(stmt, label="gpu_memory")
    if (blanked := _unticked_blanked(stmt.text)) != stmt.text:
        stmt = replace(stmt, text=blanked)
    if (folded := stmt.text.translate(traditional_folding())) != stmt.text:
        stmt = replace(stmt, text=folded)  # "三個月", "17.80 / GPU / 小時": one for one, the citations hold
    if stmt.label_text and (folded := stmt.label_text.translate(traditional_folding())) != stmt.label_text:
        stmt = replace(stmt, label_text=folded)  # "系統盤 System | 1.92TB NVMe × 2": the label's role word too
    spelled = spell_digits(stmt.text)
    text = _run_in_term().sub(lambda m: f"{m.group()[:-1]}：", spelled.text)  # as long: the citations hold
    text = _SPINDLE.sub(lambda m: " " * len(m.group()), text)

    def cite(start: int, end: int) -> list[Evidence]:
        return stmt.cite(*spelled.span(start, end))

    out: list[Candidate] = []
    context = f"{stmt.label_text} {text}"

    def add(path: str, value: Any, start: int = 0, end: int | None = None, **kw: Any) -> None:
        if value is None:
            return
        kw.setdefault("where", stmt.where)
        kw.setdefault("option", stmt.option)
        if stmt.stated_total:
            kw["stated_total"], kw["computed"] = True, False
        if stmt.revises:
            kw["revises"] = True
        stop = len(text) if end is None else end
        out.append(Candidate(path, value, cite(start, stop), order=stmt.order * 1000 + start, span=(start, stop),
                             **kw))

    test, accepted = words("stray", "acceptance"), words("stray", "acceptance_object")
    for s_at, sentence in sentences(text):
        if text[s_at + len(sentence):s_at + len(sentence) + 1] in ("?", "？"):
            continue  # a question states nothing: "Are the GPUs shared?", "能否提供 4 台 H100？" (the answer may)
        # "≥ 350 GB/s", "nvidia-smi shows 8 GPUs": what an acceptance test must show is not what is sold. The test
        # speaks for its own item of a list ("整机独占，不做 MIG；(4) 验收以 nccl-tests ≥ 700GB/s 为准"), or for the
        # whole sentence under a label that names it ("验收标准：nvidia-smi 显示 8 张卡；每卡 80GB")
        head = _LABEL_HEAD.match(sentence)
        labelled_test = head is not None and test.search(accepted.sub(" ", head.group(1))) is not None
        previous = ""
        for offset, clause in clauses(sentence):
            first = len(out)
            _grammar(stmt, clause, s_at + offset, context, add)
            _prose(stmt, clause, s_at + offset, add)
            if not any(c.path == "memory" for c in out[first:]):
                _memory_after_cpu(previous, clause, s_at + offset, add)
            previous = clause
            if stmt.where != "table" and (labelled_test or test.search(
                    accepted.sub(" ", _acceptance_heading_cut(clause)))):
                # a disk line's own measurement ("数据盘：4 × 8TB SATA，RAID5，实测顺序读约 400MB/s"): only its piece
                # (or a sentence's disks: "Training data SHALL reside on 4 x 3.84 TB NVMe SSDs, delivering at least
                # 10 GB/s": the disks stand, the figure they must show goes)
                tested = None if labelled_test or not (stmt.label == "storage" or _DISK_PHRASE.search(clause)) \
                    else _tested_pieces(clause, test)
                out[first:] = [c for c in out[first:] if (tested is not None and not any(
                               a <= c.span[0] - s_at - offset < b for a, b in tested))
                               or c.path in ("gpu.model", "gpu.sku", "gpu.form_factor")
                               or c.path.startswith("pricing.")  # "Term: 6 months from Acceptance" is still a term
                               or (c.path == "interconnect.rdma" and c.value is False)]  # "RoCE is not enabled,
                # so NCCL runs over TCP": a denial, no threshold
    _labelled(stmt, text, add, out)
    for shared in _DOCUMENT_SHARED.finditer(text):  # "Shared with: 北辰法律科技": who may read the page, not who
        # uses the GPUs (a page's header line, also inside a callout: "> 📄 Notion page … > Shared with: …")
        out[:] = [c for c in out if c.path != "gpu.sharing" or not shared.start() <= c.span[0] < shared.end()]
    _per_node_over_cluster(text, out, add)
    _stated_disk_total(stmt, text, out, add)
    _drives_after_size(text, out)
    out = _outermost(out)
    _cores_by_model(out)
    _supersede(text, out)
    if stmt.column_weak:
        for c in out:
            c.weak = True
    return out


_SECTION_NUMBER = (r"(?:(?<![\w.])\d{1,2}(?:\.\d{1,2})*[.、)）]?|第[一二三四五六七八九十\d]{1,3}[条條章节節款]"
                   r"|[一二三四五六七八九十]{1,3}[、.]|(?:section|part|article|art\.)\s+\d{1,2}(?:\.\d{1,2})*\.?)")
"""A contract's or report's section number: "2.", "3.1", "第二条", "一、", "Section 3"."""


@cache
def _run_in_term() -> re.Pattern[str]:
    """ "2. Term. Twelve (12) months from the Acceptance Date", "第二条 租期。自验收之日起十二个月": a contract's
    numbered heading run into its text; its full stop is the label's colon, not a sentence's end."""
    return re.compile(rf"{_SECTION_NUMBER}\s*(?:{words('term', 'words').pattern})(?:\.(?=\s)|。)",
                      re.IGNORECASE)


_DISK_PHRASE = re.compile(r"\d+(?:\.\d+)?\s*(?:TB|GB|T|G)\b[^,，;；]{0,20}?(?:NVMe|SSD|SATA|SAS|HDD|U\.2|固态|机械)",
                          re.IGNORECASE)
"""Disks by their size and kind ("4 x 3.84 TB NVMe SSDs", "2 × 480GB SATA"): a sentence that holds them sells them."""


def _tested_pieces(clause: str, test: re.Pattern[str]) -> list[tuple[int, int]]:
    """Where in a clause its comma-separated pieces name a test; a piece that only says its figure was measured
    ("实测顺序读约 400MB/s") states the disk's speed, no threshold."""
    bounds = [0, *(m.end() for m in re.finditer(r"[,，、]", clause)), len(clause)]
    return [(a, b) for a, b in pairwise(bounds)
            if any(m.group().casefold() not in ("实测", "measured") for m in test.finditer(clause[a:b]))]


_LABEL_HEAD = re.compile(r"^\s*([^:：;；。]{1,24})[:：]")
"""The label a sentence opens with ("验收标准：", "Acceptance criteria:")."""
_SECTION_TITLE = re.compile(rf"^\s*{_SECTION_NUMBER}\s*-?\s*([^\s\d,，.。;；:：-]{{2,12}})\s+(?=\S)", re.IGNORECASE)


_BARE_SIZE = re.compile(r"\s*(\d+(?:\.\d+)?\s*(?:GB|TB|T|G))\s*(?:DDR\d\w*)?\s*", re.IGNORECASE)
_CPU_THEN_SIZE = re.compile(r"(?:核|cores?(?: each)?|[0-9]C)\s*[)）]?\s*[/／,，、]\s*(\d+(?:\.\d+)?\s*(?:GB|TB|T|G))"
                            r"\s*(?:DDR\d\w*\s*)?(?:[,，、;；]|$)", re.IGNORECASE)
_CPU_WORDS = re.compile(r"核|\bcores?\b|EPYC|Xeon|至强|霄龙|鲲鹏|\bCPUs?\b|处理器", re.IGNORECASE)


def _memory_after_cpu(previous: str, clause: str, offset: int, add: Callable[..., None]) -> None:
    """A server's list of parts in order ("2 × EPYC 7543（32 核）；512GB；系统盘 1TB NVMe", "CPU / 内存 | 2 × EPYC
    7543 / 512GB", "2 × EPYC 7763（64 核）= 128 核，1TB；"): a bare size right after the processors, with no word of
    its own, is the host's memory."""
    bare = _BARE_SIZE.fullmatch(clause) if _CPU_WORDS.search(previous) and _CPU_THEN_SIZE.search(previous) is None \
        else None
    m = bare or _CPU_THEN_SIZE.search(clause)
    if m is None:
        return
    size = _quantity(m.group(1), "bytes")
    if size is not None and 32e9 <= size.magnitude <= 12e12:
        add("memory", size, offset + m.start(1), offset + m.end(1), weak=True)


def _acceptance_heading_cut(sentence: str) -> str:
    """The sentence without a lease's floor (a term: "不少于 6 个月") and without a section title that names the
    acceptance ("一、验收对象 GPU 服务器 2 台…", "Section 3 - Acceptance Two (2) servers…"): the title says what the
    section is about, not that its sentence is a test. A title that is a test ("1. nvidia-smi 可见 8 张卡") stays."""
    sentence = _LEASE_FLOOR.sub(lambda m: " " * len(m.group()), sentence)
    title = _SECTION_TITLE.match(sentence)
    if title is None or not words("stray", "acceptance_heading").fullmatch(title.group(1)):
        return sentence
    return sentence[title.end():]


_TIER_BOUNDS = re.compile(r"\d+\s*(?:-|–|—|~|～|至|到|to)\s*\d+\s*(?:台|nodes?|servers?)?|\d+\s*\+|≥\s*\d+"
                          r"|\d+\s*台?以上", re.IGNORECASE)
"""A cell that bounds a tier ("1–3", "8+", "≥ 8", "8 台以上"): no count."""
_LEASE_FLOOR = re.compile(r"(?:不少于|不低于|至少|at least|no less than|≥|>=)\s*\d+(?:\.\d+)?\s*"
                          r"(?:个月|月|年|周|months?|years?|weeks?)(?![A-Za-z])", re.IGNORECASE)
"""A floor said of the lease ("不少于 6 个月", "at least 3 months"): a term, not an acceptance threshold."""


_TERM_HOURS = re.compile(r"\s*(\d+)\s*(?:小时|hours?|hrs?|h)(?![A-Za-z])", re.IGNORECASE)
"""A term label's value in hours ("24 小时 / 24 hours"): only where the label says it is the term."""


def _unticked_blanked(text: str) -> str:
    """ "( ) On-demand USD 31.92 / h  (x) Reserved USD 26.40 / h", "[ ] 1  [x] 2  [ ] 4": beside a ticked box, the
    words from an empty box to the next box are no choice of the order; they are blanked (their places kept, so
    the other words are cited where they stand)."""
    ticked = words("selection", "ticked")
    if not ticked.search(text):
        return text
    boxes = sorted([(m.start(), False) for m in words("selection", "unticked").finditer(text)]
                   + [(m.start(), True) for m in ticked.finditer(text)])
    out = text
    for (at, tick), (stop, _) in zip(boxes, [*boxes[1:], (len(text), True)], strict=True):
        if not tick:
            out = out[:at] + " " * (stop - at) + out[stop:]
    return out


_CLUSTER_AFTER = re.compile(r"\W{0,3}(?:in total )?(?:across (?:the |all |both )?(?:cluster|nodes|servers)"
                            r"|cluster[- ]wide|for the (?:whole )?cluster|全集群|集群)", re.IGNORECASE)
_CLUSTER_BEFORE = re.compile(r"(?:集群(?:合计|总计|共)?|全集群|cluster(?:[- ]wide| total)?\s*[:：]?)\s*$",
                             re.IGNORECASE)
_CLUSTER_TOTAL = re.compile(r"(?:集群|(?<![A-Za-z])cluster(?![A-Za-z]))(?:[^,，;；。.]{0,18}?(?:合计|总计|共计|共"
                            r"|(?<![A-Za-z])total)|\s*(?:本地|数据|local|data))\s*[:：]?\s*$", re.IGNORECASE)
"""The cluster's total with the thing it totals between ("集群本地 NVMe 合计 245.76TB", "Cluster local NVMe total"), or
its disks named before the phrase that totals them ("集群本地 | NVMe 合计 245.76TB")."""
_CLUSTER_LEAD = re.compile(r"(?:[两二三四五六七八九十\d]+\s*台|全部服务器|所有服务器|全部节点|所有节点)"
                           r"\s*(?:合计|总计|共计|一共)"
                           r"|(?:both|all(?: \w+)?) (?:servers|nodes)(?: together| combined| in total)", re.IGNORECASE)
"""A sentence's lead that makes its figures the cluster's ("两台合计本地 NVMe 数据盘 8 块，共 61.44TB；每台
30.72TB")."""
_SIZE = r"\d+(?:\.\d+)?\s*(?:TB|GB|TiB|GiB|T|G)(?![A-Za-z])"
_PER_NODE_SIZE = re.compile(rf"({_SIZE})\s*(?:per (?:node|server)|each)|(?:每台|每节点|单台|单机)\s*({_SIZE})",
                            re.IGNORECASE)


def _per_node_over_cluster(text: str, out: list[Candidate], add: Callable[..., None]) -> None:
    """ "245.76 TB NVMe across the cluster (30.72 TB per node)", "集群合计 16TB，每台 2TB": a cluster-wide size is
    not one server's; the per-node figure beside it is (the cluster figure is dropped, never a server's total)."""
    def place(c: Candidate) -> tuple[int, int]:
        if c.span == (0, len(text)):  # a labelled cell's figure: where its first size stands
            m = re.search(_SIZE, text, re.IGNORECASE)
            return (m.start(), m.end()) if m else c.span
        return c.span

    for path in ("storage.capacity", "memory"):
        wide = [c for c in out if c.path == path and (_CLUSTER_AFTER.match(text, place(c)[1])
                                                       or _CLUSTER_BEFORE.search(text[:place(c)[0]][-12:])
                                                       or _CLUSTER_TOTAL.search(text[:place(c)[0]][-32:])
                                                       or (_CLUSTER_LEAD.search(text[:place(c)[0]])
                                                           and _PER_NODE_SIZE.search(text)))]
        if not wide:
            continue
        for c in wide:
            out.remove(c)
        m = _PER_NODE_SIZE.search(text)
        size = _quantity(m.group(1) or m.group(2), "bytes") if m else None
        if m is not None and size is not None:
            add(path, size, m.start(), m.end(), role=wide[0].role)


_DISK_TOTAL = re.compile(rf"(?:共|合计|总计|总共|in total|total(?: of)?|totalling)\s*[:：]?\s*"
                         rf"(?:\d+\s*(?:块|个|张|drives?|disks?|SSDs?)\s*[,，]?\s*)?({_SIZE})"
                         rf"|({_SIZE})\s*(?:in total|total)\b", re.IGNORECASE)


def _stated_disk_total(stmt: Statement, text: str, out: list[Candidate], add: Callable[..., None]) -> None:
    """ "3.84TB NVMe（标配 2 块，加购 2 块，共 4 块 15.36TB）", "3.84 TB NVMe (4 drives, 15.36 TB in total)": a data
    disk's size, then the total of all the server's drives stated outright: the total is the storage, over one
    drive's size or a quantity column's count times it."""
    if stmt.label != "storage":
        return
    sizes = [c for c in out if c.path == "storage.capacity" and c.role in (None, "data")]
    # "7.68TB × 4（每台 30.72TB，两台合计 61.44TB）": a total the servers share is not one server's; the per-server
    # total beside it is
    m = next((t for t in _DISK_TOTAL.finditer(text) if not _CLUSTER_LEAD.search(text[max(0, t.start() - 8):t.end()])
              and not _CLUSTER_AFTER.match(text, t.end())), None) or _PER_NODE_SIZE.search(text)
    total = _quantity(m.group(1) or m.group(2), "bytes") if m and sizes else None
    if total is None or not all(total.magnitude > c.value.magnitude for c in sizes):
        return
    out[:] = [c for c in out if c not in sizes]
    add("storage.capacity", total, m.start(), m.end(), role=sizes[0].role, stated_total=True)


_DRIVES_AFTER = re.compile(r"\s*(?:[(（]\s*)?[x×✕*]\s*(\d{1,2})(?![\d.])(?!\s*(?:[KMGT]i?B|[KMGT]b|T\b|G\b))\s*[)）]?",
                           re.IGNORECASE)
"""Right after a drive's size, how many of it ("7.68TB x 4", "7.68 TB (x4) NVMe")."""


def _drives_after_size(text: str, out: list[Candidate]) -> None:
    """ "Local NVMe | 7.68TB x 4, RAID0 usable 28 TiB", "7.68 TB (x4) NVMe, 30.72 TB", "local NVMe 3.84TB x4": the
    count right after a data drive's size multiplies it where the grammar did not (it reads "3.84TB NVMe × 4", and
    takes "x4" / "x8" for PCIe lanes)."""
    for c in out:
        if c.path != "storage.capacity" or c.computed or c.stated_total or c.role == "system":
            continue
        size = re.search(_SIZE, text[c.span[0]:], re.IGNORECASE)
        m = _DRIVES_AFTER.match(text, c.span[0] + size.end()) if size else None
        if m is not None and int(m.group(1)) > 1 and _quantity(size.group(), "bytes") == c.value:  # not counted yet
            c.value, c.computed = c.value * int(m.group(1)), True


def _cores_by_model(out: list[Candidate]) -> None:
    """ "2 × EPYC 9354 (64C)" is the host's 64 cores, "2 × EPYC 9554 (64C)" one socket's: the model's cores per
    socket (auditor/sizing/data/cpus.yaml) settle which, so a stated total is not multiplied again and one
    socket's figure is. A model the catalogue does not know leaves the figure as read."""
    from auditor.sizing.catalog import cpu_cores_per_socket

    model = next((c for c in out if c.path == "cpu.model"), None)
    per = cpu_cores_per_socket(str(model.value)) if model is not None else None
    sockets = max((c.value for c in out if c.path == "cpu.sockets" and isinstance(c.value, int)), default=0)
    if per is None or sockets < 2:
        return
    for c in out:
        if c.path == "cpu.cores" and c.value in (per, per * sockets * sockets):
            c.value, c.computed = per * sockets, True
            c.note = f"{sockets} × {per} cores per socket ({model.value if model else ''})"


_NEGATED_REVISION = re.compile(r"不以|不得以|不会以|不用|(?<![A-Za-z])(?:not|never|no)(?![A-Za-z])", re.IGNORECASE)
"""A substitution denied ("不以 H100 / H20 替代", "will not be replaced by"): nothing is revised."""


def _supersede(text: str, out: list[Candidate]) -> None:
    """ "规模由原来的四台调整为两台", "4×400G InfiniBand 取消，改为 2×200G RoCE", "3 months instead of 6": in a
    clause that revises a figure, the figure it replaces is superseded by the one of the same field it
    gives (the replaced one stays a beaten candidate); "… $3.40 per GPU-hour … no longer applies" withdraws the
    figures before the words."""
    for at, clause in clauses(text):
        for kind, marker in groups("revision").items():
            for m in marker.finditer(clause):
                pivot = at + (m.end() if kind == "to" else m.start())
                before = [c for c in out if at <= c.span[0] < pivot]
                if kind == "void":  # "the price of $3.40 … no longer applies": withdrawn, whatever replaces it
                    for c in before:
                        c.superseded = True
                    continue
                after = [c for c in out if pivot <= c.span[0] < at + len(clause)]
                old, new = (before, after) if kind == "to" else (after, before)
                if kind == "instead" and MONEY.search(clause, m.end()) and not any(
                        c.path == "pricing.unit_price" for c in old) and not _NEGATED_REVISION.search(
                        clause[max(0, m.start() - 24):m.start()]):
                    # "P.S. … USD 2.19 per GPU-hour replaces the USD 2.45 above": the old price named by its figure
                    # and currency only, written elsewhere; the revised price is over it wherever that was written
                    for c in new:
                        if c.path == "pricing.unit_price":
                            c.revises = True
                stated = {(c.path, str(c.value)) for c in new}
                paths = {path for path, _ in stated}
                for c in old:  # "合计为 4 台……“2 台”变更为“4 台”": the four before the change is the new figure
                    if c.path in paths and (c.path, str(c.value)) not in stated:
                        c.superseded = True


_SIZES = ("storage.capacity", "memory", "interconnect.inter_node_bandwidth", "cpu.cores")


def _outermost(out: list[Candidate]) -> list[Candidate]:
    """ "8 × 3.84 TB NVMe" also holds "3.84 TB NVMe": of two readings of one phrase the one that
    starts earlier (the count before the size) or runs further ("3.84 TB x 8") stands, the piece goes."""
    def inside(a: Candidate, b: Candidate) -> bool:
        return (a.path == b.path and a.path in _SIZES and a is not b and a.value != b.value
                and (b.span[0] < a.span[0] < b.span[1] or (b.span[0] == a.span[0] and b.span[1] > a.span[1])))
    return [a for a in out if not any(inside(a, b) for b in out)]


# ---------------------------------------------------------------- the hardware-phrase grammar


def _mirrored_pair(stmt: Statement, clause: str, at: int) -> int | None:
    """The disks a mirrored system disk is made of ("2 × 960GB NVMe（RAID 1）", "OS on 2 x 960 GB"): its usable
    size is one disk's. A pair of boot disks is a mirror unless the line stripes it (RAID 0)."""
    if words("striped").search(f"{stmt.label_text} {clause}"):
        return None
    count = re.match(r"\s*(\d+)\s*[×xX*✕]", clause[max(0, at):])
    n = int(count.group(1)) if count else stmt.quantity
    return n if n == 2 else None



def _has_count(text: str) -> bool:
    """Whether a cell writes its own count ("8 x", "× 8", "x 8"), not a model name's letter ("Exos X20", "MI300X")."""
    return bool(_OWN_COUNT.search(text))


_SERIES_X = re.compile(r"(?<=[A-Za-z] )[Xx](?=\d{1,4}\s+\d)")
"""The X of a product series after its maker's word, before the part's own figure ("Seagate Exos X20 20TB", "Intel
X710 10GbE"): a name, not "× 20"; "GPU x8" and "H100 x8" still count."""
_OWN_COUNT = re.compile(r"[×*✕]\s*\d|(?<![A-Za-z\d])[xX]\s+\d|(?<![A-Za-z\d.])\d+(?:\.\d+)?\s*[×xX*✕]")


_YES_VALUE = re.compile(r"\s*(?:yes|y|true|supported|enabled|included|available"
                        r"|是|有|支持|已开启|开启|已启用|启用|提供|含)"
                        r"(?![A-Za-z])\s*(?:[(（,，;；].*)?$", re.IGNORECASE)
"""A value that only affirms its label ("yes", "支持", "enabled (GPUDirect)")."""
_NO_VALUE = re.compile(rf"\s*{NONE_VALUE}(?![A-Za-z])\s*(?:[(（,，;；].*)?$", re.IGNORECASE)
_DOCUMENT_SHARED = re.compile(r"(?:^|>)\s*(?:shared (?:with|by)|共享给|分享给|分享者|共享者)\s*[:：]", re.IGNORECASE)
_BARE_RATE = re.compile(r"\s*\d+(?:\.\d+)?\s*(?:[TG]b/s|[TG]bps|[TG]bit/s)"
                        r"(?!\s*(?:/|per|each|每)\s*(?:GPU|卡|port|端口))"
                        r"(?:\s*(?:per node|/node|每节点|每台|总计|in total|total))?\s*$", re.IGNORECASE)
"""A fabric row that is only its rate, per node or in total ("3.2 Tb/s", "3200 Gbps per node"), not per GPU or port."""
_MULTIPLIED = ("storage", "fabric", "network", "cpu", "memory", "spec_line", "interconnect")
_TRAILING_COUNT = re.compile(r"^(.*?\S)\s*[×xX*✕]\s*(\d{1,2})(?![\d.])\s*(?:根|条|块|颗|张|个|片|pcs\b)?"
                             r"\s*((?:[(（][^)）]*[)）])?[\s,，;；]*)$")

_DISK_COUNT_BETWEEN = re.compile(r"^(.*?\d(?:\.\d+)?\s*(?:TB|GB|T|G))\s*[×xX*✕]\s*(\d{1,2})(?![\d.])\s*(?:块|个|片)?"
                                 r"(\s*(?:NVMe|SSD|SATA|SAS|HDD|U\.2).*)$", re.IGNORECASE)
"""'3.84TB × 4 NVMe': the count between a disk's size and its kind."""


_COUNTER_AFTER = re.compile(r"^(.*?[A-Za-z\d+）)]\s*)(\d{1,2})\s*(?:颗|块|根|条|片|张)(?![\d.])"
                            r"(\s*(?:[(（][^)）]*[)）])?\s*(?:[,，、]\s*(?:每颗|每块|每张|各)[^,，;；]*)?[\s,，;；]*)$")
"""'Xeon Platinum 8468 两颗，每颗 48 核', '480GB SATA SSD 两块（RAID1）': a Chinese count after the part."""


def _counted_after(clause: str) -> tuple[str, str] | None:
    """ "AMD EPYC 7543（32核）× 2", "3.84TB NVMe U.2 × 4", "A100 80GB PCIe × 4（见注 1）": a count written after
    the part is the quantity column of a line; (prefix, clause) to read as "2× AMD EPYC 7543（32核）" when the
    phrase grammar takes the count as the part's (a trailing "× 2" the grammar ignores would read one part)."""
    m = _TRAILING_COUNT.match(clause) or _DISK_COUNT_BETWEEN.match(clause) or _COUNTER_AFTER.match(clause)
    if m is None or int(m.group(2)) < 2 or _has_count(m.group(1)):
        return None
    # the count blanked where it stood, so that every other figure keeps its place in the clause
    prefix, body = f"{m.group(2)}× ", clause[:m.end(1)] + " " * (m.start(3) - m.end(1)) + clause[m.start(3):]
    if not any(f.start < len(prefix) for f in parse_spec_line(prefix + body)):
        return None
    return prefix, body


def _grammar(stmt: Statement, clause: str, offset: int, context: str,
             add: Callable[..., None]) -> None:
    prefix = ""
    qty = stmt.quantity
    if qty and qty > 1 and stmt.label in _MULTIPLIED and not _has_count(clause):
        prefix = f"{qty}× "  # a quantity column: the row's figure is per unit, the node has qty of them
    clause = _SERIES_X.sub("q", clause)  # a letter the grammar reads as a word; as long: the citations hold
    facts = parse_spec_line(prefix + clause)
    if prefix and not any(f.start < len(prefix) for f in facts) and any(f.path == "storage.capacity" for f in facts):
        # "系统盘 | Intel D3-S4520 480GB SATA SSD（RAID1） | 2": the part's maker and number stand between the
        # quantity and the size; read without them (blanked, as long: the citations hold) the count is the disks'
        size = min(f.start for f in facts if f.path == "storage.capacity") - len(prefix)
        clause = " " * size + clause[size:]
        facts = parse_spec_line(prefix + clause)
    written = False  # a count written in the words ("× 2") states the product; a quantity column computes it
    if not prefix and (trailing := _counted_after(clause)) is not None:
        (prefix, clause), written = trailing, True
        facts = parse_spec_line(prefix + clause)
    storage_role = _role("storage", stmt.label_text) if stmt.label_text else None
    network_role = _role("network", stmt.label_text) if stmt.label_text else None
    if any(f.value == "roce" for f in facts) and not re.search(r"InfiniBand|\bIB\b|NDR|HDR", clause, re.IGNORECASE):
        facts = [f for f in facts if f.value != "infiniband"]  # a ConnectX NIC on a RoCE line is RoCE
    port_rate = None
    fabric_words = network_role is None and bool(_FABRIC_KIND.search(clause))
    if prefix and (network_role == "fabric" or stmt.label == "fabric" or fabric_words):
        rates = {m.group(1): m for m in _LINK_RATE.finditer(clause)}
        if len(rates) == 1:  # "ConnectX-7 400 Gb/s | 8": one port's rate, the quantity column counts the ports
            port = next(iter(rates.values()))
            port_rate = data_rate(port.group(1))
        elif len(rates) > 1 and not any(f.path == "interconnect.inter_node_bandwidth" for f in facts) and (
                total := _BRACKETED_RATE.search(clause)) and (rate := data_rate(total.group(1))) is not None:
            # "HDR InfiniBand 200Gb/s，RDMA（单台 800Gb/s） | 4": the node's total said in brackets
            add("interconnect.inter_node_bandwidth", rate, offset + total.start(1), offset + total.end(1),
                stated_total=True, role="fabric")
        if any(f.path == "interconnect.inter_node_bandwidth" and f.value != port_rate for f in facts):
            port_rate = None  # the grammar multiplied it already
        if port_rate is not None and qty:
            facts = [f for f in facts if f.path != "interconnect.inter_node_bandwidth"]
            add("interconnect.inter_node_bandwidth", Quantity(port_rate.magnitude * qty, port_rate.dims,
                                                              port_rate.unit),
                offset + port.start(), offset + port.end(), computed=True, role="fabric")
    for fact in facts:
        start = max(0, fact.start - len(prefix)) + offset
        end = max(start + 1, fact.end - len(prefix) + offset)
        before = clause[max(0, fact.start - len(prefix) - 24):max(0, fact.start - len(prefix))]
        kw: dict[str, Any] = {"computed": bool(prefix) and not written and fact.path in (
            "memory", "storage.capacity", "interconnect.inter_node_bandwidth", "cpu.cores")}
        path, value = fact.path, fact.value
        if path == "storage.capacity" and _PER_PERIOD.match(clause, max(0, fact.end - len(prefix))):
            continue  # "egress above 200 TB/month", "每月 200TB 流量": a transfer allowance, not a disk
        if path.startswith("storage."):
            own = _phrase_role("storage", clause, start - offset, end - offset)
            # "Local storage | 8x 3.84 TB NVMe, plus a 960 GB NVMe boot drive": the phrase's own system-disk
            # words outrank the row's label; otherwise the label says what the row's disks are for.
            role = own if own == "system" else storage_role or own
            if role in (None, "data") and _shared_store_only(clause):
                role = "shared"  # "存储：共享 NAS, HDD 机械盘, 100TB 配额": every disk of the line is the store's
            kw["role"] = role
            if role == "shared" and path == "storage.type":
                value = "network"  # "a shared NFS filer (7.2k NL-SAS HDD)": the disks behind the store are its own
            if role == "system":
                if path == "storage.capacity" and (pair := _mirrored_pair(stmt, clause, fact.start - len(prefix))):
                    value = Quantity(value.magnitude / pair, value.dims, value.unit)  # "2 × 960GB（RAID1）": 960 GB
                add(f"storage.system_disk.{path.split('.')[1]}", value, start, end, **kw)
        elif path == "network.bandwidth":
            own = _phrase_role("network", clause, start - offset, end - offset)
            # "内网 10GbE，公网 100Mbps": the phrase's own word says the 10GbE is the private network's, whatever the
            # row's label ("带宽 | VPC 内网带宽 100Gbps；公网 200Mbps")
            kw["role"] = own if own not in (None, "public") else network_role or "public"
        elif path.startswith("interconnect.inter_node") or path == "interconnect.rdma":
            role = network_role or ("fabric" if stmt.label in ("fabric",) else None)
            kw["role"] = role
            if role not in ("fabric", None):
                continue  # a storage or management NIC is not the inter-node fabric
        elif path == "gpu.count_per_node" and (_CPU_COUNT.match(clause, max(0, fact.end - len(prefix)))
                                               or _SERVERS_AFTER.match(clause, max(0, fact.end - len(prefix)))):
            continue  # "2 x AMD EPYC", "two (2) NVIDIA HGX H100 servers": sockets or servers, not GPUs
        elif path == "gpu.count_per_node":
            if words("multiplicity", "total").search(before[-8:]) or re.match(
                    r"\s*(?:[A-Za-z0-9 -]{0,30}?)?(?:GPUs?|cards?)?\s*"
                    r"(?:in total|in all|across|total|in \d+\b|over \d+\b|分布在)",
                    clause[fact.end - len(prefix):], re.IGNORECASE):
                path = "gpu.count_total"
            elif stmt.quantity and stmt.label == "gpu" and value != stmt.quantity:
                continue
        elif path == "gpu.sharing" and (stmt.label in ("network", "storage", "fabric") or (
                stmt.label is None and stmt.where == "table" and _names_other_subject(stmt.label_text))):
            # a row about the uplink or the disks: its sharing words are not about GPUs, nor is a remark on the row of
            # a store or a switch ("并行存储 | DDN … | 4 台共享", "Fabric switch | … | shared by the 4 nodes")
            continue
        elif path == "memory" and stmt.label not in (None, "memory", "spec_line") and not (
                stmt.label == "gpu" and (_HOST_RAM_BEFORE.search(before)
                                         or _HOST_RAM_AFTER.match(clause, fact.end - len(prefix)))):
            # "4 × 120GB" in a CPU cell is read by its own label; a server row labelled by its GPUs ("GPU 服务器租用 |
            # 8 × H20 96GB；内存 1536GB；…") still names its host memory by the memory's own word
            continue
        add(path, value, start, end, **kw)
    if stmt.label == "gpu" and stmt.quantity and not any(f.path == "gpu.count_per_node" for f in facts):
        if board := _BOARD_OF_GPUS.search(clause):
            # "NVIDIA HGX A100 8-GPU baseboard | Qty / server 1": the row's own count of GPUs, not the quantity
            # column's (which counts boards, servers, or the same eight GPUs)
            add("gpu.count_per_node", int(board.group(1)), offset + board.start(), offset + board.end(),
                where=stmt.where)
        else:
            add("gpu.count_per_node", stmt.quantity, offset, offset + len(clause), where=stmt.where)
    if stmt.label in ("cpu",) and stmt.quantity and not any(f.path == "cpu.sockets" for f in facts):
        add("cpu.sockets", stmt.quantity, offset, offset + len(clause))


_BOARD_OF_GPUS = re.compile(r"(?<![\d.,])(\d{1,2})\s?[-‑]?\s?(?:GPUs?|卡|way)(?![A-Za-z])", re.IGNORECASE)
"""What one unit of a GPU row holds: "HGX A100 8-GPU", "八卡模组" (spelt as digits), "8-way board"."""


# ---------------------------------------------------------------- labels

_DEDICATED_VALUE = re.compile(r"\s*(?:dedicated|exclusive|private|single[\s-](?:customer|tenant)"
                              r"|独享|独占|专属|专用|单租户)(?![A-Za-z])", re.IGNORECASE)
"""The value of a tenancy label that says one customer has the GPUs ("Tenancy: dedicated")."""


_NOT_A_COMPANY = re.compile(r"^[A-Z]{0,4}[-_/#.]?\d[\w./-]*$|[%@]|https?://|^\W*$", re.IGNORECASE)
"""A supplier code ("V-88213"), a figure, an address or a link: the value of a vendor label that names no company."""


def _shared_store_only(clause: str) -> bool:
    """Whether a clause speaks of a shared store and of no local disk."""
    return bool(groups("roles", "storage")["shared"].search(clause)) and not _LOCAL_DISK.search(clause)


_LOCAL_DISK = re.compile(r"本地|local|数据盘|系统盘|data (?:disk|drive)s?\b|NVMe|\bSSD|boot|启动盘", re.IGNORECASE)


def _names_other_subject(label: str) -> bool:
    """Whether a row's labels name a store, a switch or a link and no GPU."""
    from auditor.ingest.spec_line import GPU_NOUN

    return bool(words("non_gpu_subject").search(label)) and not GPU_NOUN.search(label)


def _names_the_vendor(label: str, value: str) -> bool:
    """Whether a vendor label's line names the company: the label is a vendor word alone or with a name word
    ("Supplier", "Vendor name", "供应商名称", "乙方（盖章）"), not the vendor's SLA, contact or code ("Provider
    SLA", "供应商承诺", "Vendor ID", "供应商编码"), and the value is a name, not a code or a figure."""
    from auditor.ingest.tables import vendor_label_rest
    from auditor.ingest.vendor import bracket_role, cross_reference, legal_suffix

    role = re.search(r"[(（]([^)）]{1,12})[)）]", label)  # "乙方（用户）": the bracket's role decides
    if role and bracket_role(role.group(1)) == "customer":
        return False
    rest = vendor_label_rest(label)
    if cross_reference(value):
        return False  # "出租方：见本合同签署页", "Lessor: see the signature page": the name is elsewhere
    if legal_suffix(value) is None and words("vendor", "job_titles").search(value):
        return False  # "报价人：张伟，销售经理", "Quoted by: Dana Whitfield, Account Manager": a person, no company
    if _PERSON_LABEL.search(label) and legal_suffix(value) is None and _PERSON_NAME.fullmatch(value.strip()):
        return False  # "Prepared By | Marcus Ortega", "报价人 | 陈思远": the person who wrote the quote
    return rest is not None and not _NOT_A_COMPANY.search(value.strip())


_CJK_WRAP = re.compile(r"(?<=[\u3400-\u9fff（）])\s+(?=[\u3400-\u9fff（）])")
"""A line break inside a Chinese name, which has no spaces."""
_NEXT_LABEL = re.compile(r"\s+(?=[^\s:：|,，]{2,10}\s*[:：]\s*\S)")
"""Where a line's next label begins ("西岭大学 开户行：…", "Acme Ltd  Bank: HSBC")."""


_PERSON_LABEL = re.compile(r"prepared|quoted|issued|报价人|经办人|制单人|制表人|联系人", re.IGNORECASE)
_PERSON_NAME = re.compile(r"(?:Mr\.?|Ms\.?|Mrs\.?|Dr\.?)?\s*[A-Z][a-z'’-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'’-]+){1,2}"
                          r"|[\u4e00-\u9fff]{2,3}(?:\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)?")
"""A person's name as a quote's author line gives it: "Marcus Ortega", "Dr. Ana Ruiz", "陈思远", "林若曦 Lin Ruoxi"."""


def _uplink_rate(part: str) -> Quantity | None:
    """A network phrase's rate: the total in brackets ("2x 10 Gbps per server (20 Gbps)"), the links times their rate
    ("2x 10 Gbps"), or its one rate."""
    if (total := _BRACKETED_RATE.search(part)) and (rate := _quantity(total.group(1), "data_rate", bits=True)):
        return rate
    if links := _LINKS_TIMES_RATE.search(part):
        rest = part[:links.start()] + part[links.end():]
        if (other := _ANY_RATE.search(rest)) is not None:  # "2 x 25 GbE ports, 10 Gb/s committed": the rate said
            return _quantity(other.group(), "data_rate", bits=True)
        if re.search(r"E$", links.group(2), re.IGNORECASE):
            return None  # "2 x 25 GbE public uplink, 10 Gb/s committed": ports, whose rate is said elsewhere if at all
        if (rate := _quantity(links.group(2), "data_rate", bits=True)) is not None:
            return Quantity(rate.magnitude * int(links.group(1)), rate.dims, rate.unit)
    return _quantity(part, "data_rate", bits=True)


_BRACKETED_RATE = re.compile(r"[(（]\s*(?:total\s*|合计\s*|共\s*|单台\s*|每台\s*|每节点\s*|per (?:node|server)\s*)?"
                             r"(\d[\d.]*\s*[KMGT]b(?:ps|/s|it/s))\s*[)）]", re.I)
_LINKS_TIMES_RATE = re.compile(r"(?<![\d.])([1-8])\s*[x×]\s*(\d[\d.]*\s*[KMGT](?:b(?:ps|/s|it/s)|bE\b|G?E\b))", re.I)
_ANY_RATE = re.compile(r"\d[\d.]*\s*[KMGT]b(?:ps|/s|it/s)", re.I)
_NETWORK_PART = re.compile(r"[^;；,，]+")
"""One phrase of a network cell: the cell may name several networks, one a phrase."""
_TRAFFIC = re.compile(rf"\d\s*[KMGTP]i?B?(?:{_PER_PERIOD.pattern})", re.IGNORECASE)
"""A volume per month or day ("egress first 10 TB/month free", "流量 2TB/月"): a traffic allowance, not a link's
rate."""


_NAME_END = re.compile(r"[,;](?!\d)|[，；。]")
"""Where an offer's name ends and the sentence about it goes on."""


_BARE_MONTHLY = re.compile(r"\s*(?:monthly|month to month|按月|每月|月付|月结)\s*[.。]?\s*$", re.IGNORECASE)
"""A billing label's value that says only how often ("Billing | Monthly", "计费周期 | 按月")."""


_GPU_TOTAL = re.compile(r"\s*(\d{2,4})\s*(?:[×xX*✕]\s*(?:NVIDIA|AMD)?\s*(?:[ABHL]\d{2,3}|MI\d{3}|RTX|GB\d{3})"
                        r"|(?:张|块|卡|GPUs?|cards?)(?![A-Za-z]))", re.IGNORECASE)
"""A cluster's size written in GPUs ("64 × NVIDIA H800", "64 卡", "128 GPUs"), under a label for the servers."""


def _labelled(stmt: Statement, text: str, add: Callable[..., None], read: list[Candidate]) -> None:
    """The figure a labelled cell or key:value line states as a whole, where its words stated none (``read``)."""
    kind = stmt.label
    if kind is None:
        return
    end = len(text)
    if kind == "gpu_memory":  # "GPU memory | 40 GB per instance": the slice's memory narrows the headline "80GB"
        add("gpu.memory", _quantity(text, "bytes"), 0, end,
            narrows=bool(words("narrowing").search(f"{stmt.label_text} {text}")))
    elif kind == "memory_bandwidth":
        add("gpu.memory_bandwidth", _quantity(text, "data_rate"), 0, end)
    elif kind == "gpu_count":
        add("gpu.count_per_node", _first_int(text), 0, end)
    elif kind == "gpu_total":  # a total row's GPU count: the cluster's, which the node count divides
        add("gpu.count_total", _first_int(text), 0, end)
    elif kind == "memory":
        if not parse_spec_line(text) or not any(f.path == "memory" for f in parse_spec_line(text)):
            m = re.search(r"(?:(\d+)\s*[×xX*✕]\s*)?(\d+(?:\.\d+)?\s*(?:TB|GB|T|G|TiB|GiB))(?![A-Za-z/])", text)
            size = _quantity(m.group(2), "bytes") if m else None
            after = re.match(r"[^×xX*✕\d]{0,12}[×xX*✕]\s*(\d{1,2})(?![\d.])(?!\s*(?:TB|GB|T|G)\b)", text[m.end():]) \
                if m and not m.group(1) else None  # "64GB × 32 根": the count after the module
            if size is not None:
                n = int(m.group(1)) if m and m.group(1) else int(after.group(1)) if after else stmt.quantity or 1
                per_gpu = n == 1 and bool(words("multiplicity", "per_gpu").search(stmt.label_text))
                # "每卡分配 内存 | 120GB": one GPU's share; the node has it times its GPUs (derived)
                add("memory_per_gpu" if per_gpu else "memory", Quantity(size.magnitude * n, size.dims, size.unit),
                    0, end, computed=n > 1)
    elif kind == "nodes":
        if _NODES.search(text):
            return  # "A800 八卡服务器 4 台": the count before the node word, read as prose
        if _TIER_BOUNDS.fullmatch(text.strip()):
            return  # "台数 Nodes | 1–3 | 4–7 | 8+": a volume tier's bounds, not the servers rented
        if (gpus := _GPU_TOTAL.match(text)) is not None:
            # "集群规模 | 64 × NVIDIA H800 SXM5 80GB（每节点 8 卡）": the cluster counted in GPUs, which the GPUs of one
            # node divide
            total = int(gpus.group(1))
            read[:] = [c for c in read
                       if not (c.path in ("gpu.count_per_node", "gpu.count_loose") and c.value == total)]
            add("gpu.count_total", total, 0, end)
            return
        count = _first_int(text) or stmt.quantity
        if stmt.quantity and stmt.quantity > 1:
            count = stmt.quantity if _first_int(text) in (None, stmt.quantity) else _first_int(text)
        add("nodes", count, 0, end)
    elif kind == "network":
        role = _role("network", stmt.label_text + " " + text)
        # "内网 100Gbps；公网 50Mbps", "100 Gbps internal (VPC), 5 Gbps public": each network in its own phrase, the
        # uplink the phrase that names it (else the first that names no other network)
        parts = [(m.start(), m.group()) for m in _NETWORK_PART.finditer(text)  # "内网 25G；公网 100M": bare rates
                 if _uplink_rate(m.group()) and not _TRAFFIC.search(m.group())]  # are bits too
        named = [(at, part, _role("network", part)) for at, part in parts]
        at, part, own = next((p for p in named if p[2] == "public"), None) or next(
            (p for p in named if p[2] is None), None) or (0, text, None)
        role = own or role
        if role in ("public", None) and not re.search(r"RoCE|InfiniBand|RDMA|\bIB\b", part, re.IGNORECASE):
            add("network.bandwidth", _uplink_rate(part), at, at + len(part), role=role)
        if not any(c.path == "interconnect.inter_node_bandwidth" for c in read):
            # "机间 HDR InfiniBand 4 × 200Gb/s（RDMA）；公网 BGP 200Mbps": the fabric's phrase states its rate too
            for at, part, own in named:
                if own == "fabric" or (own is None and re.search(r"RoCE|InfiniBand|\bIB\b", part, re.IGNORECASE)):
                    add("interconnect.inter_node_bandwidth", _uplink_rate(part), at, at + len(part), role="fabric")
                    break
    elif kind == "storage" and not any(f.path == "storage.capacity" for f in parse_spec_line(text)) and not any(
            c.path == "storage.capacity" for c in read):  # "Drive bays | 16x U.2, 8 populated with 7.68 TB": read
        m = re.search(r"(?:(?<![\d.])(\d+)\s*[×xX*✕]\s*)?(\d+(?:\.\d+)?\s*(?:TB|GB|T|G|TiB|GiB))(?![A-Za-z/])", text)
        size = _quantity(m.group(2), "bytes") if m else None
        if size is not None and m is not None:  # "NVMe | 7.68 TB | 2", "NVMe 数据盘 | 2 × 3.84TB": kind in the label
            n = int(m.group(1)) if m.group(1) else stmt.quantity or 1
            role = _role("storage", stmt.label_text + " " + text)
            if role == "system" and n == 2 and not words("striped").search(f"{stmt.label_text} {text}"):
                n = 1  # "Boot | 2 x 960 GB": a pair of boot disks is a mirror
            kind_words = f"{stmt.label_text} {text}".lower()
            media = "nvme" if "nvme" in kind_words else "hdd" if "hdd" in kind_words else None
            path = "storage.system_disk" if role == "system" else "storage"
            add(f"{path}.capacity", Quantity(size.magnitude * n, size.dims, size.unit), 0, end, computed=n > 1,
                role=role)
            if path == "storage":
                add("storage.type", media, 0, end, role=role)
    elif kind == "gpu":
        from auditor.sizing.catalog import match_gpu

        if match_gpu(text, None) is not None and not any(f.path == "gpu.model" for f in parse_spec_line(text)):
            add("gpu.model", text, 0, end)
    elif kind == "cpu":
        facts = parse_spec_line(text)
        counts_cores = re.search(r"(?i)cores?|核数|核心数|物理核", stmt.label_text) is not None
        if counts_cores and not any(f.path == "cpu.cores" for f in facts):
            # "CPU cores | 2x 64 (EPYC 7763)", "CPU 核数 | 2 × 48": the label says the figures count cores
            if per := re.match(r"\s*(\d)\s*[x×✕*]\s*(\d{1,3})(?!\d)", text):
                add("cpu.sockets", int(per.group(1)), per.start(1), per.end(1))
                add("cpu.cores", int(per.group(1)) * int(per.group(2)), per.start(), per.end(), computed=True)
            elif total := re.match(r"\s*(\d{1,3})(?![\d.])", text):
                add("cpu.cores", int(total.group(1)), total.start(1), total.end(1))
        if not any(f.path == "cpu.model" for f in facts) and re.search(r"[A-Za-z]", re.sub(
                r"(?i)\b(?:v?cpus?|cores?|threads?|sockets?|GHz)\b", "", text)):  # "96 cores (2 × 48)" names no model
            add("cpu.model", text, 0, end)
    elif kind == "vendor":  # a name as written: "东莞市千卡智算", not the figure its number word spells
        # "收款单位：西岭大学 开户行：中国银行…": the name ends where the line's next label begins
        name = _NEXT_LABEL.split(stmt.text.strip(), maxsplit=1)[0]
        if _names_the_vendor(stmt.label_text, name):
            # "天府智算科技（成都）有限公 司": a cell wrapped inside a Chinese name joins without a space
            add(kind, _CJK_WRAP.sub("", name), 0, len(name) if name != stmt.text.strip() else end)
    elif kind == "quote_id":
        add(kind, text, 0, end)
    elif kind == "offer":  # "Offer: one (1) server CPX-H100P-8, reserved from the pool …": the name, not the sentence
        name = _NAME_END.split(text, maxsplit=1)[0].rstrip()
        add(kind, name or text, 0, len(name) if name else end)
    elif kind == "date":
        m = re.search(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})", text)
        if m:
            add("date", f"{int(m.group(1)):04d}-{int(m.group(2)):02d}-{int(m.group(3)):02d}", 0, end)
    elif kind == "term":
        if not words("term", "none").search(text):
            # "Term | three years as a framework; each order has a minimum term of two months": the minimum
            minimum = next((m for m in words("term", "words").finditer(text)
                            if not words("term", "generic").fullmatch(m.group())), None)
            duration = (_duration(text[minimum.end():]) if minimum else None) or _duration(text)
            if duration is None and (hours := _TERM_HOURS.match(text)):  # "起租 | 24 小时": a term in hours
                duration = parse_quantity(f"{hours.group(1)} h", "duration")
            generic = minimum is None and bool(words("term", "generic").fullmatch(stmt.label_text.strip(" :：")))
            add("pricing.minimum_term", duration, 0, end, weak=generic)  # "Term: 三年框架期" gives way to a minimum
    elif kind == "billing" and (step := billing_value(text)) is not None:
        add("pricing.billing_granularity", parse_quantity(f"1 {step[2]}", "duration"), step[0], step[1])
    elif kind == "billing" and (cadence := invoicing_cadence(text) or (
            (0, end, "1 month") if _BARE_MONTHLY.match(text) else None)) is not None:
        # "Billing | monthly", "结算方式 | 按月结算": how often it is invoiced (a monthly price's billing step)
        add("pricing.invoiced_every", parse_quantity(cadence[2], "duration"), cadence[0], cadence[1])
    elif kind == "fabric" and re.match(r"\s*(?:不适用|无|N/?A\b|none\b|not applicable|[-—–]\s*$)", text, re.IGNORECASE):
        add("interconnect.inter_node", "none", 0, end)  # "机间网络 | 不适用（单台）": no fabric between servers
    elif kind in ("fabric", "interconnect") and _YES_VALUE.match(text):
        # "NVLink: yes", "RDMA：支持", "GPUDirect RDMA: enabled": the label names the feature, the value affirms it
        if kind == "interconnect" and re.search(r"NVLink|NVSwitch", stmt.label_text, re.IGNORECASE):
            add("interconnect.intra_node", "nvlink", 0, end)
        elif kind == "fabric" and re.search(r"RDMA|RoCE|GPUDirect|InfiniBand", stmt.label_text, re.IGNORECASE):
            add("interconnect.rdma", True, 0, end, role="fabric")
    elif kind == "fabric" and _NO_VALUE.match(text) and re.search(r"RDMA|RoCE|GPUDirect", stmt.label_text,
                                                                  re.IGNORECASE):
        add("interconnect.rdma", False, 0, end, role="fabric")  # "RDMA: no", "GPUDirect RDMA：不支持"
    elif kind == "fabric" and _BARE_RATE.match(text) and not any(
            f.path == "interconnect.inter_node_bandwidth" for f in parse_spec_line(text)):
        # "Inter-node network bandwidth: 3.2 Tb/s", "节点间网络：3.2Tbps": the label says whose rate it is
        add("interconnect.inter_node_bandwidth", _quantity(text, "data_rate", bits=True), 0, end, role="fabric")
    elif kind == "peak":
        _compute_claim(text, 0, add, labelled=True)
    elif kind == "sharing" and _DEDICATED_VALUE.match(text) and not any(
            f.path == "gpu.sharing" for f in parse_spec_line(text)):
        add("gpu.sharing", "dedicated", 0, end)  # "Tenancy: dedicated, single customer", "租用方式 | 独享"
    elif kind == "interconnect" and re.search(r"PCIe", text, re.IGNORECASE) and not re.search(
            r"NVLink|NVSwitch|xGMI|Infinity Fabric", text, re.IGNORECASE) \
            and not any(f.path == "interconnect.intra_node" for f in parse_spec_line(text)):
        add("interconnect.intra_node", "pcie", 0, end)  # "卡间互联 | PCIe 4.0": the label says what the bus links


def with_option(stmt: Statement, option: int | None) -> Statement:
    return replace(stmt, option=option)
