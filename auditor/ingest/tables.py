"""Quote tables → labelled cells: which offer field each cell states, whatever the layout.

Vendors lay quotes out three ways: key–value rows ("显存 | 80GB"), a bill of materials with a
header ("项目 | 配置 | 数量 | 单价", one row per component), or one header row of field labels
over one row per offer. The labels come from grammars/table_synonyms.yaml, so a new spelling is
a data change. Values are interpreted by ``auditor.ingest.pdf_offer`` (units, spec lines).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from typing import Any

import yaml

from auditor.ingest.document import Cell, Table
from auditor.resources import data_dir


@dataclass(frozen=True)
class LabelledCell:
    """A cell stating ``field`` (a key of table_synonyms.yaml ``fields``), with its row's Qty and price."""

    field: str
    cell: Cell
    page: int
    quantity: Cell | None = None
    price: Cell | None = None


def _key(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold()
    return re.sub(r"[\s:：*]+", "", text)


@cache
def _synonyms() -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    with (data_dir("grammars") / "table_synonyms.yaml").open(encoding="utf-8") as fh:
        data: dict[str, Any] = yaml.safe_load(fh)

    def flatten(section: dict[str, list[str]]) -> list[tuple[str, str]]:
        pairs = [(_key(word), name) for name, words in section.items() for word in words]
        return sorted(pairs, key=lambda p: -len(p[0]))

    return flatten(data["fields"]), flatten(data["columns"])


def _lookup(text: str, table: list[tuple[str, str]]) -> str | None:
    key = _key(text)
    if not key or len(key) > 24:
        return None  # a label is short; a long cell is a value
    for word, name in table:
        if key == word or (key.startswith(word) and len(word) >= 2):
            return name
    return None


def field_of(label: str) -> str | None:
    """The offer field a row or column label names ("显存" → gpu_memory), or None."""
    return _lookup(label, _synonyms()[0])


def column_of(label: str) -> str | None:
    """The role a bill-of-materials header names ("规格型号" → spec, "Qty / node" → quantity), or None."""
    return _lookup(label, _synonyms()[1])


def label_table(table: Table) -> list[LabelledCell]:
    """Every cell of ``table`` that states an offer field, labelled with that field."""
    rows = [[c for c in row] for row in table.rows if any(c is not None and c.text for c in row)]
    if not rows:
        return []
    _fields, columns = _synonyms()
    header = [(_lookup(c.text, columns) if c is not None else None) for c in rows[0]]
    if header.count(None) < len(header) - 1 and ("spec" in header or "item" in header):
        return _bill_of_materials(table.page, header, rows[1:])
    header_fields = [field_of(c.text) if c is not None else None for c in rows[0]]
    if sum(f is not None for f in header_fields) >= 3 and len(rows) > 1:
        return [LabelledCell(f, row[k], table.page)  # type: ignore[arg-type]
                for row in rows[1:] for k, f in enumerate(header_fields)
                if f is not None and k < len(row) and row[k] is not None and row[k].text]  # type: ignore[union-attr]
    out = []
    for row in rows:
        cells = [c for c in row if c is not None and c.text]
        if len(cells) >= 2:
            name = field_of(cells[0].text)
            if name is not None:
                out.append(LabelledCell(name, cells[1], table.page))
    return out


def _bill_of_materials(page: int, header: list[str | None],
                       rows: list[list[Cell | None]]) -> list[LabelledCell]:
    def col(role: str) -> int | None:
        return header.index(role) if role in header else None

    item, spec, qty, price = col("item"), col("spec"), col("quantity"), col("unit_price")
    out = []
    for row in rows:
        def cell(k: int | None, row: list[Cell | None] = row) -> Cell | None:
            return row[k] if k is not None and k < len(row) and row[k] is not None and row[k].text else None  # type: ignore[union-attr]

        label = cell(item if item is not None else 0)
        value = cell(spec) or label
        if label is None or value is None:
            continue
        name = field_of(label.text) or field_of(value.text)
        if name is None and spec is not None:
            name = "spec_line"  # a component row without a known label: read its description as a spec line
        if name is not None:
            out.append(LabelledCell(name, value, page, cell(qty), cell(price)))
    return out
