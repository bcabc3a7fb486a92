"""A quote's line-item table ("序号 | 产品名称 | 规格 | 数量 | 租期 | 单价（万元/台/月） | 金额（万元）"), one line per
item and a 合计 row. The GPU server's line counts the servers in its quantity column ("2 台", "2 nodes"), and a price
column headed in 万元 states ten-thousands ("9.60" is 96,000 元). Written for the test, Chinese and English."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf

ZH = [["序号", "产品名称", "规格", "数量", "租期", "单价（万元/台/月）", "金额（万元）"],
      ["1", "H800 八卡 GPU 服务器", "8 × H800 SXM5 80GB", "2 台", "6 个月", "9.60", "115.20"],
      ["2", "BGP 公网带宽", "200Mbps 独享", "2 条", "6 个月", "赠送", "0.00"],
      ["3", "上架部署", "一次性", "1 项", "—", "—", "0.50"],
      ["合计", "", "", "", "", "", "115.70"]]
EN = [["#", "Item", "Specification", "Qty", "Term", "Unit price (USD / node / month)", "Amount (USD)"],
      ["1", "HGX H100 GPU server", "8 x H100 SXM5 80GB", "3 nodes", "12 months", "21,500.00", "774,000.00"],
      ["2", "Internet uplink", "1 Gbps per node", "3 ports", "12 months", "included", "0.00"],
      ["3", "Onboarding", "one-off", "1 lot", "-", "-", "2,500.00"],
      ["Total", "", "", "", "", "", "776,500.00"]]


@pytest.mark.parametrize(("rows", "nodes", "price"), [(ZH, 2, "96000 CNY/node/month"),
                                                       (EN, 3, "21500 USD/node/month")])
def test_the_server_lines_quantity_is_the_node_count(tmp_path: Path, rows: list[list[str]], nodes: int,
                                                      price: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "quote.pdf", rows))
    assert offer.nodes == nodes
    assert offer.gpu is not None and offer.gpu.count_per_node == 8
    assert offer.pricing is not None and offer.pricing.unit_price == parse_quantity(price)


def test_another_lines_quantity_counts_no_servers(tmp_path: Path) -> None:
    """"BGP 公网带宽 | 2 条" counts uplinks; only the GPU server's line counts nodes."""
    rows = [ZH[0], ["1", "H800 八卡 GPU 服务器", "8 × H800 SXM5 80GB", "1 台", "6 个月", "9.60", "57.60"],
            ["2", "存储服务器", "NAS 100TB", "2 台", "6 个月", "0.80", "9.60"], ["合计", "", "", "", "", "", "67.20"]]
    assert read_pdf_offer(table_pdf(tmp_path / "quote.pdf", rows)).nodes == 1
