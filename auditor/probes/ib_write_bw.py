"""``ib_write_bw`` (perftest; also ``ib_read_bw`` / ``ib_send_bw``, same table): RDMA bandwidth of one port.

Usage::

    audit probe ib_write_bw-mlx5_0.txt

Facts schema (``IbBwOutput``)::

    runs: [{test ("RDMA_Write BW Test"), device ("mlx5_0"), link_type ("IB" | "Ethernet"),
            bidirectional (bool), rows: [{bytes, iterations, peak (DataRate | None), average (DataRate)}]}]

Why: ``ibstat`` says what rate a port trained at; only traffic says what it carries. A port sold at
NDR 400 that moves 200 Gb/s (a PCIe x8 slot, a NUMA-remote adapter, a bad cable) halves its share
of every cross-node all-reduce. The figure read is the BW average at the largest message size of
each run (``-a`` sweeps sizes; small messages are latency-bound). ``--report_gbits`` prints
``[Gb/sec]`` (10^9 bit/s); without it perftest prints ``[MB/sec]``, which is MiB/s (perftest
format_factor 0x100000). A bidirectional run (``-b``) counts both directions: it is halved to one
direction, as NVIDIA's ngc_multinode_perf doubles the pass rate for it. One file may hold several
runs (a loop over the adapters). Evidence pointers: ``runs.<i>`` (the device line),
``runs.<i>.rows.<j>`` (a result row).

Example::

     #bytes     #iterations    BW peak[Gb/sec]    BW average[Gb/sec]   MsgRate[Mpps]
     65536      5000             392.31             391.87              0.747432
    → runs[0].rows[0] = {bytes: 65536, iterations: 5000, peak: "392.31 Gb/s", average: "391.87 Gb/s"}
"""


import re

from pydantic import Field

from auditor.model.quantity import Bytes, DataRate
from auditor.probes._common import Facts, Lines, ProbeResult, guarded, plural, qty, rate_text, size_text
from auditor.probes.facts import Branch
from auditor.probes.kind import Fold, ProbeKind, path
from auditor.units import Quantity

KIND = "ib_write_bw"

_TITLE = re.compile(r"^\s*((?:RDMA_Write|RDMA_Read|Send|Atomic \w+)(?: Bidirectional)?(?: Post List)? BW Test)\s*$")
_DEVICE = re.compile(r"\bDevice\s*:\s*(\S+)")
_LINK = re.compile(r"^\s*Link type\s*:\s*(\S+)")
_HEADER = re.compile(r"#bytes\s+#iterations\s+BW peak\[(Gb|MB)/sec\]\s+BW average\[(Gb|MB)/sec\]")
_ROW = re.compile(r"^\s*(\d+)\s+(\d+)\s+(-?[\d.]+|inf)\s+(-?[\d.]+|inf)\b")
_UNITS = {"Gb": "Gb/s", "MB": "MiB/s"}


class IbBwRow(Facts):
    bytes: int
    iterations: int
    peak: DataRate | None = Field(None, description="None where perftest measured no peak (0.00, --run_infinitely)")
    average: DataRate


class IbBwRun(Facts):
    test: str | None = None
    device: str | None = None
    link_type: str | None = None
    bidirectional: bool = False
    rows: list[IbBwRow] = Field(default=[])


class IbBwOutput(Facts):
    runs: list[IbBwRun] = Field(default=[])


class IbBwFacts(Branch):
    """perftest ``ib_write_bw``: one-direction bandwidth of each port at the largest message size."""

    runs: int = Field(0, description="runs with at least one result row")
    devices: list[str] = Field(default=[], description="adapters measured, e.g. mlx5_0")
    bw_min: DataRate | None = Field(
        None, description="least one-direction BW average at the largest message size over the runs")
    bw_min_device: str | None = Field(None, description="the adapter of bw_min")
    bw_max: DataRate | None = Field(None, description="greatest one-direction BW average at the largest size")
    message_size: Bytes | None = Field(None, description="largest message size of the bw_min run")


