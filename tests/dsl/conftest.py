from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from auditor.dsl import RuleSet, load_rules
from auditor.facts import Facts, FactTree

FIXTURES = Path(__file__).parent / "fixtures"


def rule(when: str, *, rid: str = "t.rule", message: str = "m", extra: str = "", head: str = "") -> str:
    """A minimal rule around a condition, for tests about expressions."""
    return (
        f'{head}\nrule {rid}\n  pitfall other\n  severity low\n  title "t"\n  when {when}\n'
        f'  message "{message}"\n  remedy "r"\n{extra}end\n'
    )


@pytest.fixture
def load(tmp_path: Path) -> Callable[..., RuleSet]:
    def _load(text: str, name: str = "t.rules", **kw: object) -> RuleSet:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return load_rules([path], include_default=False, **kw)  # type: ignore[arg-type]

    return _load


def facts(data: dict[str, object] | None = None, evidence: dict[str, list[object]] | None = None) -> Facts:
    return Facts(FactTree.model_validate({"offer": {}, **(data or {})}), evidence or {})  # type: ignore[arg-type]
