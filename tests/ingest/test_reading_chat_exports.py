"""Chat exports printed to PDF (Slack, Teams, WeChat, 企业微信, 飞书): sender lines with a time of day, then the
message, every line at the same spacing, so the page reads as one paragraph. A channel header that separates its
parts with " | " ("Slack Connect: A + B | 4 members") is a line of that paragraph, not a table row: the paragraph is
still read. The minutes of a time of day ("14:24 Whole machine is yours") count nothing. Written for the test."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfgen import canvas

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.ingest.statements import sentences
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf

pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))


def evenly_spaced_pdf(path: Path, lines: list[str]) -> Path:
    """Every line 14 points below the last, as a chat export prints: no gap marks a paragraph."""
    page = canvas.Canvas(str(path))
    y = 800
    for line in lines:
        page.setFont("STSong-Light", 9)
        page.drawString(50, y, line)
        y -= 14
    page.save()
    return path


EN = [
    "#ext-harbor-gpu",
    "Slack Connect: Fernhill Labs + Harbor Lane GPU Cloud | 5 members | Topic: fine-tuning box",
    "Priya Raman (Fernhill Labs) 09:12",
    "Morning - what can you do for a month of LoRA runs?",
    "Sam Ortiz (Harbor Lane GPU Cloud) 09:24",
    "Our HL-8 box: 8x NVIDIA H100 SXM5 80GB with NVLink, 2x Intel Xeon 8480+ (56 cores each), 2 TB RAM,",
    "4x 3.84 TB NVMe for data. 100 Gbps uplink.",
    "Sam Ortiz (Harbor Lane GPU Cloud) 09:31",
    "USD 2.10 per GPU-hour, one month minimum.",
]
ZH = [
    "企业微信 | 外部群：星河实验室 × 澜算云 | 成员 4 人",
    "王磊（星河实验室） 10:05",
    "请问下周能交付一台训练机吗？",
    "陈静（澜算云） 10:18",
    "可以，整机：8 卡 A800 SXM4 80GB，NVLink 全互联，内存 1TB，数据盘 4 × 3.84TB NVMe。",
    "陈静（澜算云） 10:24",
    "单价 6.5 元/卡/小时，最短租期 1 个月。",
]


@pytest.mark.parametrize(("lines", "model", "memory", "price"), [
    (EN, "H100", "2 TB", "2.10 USD/GPU/h"),
    (ZH, "A800", "1 TB", "6.5 CNY/GPU/h"),
])
def test_a_chat_export_with_a_piped_channel_header_is_read(tmp_path: Path, lines: list[str], model: str,
                                                           memory: str, price: str) -> None:
    offer = read_pdf_offer(evenly_spaced_pdf(tmp_path / "chat.pdf", lines))
    assert offer.gpu.model is not None and model in offer.gpu.model
    assert offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity(memory)
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.nodes in (None, 1)  # the minutes of "09:24" or "10:24" are no node count


@pytest.mark.parametrize("text", [
    "Sam Ortiz 14:24 Whole machine is yours, bare metal.",
    "14:08 2 servers are ready",  # the count after the time is the count
])
def test_a_time_of_day_is_not_a_node_count(text: str) -> None:
    offer = offer_from_document(Document.from_text("chat.txt", text))
    assert offer.nodes == (2 if "2 servers" in text else None)


def test_a_table_row_of_pipes_is_still_read_through_its_cells(tmp_path: Path) -> None:
    """A row printed as cells joined by " | " on its own (a Markdown table) stays a table row."""
    table = "| Item | Spec | Qty |\n|---|---|---|\n| GPU | H100 SXM 80GB | 8 |\n| 内存 | 64GB DDR5 | 32 |\n"
    offer = offer_from_document(Document.from_text("quote.md", table))
    assert offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("2048 GB")


# A chat exported as text: one message a line, "[hh:mm] sender: words", the seller's spec wrapped onto indented
# lines, all one paragraph. Each message is its own sentence: the buyer's next question ("no sharing?") is no part
# of the seller's spec (read as one sentence, the whole spec was a question and stated nothing).
TEXT_EN = """#sales · Northwind GPU community server · exported 2026-11-20

[09:02] lee.w: hi, need one 8x H200 box for a month. what have you got?
[09:04] ana (Northwind GPU): we have one in Reykjavik. 8x NVIDIA H200 141GB, NVLink 900GB/s, 2TB RAM,
        local NVMe 8x 3.84TB mounted at /data
