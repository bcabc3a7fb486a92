"""The grammar files' data, read from the shipped artefact or (for a file edited in a checkout) the
user cache, is the data PyYAML reads from them; an audit of the shipped files caches none of it."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from auditor.infra import cache as store
from auditor.ingest import vocabulary
from auditor.resources import data_dir

FILES = ("reading.yaml", "clauses.yaml", "table_synonyms.yaml")


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("AUDIT_NO_CACHE", "")
    return tmp_path


def _entries(base: Path) -> list[Path]:
    return sorted(p for p in base.rglob("*") if p.is_file() and vocabulary.GRAMMAR_DATA in p.parts)


@pytest.fixture
def edited(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The grammar folder as a checkout with an edit in each file: no shipped artefact matches."""
    grammars = tmp_path / "grammars"
    grammars.mkdir()
    for name in FILES:
        text = (data_dir("grammars") / name).read_text(encoding="utf-8")
        (grammars / name).write_text(text + "\n# edited in a checkout\n", encoding="utf-8")
    monkeypatch.setattr(vocabulary, "data_dir", lambda name: grammars)
    return grammars


@pytest.mark.parametrize("name", FILES)
def test_shipped_files_are_read_from_their_artefact_and_cache_nothing(fresh: Path, name: str) -> None:
    want = yaml.safe_load((data_dir("grammars") / name).read_text(encoding="utf-8"))
    assert vocabulary.grammar_yaml(name) == want
    assert _entries(fresh) == []
    first, second = vocabulary.grammar_yaml(name), vocabulary.grammar_yaml(name)
    assert first is not second  # fresh data each call: a caller may change its copy


@pytest.mark.parametrize("name", FILES)
def test_an_edited_file_is_parsed_then_cached(fresh: Path, edited: Path, name: str) -> None:
    want = yaml.safe_load((edited / name).read_text(encoding="utf-8"))
    assert vocabulary.grammar_yaml(name) == want  # a miss: parsed, then stored
    assert len(_entries(fresh)) == 1
    assert vocabulary.grammar_yaml(name) == want  # a hit


def test_a_damaged_entry_is_read_again_from_the_file(fresh: Path, edited: Path) -> None:
    want = vocabulary.grammar_yaml("table_synonyms.yaml")
    (entry,) = _entries(fresh)
    entry.write_bytes(entry.read_bytes()[:-40])
    assert vocabulary.grammar_yaml("table_synonyms.yaml") == want


def test_data_json_would_change_is_not_stored(fresh: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    grammars = tmp_path / "grammars"
    grammars.mkdir()
    (grammars / "odd.yaml").write_text("levels: {1: one, 2: two}\n当天: 2026-12-02\n", encoding="utf-8")
    monkeypatch.setattr(vocabulary, "data_dir", lambda name: grammars)
    assert vocabulary.grammar_yaml("odd.yaml")["levels"] == {1: "one", 2: "two"}
    assert not _entries(fresh)
    assert vocabulary.grammar_yaml("odd.yaml")["levels"] == {1: "one", 2: "two"}


def test_off_with_no_cache_all(fresh: Path, edited: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AUDIT_NO_CACHE", "all")
    assert not store.enabled(vocabulary.GRAMMAR_DATA)
    assert vocabulary.grammar_yaml("clauses.yaml")["clauses"]
    assert not _entries(fresh)
