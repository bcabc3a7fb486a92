"""The prose patterns of one statement: counts, sizes, links, disks, terms and billing steps in words.

A sentence states facts that no labelled cell carries: "two (2) NVIDIA HGX H100 servers", "4块 3.84TB
NVMe", "8 x 400 Gb/s InfiniBand ports", "最短租期三个月", "billed per minute", "10 TB network block
storage at up to 500 MB/s". Each pattern adds candidates with their role and multiplicity; the role
helpers here serve the hardware-phrase grammar too (auditor/ingest/statements.py). Context words come
from grammars/reading.yaml; deciding is auditor/ingest/reading.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from auditor.ingest.prices import _price
from auditor.ingest.spec_line import data_rate
from auditor.ingest.vocabulary import groups, words
from auditor.units import Quantity, UnitError, parse_quantity

if TYPE_CHECKING:
    from auditor.ingest.statements import Statement

# ---------------------------------------------------------------- roles and quantities


def _role(kind: str, text: str, at: int | None = None) -> str | None:
    """The role ``text`` names; with ``at``, the role word nearest before that place ("系统盘 480G，
    数据盘两块 3.84T": the data disk's figure), else the first after it."""
    spans = [(m.start(), m.end(), name) for name, pattern in groups("roles", kind).items()
             for m in pattern.finditer(text)]
    # a word inside another role's longer word names nothing of its own ("内网带宽": the private network's bandwidth)
    found = [(a, name) for a, b, name in spans if not any(x <= a and b <= y and (x, y) != (a, b) for x, y, _ in spans)]
    if not found:
        return None
    if at is None:
        return next(name for name in groups("roles", kind) if any(n == name for _, n in found))
    before = [f for f in found if f[0] < at]
    return max(before)[1] if before else min(found)[1]


_NEVER = re.compile(r"(?!)")
_SEGMENT = re.compile(r"[,，;；、+＋]|(?<=\s)/(?=\s)(?!\s*(?:台|卡|张|节点|每|(?i:nodes?|servers?|GPUs?|instances?)\b))"
                      r"|\bplus\b|\band\b|以及|及|和")
"""What parts one phrase of a spec line from the next: a comma, "plus", or a spaced slash ("12 vCPU / 96GB 内存 /
系统盘 50GB ESSD 云盘"), not one that says per what ("200Gb/s x 2 / 台 (400Gb/s)")."""

_SEGMENT_MARKS = ",，;；、+＋/"


_NEXT_LABEL = re.compile(r"(?<=\s)(?:[A-Za-z]+\s){0,2}[^\s:：,，;；\d]{1,12}\s*[:：]")
"""A second label on the line ("… 系统盘： 200GB"), where a key:value line holds two pairs."""


def _phrase_role(kind: str, clause: str, start: int, end: int) -> str | None:
    """The role of the phrase at [start, end): the nearest role word before it in its own segment
    ("系统盘 960G", "数据盘四块 7.68T"), else one in the phrase or after it ("7.68 TB NVMe for data",
    "960 GB SATA boot drive"), never one across a comma or "plus". A data word after a shared file system's name
    in the same segment is its tier ("the shared Lustre scratch (NVMe tier)"): the phrase is the shared one."""
    aside = re.match(r"\s*[(（]([^)）]{1,30})[)）]", clause[end:])
    if aside and (said := _role(kind, aside.group(1))) is not None:
        return said  # "Local disk: 960 GB NVMe (system only)": the phrase's own bracket says what it is for
    cuts: list[int] = []
    for m in _SEGMENT.finditer(clause):
        # a word ("and", "及") parts two disks only after a figure: "960 GB boot and 8 x 3.84 TB data", not
        # "Shared NAS for datasets and checkpoints: 400 TB"
        if m.group()[0] in _SEGMENT_MARKS or re.search(r"\d", clause[cuts[-1] if cuts else 0:m.start()]):
            cuts.append(m.start())
    lo = max([c for c in cuts if c < start], default=0)
    hi = min([c for c in cuts if c >= end], default=len(clause))
    if label := _NEXT_LABEL.search(clause, end, hi):
        hi = label.start()  # "数据盘：2 × 3.84TB NVMe（本地） 系统盘：200GB": the next label's role is its own
    before = _role(kind, clause[lo:start], start - lo)
    if before == "data" and groups("roles", kind).get("shared", _NEVER).search(clause[lo:start]):
        return "shared"
    return before if before is not None else _role(kind, clause[start:hi])



def _first_int(text: str) -> int | None:
    m = re.search(r"(?<![\d.A-Za-z])\d+(?!\d|\.\d)", text)  # "A800 八卡服务器 4 台": 800 names the GPU
    return int(m.group()) if m else None


def _quantity(text: str, dimension: str, bits: bool = False) -> Quantity | None:
    m = re.search(r"\d[\d,]*(?:\.\d+)?\s*(?:[A-Za-z/%·]+)?", text)
    if not m:
        return None
    spelled = m.group().replace(",", "").strip()
    if bits and re.fullmatch(r"\d+(?:\.\d+)?\s*[GMT]", spelled):
        spelled += "b/s"
    try:
        return parse_quantity(spelled, dimension)
    except UnitError:
        return None


# ---------------------------------------------------------------- prose patterns


_NUM = r"\d[\d,]*(?:\.\d+)?"
_NODE_WORD = (r"(?:台(?![月时天年])|节点|(?:nodes?|servers?|machines?|instances?|boxes|hosts?)(?![A-Za-z'’])"
              r"(?!-?(?:months?|hours?|days?|weeks?|years?)\b))")
"""A server's word, not the unit a product of servers and time is billed in ("12 server-months", "12 台月")."""
_GPUS_EACH = r"(?:\d+[-\s]?(?:GPU|card|way)s?[\s-]+)"
"""What each server holds, between the count and the word "servers": "three 8-GPU servers", "2 x 8-way nodes"."""
_NODES = re.compile(  # not the minutes of a time of day ("14:24 Whole machine is yours"), nor a chassis's height in
    # rack units ("Supermicro 4U HGX A100 server")
    rf"(?<![A-Za-z\d.\-#/])(?<!(?<!\d)\d[:：])(?<!(?<!\d)\d\d[:：])"
    rf"(\d+)(?!\s?U\b)\s*(?:[x×✕]\s*(?:[A-Za-z][\w+]*-\d+\s+|{_GPUS_EACH}|(?:[A-Z]{{1,3}}\d{{2,4}}[A-Z]?\s+)(?=(?:nodes|servers|"
    rf"machines|hosts)\b))?{_NODE_WORD}|"  # "2 x 8-way nodes", "4 x H200 nodes" (plural: not "8x H100 server")
    # "two (2) dedicated 8-GPU A100 40GB servers": what the servers are, then what each holds, then the word
    rf"(?:(?:dedicated|bare[- ]metal|physical|whole|identical|additional)\s+)?"
    rf"{_GPUS_EACH}?(?:GPU\s+(?=(?:servers|nodes|machines|hosts|boxes)\b))?"  # "two GPU servers": servers counted
    rf"(?:(?![Gg][Pp][Uu]|cards?|per|each|x\b|[KMGTP]i?B\b|[KMGT]b(?:E|ps)?\b|GigE\b|(?:to|every|all|for|of|the|and|or|on)\b)"
    rf"[A-Z][A-Za-z0-9+-]*\s+){{0,3}}(?:(?<=[A-Za-z0-9]\s)\d{{2,3}}\s?GB\s+)?{_NODE_WORD})",  # not "2 x 10 GbE to
    # every server": a link, not 10 servers
    re.IGNORECASE)
_SERVER_IS_A_UNIT = re.compile(r"(?:servers?|nodes?|服务器|整机)\b[^.;。；]{0,40}?(?:GPUs?\s*)?(?:/|per|each|每)\s*"
                               r"unit\b", re.IGNORECASE)
"""A line that prices or fills servers by the unit ("GPU Server rental (8 GPU / unit)"): its units count servers."""
_UNITS = re.compile(r"(?<![\d.])(\d{1,3})\s*(?:\(\s*\d{1,3}\s*\)\s*)?units?\b(?!\s*(?:of|x|×)\b)",
                    re.IGNORECASE)
_CO_TENANTS = re.compile(r"(?:time[- ]?sliced|shared|split|divided|partitioned|multiplexed)\s+(?:evenly\s+)?"
                         r"(?:between|among|amongst|by|across)\s+(?:the\s+|up\s+to\s+)?$|由\s*$", re.IGNORECASE)
_CARD_CARRIES = re.compile(r"(?:一|每|单|1)\s*[张块]\s*(?:物理)?\s*(?:GPU|卡|显卡)\s*(?:上)?\s*"
                           r"(?:承载|运行|虚拟出|切分为|分为|供)\s*$"
                           r"|(?:each|one|every|a)\s+(?:physical\s+)?(?:GPU|card)\s+(?:hosts|carries|runs|serves)\s+$",
                           re.IGNORECASE)
_PER_CARD = re.compile(r"\s*(?:云主机|虚拟机|实例|VMs?|instances?)?\s*(?:per|/|每)\s*(?:physical\s+|张)?\s*"
                       r"(?:card|GPU|卡)", re.IGNORECASE)
"""Around a count of machines, the one card they run on ("一张物理卡承载两台云主机", "2 VMs per physical card")."""
_ONE_IS_ONE = re.compile(r"(?<![\d.])1\s*(?:个\s*)?(?:[A-Za-z][\w-]*\s*|[\u4e00-\u9fff]){1,4}?\s*"
                         r"(?:=|＝|即|即为|就是|相当于|对应|equals|is|means)\s*1(?![\d.])", re.IGNORECASE)
"""One unit said to be one of another ("1 个实例即 1 台", "1 instance = 1 node", digits spelled): a definition."""
_INSTANCES = re.compile(r"\s*(?:个\s*)?(?:instances?|tenants?|containers?|users?|vms?|virtual machines?"
                        r"|实例|容器|租户|用户)", re.IGNORECASE)
"""Who shares one GPU ("time-sliced between two instances", "由两个实例分时共享"): a count of co-tenants, no server
count (a store "shared by the 4 nodes" still counts the servers)."""
_PHONE = re.compile(
    r"(?:\+|(?<![\w.])00)\d{1,3}[\s.-]?(?:\(0?\d{1,4}\)|\d{1,4})(?:[\s.-]\d{2,4}){1,3}(?![\d.])"
    r"|(?<![\w.])(?:\(0\d{1,4}\)|0\d{2,3}-)\s?\d{3,4}(?:[\s-]\d{3,4})?(?![\d.])")
"""A telephone number ("+81 3 1234 5678", "+44 113 496 0321", "(0113) 496 0321", "021-6088 1200"): its digit
groups count nothing, though the line after it starts with "servers" or 台."""
_NODES_NAMED = re.compile(
    r"(?<![\d.])(\d+)\s*[x×✕*]\s*(?:NVIDIA\s+)?(?:HGX|DGX)(?![A-Za-z])(?![^,;，；()（）\n]{0,30}?(?:GPUs?|cards?)\b)"
    r"|(?:整机|服务器|主机|节点|(?<![A-Za-z])(?<!per )(?<!each )(?:nodes?|servers?|machines?)(?:'s)?)\s*([(（])?\s*"
    r"[×xX✕*]\s*(\d+)(?![\d.])(?(2)\s*[)）]|)(?!\s*(?:GPUs?|cards?|张|卡|块|颗|台|[KMGT]i?B|NVIDIA|AMD))",
    re.IGNORECASE)
"""Servers counted by the platform's name ("2 x HGX H100 (8 GPU each)", "2 × DGX H200": a HGX or DGX is one
server, unless the words after it count GPUs) or with the count after the server word ("H800 整机 ×3", "Halcyon's
node (x2): 8x H200", "服务器（×2）")."""
_GPU_BRAND_BEFORE = re.compile(r"(?<![A-Za-z])(?:RTX|GTX|GeForce|Quadro|Tesla|Instinct|Radeon|NVIDIA|AMD)\s*$",
                               re.IGNORECASE)
_CARD_NUMBERS = frozenset({"2080", "3080", "3090", "4080", "4090", "5090", "6000"})
"""A consumer card's model number before "boxes" ("RongCloud 3090 boxes"): the card, never a count of servers."""
_NAMED_PRODUCT = re.compile(r"(?<=[a-z\d] )[A-Z][a-z]+\s+$")
"""A capitalised word inside a sentence right before the number ("H100 Dedicated 40 instance"): a product's name."""
_SINGULAR = re.compile(r"\s*(?:instance|server|node|box|host|machine)(?![A-Za-z])", re.IGNORECASE)
_RANGE_BEFORE = re.compile(r"\d\s*(?:-|–|—|~|～|至|到|to)\s*$")
_LISTED_AFTER = re.compile(r"\s*(?:match(?:es|ing)?|found|listed|in stock|results?|(?:are |is )?available|online"
                           r"|可用|在线|可选|符合|在售|有货|空闲)", re.IGNORECASE)
"""'10 machines match', '3 台可用': what a marketplace lists or has free, not what the offer rents."""
_TIME_AFTER = re.compile(r"\s*(?:days?|hours?|hrs?|weeks?|months?|years?|minutes?|mins?|seconds?|天|小时|个月|月|年)"
                         r"(?![A-Za-z])", re.IGNORECASE)
_NODES_TOTAL = re.compile(r"(?:共|合计|总计|一共|总数|总量)\s*(?:为|是|达到?|计|至)?\s*(\d+)\s*(?:台|个节点|节点)"
                          r"(?!\s*[/每])"
                          r"|(?:a total of|total of|in total,?|totalling|bring(?:s|ing)? the total to|"
                          r"the total (?:is|becomes|comes to|rises to))\s*(\d+)\s*(?:nodes|servers|machines)\b"
                          r"|(?<![\d.])(\d+)\s*(?:nodes|servers|machines)\s+in total\b", re.IGNORECASE)
_RACKS_OF_NODES = re.compile(r"(?<![\d.])(\d+)\s*(?:个|台)?\s*(?:机柜|机架|racks?|cabinets?)\s*"
                             r"(?:[×xX*✕]\s*(?:每(?:个)?(?:柜|机柜|机架))?|of|，\s*每(?:个)?(?:机柜|机架)?"
                             r"|,\s*each (?:with|holding))\s*(\d+)\s*"
                             r"(?:台|个节点|节点|nodes?|servers?)", re.IGNORECASE)
_NODES_LABELLED = re.compile(
    r"(?<![A-Za-z])(?:(?:number|quantity|count) of (?:nodes|servers|machines|instances)"
    r"|(?<!per )(?<!each )(?<!per-)(?:nodes?|servers?|machines?)"
    r"(?:\s+(?:ordered|requested|reserved|provisioned|count|quantity|in total))?)"
    r"\s*[:：]\s*(\d+)(?![\d.,A-Za-z])(?!\s*(?:[x×✕*]|GPUs?|cards?|[KMGTP]i?B|%|NVIDIA|AMD|[ABHL]\d{2,3}|RTX))"
    r"(?!\s*(?:-|–|—|~|～|to)\s*\d)",  # not a tier's bounds ("H100 nodes: 1-3 nodes USD 22,000")
    re.IGNORECASE)
"""A node count after its label inside prose ("Nodes ordered: two (2)", "Number of servers: 3"); not "GPUs per
machine: 8", what one machine holds."""
_SINGLE = re.compile(r"(?:单机|单台服务器)(?!\s*(?:配置|搭载|内|中)?\s*\d)|一体机|a single (?:server|node|machine|box)"
                     r"|single[- ](?:server|node)", re.IGNORECASE)
"""One server said in words ("单机部署", "a single node"); "单机 8 卡" is what each server holds, not how many."""
_GPU_NAME = re.compile(r"(?<![A-Za-z])(?:[ABHL]\d{2,3}[A-Z]?|GB\d{3}|L40S?|RTX\s*\d{4}|\d{4}D?|A6000|V100|MI\d{3}X?|"
                       r"910[BC])(?![A-Za-z\d])", re.IGNORECASE)
_PER_NODE_COUNT = re.compile(
    r"(?<![A-Za-z\d.])(\d+)\s*-?\s*(?:GPUs?|cards?)\s*(?:per|each|/|a)\s*(?:node|server|machine|instance|box|host)"
    r"|(?<![A-Za-z\d.])(\d+)\s*(?:GPUs?|cards?)\s+(?:each|apiece)(?![A-Za-z])"
    r"|(?:每台|单机|单台|每节点|每服务器)(?:服务器)?\s*(?:配置|搭载)?\s*(\d+)\s*(?:张|块|卡)(?!\s*\d+(?:\.\d+)?\s*[GT])"
    r"|(?<![\d.])(\d+)-GPU(?![A-Za-z])|(?<![\d.])(\d+)\s*卡\s*(?:服务器|机器|节点|整机|机型|主机)"
    r"|(?:nodes?|servers?)\s*[×xX*✕]\s*(\d+)\s*GPUs?", re.IGNORECASE)
_BARE_PER_NODE = re.compile(r"(?<![\w.])(\d{1,2})\s+(?:per|each|/)\s*(?:node|server|machine|instance|host|box)"
                            r"(?![A-Za-z])", re.IGNORECASE)
"""A bare count per server after the GPUs it counts ("B200 180GB, 8 per node")."""
_OTHER_PART_BEFORE = re.compile(r"NICs?|ports?|网卡|disks?|drives?|SSDs?|NVMe|DIMMs?|CPUs?|sockets?|links?|rails?|"
                                r"[GT]b(?:/s|ps)|GbE|TB\b", re.IGNORECASE)
"""A part other than the GPU between the GPUs and a bare count ("8x 400Gb/s NICs, 8 per node")."""
_LOOSE_COUNT = re.compile(
    r"(?<![A-Za-z\d.,])(\d+)\s*(?:[×xX✕]\s*|张\s*|块\s*|颗\s*|pcs\s+)"
    r"(?!(?:faster|slower|quicker|more|higher|better|less|lower|the|as)\b)(?:[A-Za-z][\w+-]*\s+){0,4}?"
    r"(?=(?:GPUs?|cards?|accelerators?)(?![A-Za-z])|NVIDIA|AMD|昇腾|Ascend|" + _GPU_NAME.pattern + ")"
    r"|(?<![A-Za-z\d.,])(\d+)\s*(?:GPUs?|cards?|张卡|块卡)(?![A-Za-z-])"
    r"|(?<![A-Za-z\d.,])(\d+)\s+(?=(?:NVIDIA\s+|AMD\s+)?(?:[A-Z][\w+-]*\s+){0,1}" + _GPU_NAME.pattern +
    r"(?:\s+[A-Z0-9][\w+-]*){0,3}\s+(?:GPUs|accelerators)(?![A-Za-z]))", re.IGNORECASE)
"""A GPU count that says neither per node nor in total ("8 x dedicated NVIDIA H100", "8 张 A100"); "3× faster than
H100" is a speed-up."""
_QUANTITY_WORD = re.compile(r"(?<![A-Za-z])(?:数量|qty\.?|quantity|pcs\.?)\s*[:：]?\s*(\d{1,3})(?![\d.])"
                            r"(?!\s*(?:台|nodes?|servers?|machines?|[KMGT]i?B))", re.IGNORECASE)
"""A quantity said by its word after the GPU it counts ("数量 8", "Qty: 8"); not a count of servers."""
_NOT_GPU_LABELS = ("cpu", "memory", "storage", "network", "fabric")
_CPU_AHEAD = re.compile(r"\s*(?:[A-Za-z][\w+-]*\s+){0,2}?"
                        r"(?:EPYC|Xeon|Intel|至强|霄龙|鲲鹏|Kunpeng|海光|Ampere|processors?|CPUs?)", re.IGNORECASE)
_TOTAL_COUNT = re.compile(
    r"(?:共|合计|总计|一共|total of|totalling)\s*(\d+)\s*(?:张|块|卡|GPUs?|cards?)"
    r"|(?<![\d.])(\d+)\s*(?:[A-Z][A-Za-z0-9]*\s+){0,4}(?:GPUs?|cards?)\s+(?:in total|in all|across)", re.IGNORECASE)
_CORES_TOTAL = re.compile(
    r"(?:合计|共|总计|total(?: of)?)\s*(\d+)\s*(?:核|cores?)|(\d+)\s*(?:cores?|核)\s*(?:in total|total)", re.IGNORECASE)
_CORES_STATED = re.compile(r"(?<![\d.])(\d{2,3})\s*(?:CPU|physical)\s+cores\b(?!\s*(?:each|per|apiece))"
                           r"|(?<![\d.])(\d{2,3})\s*(?:cores?|核)\s*[(（]\s*\d\s*[×xX*✕]\s*\d{2,3}\s*(?:核|cores?)?\s*[)）]",
                           re.IGNORECASE)
"""'ninety-six (96) CPU cores', '96 cores (2 × 48)': the host's cores said as one figure."""
_CPU_EACH = re.compile(r"(?<![\d.])(\d)\s*(?:[x×✕]|颗|路|(?=(?:AMD|Intel|EPYC|Xeon)\b))\s*"
                       r"(?:[A-Za-z\d][\w+-]*\s+){0,5}[\w+-]*\s*[(（]\s*"
                       r"(?:每颗|each|各)?\s*(\d{1,3})\s*(?:cores?|核|C)\s*"
                       r"(?:each|apiece|per socket|per CPU|/颗|每颗)?\s*[)）]",
                       re.IGNORECASE)
"""'2 x AMD EPYC 9534 (64 cores each)', 'two AMD EPYC 9354 processors (32 cores each)': the sockets times the
cores of one."""
_SERVERS_AFTER = re.compile(r"\s*[x×]?\s*(?:[A-Za-z][\w+-]*\s+){1,4}(?:servers?|nodes?|machines?|boxes|hosts?)"
                            r"(?![A-Za-z])"
                            r"|\s*[x×]?\s*[A-Za-z\d\s-]{1,24}?(?:服务器|整机)", re.IGNORECASE)
_CPU_MODEL_CORES = re.compile(r"(?<![\d.])(\d)\s*(?:[x×✕]\s*)?(?:AMD|Intel|英特尔)?\s*(?:EPYC|Xeon|霄龙|至强)\s+"
                              r"(?:(?:Platinum|Gold|Silver)\s+)?[\w+-]+\s*[,(（]?\s*(\d{2,3})[- ]?(?:cores?|核|C)"
                              r"(?![A-Za-z])",
                              re.IGNORECASE)
"""'two (2) AMD EPYC 7763 64-core processors': the sockets times one's cores."""
_CPU_TIMES_EACH = re.compile(r"[×xX✕*]\s*(\d)(?![\d.])\s*[(（]\s*(?:(?:每颗|每路|each)\s*(\d{1,3})\s*(?:核|cores?|C)"
                             r"|(\d{1,3})\s*(?:核|cores?|C)\s*"
                             r"(?:/\s*颗|/\s*路|/\s*CPU|each|apiece|per socket|per CPU))",
                             re.IGNORECASE)
"""'鲲鹏 920 × 4（每颗 48 核）', 'Xeon Platinum 8480+ × 2（56 核/颗）': the sockets, then one's cores."""
_CORES_TIMES = re.compile(r"(?<![\d.])(\d{1,3})\s*(?:核|cores?|C)\s*(?:[)）]\s*)?"
                          r"(?:[×xX✕*]\s*(\d)(?![\d.])|(?:处理器|CPU)\s*(\d)\s*(?:颗|路|个))",
                          re.IGNORECASE)
"""'EPYC 7542 32核 × 2', 'Xeon Platinum 8558（48 核）× 2', '48 核处理器 2 颗': one's cores, then the sockets."""
_CPU_WORDS = re.compile(r"核|core|\d[\s-]*C", re.IGNORECASE)
"""What each host-CPU pattern needs (a core word, or a C right after a figure): a clause without it skips them all
(tests/ingest/test_prose_gates.py proves the cover)."""
_GPU_COUNT_WORDS = re.compile(r"GPU|card|[张块卡]", re.IGNORECASE)
"""What the per-node and total GPU-count patterns need (tests/ingest/test_prose_gates.py)."""
_SIZE_WORDS = re.compile(r"\d\s*[TG]", re.IGNORECASE)
"""What each memory and disk pattern needs: a size in GB or TB (tests/ingest/test_prose_gates.py)."""
_CPU_COUNT = re.compile(r"\s*[x×✕*]\s*(?:AMD|Intel|英特尔|海光)?\s*(?:EPYC|Xeon|霄龙|至强)", re.IGNORECASE)
_SOCKET_CORES = re.compile(r"(?<![\d.])(\d)\s*(?:[×xX*✕]\s*)?(\d{2,3})[- ]?(?:cores?|核)(?![A-Za-z])", re.IGNORECASE)
_CORES_ON_SOCKETS = re.compile(r"(?<![\d.])(\d{2,3})\s*(?:CPU\s+|physical\s+)?(?:cores?|核)\s*(?:on|across|in|,|，)?\s*"
                               r"([2-8])\s*(?:CPU\s+)?(?:sockets?|processors?|CPUs|路|颗)(?![A-Za-z])", re.IGNORECASE)
_FLOPS = re.compile(rf"({_NUM})\s*([TP])FLOPS", re.IGNORECASE)
_MEM_BW = re.compile(rf"(?:显存带宽|memory bandwidth|HBM bandwidth)[^\d]{{0,12}}({_NUM}\s*(?:TB/s|GB/s))"
                     rf"|({_NUM}\s*(?:TB/s|GB/s))\s*(?:的\s*)?"
                     r"(?:显存带宽|(?:of\s+)?(?:HBM\s+|GPU\s+)?memory bandwidth)",
                     re.IGNORECASE)
"""'显存带宽 8 TB/s', also with the figure first ('8 TB/s 显存带宽', '4.8 TB/s memory bandwidth')."""
_NVLINK_BW = re.compile(rf"({_NUM})\s*[GgTt]B/s")  # bytes: "200Gb/s" beside NVSwitch is a network rate
_UPLINK = re.compile(
    rf"({_NUM}\s*(?:[MG]bit/s|Mbps|Gbps|Mb/s|Gb/s|M|G))\s*(?:独享|共享|专享|dedicated|shared)?\s*"
    rf"(?:带宽|(?:public\s+)?uplink|internet|BGP|public(?![A-Za-z]))"
    rf"|(?:公网|出口|uplink|internet|public network)(?:[^\d,;，；]{{0,24}}?|\s*(?:transit|access|接入)?\s*[,，]\s*)"
    rf"({_NUM}\s*(?:[MG]bit/s|Mbps|Gbps|Mb/s|Gb/s|M|G))(?![A-Za-z])",
    re.IGNORECASE)
_ETHERNET = re.compile(
    r"(?:(\d+)\s*(?:[×xX*✕]|口|-port|ports?(?: of)?)\s*)?(\d+)\s*(?:GbE|G(?:b/s|bps|bit/s)?\s*(?:以太网|Ethernet))",
    re.IGNORECASE)
_RAM_PROSE = re.compile(r"(\d+(?:\.\d+)?\s*(?:TB|GB|T|G|TiB|GiB))\s*(?:DDR\d\S*\s*)?(?:of\s+)?(?:system |host |main )?"
                        r"(?:内存|memory|RAM)(?![A-Za-z])", re.IGNORECASE)
_GPU_SUBJECT = re.compile(r"(?<![A-Za-z])(?:GPUs?|NVIDIA|Instinct|[ABH]\d{2,3}[A-Z]?|MI\d{3}X?|L40S?)(?![A-Za-z\d])",
                          re.IGNORECASE)
"""A GPU named just before "… GB of memory": the figure is the GPU's, not the host's."""
_DISK_COUNT = re.compile(r"(?<![\d.])(\d+)\s*(?:块|个|片|[×xX*✕]|\s)\s*(\d+(?:\.\d+)?\s*(?:TB|GB|T|G))\s*"
                         r"(?=(?:\d[\d,]*\s*(?:rpm|转)\s*)?(?:NVMe|SSD|SATA|HDD|U\.2|固态|机械|drives?|disks?))",
                         re.IGNORECASE)
_SPINNING = re.compile(r"HDD|机械|\d\s*(?:rpm|转)|hard dis[kc]", re.IGNORECASE)
_DISK_COUNT_AFTER = re.compile(r"(\d+(?:\.\d+)?\s*(?:TB|GB|T|G))\s*(?:(?:NVMe|SSD|U\.2|M\.2|Gen\s?\d|SATA|HDD)\s*)+"
                               r"(?:[×xX*✕]\s*(\d+)(?![\d.])|(\d+)\s*(?:块|个|片))", re.IGNORECASE)
"""'3.84 TB NVMe Gen4 x 8': the count after the disk."""
_DISK_TIMES = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?\s*(?:TB|GB|T|G))\s*[×xX*✕]\s*"
                         r"(?:(\d{1,2})(?![\d.])|(\d{1,2})\s*(?:块|个|片))\s*(?=NVMe|SSD|SATA|HDD|U\.2|固态|机械|drives?|disks?)",
                         re.IGNORECASE)
