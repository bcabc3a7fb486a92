"""Kernel log (``dmesg``) lines where a PCIe device runs below its link capability.

Usage::

    audit probe dmesg.txt

Facts schema (``DmesgOutput``)::

    limited: [{device ("0000:04:00.0"), driver ("pci", "mlx5_core"), available (DataRate),
               capable (DataRate | None), limited_by ("16.0 GT/s PCIe x16 link"), at (port)}]

Why: a GPU or NIC behind a Gen4 switch, or in an x8 slot, silently halves host↔device and
GPUDirect bandwidth. Evidence pointers: ``limited.<i>``.

Example::

    [   10.735323] pci 0000:04:00.0: 252.048 Gb/s available PCIe bandwidth, limited by 16.0 GT/s PCIe x16
    link at 0000:01:00.0 (capable of 504.112 Gb/s with 32.0 GT/s PCIe x16 link)
    → limited[0].available = "252.048 Gb/s", capable = "504.112 Gb/s"
"""


import re

from pydantic import Field

from auditor.model.quantity import DataRate
from auditor.probes._common import Facts, Lines, ProbeResult, guarded, qty
from auditor.probes.facts import Branch
from auditor.probes.kind import Fold, ProbeKind, path

KIND = "dmesg"

_LIMITED = re.compile(
    r"(\S+) ([0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.\d): ([\d.]+) Gb/s available PCIe bandwidth, "
    r"limited by (.+?) link at (\S+)(?: \(capable of ([\d.]+) Gb/s)?"
)


class PcieLimit(Facts):
    device: str
    driver: str
    available: DataRate
    capable: DataRate | None = None
    limited_by: str
    at: str


class DmesgOutput(Facts):
    limited: list[PcieLimit] = Field(default=[])


class DmesgFacts(Branch):
    """Kernel log lines: PCIe links running below their capability."""

    pcie_limited_devices: int = 0
    min_available_bandwidth: DataRate | None = None


def detect(text: str) -> bool:
    return "available PCIe bandwidth" in text[:200000] and bool(_LIMITED.search(text[:200000]))


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = DmesgOutput()
    for i in range(len(lines)):
        m = _LIMITED.search(lines[i])
        if m:
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
        elif lines[i].strip() == "[...]":
            lines.warn(i, "lines elided with '[...]'")
    return lines.result(out)


F, P = path(DmesgFacts), path(DmesgOutput)


def fold(items: list[tuple[ProbeResult, DmesgOutput]], ev: Fold) -> DmesgFacts:
    """Every limited link over every log; the narrowest one's line as the minimum's evidence."""
    out = DmesgFacts()
    for r, f in items:
        for n, lim in enumerate(f.limited):
            out.pcie_limited_devices += 1
            ev.add(F.pcie_limited_devices, r, P.limited[n])
            if out.min_available_bandwidth is None or lim.available < out.min_available_bandwidth:
                out.min_available_bandwidth = lim.available
                ev.set(F.min_available_bandwidth, r.evidence_at(str(P.limited[n])))
    return out


SPEC = ProbeKind(
    kind=KIND, branch="dmesg", facts=DmesgFacts, output=DmesgOutput, detect=detect, parse=parse, fold=fold,
    priority=110, position=130,
)
