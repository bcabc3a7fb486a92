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
    ("| Item | Rate | Billing |\n|---|---|---|\n| GPX-4 | USD 1.89 per GPU-hour | per second of use, invoiced "
     "monthly |",
     "1 s"),
    ("USD 2.10 per GPU-hour, charged per minute of usage.", "1 min"),
    ("Estimated monthly charge 每月預估: 8 GPUs × 730 h × HK$14.80 = HK$86,432.00. Billing 計費: hourly, invoiced "
     "monthly 按小時計費，每月結算.", "1 h"),
])
def test_a_billing_step_en(line: str, step: str) -> None:
    assert read(_HEAD_EN + line).pricing.billing_granularity == parse_quantity(step)


def test_a_data_rate_per_second_is_no_billing_step() -> None:
    offer = read(_HEAD_EN + "All eight GPUs are on Infinity Fabric, a hundred twenty-eight gig per second per link.\n"
                 "On a three-month term it's $2.40 per GPU-hour, billed hourly.")
    assert offer.pricing.billing_granularity == parse_quantity("1 h")


@pytest.mark.parametrize("line, step", [
    ("计费：按月预付，起租后不足一个月按一个月计。月租 ¥86,000/台。", "1 month"),
    ("单价 6.50 元/卡/小时，不足 1 小时的部分按 1 小时计。", "1 h"),
    ("Billing: monthly in advance; part months are charged as a full month. USD 19,800 per node per month.", "1 month"),
    ("USD 2.10 per GPU-hour; usage is rounded up to the next full minute.", "1 min"),
])
def test_a_part_step_rounded_to_a_whole_one_is_the_billing_step(line: str, step: str) -> None:
    head = _HEAD_EN if line.isascii() else _HEAD_ZH
    assert read(head + line).pricing.billing_granularity == parse_quantity(step, "duration")


@pytest.mark.parametrize(("text", "price"), [
    ("# 北辰云算 · 裸金属 GPU 服务器价格表\n\n> 所有价格为 **元/台/月，含 6% 增值税**\n\n"
     "| 编号 | GPU | 数据盘 | 月租 |\n|---|---|---|---|\n| B1 | 8 × RTX 4090 | 2 × 3.84TB NVMe | 9,900 |\n"
     "| B3 | 8 × L40S | 4 × 3.84TB NVMe | 23,800 |\n\n**本次为「曜石视频」报价：B3 型 1 台，租期 6 个月起。**\n",
     "23800 CNY/node/month"),
    ("# Northwind GPU price list\n\nAll prices in USD/node/month, excl. VAT.\n\n"
     "| Code | GPU | Data disk | Monthly |\n|---|---|---|---|\n| A1 | 8 x L40S 48GB | 4 x 3.84TB NVMe | 7,900 |\n"
     "| A2 | 8 x H100 SXM5 80GB | 8 x 3.84TB NVMe | 19,800 |\n\nThis quotation: plan A2, one server, 3 months.\n",
     "19800 USD/node/month"),
])
def test_a_price_list_row_named_by_its_code_under_a_basis_note(tmp_path, text: str, price: str) -> None:  # type: ignore[no-untyped-def]
    from auditor.ingest.pdf_offer import read_text_offer

    path = tmp_path / "prices.md"
    path.write_text(text, encoding="utf-8")
    assert read_text_offer(path).pricing.unit_price == parse_quantity(price)


@pytest.mark.parametrize(("header", "cell", "price"), [
    ("Unit price (HKD)", "128,000.00 / month", "128000 HKD/node/month"),
    ("单价（元）", "86,000.00 / 月", "86000 CNY/node/month"),
])
def test_a_price_cell_says_its_period_under_a_currency_header(tmp_path, header: str, cell: str,  # type: ignore[no-untyped-def]
                                                               price: str) -> None:
    from auditor.ingest.pdf_offer import read_pdf_offer
    from tests.ingest.test_reading_quantity import table_pdf

    row = ["1", "GPU server: 8 x NVIDIA H100 SXM5 80GB", "1", cell, cell.split()[0]]
    pdf = table_pdf(tmp_path / "quote.pdf", [["Item", "Description", "Qty", header, "Amount"], row])
    assert read_pdf_offer(pdf).pricing.unit_price == parse_quantity(price)


