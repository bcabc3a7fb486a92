"""A spreadsheet quote printed to PDF with a narrow unit column: the unit wraps inside its word ("台" over "月",
"node-" over "month"), and the price columns say neither currency nor period ("单价（不含税）", "Unit price excl.
tax"; the currency is in a note above). The wrapped unit is still one word, so the line's unit price is per
node-month. Documents written for the test, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf

ZH = [["项目", "规格", "数量", "单位", "单价（不含税）", "单价（含税）", "月金额（含税）"],
      ["GPU 服务器", "8 × NVIDIA H200 141GB，NVSwitch", "3", "台\n月", "88,000.00", "93,280.00", "279,840.00"],
      ["公网带宽", "独享 200Mbps", "1", "月", "1,500.00", "1,590.00", "1,590.00"],
      ["", "月度合计（含税）", "", "", "", "", "281,430.00"]]
EN = [["Item", "Specification", "Qty", "Unit", "Unit price excl. tax", "Unit price incl. tax", "Monthly amount"],
      ["GPU server", "8 x NVIDIA H200 141GB, NVSwitch", "3", "node-\nmonth", "11,200.00", "12,320.00", "36,960.00"],
      ["Internet uplink", "dedicated 200 Mbps", "1", "month", "300.00", "330.00", "330.00"],
      ["", "Monthly total incl. tax", "", "", "", "", "37,290.00"]]


@pytest.mark.parametrize(("rows", "note", "prices"), [
    (ZH, "报价明细（单位：人民币元）", ("88000 CNY/node/month", "93280 CNY/node/month")),
    (EN, "All amounts in USD.", ("11200 USD/node/month", "12320 USD/node/month")),
])
def test_a_unit_wrapped_inside_its_word_still_says_node_month(tmp_path: Path, rows: list[list[str]], note: str,
                                                              prices: tuple[str, str]) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "sheet.pdf", rows, (note,)))
    assert offer.pricing is not None and offer.pricing.unit_price in [parse_quantity(p) for p in prices]
    assert offer.pricing.unit == "node-month"
