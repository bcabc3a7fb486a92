"""A sentence that names the GPUs' PCIe bus in one clause and denies NVLink in the next ("NVIDIA L40S 48GB, PCIe 4.0;
the L40S has no NVLink", "…，PCIe 4.0；不支持 NVLink") says the GPUs talk over PCIe with no GPU-to-GPU links. Written
for the test, Chinese and English."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.pdf_offer import read_text_offer


@pytest.mark.parametrize("line", [
    "All plans: 8 x NVIDIA L40S 48GB, PCIe 4.0; the L40S has no NVLink.",
    "All plans: 8 x NVIDIA L40S 48GB, PCIe 4.0; NVLink is not supported.",
    "全部套餐：8 × NVIDIA L40S 48GB，PCIe 4.0；不支持 NVLink。",
    "配置：8 × RTX 4090 24GB，PCIe 4.0 x16；无 NVLink。",
])
def test_a_denied_nvlink_beside_the_pcie_bus_is_a_pcie_link(tmp_path: Path, line: str) -> None:
    path = tmp_path / "quote.txt"
    path.write_text(f"Quote / 报价\n{line}\n", encoding="utf-8")
    offer = read_text_offer(path)
    assert offer.interconnect is not None
    assert (offer.interconnect.intra_node, offer.interconnect.topology) == ("pcie", "none")
