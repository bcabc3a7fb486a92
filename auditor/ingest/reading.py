"""The reading model: every statement of a document yields candidate facts with their context,
and one resolution step picks each fact, keeping the candidates it beat.

Why: vendor documents state a fact several times and in several roles — a system disk and a data
disk, seven rows of a price list and the line the order selects, "64GB × 32" and "合计 2TB", a
headline "80GB" and a footnote "40 GB framebuffer per vGPU". Taking the first match made honest
offers fail. Here no reader decides; each candidate says where it stands (``where``), what it is
for (``role``), which option line it belongs to, whether it is a stated total or computed, and the
resolution below decides by a precedence written as a list one can read and test.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from auditor.model.evidence import Evidence
from auditor.units import Quantity

WHERE_RANK = {"table": 0, "key-value": 0, "prose": 1, "heading": 2, "footnote": 2, "quoted": 4}
"""A labelled cell or key:value line over prose; the customer's quoted words last."""

ROLE_RANK: dict[str, dict[str | None, int]] = {
    # Training data sits on the data disk: the system disk states a size only when nothing else does; a shared
    # file system or NAS is where the data lives when the server has no data disk of its own.
    "storage.": {"data": 0, None: 1, "shared": 2, "system": 3},
    "network.": {"public": 0, None: 1},
    "interconnect.inter_node": {"fabric": 0, None: 1},
}
"""Per path prefix: which roles may state a fact, best first. A role not listed cannot state it."""


@dataclass
class Candidate:
    """One fact one statement makes, with the context resolution needs."""

    path: str
    value: Any
    evidence: list[Evidence]
    where: str = "prose"
    order: int = 0
    role: str | None = None
    option: int | None = None
    """Index of the option line (a row of a multi-option list) the statement belongs to."""
    stated_total: bool = False
    computed: bool = False
    """Derived by arithmetic (a quantity column, a per-GPU figure times the GPU count)."""
    superseded: bool = False
    """Replaced by a revision in its own clause ("由四台调整为两台": the four)."""
    revises: bool = False
    """Stated as the correction of the document's own text (an erratum's "更正为" column, an "After" column)."""
    narrows: bool = False
    """A footnote that narrows a headline figure ("40 GB framebuffer per vGPU")."""
    agreed: bool = False
    """The price (and its unit and currency) that a sentence of agreement repeats ("ok go, monthly S$5,600", "成交，就按
    9,600"): among competing prices, the one the parties settled on."""
    one_port: bool = False
    """A sentence's link rate that a labelled row multiplies by its ports ("机间 25GbE" beside "每台 2 × 25GbE")."""
    weak: bool = False
    """Implied rather than stated ("单机" implies one node; a generic "Ethernet")."""
    note: str = ""
    span: tuple[int, int] = (0, 0)
    """Where in its statement's text the candidate was read (a longer phrase holding it wins)."""
    rank: tuple[int, ...] = field(default=(), compare=False)

    def quote(self) -> str:
        return " ".join(e.text or "" for e in self.evidence).strip()


@dataclass
class Options:
    """The option lines of a document (rows of multi-option lists) and the ones statements selected."""

    names: list[str] = field(default_factory=list)
    selected: set[int] = field(default_factory=set)
    tables_with_selection: set[int] = field(default_factory=set)
    """Option lines whose list has a selected line: the others in it lose to it."""
    selected_column: str | None = None
    """The price column group a selection names ("reserved", "on_demand" …), if any."""
    selected_header: str | None = None
    """The price column a selection names by its header's own words ("按“1–5 台 包 6 个月”档"), squashed."""

    def rank(self, candidate: Candidate) -> int:
        if candidate.option is None or candidate.option in self.selected:
            return 0
        if candidate.option not in self.tables_with_selection:
            return 1  # an option list nobody selected: its lines are only candidates
        return 2


