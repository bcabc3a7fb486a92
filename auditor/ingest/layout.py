"""A document's layout → statements with context: table rows (bill of materials, key:value rows,
multi-option lists), key:value lines, sentences, footnotes, quoted replies and the letterhead.

This is where a statement learns what it belongs to: the option line of a price list and whether
another statement selected it, the row's label and quantity column, whether it is the customer's
quoted words. Reading the words is auditor/ingest/statements.py; deciding is reading.py.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from auditor.ingest.document import Cell, Document, NormText, Span, Table, normalise_text
from auditor.ingest.reading import Candidate, Options, Resolved, resolve, why_lost
from auditor.ingest.statements import Statement, document_currency, read_statement
from auditor.ingest.tables import column_of, field_of
from auditor.ingest.vocabulary import groups, vocabulary, words
from auditor.model.evidence import Evidence
from auditor.model.offer import Conflict, FactReading, Offer, ReadCandidate
from auditor.units import Quantity

EvidenceOf = Callable[[list[Span], str], list[Evidence]]
_KEY_VALUE = re.compile(r"^\s*([^:：]{1,16}?)\s*(?:[:：]|\.{3,}|…+)\s*(\S.*?)\s*$")
"""A labelled line: "显存：80GB", "GPU memory: 80 GB", "Servers ........ two (2)" (dot leaders)."""
_HELPERS = ("gpu.count_total", "gpu.count_loose", "gpu.peak_bf16_node", "memory_per_gpu",
            "interconnect.per_gpu_bandwidth")
"""Candidate paths that only feed derived facts (a cluster total, a per-node peak, RAM per GPU)."""
_MAX_BEATEN = 6


@dataclass
class Layout:
    """The resolved facts of one document, the candidates they beat, and the blocks not the offer's."""

    resolved: dict[str, Resolved]
    skip_blocks: set[int] = field(default_factory=set)

    def record(self, offer: Offer) -> None:
        """Readings (value, place, quote, beaten candidates) and unsettled conflicts onto ``offer``."""
        for path, res in self.resolved.items():
            if path not in offer.evidence:
                continue  # dropped by validation: unknown, not wrong
            c = res.chosen
            first = c.evidence[0] if c.evidence else None
            offer.readings[path] = FactReading(
                value=_show(c.value), source=first.source if first else None, page=first.page if first else None,
                line=first.line if first else None, quote=c.quote() or None, where=c.where, role=c.role,
                note=c.note or ("computed" if c.computed else None),
                candidates=[_beaten(b, c) for b in res.beaten[:_MAX_BEATEN]])
            if res.conflict:
                a, b = res.conflict
                offer.conflicts.append(Conflict(field=path, values=[_show(a.value), _show(b.value)],
                                                evidence=[*a.evidence, *b.evidence]))


def _show(value: Any) -> str:
    return str(value)


def _beaten(loser: Candidate, winner: Candidate) -> ReadCandidate:
    first = loser.evidence[0] if loser.evidence else None
    return ReadCandidate(value=_show(loser.value), source=first.source if first else None,
                         page=first.page if first else None, line=first.line if first else None,
                         quote=loser.quote() or None, why=why_lost(loser, winner))


# ---------------------------------------------------------------- reading a document


def read_layout(doc: Document, blocks: list[NormText], evidence_of: EvidenceOf) -> Layout:
    statements: list[Statement] = []
    options = Options()
    option_tables: list[list[int]] = []
    option_rows: dict[int, list[str]] = {}
    price_headers: dict[int, str] = {}
    pending: list[tuple[Statement, int]] = []  # option cells in a price column: (statement, option)
    whole: dict[int, int] = {}  # id(table) → its option line, for tables that are one option each
    for table in doc.tables:
        before = len(statements)
        _read_table(doc, table, statements, options, option_tables, option_rows, pending, price_headers)
        if table.option is not None:
            whole[id(table)] = _whole_option(table, statements[before:], options, option_rows)
    if len(whole) > 1:
        option_tables.append(list(whole.values()))
    consumed_lines = _key_value_lines(doc, statements)
    skip: set[int] = set()
    starts = [line.start for line in doc.lines]
    quoted = False
    for index, block in enumerate(blocks):
        if " | " in block.text:
            continue  # table rows: read through their cells above
        if words("stray", "quoted_reply").search(block.text[:40]):
            quoted = quoted or not block.text.lstrip().startswith(">") or True
        where = "quoted" if quoted or block.text.lstrip().startswith(">") else _where(block.text)
        if where == "quoted":
            skip.add(index)
        lines = _lines_of(block, starts)
        if lines and all(doc.lines[k].in_table for k in lines):
            continue  # a one-line table row: read through its cells above
        if lines and lines <= consumed_lines:
            skip.add(index)  # key:value lines already read one by one
            continue
        statements.append(Statement(block.text, where, len(statements),
                                    _block_cite(doc, block, evidence_of)))
    _select(options, option_tables, option_rows, statements)
    skip |= _tie_to_options(doc, blocks, options, whole, starts, statements)
    for stmt, _option in pending:
        group = _column_group(price_headers.get(id(stmt), stmt.header))
        stmt.column_weak = options.selected_column is not None and group not in (None, options.selected_column)
    _assign_prose_options(options, option_tables, statements, blocks, skip)
    currency = document_currency([b.text for b in blocks])
    candidates: list[Candidate] = []
    for stmt in statements:
        stmt.currency = currency
        candidates.extend(read_statement(stmt))
    candidates.extend(_vendor(doc, evidence_of))
    same = _same
    resolved = resolve(candidates, options, same)
    derived = _derived(resolved)
    if derived:
        candidates.extend(derived)
        resolved = resolve(candidates, options, same)
    for path in _HELPERS:
        resolved.pop(path, None)
    return Layout(resolved, skip)


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, Quantity) and isinstance(b, Quantity):
        return a.dims == b.dims and abs(a.magnitude - b.magnitude) <= 1e-6 * max(abs(a.magnitude), 1)
    if isinstance(a, str) and isinstance(b, str):  # "H800" and "NVIDIA H800 SXM5 80GB" name one GPU
        x, y = (re.sub(r"[\s\-_·.,]+", "", v.casefold()) for v in (a, b))
        return x in y or y in x
    return bool(a == b)


