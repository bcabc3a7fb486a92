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
