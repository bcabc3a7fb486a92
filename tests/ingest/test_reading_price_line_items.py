"""Line items of an invoice or a purchase order: the GPU server's line beside extras (a file-system quota that
mentions the nodes it serves, drives included at no charge), a price whose period stands in the unit column
("node-month", "台·月") under a header that names no currency, and an item billed in GPU-hours whose unit price is
per GPU-hour; a column of monthly line totals beside the unit prices, and a unit cell wrapped inside its word
("node-mon" / "th"). Documents written for the test, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


@pytest.mark.parametrize(("rows", "line", "price", "unit"), [
    ([["行号", "描述", "数量", "单位", "单价", "金额"],
      ["10", "并行文件系统配额 200TB（3 台节点共享）", "6", "月", "9,000.00", "54,000.00"],
      ["20", "GPU 服务器租赁 8 × NVIDIA H800 80GB", "18", "台·月", "56,000.00", "1,008,000.00"]],
     "币种：人民币。第 20 行数量：3 台 × 6 个月。", "56000 CNY/node/month", "node-month"),
    ([["Line", "Description", "Qty", "UoM", "Unit price", "Net value"],
      ["10", "Shared file system quota, 200 TB (for the 3 nodes)", "6", "month", "2,100.00", "12,600.00"],
      ["20", "GPU node rental, 8x NVIDIA H100 SXM5 80GB", "18", "node-month", "17,300.00", "311,400.00"]],
     "Currency: USD. Line 20 quantity: 3 nodes x 6 months.", "17300 USD/node/month", "node-month"),
])
def test_the_gpu_server_line_is_the_price_beside_extras(tmp_path: Path, rows: list[list[str]], line: str,
                                                       price: str, unit: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "po.pdf", rows, (line,)))
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.unit == unit


@pytest.mark.parametrize(("rows", "price"), [
    ([["序号", "描述", "数量", "单价", "金额"],
      ["1", "A800 80GB 卡时数（专属节点，合同约定价）", "5,840 卡时", "¥6.90", "¥40,296.00"],
      ["2", "本地 NVMe 数据盘（含在节点价内）", "1 台", "¥0.00", "¥0.00"]], "6.9 CNY/GPU/h"),
    ([["Line", "Description", "Quantity", "Unit price", "Amount"],
      ["1", "H100 80GB SXM5 GPU-hours, dedicated nodes (contract rate)", "5,840", "$2.05", "$11,972.00"],
      ["2", "Local NVMe data drives (included in node rate)", "1 node", "$0.00", "$0.00"]], "2.05 USD/GPU/h"),
])
def test_an_item_billed_in_gpu_hours_is_priced_per_gpu_hour(tmp_path: Path, rows: list[list[str]], price: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "invoice.pdf", rows))
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.unit == "gpu-hour"
    assert not [c for c in offer.conflicts if c.field.startswith("pricing.")]  # the drives at no charge: no rival


@pytest.mark.parametrize(("rows", "line", "price", "nodes"), [
    ([["序号", "描述", "数量", "单位", "单价（不含税）", "增值税 6%", "单价（含税）", "月租合计（不含税）"],
      ["1", "A800 训练服务器", "4", "台·月", "¥52,000.00", "¥3,120.00", "¥55,120.00", "¥208,000.00"],
      ["2", "对象存储 50TB", "1", "月", "赠送", "-", "-", "¥0.00"],
      ["3", "部署调试费（一次性）", "1", "次", "¥5,000.00", "¥300.00", "¥5,300.00", "-"]],
     "每台配置：8 × NVIDIA A800 SXM4 80GB。", "52000 CNY/node/month", 4),
    ([["Item", "Description", "Qty", "Unit", "Unit price excl. VAT", "VAT 19%", "Unit price incl. VAT",
       "Monthly total excl. VAT"],
      ["1", "H100 compute node", "3", "node-month", "EUR 24,000.00", "EUR 4,560.00", "EUR 28,560.00", "EUR 72,000.00"],
      ["2", "Object storage, 10 TB", "1", "month", "included", "-", "-", "EUR 0.00"],
      ["3", "Setup fee (one-off)", "1", "once", "EUR 1,000.00", "EUR 190.00", "EUR 1,190.00", "-"]],
     "Each node: 8x NVIDIA H100 SXM5 80GB.", "24000 EUR/node/month", 3),
])
def test_a_line_total_column_makes_no_price_list_of_the_line_items(tmp_path: Path, rows: list[list[str]], line: str,
                                                                   price: str, nodes: int) -> None:
    """Two unit-price columns (before and after tax) and a column of monthly line totals whose header names a period:
    still one bill of line items, the server's price per its unit column's node-month, not three price lists."""
    offer = read_pdf_offer(table_pdf(tmp_path / "quote.pdf", rows, (line,)))
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.unit == "node-month"
    assert offer.nodes == nodes


@pytest.mark.parametrize(("rows", "price", "unit"), [
    ([["Line", "Description", "Qty", "Unit", "Unit price"],
      ["10", "GPU server rental, 8x NVIDIA H200 141GB", "2", "server-mon\nth", "USD 27,500.00"]],
     "27500 USD/node/month", "node-month"),
    ([["行号", "描述", "数量", "单位", "单价"],
      ["1", "GPU 服务器租赁 8 × NVIDIA L40S 48GB", "2,920", "GPU-ho\nur", "¥5.40"]], "5.4 CNY/GPU/h", "gpu-hour"),
])
def test_a_unit_cell_wrapped_inside_a_word_still_says_the_unit(tmp_path: Path, rows: list[list[str]], price: str,
                                                               unit: str) -> None:
    """A narrow unit column breaks "node-month" into "node-mon" / "th": the two letter runs are one unit word."""
    offer = read_pdf_offer(table_pdf(tmp_path / "po.pdf", rows))
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.unit == unit


@pytest.mark.parametrize(("rows", "line", "price"), [
    ([["行", "描述", "数量", "单位", "原价", "折扣", "折后", "折后金额"],
      ["1", "GPU 节点：8 × NVIDIA H800 SXM5 80GB", "3", "台·月", "60,000.00", "-15%", "51,000.00", "153,000.00"],
      ["2", "并行存储 50TB（3 台共享）", "50", "TB·月", "300.00", "-10%", "270.00", "13,500.00"]],
     "币种：人民币，不含税。", "51000 CNY/node/month"),
    ([["#", "Description", "Qty", "Unit", "List price", "Discount", "Net unit", "Net amount"],
      ["1", "GPU node: 8x NVIDIA H100 SXM5 80GB", "2", "node-month", "20,000.00", "-8%", "18,400.00", "36,800.00"],
      ["2", "Shared file system, 50 TB (both nodes)", "50", "TB-month", "40.00", "-5%", "38.00", "1,900.00"]],
     "All amounts in USD, excluding tax.", "18400 USD/node/month"),
])
def test_the_net_column_after_a_line_discount_is_the_price(tmp_path: Path, rows: list[list[str]], line: str,
                                                           price: str) -> None:
    # "List | Discount | Net unit | Net amount": the list figure is before the discount, the amount is the line's
    # total; the net unit figure is what each node-month costs
    offer = read_pdf_offer(table_pdf(tmp_path / "quote.pdf", rows, (line,)))
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.unit == "node-month"


@pytest.mark.parametrize(("rows", "price"), [
    ([["项目", "内容"],
      ["GPU", "每台 8 × NVIDIA A800 80GB，共 2 台"],
      ["可选云硬盘", "每块 2TiB，¥ 600/盘/月（本单未订）"],
      ["公网 IP", "¥ 35/IP/月"],
      ["费用", "¥ 58,000/台/月，含税"]], "58000 CNY/node/month"),
    ([["Field", "Details"],
      ["GPU", "8x NVIDIA A800 80GB per server, two (2) servers"],
      ["Optional volumes", "Block volumes of 2 TiB, USD 95 per volume-month (not ordered)"],
      ["Public IPs", "USD 4 per IP per month"],
      ["Charges", "USD 7,400 per server per month"]], "7400 USD/node/month"),
])
def test_an_extra_priced_per_what_it_is_is_no_server_price(tmp_path: Path, rows: list[list[str]], price: str) -> None:
    # a fee per volume, per disk or per IP counts an extra, not a GPU or a server: the servers' price is the offer's
    offer = read_pdf_offer(table_pdf(tmp_path / "calloff.pdf", rows))
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.unit == "node-month"


@pytest.mark.parametrize(("rows", "price"), [
    ([["序号", "项目", "规格", "单位", "数量", "刊例单价(元)", "折扣", "折后单价(元)", "金额(元)"],
      ["1", "GPU 算力服务器租赁", "8×H800 SXM5 80GB，NVLink 400GB/s", "台/月", "4", "138,000", "85%", "117,300",
       "469,200"]],
     "117300 CNY/node/month"),
    ([["#", "Item", "Spec", "Unit", "Qty", "Standard unit price (USD)", "Discount", "Net unit price (USD)",
       "Amount (USD)"],
      ["1", "GPU server rental", "8x H800 SXM5 80GB, NVLink", "node-month", "4", "19,000", "85%", "16,150", "64,600"]],
     "16150 USD/node/month"),
])
def test_a_catalogue_unit_price_column_is_the_list_price(tmp_path, rows, price) -> None:  # type: ignore[no-untyped-def]
    # "刊例单价 | 折扣 | 折后单价": the catalogue figure before the discount is not the price offered
    assert str(read_pdf_offer(table_pdf(tmp_path / "quote.pdf", rows)).pricing.unit_price) == price