"""'3.84TB × 4 NVMe': the count between the size and the kind of disk."""
_DISK_POPULATED = re.compile(
    r"(?<![\d.])(\d+)\s*(?:(?:drive\s*)?(?:bays?|slots?)\s*)?(?:are\s*)?(?:populated|filled|fitted|occupied|equipped"
    r"|installed)\s*(?:with\s*)?(?:\d+\s*[x×]\s*)?(\d+(?:\.\d+)?\s*(?:TB|GB|T|G))(?![A-Za-z])"
    r"|(?:已装|已插|已配|装配|已安装|配置了)\s*(\d+)\s*(?:块|个|片)?\s*(\d+(?:\.\d+)?\s*(?:TB|GB|T|G))", re.IGNORECASE)
"""A drive-bay line's disks: "16x 2.5\" U.2 bays, 8 populated with 7.68 TB", "8 个盘位，已装 4 块 3.84TB" (the bays
are room, the populated ones the disks)."""
_SYSTEM_DISK = re.compile(r"(?<![\d.])(?:(\d)\s*(?:块|个|[×xX*✕]\s*|\s))?(\d+(?:\.\d+)?\s*(?:TB|GB|T|G))\s*"
                          r"((?:(?:NVMe|SATA|SAS|SSD|HDD|U\.2|M\.2|固态|机械)\s*)*)"
                          r"(?:boot|system|OS|系统|启动)\s*(?:drives?|disks?|volumes?|盘|硬盘)", re.IGNORECASE)
