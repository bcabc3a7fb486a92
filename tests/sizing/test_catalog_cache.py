"""The parsed catalogues are cached by content hash; a hit, a miss and a corrupt entry agree."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from auditor.sizing import catalog


def _fresh(name: str) -> object:
    return yaml.load((catalog.DATA / name).read_text(encoding="utf-8"), Loader=yaml.SafeLoader)


@pytest.mark.parametrize("name", ["gpus.yaml", "models.yaml"])
def test_cached_parse_equals_a_fresh_one(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("AUDIT_NO_CACHE", raising=False)
    assert catalog._load(name) == _fresh(name)  # miss: parsed and stored
    entries = list((tmp_path / "gpu-offer-auditor" / "catalog").rglob("*.pickle"))
    assert len(entries) == 1
    assert catalog._load(name) == _fresh(name)  # hit
    entries[0].write_bytes(b"not a pickle")
    assert catalog._load(name) == _fresh(name)  # corrupt: ignored and rewritten
    assert catalog._load(name) == _fresh(name)


def test_no_cache_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("AUDIT_NO_CACHE", "1")
    assert catalog._load("gpus.yaml") == _fresh("gpus.yaml")
    assert not (tmp_path / "gpu-offer-auditor").exists()
