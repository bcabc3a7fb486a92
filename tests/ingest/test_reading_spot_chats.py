"""Spot rentals sold in group chats: a QQ record stamps each message with the date and the time to the second and
no colon after the sender, so a buyer's question must not swallow the seller's message before it; the buyer takes
one of two prices in words ("那先要便宜的 1.6 那个", "I'll take the 0.39 one"); minimum terms run in hours."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity

_QQ = ("消息记录\n消息对象:AI 算力交流群\n2026-11-25 20:13:40 算力驿站-小林\n"
       "8 卡 4090 整机，24G 显存一张，没有 NVLink\n"
       "2026-11-25 20:14:12 算力驿站-小林\n价格 1.6 元/卡/时，按小时计费，最少租 24 小时\n"
       "2026-11-25 20:15:55 阿泽（做 SFT 的）\n这么便宜？整机独享吗\n2026-11-25 20:17:30 算力驿站-小林\n"
       "晚上高峰期同一台机器会分时给两个用户轮流用。要全天独享是 2.9 元/卡/时\n2026-11-25 20:18:02 阿泽（做 SFT 的）\n"
       "那先要便宜的 1.6 那个\n")
_EN = ("2026-11-25 20:13:40 Kiln-Ops\n8x RTX 4090 24GB box, no NVLink\n2026-11-25 20:14:12 Kiln-Ops\n"
       "USD 0.39 per GPU-hour, billed hourly, min 24h\n2026-11-25 20:15:55 Ahmed\nthat cheap? is the box dedicated?\n"
       "2026-11-25 20:17:30 Kiln-Ops\nat peak hours the box is time-sliced between two renters. Fully dedicated is "
       "USD 0.62 per GPU-hour\n2026-11-25 20:18:02 Ahmed\nok I'll take the 0.39 one\n")


@pytest.mark.parametrize(("text", "price"), [(_QQ, "1.6 CNY/GPU/h"), (_EN, "0.39 USD/GPU/h")])
def test_the_price_the_buyer_takes_in_a_spot_chat(text: str, price: str) -> None:
    offer = offer_from_document(Document.from_text("chat.txt", text))
    assert str(offer.pricing.unit_price) == price
    assert offer.pricing.minimum_term == parse_quantity("24 hour", "duration")
    assert offer.pricing.billing_granularity == parse_quantity("1 h")
    assert offer.gpu.sharing == "shared"  # time-shared at peak hours: what the cheap price buys