"""'a 960 GB NVMe boot drive', '2 x 480 GB SATA SSD system disks', '960G SSD 系统盘': a disk its role word names."""
_SYSTEM_DISK_FIRST = re.compile(r"(?:系统盘|启动盘|system disk|boot disk|OS disk|boot drive"
                                r"|(?<![A-Za-z])(?:boot|OS)(?=\s*[:：])"
                                # "Disks | system 2 x 480 GB SATA SSD; data …", "boot 2 x 1.92 TB RAID 1"
                                r"|(?<![A-Za-z])(?:boot|system)(?=\s+\d+(?:\.\d+)?\s*(?:[×xX*✕]|TB|GB)))"
                                r"\s*[:：]?\s*(?:为\s*)?"
                                r"(?:(\d)\s*[×xX*✕]\s*)?(\d+(?:\.\d+)?\s*(?:TB|GB|T|G))(?![A-Za-z/])\s*"
                                r"((?:(?:NVMe|SATA|SAS|SSD|HDD|U\.2|M\.2|固态|机械)\s*)*)", re.IGNORECASE)
"""'系统盘 30GB', 'boot disk: 2 x 480GB SATA SSD', '… (24 x 128 GB). Boot: 2 x 960 GB NVMe.': the role word first,
then the disk."""
_DISK_PROSE = re.compile(
    r"(\d+(?:\.\d+)?\s*(?:TB|GB|TiB|GiB))\s+of\s+(?:local\s+)?(?:NVMe|SSD|flash|storage|disk)[A-Za-z ]{0,12}",
    re.IGNORECASE)