[09:05] ana (Northwind GPU): $3.40/GPU/hr, one month minimum
[09:06] lee.w: is it all ours? nobody else on it?
[09:07] ana (Northwind GPU): yes, the whole machine is yours
"""
TEXT_ZH = """钉钉 · 聊天记录导出 2026-11-20

[2026-11-20 09:02] 北岭-刘洋：想租一台 8 卡 H200 跑一个月，有吗
[2026-11-20 09:04] 极川云-赵倩（销售）：有的，配置：8 张 NVIDIA H200 141GB，NVLink 900GB/s，内存 2TB，
        本地盘 8 块 3.84TB NVMe
[2026-11-20 09:05] 极川云-赵倩（销售）：25 元/卡/小时，最短一个月
[2026-11-20 09:06] 北岭-刘洋：整机是我们独享的吧？不会和别人共用？
[2026-11-20 09:07] 极川云-赵倩（销售）：是的，整机独享
"""


@pytest.mark.parametrize(("text", "price"), [(TEXT_EN, "3.40 USD/GPU/h"), (TEXT_ZH, "25 CNY/GPU/h")])
def test_each_message_of_a_text_chat_export_is_its_own_sentence(text: str, price: str) -> None:
    offer = offer_from_document(Document.from_text("chat.txt", text))
    assert offer.gpu.memory == parse_quantity("141 GB")
    assert offer.memory == parse_quantity("2 TB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.pricing.unit_price == parse_quantity(price)


def test_a_text_chat_exports_terms_are_read_message_by_message() -> None:
    """The seller's "no formal SLA" stands between two questions of the buyer; read as one sentence with the next
    question, it was a question and the chat stated no terms."""
    text = ("[14:08] lee.w: what's your uptime SLA? credits if it goes down?\n"
            "[14:09] ana (Northwind GPU): honestly best effort, we don't do a formal SLA on these. credits "
            "case by case\n"
            "[14:10] lee.w: ok. acceptance testing before we start paying?\n")
    clauses = offer_from_document(Document.from_text("chat.txt", TEXT_EN + text)).clauses
    assert clauses is not None and clauses.availability is not None
    assert clauses.availability.state in ("hedged", "disclaimed")


@pytest.mark.parametrize("text", [
    ("WhatsApp Chat with Priya - Tamarind GPU\n"
     "05/12/2026, 10:02 - Priya - Tamarind GPU: 8x NVIDIA H100 SXM5 80GB, one server, USD 2.30/GPU/hr\n"
     "05/12/2026, 10:04 - Marc: uptime SLA? credits if it is down?\n"
     "05/12/2026, 10:05 - Priya - Tamarind GPU: no SLA on this tier, sorry. no credits either\n"
     "05/12/2026, 10:06 - Marc: ok. and acceptance testing before billing?\n"),
    ("Telegram Desktop — Chat export\n\n"
     "Marc Weber, [05.12.2026 10:04]\n有 SLA 吗？宕机有赔偿吗？ any uptime SLA?\n\n"
     "Tamarind GPU | Priya, [05.12.2026 10:05]\n这一档没有 SLA，也没有赔偿。no SLA on this tier.\n\n"
     "Marc Weber, [05.12.2026 10:06]\n验收呢？ acceptance testing?\n"),
])
def test_an_exported_chat_line_starts_its_message(text: str) -> None:
    # "05/12/2026, 10:05 - Priya:" / "Priya, [05.12.2026 10:05]" start messages: the seller's "no SLA" is no
    # part of the buyer's questions around it
    clauses = offer_from_document(Document.from_text("chat.txt", text)).clauses
    assert clauses is not None and clauses.availability is not None
    assert clauses.availability.state in ("hedged", "disclaimed")



@pytest.mark.parametrize("text", [
    "2026-12-02 10:40 赵一凡（清渚科技）：SLA 合同能写进去吗 2026-12-02 10:52 林可欣（贵安数港）：可以，99.9%",
    "2026-12-02 10:40 Sam Lee: can the SLA go into the contract 2026-12-02 10:52 Ana (Northwind GPU): yes, 99.9%",
])
def test_a_dated_chat_line_without_brackets_starts_its_message(text: str) -> None:
    # 飞书 / 钉钉 exports print "2026-12-02 10:52 林可欣（贵安数港）：…" with no brackets; joined into one paragraph,
    # each stamp still starts a sentence, so the seller's terms are not the buyer's question
    parts = [s for _, s in sentences(text)]
    assert len(parts) == 2 and parts[1].startswith("2026-12-02 10:52")


@pytest.mark.parametrize(("text", "price"), [
    ("钉钉 · 聊天记录导出\n14:20 拓维-林一帆：在吗，想要一张 A100 80G，多少钱\n"
     "14:22 算立方-周可（客户经理）：A100 80G 实例，3.60 元/卡时，按秒计费\n"
     "14:22 算立方-周可（客户经理）：实例配置：1 卡，16 vCPU，内存 128GiB，数据盘 1TB 云盘\n"
     "14:25 拓维-林一帆：显存是 80G 吧？\n", "3.60 CNY/GPU/h"),
    ("Teams chat export\n09:02 Sam Lee: hi, need one H100 80GB, what's the price\n"
     "09:05 Ana (Northwind GPU): H100 80GB instance, USD 2.40 per GPU-hour, billed per second\n"
     "09:05 Ana (Northwind GPU): config: 1 GPU, 16 vCPU, 128GiB RAM, 1TB block volume\n"
     "09:07 Sam Lee: is that the full 80GB of memory?\n", "2.40 USD/GPU/h"),
])
def test_a_time_of_day_before_a_speaker_starts_a_message(text: str, price: str) -> None:
    # "14:22 周可：…" with no date and no brackets still starts a message: the buyer's next question ("显存是 80G
    # 吧？") does not make the seller's price and configuration before it a question
    offer = offer_from_document(Document.from_text("chat.txt", text))
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.memory == parse_quantity("128 GiB")


@pytest.mark.parametrize("text", [
    ("Slack export — #deal-h100\n\nKenji Lau (Harbourline GPU)  10:14\n  here is the quote for the box:\n"
     "  • 8x NVIDIA H100 SXM5 80GB\n  • 2x 100GbE RoCE v2, internet 100Mbps\nMei Zhang (Tianji Robotics)  10:19\n"
     "  and the price?\n"),
    ("Slack 导出 — #报价\n\nKenji Lau (海岸线算力)  10:14\n  报价如下：\n  • 8 张 NVIDIA H100 SXM5 80GB\n"
     "  • 2 × 100GbE RoCE v2，公网 100Mbps\nMei Zhang (天机机器人)  10:19\n  价格呢？\n"),
])
def test_a_speaker_line_with_its_time_after_the_name_starts_a_message(text: str) -> None:
    # Slack and Teams print "Name (Company)  10:19" over the message: the buyer's question under it is no part of
    # the seller's last spec line
    assert offer_from_document(Document.from_text("chat.txt", text)).network.bandwidth == parse_quantity("100 Mb/s")


# ---------------------------------------------------------------- a chat exported as a table

@pytest.mark.parametrize("rows", [
    [["时间", "发送人", "消息"],
     ["12-04 14:02", "周舟（拾光影像）", "我们想租 H100 做 LoRA，先要 1 张卡。"],
     ["12-04 14:05", "刘洋 | 青云栈", "H100 SXM 80G 整卡，9.8 元/卡/时，按分钟计费。"],
     ["12-04 14:20", "马骁 | 青云栈", "每台 16 核、64GB 内存；数据盘 500GB 云盘（约 300MB/s）。"]],
    [["Time", "From", "Message"],
     ["09:02", "Dana (Orbit Labs)", "We need one H100 for a LoRA run."],
     ["09:05", "Lee | Corvid Cloud", "H100 SXM 80GB, whole card, CNY 9.8 per GPU-hour, billed per minute."],
     ["09:20", "Lee | Corvid Cloud", "Each box has 64 GB RAM; data is a 500 GB cloud disk at about 300 MB/s."]],
], ids=["zh", "en"])
def test_a_chat_exported_as_a_table_is_read_message_by_message(tmp_path: Path, rows: list[list[str]]) -> None:
    """ "时间 | 发送人 | 消息": the message column holds the offer; the time and sender columns are no facts."""
    offer = read_pdf_offer(table_pdf(tmp_path / "chat.pdf", rows))
    assert offer.gpu.model is not None and "H100" in offer.gpu.model
    assert offer.pricing.unit_price == parse_quantity("9.8 CNY/GPU/h")
    assert offer.memory == parse_quantity("64 GB")
    assert offer.storage.throughput == parse_quantity("300 MB/s")
