"""Scaling efficiency from training logs at two GPU counts (and none from one)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from auditor.probes.bundle import read_probes

ROOT = Path(__file__).resolve().parents[2]
EIGHT_GPUS = ROOT / "samples" / "probes" / "honest-h100-8x" / "train.log"


def _one_gpu_log(tmp_path: Path, tps: int) -> Path:
    """The 8-GPU torchtitan log re-run on one GPU: same format, its own per-GPU rate."""
    lines = []
    for line in EIGHT_GPUS.read_text(encoding="utf-8").splitlines():
        line = line.replace("[8]", "[1]")
        if "tps:" in line:
            head, _, tail = line.partition("tps: ")
            line = head + f"tps: {tps:,}  " + tail.split("  ", 1)[1]
        lines.append(line)
    path = tmp_path / "train-1gpu.log"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_one_run_gives_no_scaling_efficiency() -> None:
    facts, _, _ = read_probes([EIGHT_GPUS])
    assert facts.train is not None and facts.train.scaling_efficiency is None


def test_two_gpu_counts_give_per_gpu_throughput_ratio(tmp_path: Path) -> None:
    facts, evidence, _ = read_probes([EIGHT_GPUS, _one_gpu_log(tmp_path, 8000)])
    train = facts.train
    assert (train.scaling_from, train.scaling_to) == (1, 8)
    # whole-job tokens/s of the 8-GPU log ÷ 8, over the 1-GPU rate: the parser's steady-state means
    eight = next(r for r in train.runs if r.world_size == 8).tokens_per_s.magnitude
    one = next(r for r in train.runs if r.world_size == 1).tokens_per_s.magnitude
    assert train.scaling_efficiency.magnitude == Fraction(eight / 8) / one
    assert 0.9 < float(train.scaling_efficiency) < 1.0
    assert {e.source for e in evidence["probe.train.scaling_efficiency"]} == {
        str(EIGHT_GPUS), str(tmp_path / "train-1gpu.log")}
