"""A document's tables → statements: bills of materials with quantity, unit and price columns,
key:value rows, row-per-option and column-per-option price lists, and party boxes.

A table says what each cell is for through its header and its row labels (grammars/table_synonyms.yaml):
a quantity column multiplies a component's figure, a Unit column says what a rate is per, a price
column's header carries the currency and period its bare figures lack, and each row of an option list
is one option line. auditor/ingest/layout.py reads the rest of the document and selects among options.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from auditor.ingest.document import Cell, Document, NormText, Table
from auditor.ingest.numbers import spell_digits
from auditor.ingest.prices import MONEY, per_count, priced_per_size, says_unit, unbroken
from auditor.ingest.reading import Options
from auditor.ingest.spec_line import NONE_VALUE
from auditor.ingest.statements import Statement
from auditor.ingest.tables import column_of, field_of, numbers_rows
from auditor.ingest.vendor import company_name, label_side
from auditor.ingest.vocabulary import groups, words
from auditor.model.evidence import Evidence
from auditor.units import UnitError, currency_pattern, dimension_name, parse_quantity


def _cell_cite(doc: Document, page: int, cell: Cell) -> Callable[[int, int], list[Evidence]]:
    def cite(start: int, end: int) -> list[Evidence]:
        if doc.plain_text:  # a Markdown table's cell: its box holds its line number
            return [Evidence(source=doc.source, extractor="text:table", line=int(cell.bbox[1]), text=cell.text)]
        return [Evidence(source=doc.source, extractor="pdf:table", page=page, bbox=cell.bbox, text=cell.text)]
    return cite


_NODE_ROW = re.compile(r"(?<![A-Za-z])(?:nodes?|servers?|machines?|hosts?|instances?)(?![A-Za-z])"
                       r"|服务器|整机|节点|主机|实例", re.IGNORECASE)
_NODE_UNIT = re.compile(r"\s*\d+\s*(?:台|个?节点|nodes?\b|servers?\b)", re.IGNORECASE)
_QTY_CELL = re.compile(r"\s*(\d+)(?![\d.])\s*(?:[^\d\s(（]{0,3})\s*(.*)$")
_STATED = re.compile(r"[(（=]\s*(?:合计|共|total\s*)?(\d[\d.,]*\s*[A-Za-z/]+)\s*[)）]?", re.IGNORECASE)


_BOARDS_OF = re.compile(r"\s*(\d+)\s*(?:套|组|块|个|sets?|modules?|boards?|baseboards?)\s*[(（]\s*(\d+)\s*"
                        r"(?:卡|张|GPUs?|cards?)\s*[)）]", re.IGNORECASE)
"""A GPU board counted in sets with its cards in brackets ("1 套（8 卡）", "1 baseboard (8 GPUs)")."""


def _quantity_cell(text: str) -> tuple[int | None, str]:
    """A quantity cell → (count, a total it states): "4" → 4; "24 (1.5 TB)" → 24 and "1.5 TB";
    "2 x 48-core" → 2 (the rest repeats the description)."""
    if (board := _BOARDS_OF.match(text)) is not None:
        return int(board.group(1)) * int(board.group(2)), ""
    if not text.lstrip()[:1].isdigit():
        text = spell_digits(text).text  # "two (2) units", "两台"
    m = _QTY_CELL.match(text)
    if not m:
        return None, ""
    total = _STATED.search(m.group(2))
    return int(m.group(1)), total.group(1) if total else ""


# ---------------------------------------------------------------- tables


def _cells(row: list[Cell | None]) -> list[Cell | None]:
    return [c if c is not None and c.text else None for c in row]


_PRICE_HEADER = re.compile(rf"{currency_pattern('sign', 'code', 'name')}|价|租金|月租|日租|price|rate|cost|fee",
                           re.IGNORECASE)
"""A price column's header: a currency or a price word ("VRAM / GPU" is not one)."""
_LINE_TOTAL = re.compile(r"total|amount|extended|subtotal|合计|总计|总价|金额|小计", re.IGNORECASE)
"""A column of line totals (quantity × price): the figure beside it is the unit price."""
_CURRENCY_HEAD = re.compile(rf"\s*(?:{currency_pattern('sign', 'code', 'name')})\s*(?:/|per\b|每)", re.IGNORECASE)
"""A price column headed by its currency and unit ("HKD / 月 month", "USD / month", "元/台/月")."""


_ASIDE = re.compile(r"[(（][^)）]*[)）]")
_OPTION_TOKEN = re.compile(r"(?<![A-Za-z0-9])(?:[A-Za-z]|\d{1,2})(?![A-Za-z0-9])"
                           r"|(?<=[\s(（])[一二三四五甲乙丙丁](?=\s)")
_OPTION_LETTER = re.compile(r"[\s:：#]*(?:[A-Za-z]|\d{1,2}|[一二三四五甲乙丙丁])?\s*$")


def _option_stem(text: str) -> str:
    """ "供应商 A（拟选）" → 供应商, "Option 2 (Selected)" → Option, "方案 B Option B" → 方案 Option: what sibling
    option columns share (the option's letter said in each language)."""
    stem = _OPTION_LETTER.sub("", _ASIDE.sub("", words("selection", "markers").sub("", text)))
    return " ".join(_OPTION_TOKEN.sub(" ", stem).split())


def _unchosen_columns(header: list[Cell | None]) -> set[int]:
    """The value columns a table holds beside the offer's: "Item | Before | After" states the service after the
    change, "比价项 | 供应商 A（拟选） | 供应商 B | 供应商 C" the one option marked chosen; the others are no facts."""
    texts = {k: c.text for k, c in enumerate(header) if c is not None and k > 0}
    before = {k for k, t in texts.items() if words("revised_columns", "before").search(t)}
    # the revised column stands after the one it revises: "No. | Item corrected | As quoted | Corrected" names its
    # item column for the correction too
    after = {k for k, t in texts.items() if words("revised_columns", "after").search(t) and k > min(before, default=0)}
    after -= before
    if len(after) == 1 and before:
        return before
    chosen = [k for k, t in texts.items() if words("selection", "markers").search(t)]
    if len(chosen) != 1:
        return set()
    stem = _option_stem(texts[chosen[0]])
    return {k for k, t in texts.items() if k != chosen[0] and stem and _option_stem(t) == stem}


def _competitor_columns(header: list[Cell | None]) -> set[int]:
    """The columns that compare the offer with another supplier's ("竞品对比 Competitor: 北方云 H20"), when a value
    column of the offer's own stands beside them: the other supplier's figures are no facts of this offer."""
    texts = {k: c.text for k, c in enumerate(header) if c is not None and k > 0}
    rivals = {k for k, t in texts.items() if words("competitor_columns").search(t)}
    return rivals if rivals and len(rivals) < len(texts) else set()


def _unticked_columns(rows: list[list[Cell | None]]) -> set[int]:
    """The columns a decision row leaves out ("Decision | [ ] not selected | [x] SELECTED", "结论 | □ 未选 | ■ 选定")
    under one column per vendor. The ticked column is the offer; the others describe offers not taken."""
    ticked, unticked = words("selection", "ticked"), words("selection", "unticked")
    for row in rows[1:]:
        cells = {k: c.text for k, c in enumerate(row) if c is not None and k > 0}
        marked = [k for k, t in cells.items() if ticked.search(t)]
        left = {k for k, t in cells.items() if unticked.search(t) and not ticked.search(t)}
        if len(marked) == 1 and left and len(cells) == len(left) + 1:
            return left
    return set()


def read_table(doc: Document, table: Table, statements: list[Statement], options: Options,
                option_tables: list[list[int]], option_rows: dict[int, list[str]],
                pending: list[tuple[Statement, int]], price_headers: dict[int, str]) -> None:
    first = len(statements)
    revision = _read_table(doc, table, statements, options, option_tables, option_rows, pending, price_headers)
    for stmt in statements[first:] if revision else []:
        stmt.revises = True  # "原文 | 更正为", "Before | After": what the table states corrects the rest