PRECEDENCE: list[tuple[str, Callable[[Candidate, Options], int]]] = [
    ("the selected option over the other options", lambda c, o: o.rank(c)),
    ("a revised figure over the one it replaces", lambda c, o: 2 if c.superseded else 0 if c.revises else 1),
    ("the price an agreement repeats over the other prices", lambda c, o: int(not c.agreed)),
    ("a statement of the offer over the customer's quoted words", lambda c, o: int(c.where == "quoted")),
    ("the role that states the fact (data disk over system disk, public uplink for bandwidth)",
     lambda c, o: _role_rank(c)),
    ("a footnote that narrows a headline over the headline", lambda c, o: 0 if c.narrows else 1),
    ("a slice over a dedicated claim (what is sold, not what is promised), a named slice over the word shared",
     lambda c, o: _SHARING_RANK.get(c.value, 0) if c.path == "gpu.sharing" else 0),
    ("a row's ports times their rate over one port's rate said again", lambda c, o: int(c.one_port)),
    ("a stated total over a computed one", lambda c, o: 0 if c.stated_total else 2 if c.computed else 1),
    # an implied cell ("6 | 台月": six server-months read as servers) is no stronger than a note that states it
    ("a labelled table cell or key:value line over prose",
     lambda c, o: 2 if c.weak and c.where in ("table", "key-value") else WHERE_RANK.get(c.where, 1)),
    ("a stated fact over an implied one", lambda c, o: int(c.weak)),
]
"""Resolution order, most decisive first; ties go to the earlier statement in the document."""


_SHARING_RANK = {"dedicated": 2, "shared": 1, "container-quota": 1}
"""A named slice (MIG, vGPU) says more than "shared"; either says more than a dedicated claim."""


def _role_rank(candidate: Candidate) -> int:
    for prefix, ranks in ROLE_RANK.items():
        if candidate.path.startswith(prefix):
            return ranks.get(candidate.role, 9)
    return 0


NEVER = 9
NOT_QUOTED = frozenset({"nodes", "gpu.count_total"})
"""Counts the customer's quoted words never state: "we may need two boxes later" is a wish, not the order."""
"""A role rank that cannot state the fact (a management port's speed is not the uplink)."""


@dataclass
class Resolved:
    """The chosen candidate of one path, the candidates it beat, and an unsettled disagreement."""

    chosen: Candidate
    beaten: list[Candidate]
    conflict: list[Candidate] = field(default_factory=list)


