"""``nvidia-smi topo -m``: the GPU×GPU link matrix, NIC columns, CPU/NUMA affinity and legend.

Usage::

    audit probe topo.txt
    from auditor.probes import topo
    result = topo.parse(text, "topo.txt")

Facts schema (``TopoOutput``)::

    gpus: ["GPU0", …]                   matrix order
    nics: ["mlx5_0", "NIC0", …]
    pairs: [{a, b, link, nvlink, nvlink_count}]   one per unordered GPU pair, a < b
    nic_links: [{gpu, nic, link}]
    affinity: [{gpu, cpu, numa, gpu_numa}]       strings as printed ("0-51,104-155", "0", "N/A")
    legend: {"NV#": "Connection traversing a bonded set of # NVLinks", …}
    elided: bool                       the author replaced columns with "..."

Link codes: ``NV#`` (# bonded NVLinks), ``PIX``/``PXB``/``PHB``/``NODE``/``SYS`` (PCIe and host
paths; ``SOC`` is the pre-R450 spelling of ``SYS``), ``X`` (self). Evidence pointers:
``pairs.<k>`` → the matrix row of GPU ``a``; ``gpus`` → the header line; ``legend``.

Example::

            GPU0    GPU1    CPU Affinity    NUMA Affinity
    GPU0     X      NV2     0-23            N/A
    → pairs = [{a: 0, b: 1, link: "NV2", nvlink: true, nvlink_count: 2}]

Asymmetric matrices, missing rows (truncation) and a second matrix in the same file (e.g. a
following ``topo -p2p`` block) are reported as warnings; the first matrix is the one parsed.
"""


import re

from pydantic import Field

from auditor.probes._common import Facts, Lines, ProbeResult, counted, guarded, plural
from auditor.probes.facts import Branch
from auditor.probes.kind import Command, Fold, ProbeKind, path, primary

KIND = "topo"

LINK = re.compile(r"^(?:NV\d+|PIX|PXB|PHB|NODE|SYS|SOC|X)$")
_HEADER = re.compile(r"^\s+GPU0(?:\s+GPU1\b|\s*$|\s+\w+\s+Affinity)")
_ROW = re.compile(r"^\s*(GPU\d+|NIC\d+|mlx\d+_\d+|\w+_\d+)\s+(.*)$")
_LEGEND = re.compile(r"^\s+(X|SYS|NODE|PHB|PXB|PIX|NV#|SOC|NIC\d+)\s*[=:]\s*(.+)$")
_AFFINITY_COLS = ("CPU Affinity", "NUMA Affinity", "GPU NUMA ID")


class GpuPairLink(Facts):
    a: int
    b: int
    link: str
    nvlink: bool
    nvlink_count: int = 0


class NicLink(Facts):
    gpu: int
    nic: str
    link: str


class Affinity(Facts):
    gpu: int
    cpu: str | None = None
    numa: str | None = None
    gpu_numa: str | None = None


class TopoOutput(Facts):
    gpus: list[str] = Field(default=[])
    nics: list[str] = Field(default=[])
    pairs: list[GpuPairLink] = Field(default=[])
    nic_links: list[NicLink] = Field(default=[])
    affinity: list[Affinity] = Field(default=[])
    legend: dict[str, str] = Field(default={})
    elided: bool = False


class GpuPair(Branch):
    a: int
    b: int
    link: str
    nvlink: bool
    nvlink_count: int = 0


class TopoFacts(Branch):
    """``nvidia-smi topo -m``."""

    gpu_count: int = 0
    pairs: list[GpuPair] = Field(default=[])
    all_nvlink: bool = False
    nvlink_pairs: int = 0
    non_nvlink_pairs: int = 0
    min_nvlink_count: int | None = None
    link_types: list[str] = Field(default=[])
    nics: list[str] = Field(default=[])
    numa_nodes: int | None = None


def detect(text: str) -> bool:
    head = text[:20000]
    lines = head.split("\n")
    for n, line in enumerate(lines):
        if _HEADER.match(line):
            for row in lines[n + 1 : n + 4]:
                tokens = row.split()
                if tokens and tokens[0].startswith("GPU") and any(LINK.match(t) and t != "X" for t in tokens[1:]):
                    return True
            return False
    return False


def header_columns(line: str) -> list[str]:
    """Split a matrix header: device columns are single words, affinity columns are two-word names."""
    cols: list[str] = []
    rest = line
    for name in _AFFINITY_COLS:
        rest = rest.replace(name, name.replace(" ", "\x00"))
    for token in rest.split():
        cols.append(token.replace("\x00", " "))
    return cols


