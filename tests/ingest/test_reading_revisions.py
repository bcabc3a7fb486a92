"""A revision replaces a figure: "由原来的四台调整为两台", "4×400G InfiniBand 取消，改为 2×200G RoCE",
"最短租期由六个月改为三个月", "reduced to two servers", "3 months instead of 6 months". The revised figure
is the fact; the replaced one stays a beaten candidate. Written for the test, in both languages."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer
from auditor.units import parse_quantity


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("mail.txt", text))


_ZH = ("方案修订如下：\n1. 规模：由原来的六台调整为三台，每台八卡 H800。\n"
       "2. 机间网络：原方案的 8×400G InfiniBand 取消，改为每台 4×200G RoCE v2。\n"
       "3. 价格：每台每月 88,000 元，最短租期由十二个月改为六个月。")
_EN = ("Revised proposal:\n1. Scale: reduced to three servers instead of six servers, 8 x H800 each.\n"
       "2. Fabric: 4 x 200G RoCE v2 per server instead of 8 x 400G InfiniBand.\n"
       "3. Price: USD 11,900 per server per month; minimum term changed from 12 months to 6 months.")


@pytest.mark.parametrize("text", [_ZH, _EN])
def test_the_revised_figures_are_the_offer(text: str) -> None:
    offer = read(text)
    assert offer.nodes == 3
    assert offer.interconnect.inter_node == "roce"
    assert offer.interconnect.inter_node_bandwidth == parse_quantity("800 Gb/s")
    assert offer.pricing.minimum_term == parse_quantity("6 month")


def test_the_replaced_figure_is_kept_as_a_beaten_candidate() -> None:
    reading = read(_ZH).readings["nodes"]
    assert any(c.value == "6" and c.why == "a revised figure over the one it replaces" for c in reading.candidates)


@pytest.mark.parametrize("text", [
    "内存：64GB DDR5 × 24（每台）",
    "Memory: 64 GB DDR5 RDIMM x 24 per server",
])
def test_a_module_count_after_the_size_multiplies_it(text: str) -> None:
    assert read(text).memory == parse_quantity("1536 GB")
