"""An Excel workbook → the ``Document`` a PDF of it would be: rows as lines, blocks of cells as tables.

Why openpyxl: it gives what a reader needs beyond values — merged ranges (a component group's
label over several rows; the anchor holds the text), hidden sheets, rows and columns, fonts and
fills (white-on-white, zero-size text) and number formats (``¥128,000``, ``99.9%`` as printed).
It is imported only when a workbook is read (about 0.2 s); a value-only reader would be faster
but would read hidden terms as visible ones.

What is read, per visible sheet in workbook order (each sheet is one "page"):

* A cell's text is its value as displayed: a formula's cached value (formulas are never
  evaluated; a .xlsm's macros are never run, its values are read like a .xlsx's), a number in its
  number format, a date as ``YYYY-MM-DD``.
* Rows are split into blocks at empty rows. Inside a block, runs of rows with two or more filled
  cells are a table (a single-cell row between two such rows belongs to it); other rows are lines
  of prose, a heading or a key:value line.
* A merged range's text stands at its anchor; a range merged down a column repeats in the rows it
  covers (a "存储" group over its disk rows), cited at the anchor.
* Hidden sheets, rows and columns, ``;;;`` number formats, text coloured like its fill and text
  under 2 pt are not read; they are reported as hidden text (auditor/ingest/visibility.py).
* Several tables each naming a GPU (one sheet or one block per configuration) are options of one
  list, named by sheet and title; the reading selects among them as among a price list's rows.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from auditor.errors import InputError
from auditor.ingest.document import Cell, Document, Table
from auditor.ingest.office.grid import Grid, Sheetlike, box
from auditor.ingest.visibility import MIN_CONTRAST, MIN_GLYPH_POINTS, HiddenRun, luminance

_GPU = re.compile(r"(?<![A-Za-z\d])(?:[ABHL]\d{2,3}[A-Z]?|GB\d{3}|L40S?|MI\d{3}X?|RTX\s?\d{4}|\d{4}D?\s?(?:GPU|卡)|"
                  r"Ascend\s?\d{3}\w?|昇腾\s?\d{3}\w?)(?![A-Za-z\d])", re.IGNORECASE)
"""A GPU model in a table: what makes a table one configuration of a multi-configuration workbook."""
_THEME = {0: 1.0, 1: 0.0}
"""Theme colour indices Excel maps to Background 1 (white) and Text 1 (black)."""
_INDEXED = {8: 0.0, 9: 1.0, 64: 0.0, 65: 1.0}
"""Indexed colours: black, white, system foreground, system background."""


@dataclass
class _Cell:
    row: int
    col: int
    text: str
    anchor: tuple[int, int]
    """Where the text stands: itself, or the top-left cell of the merged range it is filled down from."""
    covered: bool = False


def read_workbook(path: Path, source: str) -> Grid:
    """Every visible sheet of a workbook laid into one ``Document`` (auditor/ingest/office/grid.py)."""
    wb = _open(path, source)
    names = Sheetlike()
    grid = Grid(Document(source), "xlsx", "sheet(s)", names.place)
    titled: list[tuple[Table, str]] = []
    for ws in wb.worksheets:
        names.names.append(ws.title)
        page = len(names.names)
        hidden_sheet = ws.sheet_state != "visible"
        cells, hidden = _sheet_cells(ws, hidden_sheet)
        grid.doc.hidden.extend(_runs(page, hidden, "invisible" if hidden_sheet else None))
        if hidden_sheet:
            continue
        grid.counted += 1
        if grid.doc.lines:
            grid.add_break(page)
        titled.extend(_lay_out(grid, page, cells))
    grid.doc.page_count = len(names.names)
    configurations = [(t, name) for t, name in titled if _GPU.search(" ".join(
        c.text for r in t.rows for c in r if c is not None))]
    if len(configurations) > 1:
        # One configuration on a sheet is named by the sheet ("方案B"); several on one sheet by their titles.
        per_sheet = {t.page: sum(1 for u, _ in configurations if u.page == t.page) for t, _ in configurations}
        named = {id(t): names.names[t.page - 1] if per_sheet[t.page] == 1 else title or names.names[t.page - 1]
                 for t, title in configurations}
        grid.doc.tables = [Table(t.page, t.bbox, t.rows, option=named[id(t)]) if id(t) in named else t
                           for t in grid.doc.tables]
    if not grid.doc.has_text and not grid.doc.hidden:
        raise InputError(source, "workbook has no text in its visible sheets")
    return grid


def _open(path: Path, source: str) -> Any:
    import warnings
    import zipfile

    import openpyxl
    from openpyxl.utils.exceptions import InvalidFileException

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "Data Validation extension is not supported": not the reader's business
            return openpyxl.load_workbook(path, data_only=True, keep_vba=False, keep_links=False)
    except (InvalidFileException, zipfile.BadZipFile, KeyError) as exc:
        raise InputError(source, f"damaged Excel workbook ({type(exc).__name__}: {str(exc)[:60]})") from None
    except Exception as exc:  # openpyxl raises what its XML parser raises on a damaged part
        raise InputError(source, f"damaged Excel workbook ({type(exc).__name__}: {str(exc)[:60]})") from None


# ---------------------------------------------------------------- cells


def _sheet_cells(ws: Any, hidden_sheet: bool) -> tuple[dict[int, dict[int, _Cell]], list[tuple[str, _Cell]]]:
    """Visible cells by row and column, and (reason, cell) for the hidden ones."""
    hidden_rows = {r for r, d in ws.row_dimensions.items() if d.hidden}
    hidden_cols: set[int] = set()
    for dim in ws.column_dimensions.values():
        if dim.hidden and dim.min and dim.max:
            hidden_cols.update(range(dim.min, min(dim.max, 16384) + 1))
    merged: dict[tuple[int, int], tuple[int, int, int, int]] = {}
    for rng in ws.merged_cells.ranges:
        merged[(rng.min_row, rng.min_col)] = (rng.min_row, rng.min_col, rng.max_row, rng.max_col)
    rows: dict[int, dict[int, _Cell]] = {}
    hidden: list[tuple[str, _Cell]] = []
    seen: dict[tuple[int, ...], str | None] = {}  # style → why its text is unseen: cells share a few styles
    for (r, c), cell in sorted(ws._cells.items()):
        if cell.value is None or type(cell).__name__ == "MergedCell":
            continue
        text = _shown(cell.value, cell.number_format)
        if not text.strip():
            continue
        item = _Cell(r, c, text, (r, c))
        style = tuple(cell._style)
        if style not in seen:
            seen[style] = _unseen(cell)
        reason = "invisible" if hidden_sheet or r in hidden_rows or c in hidden_cols else seen[style]
        if reason is not None:
            hidden.append((reason, item))
            continue
        rows.setdefault(r, {})[c] = item
        span = merged.get((r, c))
        if span is not None and span[2] > r and span[3] == c:  # merged down one column: the group label
            for below in range(r + 1, span[2] + 1):
                if below not in hidden_rows:
                    rows.setdefault(below, {})[c] = _Cell(below, c, text, (r, c), covered=True)
    return rows, hidden


def _unseen(cell: Any) -> str | None:
    """Why a visible cell's text cannot be seen: ``;;;``, text under 2 pt, or ink the colour of its fill."""
    fmt = str(cell.number_format or "")
    if re.fullmatch(r";;;?", fmt.strip()):
        return "invisible"
    font = cell.font
    size = getattr(font, "sz", None) if font is not None else None
    if size is not None and float(size) < MIN_GLYPH_POINTS:
        return "microscopic"
    ink = _colour(getattr(font, "color", None), 0.0)
    fill = cell.fill
    under: float | None = 1.0
    if fill is not None and getattr(fill, "fill_type", None) == "solid":
        under = _colour(getattr(fill, "fgColor", None), 1.0)
    if ink is not None and under is not None and abs(ink - under) < MIN_CONTRAST:
        return "background-colour"
    return None


