"""Kernel log (``dmesg``, ``journalctl -k``): NVIDIA Xid errors, GPUs fallen off the bus, and PCIe
links running below their capability.

Usage::

    audit probe dmesg.txt

Facts schema (``DmesgOutput``)::

    lines: int                     kernel-log lines seen (a clean log is a result too)
    limited: [{device ("0000:04:00.0"), driver ("pci", "mlx5_core"), available (DataRate),
               capable (DataRate | None), limited_by ("16.0 GT/s PCIe x16 link"), at (port)}]
    xids: [{xid (int), device ("0000:cb:00"), process (str | None), text, action}]
    fallen_off: [device]           "NVRM: GPU at 0000:01:00.0 has fallen off the bus" (with or without Xid 79)

Why: a GPU or NIC behind a Gen4 switch, or in an x8 slot, silently halves host↔device and
GPUDirect bandwidth; an Xid is the driver's own report of a GPU fault, and what it asks the
operator to do (replace the GPU, reset or reboot, or watch the application) is in NVIDIA's Xid
catalogue, which ``XID_ACTIONS`` follows. Evidence pointers: ``limited.<i>``, ``xids.<i>``,
``fallen_off.<i>``.

Example::

    [Fri Aug 30 11:43:14 2024] NVRM: Xid (PCI:0000:cb:00): 109, pid=1797828, name=pt_main_thread, Ch 00000008, …
    → xids[0] = {xid: 109, device: "0000:cb:00", process: "pt_main_thread", action: "reset"}
"""


import re

from pydantic import Field

from auditor.model.quantity import DataRate
from auditor.probes._common import ITEM_LIMIT, Facts, Lines, ProbeResult, guarded, plural, qty
from auditor.probes.facts import Branch
from auditor.probes.kind import Command, Fold, ProbeKind, path

KIND = "dmesg"

_LIMITED = re.compile(
    r"(\S+) ([0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.\d): ([\d.]+) Gb/s available PCIe bandwidth, "
    r"limited by (.+?) link at (\S+)(?: \(capable of ([\d.]+) Gb/s)?"
)
_XID = re.compile(
    r"NVRM: Xid \((?:PCI:)?(?P<dev>[0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}(?:\.\d)?)\): (?P<xid>\d{1,4})\b,?"
    r"(?:\s*pid=(?P<pid>'?[^,]*?'?),\s*name=(?P<name>[^,]*),)?\s*(?P<text>.*)$"
)
_FALLEN = re.compile(r"NVRM: (?:GPU at (?:PCI:)?|GPU |The NVIDIA GPU )"
                     r"(?P<dev>[0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}(?:\.\d)?)")
_KERNEL_LINE = re.compile(r"^(?:\[\s*\d+\.\d+\]|\[\w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4}\]"
                          r"|\w{3} [ \d]\d \d\d:\d\d:\d\d \S+ kernel:)")
"""A kernel-log line: ``[   10.73]`` (dmesg), ``[Fri Aug 30 11:43:09 2024]`` (--ctime), journalctl -k."""

XID_LIMIT = 16 * ITEM_LIMIT
"""Xid events one log may hold (each is counted in the figures, so none can be dropped): a flood of
one Xid repeats for days, yet a 65,536-event log is weeks of it; memory stays near 150 MB."""

XID_ACTIONS: dict[int, tuple[str, str]] = {
    # replace: a hardware fault the tenant cannot clear (RMA / field diagnostics)
    48: ("replace", "double-bit ECC error (DBE)"),
    63: ("replace", "ECC page retirement or row-remapping recorded"),
    64: ("replace", "ECC page retirement or row-remapping failure"),
    74: ("replace", "NVLink error"),
    79: ("replace", "GPU has fallen off the bus"),
    92: ("replace", "high single-bit ECC error rate"),
    94: ("replace", "contained ECC error"),
    95: ("replace", "uncontained ECC error"),
    # reset: the GPU (or the node) must be reset or rebooted before it is usable again
    38: ("reset", "driver firmware error"),
    56: ("reset", "display engine error"),
    57: ("reset", "error programming video memory interface"),
    61: ("reset", "internal micro-controller breakpoint/warning"),
    62: ("reset", "internal micro-controller halt"),
    69: ("reset", "graphics engine class error"),
    109: ("reset", "context switch timeout"),
    119: ("reset", "GSP RPC timeout"),
    120: ("reset", "GSP error"),
    121: ("reset", "C2C link error"),
    123: ("reset", "SPI PMU RPC write failure"),
    136: ("reset", "link training failed"),
    140: ("reset", "unrecovered ECC error"),
    143: ("reset", "GPU initialization failure"),
    154: ("reset", "GPU recovery action changed"),
    # monitor: usually the application (a bad kernel, an out-of-range access); watch for repeats
    13: ("monitor", "graphics engine exception"),
    31: ("monitor", "GPU memory page fault"),
    43: ("monitor", "GPU stopped processing"),
    45: ("monitor", "preemptive cleanup, due to previous errors"),
    68: ("monitor", "video processor exception"),
}
"""Xid → (operator action, meaning), after NVIDIA's Xid catalogue ("Xid Errors", r550–r580:
docs.nvidia.com/deploy/xid-errors, the "Immediate Action" column folded into three actions; the
replace group is the hardware-fault set the azurehpc-health-checks and gpud checks fail a node on).
An Xid not listed is ``investigate``."""


