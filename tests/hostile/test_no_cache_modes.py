"""``--no-cache`` skips only the work whose result a user may doubt (re-reading a document); the rule
namespaces (trees of named packs, the verified marker), the catalogue and the parser tables stay
cached, so a suspicious PDF does not also double every YAML audit. ``--no-cache=all``
(``AUDIT_NO_CACHE=all``) bypasses every namespace. (The shipped packs' trees are package data,
``auditor/_built``, and are never written here.)"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from auditor.infra import cache
from auditor.ingest import document_cache
from tests.vendors.conftest import SAMPLES, Result

PDF = SAMPLES / "quotes" / "honest-h100-contract-en.pdf"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache-home"))
    monkeypatch.delenv("AUDIT_NO_CACHE", raising=False)
    return tmp_path / "cache-home" / "gpu-offer-auditor"


def _namespaces(home: Path) -> set[str]:
    return {p.relative_to(home).parts[0] for p in home.rglob("*") if p.is_file()} if home.exists() else set()


@pytest.mark.parametrize(("mode", "documents", "others"), [
    ("", True, True), ("0", True, True), ("1", False, True), ("documents", False, True), ("all", False, False),
])
def test_modes_name_what_they_bypass(monkeypatch: pytest.MonkeyPatch, mode: str, documents: bool,
                                     others: bool) -> None:
    monkeypatch.setenv("AUDIT_NO_CACHE", mode)
    assert cache.enabled(document_cache.NAMESPACE) is documents
    assert cache.enabled("rule-trees") is others and cache.enabled("catalog") is others


def test_no_cache_env_keeps_the_rule_cache_but_rereads_the_document(
        audit: Callable[..., Result], home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AUDIT_NO_CACHE", "1")
    first = audit("offer", str(PDF), "--format", "json")
    assert first.code in (0, 1), first.err
    written = _namespaces(home)
    assert document_cache.NAMESPACE not in written
    assert "rules-verified" in written and "rule-trees" not in written  # shipped trees: package data


def test_no_cache_all_env_writes_nothing(audit: Callable[..., Result], home: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AUDIT_NO_CACHE", "all")
    result = audit("offer", str(PDF), "--format", "json")
    assert result.code in (0, 1), result.err
    assert _namespaces(home) == set()


@pytest.mark.parametrize(("flag", "documents", "rules"), [
    ("--no-cache", False, True), ("--no-cache=documents", False, True), ("--no-cache=all", False, False),
])
def test_the_flag_spellings(audit: Callable[..., Result], home: Path, monkeypatch: pytest.MonkeyPatch,
                            flag: str, documents: bool, rules: bool) -> None:
    monkeypatch.setenv("AUDIT_NO_CACHE", "")  # the flag sets it for this process; restored after the test
    result = audit("offer", flag, str(PDF), "--format", "json")  # a flag before the file must not swallow it
    assert result.code in (0, 1), result.err
    written = _namespaces(home)
    assert (document_cache.NAMESPACE in written) is documents
    assert ("rules-verified" in written) is rules


def test_an_unknown_no_cache_value_is_one_line(audit: Callable[..., Result], home: Path) -> None:
    result = audit("offer", str(PDF), "--no-cache=rules")
    assert result.code == 2 and result.err.count("\n") == 1 and "--no-cache=rules" in result.err