def _colour(color: Any, default: float) -> float | None:
    """Luminance of an openpyxl colour; ``default`` for "automatic"; None when it cannot be told."""
    if color is None:
        return default
    kind = getattr(color, "type", None)
    if kind == "rgb" and isinstance(color.rgb, str) and re.fullmatch(r"[0-9A-Fa-f]{6,8}", color.rgb):
        rgb = color.rgb[-6:]
        return luminance(tuple(int(rgb[k:k + 2], 16) / 255 for k in (0, 2, 4)))
    if kind == "theme":
        return _THEME.get(color.theme) if not color.tint else None
    if kind == "indexed":
        return _INDEXED.get(color.indexed)
    return default if kind == "auto" else None


_FORMAT_TOKEN = re.compile(r'"([^"]*)"|\\(.)|\[\$([^\]-]*)(?:-[^\]]*)?\]|\[[^\]]*\]|_.|\*.|([0#?][0#?,.]*)|(.)')
"""A number format's pieces: "literal", \\x, [$CUR-lang], [colour or condition], _x padding, *x fill,
the digit placeholders, and any other character (shown as written)."""


def _shown(value: Any, fmt: str | None) -> str:
    """A cell's value as Excel displays it under common number formats (the text a printout shows)."""
    if isinstance(value, str):
        return value.replace("\r\n", "\n").replace("\n", " ").strip()
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, dt.datetime):
        return value.date().isoformat() if value.time() == dt.time() else value.isoformat(sep=" ")
    if isinstance(value, dt.date | dt.time):
        return value.isoformat()
    if not isinstance(value, int | float):
        return str(value)
    sections = (fmt or "General").split(";")
    section = sections[0]
    if value < 0 and len(sections) > 1 and sections[1]:  # the negative section writes its own sign: (3)
        section, value = sections[1], -value
    if section in ("General", "@", ""):
        return _plain(value)
    pieces: list[str] = []
    core: str | None = None
    percents = 0
    for m in _FORMAT_TOKEN.finditer(section):
        quoted, escaped, currency, digits, other = m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)
        if digits is not None and core is None:
            core = digits
            pieces.append("\0")  # where the number goes
        elif quoted is not None or escaped is not None or currency is not None:
            pieces.append(quoted if quoted is not None else escaped if escaped is not None else currency)
        elif other is not None:
            percents += other == "%"
            pieces.append(other)
    if core is None:
        return _plain(value)
    number = value * 100 ** percents
    decimals = core.split(".")[1] if "." in core else ""
    places = len(decimals.replace(",", ""))
    shown = f"{number:,.{places}f}" if "," in core.split(".")[0] else f"{number:.{places}f}"
    if decimals and set(decimals) <= {"#", "?"}:
        shown = shown.rstrip("0").rstrip(".")
    return "".join(shown if p == "\0" else p for p in pieces).strip()


