"""nccl-tests (``all_reduce_perf`` and siblings): devices, per-size rows, average bus bandwidth.

Usage::

    audit probe nccl.txt

Facts schema (``NcclOutput``)::

    test: str | None          "all_reduce" (from the command line when shown)
    ngpus_per_process: int | None     "nGpus" of the banner
    ranks: [{rank, host, device, bus, gpu}]
    gpus: int | None          number of ranks listed; nodes: int | None (distinct hosts)
    rows: [{size (Bytes), count, type, redop, root, oop_time (Duration), oop_algbw, oop_busbw (DataRate),
            oop_wrong, ip_time, ip_algbw, ip_busbw, ip_wrong}]
    avg_busbw (DataRate)      the "# Avg bus bandwidth" line; when absent (edited or truncated output)
                              the mean of every busbw value, with a warning
    max_busbw (DataRate)      largest busbw of any row (the plateau a rule compares to a class floor)
    wrong: int                sum of #wrong; out_of_bounds: int | None

Evidence pointers: ``avg_busbw`` (summary line), ``max_busbw`` (best row), ``rows.<i>``,
``ranks.<i>``, ``out_of_bounds``.

Example::

    8589934592  2147483648  float  sum  -1  47535  180.71  338.82  0  47743  179.92  337.35  0
    # Avg bus bandwidth    : 70.742
    → avg_busbw = "70.742 GB/s", max_busbw = "338.82 GB/s"

Tolerates markdown-stripped ``#`` prefixes, MPI warnings between rows (warned and skipped), the
older 12-column layout without ``root``, an author-edited table with only
size/time/algbw/busbw and ``32_768`` sizes, and ``mpirun --tag-output`` prefixes on every line
(``[1,0]<stdout>:``), which are dropped before reading. ``NCCL_DEBUG=INFO`` lines before the
banner (megabytes of them on a large job) do not hide the output from detection.

Scale: rows are read with floats and cached quantities, not an exact number per cell, and only the
first ``ROW_LIMIT`` rows are kept in ``rows`` (a sweep has about 30); every row still counts for
``max_busbw``, ``wrong``, the computed mean and the large-message figures, so a generated or
concatenated log of millions of rows costs memory for the figures kept, not for the log.
"""


import functools
import re
from fractions import Fraction
from typing import NamedTuple

from pydantic import Field

from auditor.model.quantity import Bytes, DataRate, Duration
from auditor.probes._common import (
    Facts,
    Lines,
    ProbeResult,
    guarded,
    integer,
    number,
    plural,
    qty,
    rate_text,
    size_text,
    strip_prompt,
)
from auditor.probes.facts import Branch
from auditor.probes.kind import Fold, ProbeKind, path
from auditor.units import Quantity

KIND = "nccl"
_MPI_TAG = re.compile(r"^\[\d+,\d+\](?:<std(?:out|err)>)?:", re.MULTILINE)

_BANNER = re.compile(r"^#?\s*nThread\s+(\d+)\s+nGpus\s+(\d+)")
_RANK = re.compile(
    r"^#?\s*Rank\s+(\d+)\s+(?:Group\s+\d+\s+)?Pid\s+\d+\s+on\s+(\S+)\s+device\s+(\d+)\s+"
    r"\[([^\]]*)\]\s+(.*)$"
)
_AVG = re.compile(r"Avg bus bandwidth\s*:\s*([\d.]+)")
_OOB = re.compile(r"Out of bounds values\s*:\s*(\d+)")
_TEST = re.compile(r"(\w+?)_perf(?:_mpi)?\b")
_NUMERIC = re.compile(r"[-+]?(?:\d[\d,_]*\.?\d*|\.\d+)(?:[eE][-+]?\d{1,2})?")
"""A table cell that is a number (the spelling ``number()`` accepts), matched without building it."""
_DEBUG = re.compile(r"^(?:\S+:\d+:\d+ \[\d+\] )?NCCL (?:INFO|WARN|TRACE)\b.*(?:\n|$)", re.MULTILINE)
"""``NCCL_DEBUG=INFO`` output (``host:pid:tid [dev] NCCL INFO …``), skipped when detecting."""
_DETECT_SPAN = 20_000
_DEBUG_SPAN = 8 * 1024 * 1024
"""Detection reads ``_DETECT_SPAN`` characters of output after at most this much debug output."""
LARGE_MESSAGE = Quantity.of(256, "MiB")
"""Smallest message size a bus-bandwidth verdict holds for: below it latency, not the links, sets the
figure (azurehpc-health-checks and AWS's suite judge all_reduce at 1–16 GiB messages)."""
LARGE_MESSAGE_BYTES = 256 * 2**20
ROW_LIMIT = 4096
"""Rows kept in ``rows``; later rows still count for every figure (see module doc)."""
_DEFAULT_HEADER = [
    "size",
    "count",
    "type",
    "redop",
    "root",
    "time",
    "algbw",
    "busbw",
    "#wrong",
    "time",
    "algbw",
    "busbw",
    "#wrong",
]
_DEFAULT_HEADER_NO_ROOT = [c for c in _DEFAULT_HEADER if c != "root"]


