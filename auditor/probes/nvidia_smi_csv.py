"""``nvidia-smi --query-gpu=… --format=csv[,noheader][,nounits]``: whatever columns were asked for.

Usage::

    audit probe gpus.csv

Facts schema (``SmiCsvOutput``)::

    columns: ["index", "name", "memory.total", …]     header names without their "[MiB]" unit
    header: bool                                        False for noheader output (columns guessed)
    rows: [{column: value}]                             values as printed (strings)
    gpus: [{index, name, memory_total (Bytes), memory_used (Bytes), bus_id, pcie_*,
            throttle_active, ecc_*_uncorrectable, retired_*, remap_*}]  the columns a rule needs

Health columns are read under both spellings: ``clocks_throttle_reasons.*`` (before R535) and
``clocks_event_reasons.*`` (after), as ``Active``/``Not Active`` per reason or the ``.active``
bitmask (NVML ``nvmlClocksEventReason*`` bits); ``ecc.errors.uncorrected.{volatile,aggregate}.total``,
``retired_pages.double_bit.count``/``retired_pages.pending``, ``remapped_rows.{uncorrectable,pending,
failure}`` and ``pcie.link.{gen,width}.{current,max}``. ``[N/A]`` and ``[Not Supported]`` stay unknown.

Units come from the header (``memory.total [MiB]``) or from the value (``81559 MiB``); with
``nounits`` and no header, memory columns are assumed to be MiB, with a warning. Evidence
pointers: ``gpus.<i>`` (the row), ``columns`` (the header).

Example::

    index, name, memory.total [MiB]
    0, NVIDIA H100 80GB HBM3, 81559
    → gpus[0] = {index: 0, name: "NVIDIA H100 80GB HBM3", memory_total: "81559 MiB"}
"""


import re

from pydantic import Field

from auditor.model.quantity import Bytes
from auditor.probes._common import Facts, Lines, ProbeResult, counted, guarded, integer, number, plural, qty
from auditor.probes.facts import Branch
from auditor.probes.kind import Fold, ProbeKind, path, primary
from auditor.probes.nvidia_smi_query import GpuHealth, GpuHealthFields, fold_health, health_problems

KIND = "nvidia-smi-csv"

_HEADER_NAME = re.compile(r"^[a-z_]+(?:\.[a-z_]+)*(?:\s*\[[^\]]+\])?$")
_KNOWN = (
    "index",
    "name",
    "uuid",
    "pci.bus_id",
    "memory.total",
    "memory.used",
    "driver_version",
    "utilization.gpu",
    "mig.mode.current",
    "count",
    "memory.free",
    "persistence_mode",
    "clocks_throttle_reasons.active",
    "clocks_event_reasons.active",
    "pcie.link.width.current",
    "ecc.errors.uncorrected.volatile.total",
    "remapped_rows.pending",
)
_REASONS = {  # CSV suffix → the -q spelling; bit of the NVML clocks-event (throttle) reason mask
    "gpu_idle": ("Idle", 0x1),
    "applications_clocks_setting": ("Applications Clocks Setting", 0x2),
    "sw_power_cap": ("SW Power Cap", 0x4),
    "hw_slowdown": ("HW Slowdown", 0x8),
    "sync_boost": ("Sync Boost", 0x10),
    "sw_thermal_slowdown": ("SW Thermal Slowdown", 0x20),
    "hw_thermal_slowdown": ("HW Thermal Slowdown", 0x40),
    "hw_power_brake_slowdown": ("HW Power Brake Slowdown", 0x80),
    "display_clock_setting": ("Display Clock Setting", 0x100),
}
_REASON_PREFIXES = ("clocks_throttle_reasons.", "clocks_event_reasons.")
_HEALTH_COLUMNS = {
    "pci.bus_id": "bus_id",
    "pcie.link.gen.current": "pcie_gen_current",
    "pcie.link.gen.max": "pcie_gen_max",
    "pcie.link.width.current": "pcie_width_current",
    "pcie.link.width.max": "pcie_width_max",
    "ecc.errors.uncorrected.volatile.total": "ecc_volatile_uncorrectable",
    "ecc.errors.uncorrected.aggregate.total": "ecc_aggregate_uncorrectable",
    "retired_pages.double_bit.count": "retired_dbe",
    "retired_pages.dbe": "retired_dbe",
    "retired_pages.pending": "retired_pending",
    "remapped_rows.uncorrectable": "remap_uncorrectable",
    "remapped_rows.pending": "remap_pending",
    "remapped_rows.failure": "remap_failure",
}


