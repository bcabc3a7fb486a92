"""CUDA sample ``p2pBandwidthLatencyTest``: peer access and GPU↔GPU copy bandwidth.

Usage::

    audit probe p2pBandwidthLatencyTest.txt

Facts schema (``P2pBandwidthOutput``)::

    devices: [{index, name}]
    peer_denied: [{a, b}]                 "Device=0 CANNOT Access Peer Device=1"
    unidirectional_p2p: [{a, b, bandwidth (DataRate)}]   off-diagonal cells of the
                                          "Unidirectional P2P=Enabled Bandwidth" matrix

Evidence pointers: ``devices.<i>``, ``peer_denied.<i>``, ``unidirectional_p2p.<i>``.

Example::

    Device=0 CANNOT Access Peer Device=1
    → peer_denied = [{a: 0, b: 1}]   (copies fall back to host memory: ~5.7 GB/s here)
"""


import re

from pydantic import Field

from auditor.model.quantity import DataRate
from auditor.probes._common import Facts, Lines, ProbeResult, guarded, number, qty

KIND = "p2p-bandwidth"

_DEVICE = re.compile(r"^Device: (\d+), (.+?), pciBusID")
_DENIED = re.compile(r"^Device=(\d+) CANNOT Access Peer Device=(\d+)")
_UNI = "Unidirectional P2P=Enabled Bandwidth"


class P2pDevice(Facts):
    index: int
    name: str


class PeerPair(Facts):
    a: int
    b: int


class P2pCell(Facts):
    a: int
    b: int
    bandwidth: DataRate


class P2pBandwidthOutput(Facts):
    devices: list[P2pDevice] = Field(default=[])
    peer_denied: list[PeerPair] = Field(default=[])
    unidirectional_p2p: list[P2pCell] = Field(default=[])


def detect(text: str) -> bool:
    return "P2P (Peer-to-Peer) GPU Bandwidth Latency Test" in text[:8000]


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = P2pBandwidthOutput()
    in_uni = False
    for i in range(len(lines)):
        line = lines[i]
        m = _DEVICE.match(line)
        if m:
            out.devices.append(P2pDevice.model_construct(index=int(m.group(1)), name=m.group(2)))
            lines.ev(i, f"devices.{len(out.devices) - 1}")
            continue
        m = _DENIED.match(line)
        if m:
            out.peer_denied.append(PeerPair.model_construct(a=int(m.group(1)), b=int(m.group(2))))
            lines.ev(i, f"peer_denied.{len(out.peer_denied) - 1}")
            continue
        if _UNI in line:
            in_uni = True
            continue
        if in_uni:
            tokens = line.split()
            if tokens and tokens[0] == "D\\D":
                continue
            if not tokens or number(tokens[0]) is None:
                in_uni = False
                continue
            a = int(number(tokens[0]) or 0)
            for b, cell in enumerate(tokens[1:]):
                bw = number(cell)
                if b != a and bw is not None:
                    out.unidirectional_p2p.append(P2pCell.model_construct(a=a, b=b, bandwidth=qty(bw, "GB/s")))
                    lines.ev(i, f"unidirectional_p2p.{len(out.unidirectional_p2p) - 1}")
    if not out.devices:
        raise lines.fail("no 'Device: n, …' lines")
    return lines.result(out)
