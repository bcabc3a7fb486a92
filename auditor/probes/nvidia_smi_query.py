"""``nvidia-smi -q`` (``-a``): the full per-GPU query — product, MIG mode, PCIe link, memory.

Usage::

    audit probe nvidia-smi-q.txt

Facts schema (``SmiQueryOutput``)::

    driver, cuda: str | None
    attached_gpus: int | None      "Attached GPUs : 8"
    gpus: [{bus_id, product_name, persistence, mig_current, mig_pending, virtualization_mode,
            pcie_gen_current, pcie_gen_max, pcie_width_current, pcie_width_max (int | None),
            memory_total, memory_used (Bytes), uuid}]

The dump is an indented ``key : value`` tree; it is read generically (indentation gives the
section) so new driver sections ("Clocks Event Reasons", "Fabric") need no code. A PCIe link
trained below its maximum (Gen1 at idle is normal power saving; x8 on an x16 card is not) is
reported, not judged. Evidence pointers: ``gpus.<i>`` (the ``GPU <bus id>`` line) and
``gpus.<i>.<field>`` for each field read. Fewer GPU sections than ``Attached GPUs`` is warned
("parsed 6 of 8 GPUs").
"""


import re

from pydantic import Field

from auditor.model.quantity import Bytes
from auditor.probes._common import Facts, Lines, ProbeResult, guarded, integer, qty
from auditor.probes.facts import Branch
from auditor.probes.kind import Command, Fold, ProbeKind, path, primary
from auditor.units import Quantity

KIND = "nvidia-smi-query"

_KV = re.compile(r"^(\s*)([^:]+?)\s*:\s*(.*?)\s*$")
_GPU = re.compile(r"^GPU ([0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\.\d)\s*$")
_FIELDS = {
    ("Product Name",): "product_name",
    ("Persistence Mode",): "persistence",
    ("MIG Mode", "Current"): "mig_current",
    ("MIG Mode", "Pending"): "mig_pending",
    ("GPU Virtualization Mode", "Virtualization Mode"): "virtualization_mode",
    ("GPU UUID",): "uuid",
    ("PCI", "GPU Link Info", "PCIe Generation", "Current"): "pcie_gen_current",
    ("PCI", "GPU Link Info", "PCIe Generation", "Max"): "pcie_gen_max",
    ("PCI", "GPU Link Info", "Link Width", "Current"): "pcie_width_current",
    ("PCI", "GPU Link Info", "Link Width", "Max"): "pcie_width_max",
    ("FB Memory Usage", "Total"): "memory_total",
    ("FB Memory Usage", "Used"): "memory_used",
}


class QueryGpu(Facts):
    bus_id: str
    product_name: str | None = None
    uuid: str | None = None
    persistence: str | None = None
    mig_current: str | None = None
    mig_pending: str | None = None
    virtualization_mode: str | None = None
    pcie_gen_current: int | None = None
    pcie_gen_max: int | None = None
    pcie_width_current: int | None = None
    pcie_width_max: int | None = None
    memory_total: Bytes | None = None
    memory_used: Bytes | None = None


class SmiQueryOutput(Facts):
    driver: str | None = None
    cuda: str | None = None
    attached_gpus: int | None = None
    gpus: list[QueryGpu] = Field(default=[])


class SmiQueryFacts(Branch):
    """``nvidia-smi -q``."""

    driver: str | None = None
    gpu_count: int = 0
    gpu_names: list[str] = Field(default=[])
    memory_total_min: Bytes | None = None
    mig_enabled: bool = False
    mig_pending: bool = False
    pcie_gen_min: int | None = None
    pcie_gen_max: int | None = None
    pcie_width_min: int | None = None
    pcie_width_max: int | None = None
    pcie_downgraded: bool = False
    persistence_all: bool | None = None
    virtualization_mode: str | None = None


def detect(text: str) -> bool:
    head = text[:4000]
    return "NVSMI LOG" in head or ("Attached GPUs" in head and "Driver Version" in head)


