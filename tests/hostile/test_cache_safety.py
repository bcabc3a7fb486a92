"""The user cache as an attacker or a careless CI script leaves it.

A pickle planted where an entry lives must never run; an entry copied over another key must never
change a verdict; a folder another user owns or everyone may write is not used at all; code changes
miss every old entry. Run through the real CLI on the shipped sample PDFs.
"""

from __future__ import annotations

import json
import os
import pickle
from collections.abc import Callable
from pathlib import Path

import pytest

from auditor.infra import cache, limits
from auditor.ingest import document_cache
from tests.vendors.conftest import SAMPLES, Result

HONEST = SAMPLES / "quotes" / "honest-h100-contract-en.pdf"
NO_SLA = SAMPLES / "quotes" / "missing-sla-contract-zh.pdf"


class _Plant:
    """Unpickling this creates a marker file: proof that a cache read ran code."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[str, str]]:
        return (os.system, (f"touch {self.marker}",))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache-home"))
    monkeypatch.delenv("AUDIT_NO_CACHE", raising=False)
    return tmp_path / "cache-home" / "gpu-offer-auditor"


def _report(audit: Callable[..., Result], pdf: Path) -> tuple[str, list[tuple[str, str]]]:
    result = audit("offer", str(pdf), "--format", "json")
    assert result.code in (0, 1), result.err
    data = json.loads(result.out)
    return data["summary"]["verdict"], sorted((f["rule"], f["status"]) for f in data["findings"])


def _entry_path(pdf: Path) -> tuple[str, Path]:
    key = document_cache.document_key(pdf.read_bytes(), limits.pdf_limits_key())
    return key, cache.cache_dir() / document_cache.NAMESPACE / key[:2] / key


def test_cache_folder_is_private(audit: Callable[..., Result], home: Path) -> None:
    _report(audit, HONEST)
    assert home.stat().st_mode & 0o077 == 0
    entries = [p for p in home.rglob("*") if p.is_file()]
    assert entries and all(p.stat().st_mode & 0o077 == 0 for p in entries)
    assert not [p for p in entries if p.suffix in (".pickle", ".marshal", ".lark")]


def test_planted_pickles_never_run(audit: Callable[..., Result], home: Path, tmp_path: Path) -> None:
    fresh = _report(audit, HONEST)  # fills every namespace: documents, rule trees, catalogue
    marker = tmp_path / "pwned"
    bomb = pickle.dumps(_Plant(marker))
    for entry in [p for p in home.rglob("*") if p.is_file()]:
        entry.write_bytes(bomb)  # every entry, header and all, replaced by a pickle
        entry.with_suffix(".pickle").write_bytes(bomb)  # and the names older versions used
    assert _report(audit, HONEST) == fresh
    assert not marker.exists(), "a cache read executed code"


def test_entry_copied_over_another_key_is_a_miss(audit: Callable[..., Result], home: Path) -> None:
    honest, no_sla = _report(audit, HONEST), _report(audit, NO_SLA)
    assert honest != no_sla
    _, honest_entry = _entry_path(HONEST)
    _, no_sla_entry = _entry_path(NO_SLA)
    honest_entry.write_bytes(no_sla_entry.read_bytes())  # the failing document's facts under the passing key
    assert _report(audit, HONEST) == honest


def test_tampered_payload_is_a_miss(audit: Callable[..., Result], home: Path) -> None:
    honest = _report(audit, HONEST)
    _, entry = _entry_path(HONEST)
    head, _, payload = entry.read_bytes().partition(b"\n")
    tampered = payload.replace(b'"present"', b'"absent"')
    assert tampered != payload
    entry.write_bytes(head + b"\n" + tampered)
    assert _report(audit, HONEST) == honest


def _forge(pdf: Path, facts_of: Path) -> None:
    """A well-formed entry for ``pdf`` holding another document's facts: what only the cache's
    owner could write."""
    key, entry = _entry_path(pdf)
    _, other = _entry_path(facts_of)
    payload = other.read_bytes().partition(b"\n")[2]
    cache.store(document_cache.NAMESPACE, key, payload)
    assert entry.is_file()


def test_world_writable_folder_is_not_used(audit: Callable[..., Result], home: Path) -> None:
    honest = _report(audit, HONEST)
    _report(audit, NO_SLA)
    _forge(HONEST, NO_SLA)
    assert _report(audit, HONEST) != honest  # the owner's own folder is trusted: the forgery is read
    home.chmod(0o777)
    result = audit("offer", str(HONEST), "--format", "json")
    assert result.code in (0, 1)
    data = json.loads(result.out)
    assert (data["summary"]["verdict"], sorted((f["rule"], f["status"]) for f in data["findings"])) == honest
    warnings = [line for line in result.err.splitlines() if "cache" in line]
    assert len(warnings) == 1 and "other users can write" in warnings[0], result.err


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="changing a folder's owner needs root")
def test_folder_of_another_user_is_not_used(audit: Callable[..., Result], home: Path) -> None:
    honest = _report(audit, HONEST)
    _report(audit, NO_SLA)
    _forge(HONEST, NO_SLA)
    os.chown(home, 4242, 4242)
    result = audit("offer", str(HONEST), "--format", "json")
    data = json.loads(result.out)
    assert (data["summary"]["verdict"], sorted((f["rule"], f["status"]) for f in data["findings"])) == honest
    assert "belongs to another user" in result.err


def test_code_change_misses(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = cache.key("documents", b"same bytes")
    monkeypatch.setattr(cache, "code_stamp", lambda: b"an edited extractor")
    assert cache.key("documents", b"same bytes") != before


def test_cache_clear_counts_and_removes(audit: Callable[..., Result], home: Path) -> None:
    _report(audit, HONEST)
    result = audit("cache", "clear")
    assert result.code == 0 and "removed" in result.out
    assert not home.exists()


@pytest.mark.parametrize("variable", ["AUDIT_MAX_PDF_PAGES", "AUDIT_MAX_PDF_PAGE_OBJECTS", "AUDIT_MAX_PDF_PAGE_FORMS",
                                      "AUDIT_MAX_PDF_STREAM_BYTES", "AUDIT_MAX_PDF_INFLATED_BYTES"])
def test_every_pdf_size_limit_is_in_the_key(variable: str, monkeypatch: pytest.MonkeyPatch) -> None:
    before = limits.pdf_limits_key()
    monkeypatch.setenv(variable, "7")
    assert limits.pdf_limits_key() != before
