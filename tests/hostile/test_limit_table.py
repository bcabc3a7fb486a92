"""One limit policy: the table in ``auditor/infra/limits.py``, the one in ``docs/fuzzing.md`` and
the defaults the code applies are the same, and the page cap fits the whole-PDF time budget at
the per-page cost the docs state."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from auditor.infra import limits

ROOT = Path(__file__).resolve().parents[2]
UNITS = {"MiB": 1024 * 1024}


def _value(text: str) -> float:
    """``64 MiB``, ``250 000`` (grouped with spaces), ``10`` → a number in bytes or plain units."""
    unit = next((u for u in UNITS if text.endswith(u)), "")
    number = text.removesuffix(unit).replace(" ", "").replace("\u00a0", "").replace(",", "")
    return float(number) * UNITS.get(unit, 1)


def _module_table() -> dict[str, float]:
    doc = limits.__doc__ or ""
    rows = re.findall(r"^(AUDIT_\w+)\s+(\d[\d ]*(?: MiB)?)\s", doc, re.MULTILINE)
    return {name: _value(value.strip()) for name, value in rows}


def _docs_table() -> dict[str, float]:
    text = (ROOT / "docs" / "fuzzing.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `(AUDIT_\w+)` \| ([\d  ]+(?: MiB)?) \|", text, re.MULTILINE)
    return {name: _value(value.strip()) for name, value in rows}


def _applied(monkeypatch: pytest.MonkeyPatch) -> dict[str, float]:
    for name in _module_table():
        monkeypatch.delenv(name, raising=False)
    return {
        "AUDIT_MAX_FILE_BYTES": limits.file_bytes(), "AUDIT_MAX_PROBE_BYTES": limits.probe_bytes(),
        "AUDIT_MAX_PROBE_SECONDS": limits.probe_seconds(), "AUDIT_MAX_CONFIG_BYTES": limits.config_bytes(),
        "AUDIT_MAX_REPORT_BYTES": limits.report_bytes(),
        "AUDIT_MAX_YAML_DEPTH": limits.yaml_depth(), "AUDIT_MAX_YAML_NODES": limits.yaml_nodes(),
        "AUDIT_MAX_PDF_PAGES": limits.pdf_pages(), "AUDIT_MAX_PDF_PAGE_OBJECTS": limits.pdf_page_objects(),
        "AUDIT_MAX_PDF_PAGE_FORMS": limits.pdf_page_forms(), "AUDIT_MAX_PDF_PAGE_SECONDS": limits.pdf_page_seconds(),
        "AUDIT_MAX_PDF_SECONDS": limits.pdf_seconds(), "AUDIT_MAX_PDF_STREAM_BYTES": limits.pdf_stream_bytes(),
        "AUDIT_MAX_PDF_INFLATED_BYTES": limits.pdf_inflated_bytes(), "AUDIT_MAX_RULE_DEPTH": limits.rule_depth(),
    }


def test_both_tables_state_the_defaults_the_code_applies(monkeypatch: pytest.MonkeyPatch) -> None:
    module, docs, applied = _module_table(), _docs_table(), _applied(monkeypatch)
    assert set(module) == set(applied), "a limit the module table leaves out, or one that no longer exists"
    assert module == applied
    assert docs == applied


def test_the_page_cap_fits_the_pdf_time_budget_at_the_stated_cost(monkeypatch: pytest.MonkeyPatch) -> None:
    applied = _applied(monkeypatch)
    slowest_page = float(re.search(r"0\.\d+–(0\.\d+) s per page", limits.__doc__ or "").group(1))
    assert applied["AUDIT_MAX_PDF_PAGES"] * slowest_page <= applied["AUDIT_MAX_PDF_SECONDS"] * 1.05
    assert applied["AUDIT_MAX_PDF_PAGE_SECONDS"] < applied["AUDIT_MAX_PDF_SECONDS"]


def test_a_probe_file_at_the_size_cap_parses_within_the_probe_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    applied = _applied(monkeypatch)
    rate = float(re.search(r"slowest probe parser reads about (\d+) MB/s", limits.__doc__ or "").group(1))
    assert applied["AUDIT_MAX_PROBE_BYTES"] / 1e6 / rate <= applied["AUDIT_MAX_PROBE_SECONDS"]