class PcieLimit(Facts):
    device: str
    driver: str
    available: DataRate
    capable: DataRate | None = None
    limited_by: str
    at: str


class XidEvent(Facts):
    xid: int
    device: str
    process: str | None = None
    text: str
    action: str


class DmesgOutput(Facts):
    lines: int = 0
    limited: list[PcieLimit] = Field(default=[])
    xids: list[XidEvent] = Field(default=[])
    fallen_off: list[str] = Field(default=[])


class XidGroup(Branch):
    xid: int
    action: str = Field(description="replace, reset, monitor or investigate (NVIDIA Xid catalogue)")
    meaning: str
    count: int
    devices: list[str] = Field(default=[])

class DmesgFacts(Branch):
    """Kernel log lines: Xid errors by operator action, GPUs lost from the bus, PCIe links below capability."""

    pcie_limited_devices: int = 0
    min_available_bandwidth: DataRate | None = None
    xid_events: int = 0
    xids: list[XidGroup] = Field(default=[])
    xid_replace_events: int = Field(0, description="Xid events whose catalogue action is to replace the GPU")
    xid_reset_events: int = Field(0, description="Xid events whose catalogue action is a GPU reset or reboot")
    xid_monitor_events: int = Field(0, description="Xid events that are usually the application's; watch for repeats")
    xid_other_events: int = Field(0, description="Xid events the catalogue table here does not list")
    fallen_off_bus_gpus: int = Field(0, description="GPUs the driver lost from the PCIe bus (Xid 79 or its message)")
    fallen_off_bus_devices: list[str] = Field(default=[])


def detect(text: str) -> bool:
    head = text[:200000]
    if "NVRM: Xid" in head or "fallen off the bus" in head:
        return True
    if "available PCIe bandwidth" in head and _LIMITED.search(head):
        return True
    first = [ln for ln in text[:8000].split("\n") if ln.strip()][:20]
    return len(first) >= 3 and sum(bool(_KERNEL_LINE.match(ln)) for ln in first) * 2 > len(first)


def _device(dev: str) -> str:
    """``0000:CB:00`` and ``0000:cb:00.0`` are one GPU: lower case, function dropped."""
    return dev.lower().split(".")[0]


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = DmesgOutput()
    for i in range(len(lines)):
        line = lines[i]
        if _KERNEL_LINE.match(line):
            out.lines += 1
        if "NVRM" in line:
            x = _XID.search(line)
            if x:
                xid = int(x.group("xid"))
                name = (x.group("name") or "").strip() or None
                lines.cap(len(out.xids), i, "Xid events (split the log by boot: journalctl -k -b N)", XID_LIMIT)
                out.xids.append(XidEvent.model_construct(
                    xid=xid, device=_device(x.group("dev")), process=None if name == "<unknown>" else name,
                    text=x.group("text").strip()[:200], action=XID_ACTIONS.get(xid, ("investigate", ""))[0]))
                lines.ev(i, f"xids.{len(out.xids) - 1}")
                continue
            f = _FALLEN.search(line)
            fallen_here = "fallen off the bus" in line or (i + 2 < len(lines) and "fallen off the bus" in lines[i + 2])
            if f and fallen_here:
                lines.cap(len(out.fallen_off), i, "fallen-off-the-bus lines")
                out.fallen_off.append(_device(f.group("dev")))
                lines.ev(i, f"fallen_off.{len(out.fallen_off) - 1}")
            continue
        m = _LIMITED.search(line)
        if m:
            lines.cap(len(out.limited), i, "limited PCIe link lines")
            out.limited.append(
                PcieLimit.model_construct(
                    device=m.group(2),
                    driver=m.group(1),
                    available=qty(m.group(3), "Gb/s"),
                    capable=qty(m.group(6), "Gb/s"),
                    limited_by=m.group(4),
                    at=m.group(5),
                )
            )
            lines.ev(i, f"limited.{len(out.limited) - 1}")
        elif line.strip() == "[...]":
            lines.warn(i, "lines elided with '[...]'")
    return lines.result(out)


