"""A Word file → the ``Document`` a PDF of it would be: one line per paragraph, its tables as tables.

Why python-docx: it resolves what a run looks like — direct formatting, its character style and
the paragraph style's chain — so hidden text (``w:vanish``), white-on-white and sub-2 pt runs are
told apart from the terms a reader sees (the PDF rule, auditor/ingest/visibility.py). It is
imported only when a .docx is read. Body order is walked on the XML (paragraphs, tables and the
content controls order forms wrap them in), since a table's place among the clauses matters.

Places: paragraphs are numbered in body order (``¶12``; the first section's header paragraphs,
where a letterhead usually is, are ``header ¶1``), table cells by table, row and grid column
(``table 2 r3c2``); a cell merged down (``w:vMerge``) repeats in the rows it covers, cited at its
first row, and a cell spanning columns stands at its first column.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from auditor.errors import InputError
from auditor.ingest.document import Cell, Document, Table
from auditor.ingest.office.grid import Grid, box
from auditor.ingest.visibility import MIN_CONTRAST, MIN_GLYPH_POINTS, HiddenRun, luminance


class _Places:
    """Grid row → what it is in the Word file, for evidence places."""

    def __init__(self) -> None:
        self.rows: list[tuple[str, int]] = [("", 0)]  # (paragraph label or table name, row in the table)

    def add(self, label: str, row: int = 0) -> int:
        self.rows.append((label, row))
        return len(self.rows) - 1

    def _one(self, r: int, c: int) -> tuple[str, str]:
        label, row = self.rows[r] if 0 < r < len(self.rows) else ("", 0)
        return (label, f"r{row}c{c}") if row else (label, "")

    def place(self, page: int, cells: tuple[int, int, int, int]) -> str:
        (a, ra), (b, rb) = self._one(cells[0], cells[1]), self._one(cells[2], cells[3])
        first = f"{a} {ra}".strip()
        if (a, ra) == (b, rb):
            return first
        return f"{first}–{rb}" if a == b and ra else f"{first}–{f'{b} {rb}'.strip()}"


def read_word(path: Path, source: str) -> Grid:
    """A .docx's header, paragraphs and tables in body order, laid into one ``Document``."""
    document = _open(path, source)
    places = _Places()
    grid = Grid(Document(source), "docx", "paragraph(s)", places.place)
    reader = _Reader(grid, places, document)
    try:
        header = document.sections[0].header if document.sections else None
        letterhead = [] if header is None or header.is_linked_to_previous else list(header._element.iter(_qn("w:p")))
    except Exception:  # a damaged header part is skipped: the body is what states the terms
        letterhead = []
    for k, p in enumerate(letterhead, start=1):
        reader.paragraph(p, f"header ¶{k}")
    reader.body(document.element.body)
    grid.doc.page_count = 1
    grid.counted = reader.paragraphs
    if not grid.doc.has_text and not grid.doc.hidden:
        raise InputError(source, "Word file has no text")
    return grid


def _qn(tag: str) -> str:
    from docx.oxml.ns import qn

    return str(qn(tag))


def _open(path: Path, source: str) -> Any:
    import docx
    from docx.opc.exceptions import PackageNotFoundError

    try:
        return docx.Document(str(path))
    except PackageNotFoundError:
        raise InputError(source, "not a Word file (no Word document part)") from None
    except Exception as exc:  # python-docx raises what lxml and zipfile raise on a damaged part
        raise InputError(source, f"damaged Word file ({type(exc).__name__}: {str(exc)[:60]})") from None


