"""Counts written in words (两台, 十六张, "eight (8) servers", "two terabytes") read as digits,
with evidence still quoting the printed words; and the node count a quote states in words."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.ingest.document import Document
from auditor.ingest.numbers import en_number, spell_digits, zh_number
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer
from auditor.units import parse_quantity

_ZH = "零一二三四五六七八九"
_EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
       "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}


def zh_words(n: int) -> str:
    """1..9999 the way a person writes it (十六, 一百二十八, 两千零四十八 is left to 二千零四十八)."""
    out, zero = "", False
    for value, unit in ((1000, "千"), (100, "百"), (10, "十")):
        digit = n // value % 10
        if digit:
            if zero:
                out += "零"
            out += ("" if unit == "十" and digit == 1 and not out else _ZH[digit]) + unit
            zero = False
        elif out:
            zero = True
    if n % 10:
        out += ("零" if zero else "") + _ZH[n % 10]
    return out


def en_words(n: int) -> str:
    if n < 20:
        return _EN[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _EN[n % 10])
    rest = n % 100
    return f"{_EN[n // 100]} hundred" + ("" if rest == 0 else f" and {en_words(rest)}")


@given(st.integers(1, 9999))
def test_chinese_numerals_read_back(n: int) -> None:
    assert zh_number(zh_words(n)) == n


@given(st.integers(0, 999))
def test_english_number_words_read_back(n: int) -> None:
    assert en_number(en_words(n)) == n


@settings(max_examples=50, deadline=None)
@given(n=st.integers(1, 99), counter=st.sampled_from(["台", "张", "块", "个月"]))
def test_a_chinese_count_before_its_counter_becomes_digits_and_keeps_its_origin(n: int, counter: str) -> None:
    text = f"共{zh_words(n)}{counter}"
    spelled = spell_digits(text)
    assert spelled.text == f"共{n}{counter}"
    start, end = spelled.span(1, 1 + len(str(n)))
    assert text[start:end] == zh_words(n)  # the evidence quotes the words as printed


@settings(max_examples=50, deadline=None)
@given(st.integers(1, 64))
def test_an_english_count_with_its_digits_in_brackets_reads_once(n: int) -> None:
    spelled = spell_digits(f"{en_words(n)} ({n}) servers")
    assert spelled.text == f"{n} servers"


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("quote.txt", text))


@pytest.mark.parametrize(("text", "nodes", "per_node"), [
    ("报价：两台 H800 八卡服务器，每台 8 张 H800。", 2, 8),
    ("We propose forty-eight (48) NVIDIA H100 GPUs, delivered as six (6) servers with eight GPUs each.", 6, 8),
    ("Quote basis: 1 x H100-8 server, on-demand.", 1, None),
    ("3 nodes × 8 GPUs = 24 NVIDIA H100 GPUs", 3, 8),
])
def test_node_and_gpu_counts_in_words_or_products(text: str, nodes: int, per_node: int | None) -> None:
    offer = read(text)
    assert offer.nodes == nodes
    if per_node is not None:
        assert offer.gpu.count_per_node == per_node


def test_memory_and_terms_in_words() -> None:
    offer = read("Each server has two terabytes of system memory. Minimum commitment of twelve (12) months.")
    assert offer.memory == parse_quantity("2 TB")
    assert offer.pricing.minimum_term == parse_quantity("12 month")


# ---------------------------------------------------------------- figures said aloud (call transcripts, voice notes)

@given(whole=st.integers(1, 99), decimals=st.lists(st.integers(0, 9), min_size=1, max_size=3))
def test_a_decimal_said_digit_by_digit_reads_back(whole: int, decimals: list[int]) -> None:
    said = f"{en_words(whole)} point {' '.join(_EN[d] for d in decimals)} terabytes"
    spelled = spell_digits(said)
    assert spelled.text == f"{whole}.{''.join(map(str, decimals))} TB"
    assert spelled.span(0, len(spelled.text)) == (0, len(said))  # the evidence quotes the spoken words


@given(whole=st.integers(1, 99), decimals=st.lists(st.integers(0, 9), min_size=1, max_size=3))
def test_a_chinese_decimal_before_its_unit_reads_back(whole: int, decimals: list[int]) -> None:
    said = f"{zh_words(whole)}点{''.join(_ZH[d] for d in decimals)} TB"
    assert spell_digits(said).text == f"{whole}.{''.join(map(str, decimals))} TB"


def test_a_configuration_said_on_a_call_en() -> None:
    offer = read("Dana (Bluefin GPU Cloud): the box is eight AMD Instinct MI300X, a hundred ninety-two gig each, all "
                 "eight on the xGMI mesh, a hundred twenty-eight gig per second per link. Two AMD EPYC 9454, "
                 "forty-eight cores each, and two point three terabytes of RAM.\n"
                 "Dana (Bluefin GPU Cloud): Eight times three point eight four terabyte NVMe for data, plus a mirrored "
                 "boot pair. It's $2.40 per GPU hour.")
    assert offer.gpu.memory == parse_quantity("192 GB")
    assert offer.memory == parse_quantity("2.3 TB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")


def test_a_configuration_said_on_a_call_zh() -> None:
    offer = read("销售（云帆算力）：一台八卡 H200，每台内存一点五 TB，数据盘四块三点八四 TB 的 NVMe，"
                 "价格每卡每小时 12 元。")
    assert offer.memory == parse_quantity("1.5 TB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")


def test_times_and_gig_stay_words_where_they_count_nothing() -> None:
    assert spell_digits("three times faster than a 10 gig Ethernet uplink").text == \
        "three times faster than a 10 gig Ethernet uplink"
    assert spell_digits("a hundred twenty-eight gig per second per link").text == "128 gig per second per link"


@pytest.mark.parametrize(("text", "price"), [
    ("Price: $19.5k / node / month, excl. tax. Two (2) H200 nodes.", "19500 USD/node/month"),
    ("报价：HK$ 98k /台/月，两台 H100。", "98000 HKD/node/month"),
])
def test_a_price_in_thousands_after_its_currency(text: str, price: str) -> None:
    """ "$19.5k", "HK$ 98k": the k is thousands of the currency (an "8k context window" is no money)."""
    assert read(text).pricing.unit_price == parse_quantity(price)
    assert spell_digits("8k context window").text == "8k context window"
