"""An agent, a reseller or a distributor that quotes for the company that provides: where the document names that
company ("for and on behalf of X", "authorised reseller for X", "受 X 委托", "代表 X 向您报价", "X 授权代理"), it is
the vendor, however often the agent's own letterhead, footer and signature name the agent. A signature's opening
"For and on behalf of X" names the signer's own company; a tender agent (招标代理机构) acts for the buyer."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


def _vendor(text: str) -> str | None:
    return offer_from_document(Document.from_text("doc.txt", text)).vendor


@pytest.mark.parametrize(("text", "name"), [
    ("ROWAN CHANNEL PARTNERS\nRowan Channel Partners Ltd - Authorised Sales Agent | 2 Dock Road, London\n"
     "QUOTATION RCP-118\nIssued by Rowan Channel Partners Ltd for and on behalf of Fellgate Compute Ltd, the "
     "Provider.\n"
     "2 servers, 8 x NVIDIA H200 SXM 141GB each, GBP 3.20 per GPU-hour.\n"
     "Prepared by: Tom Hale, Sales Agent, Rowan Channel Partners Ltd\n", "Fellgate Compute Ltd"),
    ("From: Ana Ruiz <ana@brokerly.io>\nTo: Sam <sam@marlow.ai>\nSubject: H100 quote on behalf of Wrenfield Cloud\n\n"
     "Hi Sam,\nthe nodes are Wrenfield's; the order form and invoices come from Wrenfield Cloud Inc directly.\n"
     "Offer (per node, 2 nodes): 8x NVIDIA H100 SXM5 80GB, USD 2.40 per GPU-hour.\n\nBest,\nAna\n\n"
     "Ana Ruiz | Account Executive\nBrokerly Partners LLC - authorised reseller for Wrenfield Cloud Inc\n",
     "Wrenfield Cloud Inc"),
])
def test_an_agent_quoting_for_a_provider_names_the_vendor_in_english(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("云桥信息\n杭州云桥信息技术有限公司 杭州市西湖区文三路 90 号\n报价单（代理报价）\n"
     "我司受合肥庐州算力科技有限公司（以下简称“庐州算力”）委托，作为其授权销售代理向贵司报价。\n"
     "8 × NVIDIA A800 SXM4 80GB 服务器 2 台，每卡每月 6,500 元。\n"
     "杭州云桥信息技术有限公司（授权代理商） 销售经理：周宁\n杭州云桥信息技术有限公司 庐州算力授权代理\n",
     "合肥庐州算力科技有限公司"),
    ("发件人: 林可 <lin.ke@hengtong-channel.cn>\n主题: RTX 4090 报价（代瘦西湖算力）\n\n王工您好，\n"
     "我是恒通渠道的林可，代表扬州瘦西湖算力科技有限公司向您报价。\n8 × RTX 4090 24GB，1 台，每月 9,200 元。\n\n"
     "此致\n林可\n渠道经理，恒通渠道 Hengtong Channel Ltd\n", "扬州瘦西湖算力科技有限公司"),
])
def test_an_agent_quoting_for_a_provider_names_the_vendor_in_chinese(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("招标人：西湖视觉研究院 招标代理机构：浙江正衡招标代理有限公司\n投标人：无锡澄湖算力科技有限公司（盖章）\n"
     "8 × NVIDIA H800 SXM5 80GB，4 台，每台每月 68,000 元。\n", "无锡澄湖算力科技有限公司"),
    ("Quotation Q-2612-02\nPrepared for Marlow Robotics Ltd\n8 x NVIDIA H100 SXM5 80GB, 1 server.\n"
     "For and on behalf of Brackenridge Compute Ltd\nJo Lane, Sales Agent\n", "Brackenridge Compute Ltd"),
])
def test_a_tender_agent_and_a_signers_own_company_are_no_principal(text: str, name: str) -> None:
    assert _vendor(text) == name
