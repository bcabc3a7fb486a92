"""``nvidia-smi`` default table: driver, GPUs, memory, utilisation, MIG devices and processes.

Usage::

    audit probe nvidia-smi.txt
    from auditor.probes import nvidia_smi
    result = nvidia_smi.parse(text, "nvidia-smi.txt")

Facts schema (``SmiOutput``)::

    driver: str | None            "565.57.01"
    cuda: str | None              "12.7"
    gpus: [{index, name, bus_id, persistence, memory_used (Bytes), memory_total (Bytes),
            util (Percent | None, "N/A" under MIG), compute_mode, mig_mode, state ("ERR!" | None)}]
    mig_devices: [{gpu, gi, ci, mig_dev, memory_used (Bytes), memory_total (Bytes)}]
    processes: [{gpu, gi, ci, pid, type, name, memory (Bytes | None)}]

Evidence pointers: ``driver``, ``gpus.<i>`` (name row), ``gpus.<i>.memory_total`` (memory row),
``gpus.<i>.mig_mode``, ``gpus.<i>.state`` (the row showing ``ERR!``), ``mig_devices.<i>``, ``processes.<i>``.

Example::

    |   0  NVIDIA H100 80GB HBM3          On  |   00000000:18:00.0 Off |                    0 |
    | N/A   30C    P0            100W /  700W |       1MiB /  81559MiB |      0%      Default |
    → gpus[0] = {index: 0, name: "NVIDIA H100 80GB HBM3", memory_total: "81559 MiB", util: "0%", …}

Handles the R418–R570 layouts (two- or three-line GPU rows, the wide R550+ MIG table, processes
with or without GI/CI columns), shell prompts and timestamps before the table. A table cut short
is parsed up to the cut with a warning; a second ``NVIDIA-SMI`` banner ends parsing with a warning.
"""


import re

from pydantic import Field

from auditor.model.quantity import Bytes, Percent
from auditor.probes._common import Facts, Lines, ProbeResult, counted, guarded, integer, plural, qty
from auditor.probes.facts import Branch
from auditor.probes.kind import Command, Fold, ProbeKind, least, path, primary
from auditor.units import Quantity

KIND = "nvidia-smi"
_ERR = "ERR!"

_BANNER = re.compile(r"NVIDIA-SMI\s+(\S+)\s+Driver Version:\s*(\S+)(?:\s+CUDA Version:\s*(\S+))?")
_GPU_ROW = re.compile(r"^\s*(\d{1,3})\s+(\S.*?)\s+(On|Off|N/A)?\s*$")
_MEM = re.compile(r"(\d+)MiB\s*/\s*(\d+)MiB")
_UTIL = re.compile(r"^\s*(\d+%|N/A)\s+(\S+)")
_MIG_ROW = re.compile(r"^\|\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+\|\s+(\d+)MiB\s*/\s*(\d+)MiB")
_PROC_ROW = re.compile(
    r"^\|\s+(\d+)\s+(?:(N/A|\d+)\s+(N/A|\d+)\s+)?(\d+)\s+(C\+G|C|G|M\+C|M)\s+(\S.*?)\s+(\d+MiB|N/A)\s*\|"
)


class SmiGpuRow(Facts):
    index: int
    name: str
    bus_id: str | None = None
    persistence: str | None = None
    memory_used: Bytes | None = None
    memory_total: Bytes | None = None
    util: Percent | None = None
    compute_mode: str | None = None
    mig_mode: str | None = None
    state: str | None = None
    """``ERR!`` when any cell of the GPU's rows says so (a GPU the driver lost): its name is then no model."""


class SmiMigDevice(Facts):
    gpu: int
    gi: int
    ci: int
    mig_dev: int
    memory_used: Bytes | None = None
    memory_total: Bytes | None = None


class SmiProcessRow(Facts):
    gpu: int
    gi: int | None = None
    ci: int | None = None
    pid: int | None = None
    type: str | None = None
    name: str
    memory: Bytes | None = None


class SmiOutput(Facts):
    driver: str | None = None
    cuda: str | None = None
    gpus: list[SmiGpuRow] = Field(default=[])
    mig_devices: list[SmiMigDevice] = Field(default=[])
    processes: list[SmiProcessRow] = Field(default=[])


class SmiGpu(Branch):
    index: int
    name: str
    bus_id: str | None = None
    memory_total: Bytes | None = None
    memory_used: Bytes | None = None
    mig_mode: str | None = None
    state: str | None = None


class SmiProcess(Branch):
    gpu: int | None = None
    pid: int | None = None
    type: str | None = None
    name: str
    memory: Bytes | None = None