def _value(field: str, raw: str) -> object:
    if field in ("pcie_gen_current", "pcie_gen_max"):
        return integer(raw)
    if field in ("pcie_width_current", "pcie_width_max"):
        return integer(raw.rstrip("x"))
    if field in ("memory_total", "memory_used"):
        return qty(raw.split()[0], "MiB") if raw.endswith("MiB") and raw.split() else None
    return None if raw in ("", "N/A") else raw


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = SmiQueryOutput()
    gpu: QueryGpu | None = None
    stack: list[tuple[int, str]] = []  # (indent, section name)
    for i in range(len(lines)):
        line = lines[i]
        if not line.strip():
            continue
        m = _GPU.match(line)
        if m:
            gpu = QueryGpu(bus_id=m.group(1))
            out.gpus.append(gpu)
            lines.ev(i, f"gpus.{len(out.gpus) - 1}")
            stack = []
            continue
        kv = _KV.match(line)
        indent = len(line) - len(line.lstrip())
        if kv is None:
            name = line.strip()
            while stack and stack[-1][0] >= indent:
                stack.pop()
            stack.append((indent, name))
            continue
        key, raw = kv.group(2), kv.group(3)
        while stack and stack[-1][0] >= indent:
            stack.pop()
        if gpu is None:
            if key == "Driver Version":
                out.driver = raw
                lines.ev(i, "driver")
            elif key == "CUDA Version":
                out.cuda = raw
            elif key == "Attached GPUs":
                out.attached_gpus = integer(raw)
                lines.ev(i, "attached_gpus")
            continue
        field = _FIELDS.get((*[name for _, name in stack], key))
        if field and getattr(gpu, field) is None:
            setattr(gpu, field, _value(field, raw))
            lines.ev(i, f"gpus.{len(out.gpus) - 1}.{field}")
    if not out.gpus and out.attached_gpus == 0:
        lines.warn(None, "Attached GPUs : 0 (no GPU visible to the driver)")
    elif not out.gpus:
        raise lines.fail("no 'GPU <bus id>' sections")
    if out.attached_gpus is not None and len(out.gpus) < out.attached_gpus:
        lines.warn(len(lines) - 1, f"truncated: parsed {len(out.gpus)} of {out.attached_gpus} GPUs")
    for n, g in enumerate(out.gpus):
        if g.memory_total is None:
            lines.warn(None, f"GPU {n} ({g.bus_id}): no 'FB Memory Usage' total (truncated?)")
    return lines.result(out)


F, P = path(SmiQueryFacts), path(SmiQueryOutput)


def fold(items: list[tuple[ProbeResult, SmiQueryOutput]], ev: Fold) -> SmiQueryFacts:
    """Counts from the file with the most GPUs; worst PCIe link, smallest memory and any MIG over all."""
    first, pf = primary(items, lambda f: len(f.gpus))
    gpus = [(r, n, g) for r, f in items for n, g in enumerate(f.gpus)]
    out = SmiQueryFacts(driver=pf.driver, gpu_count=len(pf.gpus),
                        gpu_names=sorted({g.product_name for _, _, g in gpus if g.product_name}))
    for n in range(out.gpu_count):
        ev.add(F.gpu_count, first, P.gpus[n])
    smallest: tuple[Quantity, ProbeResult, int] | None = None
    gens: list[tuple[int, ProbeResult, int]] = []
    widths: list[tuple[int, ProbeResult, int]] = []
    for r, n, g in gpus:
        if g.memory_total is not None and (smallest is None or g.memory_total < smallest[0]):
            smallest = (g.memory_total, r, n)
        if g.mig_current == "Enabled":
            out.mig_enabled = True
            ev.add(F.mig_enabled, r, P.gpus[n].mig_current)
        if g.mig_pending == "Enabled":
            out.mig_pending = True
            ev.add(F.mig_pending, r, P.gpus[n].mig_pending)
        if g.pcie_gen_max is not None:
            gens.append((g.pcie_gen_max, r, n))
        if g.pcie_width_current is not None:
            widths.append((g.pcie_width_current, r, n))
        cur, top = g.pcie_width_current, g.pcie_width_max
        if cur is not None and top is not None and cur < top:
            out.pcie_downgraded = True
            ev.add(F.pcie_downgraded, r, P.gpus[n].pcie_width_current)
        if g.virtualization_mode and g.virtualization_mode not in ("None", "Pass-Through"):
            out.virtualization_mode = g.virtualization_mode
            ev.add(F.virtualization_mode, r, P.gpus[n].virtualization_mode)
    if smallest is not None:
        out.memory_total_min = smallest[0]
        ev.add(F.memory_total_min, smallest[1], P.gpus[smallest[2]].memory_total)
    if gens:
        out.pcie_gen_min, r, n = min(gens, key=lambda t: t[0])
        out.pcie_gen_max = max(t[0] for t in gens)
        ev.add(F.pcie_gen_min, r, P.gpus[n].pcie_gen_max)
    if widths:
        out.pcie_width_min, r, n = min(widths, key=lambda t: t[0])
        out.pcie_width_max = max(t[0] for t in widths)
        ev.add(F.pcie_width_min, r, P.gpus[n].pcie_width_current)
    persist = [g.persistence for _, _, g in gpus if g.persistence]
    out.persistence_all = all(p == "Enabled" for p in persist) if persist else None
    return out


SPEC = ProbeKind(
    kind=KIND, branch="smi_query", facts=SmiQueryFacts, output=SmiQueryOutput, detect=detect, parse=parse,
    fold=fold, priority=10, position=30,
    commands=(Command("nvidia-smi -q", "nvidia-smi-q.txt", ("nvidia-smi", "-q"), 120, required=True),),
)
