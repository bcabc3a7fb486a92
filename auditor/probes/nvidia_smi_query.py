"""``nvidia-smi -q`` (``-a``): the full per-GPU query — product, MIG, PCIe link, memory, health.

Usage::

    audit probe nvidia-smi-q.txt

Facts schema (``SmiQueryOutput``)::

    driver, cuda: str | None
    attached_gpus: int | None      "Attached GPUs : 8"
    gpus: [{bus_id, product_name, persistence, mig_current, mig_pending, virtualization_mode,
            pcie_gen_current, pcie_gen_max, pcie_width_current, pcie_width_max (int | None),
            memory_total, memory_used (Bytes), uuid,
            ecc_mode, ecc_volatile_uncorrectable, ecc_aggregate_uncorrectable (int | None),
            retired_sbe, retired_dbe (int | None), retired_pending (bool | None),
            remap_correctable, remap_uncorrectable (int | None), remap_pending, remap_failure,
            reset_required (bool | None), throttle_active ([reason] | None), processes (int | None)}]

The dump is an indented ``key : value`` tree; it is read generically (indentation gives the
section), so a section may be spelt as any driver spells it: ``Clocks Throttle Reasons`` (before
R535) and ``Clocks Event Reasons`` (after) are one section; ECC counters are read in the
pre-Ampere layout (``Volatile > Double Bit > Total``) and the later one (``Volatile > DRAM
Uncorrectable``, ``SRAM Uncorrectable …``, summed). The same output of ``-q -d
ECC,ROW_REMAPPER,PAGE_RETIREMENT,PERFORMANCE,MEMORY,PIDS`` reads the same way. A PCIe link
trained below its maximum is reported, not judged here (Gen1 at idle is power saving; x8 on an
x16 card is not). ``N/A`` stays unknown. Evidence pointers: ``gpus.<i>`` (the ``GPU <bus id>``
line) and ``gpus.<i>.<field>`` for each field read. Fewer GPU sections than ``Attached GPUs`` is
warned ("parsed 6 of 8 GPUs").

The health fields fold into ``GpuHealth`` (``probe.smi_query.health``, and across sources
``probe.gpu_health``), which the acceptance rules in ``rules/gpu-health.rules`` read.
"""


import re
from collections.abc import Sequence
from typing import Any

from pydantic import Field

from auditor.model.quantity import Bytes
from auditor.probes._common import Facts, Lines, ProbeResult, counted, guarded, integer, key_value, plural, qty
from auditor.probes.facts import Branch
from auditor.probes.kind import Command, Fold, ProbeKind, path, primary
from auditor.units import Quantity

KIND = "nvidia-smi-query"

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
    ("ECC Mode", "Current"): "ecc_mode",
    ("Retired Pages", "Single Bit ECC"): "retired_sbe",
    ("Retired Pages", "Double Bit ECC"): "retired_dbe",
    ("Retired Pages", "Pending Page Blacklist"): "retired_pending",
    ("Retired Pages", "Pending Page Retirement"): "retired_pending",
    ("Retired Pages", "Pending"): "retired_pending",
    ("Remapped Rows", "Correctable Error"): "remap_correctable",
    ("Remapped Rows", "Uncorrectable Error"): "remap_uncorrectable",
    ("Remapped Rows", "Pending"): "remap_pending",
    ("Remapped Rows", "Remapping Failure Occurred"): "remap_failure",
    ("GPU Reset Status", "Reset Required"): "reset_required",
}
_THROTTLE_SECTIONS = ("Clocks Event Reasons", "Clocks Throttle Reasons")
"""One section, two spellings: R535 renamed "throttle" to "event" (and the CSV names with it)."""
_ECC_SCOPES = {"Volatile": "ecc_volatile_uncorrectable", "Aggregate": "ecc_aggregate_uncorrectable"}
_INTS = {"pcie_gen_current", "pcie_gen_max", "retired_sbe", "retired_dbe", "remap_correctable", "remap_uncorrectable"}
_BOOLS = {"retired_pending", "remap_pending", "remap_failure", "reset_required"}

IDLE = "Idle"
"""The one clock-event reason that is no fault: nothing runs, clocks drop."""


