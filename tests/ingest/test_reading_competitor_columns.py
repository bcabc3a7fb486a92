"""A spec sheet that compares the offer with another supplier's ("参数 | 星海 H800 | 竞品对比 Competitor: 北方云 H20",
"Parameter | Our H100 node | vs. Hyperscaler X"): the rival's column states no fact of this offer, so its NVLink
figure neither replaces the offer's nor conflicts with it. Written for the test, Chinese and English."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf

ZH = [["参数", "星海 H800 训练服务器", "竞品对比：北方云 H20 实例"],
      ["GPU", "8 × NVIDIA H800 SXM5 80GB", "8 × NVIDIA H20 96GB"],
      ["卡间互联", "NVSwitch 全互联，NVLink 400GB/s", "NVLink 900GB/s"],
      ["价格", "¥61,000.00/台/月", "¥48,000.00/台/月"]]
EN = [["Parameter", "Our H100 node", "vs. Hyperscaler X"],
      ["GPU", "8 x NVIDIA H100 SXM5 80GB", "8 x NVIDIA H200 141GB"],
      ["GPU interconnect", "NVLink 900 GB/s, NVSwitch", "NVLink 900 GB/s"],
      ["Price", "USD 19,900 per node-month", "USD 31,000 per node-month"]]


@pytest.mark.parametrize(("rows", "sku", "nvlink", "price"), [
    (ZH, "h800-sxm", "400 GB/s", "61000 CNY/node/month"),
    (EN, "h100-sxm", "900 GB/s", "19900 USD/node/month"),
])
def test_a_competitors_column_states_no_fact_of_the_offer(tmp_path: Path, rows: list[list[str]], sku: str,
                                                          nvlink: str, price: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "sheet.pdf", rows))
    assert offer.gpu is not None and offer.gpu.sku == sku
    assert offer.interconnect is not None and offer.interconnect.nvlink_bandwidth == parse_quantity(nvlink)
    assert offer.pricing is not None and offer.pricing.unit_price == parse_quantity(price)
    assert not offer.conflicts