def detect(text: str) -> bool:
    return bool(_HEADER.search(text[:8000]))


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = IbBwOutput()
    test = device = link = None
    unit: str | None = None
    run: IbBwRun | None = None
    for i in range(len(lines)):
        line = lines[i]
        # each pattern only where its words are (most lines are result rows, which have none)
        if "BW Test" in line and (m := _TITLE.match(line)):
            test, device, link, run, unit = m.group(1), None, None, None, None
            continue
        if "Device" in line and (m := _DEVICE.search(line)):
            device = m.group(1)
            continue
        if "Link type" in line and (m := _LINK.match(line)):
            link = m.group(1)
            continue
        if "#bytes" in line and (m := _HEADER.search(line)):
            unit = _UNITS[m.group(2)]
            lines.cap(len(out.runs), i, "runs")
            run = IbBwRun(test=test, device=device, link_type=link, bidirectional="Bidirectional" in (test or ""))
            out.runs.append(run)
            lines.ev(i, f"runs.{len(out.runs) - 1}")
            continue
        m = _ROW.match(line)
        if m is None or run is None or unit is None:
            continue
        peak, average = (None if v == "inf" else float(v) for v in (m.group(3), m.group(4)))
        if average is None or average <= 0:
            lines.warn(i, f"BW average {m.group(4)} is no measurement (perftest counter wrap or aborted run)")
            continue
        lines.cap(len(run.rows), i, "result rows in one run")
        # the printed figures, not the floats: qty caches a printed figure (rows repeat them)
        run.rows.append(IbBwRow.model_construct(bytes=int(m.group(1)), iterations=int(m.group(2)),
                                                peak=qty(m.group(3), unit) if peak else None,
                                                average=qty(m.group(4), unit)))
        lines.ev(i, f"runs.{len(out.runs) - 1}.rows.{len(run.rows) - 1}")
    if not out.runs:
        raise lines.fail("no '#bytes #iterations BW peak BW average' header")
    if not any(r.rows for r in out.runs):
        lines.warn(None, "a perftest header but no result rows (truncated or the run failed): no bandwidth read")
    return lines.result(out)


F, P = path(IbBwFacts), path(IbBwOutput)


def fold(items: list[tuple[ProbeResult, IbBwOutput]], ev: Fold) -> IbBwFacts:
    """Each run's figure at its largest message size, one direction; the worst run is the port guarantee."""
    out = IbBwFacts()
    for r, f in items:
        for n, run in enumerate(f.runs):
            if not run.rows:
                continue
            j = max(range(len(run.rows)), key=lambda k: run.rows[k].bytes)
            row = run.rows[j]
            bw = row.average / 2 if run.bidirectional else row.average
            out.runs += 1
            ev.add(F.runs, r, P.runs[n])
            if run.device and run.device not in out.devices:
                out.devices.append(run.device)
                ev.add(F.devices, r, P.runs[n])
            if out.bw_min is None or bw < out.bw_min:
                out.bw_min, out.bw_min_device, out.message_size = bw, run.device, qty(row.bytes, "B")
                ev.set(F.bw_min, r.evidence_at(str(P.runs[n].rows[j])))
                ev.set(F.bw_min_device, r.evidence_at(str(P.runs[n])))
                ev.set(F.message_size, r.evidence_at(str(P.runs[n].rows[j])))
            if out.bw_max is None or bw > out.bw_max:
                out.bw_max = bw
                ev.set(F.bw_max, r.evidence_at(str(P.runs[n].rows[j])))
    return out


def summary(out: IbBwOutput) -> str:
    """``ib_write_bw: 8 runs (mlx5_0 …), slowest 196.2 Gb/s average at 8 MiB on mlx5_4``."""
    largest = [(max(run.rows, key=lambda r: r.bytes), run) for run in out.runs if run.rows]
    head = f"{KIND}: {plural(len(out.runs), 'run')}"
    if not largest:
        return head + ", no result rows"
    row, run = min(largest, key=lambda pair: pair[0].average)
    return (f"{head}, slowest {rate_text(row.average)} average at {size_text(Quantity.of(row.bytes, 'B'))}"
            + (f" on {run.device}" if run.device else "") + (" (bidirectional)" if run.bidirectional else ""))


SPEC = ProbeKind(
    kind=KIND, branch="ib_bw", facts=IbBwFacts, output=IbBwOutput, detect=detect, parse=parse, fold=fold,
    priority=108, position=190,
    summary=summary,
)  # no collect command: ib_write_bw needs a server on a second node