_GPU_MEMORY = re.compile(r"(?:显存|VRAM|GPU memory|memory per GPU|framebuffer|frame buffer)"
                         r"\s*(?:配额|额度|上限|quota|allocation|limit)?\s*(?:为|of|:)?\s*"
                         r"(\d+(?:\.\d+)?\s*(?:GB|G|GiB))(?![A-Za-z/])"
                         r"|(\d+(?:\.\d+)?\s*(?:GB|G|GiB))\s*(?:显存|VRAM|framebuffer|frame buffer|of GPU memory"
                         r"|(?:of\s+)?HBM\w*)",
                         re.IGNORECASE)
_SLICE_PROFILE = re.compile(r"(?<![\w.])[1-7]g\.(\d{1,3})gb(?![\w])"
                            r"|(?<![\w-])(?:A100|A30|A40|A10|A16|H100|H800|H200|L40S?|L4|L20)[A-Za-z\d]*-(\d{1,3})[CQAB](?![\w-])",
                            re.IGNORECASE)
"""A MIG profile ('3g.40gb') or an NVIDIA vGPU profile ('A100-40C', 'L40S-24Q'): its name says the slice's memory."""
_MESH_OVER_NVLINK = re.compile(r"(?:fully[\s-](?:inter)?connected|full[\s-]?mesh|all[\s-]to[\s-]all|全互联|全互连)\s*"
                               r"(?:over|via|with|by|through|using|通过|经由)?\s*(?:NVLink|NVSwitch)", re.IGNORECASE)
"""The mesh said before the link it is made of (after it, the spec-line grammar reads it: "NVLink 全互联")."""
_FABRIC = re.compile(r"InfiniBand|\bIB\b|RoCE|RDMA|NDR|HDR|以太网|Ethernet|fabric|网络互联|节点间|机间"
                     r"|between (?:servers|nodes)", re.IGNORECASE)
_LINK_RATE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?\s*(?:Gb/s|Gbps|G(?=bE|\b)))", re.IGNORECASE)
_FABRIC_KIND = re.compile(r"RoCE|InfiniBand|\bIB\b|RDMA|NDR|HDR", re.IGNORECASE)
_NO_NVLINK = re.compile(r"(?:无|非|不支持|不含|没有|no|not|non-|without)\s*NVLink"
                        r"|NVLink\s*(?:(?:is|are)\s+)?(?:not|不|:\s*no\b)",
                        re.IGNORECASE)
"""'无 NVLink', '非 NVLink', 'no NVLink': the clause denies NVLink (its GB/s figure is another link's)."""
_NO_RDMA = re.compile(r"(?:RDMA|RoCE|GPUDirect)[^.;,，；。]{0,24}?(?:not supported|unsupported|not available|"
                      r"not offered|not enabled|disabled|switched off|turned off|"
                      r"不支持|不可用|不提供|未开启|未启用|不开启|不启用|已关闭|关闭)"
                      r"|(?:no|without|不支持|无|未开启|未启用|不开启|不启用|关闭)\s*(?:RDMA|GPUDirect|RoCE)",
                      re.IGNORECASE)
"""'RDMA not supported on our switches', '不支持 RDMA', 'RoCE is not enabled', '未开启 RoCE': the fabric has no
RDMA."""
_VENDOR_LINK = re.compile(r"(?<![A-Za-z])(?:xGMI|Infinity Fabric|HCCS)(?![A-Za-z])", re.IGNORECASE)
_PCIE_LINK = re.compile(r"(?:over|via|through|across|通过|经由?|走)\s*(?:the\s+)?PCIe|卡间\s*(?:互联\s*)?[:：]?\s*PCIe"
                        r"|PCIe\s*(?:Gen\s?\d\s*|\d\.0\s*)?(?:直连|互联|互连|点对点|P2P)", re.IGNORECASE)
"""GPUs that talk over PCIe ("communicate over PCIe", "卡间 PCIe 4.0 直连"): the intra-node link."""
_FABRIC_PORTS = re.compile(r"(?<![\d.])(\d+)\s*[×xX*✕]\s*(\d+\s*(?:Gb/s|Gbps|G))(?![A-Za-z])"
                           # "25GbE RoCE × 2", "200Gb/s InfiniBand x 4": the count after the link
                           r"|(?<![\d.])()(\d+\s*(?:Gb/s|Gbps|G(?:bE|E)?))(?:\s*(?:RoCE(?:\s*v2)?|InfiniBand|IB|Ethernet"
                           r"|以太网))?\s*[×xX*✕]\s*(\d+)(?![\d.])"
                           r"|(?<![\d.])(\d+)\s*(?:张|块|个|\s)\s*(?:[A-Za-z]+\s+){0,3}(\d+\s*(?:Gb/s|Gbps|G))\s*"
                           r"(?:[A-Za-z]+\s+){0,2}(?:ports?|links?|NICs?|端口|网口|网卡)", re.IGNORECASE)
_FABRIC_TOTAL = re.compile(r"(\d+(?:\.\d+)?\s*(?:Tb/s|Tbps))(?![A-Za-z])")  # bits: "TB/s" is memory bandwidth
_FABRIC_PER_GPU = re.compile(r"(\d+\s*(?:Gb/s|Gbps|G)(?![B/]))\s*(?i:per GPU|each GPU|每卡|/GPU)")
"""Bits per second per GPU ("200 Gb/s per GPU"); "600 GB/s per GPU" is NVLink's bytes, not the fabric's."""
_DURATION = re.compile(r"(\d+(?:\.\d+)?)\s*-?\s*(个月|月|年|周|天|日|小时|小時|months?|years?|yrs?|weeks?|days?|mo"
                       r"|hours?|hrs?|h)(?![A-Za-z])",
                       re.IGNORECASE)
