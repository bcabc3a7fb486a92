"""A table pasted into a mail or a text file as cells joined by " | " without the outer pipes of Markdown
("Model | Qty" over "H100 SXM5 80GB | 8") is a table, read by its columns; one line with a pipe in it is not.
Chinese and English, written for the test."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("mail.txt", text))


@pytest.mark.parametrize(("text", "count", "memory"), [
    ("Hi Dana,\n\nHere is the box:\n\nItem | Spec | Qty\n--- | --- | ---\nGPU | H100 SXM5 80GB | 8\n"
     "RAM | 64GB DDR5 RDIMM | 32\n\nRegards, Sam", 8, "2048 GB"),
    ("王经理您好：\n\n配置如下\n项目 | 规格 | 数量\nGPU | A800 SXM4 80GB | 8\n内存 | 64GB DDR4 | 16\n\n谢谢",
     8, "1024 GB"),
])
def test_a_bare_pipe_table_is_read_by_its_columns(text: str, count: int, memory: str) -> None:
    offer = read(text)
    assert offer.gpu.count_per_node == count
    assert offer.memory == parse_quantity(memory)  # the quantity column multiplies the module


def test_two_columns_of_model_and_quantity() -> None:
    offer = read("显卡型号 | 数量\nA100-SXM4-80GB | 8")
    assert offer.gpu.sku == "a100-sxm-80g" and offer.gpu.count_per_node == 8


def test_one_line_with_pipes_is_prose() -> None:
    text = "Sam Ortiz | Harbor Lane GPU Cloud | sales\n\n8x H100 SXM5 80GB per node."
    document = Document.from_text("mail.txt", text)
    assert document.tables == []
    assert offer_from_document(document).gpu.count_per_node == 8


def test_key_value_lines_with_pipes_in_their_values_are_no_table() -> None:
    document = Document.from_text("listing.md", "**卖家 Seller:** 鹏程极客算力工作室 | ⭐ 4.8 (312 单)\n"
                                                "**Listing:** FR-88213 | 上架 Listed 2026-11-22\n")
    assert document.tables == []
    assert offer_from_document(document).vendor == "鹏程极客算力工作室"


@pytest.mark.parametrize(("text", "price"), [
    ("您好，报价如下（从报价系统粘贴）：\n\n+----+----------------------------+-----+----------+----------+\n"
     "| #  | 项目                       | 数量 | 单价（元） | 计费单位   |\n"
     "+----+----------------------------+-----+----------+----------+\n"
     "| 1  | A800 80GB，每台 8 卡        |  2  |   13.50  | 元/卡/时   |\n"
     "| 2  | 上架调试（一次性）           |  2  |  900.00  | 元/台     |\n"
     "+----+----------------------------+-----+----------+----------+\n"
     "| 预估月费（16 卡 x 730 时 x 13.50）  157,680.00                   |\n"
     "+----+----------------------------+-----+----------+----------+\n", "13.5 CNY/GPU/h"),
    ("Hi, pasted from our quoting sheet:\n\n+----+--------------------------------+-----+------------+--------------+\n"
     "| #  | Item                           | Qty | Rate (SGD) | Basis        |\n"
     "+----+--------------------------------+-----+------------+--------------+\n"
     "| 1  | A800 80GB, 8 GPUs per node     |  2  |    2.35    | per GPU-hour |\n"
     "| 2  | Onboarding (one-time)          |  2  |  600.00    | per node     |\n"
     "+----+--------------------------------+-----+------------+--------------+\n"
     "| Est. monthly (16 GPU x 730 h x 2.35)   27,448.00                       |\n"
     "+----+--------------------------------+-----+------------+--------------+\n", "2.35 SGD/GPU/h"),
])
def test_an_ascii_grid_is_one_table(text: str, price: str) -> None:
    """A quoting sheet pasted as an ASCII grid ("+----+------+" borders between the header, the rows and a footer
    of one cell): one table, its header over its rows, the row numbers no item."""
    offer = read(text)
    assert offer.pricing.unit_price == parse_quantity(price)