def _read_table(doc: Document, table: Table, statements: list[Statement], options: Options,
                option_tables: list[list[int]], option_rows: dict[int, list[str]],
                pending: list[tuple[Statement, int]], price_headers: dict[int, str]) -> bool:
    """Read one table; whether it is a revision (its before columns dropped, its after column read)."""
    rows = [_cells(r) for r in table.rows if any(c is not None and c.text for c in r)]
    if head := _header_below(rows):  # a sheet's column letters, its title and the quote's id rows above the header
        _key_value_rows(doc, table, rows[:head], statements)
        rows = rows[head:]
    if not rows:
        return False
    merged = _merged_header(rows)
    if merged is not None:  # "1–5 台 | | 6–20 台 |" over "按月 | 包 6 个月 | 按月 | …"
        rows = [merged, *rows[2:]]
    revision = False
    if unchosen := _unchosen_columns(rows[0]) or _unticked_columns(rows) or _competitor_columns(rows[0]):
        revision = any(c is not None and words("revised_columns", "before").search(c.text)
                       for k, c in enumerate(rows[0]) if k in unchosen)
        rows = [[None if k in unchosen else c for k, c in enumerate(row)] for row in rows]
    if _numbered_rows(rows):  # "# | Input | Value" over "A3 | Peak dense BF16 | 1,513 TFLOPS": "A3" is no label
        rows = [[None, *row[1:]] for row in rows]
    header = rows[0]
    roles = [column_of(c.text) if c is not None else None for c in header]
    # "Component | Specification | Per node | Both nodes": columns named by what they count are quantities (beside
    # a specification column, when their cells are figures: "Spec | Per node" holds the specification itself)
    if "spec" in roles:
        roles = [("quantity" if r is None and c is not None and _COUNT_HEADER.match(c.text)
                  and _figures_only([row[k] for row in rows[1:] if k < len(row)]) else r)
                 for k, (r, c) in enumerate(zip(roles, header, strict=True))]
    at = roles.index("term") if "term" in roles else None
    if at is not None and not _holds_terms([row[at] for row in rows[1:] if at < len(row)]):
        # "项目 Item | 约定 Term" over "规模 Scale | 两台 two servers，…": the agreed terms, not a lease's length
        roles = [("spec" if "spec" not in roles else None) if r == "term" else r for r in roles]
    if "unit" not in roles:  # "Configuration | Value": a value column is only one beside its unit column
        roles = [None if r == "value" else r for r in roles]
    # "方案 Plan | 节点 Nodes | 价格 Price（USD）": a bilingual header names its field in either language
    fields = [(field_of(c.text) or _bilingual_header(c.text)) if c is not None else None for c in header]
    if "unit_price" not in roles and sum(f is not None for f in fields) < 2:
        # "代码 | 配置 | HKD / 月 month | USD / 月 month": a component list whose first currency column is the price
        # (a header of field labels, "GPU | 本地盘 | 元/卡/时", is a row per option, read below)
        at = next((k for k, c in enumerate(header) if c is not None and roles[k] is None
                   and _CURRENCY_HEAD.match(c.text)), None)
        roles = roles if at is None else [*roles[:at], "unit_price", *roles[at + 1:]]
    price_cols = [k for k, c in enumerate(header) if c is not None and (
        fields[k] == "unit_price" or roles[k] == "unit_price"
        or (k > 0 and (_PRICE_HEADER.search(c.text) or column_group(c.text) is not None))
        # "1–5 台 按月 | 1–5 台 包 6 个月" over "45,000 | 41,500" under "单位：元/台/月": a column named by a plan or
        # term whose cells are money figures
        or (k > 0 and roles[k] is None and (_DURATION_CELL.search(c.text) is not None or says_unit(c.text))
            and len(rows) > 2 and _money_figures([row[k] for row in rows[1:] if k < len(row)])))]
    not_the_price: set[int] = set()  # "List Price | Discount | Sales Price | Quantity | Total Price": the sales price
    if len(price_cols) > 1:
        kept = [k for k in price_cols if roles[k] != "list_price" and not _LINE_TOTAL.search(_text(header[k]))]
        not_the_price = set(price_cols) - set(kept) if kept else set()
        price_cols = kept or price_cols
    # "Unit price excl. VAT | … | Monthly total excl. VAT": a column of line totals names no field of its own
    field_count = sum(f is not None and not (f == "unit_price" and k not in price_cols and c is not None
                                             and _LINE_TOTAL.search(c.text))
                      for k, (f, c) in enumerate(zip(fields, header, strict=True)))
    if (message := _chat_message_column(header)) is not None:
        for row in rows[1:]:
            if message < len(row) and (cell := row[message]) is not None and cell.text.strip():
                statements.append(Statement(cell.text, "prose", len(statements), _cell_cite(doc, table.page, cell)))
        return revision
    if _cards(header):  # spec cards side by side: each cell states its own facts, no row is a header
        for cell in (c for row in rows for c in row if c is not None):
            statements.append(Statement(cell.text, "table", len(statements), _cell_cite(doc, table.page, cell)))
        return revision
    if "requirement" in roles and "response" in roles:
        _requirement_rows(doc, table, rows, roles, statements)
        return revision
    # A header of three field labels ("GPU | 显存 | 数据盘") is a row per offer even beside a "规格" column.
    # "Item | Per node | Nodes": a column of node counts beside the components is a component list's too (in a
    # header of words: "GPU | 8 × H200 | 节点数 | 3 台" is a key:value sheet)
    worded = not any(c is not None and _FIGURE.search(c.text) for c in header)
    named = sum(r is not None or (f == "nodes" and worded) for r, f in zip(roles, fields, strict=True))
    # "规格 | 单机配置 | 1–5 台 按月 | 1–5 台 包 6 个月 | …" under a two-row header: plan columns beside the
    # specification, a row per option (not "单价（不含税） | 单价（含 6% 税）": one price said two ways)
    plans = [k for k in price_cols if column_group(_text(header[k])) or _DURATION_CELL.search(_text(header[k]))]
    bom = named > 1 and ("spec" in roles or "item" in roles or "value" in roles) and field_count < 3 and not (
        merged is not None and len(plans) > 1 and "quantity" not in roles) and not (
        sum(c is not None for c in header) == 2 and any(c is not None and _STATED_VALUE.search(c.text)
                                                        for c in header[1:]))
    if bom:
        _bill_of_materials(doc, table, rows, roles, statements, options, option_tables, option_rows)
        return revision
    if _transposed(rows, fields):
        _read_columns(doc, table, rows, statements, options, option_tables, option_rows)
        return revision
    if len(rows) > 1 and (field_count >= 3 or (price_cols and field_count + len(price_cols) >= 2 and len(rows) > 2)):
        if len(rows) > 3 and _is_total_row(rows[-1]):
            _parts_and_total(doc, table, rows, fields, price_cols, statements)
            return revision
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
            # "CPFS | 200 TiB | CNY 900 / TiB / 月 | CNY 180,000": a line priced per stored size is storage; its
            # monthly amount is what the store costs, not the unit price of the servers
            storage_line = any(k in price_cols and c is not None and priced_per_size(c.text)
                               for k, c in enumerate(row)) and not _gpu_row(row)
            for k, cell in enumerate(row):
                if cell is not None and k < len(header) and _server_quantity(row, k, header[k]):
                    statements.append(Statement(cell.text, "table", len(statements),
                                                _cell_cite(doc, table.page, cell), label="nodes", option=index))
                    continue
                if cell is None or k >= len(header) or header[k] is None or (storage_line and k in price_cols) \
                        or k in not_the_price:
                    continue
                label = "unit_price" if k in price_cols else fields[k]  # None: a remark read as words
                head = header[k].text if header[k] is not None else ""
                # "On-demand, per GPU-hour | $2.69": the row's name says what its price counts
                unit_head = f"{head} {name_cell.text}" if k in price_cols and name_cell is not None \
                    and name_cell is not cell and says_unit(name_cell.text) else head
                for text, part_label, part_head in pairs(head, cell.text, label):
                    stmt = Statement(text, "table", len(statements), _cell_cite(doc, table.page, cell),
                                     label=part_label, label_text=part_head, option=index, header=unit_head,
                                     sole_price=price_cols == [k])
                    statements.append(stmt)
                    if k in price_cols and index is not None:
                        pending.append((stmt, index))
                        price_headers[id(stmt)] = head
        if indices:
            option_tables.append(indices)
        return revision
    if _party_boxes(doc, table, rows, statements):
        return revision
    _key_value_rows(doc, table, rows, statements)
    return revision


_BOM_ROLES = ("item", "spec", "quantity", "unit", "unit_price")


def _names_server(text: str) -> bool:
    """Whether a row's description is the server itself ("AMD Instinct MI300X GPU Server rental"), not a part that
    says what it is per server ("25 GbE (internet 10 Gbps per server)") or the whole server's figure of a part
    ("EPYC 9354 × 2 路，整机 64 核")."""
    return any(not _PER_BEFORE.search(text[:m.start()]) and not re.match(r"\s*\d", text[m.end():])
               for m in _NODE_ROW.finditer(text))