_TERM_AFTER = re.compile(r"(\d+)[- ](month|year|yr|week|day)s?\s+(?:minimum|term|commitment|committed|reserved|lease)",
                         re.IGNORECASE)
_TERM_BEFORE_ZH = re.compile(r"(\d+\s*(?:个月|月|年|周|天))\s*(?:起租|起订|起签)")
_NOT_TERM = re.compile(r"[\d,，;；。]|[后後]|结束|結束|完[结結]|[届屆][满滿]|期[满滿]|after|end|expir|notice|通知",
                       re.IGNORECASE)
"""Between a term word and a duration: another figure, or an event after the term ("租期结束后", "租期完結後")."""
_REVISED_FROM = re.compile(r"\s*(?:(?:is|was|has been)\s+)?(?:(?:changed|revised|reduced|increased|lowered|raised|"
                           r"cut|moved)\s+from|由|从)\s*", re.IGNORECASE)
"""Before a term's first figure: "changed from 12 months (to 6)", "由六个月（改为三个月）"."""
_DEADLINE = re.compile(r"\s*(?:[内內]|以[内內]|之[内內]|within)", re.IGNORECASE)
"""After a duration: a deadline ("7 日内"), not a term."""
_DATE = (r"(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*[日号]?|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}"
         r"|\d{1,2}\s+[A-Z][a-z]{2,8}\.?,?\s+\d{4}|[A-Z][a-z]{2,8}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}")
_DATES_BEFORE_TERM = re.compile(
    r"\s*[:：]?\s*(?:(?:(?:runs?|shall run|will run|is|lasts?)\s+)?"
    rf"(?:自|从|from|starting(?: on)?|commencing(?: on)?|beginning(?: on)?)\s*)?(?:{_DATE})"
    rf"(?:\s*(?:至|到|-|–|—|~|～|to|until|through)\s*(?:{_DATE}))?\s*(?:起|开始)?\s*[,，(（]?\s*"
    r"(?:共计?|合计|计|for a total of|for|total(?:ling)?|i\.e\.,?|that is,?)?\s*")
"""The dates a term runs between, before the count of its months ("Term: 1 January 2027 to 30 June 2027 (6
months)"): a date's year is no term of years, its "1 月" no month of term."""
_DURATION_UNIT = (("个月|月|months?|mo", "month"), ("年|years?|yrs?", "year"), ("周|weeks?", "week"),
                  ("天|日|days?", "day"), ("小时|小時|hours?|hrs?|h", "hour"))
"""A spot rental's minimum runs in hours ("最少租 24 小时", "min 24h")."""


def _duration(text: str) -> Quantity | None:
    if dates := _DATES_BEFORE_TERM.match(text):
        text = " " * dates.end() + text[dates.end():]
    m = _DURATION.search(text)
    if not m:
        return None
    unit = next(u for pattern, u in _DURATION_UNIT if re.fullmatch(pattern, m.group(2), re.IGNORECASE))
    if unit == "year" and float(m.group(1)) >= 1900:
        return None  # "租期 2027 年上半年起算": a calendar year, not a term of years
    return parse_quantity(f"{m.group(1)} {unit}", "duration")


