"""A rule set that compiled cleanly before compiles its messages and remedies only when they are used."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.dsl import treecache
from auditor.errors import InputError
from tests.dsl.conftest import facts

FEES = {"offer": {"pricing": {"extra_fees": [{"name": "storage"}, {"name": "egress", "amount": "¥500"}]}}}
TEXT = (
    "rule t.lazy-texts\n  pitfall other\n  severity low\n  title \"t\"\n"
    '  when any f in offer.pricing.extra_fees: f.name == "egress"\n'
    '  message "{f.name} costs {f.amount}; every fee named: {all g in offer.pricing.extra_fees: known(g.name)}"\n'
    '  remedy "Drop {f.name}"\n    zh "删除 {f.name}"\nend\n'
)


def _unique(text: str, tmp_path: Path) -> str:
    """This test's own text (the verified stamp is keyed by rule texts, shared by the test session)."""
    return text.replace("t.lazy-texts", f"t.lazy-{abs(hash(str(tmp_path)))}")


def test_second_load_defers_texts_and_renders_the_same(load, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    text = _unique(TEXT, tmp_path)
    first = load(text)
    assert first.rules[0].messages["en"]._parts is not None  # not yet verified: compiled, checked
    second = load(text, name="again.rules")
    lazy = second.rules[0]
    assert lazy.messages["en"]._parts is None and lazy.remedies["zh"]._parts is None
    for lang in ("en", "zh"):
        a, b = first.evaluate(facts(FEES), lang=lang)[0], second.evaluate(facts(FEES), lang=lang)[0]
        assert (a.status, a.message, a.remedy) == (b.status, b.message, b.remedy)
    assert b.message == "egress costs 500 CNY; every fee named: yes" and b.remedy == "删除 egress"
    zh_only = load(text, name="third.rules")
    zh_only.evaluate(facts(FEES), lang="zh")
    assert zh_only.rules[0].remedies["en"]._parts is None  # an English remedy was never needed


def test_a_text_error_is_never_deferred(load, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    bad = _unique(TEXT, tmp_path).replace("{f.amount}", "{f.amount_typo}")
    for _ in range(2):  # a failed load is not remembered as verified
        with pytest.raises(InputError, match="amount_typo"):
            load(bad)


def test_a_stamp_the_code_does_not_honour_is_an_input_error(load, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    bad = _unique(TEXT, tmp_path).replace("{f.amount}", "{f.amount_typo}")
    treecache.mark_verified([bad])  # a hand-made or colliding entry
    ruleset = load(bad)
    with pytest.raises(InputError, match=r"amount_typo.*audit cache clear"):
        ruleset.evaluate(facts(FEES))


def test_no_cache_compiles_everything(load, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    text = _unique(TEXT, tmp_path)
    load(text)
    monkeypatch.setenv("AUDIT_NO_CACHE", "all")  # --no-cache=all; plain --no-cache keeps rule caches
    assert load(text).rules[0].remedies["zh"]._parts is not None
