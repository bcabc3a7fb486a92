"""What a unit price counts and per which period, when the figure's own unit leaves one out: the count said before
the figure ("单台 ¥148,000/月", "each server USD 41,000 a month") and the period named by the row's label ("月租 |
￥36,500/台", "Monthly rate | USD 41,000 per server"). Chinese and English, written for the test."""

from __future__ import annotations

from pathlib import Path

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", text))


def test_a_chinese_price_per_server_said_before_the_figure() -> None:
    offer = read("H200 八卡整机，现货。\n单台 ¥132,000/月，押一付三，最短六个月。")
    assert offer.pricing.unit_price == parse_quantity("132000 CNY/node/month")
    assert offer.pricing.unit == "node-month"


def test_an_english_price_per_server_said_before_the_figure() -> None:
    offer = read("Eight H100 SXM GPUs in each box.\nPricing: each server USD 41,000 a month, three months minimum.")
    assert offer.pricing.unit_price == parse_quantity("41000 USD/node/month")
    assert offer.pricing.unit == "node-month"


def test_a_chinese_price_row_names_its_period_in_the_label(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "quote.pdf", [
        ["项目", "内容"],
        ["GPU", "8 × L40S 48GB"],
        ["月租", "￥36,500/台"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("36500 CNY/node/month")
    assert offer.pricing.unit == "node-month"


def test_an_english_price_row_names_its_period_in_the_label(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "quote.pdf", [
        ["Item", "Detail"],
        ["GPUs", "8 x H200 SXM 141GB"],
        ["Monthly rate", "USD 52,000 per server"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("52000 USD/node/month")
    assert offer.pricing.unit == "node-month"


# ---------------------------------------------------------------- a minimum beside a term that is none


def test_a_minimum_term_beats_a_framework_term_zh() -> None:
    offer = read("GPU：8 × H200 SXM\n第九条 期限：租期三年（框架）；每份订单最短租期两个月。")
    assert offer.pricing.minimum_term == parse_quantity("2 month")


def test_a_minimum_term_beats_a_framework_term_en() -> None:
    offer = read("GPUs: 8 x H200 SXM\nTerm: three years as a framework; each order has a minimum term of two months.")
    assert offer.pricing.minimum_term == parse_quantity("2 month")


def test_a_chinese_listing_row_names_the_minimum_as_qizu(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "listing.pdf", [
        ["项目", "参数"],
        ["显卡", "RTX 4090 24GB × 8"],
        ["起租", "48 小时"],
    ])
    assert read_pdf_offer(pdf).pricing.minimum_term == parse_quantity("48 h")


def test_an_english_listing_row_names_the_minimum_alone(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "listing.pdf", [
        ["Item", "Spec"],
        ["GPU", "8 x L40S 48GB"],
        ["Minimum", "2 weeks"],
    ])
    assert read_pdf_offer(pdf).pricing.minimum_term == parse_quantity("14 day")


def test_a_chinese_price_with_its_currency_written_twice() -> None:
    offer = read("GPU：8 × A100 40GB SXM4\n单价：￥6.80 元/卡/小时，按小时计费")
    assert offer.pricing.unit_price == parse_quantity("6.80 CNY/GPU/h")
    assert offer.pricing.unit == "gpu-hour"


def test_an_english_price_with_its_currency_written_twice() -> None:
    offer = read("GPUs: 8 x H100 SXM 80GB\nRate: $2.45 USD / GPU-hour, billed hourly")
    assert offer.pricing.unit_price == parse_quantity("2.45 USD/GPU/h")
    assert offer.pricing.unit == "gpu-hour"


def test_price_columns_named_by_their_unit_and_a_quoted_row() -> None:
    """ "| | Per node-week | Per node-day | Per GPU-hour |" over "Weekly block (quoted) | $4,704.00 | $672.00 | $3.50":
    columns named by what a price counts and per which period are price columns; the quoted row's day or hour rate
    is the price (a week is no price unit), the reference row's is not."""
    en = offer_from_document(Document.from_text("quote.md", (
        "One (1) HGX B200 node.\n\n| Plan | Per node-week | Per node-day | Per GPU-hour |\n|---|---|---|---|\n"
        "| Weekly block (quoted) | $4,704.00 | $672.00 | $3.50 |\n| On-demand reference | - | - | $4.60 |\n")))
    assert en.pricing.unit_price in (parse_quantity("672 USD/node/day"), parse_quantity("3.5 USD/GPU/h"))
    zh = offer_from_document(Document.from_text("quote.md", (
        "H100 八卡服务器 1 台。\n\n| 方案 | 元/台/周 | 元/台/天 | 元/卡/时 |\n|---|---|---|---|\n"
        "| 包周（本次报价） | 21,000 | 3,000 | 15.60 |\n| 按量参考 | - | - | 19.80 |\n")))
    assert zh.pricing.unit_price in (parse_quantity("3000 CNY/node/day"), parse_quantity("15.6 CNY/GPU/h"))
