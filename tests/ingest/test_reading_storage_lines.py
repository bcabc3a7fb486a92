"""A line of a price list that sells storage by its size ("CPFS | 200 TiB | CNY 900 / TiB / 月 | CNY 180,000", "Object
storage | pay as you go | USD 0.02 per GB-month | as used") is what the store costs: neither its rate nor its monthly
amount is the unit price of the servers, whether the storage comes on its own order or beside the servers' line.
English and Chinese, PDF tables and Markdown."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import pipe_table, table_pdf

_ZH_ADD_ON = [
    ["服务", "容量", "单价", "月费"],
    ["CPFS 并行文件存储（2 台共享）", "200 TiB", "CNY 900 / TiB / 月", "CNY 180,000"],
    ["OSS 对象存储", "按量", "CNY 0.12 / GB / 月", "按实际"],
]
_EN_ADD_ON = [
    ["Service", "Capacity", "Rate", "Monthly"],
    ["Parallel file system, shared by both nodes", "100 TB", "USD 60 per TB per month", "USD 6,000"],
    ["Object storage", "pay as you go", "USD 0.02 per GB per month", "as used"],
]
_ZH_BESIDE = [
    ["服务", "数量", "单价", "月费"],
    ["GPU 服务器 8 × H800 SXM5（整机）", "2 台", "CNY 105,000 / 台 / 月", "CNY 210,000"],
    ["CPFS 并行文件存储", "200 TiB", "CNY 900 / TiB / 月", "CNY 180,000"],
]
_EN_BESIDE = [
    ["Service", "Qty", "Rate", "Monthly"],
    ["GPU server, 8 x H100 SXM5 (whole node)", "2 nodes", "USD 21,500 per node per month", "USD 43,000"],
    ["Parallel file system", "100 TB", "USD 60 per TB per month", "USD 6,000"],
]


@pytest.mark.parametrize("rows", [_ZH_ADD_ON, _EN_ADD_ON], ids=["zh", "en"])
def test_a_storage_order_states_no_unit_price(tmp_path: Path, rows: list[list[str]]) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "storage-order.pdf", rows))
    assert offer.pricing.unit_price is None


@pytest.mark.parametrize(("rows", "price"), [(_ZH_BESIDE, "105000 CNY/node/month"),
                                             (_EN_BESIDE, "21500 USD/node/month")], ids=["zh", "en"])
def test_beside_the_servers_line_a_storage_line_is_no_unit_price(tmp_path: Path, rows: list[list[str]],
                                                                 price: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "order.pdf", rows))
    assert offer.pricing.unit_price is not None and str(offer.pricing.unit_price) == price
    assert not [c for c in offer.conflicts if c.path == "pricing.unit_price"]


@pytest.mark.parametrize("rows", [_ZH_ADD_ON, _EN_ADD_ON], ids=["zh", "en"])
def test_a_storage_order_in_markdown_states_no_unit_price(rows: list[list[str]]) -> None:
    offer = offer_from_document(Document.from_text("storage-order.md", pipe_table(rows)))
    assert offer.pricing.unit_price is None


@pytest.mark.parametrize("text", [
    "8 × H200 141GB。\n盘位明细：Bay2 数据 7.68TB U.2 NVMe；Bay3 数据 7.68TB U.2 NVMe；Bay4 数据 7.68TB U.2 NVMe；"
    "Bay5 数据 7.68TB U.2 NVMe。\n数据盘合计 4 块，30.72TB，不做 RAID。",
    "8 x H200 141GB per node.\nBay 2: data, 7.68TB U.2 NVMe. Bay 3: data, 7.68TB U.2 NVMe. "
    "Bay 4: data, 7.68TB U.2 NVMe. Bay 5: data, 7.68TB U.2 NVMe.\nData drives: 4 in total, 30.72 TB, no RAID.",
])
def test_a_data_disks_total_said_after_their_bays_is_the_capacity(text: str) -> None:
    # a drive-bay list gives one drive a line; "数据盘合计 4 块，30.72TB" states what the node has
    offer = offer_from_document(Document.from_text("quote.txt", text))
    assert offer.storage.capacity == parse_quantity("30.72 TB")


@pytest.mark.parametrize("text", [
    "8x NVIDIA H100 PCIe 80GB per server\n  • data 4x 3.84TB NVMe = 15.36TB (no RAID), boot 1x 1.92TB NVMe\n",
    "每台 8 张 H100 PCIe 80GB\n  • 数据 data 4 × 3.84TB NVMe = 15.36TB，不做 RAID；boot 系统盘 1 × 1.92TB NVMe\n",
])
def test_a_product_and_its_total_is_no_key_value_line(text: str) -> None:
    # "data 4x 3.84TB NVMe = 15.36TB": the "=" gives the product's total, it does not end a label
    offer = offer_from_document(Document.from_text("chat.txt", text))
    assert offer.storage.capacity == parse_quantity("15.36 TB")
    assert offer.storage.system_disk is not None and offer.storage.system_disk.capacity == parse_quantity("1.92 TB")
