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
from auditor.probes._common import (
    ITEM_LIMIT,
    Facts,
    Lines,
    ProbeResult,
    counted,
    guarded,
    number,
    plural,
    qty,
    rate_text,
)
from auditor.probes.facts import Branch
from auditor.probes.kind import Fold, ProbeKind, path

KIND = "p2p-bandwidth"

PAIR_LIMIT = 16 * ITEM_LIMIT
"""GPU pairs one output may list (a 256-GPU matrix)."""
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


class P2pBandwidthFacts(Branch):
    """CUDA sample ``p2pBandwidthLatencyTest``."""

    gpu_count: int = 0
    peer_access_denied_pairs: int = 0
    min_p2p_bandwidth: DataRate | None = None


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
            lines.cap(len(out.devices), i, "devices")
            out.devices.append(P2pDevice.model_construct(index=int(m.group(1)), name=m.group(2)))
            lines.ev(i, f"devices.{len(out.devices) - 1}")
            continue
        m = _DENIED.match(line)
        if m:
            lines.cap(len(out.peer_denied), i, "denied peer pairs", PAIR_LIMIT)
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
                    lines.cap(len(out.unidirectional_p2p), i, "matrix cells", PAIR_LIMIT)
                    out.unidirectional_p2p.append(P2pCell.model_construct(a=a, b=b, bandwidth=qty(bw, "GB/s")))
                    lines.ev(i, f"unidirectional_p2p.{len(out.unidirectional_p2p) - 1}")
    if not out.devices:
        raise lines.fail("no 'Device: n, …' lines")
    return lines.result(out)


F, P = path(P2pBandwidthFacts), path(P2pBandwidthOutput)


def fold(items: list[tuple[ProbeResult, P2pBandwidthOutput]], ev: Fold) -> P2pBandwidthFacts:
    """Denied pairs over every run; the slowest unidirectional cell."""
    out = P2pBandwidthFacts(gpu_count=max(len(f.devices) for _, f in items))
    for r, f in items:
        for n, _pair in enumerate(f.peer_denied):
            out.peer_access_denied_pairs += 1
            ev.add(F.peer_access_denied_pairs, r, P.peer_denied[n])
        for n, cell in enumerate(f.unidirectional_p2p):
            if out.min_p2p_bandwidth is None or cell.bandwidth < out.min_p2p_bandwidth:
                out.min_p2p_bandwidth = cell.bandwidth
                ev.set(F.min_p2p_bandwidth, r.evidence_at(str(P.unidirectional_p2p[n])))
    return out


def summary(out: P2pBandwidthOutput) -> str:
    """``p2pBandwidthLatencyTest: 2× NVIDIA GeForce RTX 2080 Ti, P2P denied on 2 pairs, slowest P2P 9.6 GB/s``."""
    parts = [counted(d.name for d in out.devices) or "no devices"]
    parts.append(f"P2P denied on {plural(len(out.peer_denied), 'pair')}" if out.peer_denied else "P2P allowed")
    cells = [c.bandwidth for c in out.unidirectional_p2p if c.a != c.b]
    if cells:
        parts.append(f"slowest P2P {rate_text(min(cells))}")
    return f"{KIND}: " + ", ".join(parts)


SPEC = ProbeKind(
    kind=KIND, branch="p2p_bandwidth", facts=P2pBandwidthFacts, output=P2pBandwidthOutput, detect=detect,
    parse=parse, fold=fold, priority=120, position=140,
    summary=summary,
)
