"""A price whose count or period is said before the figure, in the same line: "月付 ¥98,000/台", "Monthly: $28,500 per
node", "每台服务器月租金为人民币 72,000 元", and "an hour per server" after it. Written for the test, both languages."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def pricing(line: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", f"GPU: 8 x H100 SXM5 80GB\n{line}\n")).pricing


@pytest.mark.parametrize(("line", "price", "unit"), [
    ("月付 ¥98,000/台", "98000 CNY/node/month", "node-month"),
    ("包年价格：¥1,050,000/台", "1050000 CNY/node/year", "node-year"),
    ("每台服务器月租金为人民币 72,000 元", "72000 CNY/node/month", "node-month"),
    ("Monthly: $28,500 per node (billed annually)", "28500 USD/node/month", "node-month"),
    ("Hourly rate: USD 23.20 per server", "23.2 USD/node/h", "node-hour"),
    ("The cluster costs $23.20 an hour per server, billed per second.", "23.2 USD/node/h", "node-hour"),
])
def test_the_count_or_period_said_before_the_figure(line: str, price: str, unit: str) -> None:
    read = pricing(line)
    assert read.unit_price == parse_quantity(price) and read.unit == unit


@pytest.mark.parametrize(("line", "later"), [
    ("On-demand $3.29/h per GPU, reserved $2,000 per node", "2000 USD/node"),
    ("按需 ¥6.50/卡/时；包月另议，每台 ¥68,000", "68000 CNY/node"),
])
def test_an_earlier_price_lends_its_period_to_no_later_one(line: str, later: str) -> None:
    offer = offer_from_document(Document.from_text("quote.txt", f"GPU: 8 x H100 SXM5 80GB\n{line}\n"))
    assert offer.pricing.unit == "gpu-hour"
    read = offer.readings["pricing.unit_price"]
    assert not any(c.value.startswith(later + "/h") for c in read.candidates)  # no hourly period borrowed


@pytest.mark.parametrize(("line", "price", "unit"), [
    ("单价（元/卡/时）：6.5", "6.5 CNY/GPU/h", "gpu-hour"),
    ("单价（元/台/月）：98,000", "98000 CNY/node/month", "node-month"),
    ("Unit price (USD/GPU/h): 2.35", "2.35 USD/GPU/h", "gpu-hour"),
    ("Unit price (USD/node/month): 28,500", "28500 USD/node/month", "node-month"),
    ("Unit price (per server / month): CNY 98,000", "98000 CNY/node/month", "node-month"),
    ("Price (USD per GPU per hour): 2.35", "2.35 USD/GPU/h", "gpu-hour"),
])
def test_the_price_lines_label_says_its_unit_in_brackets(line: str, price: str, unit: str) -> None:
    text = f"Quote\n\nGPU: 8 x H100 SXM5 80GB per node\n\n{line}\n"
    read = offer_from_document(Document.from_text("quote.txt", text))
    assert read.pricing.unit_price == parse_quantity(price) and read.pricing.unit == unit


@pytest.mark.parametrize(("line", "price", "unit"), [
    ("GPU-hour price: 2.10 EUR", "2.1 EUR/GPU/h", "gpu-hour"),
    ("Node-month rate: SGD 19,900", "19900 SGD/node/month", "node-month"),
    ("GPU price: USD 2.45 per hour", "2.45 USD/GPU/h", "gpu-hour"),
    ("卡时单价：¥6.80", "6.8 CNY/GPU/h", "gpu-hour"),
    ("整机单价：¥96,000/月", "96000 CNY/node/month", "node-month"),
])
def test_a_price_label_that_starts_with_what_it_counts_is_a_price(line: str, price: str, unit: str) -> None:
    """"GPU-hour price" names a price (it was read as a GPU line), its compound unit the count and the period."""
    text = f"Quote\n\nGPU: 8 x H100 SXM5 80GB per node\n\n{line}\n"
    read = offer_from_document(Document.from_text("quote.txt", text))
    assert read.pricing.unit_price == parse_quantity(price) and read.pricing.unit == unit
