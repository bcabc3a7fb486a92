"""``fio``: per-job read/write bandwidth, IOPS, latency percentiles, block size and queue depth.

Usage::

    audit probe fio.json        # --output-format=json (fio 2.x–3.x, fio-plot files and wrappers)
    audit probe fio.txt         # the human-readable output, incl. a shell prompt and Windows warnings

Facts schema (``FioOutput``)::

    version: str | None           "fio-3.25"
    format: "json" | "text"
    jobs: [{name, rw, bs, ioengine, iodepth, numjobs, error,
            read_bw, write_bw (DataRate), read_iops, write_iops (float),
            read_lat_p50, read_lat_p99, write_lat_p50, write_lat_p99 (Duration, completion latency)}]
    read_bw, write_bw (DataRate)  sum over jobs (the "Run status group" line in text output)
    read_iops, write_iops         sum over jobs

Evidence pointers: ``jobs.<i>`` (job name line), ``jobs.<i>.read_bw`` / ``.write_bw``, ``read_bw``,
``write_bw``.

Example (text)::

      write: IOPS=5860, BW=22.9MiB/s (24.0MB/s)(22.0MiB/961msec); 0 zone resets
    → jobs[0].write_bw = "22.9 MiB/s", write_iops = 5860

JSON ``bw`` is KiB/s (``bw_bytes`` B/s where present); fio 2.x writes latencies in µs under
``clat``, fio 3 in ns under ``clat_ns``. Zero-padded option values ("01") are read as numbers.
"""


import functools
import json
import re
from fractions import Fraction
from typing import Any

from pydantic import Field

from auditor.model.evidence import Evidence
from auditor.model.quantity import DataRate, Duration
from auditor.probes._common import Facts, Lines, ProbeResult, guarded, integer, number, plural, qty, rate_text
from auditor.probes.facts import Branch
from auditor.probes.kind import Fold, ProbeKind, least, path
from auditor.units import Quantity, UnitError, parse_quantity

KIND = "fio"

_JOB_DEF = re.compile(r"^(\S+): \(g=\d+\): rw=(\w+), bs=(?:\(R\) )?([^-,\s/]+)\S*.*?ioengine=([\w-]+), iodepth=(\d+)")
_JOB_RES = re.compile(r"^(\S+): \(groupid=(\d+), jobs=(\d+)\): err=\s*(\d+)")
_IO_NEW = re.compile(r"^\s*(read|write)\s*: IOPS=([\d.]+[kKM]?), BW=([\d.]+\s*[A-Za-z]+/s)")
_IO_OLD = re.compile(r"^\s*(read|write)\s*: io=\S+, bw=([\d.]+\s*[A-Za-z]+/s), iops=([\d.]+[kKM]?)")
_PCT_HEAD = re.compile(r"^\s*clat percentiles \((nsec|usec|msec)\)")
_PCT = re.compile(r"(\d+\.\d+)th=\[\s*(\d+)\]")
_GROUP = re.compile(r"^\s*(READ|WRITE): (?:bw=|io=\S+, aggrb=)([\d.]+\s*[A-Za-z]+/s)")
_VERSION = re.compile(r"^(fio-\d\S*)\s*$")
_SCALE = {"nsec": Fraction(1, 10**9), "usec": Fraction(1, 10**6), "msec": Fraction(1, 10**3)}


class FioJob(Facts):
    name: str
    group: int = 0
    rw: str | None = None
    bs: str | None = None
    ioengine: str | None = None
    iodepth: int | None = None
    numjobs: int | None = None
    error: int | None = None
    read_bw: DataRate | None = None
    write_bw: DataRate | None = None
    read_iops: float | None = None
    write_iops: float | None = None
    read_lat_p50: Duration | None = None
    read_lat_p99: Duration | None = None
    write_lat_p50: Duration | None = None
    write_lat_p99: Duration | None = None


class FioOutput(Facts):
    version: str | None = None
    format: str = "text"
    jobs: list[FioJob] = Field(default=[])
    read_bw: DataRate | None = None
    write_bw: DataRate | None = None
    read_iops: float | None = None
    write_iops: float | None = None