_PER_BEFORE = re.compile(r"(?:per|each|every|a|/)\s*$|[每单]\s*$", re.IGNORECASE)


def _money_figures(cells: list[Cell | None]) -> bool:
    """Whether every filled cell of a column is a sum of money without its unit ("45,000", "￥41,500", "2.95")."""
    filled = [re.sub(r"^[￥¥$€£]\s*", "", c.text.strip()) for c in cells if c is not None and c.text.strip(" -—–")]
    return bool(filled) and all(_MONEY_CELL.fullmatch(t) or re.fullmatch(r"\d{3,7}", t) for t in filled)


def _holds_terms(cells: list[Cell | None]) -> bool:
    """Whether a column headed by a term word holds lease lengths ("12 个月", "6 months", "三年"): most of its filled
    cells name a duration."""
    filled = [c.text for c in cells if c is not None and re.search(r"\w", c.text)]  # not "-", "—"
    return not filled or sum(bool(_DURATION_CELL.search(t)) for t in filled) * 2 >= len(filled)


_DURATION_CELL = re.compile(r"(?:\d+|[一二两三四五六七八九十]+)[\s-]*(?:个)?\s*(?:月|年|周|天|日|months?|mos?\b|years?|"
                            r"yrs?\b|weeks?|days?|h\b|hrs?\b|hours?|小时)"
                            r"|\b(?:monthly|annual|yearly|rolling|open[- ]ended|reserved|on[- ]demand)\b"
                            r"|按月|包年|包月|按量|预留", re.IGNORECASE)


def _numbered_rows(rows: list[list[Cell | None]]) -> bool:
    """Whether the first column only numbers the rows: its header says so ("#", "序号") and each cell below is a short
    number or reference ("3", "A3", "2.1", "三")."""
    if len(rows) < 2 or len(rows[0]) < 3 or rows[0][0] is None or (said := numbers_rows(rows[0][0].text)) is None:
        return False
    cell = _ROW_REFERENCE if said == "number" else _ROW_NUMBER_CELL  # under 编号, "B3" names an option
    return all(row[0] is None or cell.fullmatch(row[0].text) for row in rows[1:] if row)


_ROW_REFERENCE = re.compile(r"\s*(?:[A-Za-z]{0,2}-?\d{1,3}(?:\.\d{1,2}){0,2}|[一二三四五六七八九十]{1,3})[.、)）]?\s*")
"""A row's number or reference in a numbered table: "3", "A3", "R-12", "2.1", "三"."""


def chosen_columns_only(doc: Document, blocks: list[NormText]) -> list[NormText]:
    """The blocks with the cells of the columns not chosen blanked (same length: the citations hold). A buyer's
    comparison of three vendors with one "◎ 选定", a tier table with one tier ticked: the commitments row of the
    others is not this offer's contract terms."""
    rows_of: dict[str, set[int]] = {}  # a row's first cell → the columns it must not speak for
    for table in doc.tables:
        rows = [_cells(r) for r in table.rows if any(c is not None and c.text for c in r)]
        if not rows:
            continue
        unchosen = _unchosen_columns(rows[0]) or _unticked_columns(rows) or _unmarked_option_columns(rows[0])
        for row in rows[1:] if unchosen else ():
            if row and row[0] is not None and row[0].text.strip():
                rows_of[_key(row[0].text)] = {k for k in unchosen if k < len(row)}
    if not rows_of:
        return blocks
    out = []
    for block in blocks:
        pieces = block.text.split(" | ")
        unchosen = rows_of.get(_key(pieces[0])) if len(pieces) > 1 else None
        if not unchosen:
            out.append(block)
            continue
        text = " | ".join(" " * len(p) if k in unchosen else p for k, p in enumerate(pieces))
        out.append(NormText(text, block.origin))
    return out


def _unmarked_option_columns(header: list[Cell | None]) -> set[int]:
    """ "项目 | A：济南泉城… | B：烟台蓬莱… ◎ 选定 | C：威海…": one column per option, one of them marked; the others.
    A header of field labels other than the vendor ("Item | Qty ordered | Unit price") is no option list."""
    texts = {k: c.text for k, c in enumerate(header) if c is not None and k > 0}
    marked = [k for k, t in texts.items() if words("selection", "markers").search(t)]
    if len(marked) != 1 or len(texts) < 3 or any(field_of(t) not in (None, "vendor") for t in texts.values()):
        return set()
    return set(texts) - set(marked)


def _key(text: str) -> str:
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text)).casefold()


def _chat_message_column(header: list[Cell | None]) -> int | None:
    """The message column of a chat exported as a table ("时间 | 发送人 | 消息"): a message column beside a sender or
    time column, and no other header."""
    kinds = groups("chat_columns")
    said = [next((name for name, pattern in kinds.items() if pattern.fullmatch(c.text.strip())), None)
            if c is not None else None for c in header]
    if "message" not in said or not ({"sender", "time"} & set(said)) or any(
            c is not None and k is None for c, k in zip(header, said, strict=True)):
        return None
    return said.index("message")


def _merged_header(rows: list[list[Cell | None]]) -> list[Cell | None] | None:
    """A header printed on two rows, a top cell spanning the sub-header cells under it ("1–5 台 | · | 6–20 台 | ·"
    over "· | · | 按月 | 包 6 个月 | 按月 | 包 6 个月"): one header whose every column says both ("1–5 台 包 6 个月"),
    so a price column is named by its tier and its plan and a sentence naming both selects it. None when the second
    row is a row of figures, or nothing spans."""
    if len(rows) < 3 or len(rows[0]) != len(rows[1]):
        return None
    top, sub = rows[0], rows[1]
    if sub[0] is not None or sum(c is not None for c in sub) < 2 or any(
            c is not None and _FIGURE.search(c.text) and (_money_figures([c]) or _FIGURE_CELL.fullmatch(c.text))
            for c in sub):
        return None  # a sub-header leaves the row-label column empty and holds words ("包 6 个月"), not prices
    spanned = {k for k in range(1, len(top)) if top[k] is None and sub[k] is not None
               and any(top[j] is not None for j in range(k))}
    if not spanned:
        return None
    merged: list[Cell | None] = []
    owner: Cell | None = None
    for k, (above, below) in enumerate(zip(top, sub, strict=True)):
        owner = above or owner
        head = above or (owner if k in spanned else None)
        merged.append(Cell(f"{head.text} {below.text}", below.bbox) if head and below else head or below)
    return merged




_STATED_VALUE = re.compile(r"\d\s*(?:个月|年|天|小时|台|TB|GB)|[，。；]\s*\S", re.IGNORECASE)
"""A cell that states a value, not a column's name: "最短租期 6 个月，可按 6 个月为单位续租" in a key:value table's
first row ("租期 | …") is its first pair, not a header."""


def _header_below(rows: list[list[Cell | None]]) -> int:
    """The row of a bill of materials' header when rows above it are no header ("A | B | C | D" printed from a
    spreadsheet, a title, "报价编号 | … | 日期 | …"): the first of the top rows that names three component-table
    columns, or 0."""
    def named(row: list[Cell | None]) -> int:
        return sum(column_of(c.text) in _BOM_ROLES for c in row if c is not None)

    if not rows or named(rows[0]) >= 2:
        return 0
    return next((k for k in range(1, min(len(rows) - 1, 6)) if named(rows[k]) >= 3), 0)


