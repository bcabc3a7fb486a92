"""Render the office sample sources in office/*.yaml to .xlsx and .docx (committed; tests read them).

Why a generator: like make_pdfs.py, every sample has a text source beside it that states what the
file says, so tests compare the offer read from it with the source, and build the same content as
a PDF (``pdf_source``) to check that a workbook and its printout read the same. Run it after
editing a source: ``python samples/quotes/make_office.py`` (needs ``xlsxwriter``, a test extra,
because openpyxl cannot store a formula's cached value; and ``python-docx``).

Workbook source: ``file``, ``title`` (row 1, merged across the sheet's widest table), ``sheets``
(each ``name``, optional ``hidden: true``, ``blocks`` in make_pdfs.py's kinds: ``h``, ``p``,
``lines``, ``table``; one empty row between blocks), ``expect``. A table cell may be a mapping:
``v`` (the value written), ``f`` (a formula, ``v`` its cached value), ``fmt`` (a number format),
``text`` (what the cell displays, which the PDF prints), ``down`` (rows merged below it),
``ink: white`` or ``size: 1`` (text nobody sees). A block ``hidden_row: [cells]`` writes a hidden
row. A .docx source is a make_pdfs.py source (``docx: name.docx`` names the Word file);
``hidden`` paragraphs (``p_hidden``: white text, ``w:vanish``) are left out of its PDF.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
SOURCES = HERE / "office"


# ---------------------------------------------------------------- workbooks


def _value(cell: Any) -> Any:
    return cell.get("v", cell.get("text", "")) if isinstance(cell, dict) else cell


def shown(cell: Any) -> str:
    """What a cell displays (and its printout prints)."""
    if isinstance(cell, dict):
        return str(cell.get("text", cell.get("v", "")))
    return str(cell)


def write_workbook(source: dict[str, Any], target: Path) -> Path:
    """One workbook from a source mapping (see the module docstring)."""
    import xlsxwriter

    wb = xlsxwriter.Workbook(str(target), {"strings_to_numbers": False})
    wb.set_properties({"author": "gpu-offer-auditor", "created": None})
    bold = wb.add_format({"bold": True, "font_size": 14})
    head = wb.add_format({"bold": True})
    grid = wb.add_format({"border": 1, "text_wrap": True, "valign": "top"})
    formats: dict[tuple[Any, ...], Any] = {}

    def fmt(cell: dict[str, Any]) -> Any:
        key = (cell.get("fmt"), cell.get("ink"), cell.get("size"))
        if key not in formats:
            props: dict[str, Any] = {"border": 1, "text_wrap": True, "valign": "top"}
            if cell.get("fmt"):
                props["num_format"] = cell["fmt"]
            if cell.get("ink") == "white":
                props["font_color"] = "#FFFFFF"
            if cell.get("size"):
                props["font_size"] = cell["size"]
            formats[key] = wb.add_format(props)
        return formats[key]

    for number, sheet in enumerate(source["sheets"]):
        ws = wb.add_worksheet(sheet["name"])
        ws.set_column(0, 0, 16)
        ws.set_column(1, 1, 40)
        ws.set_column(2, 6, 14)
        row = 0
        if number == 0 and source.get("title"):
            width = max([len(b["table"][0]) for b in sheet["blocks"] if "table" in b] or [1])
            if width > 1:
                ws.merge_range(0, 0, 0, width - 1, source["title"], bold)
            else:
                ws.write(0, 0, source["title"], bold)
            row = 2
        for block in sheet["blocks"]:
            kind, value = next(iter(block.items()))
            if kind in ("h", "p"):
                ws.write(row, 0, value, head if kind == "h" else None)
                row += 1
            elif kind == "lines":
                for line in value:
                    ws.write(row, 0, line)
                    row += 1
            elif kind == "hidden_row":
                for col, cell in enumerate(value):
                    ws.write(row, col, _value(cell))
                ws.set_row(row, None, None, {"hidden": True})
                row += 1
                continue
            elif kind == "table":
                for cells in value:
                    for col, cell in enumerate(cells):
                        if cell is None:
                            continue
                        if not isinstance(cell, dict):
                            ws.write(row, col, cell, grid)
                        elif cell.get("down"):
                            ws.merge_range(row, col, row + cell["down"], col, _value(cell), fmt(cell))
                        elif cell.get("f"):
                            ws.write_formula(row, col, cell["f"], fmt(cell), cell.get("v"))
                        else:
                            ws.write(row, col, _value(cell), fmt(cell))
                    row += 1
            else:
                raise SystemExit(f"unknown block kind {kind!r}")
            row += 1
        if sheet.get("hidden"):
            ws.hide()
    wb.close()
    return target


def pdf_source(source: dict[str, Any]) -> dict[str, Any]:
    """The same workbook as make_pdfs.py prints it: visible sheets one per page, cells as displayed."""
    blocks: list[dict[str, Any]] = []
    for sheet in source["sheets"]:
        if sheet.get("hidden"):
            continue
        if blocks:
            blocks.append({"pagebreak": True})
        for block in sheet["blocks"]:
            kind, value = next(iter(block.items()))
            if kind == "hidden_row":
                continue
            if kind == "table":
                value = [[shown(c) if c is not None and not (isinstance(c, dict) and (c.get("ink") or c.get("size")))
                          else "" for c in row] for row in value]
            blocks.append({kind: value})
    return {"file": Path(source["file"]).with_suffix(".pdf").name, "title": source.get("title", ""), "blocks": blocks}


# ---------------------------------------------------------------- Word files


def write_word(source: dict[str, Any], target: Path) -> Path:
    """A Word file from a make_pdfs.py source: title, headings, paragraphs, spec lines, grid tables."""
    import docx
    from docx.shared import RGBColor

    document = docx.Document()
    document.core_properties.author = "gpu-offer-auditor"
    if source.get("title"):
        document.add_heading(source["title"], level=0)
    for block in source["blocks"]:
        kind, value = next(iter(block.items()))
        if kind == "h":
            document.add_heading(value, level=1)
        elif kind == "p":
            document.add_paragraph(value)
        elif kind == "lines":
            for line in value:
                document.add_paragraph(line)
        elif kind == "p_hidden":
            run = document.add_paragraph().add_run(value["text"])
            if value.get("how") == "white":
                run.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
            else:
                run.font.hidden = True
        elif kind == "table":
            table = document.add_table(rows=len(value), cols=max(len(r) for r in value))
            table.style = "Table Grid"
            for r, cells in enumerate(value):
                for c, cell in enumerate(cells):
                    table.cell(r, c).text = str(cell)
        elif kind == "pagebreak":
            document.add_page_break()
        else:
            raise SystemExit(f"unknown block kind {kind!r}")
    document.save(str(target))
    return target


def word_pdf_source(source: dict[str, Any]) -> dict[str, Any]:
    """The Word source as make_pdfs.py prints it (hidden paragraphs are not printed)."""
    return {**source, "blocks": [b for b in source["blocks"] if "p_hidden" not in b]}


def load(path: Path) -> dict[str, Any]:
    """A source; ``from:`` takes the blocks of a make_pdfs.py source (one text, a PDF and a .docx)."""
    source = yaml.safe_load(path.read_text(encoding="utf-8"))
    if "from" in source:
        source = {**yaml.safe_load((path.parent / source["from"]).read_text(encoding="utf-8")), **source}
    return dict(source)


def render(path: Path, out_dir: Path) -> Path:
    source = load(path)
    if "sheets" in source:
        return write_workbook(source, out_dir / source["file"])
    return write_word(source, out_dir / source["docx"])


def main(argv: list[str]) -> int:
    for src in [Path(a) for a in argv] or sorted(SOURCES.glob("*.yaml")):
        print(render(src, HERE))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
