"""Who offers in a chat, and what: a work-chat export stamps each message "[date time] person＠company" (WeCom's
external-contact tag, the stamp in brackets), the company that speaks most is the vendor, not the exporter's; the
providing party said in a sentence ("乙方是…有限公司", "the Provider will be … Ltd") completes its brand; and the
customer's short "8 卡 A800" in the first message gives way to the vendor's fuller "A800 PCIe 80G" for the same
GPU. Written for the test, Chinese and English."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document

ZH = ("企业微信 · 聊天记录导出\n会话：青川语料 × 汾河智算 业务群（外部群）\n导出人：钱蕾（青川语料）\n\n"
      "[2026-11-30 09:41] 钱蕾（青川语料）\n想要一台 8 卡 A800 做 LoRA，PCIe 版也行，报个包月价？\n\n"
      "[2026-11-30 09:50] 郭涛＠汾河智算\nA800 PCIe 80G 八卡整机，31,000 元/台/月，含税，最短 1 个月。\n\n"
      "[2026-11-30 09:58] 郭涛＠汾河智算\n内存 1TB；数据盘 4 块 3.84TB NVMe。\n\n"
      "[2026-11-30 10:02] 钱蕾（青川语料）\n好的，合同主体是哪家？\n\n"
      "[2026-11-30 10:05] 郭涛＠汾河智算\n合同乙方是太原汾河智算科技有限公司，模板稍后发您。\n")
EN = ("Slack export - #shared-gpu-deal\n"
      "[2026-11-30 09:41] Nadia Rahman (Quillfield Labs)\nWe need one 8x A800 node for LoRA, PCIe is fine. Price?\n\n"
      "[2026-11-30 09:50] Tom Avery @ Harrowgate\nA800 PCIe 80GB x 8, USD 4,300 per node-month, 1 month minimum.\n\n"
      "[2026-11-30 09:58] Tom Avery @ Harrowgate\n1 TB RAM, 4 x 3.84 TB NVMe data disks.\n\n"
      "[2026-11-30 10:05] Tom Avery @ Harrowgate\nOn paper the Provider will be Harrowgate Compute Ltd.\n")


@pytest.mark.parametrize(("text", "vendor"), [(ZH, "太原汾河智算科技有限公司"), (EN, "Harrowgate Compute Ltd")])
def test_the_company_that_speaks_and_signs_is_the_vendor(text: str, vendor: str) -> None:
    assert offer_from_document(Document.from_text("chat.txt", text)).vendor == vendor


@pytest.mark.parametrize("text", [ZH, EN])
def test_the_vendors_fuller_gpu_name_outranks_the_customers_short_one(text: str) -> None:
    offer = offer_from_document(Document.from_text("chat.txt", text))
    assert offer.gpu is not None and "PCIe" in str(offer.gpu.model)
    assert offer.gpu.sku == "a800-pcie-80g"


@pytest.mark.parametrize(("text", "vendor"), [
    ("算力租赁确认\n8 × H100 SXM5 80GB，单价 ￥98,000/台/月。\n乙方为苏州吴岭智算科技有限公司，甲方为客户。\n",
     "苏州吴岭智算科技有限公司"),
    ("GPU lease summary\n8x H100 SXM5 80GB at USD 21,000 per node-month.\nThe supplier is Brackenridge GPU LLC.\n",
     "Brackenridge GPU LLC"),
])
def test_a_providing_party_said_in_a_sentence_names_the_vendor(text: str, vendor: str) -> None:
    assert offer_from_document(Document.from_text("note.txt", text)).vendor == vendor


def test_a_party_word_not_followed_by_a_company_names_no_vendor() -> None:
    """"乙方为甲方提供…" is a duty, not a name: the company later in the sentence is not taken as the party."""
    text = ("蓝湾算力 报价单\n8 × H100 SXM5 80GB，单价 ￥98,000/台/月。\n"
            "乙方为甲方提供算力服务，甲方即杭州栖岭语言智能有限公司。\n")
    assert offer_from_document(Document.from_text("q.txt", text)).vendor != "杭州栖岭语言智能有限公司"


@pytest.mark.parametrize(("text", "vendor"), [
    ("滇南智算\n云南滇南智算科技有限公司 | 昆明市\n客户：大理洱海语言科技有限公司\n"
     "A800 SXM 八卡服务器 ¥47,500 /台/月（不含税）\n"
     "第二期合计（2 台 × 6 个月，含税）：¥604,200.00。\n", "云南滇南智算科技有限公司"),
    ("Tarn Compute\nTarn Compute Ltd | Leeds\nCustomer: Wharfe Labs Ltd\n8x A800 SXM at GBP 5,200 per node-month.\n"
     "Phase 2 total (2 nodes x 6 months, incl. VAT): GBP 74,880.\n", "Tarn Compute Ltd"),
])
def test_a_totals_bracket_before_a_colon_is_no_speaker(text: str, vendor: str) -> None:
    """"第二期合计（2 台 × 6 个月，含税）：" reads like "person (company):", but its bracket counts what the total is
    of."""
    assert offer_from_document(Document.from_text("quote.txt", text)).vendor == vendor


@pytest.mark.parametrize(("text", "vendor"), [
    ("【合并转发的聊天记录】“许乐和瓯江算力-小陈的聊天记录”\n（由 许乐 转发至群聊“温大NLP组-算力采购”）\n\n"
     "2026-12-03 14:05\n许乐（温州大学NLP组）：\n你好，想租一张 H20 跑 LoRA，大概两周。\n\n"
     "2026-12-03 14:07\n许乐（温州大学NLP组）：\n价格多少？\n\n"
     "2026-12-03 14:09\n瓯江算力-小陈：\n单卡实例 ¥5.90/小时，按分钟计费。\n\n"
     "2026-12-03 14:20\n瓯江算力-小陈：\n户名：温州瓯江算力科技有限公司\n", "温州瓯江算力科技有限公司"),
    ("Forwarded by Noor Haddad\n\n[09:02] Noor Haddad (Pinewick Labs): Hi, we need one H100 for two weeks.\n"
     "[09:03] Noor Haddad (Pinewick Labs): What does it cost?\n[09:05] Tom Reyes (Brambling Compute Ltd): "
     "USD 2.40 per GPU-hour for a whole H100 SXM5 80GB.\n", "Brambling Compute Ltd"),
])
def test_the_forwarder_of_a_chat_record_is_the_customers_side(text: str, vendor: str) -> None:
    offer = offer_from_document(Document.from_text("chat.txt", text))
    assert offer.vendor == vendor


@pytest.mark.parametrize(("text", "vendor"), [
    ("Slack export - #vendor-gpu (shared channel: Corvid ML <> Tallowmere)\n"
     "[Thu 10:02] Priya Raman (Corvid ML): Do you have an 8x 4090 box free?\n"
     "[Thu 10:09] Owen Price (Tallowmere): Yes, a dedicated 8x RTX 4090 server from Monday.\n"
     "[Thu 10:12] Owen Price (Tallowmere): $0.39 per GPU-hour, billed weekly, minimum 2 weeks.\n", "Tallowmere"),
    ("群聊导出\n[周四 10:02] 王磊（星衍科技）：有 8 卡 4090 吗？\n"
     "[周四 10:09] 陈晨（北辰算力）：有，整机独享，周一可交付。\n"
     "[周四 10:12] 陈晨（北辰算力）：2.2 元/卡/时，按周结算。\n", "北辰算力"),
])
def test_a_slack_export_with_day_and_time_in_brackets_names_the_speakers_company(text: str, vendor: str) -> None:
    """ "[Thu 10:09] Owen Price (Tallowmere): …": a bracketed weekday and time before a full name."""
    assert offer_from_document(Document.from_text("chat.txt", text)).vendor == vendor
