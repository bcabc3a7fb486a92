"""Acceptance checks against the offer: a substituted model, an ERR! GPU, capped clocks, tagged
nccl-tests output; an honest 8x H100 bundle fails none of them."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from auditor.probes.bundle import parse_text, read_probes

from .conftest import FIXTURES, REAL, ROOT, SAMPLES

OFFER = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"
HEALTH = ("gpu.model-substituted", "gpu.error-state", "gpu.applications-clocks-capped")


def _findings(tmp_path: Path, *probes: Path) -> dict[str, dict]:
    bundle = tmp_path / "bundle"
    bundle.mkdir(exist_ok=True)
    for probe in probes:
        if probe.is_dir():
            shutil.copytree(probe, bundle, dirs_exist_ok=True)
        else:
            shutil.copy(probe, bundle / probe.name)
    proc = subprocess.run([sys.executable, "-m", "auditor", "verify", str(OFFER), str(bundle), "--format", "json"],
                          capture_output=True, text=True, check=False, cwd=ROOT)
    return {f["rule"]: f for f in json.loads(proc.stdout)["findings"]}


def test_h800_listing_on_an_h100_offer_fails_sold_x_measured_y(tmp_path: Path) -> None:
    found = _findings(tmp_path, FIXTURES / "nvidia-smi-8xH800-as-sold-H100.txt")["gpu.model-substituted"]
    assert found["status"] == "fail"
    assert "Sold NVIDIA H100 80GB SXM5, measured NVIDIA H800" in found["message"]
    assert found["evidence"] and "H800" in found["evidence"][0]["text"]


def test_an_err_gpu_is_an_error_state_not_a_model(tmp_path: Path) -> None:
    facts, _, _ = read_probes([FIXTURES / "nvidia-smi-err-gpu3-8xH100.txt"])
    assert facts.smi is not None and facts.smi.error_gpus == 1 and facts.smi.gpu_count == 8
    assert facts.gpu_names == ["NVIDIA H100 80GB HBM3"]  # "ERR!" is no GPU model
    found = _findings(tmp_path, FIXTURES / "nvidia-smi-err-gpu3-8xH100.txt")
    assert found["gpu.error-state"]["status"] == "fail" and "1 of 8" in found["gpu.error-state"]["message"]
    assert found["gpu.model-substituted"]["status"] == "pass"


def test_an_honest_h100_bundle_fails_none_of_the_health_checks(tmp_path: Path) -> None:
    found = _findings(tmp_path, SAMPLES / "honest-h100-8x", FIXTURES / "nvidia-smi-q-clock-8xH100.txt")
    assert {rule: found[rule]["status"] for rule in HEALTH} == dict.fromkeys(HEALTH, "pass")


def _tagged(text: str, rank: str = "1,0") -> str:
    """``mpirun --tag-output``: every line of rank 0 prefixed with its job and rank."""
    return "".join(f"[{rank}]<stdout>:{line}\n" for line in text.splitlines())


def _nccl_inputs() -> list[Path]:
    paths = [SAMPLES / "honest-h100-8x" / "nccl-all_reduce.txt"]
    if (REAL / "nccl").is_dir():
        paths += sorted((REAL / "nccl").iterdir())
    return paths


@pytest.mark.parametrize("source", _nccl_inputs(), ids=lambda p: p.name)
def test_mpi_tagged_nccl_output_reads_as_the_untagged_one(source: Path) -> None:
    text = source.read_text(errors="replace")
    plain = [r for r in parse_text(text, "plain") if r.kind == "nccl"]
    tagged = [r for r in parse_text(_tagged(text), "tagged") if r.kind == "nccl"]
    assert plain, "the untagged output is recognised"
    assert [r.facts.model_dump() for r in tagged] == [r.facts.model_dump() for r in plain]
    assert [e.line for e in tagged[0].evidence] == [e.line for e in plain[0].evidence]


def test_tag_prefixes_are_only_dropped_at_line_starts() -> None:
    text = (SAMPLES / "honest-h100-8x" / "nccl-all_reduce.txt").read_text()
    plain = parse_text(text, "plain")[0]
    mixed = re.sub(r"(?m)^", "[0,3]<stderr>:", text, count=5)  # some lines tagged, the rest not
    assert parse_text(mixed, "mixed")[0].facts.model_dump() == plain.facts.model_dump()
