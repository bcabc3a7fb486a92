"""The phrase parser's tables are kept in the user cache as JSON, never as lark's pickle in the temp folder."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from auditor.infra import cache as store
from auditor.ingest import spec_line

LINES = (
    "8 × NVIDIA H100 SXM5 80GB HBM3, NVLink 900GB/s",
    "2 x Intel Xeon Platinum 8480+ 56C, 2TB DDR5",
    "4 × 3.84TB NVMe SSD 数据盘",
    "无 NVLink，PCIe 4.0 x16",
    "8卡A100 80G 带宽 1Gbps 限速",
    "GPU: A800 80G PCIe ×4 (已选)",
)


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty user cache and temp folder, and a parser that is built again."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("AUDIT_NO_CACHE", "")
    (tmp_path / "tmp").mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    spec_line._parser.cache_clear()
    spec_line._parse_cached.cache_clear()
    yield tmp_path
    spec_line._parser.cache_clear()
    spec_line._parse_cached.cache_clear()


def _read_all() -> list[tuple]:
    spec_line._parse_cached.cache_clear()
    return [tuple(spec_line.parse_spec_line(line)) for line in LINES]


def _entries(base: Path) -> list[Path]:
    return [p for p in (base / "cache").rglob("*") if p.is_file() and spec_line.TABLES in p.parts]


def test_tables_are_stored_as_json_and_read_back_to_the_same_facts(fresh: Path) -> None:
    built = _read_all()
    (entry,) = _entries(fresh)
    body = entry.read_bytes().partition(b"\n")[2]
    assert body.lstrip().startswith(b"{")  # JSON data, not a pickle
    spec_line._parser.cache_clear()
    assert _read_all() == built
    assert any(facts for facts in built)
    assert not list((fresh / "tmp").iterdir()), "lark wrote its own cache to the temp folder"


def test_a_damaged_entry_is_rebuilt_not_trusted(fresh: Path) -> None:
    built = _read_all()
    (entry,) = _entries(fresh)
    entry.write_bytes(entry.read_bytes()[:200])
    spec_line._parser.cache_clear()
    assert _read_all() == built


def test_no_cache_at_all_still_parses(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AUDIT_NO_CACHE", "all")
    assert not store.enabled(spec_line.TABLES)
    assert any(_read_all())
    assert not _entries(fresh)