def _key_value_rows(doc: Document, table: Table, rows: list[list[Cell | None]], statements: list[Statement]) -> None:
    sides_above: list[str | None] = []
    for number, row in enumerate(rows):
        cells = [c for c in row if c is not None]
        if number == 0 and _column_header(rows):
            continue  # "供应商 | 得分" over "A 云岭算力 | 91": the columns' names, no supplier named "得分"
        if sides_above:  # the names under a party box's header row, column by column
            for cell, side in zip(row, sides_above, strict=False):
                if cell is not None and side == "provider":
                    statements.append(Statement(cell.text, "table", len(statements), _cell_cite(doc, table.page, cell),
                                                label="vendor", label_text=cell.text))
            sides_above = []
            continue
        sides = [label_side(c.text, cell=True) if c is not None else None for c in row]
        if len(cells) >= 2 and all(side is not None for side, c in zip(sides, row, strict=True) if c is not None) \
                and len(set(sides) - {None}) > 1:
            sides_above = sides  # "供应商 Supplier | 客户 Customer" over the two companies: a header, no key:value
            continue
        if len(cells) > 2 and _ROW_NUMBER_CELL.fullmatch(cells[0].text) and (
                len(cells) == 3 or len(cells) % 2):
            cells = cells[1:]  # "1 | 第 3.4 节 数据盘 | 4 块 7.68TB": the row's number labels nothing (an odd row of
            # label:value pairs after its number; an even one is a row of columns)
        if len(cells) < 2:
            continue
        # "内存 | 2TB | CPU | 2 × Xeon": a key:value sheet with two (or more) pairs per row
        for k in range(0, len(cells) - 1, 2):
            label_text, value = cells[k].text, cells[k + 1]
            if _sentence(label_text):
                # "第一条 租赁物：…出租 GPU 服务器 2 台… | Art. 1 Leased equipment: two GPU servers…": a parallel text's
                # rows are sentences side by side, read as sentences: none labels the other
                for c in cells[k:]:
                    statements.append(Statement(c.text, "prose", len(statements), _cell_cite(doc, table.page, c)))
                break
            # "元/台/月 CNY per server per month | 119,000": a row labelled by a price's currency and unit is the price
            label = _bilingual_field(_SECTION_REF.sub("", label_text)) or (
                "unit_price" if _CURRENCY_HEAD.match(label_text) else None) or (
                # "数量 | 2 台", "Quantity | 2 servers" in an order's details: how many servers are ordered
                "nodes" if column_of(label_text) == "quantity" and _NODE_UNIT.fullmatch(value.text.strip()) else None)
            if k and label is None:
                if re.search(r"\d", label_text) or len(label_text) > 24:
                    break  # a value, not a label: the row is no list of pairs
                continue  # "Program | … | Site | … | Nodes | 2 (two)": a pair of no field, the next one may be
            if words("stray", "subject_labels").fullmatch(label_text.strip()):
                label = "deal"  # "Subject | Please sign: Quotation … (H20 x 2)": the envelope's title, as a deal's
            for text, part_label, part_head in pairs(label_text, value.text, label):
                statements.append(Statement(text, "table", len(statements), _cell_cite(doc, table.page, value),
                                            label=part_label, label_text=part_head))


