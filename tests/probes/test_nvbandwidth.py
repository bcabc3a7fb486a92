"""nvbandwidth: -j JSON and text tables (public captures, tests/fixtures/probes/SOURCES.md), folded to the slowest
GPU's host copies and the slowest GPU pair; the two rules read them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.errors import InputError
from auditor.probes.bundle import parse_file, read_probes
from auditor.probes.nvbandwidth import detect, parse
from auditor.units import Quantity

from .conftest import FIXTURES

JSON_1GPU = FIXTURES / "nvbandwidth-j-v0.5-1gpu.json"
HOST_8X4090 = FIXTURES / "nvbandwidth-8x4090-host.txt"
D2D_6XA6000 = FIXTURES / "nvbandwidth-6xA6000-d2d-read.txt"


def folded(tmp_path: Path, *files: Path):  # type: ignore[no-untyped-def]
    for f in files:
        (tmp_path / f.name).write_bytes(f.read_bytes())
    facts, evidence, results = read_probes([tmp_path])
    assert {r.kind for r in results} == {"nvbandwidth"}
    return facts.nvbandwidth, evidence


def test_json_capture_keeps_waived_and_latency_tests_apart(tmp_path: Path) -> None:
    (result,) = parse_file(JSON_1GPU)
    tests = {t.name: t for t in result.facts.tests}  # type: ignore[union-attr]
    assert result.facts.version == "v0.5"  # type: ignore[union-attr]
    assert tests["host_to_device_memcpy_ce"].cells == [[12.3964]]
    assert tests["device_to_device_memcpy_read_ce"].status == "Waived"
    assert tests["host_device_latency_sm"].unit == "ns"
    nvb, evidence = folded(tmp_path, JSON_1GPU)
    assert nvb.h2d_min == Quantity.of("12.3964", "GB/s") and nvb.d2h_min == Quantity.of("13.2001", "GB/s")
    assert nvb.p2p_min is None and nvb.p2p_pairs == 0  # waived: unknown, never zero
    assert "device_to_device_memcpy_read_ce" in nvb.waived
    assert [e.line for e in evidence["probe.nvbandwidth.h2d_min"]] == [20]  # the test's "name" line


def test_text_tables_give_the_slowest_gpu_and_pair(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    nvb, evidence = folded(tmp_path / "a", HOST_8X4090)
    assert nvb.gpu_count == 8
    assert nvb.h2d_min == Quantity.of("23.90", "GB/s") and nvb.d2h_min == Quantity.of("26.25", "GB/s")
    assert evidence["probe.nvbandwidth.h2d_min"][0].text == "Running host_to_device_memcpy_ce."
    (tmp_path / "b").mkdir()
    nvb, _ = folded(tmp_path / "b", D2D_6XA6000)
    assert nvb.gpu_count == 6 and nvb.p2p_pairs == 30  # N/A on the diagonal stays unknown
    assert nvb.p2p_min == Quantity.of("21.80", "GB/s") and nvb.p2p_max == Quantity.of("26.35", "GB/s")


def test_other_outputs_are_not_nvbandwidth() -> None:
    for other in ("nccl-8xH100-allreduce-300GBps.txt", "train-torchtitan-rank0.log"):
        assert not detect((FIXTURES / other).read_text(encoding="utf-8"))


def test_empty_and_truncated_inputs_are_one_line_errors(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no nvbandwidth test cases"):
        parse("nvbandwidth Version: v0.8\n\nDevice 0: NVIDIA H100\n", "x.txt")
    truncated = JSON_1GPU.read_text(encoding="utf-8")[:700]
    with pytest.raises(InputError, match="invalid or truncated") as err:
        parse(truncated, "x.json")
    assert "\n" not in str(err.value)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.lists(st.one_of(st.none(), st.floats(min_value=0.5, max_value=900, allow_nan=False)),
                         min_size=2, max_size=2), min_size=2, max_size=2))
def test_text_and_json_of_one_matrix_read_the_same(matrix: list[list[float | None]]) -> None:
    cells = [[None if v is None else round(v, 2) for v in row] for row in matrix]
    shown = [["N/A" if v is None else f"{v:.2f}" for v in row] for row in cells]
    text = ("nvbandwidth Version: v0.8\n\nRunning device_to_device_memcpy_read_ce.\n"
            "memcpy CE GPU(row) -> GPU(column) bandwidth (GB/s)\n           0         1\n"
            + "".join(f" {i}  " + "  ".join(f"{c:>8}" for c in row) + "\n" for i, row in enumerate(shown))
            + "\nSUM device_to_device_memcpy_read_ce 1.00\n")
    doc = {"nvbandwidth": {"version": "v0.8", "testcases": [
        {"name": "device_to_device_memcpy_read_ce", "status": "Passed", "bandwidth_matrix": shown,
         "bandwidth_description": "memcpy CE GPU(row) -> GPU(column) bandwidth (GB/s) "}]}}
    from_text = parse(text, "t.txt").facts.tests[0].cells  # type: ignore[union-attr]
    from_json = parse(json.dumps(doc, indent=1), "t.json").facts.tests[0].cells  # type: ignore[union-attr]
    assert from_text == from_json == cells
