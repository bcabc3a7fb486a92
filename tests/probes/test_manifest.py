"""The expected manifest: every item as the offer sold it, with its evidence; unknown where the offer is silent."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.ingest import load_offer
from auditor.model.manifest import Manifest
from auditor.pipeline import build_facts
from auditor.probes.manifest import expected_manifest

from .conftest import ROOT, SAMPLES

HONEST = ROOT / "samples/offers/honest-h100-sxm-8x.yaml"


def manifest_of(path: Path) -> Manifest:
    offer = load_offer([path])
    facts, _ = build_facts(offer, None, [])
    return expected_manifest(offer, facts.tree.gpu_spec, facts.evidence)


def items(path: Path) -> dict[str, tuple[str | None, str, int | None]]:
    return {i.item: (i.value, i.basis, i.evidence[0].line if i.evidence else None) for i in manifest_of(path).items}


def test_the_honest_offer_gives_every_item_with_the_line_it_came_from() -> None:
    got = items(HONEST)
    assert got["gpu.model"] == ("NVIDIA H100 SXM5 80GB HBM3", "offer", 8)
    assert got["gpu.form_factor"] == ("sxm", "offer", 12)
    assert got["gpu.count_per_node"] == ("8", "offer", 11)
    assert got["gpu.memory"] == ("80 GB", "offer", 10)
    assert got["nvlink.generation"] == ("4", "offer", 48)   # "NVLink 4 full mesh through NVSwitch"
    assert got["nvlink.links"] == ("18", "offer", 60)       # "NV18 in nvidia-smi topo -m"
    assert got["nic.count"] == ("8", "offer", 49) and got["nic.speed"] == ("400 Gb/s", "offer", 49)
    assert got["nvme.count"] == ("4", "offer", 50) and got["nvme.size"] == ("7.68 TB", "offer", 50)
    assert got["host.memory"] == ("2 TB", "offer", 27)
    assert got["cpu.cores"] == ("112", "offer", 26)
    # the offer does not state the NVLink domain; the catalogue row of the sold GPU does
    assert got["nvlink.domain"][:2] == ("8", "catalogue")


def test_silence_is_unknown_never_a_default(tmp_path: Path) -> None:
    offer = tmp_path / "bare.yaml"
    offer.write_text("vendor: X\ngpu:\n  model: NVIDIA H100 SXM5 80GB\n  count_per_node: 8\n", encoding="utf-8")
    got = items(offer)
    for item in ("nic.count", "nic.speed", "nvme.count", "nvme.size", "host.memory", "cpu.cores",
                 "nvlink.generation", "nvlink.links", "nic.bandwidth", "storage.capacity"):
        assert got[item] == (None, "unknown", None), item
    assert got["gpu.count_per_node"][:2] == ("8", "offer")
    # the form factor is not stated, so it comes from the catalogue row of the sold GPU, marked as such
    assert got["gpu.form_factor"][:2] == ("sxm", "catalogue")


@pytest.mark.parametrize(("text", "nics", "drives", "generation"), [
    # Chinese, as an offer's quoted statements: counters 张/块, the generation in words, a system disk and a
    # public uplink that are not the fabric / data drives
    ("vendor: 星河\nstatements:\n  - 公网带宽：2× 25 Gb/s RDMA\n  - 计算网络：8张400G网卡（ConnectX-7），支持RDMA\n"
     "  - 系统盘：2× 960GB SATA SSD\n  - 数据盘：4块 3.84TB NVMe SSD\n"
     "  - GPU：8 × NVIDIA H100 SXM5 80GB，第四代NVLink\n",
     ("8", "400 Gb/s"), ("4", "3.84 TB"), "4"),
    # English: rate before count, GPU memory in the same line as the drives, NVLink bandwidth is no generation
    ("GPUs: 8x NVIDIA H200 SXM 141GB, NVLink 900 GB/s\nFabric: InfiniBand NDR, 400 Gb/s x 8 per node\n"
     "Uplink: 2 x 100 Gb/s public internet\nStorage: 8x141GB GPUs, 8 x 3.84 TB NVMe\n", ("8", "400 Gb/s"),
     ("8", "3.84 TB"), None),
    # nothing countable: one '400G' without a count is no NIC count
    ("GPU: 8x A100 SXM4 80GB\nNetwork: 400G InfiniBand\nDisk: NVMe 15 TB\n", (None, None), (None, None), None),
])
def test_counts_are_read_from_the_offer_words(tmp_path: Path, text: str, nics: tuple[str | None, str | None],
                                              drives: tuple[str | None, str | None], generation: str | None) -> None:
    offer = tmp_path / ("quote.yaml" if text.startswith("vendor:") else "quote.txt")
    offer.write_text(text, encoding="utf-8")
    got = items(offer)
    assert (got["nic.count"][0], got["nic.speed"][0]) == nics
    assert (got["nvme.count"][0], got["nvme.size"][0]) == drives
    assert got["nvlink.generation"][0] == generation
    for item in ("nic.count", "nvme.count"):
        if got[item][0] is not None:
            assert got[item][2] is not None  # cites its line


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="0123456789 x×GTBb/sNVMeIBNDRnicSSD网卡块张,.;\n", max_size=120))
def test_any_offer_text_gives_a_manifest_with_bounded_counts(text: str) -> None:
    from auditor.model.evidence import Evidence
    from auditor.model.offer import Offer

    offer = Offer(statements=[text], evidence={"statements.0": [Evidence(source="q.txt", extractor="t", text=text)]})
    manifest = expected_manifest(offer)
    for item in ("nic.count", "nvme.count"):
        value = manifest.value(item)
        assert value is None or 1 <= int(value) <= 32


def audit(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "auditor", *args], capture_output=True, text=True, cwd=ROOT,
                          check=False)


def test_verify_manifest_prints_text_and_json() -> None:
    probes = str(SAMPLES / "honest-h100-8x")
    text = audit("verify", str(HONEST), probes, "--manifest")
    assert text.returncode == 0, text.stderr
    assert "Expected manifest" in text.stdout
    line = next(x for x in text.stdout.splitlines() if "fabric NICs per node" in x)
    assert " 8 " in line and "honest-h100-sxm-8x.yaml:49" in line
    as_json = audit("verify", str(HONEST), probes, "--manifest", "--format", "json")
    assert as_json.returncode == 0
    data = json.loads(as_json.stdout)
    nvme = next(i for i in data["items"] if i["item"] == "nvme.size")
    assert nvme["value"] == "7.68 TB" and nvme["evidence"][0]["line"] == 50
    assert audit("verify", str(HONEST), probes, "--manifest", "--format", "sarif").returncode == 2


def test_the_report_carries_the_manifest() -> None:
    report = json.loads(audit("verify", str(HONEST), str(SAMPLES / "honest-h100-8x"), "--format", "json").stdout)
    got = {i["item"]: i.get("value") for i in report["manifest"]["items"]}
    assert got["gpu.model"] == "NVIDIA H100 SXM5 80GB HBM3" and got["nic.speed"] == "400 Gb/s"
