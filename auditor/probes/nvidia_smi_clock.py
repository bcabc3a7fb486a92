"""``nvidia-smi -q -d CLOCK``: current, applications, default-applications and maximum clocks per GPU.

Usage::

    audit probe nvidia-smi-q-clock.txt

Facts schema (``SmiClockOutput``)::

    driver: str | None
    gpus: [{bus_id, sm, graphics, memory (current, MHz), app_graphics, app_memory,
            default_app_graphics, default_app_memory, max_sm, max_graphics, max_memory (MHz | None)}]

Why its own kind: applications clocks set below their default (``nvidia-smi -ac``) cap every
kernel the tenant runs, and a provider can leave them so; the full ``-q`` dump says the same but
is rarely collected alone, while ``-d CLOCK`` is the short query acceptance scripts run. ``N/A``
(consumer cards, clocks not settable) is kept as unknown, never as zero. Evidence pointers:
``gpus.<i>`` (the ``GPU <bus id>`` line) and ``gpus.<i>.<field>``.

Example::

    GPU 00000000:18:00.0
        Applications Clocks
            Graphics                          : 1410 MHz
        Default Applications Clocks
            Graphics                          : 1980 MHz
    → gpus[0] = {bus_id: "00000000:18:00.0", app_graphics: 1410, default_app_graphics: 1980, …}
"""


import re
from fractions import Fraction

from pydantic import Field

from auditor.model.quantity import Percent
from auditor.probes._common import Facts, Lines, ProbeResult, guarded, integer, key_value, plural, qty
from auditor.probes.facts import Branch
from auditor.probes.kind import Command, Fold, ProbeKind, path

KIND = "nvidia-smi-clock"

_GPU = re.compile(r"^GPU ([0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\.\d)\s*$")
_SECTIONS = {"Clocks": "", "Applications Clocks": "app_", "Default Applications Clocks": "default_app_",
             "Max Clocks": "max_"}
_CLOCKS = {"Graphics": "graphics", "SM": "sm", "Memory": "memory"}


class ClockGpu(Facts):
    bus_id: str
    graphics: int | None = None
    sm: int | None = None
    memory: int | None = None
    app_graphics: int | None = None
    app_memory: int | None = None
    default_app_graphics: int | None = None
    default_app_memory: int | None = None
    max_graphics: int | None = None
    max_sm: int | None = None
    max_memory: int | None = None


class SmiClockOutput(Facts):
    driver: str | None = None
    gpus: list[ClockGpu] = Field(default=[])


class SmiClockFacts(Branch):
    """``nvidia-smi -q -d CLOCK``."""

    gpu_count: int = 0
    applications_below_default: int = Field(
        0, description="GPUs whose applications graphics clock is set below its default (nvidia-smi -ac)")
    applications_clock_ratio_min: Percent | None = Field(
        None, description="least applications ÷ default applications graphics clock over the GPUs")
    max_sm_clock_min: int | None = Field(None, description="least maximum SM clock over the GPUs, MHz")


def detect(text: str) -> bool:
    head = text[:4000]
    return ("NVSMI LOG" in head or "Attached GPUs" in head) and "Max Clocks" in head and "Product Name" not in head


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = SmiClockOutput()
    gpu: ClockGpu | None = None
    prefix: str | None = None
    for i in range(len(lines)):
        line = lines[i]
        m = _GPU.match(line) if line.startswith("GPU ") else None
        if m:
            lines.cap(len(out.gpus), i, "GPU sections")
            gpu, prefix = ClockGpu(bus_id=m.group(1)), None
            out.gpus.append(gpu)
            lines.ev(i, f"gpus.{len(out.gpus) - 1}")
            continue
        kv = key_value(line)
        if kv is None:
            prefix = _SECTIONS.get(line.strip()) if line.strip() else prefix
            continue
        key, raw = kv
        if gpu is None:
            if key == "Driver Version":
                out.driver = raw
                lines.ev(i, "driver")
            continue
        name = _CLOCKS.get(key)
        field = f"{prefix}{name}" if prefix is not None and name else None
        if field in ClockGpu.model_fields and getattr(gpu, field) is None:
            setattr(gpu, field, integer(raw.removesuffix("MHz")))
            lines.ev(i, f"gpus.{len(out.gpus) - 1}.{field}")
    if not out.gpus:
        raise lines.fail("no 'GPU <bus id>' sections")
    return lines.result(out)


F, P = path(SmiClockFacts), path(SmiClockOutput)


def fold(items: list[tuple[ProbeResult, SmiClockOutput]], ev: Fold) -> SmiClockFacts:
    """Worst GPU over every file: a capped clock on one GPU slows every collective it joins."""
    gpus = [(r, n, g) for r, f in items for n, g in enumerate(f.gpus)]
    out = SmiClockFacts(gpu_count=max(len(f.gpus) for _, f in items))
    ratios = []
    for r, n, g in gpus:
        if g.app_graphics is not None and g.default_app_graphics:
            ratios.append((qty(Fraction(100 * g.app_graphics, g.default_app_graphics), "%"), r, n))
            if g.app_graphics < g.default_app_graphics:
                out.applications_below_default += 1
                ev.add(F.applications_below_default, r, P.gpus[n].app_graphics)
                ev.add(F.applications_below_default, r, P.gpus[n].default_app_graphics)
        if g.max_sm is not None and (out.max_sm_clock_min is None or g.max_sm < out.max_sm_clock_min):
            out.max_sm_clock_min = g.max_sm
            ev.set(F.max_sm_clock_min, r.evidence_at(str(P.gpus[n].max_sm)))
    if ratios:
        out.applications_clock_ratio_min, r, n = min(ratios, key=lambda t: t[0])
        ev.add(F.applications_clock_ratio_min, r, P.gpus[n].app_graphics)
        ev.add(F.applications_clock_ratio_min, r, P.gpus[n].default_app_graphics)
    return out


def summary(out: SmiClockOutput) -> str:
    """``nvidia-smi-clock: 8 GPUs, applications clocks at default`` or which GPUs are capped, and how far."""
    capped = [(n, g) for n, g in enumerate(out.gpus)
              if g.app_graphics is not None and g.default_app_graphics and g.app_graphics < g.default_app_graphics]
    if not capped:
        return f"{KIND}: {plural(len(out.gpus), 'GPU')}, applications clocks at their default"
    shown = ", ".join(f"GPU {n} {g.app_graphics}/{g.default_app_graphics} MHz" for n, g in capped)
    return f"{KIND}: {plural(len(out.gpus), 'GPU')}, applications clock below default on {shown}"


SPEC = ProbeKind(
    kind=KIND, branch="smi_clock", facts=SmiClockFacts, output=SmiClockOutput, detect=detect, parse=parse,
    fold=fold, priority=5, position=150,
    summary=summary,
    commands=(Command("nvidia-smi -q -d CLOCK", "nvidia-smi-q-clock.txt", ("nvidia-smi", "-q", "-d", "CLOCK"), 60),),
)