class CsvGpu(GpuHealthFields):
    index: int | None = None
    name: str | None = None
    memory_total: Bytes | None = None


class SmiCsvOutput(Facts):
    columns: list[str] = Field(default=[])
    header: bool = True
    rows: list[dict[str, str]] = Field(default=[])
    gpus: list[CsvGpu] = Field(default=[])


def _split(line: str) -> list[str]:
    return [c.strip() for c in line.split(",")]


def _is_header(line: str) -> bool:
    cells = _split(line)
    return (
        len(cells) >= 1 and all(_HEADER_NAME.match(c) for c in cells) and any(c.split(" [")[0] in _KNOWN for c in cells)
    )


class SmiCsvFacts(Branch):
    """``nvidia-smi --query-gpu=… --format=csv``."""

    gpu_count: int = 0
    gpu_names: list[str] = Field(default=[])
    memory_total_min: Bytes | None = None
    columns: list[str] = Field(default=[])
    health: GpuHealth | None = None


def detect(text: str) -> bool:
    first = next((ln for ln in text[:4000].split("\n") if ln.strip()), "")
    if "," in first and _is_header(first.strip()):
        return True
    cells = _split(first)
    return (
        len(cells) >= 2
        and integer(cells[0]) is not None
        and any(c.startswith(("NVIDIA", "Tesla", "GeForce", "Quadro")) for c in cells)
    )


def _memory(value: str, unit: str | None) -> object:
    parts = value.split()
    if len(parts) == 2 and parts[1] in ("MiB", "GiB", "KiB"):
        return qty(parts[0], parts[1])
    return qty(value, unit) if number(value) is not None and unit else None


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = SmiCsvOutput()
    units: dict[str, str] = {}
    for i in range(len(lines)):
        line = lines[i].strip()
        if not line:
            continue
        if not out.columns:
            if _is_header(line):
                for col in _split(line):
                    name, _, unit = col.partition(" [")
                    out.columns.append(name)
                    if unit:
                        units[name] = unit.rstrip("]").replace("%", "").strip() or "%"
                lines.ev(i, "columns")
                continue
            out.header = False
            out.columns = _guess(_split(line))
            lines.warn(i, f"no header line: columns guessed as {', '.join(out.columns)}")
            units = {"memory.total": "MiB", "memory.used": "MiB"}
        cells = _split(line)
        if len(cells) != len(out.columns):
            lines.warn(i, f"row with {len(cells)} fields, expected {len(out.columns)}: skipped")
            continue
        lines.cap(len(out.rows), i, "GPU rows (a sampled -l log? keep one sample)")
        row = dict(zip(out.columns, cells, strict=True))
        out.rows.append(row)
        out.gpus.append(
            CsvGpu.model_construct(
                index=integer(row.get("index")),
                name=row.get("name"),
                memory_total=_memory(row["memory.total"], units.get("memory.total")) if "memory.total" in row else None,
                memory_used=_memory(row["memory.used"], units.get("memory.used")) if "memory.used" in row else None,
            )
        )
        lines.ev(i, f"gpus.{len(out.gpus) - 1}")
        _health(out.gpus[-1], row, len(out.gpus) - 1, i, lines)
    if not out.rows:
        raise lines.fail("no data rows")
    return lines.result(out)


