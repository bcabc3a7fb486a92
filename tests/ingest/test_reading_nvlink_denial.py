"""A sentence that names the GPUs' PCIe bus in one clause and denies NVLink in the next ("NVIDIA L40S 48GB, PCIe 4.0;
the L40S has no NVLink", "…，PCIe 4.0；不支持 NVLink") says the GPUs talk over PCIe with no GPU-to-GPU links. Written
for the test, Chinese and English."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.pdf_offer import read_text_offer
from auditor.model.offer import Offer


def _read(tmp_path: Path, line: str) -> Offer:
    path = tmp_path / "quote.txt"
    path.write_text(f"Quote / 报价\n{line}\n", encoding="utf-8")
    return read_text_offer(path)


@pytest.mark.parametrize("line", [
    "All plans: 8 x NVIDIA L40S 48GB, PCIe 4.0; the L40S has no NVLink.",
    "All plans: 8 x NVIDIA L40S 48GB, PCIe 4.0; NVLink is not supported.",
    "全部套餐：8 × NVIDIA L40S 48GB，PCIe 4.0；不支持 NVLink。",
    "配置：8 × RTX 4090 24GB，PCIe 4.0 x16；无 NVLink。",
])
def test_a_denied_nvlink_beside_the_pcie_bus_is_a_pcie_link(tmp_path: Path, line: str) -> None:
    offer = _read(tmp_path, line)
    assert offer.interconnect is not None
    assert (offer.interconnect.intra_node, offer.interconnect.topology) == ("pcie", "none")


@pytest.mark.parametrize("line", [
    "服务：A800 PCIe 80GB 八卡服务器 1 台；卡间 PCIe 4.0，两两 NVLink 桥接（400GB/s）。",
    "Service: one 8 x A100 PCIe 80GB server; cards on PCIe 4.0, an NVLink bridge on each pair (600 GB/s).",
])
def test_pcie_cards_whose_pairs_a_bridge_joins_talk_over_nvlink(tmp_path: Path, line: str) -> None:
    """ "卡间 PCIe 4.0，两两 NVLink 桥接": the cards sit in PCIe slots, and each pair talks over its NVLink bridge."""
    offer = _read(tmp_path, line)
    assert offer.interconnect is not None
    assert (offer.interconnect.intra_node, offer.interconnect.topology) == ("nvlink", "pairs")


@pytest.mark.parametrize(("line", "link"), [
    ("GPUs: 8 x NVIDIA L40S 48GB, PCIe Gen4 (per node)", "pcie"),
    ("GPU：每台 8 × NVIDIA L40S 48GB PCIe 4.0", "pcie"),
    ("GPUs: 8 x NVIDIA H100 PCIe 80GB, NVLink bridge on each pair", "nvlink"),
])
def test_pcie_cards_with_no_nvlink_stated_talk_over_pcie(tmp_path: Path, line: str, link: str) -> None:
    """A PCIe card's GPUs talk over PCIe unless a bridge or NVLink is stated (then NVLink, between its pairs)."""
    offer = _read(tmp_path, line)
    assert offer.interconnect is not None and offer.interconnect.intra_node == link
