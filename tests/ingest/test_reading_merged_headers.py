"""Price lists whose header is printed on two rows, a tier or plan spanning the columns under it ("1–5 台" over "按月 |
包 6 个月", "1–3 nodes" over "Monthly | 6-month commit"): each column is named by both rows, the rows are options,
and the sentence that names the row and the column ("本次报价档：1–5 台 包 6 个月") picks one price and one
configuration; the other rows' disks, fabrics and PCIe cards are not the offer's. A storage cell's bare drive count
("7.68TB x 4", "7.68 TB (x4)") multiplies the drive. Documents written for the test, both languages."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.ingest.statements import Statement, read_statement
from auditor.units import parse_quantity

pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
_STYLE = ParagraphStyle("p", fontName="STSong-Light", fontSize=9, leading=13)


def _price_list(path: Path, title: str, rows: list[list[str]], notes: list[str]) -> Path:
    """A landscape page: a title, a table whose first two rows are one header (row 0's tier cells span two
    columns), then the notes."""
    doc = SimpleDocTemplate(str(path), pagesize=landscape(A4), invariant=1)
    grid = Table([[Paragraph(c, _STYLE) if len(c) > 30 else c for c in r] for r in rows], repeatRows=2,
                 colWidths=[70, 260, 60, 60, 60, 60, 150])
    grid.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), "STSong-Light"), ("FONTSIZE", (0, 0), (-1, -1), 8),
                              ("GRID", (0, 0), (-1, -1), 0.5, "black"), ("SPAN", (2, 0), (3, 0)),
                              ("SPAN", (4, 0), (5, 0)), ("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (1, 1)),
                              ("SPAN", (6, 0), (6, 1))]))
    doc.build([Paragraph(title, _STYLE), Spacer(1, 6), grid, Spacer(1, 6), *(Paragraph(n, _STYLE) for n in notes)])
    return path


def test_a_tier_and_term_header_on_two_rows_zh(tmp_path: Path) -> None:
    rows = [["型号", "配置", "1–3 台", "", "4 台及以上", "", "备注"],
            ["", "", "按月", "包 12 个月", "按月", "包 12 个月", ""],
            ["H8-S", "8 × H800 SXM5 80GB，NVSwitch 全互联，数据盘 3.84TB ×4，机间 4 × 400G NDR", "52,000", "47,500",
             "50,000", "45,900", "本次报价档：1–3 台 包 12 个月"],
            ["H8-S2", "同上，数据盘 7.68TB ×8，机间 8 × 400G NDR", "58,000", "53,000", "56,000", "51,200",
             "大模型预训练"],
            ["H8-P", "8 × H800 PCIe 80GB，无 NVLink，数据盘 3.84TB ×2", "36,000", "32,800", "34,500", "31,600", "推理"]]
    offer = read_pdf_offer(_price_list(tmp_path / "q.pdf", "澜川智算 2027 年 H800 租赁价目表", rows, [
        "单位：元/台/月，含 6% 增值税。本次报价：H8-S 叁台，按“1–3 台 包 12 个月”档，不少于一年。"]))
    assert offer.nodes == 3
    assert offer.pricing.unit_price == parse_quantity("47500 CNY/node/month")
    assert offer.storage.capacity == parse_quantity("15.36 TB")
    assert offer.interconnect.inter_node_bandwidth == parse_quantity("1600 Gb/s")
    assert offer.interconnect.intra_node == "nvlink"
    assert offer.pricing.minimum_term == parse_quantity("1 year")


def test_a_tier_and_term_header_on_two_rows_en(tmp_path: Path) -> None:
    rows = [["Plan", "Configuration", "1–3 nodes", "", "4+ nodes", "", "Notes"],
            ["", "", "Monthly", "6-month commit", "Monthly", "6-month commit", ""],
            ["G2-std", "8 x H100 SXM5 80GB, NVSwitch, local NVMe 3.84TB x4, fabric 8 x 400G NDR", "24,800", "22,900",
             "23,900", "21,700", "Quoted tier: 1–3 nodes, 6-month commit"],
            ["G2-big", "as G2-std, local NVMe 7.68TB x8", "27,500", "25,400", "26,400", "24,300", "Large runs"],
            ["G2-pcie", "8 x H100 PCIe 80GB, no NVLink, local NVMe 3.84TB x2", "16,900", "15,600", "16,200",
             "14,900", "Inference"]]
    offer = read_pdf_offer(_price_list(tmp_path / "q.pdf", "Tessaline Compute: H100 rate card", rows, [
        "All prices USD per node per month. This quote: G2-std, two (2) nodes, on the 1–3 nodes, 6-month commit "
        "tier."]))
    assert offer.nodes == 2
    assert offer.pricing.unit_price == parse_quantity("22900 USD/node/month")
    assert offer.storage.capacity == parse_quantity("15.36 TB")
    assert offer.interconnect.intra_node == "nvlink"


def _storage(text: str) -> list[str]:
    stmt = Statement(text, "table", 0, lambda a, b: [], label="storage", label_text="Local NVMe")
    return [str(c.value) for c in read_statement(stmt) if c.path == "storage.capacity"]


def test_a_bare_drive_count_after_the_size_multiplies_it() -> None:
    assert set(_storage("7.68TB x 4, RAID0 usable 28 TiB")) == {"30.72 TB"}
    assert set(_storage("7.68 TB (x4) NVMe, 30.72 TB")) == {"30.72 TB"}
    assert set(_storage("3.84TB ×4")) == {"15.36 TB"}
    assert set(_storage("数据盘 3.84TB ×4")) == {"15.36 TB"}  # counted once, by the grammar
    assert set(_storage("3.84TB NVMe × 4")) == {"15.36 TB"}
