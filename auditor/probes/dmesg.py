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
