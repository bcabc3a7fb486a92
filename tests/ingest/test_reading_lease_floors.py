"""A lease's floor said as a threshold ("不少于半年", "no less than 3 months") is the minimum term, not an
acceptance test that silences the rest of its sentence; periods said as fractions (半年, 一年半) are months; a
volume tier's bounds ("1–5 台", "8-16 nodes") and a calendar year ("2027 年上半年") count nothing."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer
from auditor.units import parse_quantity


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("quote.txt", text))


@pytest.mark.parametrize(("text", "nodes", "term"), [
    ("报价确认：H800 八卡服务器 叁台，按 52,000 元/台/月，租期不少于半年，按自然月计费。", 3, "6 month"),
    ("本次订购 A800 服务器 两台，单价 41,500 元/台/月，不少于 12 个月。", 2, "12 month"),
    ("本单 H100 服务器 四台，租期一年半，月租 68,000 元/台。", 4, "18 month"),
    ("We confirm two (2) H100 servers at USD 21,000 per node-month, for no less than 3 months.", 2, "3 month"),
    ("Order: 4 x H200 nodes at USD 24,500 per node per month, committed for at least 6 months.", 4, "6 month"),
])
def test_a_floor_on_the_lease_is_the_term_and_the_sentence_keeps_its_counts(text: str, nodes: int,
                                                                            term: str) -> None:
    offer = read(text)
    assert offer.nodes == nodes
    assert offer.pricing.minimum_term == parse_quantity(term)
    assert offer.pricing.unit_price is not None


@pytest.mark.parametrize(("text", "nodes"), [
    ("价目：1–5 台 45,000 元/台/月；6–20 台 43,000 元/台/月。本次订购 H800 服务器 贰台。", 2),
    ("Volume pricing for H100 nodes: 1-3 nodes USD 22,000, 4-7 nodes USD 21,000. You are ordering five (5) nodes.", 5),
])
def test_a_volume_tier_bound_is_no_node_count(text: str, nodes: int) -> None:
    assert read(text).nodes == nodes


def test_a_calendar_year_after_the_term_word_is_no_term() -> None:
    offer = read("H20 服务器 2 台，租期自 2027 年上半年起算，最短租期 3 个月。")
    assert offer.pricing.minimum_term == parse_quantity("3 month")


def test_an_acceptance_floor_still_counts_nothing() -> None:
    offer = read("报价：H100 服务器 2 台。验收：nccl-tests busbw 不少于 40GB/s，fio 顺序读不少于 5GB/s，"
                 "共 8 张卡可见。")
    assert offer.nodes == 2
    assert offer.storage.throughput is None


def test_a_tier_row_under_a_nodes_label_counts_nothing() -> None:
    offer = offer_from_document(Document.from_text("quote.md", (
        "| 台数 Nodes | 1–3 | 4–7 | 8+ |\n|---|---|---|---|\n| 单价 Price | ¥66,000 | ¥61,500 | ¥58,000 |\n\n"
        "本次订购 H800 八卡服务器 5 台，适用 4–7 台档。\n")))
    assert offer.nodes == 5
    en = offer_from_document(Document.from_text("quote.md", (
        "| Nodes | 1-3 | 4-7 | 8+ |\n|---|---|---|---|\n| Price | $21,000 | $19,800 | $18,900 |\n\n"
        "This quote: six (6) H100 nodes on the 4-7 tier.\n")))
    assert en.nodes == 6
