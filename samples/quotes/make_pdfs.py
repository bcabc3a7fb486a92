"""Render the sample quotes and contracts in src/*.yaml to PDF (committed; tests read the PDFs).

Why a generator: every sample PDF has a text source beside it that states what the PDF says,
so tests compare the extracted offer with the source field by field. Run it after editing a
source: ``python samples/quotes/make_pdfs.py`` (needs ``reportlab``, not a runtime dependency).
reportlab's built-in CID font STSong-Light renders Chinese, ≥ and × without a font file.

Source format: ``file``, ``title``, ``blocks`` (``h`` heading, ``p`` paragraph, ``lines``
spec lines, ``table`` rows with the first row as header, ``pagebreak``), and ``expect`` (the
offer fields and clause statuses the PDF states, read by tests/ingest/test_samples.py).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import yaml
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

HERE = Path(__file__).resolve().parent
FONT = "STSong-Light"
pdfmetrics.registerFont(UnicodeCIDFont(FONT))
BODY = ParagraphStyle("body", fontName=FONT, fontSize=10.5, leading=15, wordWrap="CJK", spaceAfter=6)
HEAD = ParagraphStyle("head", parent=BODY, fontSize=13, leading=18, spaceBefore=8, spaceAfter=6)
TITLE = ParagraphStyle("title", parent=BODY, fontSize=16, leading=22, spaceAfter=10)
CELL = ParagraphStyle("cell", parent=BODY, fontSize=9.5, leading=12, spaceAfter=0)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def flowables(source: dict[str, Any]) -> list[Any]:
    out: list[Any] = [Paragraph(_escape(source["title"]), TITLE)]
    for block in source["blocks"]:
        kind, value = next(iter(block.items()))
        if kind == "h":
            out.append(Paragraph(_escape(value), HEAD))
        elif kind == "p":
            out.append(Paragraph(_escape(value), BODY))
        elif kind == "lines":
            out.extend(Paragraph(_escape(line), BODY) for line in value)
        elif kind == "table":
            rows = [[Paragraph(_escape(str(c)), CELL) for c in row] for row in value]
            table = Table(rows, repeatRows=1, hAlign="LEFT")
            table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                                       ("BACKGROUND", (0, 0), (-1, 0), colors.whitesmoke),
                                       ("VALIGN", (0, 0), (-1, -1), "TOP")]))
            out.extend([table, Spacer(1, 8)])
        elif kind == "pagebreak":
            out.append(PageBreak())
        else:
            raise SystemExit(f"unknown block kind {kind!r}")
    return out


def render(source_path: Path, out_dir: Path) -> Path:
    source = yaml.safe_load(source_path.read_text(encoding="utf-8"))
    target = out_dir / source["file"]
    doc = SimpleDocTemplate(str(target), pagesize=A4, title=source["title"], author="gpu-offer-auditor",
                            invariant=1)
    doc.build(flowables(source))
    return target


def main(argv: list[str]) -> int:
    sources = [Path(a) for a in argv] or sorted((HERE / "src").glob("*.yaml"))
    for src in sources:
        print(render(src, HERE))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