def _prose(stmt: Statement, clause: str, offset: int, add: Callable[..., None]) -> None:
    def at(m: re.Match[str], group: int = 0) -> tuple[int, int]:
        return offset + m.start(group), offset + m.end(group)

    capacity = words("stray", "capacity")
    if stmt.label in (None, "spec_line", "offer", "nodes", "gpu"):
        phones = [p.span() for p in _PHONE.finditer(clause)]
        for m in _NODES.finditer(clause):
            if any(start <= m.start(1) < end for start, end in phones):
                continue  # "Tel +44 113 496 0321 / Servers for rent": a telephone's digits
            if capacity.search(clause[max(0, m.start() - 24):m.start()]) or re.search(
                    r"(?:每(?:个)?(?:柜|机柜|机架)?\s*|(?:per|each)\s*(?:rack\s*|cabinet\s*)?)$",
                    clause[max(0, m.start() - 10):m.start()], re.IGNORECASE):  # "每柜 4 台": one rack's
                continue
            if _RANGE_BEFORE.search(clause[max(0, m.start() - 8):m.start()]):
                continue  # "1–5 台 | 6–20 台", "8-16 nodes": a volume tier's bounds, not how many are rented
            if any(eq.start() <= m.start(1) < eq.end() for eq in _ONE_IS_ONE.finditer(clause)):
                continue  # "一个实例即一台八卡整机", "one instance = one 8-GPU node": what a unit is, not how many
            if _CARD_CARRIES.search(clause[max(0, m.start() - 16):m.start()]) or _PER_CARD.match(clause, m.end()):
                continue  # "一张物理卡承载两台云主机", "2 VMs per physical card": the card's tenants, not servers
            if _CO_TENANTS.search(clause[max(0, m.start() - 40):m.start()]) and _INSTANCES.match(clause, m.end(1)):
                continue  # "the physical GPU is time-sliced between two instances": the GPU's tenants, not servers
            if _GPU_BRAND_BEFORE.search(clause[max(0, m.start() - 12):m.start()]) \
                    or _TIME_AFTER.match(clause, m.end(1)) or _LISTED_AFTER.match(clause, m.end()):
                continue  # "8x RTX 4090 Training Server", "the last 30 days the host was reachable": not servers
            if m.group(1) in _CARD_NUMBERS or (_NAMED_PRODUCT.search(clause, 0, m.start(1)) and _SINGULAR.match(
                    clause, m.end(1)) and int(m.group(1)) > 1):
                continue  # "RongCloud 3090 boxes": the card; "each H100 Dedicated 40 instance": a product's name
            if words("multiplicity", "per_node").search(clause[m.end():m.end() + 1] or "~~") or re.match(
                    r"\s*(?:per|each|/(?!\s*\d)|每)(?![A-Za-z])", clause[m.end():], re.IGNORECASE):
                continue  # "two instances per physical H100": a count per something ("两台 / two (2)" says it twice)
            add("nodes", int(m.group(1)), *at(m))
        if _SERVER_IS_A_UNIT.search(clause):  # "GPU Server rental (8 GPU / unit), two (2) units": a unit is a server
            for m in _UNITS.finditer(clause):
                add("nodes", int(m.group(1)), *at(m))
        for m in _NODES_LABELLED.finditer(clause):  # "Nodes ordered: two (2)" inside a paragraph
            add("nodes", int(m.group(1)), *at(m))
        for m in _NODES_NAMED.finditer(clause):
            add("nodes", int(m.group(1) or m.group(3)), *at(m))
        for m in _NODES_TOTAL.finditer(clause):  # "2 个机柜 × 4 台，共 8 台": the total said outright
            add("nodes", int(m.group(1) or m.group(2) or m.group(3)), *at(m), stated_total=True)
        for m in _RACKS_OF_NODES.finditer(clause):  # "2 racks × 8 servers": racks times the servers in one
            add("nodes", int(m.group(1)) * int(m.group(2)), *at(m), computed=True)
        for m in _SINGLE.finditer(clause):
            add("nodes", 1, *at(m), weak=True)
    counted = _GPU_COUNT_WORDS.search(clause) is not None
    for m in _PER_NODE_COUNT.finditer(clause) if counted else ():
        n = next(int(g) for g in m.groups() if g)
        add("gpu.count_per_node", n, *at(m))
    for m in _BARE_PER_NODE.finditer(clause) if counted or _GPU_NAME.search(clause) else ():
        # "NVIDIA HGX B200 180GB, 8 per node", "64 GPUs across the cluster, 8 per node": the GPUs named just before
        before = clause[max(0, m.start() - 60):m.start()]
        if (_GPU_NAME.search(before) or re.search(r"GPUs?|cards?|accelerators?", before, re.IGNORECASE)) \
                and not _OTHER_PART_BEFORE.search(before):
            add("gpu.count_per_node", int(m.group(1)), *at(m))
    if stmt.label not in _NOT_GPU_LABELS and (name := _GPU_NAME.search(clause)) is not None:
        for m in _QUANTITY_WORD.finditer(clause, name.end()):  # "A100-SXM4-80GB，数量 8", "H100 SXM5 80GB (Qty: 8)"
            per_node = re.match(r"\s*(?:张|块|卡)?\s*(?:/\s*台|/\s*节点|每台|per (?:server|node)|/node)",
                                clause[m.end():], re.IGNORECASE)
            add("gpu.count_per_node" if per_node else "gpu.count_loose", int(m.group(1)), *at(m), weak=not per_node)
    for m in _LOOSE_COUNT.finditer(clause):
        counted_at = next(i for i in (1, 2, 3) if m.group(i))
        if stmt.label in _NOT_GPU_LABELS or _CPU_AHEAD.match(clause, m.end()) or _CPU_AHEAD.match(
                re.sub(r"^\s*[×xX✕*]", "", clause[m.end(counted_at):])):  # "2 × Intel Xeon Platinum 8558": not 8558s
            continue  # "处理器：两颗 Intel Xeon 8468", "2 × AMD EPYC 9354": processors, not GPUs
        if not counted or (not _PER_NODE_COUNT.search(clause) and not _TOTAL_COUNT.search(clause)):
            add("gpu.count_loose", int(m.group(counted_at)), *at(m), weak=True)
    for m in _TOTAL_COUNT.finditer(clause) if counted and stmt.label not in _NOT_GPU_LABELS else ():
        n = next(int(g) for g in m.groups() if g)  # "数据盘：…共 4 块 15.36TB": drives, not GPUs
        add("gpu.count_total", n, *at(m), stated_total=True)
    if _CPU_WORDS.search(clause):
        _host_cpu(clause, at, add)
    _compute_claim(clause, offset, add, labelled=stmt.label == "peak")
    sized = _SIZE_WORDS.search(clause) is not None
    if sized:
        for m in _RAM_PROSE.finditer(clause):
            size = _quantity(m.group(1), "bytes")
            if re.search(r"memory$", m.group(), re.IGNORECASE) and not re.search(r"system|host|main|DDR", m.group(),
                                                                                  re.IGNORECASE) and \
                    _GPU_SUBJECT.search(clause[max(0, m.start() - 40):m.start()]):
                add("gpu.memory", size, *at(m))  # "an NVIDIA H200 SXM5 with 141 GB of memory": the GPU's own
                continue
            add("memory", size, *at(m))
    label_role = _role("storage", stmt.label_text) if stmt.label_text else None  # "OS disk | 2 x 480 GB"
    if sized:
        for m in _DISK_COUNT.finditer(clause):
            size = _quantity(m.group(2), "bytes")
            if size is not None:  # "4块 3.84TB NVMe": the count is written, so the product is stated
                lo = max(0, m.start() - 12)
                # "2x 1.92 TB NVMe for the OS and 4x 3.84 TB NVMe scratch": each phrase's own words first
                own = _phrase_role("storage", clause, m.start(), m.end())
                # "data 数据盘 4x 3.84TB NVMe, boot 系统盘 1x 1.92TB NVMe": the phrase's own system words outrank
                # the label
                role = (own if own == "system" else label_role or own) or _role(
                    "storage", clause[lo:m.end() + 16], m.start() - lo)
                total = Quantity(size.magnitude * int(m.group(1)), size.dims, size.unit)
                add("storage.capacity", total, *at(m), role=role)
                if _SPINNING.search(clause[m.end():m.end() + 24]):  # "4 x 16 TB 7,200 rpm SATA HDD"
                    add("storage.type", "hdd", *at(m), role=role)
        for m in _DATA_TOTAL.finditer(clause):  # "数据盘合计 4 块，30.72TB", "data drives: 4 in total, 30.72 TB"
            add("storage.capacity", _quantity(m.group(1), "bytes"), *at(m), role="data", stated_total=True)
        for m in _DISK_POPULATED.finditer(clause):
            size = _quantity(m.group(2) or m.group(4), "bytes")
            if size is not None:
                count = int(m.group(1) or m.group(3))
                add("storage.capacity", Quantity(size.magnitude * count, size.dims, size.unit), *at(m),
                    role=label_role or "data")
        for m in (*_DISK_COUNT_AFTER.finditer(clause), *_DISK_TIMES.finditer(clause)):
            size = _quantity(m.group(1), "bytes")
            if size is not None:
                lo = max(0, m.start() - 24)
                role = label_role or _phrase_role("storage", clause, m.start(), m.end()) or _role(
                    "storage", clause[lo:m.end() + 16], m.start() - lo)
                count = int(m.group(2) or m.group(3))
                add("storage.capacity", Quantity(size.magnitude * count, size.dims, size.unit), *at(m), role=role)
    _network_volumes(clause, label_role, at, add)
    _shared_file_system(clause, at, add)
    if stmt.label != "storage" and sized and _LOCAL_DISK.search(clause) and (rate := _stated_rate(clause, 0)):
        # "数据盘 4 × 16TB SATA 机械硬盘 RAID5，可用约 48TB，顺序读约 450MB/s": a local disk's speed in prose, the
        # disk's whose role word stands nearest before it (a system disk's speed is not the data's)
        role = _role("storage", clause[:rate.start()], rate.start())
        if role in (None, "data"):
            add("storage.throughput", data_rate(rate.group(1)), *at(rate), role=role)
    if stmt.label == "storage" and label_role in (None, "data") and (rate := _stated_rate(clause, 0)):
        add("storage.throughput", data_rate(rate.group(1)), *at(rate), role=label_role)  # "Data volume | … 500 MB/s"
    if sized:
        for m in (*_SYSTEM_DISK.finditer(clause), *_SYSTEM_DISK_FIRST.finditer(clause)):
            # "a 960 GB NVMe boot drive", "系统盘 30GB + 数据盘 50GB": named by its role, read by the words
            size = _quantity(m.group(2), "bytes")
            if size is not None and not stmt.quantity:  # a Qty column: the grammar's
                count = int(m.group(1) or 1)
                if count == 2 and not words("striped").search(clause):
                    count = 1  # "a mirrored pair of 960 GB boot drives", "2 x 960 GB NVMe boot": one disk's size
                add("storage.system_disk.capacity", Quantity(size.magnitude * count, size.dims, size.unit), *at(m),
                    role="system", computed=count > 1)
                media = (m.group(3) or "").casefold()
                kind = "nvme" if "nvme" in media else "hdd" if re.search(r"hdd|机械", media) else \
                    "sata-ssd" if "sata" in media else None
                add("storage.system_disk.type", kind, *at(m), role="system")
        for m in _DISK_PROSE.finditer(clause):
            add("storage.capacity", _quantity(m.group(1), "bytes"), *at(m), role=_role("storage", m.group()))
            if re.search(r"NVMe", m.group(), re.IGNORECASE):
                add("storage.type", "nvme", *at(m), role=_role("storage", m.group()))
        slices = {int(g) for p in _SLICE_PROFILE.finditer(clause) for g in p.groups() if g}
        for m in _GPU_MEMORY.finditer(clause):
            # "A100 80GB 通过 MIG 切出来的 3g.40gb 实例，显存 40GB": the figure the slice's profile names is the slice's
            narrows = stmt.where == "footnote" or bool(words("narrowing").search(clause)) or (
                (figure := re.match(r"\d+", m.group(1) or m.group(2))) is not None and int(figure.group()) in slices)
            add("gpu.memory", _quantity(m.group(1) or m.group(2), "bytes"), *at(m), narrows=narrows)
    if words("narrowing").search(f"{stmt.label_text or ''} {clause}"):
        for m in _SLICE_PROFILE.finditer(clause):  # "each instance is one MIG 3g.40gb": what is sold is the slice
            add("gpu.memory", _quantity(f"{m.group(1) or m.group(2)} GB", "bytes"), *at(m), narrows=True)
            if m.group(2):  # "L40S-24Q": an NVIDIA vGPU profile names a vGPU, whatever else the line says
                add("gpu.sharing", "vgpu", *at(m))
    if _FABRIC.search(clause) and stmt.label not in ("network",):
        for m in _FABRIC_PORTS.finditer(clause):
            rate = data_rate(m.group(2) or m.group(4) or m.group(7))
            if _phrase_role("network", clause, m.start(), m.end()) in ("storage", "management", "public"):
                continue  # "2 x 25 GbE (storage / management, not fabric)": another network's ports
            if rate is not None:
                ports = int(m.group(1) or m.group(5) or m.group(6))
                total = Quantity(rate.magnitude * ports, rate.dims, rate.unit)
                add("interconnect.inter_node_bandwidth", total, *at(m), computed=True, role="fabric")
        for m in _FABRIC_TOTAL.finditer(clause):
            add("interconnect.inter_node_bandwidth", data_rate(m.group(1)), *at(m), stated_total=True, role="fabric")
        for m in _FABRIC_PER_GPU.finditer(clause):
            add("interconnect.per_gpu_bandwidth", data_rate(m.group(1)), *at(m), role="fabric")
    for m in _VENDOR_LINK.finditer(clause):  # "AMD Infinity Fabric (xGMI) full mesh", "HCCS 全互联"
        add("interconnect.intra_node", "hccs" if m.group().upper() == "HCCS" else "xgmi", *at(m))
        if words("mesh").search(clause[m.end():m.end() + 16]):
            add("interconnect.topology", "full-mesh", *at(m))
    for m in _MESH_OVER_NVLINK.finditer(clause):  # "all 8 GPUs are fully interconnected over NVLink"
        if not re.search(r"(?:not|never|非|不是|并非)\s*$", clause[max(0, m.start() - 8):m.start()], re.IGNORECASE):
            add("interconnect.topology", "full-mesh", *at(m))
    for m in _PCIE_LINK.finditer(clause):
        add("interconnect.intra_node", "pcie", *at(m))
    if (denied := _NO_NVLINK.search(clause)) and (pcie := re.search(r"PCIe", clause, re.IGNORECASE)):
        add("interconnect.intra_node", "pcie", *at(pcie))  # "24 GB, PCIe, no NVLink": the GPUs' link is PCIe
        add("interconnect.topology", "none", *at(pcie))  # and no GPU-to-GPU links at all
    elif denied and re.search(r"PCIe", stmt.text, re.IGNORECASE):
        # "NVIDIA L40S 48GB, PCIe 4.0; the L40S has no NVLink": the bus named in the sentence's other clause
        add("interconnect.intra_node", "pcie", *at(denied))
        add("interconnect.topology", "none", *at(denied))
    if (m := words("no_fabric").search(clause)) is not None:  # "no back-end fabric", "单机交付，无节点间网络"
        add("interconnect.inter_node", "none", *at(m))
    memory_rates: list[tuple[int, int]] = []
    for m in _MEM_BW.finditer(clause):
        add("gpu.memory_bandwidth", data_rate(m.group(1) or m.group(2)), *at(m))
        memory_rates.append(m.span())
    if re.search(r"NVLink|NVSwitch", clause, re.IGNORECASE) and not _NO_NVLINK.search(clause):
        for m in _NVLINK_BW.finditer(clause):
            if not any(a <= m.start() < b for a, b in memory_rates):  # the memory's bandwidth, not the link's
                add("interconnect.nvlink_bandwidth", data_rate(m.group()), *at(m))
    if stmt.label not in ("fabric", "interconnect"):
        for m in _UPLINK.finditer(clause):
            role = "public"  # the phrase names the uplink ("公网 100M", "10 Gbps internet") whatever the row
            rate = data_rate(m.group(1) or m.group(2))
            add("network.bandwidth", rate, *at(m), role=role)
    for m in _ETHERNET.finditer(clause):
        role = _role("network", stmt.label_text) or _phrase_role("network", clause, m.start(), m.end())
        ports = int(m.group(1)) if m.group(1) else (stmt.quantity or 1)
        rate = data_rate(m.group(2) + "G")
        if role == "public" and rate is not None and not _UPLINK.search(clause):
            # "2 x 100 GbE internet-facing ports": the uplink (unless the clause states the uplink's own rate)
            add("network.bandwidth", Quantity(rate.magnitude * ports, rate.dims, rate.unit), *at(m), role=role,
                computed=ports > 1)
        if role not in (None, "fabric"):
            continue
        if rate is not None:
            if not _FABRIC_KIND.search(_NO_RDMA.sub("", clause)):  # "100G 以太网，支持 RoCE v2": the kind is RoCE
                add("interconnect.inter_node", "ethernet", *at(m), weak=True, role=role)
            if not _RESTATES_LISTING.search(clause):  # "机间按上表 25GbE": the listing says how many ports
                add("interconnect.inter_node_bandwidth", Quantity(rate.magnitude * ports, rate.dims, rate.unit),
                    *at(m), computed=ports > 1, role=role, weak=True)
    if _NO_RDMA.search(clause):
        add("interconnect.rdma", False, offset, offset + len(clause))
    if words("unmetered").search(clause):
        add("network.rate_limited", False, offset, offset + len(clause))
    _price(stmt, clause, offset, add)
    # "按小时：1.80 元/卡/时（随开随停） 包月：9600 元/台/月，最短一个月": "no minimum" denies its own phrase's term
    denied = [_phrase(clause, n.start()) for n in words("term", "none").finditer(clause)]
    if stmt.label != "term":
        term = words("term", "words")
        for m in term.finditer(clause):
            if _phrase(clause, m.start()) in denied:
                continue
            tail = clause[m.end():m.end() + 40]
            if dates := _DATES_BEFORE_TERM.match(clause, m.end()):  # "服务期：2027 年 1 月 1 日至…，共 6 个月"
                skip = dates.end() - m.end()
                tail = " " * skip + clause[dates.end():dates.end() + 40]
            d = _DURATION.search(tail)
            lead = _REVISED_FROM.match(tail[:d.start()]) if d is not None else None
            pre = tail[lead.end() if lead else 0:d.start()] if d is not None else ""
            if d is None or len(pre.strip(" :：")) > 8 or _NOT_TERM.search(pre) or _DEADLINE.match(tail, d.end()):
                continue  # "租期自交付之日起十二个月" is the term; "租期结束后 7 日内" is a deadline after it
            generic = bool(words("term", "generic").fullmatch(m.group()))
            add("pricing.minimum_term", _duration(d.group()), *at(m)[:1], offset + m.end() + d.end(), weak=generic)
            rest = tail[d.end():].lstrip()
            revised = words("revision", "to").match(rest) or (lead and re.match(r"(?:to|至|到)(?![A-Za-z])", rest))
            later = _DURATION.search(tail, d.end()) if revised else None
            if later is not None:  # "最短租期由六个月改为三个月": the revised term follows the marker
                add("pricing.minimum_term", _duration(later.group()), offset + m.end() + later.start(),
                    offset + m.end() + later.end())
            if not generic:
                break  # "租期 6 个月，最短租期 3 个月": a lease term read, the minimum beside it is still to come
        for m in _TERM_AFTER.finditer(clause):
            if _phrase(clause, m.start()) not in denied:
                add("pricing.minimum_term", _duration(f"{m.group(1)} {m.group(2)}"), *at(m))
        for m in _TERM_BEFORE_ZH.finditer(clause):  # "3 个月起租", "首期 12 个月起租"
            if _phrase(clause, m.start()) not in denied:
                add("pricing.minimum_term", _duration(m.group(1)), *at(m))
    best = billing_step(clause)
    if best is not None:
        add("pricing.billing_granularity", parse_quantity(best[2], "duration"), offset + best[0],
            offset + best[1])
    if (cadence := invoicing_cadence(clause)) is not None:
        add("pricing.invoiced_every", parse_quantity(cadence[2], "duration"), offset + cadence[0], offset + cadence[1])


