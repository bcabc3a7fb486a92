"""A price that replaces another: a renewal's or extension's price beside the price of the current term, in a
two-column table ("现行价 | 续约价", "Current rate | Extension rate") or in one sentence
("原价 …，续租价 …", "current rate …, renewal rate …", "… (previously …)"). The new price is the
offer: the old column is the table's before column (not read), the old figure of a sentence a
superseded candidate. Documents written for the test, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.model.offer import Offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("notice.txt", text))


@pytest.mark.parametrize(("rows", "line", "price"), [
    ([["", "现行价格（2026 年）", "续约价格（2027 年起）"], ["月租金（元/台/月）", "46,000.00", "41,500.00"]],
     "租用设备：8 × NVIDIA A800 80GB GPU 服务器 1 台。", "41500 CNY/node/month"),
    ([["", "Current rate", "Extension rate (from March 2027)"],
      ["Monthly rate (USD per node)", "21,400.00", "19,900.00"]],
     "Equipment: one GPU server, 8 x NVIDIA H100 SXM5 80GB.", "19900 USD/node/month"),
])
def test_a_renewal_column_states_the_price_beside_the_current_one(tmp_path: Path, rows: list[list[str]], line: str,
                                                                 price: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "renewal.pdf", rows, (line,)))
    assert offer.pricing.unit_price == parse_quantity(price)


@pytest.mark.parametrize(("line", "price"), [
    ("续签说明：8 卡 L40S 服务器 1 台，原价 ¥23,000/台/月，续签价格 ¥21,000/台/月，续签 6 个月。",
     "21000 CNY/node/month"),
    ("8 卡 L40S 服务器 1 台，月租 ¥21,000/台/月（原价 ¥23,000/台/月），续签 6 个月。", "21000 CNY/node/month"),
    ("Renewal: one 8 x H100 SXM5 80GB server. Current rate USD 21,400 per node per month, renewal rate USD 19,900 "
     "per node per month for the next six months.", "19900 USD/node/month"),
    ("Renewal: one 8 x H100 SXM5 80GB server at USD 19,900 per node per month (previously USD 21,400 per node per "
     "month).", "19900 USD/node/month"),
])
def test_a_renewal_price_in_a_sentence_replaces_the_old_one(line: str, price: str) -> None:
    offer = read(line)
    assert offer.pricing.unit_price == parse_quantity(price)
    beaten = [c.value for c in offer.readings["pricing.unit_price"].candidates]
    assert any(v.startswith(("23000", "21400")) for v in beaten)  # the old price is kept as evidence


@pytest.mark.parametrize(("text", "price"), [
    ("价格：原价 ¥2.20 /卡/时，现价 ¥1.76 /卡/时（含税），按小时计费。", "1.76 CNY/GPU/h"),
    ("Price: list $2.90 per GPU-hour, now $2.40 per GPU-hour for this order.", "2.4 USD/GPU/h"),
    ("H100 租赁：刊例价 ¥68,000/台/月，活动价 ¥61,000/台/月。", "61000 CNY/node/month"),
])
def test_todays_price_after_the_list_one(text: str, price: str) -> None:
    """ "原价 … 现价 …", "list …, now …", "活动价": the price after the word replaces the list price before it."""
    assert read(text).pricing.unit_price == parse_quantity(price)


@pytest.mark.parametrize(("text", "price"), [
    ("8 × H800 80GB，1 台。\n价格与租期\n整机月租 ¥36,000 元/台/月（含 6% 增值税），最短租期三个月，按月预付。"
     "长租十二个月可享 ¥33,500 元/台/月 的年度价（本方案按月租报价）。", "36000 CNY/node/month"),
    ("8 x H100 80GB, one server.\nUSD 4,800 per server per month, three months minimum. A 12-month term would be "
     "USD 4,300 per server per month (this quote is at the monthly rate).", "4800 USD/node/month"),
])
def test_a_price_offered_on_a_condition_is_not_the_one_quoted(text: str, price: str) -> None:
    # "可享 …", "would be …": the other plan's price, even in the sentence that names the quote's basis
    assert str(read(text).pricing.unit_price) == price


@pytest.mark.parametrize(("text", "price"), [
    ("8 x H100 80GB, one server. Our rate is USD 2.45 per GPU-hour, billed monthly.\nYours sincerely,\nMarcus\n"
     "P.S. Our finance team approved a lower rate this morning: USD 2.19 per GPU-hour replaces the USD 2.45 above.",
     "2.19 USD/GPU/h"),
    ("每台 8 × H100 80GB，1 台。我司报价 9.80 元/卡/时，按月结算。\n此致\n"
     "附言：财务今日批准贵司专属价 8.90 元/卡/时，取代上文的 9.80 元。", "8.9 CNY/GPU/h"),
])
def test_a_postscript_that_replaces_the_rate_above_wins(text: str, price: str) -> None:
    assert str(read(text).pricing.unit_price) == price
