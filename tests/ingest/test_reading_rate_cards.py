"""Price tables with several lines: a rate card lists several server offers, each row priced, so the rows are options
and the row the order marks (a call-off column, "已选", "selected") is the offer with its price and node count; a bill
lists resources over a total, and the GPU instance's unit-price cell is the unit price (the other lines' fees and
the amounts are not). Tables written for the test in Chinese and English."""

from __future__ import annotations

from pathlib import Path

from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


def test_a_chinese_rate_card_with_one_row_called_off(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "rates.pdf", [
        ["编码", "配置", "计费单位", "单价（元）", "本次订单"],
        ["P-1", "8× A100 SXM4 80GB", "台/月", "52,000", ""],
        ["P-2", "8× H800 SXM5 80GB", "台/月", "98,000", "已选 3 台"],
        ["P-3", "8× H20 96GB", "台/月", "61,000", ""],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.model is not None and "H800" in offer.gpu.model
    assert offer.pricing.unit_price == parse_quantity("98000 CNY/node/month")
    assert offer.nodes == 3


def test_an_english_rate_card_with_one_row_selected(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "rates.pdf", [
        ["Code", "Configuration", "Unit", "Rate (USD)", "This order"],
        ["R-L4", "8x L40S 48GB", "node-month", "14,900", ""],
        ["R-H1", "8x H100 SXM 80GB", "node-month", "39,500", ""],
        ["R-B2", "8x B200 192GB", "node-month", "61,000", "selected, 2 nodes"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.model is not None and "B200" in offer.gpu.model
    assert offer.pricing.unit_price == parse_quantity("61000 USD/node/month")
    assert offer.nodes == 2


# ---------------------------------------------------------------- a bill's lines over its total


def test_a_chinese_bill_states_the_gpu_instance_unit_price(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "bill.pdf", [
        ["实例 ID", "规格", "GPU", "计费方式", "单价", "用量", "金额（元）"],
        ["i-01", "gpu.a100.1", "A100 80GB SXM × 1", "按量", "9.60 元/小时", "100 小时", "960.00"],
        ["d-02", "云盘 1TB", "—", "按量", "0.001 元/GB/时", "100,000 GB/时", "100.00"],
        ["ip-03", "带宽 10Mbps", "—", "按量", "—", "—", "50.00"],
        ["", "", "", "", "", "合计", "1,110.00"],
    ])
    assert read_pdf_offer(pdf).pricing.unit_price == parse_quantity("9.60 CNY/h")


def test_an_english_bill_states_the_gpu_instance_unit_price(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "bill.pdf", [
        ["Resource", "Type", "GPU", "Unit price", "Usage", "Amount (USD)"],
        ["vm-11", "g.h100.1", "H100 80GB SXM x 1", "USD 2.75 / hour", "300 h", "825.00"],
        ["vol-12", "SSD volume 2TB", "-", "USD 0.08 / GB-month", "2,000 GB-month", "160.00"],
        ["", "", "", "", "Total", "985.00"],
    ])
    assert read_pdf_offer(pdf).pricing.unit_price == parse_quantity("2.75 USD/h")