@pytest.mark.parametrize("line, step", [
    ("单价 7.20 元/卡/时，逐小时计量，次月开票。", "1 h"),
    ("价格 3.10 元/卡/时；用量每小时计费一次，按月结算。", "1 h"),
    ("整机 1,800 元/台/天，逐日计费。", "1 day"),
])
def test_a_meter_said_of_the_hour_is_the_billing_step_zh(line: str, step: str) -> None:
    assert read(_HEAD_ZH + line).pricing.billing_granularity == parse_quantity(step, "duration")


@pytest.mark.parametrize("line, step", [
    ("USD 2.35 per GPU-hour. All usage is metered per hour and invoiced at month end.", "1 h"),
    ("Rate: $2.80 per GPU-hour, six-month commitment, metered hourly, invoiced monthly.", "1 h"),
    ("USD 410 per node per day; usage is charged by the day.", "1 day"),
])
def test_a_meter_said_of_the_hour_is_the_billing_step_en(line: str, step: str) -> None:
    assert read(_HEAD_EN + line).pricing.billing_granularity == parse_quantity(step, "duration")


# ---------------------------------------------------------------- a monthly price invoiced monthly

@pytest.mark.parametrize("line", [
    "月租金 ¥ 88,000 /台/月（含 6% 增值税），服务期十二个月，按月结算。",
    "价格：42,000 元/台/月；每月 5 日前预付当月租金。",
    "報價 HK$ 96,000 /台/月，月结。",
])
def test_a_monthly_price_invoiced_monthly_is_billed_by_the_month_zh(line: str) -> None:
    assert read(_HEAD_ZH + line).pricing.billing_granularity == parse_quantity("1 month")


@pytest.mark.parametrize("line", [
    "Rent: USD 12,000 per server per month. Fees are invoiced monthly in advance.",
    "CAD 14,200.00 per server per month, excluding GST. Rent is payable monthly in advance.",
    "JPY 1,540,000 per server-month. Billing: monthly, invoiced at the start of each month.",
])
def test_a_monthly_price_invoiced_monthly_is_billed_by_the_month_en(line: str) -> None:
    assert read(_HEAD_EN + line).pricing.billing_granularity == parse_quantity("1 month")


@pytest.mark.parametrize("text", [
    _HEAD_EN + "USD 2.10 per GPU-hour, invoiced monthly in arrears.",
    _HEAD_ZH + "价格 2.60 元/卡/小时，按月结算。",
])
def test_an_hourly_price_invoiced_monthly_has_no_monthly_billing_step(text: str) -> None:
    """Usage priced by the hour and settled each month is metered by the hour: the invoice cadence is no step."""
    assert read(text).pricing.billing_granularity != parse_quantity("1 month")


def test_a_billing_label_that_says_monthly() -> None:
    text = ("| 项目 | 内容 |\n|---|---|\n| GPU | 8 × H20 96GB |\n| 价格 | 42,000 元/台/月 |\n| 计费周期 | 按月 |\n")
    assert read(text).pricing.billing_granularity == parse_quantity("1 month")


@pytest.mark.parametrize(("text", "step"), [
    # an abbreviation's full stop does not end the labelled sentence
    ("Price: $5.60 per node-hour ($0.70 per GPU-hour), excl. tax, billed hourly; a minimum of 30 days.", "1 h"),
    ("价格：¥1.76 /卡/时（含税），按小时计费；无最短租期。", "1 h"),
    # a weekly block is billed by the week
    ("Price is $0.39 per GPU-hour. Billed weekly, minimum 2 weeks.", "1 week"),
    ("包周 ¥21,000/台/周，按周计费，最短 2 周。", "1 week"),
    # a monthly price invoiced monthly is billed by the month
    ("Price: EUR 21,400 per node-month. Contract term twelve (12) months minimum; monthly billing in advance.",
     "1 month"),
])
def test_billing_steps_said_beside_the_price(text: str, step: str) -> None:
    assert read(text).pricing.billing_granularity == parse_quantity(step)
