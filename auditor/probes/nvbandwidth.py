"""``nvbandwidth`` (``-j`` JSON or its text tables): host↔GPU and GPU↔GPU copy bandwidth per GPU / pair.

Usage::

    audit probe nvbandwidth.json

Facts schema (``NvbandwidthOutput``)::

    version: str | None             "v0.5"
    tests: [{name, status ("Passed" | "Waived" | …), unit ("GB/s" | "ns"), cells: [[GB/s | None]], sum}]

Why its own kind: NVIDIA's nvbandwidth measures what nccl-tests folds together: each GPU's PCIe
copy to and from the host (a link trained at x8, a GPU behind a saturated switch) and each GPU
pair's copy (NVLink or PCIe). Latency tests (``(ns)``) share the matrix shape and are kept apart;
``N/A`` cells (a GPU with itself, pairs without peer access) stay unknown. ``Waived`` tests (not
runnable on this system) give no figure. Evidence pointers: ``tests.<i>`` (its ``name`` line or
its ``Running …`` line).

Example (text)::

    Running host_to_device_memcpy_ce.
    memcpy CE CPU(row) -> GPU(column) bandwidth (GB/s)
              0         1
    0     25.50     24.26
    → tests[0] = {name: host_to_device_memcpy_ce, unit: GB/s, cells: [[25.50, 24.26]]}
"""


import json
import re

from pydantic import Field

from auditor.model.quantity import DataRate
from auditor.probes._common import Facts, Lines, ProbeResult, guarded, number, plural, qty
from auditor.probes.facts import Branch
from auditor.probes.kind import Command, Fold, ProbeKind, path

KIND = "nvbandwidth"

_RUNNING = re.compile(r"^Running (\w+)\.\s*$")
_ROW = re.compile(r"^\s*(\d+)((?:\s+(?:[\d.]+|N/A))+)\s*$")
_SUM = re.compile(r"^SUM (\w+) ")
H2D = ("host_to_device_memcpy_ce", "host_to_device_memcpy_sm")
D2H = ("device_to_host_memcpy_ce", "device_to_host_memcpy_sm")
P2P = ("device_to_device_memcpy_read_ce", "device_to_device_memcpy_write_ce",
       "device_to_device_memcpy_read_sm", "device_to_device_memcpy_write_sm")


class NvbTest(Facts):
    name: str
    status: str = "Passed"
    unit: str = Field("GB/s", description="the unit of cells and sum as nvbandwidth prints it: GB/s, or ns (latency)")
    cells: list[list[float | None]] = Field(
        default=[], description="the matrix as printed, in unit (row: source, column: destination); the folded "
                                "probe.nvbandwidth figures are quantities in B/s")
    sum: float | None = Field(None, description="the matrix's SUM line, in unit")


class NvbandwidthOutput(Facts):
    version: str | None = None
    tests: list[NvbTest] = Field(default=[])


class NvbandwidthFacts(Branch):
    """``nvbandwidth``: the slowest GPU's host copies and the slowest GPU pair's copy."""

    gpu_count: int = 0
    h2d_min: DataRate | None = Field(None, description="least host→GPU copy bandwidth over the GPUs (CE, else SM)")
    d2h_min: DataRate | None = Field(None, description="least GPU→host copy bandwidth over the GPUs (CE, else SM)")
    p2p_min: DataRate | None = Field(None, description="least GPU→GPU copy bandwidth over the measured pairs")
    p2p_max: DataRate | None = Field(None, description="greatest GPU→GPU copy bandwidth over the measured pairs")
    p2p_pairs: int = Field(0, description="GPU pairs with a measured copy bandwidth")
    waived: list[str] = Field(default=[], description="tests nvbandwidth waived (not runnable on this system)")


def detect(text: str) -> bool:
    head = text[:4000]
    return '"nvbandwidth"' in head or ("nvbandwidth Version" in head) or bool(
        re.search(r"^Running \w+_(?:memcpy|copy)_\w+\.", head, re.M) and "bandwidth (GB/s)" in head)


def _cell(raw: object) -> float | None:
    value = number(str(raw)) if raw not in (None, "N/A") else None
    return float(value) if value is not None else None


def _unit(description: str) -> str:
    return "ns" if description.rstrip().endswith("(ns)") else "GB/s"


def _from_json(text: str, lines: Lines, out: NvbandwidthOutput) -> None:
    start = text.find("{")
    try:
        body, _ = json.JSONDecoder().raw_decode(text[start:]) if start >= 0 else ({}, 0)
    except json.JSONDecodeError as err:
        raise lines.fail(f"nvbandwidth JSON is invalid or truncated ({err.msg})") from None
    root = body.get("nvbandwidth") if isinstance(body, dict) else None
    if not isinstance(root, dict):
        raise lines.fail("no 'nvbandwidth' object in the JSON")
    out.version = str(root["version"]) if root.get("version") is not None else None
    at = 0
    for case in root.get("testcases") or []:
        if not isinstance(case, dict) or not case.get("name"):
            continue
        name = str(case["name"])
        found = lines.find(f'"{name}"', at)
        matrix = case.get("bandwidth_matrix") or []
        out.tests.append(NvbTest(
            name=name, status=str(case.get("status", "Passed")), unit=_unit(str(case.get("bandwidth_description", ""))),
            cells=[[_cell(c) for c in row] for row in matrix if isinstance(row, list)],
            sum=float(case["sum"]) if isinstance(case.get("sum"), int | float) else None))
        if found is not None:
            lines.ev(found, f"tests.{len(out.tests) - 1}")
            at = found + 1


