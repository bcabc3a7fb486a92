"""Billing steps as vendors write them: a step settled each minute ("按分钟结算" is the step, not a payment schedule),
a step of several minutes ("billed in 15-minute increments", "计费粒度 15 分钟"), "Billing hourly" without a colon,
traditional script ("按小時計費", "按分鐘計費"), and a data rate "per second" that is no billing step. Documents written
for the test, in both languages."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer
from auditor.units import parse_quantity

_HEAD_ZH = "GPU 服务器：8 × NVIDIA L40S 48GB，1 台。\n"
_HEAD_EN = "GPU server: 8 x NVIDIA H100 SXM5 80GB, one (1) server.\n"


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("quote.txt", text))


@pytest.mark.parametrize("line, step", [
    ("L40S 容器实例按卡时计费，2.60 元/卡/小时，按分钟结算，不足一分钟按一分钟计。", "1 min"),
    ("單價 HK$14.80/卡/小時，按小時計費，每月結算。", "1 h"),
    ("价格 9.9 元/卡/时，按分鐘計費。", "1 min"),
    ("价格 6.5 元/卡·小时，计费粒度 15 分钟。", "15 min"),
])
def test_a_billing_step_zh(line: str, step: str) -> None:
    assert read(_HEAD_ZH + line).pricing.billing_granularity == parse_quantity(step)


@pytest.mark.parametrize("line, step", [
    ("Award: USD 1.12 per GPU-hour. Billing hourly, invoiced monthly; minimum term 3 months.", "1 h"),
    ("USD 2.49 per GPU-hour, billed in 15-minute increments.", "15 min"),
    ("Estimated monthly charge 每月預估: 8 GPUs × 730 h × HK$14.80 = HK$86,432.00. Billing 計費: hourly, invoiced "
     "monthly 按小時計費，每月結算.", "1 h"),
])
def test_a_billing_step_en(line: str, step: str) -> None:
    assert read(_HEAD_EN + line).pricing.billing_granularity == parse_quantity(step)


def test_a_data_rate_per_second_is_no_billing_step() -> None:
    offer = read(_HEAD_EN + "All eight GPUs are on Infinity Fabric, a hundred twenty-eight gig per second per link.\n"
                 "On a three-month term it's $2.40 per GPU-hour, billed hourly.")
    assert offer.pricing.billing_granularity == parse_quantity("1 h")
