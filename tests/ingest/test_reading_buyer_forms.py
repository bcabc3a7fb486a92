"""A buyer's own forms name the vendor by the buyer's words: a contract approval form's 合同相对方 (the counterparty)
beside 我方签约主体 (the buyer's entity), a procurement memo's "Award RFQ KW-2026-31 to …", and a due-diligence
questionnaire's "Legal name of the supplier". The buyer's letterhead is the customer's. Chinese and English, written
for the test."""

from __future__ import annotations

import pytest

from tests.ingest.test_reading_vendor_roles import _vendor

GPU_ZH = "配置：8 × NVIDIA A100 SXM4 80GB，NVLink 全互联；单价 ￥58,000/台/月。\n"
GPU_EN = "8x NVIDIA H100 SXM5 80GB, NVLink; GBP 17,900 per node-month.\n"


@pytest.mark.parametrize(("text", "name"), [
    ("庐州智能 OA 流程中心 > 合同管理 > 合同审批（会签）\n我方签约主体：合肥庐州语言智能科技有限公司\n"
     "合同相对方：安徽徽州算力服务有限公司\n" + GPU_ZH, "安徽徽州算力服务有限公司"),
    ("Contract approval - Brightwater Analytics plc\nOur contracting entity: Brightwater Analytics plc\n"
     "Provider: Larkspur Compute Ltd\n" + GPU_EN, "Larkspur Compute Ltd"),
])
def test_the_counterparty_of_an_approval_form_is_the_vendor(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("Keelwater AI Ltd - internal memorandum - procurement\nBids: Fenwick Lane Compute Inc., Gantry Peak Cloud Ltd\n"
     + GPU_EN + "Recommendation: award RFQ KW-2026-31 to Fenwick Lane Compute Inc. and sign its order form.\n",
     "Fenwick Lane Compute Inc."),
    ("Aldgate Quantitative Research LLP\nSupplier due diligence questionnaire\n"
     "| No. | Question | Answer |\n|---|---|---|\n| A1 | Legal name of the supplier | Kieselstein Compute GmbH |\n"
     "| A2 | GPUs | 8x AMD Instinct MI300X 192GB per node |\n",
     "Kieselstein Compute GmbH"),
    ("渝北智联科技有限公司\n供应商尽职调查问卷\n| 序号 | 问题 | 回答 |\n|---|---|---|\n"
     "| 1 | 供应商名称 | 重庆两江算力科技有限公司 |\n| 2 | GPU | 8 × NVIDIA H800 SXM5 80GB |\n",
     "重庆两江算力科技有限公司"),
])
def test_a_buyers_memo_or_questionnaire_names_the_supplier(text: str, name: str) -> None:
    assert _vendor(text) == name
