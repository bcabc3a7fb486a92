"""PDF → a ``Document``: lines (in reading order, auditor/ingest/columns.py), ruled and unruled
tables, and the hidden text no reader sees, under limits that keep a hostile PDF from exhausting
memory or time. The text model itself (lines, tables, normalised blocks that remember where every
character came from) is auditor/ingest/text_map.py, re-exported here.

Memory stays bounded on long contracts: pages are read one at a time and their pdfplumber caches
dropped (``page.close()``); what is kept per character is four floats and a page number in
``array`` buffers, not pdfminer objects.

pdfplumber is imported here and in the other PDF modules only, so YAML offers never load it.
"""

from __future__ import annotations

import contextlib
import gc
import time
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from auditor.errors import InputError
from auditor.infra import limits as _limits
from auditor.ingest.columns import Grid, group_lines
from auditor.ingest.text_map import (
    _SPACE,
    BBox,
    Cell,
    Document,
    Line,
    NormText,
    Span,
    Table,
    normalise_char,
    normalise_text,
)

__all__ = ["BBox", "Cell", "Document", "Line", "NormText", "PdfLimits", "Span", "Table", "normalise_char",
           "normalise_text", "read_document"]
"""The text model is re-exported: readers of any format import it from here."""



@dataclass(frozen=True)
class PdfLimits:
    """Caps that keep a hostile or enormous PDF from exhausting memory or time (exit 2 instead).

    Defaults come from auditor.infra.limits (environment variables), read when the limits are made.
    ``max_page_seconds`` is checked *between* steps of one page, never by interrupting pdfminer from
    another thread (which could leave its caches half-built): between content-stream operators
    while the page is interpreted, after the page's objects are built, and around table finding.
    One step that is itself slow — decoding a single huge stream or font — finishes before the check
    sees it; the file-size limit bounds how long such a step can take.
    """

    max_bytes: int = field(default_factory=_limits.file_bytes)
    max_pages: int = field(default_factory=_limits.pdf_pages)
    max_objects_per_page: int = field(default_factory=_limits.pdf_page_objects)
    max_page_seconds: float = field(default_factory=_limits.pdf_page_seconds)
    max_forms_per_page: int = field(default_factory=_limits.pdf_page_forms)


def _fail(source: str, message: str) -> InputError:
    return InputError(source, message)


def _resolve(obj: Any, source: str) -> Any:
    """pdfminer's ``resolve1`` without its endless loop on an object that refers to itself."""
    from pdfminer.pdftypes import PDFObjRef

    for _ in range(32):
        if not isinstance(obj, PDFObjRef):
            return obj
        obj = obj.resolve()
    raise _fail(source, "corrupt PDF (an object refers to itself)")


def _declared_pages(pdf: Any, source: str) -> int | None:
    """The page count the catalogue declares, read before building any page (cheap limit check)."""
    try:
        pages = _resolve(pdf.doc.catalog.get("Pages"), source)
        count = _resolve(pages.get("Count"), source)
        return int(count) if isinstance(count, int) else None
    except InputError:
        raise
    except Exception:
        return None


class _Overtime(BaseException):
    """Raised by the SIGALRM handler when a document outlives its budget.

    A BaseException, like KeyboardInterrupt, so that no ``except Exception`` in pdfplumber or
    pdfminer (pdfplumber.open wraps every Exception) can swallow or rename it.
    """