class GpuHealthFields(Facts):
    """Per-GPU health as ``nvidia-smi`` reports it (``-q`` sections or ``--query-gpu`` columns)."""

    bus_id: str | None = None
    pcie_gen_current: int | None = None
    pcie_gen_max: int | None = None
    pcie_width_current: int | None = None
    pcie_width_max: int | None = None
    memory_used: Bytes | None = None
    ecc_volatile_uncorrectable: int | None = None
    ecc_aggregate_uncorrectable: int | None = None
    retired_dbe: int | None = None
    retired_pending: bool | None = None
    remap_uncorrectable: int | None = None
    remap_pending: bool | None = None
    remap_failure: bool | None = None
    throttle_active: list[str] | None = None
    """Active clock-event reasons as ``-q`` spells them (``HW Slowdown``); None when not queried."""
    processes: int | None = None


class QueryGpu(GpuHealthFields):
    bus_id: str
    product_name: str | None = None
    uuid: str | None = None
    persistence: str | None = None
    mig_current: str | None = None
    mig_pending: str | None = None
    virtualization_mode: str | None = None
    memory_total: Bytes | None = None
    ecc_mode: str | None = None
    retired_sbe: int | None = None
    remap_correctable: int | None = None
    reset_required: bool | None = None


class SmiQueryOutput(Facts):
    driver: str | None = None
    cuda: str | None = None
    attached_gpus: int | None = None
    gpus: list[QueryGpu] = Field(default=[])


class HealthGpu(Branch):
    bus_id: str | None = None
    pcie_gen: int | None = None
    pcie_gen_max: int | None = None
    pcie_width: int | None = None
    pcie_width_max: int | None = None
    memory_used: Bytes | None = None
    processes: int | None = None
    ecc_uncorrectable_volatile: int | None = None
    ecc_uncorrectable_aggregate: int | None = None
    retired_pages_dbe: int | None = None
    retired_pages_pending: bool | None = None
    remap_uncorrectable: int | None = None
    remap_pending: bool | None = None
    remap_failure: bool | None = None
    throttle_reasons: list[str] | None = None

class GpuHealth(Branch):
    """GPU health counters over every GPU of a node (``nvidia-smi -q`` or ``--query-gpu`` columns).

    A counter is None when no GPU reported it (not queried, or ``N/A``): rules stay unverified."""

    gpus: list[HealthGpu] = Field(default=[])
    ecc_uncorrectable_volatile: int | None = Field(
        None, description="uncorrectable ECC errors since the driver loaded, summed over the GPUs")
    ecc_uncorrectable_aggregate: int | None = Field(
        None, description="uncorrectable ECC errors over the GPUs' lifetime, summed over the GPUs")
    retired_pages_dbe: int | None = Field(None, description="pages retired for double-bit ECC errors, summed")
    retired_pages_pending_gpus: int | None = Field(None, description="GPUs with a page retirement pending a reset")
    remap_pending_gpus: int | None = Field(None, description="GPUs with a row remap pending (a reset is due)")
    remap_failure_gpus: int | None = Field(None, description="GPUs whose row remapping has failed (replace)")
    remap_uncorrectable: int | None = Field(None, description="rows remapped for uncorrectable errors, summed")
    hw_slowdown_gpus: int | None = Field(None, description="GPUs with the HW Slowdown clock-event reason active")
    thermal_slowdown_gpus: int | None = Field(
        None, description="GPUs with HW or SW Thermal Slowdown active")
    power_brake_gpus: int | None = Field(None, description="GPUs with HW Power Brake Slowdown active")
    throttle_reasons: list[str] | None = Field(
        None, description="clock-event reasons active on any GPU, Idle left out")
    pcie_narrow_gpus: int | None = Field(
        None, description="GPUs whose PCIe link runs narrower than its maximum width (x8 on an x16 card)")
    idle_memory_used_max: Bytes | None = Field(
        None, description="most memory used on a GPU that runs no process (another tenant, a slice)")


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
    health: GpuHealth | None = None


def detect(text: str) -> bool:
    head = text[:4000]
    return "NVSMI LOG" in head or ("Attached GPUs" in head and "Driver Version" in head)


