"""Prices in the currencies vendors outside the mainland and the US quote in: a sign before the figure ("NT$ 820",
"A$0.89", "S$ 3.10", "HK$98,000", "RM 12.50", "₹ 210"), an ISO code before or after it ("0.89 AUD", "AED 9.5") and a
currency's Chinese name after it ("820 新台币", "3.10 新元", "0.89 澳元"); the same vocabulary in a column header
("單價（NT$/卡/日）") and in the document's one currency under a bare figure. Also a unit said in two words ("per GPU
hour"). Documents written for the test, in both languages, in prose, key:value lines and table cells."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.model.offer import Offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf

_HEAD_ZH = "GPU 服务器：8 × NVIDIA RTX 4090 24GB，1 台。\n"
_HEAD_EN = "GPU server: 8 x NVIDIA H100 SXM5 80GB, one (1) server.\n"


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("quote.txt", text))


@pytest.mark.parametrize("line, price, currency", [
    ("單價：NT$ 820 / 卡 / 日（未稅）", "820 TWD/GPU/day", "TWD"),
    ("单价：820 新台币/卡/日，按日计费。", "820 TWD/GPU/day", "TWD"),
    ("报价：每卡每小时 0.89 澳元（不含 GST）。", "0.89 AUD/GPU/h", "AUD"),
    ("月租 38,500 新加坡元/台/月，最短租期 6 个月。", "38500 SGD/node/month", "SGD"),
    ("整機月租 98,000 港幣/台/月。", "98000 HKD/node/month", "HKD"),
    ("价格：RM 12.50/卡/小时，按小时计费。", "12.5 MYR/GPU/h", "MYR"),
    ("价格：₩ 3,900/卡/时。", "3900 KRW/GPU/h", "KRW"),
])
def test_a_price_in_a_less_common_currency_zh(line: str, price: str, currency: str) -> None:
    offer = read(_HEAD_ZH + line)
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.currency == currency


@pytest.mark.parametrize("line, price, currency", [
    ("On-demand: AUD 0.89 per GPU-hour, billed per minute, no minimum.", "0.89 AUD/GPU/h", "AUD"),
    ("Price: A$0.89 per GPU hour, excluding GST.", "0.89 AUD/GPU/h", "AUD"),
    ("Rate: 3.10 Singapore dollars per GPU-hour, minimum term 3 months.", "3.10 SGD/GPU/h", "SGD"),
    ("Price: NT$820 / GPU / day, excluding tax.", "820 TWD/GPU/day", "TWD"),
    ("Price: 94,000 TWD per server per month.", "94000 TWD/node/month", "TWD"),
    ("Price: INR 210 per GPU-hour (₹ 210), GST extra.", "210 INR/GPU/h", "INR"),
    ("Monthly fee: AED 35,000 per server per month.", "35000 AED/node/month", "AED"),
])
def test_a_price_in_a_less_common_currency_en(line: str, price: str, currency: str) -> None:
    offer = read(_HEAD_EN + line)
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.currency == currency


def test_a_price_in_a_meeting_transcript_with_its_unit_in_two_words() -> None:
    offer = read(_HEAD_EN + "00:01:09  Dana (Bluefin): On a three-month term it's $2.40 per GPU hour, billed\n"
                 "          hourly. On demand would be $2.95, but I'd go with the term.")
    assert offer.pricing.unit_price == parse_quantity("2.40 USD/GPU/h")
    assert offer.pricing.unit == "gpu-hour"


def test_a_price_per_server_month_in_two_words() -> None:
    offer = read(_HEAD_EN + "Rental: USD 21,000 per server month, minimum term 6 months.")
    assert offer.pricing.unit_price == parse_quantity("21000 USD/node/month")
    assert offer.pricing.unit == "node-month"


def test_a_currency_column_header_in_taiwan_dollars_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "quote.pdf", [
        ["项目", "配置", "单价（NT$/卡/日）"],
        ["GPU 服务器", "8 × RTX 4090 24GB", "820"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("820 TWD/GPU/day")
    assert offer.pricing.currency == "TWD"


def test_a_currency_column_header_in_australian_dollars_en(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "quote.pdf", [
        ["Item", "Specification", "Price (AUD per GPU-hour)"],
        ["GPU server", "8 x RTX 4090 24GB", "0.89"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("0.89 AUD/GPU/h")
    assert offer.pricing.currency == "AUD"


def test_units_parse_every_currency_the_reader_finds() -> None:
    assert parse_quantity("NT$820/GPU/day") == parse_quantity("820 TWD/GPU/day")
    assert parse_quantity("0.89 澳元/卡/时") == parse_quantity("0.89 AUD/GPU/h")
    assert parse_quantity("A$0.89") == parse_quantity("0.89 AUD")
    assert parse_quantity("RM 12.5/GPU/h") == parse_quantity("12.5 MYR/GPU/h")


@pytest.mark.parametrize("line, price", [
    ("Monatsentgelt / monthly fee: EUR 18.400,00 per server per month, netto.", "18400 EUR/node/month"),
    ("Preis / price: 2.150,50 € per server-month.", "2150.50 EUR/node/month"),
    ("Mensualité : 9 800,00 EUR par serveur / month", None),
    ("Tarif GPU : EUR 2,35 per GPU-hour, facturé à la minute.", "2.35 EUR/GPU/h"),
])
def test_a_continental_decimal_comma_is_the_decimal_mark(line: str, price: str | None) -> None:
    """European quotes write "18.400,00" and "2,35": a comma before the last two digits is the decimal mark (in
    "1,280" a comma groups thousands); read as 18.4 or 235, a monthly fee was a thousandth of itself."""
    offer = read(_HEAD_EN + line)
    if price is None:  # a space as the thousands mark is not read as a price of 800
        assert offer.pricing.unit_price is None or offer.pricing.unit_price != parse_quantity("800 EUR/node/month")
    else:
        assert offer.pricing.unit_price == parse_quantity(price)


def test_a_mainland_price_sheet_that_names_no_currency_prices_in_yuan() -> None:
    """A 对账单's or ERP sheet's "不含税单价 | 含税单价" over bare figures: a mainland document prices in 元."""
    offer = offer_from_document(Document.from_text("statement.md", (
        "| 计费项 | 计费单位 | 不含税单价 | 税率 | 含税单价 | 本期数量 |\n|---|---|---|---|---|---|\n"
        "| A800 SXM4 80GB 整机租赁 | 台/月 | 40,754.72 | 6% | 43,200.00 | 3 |\n"
        "| 公网带宽 200Mbps | 台/月 | 0.00 | — | 0.00（含在租金内） | 3 |\n")))
    assert offer.pricing.currency == "CNY"
    assert offer.pricing.unit == "node-month"


def test_a_traditional_character_sheet_that_names_no_currency_is_not_taken_for_yuan() -> None:
    offer = offer_from_document(Document.from_text("sheet.md", (
        "| 項目 | 計費單位 | 單價 |\n|---|---|---|\n| H100 SXM5 80GB 整機 | 台/月 | 410,000 |\n")))
    assert offer.pricing.currency != "CNY"
