"""A spec table that prints each figure and its unit in two columns ("参数 | 数值 | 单位 | 数量", "Parameter | Value |
Unit | Qty"): the columns before the value name the row, the unit belongs to the value, the quantity column still
multiplies it, and a part named without a figure takes its product from the quantity cell ("2 × 64" cores).
Tables written for the test, in Chinese and in English."""

from __future__ import annotations

from pathlib import Path

from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


def test_a_chinese_spec_table_with_a_unit_column(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "spec.pdf", [
        ["分类", "参数", "数值", "单位", "每台数量", "备注"],
        ["GPU", "型号", "NVIDIA H800 SXM5", "—", "8", "整卡独享"],
        ["", "显存", "80", "GB", "", "每卡"],
        ["CPU", "处理器", "Intel Xeon 8468", "核", "2 × 48", ""],
        ["内存", "DDR5", "64", "GB", "32", ""],
        ["存储", "数据盘", "3.84", "TB", "4", "NVMe"],
        ["费用", "月租", "72,000", "元/台/月", "1 台", "含税"],
        ["", "最短租期", "6", "个月", "", ""],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.cpu.sockets == 2 and offer.cpu.cores == 96
    assert offer.memory == parse_quantity("2048 GB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")
    assert offer.pricing.unit_price == parse_quantity("72000 CNY/node/month")
    assert offer.pricing.minimum_term == parse_quantity("6 month")


def test_an_english_spec_table_with_a_unit_column(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "spec.pdf", [
        ["Group", "Parameter", "Value", "Unit", "Qty per node"],
        ["Accelerator", "Model", "NVIDIA H200 SXM", "-", "8"],
        ["Host", "Processor", "AMD EPYC 9454", "cores", "2 x 48"],
        ["", "RAM", "96", "GB", "16"],
        ["Storage", "Data disk", "7.68", "TB", "2"],
        ["Commercial", "Monthly rate", "44,500", "USD/server/month", "1"],
        ["", "Minimum term", "3", "months", ""],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.cpu.cores == 96
    assert offer.memory == parse_quantity("1536 GB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")
    assert offer.pricing.unit_price == parse_quantity("44500 USD/node/month")
    assert offer.pricing.minimum_term == parse_quantity("3 month")