class _Reader:
    def __init__(self, grid: Grid, places: _Places, document: Any) -> None:
        from docx.text.paragraph import Paragraph

        self.grid = grid
        self.places = places
        self.document = document
        self.part = document.part
        self.paragraphs = 0
        self.tables = 0
        self._paragraph = Paragraph

    def body(self, element: Any) -> None:
        for child in element.iterchildren():
            tag = child.tag
            if tag == _qn("w:p"):
                self.paragraphs += 1
                self.paragraph(child, f"¶{self.paragraphs}")
            elif tag == _qn("w:tbl"):
                self.tables += 1
                self.table(child, f"table {self.tables}")
            elif tag == _qn("w:sdt"):  # a content control (an order form's field) wraps paragraphs and tables
                for content in child.iterchildren(_qn("w:sdtContent")):
                    self.body(content)

    def paragraph(self, p: Any, label: str) -> None:
        row = self.places.add(label)
        text, hidden = self.text(p, None)
        if text:
            self.grid.add_line(1, text, box(row, 1), False)
        self.hide(row, 1, hidden)

    def table(self, tbl: Any, name: str) -> None:
        rows: list[list[Cell | None]] = []
        anchors: dict[int, tuple[str, tuple[int, int]]] = {}  # grid column → the cell merged down from it
        first = None
        for number, tr in enumerate(tbl.iterchildren(_qn("w:tr")), start=1):
            row = self.places.add(name, number)
            first = first or row
            cells: list[Cell | None] = []
            col = 1
            for tc in tr.iterchildren(_qn("w:tc")):
                span = max(int(getattr(tc, "grid_span", 1) or 1), 1)
                merge = getattr(tc, "vMerge", None)
                if merge == "continue" and col in anchors:
                    text, anchor = anchors[col]
                    cells.append(Cell(text, box(*anchor)))
                else:
                    text, hidden = self.cell_text(tc)
                    cells.append(Cell(text, box(row, col)))
                    if text:
                        self.grid.add_line(1, text, box(row, col), True)
                    self.hide(row, col, hidden)
                    if merge == "restart":
                        anchors[col] = (text, (row, col))
                    else:
                        anchors.pop(col, None)
                cells.extend([None] * (span - 1))
                col += span
            rows.append(cells)
        if rows and first is not None:
            width = max(len(r) for r in rows)
            rows = [r + [Cell("", box(first + k, len(r) + 1))] * (width - len(r)) for k, r in enumerate(rows)]
            last = box(first + len(rows) - 1, width)
            self.grid.doc.tables.append(Table(1, (*box(first, 1)[:2], *last[2:]), rows))

    def cell_text(self, tc: Any) -> tuple[str, list[tuple[str, str]]]:
        under = _shading(tc.find(f"{_qn('w:tcPr')}/{_qn('w:shd')}"))
        texts: list[str] = []
        hidden: list[tuple[str, str]] = []
        for p in tc.iter(_qn("w:p")):
            text, more = self.text(p, under)
            texts.append(text)
            hidden.extend(more)
        return " ".join(t for t in texts if t), hidden

    def text(self, p: Any, under: float | None) -> tuple[str, list[tuple[str, str]]]:
        """A paragraph's visible text, and (reason, words) for its runs no reader sees."""
        from docx.text.run import Run

        paragraph = self._paragraph(p, self.document._body)
        shade = _shading(p.find(f"{_qn('w:pPr')}/{_qn('w:shd')}"))
        background = shade if shade is not None else (under if under is not None else 1.0)
        shown: list[str] = []
        hidden: list[tuple[str, str]] = []
        for r in p.iter(_qn("w:r")):
            run = Run(r, paragraph)
            words = run.text
            if not words:
                continue
            reason = _unseen(run, paragraph, background)
            if reason is None:
                shown.append(words)
            elif words.strip():
                if hidden and hidden[-1][0] == reason:
                    hidden[-1] = (reason, hidden[-1][1] + words)
                else:
                    hidden.append((reason, words))
        return re.sub(r"\s+", " ", "".join(shown)).strip(), hidden

    def hide(self, row: int, col: int, hidden: list[tuple[str, str]]) -> None:
        for reason, words in hidden:
            self.grid.doc.hidden.append(HiddenRun(1, reason, re.sub(r"\s+", " ", words).strip(), box(row, col)))


_HIGHLIGHT = {1: 0.0, 8: 1.0}
"""Highlight colours (WD_COLOR_INDEX) whose luminance is plain: black, white; others are left visible."""


def _shading(shd: Any) -> float | None:
    """Luminance of a ``w:shd`` fill; None when unset or automatic."""
    if shd is None:
        return None
    fill = shd.get(_qn("w:fill"))
    if not fill or not re.fullmatch(r"[0-9A-Fa-f]{6}", fill):
        return None
    return luminance(tuple(int(fill[k:k + 2], 16) / 255 for k in (0, 2, 4)))


def _unseen(run: Any, paragraph: Any, background: float) -> str | None:
    """Why a run cannot be seen (hidden, microscopic, the colour of what is under it), or None."""
    if _effective(run, paragraph, "hidden"):
        return "invisible"
    size = _effective(run, paragraph, "size")
    if size is not None and size.pt < MIN_GLYPH_POINTS:
        return "microscopic"
    color = _effective(run, paragraph, "color")
    if color is None:
        return None
    highlight = run.font.highlight_color
    under = background if highlight is None else _HIGHLIGHT.get(int(highlight))
    lum = luminance(tuple(c / 255 for c in color))
    if under is None or lum is None:
        return None
    return "background-colour" if abs(lum - under) < MIN_CONTRAST else None


def _effective(run: Any, paragraph: Any, name: str) -> Any:
    """A font property as Word applies it: the run's own, its character style's, the paragraph style chain's."""
    def get(font: Any) -> Any:
        if name == "color":
            color = font.color
            return color.rgb if color is not None and color.type is not None and color.rgb is not None else None
        return getattr(font, name)

    value = get(run.font)
    if value is not None:
        return value
    for start in (run.style, paragraph.style):
        style = start
        while style is not None:
            value = get(style.font)
            if value is not None:
                return value
            style = style.base_style
    return None
