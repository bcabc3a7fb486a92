"""Printed lines, tables and normalised text blocks that remember where every character came from.

Why: vendors' PDFs break sentences across lines and pages, write full-width digits and colons
(８０Ｇ，：), hyphenate English words and use ligatures (ﬁ). Matching must see "80G:" and
"definition", yet a finding must quote the words as printed and point at them on the page. So
every normalised character keeps the index of the original character it came from, and every
original character keeps its page and box; a match becomes (page, bbox, original text). A text or
Markdown file is the same model with a line number for a page. PDFs are read into it by
auditor/ingest/document.py; Word and Excel files by auditor/ingest/office/.
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from auditor.ingest.tables import field_of

BBox = tuple[float, float, float, float]


@dataclass(frozen=True)
class Line:
    """One printed line: original text (words joined by one space) and its offset in the document."""

    page: int
    text: str
    start: int
    bbox: BBox
    in_table: bool = False


@dataclass(frozen=True)
class Cell:
    text: str
    bbox: BBox


@dataclass(frozen=True)
class Table:
    page: int
    bbox: BBox
    rows: list[list[Cell | None]]
    option: str | None = None
    """The configuration this whole table is one option of (a workbook's sheet per option), by name."""


@dataclass(frozen=True)
class Span:
    """Where a piece of text is: page (1-based), box in PDF points (x0, top, x1, bottom), words as printed."""

    page: int
    bbox: BBox
    text: str


class NormText:
    """Normalised text plus, per character, the offset of the original character it came from."""

    __slots__ = ("origin", "text")

    def __init__(self, text: str, origin: array[int]) -> None:
        self.text = text
        self.origin = origin

    def __str__(self) -> str:
        return self.text

    def __len__(self) -> int:
        return len(self.text)


_CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")
_SENTENCE_END = tuple("。．.!！?？;；:：")
# A new paragraph starts at an article or list marker even without a vertical gap ("3.84 TB" at a
# line start is a figure, not a section number).
_BLOCK_START = re.compile(
    r"^\s*(?:第[一二三四五六七八九十百零\d]+[条章节款]|\d+(?:\.\d+)*[.、)）]?\s(?!\s*(?:[KMGTP]i?B|[KMGT]b|GHz|%|[x×*]\s|"
    r"核|张|台|块|个|cores?|GPUs?|servers?|nodes?|months?|years?|days?|hours?)(?![A-Za-z]))|[（(][\d一二三四五六七八九十]+[)）]"
    r"|[一二三四五六七八九十]+、|[-•·*▪●■□◆◇►▶➤○◦]\s|(?:Article|Section|Clause|ARTICLE|SECTION)\s+\d|#"
    r")"
)
_CLAUSE_STOP = re.compile(r"[;；。]")
_LABELLED_LINE = re.compile(r"^\s*([^\s:：][^:：]{0,15}?)\s*[:：]\s*\S")
_LABEL_THEN_FIGURE = re.compile(r"^\s*([^\W\d]\w{0,11})\s+[¥￥$€£]?\d")
"""A line that opens with a field's label and then its figure, with no colon ("内存 2TB", "RAM 1.5 TB"): one item
of a spec list, not the next words of a wrapped sentence."""
_SPACE = re.compile(r"\s+")
_UNMAPPED = re.compile(r"\(cid:\d+\)")


@cache
def normalise_char(ch: str) -> str:
    """NFKC (full-width → ASCII, ligatures → letters) plus the few marks NFKC leaves alone (kept per
    character: a document repeats a few hundred distinct characters many thousand times)."""
    out = unicodedata.normalize("NFKC", ch)
    return out.translate(_EXTRA)


_PLAIN_ASCII_BREAK = re.compile(r"[\t-\r\x1c-\x1f]|  ")
"""What stops ASCII text from being its own normal form: whitespace other than one space (all of it folds to
one space)."""


def _extend_normalised(chars: list[str], origin: array[int], text: str, base: int) -> None:
    """Append the normalised characters of ``text`` to ``chars`` and, for each, its offset ``base + k`` in
    the original to ``origin``: whitespace runs fold to one space, also across calls."""
    if text.isascii() and not _PLAIN_ASCII_BREAK.search(text):  # NFKC and the extra marks leave ASCII alone
        skip = 1 if text[:1] == " " and chars and chars[-1] == " " else 0
        chars.extend(text[skip:])
        origin.extend(range(base + skip, base + len(text)))
        return
    for k, ch in enumerate(text):
        for piece in normalise_char(ch):
            if piece.isspace():
                if chars and chars[-1] == " ":
                    continue
                piece = " "
            chars.append(piece)
            origin.append(base + k)


_EXTRA = str.maketrans({"\u00a0": " ", "\u3000": " ", "–": "-", "—": "-", "−": "-", "‐": "-", "“": '"',
                        "”": '"', "‘": "'", "’": "'", "\u200b": "", "\ufeff": ""})


class Document:
    """Everything extracted from one PDF; ``source`` is the path as the user gave it."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.plain_text = False  # a text/Markdown file: each line is its own "page" (evidence cites lines)
        self.page_count = 0
        self.page_sizes: list[tuple[float, float]] = []
        self.lines: list[Line] = []
        self.tables: list[Table] = []
        self._text: list[str] = []   # original characters of all lines, "\n" between lines
        self._page = array("I")
        self._x0 = array("f")
        self._top = array("f")
        self._x1 = array("f")
        self._bottom = array("f")
        self._joined: str | None = None
        self.hidden: list[Any] = []  # auditor.ingest.visibility.HiddenRun: text no reader sees, not read

    @classmethod
    def from_text(cls, source: str, text: str) -> Document:
        """A plain-text or Markdown contract: the same extraction as a PDF, with line numbers for pages.

        Each line is its own "page", so a clause hard-wrapped over lines still joins into one
        sentence (as across PDF pages) and every match cites its line. Markdown table rows
        (``| 99% - 99.9% | 10% |``) are kept as table rows.
        """
        doc = cls(source)
        doc.plain_text = True
        for number, raw in enumerate(text.splitlines(), start=1):
            # Markdown bold ("> **Nodes:** 2 (16 GPUs)") marks no words: blanked, so labels read as printed
            line = raw.rstrip().replace("**", "  ")
            rule = bool((line.lstrip().startswith("|") and _PIPE_RULE.match(line)) or _GRID_RULE.match(line))
            if rule:  # a table's "| --- | --- |" rule states nothing: blanked, no clause or citation quotes it
                line = " " * len(line)
            start = doc._size()
            for _ in line:
                doc._push(number, 0.0, 0.0, 0.0, 0.0)
            doc._text.extend((line, "\n"))
            doc._push(number, 0.0, 0.0, 0.0, 0.0)
            doc.lines.append(Line(number, line, start, (0.0, 0.0, 0.0, 1.0), rule or line.lstrip().startswith("|")))
        doc.page_count = len(doc.lines)
        rows = _bare_pipe_rows(doc.lines)
        doc.lines = [replace(line, in_table=True) if i in rows else line for i, line in enumerate(doc.lines)]
        doc.tables = _pipe_tables(doc.lines)
        return doc

    # -- building (used by ``read_document``)
    def _add_line(self, page: int, chars: list[dict[str, Any]], in_table: bool) -> None:
        start = self._size()
        pieces: list[str] = []
        prev_x1: float | None = None
        for ch in chars:
            text = ch["text"]
            if _UNMAPPED.fullmatch(text):
                text = "•"  # a glyph the font does not map ("(cid:127)"): a bullet, never a number
            if text.isspace():
                # a printed space: keep one (some fonts print spaces as narrow glyphs, so the gap
                # test below would miss them)
                if pieces and pieces[-1] != " ":
                    pieces.append(" ")
                    self._push(page, ch["x0"], ch["top"], ch["x1"], ch["bottom"])
                continue
            if (prev_x1 is not None and pieces[-1] != " "
                    and ch["x0"] - prev_x1 > 0.2 * float(ch.get("size") or 10)):
                pieces.append(" ")
                self._push(page, prev_x1, ch["top"], ch["x0"], ch["bottom"])
            pieces.append(text)
            for _ in text:
                self._push(page, ch["x0"], ch["top"], ch["x1"], ch["bottom"])
            prev_x1 = ch["x1"]
        if pieces and pieces[-1] == " ":
            pieces.pop()
            self._pop()
        line_text = "".join(pieces)
        self._text.append(line_text)
        self._text.append("\n")
        self._push(page, prev_x1 or 0.0, chars[-1]["top"], prev_x1 or 0.0, chars[-1]["bottom"])
        bbox = (min(c["x0"] for c in chars), min(c["top"] for c in chars),
                max(c["x1"] for c in chars), max(c["bottom"] for c in chars))
        self.lines.append(Line(page, line_text, start, bbox, in_table))
        self._joined = None

    def _size(self) -> int:
        return len(self._page)

    def _pop(self) -> None:
        for buffer in (self._page, self._x0, self._top, self._x1, self._bottom):
            buffer.pop()

    def _push(self, page: int, x0: float, top: float, x1: float, bottom: float) -> None:
        self._page.append(page)
        self._x0.append(x0)
        self._top.append(top)
        self._x1.append(x1)
        self._bottom.append(bottom)

    # -- reading
    @property
    def original(self) -> str:
        if self._joined is None:
            self._joined = "".join(self._text)
        return self._joined

    @property
    def has_text(self) -> bool:
        return any(line.text.strip() for line in self.lines)

    def locate(self, start: int, end: int) -> list[Span]:
        """Original characters [start, end) → one span per page they cover, each with its box and words."""
        spans: list[Span] = []
        text = self.original
        end = min(end, len(self._page))
        i = start
        while i < end:
            page = self._page[i]
            j = i
            x0, top, x1, bottom = self._x0[i], self._top[i], self._x1[i], self._bottom[i]
            while j < end and self._page[j] == page:
                if text[j] != "\n":
                    x0, top = min(x0, self._x0[j]), min(top, self._top[j])
                    x1, bottom = max(x1, self._x1[j]), max(bottom, self._bottom[j])
                j += 1
            quoted = _SPACE.sub(" ", text[i:j].replace("\n", " ")).strip()
            if quoted:
                box = (round(x0, 2), round(top, 2), round(x1, 2), round(bottom, 2))
                spans.append(Span(page, box, quoted))
            i = j
        return spans

    def locate_norm(self, block: NormText, start: int, end: int) -> list[Span]:
        """A match [start, end) in a normalised block → spans of the original characters."""
        if not block.origin or start >= end:
            return []
        end = min(end, len(block.origin))
        # a ruled row's cells are read cell by cell, so its characters may step back or over other cells' words in
        # the page's order: each unbroken run is located on its own ("数据盘 4 × 3.84TB NVMe | 1 台" spans the lines
        # of two cells)
        origin, text = block.origin, self.original
        spans: list[Span] = []
        run = start
        for i in range(start + 1, end + 1):
            if i == end or origin[i] < origin[i - 1] or text[origin[i - 1] + 1:origin[i]].strip(" \t\n-"):
                spans.extend(self.locate(origin[run], origin[i - 1] + 1))
                run = i
        return spans

    def blocks(self) -> list[NormText]:
        """Paragraphs (sentences joined across hard-wrapped lines and pages) and table rows, normalised.

        A table row is one block with its cells joined by " | ", so a credit tier stays with its
        percentage; paragraphs never swallow table rows. A ruled cell's text wrapped over lines stays in
        its row ("Acceptance | … at least 450 GB/s within a node and 360" over "GB/s across 64 GPUs").
        """
        out: list[NormText] = []
        current: list[Line] = []
        row: list[tuple[Line, tuple[int, int, int] | None]] = []
        prev: Line | None = None
        cell_of = self._cells()
        right = self._right_margins()
        for line in self.lines:
            if line.in_table or not line.text.strip():
                if current:
                    out.append(self._normalise_lines(current))
                    current = []
                prev = None
                if not line.text.strip():
                    continue
                cell = cell_of(line)
                if row and not self._same_row(row, line, cell):
                    out.append(self._normalise_row(row))
                    row = []
                row.append((line, cell))
                continue
            if row:
                out.append(self._normalise_row(row))
                row = []
            if prev is not None and self._breaks(prev, line, right.get(prev.page)):
                out.append(self._normalise_lines(current))
                current = []
            current.append(line)
            prev = line
        if current:
            out.append(self._normalise_lines(current))
        if row:
            out.append(self._normalise_row(row))
        return [b for b in out if b.text.strip()]

    def _cells(self) -> Callable[[Line], tuple[int, int, int] | None]:
        """A table line → (table, row, column) of the ruled cell holding it, or None (a text file's row, a line
        outside every cell)."""
        bands: dict[int, list[tuple[float, float, int, int, list[Cell | None]]]] = {}
        for t, table in enumerate(self.tables if not self.plain_text else ()):
            for r, cells in enumerate(table.rows):
                boxes = [c.bbox for c in cells if c is not None]
                if boxes:
                    band = (min(b[1] for b in boxes), max(b[3] for b in boxes), t, r, cells)
                    bands.setdefault(table.page, []).append(band)

        def cell_of(line: Line) -> tuple[int, int, int] | None:
            x, y = line.bbox[0] + 1.0, (line.bbox[1] + line.bbox[3]) / 2
            for top, bottom, t, r, cells in bands.get(line.page, ()):
                if top <= y <= bottom:
                    for c, cell in enumerate(cells):
                        if cell is not None and cell.bbox[0] <= x <= cell.bbox[2]:
                            return (t, r, c)
            return None

        return cell_of

    def _same_row(self, row: list[tuple[Line, tuple[int, int, int] | None]], line: Line,
                  cell: tuple[int, int, int] | None) -> bool:
        """Whether ``line`` belongs to the row block: printed on the row's first line, or wrapped inside one of the
        row's ruled cells (a new item of a cell's list still starts a block of its own)."""
        first, first_cell = row[0]
        if first.page == line.page and abs(first.bbox[1] - line.bbox[1]) <= 3:
            return True
        if cell is None or first_cell is None or cell[:2] != first_cell[:2]:
            return False
        above = [ln for ln, c in row if c == cell]
        return bool(above) and not self._breaks(above[-1], line)

    def _normalise_row(self, row: list[tuple[Line, tuple[int, int, int] | None]]) -> NormText:
        if all(cell is None for _, cell in row) or len({ln.bbox[1] for ln, _ in row}) == 1:
            return self._normalise_lines([ln for ln, _ in row], " | ")
        ordered = sorted(row, key=lambda item: ((item[1] or (0, 0, 0))[2], item[0].bbox[1]))
        return self._normalise_lines([ln for ln, _ in ordered], " | ", [c for _, c in ordered])

    def _right_margins(self) -> dict[int, float]:
        """Each PDF page's right text edge: where a wrapped line of its prose ends."""
        right: dict[int, float] = {}
        if not self.plain_text:
            for line in self.lines:
                if not line.in_table and line.text.strip():
                    right[line.page] = max(right.get(line.page, 0.0), line.bbox[2])
        return right

    @staticmethod
    def _breaks(prev: Line, line: Line, right: float | None = None) -> bool:
        if _BLOCK_START.match(line.text):
            return True
        label = _LABELLED_LINE.match(line.text)
        if label and field_of(label.group(1)) is not None:
            return True  # "CPU：AMD EPYC 7543（32核）× 2" under "一、配置（每台）": a key:value line of its own
        label = _LABEL_THEN_FIGURE.match(line.text)
        # "…按每低 0.1 个百分点返还当" over "月费用 5%，上限 50%；6. 交付后…": a line that runs to the right edge
        # mid-sentence wraps on when its next line goes on as prose (a spec item, "内存 2TB", has no clause stop)
        wrapped = right is not None and prev.bbox[2] >= right - 12 and not prev.text.rstrip().endswith(
            _SENTENCE_END) and _CLAUSE_STOP.search(line.text) is not None
        if label and not wrapped and (_CJK.match(label.group(1)) or label.group(1)[0].isupper()) \
                and field_of(label.group(1)):
            return True  # "8 × H800 SXM5 80GB" then "内存 2TB": the 80GB is no host memory
        if line.page != prev.page:
            return prev.text.rstrip().endswith(_SENTENCE_END)
        height = max(prev.bbox[3] - prev.bbox[1], 1.0)
        gap = line.bbox[1] - prev.bbox[3]
        return gap > 0.9 * height or gap < -2 * height

    def _normalise_lines(self, lines: list[Line], sep: str | None = None,
                         cells: Sequence[object] | None = None) -> NormText:
        """Lines joined into one block: by ``sep`` (table cells), or as wrapped words; with ``cells`` (each line's
        cell), lines of one cell join as words and ``sep`` stands between cells."""
        chars: list[str] = []
        origin = array("I")
        for n, line in enumerate(lines):
            if n and sep and (cells is None or cells[n] != cells[n - 1]):
                chars.extend(sep)
                origin.extend([line.start - 1] * len(sep))
            elif n:
                last = chars[-1] if chars else ""
                first = next((c for c in line.text if not c.isspace()), "")
                if last == "-" and len(chars) > 1 and chars[-2].isalpha() and first.islower():
                    chars.pop()   # hyphenated word split across lines: "avail-" + "ability"
                    origin.pop()
                elif not (_CJK.match(last or " ") and _CJK.match(first or " ")):
                    chars.append(" ")
                    origin.append(line.start - 1)
            _extend_normalised(chars, origin, line.text, line.start)
        return NormText("".join(chars).strip(), _strip_origin(chars, origin))