def _where(text: str) -> str:
    head = text.lstrip()
    if re.match(r"[*※†]|注\s*[:：\d]|备注|说明\s*[:：]|Notes?\s*[:：]|\(\*\)", head):
        return "footnote"
    return "prose"


def _lines_of(block: NormText, starts: list[int]) -> set[int]:
    if not block.origin:
        return set()
    lo = bisect.bisect_right(starts, block.origin[0]) - 1
    hi = bisect.bisect_right(starts, block.origin[-1]) - 1
    return set(range(lo, hi + 1))


def _block_cite(doc: Document, block: NormText, evidence_of: EvidenceOf) -> Callable[[int, int], list[Evidence]]:
    def cite(start: int, end: int) -> list[Evidence]:
        return evidence_of(doc.locate_norm(block, start, end), "pdf:spec-line")
    return cite


def _cell_cite(doc: Document, page: int, cell: Cell) -> Callable[[int, int], list[Evidence]]:
    def cite(start: int, end: int) -> list[Evidence]:
        if doc.plain_text:  # a Markdown table's cell: its box holds its line number
            return [Evidence(source=doc.source, extractor="text:table", line=int(cell.bbox[1]), text=cell.text)]
        return [Evidence(source=doc.source, extractor="pdf:table", page=page, bbox=cell.bbox, text=cell.text)]
    return cite


_GPU_WORD = re.compile(r"(?<![A-Za-z])(?:[ABHL]\d{2,3}|GB\d{3}|L40S?|MI\d{3}X?|RTX|\d{4}D?|GPU|NVIDIA|英伟达|昇腾"
                       r"|Ascend)"
                       r"(?![A-Za-z\d])|显卡|算力卡|八卡|训练|服务器", re.IGNORECASE)
_NODE_ROW = re.compile(r"(?<![A-Za-z])(?:nodes?|servers?|machines?|hosts?)(?![A-Za-z])|服务器|整机|节点|主机",
                       re.IGNORECASE)
_QTY_CELL = re.compile(r"\s*(\d+)(?![\d.])\s*(?:[^\d\s(（]{0,3})\s*(.*)$")
_STATED = re.compile(r"[(（=]\s*(?:合计|共|total\s*)?(\d[\d.,]*\s*[A-Za-z/]+)\s*[)）]?", re.IGNORECASE)


def _quantity_cell(text: str) -> tuple[int | None, str]:
    """A quantity cell → (count, a total it states): "4" → 4; "24 (1.5 TB)" → 24 and "1.5 TB";
    "2 x 48-core" → 2 (the rest repeats the description)."""
    m = _QTY_CELL.match(text)
    if not m:
        return None, ""
    total = _STATED.search(m.group(2))
    return int(m.group(1)), total.group(1) if total else ""


# ---------------------------------------------------------------- tables


def _cells(row: list[Cell | None]) -> list[Cell | None]:
    return [c if c is not None and c.text else None for c in row]


_PRICE_HEADER = re.compile(r"[$¥￥€£]|元|价|租金|月租|日租|price|rate|cost|fee|USD|CNY|EUR", re.IGNORECASE)
"""A price column's header: a currency or a price word ("VRAM / GPU" is not one)."""


