"""The catalogues' parsed data ships with the package (auditor/_built, tests/spine/test_prebuilt.py);
a catalogue edited in a checkout, whose artefact is stale until `python -m auditor.prebuild`, is
cached as JSON: the artefact, a hit, a miss and a corrupt entry give the same specs."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from auditor.infra import prebuilt
from auditor.sizing import catalog

BUILDERS = {"gpus.yaml": catalog._gpu_specs, "models.yaml": catalog._model_archs}


def _fresh(name: str) -> object:
    return BUILDERS[name](yaml.load((catalog.DATA / name).read_text(encoding="utf-8"), Loader=yaml.SafeLoader))


@pytest.fixture
def edited(monkeypatch: pytest.MonkeyPatch) -> None:
    """As in a checkout whose catalogue was edited: the shipped artefact does not match its text."""
    monkeypatch.setattr(prebuilt, "load", lambda name, stamp: None)


@pytest.mark.parametrize("name", ["gpus.yaml", "models.yaml"])
def test_the_shipped_artefact_builds_what_the_file_says(name: str, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert catalog._built(name, BUILDERS[name]) == _fresh(name)
    assert not (tmp_path / "gpu-offer-auditor").exists()  # read from the package, nothing cached


@pytest.mark.parametrize("name", ["gpus.yaml", "models.yaml"])
def test_cached_build_equals_a_fresh_one(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         edited: None) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("AUDIT_NO_CACHE", raising=False)
    build = BUILDERS[name]
    assert catalog._built(name, build) == _fresh(name)  # miss: built and stored
    entries = [p for p in (tmp_path / "gpu-offer-auditor" / "catalog").rglob("*") if p.is_file()]
    assert len(entries) == 1
    assert entries[0].read_bytes().startswith(b"audit-cache-2 catalog ")  # JSON behind a checked header
    assert catalog._built(name, build) == _fresh(name)  # hit
    entries[0].write_bytes(b"not an entry")
    assert catalog._built(name, build) == _fresh(name)  # corrupt: ignored and rewritten
    assert catalog._built(name, build) == _fresh(name)


def test_no_cache_all_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, edited: None) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("AUDIT_NO_CACHE", "all")
    assert catalog._built("gpus.yaml", catalog._gpu_specs) == _fresh("gpus.yaml")
    assert not (tmp_path / "gpu-offer-auditor").exists()


def test_no_cache_keeps_the_catalogue_cached(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, edited: None) -> None:
    """--no-cache bypasses documents only: the catalogue is shipped data, the same on every run."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("AUDIT_NO_CACHE", "1")
    assert catalog._built("gpus.yaml", catalog._gpu_specs) == _fresh("gpus.yaml")
    assert list((tmp_path / "gpu-offer-auditor" / "catalog").rglob("*"))