class FioFacts(Branch):
    """fio: best bandwidth and IOPS over every job of every file."""

    jobs: int = 0
    read_bw: DataRate | None = None
    write_bw: DataRate | None = None
    read_iops: float | None = None
    write_iops: float | None = None
    read_lat_p99: Duration | None = None
    write_lat_p99: Duration | None = None


def detect(text: str) -> bool:
    head = text[:20000]
    if '"fio version"' in head or ('"jobs"' in head and '"job options"' in head):
        return True
    return "(groupid=" in head or "Run status group" in head or bool(re.search(r"^\S+: \(g=\d+\): rw=", head, re.M))


def _iops(text: str) -> float | None:
    mult = {"k": 1e3, "K": 1e3, "M": 1e6}.get(text[-1:], 1.0)
    n = number(text.rstrip("kKM"))
    return float(n) * mult if n is not None else None


@functools.lru_cache(maxsize=4096)
def _bw(text: str) -> Quantity | None:
    """A printed rate (``22.9MiB/s``); cached, as rates repeat across jobs and Quantity is immutable."""
    try:
        q = parse_quantity(text.replace(" ", ""), "data_rate")
    except UnitError:
        return None
    return q


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    start = next((i for i in range(len(lines)) if lines[i].lstrip().startswith(("{", "["))), None)
    if start is not None and ('"jobs"' in text[:200000] or '"fio version"' in text[:200000]):
        return _parse_json(lines, start)
    return _parse_text(lines)


def _sum(values: list[Any]) -> Any:
    present = [v for v in values if v is not None]
    if not present:
        return None
    total = present[0]
    for v in present[1:]:
        total = total + v
    return total


def _totals(out: FioOutput) -> None:
    """Per reporting group, jobs run together and add up; groups run one after another (stonewall),
    so the file's figure is the best group, not the sum of all."""
    groups = sorted({j.group for j in out.jobs})
    for io in ("read", "write"):
        bws = [_sum([getattr(j, f"{io}_bw") for j in out.jobs if j.group == g]) for g in groups]
        iops = [_sum([getattr(j, f"{io}_iops") for j in out.jobs if j.group == g]) for g in groups]
        if getattr(out, f"{io}_bw") is None:
            setattr(out, f"{io}_bw", max((b for b in bws if b is not None), default=None))
        setattr(out, f"{io}_iops", max((n for n in iops if n is not None), default=None))


# ------------------------------------------------------------------ JSON


def _find_runs(data: Any, depth: int = 0) -> list[dict]:
    """fio JSON objects in ``data``: the object itself, a list of them, or one level of wrapper."""
    if isinstance(data, dict) and isinstance(data.get("jobs"), list):
        return [data]
    if depth >= 2:
        return []
    values = data if isinstance(data, list) else list(data.values()) if isinstance(data, dict) else []
    return [run for v in values for run in _find_runs(v, depth + 1)]