def _health(gpu: CsvGpu, row: dict[str, str], n: int, i: int, lines: Lines) -> None:
    """The health columns of one row onto its GPU (each field cites the row)."""
    for column, field in _HEALTH_COLUMNS.items():
        raw = row.get(column)
        if raw is None:
            continue
        value: object
        if field == "bus_id":
            value = raw or None
        elif field in ("retired_pending", "remap_pending", "remap_failure"):
            value = {"yes": True, "no": False, "1": True, "0": False}.get(raw.lower())
        else:
            value = integer(raw.removesuffix("x"))
        if value is not None:
            setattr(gpu, field, value)
            lines.ev(i, f"gpus.{n}.{field}")
    active: list[str] | None = None
    for column, raw in row.items():
        prefix = next((p for p in _REASON_PREFIXES if column.startswith(p)), None)
        if prefix is None:
            continue
        suffix = column[len(prefix):]
        if suffix == "active":
            mask = _mask(raw)
            if mask is not None:
                active = [name for name, bit in _REASONS.values() if mask & bit]
        elif suffix in _REASONS and raw in ("Active", "Not Active"):
            active = active if active is not None else []
            if raw == "Active" and _REASONS[suffix][0] not in active:
                active.append(_REASONS[suffix][0])
    if active is not None:
        gpu.throttle_active = active
        lines.ev(i, f"gpus.{n}.throttle_active")


def _mask(raw: str) -> int | None:
    """``0x0000000000000008`` → 8; anything else (``[N/A]``) → None."""
    try:
        return int(raw, 16) if re.fullmatch(r"0[xX][0-9a-fA-F]{1,16}", raw) else None
    except ValueError:
        return None


def _guess(cells: list[str]) -> list[str]:
    """Column names for noheader output, from what the values look like."""
    names: list[str] = []
    for n, cell in enumerate(cells):
        if n == 0 and integer(cell) is not None:
            names.append("index")
        elif cell.startswith(("NVIDIA", "Tesla", "GeForce", "Quadro")) and "name" not in names:
            names.append("name")
        elif cell.startswith("GPU-") and "uuid" not in names:
            names.append("uuid")
        elif (cell.endswith("MiB") or integer(cell) is not None) and "memory.total" not in names:
            names.append("memory.total")
        elif (cell.endswith("MiB") or integer(cell) is not None) and "memory.used" not in names:
            names.append("memory.used")
        else:
            names.append(f"column{n}")
    return names


F, P = path(SmiCsvFacts), path(SmiCsvOutput)


def fold(items: list[tuple[ProbeResult, SmiCsvOutput]], ev: Fold) -> SmiCsvFacts:
    """Rows of the longest listing; the smallest memory over every listing."""
    first, pf = primary(items, lambda f: len(f.gpus))
    out = SmiCsvFacts(gpu_count=len(pf.gpus), columns=list(pf.columns),
                      gpu_names=sorted({g.name for g in pf.gpus if g.name}))
    for n in range(out.gpu_count):
        ev.add(F.gpu_count, first, P.gpus[n])
    mems = [(g.memory_total, r, n) for r, f in items for n, g in enumerate(f.gpus) if g.memory_total is not None]
    if mems:
        out.memory_total_min, r, n = min(mems, key=lambda t: t[0])
        ev.add(F.memory_total_min, r, P.gpus[n])
    out.health = _csv_health(first, pf, ev)
    return out


def _csv_health(first: ProbeResult, pf: SmiCsvOutput, ev: Fold) -> GpuHealth | None:
    """Health from the health columns the listing has; None when it has none (name/memory only)."""
    asked = set(_HEALTH_COLUMNS) - {"pci.bus_id"}
    if not any(c in asked or c.startswith(_REASON_PREFIXES) for c in pf.columns):
        return None
    return fold_health([(first, n, g) for n, g in enumerate(pf.gpus)], ev, F.health)


def summary(out: SmiCsvOutput) -> str:
    """``nvidia-smi --query-gpu: 8× NVIDIA H100 80GB HBM3, 12 columns, GPU 5: PCIe x8 of x16``."""
    problems = health_problems(out.gpus)
    names = counted(g.name or "unnamed GPU" for g in out.gpus)
    return f"{KIND}: {names}, {plural(len(out.columns), 'column')}, " + ("; ".join(problems) or "no health problems")


SPEC = ProbeKind(
    kind=KIND, branch="smi_csv", facts=SmiCsvFacts, output=SmiCsvOutput, detect=detect, parse=parse, fold=fold,
    priority=130, position=40,
    summary=summary,
)
