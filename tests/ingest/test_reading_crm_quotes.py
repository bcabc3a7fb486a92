"""A quote printed from a CRM: header blocks of "Quote Name | … | Prepared By | …" pairs above the line items. The
quote's or opportunity's name is the deal's title (the customer's name and the cluster's size as a salesperson typed
them, "Northwind Bio - 32x H100 reserved") and states no fact; the author line names a person, not the vendor; of
"List Price | Discount | Sales Price | Quantity | Total Price" the sales price is the unit price. Written for the
test, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from tests.ingest.test_reading_quantity import pipe_table, table_pdf

_HEADER = {
    "en": [["Quote Number", "Q-2026-004817", "Created Date", "11/30/2026"],
           ["Quote Name", "Northwind Bio - 32x H100 reserved", "Expiration Date", "12/21/2026"],
           ["Opportunity Name", "Northwind Bio - FY27 Training Cluster", "Stage", "Proposal"],
           ["Prepared By", "Marcus Ortega", "Email", "m.ortega@helixridge.cloud"]],
    "zh": [["报价编号", "Q-2026-004817", "创建日期", "2026-11-30"],
           ["报价名称", "北风生物 - 32卡 H100 预留", "有效期至", "2026-12-21"],
           ["商机名称", "北风生物 - 2027 训练集群", "阶段", "报价中"],
           ["报价人", "陈思远", "邮箱", "chen@helixridge.cn"]],
}
_ITEMS = {
    "en": [["Product", "Product Code", "List Price", "Discount", "Sales Price", "Quantity", "Total Price"],
           ["H100 SXM5 Bare Metal, 8-GPU node, 12-mo reserved (per GPU-hour)", "HR-H100-8X-R12", "$2.60", "15.00%",
            "$2.21", "280,320", "$619,507.20"],
           ["Premium support (per month)", "HR-SUP-P", "$0.00", "0%", "$0.00", "12", "$0.00"]],
    "zh": [["产品", "产品编码", "原价", "折扣", "成交价", "数量", "金额"],
           ["H100 SXM5 裸金属，8 卡/台，12 个月预留（元/卡/时）", "HR-H100-8X-R12", "¥19.00", "85 折", "¥16.15",
            "280,320",
            "¥4,527,168.00"],
           ["高级技术支持（元/月）", "HR-SUP-P", "¥0.00", "-", "¥0.00", "12", "¥0.00"]],
}
_PRICE = {"en": "2.21 USD/GPU/h", "zh": "16.15 CNY/GPU/h"}


def _markdown(lang: str) -> str:
    title = "# Helix Ridge Cloud, Inc. — Quote" if lang == "en" else "# 赫利克斯云计算（上海）有限公司 报价单"
    return f"{title}\n\n{pipe_table(_HEADER[lang])}\n{pipe_table(_ITEMS[lang])}\n4 nodes x 8 GPUs.\n"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_crm_quote_names_the_deal_the_author_and_the_sales_price(lang: str) -> None:
    offer = offer_from_document(Document.from_text("quote.md", _markdown(lang)))
    assert offer.gpu.count_per_node == 8
    assert offer.vendor not in ("Marcus Ortega", "陈思远")
    assert str(offer.pricing.unit_price) == _PRICE[lang]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_sales_price_column_is_the_unit_price_in_a_pdf(tmp_path: Path, lang: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "items.pdf", _ITEMS[lang]))
    assert str(offer.pricing.unit_price) == _PRICE[lang]