class NcclRank(Facts):
    rank: int
    host: str
    device: int
    bus: str | None = None
    gpu: str | None = None


class NcclRow(Facts):
    size: Bytes
    count: int | None = None
    type: str | None = None
    redop: str | None = None
    root: int | None = None
    oop_time: Duration | None = None
    oop_algbw: DataRate | None = None
    oop_busbw: DataRate | None = None
    oop_wrong: int | None = None
    ip_time: Duration | None = None
    ip_algbw: DataRate | None = None
    ip_busbw: DataRate | None = None
    ip_wrong: int | None = None


class NcclOutput(Facts):
    test: str | None = None
    ngpus_per_process: int | None = None
    ranks: list[NcclRank] = Field(default=[])
    gpus: int | None = None
    nodes: int | None = None
    rows: list[NcclRow] = Field(default=[])
    avg_busbw: DataRate | None = None
    avg_computed: bool = False
    max_busbw: DataRate | None = None
    wrong: int = 0
    out_of_bounds: int | None = None
    largest_size: Bytes | None = None
    large_message_busbw: DataRate | None = None


class NcclRun(Branch):
    test: str | None = None
    gpus: int | None = None
    nodes: int | None = None
    avg_busbw: DataRate | None = None
    max_busbw: DataRate | None = None


class NcclFacts(Branch):
    """nccl-tests (``all_reduce_perf`` …): the run over the most GPUs, and every run."""

    test: str | None = None
    gpus: int | None = None
    nodes: int | None = None
    avg_busbw: DataRate | None = None
    max_busbw: DataRate | None = None
    wrong: int = 0
    runs: list[NcclRun] = Field(default=[])
    largest_size: Bytes | None = Field(None, description="largest message size of the headline run")
    large_message_busbw: DataRate | None = Field(
        None, description="best bus bandwidth of the headline run at 256 MiB messages or more (None: none that large)")


def _untagged(text: str) -> str:
    """The output without ``mpirun --tag-output`` line prefixes (``[1,0]<stdout>:``); lines kept."""
    return _MPI_TAG.sub("", text) if "]<std" in text[:20000] or text.startswith("[") else text


def detect(text: str) -> bool:
    head = _untagged(text[:_DETECT_SPAN])
    if "NCCL INFO" in head or "NCCL WARN" in head:
        head = _untagged(_DEBUG.sub("", text[:_DEBUG_SPAN])[:_DETECT_SPAN])
    return (
        "Avg bus bandwidth" in head
        or ("busbw" in head and "algbw" in head)
        or bool(_BANNER.search(head) and "Using devices" in head)
    )


def _header(line: str) -> list[str] | None:
    tokens = line.lstrip("#").split()
    return tokens if "busbw" in tokens and "size" in tokens else None


def _rate(text: str) -> object:
    return qty(text, "GB/s")


@functools.lru_cache(maxsize=4096)
def _us(text: str) -> object:
    """Microseconds as a duration; cached like ``qty`` (times repeat across the rows of a log)."""
    n = number(text)
    return qty(n / 1_000_000, "sec") if n is not None else None


def _float(text: str | None) -> float | None:
    """A busbw cell as a float, for comparing and summing rows (the kept figure stays exact)."""
    if text is None or not _NUMERIC.fullmatch(text):
        return None
    return float(text.replace(",", ""))


