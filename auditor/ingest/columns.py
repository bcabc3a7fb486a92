"""A page's characters → printed lines in reading order; a two-column stretch column by column.

Why: quotes and proposals set terms in two columns — a bilingual page with the Chinese on the
left and the English on the right, or a sheet whose columns flow independently. Read across, a
line of one column runs into the other ("…GPU 为完整的 H800 SXM5 80GB，不 hours of free service."
then "做 MIG 或 vGPU 切分"), so a denial loses its "不" and states the opposite. A column break is
a vertical band no printed character crosses, running down several lines near the middle of the
text, with lines on both sides that fill their column (prose; a label column or an unruled table
does not fill it). The band is found per stretch of lines, so a letterhead or a full-width table
above or below keeps its row order.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import pairwise
from statistics import median
from typing import Any, NamedTuple

Char = dict[str, Any]
Box = tuple[float, float, float, float]

_PIECE_GAP = 1.2
"""A gap wider than this many character widths parts a printed line into pieces (the cells of an
unruled table set tight: "32   GPU-hour   2.95"); words stand a quarter of one apart."""
_BAND = 3.0
"""Half the width (points) of the clear band a column break needs: wider than a word space."""
_CELL_GAP = 18.0
"""A gap (points) wider than this inside a line parts two cells, not two words."""
_MIN_LINES, _PROSE_LINES = 3, 2
"""Lines a column needs on each side of the band, and of them full lines of unbroken words."""
_MIDDLE = (0.3, 0.7)
"""Where across the text a column break may stand (a label column ends far left of it)."""
_COLUMN = 0.3
"""The narrowest a column may be, as a share of the stretch's text width."""
_FILL, _HALF = 0.7, 0.5
"""How much of its column a prose line covers: the 75th percentile of line widths, and the median
(a column of figures beside a table's labels is mostly short lines)."""


class Grid(NamedTuple):
    """A ruled grid of text boxes side by side (see ``document._text_boxes``): its box and the x of each inner
    rule, left to right."""

    bbox: Box
    rules: tuple[float, ...]


def group_lines(chars: list[Char], tables: Sequence[Box] = (), grids: Sequence[Grid] = (),
                cell_rules: Sequence[tuple[Box, tuple[float, ...]]] = ()) -> list[list[Char]]:
    """Characters → lines: same baseline (within 3 pt), left to right, split at wide gaps; a
    stretch printed in two columns reads down the left column, then down the right one.
    Rows holding a ruled table's cells (``tables``) keep their order, and split at their row's cell edges
    (``cell_rules``: a wide cell's words close to the next cell's are not one line). Each grid of text boxes
    reads down its left box first, then the next, where the grid stands on the page."""
    inside = [[c for c in chars if _within(c, grid.bbox)] for grid in grids]
    held = {id(c) for box in inside for c in box}
    lines = _group([c for c in chars if id(c) not in held], tables)
    if cell_rules:
        lines = [piece for line in lines for piece in _at_rules(line, cell_rules)]
    for grid, box_chars in sorted(zip(grids, inside, strict=True), key=lambda pair: -pair[0].bbox[1]):
        edges = (float("-inf"), *grid.rules, float("inf"))
        read = [piece for lo, hi in pairwise(edges)
                for row in _rows([c for c in box_chars if lo <= _mid_x(c) < hi]) for piece in _pieces(row)]
        at = next((k for k, line in enumerate(lines) if line[0]["top"] >= grid.bbox[1]), len(lines))
        lines[at:at] = read
    return lines


def _mid_x(ch: Char) -> float:
    return (ch["x0"] + ch["x1"]) / 2


def _within(ch: Char, box: Box) -> bool:
    y = (ch["top"] + ch["bottom"]) / 2
    return box[0] <= _mid_x(ch) <= box[2] and box[1] <= y <= box[3]


def _group(chars: list[Char], tables: Sequence[Box]) -> list[list[Char]]:
    rows = _rows(chars)
    lines: list[list[Char]] = []
    for stretch, gutter in _stretches(rows, tables):
        if gutter is None:
            lines.extend(piece for row in stretch for piece in _pieces(row))
            continue
        for side in ([c for row in stretch for c in row if _mid_x(c) < gutter],
                     [c for row in stretch for c in row if _mid_x(c) >= gutter]):
            lines.extend(piece for row in _rows(side) for piece in _pieces(row))
    return lines


def _rows(chars: list[Char]) -> list[list[Char]]:
    rows: list[list[Char]] = []
    for ch in sorted(chars, key=lambda c: c["top"]):
        if rows and ch["top"] - rows[-1][0]["top"] <= 3:
            rows[-1].append(ch)
        else:
            rows.append([ch])
    for row in rows:
        row.sort(key=lambda c: c["x0"])
    return rows


def _at_rules(line: list[Char], cell_rules: Sequence[tuple[Box, tuple[float, ...]]]) -> list[list[Char]]:
    """A line inside a ruled table cut where a column rule stands between two of its characters
    ("… SXM5 141" | "2" | "node-month" | "41,500.00" printed close together on one baseline)."""
    rules = next((xs for box, xs in cell_rules if _within(line[0], box)), ())
    if not rules:
        return [line]
    parts, start = [], 0
    for k in range(1, len(line)):
        if any(_mid_x(line[k - 1]) < x < _mid_x(line[k]) for x in rules):
            parts.append(line[start:k])
            start = k
    parts.append(line[start:])
    return [p for p in parts if any(not c["text"].isspace() for c in p)]


