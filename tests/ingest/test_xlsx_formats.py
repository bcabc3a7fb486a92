"""A cell reads as the workbook displays it: number formats (thousands, decimals, percent, currency
and literal units), dates, formulas by their cached values — the text a printout of the sheet shows."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from auditor.ingest import read_document
from auditor.ingest.office.xlsx import _shown
from tests.ingest.office_support import workbook


def test_common_quote_formats_read_as_printed() -> None:
    assert _shown(128000, '"¥"#,##0"/台/月"') == "¥128,000/台/月"
    assert _shown(0.999, "0.0%") == "99.9%"
    assert _shown(19.92, '[$USD] #,##0.00" per instance-hour"') == "USD 19.92 per instance-hour"
    assert _shown(6.5, '0.0" 元/卡·小时"') == "6.5 元/卡·小时"
    assert _shown(3.84, "General") == "3.84" and _shown(80.0, "General") == "80"
    assert _shown(1234.5, "€#,##0.00") == "€1,234.50" and _shown(12, "0\\ \\T\\B") == "12 TB"
    assert _shown(dt.datetime(2025, 4, 12), "yyyy-mm-dd") == "2025-04-12"
    assert _shown(-3, "0;(0)") == "(3)" and _shown(0.05, '0"%"') == "0%"
    assert _shown(True, "General") == "TRUE" and _shown("  多行\n文本 ", "@") == "多行 文本"


@given(st.floats(min_value=0, max_value=1e9, allow_nan=False, allow_infinity=False), st.integers(0, 4),
       st.booleans(), st.sampled_from(["", '"¥"', "$", '"USD "']), st.sampled_from(["", '"/台/天"', '" GB"']))
def test_a_formatted_number_reads_back_as_its_value(value: float, places: int, grouped: bool, prefix: str,
                                                   suffix: str) -> None:
    body = ("#,##0" if grouped else "0") + ("." + "0" * places if places else "")
    shown = _shown(value, f"{prefix}{body}{suffix}")
    literal = prefix.strip('"')
    assert shown.startswith(literal.strip()) and shown.endswith(suffix.strip('"').strip())
    digits = shown[len(literal.strip()):len(shown) - len(suffix.strip('"').strip()) or None].strip()
    assert ("," in digits) == (grouped and value >= 999.5)
    assert re.fullmatch(r"[\d,]+" + (rf"\.\d{{{places}}}" if places else ""), digits), shown
    assert abs(float(digits.replace(",", "")) - value) <= 0.5 * 10 ** -places + 1e-9 * value


@given(st.floats(min_value=0, max_value=10, allow_nan=False), st.integers(0, 3))
def test_a_percentage_reads_back_as_its_fraction(value: float, places: int) -> None:
    shown = _shown(value, "0" + ("." + "0" * places if places else "") + "%")
    assert shown.endswith("%") and abs(float(shown[:-1]) / 100 - value) <= 0.5 * 10 ** -(places + 2) + 1e-12


def test_a_formula_reads_by_its_cached_value_and_its_format(tmp_path: Path) -> None:
    xlsx = workbook(tmp_path / "total.xlsx", [{"name": "报价", "blocks": [
        {"lines": ["供应商：南山算力"]},
        {"table": [["项目", "配置", "数量", "单价"],
                   ["GPU", "NVIDIA H100 SXM5 80GB", {"f": "=4*2", "v": 8, "text": "8"},
                    {"v": 128000, "fmt": '"¥"#,##0"/台/月"', "text": "¥128,000/台/月"}],
                   ["内存", "64GB DDR5", {"f": "=C4*4", "v": 32, "text": "32"}, "含"]]}]}])
    offer = read_document(xlsx)
    assert offer.gpu.count_per_node == 8 and str(offer.memory) == "2048 GB"  # 64 GB × the formula's 32
    assert offer.evidence["pricing.unit_price"][0].text == "¥128,000/台/月"
    assert offer.pricing.unit == "node-month"