_DATA_TOTAL = re.compile(r"(?:数据盘|数据硬盘|本地盘|data (?:disks?|drives?)|local (?:storage|NVMe|disks?))"
                         r"[^。；;]{0,8}?(?:合计|共计|总计|总容量|in total|total(?: of)?)\s*[:：]?\s*"
                         r"(?:\d+\s*(?:块|个|drives?|disks?)?\s*[，,、]\s*)?(\d+(?:\.\d+)?\s*(?:TB|T|GB|TiB))(?![A-Za-z/])",
                         re.IGNORECASE)
"""A data disks' total said outright after their count ("数据盘合计 4 块，30.72TB"): the node's data capacity."""
_RESTATES_LISTING = re.compile(r"上表|如上|见上|所列|\bas (?:listed|above|in the table)|listed above|per the table"
                               r"|in the table above|shown above", re.IGNORECASE)
"""A clause that points back at the listing ("机间为上表所列 25GbE", "25GbE as listed"): it names the link and defers
to the listing for its ports, even where the listing's row is one option of several (no one-port rate to rank)."""
_PHRASE_BREAK = re.compile(r"[,，、;；()（）]")


def _phrase(text: str, at: int) -> int:
    """Where the comma-delimited phrase that holds ``at`` starts: the reach of a denial ("随开随停", "no minimum")."""
    return max((m.end() for m in _PHRASE_BREAK.finditer(text, 0, at)), default=0)


_STEP_UNIT = r"(?:(seconds?|secs?|秒)|(minutes?|mins?|分钟|分鐘)|(hours?|hrs?|小时|小時))"
_STEP_COUNT = re.compile(rf"(?:in\s+)?(\d+)\s*[- ]?\s*{_STEP_UNIT}"
                         r"\s*(?:increments?|granularity|blocks?|billing|为计费单位|為計費單位)(?![A-Za-z])"
                         r"|(?:计费粒度|計費粒度|billing increments?|billing granularity)\s*[:：为為]?"
                         rf"\s*(\d+)\s*[- ]?\s*{_STEP_UNIT}(?![A-Za-z])", re.IGNORECASE)
"""A billing step of several units ("billed in 15-minute increments", "计费粒度 30 分钟")."""


def billing_step(text: str) -> tuple[int, int, str] | None:
    """The first billing step ``text`` states in words, with where it stands and as a duration ("按分钟计费" → 1 min,
    "billed in 15-minute increments" → 15 min); a payment schedule ("billed monthly in advance", "按月结算") is
    none, but a step under a day is never one ("按分钟结算": each minute is settled, the step)."""
    best: tuple[int, int, str] | None = None
    schedule = words("payment_schedule")
    for step, pattern in groups("billing").items():
        for m in pattern.finditer(text):
            if step in ("day", "week", "month") and (
                    schedule.match(text, m.end()) or schedule.match(text[m.end():].lstrip())):
                continue  # "billed monthly in advance", "按月预付": when invoices come, not the billing step
            if best is None or m.start() < best[0]:
                best = (m.start(), m.end(), f"1 {step}")
            break
    counted = _STEP_COUNT.search(text)
    if counted is not None and (best is None or counted.start() <= best[1]):
        n = counted.group(1) or counted.group(5)
        unit = next(u for k, u in zip((2, 3, 4, 6, 7, 8), ("s", "min", "h") * 2, strict=True) if counted.group(k))
        best = (counted.start(), counted.end(), f"{n} {unit}")
    return best


_STEP_VALUE = re.compile(r"\s*(?:(?:1|one)\s*-?\s*)?(?:(秒|seconds?|secs?)|(分钟|minutes?|mins?)|(小时|hours?|hrs?))级?"
                         r"(?![A-Za-z])|\s*(?:(secondly|per[- ]second)|(per[- ]minute)|(hourly|per[- ]hour))"
                         r"(?![A-Za-z])", re.IGNORECASE)
"""The value of a billing label that is the step alone ("计费粒度 | 秒级", "Billing: hourly", "Increment: 1 minute")."""


def invoicing_cadence(text: str) -> tuple[int, int, str] | None:
    """How often the fees are invoiced or paid, where ``text`` says so ("invoiced monthly in advance" → 1 month)."""
    found = [(m.start(), m.end(), f"1 {period}") for period, pattern in groups("invoicing").items()
             if (m := pattern.search(text)) is not None]
    return min(found) if found else None


