"""One column per plan or per settlement, with rows that compare them: rows of ticks and dashes compare features
and neither name fields nor select a plan; a row that ticks one column ("适用 Applies | √ 本报价适用 | 不适用")
selects it; a label written in two languages ("H200 8 卡服务器 / H200 8-GPU server") is one label, its price one
figure."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf

_PLANS = {
    "en": ([["", "Starter", "Pro", "Enterprise"],
            ["GPUs", "1 x MI300X (VM)", "4 x MI300X (VM)", "8 x MI300X (bare metal node)"],
            ["Rate (USD per GPU-hour)", "$2.49", "$2.29", "$2.09"],
            ["Minimum commitment", "none", "1 month", "3 months"],
            ["Single-tenant bare metal, whole GPUs", "—", "—", "√"],
            ["99.9% monthly uptime commitment", "—", "—", "√"],
            ["Service credits (10% / 25% / 50%)", "—", "—", "√"],
            ["Data wiped within 7 days, with certificate", "√", "√", "√"]],
           ("Your order: Enterprise plan. One (1) bare-metal node.",), "2.09 USD/GPU/h"),
    "zh": ([["", "入门版", "专业版", "企业版"],
            ["GPU", "1 × MI300X（虚拟机）", "4 × MI300X（虚拟机）", "8 × MI300X（裸金属整机）"],
            ["单价（元/卡/时）", "17.80", "16.40", "14.90"],
            ["最短租期", "无", "1 个月", "3 个月"],
            ["整机独享", "—", "—", "√"],
            ["月可用性 99.9%", "—", "—", "√"],
            ["到期 7 日内删除数据", "√", "√", "√"]],
           ("您的订单：企业版，1 台裸金属整机。",), "14.9 CNY/GPU/h"),
}


@pytest.mark.parametrize("lang", list(_PLANS))
def test_a_plan_comparison_with_feature_ticks_is_one_column_per_plan(tmp_path: Path, lang: str) -> None:
    rows, body, price = _PLANS[lang]
    offer = read_pdf_offer(table_pdf(tmp_path / "plans.pdf", rows, body))
    assert offer.gpu.count_per_node == 8
    assert str(offer.pricing.unit_price) == price
    assert offer.pricing.minimum_term == parse_quantity("3 month", "duration")


def test_a_settlement_column_ticked_applicable_is_the_offer(tmp_path: Path) -> None:
    rows = [["项目 Item", "保税区内结算（境外客户，USD）/ Bonded settlement (offshore, USD)",
             "区外人民币结算 / Onshore CNY settlement"],
            ["H200 8 卡服务器 / H200 8-GPU server", "USD 23,800 / 台/月 per server-month", "¥178,000 / 台/月（含税）"],
            ["台数 Servers", "4", "4"],
            ["适用 Applies", "√ 本报价适用 / this quotation", "不适用 / not applicable"]]
    offer = read_pdf_offer(table_pdf(tmp_path / "settlement.pdf", rows, ("8 × NVIDIA H200 SXM5 141GB。",)))
    assert offer.nodes == 4
    assert str(offer.pricing.unit_price) == "23800 USD/node/month"
