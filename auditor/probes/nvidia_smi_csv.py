"""``nvidia-smi --query-gpu=… --format=csv[,noheader][,nounits]``: whatever columns were asked for.

Usage::

    audit probe gpus.csv

Facts schema (``SmiCsvOutput``)::

    columns: ["index", "name", "memory.total", …]     header names without their "[MiB]" unit
    header: bool                                        False for noheader output (columns guessed)
    rows: [{column: value}]                             values as printed (strings)
    gpus: [{index, name, memory_total (Bytes), memory_used (Bytes)}]   the columns a rule needs

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
from auditor.probes._common import Facts, Lines, ProbeResult, guarded, integer, number, qty

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
)


class CsvGpu(Facts):
    index: int | None = None
    name: str | None = None
    memory_total: Bytes | None = None
    memory_used: Bytes | None = None


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
    if not out.rows:
        raise lines.fail("no data rows")
    return lines.result(out)


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