def _plain(value: int | float) -> str:
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return repr(value) if isinstance(value, float) else str(value)


# ---------------------------------------------------------------- layout


def _lay_out(grid: Grid, page: int, rows: dict[int, dict[int, _Cell]]) -> list[tuple[Table, str]]:
    """One sheet's visible rows → lines and tables; returns each table with its title (for options)."""
    out: list[tuple[Table, str]] = []
    numbers = sorted(rows)
    blocks: list[list[int]] = []
    for r in numbers:
        if blocks and r == blocks[-1][-1] + 1:
            blocks[-1].append(r)
        else:
            blocks.append([r])
    title = ""
    for block in blocks:
        wide = [len(rows[r]) >= 2 for r in block]
        in_table = [wide[k] or (0 < k < len(block) - 1 and wide[k - 1] and any(wide[k + 1:]))
                    for k in range(len(block))]
        k = 0
        while k < len(block):
            r = block[k]
            if not in_table[k]:
                for cell in rows[r].values():
                    grid.add_line(page, cell.text, box(*cell.anchor), False)
                    title = cell.text
                k += 1
                continue
            run = []
            while k < len(block) and in_table[k]:
                run.append(block[k])
                k += 1
            out.append((_table(grid, page, run, rows), title))
    return out


def _table(grid: Grid, page: int, run: list[int], rows: dict[int, dict[int, _Cell]]) -> Table:
    first = min(c for r in run for c in rows[r])
    last = max(c for r in run for c in rows[r])
    table_rows: list[list[Cell | None]] = []
    for r in run:
        cells: list[Cell | None] = []
        for c in range(first, last + 1):
            item = rows[r].get(c)
            cells.append(Cell(item.text, box(*item.anchor)) if item is not None else Cell("", box(r, c)))
            if item is not None and not item.covered:
                grid.add_line(page, item.text, box(r, c), True)
        table_rows.append(cells)
    top, bottom = box(run[0], first), box(run[-1], last)
    table = Table(page, (top[0], top[1], bottom[2], bottom[3]), table_rows)
    grid.doc.tables.append(table)
    return table


def _runs(page: int, hidden: list[tuple[str, _Cell]], reason: str | None) -> list[HiddenRun]:
    """Hidden cells → one run per row and reason, its box spanning the row's hidden cells."""
    runs: dict[tuple[int, str], HiddenRun] = {}
    for why, cell in hidden:
        key = (cell.row, reason or why)
        b = box(cell.row, cell.col)
        run = runs.get(key)
        if run is None:
            runs[key] = HiddenRun(page, reason or why, cell.text, b)
        else:
            run.text += " | " + cell.text
            run.bbox = (min(run.bbox[0], b[0]), run.bbox[1], max(run.bbox[2], b[2]), run.bbox[3])
    return list(runs.values())
