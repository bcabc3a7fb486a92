"""Megatron-LM and torchtitan training logs (real public lines, tests/fixtures/probes/SOURCES.md): TFLOP/s per
GPU, tokens/s and MFU, one measurement per step however many ranks print it, and the MFU rule fed from them."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.probes.bundle import parse_file
from auditor.probes.train import parse
from auditor.units import Quantity

from .conftest import FIXTURES, ROOT

MEGATRON = FIXTURES / "train-megatron-mixtral-16xH100.log"
TITAN_RANKS = FIXTURES / "train-torchtitan-every-rank.log"
TITAN_RANK0 = FIXTURES / "train-torchtitan-rank0.log"


def facts(path: Path):  # type: ignore[no-untyped-def]
    (result,) = parse_file(path)
    assert result.kind == "train"
    return result.facts


def test_megatron_tflops_per_gpu_without_an_argument_dump() -> None:
    f = facts(MEGATRON)
    assert f.framework == "megatron"
    # first of six iterations dropped as warm-up: mean of 236.0, 228.4, 243.6, 238.7, 224.0
    assert f.tflops_per_gpu == 234.14
    assert f.step_time is not None and abs(float(f.step_time.magnitude) - 5.58292) < 1e-6
    assert f.tokens_per_s is None  # no seq_length line: tokens/s is unknown, not guessed


def test_torchtitan_lines_printed_by_every_rank_are_one_step_each() -> None:
    f = facts(TITAN_RANKS)
    assert f.steps == 2 and f.warmup_skipped == 1  # step 4 (printed 7 times) and step 5
    assert f.tokens_per_s_per_gpu == Quantity.of(10007, "tokens/s")
    assert f.tflops_per_gpu == 313.36 and f.mfu == Quantity.of("13.93", "%")


def test_torchtitan_rank_prefixed_log() -> None:
    f = facts(TITAN_RANK0)
    assert f.framework == "torchtitan" and f.steps == 6
    assert f.mfu == Quantity.of("34.03", "%")
    assert abs(f.tflops_per_gpu - 336.538) < 1e-9


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=2, max_value=8))
def test_repeating_every_line_per_rank_changes_nothing(ranks: int) -> None:
    for path in (MEGATRON, TITAN_RANK0):
        text = path.read_text(encoding="utf-8")
        repeated = "".join(line * ranks for line in text.splitlines(keepends=True))
        once, many = parse(text, str(path)).facts, parse(repeated, str(path)).facts
        assert (once.tflops_per_gpu, once.mfu, once.tokens_per_s_per_gpu, once.steps) == \
            (many.tflops_per_gpu, many.mfu, many.tokens_per_s_per_gpu, many.steps)


def verify(offer: Path, log: Path, tmp_path: Path) -> dict[str, dict[str, object]]:
    probes = tmp_path / "probes"
    probes.mkdir()
    shutil.copy(log, probes / log.name)
    proc = subprocess.run([sys.executable, "-m", "auditor", "verify", str(offer), str(probes), "--format", "json"],
                          capture_output=True, text=True, cwd=ROOT, check=False)
    return {f["rule"]: f for f in json.loads(proc.stdout)["findings"]}


def test_megatron_tflops_give_the_mfu_the_rule_reads(tmp_path: Path) -> None:
    found = verify(ROOT / "samples/offers/honest-h100-sxm-8x.yaml", MEGATRON, tmp_path)
    mfu = found["train.probe-mfu-below-floor"]
    # 234.14 TFLOP/s ÷ the H100 SXM's 989.4 dense BF16 TFLOPS = 23.67 %, below the 30 % floor
    assert mfu["status"] == "fail"
    assert "23.67" in str(mfu["message"]) and "Sold NVIDIA H100" in str(mfu["message"])
    sources = {(e["source"].rsplit("/", 1)[-1], e.get("line")) for e in mfu["evidence"]}  # type: ignore[union-attr]
    assert (MEGATRON.name, 2) in sources and ("gpus.yaml", None) in sources


def test_without_a_known_gpu_the_tflops_give_no_mfu(tmp_path: Path) -> None:
    offer = tmp_path / "offer.yaml"
    offer.write_text("vendor: X\ngpu:\n  count_per_node: 8\n", encoding="utf-8")
    found = verify(offer, MEGATRON, tmp_path)
    assert found["train.probe-mfu-below-floor"]["status"] == "unverified"


def test_a_healthy_torchtitan_run_passes_the_floor(tmp_path: Path) -> None:
    found = verify(ROOT / "samples/offers/honest-h100-sxm-8x.yaml", TITAN_RANK0, tmp_path)
    assert found["train.probe-mfu-below-floor"]["status"] == "pass"
