"""Text nobody can see is not a term: invisible, background-coloured, off-page and microscopic glyphs.

Why: a PDF's text layer can hold words a reader never sees — render mode 3 (the OCR layer trick),
white letters on a white page, glyphs placed outside the page, or letters a fraction of a point
high. Reading them as binding terms fails open: a contract that visibly promises nothing would be
credited with "99.5% availability". So such glyphs are taken out of the text while the page is
interpreted (nothing downstream sees them) and kept apart as ``HiddenRun`` records; the offer
reports them as ``hidden_text`` and a rule flags them, because hidden text in a contract is
itself a red flag.

The test per glyph, in this order (the first that applies is the reason):

* ``invisible``: text render mode 3 (neither fill nor stroke) or 7 (clip only).
* ``off-page``: the glyph's box lies wholly outside the page's media box.
* ``microscopic``: the glyph is under ``MIN_GLYPH_POINTS`` high (fine print is 5–7 pt; nobody
  reads 1 pt).
* ``background-colour``: the glyph's paint colour differs in luminance by less than
  ``MIN_CONTRAST`` from what lies under it — the most recent filled shape painted beneath its
  centre, else the white page. White text on a dark banner stays visible.

Whitespace glyphs are never taken out (they carry no words, and line building uses them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from auditor.model.offer import HiddenText

MIN_GLYPH_POINTS = 2.0
"""Glyphs shorter than this (in PDF points, 1/72 in) are unreadable in print and on screen."""
MIN_CONTRAST = 0.08
"""Luminance difference (0–1) under which text and background are indistinguishable."""
MAX_RUN_CHARS = 200
"""A hidden run is quoted up to this many characters in the report (its length is kept)."""
MAX_RUNS = 50
"""Runs kept per document: enough to show the pattern, bounded against a page of hidden noise."""

REASONS = ("invisible", "off-page", "microscopic", "background-colour")


@dataclass
class HiddenRun:
    """Consecutive hidden glyphs of one page sharing a reason, with their joint box (x0, top, x1, bottom)."""

    page: int
    reason: str
    text: str
    bbox: tuple[float, float, float, float]


def luminance(color: Any) -> float | None:
    """Relative luminance 0 (black) … 1 (white) of a pdfminer colour value, None when unknown (a pattern)."""
    if isinstance(color, (int, float)):
        values: tuple[float, ...] = (float(color),)
    elif isinstance(color, (list, tuple)) and all(isinstance(v, (int, float)) for v in color):
        values = tuple(float(v) for v in color)
    else:
        return None
    if len(values) == 1:
        return min(max(values[0], 0.0), 1.0)
    if len(values) == 3:
        r, g, b = (min(max(v, 0.0), 1.0) for v in values)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    if len(values) == 4:
        c, m, y, k = (min(max(v, 0.0), 1.0) for v in values)
        r, g, b = ((1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k))
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    return None


class PageVisibility:
    """What a page device needs to judge each glyph: the page box and the filled shapes painted so far."""

    def __init__(self, page: int, page_box: tuple[float, float, float, float]) -> None:
        self.page = page
        self.box = page_box  # device space, y up (x0, y0, x1, y1)
        self.fills: list[tuple[tuple[float, float, float, float], float]] = []
        self.runs: list[HiddenRun] = []
        self._height = page_box[3] - page_box[1]
        self._open = False  # the last glyph seen was hidden and recorded in runs[-1]
        self._ink_color: Any = None  # the last glyph's colour and its luminance
        self._ink = luminance(None)

    def add_fill(self, bbox: tuple[float, float, float, float], color: Any) -> None:
        """A filled shape (rectangle or curve) was painted: later glyphs over it take it as background."""
        lum = luminance(color)
        if lum is not None and bbox[2] > bbox[0] and bbox[3] > bbox[1]:
            self.fills.append((bbox, lum))

    def reason(self, char: Any, render_mode: int) -> str | None:
        """Why the LTChar ``char`` cannot be seen, or None when it can."""
        if render_mode in (3, 7):
            return "invisible"
        x0, y0, x1, y1 = char.bbox
        bx0, by0, bx1, by1 = self.box
        if x1 <= bx0 or x0 >= bx1 or y1 <= by0 or y0 >= by1:
            return "off-page"
        if float(getattr(char, "size", 0) or 0) < MIN_GLYPH_POINTS:
            return "microscopic"
        gs = char.graphicstate
        color = gs.scolor if render_mode in (1, 5) else gs.ncolor
        if color != self._ink_color:  # a run of glyphs shares one colour
            self._ink_color, self._ink = color, luminance(color)
        ink = self._ink
        if ink is None:
            return None
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        under = 1.0
        for (fx0, fy0, fx1, fy1), lum in reversed(self.fills):
            if fx0 <= cx <= fx1 and fy0 <= cy <= fy1:
                under = lum
                break
        return "background-colour" if abs(ink - under) < MIN_CONTRAST else None

    def shown(self, char: Any) -> None:
        """A glyph that stays in the text: a space right after a hidden glyph still separates hidden words."""
        if char.get_text().isspace():
            if self._open and not self.runs[-1].text.endswith(" "):
                self.runs[-1].text += " "
        else:
            self._open = False

    def hide(self, char: Any, reason: str) -> None:
        """Record a hidden glyph, joining it to the previous run when the reason is the same."""
        x0, y0, x1, y1 = char.bbox
        box = (x0, self._height - y1, x1, self._height - y0)  # pdfplumber's top/bottom convention
        text = char.get_text()
        if self._open and self.runs[-1].reason == reason:
            run = self.runs[-1]
            if abs(box[1] - run.bbox[3] + (box[3] - box[1])) > (box[3] - box[1]) / 2 and not run.text.endswith(" "):
                text = " " + text  # the run goes on in the next line
            if len(run.text) < 4 * MAX_RUN_CHARS:
                run.text += text
            run.bbox = (min(run.bbox[0], box[0]), min(run.bbox[1], box[1]),
                        max(run.bbox[2], box[2]), max(run.bbox[3], box[3]))
        elif len(self.runs) < MAX_RUNS:
            self.runs.append(HiddenRun(self.page, reason, text, box))
        else:
            return
        self._open = True


def to_facts(runs: list[HiddenRun], source: str) -> tuple[list[HiddenText], dict[str, list[Any]]]:
    """Hidden runs of one document → ``hidden_text`` facts and their evidence (page, box, the words)."""
    from auditor.model.evidence import Evidence

    facts: list[HiddenText] = []
    evidence: dict[str, list[Any]] = {}
    for run in runs[:MAX_RUNS]:
        words = " ".join(run.text.split())
        if not words:
            continue
        quoted = words if len(words) <= MAX_RUN_CHARS else words[: MAX_RUN_CHARS - 1] + "…"
        evidence[f"hidden_text.{len(facts)}"] = [Evidence(
            source=source, extractor=f"pdf:hidden-{run.reason}", page=run.page,
            bbox=tuple(round(v, 2) for v in run.bbox), text=quoted)]
        facts.append(HiddenText(reason=run.reason, page=run.page, text=quoted, chars=len(words)))
    return facts, evidence