_PIPE_RULE = re.compile(r"^\s*\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-*:?\s*$")
_GRID_RULE = re.compile(r"^\s*\+(?:[-=]{2,}\+)+\s*$")
"""An ASCII grid's border ("+----+-------+", as a mail pastes a quoting sheet): a rule of the table it frames."""


def _bare_pipe_rows(lines: list[Line]) -> set[int]:
    """Rows of a pipe table without its outer pipes ("Model | Qty" over "H100 SXM5 80GB | 8", as a mail pastes
    one): two or more lines in a row with the same number of " | " cells are a table."""
    def cells(line: Line) -> int:
        text = line.text.strip()
        if " | " not in text or text.startswith("|") or re.search(r"[:：]", text.split(" | ", 1)[0]):
            return 0  # "**卖家 Seller:** 鹏程… | ⭐ 4.8": a key:value line with a pipe in its value
        return text.count(" | ") + 1

    found: set[int] = set()
    run: list[int] = []
    for index in range(len(lines) + 1):
        line = lines[index] if index < len(lines) else None
        if line is not None and cells(line) and (not run or cells(line) == cells(lines[run[0]])):
            run.append(index)
            continue
        if len(run) >= 2:
            found.update(run)
        run = [index] if line is not None and cells(line) else []
    return found


