"""perftest ``ib_write_bw``: BW average at the largest message size, Gb/sec and MB/sec (MiB/s), per port (issue 17)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from auditor.errors import InputError
from auditor.probes.bundle import read_probes
from auditor.probes.ib_write_bw import IbBwOutput, detect, fold, parse
from auditor.probes.kind import Fold
from auditor.units import Quantity

from .conftest import FIXTURES

HEADER = " #bytes     #iterations    BW peak[{u}/sec]    BW average[{u}/sec]   MsgRate[Mpps]\n"


def test_eight_ndr_ports_sweep_reads_the_largest_message_size() -> None:
    facts, evidence, _ = read_probes([FIXTURES / "ib_write_bw-a-8xNDR-391Gbps.txt"])
    bw = facts.ib_bw
    assert bw is not None and bw.runs == 8 and bw.devices == [f"mlx5_{k}" for k in range(8)]
    assert bw.bw_min == Quantity.of("390.96", "Gb/s") and bw.bw_min_device == "mlx5_3"
    assert bw.message_size == Quantity.of(8388608, "B")
    assert evidence["probe.ib_bw.bw_min"][0].text.startswith("8388608")


def test_one_slow_port_in_a_loop_over_the_adapters() -> None:
    facts, evidence, _ = read_probes([FIXTURES / "ib_write_bw-a-8xNDR-mlx5_4-at-196.txt"])
    assert facts.ib_bw is not None and facts.ib_bw.bw_min_device == "mlx5_4"
    assert facts.ib_bw.bw_min == Quantity.of("196.12", "Gb/s") and facts.ib_bw.bw_max == Quantity.of("392.11", "Gb/s")
    assert "196.12" in evidence["probe.ib_bw.bw_min"][0].text


def test_mb_per_sec_is_mebibytes_per_second() -> None:
    """perftest without --report_gbits divides by 0x100000: 23264.46 MB/sec is 195.2 Gb/s, not 186.1."""
    facts, _, _ = read_probes([FIXTURES / "ib_write_bw-D10-roce-MBsec-mlx5_0.txt"])
    bw = facts.ib_bw
    assert bw is not None and bw.bw_min == Quantity.of("23264.46", "MiB/s")
    assert round(float(bw.bw_min.to("Gb/s")), 1) == 195.2


def test_a_header_without_rows_measures_nothing_and_says_so() -> None:
    facts, _, results = read_probes([FIXTURES / "ib_write_bw-truncated-no-rows.txt"])
    assert facts.ib_bw is not None and facts.ib_bw.runs == 0 and facts.ib_bw.bw_min is None
    assert "no result rows" in results[0].warnings[0]


def test_no_perftest_table_is_a_one_line_error() -> None:
    with pytest.raises(InputError, match="no '#bytes"):
        parse("                    RDMA_Write BW Test\n Couldn't connect to 10.0.0.2:18515\n", "x.txt")


def test_bidirectional_run_counts_one_direction() -> None:
    text = (" Dual-port       : OFF\t\tDevice         : mlx5_2\n                    RDMA_Write Bidirectional BW Test\n"
            " Dual-port       : OFF\t\tDevice         : mlx5_2\n" + HEADER.format(u="Gb")
            + " 65536      1000000          0.00               760.40\t\t   1.450348\n")
    r = parse(text, "bidir.txt")
    assert isinstance(r.facts, IbBwOutput) and r.facts.runs[0].bidirectional
    assert fold([(r, r.facts)], Fold("ib_bw", {})).bw_min == Quantity.of("380.2", "Gb/s")


def test_negative_average_is_no_measurement() -> None:
    """perftest issue #82: a negative BW average after a counter wrap is warned about, not read."""
    text = HEADER.format(u="Gb") + (" 65536      5000   0.00   -2.51   -0.004787\n"
                                    " 65536      5000   0.00   95.10   0.181389\n")
    r = parse(text, "neg.txt")
    assert isinstance(r.facts, IbBwOutput) and [row.bytes for row in r.facts.runs[0].rows] == [65536]
    assert r.warnings and "-2.51" in r.warnings[0]


def test_other_tools_tables_are_not_taken() -> None:
    assert not detect("#       #bytes    #repetitions  t[usec]  Mbytes/sec\n  0  1000  0.50  0.00\n")  # IMB
    assert not detect("[ ID] Interval           Transfer     Bitrate\n")


@given(st.lists(st.tuples(st.integers(1, 2**23), st.integers(1, 80000)), min_size=1, max_size=20,
                unique_by=lambda row: row[0]),
       st.sampled_from(["Gb", "MB"]))
def test_figure_is_the_average_at_the_largest_size(rows: list[tuple[int, int]], unit: str) -> None:
    text = "                    RDMA_Write BW Test\n" + HEADER.format(u=unit) + "".join(
        f" {b:<10d} 5000           0.00               {a / 100:.2f}\t\t   0.1\n" for b, a in rows)
    r = parse(text, "p.txt")
    assert isinstance(r.facts, IbBwOutput)
    got = fold([(r, r.facts)], Fold("ib_bw", {}))
    top, avg = max(rows)
    assert got.runs == 1 and got.message_size == Quantity.of(top, "B")
    assert got.bw_min == Quantity.of(f"{avg / 100:.2f}", "Gb/s" if unit == "Gb" else "MiB/s")
