"""A ruled box of one column is a frame, not a table: a page background, a header bar, a chat bubble. The lines
inside it are wrapped sentences, so they join as paragraphs do (a price and its term wrapped over two lines of a
bubble stay one sentence). Each case is a page drawn for the test, in Chinese and in English."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfgen import canvas

from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_layouts import unruled_pdf

pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))


def chat_pdf(path: Path, bubbles: list[list[str]]) -> Path:
    """A chat screenshot: a grey page background, a title bar, and one rounded bubble per message whose
    lines the app wrapped at its width."""
    width, top = 120 * mm, 200 * mm
    c = canvas.Canvas(str(path), pagesize=(width, top))
    c.setFillColor(colors.HexColor("#eeeeee"))
    c.rect(0, 0, width, top, stroke=0, fill=1)
    c.setFillColor(colors.HexColor("#f5f5f5"))
    c.rect(0, top - 12 * mm, width, 12 * mm, stroke=0, fill=1)
    y = top - 22 * mm
    for lines in bubbles:
        height = 4.5 * mm * len(lines) + 3 * mm
        c.setFillColor(colors.white)
        c.roundRect(12 * mm, y - height, 90 * mm, height, 2 * mm, stroke=0, fill=1)
        c.setFillColor(colors.black)
        c.setFont("STSong-Light", 8)
        for i, line in enumerate(lines):
            c.drawString(15 * mm, y - 5 * mm - i * 4.5 * mm, line)
        y -= height + 6 * mm
    c.showPage()
    c.save()
    return path


def test_a_chinese_chat_bubble_wraps_its_configuration_over_lines(tmp_path: Path) -> None:
    pdf = chat_pdf(tmp_path / "chat.pdf", [
        ["现货 H200，8卡一台，整", "机独享"],
        ["配置：2颗 64核 / 内存 1.5T（", "64G×24）/ 数据盘 2块 3.84T", " NVMe"],
        ["每台 ¥132,000/月，最短两", "个月"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("1536 GB")
    assert offer.storage.capacity == parse_quantity("7.68 TB")
    assert offer.pricing.minimum_term == parse_quantity("2 month")


def test_an_english_chat_bubble_keeps_a_wrapped_sentence_whole(tmp_path: Path) -> None:
    pdf = chat_pdf(tmp_path / "chat.pdf", [
        ["We have B200 boxes, 8 GPUs per", "server, bare metal."],
        ["Each box: 2 x 56-core CPUs, 2 TB", "of RAM and 8 x 3.84 TB NVMe."],
        ["USD 41,000 per server per month,", "minimum term of 3 months."],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.count_per_node == 8
    assert offer.cpu.cores == 112
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.pricing.minimum_term == parse_quantity("3 month")


# ---------------------------------------------------------------- spec cards side by side


def test_chinese_spec_cards_side_by_side_are_read_cell_by_cell(tmp_path: Path) -> None:
    pdf = unruled_pdf(tmp_path / "cards.pdf", "产品彩页", [
        ["8 × H100 SXM5", "2 × Xeon 8468（48 核）", "数据盘 4 × 3.84TB NVMe", "¥118,000 / 台 / 月"],
        ["每卡 80GB HBM3", "内存 32 × 64GB", "系统盘 2 × 480GB", "最短租期 6 个月"],
        ["整机独享", "裸金属交付", "本地 NVMe", "按月结算"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.cpu.sockets == 2 and offer.cpu.cores == 96
    assert offer.memory == parse_quantity("2048 GB")
    assert offer.pricing.unit_price == parse_quantity("118000 CNY/node/month")
    assert offer.pricing.minimum_term == parse_quantity("6 month")


def test_english_spec_cards_side_by_side_are_read_cell_by_cell(tmp_path: Path) -> None:
    pdf = unruled_pdf(tmp_path / "cards.pdf", "Product sheet", [
        ["GPU 8x AMD MI300X", "CPU 2x EPYC 9654 (96 cores)", "Storage 8x 7.68 TB NVMe", "USD 3.10 per GPU-hour"],
        ["192 GB HBM3 per GPU", "Memory 24 x 64 GB", "Boot: 2x 960 GB", "Minimum term 30 days"],
        ["Bare metal", "Dedicated", "Local NVMe", "Billed hourly"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.cpu.cores == 192
    assert offer.memory == parse_quantity("1536 GB")
    assert offer.storage.capacity == parse_quantity("61.44 TB")
    assert offer.pricing.unit_price == parse_quantity("3.10 USD/GPU/h")
    assert offer.pricing.minimum_term == parse_quantity("30 day")


# ---------------------------------------------------------------- ruled boxes side by side


def boxes_pdf(path: Path, title: str, boxes: list[tuple[str, list[str]]], after: tuple[str, ...] = ()) -> Path:
    """A flyer or a one-page brochure: ruled boxes side by side, each with its heading in a top row and its facts
    one per line beneath, as a designer draws them (one grid of rules around all the boxes)."""
    width, height = 297 * mm, 210 * mm
    c = canvas.Canvas(str(path), pagesize=(width, height))
    c.setFont("STSong-Light", 16)
    c.drawString(20 * mm, height - 20 * mm, title)
    box_w, lead = (width - 40 * mm) / len(boxes), 4.2 * mm
    top, head = height - 30 * mm, 7 * mm
    rows = max(len(lines) for _, lines in boxes)
    bottom = top - head - rows * lead - 4 * mm
    c.setLineWidth(0.6)
    c.rect(20 * mm, bottom, box_w * len(boxes), top - bottom)
    c.line(20 * mm, top - head, 20 * mm + box_w * len(boxes), top - head)
    for k, (heading, lines) in enumerate(boxes):
        x = 20 * mm + k * box_w
        if k:
            c.line(x, bottom, x, top)
        c.setFont("STSong-Light", 10)
        c.drawString(x + 3 * mm, top - 5 * mm, heading)
        c.setFont("STSong-Light", 8)
        for i, line in enumerate(lines):
            c.drawString(x + 3 * mm, top - head - 4 * mm - i * lead, line)
    c.setFont("STSong-Light", 8)
    for i, line in enumerate(after):
        c.drawString(20 * mm, bottom - 8 * mm - i * lead, line)
    c.showPage()
    c.save()
    return path


def test_english_flyer_boxes_are_read_box_by_box(tmp_path: Path) -> None:
    pdf = boxes_pdf(tmp_path / "flyer.pdf", "Northgate Cloud · Show special", [
        ("B200 bare metal", ["8 x NVIDIA B200 180GB per server", "NVLink 5, 1.8 TB/s per GPU",
                             "2 x Xeon 8570 (56 cores each)", "2 TB RAM", "4 x 7.68 TB NVMe",
                             "USD 5.20 per GPU-hour, minimum 3 months"]),
        ("Why Northgate", ["Racked in Frankfurt, 30 MW campus.", "Whole servers, never shared.",
                           "Up to 64 servers per cluster.", "10 TB free egress per month", "Support 24/7"]),
    ])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.count_per_node == 8
    assert offer.cpu.cores == 112
    assert offer.memory == parse_quantity("2 TB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.pricing.unit_price == parse_quantity("5.20 USD/GPU/h")
    assert offer.pricing.minimum_term == parse_quantity("3 month")


def test_chinese_boxes_of_a_brochure_page_are_read_box_by_box(tmp_path: Path) -> None:
    pdf = boxes_pdf(tmp_path / "brochure.pdf", "云栈算力 · H800 整机租赁", [
        ("整机配置", ["8 × H800 SXM5 80GB", "2 × Xeon 8468（48 核）", "内存 2TB", "数据盘 4 × 3.84TB NVMe"]),
        ("网络", ["400G RoCE × 8", "公网 100 Mbps 共享带宽", "存储网络 200G"]),
        ("价格", ["¥98,000 / 台 / 月", "最短租期 6 个月", "按月结算"]),
    ])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.count_per_node == 8
    assert offer.cpu.cores == 96
    assert offer.memory == parse_quantity("2 TB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")
    assert offer.pricing.unit_price == parse_quantity("98000 CNY/node/month")
    assert offer.pricing.minimum_term == parse_quantity("6 month")
