"""A figure said to no longer apply ("the on-demand price of $3.40 per GPU-hour in that email no longer applies",
"原报价 46,000 元/台/月作废") is withdrawn: the figure that stands elsewhere in the offer is read, and the withdrawn one
is no rival to it. Written for the test, both languages."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", text))


@pytest.mark.parametrize(("text", "price"), [
    ("GPU: 2 x 8 H200 SXM 141GB.\nThe on-demand price of $3.40 per GPU-hour in my last email no longer applies to "
     "your order.\nReserved 6 months: $2.79 per GPU-hour.", "2.79 USD/GPU/h"),
    ("配置：8 × H20 96GB。\n11 月 18 日的原报价 46,000 元/台/月作废。\n新报价：39,800 元/台/月，起租 3 个月。",
     "39800 CNY/node/month"),
])
def test_a_figure_said_to_no_longer_apply_is_withdrawn(text: str, price: str) -> None:
    offer = read(text)
    assert offer.pricing.unit_price == parse_quantity(price)
    assert not [c for c in offer.conflicts if c.path == "pricing.unit_price"]


def test_a_price_with_a_validity_period_is_not_withdrawn() -> None:
    offer = read("配置：8 × H20 96GB。\n单价 39,800 元/台/月，报价有效期 7 天。")
    assert offer.pricing.unit_price == parse_quantity("39800 CNY/node/month")


@pytest.mark.parametrize(("text", "price"), [
    ("8x A100 SXM4 80GB, 2 nodes.\nPricing per quote Q-88 rev 1: reserved rate USD 1.29 per GPU-hour, minimum twelve "
     "(12) months. The on-demand rate of USD 1.89 per GPU-hour shown in the quote is not ordered.", "1.29 USD/GPU/h"),
    ("8 × A100 SXM4 80GB，2 台。\n按量价格 13.5 元/卡/时未订购；本单按包年 9.8 元/卡/时，最短 12 个月。",
     "9.8 CNY/GPU/h"),
])
def test_a_rate_said_not_to_be_ordered_is_not_the_price(text: str, price: str) -> None:
    """"is not ordered" denies the selection word in it: the rate beside the one ordered is withdrawn, not chosen."""
    assert read(text).pricing.unit_price == parse_quantity(price)


def test_a_denied_selection_word_selects_nothing() -> None:
    """"was not selected" is no sentence of selection: of two prices, neither is made the agreed one by it."""
    offer = read("8x H100 SXM5 80GB.\nOption A: USD 2.10 per GPU-hour, 12 months.\nOption B: USD 2.60 per GPU-hour, "
                 "no minimum. Option B was not selected by the customer; option A is the one ordered.")
    assert offer.pricing.unit_price == parse_quantity("2.10 USD/GPU/h")
