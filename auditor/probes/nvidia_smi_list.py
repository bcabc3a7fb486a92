"""``nvidia-smi -L``: GPUs with UUIDs and their MIG devices.

Usage::

    audit probe nvidia-smi-L.txt

Facts schema (``SmiListOutput``)::

    gpus: [{index, name, uuid, mig: [{profile, device, uuid}]}]

A MIG child (``MIG 1g.10gb Device 0: (UUID: MIG-…)``) is a slice of its GPU: seven ``1g.10gb``
children mean the "A100 80GB" rented is seven 10 GB slices. Older drivers print
``MIG 1g.10gb Device 0: (UUID: MIG-GPU-…/7/0)``; both are read. Evidence pointers: ``gpus.<i>``,
``gpus.<i>.mig.<j>``.

Example::

    GPU 0: NVIDIA A100-SXM4-80GB (UUID: GPU-7fdaf0a5-…)
      MIG 1g.10gb     Device  0: (UUID: MIG-feb88891-…)
    → gpus[0].mig[0] = {profile: "1g.10gb", device: 0, uuid: "MIG-feb88891-…"}
"""


import re

from pydantic import Field

from auditor.probes._common import Facts, Lines, ProbeResult, counted, guarded, plural
from auditor.probes.facts import Branch
from auditor.probes.kind import Command, Fold, ProbeKind, path, primary

KIND = "nvidia-smi-list"

_GPU = re.compile(r"^GPU (\d+): (.+?) \(UUID: (GPU-[^)]*)\)")
_MIG = re.compile(r"^\s+MIG (\S+)\s+Device\s+(\d+): \(UUID: ([^)]*)\)")


class MigChild(Facts):
    profile: str
    device: int
    uuid: str | None = None


class ListedGpu(Facts):
    index: int
    name: str
    uuid: str | None = None
    mig: list[MigChild] = Field(default=[])


class SmiListOutput(Facts):
    gpus: list[ListedGpu] = Field(default=[])


class SmiListFacts(Branch):
    """``nvidia-smi -L``."""

    gpu_count: int = 0
    gpu_names: list[str] = Field(default=[])
    mig_device_count: int = 0
    mig_profiles: list[str] = Field(default=[])


def detect(text: str) -> bool:
    return bool(re.search(r"^GPU \d+: .+ \(UUID: GPU-", text[:8000], re.M)) and not re.search(
        r"^\s+Link \d+: ", text[:8000], re.M
    )


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = SmiListOutput()
    for i in range(len(lines)):
        m = _GPU.match(lines[i])
        if m:
            if out.gpus and int(m.group(1)) <= out.gpus[-1].index:
                lines.warn(i, "GPU numbering restarts: a second listing starts here; parsed the first only")
                break
            out.gpus.append(ListedGpu.model_construct(index=int(m.group(1)), name=m.group(2), uuid=m.group(3)))
            lines.ev(i, f"gpus.{len(out.gpus) - 1}")
            continue
        m = _MIG.match(lines[i])
        if m and out.gpus:
            gpu = out.gpus[-1]
            gpu.mig.append(MigChild.model_construct(profile=m.group(1), device=int(m.group(2)), uuid=m.group(3)))
            lines.ev(i, f"gpus.{len(out.gpus) - 1}.mig.{len(gpu.mig) - 1}")
    if not out.gpus:
        raise lines.fail("no 'GPU n: … (UUID: GPU-…)' lines")
    return lines.result(out)


F, P = path(SmiListFacts), path(SmiListOutput)


def fold(items: list[tuple[ProbeResult, SmiListOutput]], ev: Fold) -> SmiListFacts:
    """GPUs of the longest listing; MIG devices and profiles over every listing."""
    first, pf = primary(items, lambda f: len(f.gpus))
    out = SmiListFacts(gpu_count=len(pf.gpus), gpu_names=sorted({g.name for g in pf.gpus}))
    for n in range(out.gpu_count):
        ev.add(F.gpu_count, first, P.gpus[n])
    profiles: set[str] = set()
    for r, f in items:
        for n, g in enumerate(f.gpus):
            for j, child in enumerate(g.mig):
                out.mig_device_count += 1
                profiles.add(child.profile)
                ev.add(F.mig_device_count, r, P.gpus[n].mig[j])
                ev.add(F.mig_profiles, r, P.gpus[n].mig[j])
    out.mig_profiles = sorted(profiles)
    return out


def summary(out: SmiListOutput) -> str:
    """``nvidia-smi -L: 1× NVIDIA A100-SXM4-80GB, 7 MIG devices (7× 1g.10gb)``."""
    mig = [c.profile for g in out.gpus for c in g.mig]
    tail = f"{plural(len(mig), 'MIG device')} ({counted(mig)})" if mig else "no MIG devices"
    return f"{KIND}: {counted(g.name for g in out.gpus)}, {tail}"


SPEC = ProbeKind(
    kind=KIND, branch="smi_list", facts=SmiListFacts, output=SmiListOutput, detect=detect, parse=parse,
    fold=fold, priority=40, position=20,
    summary=summary,
    commands=(Command("nvidia-smi -L", "nvidia-smi-L.txt", ("nvidia-smi", "-L"), 60, required=True),),
)
