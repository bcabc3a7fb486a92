"""A reply to a buyer's enquiry (询价回复函, RFQ answer sheet) answers each asked item in a column of its own: the
item column names the row ("8. 价格", "Price"), the buyer's requirement column asks ("按卡时报价", "Quote per GPU-hour")
and states nothing of the offer, and the answer column ("我司答复", "Our answer", "Supplier reply") states the price,
its billing step and minimum term. Tables written for the test, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


@pytest.mark.parametrize("heads", [["询价项", "贵司要求", "我司答复"], ["序号及项目", "客户要求", "我方回复"],
                                   ["项目", "需求说明", "供应商答复"]])
def test_an_enquiry_reply_reads_the_answer_column_zh(tmp_path: Path, heads: list[str]) -> None:
    pdf = table_pdf(tmp_path / "reply.pdf", [
        heads,
        ["1. GPU 型号", "48GB 显存卡，8 卡整机", "NVIDIA L40S 48GB GDDR6，每台 8 张"],
        ["3. 台数", "1 台", "1 台"],
        ["5. 内存", "≥ 768GB", "64GB DDR5 × 16，合计 1024GB"],
        ["7. 网络", "公网独享 ≥ 300Mbps", "公网 500Mbps 独享，不限速"],
        ["8. 价格", "按卡时报价", "¥5.20/卡/小时（含 6% 增值税），计费粒度 1 小时；最短租期 1 个月，月结"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.memory == parse_quantity("1024 GB")
    assert offer.network.bandwidth == parse_quantity("500 Mb/s")
    assert offer.pricing.unit_price == parse_quantity("5.20 CNY/GPU/h")
    assert offer.pricing.billing_granularity == parse_quantity("1 h")
    assert offer.pricing.minimum_term == parse_quantity("1 month")


@pytest.mark.parametrize("heads", [["Item", "Your requirement", "Our answer"], ["RFQ item", "Customer requirement",
                                                                              "Supplier reply"]])
def test_an_enquiry_reply_reads_the_answer_column_en(tmp_path: Path, heads: list[str]) -> None:
    pdf = table_pdf(tmp_path / "reply.pdf", [
        heads,
        ["GPU", "80 GB class, 8 per server", "8x NVIDIA H100 SXM5 80GB"],
        ["Memory", "at least 1 TB", "2 TB DDR5"],
        ["Price", "Quote per GPU-hour", "USD 2.35 per GPU-hour, billed per minute; minimum term 3 months"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.memory == parse_quantity("2 TB")
    assert offer.pricing.unit_price == parse_quantity("2.35 USD/GPU/h")
    assert offer.pricing.billing_granularity == parse_quantity("1 min")
    assert offer.pricing.minimum_term == parse_quantity("3 month")
