"""``ibstat`` (or ``ibv_devinfo -v``): every host channel adapter's ports — state, physical state, rate, link layer.

Usage::

    audit probe ibstat.txt

Facts schema (``IbstatOutput``)::

    ports: [{ca ("mlx5_0"), ca_type ("MT4129"), port (int), state ("Active"), physical_state ("LinkUp"),
             rate (DataRate | None), link_layer ("InfiniBand" | "Ethernet" | None), fabric (bool)}]

Why: the inter-node fabric is sold as a per-node figure (``8x400 Gb/s`` → 3200 Gb/s); a port that
trained at HDR 200 on an NDR card, or one left down, halves that share of every all-reduce across
nodes, and the nccl figure alone cannot say which port. ``fabric`` marks the ports that carry the
compute fabric: every InfiniBand port, and, on a node with no InfiniBand (RoCE), the Ethernet
ports of the adapter model that holds the fastest active port — so a 25 GbE management port or a
disabled front-end adapter is not held to the fabric rate. Evidence pointers: ``ports.<i>`` (the
``Port N:`` line) and ``ports.<i>.<field>``.

``ibv_devinfo`` output is read by ``auditor/probes/_ibv_devinfo.py`` into the same ports.

Example::

    CA 'mlx5_0'
            CA type: MT4129
            Port 1:
                    State: Active
                    Rate: 400
                    Link layer: InfiniBand
    → ports[0] = {ca: "mlx5_0", port: 1, state: "Active", rate: "400 Gb/s", fabric: true}
"""


import re

from pydantic import Field

from auditor.model.quantity import DataRate
from auditor.probes import _ibv_devinfo as ibv_devinfo
from auditor.probes._common import Facts, Lines, ProbeResult, counted, guarded, plural, qty
from auditor.probes.facts import Branch
from auditor.probes.kind import Command, Fold, ProbeKind, path

KIND = "ibstat"

_CA = re.compile(r"^CA '([^']+)'\s*$")
_PORT = re.compile(r"^\s+Port (\d+):\s*$")
_KV = re.compile(r"^\s+([A-Za-z][A-Za-z ]*?):\s*(.*?)\s*$")
_FIELDS = {"State": "state", "Physical state": "physical_state", "Rate": "rate", "Link layer": "link_layer"}


class IbPort(Facts):
    ca: str
    ca_type: str | None = None
    port: int
    state: str | None = None
    physical_state: str | None = None
    rate: DataRate | None = None
    link_layer: str | None = None
    fabric: bool = False


class IbstatOutput(Facts):
    ports: list[IbPort] = Field(default=[])


class IbPortFacts(Branch):
    name: str = Field(description="adapter/port, e.g. mlx5_0/1")
    state: str | None = None
    physical_state: str | None = None
    rate: DataRate | None = None
    link_layer: str | None = None
    fabric: bool = False

class IbstatFacts(Branch):
    """``ibstat``: the node's fabric ports (see ``IbPort.fabric``)."""

    ports: list[IbPortFacts] = Field(default=[])
    fabric_ports: int = Field(0, description="ports carrying the compute fabric, up or down")
    fabric_ports_active: int = 0
    fabric_ports_down: int = 0
    fabric_rate_min: DataRate | None = Field(None, description="slowest active fabric port")
    fabric_rate_total: DataRate | None = Field(None, description="sum of the active fabric ports' rates")


def _is_ibstat(text: str) -> bool:
    head = text[:4000]
    return bool(re.search(r"(?m)^CA '[^']+'\s*$", head)) and "Port 1:" in head and "State:" in head


def detect(text: str) -> bool:
    return _is_ibstat(text) or ibv_devinfo.detect(text)


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    if not _is_ibstat(text):
        return _parse_devinfo(lines)
    out = IbstatOutput()
    ca: str | None = None
    ca_type: str | None = None
    port: IbPort | None = None
    for i in range(len(lines)):
        line = lines[i]
        m = _CA.match(line)
        if m:
            ca, ca_type, port = m.group(1), None, None
            continue
        p = _PORT.match(line)
        if p and ca is not None:
            lines.cap(len(out.ports), i, "ports")
            port = IbPort(ca=ca, ca_type=ca_type, port=int(p.group(1)))
            out.ports.append(port)
            lines.ev(i, f"ports.{len(out.ports) - 1}")
            continue
        kv = _KV.match(line)
        if kv is None or ca is None:
            continue
        key, raw = kv.group(1), kv.group(2)
        if key == "CA type":
            ca_type = raw or None
        elif port is not None and key in _FIELDS:
            field = _FIELDS[key]
            setattr(port, field, qty(raw, "Gb/s") if field == "rate" else raw or None)
            lines.ev(i, f"ports.{len(out.ports) - 1}.{field}")
    if not out.ports:
        raise lines.fail("no 'Port N:' sections under a CA")
    _mark_fabric(out.ports)
    return lines.result(out)


