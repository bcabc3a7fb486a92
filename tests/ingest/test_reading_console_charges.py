"""A console's charges table: 费用项 | 原价 | 优惠 | 应付 ("Item | List | Discount | You pay"). The paid column is
the price; the struck list price, the discount and the subtotal rows are not, and an amount with a minus sign
("-¥9,120.00") is money taken off, never a price. Written for the test, Chinese and
English."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.pdf_offer import read_pdf_offer, read_text_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf

ZH = [["费用项", "原价", "优惠", "应付"],
      ["实例 8 × H800 SXM5 80GB（含本地盘）", "¥76,000.00 /台/月", "年末特惠 8.8 折", "¥66,880.00 /台/月"],
      ["公网带宽 100Mbps", "¥7,850.00 /台/月", "—", "¥7,850.00 /台/月"],
      ["小计（每台每月）", "¥83,850.00", "-¥9,120.00", "¥74,730.00"]]
EN = [["Charge", "List", "Discount", "You pay"],
      ["Instance 8 x H100 SXM5 80GB", "$31,000.00 / node / month", "Reserved 12% off", "$27,280.00 / node / month"],
      ["Public IP", "$40.00 / node / month", "-", "$40.00 / node / month"],
      ["Subtotal (per node per month)", "$31,040.00", "-$3,720.00", "$27,320.00"]]


@pytest.mark.parametrize(("rows", "price"), [(ZH, "66880 CNY/node/month"), (EN, "27280 USD/node/month")])
def test_the_paid_column_is_the_price(tmp_path: Path, rows: list[list[str]], price: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "order.pdf", rows))
    assert offer.pricing is not None and offer.pricing.unit_price == parse_quantity(price)


@pytest.mark.parametrize(("text", "price"), [
    ("实例 H800 SXM5 八卡：原价 ¥76,000.00/台/月，优惠 -¥9,120.00/台/月，应付 ¥66,880.00/台/月",
     "66880 CNY/node/month"),
    ("Instance 8 x H100 SXM5: credit applied -$3,720.00 / node / month; you pay $27,280.00 / node / month",
     "27280 USD/node/month"),
])
def test_a_negative_amount_is_money_taken_off_not_a_price(tmp_path: Path, text: str, price: str) -> None:
    path = tmp_path / "order.txt"
    path.write_text(text + "\n", encoding="utf-8")
    offer = read_text_offer(path)
    assert offer.pricing is not None and offer.pricing.unit_price == parse_quantity(price)


@pytest.mark.parametrize(("text", "price"), [
    ("Aurora B200 slices\n- USD 4.90 per GPU-hour, billed per minute\n", "4.90 USD/GPU/h"),
    ("报价\n- ¥98,000 元/台/月，起租 3 个月\n", "98000 CNY/node/month"),
])
def test_a_bullets_dash_is_no_minus_sign(tmp_path: Path, text: str, price: str) -> None:
    path = tmp_path / "quote.txt"
    path.write_text(text, encoding="utf-8")
    offer = read_text_offer(path)
    assert offer.pricing is not None and offer.pricing.unit_price == parse_quantity(price)
