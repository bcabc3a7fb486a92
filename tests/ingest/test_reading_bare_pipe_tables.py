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
