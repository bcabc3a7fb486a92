"""Tables whose first column only numbers the rows: a TCO worksheet's "# | Input | Value | Source", a 报价单's
"序号 | 名称 | 规格 | 备注", a compliance list's "Ref | Item | Detail". The number ("A3", "1", "2.1", "三") labels
nothing; the cell after it is the row's label. Written for these tests in both languages, after holdout22 s18."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer
from auditor.units import parse_quantity


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("sheet.md", text))


@pytest.mark.parametrize("text", [
    "# TCO worksheet\n\n| # | Input | Value | Source |\n|---|---|---|---|\n"
    "| A1 | GPU | 8 x NVIDIA H100 SXM5 80GB per node | quote |\n| A2 | Nodes | 4 | quote |\n"
    "| A3 | Peak dense BF16 per GPU | 1,513 TFLOPS | vendor datasheet |\n"
    "| A4 | Price | USD 2.10 per GPU-hour | quote |",
    "# 成本测算表\n\n| 序号 | 参数 | 取值 | 来源 |\n|---|---|---|---|\n"
    "| 1 | GPU | 8 × NVIDIA H100 SXM5 80GB / 台 | 报价单 |\n| 2 | 节点数 | 4 | 报价单 |\n"
    "| 3 | 稠密算力 | 1513 TFLOPS | 厂商资料 |\n| 4 | 单价 | 15 元/卡/时 | 报价单 |",
    "| No. | Item | Detail |\n|---|---|---|\n| 1.1 | GPU | 8x NVIDIA H100 SXM5 80GB |\n| 1.2 | Nodes | 4 |\n"
    "| 1.3 | Dense BF16 | 1513 TFLOPS |\n| 1.4 | Price | USD 2.10 per GPU-hour |",
])
def test_a_rows_number_labels_nothing(text: str) -> None:
    offer = read(text)
    assert offer.gpu.model is not None and "H100" in offer.gpu.model
    assert offer.gpu.count_per_node == 8
    assert offer.nodes == 4
    assert offer.gpu.peak_bf16 == parse_quantity("1513 TFLOPS", "flops")
    assert offer.pricing.unit == "gpu-hour"


def test_a_first_column_of_names_under_a_number_word_still_labels_its_row() -> None:
    """ "Line | Spec | Qty" over "GPU server | 8x … | 2": the first cells are names, not numbers: they stay labels."""
    offer = read("| Line | Spec | Qty |\n|---|---|---|\n| GPU server | 8x NVIDIA H100 SXM5 80GB | 2 |\n"
                 "| Data disk | 4 x 3.84TB NVMe | 2 |")
    assert offer.nodes == 2 and offer.gpu.count_per_node == 8
    assert offer.storage.capacity == parse_quantity("15.36 TB", "bytes")


@pytest.mark.parametrize("text", [
    "| 编号 | GPU | 显存 | 月租 |\n|---|---|---|---|\n| B1 | 8 × RTX 4090 | 24GB | 9,900 |\n"
    "| B3 | 8 × L40S | 48GB | 23,800 |\n\n本次报价：B3。",
    "| Ref | GPU | Memory | Monthly |\n|---|---|---|---|\n| B1 | 8 x RTX 4090 | 24GB | USD 1,400 |\n"
    "| B3 | 8 x L40S | 48GB | USD 3,300 |\n\nYour selection: B3.",
])
def test_an_id_column_names_the_option_a_later_line_selects(text: str) -> None:
    """ "编号 | … " over "B3 | …": an id, not a row number; "本次报价：B3" selects that row."""
    offer = read(text)
    assert offer.gpu.model is not None and "L40S" in offer.gpu.model


def test_an_id_column_of_bare_numbers_labels_nothing() -> None:
    """ "编号 | 1 | 2" only numbers the rows: the cell after it is the label."""
    offer = read("| 编号 | 项目 | 内容 | 备注 |\n|---|---|---|---|\n"
                 "| 1 | GPU | 8 × NVIDIA H100 SXM5 80GB | 整机独享 |\n"
                 "| 2 | 节点数 | 4 台 | — |")
    assert offer.nodes == 4 and offer.gpu.count_per_node == 8