class SmiFacts(Branch):
    """``nvidia-smi`` default table(s)."""

    driver: str | None = None
    cuda: str | None = None
    gpu_count: int = 0
    gpu_names: list[str] = Field(default=[])
    gpus: list[SmiGpu] = Field(default=[])
    memory_totals: list[Bytes] = Field(default=[])
    memory_total_min: Bytes | None = None
    mig_enabled: bool = False
    mig_device_count: int = 0
    mig_memory_min: Bytes | None = None
    foreign_processes: list[SmiProcess] = Field(default=[])
    foreign_process_count: int = 0
    error_gpus: int = Field(0, description="GPUs shown in the ERR! state (lost by the driver, fallen off the bus)")


def detect(text: str) -> bool:
    head = text[:4000]
    return ("NVIDIA-SMI" in head and "Driver Version" in head) or (
        "Memory-Usage" in head and "Bus-Id" in head and "|" in head
    )


def _cells(line: str) -> list[str]:
    return line.split("|")[1:-1] if line.lstrip().startswith("|") else []


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = SmiOutput()
    section = None  # "gpus" | "mig" | "procs"
    current: SmiGpuRow | None = None
    row_line = 0  # 1, 2, 3: which line of a GPU's block comes next
    seen_banner = False
    closed = True
    for i in range(len(lines)):
        line = lines[i]
        stripped = line.strip()
        banner = _BANNER.search(line)
        if banner:
            if seen_banner:
                lines.warn(i, "a second nvidia-smi output starts here; parsed the first only")
                break
            seen_banner = True
            out.driver, out.cuda = banner.group(2), banner.group(3)
            lines.ev(i, "driver")
            continue
        if "MIG devices:" in line:
            section, current = "mig", None
            continue
        if "Processes:" in line:
            section, current = "procs", None
            continue
        if "| GPU  Name" in line or ("GPU" in line and "Name" in line and "Bus-Id" in line):
            section, current = "gpus", None
            continue
        if stripped.startswith("+"):
            closed = True
            if section == "gpus":
                current, row_line = None, 0
            continue
        if not stripped.startswith("|") or stripped.startswith("|="):
            continue
        closed = False
        if section == "gpus":
            cells = _cells(stripped)
            if len(cells) < 3:
                continue
            if current is None:
                m = _GPU_ROW.match(cells[0])
                if not m:
                    continue
                lines.cap(len(out.gpus), i, "GPU rows")
                bus = cells[1].split()
                current = SmiGpuRow(
                    index=int(m.group(1)),
                    name=m.group(2),
                    persistence=m.group(3),
                    bus_id=bus[0] if bus else None,
                )
                out.gpus.append(current)
                lines.ev(i, f"gpus.{len(out.gpus) - 1}")
                row_line = 2
                if _ERR in stripped:
                    current.state = _ERR
                    lines.ev(i, f"gpus.{len(out.gpus) - 1}.state")
            elif row_line == 2:
                if _ERR in stripped and current.state is None:
                    current.state = _ERR
                    lines.ev(i, f"gpus.{len(out.gpus) - 1}.state")
                mem = _MEM.search(cells[1])
                if mem:
                    current.memory_used = qty(mem.group(1), "MiB")
                    current.memory_total = qty(mem.group(2), "MiB")
                    lines.ev(i, f"gpus.{len(out.gpus) - 1}.memory_total")
                util = _UTIL.match(cells[2])
                if util:
                    current.util = None if util.group(1) == "N/A" else qty(util.group(1)[:-1], "%")
                    current.compute_mode = util.group(2)
                row_line = 3
            elif row_line == 3:
                mode = cells[2].strip()
                if mode and not cells[0].strip():
                    current.mig_mode = mode
                    lines.ev(i, f"gpus.{len(out.gpus) - 1}.mig_mode")
                row_line = 4
        elif section == "mig":
            m = _MIG_ROW.match(stripped)
            if m:
                lines.cap(len(out.mig_devices), i, "MIG device rows")
                out.mig_devices.append(
                    SmiMigDevice.model_construct(
                        gpu=int(m.group(1)),
                        gi=int(m.group(2)),
                        ci=int(m.group(3)),
                        mig_dev=int(m.group(4)),
                        memory_used=qty(m.group(5), "MiB"),
                        memory_total=qty(m.group(6), "MiB"),
                    )
                )
                lines.ev(i, f"mig_devices.{len(out.mig_devices) - 1}")
        elif section == "procs":
            m = _PROC_ROW.match(stripped)
            if m:
                lines.cap(len(out.processes), i, "process rows")
                out.processes.append(
                    SmiProcessRow.model_construct(
                        gpu=int(m.group(1)),
                        gi=integer(m.group(2)),
                        ci=integer(m.group(3)),
                        pid=integer(m.group(4)),
                        type=m.group(5),
                        name=m.group(6),
                        memory=qty(m.group(7)[:-3], "MiB") if m.group(7) != "N/A" else None,
                    )
                )
                lines.ev(i, f"processes.{len(out.processes) - 1}")
    if not out.gpus:
        raise lines.fail("no GPU rows found in the table")
    if not closed:
        lines.warn(
            len(lines) - 1,
            f"table ends without its closing border (truncated?); parsed {len(out.gpus)} GPU(s)",
        )
    for n, gpu in enumerate(out.gpus):
        if gpu.memory_total is None:
            lines.warn(None, f"GPU {gpu.index}: memory row missing (truncated?)")
        if n and gpu.index != out.gpus[n - 1].index + 1:
            lines.warn(None, f"GPU indices jump from {out.gpus[n - 1].index} to {gpu.index}")
    return lines.result(out)