def _from_text(lines: Lines, out: NvbandwidthOutput) -> None:
    test: NvbTest | None = None
    for i in range(len(lines)):
        line = lines[i]
        if line.startswith("nvbandwidth Version:"):
            out.version = line.split(":", 1)[1].strip() or None
            continue
        m = _RUNNING.match(line)
        if m:
            lines.cap(len(out.tests), i, "tests")
            test = NvbTest(name=m.group(1))
            out.tests.append(test)
            lines.ev(i, f"tests.{len(out.tests) - 1}")
            continue
        if test is None:
            continue
        if "bandwidth (GB/s)" in line or line.rstrip().endswith("(ns)"):
            test.unit = _unit(line)
            continue
        row = _ROW.match(line)
        if row and not re.fullmatch(r"[\s\d]+", row.group(2)):
            lines.cap(len(test.cells), i, "matrix rows in one test")
            test.cells.append([_cell(c) for c in row.group(2).split()])
            continue
        s = _SUM.match(line)
        if s:
            test.sum = _cell(line.split()[-1])
            test = None
        elif line.startswith("Waived"):
            test.status = "Waived"
            test = None


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = NvbandwidthOutput()
    if '"nvbandwidth"' in text[:4000]:
        _from_json(text, lines, out)
    else:
        _from_text(lines, out)
    if not out.tests:
        raise lines.fail("no nvbandwidth test cases ('Running <test>.' or JSON 'testcases')")
    return lines.result(out)


F, P = path(NvbandwidthFacts), path(NvbandwidthOutput)


def _values(test: NvbTest) -> list[float]:
    return [c for row in test.cells for c in row if c is not None]


def fold(items: list[tuple[ProbeResult, NvbandwidthOutput]], ev: Fold) -> NvbandwidthFacts:
    """The worst GPU (host copies) and the worst pair over every file; CE tests before SM ones."""
    out = NvbandwidthFacts()
    tests = [(r, n, t) for r, f in items for n, t in enumerate(f.tests) if t.status == "Passed" and t.unit == "GB/s"]
    out.waived = sorted({t.name for _, f in items for t in f.tests if t.status == "Waived"})
    for field, names in ((F.h2d_min, H2D), (F.d2h_min, D2H)):
        chosen = next(([(r, n, t) for r, n, t in tests if t.name == name] for name in names
                       if any(t.name == name for _, _, t in tests)), [])
        cells = [(v, r, n) for r, n, t in chosen for v in _values(t)]
        if cells:
            value, r, n = min(cells, key=lambda c: c[0])
            setattr(out, str(field).rpartition(".")[2], qty(str(value), "GB/s"))
            ev.add(field, r, P.tests[n])
            out.gpu_count = max(out.gpu_count, max(len(row) for _, _, t in chosen for row in t.cells))
    pairs = [(v, r, n) for r, n, t in tests if t.name in P2P for v in _values(t)]
    if pairs:
        low, high = min(pairs, key=lambda c: c[0]), max(pairs, key=lambda c: c[0])
        out.p2p_min, out.p2p_max = qty(str(low[0]), "GB/s"), qty(str(high[0]), "GB/s")
        out.gpu_count = max(out.gpu_count, *(len(row) for _, _, t in tests if t.name in P2P for row in t.cells))
        out.p2p_pairs = max(sum(len(_values(t)) for _, _, t in [(r, n, t) for r, n, t in tests if t.name == name])
                            for name in P2P)
        ev.add(F.p2p_min, low[1], P.tests[low[2]])
        ev.add(F.p2p_max, high[1], P.tests[high[2]])
        ev.add(F.p2p_pairs, low[1], P.tests[low[2]])
    return out


def summary(out: NvbandwidthOutput) -> str:
    """``nvbandwidth: 3 tests (host_to_device_memcpy_ce, …), all passed``."""
    names = ", ".join(t.name for t in out.tests[:3]) + (", …" if len(out.tests) > 3 else "")
    failed = [t.name for t in out.tests if t.status.lower() not in ("passed", "waived")]
    tail = f"not passed: {', '.join(failed)}" if failed else "all passed"
    return f"{KIND}: {plural(len(out.tests), 'test')} ({names}), {tail}"


SPEC = ProbeKind(
    kind=KIND, branch="nvbandwidth", facts=NvbandwidthFacts, output=NvbandwidthOutput, detect=detect, parse=parse,
    fold=fold, priority=115, position=170,
    summary=summary,
    commands=(Command("nvbandwidth -j", "nvbandwidth.json", ("nvbandwidth", "-j", "-t", H2D[0], D2H[0], P2P[0]), 300),),
)
