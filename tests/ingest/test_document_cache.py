"""A cached reading serves a copy of the file elsewhere: every place that cites the document — the
evidence, each reading and the candidates it beat — names the file as given this time."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest import document_cache
from auditor.ingest.pdf_offer import read_text_offer


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache-home"))
    monkeypatch.delenv("AUDIT_NO_CACHE", raising=False)
    return tmp_path


@pytest.mark.parametrize("text", [
    "报价单\n规模：由原来的四台调整为两台，每台八卡 H20。\n价格：每台每月 56,000 元。",
    "Quote\nScale: reduced to two servers instead of four servers, 8 x H100 each.\n"
    "Price: USD 9,000 per server per month.",
])
def test_a_cached_reading_cites_the_copy_it_serves(cache_home: Path, text: str) -> None:
    first, copy = cache_home / "a" / "quote.txt", cache_home / "b" / "quote.txt"
    for path in (first, copy):
        path.parent.mkdir()
        path.write_text(text, encoding="utf-8")
    offer = read_text_offer(first)
    assert offer.readings["nodes"].candidates  # the replaced count stays a candidate
    key = document_cache.document_key(first.read_bytes(), "test")
    document_cache.store(key, offer, str(first))
    served = document_cache.load(key, str(copy))
    assert served is not None
    cited = [r.source for r in served.readings.values()]
    cited += [c.source for r in served.readings.values() for c in r.candidates]
    assert cited and all(s == str(copy) for s in cited if s is not None)
