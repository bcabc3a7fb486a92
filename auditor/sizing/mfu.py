"""The MFU policy table (``data/mfu.yaml``) and the classification of an offer into its keys.

Why a table and not a formula: the sources give MFU and scaling figures for a few classes of
hardware (NVLink vs PCIe, with and without RDMA between nodes), not a model of them. Keeping
them as data with a source per row lets a reviewer see, and a policy replace, every number the
ranking rests on. Classification checks the offer's claims against physics (the GPU catalogue)
and measurements (probes) first, so "RTX 4090 with NVLink" is priced as the PCIe box it is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from auditor.errors import InputError
from auditor.model.evidence import EvidenceMap, evidence_for
from auditor.model.offer import Offer
from auditor.sizing.facts import GpuSpec
from auditor.units import Quantity, UnitError, parse_quantity

if TYPE_CHECKING:  # measured facts are read, never built, here
    from auditor.probes.facts import ProbeFacts

DEFAULT_TABLE = Path(__file__).resolve().parent / "data" / "mfu.yaml"
TABLE_NAME = "auditor/sizing/data/mfu.yaml"
LEVELS: tuple[str, ...] = ("low", "expected", "high")
KEYS: dict[str, tuple[str, ...]] = {
    "intra": ("nvlink-mesh", "nvlink-pairs", "pcie"),
    "fabric": ("single", "rdma", "tcp"),
    "sharing": ("dedicated", "slice"),
}
MIG_COMPUTE_SLICES = 7
"""A100/H100-class GPUs split into 7 compute slices; a ``Ng.…`` MIG profile holds N of them."""


@dataclass(frozen=True)
class Range:
    """Low / expected / high ends of one assumption, as percentages."""

    low: Quantity
    expected: Quantity
    high: Quantity

    def at(self, level: str) -> Quantity:
        return {"low": self.low, "expected": self.expected, "high": self.high}[level]


@dataclass(frozen=True)
class MfuRow:
    sku_class: str
    intra: str
    fabric: str
    sharing: str
    mfu: Range
    scaling: Range
    sources: tuple[str, ...]
    note: str
    source_file: str
    line: int

    def where(self) -> str:
        return f"{self.source_file}:{self.line}"

    def matches(self, sku_class: str, intra: str, fabric: str, sharing: str) -> bool:
        wanted = (sku_class, intra, fabric, sharing)
        have = (self.sku_class, self.intra, self.fabric, self.sharing)
        return all(h in ("*", w) for h, w in zip(have, wanted, strict=True))


@dataclass(frozen=True)
class MfuTable:
    classes: dict[str, str]
    """GPU family (the SKU id before its first '-') → class name."""
    rows: tuple[MfuRow, ...]

    def class_of(self, gpu: GpuSpec) -> str:
        sku = gpu.candidates[0] if gpu.candidates else gpu.sku
        return self.classes.get(sku.split("-")[0], "other")

    def lookup(self, sku_class: str, intra: str, fabric: str, sharing: str) -> MfuRow:
        for row in self.rows:
            if row.matches(sku_class, intra, fabric, sharing):
                return row
        raise InputError(
            self.rows[0].source_file if self.rows else TABLE_NAME,
            f"no MFU row for {sku_class}/{intra}/{fabric}/{sharing}",
        )


def _percent(value: Any, where: str, line: int) -> Quantity:
    try:
        q = parse_quantity(str(value), "percent")
    except UnitError as exc:
        raise InputError(where, f"{exc}", line=line) from None
    if not 0 < q.magnitude <= 1:
        raise InputError(where, f"{value} is not a share between 0% and 100%", line=line)
    return q


def _range(data: Any, where: str, line: int) -> Range:
    if not isinstance(data, dict) or set(data) != set(LEVELS):
        raise InputError(where, "mfu and scaling need low, expected and high", line=line)
    r = Range(*(_percent(data[level], where, line) for level in LEVELS))
    if not r.low <= r.expected <= r.high:
        raise InputError(where, "low <= expected <= high is required", line=line)
    return r


def load_table(path: Path | None = None) -> MfuTable:
    """The shipped table, or a reviewer's replacement (``--mfu-table``); a bad file is an InputError."""
    return _load(path.resolve() if path else DEFAULT_TABLE)


@cache
def _load(path: Path) -> MfuTable:
    if path == DEFAULT_TABLE:
        shipped = _shipped()
        if shipped is not None:
            return shipped
    return _parse(path)


def _shipped() -> MfuTable | None:
    """The shipped table through the catalogue cache (JSON, no PyYAML on a warm run: ``audit offer
    --model`` sizes time and cost with it); row lines from the file's own ``  - {`` row starts."""
    from auditor.sizing.catalog import _built

    text = DEFAULT_TABLE.read_text(encoding="utf-8")
    body = text[text.index("\nrows:") :] if "\nrows:" in text else ""
    first = text[: len(text) - len(body)].count("\n") + 1
    lines = [first + i for i, line in enumerate(body.split("\n")) if line.startswith("  - {")]

    def build(data: Any) -> MfuTable | None:
        rows = data.get("rows") if isinstance(data, dict) else None
        if not isinstance(rows, list) or len(rows) != len(lines):
            return None
        return _table(data, TABLE_NAME, lines)

    return _built("mfu.yaml", build)


