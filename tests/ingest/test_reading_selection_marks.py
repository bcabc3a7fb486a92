"""The price option an offer holds, marked as vendors mark it: a ladder row pointed at ("12 months << term held for
you", "◀ 本次适用", "← quoted tier"), and a buyer's decision in a chat or mail that names the payment plan
("那就先按包月来", "let's go with the monthly plan") among plans stated line by line, and an agreement that repeats
one of several prices ("ok go, 4,900 a month", "成交，36,000"). The other lines'
prices, terms and billing steps are another offer's. Documents written for the test, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.model.offer import Offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("chat.txt", text))


@pytest.mark.parametrize("mark", ["<< term held for you", "<- quoted term", "◀ your term", "(held for you)",
                                  "← applicable tier"])
def test_a_ladder_row_pointed_at_is_the_offer_en(tmp_path: Path, mark: str) -> None:
    pdf = table_pdf(tmp_path / "ladder.pdf", [
        ["Term", "Rate per GPU-hour", "Discount vs on-demand", "Per node per month*"],
        ["On-demand (no commitment)", "USD 3.20", "-", "USD 18,688.00"],
        ["1 month", "USD 2.95", "8%", "USD 17,228.00"],
        ["6 months", "USD 2.56", "20%", "USD 14,950.40"],
        [f"12 months  {mark}", "USD 2.40", "25%", "USD 14,016.00"],
        ["24 months", "USD 2.24", "30%", "USD 13,081.60"],
    ], ("Two (2) nodes, each 8x NVIDIA H100 SXM5 80GB.",))
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("2.40 USD/GPU/h")
    assert offer.pricing.minimum_term == parse_quantity("12 month")


@pytest.mark.parametrize("mark", ["◀ 本次适用", "← 本报价适用", "（当前档位）", "适用本档", "<< 已锁定"])
def test_a_tier_row_pointed_at_is_the_offer_zh(tmp_path: Path, mark: str) -> None:
    pdf = table_pdf(tmp_path / "tiers.pdf", [
        ["月度用量（卡时）", "单价（元/卡时）", "说明"],
        ["0 — 5,000", "¥9.80", ""],
        ["5,001 — 20,000", "¥8.90", mark],
        ["20,001 以上", "¥7.90", "需签订 3 个月以上协议"],
    ], ("GPU：NVIDIA H800 SXM5 80GB，每台 8 卡。",))
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("8.90 CNY/GPU/h")
    assert offer.pricing.minimum_term is None  # the 20,001+ tier's agreement is another offer's


_CHAT_ZH = """2026-11-25 10:07  周扬@南京算力桥信息科技有限公司
配置如下：GPU：NVIDIA L20 48GB × 8（整机 8 卡），物理机交付。

2026-11-25 10:15  周扬@南京算力桥信息科技有限公司
按小时：1.80 元/卡/时（按小时计费，随开随停）
包月：9600 元/台/月（含税），最短一个月
包季度的话可以再给您 95 折，就是 9120 元/台/月

