"""``nvidia-smi nvlink -e``: per-link error counters, the worst one and its GPU/link (issue 17)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from auditor.probes.bundle import read_probes
from auditor.probes.kind import Fold
from auditor.probes.nvlink import NvlinkOutput, fold, parse

from .conftest import FIXTURES, real


def test_v100_replay_errors_on_gpu3_link2() -> None:
    facts, evidence, _ = read_probes([FIXTURES / "nvlink-e-4xV100-gpu3-link2-replay.txt"])
    nv = facts.nvlink
    assert nv is not None and nv.gpu_count == 4
    assert (nv.error_max, nv.error_max_counter, nv.error_max_gpu, nv.error_max_link) == (1832, "Replay Errors", 3, 2)
    assert nv.error_links == 1 and nv.error_total == 1832 + 3 + 211 + 7
    assert evidence["probe.nvlink.error_max"][0].line == 37
    assert "1832" in evidence["probe.nvlink.error_max"][0].text


def test_hopper_counters_all_zero_read_as_zero_not_unknown() -> None:
    facts, _, _ = read_probes([FIXTURES / "nvlink-e-8xH100-honest-clean.txt"])
    nv = facts.nvlink
    assert nv is not None and nv.gpu_count == 8 and nv.error_max == 0 and nv.error_links == 0 and nv.error_total == 0


def test_status_output_leaves_the_counters_unknown() -> None:
    facts, _, _ = read_probes([FIXTURES / "nvlink-status-inactive-links.txt"])
    assert facts.nvlink is not None and facts.nvlink.error_max is None


def test_status_and_errors_together_fold_into_one_branch() -> None:
    facts, _, _ = read_probes([FIXTURES / "nvlink-status-inactive-links.txt",
                               FIXTURES / "nvlink-e-4xV100-gpu3-link2-replay.txt"])
    assert facts.nvlink is not None and facts.nvlink.inactive_links == 3 and facts.nvlink.error_max == 1832


def test_real_elided_h100_capture_counts_zero() -> None:
    path = real("nvlink/H100-nvlink-e-errors-elided-mlengbook.txt")
    facts, _, _ = read_probes([path])
    assert facts.nvlink is not None and facts.nvlink.error_max == 0 and facts.nvlink.error_links == 0


@given(st.lists(st.tuples(st.integers(0, 17), st.sampled_from(["Replay Errors", "Recovery Errors", "CRC Flit Errors",
                                                                "CRC Data Errors", "CRC Errors"]),
                          st.integers(0, 10**9)), min_size=1, max_size=30))
def test_worst_counter_is_the_largest_line(rows: list[tuple[int, str, int]]) -> None:
    text = "GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-x)\n" + "".join(f"\t Link {k}: {c}: {n}\n" for k, c, n in rows)
    result = parse(text, "nvlink.txt")
    out = result.facts
    assert isinstance(out, NvlinkOutput)
    errs = out.gpus[0].link_errors
    assert [(e.link, e.counter, e.count) for e in errs] == rows
    assert sum(out.gpus[0].errors.values()) == sum(n for _, _, n in rows)
    folded = fold([(result, out)], Fold("nvlink", {}))
    worst = max(rows, key=lambda row: row[2])
    assert folded.error_max == worst[2] and folded.error_total == sum(n for _, _, n in rows)
    assert folded.error_links == len({k for k, _, n in rows if n > 0})
