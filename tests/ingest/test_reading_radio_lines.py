"""A form of radio buttons or boxes with one choice a line, as a pricing calculator or an order form prints it
("● Dedicated host (sole tenant)" over "○ Shared host", "■ 包年" over "□ 按量"): a line that starts with an empty
mark is a choice not taken, so its words state nothing. Where no line is marked, the bullets are only bullets.
Chinese and English, written for the test."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("calculator.txt", text))


@pytest.mark.parametrize(("form", "price"), [
    ("1. Instance\n● 8 × NVIDIA H100 SXM5 80GB\n○ 4 × H100 SXM5 80GB\n\n2. Tenancy\n● Dedicated host (sole tenant)\n\n"
     "○ Shared host\n\n3. Commitment\n○ On-demand - $3.90 per GPU-hour\n\n● 1-year commitment - $2.95 per GPU-hour\n",
     "2.95 USD/GPU/h"),
    ("一、机型\n■ 8 × H800 SXM5 80GB\n\n□ 4 × H800 SXM5 80GB\n\n二、租用方式\n■ 独享整机\n\n□ 共享实例（按卡切分）\n\n"
     "三、计费\n□ 按量 12 元/卡/小时\n\n■ 包月 7.5 元/卡/小时\n", "7.5 CNY/GPU/h"),
])
def test_the_marked_choice_of_each_group_is_the_offer(form: str, price: str) -> None:
    offer = read(form)
    assert offer.gpu.count_per_node == 8
    assert offer.gpu.sharing == "dedicated"
    assert offer.pricing.unit_price == parse_quantity(price)


def test_bullets_without_empty_boxes_are_read() -> None:
    offer = read("● GPU: 8 × H100 SXM5 80GB\n● Shared storage: 100 TB Lustre\n● Price: $2.95 per GPU-hour\n")
    assert offer.gpu.count_per_node == 8
    assert offer.pricing.unit_price == parse_quantity("2.95 USD/GPU/h")
