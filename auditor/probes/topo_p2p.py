"""``nvidia-smi topo -p2p <r|w|n|a|p>``: whether each GPU pair can do peer-to-peer reads/writes.

Usage::

    audit probe topo-p2p.txt

Facts schema (``TopoP2pOutput``)::

    capability: str | None   "r" (read), "w" (write), "n" (NVLink), "a" (atomics), "p" (prop), from the prompt
    gpus: ["GPU0", …]
    pairs: [{a, b, status, ok}]    status: OK, CNS (chipset not supported), GNS, TNS, NS, U
    legend: {"OK": "Status Ok", …}

Why it matters: ``topo -m`` can print ``PIX`` (one PCIe bridge) while P2P is disabled (``NS``), so
all GPU traffic bounces through host memory. Evidence pointers: ``pairs.<k>`` → the row of ``a``.

Example::

            GPU0    GPU1
     GPU0   X       CNS
    → pairs = [{a: 0, b: 1, status: "CNS", ok: false}]
"""


import re

from pydantic import Field

from auditor.probes._common import Facts, Lines, ProbeResult, guarded, plural, strip_prompt
from auditor.probes.facts import Branch
from auditor.probes.kind import Fold, ProbeKind, path

KIND = "topo-p2p"

_STATUS = re.compile(r"^(?:OK|CNS|GNS|TNS|NS|U|X)$")
_HEADER = re.compile(r"^\s+GPU0(?:\s+GPU1\b|\s*$|\s+\w+\s+Affinity)")
_ROW = re.compile(r"^\s*(GPU\d+)\s+(.*)$")
_LEGEND = re.compile(r"^\s+(X|OK|CNS|GNS|TNS|NS|U)\s+=\s+(.+)$")
_CAP = re.compile(r"-p2p\s+([rwnap])\b")


class P2pPair(Facts):
    a: int
    b: int
    status: str
    ok: bool


class TopoP2pOutput(Facts):
    capability: str | None = None
    gpus: list[str] = Field(default=[])
    pairs: list[P2pPair] = Field(default=[])
    legend: dict[str, str] = Field(default={})


class TopoP2pFacts(Branch):
    """``nvidia-smi topo -p2p <r|w|n|a|p>``."""

    gpu_count: int = 0
    all_ok: bool = False
    unsupported_pairs: int = 0


def detect(text: str) -> bool:
    lines = text[:20000].split("\n")
    for n, line in enumerate(lines):
        if _HEADER.match(line):
            row = lines[n + 1].split() if n + 1 < len(lines) else []
            return (
                len(row) > 2
                and row[0] == "GPU0"
                and all(_STATUS.match(t) for t in row[1:])
                and any(t != "X" for t in row[1:])
            )
    return False


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = TopoP2pOutput()
    start = None
    for i in range(len(lines)):
        cmd = strip_prompt(lines[i])
        if cmd and start is None:
            cap = _CAP.search(cmd)
            if cap:
                out.capability = cap.group(1)
        if _HEADER.match(lines[i]):
            start = i
            break
    if start is None:
        raise lines.fail("no matrix header (a line starting with GPU0 columns)")
    out.gpus = [c for c in lines[start].split() if re.fullmatch(r"GPU\d+", c)]
    rows: dict[int, tuple[int, list[str]]] = {}
    for i in range(start + 1, len(lines)):
        if _HEADER.match(lines[i]):
            lines.warn(i, "a second matrix starts here; parsed the first only")
            break
        m = _ROW.match(lines[i])
        if m and m.group(1) in out.gpus:
            rows.setdefault(out.gpus.index(m.group(1)), (i, m.group(2).split()))
            continue
        lm = _LEGEND.match(lines[i])
        if lm:
            out.legend[lm.group(1)] = lm.group(2).strip()
    for a, (i, values) in sorted(rows.items()):
        for b in range(a + 1, min(len(values), len(out.gpus))):
            status = values[b]
            if not _STATUS.match(status):
                lines.warn(i, f"unknown P2P status {status!r}")
            out.pairs.append(
                P2pPair.model_construct(
                    a=int(out.gpus[a][3:]), b=int(out.gpus[b][3:]), status=status, ok=status == "OK"
                )
            )
            lines.ev(i, f"pairs.{len(out.pairs) - 1}")
    if not rows:
        raise lines.fail("matrix header without any GPU row", start)
    if len(rows) < len(out.gpus):
        lines.warn(len(lines) - 1, f"truncated matrix: parsed {len(rows)} of {len(out.gpus)} GPU rows")
    return lines.result(out)


F, P = path(TopoP2pFacts), path(TopoP2pOutput)


def fold(items: list[tuple[ProbeResult, TopoP2pOutput]], ev: Fold) -> TopoP2pFacts:
    """Every pair of every matrix: one unsupported pair anywhere is one too many."""
    out = TopoP2pFacts(gpu_count=max(len(f.gpus) for _, f in items))
    pairs = [(r, n, p) for r, f in items for n, p in enumerate(f.pairs)]
    for r, n, p in pairs:
        if not p.ok:
            out.unsupported_pairs += 1
            ev.add(F.unsupported_pairs, r, P.pairs[n])
            ev.add(F.all_ok, r, P.pairs[n])
    out.all_ok = bool(pairs) and out.unsupported_pairs == 0
    return out


_CAPABILITIES = {"r": "read", "w": "write", "n": "NVLink", "a": "atomics", "p": "prop"}
"""``nvidia-smi topo -p2p <letter>``: the capability a matrix shows."""


def summary(out: TopoP2pOutput) -> str:
    """``nvidia-smi topo -p2p: 8 GPUs, P2P read OK on all 28 pairs`` or how many are not."""
    bad = sum(not p.ok for p in out.pairs)
    what = f"P2P {_CAPABILITIES.get(out.capability, out.capability)}" if out.capability else "P2P"
    pairs = plural(len(out.pairs), "pair")
    tail = f"OK on all {pairs}" if not bad else f"not OK on {bad} of {pairs}"
    return f"{KIND}: {plural(len(out.gpus), 'GPU')}, {what} {tail}"


SPEC = ProbeKind(
    kind=KIND, branch="topo_p2p", facts=TopoP2pFacts, output=TopoP2pOutput, detect=detect, parse=parse,
    fold=fold, priority=70, position=60,
    summary=summary,
)