def _pieces(row: list[Char]) -> list[list[Char]]:
    """A row split at gaps wider than ``_PIECE_GAP`` character widths (cells of an unruled table)."""
    parts, start = [], 0
    for k in range(1, len(row)):
        if row[k]["x0"] - row[k - 1]["x1"] > _PIECE_GAP * float(row[k].get("size") or 10):
            parts.append(row[start:k])
            start = k
    parts.append(row[start:])
    return parts


def _stretches(rows: list[list[Char]], tables: Sequence[Box]) -> list[tuple[list[list[Char]], float | None]]:
    """The rows cut into stretches, each with its column break (None: read row by row)."""
    found = _gutter(rows, tables)
    if found is None:
        return [(rows, None)]
    lo, hi, x = found
    return [*_stretches(rows[:lo], tables), (rows[lo:hi], x), *_stretches(rows[hi:], tables)]


def _in_table(row: list[Char], tables: Sequence[Box]) -> bool:
    return any(_within(row[0], b) for b in tables)


def _clear(spans: list[tuple[float, float]]) -> tuple[list[float], list[float]]:
    """The clear intervals of one row (before its ink, between wide gaps, after it): starts and ends, sorted."""
    starts, ends = [float("-inf")], [spans[0][0]]
    reach = spans[0][1]
    for x0, x1 in spans[1:]:
        if x0 - reach >= 2 * _BAND:
            starts.append(reach)
            ends.append(x0)
        reach = max(reach, x1)
    starts.append(reach)
    ends.append(float("inf"))
    return starts, ends


def _free(clear: tuple[list[float], list[float]] | None, x: float) -> bool:
    """No ink of the row within the band around ``x``."""
    if clear is None:
        return False
    starts, ends = clear
    k = bisect_right(starts, x - _BAND) - 1
    return k >= 0 and ends[k] >= x + _BAND


def _apart(above: list[Char], below: list[Char]) -> bool:
    """A blank stretch of several lines between two rows (a footer far below the text) ends a column."""
    size = float(below[0].get("size") or 10)
    return below[0]["top"] - max(c["bottom"] for c in above) > 4 * size


def _gutter(rows: list[list[Char]], tables: Sequence[Box]) -> tuple[int, int, float] | None:
    """The best column break among ``rows``: (first row, end row, x), or None."""
    inked = [[(c["x0"], c["x1"]) for c in row if not c["text"].isspace()] for row in rows]
    if sum(1 for spans in inked if spans) < 2 * _MIN_LINES:
        return None
    left_edge = min(s[0][0] for s in inked if s)
    right_edge = max(max(x1 for _, x1 in s) for s in inked if s)
    width = right_edge - left_edge
    clear = [_clear(spans) if spans and not _in_table(row, tables) else None for spans, row in zip(inked, rows,
                                                                                                     strict=True)]
    best: tuple[int, int, int, float] | None = None
    x = left_edge + _MIDDLE[0] * width
    while x <= left_edge + _MIDDLE[1] * width:
        k = 0
        while k < len(rows):
            if not _free(clear[k], x):
                k += 1
                continue
            j = k + 1
            while j < len(rows) and _free(clear[j], x) and not _apart(rows[j - 1], rows[j]):
                j += 1
            score = min(sum(1 for r in range(k, j) if inked[r] and inked[r][0][0] < x),
                        sum(1 for r in range(k, j) if inked[r] and max(x1 for _, x1 in inked[r]) > x))
            if score >= _MIN_LINES and (best is None or score > best[0]) and _prose(inked[k:j], x):
                best = (score, k, j, x)
            k = j
        x += 2.0
    return None if best is None else best[1:]


def _prose(inked: list[list[tuple[float, float]]], x: float) -> bool:
    """Both sides of the band are columns of comparable width holding wrapped prose: most lines
    fill their column, and several are one run of words across it. A label column, a column of
    figures or the cells of an option table are narrow, ragged or split by wide gaps."""
    extents = [(spans[0][0], max(x1 for _, x1 in spans)) for spans in inked if spans]
    width = max(e[1] for e in extents) - min(e[0] for e in extents)
    for side in ([[s for s in spans if s[1] <= x] for spans in inked],
                 [[s for s in spans if s[0] >= x] for spans in inked]):
        lines = [spans for spans in side if spans]
        left = min(spans[0][0] for spans in lines)
        column = max(x1 for spans in lines for _, x1 in spans) - left
        widths = sorted(max(x1 for _, x1 in spans) - spans[0][0] for spans in lines)
        runs = sum(1 for spans, w in zip(lines, [max(x1 for _, x1 in s) - s[0][0] for s in lines], strict=True)
                   if w >= _FILL * column and _one_run(spans))
        if column < _COLUMN * width or widths[3 * len(widths) // 4] < _FILL * column \
                or median(widths) < _HALF * column or runs < _PROSE_LINES:
            return False
    return True


def _one_run(spans: list[tuple[float, float]]) -> bool:
    """No gap in the line wider than a table's column gap (about two character widths)."""
    reach = spans[0][1]
    for x0, x1 in spans[1:]:
        if x0 - reach > _CELL_GAP:
            return False
        reach = max(reach, x1)
    return True