F, P = path(SmiFacts), path(SmiOutput)


def fold(items: list[tuple[ProbeResult, SmiOutput]], ev: Fold) -> SmiFacts:
    """GPU rows from the file listing the most GPUs; memory minimum, MIG and processes over all files."""
    first, pf = primary(items, lambda f: len(f.gpus))
    out = SmiFacts(driver=pf.driver, cuda=pf.cuda)
    for n, g in enumerate(pf.gpus):
        out.gpus.append(SmiGpu(index=g.index, name=g.name, bus_id=g.bus_id, memory_total=g.memory_total,
                               memory_used=g.memory_used, mig_mode=g.mig_mode, state=g.state))
        ev.add(F.gpus[n], first, P.gpus[n])
        ev.add(F.gpus[n].memory_total, first, P.gpus[n].memory_total)
        ev.add(F.gpus[n].mig_mode, first, P.gpus[n].mig_mode)
        if g.memory_total is not None:
            out.memory_totals.append(g.memory_total)
            ev.add(F.memory_totals[len(out.memory_totals) - 1], first, P.gpus[n].memory_total)
    out.gpu_count = len(out.gpus)
    out.gpu_names = sorted({g.name for g in out.gpus if g.name != _ERR})
    ev.add(F.driver, first, P.driver)
    for n in range(len(out.gpus)):
        ev.add(F.gpu_count, first, P.gpus[n])
    smallest: tuple[Quantity, ProbeResult, str] | None = None
    for r, f in items:
        for n, g in enumerate(f.gpus):
            if g.memory_total is not None and (smallest is None or g.memory_total < smallest[0]):
                smallest = (g.memory_total, r, str(P.gpus[n].memory_total))
            if g.mig_mode == "Enabled":
                out.mig_enabled = True
                ev.add(F.mig_enabled, r, P.gpus[n].mig_mode)
        out.error_gpus = max(out.error_gpus, sum(g.state == _ERR for g in f.gpus))
        for n, g in enumerate(f.gpus):
            if g.state == _ERR:
                ev.add(F.error_gpus, r, P.gpus[n].state)
        for n, _dev in enumerate(f.mig_devices):
            out.mig_device_count += 1
            out.mig_enabled = True
            ev.add(F.mig_device_count, r, P.mig_devices[n])
            ev.add(F.mig_enabled, r, P.mig_devices[n])
        for n, p in enumerate(f.processes):
            out.foreign_processes.append(SmiProcess(gpu=p.gpu, pid=p.pid, type=p.type, name=p.name, memory=p.memory))
            ev.add(F.foreign_processes[len(out.foreign_processes) - 1], r, P.processes[n])
            ev.add(F.foreign_process_count, r, P.processes[n])
    out.mig_memory_min = least([d.memory_total for _, f in items for d in f.mig_devices])
    if smallest is not None:
        out.memory_total_min = smallest[0]
        ev.add(F.memory_total_min, smallest[1], smallest[2])
    out.foreign_process_count = len(out.foreign_processes)
    return out


def summary(out: SmiOutput) -> str:
    """``nvidia-smi: 8× NVIDIA H800 81559 MiB, MIG off, no processes``."""
    memories = {str(g.memory_total) for g in out.gpus if g.memory_total is not None}
    head = counted(g.name for g in out.gpus) + (f" {' / '.join(sorted(memories))}" if memories else "")
    parts = [head or "no GPU rows"]
    modes = {(g.mig_mode or "").lower() for g in out.gpus}
    if "enabled" in modes or out.mig_devices:
        parts.append(f"MIG on ({plural(len(out.mig_devices), 'MIG device')})")
    elif modes == {"disabled"}:
        parts.append("MIG off")
    errors = [str(g.index) for g in out.gpus if g.state]
    if errors:
        parts.append(f"ERR! on GPU {', '.join(errors)}")
    parts.append(plural(len(out.processes), "process", "processes") if out.processes else "no processes")
    return f"{KIND}: " + ", ".join(parts)


SPEC = ProbeKind(
    kind=KIND, branch="smi", facts=SmiFacts, output=SmiOutput, detect=detect, parse=parse, fold=fold,
    priority=20, position=10,
    summary=summary,
    commands=(Command("nvidia-smi", "nvidia-smi.txt", ("nvidia-smi",), 60, required=True),),
)
