"""Tables printed without ruling: cells that line up in columns, found from the printed lines.

Why: many quotes are typeset with a horizontal rule or two, or none at all ("名称 规格 数量"
over rows of components, "月付 季付 年付" over a row of prices). pdfplumber finds a table only
from its ruling, so these rows read as one run-on paragraph and the quantity column, the option
columns and the row labels are lost. A line already splits at wide gaps (document._group_lines);
here pieces that share a baseline are a row, and three or more rows whose pieces start at the
same x positions are a table. A row with one piece in a later column (or one that follows its
row closer than rows follow each other) is a wrapped cell of the row above.
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise
from statistics import median

from auditor.ingest.document import Cell, Line, Table

_ALIGN = 6.0
"""How far (points) a cell's left edge may stray from its column's."""
_MIN_ROWS = 3
_LABELLED = re.compile(r"\s*[^:：\d]{1,16}[:：]\s*\S")
"""A line that is a label and its value ("内存：1.5TB DDR5", "GPU: 8 x H100")."""


def _rows(lines: list[Line], lo: int, hi: int) -> list[list[int]]:
    """Consecutive pieces on one baseline, as lists of line indices."""
    rows: list[list[int]] = []
    for k in range(lo, hi):
        line = lines[k]
        if rows and lines[rows[-1][0]].page == line.page and abs(lines[rows[-1][0]].bbox[1] - line.bbox[1]) <= 3 \
                and line.bbox[0] > lines[rows[-1][-1]].bbox[0]:
            rows[-1].append(k)
        else:
            rows.append([k])
    return rows


def _column(columns: list[float], x: float) -> int | None:
    return next((c for c, start in enumerate(columns) if abs(start - x) <= _ALIGN), None)


def aligned_tables(lines: list[Line], lo: int, hi: int) -> list[Table]:
    """Find the unruled tables among ``lines[lo:hi]`` (one page's lines, none already in a table);
    marks their lines ``in_table`` in place and returns the tables."""
    rows = _rows(lines, lo, hi)
    tables: list[Table] = []
    k = 0
    while k < len(rows):
        if len(rows[k]) < 2 or any(lines[i].in_table for i in rows[k]):
            k += 1
            continue
        columns = [lines[i].bbox[0] for i in rows[k]]
        run = [rows[k]]
        j = k + 1
        while j < len(rows):
            row = rows[j]
            cols = [_column(columns, lines[i].bbox[0]) for i in row]
            prev = lines[run[-1][0]]
            height = max(prev.bbox[3] - prev.bbox[1], 1.0)
            gap = lines[row[0]].bbox[1] - prev.bbox[3]
            if None in cols or any(lines[i].in_table for i in row) or lines[row[0]].page != prev.page \
                    or gap > 1.6 * height:
                break
            if len(row) == 1 and cols[0] == 0 and len(run) > 1:
                pitch = median(lines[b[0]].bbox[1] - lines[a[0]].bbox[1] for a, b in pairwise(run))
                if lines[row[0]].bbox[1] - prev.bbox[1] >= 0.8 * pitch:
                    break  # a line in the first column alone, at a row's distance: prose after the table
            run.append(row)
            j += 1
        table = _table(lines, run, columns)
        if table is None:
            k += 1
            continue
        for row in run:
            for i in row:
                lines[i] = replace(lines[i], in_table=True)
        tables.append(table)
        k = j
    return tables


def _table(lines: list[Line], run: list[list[int]], columns: list[float]) -> Table | None:
    """The run as a table, or None when it is not one (too few full rows, or prose columns)."""
    full = [r for r in run if len(r) >= 2]
    if len(full) < _MIN_ROWS:
        return None
    # Two columns of prose fill their width line after line; a table's first column is as wide as
    # its widest cell, so only some of its cells fill it.
    widths = [lines[r[0]].bbox[2] - lines[r[0]].bbox[0] for r in full]
    if median(widths) >= 0.8 * (columns[1] - columns[0]):
        return None  # most first-column lines run most of the way to the next: wrapped prose
    if sum(_LABELLED.match(lines[r[0]].text) is not None for r in full) * 3 >= 2 * len(full):
        return None  # "CPU：2 × EPYC 9454" beside "整机独享，物理隔离": a flyer's spec list beside its service list
        # (a table's first column holds labels, not label: value lines)
    pitches = [lines[b[0]].bbox[1] - lines[a[0]].bbox[1] for a, b in pairwise(run)]
    pitch = median(pitches) if pitches else 0.0
    out: list[list[list[int]]] = []
    for n, row in enumerate(run):
        cells: list[list[int]] = [[] for _ in columns]
        for i in row:
            c = _column(columns, lines[i].bbox[0])
            assert c is not None
            cells[c].append(i)
        # A wrapped cell: nothing in the first column, or closer to the row above than rows are apart.
        wrapped = out and (not cells[0] or (n and pitches[n - 1] < 0.8 * pitch))
        if wrapped:
            for c, extra in enumerate(cells):
                out[-1][c].extend(extra)
        else:
            out.append(cells)
    rows: list[list[Cell | None]] = []
    for cells in out:
        row: list[Cell | None] = []
        for members in cells:
            if not members:
                row.append(None)
                continue
            boxes = [lines[i].bbox for i in members]
            text = " ".join(lines[i].text.strip() for i in members)
            row.append(Cell(text, (min(b[0] for b in boxes), min(b[1] for b in boxes),
                                   max(b[2] for b in boxes), max(b[3] for b in boxes))))
        rows.append(row)
    boxes = [lines[i].bbox for r in run for i in r]
    bbox = (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))
    return Table(lines[run[0][0]].page, bbox, rows)
