"""A chat export that stamps each message with a bare time of day before the sender ("16:05 小林（售前）：…",
"16:05 Ravi Patel: …"), no brackets and no date: each stamp starts a sentence, so the buyer's question on the next
line does not turn the seller's priced message before it into a question. A time in a sentence ("09:00 至 18:00：")
starts no message. Written for the test."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.ingest.statements import sentences
from auditor.units import parse_quantity

ZH = ("16:01 晨曦科技-王工：想租一张 H100 做推理，怎么收费\n"
      "16:05 云岫算力-小林（售前）：推荐 H100 单卡实例 hx.h100.one，5.20 元/卡时，按秒计费，用完即释放\n"
      "16:09 晨曦科技-王工：显存是 80G 的吧？\n")
EN = ("16:01 Mei Chen: Could we rent one H100 for inference, what does it cost\n"
      "16:05 Ravi Patel (Cirrus GPU): Our single-card H100 instance is USD 2.35 per GPU-hour, billed per second\n"
      "16:09 Mei Chen: Is that the 80 GB card?\n")


@pytest.mark.parametrize(("text", "price"), [(ZH, "5.20 CNY/GPU/h"), (EN, "2.35 USD/GPU/h")])
def test_a_bare_time_stamp_starts_a_message_so_the_next_question_leaves_the_price(text: str, price: str) -> None:
    offer = offer_from_document(Document.from_text("chat.txt", text))
    assert offer.pricing is not None and offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.billing_granularity == parse_quantity("1 s")


@pytest.mark.parametrize("text", ["人工客服 09:00 至 18:00：请来电", "Support hours 09:00 to 18:00: call us"])
def test_a_time_inside_a_sentence_starts_no_message(text: str) -> None:
    assert len(sentences(text)) == 1
