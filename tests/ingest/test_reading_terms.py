"""Terms and billing steps as vendors write them: a lease term beside the minimum term in one clause (the minimum
is the minimum), a deadline after the term ends (no term), a billing step said as a granularity or an increment
("1-minute granularity", "计费粒度 1 小时", "Billing increment: per second"), a settlement period that is no billing
step ("按月结算", "settled monthly"), and the labels a term goes by ("Contract duration", "合同期限"). Documents
written for the test, in both languages, in prose, key:value lines and table cells."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.model.offer import Offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf

_HEAD_ZH = "GPU 服务器：8 × NVIDIA A100 SXM4 80GB，1 台。\n"
_HEAD_EN = "GPU server: 8 x NVIDIA H100 SXM5 80GB, one (1) server.\n"


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("quote.txt", text))


# ---------------------------------------------------------------- the minimum beside the lease term


@pytest.mark.parametrize("line, term", [
    ("订单一：单价人民币 62,000 元/台/月（含税），租期 6 个月，最短租期 3 个月。", "3 month"),
    ("租金 ¥12,800/台/月（含税），押金 ¥12,800，租期 3 个月，最短租期 1 个月，按月预付。", "1 month"),
    ("本次租期 12 个月，起租期 3 个月，月付 ¥98,000/台。", "3 month"),
    ("合同期 24 个月，最低租期 6 个月。", "6 month"),
    ("最短租期 2 个月，租期 12 个月。", "2 month"),
])
def test_the_minimum_beside_the_lease_term_is_the_minimum_zh(line: str, term: str) -> None:
    assert read(_HEAD_ZH + line).pricing.minimum_term == parse_quantity(term)


@pytest.mark.parametrize("line, term", [
    ("The lease term is 12 months, with a minimum term of 3 months, at USD 2.40 per GPU-hour.", "3 month"),
    ("Contract term 24 months, minimum commitment 6 months; USD 19,800 per node per month.", "6 month"),
    ("Term: 6 months (minimum term 1 month), billed monthly in advance.", "1 month"),
])
def test_the_minimum_beside_the_lease_term_is_the_minimum_en(line: str, term: str) -> None:
    assert read(_HEAD_EN + line).pricing.minimum_term == parse_quantity(term)


@pytest.mark.parametrize("line", [
    "数据：租期结束后 7 日内清除全部数据并书面确认。",
    "數據：租期完結後 7 日內清除全部數據並書面確認。",
    "退租：租赁期满后 10 个工作日内删除数据。",
    "Data: all customer data is wiped within 7 days after the term ends.",
    "Data: within 14 days of the end of the term all disks are wiped.",
])
def test_a_deadline_after_the_term_is_no_term(line: str) -> None:
    offer = read(_HEAD_ZH + line + "\n月租 ¥62,000/台，最短租期 1 个月。")
    assert offer.pricing.minimum_term == parse_quantity("1 month")
    assert all(c.value == "1 month" for c in offer.readings["pricing.minimum_term"].candidates)


@pytest.mark.parametrize("line, term", [
    ("服务期：2027 年 1 月 1 日至 2027 年 6 月 30 日，共 6 个月。月付 ¥58,800/台（不含税）。", "6 month"),
    ("租期自 2027 年 3 月 1 日起 12 个月，月租 ¥62,000/台。", "12 month"),
    ("服务期限：2027年1月1日至2027年12月31日（共12个月），月租 ¥62,000/台。", "12 month"),
    ("The term runs from 1 January 2027 to 31 December 2027 (12 months) at USD 19,800 per node per month.",
     "12 month"),
    ("Term: 2027-02-01 to 2027-07-31 (6 months); USD 19,800 per node per month.", "6 month"),
    ("Term: February 1, 2027 through July 31, 2027, for six (6) months; USD 19,800 per node per month.", "6 month"),
])
def test_the_dates_a_term_runs_between_are_no_term(line: str, term: str) -> None:
    # "2027 年" is a date's year, "1 月 1 日" a date's month: the count after the dates is the term
    assert read(_HEAD_ZH + line).pricing.minimum_term == parse_quantity(term)


@pytest.mark.parametrize("label", ["Contract duration", "Lease duration", "Commitment period", "Committed term",
                                   "合同期限", "租赁期限", "租用期限", "承诺期限"])
def test_a_term_label_names_the_term(tmp_path: Path, label: str) -> None:
    pdf = table_pdf(tmp_path / "offer.pdf", [
        ["Seller", "Quarry Peak AI, Inc."],
        ["GPU", "8x NVIDIA H100 SXM5 80GB"],
        [label, "6 months"],
        ["Renewal", "Not automatic"],
    ])
    assert read_pdf_offer(pdf).pricing.minimum_term == parse_quantity("6 month")


# ---------------------------------------------------------------- the billing step


@pytest.mark.parametrize("line, step", [
    ("计费：按实际使用卡时，计费粒度 1 分钟。", "1 min"),
    ("¥5.20/卡/小时（含 6% 增值税），计费粒度 1 小时；最短租期 1 个月，月结。", "1 h"),
    ("计费粒度：秒级。", "1 s"),
    ("最小计费单位 1 小时，不足 1 小时按 1 小时计。", "1 h"),
    ("按分钟计费，按月结算。", "1 min"),
    ("按量付费，以小时为计费单位。", "1 h"),
])
def test_a_billing_step_said_as_a_granularity_zh(line: str, step: str) -> None:
    assert read(_HEAD_ZH + line).pricing.billing_granularity == parse_quantity(step)


@pytest.mark.parametrize("line, step", [
    ("Price: GBP 1.10 per GPU-hour; billed monthly in arrears on accounted usage (1-minute granularity).", "1 min"),
    ("Billing granularity: 1 minute.", "1 min"),
    ("Billing increment: per second, 60-second minimum.", "1 s"),
    ("Usage is metered in 1-hour increments and invoiced monthly.", "1 h"),
    ("Billing: hourly, invoiced monthly.", "1 h"),
    ("Usage is billed in one-minute increments.", "1 min"),
])
def test_a_billing_step_said_as_a_granularity_en(line: str, step: str) -> None:
    assert read(_HEAD_EN + line).pricing.billing_granularity == parse_quantity(step)


@pytest.mark.parametrize("line", [
    "无最低消费，按月结算。",
    "费用按月结算，每月 5 日前支付。",
    "Charges are settled monthly.",
    "Invoices are issued monthly; payment within 30 days.",
])
def test_a_settlement_period_is_no_billing_step(line: str) -> None:
    assert read(_HEAD_ZH + "单价 ¥8.90/卡/时。\n" + line).pricing.billing_granularity is None


def test_a_billing_row_states_the_granularity_in_a_table(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "spec.pdf", [
        ["项目", "说明"],
        ["GPU", "NVIDIA H800 SXM5 80GB × 8"],
        ["计费", "按实际使用卡时，计费粒度 1 分钟"],
        ["单价", "¥8.90/卡/时"],
    ], ("预估月费用：12,000 卡时 × ¥8.90 = ¥106,800.00。无最低消费，按月结算。",))
    assert read_pdf_offer(pdf).pricing.billing_granularity == parse_quantity("1 min")


# ---------------------------------------------------------------- the shortest period said with its own noun


@pytest.mark.parametrize("line, term", [
    ("月租 ¥58,000/台/月，最低签约期 4 个月。", "4 month"),
    ("包月价 ¥58,000/台/月，最低使用期限为 6 个月，超期按月续。", "6 month"),
    ("包月 ¥58,000/台/月，至少 2 个月起。", "2 month"),
])
def test_the_shortest_period_said_with_its_own_noun_zh(line: str, term: str) -> None:
    assert read(_HEAD_ZH + line).pricing.minimum_term == parse_quantity(term, "duration")


@pytest.mark.parametrize("line, term", [
    ("USD 19,500 per node per month. Minimum contract period: four (4) months.", "4 month"),
    ("USD 19,500 per node per month; minimum service period of 9 months.", "9 month"),
    ("monthly plan is USD 19,500 per node per month, min 2 months for monthly", "2 month"),
])
def test_the_shortest_period_said_with_its_own_noun_en(line: str, term: str) -> None:
    assert read(_HEAD_EN + line).pricing.minimum_term == parse_quantity(term, "duration")


# ---------------------------------------------------------------- a term said in words and again in digits


@pytest.mark.parametrize("line, term", [
    ("本合同最短服务期为六十（60）天，自上线之日起算。", "60 day"),
    ("最短租期为二十四（24）个月，按月预付。", "24 month"),
    ("起租期：三（3）周，按天计费。", "3 week"),
])
def test_a_term_said_in_chinese_numerals_and_digits_zh(line: str, term: str) -> None:
    # "六十（60）天": the bracketed digits repeat the numeral before them, the figure is the term
    assert read(_HEAD_ZH + "月租 ¥61,000/台。\n" + line).pricing.minimum_term == parse_quantity(term)


@pytest.mark.parametrize("line, term", [
    ("The minimum service period is sixty (60) days from go-live.", "60 day"),
    ("Minimum term: three (3) weeks, billed per day.", "3 week"),
])
def test_a_term_said_in_words_and_digits_en(line: str, term: str) -> None:
    assert read(_HEAD_EN + "USD 19,800 per node per month.\n" + line).pricing.minimum_term == parse_quantity(term)


def test_numerals_that_disagree_with_their_digits_are_not_joined() -> None:
    from auditor.ingest.numbers import spell_digits

    assert spell_digits("最短租期六（60）天").text == "最短租期六（60）天"


# ---------------------------------------------------------------- a buyer's question sheet answered by the vendor


@pytest.mark.parametrize("header, rows, term", [
    (["序号", "询价方问题", "供应商答复"], [["1", "GPU 型号", "NVIDIA A100 SXM4 80GB，每台 8 卡"],
                                         ["2", "单价", "¥ 7.20 元/卡时"], ["3", "最短租期", "2 周"]], "2 week"),
    (["No.", "询价问题 Question", "报价方应答 Answer"], [["1", "GPU 型号 GPU model", "NVIDIA A100 SXM4 80GB x 8"],
                                                    ["2", "价格 Price", "¥ 7.20 元/卡时 per GPU-hour"],
                                                    ["3", "最短租期 Minimum term", "3 周 three weeks"]], "3 week"),
])
def test_a_question_sheet_reads_each_answer_under_its_question_zh(tmp_path: Path, header: list[str],
                                                                  rows: list[list[str]], term: str) -> None:
    # "询价方问题" asks (询价 is no price column), "供应商答复" answers: the question names the field, the answer
    # states it, and the answer column's header names no vendor
    offer = read_pdf_offer(table_pdf(tmp_path / "rfq.pdf", [header, *rows]))
    assert offer.pricing.minimum_term == parse_quantity(term)
    assert offer.pricing.unit_price == parse_quantity("7.20 CNY/GPU/h")
    assert offer.vendor is None


@pytest.mark.parametrize("label, answer, term", [
    ("Minimum term", "10 days", "10 day"),
    ("Minimum commitment", "two (2) weeks", "2 week"),
])
def test_a_question_sheet_reads_each_answer_under_its_question_en(tmp_path: Path, label: str, answer: str,
                                                                  term: str) -> None:
    # "Minimum term" names the row asked about: no buyer's minimum figure to strip off before the field
    offer = read_pdf_offer(table_pdf(tmp_path / "rfq.pdf", [
        ["#", "Your requirement", "Our response"],
        ["1", "GPU model", "8x NVIDIA H100 SXM5 80GB"],
        ["2", "Price", "USD 2.35 per GPU-hour"],
        ["3", label, answer],
    ]))
    assert offer.pricing.minimum_term == parse_quantity(term)
