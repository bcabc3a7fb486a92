"""Turn a real published terms file (Markdown/HTML text) into a PDF for tests, in tmp_path.

The texts stay in ../shared/contracts-real and are read in place; only the PDF made from them
lives in the test's temporary folder. Source lines are kept as printed lines (hard wraps stay
hard wraps, so the reader must join them), paragraphs are separated by a gap, and an HTML or
Markdown table row becomes one line of cells joined by " | ".
"""

from __future__ import annotations

import html
import re
from pathlib import Path

REAL = Path(__file__).resolve().parents[2] / ".." / "shared" / "contracts-real"


def _paragraphs(text: str) -> list[list[str]]:
    text = re.sub(r"</t[dh]>\s*<t[dh][^>]*>", " | ", text, flags=re.I)
    text = re.sub(r"<tr[^>]*>\s*", "\n\n", text, flags=re.I)
    text = re.sub(r"</tr>", "\n\n", text, flags=re.I)
    text = re.sub(r"<br\s*/?>", "\n", text, flags=re.I)
    text = html.unescape(re.sub(r"</?[a-zA-Z][^>]*>", " ", text))
    paragraphs: list[list[str]] = []
    current: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("|") and line.endswith("|"):
            if set(line) <= set("|-: "):
                continue
            line = " | ".join(c.strip() for c in line.strip("|").split("|"))
            if current:
                paragraphs.append(current)
            paragraphs.append([line])
            current = []
            continue
        line = re.sub(r"\*\*|__|`|^#+\s*|\[([^\]]*)\]\([^)]*\)", lambda m: m.group(1) or "", line)
        line = re.sub(r"\s+", " ", line).strip()
        if not line:
            if current:
                paragraphs.append(current)
            current = []
        else:
            current.append(line)
    if current:
        paragraphs.append(current)
    return paragraphs


def text_to_pdf(source: Path, target: Path) -> Path:
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.platypus import Paragraph, SimpleDocTemplate

    pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
    style = ParagraphStyle("b", fontName="STSong-Light", fontSize=10, leading=14, spaceAfter=8, wordWrap="CJK")
    lines = source.read_text(encoding="utf-8").splitlines()[1:]  # drop the SOURCE line
    story = []
    for para in _paragraphs("\n".join(lines)):
        body = "<br/>".join(html.escape(line, quote=False) for line in para)
        story.append(Paragraph(body, style))
    SimpleDocTemplate(str(target), pagesize=A4, invariant=1).build(story)
    return target