def _value(field: str, raw: str) -> object:
    if field in _INTS:
        return integer(raw)
    if field in _BOOLS:
        return {"yes": True, "no": False}.get(raw.strip().lower())
    if field in ("pcie_width_current", "pcie_width_max"):
        return integer(raw.rstrip("x"))
    if field in ("memory_total", "memory_used"):
        return qty(raw.split()[0], "MiB") if raw.endswith("MiB") and raw.split() else None
    return None if raw in ("", "N/A") else raw


class _Ecc:
    """Uncorrectable counts of one GPU while its ``ECC Errors`` section is read.

    Pre-Ampere dumps give ``Double Bit > Total`` (the total wins over its parts); later ones list
    ``DRAM Uncorrectable`` and ``SRAM Uncorrectable Parity/SEC-DED`` (summed)."""

    def __init__(self) -> None:
        self.total: dict[str, tuple[int, int]] = {}
        self.parts: dict[str, list[tuple[int, int]]] = {}

    def read(self, names: Sequence[str], key: str, raw: str, i: int) -> None:
        scope = _ECC_SCOPES.get(names[1]) if len(names) > 1 else None
        value = integer(raw)
        if scope is None or value is None:
            return
        if "Double Bit" in names:
            if key == "Total":
                self.total[scope] = (value, i)
        elif "Single Bit" not in names and "uncorrectable" in key.lower():
            self.parts.setdefault(scope, []).append((value, i))

    def store(self, gpu: QueryGpu, n: int, lines: Lines) -> None:
        for scope in _ECC_SCOPES.values():
            found = [self.total[scope]] if scope in self.total else self.parts.get(scope, [])
            if not found:
                continue
            setattr(gpu, scope, sum(v for v, _ in found))
            for _, i in [t for t in found if t[0]] or found[:1]:
                lines.ev(i, f"gpus.{n}.{scope}")


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = SmiQueryOutput()
    gpu: QueryGpu | None = None
    ecc = _Ecc()
    stack: list[tuple[int, str]] = []  # (indent, section name)
    for i in range(len(lines)):
        line = lines[i]
        if not line.strip():
            continue
        m = _GPU.match(line) if line.startswith("GPU ") else None
        if m:
            lines.cap(len(out.gpus), i, "GPU sections")
            if gpu is not None:
                ecc.store(gpu, len(out.gpus) - 1, lines)
            gpu, ecc = QueryGpu(bus_id=m.group(1)), _Ecc()
            out.gpus.append(gpu)
            lines.ev(i, f"gpus.{len(out.gpus) - 1}")
            stack = []
            continue
        kv = key_value(line)
        indent = len(line) - len(line.lstrip())
        while stack and stack[-1][0] >= indent:
            stack.pop()
        if kv is None:
            name = line.strip()
            stack.append((indent, name))
            if gpu is not None and not stack[:-1]:
                _open_section(gpu, name, len(out.gpus) - 1, i, lines)
            continue
        key, raw = kv
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
        names = [name for _, name in stack]
        n = len(out.gpus) - 1
        if names and names[0].lower() == "ecc errors":
            ecc.read(names, key, raw, i)
        elif names and names[0] in _THROTTLE_SECTIONS:
            if raw == "Active" and gpu.throttle_active is not None:
                gpu.throttle_active.append(key)
                lines.ev(i, f"gpus.{n}.throttle_active")
        elif names == ["Processes"] and key == "Process ID" and gpu.processes is not None:
            gpu.processes += 1
            lines.ev(i, f"gpus.{n}.processes")
        elif not names and key == "Processes" and raw == "None":
            gpu.processes = 0
            lines.ev(i, f"gpus.{n}.processes")
        field = _FIELDS.get((*names, key))
        if field and getattr(gpu, field) is None:
            setattr(gpu, field, _value(field, raw))
            lines.ev(i, f"gpus.{n}.{field}")
    if gpu is not None:
        ecc.store(gpu, len(out.gpus) - 1, lines)
    if not out.gpus and out.attached_gpus == 0:
        lines.warn(None, "Attached GPUs : 0 (no GPU visible to the driver)")
    elif not out.gpus:
        raise lines.fail("no 'GPU <bus id>' sections")
    if out.attached_gpus is not None and len(out.gpus) < out.attached_gpus:
        lines.warn(len(lines) - 1, f"truncated: parsed {len(out.gpus)} of {out.attached_gpus} GPUs")
    for n, g in enumerate(out.gpus):
        if g.memory_total is None and g.product_name is not None:  # a full dump cut short
            lines.warn(None, f"GPU {n} ({g.bus_id}): no 'FB Memory Usage' total (truncated?)")
    return lines.result(out)


