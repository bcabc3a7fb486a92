"""A buyer's questionnaire that the vendor fills in: a numbered row per question, the buyer's question in one column
and the vendor's answer in the next ("序号 | 询价方问题 | 供应商应答", "# | Question | Our response"). The
answer states the fact the question names (the supplier's name, the number of servers); the row's number labels
nothing. Written for the test."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.pdf_offer import read_pdf_offer
from tests.ingest.test_reading_quantity import table_pdf

ZH = [
    ["序号", "询价方问题", "供应商应答"],
    ["1", "供应商名称", "青岚智算（南通）科技有限公司"],
    ["2", "GPU 型号", "NVIDIA H100 SXM5 80GB，每台 8 卡"],
    ["3", "台数", "3 台"],
    ["4", "单价", "5.80 元/卡/时"],
]
EN = [
    ["#", "Question", "Our response"],
    ["1", "Supplier", "Brackenfold Compute Ltd"],
    ["2", "GPU model", "8x NVIDIA H100 SXM5 80GB per server"],
    ["3", "Nodes", "3 servers"],
    ["4", "Price", "USD 2.05 per GPU-hour"],
]


@pytest.mark.parametrize(("rows", "vendor"), [
    (ZH, "青岚智算（南通）科技有限公司"),
    (EN, "Brackenfold Compute Ltd"),
])
def test_the_vendors_answers_to_a_numbered_questionnaire_state_the_offer(
        tmp_path: Path, rows: list[list[str]], vendor: str) -> None:
    pdf = table_pdf(tmp_path / "rfq.pdf", rows)
    offer = read_pdf_offer(pdf)
    assert offer.vendor == vendor
    assert offer.nodes == 3