def billing_value(text: str) -> tuple[int, int, str] | None:
    """The billing step a billing label's value states alone ("计费粒度 | 秒级", "Billing: hourly")."""
    m = _STEP_VALUE.match(text)
    if m is None:
        return None
    kind = next(k for k in range(1, 7) if m.group(k))
    return m.start(), m.end(), ("s", "min", "h")[(kind - 1) % 3]


_VOLUME_SIZE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?\s*(?:TB|GB|TiB|GiB|T|G))(?![A-Za-z/])", re.IGNORECASE)
_LOCAL_DISK = re.compile(r"NVMe|SSD|SATA|SAS|HDD|固态|机械", re.IGNORECASE)
_VOLUME_RATE = re.compile(r"(\d+(?:\.\d+)?\s*(?:GB/s|MB/s|GiB/s|MiB/s))", re.IGNORECASE)


def _host_cpu(clause: str, at: Callable[..., tuple[int, int]], add: Callable[..., None]) -> None:
    """The host's sockets and cores: a total said outright, or the sockets times one's cores."""
    for m in (*_CORES_TOTAL.finditer(clause), *_CORES_STATED.finditer(clause)):
        add("cpu.cores", int(next(g for g in m.groups() if g)), *at(m), stated_total=True)
    for m in _CORES_ON_SOCKETS.finditer(clause):  # "96 CPU cores on two sockets", "96 核，双路": the total on N sockets
        add("cpu.sockets", int(m.group(2)), *at(m))
    for m in _CPU_MODEL_CORES.finditer(clause):
        if 1 < int(m.group(1)) <= 8:
            add("cpu.sockets", int(m.group(1)), *at(m))
            add("cpu.cores", int(m.group(1)) * int(m.group(2)), *at(m), computed=True)
    for m in _CPU_TIMES_EACH.finditer(clause):  # "鲲鹏 920 × 4（每颗 48 核）"
        add("cpu.sockets", int(m.group(1)), *at(m))
        add("cpu.cores", int(m.group(1)) * int(m.group(2) or m.group(3)), *at(m), computed=True)
    for m in _CPU_EACH.finditer(clause):
        add("cpu.sockets", int(m.group(1)), *at(m))
        add("cpu.cores", int(m.group(1)) * int(m.group(2)), *at(m), computed=True)
    for m in _CORES_TIMES.finditer(clause):  # "EPYC 7542 32核 × 2", "48 核处理器 2 颗": one's cores times the sockets
        sockets = int(m.group(2) or m.group(3))
        add("cpu.sockets", sockets, *at(m))
        add("cpu.cores", int(m.group(1)) * sockets, *at(m), computed=True)
    for m in _SOCKET_CORES.finditer(clause):
        sockets, cores = int(m.group(1)), int(m.group(2))
        if 1 < sockets <= 8:
            add("cpu.sockets", sockets, *at(m))
            add("cpu.cores", sockets * cores, *at(m), computed=True)


def _network_volumes(clause: str, label_role: str | None, at: Callable[..., tuple[int, int]],
                     add: Callable[..., None]) -> None:
    """ "Data volume 10 TB network block storage (Ceph RBD), up to 500 MB/s", "系统盘 100GB ESSD 云盘": a
    disk on the storage network, the system or the data disk by its role words, with its stated throughput."""
    volume = words("network_volume")
    for m in _VOLUME_SIZE.finditer(clause):
        cuts = [c.start() for c in _SEGMENT.finditer(clause)]
        lo = max([c for c in cuts if c < m.start()], default=0)
        hi = min([c for c in cuts if c >= m.end()], default=len(clause))
        segment = clause[lo:hi]
        # the volume word in the phrase's own segment, or just before it ("系统盘为 ESSD 云盘，100GB 以内免费")
        # unless the phrase names a local disk of its own ("…云盘，系统盘 480GB SSD")
        reach = max(0, m.start() - 24) if not _LOCAL_DISK.search(segment) else max(lo, m.start() - 24)
        if not volume.search(clause[reach:min(hi, m.end() + 40)]):
            continue
        size = _quantity(m.group(1) + ("B" if m.group(1)[-1] in "TtGg" else ""), "bytes")
        # the role word just before, unless another disk's figure stands between ("100 GB boot volume + 500 GB
        # network block volume": "boot" is the first volume's)
        near = max([f.end() for f in _VOLUME_SIZE.finditer(clause, reach, m.start())], default=reach)
        if near > reach:
            near = max([c.end() for c in _SEGMENT.finditer(clause, near, m.start())], default=m.start())
        else:  # "200 GB network boot volume and 1 TB network block volume": "boot" is before the "and" (a comma
            # does not part them: "系统盘为 ESSD 云盘，200GB 以内免费")
            near = max([c.end() for c in re.finditer(r"\b(?:and|plus)\b", clause[:m.start()]) if c.start() >= near],
                       default=near)
        own = _phrase_role("storage", clause, m.start(), m.end()) or _role(
            "storage", clause[near:m.start()], m.start() - near)
        role = own if own == "system" else label_role or own  # "本地盘：系统盘 ESSD 200GB；…": the phrase's own words
        if size is None or role == "shared":
            continue  # a shared file system is not the server's disk
        base = "storage.system_disk" if role == "system" else "storage"
        add(f"{base}.capacity", size, *at(m), role=role)
        add(f"{base}.type", "network", *at(m), role=role)
        rate = _stated_rate(clause, m.end())
        if base == "storage" and rate:
            add("storage.throughput", data_rate(rate.group(1)), *at(rate), role=role)


_SHARED_SIZE = re.compile(
    r"(?<![\d.])(\d+(?:\.\d+)?\s*(?:PB|PiB|TB|TiB|T))(?![A-Za-z/])(?!\s*(?:/|per\s|每)\s*(?:month|月|s\b))",
    re.IGNORECASE)
"""A shared store's size: the quota the servers get where they have no data disk of their own."""
_STORAGE_NETWORK_AFTER = re.compile(r"\s*(?:网络|网(?!盘)|network|fabric)", re.IGNORECASE)


def _shared_file_system(clause: str, at: Callable[..., tuple[int, int]], add: Callable[..., None]) -> None:
    """ "数据盘挂载共享 CPFS 并行文件系统，吞吐 2GB/s 起", "datasets on a shared Lustre file system, 2 GB/s": storage on
    the network shared by the servers, with its stated throughput. The candidates carry the shared role, so a local
    data disk stated anywhere, in this document or another of the offer, outranks them and stays the storage
    (auditor/ingest/layout.py and merge.py keep "shared" only when the shared one is chosen); a storage network
    ("共享存储网络") is no storage."""
    m = groups("roles", "storage")["shared"].search(clause)
    if m is None or _STORAGE_NETWORK_AFTER.match(clause, m.end()):
        return
    add("storage.type", "network", *at(m), role="shared", weak=True)
    add("storage.shared", True, *at(m), role="shared")
    for size in _SHARED_SIZE.finditer(clause, m.start()):  # "a shared NAS …, 50 TB allocated to you": the quota
        if words("quota").search(clause[max(0, size.start() - 12):size.end() + 16]):  # not the store's own size
            add("storage.capacity", _quantity(size.group(1), "bytes"), *at(size), role="shared", weak=True)
            break
    rate = _stated_rate(clause, m.end())
    if rate:
        add("storage.throughput", data_rate(rate.group(1)), *at(rate), role="shared")


def _stated_rate(clause: str, start: int) -> re.Match[str] | None:
    """The first rate after `start` that its words make a throughput, before it ("baseline 500 MB/s", "读带宽不超过
    600MB/s") or right after it ("500 MB/s baseline throughput"); a bare rate may be an acceptance figure."""
    throughput, other = words("volume_throughput"), words("not_storage_rate")
    for rate in _VOLUME_RATE.finditer(clause, start):
        if other.search(clause[max(start, rate.start() - 24):rate.start()]) \
                or other.match(clause[rate.end():rate.end() + 24].lstrip()):
            continue  # "fio 顺序读 ≥ 20GB/s", "NVLink 约 900GB/s", "~50 GB/s card to card": another thing's rate
        if throughput.search(clause[max(start, rate.start() - 16):rate.start()]) or throughput.match(
                clause[rate.end():rate.end() + 24].lstrip()):
            return rate
    return None


def _compute_claim(clause: str, offset: int, add: Callable[..., None], labelled: bool) -> None:
    """Peak BF16/FP16 claims per GPU as written (a sparse figure stays: the rules compare it)."""
    for m in _FLOPS.finditer(clause):
        before = clause[max(0, m.start() - 40):m.start()]
        if words("compute", "not_bf16").search(before[-12:]):
            continue
        if not labelled and not words("compute", "bf16").search(before):
            continue
        value = parse_quantity(f"{m.group(1).replace(',', '')} {m.group(2)}FLOPS")
        after = clause[m.end():m.end() + 16].lstrip(" )）")
        node_word, gpu_word = words("multiplicity", "per_node"), words("multiplicity", "per_gpu")
        nearest = max([(w.end(), kind) for kind, rx in (("node", node_word), ("gpu", gpu_word))
                       for w in rx.finditer(before[-20:])], default=(0, None))[1]
        # "整机 BF16 峰值算力 7.9 PFLOPS", "(36 PFLOPS per node)": the server's; "单卡 4.5 PFLOPS": one GPU's
        follows = "gpu" if gpu_word.match(after) else "node" if node_word.match(after) else None
        per_node = (follows or nearest) == "node"
        if per_node:
            add("gpu.peak_bf16_node", value, offset + m.start(), offset + m.end())
        else:
            add("gpu.peak_bf16", value, offset + m.start(), offset + m.end())