@contextlib.contextmanager
def _document_deadline(seconds: float) -> Iterator[None]:
    """Interrupt a document that outlives ``seconds`` (AUDIT_MAX_PDF_SECONDS).

    The per-page budget is checked between steps; this backstop also covers loops inside pdfminer
    (a page tree that refers to itself). Interrupting pdfminer mid-step is safe here because the
    whole document is then discarded. Needs SIGALRM and the main thread; elsewhere it is a no-op.
    """
    import signal
    import threading

    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def overtime(signum: int, frame: Any) -> None:
        raise _Overtime

    previous = signal.signal(signal.SIGALRM, overtime)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def read_document(path: Path, limits: PdfLimits | None = None) -> Document:
    """Read a PDF page by page; bad input ends as one ``InputError`` line, never a traceback."""
    limits = limits or PdfLimits()
    source = str(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise _fail(source, f"cannot read: {exc.strerror or exc}") from None
    if size > limits.max_bytes:
        raise _fail(source, f"PDF is {size:,} bytes, over the {limits.max_bytes:,}-byte limit "
                            "(AUDIT_MAX_FILE_BYTES)")
    with path.open("rb") as fh:
        head = fh.read(1024)
    if b"%PDF" not in head:
        raise _fail(source, "not a PDF (no %PDF header)")
    seconds = _limits.pdf_seconds()
    from auditor.ingest import pdf_bounds

    _quiet_pdf_libraries()
    try:
        pdf_bounds.start(_limits.pdf_stream_bytes(), _limits.pdf_inflated_bytes())
        with _document_deadline(seconds), warnings.catch_warnings():
            warnings.simplefilter("ignore")  # a damaged file is judged by what can be read, not narrated
            return _read_pdf(path, source, limits)
    except _Overtime:
        raise _fail(source, f"PDF takes longer than {seconds:g} s to read (AUDIT_MAX_PDF_SECONDS)") from None
    except pdf_bounds.PdfBound as exc:
        raise _fail(source, exc.message) from None


def _quiet_pdf_libraries() -> None:
    """pdfminer logs every oddity of a damaged file (``Cannot concatenate matrix …``) at WARNING,
    which Python's last-resort handler prints to stderr: lines that break the one-line error
    contract and that a reviewer cannot act on. Their loggers get a handler that drops them."""
    import logging

    for name in ("pdfminer", "pdfplumber"):
        logger = logging.getLogger(name)
        if not logger.handlers:
            logger.addHandler(logging.NullHandler())
        logger.propagate = False


def _read_pdf(path: Path, source: str, limits: PdfLimits) -> Document:
    import pdfplumber
    from pdfplumber.utils.exceptions import PdfminerException

    try:
        pdf = pdfplumber.open(path)
    except PdfminerException as exc:
        raise _fail(source, _pdfminer_message(exc)) from None
    except Exception as exc:
        raise _fail(source, f"unreadable PDF ({type(exc).__name__})") from None
    doc = Document(source)
    try:
        declared = _declared_pages(pdf, source)
        if declared is not None and declared > limits.max_pages:
            raise _fail(source, f"PDF has {declared:,} pages, over the {limits.max_pages:,}-page limit "
                                "(AUDIT_MAX_PDF_PAGES)")
        images = 0
        with _young_objects_batched():
            for page in _pages(pdf, source, limits):
                doc.page_count += 1
                images += _read_page(doc, page, source, limits)
        if doc.page_count == 0:
            raise _fail(source, "PDF has no pages")
        if not doc.has_text and not doc.hidden:  # hidden text alone is reported, not taken as terms
            if images:
                raise _fail(source, "no text layer (scanned or image-only PDF): OCR is needed first")
            raise _fail(source, "PDF has no text")
    except InputError:
        raise
    except PdfminerException as exc:
        raise _fail(source, _pdfminer_message(exc)) from None
    except RecursionError:
        raise _fail(source, "malformed PDF (object nesting too deep)") from None
    except Exception as exc:
        detail = f"{type(exc).__name__}: {str(exc)[:60]}"
        raise _fail(source, f"damaged PDF, cannot extract text ({detail})") from None
    finally:
        # not pdf.close(): it would build every page object just to close it
        with contextlib.suppress(Exception):
            pdf.stream.close()
    return doc


@contextlib.contextmanager
def _young_objects_batched() -> Iterator[None]:
    """The cyclic collector passes once per 10,000 new objects while pages are read, not per 700.

    A page allocates tens of thousands of short-lived objects (pdfminer's tokens and layout items, one dict per
    character) that reference counting frees; at the default threshold the collector re-scans them about 40 times
    a page, some 8% of reading a PDF (``benchmarks/bench_pdf.py``). Cycles are still collected, and the old
    threshold is restored however reading ends.
    """
    young, *older = gc.get_threshold()
    gc.set_threshold(max(young, 10_000), *older)
    try:
        yield
    finally:
        gc.set_threshold(young, *older)


def _pdfminer_message(exc: Exception) -> str:
    inner = exc.args[0] if exc.args else exc
    name = type(inner).__name__
    if "Password" in name or "Encrypt" in name or "password" in str(inner).lower():
        return "encrypted PDF: a password is required; ask the vendor for an unprotected copy"
    if "EOF" in str(inner) or "startxref" in str(inner).lower():
        return "truncated or damaged PDF (no cross-reference table)"
    return f"corrupt PDF ({name}: {str(inner)[:80]})" if str(inner) else f"corrupt PDF ({name})"


def _pages(pdf: Any, source: str, limits: PdfLimits) -> Iterator[Any]:
    """Pages one at a time (pdfplumber's ``pdf.pages`` would build them all up front)."""
    from pdfminer.pdfpage import PDFPage

    from auditor.ingest.pdf_page import QuickPage

    doctop = 0.0
    for number, raw in enumerate(PDFPage.create_pages(pdf.doc), start=1):
        if number > limits.max_pages:
            raise _fail(source, f"PDF has more than {limits.max_pages:,} pages (AUDIT_MAX_PDF_PAGES)")
        page = QuickPage(pdf, raw, page_number=number, initial_doctop=doctop)
        doctop += float(page.height)
        yield page


class _Budget:
    """Per-page work budget: a deadline and an object count, checked between steps (never mid-step)."""

    __slots__ = ("deadline", "forms", "limits", "objects", "page", "source", "steps")

    def __init__(self, page: int, source: str, limits: PdfLimits) -> None:
        self.page = page
        self.source = source
        self.limits = limits
        self.deadline = time.monotonic() + limits.max_page_seconds
        self.objects = 0
        self.forms = 0
        self.steps = 0

    def check_time(self) -> None:
        if time.monotonic() >= self.deadline:  # 0 s: refuse at the first check
            raise _fail(self.source, f"page {self.page} takes longer than {self.limits.max_page_seconds:g} s "
                                     "to read (AUDIT_MAX_PDF_PAGE_SECONDS)")

    def step(self) -> None:
        """One content-stream operand or operator; the clock is read every 64 steps (cheap)."""
        self.steps += 1
        if not self.steps & 63:
            self.check_time()

    def add_form(self) -> None:
        self.forms += 1
        if self.forms > self.limits.max_forms_per_page:
            raise _fail(self.source, f"page {self.page} draws more than {self.limits.max_forms_per_page:,} "
                                     "forms and images (nested form XObjects?) (AUDIT_MAX_PDF_PAGE_FORMS)")
        self.add_object()

    def add_object(self) -> None:
        self.objects += 1
        if self.objects > self.limits.max_objects_per_page:
            raise _fail(self.source, f"page {self.page} has more than {self.limits.max_objects_per_page:,} "
                                     "objects (AUDIT_MAX_PDF_PAGE_OBJECTS)")


def _layout(page: Any, budget: _Budget) -> list[Any]:
    """Interpret one page as pdfplumber's ``Page.layout`` does, with the budget checked as it goes.

    The interpreter and device are pdfplumber's own classes, subclassed only to count: operands
    pushed and operators popped (``push``/``pop``, ``q``/``Q``) tick the clock, and every char,
    path and image the device receives counts against the object cap, so a page of ten million
    glyphs stops at the cap instead of being built first. A budget error is raised from inside the
    interpreter's own loop, in this thread, and unwinds normally; the page is then abandoned.
    Glyphs no reader can see are taken out of the layout here and returned (auditor.ingest.visibility).
    """
    from pdfminer.pdfinterp import PDFPageInterpreter
    from pdfplumber.page import PDFPageAggregatorWithMarkedContent

    from auditor.ingest.visibility import PageVisibility

    class Device(PDFPageAggregatorWithMarkedContent):
        render_mode = 0

        def begin_figure(self, *args: Any, **kwargs: Any) -> None:
            budget.add_form()  # form XObjects drawing each other multiply: 1 KB can ask for 2**24 uses
            super().begin_figure(*args, **kwargs)

        def begin_page(self, *args: Any, **kwargs: Any) -> None:
            super().begin_page(*args, **kwargs)
            self.seen = PageVisibility(page.page_number, self.cur_item.bbox)

        def render_string(self, textstate: Any, *args: Any, **kwargs: Any) -> None:
            self.render_mode = textstate.render
            super().render_string(textstate, *args, **kwargs)

        def render_char(self, *args: Any, **kwargs: Any) -> Any:
            budget.add_object()
            advance = super().render_char(*args, **kwargs)
            char = self.cur_item._objs[-1]  # hidden glyphs leave the layout: they are not terms
            reason = None if char.get_text().isspace() else self.seen.reason(char, self.render_mode)
            if reason is None:
                self.seen.shown(char)
            else:
                self.cur_item._objs.pop()
                self.seen.hide(char, reason)
            return advance

        def paint_path(self, gstate: Any, stroke: bool, fill: bool, *args: Any, **kwargs: Any) -> Any:
            budget.add_object()
            before = len(self.cur_item._objs)
            result = super().paint_path(gstate, stroke, fill, *args, **kwargs)
            if fill:
                for shape in self.cur_item._objs[before:]:
                    self.seen.add_fill(shape.bbox, gstate.ncolor)
            return result

        def render_image(self, *args: Any, **kwargs: Any) -> Any:
            budget.add_object()
            return super().render_image(*args, **kwargs)

    class Interpreter(PDFPageInterpreter):
        def push(self, obj: Any) -> None:
            budget.step()
            super().push(obj)

        def pop(self, n: int) -> Any:
            budget.step()
            return super().pop(n)

        def do_q(self) -> None:
            budget.step()
            super().do_q()

        def do_Q(self) -> None:
            budget.step()
            super().do_Q()

    device = Device(page.pdf.rsrcmgr, pageno=page.page_number, laparams=page.pdf.laparams)
    Interpreter(page.pdf.rsrcmgr, device).process_page(page.page_obj)
    page._layout = device.get_result()
    return device.seen.runs


def _frame(table: Any) -> bool:
    """A ruled box of one column (a page background, a header bar, a chat bubble) frames paragraphs; it is
    no table, so its wrapped lines join into sentences."""
    return all(sum(cell is not None for cell in row.cells) <= 1 for row in table.rows)


_FRAME_LINES = 3
"""Printed lines every filled box of a grid holds: a table's cell wraps a value over one or two lines, a box of a
flyer or a card lists several facts one per line."""


def _text_boxes(table: Any, texts: list[list[str | None]]) -> Grid | None:
    """A ruled grid of a few boxes side by side (flyer cards, a spec box beside a "why us" box) whose every box
    lists several lines: the boxes are columns of text, read down one box after the other, not table rows (read
    across, "2,048 GB RAM" ran into "Support: 24/7 chat" and each box's facts into the other's).
    Returns the grid, or None for a table."""
    body = texts[1:] if len(texts) > 1 else texts
    if len(body) > 2:
        return None
    filled = [text for row in body for text in row if text and text.strip()]
    if len(filled) < 2 or any(len(text.strip().splitlines()) < _FRAME_LINES for text in filled):
        return None
    widest = max(table.rows, key=lambda row: sum(cell is not None for cell in row.cells))
    rules = tuple(sorted({round(cell[0], 2) for cell in widest.cells if cell is not None})[1:])
    return Grid(tuple(round(v, 2) for v in table.bbox), rules)


def _read_page(doc: Document, page: Any, source: str, limits: PdfLimits) -> int:
    """Lines and tables of one page; returns its image count. Drops the page's caches afterwards."""
    budget = _Budget(page.page_number, source, limits)
    try:
        budget.check_time()
        doc.hidden.extend(_layout(page, budget))
        objects = page.objects
        count = sum(len(v) for v in objects.values())
        if count > limits.max_objects_per_page:
            raise _fail(source, f"page {page.page_number} has {count:,} objects, over the "
                                f"{limits.max_objects_per_page:,} limit (AUDIT_MAX_PDF_PAGE_OBJECTS)")
        budget.check_time()
        doc.page_sizes.append((float(page.width), float(page.height)))
        chars = [c for c in objects.get("char", []) if c.get("upright", True)]
        boxes: list[tuple[float, float, float, float]] = []
        rules: list[tuple[tuple[float, float, float, float], tuple[float, ...]]] = []
        grids: list[Grid] = []
        found = page.find_tables() if chars and (objects.get("rect") or objects.get("line")) else []
        for table in found:
            budget.check_time()
            if _frame(table):
                continue
            texts = table.extract()
            grid = _text_boxes(table, texts)
            if grid is not None:
                grids.append(grid)
                continue
            boxes.append(table.bbox)
            for row in table.rows:  # each row's own cell edges: a title merged across the columns keeps its line
                rules.append((row.bbox, tuple(sorted({round(cell[0], 2) for cell in row.cells
                                                      if cell is not None and cell[0] > row.bbox[0] + 1}))))
            rows: list[list[Cell | None]] = []
            for row, row_texts in zip(table.rows, texts, strict=False):
                rows.append([
                    Cell(_SPACE.sub(" ", text or "").strip(), tuple(round(v, 2) for v in bbox))
                    if bbox is not None else None
                    for bbox, text in zip(row.cells, row_texts, strict=False)
                ])
            doc.tables.append(Table(page.page_number, tuple(round(v, 2) for v in table.bbox), rows))
        first_line = len(doc.lines)
        for line_chars in group_lines(chars, boxes, grids, rules):
            while line_chars and line_chars[0]["text"].isspace():
                line_chars = line_chars[1:]
            if not line_chars:
                continue
            mid_x = (line_chars[0]["x0"] + line_chars[0]["x1"]) / 2
            mid_y = (line_chars[0]["top"] + line_chars[0]["bottom"]) / 2
            in_table = any(b[0] <= mid_x <= b[2] and b[1] <= mid_y <= b[3] for b in boxes)
            doc._add_line(page.page_number, line_chars, in_table)
        from auditor.ingest.aligned import aligned_tables

        doc.tables.extend(aligned_tables(doc.lines, first_line, len(doc.lines)))  # tables printed without ruling
        return len(objects.get("image", []))
    finally:
        page.close()
