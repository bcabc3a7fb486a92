"""Cells and paragraphs laid into a ``Document`` on a grid, and the grid's boxes turned back into places.

A PDF character has a page and a box; a spreadsheet cell has a sheet, a row and a column. Giving
each character of a cell the box ``(col·COL, row·ROW, col·COL+WIDTH, row·ROW+HEIGHT)`` on the
sheet's "page" lets the PDF reading run unchanged: a table row's cells share a top (one " | " row
block), consecutive rows are further apart than a line height (each row its own block, as a
spreadsheet row is), and any span the reading cites comes back as the range of cells it covers
(``Sheet1!B4:D4``). ``cite_places`` then rewrites the offer's evidence from page/box to that place.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from auditor.ingest.document import BBox, Document, Line
from auditor.model.evidence import Evidence
from auditor.model.offer import Offer

COL = 100.0
WIDTH = 50.0
ROW = 20.0
HEIGHT = 10.0


def box(row: int, col: int) -> BBox:
    """The grid box of one cell (row and column 1-based)."""
    return (col * COL, row * ROW, col * COL + WIDTH, row * ROW + HEIGHT)


def cells_of(bbox: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
    """A box on the grid → (first row, first column, last row, last column) it covers."""
    return (int(bbox[1] // ROW), int(bbox[0] // COL), int(bbox[3] // ROW), int(bbox[2] // COL))


def column_letter(number: int) -> str:
    """1 → A, 27 → AA (Excel's column names)."""
    letters = ""
    while number > 0:
        number, rest = divmod(number - 1, 26)
        letters = chr(65 + rest) + letters
    return letters


@dataclass
class Grid:
    """A document laid on a grid, with what turns its boxes back into places."""

    doc: Document
    kind: str
    """Evidence extractor prefix: "xlsx" or "docx"."""
    unit: str
    """What the document counts instead of pages ("sheet(s)", "paragraph(s)")."""
    place: Callable[[int, tuple[int, int, int, int]], str]
    """(page, cells covered) → "Sheet1!C7", "¶12", "table 2 r3c2"."""
    counted: int = 0

    def add_line(self, page: int, text: str, bbox: BBox, in_table: bool) -> None:
        """One line of text whose characters all stand in ``bbox`` (a cell, a paragraph)."""
        doc = self.doc
        start = doc._size()
        count = len(text) + 1  # its characters and the line's end
        for buffer, value in zip((doc._page, doc._x0, doc._top, doc._x1, doc._bottom), (page, *bbox), strict=True):
            buffer.extend([value] * count)  # type: ignore[attr-defined]
        doc._text.extend((text, "\n"))
        doc.lines.append(Line(page, text, start, bbox, in_table))
        doc._joined = None

    def add_break(self, page: int) -> None:
        """An empty line: what follows starts a new paragraph (a new sheet never continues the last one)."""
        self.add_line(page, "", (0.0, 0.0, 0.0, 0.0), False)


@dataclass
class Sheetlike:
    """Names of a workbook's pages (its sheets) for ``Sheet1!C7`` places."""

    names: list[str] = field(default_factory=list)

    def place(self, page: int, cells: tuple[int, int, int, int]) -> str:
        name = self.names[page - 1] if 0 < page <= len(self.names) else str(page)
        if re.search(r"[^\w]", name):
            name = "'" + name.replace("'", "''") + "'"
        row0, col0, row1, col1 = cells
        first = f"{column_letter(col0)}{row0}"
        last = f"{column_letter(col1)}{row1}"
        return f"{name}!{first}" if first == last else f"{name}!{first}:{last}"


def cite_places(offer: Offer, grid: Grid) -> Offer:
    """The offer's evidence from this document: page and grid box → ``pointer`` (sheet and cell, or
    paragraph), the extractor named for the format; readings cite the same place instead of a grid page."""
    source = grid.doc.source

    def fix(ev: Evidence) -> Evidence:
        if ev.source != source:
            return ev
        update: dict[str, object] = {"extractor": ev.extractor.replace("pdf:", f"{grid.kind}:")}
        if ev.page is not None and ev.bbox is not None:
            update.update(page=None, bbox=None, pointer=grid.place(ev.page, cells_of(ev.bbox)))
        elif ev.text and ev.text.startswith("not found in "):
            update["text"] = re.sub(r"\d+ page\(s\)", f"{grid.counted} {grid.unit}", ev.text)
        return ev.model_copy(update=update)

    offer.evidence = {path: [fix(e) for e in evs] for path, evs in offer.evidence.items()}
    for conflict in offer.conflicts:
        conflict.evidence = [fix(e) for e in conflict.evidence]
    for path, reading in list(offer.readings.items()):
        if reading.source == source:
            candidates = [c.model_copy(update={"page": None}) if c.source == source else c
                          for c in reading.candidates]
            cited = offer.evidence.get(path) or [None]
            pointer = cited[0].pointer if cited[0] is not None else None
            offer.readings[path] = reading.model_copy(update={"page": None, "pointer": pointer,
                                                              "candidates": candidates})
    return offer