def _parse_json(lines: Lines, start: int) -> ProbeResult:
    body = "\n".join(lines.lines[start:])
    try:
        data, _end = json.JSONDecoder().raw_decode(body)
    except json.JSONDecodeError as exc:
        raise lines.fail(f"invalid JSON ({exc.msg}; truncated?)", start + exc.lineno - 1) from None
    out = FioOutput(format="json")
    runs = _find_runs(data)
    if not runs:
        raise lines.fail("JSON without a 'jobs' list", start)
    cursor = start
    for run in runs:
        out.version = out.version or (str(run.get("fio version")) if run.get("fio version") else None)
        glob = run.get("global options") if isinstance(run.get("global options"), dict) else {}
        for job in run["jobs"]:
            if not isinstance(job, dict):
                continue
            own = job.get("job options") if isinstance(job.get("job options"), dict) else {}
            opts = {**glob, **own}

            def opt(key: str, opts: dict = opts) -> Any:
                return opts.get(key)

            fj = FioJob(
                name=str(job.get("jobname", "?")),
                group=job.get("groupid") if isinstance(job.get("groupid"), int) else 0,
                rw=opt("rw"),
                bs=opt("bs"),
                ioengine=opt("ioengine"),
                iodepth=integer(str(opt("iodepth") or "")),
                numjobs=integer(str(opt("numjobs") or "")),
                error=job.get("error") if isinstance(job.get("error"), int) else None,
            )
            line = lines.find('"jobname"', cursor)
            if line is not None:
                cursor = line + 1
                lines.ev(line, f"jobs.{len(out.jobs)}")
            for io in ("read", "write"):
                stats = job.get(io)
                if not isinstance(stats, dict):
                    continue
                if "bw_bytes" in stats and isinstance(stats["bw_bytes"], int | float):
                    bw = qty(Fraction(str(stats["bw_bytes"])), "B/s")
                elif isinstance(stats.get("bw"), int | float):
                    bw = qty(Fraction(str(stats["bw"])), "KiB/s")
                else:
                    bw = None
                iops = stats.get("iops")
                if bw is not None and bw.magnitude > 0:
                    setattr(fj, f"{io}_bw", bw)
                    setattr(fj, f"{io}_iops", float(iops) if isinstance(iops, int | float) else None)
                    io_line = lines.find(f'"{io}"', cursor)
                    if io_line is not None:
                        bw_line = lines.find('"bw', io_line) or io_line
                        lines.ev(bw_line, f"jobs.{len(out.jobs)}.{io}_bw")
                        lines.ev(bw_line, f"{io}_bw")
                p50, p99 = _json_pcts(stats)
                setattr(fj, f"{io}_lat_p50", p50)
                setattr(fj, f"{io}_lat_p99", p99)
            out.jobs.append(fj)
    if not out.jobs:
        raise lines.fail("no jobs in the fio JSON", start)
    _totals(out)
    for j in out.jobs:
        if j.error:
            lines.warn(None, f"job {j.name} reports error {j.error}")
    return lines.result(out)


def _json_pcts(stats: dict) -> tuple[Quantity | None, Quantity | None]:
    for key, scale in (("clat_ns", Fraction(1, 10**9)), ("clat", Fraction(1, 10**6))):
        block = stats.get(key)
        if isinstance(block, dict) and isinstance(block.get("percentile"), dict):
            pct = block["percentile"]
            vals = []
            for name in ("50.000000", "99.000000"):
                v = pct.get(name)
                vals.append(qty(Fraction(str(v)) * scale, "sec") if isinstance(v, int | float) and v else None)
            return vals[0], vals[1]
    return None, None


# ------------------------------------------------------------------ text


