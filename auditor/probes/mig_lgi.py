"""``nvidia-smi mig -lgi``: the GPU instances a MIG-enabled GPU is cut into.

Usage::

    audit probe mig-lgi.txt

Facts schema (``MigLgiOutput``)::

    instances: [{gpu, profile ("2g.10gb"), profile_id, instance_id, placement ("4:2")}]

Evidence pointers: ``instances.<i>``. Any instance at all means the GPU is shared out in slices.

Example::

    |   0  MIG 2g.10gb        19       3         4:2     |
    → instances[0] = {gpu: 0, profile: "2g.10gb", profile_id: 19, instance_id: 3, placement: "4:2"}
"""


import re

from pydantic import Field

from auditor.probes._common import Facts, Lines, ProbeResult, counted, guarded, plural
from auditor.probes.facts import Branch
from auditor.probes.kind import Fold, ProbeKind, path

KIND = "mig-lgi"

_ROW = re.compile(r"^\|\s+(\d+)\s+MIG\s+(\S+)\s+(\d+)\s+(\d+)\s+(\d+:\d+)\s*\|")


class GpuInstance(Facts):
    gpu: int
    profile: str
    profile_id: int
    instance_id: int
    placement: str | None = None


class MigLgiOutput(Facts):
    instances: list[GpuInstance] = Field(default=[])


class MigFacts(Branch):
    """``nvidia-smi mig -lgi`` (GPU instances)."""

    instance_count: int = 0
    profiles: list[str] = Field(default=[])


def detect(text: str) -> bool:
    return "GPU instances:" in text[:4000]


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = MigLgiOutput()
    for i in range(len(lines)):
        m = _ROW.match(lines[i].strip())
        if m:
            lines.cap(len(out.instances), i, "GPU instance rows")
            out.instances.append(
                GpuInstance.model_construct(
                    gpu=int(m.group(1)),
                    profile=m.group(2),
                    profile_id=int(m.group(3)),
                    instance_id=int(m.group(4)),
                    placement=m.group(5),
                )
            )
            lines.ev(i, f"instances.{len(out.instances) - 1}")
    if not out.instances and "No GPU instances found" not in text:
        lines.warn(None, "no GPU instance rows (truncated?)")
    return lines.result(out)


F, P = path(MigFacts), path(MigLgiOutput)


def fold(items: list[tuple[ProbeResult, MigLgiOutput]], ev: Fold) -> MigFacts:
    """Instances and profiles over every listing."""
    out = MigFacts()
    for r, f in items:
        for n, inst in enumerate(f.instances):
            out.instance_count += 1
            if inst.profile not in out.profiles:
                out.profiles.append(inst.profile)
            ev.add(F.instance_count, r, P.instances[n])
    return out


def summary(out: MigLgiOutput) -> str:
    """``nvidia-smi mig -lgi: 3 GPU instances on 1 GPU (3× 2g.10gb)``."""
    gpus = len({i.gpu for i in out.instances})
    return (f"{KIND}: {plural(len(out.instances), 'GPU instance')} on {plural(gpus, 'GPU')} "
            f"({counted(i.profile for i in out.instances)})")


SPEC = ProbeKind(
    kind=KIND, branch="mig", facts=MigFacts, output=MigLgiOutput, detect=detect, parse=parse, fold=fold,
    priority=30, position=70,
    summary=summary,
)
