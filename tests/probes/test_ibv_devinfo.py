"""``ibv_devinfo`` read as ibstat's ports, so the ib.* rules apply unchanged (issue 17)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from auditor.probes.bundle import parse_text, read_probes
from auditor.units import Quantity

from .conftest import FIXTURES


def test_verbose_output_rate_is_width_times_speed() -> None:
    facts, evidence, results = read_probes([FIXTURES / "ibv_devinfo-v-4xNDR-mlx5_2-at-200-mlx5_3-down.txt"])
    ib = facts.ibstat
    assert results[0].kind == "ibstat" and ib is not None
    assert [(p.name, p.state, p.physical_state, p.rate) for p in ib.ports] == [
        ("mlx5_0/1", "Active", "LinkUp", Quantity.of(400, "Gb/s")),
        ("mlx5_1/1", "Active", "LinkUp", Quantity.of(400, "Gb/s")),
        ("mlx5_2/1", "Active", "LinkUp", Quantity.of(200, "Gb/s")),
        ("mlx5_3/1", "Down", "Polling", None)]  # 'invalid speed (0)' is no rate
    assert (ib.fabric_ports, ib.fabric_ports_down, ib.fabric_rate_total) == (4, 1, Quantity.of(1000, "Gb/s"))
    assert evidence["probe.ibstat.fabric_rate_min"][0].line == 77
    assert "PORT_DOWN" in evidence["probe.ibstat.fabric_ports_down"][0].text


def test_plain_output_has_no_rate_and_marks_the_roce_fabric_by_adapter() -> None:
    facts, _, results = read_probes([FIXTURES / "ibv_devinfo-plain-roce-cx7-cx6dx-down.txt"])
    ib = facts.ibstat
    assert ib is not None and [p.link_layer for p in ib.ports] == ["Ethernet", "Ethernet"]
    assert all(p.rate is None for p in ib.ports) and ib.fabric_rate_total is None
    assert "without -v" in results[0].warnings[0]


def test_ibstat_layout_is_still_read_by_ibstat() -> None:
    facts, _, _ = read_probes([FIXTURES / "ibstat-ndr-8port-mlx5_4-at-200.txt"])
    assert facts.ibstat is not None and facts.ibstat.fabric_rate_min == Quantity.of(200, "Gb/s")


@given(st.sampled_from([("1X", 1), ("2X", 2), ("4X", 4), ("8X", 8), ("12X", 12)]),
       st.sampled_from(["10.0", "14.0", "25.0", "50.0", "100.0", "200.0"]),
       st.sampled_from([("PORT_ACTIVE (4)", "Active"), ("PORT_DOWN (1)", "Down"), ("PORT_INIT (2)", "Initializing")]))
def test_any_width_speed_and_state(width: tuple[str, int], speed: str, state: tuple[str, str]) -> None:
    text = (f"hca_id:\tmlx5_9\n\tvendor_part_id:\t\t\t4123\n\t\tport:\t1\n\t\t\tstate:\t\t\t{state[0]}\n"
            f"\t\t\tlink_layer:\t\tInfiniBand\n\t\t\tactive_width:\t\t{width[0]} (2)\n"
            f"\t\t\tactive_speed:\t\t{speed} Gbps (64)\n\t\t\tphys_state:\t\tLINK_UP (5)\n")
    [r] = parse_text(text, "devinfo.txt")
    port = r.facts.ports[0]  # type: ignore[union-attr]
    assert (r.kind, port.ca_type, port.state, port.physical_state) == ("ibstat", "MT4123", state[1], "LinkUp")
    assert port.rate == Quantity.of(f"{width[1] * float(speed):g}", "Gb/s")
