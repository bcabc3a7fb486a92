"""Chat exports the speaker-line readers did not know: Telegram Desktop prints "Company | Person, [dd.mm.yyyy hh:mm]"
over each message; the app's name ("Telegram Desktop") is no company; a bracket of lower-case words before a colon
("Configuration (per node, 2 nodes):") is a spec line, no speaker; a Chinese name has no space in it, so the words
before a space are not part of it ("合同和发票由 无锡澄湖算力有限公司 开具")."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


def _vendor(text: str) -> str | None:
    return offer_from_document(Document.from_text("chat.txt", text)).vendor


@pytest.mark.parametrize(("text", "name"), [
    ("Telegram Desktop — Chat export\nExported: 01.12.2026 20:00\n\nSam Patel, [01.12.2026 09:12]\n"
     "Need two H100 nodes, what's the price?\n\nHarbor Compute | Li Wei, [01.12.2026 09:15]\n"
     "8 x NVIDIA H100 80GB per node, USD 2.10 per GPU-hour.\n", "Harbor Compute"),
    ("Telegram Desktop — 聊天记录导出\n\n陈工, [01.12.2026 10:02]\n要两台 H800 八卡机，多少钱？\n\n"
     "澄湖算力 | 王磊, [01.12.2026 10:05]\nH800 SXM5 80GB 八卡，6.8 元/卡/时。\n", "澄湖算力"),
])
def test_a_telegram_export_names_the_vendor_before_the_bar_of_its_speaker(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize("text", [
    "Configuration (per node, 4 nodes):\n- 8x NVIDIA H100 SXM5 80GB\nPrice: USD 2.20 per GPU-hour.\n",
    "Offer (two servers, on demand): 8x NVIDIA L40S 48GB, USD 0.95 per GPU-hour.\n",
])
def test_a_spec_line_in_brackets_is_no_chat_speaker(text: str) -> None:
    found = _vendor(text)
    assert found is None or not found[:1].islower()


@pytest.mark.parametrize(("text", "name"), [
    ("聊天记录\n好的 👍 合同和发票由 无锡澄湖算力有限公司 开具。\nH800 八卡 68,000 元/台/月。\n",
     "无锡澄湖算力有限公司"),
    ("会话存档\n好 合同会由 无锡澄湖算力有限公司 盖章寄出\nH800 八卡 68,000 元/台/月。\n", "无锡澄湖算力有限公司"),
])
def test_the_words_before_a_space_are_no_part_of_a_chinese_name(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("05/12/2026, 10:02 - Priya - Tamarind GPU: 8x NVIDIA H100 SXM5 80GB, one server, USD 2.30/GPU/hr\n"
     "05/12/2026, 10:09 - Priya - Tamarind GPU: 👍 invoice will come from Tamarind GPU Services Pte. Ltd.\n",
     "Tamarind GPU Services Pte. Ltd."),
    ("[10:02] ana (Northwind GPU): 8x H100 SXM5 80GB, USD 2.30/GPU/hr\n"
     "[10:09] ana (Northwind GPU): » contract and invoice are from Northwind GPU Cloud Ltd\n",
     "Northwind GPU Cloud Ltd"),
])
def test_a_chat_message_before_a_company_name_is_no_part_of_it(text: str, name: str) -> None:
    # an emoji, a quote mark and the lower-case words of the message stand before the name, not in it
    assert _vendor(text) == name


def test_a_latin_brand_before_a_chinese_legal_name_is_part_of_it() -> None:
    # "Riverbend 智算（深圳）有限公司": the space stands inside the name, after its Latin brand
    text = ("GPU 服务器租赁合同\n甲方 / Party A：深圳澄湾视觉科技有限公司\n"
            "乙方 / Party B：Lindqvist 智算（深圳）有限公司 / Lindqvist Compute (Shenzhen) Ltd.\n"
            "8 × NVIDIA A800 PCIe 80GB，1 台。\n")
    assert _vendor(text) == "Lindqvist 智算（深圳）有限公司"


@pytest.mark.parametrize(("text", "name"), [
    ("Anna Wu @ Brightleaf Studio Hi Kevin, any 4090 boxes left?\nKevin 陈 @ 像素熔炉 PixelForge 有的，8 × RTX 4090 "
     "24GB，PCIe。\nKevin 陈 @ 像素熔炉 PixelForge ¥ 2.1 /卡时 per GPU-hour，按小时计费。", "像素熔炉 PixelForge"),
    ("Mia Chen @ Larkfield Bio Do you have H100s?\nOwen Hale @ Tarnside Compute Yes: 8x H100 SXM5 80GB per node.\n"
     "Owen Hale @ Tarnside Compute USD 2.40 per GPU-hour, billed hourly.", "Tarnside Compute"),
])
def test_a_transcripts_speaker_tag_names_the_company(text: str, name: str) -> None:
    """A screenshot transcript tags each message with the speaker and their company ("Kevin 陈 @ 像素熔炉 PixelForge
    …"): the company that speaks most, with the figures, is the vendor."""
    assert offer_from_document(Document.from_text("chat.txt", text)).vendor == name


@pytest.mark.parametrize(("text", "name"), [
    # Feishu / Lark: the speaker's bracket holds the company and the job title; the exporter is the customer
    ("飞书 群聊「北辰云算 × 启衡实验室 算力对接」 聊天记录导出\n导出人：王珂 导出时间：2026-11-24 11:02\n"
     "周子航（北辰云算 客户经理） 11月24日 10:02\nH200 整机排期到明年二月，近期可交付 MIG 实例。\n"
     "王珂（启衡实验室） 11月24日 10:05\n那先开 8 个实例吧。\n王珂（启衡实验室） 11月24日 10:15\n存储呢？\n"
     "王珂（启衡实验室） 11月24日 10:31\n收到，我走一下内部流程。\n"
     "周子航（北辰云算 客户经理） 11月24日 10:08\n价格 ¥14.80/实例/小时，按小时计费。\n", "北辰云算"),
    ("Lark group chat export\nExported by: Maya Chen\n"
     "Tom Reyes (Ridgeback GPU, Account Manager) Nov 24 10:02\n8 x H200 141GB nodes from February.\n"
     "Maya Chen (Quill Labs) Nov 24 10:05\nOk, how much?\nMaya Chen (Quill Labs) Nov 24 10:07\nAnd storage?\n"
     "Maya Chen (Quill Labs) Nov 24 10:09\nThanks.\n"
     "Tom Reyes (Ridgeback GPU, Account Manager) Nov 24 10:08\nUSD 3.10 per GPU-hour, billed hourly.\n",
     "Ridgeback GPU"),
    # QQ's message record: the date and time, then "company-person"; "阿泽（做 SFT 的）" says what a member does
    ("消息记录\n消息对象:AI 算力交流群\n2026-11-25 20:11:03 阿泽（做 SFT 的）\n有没有便宜的 4090 8 卡机\n"
     "2026-11-25 20:13:40 算力驿站-小林\n8 卡 4090 整机，24G 显存一张\n2026-11-25 20:14:12 算力驿站-小林\n"
     "价格 1.6 元/卡/时，按小时计费\n2026-11-25 20:15:55 阿泽（做 SFT 的）\n整机独享吗\n"
     "2026-11-25 20:19:05 群主-老谭\n提醒：群内交易自行甄别\n", "算力驿站"),
])
def test_a_chat_speakers_title_and_the_exporter_do_not_name_the_vendor(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("算力社区 交易区 出租\n[出租] 4 台 8 卡 A800 PCIe 80G 服务器整租\n楼主 laozhou（楼主） 2026-11-21 09:40\n"
     "每台 8 × A800 PCIe 80GB，¥30,000/台/月。\n—— 矽游科技（东莞）有限公司 老周\n1 楼 moyu 2026-11-21 10:12\n"
     "有 IB 吗？\n", "矽游科技（东莞）有限公司"),
    ("GPU Traders Forum › Marketplace › For rent\n[FOR RENT] 4x 8-GPU A800 servers\n"
     "OP laozhou (OP) 2026-11-21 09:40\nEach: 8 x A800 PCIe 80GB, USD 4,200 per server per month.\n"
     "— Kilnworth Compute Ltd, Joe\nReply #1 moyu 2026-11-21 10:12\nAny InfiniBand?\n", "Kilnworth Compute Ltd"),
])
def test_a_forum_threads_breadcrumb_and_its_poster_role_are_no_vendor(text: str, name: str) -> None:
    # the board the post stands on and the poster's "楼主 / OP" badge: the signature names the company
    assert _vendor(text) == name