F, P = path(DmesgFacts), path(DmesgOutput)


def fold(items: list[tuple[ProbeResult, DmesgOutput]], ev: Fold) -> DmesgFacts:
    """Every limited link and every Xid over every log; the narrowest link's line as the minimum's evidence."""
    out = DmesgFacts()
    groups: dict[int, XidGroup] = {}
    fallen: dict[str, None] = {}
    for r, f in items:
        for n, lim in enumerate(f.limited):
            out.pcie_limited_devices += 1
            ev.add(F.pcie_limited_devices, r, P.limited[n])
            if out.min_available_bandwidth is None or lim.available < out.min_available_bandwidth:
                out.min_available_bandwidth = lim.available
                ev.set(F.min_available_bandwidth, r.evidence_at(str(P.limited[n])))
        for n, x in enumerate(f.xids):
            out.xid_events += 1
            group = groups.get(x.xid)
            if group is None:
                action, meaning = XID_ACTIONS.get(x.xid, ("investigate", "not in the catalogue table"))
                group = groups[x.xid] = XidGroup(xid=x.xid, action=action, meaning=meaning, count=0)
            group.count += 1
            if x.device not in group.devices:
                group.devices.append(x.device)
            name = _COUNTER.get(x.action, "xid_other_events")
            setattr(out, name, getattr(out, name) + 1)
            ev.add(getattr(F, name), r, P.xids[n])
            ev.add(F.xid_events, r, P.xids[n])
            if x.xid == 79:
                fallen.setdefault(x.device)
                ev.add(F.fallen_off_bus_gpus, r, P.xids[n])
        for n, dev in enumerate(f.fallen_off):
            fallen.setdefault(dev)
            ev.add(F.fallen_off_bus_gpus, r, P.fallen_off[n])
    out.xids = [groups[k] for k in sorted(groups, key=lambda k: (_ORDER.index(groups[k].action), k))]
    for k, group in enumerate(out.xids):
        for r, f in items:
            for n, x in enumerate(f.xids):
                if x.xid == group.xid:
                    ev.add(F.xids[k], r, P.xids[n])
    out.fallen_off_bus_devices = list(fallen)
    out.fallen_off_bus_gpus = len(fallen)
    return out


_ORDER = ("replace", "reset", "investigate", "monitor")
_COUNTER = {"replace": "xid_replace_events", "reset": "xid_reset_events", "monitor": "xid_monitor_events"}


def summary(out: DmesgOutput) -> str:
    """``dmesg: 120 lines, 1 PCIe link limited (0000:17:00.0 at 63.012 Gb/s), no Xid, no GPU off the bus``."""
    parts = [plural(out.lines, "line")]
    if out.limited:
        shown = ", ".join(f"{p.device} at {p.available}" for p in out.limited[:3])
        shown += ", …" if len(out.limited) > 3 else ""
        parts.append(f"{plural(len(out.limited), 'PCIe link')} limited ({shown})")
    else:
        parts.append("no PCIe link limited")
    parts.append(f"Xid {', '.join(sorted({str(x.xid) for x in out.xids}, key=int))}" if out.xids else "no Xid")
    parts.append(f"{plural(len(out.fallen_off), 'GPU')} fallen off the bus" if out.fallen_off else "no GPU off the bus")
    return f"{KIND}: " + ", ".join(parts)


SPEC = ProbeKind(
    kind=KIND, branch="dmesg", facts=DmesgFacts, output=DmesgOutput, detect=detect, parse=parse, fold=fold,
    priority=110, position=130,
    summary=summary,
    commands=(Command("dmesg", "dmesg.txt", ("dmesg", "--ctime", "--nopager"), 30),),
)
