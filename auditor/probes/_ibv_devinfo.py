"""``ibv_devinfo`` / ``ibv_devinfo -v`` (rdma-core): the same ports as ``ibstat``, read into its facts.

Usage::

    audit probe ibv_devinfo.txt      (recognised as kind ``ibstat``; rules read ``probe.ibstat.*``)

Why not a kind of its own: a port's state, physical state, rate and link layer are what the
``ib.*`` rules check, whichever tool printed them, so this reader yields ``IbPort`` rows for
``auditor/probes/ibstat.py``. Give one of ``ibstat`` or ``ibv_devinfo`` per node: both would
count every port twice. The rate is ``active_width`` × ``active_speed`` (``4X (2)`` ×
``100.0 Gbps (128)`` = 400 Gb/s, the rdma-core devinfo.c spellings); plain ``ibv_devinfo``
without ``-v`` prints neither, so the rate stays unknown. ``vendor_part_id`` 4129 is the CA type
``MT4129`` that ibstat prints.

Example::

    hca_id:    mlx5_0
        vendor_part_id:            4129
            port:    1
                state:            PORT_ACTIVE (4)
                link_layer:        InfiniBand
    → {ca: "mlx5_0", ca_type: "MT4129", port: 1, state: "Active", link_layer: "InfiniBand"}
"""


import re
from fractions import Fraction
from typing import NamedTuple

_HCA = re.compile(r"^hca_id:\s*(\S+)\s*$")
_PORT = re.compile(r"^\s+port:\s*(\d+)\s*$")
_KV = re.compile(r"^\s+(\w+):\s*(.*?)\s*$")
_STATE = {"PORT_ACTIVE": "Active", "PORT_DOWN": "Down", "PORT_INIT": "Initializing", "PORT_ARMED": "Armed",
          "PORT_ACTIVE_DEFER": "Active"}
_PHYS = {"LINK_UP": "LinkUp", "POLLING": "Polling", "DISABLED": "Disabled", "SLEEP": "Sleep",
         "PORT_CONFIGURATION_TRAINING": "PortConfigurationTraining", "LINK_ERROR_RECOVERY": "LinkErrorRecovery",
         "PHY_TEST": "PhyTest"}


class DevinfoPort(NamedTuple):
    """One port as ``ibstat`` would name its fields; ``lines`` maps each field to its 0-based line."""

    ca: str
    ca_type: str | None
    port: int
    fields: dict[str, str | Fraction | None]
    lines: dict[str, int]


def detect(text: str) -> bool:
    head = text[:4000]
    return bool(re.search(r"(?m)^hca_id:\s*\S+", head)) and bool(re.search(r"(?m)^\s+port:\s*\d+", head))


def _code(raw: str) -> str:
    """``PORT_ACTIVE (4)`` → ``PORT_ACTIVE``."""
    return raw.split("(")[0].strip()


def read_ports(lines: list[str]) -> tuple[list[DevinfoPort], list[int]]:
    """Every port of every hca_id, and the 0-based line of each port's ``port:`` line."""
    ports: list[DevinfoPort] = []
    starts: list[int] = []
    ca: str | None = None
    ca_type: str | None = None
    width: Fraction | None = None
    p: DevinfoPort | None = None
    for i, line in enumerate(lines):
        if m := _HCA.match(line):
            ca, ca_type, p = m.group(1), None, None
            continue
        if ca is None:
            continue
        if m := _PORT.match(line):
            p = DevinfoPort(ca, ca_type, int(m.group(1)), {}, {})
            ports.append(p)
            starts.append(i)
            width = None
            continue
        kv = _KV.match(line)
        if kv is None:
            continue
        key, raw = kv.group(1), kv.group(2)
        if key == "vendor_part_id":
            ca_type = f"MT{raw}" if raw.isdigit() else raw or None
            continue
        if p is None:
            continue
        if key == "state":
            p.fields["state"], p.lines["state"] = _STATE.get(_code(raw), _code(raw)), i
        elif key == "phys_state":
            p.fields["physical_state"], p.lines["physical_state"] = _PHYS.get(_code(raw), _code(raw)), i
        elif key == "link_layer":
            p.fields["link_layer"], p.lines["link_layer"] = raw or None, i
        elif key == "active_width" and (w := re.match(r"(\d+)X", raw)):
            width = Fraction(w.group(1))
        elif key == "active_speed" and width is not None and (s := re.match(r"([\d.]+) Gbps", raw)):
            p.fields["rate"], p.lines["rate"] = width * Fraction(s.group(1)), i
    return ports, starts