def _read_table(doc: Document, table: Table, statements: list[Statement], options: Options,
                option_tables: list[list[int]], option_rows: dict[int, list[str]],
                pending: list[tuple[Statement, int]], price_headers: dict[int, str]) -> None:
    rows = [_cells(r) for r in table.rows if any(c is not None and c.text for c in r)]
    if not rows:
        return
    header = rows[0]
    roles = [column_of(c.text) if c is not None else None for c in header]
    fields = [field_of(c.text) if c is not None else None for c in header]
    price_cols = [k for k, c in enumerate(header) if c is not None and (
        fields[k] == "unit_price" or roles[k] == "unit_price"
        or (k > 0 and (_PRICE_HEADER.search(c.text) or _column_group(c.text) is not None)))]
    field_count = sum(f is not None for f in fields)
    # A header of three field labels ("GPU | 显存 | 数据盘") is a row per offer even beside a "规格" column.
    bom = roles.count(None) < len(roles) - 1 and ("spec" in roles or "item" in roles) and field_count < 3
    if bom:
        _bill_of_materials(doc, table, rows, roles, statements)
        return
    if _transposed(rows, fields):
        _read_columns(doc, table, rows, statements, options, option_tables, option_rows)
        return
    if len(rows) > 1 and (field_count >= 3 or (price_cols and field_count + len(price_cols) >= 2 and len(rows) > 2)):
        # A header of field labels: one row is the offer; several rows are options to choose from.
        single = len(rows) == 2
        indices: list[int] = []
        for row in rows[1:]:
            index = None if single else len(options.names)
            if index is not None:
                indices.append(index)
            name_cell = next((row[k] for k, f in enumerate(fields) if f == "gpu" and k < len(row) and row[k]), None)
            name_cell = name_cell or next((c for c in row if c is not None), None)
            if index is not None:
                options.names.append(name_cell.text if name_cell else "")
                option_rows[index] = [c.text for c in row if c is not None]
            for k, cell in enumerate(row):
                if cell is None or k >= len(header) or header[k] is None:
                    continue
                label = "unit_price" if k in price_cols else fields[k]  # None: a remark read as words
                head = header[k].text if header[k] is not None else ""
                for text, part_label, part_head in _pairs(head, cell.text, label):
                    stmt = Statement(text, "table", len(statements), _cell_cite(doc, table.page, cell),
                                     label=part_label, label_text=part_head, option=index, header=head)
                    statements.append(stmt)
                    if k in price_cols and index is not None:
                        pending.append((stmt, index))
                        price_headers[id(stmt)] = head
        if indices:
            option_tables.append(indices)
        return
    if _party_boxes(doc, table, rows, statements):
        return
    for row in rows:
        cells = [c for c in row if c is not None]
        if len(cells) < 2:
            continue
        label_text = cells[0].text
        label = field_of(label_text)
        for value in cells[1:2]:
            for text, part_label, part_head in _pairs(label_text, value.text, label):
                statements.append(Statement(text, "table", len(statements), _cell_cite(doc, table.page, value),
                                            label=part_label, label_text=part_head))


def _party(text: str) -> str | None:
    if field_of(text) == "vendor":
        return "vendor"
    return "customer" if words("vendor", "customer_labels").fullmatch(text.strip(" :：")) else None


def _party_boxes(doc: Document, table: Table, rows: list[list[Cell | None]], statements: list[Statement]) -> bool:
    """ "Provider | Customer" over the parties' address boxes: the vendor is the company named under
    the provider's header (not the word "Customer" read as the provider's value)."""
    header = [c for c in rows[0] if c is not None]
    kinds = [_party(c.text) for c in header]
    if len(header) < 2 or "vendor" not in kinds or "customer" not in kinds or None in kinds:
        return False
    column = next(k for k, c in enumerate(rows[0]) if c is not None and _party(c.text) == "vendor")
    cell = next((r[column] for r in rows[1:] if column < len(r) and r[column] is not None), None)
    if cell is not None:
        suffix = words("vendor", "company_suffixes").search(cell.text)
        name = cell.text[:suffix.end()] if suffix else re.split(r"\s(?=\d)|[,，]", cell.text)[0]
        statements.append(Statement(name.strip(" ,，"), "table", len(statements), _cell_cite(doc, table.page, cell),
                                    label="vendor", label_text=_text(rows[0][column])))
    return True


def _transposed(rows: list[list[Cell | None]], fields: list[str | None]) -> bool:
    """One column per option (a comparison sheet): field labels down the first column, several
    filled columns to the right, and a header row that is not field labels."""
    if sum(f not in (None, "offer") for f in fields) >= 2:
        return False  # "Plan A | Plan B | Plan C" names options, not fields
    named = sum(1 for c in rows[0][1:] if c is not None and (_column_group(c.text) or field_of(c.text) == "offer"))
    if len(rows) < (3 if named >= 2 else 4):  # "付款方式 | 月付 | 季付 | 年付" over two rows
        return False
    labelled = sum(1 for r in rows[1:] if r and r[0] is not None and field_of(r[0].text) is not None)
    widths = [sum(1 for c in r[1:] if c is not None) for r in rows]
    return labelled >= min(3, len(rows) - 1) and labelled >= (len(rows) - 1) // 2 and min(widths) >= 2


def _caption(doc: Document, table: Table) -> str:
    """The line printed right above a table ("二、价格（元/台/月，含税）"): the units its bare figures lack."""
    if doc.plain_text:
        return ""
    above = [line for line in doc.lines if line.page == table.page and not line.in_table
             and line.bbox[3] <= table.bbox[1] + 1 and table.bbox[1] - line.bbox[3] < 30]
    return max(above, key=lambda line: line.bbox[3]).text if above else ""


def _read_columns(doc: Document, table: Table, rows: list[list[Cell | None]], statements: list[Statement],
                  options: Options, option_tables: list[list[int]], option_rows: dict[int, list[str]]) -> None:
    """A transposed option list: each column right of the labels is one option line."""
    indices: list[int] = []
    caption = _caption(doc, table)
    for k in range(1, max(len(r) for r in rows)):
        column = [(r[0], r[k]) for r in rows if k < len(r) and r[k] is not None]
        if not column:
            continue
        index = len(options.names)
        indices.append(index)
        head = rows[0][k] if k < len(rows[0]) else None
        options.names.append(head.text if head is not None else "")
        option_rows[index] = [c.text for _, c in column]
        if head is not None:
            statements.append(Statement(head.text, "table", len(statements), _cell_cite(doc, table.page, head),
                                        label="gpu", label_text=head.text, option=index))
        for label_cell, cell in column[1:] if head is not None else column:
            label_text = label_cell.text if label_cell is not None else ""
            label = field_of(label_text) if label_text else None
            for text, part_label, part_head in _pairs(label_text, cell.text, label):
                price_head = f"{label_text} {caption if _PRICE_HEADER.search(caption) else ''}".strip()
                statements.append(Statement(text, "table", len(statements), _cell_cite(doc, table.page, cell),
                                            label=part_label, label_text=part_head, option=index,
                                            header=price_head if label == "unit_price" else ""))
    if len(indices) > 1:
        option_tables.append(indices)


