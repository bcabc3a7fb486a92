"""A price list's configuration-code column ("配置代号 | QL-A40-E", "Config code | VX-H8-P") names a row for ordering.
Its letters and digits state no GPU: "A40" inside "QL-A40-E" sits on a row of A100 40GB servers, and "L4" inside
"CL-L4-X2" on a row of H100s. The GPU is the one the row's GPU column names. Written for the test, Chinese and
English."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.pdf_offer import read_pdf_offer
from tests.ingest.test_reading_quantity import table_pdf

ZH = [["配置代号", "档位", "GPU", "CPU / 内存", "包月（元/台/月）"],
      ["QL-A40-E", "经济型", "8 × A100 SXM4 40GB", "2 × Xeon Gold 6348 / 512GB", "26,800"]]
EN = [["Config code", "Tier", "GPUs", "Host", "Monthly (USD / node)"],
      ["CL-L4-X2", "Standard", "8 x H100 SXM5 80GB", "2 x Xeon 8480+ / 2 TB", "19,900"]]


@pytest.mark.parametrize(("rows", "sku"), [(ZH, "a100-sxm-40g"), (EN, "h100-sxm")])
def test_a_configuration_code_names_no_gpu(tmp_path: Path, rows: list[list[str]], sku: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "list.pdf", rows))
    assert offer.gpu is not None and offer.gpu.sku == sku
    assert offer.gpu.count_per_node == 8


@pytest.mark.parametrize("label", ["产品代码", "Product code", "Part no."])
def test_other_code_labels_state_no_fact_either(tmp_path: Path, label: str) -> None:
    rows = [[label, "GPU", "Price per GPU-hour"], ["A40-STD-1", "1 x H100 PCIe 80GB", "USD 2.10"]]
    offer = read_pdf_offer(table_pdf(tmp_path / "list.pdf", rows))
    assert offer.gpu is not None and offer.gpu.sku == "h100-pcie"