def _open_section(gpu: QueryGpu, name: str, n: int, i: int, lines: Lines) -> None:
    """A top-level section of a GPU begins: the ones that list what is active start empty."""
    if name in _THROTTLE_SECTIONS and gpu.throttle_active is None:
        gpu.throttle_active = []
        lines.ev(i, f"gpus.{n}.throttle_active")
    elif name == "Processes" and gpu.processes is None:
        gpu.processes = 0
        lines.ev(i, f"gpus.{n}.processes")


F, P = path(SmiQueryFacts), path(SmiQueryOutput)

_THERMAL = ("HW Thermal Slowdown", "SW Thermal Slowdown")
_COUNTERS: tuple[tuple[str, str, str], ...] = (  # branch field, output field, how GPUs add up
    ("ecc_uncorrectable_volatile", "ecc_volatile_uncorrectable", "sum"),
    ("ecc_uncorrectable_aggregate", "ecc_aggregate_uncorrectable", "sum"),
    ("retired_pages_dbe", "retired_dbe", "sum"),
    ("retired_pages_pending_gpus", "retired_pending", "count"),
    ("remap_pending_gpus", "remap_pending", "count"),
    ("remap_failure_gpus", "remap_failure", "count"),
    ("remap_uncorrectable", "remap_uncorrectable", "sum"),
)


def fold_health(gpus: Sequence[tuple[ProbeResult, int, GpuHealthFields]], ev: Fold, at: Any) -> GpuHealth | None:
    """Health over every GPU: counters summed, flags counted, the worst link and idle memory kept.

    ``at`` is the branch path of the ``health`` field (``path(SmiQueryFacts).health``); every
    total cites the lines of the GPUs that made it non-zero (or, when it is zero, every line read).
    """
    if not gpus:
        return None
    out = GpuHealth()
    out_p = path(SmiQueryOutput)
    for k, (r, n, g) in enumerate(gpus):
        out.gpus.append(HealthGpu(
            bus_id=g.bus_id, pcie_gen=g.pcie_gen_current, pcie_gen_max=g.pcie_gen_max,
            pcie_width=g.pcie_width_current, pcie_width_max=g.pcie_width_max, memory_used=g.memory_used,
            processes=g.processes, ecc_uncorrectable_volatile=g.ecc_volatile_uncorrectable,
            ecc_uncorrectable_aggregate=g.ecc_aggregate_uncorrectable, retired_pages_dbe=g.retired_dbe,
            retired_pages_pending=g.retired_pending, remap_uncorrectable=g.remap_uncorrectable,
            remap_pending=g.remap_pending, remap_failure=g.remap_failure,
            throttle_reasons=None if g.throttle_active is None else [t for t in g.throttle_active if t != IDLE]))
        ev.add(at.gpus[k], r, out_p.gpus[n])
        for name in HealthGpu.model_fields:
            source = _SOURCE_FIELD.get(name, name)
            if source in GpuHealthFields.model_fields:
                ev.add(getattr(at.gpus[k], name), r, getattr(out_p.gpus[n], source))
    for field, source, how in _COUNTERS:
        known = [(getattr(g, source), r, n) for r, n, g in gpus if getattr(g, source) is not None]
        if not known:
            continue
        value = sum(int(v) for v, _, _ in known) if how == "sum" else sum(bool(v) for v, _, _ in known)
        setattr(out, field, value)
        for _, r, n in [t for t in known if t[0]] or known:
            ev.add(getattr(at, field), r, getattr(out_p.gpus[n], source))
    throttled = [(r, n, [t for t in g.throttle_active if t != IDLE]) for r, n, g in gpus
                 if g.throttle_active is not None]
    if throttled:
        out.throttle_reasons = sorted({t for _, _, active in throttled for t in active})
        for field, names in (("hw_slowdown_gpus", ("HW Slowdown",)), ("thermal_slowdown_gpus", _THERMAL),
                             ("power_brake_gpus", ("HW Power Brake Slowdown",))):
            hit = [(r, n) for r, n, active in throttled if any(t in names for t in active)]
            setattr(out, field, len(hit))
            for r, n in hit or [(r, n) for r, n, _ in throttled]:
                ev.add(getattr(at, field), r, out_p.gpus[n].throttle_active)
        for r, n, active in throttled:
            if active:
                ev.add(at.throttle_reasons, r, out_p.gpus[n].throttle_active)
    links = [(r, n, g) for r, n, g in gpus if g.pcie_width_current is not None and g.pcie_width_max is not None]
    if links:
        narrow = [(r, n) for r, n, g in links if (g.pcie_width_current or 0) < (g.pcie_width_max or 0)]
        out.pcie_narrow_gpus = len(narrow)
        for r, n in narrow:
            ev.add(at.pcie_narrow_gpus, r, out_p.gpus[n].pcie_width_current)
            ev.add(at.pcie_narrow_gpus, r, out_p.gpus[n].pcie_width_max)
    idle = [(g.memory_used, r, n) for r, n, g in gpus if g.processes == 0 and g.memory_used is not None]
    if idle:
        used, r, n = max(idle, key=lambda t: t[0])
        out.idle_memory_used_max = used
        ev.add(at.idle_memory_used_max, r, out_p.gpus[n].memory_used)
        ev.add(at.idle_memory_used_max, r, out_p.gpus[n].processes)
    return out