def _parse(path: Path) -> MfuTable:
    where = TABLE_NAME if path == DEFAULT_TABLE else str(path)
    from auditor.infra import limits  # size, nesting and alias bounds shared by every reader

    try:
        text = limits.read_text(path, kind="config", encoding="utf-8") if path != DEFAULT_TABLE else (
            path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(where, f"cannot read MFU table: {exc.strerror or exc}") from None
    data, root = limits.load_yaml(text, where)
    if not isinstance(data, dict) or not isinstance(data.get("rows"), list) or not data["rows"]:
        raise InputError(where, "an MFU table needs sources, classes and a non-empty rows list")
    row_nodes = next(v for k, v in root.value if k.value == "rows").value
    return _table(data, where, [node.start_mark.line + 1 for node in row_nodes])


def _table(data: dict[str, Any], where: str, lines: list[int]) -> MfuTable:
    """Rows validated, each keeping the line it starts on."""
    sources: dict[str, str] = data.get("sources") or {}
    classes = {family: name for name, families in (data.get("classes") or {}).items() for family in families}
    rows: list[MfuRow] = []
    for line, row in zip(lines, data["rows"], strict=True):
        if not isinstance(row, dict):
            raise InputError(where, "each row must be a mapping", line=line)
        for key, allowed in KEYS.items():
            if row.get(key) not in (*allowed, "*"):
                raise InputError(where, f"{key} must be one of {', '.join(allowed)} or '*'", line=line)
        unknown = [s for s in row.get("sources", []) if s not in sources]
        if unknown or not row.get("sources"):
            raise InputError(where, f"row needs sources listed under 'sources' (unknown: {unknown})", line=line)
        rows.append(
            MfuRow(
                sku_class=str(row.get("sku_class", "*")),
                intra=row["intra"],
                fabric=row["fabric"],
                sharing=row["sharing"],
                mfu=_range(row.get("mfu"), where, line),
                scaling=_range(row.get("scaling"), where, line),
                sources=tuple(f"{s}: {sources[s]}" for s in row["sources"]),
                note=str(row.get("note", "")),
                source_file=where,
                line=line,
            )
        )
    return MfuTable(classes=classes, rows=tuple(rows))


# ---------------------------------------------------------------- classifying an offer


@dataclass(frozen=True)
class Key:
    """One key of the table lookup, why it has that value, and the evidence behind it."""

    value: str
    why: str
    evidence: tuple[str, ...] = ()


@dataclass(frozen=True)
class OfferClass:
    sku_class: Key
    intra: Key
    fabric: Key
    sharing: Key
    share: Fraction
    """Share of one GPU's peak the offer sells per "GPU" (1 for whole GPUs, g/7 for a MIG slice)."""
    share_why: str


def _cite(offer: Offer, *paths: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(ev.where() for p in paths for ev in offer.evidence.get(p, [])))


def _probe_cite(evidence: EvidenceMap, path: str, limit: int = 4) -> tuple[str, ...]:
    """Evidence of a probe fact or of the facts under it (a matrix has one line per GPU pair): the first few."""
    found = [ev.where() for key, evs in evidence.items() if key == path or key.startswith(path + ".") for ev in evs]
    found += [ev.where() for ev in evidence_for(evidence, path)]
    return tuple(dict.fromkeys(found))[:limit]


def classify(offer: Offer, gpu: GpuSpec, probe: ProbeFacts | None, evidence: EvidenceMap,
             table: MfuTable) -> OfferClass:
    """The table keys for an offer: measurements beat the catalogue, which beats the offer's claims."""
    sku_class = table.class_of(gpu)
    share, share_why = _share(offer, probe)
    return OfferClass(
        sku_class=Key(sku_class, f"{gpu.name} is in class {sku_class}", _cite(offer, "gpu.model", "gpu.sku")),
        intra=_intra(offer, gpu, probe, evidence),
        fabric=_fabric(offer),
        sharing=_sharing(offer, probe, evidence),
        share=share,
        share_why=share_why,
    )


def gpu_class(gpu: GpuSpec, gpus: int, per_node: int, rdma: bool | None, table: MfuTable) -> OfferClass:
    """The table keys for a GPU without an offer (``audit size``): its own link inside the node, an RDMA
    fabric between nodes unless ``rdma`` is False, whole GPUs. The same rows as ``classify``."""
    sku_class = table.class_of(gpu)
    domain = gpu.nvlink_domain or (gpu.max_per_node or 8 if gpu.link in ("xgmi", "hccs") else 1)
    if gpu.link in ("xgmi", "hccs") or (gpu.nvlink and domain >= min(gpus, per_node)):
        intra = Key("nvlink-mesh", f"{gpu.name}: GPU-to-GPU fabric joins {domain} GPUs")
    elif gpu.nvlink and domain >= 2:
        intra = Key("nvlink-pairs", f"{gpu.name}: NVLink bridges pairs only")
    else:
        intra = Key("pcie", f"{gpu.name}: no NVLink, GPUs talk over PCIe")
    if gpus <= per_node:
        fabric = Key("single", "one node")
    elif rdma is False:
        fabric = Key("tcp", "several nodes without RDMA")
    else:
        fabric = Key("rdma", "several nodes: an RDMA fabric assumed (vram.multi-node-without-rdma checks it)")
    return OfferClass(
        sku_class=Key(sku_class, f"{gpu.name} is in class {sku_class}"),
        intra=intra,
        fabric=fabric,
        sharing=Key("dedicated", "whole GPUs"),
        share=Fraction(1),
        share_why="whole GPU",
    )


def _intra(offer: Offer, gpu: GpuSpec, probe: ProbeFacts | None, evidence: EvidenceMap) -> Key:
    topo = probe.topo if probe is not None else None
    if topo is not None and topo.gpu_count > 1:
        cited = _probe_cite(evidence, "probe.topo")
        if topo.all_nvlink:
            return Key("nvlink-mesh", "measured: nvidia-smi topo -m shows NVLink between every GPU pair", cited)
        if topo.nvlink_pairs:
            return Key(
                "nvlink-pairs",
                f"measured: NVLink on {topo.nvlink_pairs} GPU pairs, {topo.non_nvlink_pairs} over PCIe/host paths",
                cited,
            )
        return Key("pcie", "measured: nvidia-smi topo -m shows no NVLink between GPUs", cited)
    ic = offer.interconnect
    cited = _cite(offer, "interconnect.intra_node", "interconnect.topology")
    per_node = offer.gpu.count_per_node or 1
    if ic.intra_node in ("xgmi", "hccs"):
        return Key("nvlink-mesh", f"{ic.intra_node} full mesh is priced as the NVLink class", cited)
    if ic.intra_node == "nvlink":
        if gpu.nvlink is False:
            return Key(
                "pcie",
                f"the offer claims NVLink but {gpu.name} has none (GPU catalogue): priced as the PCIe box it is",
                (*cited, *_cite(offer, "gpu.model")),
            )
        if ic.topology == "pairs" or gpu.nvlink_pairs_only or (gpu.nvlink_domain or per_node) < per_node:
            return Key("nvlink-pairs", f"NVLink joins GPUs in pairs only on {gpu.name}", cited)
        return Key("nvlink-mesh", "NVLink full mesh as the offer states", cited)
    if ic.intra_node == "pcie":
        return Key("pcie", "PCIe between GPUs as the offer states", cited)
    if gpu.form_factor == "sxm" and gpu.nvlink:
        return Key(
            "nvlink-mesh",
            f"interconnect not stated; {gpu.name} is an SXM part on NVSwitch",
            _cite(offer, "gpu.model", "gpu.sku"),
        )
    return Key("pcie", "interconnect not stated: PCIe assumed (the cautious reading)")


def _fabric(offer: Offer) -> Key:
    nodes = offer.nodes or 1
    ic = offer.interconnect
    cited = _cite(offer, "nodes", "interconnect.inter_node", "interconnect.rdma")
    if nodes == 1:
        return Key("single", "one node: no inter-node traffic", _cite(offer, "nodes"))
    if ic.inter_node in ("infiniband", "roce") and ic.rdma is not False:
        return Key("rdma", f"{nodes} nodes on {ic.inter_node} with RDMA", cited)
    if ic.inter_node in ("infiniband", "roce"):
        return Key("tcp", f"{nodes} nodes on {ic.inter_node} but RDMA is disabled", cited)
    stated = ic.inter_node or "not stated"
    return Key("tcp", f"{nodes} nodes, inter-node fabric {stated}: no RDMA assumed", cited)


def _sharing(offer: Offer, probe: ProbeFacts | None, evidence: EvidenceMap) -> Key:
    if probe is not None and probe.mig_enabled:
        return Key("slice", "measured: MIG mode is enabled", _probe_cite(evidence, "probe.mig_enabled"))
    sharing = offer.gpu.sharing
    cited = _cite(offer, "gpu.sharing", "gpu.mig_profile")
    if sharing is None:
        return Key("dedicated", "sharing not stated: whole GPUs assumed (the shared-slice rules ask)")
    if sharing == "dedicated":
        return Key("dedicated", "whole GPUs as the offer states", cited)
    return Key("slice", f"the offer sells {sharing} slices", cited)


_MIG_G = re.compile(r"^(\d+)g\.")


def _share(offer: Offer, probe: ProbeFacts | None) -> tuple[Fraction, str]:
    measured = probe.mig.profiles if probe is not None and probe.mig else None
    profile = offer.gpu.mig_profile or (measured[0] if measured else None)
    m = _MIG_G.match(profile or "")
    if m and offer.gpu.sharing in ("mig", None):
        g = int(m.group(1))
        return Fraction(g, MIG_COMPUTE_SLICES), f"MIG {profile}: {g} of {MIG_COMPUTE_SLICES} compute slices"
    if offer.gpu.sharing in ("vgpu", "container-quota", "shared"):
        return Fraction(1), "share of the GPU not stated: the whole GPU's peak is assumed (optimistic)"
    return Fraction(1), "whole GPU"
