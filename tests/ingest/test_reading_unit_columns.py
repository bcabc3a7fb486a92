"""The columns of a spec table that say what its cells are: a figure and its unit printed in two columns ("参数 |
数值 | 单位 | 数量", "Parameter | Value | Unit | Qty"), where the columns before the value name the row, the unit
belongs to the value, the quantity still multiplies it and a part named without a figure takes the product of its
quantity cell ("2 × 64" cores); a header row below a sheet's title rows; a column of row numbers that is no spec.
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


# ---------------------------------------------------------------- a header row below a sheet's title rows


def test_a_sheet_printed_with_column_letters_finds_its_header_row_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "sheet.pdf", [
        ["A", "B", "C", "D", "E"],
        ["报价单", "", "", "", ""],
        ["报价编号", "Q-0001", "", "日期", "2026/10/01"],
        ["类别", "项目", "配置明细", "数量", "单位"],
        ["GPU", "型号", "NVIDIA H20 96GB", "8", "张/台"],
        ["主机", "内存", "64GB DDR5", "24", "根"],
        ["", "数据盘", "7.68TB NVMe", "2", "块"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("1536 GB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")


def test_a_sheet_with_a_title_row_above_its_header_en(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "sheet.pdf", [
        ["Example Compute - quotation", "", "", ""],
        ["Quote No.", "EX-77", "Date", "2026-10-01"],
        ["Item", "Description", "Qty", "Unit"],
        ["Processor", "AMD EPYC 9454 (48 cores)", "2", "pcs"],
        ["Memory", "64 GB DDR5", "32", "pcs"],
        ["Data disk", "3.84 TB NVMe", "8", "pcs"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.cpu.cores == 96
    assert offer.memory == parse_quantity("2048 GB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")


# ---------------------------------------------------------------- a row-number column


def test_a_line_number_column_is_not_the_spec_en(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "quote.pdf", [
        ["Line", "Item", "Qty", "Rate"],
        ["1", "GPU server: 8x NVIDIA H100 SXM 80GB", "1 server", "$21.60 per server-hour"],
        ["2", "Host CPU: 2 x 48-core Xeon 8468", "incl.", "-"],
        ["3", "Internet: 5 Gbps port", "incl.", "-"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.cpu.cores == 96
    assert offer.network.bandwidth == parse_quantity("5 Gb/s")


def test_a_row_number_column_is_not_the_spec_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "quote.pdf", [
        ["行", "名称", "数量", "单价"],
        ["1", "GPU 服务器：8 × H20 96GB", "2 台", "¥46,000/台/月"],
        ["2", "处理器：2 × 48 核 Xeon 8468", "含", "—"],
        ["3", "内存：24 × 64GB DDR5", "含", "—"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.cpu.cores == 96
    assert offer.memory == parse_quantity("1536 GB")