def resolve(candidates: list[Candidate], options: Options,
            same: Callable[[Any, Any, str], bool]) -> dict[str, Resolved]:
    """Pick one candidate per path by ``PRECEDENCE``; equal-ranked labelled statements that
    disagree are a conflict (both kept), never a silent first-wins."""
    by_path: dict[str, list[Candidate]] = {}
    for c in candidates:
        c.rank = tuple(key(c, options) for _, key in PRECEDENCE)
        by_path.setdefault(c.path, []).append(c)
    out: dict[str, Resolved] = {}
    for path, group in by_path.items():
        # A line of an option list that another line was chosen over describes another offer.
        usable = [c for c in group if _role_rank(c) < NEVER and options.rank(c) < 2
                  and not (c.where == "quoted" and path in NOT_QUOTED)]
        if not usable:
            continue
        usable.sort(key=lambda c: (c.rank, c.order))
        best = usable[0]
        if path in FULLER_NAMED:
            best = _fullest(best, usable)
        # Only two labelled statements (not two readings of one statement) can disagree.
        rivals = [c for c in usable[1:] if c.rank == best.rank and not same(c.value, best.value, path)
                  and _comparable(c.value, best.value) and path != "pricing.unit"  # the unit follows the price
                  and c.order // 1000 != best.order // 1000
                  and best.where in ("table", "key-value") and c.where in ("table", "key-value")]
        # "NVLink 桥接 … 对与对之间经 PCIe 交换" states NVLink too: a statement also saying the chosen value is no rival
        agree = {c.order // 1000 for c in usable if same(c.value, best.value)}
        rivals = [c for c in rivals if c.order // 1000 not in agree]
        beaten = [c for c in group if c is not best]
        out[path] = Resolved(best, beaten, [best, rivals[0]] if rivals else [])
    return out


FULLER_NAMED = frozenset({"gpu.model"})
"""Names that a later statement may give in full: a customer's "8 卡 A800" in a chat, then the vendor's "A800 PCIe
80G" — one GPU, the fuller name is the reading."""


def _fullest(best: Candidate, usable: list[Candidate]) -> Candidate:
    """The equally ranked candidate that names ``best``'s value and more of it, if any."""
    def squashed(c: Candidate) -> str:
        return _SPELLING.sub("", unicodedata.normalize("NFKC", str(c.value)).casefold())

    from auditor.sizing.catalog import match_gpu

    fuller = [c for c in usable if c.rank == best.rank and isinstance(c.value, str)
              and squashed(best) in squashed(c) and len(squashed(c)) > len(squashed(best))]
    skus = {getattr(match_gpu(str(c.value)), "sku", None) for c in fuller}
    if len(skus) != 1 or None in skus:
        return best  # "H100" then "H100 SXM" and "H100 NVL": which one the short name meant is not settled here
    return max(fuller, key=lambda c: (len(squashed(c)), -c.order))


_SPELLING = re.compile(r"[\s\-_·.,]+")


def same_value(a: Any, b: Any, path: str = "") -> bool:
    """Two readings of one fact that do not disagree: equal, one quantity within rounding, or one text spelt
    differently (full- or half-width, case, spaces: "（南京）" / "(南京)", "80GB" / "80 GB") or naming more of it
    ("H800" / "NVIDIA H800 SXM5 80GB"); two GPU names (``path`` "gpu.model") that name one catalogued GPU
    ("NVIDIA H200 SXM 141GB" / "H200 SXM5 141 GB HBM3e", "AMD MI300X 192GB" / "MI300X OAM 192GB HBM3")."""
    if isinstance(a, Quantity) and isinstance(b, Quantity):
        return a.dims == b.dims and abs(a.magnitude - b.magnitude) <= 1e-6 * max(abs(a.magnitude), 1)
    if isinstance(a, str) and isinstance(b, str):
        x, y = (_SPELLING.sub("", unicodedata.normalize("NFKC", v).casefold()) for v in (a, b))
        return x in y or y in x or (path == "gpu.model" and _same_gpu(a, b)) or (
            path == "vendor" and _same_company(x, y))
    return bool(a == b)


_TRADE_WORDS = re.compile(r"[(（][^)）]{1,8}[)）]|有限责任公司|有限公司|股份|集团|科技|技术|信息|数据"
                          r"|计算|算力|智算|云|网络|服务")
"""What a Chinese company's brand and its legal name add to their distinctive words ("鹏城异构算力" / "深圳鹏城异构
计算有限公司": 鹏城异构 in both)."""


def _same_company(x: str, y: str) -> bool:
    """A Chinese brand and a legal name that share their distinctive words (one company, two forms of its name)."""
    cores = [_TRADE_WORDS.sub("", v) for v in (x, y)]
    if not all(re.fullmatch(r"[\u3400-\u9fff]+", v) for v in (x, y)) or min(map(len, cores)) < 2:
        return False
    return cores[0] in y or cores[1] in x


def _same_gpu(a: str, b: str) -> bool:
    """Both names resolve to one catalogue SKU, or one to a family whose candidates hold the other's SKU (the
    less specific name); memory figures, where both give one, agree."""
    from auditor.sizing.catalog import match_gpu

    x, y = match_gpu(a), match_gpu(b)
    if x is None or y is None:
        return False
    if x.memory is not None and y.memory is not None and x.memory != y.memory:
        return False
    return x.sku == y.sku if not (x.candidates or y.candidates) else \
        (not x.candidates and x.sku in y.candidates) or (not y.candidates and y.sku in x.candidates)


def _comparable(a: Any, b: Any) -> bool:
    """Two statements disagree only in the same terms: a price per GPU-hour and one per node-month
    are two ways to state one offer, not a conflict."""
    dims_a, dims_b = getattr(a, "dims", None), getattr(b, "dims", None)
    return dims_a == dims_b


def why_lost(loser: Candidate, winner: Candidate) -> str:
    """The precedence rule that put ``winner`` before ``loser`` (for the read file and reports)."""
    for (reason, _), a, b in zip(PRECEDENCE, winner.rank, loser.rank, strict=False):
        if a != b:
            return reason if a < b else "unranked"
    if loser.path == winner.path and loser.value == winner.value:
        return "the same fact, stated again"
    return "the earlier statement in the document"


def value_at(offer: Any, path: str) -> Any:
    """The value at a dotted fact path of an offer ("gpu.memory", "statements.2", "clauses.availability"); a
    clause may be named as the file spells it ("clauses.data-deletion") or by its field (``data_deletion``)."""
    node = offer
    for part in path.split("."):
        if node is None:
            return None
        if isinstance(node, list):
            node = node[int(part)] if part.isdigit() and int(part) < len(node) else None
        elif isinstance(node, dict):
            node = node.get(part)
        else:
            node = getattr(node, part.replace("-", "_"), None)
    return node


def shown(value: Any) -> str:
    """One value as ``audit read`` writes it in a reading and compares it when the file comes back:
    a quantity or word as printed, an object (a clause) as sorted JSON."""
    import json

    from pydantic import BaseModel

    if isinstance(value, BaseModel):
        return json.dumps(value.model_dump(mode="json", exclude_none=True), sort_keys=True, ensure_ascii=False)
    if isinstance(value, list | dict):
        return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)
    return str(value)