def _int(text: str | None) -> int | None:
    """``integer()`` with the plain-digits case (every size and #wrong cell) done directly."""
    if text is not None and text.isdigit():
        return int(text)
    return integer(text)


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(_untagged(text), source, KIND)
    out = NcclOutput()
    header: list[str] | None = None
    in_table = False
    banner_seen = False
    best: tuple[float, str, int] | None = None  # (GB/s, as printed, line)
    large: tuple[float, str, int] | None = None  # the same, over rows of LARGE_MESSAGE or more
    largest: int | None = None
    bw_sum, bw_count, dropped = 0.0, 0, 0
    ranks_seen: set[int] = set()
    wrong = 0
    for i in range(len(lines)):
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            continue
        tokens = stripped.split()
        if _NUMERIC.fullmatch(tokens[0]):
            cols = header or _DEFAULT_HEADER
            if len(tokens) == 12 and header is None:
                cols = _DEFAULT_HEADER_NO_ROOT
            if len(tokens) != len(cols):
                if sum(_NUMERIC.fullmatch(t) is None for t in tokens) > 3:
                    if in_table:
                        lines.warn(i, f"non-table line inside the results table skipped: {stripped[:60]!r}")
                else:
                    lines.warn(i, f"row with {len(tokens)} fields, expected {len(cols)}: skipped")
                continue
            at = _layout(tuple(cols))
            size = _int(tokens[at.size]) if at.size is not None else None
            if size is None:
                lines.warn(i, "unreadable row skipped")
                continue
            in_table = True
            largest = size if largest is None else max(largest, size)
            for k in at.busbw:
                bw = _float(tokens[k])
                if bw is None:
                    continue
                bw_sum, bw_count = bw_sum + bw, bw_count + 1
                if best is None or bw > best[0]:
                    best = (bw, tokens[k], i)
                if size >= LARGE_MESSAGE_BYTES and (large is None or bw > large[0]):
                    large = (bw, tokens[k], i)
            for k in at.wrong:
                wrong += _int(tokens[k]) or 0
            if len(out.rows) < ROW_LIMIT:
                out.rows.append(_row(dict(zip(at.keys, tokens, strict=True)), size))
                lines.ev(i, f"rows.{len(out.rows) - 1}")
            else:
                dropped += 1
            continue
        cmd = strip_prompt(line) or (stripped if stripped.startswith(("mpirun", "./build/", "srun")) else None)
        if cmd and out.test is None:
            m = _TEST.search(cmd)
            if m:
                out.test = m.group(1)
            continue
        m = _BANNER.match(stripped)
        if m:
            if banner_seen:
                lines.warn(i, "a second nccl-tests run starts here; parsed the first only")
                break
            banner_seen = True
            out.ngpus_per_process = int(m.group(2))
            continue
        m = _RANK.match(stripped)
        if m:
            if int(m.group(1)) in ranks_seen:
                continue  # the device list printed again (a concatenated log): ranks are listed once
            ranks_seen.add(int(m.group(1)))
            out.ranks.append(
                NcclRank.model_construct(
                    rank=int(m.group(1)),
                    host=m.group(2),
                    device=int(m.group(3)),
                    bus=m.group(4),
                    gpu=m.group(5).strip() or None,
                )
            )
            lines.ev(i, f"ranks.{len(out.ranks) - 1}")
            continue
        m = _AVG.search(stripped)
        if m:
            out.avg_busbw = qty(m.group(1), "GB/s")
            lines.ev(i, "avg_busbw")
            in_table = False
            continue
        m = _OOB.search(stripped)
        if m:
            out.out_of_bounds = int(m.group(1))
            lines.ev(i, "out_of_bounds")
            continue
        h = _header(stripped)
        if h:
            header, in_table = h, True
            continue
        if stripped.startswith(("#", "[...]", "(")) or stripped in ("Using devices",):
            continue
        if in_table:
            lines.warn(i, f"non-table line inside the results table skipped: {stripped[:60]!r}")
    out.wrong = wrong
    if not out.rows and out.avg_busbw is None:
        raise lines.fail("no result rows and no 'Avg bus bandwidth' line")
    if dropped:
        lines.warn(None, f"{dropped} rows after the first {ROW_LIMIT} not listed in rows (every row "
                         "counts for the bus bandwidth figures)")
    if best is not None:
        out.max_busbw = qty(best[1], "GB/s")
        lines.ev(best[2], "max_busbw")
    if large is not None:
        out.large_message_busbw = qty(large[1], "GB/s")
        lines.ev(large[2], "large_message_busbw")
    if largest is not None:
        out.largest_size = qty(largest, "B")
    if out.avg_busbw is None and bw_count:
        out.avg_busbw = qty(Fraction(round(bw_sum / bw_count, 6)).limit_denominator(10**6), "GB/s")
        out.avg_computed = True
        lines.warn(
            None,
            f"no 'Avg bus bandwidth' line (edited or truncated output); computed the mean "
            f"of {bw_count} busbw values",
        )
    if out.ranks:
        out.gpus = len(out.ranks)
        out.nodes = len({r.host for r in out.ranks})
    if out.wrong:
        lines.warn(None, f"{out.wrong} wrong results reported (#wrong column)")
    return lines.result(out)


class _Layout(NamedTuple):
    keys: tuple[str, ...]
    size: int | None
    busbw: tuple[int, ...]
    wrong: tuple[int, ...]


