"""A buyer's internal award report names the winner in a sentence ("定标东湖云芯，供应商全称…有限公司", "the contract
is awarded to Eastlake, legal name Eastlake Silicon Ltd"): that company is the vendor, not the buyer whose
letterhead heads the report; a scan's page banner ("扫描件 第 1 页 / 共 1 页") names nobody, and a writer's "我司"
before its own name is no part of it. Documents written for the test, both languages."""

from __future__ import annotations

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("report.txt", text))


def test_a_chinese_award_report_names_the_winner() -> None:
    offer = read("苏州临湖生物科技有限公司\n采购部 内部文件 供应商定标报告\n"
                 "本次共收到三家报价：① 金陵智算（9.8 万元/台/月）；② 东湖云芯（9.6 万元/台/月）。经技术评审，"
                 "定标东湖云芯，供应商全称武汉东湖云芯科技有限公司。其余一家不入选。\n"
                 "中标方案：H100 SXM5 八卡服务器 2 台，9.6 万元/台/月。")
    assert offer.vendor == "武汉东湖云芯科技有限公司"


def test_an_english_award_memo_names_the_winner() -> None:
    offer = read("Harrow Bio Ltd\nProcurement - internal memo - award report\n"
                 "Three bids were received: Northgate (GBP 21,900 per node-month) and Eastlake (GBP 20,400). After "
                 "technical review the contract is awarded to Eastlake, legal name Eastlake Silicon Ltd.\n"
                 "Awarded configuration: 2 x H100 SXM5 8-GPU servers at GBP 20,400 per node per month.")
    assert offer.vendor.rstrip(".") == "Eastlake Silicon Ltd"  # the sentence's full stop may close "Ltd."


def test_a_scan_banner_and_the_writers_own_word_are_no_names() -> None:
    offer = read("扫描件 第 1 页 / 共 2 页\n报 价 确 认 函\n致：杭州西溪数研科技有限公司\n"
                 "经双方沟通，我司深圳鹏城极算科技有限公司（以下简称“鹏城极算”）确认提供 RTX 4090 八卡服务器壹台。\n"
                 "深圳鹏城极算科技有限公司\n【合同专用章】")
    assert offer.vendor == "深圳鹏城极算科技有限公司"
    en = read("Scanned copy - page 1 of 2\nQUOTATION CONFIRMATION\nTo: Fenwick Labs Ltd\n"
              "Kestrel Grid Ltd confirms one (1) 8 x RTX 4090 server at GBP 310 per node-day.\nKestrel Grid Ltd")
    assert en.vendor == "Kestrel Grid Ltd"


def test_an_advisers_memo_names_the_supplier_it_recommends() -> None:
    """An adviser who says it is no supplier heads the memo; the company it recommends is the vendor."""
    offer = read("Larkfield Advisory\nMEMO: GPU supplier recommendation\n"
                 "To: Pellham Genomics Ltd CTO  From: Larkfield Advisory (consultant, not a supplier)\n"
                 "We recommend Yunmere Compute (Yunmere Compute Ltd) and its quote YM-Q-2612; Yunmere contracts and "
                 "invoices.\nNodes: two (2) servers, 8 x A100 SXM4 80GB each.")
    assert offer.vendor.rstrip(".") == "Yunmere Compute Ltd"
    zh = read("落基咨询\n备忘录：GPU 供应商推荐\n致：杭州钱江语义科技有限公司  发件人：落基咨询（顾问，非供应商）\n"
              "我们推荐云麓智算（长沙云麓智算科技有限公司）的报价 YL-Q-2612，合同方与开票方为云麓智算。\n"
              "节点：两台，每台 8 × A100 SXM4 80GB。")
    assert zh.vendor == "长沙云麓智算科技有限公司"
