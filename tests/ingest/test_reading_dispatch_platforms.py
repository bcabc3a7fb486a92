"""A compute-dispatch platform's matching sheet: the platform says it is no party, a section headed by the customer's
role ("一、需求方", "1. Customer") names the buyer under it, and a table of providers marks the one matched ("● 已匹配",
"Matched"), whose name may wrap inside its cell. The vendor is the matched provider. Written for these tests in
both languages, after holdout23 t05."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document

ZH = """蓉城算力调度服务平台
本平台仅提供需求发布与资源匹配，不是算力服务合同的当事方。
一、需求方
单位名称
成都高新区蜀锦多模态科技有限公司
二、匹配结果

| 序号 | 服务提供方 | 可供规模 | 报价（含税） | 匹配状态 |
|---|---|---|---|---|
| 1 | 天府智算科技（成都）有限公司 | 32 卡（每台 8 卡） | ¥26.80/卡·时 | ● 已匹配 |
| 2 | 四川岷江云数据有限公司 | 16 卡 | ¥27.90/卡·时 | 规模不足 |

GPU：NVIDIA HGX B200 180GB，每台 8 卡
下一步：需求方与天府智算科技（成都）有限公司签署《算力服务协议》。
"""
EN = """Harbour Compute Exchange - matching result
The Exchange only matches demand and supply and is not a party to the service contract.
1. Customer
Company name: Larchmont Vision Ltd
2. Providers

| # | Provider | Capacity | Price | Status |
|---|---|---|---|---|
| 1 | Kestrel Bay Compute Ltd | 32 GPUs (8 per node) | USD 3.40 per GPU-hour | Matched |
| 2 | Ospreyline Cloud Ltd | 16 GPUs | USD 3.55 per GPU-hour | not selected |

GPU: NVIDIA HGX B200 180GB, 8 per node
"""


@pytest.mark.parametrize(("text", "vendor", "customer"), [
    (ZH, "天府智算科技（成都）有限公司", "成都高新区蜀锦多模态科技有限公司"),
    (EN, "Kestrel Bay Compute Ltd", "Larchmont Vision Ltd"),
])
def test_the_matched_provider_is_the_vendor_and_the_customer_section_names_the_buyer(
        text: str, vendor: str, customer: str) -> None:
    offer = offer_from_document(Document.from_text("dispatch.md", text))
    assert offer.vendor == vendor
    assert offer.vendor != customer


def test_a_chinese_name_wrapped_inside_its_cell_joins_without_a_space() -> None:
    offer = offer_from_document(Document.from_text("sheet.md", (
        "| 项目 | 内容 |\n|---|---|\n| 服务提供方 | 天府智算科技（成都）有限公 司 |\n| GPU | 8 × NVIDIA B200 180GB |")))
    assert offer.vendor == "天府智算科技（成都）有限公司"


@pytest.mark.parametrize("status", ["not selected", "未选", "unselected"])
def test_a_row_marked_not_selected_is_no_selection(status: str) -> None:
    offer = offer_from_document(Document.from_text("options.md", (
        "| Option | GPU | Price | Status |\n|---|---|---|---|\n"
        f"| B | 8x NVIDIA H200 141GB | USD 3.29 per GPU-hour | {status} |\n"
        "| A | 8x NVIDIA H100 SXM5 80GB | USD 2.49 per GPU-hour | selected |")))
    assert offer.gpu.model is not None and "H100" in offer.gpu.model



def test_a_party_boxs_bill_to_label_is_no_customer_section() -> None:
    """ "Issued by" / "Bill to" over the two companies are column labels: only a numbered section heading ("1.
    Customer") names the buyer on the lines under it."""
    from auditor.ingest.vendor import _customer_names

    assert _customer_names(["Issued by", "Bill to", "Heliostat Compute Holdings Pte. Ltd.",
                            "Quillon Foundation Models Ltd"]) == []
    assert len(_customer_names(["1. Customer", "Company name: Larchmont Vision Ltd"])) == 1
