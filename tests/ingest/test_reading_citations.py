"""Where a fact read from a ruled row is cited: a quote row's cells wrap over several lines, so the row is read cell by
cell and the words of one fact may lie on lines of two cells. The citation quotes the fact's own words, on its page,
never the words of the cells between them, and never nothing. Quotes written for the test, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

from auditor.ingest.pdf_offer import read_pdf_offer


def wrapped_quote(path: Path, rows: list[list[str]]) -> Path:
    """A ruled quote table whose configuration cell wraps, as a word processor sets it."""
    pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
    style = ParagraphStyle("cell", fontName="STSong-Light", fontSize=9, leading=11)
    table = Table([[Paragraph(c, style) for c in row] for row in rows], colWidths=[70, 230, 45, 90])
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    SimpleDocTemplate(str(path), pagesize=A4).build([table])
    return path


@pytest.mark.parametrize(("rows", "memory_words", "price_words"), [
    ([["项目", "配置", "数量", "单价"],
      ["GPU 服务器租用", "8 × NVIDIA H20 96GB，NVLink 900GB/s；2 × Intel Xeon Platinum 8468（48 核）；内存 1536GB；"
                     "系统盘 2 × 480GB SATA SSD；数据盘 4 × 3.84TB NVMe", "1 台", "68,000 元/台/月"]],
     "1536GB", "68,000"),
    ([["Item", "Configuration", "Qty", "Unit price"],
      ["GPU server lease", "8 x NVIDIA H100 SXM5 80GB, NVLink 900GB/s; 2 x Intel Xeon Platinum 8480+ (56 cores); "
                          "2 TB RAM; 2 x 960GB SATA SSD (OS); 8 x 3.84TB NVMe (data)", "1", "USD 19,800 per month"]],
     "2 TB", "19,800"),
])
def test_a_fact_of_a_wrapped_row_is_cited_by_its_own_words(tmp_path: Path, rows: list[list[str]], memory_words: str,
                                                            price_words: str) -> None:
    offer = read_pdf_offer(wrapped_quote(tmp_path / "quote.pdf", rows))
    for path, evidence in offer.evidence.items():
        assert evidence, path
        for e in evidence:
            assert e.page == 1 and e.text, path
    memory = " ".join(e.text or "" for e in offer.evidence["memory"])
    assert memory_words in memory and price_words not in memory
    assert all(s.strip() for s in offer.statements)


def test_a_markdown_tables_rule_line_is_never_quoted(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """"| --- | --- |" states nothing: no fact, clause or citation quotes it (a reviewer saw "---" as evidence)."""
    from auditor.ingest import load_offer

    page = tmp_path / "rates.md"
    page.write_text("| 规格 | GPU | 包月（元/月） |\n| --- | --- | --- |\n| gn-l40s.8x | 8 × L40S 48GB | 18,400 |\n"
                    "\n- GPU 为直通方式，实例独占物理卡，不与其他实例共享。\n- 本实例族暂不提供 SLA 承诺。\n",
                    encoding="utf-8")
    offer = load_offer([page])
    quoted = [e.text or "" for evidence in offer.evidence.values() for e in evidence]
    assert quoted and not any(set(q.replace("|", "").strip()) <= {"-", ":"} and q.strip() for q in quoted)
    assert offer.gpu.count_per_node == 8