def _pairs(label_text: str, value: str, label: str | None) -> list[tuple[str, str | None, str]]:
    """"CPU / 内存 | 16核 / 120GB": a cell that states two fields, each under its own label."""
    heads = [h for h in re.split(r"\s*[/／]\s*", label_text) if h]
    values = re.split(r"\s+[/／]\s+", value)
    if len(values) != len(heads) and all(field_of(h) for h in heads):
        values = re.split(r"\s*[，;；]\s*|,\s+", value)  # "vCPU / RAM | 96 vCPU, 960 GB"
    if len(heads) >= 2 and len(heads) == len(values):
        lead = re.match(r"^(每卡分配|按卡分配|每卡|每实例|per GPU|per card|per instance)", label_text, re.IGNORECASE)
        out = []
        for head, part in zip(heads, values, strict=True):
            name = field_of(re.sub(r"^(每卡分配|按卡分配|每卡|每实例|per GPU|per card|per instance)\s*", "", head,
                                   flags=re.IGNORECASE))
            out.append((part, name, f"{lead.group() if lead else ''} {head}".strip()))
        return out
    return [(value, label, label_text)]


_BILLED = re.compile(r"hour|month|day|year|one[- ]time|小时|月|天|年|次", re.IGNORECASE)
"""A unit column's billing unit: the quantity beside it counts what is billed, not a server's parts."""
_LINK_LABEL = re.compile(r"fabric|interconnect|link|互联|互连", re.IGNORECASE)


def _bill_of_materials(doc: Document, table: Table, rows: list[list[Cell | None]], roles: list[str | None],
                       statements: list[Statement]) -> None:
    items = [k for k, r in enumerate(roles) if r == "item"]
    spec = roles.index("spec") if "spec" in roles else None
    quantities = [k for k, r in enumerate(roles) if r == "quantity"]
    totals = [k for k in quantities if words("multiplicity", "total").search(_text(rows[0][k]))]
    qty = next((k for k in quantities if k not in totals), quantities[0] if quantities else None)
    qty_total = totals[0] if totals and totals[0] != qty else None
    price = roles.index("unit_price") if "unit_price" in roles else None
    unit = roles.index("unit") if "unit" in roles else None  # "Unit | Rate (EUR)": what one rate is per
    header = [c.text if c is not None else "" for c in rows[0]]
    for row in rows[1:]:
        def cell(k: int | None, row: list[Cell | None] = row) -> Cell | None:
            return row[k] if k is not None and k < len(row) else None

        if [c.text if c is not None else "" for c in row] == header:
            continue  # a header repeated on the next page
        labels = [c for c in (cell(k) for k in reversed(items or [0])) if c is not None]
        value = cell(spec) or (labels[0] if labels else None)
        if value is None:
            continue
        name = next((field_of(c.text) for c in labels if field_of(c.text)), None) or "spec_line"
        if name == "gpu" and any(_LINK_LABEL.search(c.text) for c in labels):
            name = "interconnect"  # "Accelerator fabric | Infinity Fabric, full mesh | 1": the link, not a GPU count
        remarks = [c.text for k, c in enumerate(row) if c is not None
                   and k not in (spec, price, unit, *quantities, *items) and not c.text.isdigit()]
        label_text = " ".join([*(c.text for c in labels), *remarks])
        qty_cell = cell(qty)
        count, total = _quantity_cell(qty_cell.text) if qty_cell is not None else (None, "")
        unit_cell = cell(unit)
        if unit_cell is not None and _BILLED.search(unit_cell.text):
            count = None  # "32 | GPU-hour", "1 | month": billed units of the order, not parts of one server
        total_cell = cell(qty_total)
        # A row about the server itself ("Compute node | …", "HGX H200 node: 8 x H200 …"), not a component's.
        node_row = name in ("spec_line", "nodes") and (
            _NODE_ROW.search(value.text[:24]) or any(_NODE_ROW.search(c.text) for c in labels))
        if node_row and (total_cell is not None or (count and qty_cell is not None)):
            # "HGX H200 node: 8 x H200 … | 4": the row is the server, its quantity (the total column
            # where there is one) the node count, and the figures it describes are one server's.
            source = total_cell if total_cell is not None and _QTY_CELL.match(total_cell.text) else qty_cell
            assert source is not None
            if source is not qty_cell or count != 1:  # "整机 | … | 1" in a per-server list: the server itself
                statements.append(Statement(source.text, "table", len(statements),
                                            _cell_cite(doc, table.page, source), label="nodes", label_text=value.text))
            count = None
        for text, part_label, part_head in _pairs(labels[0].text if labels else "", value.text, name):
            statements.append(Statement(text, "table", len(statements), _cell_cite(doc, table.page, value),
                                        label=part_label, label_text=f"{part_head} {label_text}".strip(),
                                        quantity=count))
        if total and qty_cell is not None:  # "24 (1.5 TB)": the row's total stated outright
            statements.append(Statement(total, "table", len(statements), _cell_cite(doc, table.page, qty_cell),
                                        label=name, label_text=f"{label_text} {value.text}".strip(),
                                        stated_total=True))
        for k, remark in enumerate(row):  # "说明 | 整卡独享，NVLink 全互联": a remark states facts of its own
            if remark is not None and k not in (spec, price, unit, *quantities, *items) \
                    and re.search(r"[^\W\d_]{2}", remark.text):
                statements.append(Statement(remark.text, "table", len(statements),
                                            _cell_cite(doc, table.page, remark), label_text=label_text))
        price_cell = cell(price)
        if price_cell is not None:
            head = header[price] if price is not None and price < len(header) else ""
            per = f" per {unit_cell.text}" if unit_cell is not None and unit_cell.text else ""
            statements.append(Statement(price_cell.text, "table", len(statements),
                                        _cell_cite(doc, table.page, price_cell), label="unit_price",
                                        label_text=label_text, header=f"{head}{per}".strip()))