@functools.lru_cache(maxsize=64)
def _layout(cols: tuple[str, ...]) -> _Layout:
    """The cell names of a header and where its figures stand, worked out once per header.

    Repeated names are out-of-place (``oop_``) first, in-place (``ip_``) second.
    """
    keys: list[str] = []
    for col in cols:
        key = col.lstrip("#")
        key = "wrong" if key == "error" else key  # nccl-tests before 2.10 printed an "error" column
        if key in ("size", "count", "type", "redop", "root"):
            keys.append(key)
        else:
            keys.append(("ip_" if f"oop_{key}" in keys else "oop_") + key)
    where = {k: n for n, k in enumerate(keys)}
    return _Layout(
        keys=tuple(keys),
        size=where.get("size"),
        busbw=tuple(where[k] for k in ("oop_busbw", "ip_busbw") if k in where),
        wrong=tuple(where[k] for k in ("oop_wrong", "ip_wrong") if k in where),
    )


def _row(values: dict[str, str], size: int) -> NcclRow:
    return NcclRow.model_construct(
        size=qty(size, "B"),
        count=integer(values.get("count")),
        type=values.get("type"),
        redop=values.get("redop"),
        root=integer(values.get("root")),
        oop_time=_us(values.get("oop_time", "")),
        oop_algbw=_rate(values.get("oop_algbw", "")),
        oop_busbw=_rate(values.get("oop_busbw", "")),
        oop_wrong=integer(values.get("oop_wrong")),
        ip_time=_us(values.get("ip_time", "")),
        ip_algbw=_rate(values.get("ip_algbw", "")),
        ip_busbw=_rate(values.get("ip_busbw", "")),
        ip_wrong=integer(values.get("ip_wrong")),
    )


F, P = path(NcclFacts), path(NcclOutput)


def _exact(size: Quantity) -> Quantity:
    """A message size in MiB when it is whole MiB: ``8589934592 B`` would print (and read back) as 8.59 GB."""
    mib = size / Quantity.of(1, "MiB")
    value = mib.magnitude if isinstance(mib, Quantity) else mib
    return Quantity.of(value, "MiB") if Fraction(value).denominator == 1 else size




def fold(items: list[tuple[ProbeResult, NcclOutput]], ev: Fold) -> NcclFacts:
    """The run over the most GPUs (then the fastest) is the headline; every run is listed."""
    runs = [NcclRun(test=f.test, gpus=f.gpus, nodes=f.nodes, avg_busbw=f.avg_busbw, max_busbw=f.max_busbw)
            for _, f in items]
    first, pf = max(items, key=lambda rf: (rf[1].gpus or 0,
                                           rf[1].avg_busbw.magnitude if rf[1].avg_busbw is not None else -1))
    out = NcclFacts(test=pf.test, gpus=pf.gpus, nodes=pf.nodes, avg_busbw=pf.avg_busbw, max_busbw=pf.max_busbw,
                    runs=runs, wrong=sum(f.wrong for _, f in items))
    ev.add(F.avg_busbw, first, P.avg_busbw)
    ev.add(F.max_busbw, first, P.max_busbw)
    if pf.largest_size is not None:
        out.largest_size = _exact(pf.largest_size)
    if pf.large_message_busbw is not None:
        out.large_message_busbw = pf.large_message_busbw
        ev.add(F.large_message_busbw, first, P.large_message_busbw)
    for n in range(pf.gpus or 0):
        ev.add(F.gpus, first, P.ranks[n])
    ev.set(F.nodes, ev.get(F.gpus))
    for k, (r, _) in enumerate(items):
        ev.add(F.runs[k], r, P.avg_busbw)
    return out


def summary(out: NcclOutput) -> str:
    """``nccl all_reduce: 8 GPUs 1 node, peak 470.7 GB/s busbw at 8 GiB``."""
    gpus = out.gpus or len(out.ranks)
    scope = [plural(gpus, "GPU")] if gpus else []
    scope += [plural(out.nodes, "node")] if out.nodes else []
    parts = [" ".join(scope)] if scope else []
    if out.max_busbw is not None:
        at = next((r.size for r in out.rows if out.max_busbw in (r.oop_busbw, r.ip_busbw)), None)
        parts.append(f"peak {rate_text(out.max_busbw)} busbw" + (f" at {size_text(at)}" if at is not None else ""))
    else:
        parts.append("no result rows")
    if out.wrong:
        parts.append(plural(out.wrong, "wrong result"))
    return " ".join(x for x in ("nccl", out.test) if x) + ": " + ", ".join(parts)


SPEC = ProbeKind(
    kind=KIND, branch="nccl", facts=NcclFacts, output=NcclOutput, detect=detect, parse=parse, fold=fold,
    priority=80, position=90,
    summary=summary,
)