2026-11-25 11:02  陈博（星野科技）
{decision}
"""


@pytest.mark.parametrize("decision", ["好的，那就先按包月来，一台，一个月。", "行，就按包月吧，先租一台。",
                                      "我们决定选包月，一台。", "确认按包月租用一台。"])
def test_a_buyer_decision_in_a_chat_picks_the_plan_zh(decision: str) -> None:
    offer = read(_CHAT_ZH.format(decision=decision))
    assert offer.pricing.unit_price == parse_quantity("9600 CNY/node/month")
    assert offer.pricing.unit == "node-month"
    assert offer.pricing.minimum_term == parse_quantity("1 month")
    assert offer.pricing.billing_granularity is None  # the hourly plan's billing step is another offer's


_CHAT_EN = """[14:09] Dana (Ridgeback GPU Rentals): Our R8 box: 8x NVIDIA H100 SXM5 80GB, bare metal.
[14:12] Dana (Ridgeback GPU Rentals): On-demand: $2.95 per GPU-hour, billed per minute.
[14:12] Dana (Ridgeback GPU Rentals): Monthly: $14,016 per node per month, one month minimum.
[14:30] Noor (Pinewick Labs): {decision}
"""


@pytest.mark.parametrize("decision", ["OK, let's go with the monthly plan for one box.",
                                      "We'll take the monthly option, one node.",
                                      "Please proceed with the monthly plan for one server."])
def test_a_buyer_decision_in_a_chat_picks_the_plan_en(decision: str) -> None:
    offer = read(_CHAT_EN.format(decision=decision))
    assert offer.pricing.unit_price == parse_quantity("14016 USD/node/month")
    assert offer.pricing.minimum_term == parse_quantity("1 month")
    assert offer.pricing.billing_granularity is None


_PUBLIC_LIST = {
    "zh": ("| 规格 | GPU | 内存 | 本地盘 | 包月（元/月） |\n| --- | --- | --- | --- | --- |\n"
           "| gn-l40s.2x | 2 × L40S 48GB | 240GiB | 1 × 3.84TB NVMe | 4,600 |\n"
           "| gn-l40s.4x | 4 × L40S 48GB | 480GiB | 1 × 7.68TB NVMe | 9,200 |\n"
           "| gn-l40s.8x | 8 × L40S 48GB | 960GiB | 2 × 7.68TB NVMe | 18,400 |\n\n"
           "> 客户专属报价（报价编号 WC-Q-2612-088）：\n> gn-l40s.8x × 2 台，包月，18,400 元/台/月。\n"),
    "en": ("| Instance | GPU | RAM | Local disk | Monthly (USD) |\n| --- | --- | --- | --- | --- |\n"
           "| gx-l40s-2 | 2 x L40S 48GB | 240 GiB | 1 x 3.84TB NVMe | 640 |\n"
           "| gx-l40s-4 | 4 x L40S 48GB | 480 GiB | 1 x 7.68TB NVMe | 1,280 |\n"
           "| gx-l40s-8 | 8 x L40S 48GB | 960 GiB | 2 x 7.68TB NVMe | 2,560 |\n\n"
           "> Your quote (Q-2612-088):\n> gx-l40s-8 x 2 servers, monthly, USD 2,560 per server per month.\n"),
}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_quote_made_out_below_a_public_list_selects_its_line(lang: str) -> None:
    """A public rate card with the customer's own quote under it: the quote's lead-in ("客户专属报价：", "Your quote:")
    and the next line naming the instance select that line; "× 2 台" counts the servers, not the GPUs."""
    offer = offer_from_document(Document.from_text("rates.md", _PUBLIC_LIST[lang]))
    assert offer.gpu.count_per_node == 8
    assert offer.nodes == 2
    assert offer.memory == parse_quantity("960 GiB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")


_AGREE_EN = """[09:02] Priya (Kestrel Compute): One box: 8x NVIDIA L40S 48GB, bare metal, 2x 7.68TB NVMe.
[09:04] Priya (Kestrel Compute): USD 0.95 per GPU-hour, or USD 4,900 per server per month.
[09:20] Tom (Larkspur AI): {decision}
"""


@pytest.mark.parametrize("decision", ["ok go, 4,900 a month then, from Monday", "Deal at 4900, one box.",
                                      "Agreed: USD 4,900 for the month.", "Let's do 4,900 monthly."])
def test_an_agreement_repeating_a_figure_picks_that_price_en(decision: str) -> None:
    """Two prices and no plan word before either: the buyer's agreement that repeats one figure picks it; the other
    price is a candidate it beat, with the reason."""
    offer = read(_AGREE_EN.format(decision=decision))
    assert offer.pricing.unit_price == parse_quantity("4900 USD/node/month")
    assert offer.pricing.unit == "node-month"
    reading = offer.readings["pricing.unit_price"]
    assert [c.why for c in reading.candidates] == ["the price an agreement repeats over the other prices"]


_AGREE_ZH = """2026-12-02 15:10  李娜@杭州澄算科技有限公司
配置：NVIDIA A800 80GB × 8，整机独享，物理机。
价格：6.20 元/卡/时，或者 36,000 元/台/月。

2026-12-02 15:40  王磊（远山智能）
{decision}
"""


@pytest.mark.parametrize("decision", ["成交，36,000 一台一个月。", "就按这个价，36000 元/月，先租一台。",
                                      "就这个价吧 36,000，下周一开始。"])
def test_an_agreement_repeating_a_figure_picks_that_price_zh(decision: str) -> None:
    offer = read(_AGREE_ZH.format(decision=decision))
    assert offer.pricing.unit_price == parse_quantity("36000 CNY/node/month")
    assert offer.pricing.unit == "node-month"
    why = offer.readings["pricing.unit_price"].candidates[0].why
    assert why == "the price an agreement repeats over the other prices"


@pytest.mark.parametrize(("doc", "decision", "price"), [
    (_AGREE_EN, "Agreed, send the contract.", "0.95 USD/GPU/h"),  # no figure: the first price, as before
    (_AGREE_ZH, "成交，合同发我。", "6.20 CNY/GPU/h"),
])
def test_an_agreement_without_a_figure_picks_no_price(doc: str, decision: str, price: str) -> None:
    offer = read(doc.format(decision=decision))
    assert offer.pricing.unit_price == parse_quantity(price)
    assert all(c.why != "the price an agreement repeats over the other prices"
               for c in offer.readings["pricing.unit_price"].candidates)
