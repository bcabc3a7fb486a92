"""A price list in prose or a rate ladder, then one sentence that says which price is the quote ("The customer has
selected the 6-month option: USD 2.80 per GPU-hour", "Offered 6-month reserved at USD 4.35", "Quoted: 3-month term,
$17,900.00 per month", "贵司本次意向租期 6 个月，按 39,800 元/台/月执行"): that sentence's one price is the offer's,
not the first price of the page. A sentence of selection naming two prices picks none. Documents written for the
test, in both languages."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", text))


@pytest.mark.parametrize(("text", "price"), [
    ("Server: 8 x NVIDIA H100 SXM5 80GB, 2 nodes.\n"
     "Rates: on-demand USD 5.90 / GPU-hour; 6-month reserved USD 4.35 / GPU-hour; 12-month reserved USD 3.95 / "
     "GPU-hour.\nOffered 6-month reserved at USD 4.35 per GPU-hour, excluding taxes.", "4.35 USD/GPU/h"),
    ("Configuration: 8 x H200 SXM 141GB per node.\n"
     "1-month term: $19,400 / server / month. 3-month term: $17,900 / server / month.\n"
     "Quoted: 3-month term, $17,900.00 per server per month, tax excluded.", "17900 USD/node/month"),
    ("GPU: 8 x A100 SXM4 80GB.\nOn-demand USD 3.60 per GPU-hour, 3-month USD 3.20 per GPU-hour, 6-month USD 2.80 per "
     "GPU-hour.\nThe customer has selected the 6-month option: USD 2.80 per GPU-hour for a minimum of six months.",
     "2.8 USD/GPU/h"),
    ("配置：8 × NVIDIA H20 96GB，单台。\n价格：租 3 个月 41,500 元/台/月；租 6 个月 39,800 元/台/月；"
     "租 12 个月 37,600 元/台/月。贵司本次意向租期 6 个月\n，按 39,800 元/台/月执行。", "39800 CNY/node/month"),
    ("配置：8 × H800 80GB。\n按需 15.80 元/卡/时；包半年 13.20 元/卡/时；包年 11.90 元/卡/时。\n"
     "本次报价：包年，11.90 元/卡/时（不含税）。", "11.9 CNY/GPU/h"),
])
def test_the_one_price_a_selecting_sentence_states_is_the_offer(text: str, price: str) -> None:
    assert read(text).pricing.unit_price == parse_quantity(price)


def test_a_selecting_sentence_with_two_prices_picks_none_of_them() -> None:
    prices = "Prices: USD 3.95 per GPU-hour (12 months). "
    plain = read(f"GPU: 8 x H100 SXM5 80GB.\n{prices}Also USD 5.90 per GPU-hour or USD 4.35 per GPU-hour.")
    marked = read(f"GPU: 8 x H100 SXM5 80GB.\n{prices}Your quote: USD 5.90 per GPU-hour or USD 4.35 per GPU-hour.")
    assert marked.pricing.unit_price == plain.pricing.unit_price == parse_quantity("3.95 USD/GPU/h")


@pytest.mark.parametrize(("text", "price"), [
    ("按 39,800 元/台/月执行。", "39800 CNY/node/month"),
    ("单价 6.5 元/卡时起。", "6.5 CNY/GPU/h"),
])
def test_words_after_the_period_of_a_chinese_unit_are_not_the_unit(text: str, price: str) -> None:
    assert read("8 × H100 SXM5 80GB。" + text).pricing.unit_price == parse_quantity(price)