# ---------------------------------------------------------------- key:value lines


def _key_value_lines(doc: Document, statements: list[Statement]) -> set[int]:
    """ "显存：80GB" / "系统盘：480G SSD；数据盘：2 × 3.84T NVMe": each labelled segment of a line."""
    consumed: set[int] = set()
    for number, line in enumerate(doc.lines):
        if line.in_table:
            continue
        at = 0
        labelled = 0
        last_label: str | None = None
        for piece in re.split(r"(?<=[;；])", line.text):
            m = _KEY_VALUE.match(piece)
            if not (m and field_of(m.group(1)) is not None) and last_label is not None and piece.strip(" ;；"):
                # "Storage: boot disk 960 GB; data disks 4 x 7.68 TB": the next piece continues the label
                m = re.match(r"()\s*(\S.*?)\s*$", piece)
            if m and (field_of(m.group(1)) is not None or (last_label is not None and not m.group(1))):
                labelled += 1
                value_start = line.start + at + m.start(2)
                norm = normalise_text(m.group(2))

                def cite(start: int, end: int, norm: NormText = norm, base: int = value_start) -> list[Evidence]:
                    if not norm.origin:
                        return []
                    lo = base + norm.origin[min(start, len(norm.origin) - 1)]
                    hi = base + norm.origin[min(max(end, start + 1), len(norm.origin)) - 1] + 1
                    spans = doc.locate(lo, hi)
                    kind = "text:spec-line" if doc.plain_text else "pdf:spec-line"
                    return [Evidence(source=doc.source, extractor=kind, line=s.page if doc.plain_text else None,
                                     page=None if doc.plain_text else s.page,
                                     bbox=None if doc.plain_text else s.bbox, text=s.text) for s in spans]

                head = m.group(1) or last_label or ""
                label = field_of(head)
                last_label = head
                for text, part_label, part_head in _pairs(head, norm.text, label):
                    statements.append(Statement(text, "key-value", len(statements), cite, label=part_label,
                                                label_text=part_head))
            at += len(piece)
        if labelled:
            consumed.add(number)
    return consumed


# ---------------------------------------------------------------- options and selection


def _name_pattern(name: str) -> re.Pattern[str] | None:
    core = re.sub(r"\(.*?\)|（.*?）|[*※]", "", name).strip()
    parts = re.findall(r"[A-Za-z0-9]+|[\u4e00-\u9fff]+", core)
    if not parts or len("".join(parts)) < 3:
        return None
    return re.compile(r"(?<![A-Za-z0-9])" + r"[\s\-_]*".join(map(re.escape, parts)) + r"(?![A-Za-z0-9])",
                      re.IGNORECASE)


def _column_group(header: str) -> str | None:
    for name, pattern in groups("selection", "price_columns").items():
        if pattern.search(header):
            return name
    return None


def _squash(text: str) -> str:
    return re.sub(r"[\W_]+", "", normalise_text(text).text.casefold())


def _tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+(?:\.\d+)?|[\u4e00-\u9fff]+", normalise_text(text).text.casefold()))


def _row_match(indices: list[int], rows: dict[int, list[str]], text: str) -> int | None:
    """The option line a sentence names: the line with the most cells the sentence repeats that
    no other line has ("gpu_8x_h100_sxm", "8x H100 SXM5", "23.92"); None on a tie."""
    squashed, tokens = _squash(text), _tokens(text)

    def said(cell: str) -> bool:
        key = _squash(cell)
        if len(key) < (2 if re.fullmatch(r"[\u4e00-\u9fff]+", key) else 3) or (key.isdigit() and len(key) < 4):
            return False  # "8", "208": too common to name a line
        cell_tokens = _tokens(cell)
        # Words in another order ("H100 SXM5 8x"), but a bare count ("共 4 台") names no "方案4".
        worded = [t for t in cell_tokens if not t.replace(".", "").isdigit()]
        return _contains(squashed, key) or (len(worded) >= 2 and cell_tokens <= tokens)

    counts: dict[str, int] = {}
    for i in indices:
        for cell in set(rows[i]):
            counts[_squash(cell)] = counts.get(_squash(cell), 0) + 1
    scores = {i: sum(1 for cell in set(rows[i]) if counts[_squash(cell)] == 1 and said(cell)) for i in indices}
    best = max(scores.values(), default=0)
    winners = [i for i, score in scores.items() if score == best]
    return winners[0] if best and len(winners) == 1 else None