def nv_count(link: str) -> int:
    return int(link[2:]) if link.startswith("NV") and link[2:].isdigit() else 0


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = TopoOutput()
    start = next((i for i in range(len(lines)) if _HEADER.match(lines[i])), None)
    if start is None:
        raise lines.fail("no matrix header (a line starting with GPU0 columns)")
    cols = header_columns(lines[start])
    lines.ev(start, "gpus")
    out.gpus = [c for c in cols if re.fullmatch(r"GPU[0-9]+", c)]
    devices = [c for c in cols if c not in _AFFINITY_COLS and c != "..."]
    out.nics = [c for c in devices if c not in out.gpus]
    out.elided = "..." in cols
    if out.elided:
        lines.warn(start, "columns elided with '...' (NIC/affinity columns not available)")
    matrix: dict[str, list[str]] = {}
    row_line: dict[str, int] = {}
    i = start + 1
    while i < len(lines):
        line = lines[i]
        if _HEADER.match(line):
            lines.warn(i, "a second matrix starts here; parsed the first only")
            break
        m = _ROW.match(line)
        if m and (m.group(1) in devices or m.group(1) in out.gpus):
            name = m.group(1)
            values = m.group(2).split()
            if name in matrix:
                lines.warn(i, f"row {name} repeated; kept the first")
            else:
                matrix[name], row_line[name] = values, i
        elif line.strip() == "Legend:" or line.strip() == "NIC Legend:":
            pass
        else:
            lm = _LEGEND.match(line)
            if lm:
                if not out.legend:
                    lines.ev(i, "legend")
                out.legend[lm.group(1)] = lm.group(2).strip()
        i += 1
    # NIC legend (R535+: "NIC0: mlx5_0") names the NIC columns.
    ndev = len(devices)
    for gi, gname in enumerate(out.gpus):
        if gname not in matrix:
            continue
        values = matrix[gname]
        links = values[:ndev]
        extra = values[ndev:]
        for dj, dname in enumerate(devices):
            if dj >= len(links):
                break
            link = links[dj]
            if not LINK.match(link):
                lines.warn(row_line[gname], f"unknown link code {link!r} for {gname}-{dname}")
            if dname in out.gpus:
                gj = out.gpus.index(dname)
                if gj <= gi:
                    continue
                back = matrix.get(dname)
                if back is not None and gi < len(back) and back[gi] != link:
                    lines.warn(row_line[gname], f"matrix not symmetric: {gname}-{dname} {link} vs {back[gi]}")
                out.pairs.append(
                    GpuPairLink.model_construct(
                        a=int(gname[3:]),
                        b=int(dname[3:]),
                        link=link,
                        nvlink=link.startswith("NV"),
                        nvlink_count=nv_count(link),
                    )
                )
                lines.ev(row_line[gname], f"pairs.{len(out.pairs) - 1}")
            else:
                out.nic_links.append(NicLink.model_construct(gpu=int(gname[3:]), nic=dname, link=link))
        if extra and extra[0] != "...":
            aff_cols = [c for c in cols if c in _AFFINITY_COLS]
            vals = dict(zip(aff_cols, extra, strict=False))
            out.affinity.append(
                Affinity(
                    gpu=int(gname[3:]),
                    cpu=vals.get("CPU Affinity"),
                    numa=vals.get("NUMA Affinity"),
                    gpu_numa=vals.get("GPU NUMA ID"),
                )
            )
    missing = [g for g in out.gpus if g not in matrix]
    if missing:
        lines.warn(
            len(lines) - 1,
            f"truncated matrix: parsed {len(out.gpus) - len(missing)} of "
            f"{len(out.gpus)} GPU rows (missing {', '.join(missing)})",
        )
    if not matrix:
        raise lines.fail("matrix header without any GPU row", start)
    return lines.result(out)


F, P = path(TopoFacts), path(TopoOutput)


def fold(items: list[tuple[ProbeResult, TopoOutput]], ev: Fold) -> TopoFacts:
    """Pairs of the largest matrix; "all NVLink" only when every pair of every matrix is."""
    first, pf = primary(items, lambda f: len(f.gpus))
    out = TopoFacts(gpu_count=len(pf.gpus), nics=list(pf.nics))
    ev.add(F.gpu_count, first, P.gpus)
    for n, p in enumerate(pf.pairs):
        out.pairs.append(GpuPair(a=p.a, b=p.b, link=p.link, nvlink=p.nvlink, nvlink_count=p.nvlink_count))
        ev.add(F.pairs[n], first, P.pairs[n])
    all_pairs = [(r, n, p) for r, f in items for n, p in enumerate(f.pairs)]
    for r, n, p in all_pairs:
        if not p.nvlink:
            ev.add(F.all_nvlink, r, P.pairs[n])
            ev.add(F.non_nvlink_pairs, r, P.pairs[n])
    out.nvlink_pairs = sum(p.nvlink for p in out.pairs)
    out.non_nvlink_pairs = sum(not p.nvlink for p in out.pairs)
    out.all_nvlink = bool(all_pairs) and all(p.nvlink for _, _, p in all_pairs)
    counts = [p.nvlink_count for p in out.pairs if p.nvlink]
    out.min_nvlink_count = min(counts) if counts else None
    out.link_types = sorted({p.link for p in out.pairs})
    numa = {a.numa for a in pf.affinity if a.numa and a.numa != "N/A"}
    out.numa_nodes = len(numa) or None
    return out


def summary(out: TopoOutput) -> str:
    """``nvidia-smi topo -m: 8 GPUs, 4 NICs, all 28 GPU pairs NVLink (NV18)`` or the other links."""
    links = counted(p.link for p in out.pairs)
    nvlink = sum(p.nvlink for p in out.pairs)
    head = f"{KIND}: {plural(len(out.gpus), 'GPU')}, {plural(len(out.nics), 'NIC')}"
    if len(out.pairs) == 1 and nvlink:
        return f"{head}, the GPU pair NVLink ({links})"
    if out.pairs and nvlink == len(out.pairs):
        return f"{head}, all {len(out.pairs)} GPU pairs NVLink ({links})"
    return f"{head}, {nvlink} of {plural(len(out.pairs), 'GPU pair')} NVLink" + (f" ({links})" if links else "")


SPEC = ProbeKind(
    kind=KIND, branch="topo", facts=TopoFacts, output=TopoOutput, detect=detect, parse=parse, fold=fold,
    priority=60, position=50,
    summary=summary,
    commands=(Command("nvidia-smi topo -m", "topo.txt", ("nvidia-smi", "topo", "-m"), 60, required=True),),
)
