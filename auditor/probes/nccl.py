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
(``[1,0]<stdout>:``), which are dropped before reading.
"""


import re
from fractions import Fraction

from pydantic import Field

from auditor.model.quantity import Bytes, DataRate, Duration
from auditor.probes._common import Facts, Lines, ProbeResult, guarded, integer, number, qty, strip_prompt
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
    head = _untagged(text[:20000])
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


def _us(text: str) -> object:
    n = number(text)
    return qty(n / 1_000_000, "sec") if n is not None else None


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(_untagged(text), source, KIND)
    out = NcclOutput()
    header: list[str] | None = None
    in_table = False
    banner_seen = False
    best: tuple[Fraction, int] | None = None
    for i in range(len(lines)):
        line = lines[i]
        stripped = line.strip()
        if not stripped:
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
        tokens = stripped.split()
        if not tokens or number(tokens[0]) is None or sum(number(t) is None for t in tokens) > 3:
            if in_table:
                lines.warn(i, f"non-table line inside the results table skipped: {stripped[:60]!r}")
            continue
        cols = header or _DEFAULT_HEADER
        if len(tokens) != len(cols):
            if len(tokens) == 12 and header is None:
                cols = [c for c in _DEFAULT_HEADER if c != "root"]
            else:
                lines.warn(i, f"row with {len(tokens)} fields, expected {len(cols)}: skipped")
                continue
        in_table = True
        row = _row(cols, tokens)
        if row is None:
            lines.warn(i, "unreadable row skipped")
            continue
        out.rows.append(row)
        lines.ev(i, f"rows.{len(out.rows) - 1}")
        for bw in (row.oop_busbw, row.ip_busbw):
            if bw is not None and (best is None or bw.magnitude > best[0]):
                best = (bw.magnitude, i)
        out.wrong += (row.oop_wrong or 0) + (row.ip_wrong or 0)
    if not out.rows and out.avg_busbw is None:
        raise lines.fail("no result rows and no 'Avg bus bandwidth' line")
    if best is not None:
        out.max_busbw = qty(best[0] / 10**9, "GB/s")
        lines.ev(best[1], "max_busbw")
    if out.avg_busbw is None:
        values = [bw for r in out.rows for bw in (r.oop_busbw, r.ip_busbw) if bw is not None]
        if values:
            total = sum((v.magnitude for v in values), Fraction(0))
            out.avg_busbw = qty(total / len(values) / 10**9, "GB/s")
            out.avg_computed = True
            lines.warn(
                None,
                f"no 'Avg bus bandwidth' line (edited or truncated output); computed the mean "
                f"of {len(values)} busbw values",
            )
    if out.ranks:
        out.gpus = len(out.ranks)
        out.nodes = len({r.host for r in out.ranks})
    if out.wrong:
        lines.warn(None, f"{out.wrong} wrong results reported (#wrong column)")
    return lines.result(out)


def _row(cols: list[str], tokens: list[str]) -> NcclRow | None:
    values: dict[str, str] = {}
    for col, tok in zip(cols, tokens, strict=True):
        key = col.lstrip("#")
        key = "wrong" if key == "error" else key  # nccl-tests before 2.10 printed an "error" column
        prefix = "ip_" if f"oop_{key}" in values else "oop_"
        if key in ("size", "count", "type", "redop", "root"):
            values[key] = tok
        else:
            values[prefix + key] = tok
    size = integer(values.get("size"))
    if size is None:
        return None
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


LARGE_MESSAGE = Quantity.of(256, "MiB")
"""Smallest message size a bus-bandwidth verdict holds for: below it latency, not the links, sets the
figure (azurehpc-health-checks and AWS's suite judge all_reduce at 1–16 GiB messages)."""


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
    if pf.rows:
        out.largest_size = _exact(max(row.size for row in pf.rows))
        large = [(bw, n) for n, row in enumerate(pf.rows) if row.size >= LARGE_MESSAGE
                 for bw in (row.oop_busbw, row.ip_busbw) if bw is not None]
        if large:
            out.large_message_busbw, n = max(large, key=lambda t: t[0])
            ev.add(F.large_message_busbw, first, P.rows[n])
    for n in range(pf.gpus or 0):
        ev.add(F.gpus, first, P.ranks[n])
    ev.set(F.nodes, ev.get(F.gpus))
    for k, (r, _) in enumerate(items):
        ev.add(F.runs[k], r, P.avg_busbw)
    return out


SPEC = ProbeKind(
    kind=KIND, branch="nccl", facts=NcclFacts, output=NcclOutput, detect=detect, parse=parse, fold=fold,
    priority=80, position=90,
)
