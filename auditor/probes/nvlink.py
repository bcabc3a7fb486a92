"""``nvidia-smi nvlink --status`` / ``-s`` (link speeds) and ``nvidia-smi nvlink -e`` (error counters).

Usage::

    audit probe nvlink.txt

Facts schema (``NvlinkOutput``)::

    gpus: [{index, name, uuid, links: [{index, speed (DataRate | None), active}],
            errors: {"Replay Errors": 0, …} summed over links}]
    elided: bool     the author cut links with "[...]"

``<inactive>`` links are kept with ``active: false``: an NVLink GPU with inactive links runs its
collectives over fewer lanes than sold. Evidence pointers: ``gpus.<i>`` (GPU line),
``gpus.<i>.links.<j>`` (link line).

Example::

    GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-…)
             Link 0: 26.562 GB/s
    → gpus[0].links[0] = {index: 0, speed: "26.562 GB/s", active: true}
"""


import re

from pydantic import Field

from auditor.model.quantity import DataRate
from auditor.probes._common import Facts, Lines, ProbeResult, guarded, qty

KIND = "nvlink"

_GPU = re.compile(r"^GPU (\d+): (.*?)\s*(?:\(UUID: ([^)]*)\))?\s*$")
_LINK = re.compile(r"^\s+Link (\d+): ([\d.]+) GB/s")
_INACTIVE = re.compile(r"^\s+Link (\d+): <?inactive>?", re.I)
_ERROR = re.compile(r"^\s+Link (\d+): ([A-Za-z ]+Errors?|[A-Za-z ]+Counter[^:]*): (\d+)")


class NvLink(Facts):
    index: int
    speed: DataRate | None = None
    active: bool = True


class NvlinkGpu(Facts):
    index: int
    name: str
    uuid: str | None = None
    links: list[NvLink] = Field(default=[])
    errors: dict[str, int] = Field(default={})


class NvlinkOutput(Facts):
    gpus: list[NvlinkGpu] = Field(default=[])
    elided: bool = False


def detect(text: str) -> bool:
    head = text[:8000]
    return bool(re.search(r"^GPU \d+: .*\n(?:.*\n){0,2}\s+Link \d+: ", head, re.M))


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = NvlinkOutput()
    gpu: NvlinkGpu | None = None
    for i in range(len(lines)):
        line = lines[i]
        m = _GPU.match(line)
        if m:
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
            gpu.links.append(NvLink.model_construct(index=int(m.group(1)), speed=qty(m.group(2), "GB/s")))
            lines.ev(i, f"gpus.{gi}.links.{len(gpu.links) - 1}")
            continue
        m = _INACTIVE.match(line)
        if m:
            gpu.links.append(NvLink.model_construct(index=int(m.group(1)), active=False))
            lines.ev(i, f"gpus.{gi}.links.{len(gpu.links) - 1}")
            continue
        m = _ERROR.match(line)
        if m:
            gpu.errors[m.group(2)] = gpu.errors.get(m.group(2), 0) + int(m.group(3))
            lines.ev(i, f"gpus.{gi}.errors")
    if not out.gpus:
        raise lines.fail("no 'GPU n:' lines")
    if out.elided:
        lines.warn(None, "links elided with '[...]': link counts are a lower bound")
    return lines.result(out)