def _parse_text(lines: Lines) -> ProbeResult:
    out = FioOutput(format="text")
    defs: dict[str, tuple[str, str, str, int]] = {}
    current: FioJob | None = None
    pct_scale: Fraction | None = None
    pct_io = "read"
    last_io = "read"
    best_at: dict[str, int] = {}  # io → index in lines.evidence of the best group's line
    for i in range(len(lines)):
        line = lines[i]
        m = _VERSION.match(line.strip())
        if m:
            out.version = out.version or m.group(1)
            continue
        m = _JOB_DEF.match(line)
        if m:
            defs.setdefault(m.group(1), (m.group(2), m.group(3), m.group(4), int(m.group(5))))
            continue
        m = _JOB_RES.match(line)
        if m:
            name = m.group(1)
            rw, bs, engine, depth = defs.get(name, (None, None, None, None))
            lines.cap(len(out.jobs), i, "job results")
            current = FioJob(
                name=name,
                rw=rw,
                bs=bs,
                ioengine=engine,
                iodepth=depth,
                group=int(m.group(2)),
                numjobs=int(m.group(3)),
                error=int(m.group(4)),
            )
            out.jobs.append(current)
            lines.ev(i, f"jobs.{len(out.jobs) - 1}")
            continue
        m = _IO_NEW.match(line)
        old = None if m else _IO_OLD.match(line)
        hit = m or old
        if hit is not None and current is not None:
            io = hit.group(1)
            bw_text, iops_text = (hit.group(3), hit.group(2)) if m else (hit.group(2), hit.group(3))
            setattr(current, f"{io}_bw", _bw(bw_text))
            setattr(current, f"{io}_iops", _iops(iops_text))
            lines.ev(i, f"jobs.{len(out.jobs) - 1}.{io}_bw")
            last_io = io
            continue
        m = _PCT_HEAD.match(line)
        if m:
            pct_scale, pct_io = _SCALE[m.group(1)], last_io
            continue
        if pct_scale is not None and line.lstrip().startswith("|") and current is not None:
            for p, v in _PCT.findall(line):
                if p in ("50.00", "99.00"):
                    field = f"{pct_io}_lat_p{p[:2]}"
                    setattr(current, field, qty(Fraction(v) * pct_scale, "sec"))
            continue
        pct_scale = None
        m = _GROUP.match(line)
        if m:
            io = m.group(1).lower()
            bw = _bw(m.group(2))
            best = getattr(out, f"{io}_bw")
            if bw is not None and (best is None or bw > best):
                setattr(out, f"{io}_bw", bw)
                lines.ev(i, f"{io}_bw")  # replaces the previous best group's line, in its place
                if io in best_at:
                    lines.evidence[best_at[io]] = lines.evidence.pop()
                else:
                    best_at[io] = len(lines.evidence) - 1
    if not out.jobs and out.read_bw is None and out.write_bw is None:
        raise lines.fail("no job results and no 'Run status group' summary (truncated?)")
    if out.jobs and out.read_bw is None and out.write_bw is None:
        lines.warn(len(lines) - 1, "no 'Run status group' summary (truncated?); totals summed from the jobs")
        by_pointer: dict[str | None, list[Evidence]] = {}
        for e in lines.evidence:
            by_pointer.setdefault(e.pointer, []).append(e)
        for n, j in enumerate(out.jobs):
            for io in ("read", "write"):
                if getattr(j, f"{io}_bw") is not None:
                    for e in by_pointer.get(f"jobs.{n}.{io}_bw", []):
                        lines.evidence.append(e.model_copy(update={"pointer": f"{io}_bw"}))
    _totals(out)
    return lines.result(out)


F, P = path(FioFacts), path(FioOutput)


def fold(items: list[tuple[ProbeResult, FioOutput]], ev: Fold) -> FioFacts:
    """Best bandwidth and IOPS over every file (did the disk ever reach the floor), lowest p99 latency."""
    out = FioFacts(jobs=sum(len(f.jobs) for _, f in items))
    reads = [(f.read_bw, r) for r, f in items if f.read_bw is not None]
    if reads:
        out.read_bw, r = max(reads, key=lambda t: t[0])
        ev.add(F.read_bw, r, P.read_bw)
    writes = [(f.write_bw, r) for r, f in items if f.write_bw is not None]
    if writes:
        out.write_bw, r = max(writes, key=lambda t: t[0])
        ev.add(F.write_bw, r, P.write_bw)
    read_iops = [f.read_iops for _, f in items if f.read_iops is not None]
    write_iops = [f.write_iops for _, f in items if f.write_iops is not None]
    out.read_iops = max(read_iops) if read_iops else None
    out.write_iops = max(write_iops) if write_iops else None
    out.read_lat_p99 = least([j.read_lat_p99 for _, f in items for j in f.jobs])
    out.write_lat_p99 = least([j.write_lat_p99 for _, f in items for j in f.jobs])
    return out


def summary(out: FioOutput) -> str:
    """``fio: 2 jobs, read 24.5 GB/s, 744629 read IOPS`` (the best job for each figure)."""
    parts = [plural(len(out.jobs), "job")]
    for label, value in (("read", out.read_bw), ("write", out.write_bw)):
        if value is not None:
            parts.append(f"{label} {rate_text(value)}")
    for label, iops in (("read", out.read_iops), ("write", out.write_iops)):
        if iops is not None:
            parts.append(f"{iops:.0f} {label} IOPS")
    failed = sum(1 for j in out.jobs if j.error)
    if failed:
        parts.append(f"{plural(failed, 'job')} with an error")
    return f"{KIND}: " + ", ".join(parts)


SPEC = ProbeKind(
    kind=KIND, branch="fio", facts=FioFacts, output=FioOutput, detect=detect, parse=parse, fold=fold,
    priority=90, position=100,
    summary=summary,
)
