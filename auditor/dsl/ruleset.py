"""A compiled rule and a rule set: what evaluation needs, nothing of how they were loaded.

``auditor.dsl.loader`` builds them from rule files; ``auditor.dsl.findings`` turns an outcome into
a finding; ``auditor.dsl.templates`` holds the texts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from auditor.dsl.compiler import Fn, Param
from auditor.dsl.findings import build_finding
from auditor.dsl.runtime import Env, forget_shown
from auditor.dsl.syntax import did_you_mean
from auditor.dsl.templates import Template
from auditor.dsl.tree import Tree
from auditor.errors import InputError
from auditor.model.findings import Finding

if TYPE_CHECKING:
    from auditor.facts import Facts

LANGS = ("en", "zh")


@dataclass(eq=False)
class Rule:
    """A compiled rule. ``title``/``remedy`` are ``{"en": …, "zh": …}`` (zh optional)."""

    id: str
    pitfall: str
    severity: str
    default_severity: str
    title: dict[str, str]
    messages: dict[str, Template]
    remedies: dict[str, Template]
    condition: Fn
    slots: int
    quantifiers: dict[str, int]
    params: dict[str, Param]
    needs: list[tuple[str, str]]
    tags: list[str]
    references: list[str]
    source_path: Path
    line: int
    source_text: str
    when_tree: Tree = field(repr=False)
    file_text: str = field(repr=False, default="")

    @property
    def remedy(self) -> dict[str, str]:
        """The remedy with only parameters filled in (fact holes shown as written)."""
        return {lang: t.as_written() for lang, t in self.remedies.items()}

    def run(self, root: Any) -> tuple[bool | None, Env]:
        env = Env(root, self.slots)
        return self.condition(env), env

    def finding(self, facts: Facts, lang: str = "en") -> Finding:
        verdict, env = self.run(facts.tree)
        return self.to_finding(verdict, env, facts.evidence, lang)

    def to_finding(self, verdict: bool | None, env: Env, evidence_map: dict[str, Any], lang: str) -> Finding:
        return build_finding(self, verdict, env, evidence_map, lang)


@dataclass(eq=False)
class RuleSet:
    rules: list[Rule]
    disabled: dict[str, str]
    params: dict[str, Param]
    files: list[Path]
    all_rules: dict[str, Rule] = field(default_factory=dict)

    def evaluate(self, facts: Facts, *, lang: str = "en") -> list[Finding]:
        """One finding per enabled rule, in load order."""
        root, evidence = facts.tree, facts.evidence
        out = []
        forget_shown()
        try:
            for rule in self.rules:
                env = Env(root, rule.slots)
                out.append(rule.to_finding(rule.condition(env), env, evidence, lang))
        finally:
            forget_shown()
        return out

    def verdicts(self, facts: Facts) -> list[bool | None]:
        """Just the three-valued outcomes (True = fail), for benchmarks and quick screens."""
        root = facts.tree
        return [rule.condition(Env(root, rule.slots)) for rule in self.rules]

    def get(self, rule_id: str) -> Rule:
        if rule_id not in self.all_rules:
            raise InputError("rules", f"no rule `{rule_id}`{did_you_mean(rule_id, self.all_rules)}")
        return self.all_rules[rule_id]

    def describe(self) -> str:
        text = f"{len(self.rules)} rules loaded from {len(self.files)} file(s)"
        return text + (f", {len(self.disabled)} disabled" if self.disabled else "")
