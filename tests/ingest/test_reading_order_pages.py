"""A cloud console's order page printed to PDF: a details table of label / value pairs side by side ("购买时长 | 3 个月
| 数量 | 2 台", "Term | 3 months | Quantity | 2 servers"), the signed-in customer's company in the header with its
account id, and a configuration table whose "CPU / 内存" cell parts its two fields at the semicolon. Also a proposal
that counts its servers before what they are ("two (2) dedicated 8-GPU A100 40GB servers"). Written for the test,
Chinese and English."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


@pytest.mark.parametrize(("rows", "term"), [
    ([["订单号", "XY2612050331", "订单状态", "已支付"],
      ["购买时长", "3 个月（到期前不可退订）", "数量", "2 台"],
      ["GPU", "8 × NVIDIA H800 SXM5 80GB", "地域", "华东1"]], "3 month"),
    ([["Order ID", "OC-88213", "Status", "Paid"],
      ["Term", "3 months", "Quantity", "2 servers"],
      ["GPU", "8 x NVIDIA H800 SXM5 80GB", "Region", "eu-west-2"]], "3 month"),
])
def test_an_order_pages_quantity_of_servers_is_the_node_count(tmp_path: Path, rows: list[list[str]],
                                                              term: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "order.pdf", rows))
    assert offer.nodes == 2
    assert offer.pricing is not None and offer.pricing.minimum_term == parse_quantity(term)


def test_a_cpu_and_memory_cell_parts_its_fields_at_the_semicolon(tmp_path: Path) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "config.pdf", [
        ["配置项", "配置详情"],
        ["GPU", "8 × NVIDIA H800 SXM5 80GB"],
        ["CPU / 内存", "2 × Intel Xeon Platinum 8468（48 核），共 96 核；内存 2048GB DDR5"],
    ]))
    assert offer.memory == parse_quantity("2048 GB")
    assert offer.cpu is not None and offer.cpu.cores == 96


@pytest.mark.parametrize(("text", "nodes"), [
    ("For your LoRA programme we propose two (2) dedicated 8-GPU A100 40GB servers.", 2),
    ("We can deliver three bare-metal 8-GPU H100 SXM5 servers in January.", 3),
])
def test_servers_counted_before_what_they_hold(text: str, nodes: int) -> None:
    assert offer_from_document(Document.from_text("p.txt", text)).nodes == nodes


def test_a_link_to_every_server_counts_no_servers() -> None:
    offer = offer_from_document(Document.from_text("p.txt", "8x A100 40GB. 2 x 10 GbE to every server."))
    assert offer.nodes in (None, 1)
