"""A document's title is not the company that offers: a ticket page (工单详情), a request memo (关于…的请示), a
promotion's banner (【双十二特惠】), a memorandum, a registration form, a newsletter's masthead name a document
kind or a publication. The vendor is then the company the document names by its form (a legal suffix, in a
byline, a footer or a sentence) or by its role ("拟选供应商为…", "报价方 Quoting party：…"); the customer's
signature box names the other party."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from tests.ingest.test_reading_quantity import _STYLE


def _vendor(text: str) -> str | None:
    return offer_from_document(Document.from_text("doc.md", text)).vendor


@pytest.mark.parametrize(("text", "name"), [
    ("工单详情 #WO-20261201-0031\n提交人：ml_ops（成都蜀光视觉科技有限公司）\n"
     "2026-12-01 09:12 ml_ops：想租 2 台 H20 做微调，怎么收费？\n"
     "2026-12-01 09:30 客服-小林（青岚算力）：H20 整机 8 卡，每台每月 42,000 元。\n"
     "杭州青岚算力科技有限公司 客户服务中心\n", "杭州青岚算力科技有限公司"),
    ("关于采购 H100 算力服务器的请示\n公司领导：\n拟选供应商为杭州青岚算力科技有限公司（以下简称“青岚算力”），报价 "
     "86,000 元/台/月，备选为南京澄江数据服务有限公司。\n8 × NVIDIA H100 SXM5 80GB，共 1 台。\n",
     "杭州青岚算力科技有限公司"),
    ("# 【双十二特惠】H20 整机 8 卡，月付立减 20%！\n\n> 成都蜀光智算科技有限公司 · 蜀光智算公众号 · 2026-12-01\n\n"
     "8 × NVIDIA H20 96GB，每台每月 39,800 元。\n", "成都蜀光智算科技有限公司"),
])
def test_a_chinese_title_is_not_the_vendor(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("Memorandum\nTo: Chief Financial Officer\nFrom: Head of Research Computing\nRecommendation\n"
     "Approve a 12-month contract with Redwood Compute (Dublin) Ltd. for four H100 nodes to fine-tune our 70B model "
     "for the support assistant.\n8 x NVIDIA H100 SXM5 80GB per node.\n", "Redwood Compute (Dublin) Ltd."),
    ("# Supplier Registration Form\n\nTidewater Games Pty Ltd procurement. To be completed by the supplier.\n\n"
     "| Field | Supplier response |\n|---|---|\n| Legal entity name | Fernhill GPU Pty Ltd |\n"
     "| Goods / services | GPU servers, 8 x RTX 4090 24GB |\n", "Fernhill GPU Pty Ltd"),
    ("# Vendor Set-up Request\n\n| Item | Response |\n|---|---|\n| Registered company name | Fernhill GPU Pty Ltd |\n"
     "| Goods / services | GPU servers, 8 x RTX 4090 24GB |\n", "Fernhill GPU Pty Ltd"),
    ("# ComputeWire Weekly, Issue 12 (1 Dec 2026)\n\n*From Aldergate Compute Brokers LLC, Austin TX. You get this "
     "because you asked about H100 capacity.*\n\n- Hardware: 1 x HGX H100 node, 8 x NVIDIA H100 SXM5 80GB\n",
     "Aldergate Compute Brokers LLC"),
    ("Kestrel GPU: Quotation Q-2612-017\nPrepared for Bramble Robotics, 1 December 2026.\n"
     "1 x server, 8 x NVIDIA L40S 48GB\n", "Kestrel GPU"),
])
def test_an_english_title_is_not_the_vendor(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("label", "name"), [
    ("报价方 Quoting party", "宁波海曙算力科技有限公司 Ningbo Haishu Compute Co., Ltd."),
    ("报价单位 Quoting company", "宁波海曙算力科技有限公司 Ningbo Haishu Compute Co., Ltd."),
])
def test_a_bilingual_party_label_names_the_vendor_in_both_languages(label: str, name: str) -> None:
    text = (f"报价确认单 Quotation Confirmation\n{label}：{name} 报价号 Quote No.：NH-2612-09 日期 Date：2026-12-01\n"
            "8 × NVIDIA H800 SXM5 80GB；1 台 1 server\n")
    assert _vendor(text) == name


def _signed_pdf(path: Path, lines: list[str], rows: list[list[str]], footer: str) -> Path:
    table = Table(rows)
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                               ("FONTNAME", (0, 0), (-1, -1), "STSong-Light"), ("FONTSIZE", (0, 0), (-1, -1), 8)]))
    story = [*(Paragraph(t, _STYLE) for t in lines), table, Paragraph(footer, _STYLE)]
    SimpleDocTemplate(str(path), pagesize=A4).build(story)
    return path


@pytest.mark.parametrize(("header", "customer", "vendor"), [
    (["客户签章 Customer", "日期 Date"], "温州瓯江语义科技有限公司", "宁波海曙算力科技有限公司"),
    (["Customer signature", "Date"], "Bramble Robotics Ltd", "Kestrel Compute Ltd"),
])
def test_the_customers_signature_box_does_not_name_the_vendor(tmp_path: Path, header: list[str], customer: str,
                                                              vendor: str) -> None:
    pdf = _signed_pdf(tmp_path / "slip.pdf", [
        "报价确认回执 Quotation Acknowledgement Slip",
        "8 × NVIDIA H800 SXM5 80GB；1 台 1 server；98,000 元/台/月 CNY per server-month。",
        "请客户签章后回传 Please sign and return."], [header, [customer, "2026-12-01"]], vendor)
    assert read_pdf_offer(pdf).vendor == vendor


@pytest.mark.parametrize(("text", "name"), [
    ("Quotation QT-2612-01\nPrepared for Bramble Robotics Ltd\n8 x NVIDIA H100 SXM5 80GB, 2 servers.\n"
     "For and on behalf of Kestrel Compute Ltd\nDana Whitfield, Account Manager\n", "Kestrel Compute Ltd"),
    ("Offer from a reseller\nValid 14 days.\nHardware: 8 x H100 80GB, 1 node, USD 2.00 per GPU-hour.\n"
     "Reseller: Blue Summit Partners Ltd, quoting for the operator of the hardware.\n", "Blue Summit Partners Ltd"),
    ("运营方：重庆渝算数据服务有限公司\n代理商：成都蓉链科技有限公司（本报价由代理商出具）\n"
     "8 × H20 96GB，1 台，每月 39,800 元。\n", "成都蓉链科技有限公司"),
    ("[节点]\n型号 = NVIDIA H800 SXM5 80GB\n台数 = 2\n联系人：孙经理\n", None),
])
def test_the_customer_a_section_or_an_offer_title_is_not_the_vendor_the_signer_and_the_reseller_are(
        text: str, name: str | None) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("Service Level Terms for the Dedicated GPU Server Service\nDocument SLT-7, revision 2. These terms apply to the "
     "server quoted in Q-88.\nArticle 1 (Availability)\nThe Company guarantees a monthly availability of 99.9%.\n"
     "Article 8 (Liability)\nThe Company's aggregate liability is limited to the fees paid in the 12 months before "
     "the event.\nSLT-7 | Harrowgate Compute Ltd. | Attachment to quotation Q-88\n", "Harrowgate Compute Ltd."),
    ("服务等级协议\n本协议适用于报价单 BJ-2026-118 所列 GPU 服务器。\n第一条 可用性：乙方保证月可用性不低于 99.9%。\n"
     "第八条 责任限制：乙方的累计赔偿责任以事故前 12 个月已付费用为限 limited to the fees paid.\n"
     "北京燕山智算科技有限公司 · 服务等级协议 · 第 1 页\n", "北京燕山智算科技有限公司"),
])
def test_a_service_level_title_and_a_limit_of_liability_name_no_company(text: str, name: str) -> None:
    # "Service Level Terms" is the document's kind; "… is limited to …" a sentence: the footer names the company
    assert _vendor(text) == name