def _parse_devinfo(lines: Lines) -> ProbeResult:
    """``ibv_devinfo`` ports as ibstat's, with the same evidence pointers."""
    out = IbstatOutput()
    ports, starts = ibv_devinfo.read_ports(lines.lines)
    for n, (d, start) in enumerate(zip(ports, starts, strict=True)):
        lines.cap(n, start, "ports")
        rate = d.fields.get("rate")
        out.ports.append(IbPort.model_construct(
            ca=d.ca, ca_type=d.ca_type, port=d.port, state=d.fields.get("state"),
            physical_state=d.fields.get("physical_state"), link_layer=d.fields.get("link_layer"),
            rate=qty(rate, "Gb/s") if rate is not None else None, fabric=False))
        lines.ev(start, f"ports.{n}")
        for field, i in d.lines.items():
            lines.ev(i, f"ports.{n}.{field}")
    if not out.ports:
        raise lines.fail("no 'port:' sections under an hca_id")
    if all(p.rate is None for p in out.ports):
        lines.warn(None, "no active_width/active_speed (ibv_devinfo without -v): port rates unknown")
    _mark_fabric(out.ports)
    return lines.result(out)


def _mark_fabric(ports: list[IbPort]) -> None:
    """InfiniBand ports; with none, the Ethernet ports of the adapter model of the fastest active port."""
    ib = [p for p in ports if p.link_layer == "InfiniBand"]
    if not ib and not any(p.link_layer for p in ports):
        ib = ports  # ibstat before link layers were printed: InfiniBand only
    if ib:
        for p in ib:
            p.fabric = True
        return
    rated = [(p.rate, p) for p in ports if p.state == "Active" and p.rate is not None]
    if rated:
        fastest = max(rated, key=lambda t: t[0])[1]
        for p in ports:
            p.fabric = p.ca_type == fastest.ca_type


F, P = path(IbstatFacts), path(IbstatOutput)


def fold(items: list[tuple[ProbeResult, IbstatOutput]], ev: Fold) -> IbstatFacts:
    """Every port of every file (one file per node is the usual bundle; ports are named by adapter)."""
    out = IbstatFacts()
    total = None
    for r, f in items:
        for n, p in enumerate(f.ports):
            k = len(out.ports)
            out.ports.append(IbPortFacts(name=f"{p.ca}/{p.port}", state=p.state, physical_state=p.physical_state,
                                         rate=p.rate, link_layer=p.link_layer, fabric=p.fabric))
            ev.add(F.ports[k], r, P.ports[n])
            for field in ("state", "physical_state", "rate", "link_layer"):
                ev.add(getattr(F.ports[k], field), r, getattr(P.ports[n], field))
            if not p.fabric:
                continue
            out.fabric_ports += 1
            ev.add(F.fabric_ports, r, P.ports[n])
            if p.state != "Active":
                out.fabric_ports_down += 1
                ev.add(F.fabric_ports_down, r, P.ports[n].state)
                continue
            out.fabric_ports_active += 1
            if p.rate is not None:
                total = p.rate if total is None else total + p.rate
                ev.add(F.fabric_rate_total, r, P.ports[n].rate)
                if out.fabric_rate_min is None or p.rate < out.fabric_rate_min:
                    out.fabric_rate_min = p.rate
                    ev.set(F.fabric_rate_min, r.evidence_at(str(P.ports[n].rate)))
    out.fabric_rate_total = total
    return out


def summary(out: IbstatOutput) -> str:
    """``ibstat: 8 ports (8 fabric), 8 Active, 8× 400 Gb/s``."""
    fabric = sum(p.fabric for p in out.ports)
    states = counted(p.state or "state unknown" for p in out.ports)
    rates = counted(str(p.rate) for p in out.ports if p.rate is not None)
    return f"{KIND}: {plural(len(out.ports), 'port')} ({fabric} fabric), {states}" + (f", {rates}" if rates else "")


SPEC = ProbeKind(
    kind=KIND, branch="ibstat", facts=IbstatFacts, output=IbstatOutput, detect=detect, parse=parse, fold=fold,
    priority=105, position=160,
    summary=summary,
    commands=(Command("ibstat", "ibstat.txt", ("ibstat",), 30),),
)