_SOURCE_FIELD = {"pcie_gen": "pcie_gen_current", "pcie_width": "pcie_width_current",
                 "ecc_uncorrectable_volatile": "ecc_volatile_uncorrectable",
                 "ecc_uncorrectable_aggregate": "ecc_aggregate_uncorrectable",
                 "retired_pages_dbe": "retired_dbe", "retired_pages_pending": "retired_pending",
                 "throttle_reasons": "throttle_active"}
"""HealthGpu field → the per-file field it is read from (the rest share their names)."""


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
    out.health = fold_health([(first, n, g) for n, g in enumerate(pf.gpus)], ev, F.health)
    return out


def health_problems(gpus: Sequence[GpuHealthFields]) -> list[str]:
    """What is wrong with each GPU, in words (``GPU 2: row remap pending``); empty when all are clean."""
    out = []
    for n, g in enumerate(gpus):
        found = []
        if (g.ecc_volatile_uncorrectable or 0) + (g.ecc_aggregate_uncorrectable or 0) > 0:
            found.append("uncorrectable ECC errors")
        if g.retired_pending:
            found.append("page retirement pending")
        if g.remap_pending:
            found.append("row remap pending")
        if g.remap_failure:
            found.append("row remap failed")
        if g.pcie_width_current and g.pcie_width_max and g.pcie_width_current < g.pcie_width_max:
            found.append(f"PCIe x{g.pcie_width_current} of x{g.pcie_width_max}")
        throttled = [t for t in g.throttle_active or [] if t != IDLE]
        if throttled:
            found.append("throttled (" + ", ".join(throttled) + ")")
        if found:
            out.append(f"GPU {n}: " + ", ".join(found))
    return out


def summary(out: SmiQueryOutput) -> str:
    """``nvidia-smi -q: 8× NVIDIA H100 80GB HBM3, driver 565.57.01, MIG off, healthy``."""
    parts = [counted(g.product_name or "unnamed GPU" for g in out.gpus)]
    if out.driver:
        parts.append(f"driver {out.driver}")
    modes = {(g.mig_current or "").lower() for g in out.gpus}
    parts.append("MIG on" if "enabled" in modes else "MIG off" if modes == {"disabled"} else "")
    busy = sum(g.processes or 0 for g in out.gpus)
    if busy:
        parts.append(plural(busy, "process", "processes"))
    problems = health_problems(out.gpus)
    parts.append("; ".join(problems) if problems else "no health problems")
    return f"{KIND}: " + ", ".join(p for p in parts if p)


SPEC = ProbeKind(
    kind=KIND, branch="smi_query", facts=SmiQueryFacts, output=SmiQueryOutput, detect=detect, parse=parse,
    fold=fold, priority=10, position=30,
    summary=summary,
    commands=(Command("nvidia-smi -q", "nvidia-smi-q.txt", ("nvidia-smi", "-q"), 120, required=True),),
)
