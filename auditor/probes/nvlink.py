"""``nvidia-smi nvlink --status`` / ``-s`` (link speeds) and ``nvidia-smi nvlink -e`` (error counters).

Usage::

    audit probe nvlink.txt

Facts schema (``NvlinkOutput``)::

    gpus: [{index, name, uuid, links: [{index, speed (DataRate | None), active}],
            errors: {"Replay Errors": 0, …} summed over links,
            link_errors: [{link, counter, count}] one per ``-e`` counter line}]
    elided: bool     the author cut links with "[...]"

``<inactive>`` links are kept with ``active: false``: an NVLink GPU with inactive links runs its
collectives over fewer lanes than sold. Evidence pointers: ``gpus.<i>`` (GPU line),
``gpus.<i>.links.<j>`` (link line), ``gpus.<i>.link_errors.<k>`` (counter line).

``-e`` counters (Replay, Recovery, CRC Flit / CRC Data on Volta–Ampere, CRC on Hopper) count since
the driver loaded: any non-zero one after an acceptance run is a marginal link or cable that
retrains or resends under load.

Example::

    GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-…)
             Link 0: 26.562 GB/s
    → gpus[0].links[0] = {index: 0, speed: "26.562 GB/s", active: true}
"""


import re

from pydantic import Field

from auditor.model.quantity import DataRate
from auditor.probes._common import ITEM_LIMIT, Facts, Lines, ProbeResult, guarded, plural, qty
from auditor.probes.facts import Branch
from auditor.probes.kind import Command, Fold, ProbeKind, least, path
from auditor.units import Quantity

KIND = "nvlink"

_GPU = re.compile(r"^GPU (\d+): (.*?)\s*(?:\(UUID: ([^)]*)\))?\s*$")
_LINK = re.compile(r"^\s+Link (\d+): ([\d.]+) GB/s")
_INACTIVE = re.compile(r"^\s+Link (\d+): <?inactive>?", re.I)
GPU_LINK_LIMIT = 256
"""Link (or counter) lines one GPU may list: 18 links × a dozen ``-e`` counters, with room."""
LINK_LIMIT = 16 * ITEM_LIMIT
"""Link (or counter) lines one output may list: ~450 eight-GPU hosts of 18 links each."""
_ERROR = re.compile(r"^\s+Link (\d+): ([A-Za-z ]+Errors?|[A-Za-z ]+Counter[^:]*): (\d+)")


class NvLink(Facts):
    index: int
    speed: DataRate | None = None
    active: bool = True


class NvLinkErrorCount(Facts):
    link: int
    counter: str
    count: int


class NvlinkGpu(Facts):
    index: int
    name: str
    uuid: str | None = None
    links: list[NvLink] = Field(default=[])
    errors: dict[str, int] = Field(default={})
    link_errors: list[NvLinkErrorCount] = Field(default=[])


class NvlinkOutput(Facts):
    gpus: list[NvlinkGpu] = Field(default=[])
    elided: bool = False


class NvlinkFacts(Branch):
    """``nvidia-smi nvlink -s`` / ``-e``."""

    gpu_count: int = 0
    active_links: int = 0
    inactive_links: int = 0
    min_link_speed: DataRate | None = None
    per_gpu_bandwidth_min: DataRate | None = None
    error_total: int = 0
    error_max: int | None = Field(
        default=None, description="largest ``nvidia-smi nvlink -e`` counter on any link; None without ``-e`` output")
    error_max_counter: str | None = Field(default=None, description="the counter holding error_max (Replay Errors, …)")
    error_max_gpu: int | None = Field(default=None, description="GPU index of error_max")
    error_max_link: int | None = Field(default=None, description="link index of error_max")
    error_links: int = Field(default=0, description="links with any non-zero ``-e`` counter")


def detect(text: str) -> bool:
    head = text[:8000]
    return bool(re.search(r"^GPU \d+: .*\n(?:.*\n){0,2}\s+Link \d+: ", head, re.M))


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = NvlinkOutput()
    gpu: NvlinkGpu | None = None
    links = counters = 0
    for i in range(len(lines)):
        line = lines[i]
        m = _GPU.match(line)
        if m:
            lines.cap(len(out.gpus), i, "GPUs")
            gpu = NvlinkGpu(index=int(m.group(1)), name=m.group(2), uuid=m.group(3))
            out.gpus.append(gpu)
            lines.ev(i, f"gpus.{len(out.gpus) - 1}")
            continue
        if gpu is None:
            continue
        gi = len(out.gpus) - 1
        if line.strip() == "[...]":
            out.elided = True
            continue
        m = _LINK.match(line)
        if m:
            links = _count(lines, i, links, len(gpu.links))
            gpu.links.append(NvLink.model_construct(index=int(m.group(1)), speed=qty(m.group(2), "GB/s")))
            lines.ev(i, f"gpus.{gi}.links.{len(gpu.links) - 1}")
            continue
        m = _INACTIVE.match(line)
        if m:
            links = _count(lines, i, links, len(gpu.links))
            gpu.links.append(NvLink.model_construct(index=int(m.group(1)), active=False))
            lines.ev(i, f"gpus.{gi}.links.{len(gpu.links) - 1}")
            continue
        m = _ERROR.match(line)
        if m:
            counters = _count(lines, i, counters, len(gpu.link_errors), "error counter lines")
            link, counter, count = int(m.group(1)), m.group(2).strip(), int(m.group(3))
            gpu.errors[counter] = gpu.errors.get(counter, 0) + count
            gpu.link_errors.append(NvLinkErrorCount.model_construct(link=link, counter=counter, count=count))
            lines.ev(i, f"gpus.{gi}.errors")
            lines.ev(i, f"gpus.{gi}.link_errors.{len(gpu.link_errors) - 1}")
    if not out.gpus:
        raise lines.fail("no 'GPU n:' lines")
    if out.elided:
        lines.warn(None, "links elided with '[...]': link counts are a lower bound")
    return lines.result(out)