def _select(options: Options, tables: list[list[int]], rows: dict[int, list[str]],
            statements: list[Statement]) -> None:
    """Which line of each option list another statement (or the line itself) selects."""
    marker = words("selection", "markers")
    ordinals: dict[str, int] = vocabulary()["selection"]["ordinals"]
    texts = [f"{s.label_text} {s.text}" for s in statements
             if s.option is None and marker.search(f"{s.label_text} {s.text}")]
    for indices in tables:
        chosen = next((i for i in indices if marker.search(" ".join(rows[i]))), None)
        for text in texts:
            if chosen is not None:
                break
            m = re.search(r"第\s*(\d+)\s*(?:行|项|个|号)|(?:row|line|option|#)\s*(\d+)", text, re.IGNORECASE)
            n = int(m.group(1) or m.group(2)) if m else None
            if n is None:
                w = re.search(r"\b(" + "|".join(ordinals) + r")\s+(?:row|line|option)", text, re.IGNORECASE)
                n = ordinals.get(w.group(1).lower()) if w else None
            if n is not None and 1 <= n <= len(indices):
                chosen = indices[n - 1]
                continue
            chosen = _row_match(indices, rows, text)
        if chosen is not None:
            options.selected.add(chosen)
            options.tables_with_selection.update(indices)
    for text in texts:
        m = marker.search(text)
        sentence = re.split(r"[.;。；!?！？](?:\s|$)", text[m.start():] if m else text, maxsplit=1)[0]
        group = _column_group(sentence)  # the column the selecting sentence names, not a later one's words
        if group is not None:
            options.selected_column = group
            break


def _whole_option(table: Table, statements: list[Statement], options: Options,
                  option_rows: dict[int, list[str]]) -> int:
    """A table that is one option as a whole (a workbook's sheet per configuration): its statements
    belong to that option line, and its name and cells are what a selecting sentence repeats."""
    index = len(options.names)
    options.names.append(table.option or "")
    option_rows[index] = [table.option or "", *(c.text for r in table.rows for c in r if c is not None and c.text)]
    for stmt in statements:
        if stmt.option is None:
            stmt.option = index
    return index


def _tie_to_options(doc: Document, blocks: list[NormText], options: Options, whole: dict[int, int],
                    starts: list[int], statements: list[Statement]) -> set[int]:
    """Statements on a whole-table option's sheet or in its title belong to it; the blocks of an option
    another one was selected over are not the offer's words (returned, to skip)."""
    tables = [(t, i) for t in doc.tables if (i := whole.get(id(t))) is not None]
    if not tables:
        return set()
    for stmt in statements:
        if stmt.option is None and (cited := stmt.cite(0, 1)) and cited[0].page is not None and cited[0].bbox:
            stmt.option = _option_at(tables, cited[0].page, cited[0].bbox)
    out: set[int] = set()
    for index, block in enumerate(blocks):
        lines = _lines_of(block, starts)
        line = doc.lines[min(lines)] if lines else None
        option = _option_at(tables, line.page, line.bbox) if line is not None else None
        if option is not None and option in options.tables_with_selection and option not in options.selected:
            out.add(index)
    return out


def _option_at(tables: list[tuple[Table, int]], page: int, box: tuple[float, float, float, float]) -> int | None:
    """The whole-table option a place belongs to: inside its table, right above it (its title), or
    anywhere on a page (a sheet) that holds that option alone."""
    here = [(t, i) for t, i in tables if t.page == page]
    for t, i in here:
        if t.bbox[0] <= box[0] <= t.bbox[2] and t.bbox[1] <= box[1] <= t.bbox[3]:
            return i
    if here and len({i for _, i in here}) == 1:
        return here[0][1]
    height = max(box[3] - box[1], 1.0)
    return next((i for t, i in here if 0 <= t.bbox[1] - box[3] <= 3 * height), None)


def _contains(text: str, key: str) -> bool:
    """``key`` in ``text`` but not inside a longer number ("方案25" does not say "方案2", "option12" not "option1")."""
    at = text.find(key)
    while at >= 0:
        after = text[at + len(key):at + len(key) + 1]
        before = text[at - 1:at] if at else ""
        if not (key[-1].isdigit() and after.isdigit()) and not (key[0].isdigit() and before.isdigit()):
            return True
        at = text.find(key, at + 1)
    return False


def _assign_prose_options(options: Options, tables: list[list[int]], statements: list[Statement],
                          blocks: list[NormText], skip: set[int]) -> None:
    """A sentence that names only an unselected line (a footnote on the vGPU row) belongs to it."""
    unselected = [(i, p) for t in tables for i in t if options.selected & set(t) and i not in options.selected
                  and (p := _name_pattern(options.names[i])) is not None]
    chosen = [p for i in options.selected if (p := _name_pattern(options.names[i])) is not None]
    if not unselected:
        return
    for stmt in statements:
        if stmt.option is not None or stmt.where == "table":
            continue
        if any(p.search(stmt.text) for p in chosen):
            continue
        hit = next((i for i, p in unselected if p.search(stmt.text)), None)
        if hit is not None:
            stmt.option = hit
    for index, block in enumerate(blocks):
        if any(p.search(block.text) for p in chosen):
            continue
        if any(p.search(block.text) for _, p in unselected):
            skip.add(index)