def _pipe_tables(lines: list[Line]) -> list[Table]:
    """A Markdown pipe table (``| Item | Spec | Qty |`` rows) as a table, so a text order schedule's
    equipment list is read by its columns like a PDF's. A cell's box holds its line number (top and
    bottom), which is what a text file's evidence cites."""
    tables: list[Table] = []
    rows: list[list[Cell | None]] = []
    for line in [*lines, None]:
        if line is not None and line.in_table:
            if _PIPE_RULE.match(line.text) or _GRID_RULE.match(line.text) or not line.text.strip():
                continue
            cells = line.text.strip().strip("|").split("|")
            box = (0.0, float(line.page), 0.0, float(line.page))
            rows.append([Cell(_SPACE.sub(" ", c.replace("**", "")).strip(), box) for c in cells])
            continue
        if rows:
            tables.append(Table(int(rows[0][0].bbox[1]) if rows[0][0] else 1, (0.0, 0.0, 0.0, 0.0), rows))
            rows = []
    return tables


def _strip_origin(chars: list[str], origin: array[int]) -> array[int]:
    text = "".join(chars)
    lead = len(text) - len(text.lstrip())
    trail = len(text) - len(text.rstrip())
    return origin[lead:len(origin) - trail]


def normalise_text(text: str) -> NormText:
    """Plain text (a YAML ``contract_text``, a test sentence) normalised the same way as PDF blocks."""
    chars: list[str] = []
    origin = array("I")
    _extend_normalised(chars, origin, text, 0)
    return NormText("".join(chars).strip(), _strip_origin(chars, origin))


# ---------------------------------------------------------------- reading a PDF