def _count(lines: Lines, i: int, total: int, on_gpu: int, what: str = "link lines") -> int:
    """``total`` + 1, refusing a GPU with more than ``GPU_LINK_LIMIT`` of ``what`` or an output with
    more than ``LINK_LIMIT`` (``Lines.cap``): a GPU has at most 18 links (NVLink 5)."""
    lines.cap(on_gpu, i, f"{what} on one GPU", GPU_LINK_LIMIT)
    lines.cap(total, i, what, LINK_LIMIT)
    return total + 1


F, P = path(NvlinkFacts), path(NvlinkOutput)


def fold(items: list[tuple[ProbeResult, NvlinkOutput]], ev: Fold) -> NvlinkFacts:
    """Links over every file; per-GPU bandwidth only from files that list every link; the worst counter."""
    out = NvlinkFacts()
    per_gpu: list[Quantity | None] = []
    gpus = set()
    for r, f in items:
        for n, g in enumerate(f.gpus):
            gpus.add(g.index)
            speeds = [link.speed for link in g.links if link.active and link.speed is not None]
            if speeds and not f.elided:
                per_gpu.append(sum(speeds[1:], start=speeds[0]))
            for j, link in enumerate(g.links):
                if link.active:
                    out.active_links += 1
                    if link.speed is not None and (out.min_link_speed is None or link.speed < out.min_link_speed):
                        out.min_link_speed = link.speed
                        ev.set(F.min_link_speed, r.evidence_at(str(P.gpus[n].links[j])))
                else:
                    out.inactive_links += 1
                    ev.add(F.inactive_links, r, P.gpus[n].links[j])
            if g.errors:
                out.error_total += sum(g.errors.values())
                ev.add(F.error_total, r, P.gpus[n].errors)
            bad: set[tuple[int, int]] = set()
            for k, e in enumerate(g.link_errors):
                if e.count > 0 and (g.index, e.link) not in bad:
                    bad.add((g.index, e.link))
                    ev.add(F.error_links, r, P.gpus[n].link_errors[k])
                if out.error_max is None or e.count > out.error_max:
                    out.error_max, out.error_max_counter = e.count, e.counter
                    out.error_max_gpu, out.error_max_link = g.index, e.link
                    for field in (F.error_max, F.error_max_counter, F.error_max_gpu, F.error_max_link):
                        ev.set(field, r.evidence_at(str(P.gpus[n].link_errors[k])))
            out.error_links += len(bad)
    out.gpu_count = len(gpus)
    out.per_gpu_bandwidth_min = least(per_gpu)
    return out


def summary(out: NvlinkOutput) -> str:
    """``nvidia-smi nvlink: 8 GPUs, 144 links active at 26.562 GB/s, 0 inactive; no error counts``."""
    links = [link for g in out.gpus for link in g.links]
    active = [link for link in links if link.active]
    speeds = sorted({str(link.speed) for link in active if link.speed is not None})
    parts = [plural(len(out.gpus), "GPU")]
    if links:  # -s output; -e alone lists no link states
        parts[0] += f", {plural(len(active), 'link')} active" + (f" at {' / '.join(speeds)}" if speeds else "")
        parts[0] += f", {len(links) - len(active)} inactive"
    counts = [(e.count, e.counter, g.index, e.link) for g in out.gpus for e in g.link_errors]
    if counts:
        worst = max(counts)
        parts.append("no errors counted" if worst[0] == 0
                     else f"most errors: {worst[0]} {worst[1]} on GPU {worst[2]} link {worst[3]}")
    return f"{KIND}: " + "; ".join(parts)


SPEC = ProbeKind(
    kind=KIND, branch="nvlink", facts=NvlinkFacts, output=NvlinkOutput, detect=detect, parse=parse, fold=fold,
    priority=50, position=80,
    summary=summary,
    commands=(
        Command("nvidia-smi nvlink -s", "nvlink.txt", ("nvidia-smi", "nvlink", "-s"), 60),
        Command("nvidia-smi nvlink -e", "nvlink-errors.txt", ("nvidia-smi", "nvlink", "-e"), 60),
    ),
)
