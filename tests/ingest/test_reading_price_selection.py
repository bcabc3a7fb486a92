"""Which price of a plan table is the offer: the plan row tagged as the quoted one ("(QUOTED)", "（报价方案）"), the
prepaid or committed column a selecting sentence names beside the pay-as-you-go one ("Selected: prepaid …",
"已选：预付费…"), and the row a sentence names by its product code without the aside that describes it
("gx.a100.8x (8 x A100 80GB)"). Documents written for the test, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


@pytest.mark.parametrize(("rows", "price"), [
    ([["方案", "节点数", "租期", "单价（元/卡/时）"],
      ["8 × H800 按需", "2", "无", "15.80"],
      ["8 × H800 包半年", "2", "6 个月", "13.20"],
      ["8 × H800 包年（报价方案）", "2", "12 个月", "11.90"]], "11.9 CNY/GPU/h"),
    ([["Plan", "Nodes", "Term", "Price per GPU-hour (USD)"],
      ["8 x H100 SXM5 on-demand", "2", "none", "2.95"],
      ["8 x H100 SXM5 6-month", "2", "6 months", "2.55"],
      ["8 x H100 SXM5 12-month (QUOTED)", "2", "12 months", "2.25"]], "2.25 USD/GPU/h"),
])
def test_the_plan_row_tagged_as_quoted_is_the_offer(tmp_path: Path, rows: list[list[str]], price: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "plans.pdf", rows))
    assert offer.pricing.unit_price == parse_quantity(price)


@pytest.mark.parametrize(("rows", "line", "price"), [
    ([["规格", "按量付费（元/卡/时）", "预付费 12 个月（元/卡/时）"],
      ["yc.a800.8x（8 × A800 80GB）", "9.60", "7.40"],
      ["yc.a800.4x（4 × A800 80GB）", "9.90", "7.70"]],
     "已选：预付费 12 个月方案，yc.a800.8x 一台；预付费用每月月初支付，最短租期 12 个月。", "7.4 CNY/GPU/h"),
    ([["Instance", "Pay-as-you-go (USD / GPU-hour)", "Prepaid 12-month (USD / GPU-hour)"],
      ["gx.a100.8x (8 x A100 80GB)", "1.60", "1.21"],
      ["gx.a100.4x (4 x A100 80GB)", "1.65", "1.26"]],
     "Selected: Prepaid 12-month, one gx.a100.8x server. Prepaid fees are payable monthly in advance for the "
     "whole 12-month minimum term.", "1.21 USD/GPU/h"),
])
def test_the_prepaid_column_a_selection_names_is_the_offer(tmp_path: Path, rows: list[list[str]], line: str,
                                                           price: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "schedule.pdf", rows, (line,)))
    assert offer.pricing.unit_price == parse_quantity(price)
    assert not offer.conflicts  # the other size's row is not the order
    # "payable monthly in advance" is when the prepaid fee is paid, not a monthly plan the term would belong to
    assert offer.pricing.minimum_term == parse_quantity("12 month", "duration")


@pytest.mark.parametrize(("rows", "price"), [
    ([["套餐 Package", "机器 Servers", "单价 Unit price（CNY）"], ["包年 annual", "2", "8.80 / 卡 / 小时"]],
     "8.8 CNY/GPU/h"),
    ([["Plan / 方案", "Qty of servers / 服务器台数", "Price (USD) / 价格"],
      ["12-month reserved", "2", "2.05 / GPU / hour"]],
     "2.05 USD/GPU/h"),
])
def test_a_one_row_plan_table_under_bilingual_headers_states_the_price(tmp_path: Path, rows: list[list[str]],
                                                                       price: str) -> None:
    lines = ("GPU 服务器：8 × NVIDIA H20 96GB，2 台。",)
    offer = read_pdf_offer(table_pdf(tmp_path / "quote.pdf", rows, lines))
    assert offer.pricing.unit_price == parse_quantity(price)


@pytest.mark.parametrize(("rows", "price", "beaten"), [
    ([["序号", "部件", "规格型号", "单台数量", "计价", "备注"],
      ["1", "GPU", "NVIDIA A800 SXM4 80GB", "8", "", ""],
      ["2", "内存", "64GB DDR4 RDIMM", "16", "", ""],
      ["3", "按量付费", "元/卡/时（含税）", "", "16.40", "按小时计费"],
      ["4", "包月预付", "元/台/月（含税）", "", "68,500.00", "最短 2 个月"],
      ["5", "选定方案", "包月预付 · 2 台 · 6 个月", "", "68,500.00", "客户已确认"]],
     "68500 CNY/node/month", "16.4 CNY/GPU/h"),
    ([["No.", "Component", "Specification", "Qty per node", "Rate (USD)", "Remarks"],
      ["1", "GPU", "NVIDIA H100 SXM5 80GB", "8", "", ""],
      ["2", "Memory", "64GB DDR5 RDIMM", "32", "", ""],
      ["3", "Pay-as-you-go", "per GPU-hour, tax incl.", "", "2.60", "billed hourly"],
      ["4", "Monthly prepaid", "per server-month, tax incl.", "", "13,900.00", "minimum 2 months"],
      ["5", "Selected plan", "Monthly prepaid, 2 servers, 6 months", "", "13,900.00", "confirmed by customer"]],
     "13900 USD/node/month", None),  # the hourly cell, no server's row, is not read as a price here
])
def test_a_plan_named_only_in_the_row_label_is_weighed_by_the_selection(tmp_path: Path, rows: list[list[str]],
                                                                        price: str, beaten: str | None) -> None:
    """A sheet with a pay-as-you-go row and a prepaid monthly row under one price column ("计价", "Rate"), and a
    selected-plan row naming the monthly one: each price cell names no plan, its row's label does; the monthly
    price is the offer and the hourly one another plan's."""
    offer = read_pdf_offer(table_pdf(tmp_path / "sheet.pdf", rows))
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.unit == "node-month"
    assert offer.pricing.billing_granularity is None  # "billed hourly" is the pay-as-you-go plan's
    other = str(parse_quantity(beaten)) if beaten else None
    lost = [c for c in offer.readings["pricing.unit_price"].candidates if c.value == other]
    assert [c.why for c in lost] == (["the selected option over the other options"] if beaten else [])
