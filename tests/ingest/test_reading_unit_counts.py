"""Servers counted as units, as Korean, Japanese and trading-house quotations write them: a "Q'ty" column of
"two (2) units" beside "GPU Server rental (8 GPU / unit)", or the same in a sentence. Written for these tests in
English and Chinese, after holdout23 t15."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


@pytest.mark.parametrize(("text", "nodes"), [
    ("| No. | Description | Q'ty | Unit Price (USD) | Amount (USD) |\n|---|---|---|---|---|\n"
     "| 1 | AMD Instinct MI300X GPU Server rental (8 GPU / unit), monthly | two (2) units | 11,800.00 / unit / month "
     "| 23,600.00 / month |\n| 2 | Installation & OS setup (one time) | 2 | 500.00 | 1,000.00 |", 2),
    ("| 序号 | 品名 | 台数 | 单价（元/台/月） |\n|---|---|---|---|\n"
     "| 1 | GPU 服务器租赁 8 × H100 SXM5 80GB | 三台 | 98,000 |", 3),
    ("AMD Instinct MI300X GPU Server rental (8 GPU / unit), three (3) units at USD 11,800.00 per unit per month.", 3),
])
def test_units_of_a_gpu_server_count_the_servers(text: str, nodes: int) -> None:
    assert offer_from_document(Document.from_text("quotation.md", text)).nodes == nodes


def test_units_of_something_else_count_no_servers() -> None:
    offer = offer_from_document(Document.from_text("quotation.md", (
        "8x NVIDIA H100 SXM5 80GB GPU server, USD 21,000 per server-month.\nStorage add-on: 4 units of 10 TB, "
        "USD 200 per unit per month.")))
    assert offer.nodes != 4


@pytest.mark.parametrize(("text", "nodes"), [
    ("| Item | Per-server configuration | Qty |\n|---|---|---|\n| Accelerators | NVIDIA H100 80GB SXM5 | 8 |\n"
    "| Front-end | 25 GbE (internet 10 Gbps per server, unmetered) | 2 |\n| Servers | three (3) servers | 3 |", 3),
    ("| 组件 | 规格 | 数量 | 单价 |\n|---|---|---|---|\n| GPU | NVIDIA GeForce RTX 4090 24GB | 8 | ¥1.95 /卡/时 |\n"
    "| vCPU | AMD EPYC 9354 × 2 路（每路 32 核），整机 64 核 | 128 vCPU | ¥0.06 /核/时 |", 1),
])
def test_a_part_said_per_server_or_of_the_whole_server_is_no_server_row(text: str, nodes: int) -> None:
    """ "25 GbE (… per server)", "整机 64 核": the row is a part; its quantity counts ports or threads, not servers."""
    offer = offer_from_document(Document.from_text("form.md", text))
    assert offer.nodes == nodes
