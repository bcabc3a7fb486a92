"""Prices whose currency or unit stands apart from the figure: a price list whose one currency is in
a column header ("Rate (EUR)", "价格单位：人民币元") above bare figures per server-hour; storage fees per
gigabyte beside the unit price; unruled price tables set with tight columns; an order confirmation
that picks one line of a cloud price list. Documents written for the test, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.model.offer import Offer
from auditor.units import parse_quantity

_STYLE = ParagraphStyle("p", fontName="STSong-Light", fontSize=9, leading=13)


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("quote.txt", text))


def tight_table_pdf(path: Path, title: str, rows: list[list[str]], after: tuple[str, ...] = ()) -> Path:
    """An unruled price table whose columns stand only about two character widths apart."""
    from tests.ingest.test_reading_layouts import _STYLE as _CJK  # registers the CID font

    table = Table(rows, hAlign="LEFT")
    table.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), "STSong-Light"), ("FONTSIZE", (0, 0), (-1, -1), 9),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 16)]))
    flow = [Paragraph(title, _CJK), Spacer(1, 6), table, Spacer(1, 8), *(Paragraph(t, _STYLE) for t in after)]
    SimpleDocTemplate(str(path), pagesize=A4).build(flow)
    return path


@pytest.mark.parametrize("text, price, unit", [
    ("Prices (EUR, excl. VAT)\nGPU server, 8 x H100: 21.60 per server-hour\nEgress above fair use: 1.00 per TB",
     "21.6 EUR/node/h", "node-hour"),
    ("价格单位：人民币元\nA800 整机：6.5 /卡/小时，按小时计费", "6.5 CNY/GPU/h", "gpu-hour"),
])
def test_a_bare_figure_per_unit_takes_the_one_currency_the_document_names(text: str, price: str, unit: str) -> None:
    offer = read(text)
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.unit == unit


def test_a_bare_figure_is_no_price_when_the_document_names_two_currencies() -> None:
    offer = read("Prices in EUR or USD on request.\nGPU server, 8 x H100: 21.60 per server-hour")
    assert offer.pricing.unit_price is None


@pytest.mark.parametrize("text", [
    "单价：每卡每小时 7.2 元。数据盘另行计费（0.5 元/GB/月）。",
    "Price: USD 2.10 per GPU-hour. Extra volumes: USD 0.08 per GB-month.",
])
def test_a_storage_fee_per_gigabyte_is_not_the_unit_price(text: str) -> None:
    offer = read(text)
    assert offer.pricing.unit is not None and offer.pricing.unit.startswith("gpu")
    assert offer.pricing.unit_price is not None and offer.pricing.unit_price.magnitude > 1e-6  # per second


def test_a_tight_unruled_price_table_in_english_reads_its_rate_column(tmp_path: Path) -> None:
    pdf = tight_table_pdf(tmp_path / "commercials.pdf", "3. Commercials", [
        ["Item", "Qty", "Unit", "Rate (EUR)", "Monthly (EUR)"],
        ["H200 GPU capacity, dedicated", "32", "GPU-hour", "3.10", "72,416.00"],
        ["Parallel file system, 100 TB", "1", "month", "included", "0.00"],
        ["Setup and burn-in", "1", "one-time", "waived", "0.00"],
    ], ("The minimum term is six (6) months from acceptance.",))
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("3.10 EUR/GPU/h")
    assert offer.pricing.minimum_term == parse_quantity("6 month")


def test_a_cloud_price_list_in_chinese_is_read_at_the_line_the_order_confirms(tmp_path: Path) -> None:
    pdf = tight_table_pdf(tmp_path / "pricelist.pdf", "GPU 云服务器价格（价格单位：人民币元）", [
        ["实例规格", "GPU", "显存", "vCPU", "内存", "按量(元/小时)", "包月(元/月)"],
        ["gx.small", "A10 × 1/4", "6GB", "8", "31GiB", "1.98", "860"],
        ["gx.half", "A10 × 1/2", "12GB", "16", "62GiB", "3.68", "1,580"],
        ["gx.whole", "A10 × 1", "24GB", "32", "124GiB", "6.90", "2,980"],
    ], ("订单确认：实例规格 gx.half × 1 台，按量付费（3.68 元/小时），系统盘 100GB ESSD 云盘。",))
    offer = read_pdf_offer(pdf)
    assert offer.gpu.memory == parse_quantity("12 GB")
    assert offer.memory == parse_quantity("62 GiB")
    assert offer.pricing.unit_price == parse_quantity("3.68 CNY/h")
    assert offer.storage.system_disk is not None and offer.storage.system_disk.type == "network"