def statement_is_about_offer(text: str) -> bool:
    """Whether a sentence's trigger words are about the GPUs sold, not a shared file system,
    a shared bandwidth plan or a system disk."""
    subject = words("non_gpu_subject")
    system = groups("roles", "storage")["system"]
    shared = re.compile(r"共享|shared|sharing", re.IGNORECASE)
    sata = re.compile(r"SATA|HDD|机械", re.IGNORECASE)
    other = re.compile(r"MIG|vGPU|切分|切片|配额|超售|超卖|独享|独占|整卡|dedicated|bare[\s-]metal|裸金属|oversubscri|"
                       r"NVLink|NVSwitch|全互联|PCIe|InfiniBand|RoCE|RDMA|限速|rate[\s-]limit|NVMe|burst|峰值",
                       re.IGNORECASE)
    if other.search(text):
        return True
    for m in shared.finditer(text):
        if not subject.search(text[max(0, m.start() - 8):m.end() + 8]):
            return True
    return any(not system.search(text[max(0, m.start() - 24):m.end() + 12]) for m in sata.finditer(text))


# ---------------------------------------------------------------- derived facts and the vendor


def _derived(resolved: dict[str, Resolved]) -> list[Candidate]:
    """Facts computed from other facts: a cluster total over the node count, RAM per GPU × GPUs."""
    out: list[Candidate] = []

    def chosen(path: str) -> Candidate | None:
        res = resolved.get(path)
        return res.chosen if res else None

    nodes, total, per = chosen("nodes"), chosen("gpu.count_total"), chosen("gpu.count_per_node")
    if per is not None and nodes is not None and nodes.value > 1 and total is None:
        # "64 GPUs, delivered as 8 servers with 8 GPUs each": a count that is the node count times
        # another stated per-node count is the cluster's total, not a node's.
        smaller = [c for c in resolved["gpu.count_per_node"].beaten
                   if c.value and per.value == c.value * nodes.value]
        if smaller:
            out.append(Candidate("gpu.count_total", per.value, per.evidence, where=per.where, order=per.order,
                                 stated_total=True, note="the node count times the per-node count"))
            out.append(replace(smaller[0], stated_total=True, note=f"{per.value} GPUs ÷ {nodes.value} nodes"))
            total, per = out[0], out[1]
    if total is not None and nodes is not None and nodes.value and total.value % nodes.value == 0:
        out.append(Candidate("gpu.count_per_node", total.value // nodes.value, [*total.evidence, *nodes.evidence],
                             where=total.where, order=total.order, computed=True,
                             note=f"{total.value} GPUs ÷ {nodes.value} nodes"))
    if total is not None and per is not None and nodes is None and per.value and total.value % per.value == 0:
        out.append(Candidate("nodes", total.value // per.value, [*total.evidence, *per.evidence],
                             where=total.where, order=total.order, computed=True,
                             note=f"{total.value} GPUs ÷ {per.value} per node"))
    if nodes is None and total is None and (per is not None or chosen("gpu.count_loose") is not None):
        basis = per or chosen("gpu.count_loose")
        assert basis is not None
        nodes = Candidate("nodes", 1, basis.evidence, where=basis.where, order=basis.order, computed=True,
                          weak=True, note="implied: a server's configuration with no node count is one server")
        out.append(nodes)
    loose = chosen("gpu.count_loose")
    if loose is not None and per is None and total is None and loose.value:
        n = nodes.value if nodes is not None else 1
        if n > 1 and loose.value > 8 and loose.value % n == 0:  # "4 台（32 张 H20）": the cluster's GPUs
            per_value, note = loose.value // n, f"{loose.value} GPUs ÷ {n} nodes"
        else:
            per_value, note = loose.value, "a GPU count stated without per node or in total"
        out.append(Candidate("gpu.count_per_node", per_value, loose.evidence, where=loose.where,
                             order=loose.order, option=loose.option, computed=True, weak=True, note=note))
        per = out[-1]
    count = per.value if per is not None else (total.value // nodes.value if total and nodes and nodes.value else None)
    ram = chosen("memory_per_gpu")
    if ram is not None and count:
        q = ram.value
        out.append(Candidate("memory", Quantity(q.magnitude * count, q.dims, q.unit), ram.evidence, where=ram.where,
                             order=ram.order, option=ram.option, computed=True, note=f"{q} per GPU × {count}"))
    link = chosen("interconnect.per_gpu_bandwidth")
    if link is not None and count:
        q = link.value
        out.append(Candidate("interconnect.inter_node_bandwidth", Quantity(q.magnitude * count, q.dims, q.unit),
                             link.evidence, where=link.where, order=link.order, computed=True, role="fabric",
                             note=f"{q} per GPU × {count}"))
    peak = chosen("gpu.peak_bf16_node")
    if peak is not None and count:
        q = peak.value
        out.append(Candidate("gpu.peak_bf16", Quantity(q.magnitude / count, q.dims, q.unit), peak.evidence,
                             where=peak.where, order=peak.order, computed=True, note=f"{q} per node ÷ {count}"))
    model = chosen("gpu.model")
    if model is not None and "gpu.sku" not in resolved:
        from auditor.sizing.catalog import match_gpu

        memory = chosen("gpu.memory")
        spec = match_gpu(str(model.value), memory.value if memory else None)
        if spec is not None and not spec.candidates:
            out.append(Candidate("gpu.sku", spec.sku, model.evidence, where=model.where, order=model.order,
                                 option=model.option, weak=True, note="catalogue match of the model"))
    return out


_PARTY_EN = re.compile(
    r"between\s+(.{2,60}?)\s*(?:,[^()\"]{0,80})?\s*\((?:the\s+)?\"?(?:Provider|Vendor|Supplier|Lessor|Company)\"?\)",
    re.IGNORECASE)
_PARTY_ZH = re.compile(r"(?:乙方|服务提供方|出租方)\s*(?:[(（][^)）]{0,8}[)）])?\s*[:：]\s*([^\s,，;；()（）|]{2,40})")
"""The provider's party line: "乙方：…", "乙方（盖章）：…", "乙方（出租方）：…"."""
_SENDER = re.compile(r"^\s*(?:From|发件人|寄件人)\s*[:：]\s*(.*?)\s*<[^@<>\s]+@([^>\s]+)>", re.IGNORECASE)


_ADDRESSED = re.compile(r"<[^<>@\s]+@[^<>\s]+>")


def _vendor(doc: Document, evidence_of: EvidenceOf) -> list[Candidate]:
    """The vendor's name: a party clause, the letterhead (the first line's name before any document
    or GPU word), a company name with its legal suffix, or an email's signature (the line naming
    the sender's company or standing beside the sender's name)."""
    out: list[Candidate] = []
    document_words = words("vendor", "document_words")
    suffix = words("vendor", "company_suffixes")

    def cite(line: Any) -> list[Evidence]:
        return evidence_of(doc.locate(line.start, line.start + len(line.text)), "pdf:spec-line")

    sender: tuple[str, str] | None = None
    for number, line in enumerate(doc.lines):
        text = normalise_text(line.text).text
        if number >= 60:  # the signature block at the end: "乙方（盖章）：…"
            if (z := _PARTY_ZH.search(text)) and not re.fullmatch(r"地址|日期|授权代表|签字", z.group(1)):
                out.append(Candidate("vendor", z.group(1).strip(" ,*_"), cite(line), where="key-value", order=number))
            continue
        following = normalise_text(doc.lines[number + 1].text).text if number + 1 < len(doc.lines) else ""
        m = _PARTY_EN.search(f"{text} {following}") or _PARTY_ZH.search(text)  # a party clause wraps
        if m and re.fullmatch(r"地址|日期|授权代表|签字", m.group(1)):
            m = None  # "乙方（出租方）： 地址：": the name is elsewhere
        if m:
            out.append(Candidate("vendor", m.group(1).strip(" ,*_"), cite(line), where="key-value", order=number))
        if sender is None and (s := _SENDER.match(text)):
            sender = (s.group(1).strip(" \"'"), s.group(2).split(".")[0].split("-")[0].casefold())
    if doc.lines and not doc.lines[0].in_table:  # a table's header row is not a letterhead
        first = doc.lines[0]
        text = normalise_text(first.text).text
        head = re.split(r"\s{2,}| [-|·] ", text.strip())[0].strip()
        cut = min([m.start() for m in (document_words.search(head), _GPU_WORD.search(head)) if m] or [len(head)])
        if cut < len(head) and not head[:cut].endswith(" "):
            cut = 0  # "算力服务协议": a title, not a name followed by what the document is
        head = head[:cut].strip(" -—|·:：")
        if 2 <= len(head) <= 40 and not re.search(r"[:：@<>]", head) and not re.fullmatch(r"[\d\W]+", head):
            out.append(Candidate("vendor", head, cite(first), where="heading", order=0, weak=True))
    for number, line in enumerate(doc.lines):
        text = normalise_text(line.text).text.strip()
        if text.startswith(">") or len(text) > 80 or _SENDER.match(text) or _ADDRESSED.search(text):
            continue  # a mail header ("抄送: 销售支持 <sales@…>") names a mailbox, not the company
        name, legal = None, False
        if (m := suffix.search(text)) and m.start() > 1:  # "…科技有限公司 销售部", "Account Executive, X Ltd"
            name, legal = re.split(r"[,，:：]\s*", text[:m.end()])[-1].strip(), True
            if words("vendor", "customer_labels").search(text[:m.start()]):
                name = None  # "甲方（盖章）：…有限公司", "Customer: … Ltd": the other party
        elif sender is not None and len(text) <= 40:
            person, domain = sender
            if len(domain) >= 4 and domain in re.sub(r"\W", "", text.casefold()):
                name = re.split(r"[,，]\s*", text)[-1]  # "Brightwater Hosting" under "Cheers, Marcus"
            elif person and person in text and text != person:
                name = text.replace(person, "").strip(" ,，-")  # "恒宇算力 孙婷"
        if name and 2 <= len(name) <= 60 and (legal or not document_words.search(name)):
            out.append(Candidate("vendor", name, cite(line), where="footnote", order=10_000 + number, weak=True))
    return out


def _text(cell: Cell | None) -> str:
    """A table cell's text; an empty (merged-away) cell reads as nothing."""
    return cell.text if cell is not None else ""
