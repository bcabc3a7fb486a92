"""Bundles (samples), evidence keys, the `audit probe` command and its shipped JSON Schema."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from click.testing import CliRunner

from auditor.cli import cli
from auditor.facts import FactTree
from auditor.probes.bundle import read_probes
from auditor.probes.facts import ProbeFacts
from auditor.probes.registry import specs
from auditor.probes.schema import probe_schema
from auditor.units import Quantity

from .conftest import FIXTURES, ROOT, SAMPLES

SCHEMA = json.loads((ROOT / "schemas" / "probe.schema.json").read_text(encoding="utf-8"))


def test_honest_h100_bundle() -> None:
    facts, evidence, results = read_probes([SAMPLES / "honest-h100-8x"])
    assert facts.files == 12 and facts.unrecognised == [] and all(not r.warnings for r in results)
    assert facts.gpu_count == 8 and facts.mig_enabled is False
    assert facts.smi is not None and facts.smi.memory_total_min == Quantity.of(81559, "MiB")
    health = facts.gpu_health
    assert health is not None
    assert (health.remap_pending_gpus, health.pcie_narrow_gpus, health.hw_slowdown_gpus) == (0, 0, 0)
    assert facts.topo is not None and facts.topo.all_nvlink and facts.topo.min_nvlink_count == 18
    assert facts.nvlink is not None and facts.nvlink.active_links == 144 and facts.nvlink.inactive_links == 0
    assert facts.nccl is not None and Quantity.of(470, "GB/s") < facts.nccl.avg_busbw < Quantity.of(490, "GB/s")
    assert facts.fio is not None and facts.fio.read_bw == Quantity.of("24.48", "GB/s")  # 4 jobs, group_reporting
    assert facts.iperf3 is not None and facts.iperf3.receiver_bitrate == Quantity.of("381.4", "Gbit/s")
    assert facts.train is not None and facts.train.world_size == 8 and facts.train.framework == "torchtitan"
    assert facts.train.mfu is not None and facts.train.tokens_per_s is not None
    assert (facts.train.scaling_from, facts.train.scaling_to) == (1, 8)  # train-1gpu.log beside train.log
    assert evidence["probe.topo.pairs.5"][0].text.startswith("GPU0")
    assert evidence["probe.topo.pairs.5"][0].source.endswith("topo.txt")


def test_pcie_bundle_exposes_the_masquerade_with_the_topology_line() -> None:
    facts, evidence, _ = read_probes([SAMPLES / "pcie-4090-8x"])
    assert facts.topo is not None and not facts.topo.all_nvlink and facts.topo.nvlink_pairs == 0
    assert facts.topo.link_types == ["NODE", "PIX", "SYS"]
    assert evidence["probe.topo.all_nvlink"][0].line == 2 and "PIX" in evidence["probe.topo.all_nvlink"][0].text
    assert facts.nccl is not None and facts.nccl.max_busbw is not None
    assert facts.nccl.max_busbw < Quantity.of(7, "GB/s")


def test_mig_bundle() -> None:
    facts, evidence, _ = read_probes([SAMPLES / "mig-a100"])
    assert facts.mig_enabled and facts.smi is not None and facts.smi.mig_device_count == 7
    assert facts.smi.mig_memory_min == Quantity.of(9728, "MiB")
    assert facts.smi_list is not None and facts.smi_list.mig_profiles == ["1g.10gb"]
    assert evidence["probe.mig_enabled"]


def test_throttled_io_bundle() -> None:
    facts, _, _ = read_probes([SAMPLES / "throttled-io"])
    assert facts.fio is not None and facts.fio.read_bw == Quantity.of(149, "MiB/s")
    assert facts.iperf3 is not None and facts.iperf3.receiver_bitrate == Quantity.of(937, "Mbit/s")
    assert facts.gpu_count is None and facts.smi is None


def test_probe_facts_plug_into_the_fact_tree() -> None:
    facts, _, _ = read_probes([SAMPLES / "honest-h100-8x"])
    dumped = facts.model_dump(mode="json")
    assert ProbeFacts.model_validate(dumped).nccl == facts.nccl
    tree = FactTree.model_validate({"offer": {}, "probe": dumped})  # the tree validates its probe root as ProbeFacts
    assert isinstance(tree.probe, ProbeFacts) and tree.probe.nccl == facts.nccl and tree.probe.kinds == facts.kinds


def test_shipped_schema_is_the_generated_one() -> None:
    assert probe_schema() == SCHEMA


@pytest.mark.parametrize("target", [*sorted(p.name for p in SAMPLES.iterdir()), "fixtures"])
def test_cli_json_validates_against_the_schema(target: str) -> None:
    paths = ([str(p) for p in sorted(FIXTURES.iterdir()) if "truncated.json" not in p.name]
             if target == "fixtures" else [str(SAMPLES / target)])
    res = CliRunner().invoke(cli, ["probe", "--format", "json", *paths])
    assert res.exit_code == 0, res.output
    out = json.loads(res.output)
    jsonschema.validate(out, SCHEMA)
    assert {o["kind"] for o in out} <= {*(s.kind for s in specs()), "unknown"}


def test_cli_text_output() -> None:
    """A summary line by default; the field dump and its evidence lines with --verbose."""
    topo = str(SAMPLES / "pcie-4090-8x" / "topo.txt")
    res = CliRunner().invoke(cli, ["probe", topo])
    assert res.exit_code == 0
    assert "topo.txt  topo: 8 GPUs" in res.output and "pairs.0.link" not in res.output
    res = CliRunner().invoke(cli, ["probe", "--verbose", topo])
    assert res.exit_code == 0
    assert "pairs.0.link = PIX" in res.output and "evidence lines: 1, 2, 3" in res.output


def test_cli_help_lists_collect() -> None:
    res = CliRunner().invoke(cli, ["probe", "--help"])
    assert res.exit_code == 0 and "collect" in res.output


def test_cli_missing_file_is_exit_2(tmp_path: Path) -> None:
    from auditor.cli import main

    with pytest.raises(SystemExit) as exc:
        main(["probe", str(tmp_path / "missing.txt")])
    assert exc.value.code == 2