def _column_header(rows: list[list[Cell | None]]) -> bool:
    """Whether a two-column sheet's first row names its columns: words over rows whose second cells are figures."""
    def second(row: list[Cell | None]) -> str:
        cells = [c for c in row if c is not None]
        return cells[1].text if len(cells) == 2 else ""

    below = [second(r) for r in rows[1:]]
    return len(below) >= 2 and bool(second(rows[0])) and not _FIGURE.search(second(rows[0])) and sum(
        bool(_FIGURE_ONLY.fullmatch(t)) for t in below) >= max(2, len(below) // 2 + 1)


_ROW_NUMBER_CELL = re.compile(r"\s*(?:\d{1,3}(?:\.\d{1,2}){0,2}|[一二三四五六七八九十]{1,3})[.、)）]?\s*")
_SECTION_REF = re.compile(r"^\s*(?:第\s*[\d一二三四五六七八九十.]+\s*[章节条款項项]|(?:section|clause|§)\s*[\d.]+"
                          r"|\d+(?:\.\d+)+)\s*", re.IGNORECASE)
"""Where an erratum's row says the figure stands ("第 3.4 节 数据盘", "Section 5 Unit price"): the field follows."""


def _sentence(text: str) -> bool:
    """Whether a cell is a sentence, not a label: long, with a figure, ended or broken by a stop."""
    return len(text) > 40 and _FIGURE.search(text) is not None and re.search(r"[。；;，,]", text) is not None


_REQUIRED_FIGURE = re.compile(r"\s*(?:[≥≤><=：:]|不低于|不少于|不小于|至少|至多|at least|minimum|min\.|\d).*$",
                              re.IGNORECASE)


def _requirement_rows(doc: Document, table: Table, rows: list[list[Cell | None]], roles: list[str | None],
                      statements: list[Statement]) -> None:
    """ "序号 | 招标要求 | 投标响应 | 偏离", "Requirement | Our response | Compliance": the response is what the
    bidder offers, under the label its requirement names ("内存 ≥ 512GB | 768GB DDR5": 768 GB); the buyer's
    minimum and the deviation column are no facts of the offer."""
    asked = roles.index("requirement")
    answers = [k for k, r in enumerate(roles) if r == "response"]
    # "技术要求 | 响应情况 | 投标人说明": of two response columns, the one that says more than a compliance key
    answer = next((k for k in reversed(answers) if not all(
        _COMPLIANCE_KEY.fullmatch(row[k].text) for row in rows[1:] if k < len(row) and row[k] is not None)), answers[0])
    for row in rows[1:]:
        requirement = row[asked] if asked < len(row) else None
        response = row[answer] if answer < len(row) else None
        if response is None or (requirement is not None and column_of(requirement.text) == "requirement"):
            continue  # an unanswered row, or the header repeated on the next page
        label_text = _REQUIRED_FIGURE.sub("", requirement.text) if requirement is not None else ""
        label = _bilingual_field(label_text) if label_text else None
        if label is None and requirement is not None and (whole := _bilingual_field(requirement.text)) is not None:
            label, label_text = whole, requirement.text  # "Minimum term | 10 days": a label, no buyer's minimum
        statements.append(Statement(response.text, "table", len(statements), _cell_cite(doc, table.page, response),
                                    label=label, label_text=label_text))


_COMPLIANCE_KEY = re.compile(r"\s*(?:满足|不满足|部分满足|完全满足|响应|无偏离|正偏离|负偏离|偏离|是|否|"
                             r"[√✓✔×✗]|C|PC|NC|Y|N|Yes|No|Compliant|Partially compliant|Not compliant|Complies|Meets"
                             r"|Exceeds)\s*",
                             re.IGNORECASE)
"""A compliance column's key ("满足", "C", "PC", "Compliant"): it says whether, not what."""


def _is_total_row(row: list[Cell | None]) -> bool:
    """ "合计 | | 8 | 64 | 656,000", "Total | 16 | 128": a row that sums the rows above it."""
    first = next((c for c in row if c is not None), None)
    return first is not None and words("price", "total").fullmatch(first.text.strip(" :：")) is not None


def _parts_and_total(doc: Document, table: Table, rows: list[list[Cell | None]], fields: list[str | None],
                     price_cols: list[int], statements: list[Statement]) -> None:
    """ "机柜 | 台数 | 卡数 | 月费" over one row per rack and a 合计 row: the rows are parts of one order, not
    options to choose from. The total row states the cluster's servers and GPUs (its money is a total, not a
    unit price); a part row's counts and fees are a rack's, and only its other labelled cells are read."""
    header = rows[0]
    for row in rows[1:]:
        total = row is rows[-1]
        for k, cell in enumerate(row):
            if cell is None or k >= len(header) or header[k] is None:
                continue
            if not total and _server_quantity(row, k, header[k]):
                statements.append(Statement(cell.text, "table", len(statements), _cell_cite(doc, table.page, cell),
                                            label="nodes"))
                continue
            if k in price_cols:
                if not total and _UNIT_PRICE_HEAD.search(_text(header[k])) and _gpu_row(row):
                    # a bill's "单价 | 7.80 元/小时" on the GPU instance's row: the unit price, not a part's fee
                    statements.append(Statement(cell.text, "table", len(statements),
                                                _cell_cite(doc, table.page, cell), label="unit_price",
                                                label_text=_text(header[k]), header=_text(header[k])))
                continue
            label = fields[k]
            if label in ("nodes", "gpu_count") and not total:
                continue
            if label is None or (total and label not in ("nodes", "gpu_count")):
                continue
            statements.append(Statement(cell.text, "table", len(statements), _cell_cite(doc, table.page, cell),
                                        label="gpu_total" if label == "gpu_count" and total else label,
                                        label_text=_text(header[k]), stated_total=total and label == "gpu_count"))


def _server_quantity(row: list[Cell | None], k: int, head: Cell | None) -> bool:
    """Whether cell ``k`` is a quote line's quantity of servers: "H800 八卡 GPU 服务器 | 见配置明细 | 2 台 | 9.60" under
    "数量" / "Qty" (the GPU server's line, its count in 台 or nodes): the node count."""
    cell = row[k]
    return cell is not None and head is not None and column_of(head.text) == "quantity" \
        and field_of(head.text) is None and _NODE_UNIT.fullmatch(cell.text.strip()) is not None \
        and any(_NODE_ROW.search(c.text) for j, c in enumerate(row) if c is not None and j != k) and _gpu_row(row)


_UNIT_PRICE_HEAD = re.compile(r"单价|unit\s*price|(?<![A-Za-z])rate(?![A-Za-z])|费率", re.IGNORECASE)
"""A price column that says it is per unit ("单价", "Unit price", "Rate"), not a part's fee or amount."""


def _cards(header: list[Cell | None]) -> bool:
    """ "8 × H200 NVL | 2 × EPYC 9554（64 核） | ￥98,000 / 台 / 月": a first row of spec cards side by side. Each
    cell states a figure (none is a row number) and each a different thing ("8×H100 | 8×H200" heads option columns)."""
    cells = [c.text for c in header if c is not None]
    return len(cells) >= 3 and all(_FIGURE.search(t) and not t.strip().isdigit() for t in cells) and len(
        {_FIGURE_RUN.sub("", t).casefold() for t in cells}) == len(cells)


_FIGURE = re.compile(r"\d")
_FIGURE_RUN = re.compile(r"[\d.,\s]+")


_ITEM_NUMBER = re.compile(r"^\s*(?:(?:\d{1,2}|[a-hA-H])[.、)）](?!\d)|[(（]\d{1,2}[)）]|[①-⑳])\s*")
"""A form's item number before its label ("4. Nodes", "（3）内存", "② 租期")."""


def _bilingual_field(label: str) -> str | None:
    """A row label's field, also when it is written twice ("Data disk / 数据盘", "最短租期 Minimum term": the first
    part that names one) or numbered as a form's item ("4. Nodes")."""
    label = _ITEM_NUMBER.sub("", label)
    return field_of(label) or next((f for part in re.split(r"\s*[/／]\s*|(?<=[\u4e00-\u9fff])\s+(?=[A-Za-z])", label)
                                    if part and (f := field_of(part)) is not None), None)


def _bilingual_header(text: str) -> str | None:
    """The field of a header written in two languages ("节点 Nodes", "Qty of servers / 服务器台数"); a header in one
    script ("HKD / month") is not split: its parts are a currency and a period, not two names of a field."""
    if not (re.search(r"[\u4e00-\u9fff]", text) and re.search(r"[A-Za-z]{2}", text)):
        return None
    return _bilingual_field(text)


def _party(text: str) -> str | None:
    """The side a party box's header names; "Ship-to / Service location", "Bill-to" name the customer's."""
    if field_of(text) == "vendor":
        return "vendor"
    first = re.split(r"\s*[/／]\s*", text.strip(" :："))[0].replace("-", " ")
    return "customer" if words("vendor", "customer_labels").fullmatch(first) else None


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
        name = company_name(cell.text) or re.split(r"\s(?=\d)|[,，]", cell.text)[0]
        statements.append(Statement(name.strip(" ,，"), "table", len(statements), _cell_cite(doc, table.page, cell),
                                    label="vendor", label_text=_text(rows[0][column])))
    return True


def _transposed(rows: list[list[Cell | None]], fields: list[str | None]) -> bool:
    """One column per option (a comparison sheet): field labels down the first column, several
    filled columns to the right, and a header row that is not field labels."""
    # a plan's name over its column ("月付 Monthly") is no field label, though it heads a price
    named_fields = [f for f, c in zip(fields, rows[0], strict=False) if f not in (None, "offer")
                    and not (f == "unit_price" and c is not None and column_group(c.text))]
    if len(named_fields) >= 2 and not (set(named_fields) == {"vendor"} and fields[1:] == named_fields):
        return False  # "Plan A | Plan B | Plan C" names options, not fields; "供应商 A | 供应商 B" names suppliers
    named = sum(1 for c in rows[0][1:] if c is not None and (column_group(c.text) or field_of(c.text) == "offer"))
    if len(rows) < (3 if named >= 2 else 4):  # "付款方式 | 月付 | 季付 | 年付" over two rows
        return False
    # a row that marks one column chosen ("适用 Applies | √ 本报价适用 | 不适用") speaks of the columns as options
    labelled = sum(1 for r in rows[1:] if r and r[0] is not None and (
        field_of(r[0].text) is not None
        or (words("selection", "choice_labels").search(r[0].text) and sum(
            bool(words("selection", "markers").search(c.text)) for c in r[1:] if c is not None) == 1)))
    # one row named for the GPU server it prices ("H200 8 卡服务器 | USD 23,800 | ¥178,000") is a field's row; several
    # are a rate card's servers, a row per offer
    servers = [r for r in rows[1:] if r and r[0] is not None and _gpu_row(r[:1])
               and all(c is not None and MONEY.search(c.text) for c in r[1:])]
    labelled += len(servers) == 1
    paired = sum(1 for r in rows if len(r) >= 4 and r[2] is not None and _bilingual_field(r[2].text) is not None)
    if paired >= max(2, len(rows) // 2):
        return False  # "GPU | 8 × H100 | 内存 Memory | 2TB": two label:value pairs a row, not one column per option
    widths = [sum(1 for c in r[1:] if c is not None) for r in rows]
    # "计费方式 | 按需 | 月付 | 预付一年" over "单价 | …", "最短期限 | …": a header of plan names over two labelled
    # rows is one column per plan, as three labelled rows are under other headers; rows of ticks and dashes
    # ("99.9% uptime commitment | — | — | √") compare the plans' features and count neither way
    least = 2 if named >= 2 else 3
    compared = len(rows) - 1 - sum(1 for r in rows[1:] if _feature_row(r))
    return labelled >= min(least, len(rows) - 1) and labelled >= compared // 2 and min(widths) >= 2


_MARK_CELL = re.compile(rf"\s*(?:[√✓✔✗✘•○●]+|yes|included|是|有|含|不含|{NONE_VALUE})\s*", re.IGNORECASE)
"""A cell that only ticks or denies ("√", "—", "no", "无"): a plan comparison's feature mark."""


def _feature_row(row: list[Cell | None]) -> bool:
    """A row of a plan comparison that ticks or dashes each plan ("Single-tenant bare metal | — | — | √")."""
    cells = [c.text for c in row[1:] if c is not None]
    return len(cells) >= 2 and sum(bool(_MARK_CELL.fullmatch(t)) for t in cells) >= len(cells) - 1


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
        # a tick under a feature ("Data wiped within 7 days | √ | √ | √") marks the feature, not the plan chosen; a
        # tick in a row named for the choice ("已选 | | √") still selects
        option_rows[index] = [c.text for label_cell, c in column if not _MARK_CELL.fullmatch(c.text) or (
            label_cell is not None and words("selection", "markers").search(label_cell.text))]
        if head is not None:
            statements.append(Statement(head.text, "table", len(statements), _cell_cite(doc, table.page, head),
                                        label="gpu", label_text=head.text, option=index))
        for label_cell, cell in column[1:] if head is not None else column:
            label_text = label_cell.text if label_cell is not None else ""
            label = field_of(label_text) if label_text else None
            for text, part_label, part_head in pairs(label_text, cell.text, label):
                price_head = f"{label_text} {caption if _PRICE_HEADER.search(caption) else ''}".strip()
                statements.append(Statement(text, "table", len(statements), _cell_cite(doc, table.page, cell),
                                            label=part_label, label_text=part_head, option=index,
                                            header=price_head if label == "unit_price" else ""))
    if len(indices) > 1:
        option_tables.append(indices)


_CJK = re.compile(r"[\u4e00-\u9fff]")


def pairs(label_text: str, value: str, label: str | None) -> list[tuple[str, str | None, str]]:
    """"CPU / 内存 | 16核 / 120GB": a cell that states two fields, each under its own label."""
    heads = [h for h in re.split(r"\s*[/／]\s*", label_text) if h]
    if len(heads) == 2 and field_of(heads[0]) == field_of(heads[1]) and bool(_CJK.search(heads[0])) != bool(
            _CJK.search(heads[1])):
        return [(value, label, label_text)]  # "H200 8 卡服务器 / H200 8-GPU server": one label in two languages
    values = re.split(r"\s+[/／]\s+", value)
    if len(values) != len(heads) and len(heads) >= 2:  # "2 × EPYC 7742（每颗 64 核）/ 1TB": a bracket, then the slash
        values = re.split(r"(?<=[)）])\s*[/／]\s*|\s*[/／]\s+|\s+[/／]\s*", value)
    if len(values) != len(heads) and all(field_of(h) for h in heads):
        # "CPU / 内存 | 2 × 8468（48 核），共 96 核；内存 2048GB": the semicolon parts the fields, commas stay inside
        values = re.split(r"\s*[;；]\s*", value.strip(" ;；"))
        if len(values) != len(heads):
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


_PER_UNIT = re.compile(r"\bper\s+(?:GPU|card|node|server|instance)[- ]?(?:hour|hr|month|day)\b"
                       r"|/\s*(?:卡|台)\s*[/·]?\s*(?:小时|时|月|天)", re.IGNORECASE)
_BILLED_UNIT = re.compile(r"(?<![A-Za-z])(GPU|card|node|server)[- ]?(hour|month|day)s(?![A-Za-z])"
                          r"|(卡|台)\s*[·.]?\s*(小时|时|月|天)数", re.IGNORECASE)
"""An item billed in a compound unit the row counts ("GPU-hours", "node-months", "卡时数"): its price is per one."""
_NOT_SERVERS = re.compile(r"\d\s*(?:GPUs?|cards?|卡|张|h|hrs?|hours?|小时|days?|天|日|weeks?|周|months?|个月|月)"
                          r"(?![A-Za-z])", re.IGNORECASE)
"""A quantity of GPUs or of billed time ("4 GPUs", "730 h", "30 天 days"), not of servers."""
_TIME_BILLED_QTY = re.compile(r"\d\s*(?:server|node|GPU|card|instance)s?[- ]?(?:months?|hours?|days?|weeks?)\b"
                              r"|台\s*[·.]?\s*(?:月|时|天)|卡\s*[·.]?\s*(?:月|时|天)", re.IGNORECASE)
"""A quantity written in the units billed ("12 server-months 台月", "2,920 GPU-hours"): servers times time."""
_BILLED = re.compile(r"hour|month|day|year|one[- ]time|小时|月|天|年|次", re.IGNORECASE)
"""A unit column's billing unit: the quantity beside it counts what is billed, not a server's parts."""
_CLUSTER_HEADER = re.compile(r"^\s*(?:(?:both|all|\d+|two|three|four|six|eight)\s+(?:nodes|servers|machines)"
                             r"|cluster(?:\s+total)?|全部节点|全集群|集群|[两二三四五六八\d]+\s*台(?:合计|共计)?)\s*$",
                             re.IGNORECASE)
"""A quantity column of the whole order ("Both nodes", "4 servers", "集群", "两台合计")."""
_COUNT_HEADER = re.compile(rf"{_CLUSTER_HEADER.pattern}|^\s*(?:(?:per|each|one)\s+(?:node|server|machine)"
                           r"|每台|单台|单节点|每节点)\s*$", re.IGNORECASE)
"""A column named by what its figures count ("Per node", "Both nodes", "单台", "集群"), with no quantity word."""
_FIGURE_CELL = re.compile(r"\s*[\d.,]+\s*(?:[KMGTP]i?B|[GT]b/s|[GT]B/s|Gbps|台|张|块|个|颗|条|根)?\s*"
                          r"(?:[(（][^()（）]{0,20}[)）])?\s*|\s*[-—–]?\s*", re.IGNORECASE)


def _figures_only(cells: list[Cell | None]) -> bool:
    """Whether a column's cells are counts or figures ("8", "2,048 GB", "4 (30.72 TB)", "—"), not words."""
    texts = [c.text for c in cells if c is not None and c.text.strip()]
    return bool(texts) and all(_FIGURE_CELL.fullmatch(t) for t in texts)


_BILLED_ITEM = re.compile(r"(?:GPU|card|node|server|instance)[\s-]*(?:hours|hrs|months|days)\b"
                          r"|卡\s*[·.]?\s*(?:小时|时)(?:数|用量)?|(?:台|节点)\s*[·.]\s*(?:月|天)|\bGB[\s-]*months?\b",
                          re.IGNORECASE)
"""A row named by what it bills ("A100 GPU-hours, dedicated nodes", "H800 卡时", "Object storage, GB-month"): its
quantity counts the billed units."""
_NODE_MONTHS = re.compile(r"(?:nodes?|servers?|machines?|hosts?|台|节点|服务器)\s*[-·./ ]?\s*(?:per\s+)?"
                          r"(?:months?|mo|月)", re.IGNORECASE)
"""A billing unit of one server for one month ("node-month", "server/month", "台·月", "台/月")."""
_SERVER_MONTHS = re.compile(rf"(?:{_NODE_MONTHS.pattern})(?:\s+(?:{_NODE_MONTHS.pattern}))?", re.IGNORECASE)
"""That unit said in both languages ("台月 node-month")."""
def _rate_or_size(text: str) -> bool:
    """Whether a cell is a figure with a data rate or size unit ("100Mbps", "2TB"): a value, not a count."""
    try:
        return dimension_name(parse_quantity(text.strip()).dims) in ("bytes", "data_rate")
    except UnitError:
        return False


def _nodes_billed(qty: str, row: list[str]) -> str | None:
    """The servers a quantity of server-months counts: the quantity, over the months the row bills for, or the
    quantity itself where the row's amount is it times the price times those months ("台月 | 2 | 88,000.00 | 12 个月
    | 2,112,000.00": two servers each month of the twelve)."""
    count = re.fullmatch(r"\s*(\d+)\s*", qty)
    if count is None:
        return None
    months = [int(m.group(1)) for text in row for m in _MONTHS_SAID.finditer(text)]
    period = months[0] if len(set(months)) == 1 else 1 if not months else None
    if period is None:
        return None
    servers = int(count.group(1))
    money = [float(text.replace(",", "")) for text in row if _MONEY_CELL.fullmatch(text)]
    if period > 1 and any(abs(servers * period * price - amount) < 1 for price in money for amount in money):
        return count.group(1)
    if servers % period:
        return None
    return str(servers // period)


_MONTHS_SAID = re.compile(r"(\d+)\s*(?:months?|个月|個月)(?![A-Za-z])", re.IGNORECASE)
_MONEY_CELL = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d{2}")
"""A price or amount cell ("88,000.00", "2,112,000.00"), not a count."""
_LINK_LABEL = re.compile(r"fabric|interconnect|link|network|互联|互连|网络", re.IGNORECASE)


def _bill_of_materials(doc: Document, table: Table, rows: list[list[Cell | None]], roles: list[str | None],
                       statements: list[Statement], options: Options, option_tables: list[list[int]],
                       option_rows: dict[int, list[str]]) -> None:
    items = [k for k, r in enumerate(roles) if r == "item"]
    spec = roles.index("spec") if "spec" in roles else None
    quantities = [k for k, r in enumerate(roles) if r == "quantity"]
    totals = [k for k in quantities if words("multiplicity", "total").search(_text(rows[0][k]))
              or _CLUSTER_HEADER.match(_text(rows[0][k]))]
    qty = next((k for k in quantities if k not in totals), quantities[0] if quantities else None)
    qty_total = totals[0] if totals and totals[0] != qty else None
    price = roles.index("unit_price") if "unit_price" in roles else None
    unit = roles.index("unit") if "unit" in roles else None  # "Unit | Rate (EUR)": what one rate is per
    term = roles.index("term") if "term" in roles else None  # "服务内容 | 数量 | 单价 | 租期": the lease term
    listed = [k for k, r in enumerate(roles) if r == "list_price"]  # "List price | Launch price": not the offer's
    value_col = roles.index("value") if "value" in roles else None
    if value_col is not None:  # "类别 | 参数 | 数值 | 单位": the columns before the value name the row
        items = [*items, *(k for k in range(value_col) if roles[k] in (None, "spec") and k not in items)]
        spec = value_col
    if spec is None:  # "Item | Per node | Qty": an unnamed column between the item and the figures holds the spec
        figures = min([*quantities, *(k for k in (price, unit) if k is not None)], default=len(roles))
        spec = next((k for k, r in enumerate(roles[:figures]) if r is None and k not in items
                     and rows[0][k] is not None and not _row_numbers(rows[1:], k)), None)
    header = [c.text if c is not None else "" for c in rows[0]]
    # "Item | Per node | Nodes": a column headed by the node count states it on the server's row
    nodes = next((k for k, h in enumerate(header) if k not in items and k != spec and roles[k] is None
                  and field_of(h) == "nodes"), None)
    priced = [r for r in rows[1:] if price is not None and price < len(r) and r[price] is not None]
    # "Cabinet | … | 6,800 ; GPU server lease | … | 29,400": beside the servers' row, other rows' prices are fees
    offers = [r for r in priced if _FIGURE.search(_text(r[price])) and _gpu_row(r)]  # price cells of GPU servers
    # "Dedicated GPU node, 8x A100 … | 11,400.00 ; File system quota (shared by the 4 nodes) | 1,800.00": beside a row
    # that names the GPU model, a row that only mentions the nodes is an extra, not the server
    server_row = _gpu_row if offers else _compute_row
    fees_beside = len(priced) > 1 and any(server_row(r) for r in priced)
    starts: list[int] = []  # where each row's statements begin
    servers_listed = False  # a row above counted servers
    for row in rows[1:]:
        starts.append(len(statements))

        def cell(k: int | None, row: list[Cell | None] = row) -> Cell | None:
            return row[k] if k is not None and k < len(row) else None

        if [c.text if c is not None else "" for c in row] == header:
            continue  # a header repeated on the next page
        if servers_listed and _is_total_row(row):
            # "合计 | | 2 台 | 92,000.00" under one row per serial-numbered server: the servers stated outright
            if (total_qty := cell(qty)) is not None and _QTY_CELL.match(total_qty.text):
                statements.append(Statement(total_qty.text, "table", len(statements),
                                            _cell_cite(doc, table.page, total_qty), label="nodes",
                                            label_text=total_qty.text, stated_total=True))
            continue
        labels = [c for c in (cell(k) for k in reversed(items or [0])) if c is not None]
        value = cell(spec) or (labels[0] if labels else None)
        if value is None:
            continue
        name = next((field_of(c.text) for c in labels if field_of(c.text)), None) or "spec_line"
        if name == "gpu" and any(_LINK_LABEL.search(c.text) for c in labels):
            name = "interconnect"  # "Accelerator fabric | Infinity Fabric, full mesh | 1": the link, not a GPU count
        elif name == "gpu" and spec is None and _NODE_ROW.search(value.text):
            name = "spec_line"  # "GPU server lease, 8× MI300X | 4": the row is the server, its quantity the servers
        if (count_cell := cell(nodes)) is not None and _QTY_CELL.match(count_cell.text):
            cite = _cell_cite(doc, table.page, count_cell)
            statements.append(Statement(count_cell.text, "table", len(statements), cite, label="nodes",
                                        label_text=header[nodes]))
        remarks = [c.text for k, c in enumerate(row) if c is not None
                   and k not in (spec, price, unit, term, nodes, *quantities, *items, *listed) and not c.text.isdigit()]
        label_text = " ".join([*(c.text for c in labels), *remarks])
        qty_cell = cell(qty)
        count, total = _quantity_cell(qty_cell.text) if qty_cell is not None else (None, "")
        unit_cell = cell(unit)
        if unit_cell is None and count is not None and (_BILLED_ITEM.search(value.text) or (
                qty_cell is not None and _TIME_BILLED_QTY.search(qty_cell.text))):
            count = None  # "A100 80GB GPU-hours, dedicated nodes | 11,680", "| 12 server-months 台月 |": the hours
            # or server-months billed, not the GPUs or the servers
        if unit_cell is not None and _BILLED.search(unit_cell.text):
            count = None  # "32 | GPU-hour", "1 | month": billed units of the order, not parts of one server
            if qty_cell is not None and _SERVER_MONTHS.fullmatch(unbroken(unit_cell.text).strip()) and (
                    nodes_billed := _nodes_billed(qty_cell.text, [c.text for c in row if c is not None
                                                                  and c is not qty_cell and c is not unit_cell])):
                # "HGX H200 node … | 2 | node-month": the nodes billed each month; "service period 3 months | 6 |
                # node-month": 2 nodes (weak: a stated count wins)
                statements.append(Statement(nodes_billed, "table", len(statements),
                                            _cell_cite(doc, table.page, qty_cell), label="nodes",
                                            label_text=unit_cell.text, column_weak=True))
        spec_text = value.text
        if count is not None and (each := _PART_PER_NODE.search(value.text)) is not None:
            count = int(each.group(1) or each.group(2))  # "8 | 7.68 TB NVMe (data, 4 per node)": the order's 8 drives
            # are 4 in each server
        if qty_cell is not None and _rate_or_size(qty_cell.text):
            # "公网带宽 | BGP 独享 | 100Mbps", "公网 Internet | 200Mbps": the quantity column holds the row's figure
            spec_text, count = f"{spec_text} {qty_cell.text.strip()}", None
        if value_col is not None and unit_cell is not None:  # "64 | GB | 24", "AMD EPYC 9654 | 核 | 2 × 96"
            spec_text, per_part = _with_unit(value.text, unit_cell.text, qty_cell.text if qty_cell else "")
            count = None if per_part else count
        total_cell = cell(qty_total)
        # A row about the server itself ("Compute node | …", "HGX H200 node: 8 x H200 …"), not a component's.
        # "Node interconnect | 25GbE | 2" is the link between the nodes, not the server.
        # "4 GPUs × 730 h": the quantity counts GPUs or billed hours, not servers
        # "GPU 节点 | 每节点 8 × H200 … | 4 节点（32 卡）": a quantity naming servers counts them, whatever the label
        # "GPU server | … | 1": a GPU label that names the server (not "GPUs per node") is the server's row too
        counts_nodes = qty_cell is not None and _NODE_UNIT.match(qty_cell.text) is not None
        server_label = any(_NODE_ROW.search(c.text) for c in labels) and not any(
            words("multiplicity", "per_node").search(c.text) for c in labels)
        # (a label that is the server's whole description names its NVLink after the server: "SYS-821GE server, 8 x
        # A100, NVSwitch (600 GB/s NVLink)"; the link's own row is named by it: "Node interconnect")
        node_row = (name in ("spec_line", "nodes") or (name == "gpu" and (counts_nodes or server_label))) and not any(
            _LINK_LABEL.search(_HEAD_PHRASE.match(c.text).group()) for c in labels) and (counts_nodes or not (
                qty_cell is not None and _NOT_SERVERS.search(qty_cell.text))) and (
            counts_nodes or _names_server(value.text[:40]) or any(_names_server(c.text) for c in labels))
        if node_row and (total_cell is not None or (count and qty_cell is not None)):
            # "HGX H200 node: 8 x H200 … | 4": the row is the server, its quantity (the total column
            # where there is one) the node count, and the figures it describes are one server's.
            source = total_cell if total_cell is not None and _QTY_CELL.match(total_cell.text) else qty_cell
            assert source is not None
            # "整机 | … | 1" in a per-server list is the server itself; "1台" counts the servers
            if source is not qty_cell or count != 1 or _NODE_UNIT.match(qty_cell.text):
                statements.append(Statement(source.text, "table", len(statements),
                                            _cell_cite(doc, table.page, source), label="nodes", label_text=value.text))
            servers_listed = True
            count = None
        parts = pairs(labels[0].text if labels else "", spec_text, name)
        for text, part_label, part_head in parts:
            # "系统盘 / 数据盘 | 2 × 960GB / 4 × 7.68TB": each part under its own label alone, not the pair's
            statements.append(Statement(text, "table", len(statements), _cell_cite(doc, table.page, value),
                                        label=part_label, quantity=count, label_text=part_head
                                        if len(parts) > 1 else f"{part_head} {label_text}".strip()))
        if total and qty_cell is not None:  # "24 (1.5 TB)": the row's total stated outright
            statements.append(Statement(total, "table", len(statements), _cell_cite(doc, table.page, qty_cell),
                                        label=name, label_text=f"{label_text} {value.text}".strip(),
                                        stated_total=True))
        term_cell = cell(term)
        if term_cell is not None:
            statements.append(Statement(term_cell.text, "table", len(statements),
                                        _cell_cite(doc, table.page, term_cell), label="term", label_text=header[term]))
        for k, remark in enumerate(row):  # "说明 | 整卡独享，NVLink 全互联": a remark states facts of its own
            if remark is not None and k not in (spec, price, unit, term, nodes, *quantities, *items, *listed) \
                    and re.search(r"[^\W\d_]{2}", remark.text) and not (
                        k < len(header) and _LINE_TOTAL.search(header[k])):  # "Extended | GBP 19,700.00 / month"
                statements.append(Statement(remark.text, "table", len(statements),
                                            _cell_cite(doc, table.page, remark), label_text=label_text))
        price_cell = cell(price)
        if price_cell is not None and name in ("term", "billing") and labels and value is labels[0]:
            # "Minimum term | | 6 months": a term row whose figure stands in the price column
            statements.append(Statement(price_cell.text, "table", len(statements),
                                        _cell_cite(doc, table.page, price_cell), label=name, label_text=value.text))
            continue
        if price_cell is not None and labels and words("price", "all_in").search(labels[0].text) \
                and _FIGURE.search(price_cell.text):
            head = header[price] if price is not None and price < len(header) else ""
            statements.append(Statement(price_cell.text, "table", len(statements),  # "综合单价 | 65,500.00"
                                        _cell_cite(doc, table.page, price_cell), label="unit_price",
                                        label_text=label_text, header=head, stated_total=True))
            continue
        if price_cell is not None and (not fees_beside or server_row(row)):
            head = header[price] if price is not None and price < len(header) else ""
            per = f" {_per(unit_cell.text)}" if unit_cell is not None and unit_cell.text else ""
            if not per and (said := _PER_UNIT.search(value.text)):
                per = f" {said.group()}"  # "GPU server, 4 × A800, per GPU-hour | … | 2.10": the row says per what
            elif not per and (billed := _BILLED_UNIT.search(value.text)):
                # "A100 80GB GPU-hours, dedicated nodes | 11,680 | $1.42": the quantity counts GPU-hours, the price is
                # per GPU-hour
                per = " per " + "-".join(g for g in billed.groups() if g)
            elif name == "spec_line" and _NODE_ROW.search(value.text) and per_count(per) is None:
                # "GPU server lease, 8× MI300X | 4 | 29,400.00", "GPU server rental … | month | 4,380,000": a server's
                per = f"{per} per server"
            statements.append(Statement(price_cell.text, "table", len(statements),
                                        _cell_cite(doc, table.page, price_cell), label="unit_price",
                                        label_text=label_text, header=f"{head}{per}".strip()))
    if qty_total is not None and qty is not None:
        _nodes_from_totals(doc, table, rows[1:], qty, qty_total, statements)
    if "serial" in roles and not quantities:
        _nodes_by_serial(doc, table, rows, roles.index("serial"), statements)
    if len(offers) > 1:  # a rate card: each priced server row is an offer of its own, one of them ordered
        _rows_as_options(rows[1:], starts, offers, statements, options, option_tables, option_rows)


_HEAD_PHRASE = re.compile(r"[^,，;；(（]*")
"""A label's first phrase, before its first comma or bracket."""
_PART_PER_NODE = re.compile(r"(?<![\d.])(\d{1,2})\s*(?:per|/|each\s+per)\s*(?:node|server|machine)\b"
                            r"|每台\s*(\d{1,2})\s*(?:块|张|个|条|根|颗)", re.IGNORECASE)
"""A part's count in one server, said in its line under an order-wide quantity ("(data, 4 per node)", "每台 4 块")."""


def _nodes_from_totals(doc: Document, table: Table, rows: list[list[Cell | None]], qty: int, qty_total: int,
                       statements: list[Statement]) -> None:
    """ "Qty / node | Qty total", "每台数量 | 总数量": the total column is the per-node one times the servers, so
    when every row that fills both says the same ratio ("1 | 2", "32 | 64", "8 | 16"), that ratio is the node
    count (a switch for the whole cluster, "- | 1", fills only the total)."""
    ratios: set[int] = set()
    first: Cell | None = None
    for row in rows:
        per, total = (row[k] if k < len(row) else None for k in (qty, qty_total))
        if per is None or total is None:
            continue
        (a, _), (b, _) = _quantity_cell(per.text), _quantity_cell(total.text)
        if not a or not b:
            continue
        if b % a:
            return  # not one per-server figure times the servers
        ratios.add(b // a)
        first = first or total
    if len(ratios) == 1 and first is not None and len(rows) >= 2:
        nodes = ratios.pop()
        statements.append(Statement(f"{nodes} nodes", "table", len(statements), _cell_cite(doc, table.page, first),
                                    label="nodes", label_text=_text(first)))


_GPU_WORD = re.compile(r"GPU|显卡|加速卡", re.IGNORECASE)


def _nodes_by_serial(doc: Document, table: Table, rows: list[list[Cell | None]], serial: int,
                     statements: list[Statement]) -> None:
    """ "设备序列号 | 机柜位置 | 配置 ; SN 7D41A0C2 | A12-07 U15-U18 | 见下方统一配置 ; SN 7D41A0C9 | …": with no
    quantity column, each serial-numbered row is one server delivered (a list of GPUs' serials counts no servers)."""
    machines = [row for row in rows[1:] if serial < len(row) and row[serial] is not None
                and _FIGURE.search(_text(row[serial])) and not _is_total_row(row)]
    if len({_text(row[serial]) for row in machines}) < 2 or any(
            (_gpu_row(row) or _GPU_WORD.search(text)) and not _NODE_ROW.search(text)
            for row in machines for text in [" ".join(c.text for c in row if c is not None)]):
        return
    first = machines[0][serial]
    assert first is not None
    statements.append(Statement(f"{len(machines)} nodes", "table", len(statements), _cell_cite(doc, table.page, first),
                                label="nodes", label_text=_text(rows[0][serial])))


def _per(unit: str) -> str:
    """A unit column's cell as the words after a price: "month" → "per month"; "per GPU-hour", "每台每月" and
    "元/台/月" say it already. A narrow cell wrapped inside its word ("台" over "月", "node-" over "month") is the
    one word ("台月", "node-month")."""
    unit = re.sub(r"(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])|(?<=[A-Za-z]-)\s+(?=[A-Za-z])", "", unit)
    return unit if re.match(r"\s*(?:per\b|每|/|[^/]*/)", unit, re.IGNORECASE) else f"per {unit}"


def _gpu_row(row: list[Cell | None]) -> bool:
    from auditor.ingest.spec_line import parse_spec_line

    return any(f.path == "gpu.model" for f in parse_spec_line(" ".join(c.text for c in row if c is not None)))


def _rows_as_options(rows: list[list[Cell | None]], starts: list[int], offers: list[list[Cell | None]],
                     statements: list[Statement], options: Options, option_tables: list[list[int]],
                     option_rows: dict[int, list[str]]) -> None:
    """ "RC-A8 | 8× A800 | 68,000 ; RC-H2 | 8× H200 | 156,000 | 已选 2 台": the rows of a rate card are option lines
    (a marked row, or the row a call-off sentence names, is the order); the other rows' statements stay the table's."""
    indices = []
    for row, start, stop in zip(rows, starts, [*starts[1:], len(statements)], strict=True):
        if not any(row is offer for offer in offers):
            continue
        index = len(options.names)
        cells = [c.text for c in row if c is not None]
        options.names.append(cells[0] if cells else "")
        option_rows[index] = cells
        indices.append(index)
        for stmt in statements[start:stop]:
            stmt.option = index
    option_tables.append(indices)


_FIGURE_ONLY = re.compile(r"\s*\d[\d.,]*\s*")
_PRODUCT_CELL = re.compile(r"\s*\d+\s*[×xX*✕]\s*\d+(?:\.\d+)?\s*")
_NO_UNIT = re.compile(r"\s*[-—–/]?\s*")


def _with_unit(value: str, unit: str, quantity: str) -> tuple[str, bool]:
    """A figure and its unit printed in two columns, read as one phrase ("64" "GB" → "64 GB"); a part named
    without a figure takes the product of its quantity cell ("AMD EPYC 9654" "核" "2 × 96" → "… 2 × 96 核"),
    and True says that the quantity is then read in the words, not multiplied again."""
    if _NO_UNIT.fullmatch(unit):
        return value, False
    if _FIGURE_ONLY.fullmatch(value):
        return f"{value} {unit.strip()}", False
    if _PRODUCT_CELL.fullmatch(quantity):
        return f"{value} {quantity.strip()} {unit.strip()}", True
    return value, False


def _row_numbers(rows: list[list[Cell | None]], k: int) -> bool:
    """ "Line | Item | Qty" with 1, 2, 3 under "Line": a column of row numbers, no spec (a footer row of one cell
    across the table, "| Est. monthly (16 GPU x 730 h x 2.35) 27,448.00 |", numbers nothing)."""
    return all(_text(r[k] if k < len(r) else None).strip().isdigit() or r[k] is None for r in rows
               if k < len(r) and len(r) > 1) or all(
        r[k] is None or _ROW_ID.fullmatch(_text(r[k]).strip()) for r in rows if k < len(r) and len(r) > 1)


_ROW_ID = re.compile(r"[A-Za-z]{1,5}[-_]?\d{2,}(?:[-_]\d+)*")
"""A listing's or a seat's id ("LST-0932", "S-0142"): a column of them names the rows, it holds no spec."""


def _compute_row(row: list[Cell | None]) -> bool:
    """A row about the GPU servers sold (it names a GPU model or a server), not colocation, storage or transit."""
    return bool(_NODE_ROW.search(" ".join(c.text for c in row if c is not None))) or _gpu_row(row)


def column_group(header: str) -> str | None:
    for name, pattern in groups("selection", "price_columns").items():
        if pattern.search(header):
            return name
    return None


def _text(cell: Cell | None) -> str:
    """A table cell's text; an empty (merged-away) cell reads as nothing."""
    return cell.text if cell is not None else ""
