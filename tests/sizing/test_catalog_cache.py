"""The built catalogues are cached by content hash; a hit, a miss and a corrupt entry agree."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from auditor.sizing import catalog

BUILDERS = {"gpus.yaml": catalog._gpu_specs, "models.yaml": catalog._model_archs}


def _fresh(name: str) -> object:
    return BUILDERS[name](yaml.load((catalog.DATA / name).read_text(encoding="utf-8"), Loader=yaml.SafeLoader))


@pytest.mark.parametrize("name", ["gpus.yaml", "models.yaml"])
def test_cached_build_equals_a_fresh_one(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("AUDIT_NO_CACHE", raising=False)
    build = BUILDERS[name]
    assert catalog._built(name, build) == _fresh(name)  # miss: built and stored
    entries = list((tmp_path / "gpu-offer-auditor" / "catalog").rglob("*.pickle"))
    assert len(entries) == 1
    assert catalog._built(name, build) == _fresh(name)  # hit
    entries[0].write_bytes(b"not a pickle")
    assert catalog._built(name, build) == _fresh(name)  # corrupt: ignored and rewritten
    assert catalog._built(name, build) == _fresh(name)


def test_an_edited_spec_module_misses(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Specs are pickled objects: code that defines them differently must not read them back."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("AUDIT_NO_CACHE", raising=False)
    text = (catalog.DATA / "gpus.yaml").read_text(encoding="utf-8")
    before = catalog._parse_entry(text)
    monkeypatch.setattr("auditor.cache.code_stamp", lambda *modules: b"other code")
    assert catalog._parse_entry(text) != before


def test_no_cache_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("AUDIT_NO_CACHE", "1")
    assert catalog._built("gpus.yaml", catalog._gpu_specs) == _fresh("gpus.yaml")
    assert not (tmp_path / "gpu-offer-auditor").exists()
