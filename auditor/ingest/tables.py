"""Quote tables → labelled cells: which offer field each cell states, whatever the layout.

Vendors lay quotes out three ways: key–value rows ("显存 | 80GB"), a bill of materials with a
header ("项目 | 配置 | 数量 | 单价", one row per component), or one header row of field labels
over one row per offer. The labels come from grammars/table_synonyms.yaml, so a new spelling is
a data change. Tables are read row by row in auditor/ingest/layout.py.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache
from typing import Any

from auditor.ingest.vocabulary import grammar_yaml


def _key(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold()
    return re.sub(r"[\s:：*]+", "", text)


@cache
def _synonyms() -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    data: dict[str, Any] = grammar_yaml("table_synonyms.yaml")  # cached as JSON

    def flatten(section: dict[str, list[str]]) -> list[tuple[str, str]]:
        pairs = [(_key(word), name) for name, words in section.items() for word in words]
        return sorted(pairs, key=lambda p: -len(p[0]))

    return flatten(data["fields"]), flatten(data["columns"])


def _lookup(text: str, table: list[tuple[str, str]], inside: bool = False) -> str | None:
    key = _key(text)
    if not key or len(key) > 36 or (len(key) > 24 and any(ch.isdigit() for ch in key)):
        return None  # a label is short; a long cell is a value (an English label of words may run longer)
    for word, name in table:
        if key == word or (key.startswith(word) and len(word) >= 2) or (inside and len(word) >= 2 and word in key):
            return name
    return None


@lru_cache(maxsize=4096)
def field_of(label: str) -> str | None:
    """The offer field a row or column label names ("显存" → gpu_memory), or None; a unit in brackets after it
    ("Unit price (USD/node/month)", "单价（元/卡/时）") says what the value is in, not which field. Kept per label:
    a long document repeats its labels page after page, and each lookup scans every synonym."""
    found = _lookup(label, _synonyms()[0])
    if found is None and ("(" in label or "（" in label):
        found = _lookup(_UNIT_AFTER.sub("", label), _synonyms()[0])
    return found


_UNIT_AFTER = re.compile(r"\s*[(（][^()（）]{1,30}[)）]\s*$")


def numbers_rows(label: str) -> str | None:
    """What a first column's header says of its cells: "number" where it only numbers the rows ("#", "No.",
    "序号"), "id" where it numbers them or names them ("编号", "Ref"), else None (table_synonyms.yaml, matched
    whole)."""
    numbers, ids = _row_number_headers()
    key = _key(label)
    return "number" if key in numbers else "id" if key in ids else None


@cache
def _row_number_headers() -> tuple[frozenset[str], frozenset[str]]:
    data = grammar_yaml("table_synonyms.yaml")
    return (frozenset(_key(w) for w in data["row_number_headers"]),
            frozenset(_key(w) for w in data["row_id_headers"]))


@cache
def _vendor_words() -> tuple[list[str], frozenset[str]]:
    """The vendor labels (longest first) and the name words they may carry, as label keys."""
    data: dict[str, Any] = grammar_yaml("table_synonyms.yaml")
    labels = sorted((_key(w) for w in data["fields"]["vendor"]), key=len, reverse=True)
    return labels, frozenset(_key(w) for w in data["vendor_name_words"])


def vendor_label_rest(label: str) -> str | None:
    """What a vendor label says beyond its vendor word when that is only a name word ("Vendor name" →
    "name", "供应商名称" → "名称", "Supplier" → ""); None when it names something of the vendor's other than
    its name ("Provider SLA", "供应商承诺", "Vendor ID"): those lines state no vendor."""
    key = _key(re.sub(r"[(（][^)）]{0,12}[)）]", "", label))  # "乙方（盖章）", "Supplier (seal)"
    vendor_words, qualifiers = _vendor_words()
    for word in vendor_words:
        if key.startswith(word):
            rest = key[len(word):]
            if rest in vendor_words:
                return ""  # "卖家 Seller", "供应商 Supplier": one label in two languages
            return rest if not rest or rest in qualifiers else None
    return None


def column_of(label: str) -> str | None:
    """The role a bill-of-materials header names ("规格型号" → spec, "Qty / node" → quantity), or None.

    A header may qualify its word ("Per-server configuration", "每台配置"): the word anywhere counts.
    """
    return _lookup(label, _synonyms()[1], inside=True)
