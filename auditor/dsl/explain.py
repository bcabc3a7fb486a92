"""``audit rules explain``: a rule's source and parameters, and why it came out as it did on an offer.

The "why" evaluates each top-level part of the condition on its own, so a reviewer sees which
part was true, false or unknown rather than an engine trace.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from auditor.dsl.compiler import Compiler, Scope
from auditor.dsl.ruleset import Rule, RuleSet
from auditor.dsl.runtime import Env, show
from auditor.dsl.tree import Tree
from auditor.model.evidence import Evidence, evidence_for

if TYPE_CHECKING:
    from auditor.facts import Facts

_STATE = {True: "true", False: "false", None: "unknown"}


def _parts(tree: Tree) -> tuple[str, list[Tree]]:
    """The top-level connective and its operands (``and`` of three comparisons → three parts)."""
    if tree.data in ("and_", "or_"):
        out: list[Tree] = []
        for child in tree.children:
            if isinstance(child, Tree) and child.data == tree.data:
                out.extend(_parts(child)[1])
            else:
                out.append(child)
        return ("and" if tree.data == "and_" else "or"), out
    return "", [tree]


def explain_rule(ruleset: RuleSet, rule: Rule, facts: Facts | None = None, *, lang: str = "en") -> str:
    lines = [
        f"rule {rule.id}  ({rule.source_path}:{rule.line})",
        f"  pitfall:  {rule.pitfall}",
        f"  severity: {rule.severity}"
        + (
            f" (default {rule.default_severity}, set by policy)"
            if rule.severity != rule.default_severity
            else ""
        ),
        f"  title:    {rule.title.get(lang) or rule.title['en']}",
    ]
    if rule.id in ruleset.disabled:
        lines.append(f"  DISABLED by policy: {ruleset.disabled[rule.id]}")
    lines += ["", "source:"] + ["  " + ln for ln in rule.source_text.splitlines()]
    if rule.params:
        lines += ["", "parameters:"]
        for p in rule.params.values():
            effective = show(p.value)
            note = f"  (overridden by {p.overridden_by})" if p.overridden_by else ""
            doc = f"  — {p.description}" if p.description else ""
            lines.append(f"  {p.name}: default {p.default_text}, effective {effective}{note}{doc}")
    if facts is None:
        return "\n".join(lines)
    finding = rule.finding(facts, lang)
    lines += ["", f"outcome: {finding.status.upper()}"]
    connective, parts = _parts(rule.when_tree)
    if len(parts) > 1:
        lines.append(f"the condition is {len(parts)} parts joined by `{connective}`:")
    for part in parts:
        scope = Scope(rule.params)
        node = Compiler(scope).condition(part)
        env = Env(facts.tree, scope.slots)
        value = node.fn(env)
        text = " ".join(rule.file_text[part.meta.start_pos : part.meta.end_pos].split())
        lines.append(f"  [{_STATE[value]:>7}]  {text}")
    why = {
        "fail": "the condition describes the problem and it holds, so the rule fails.",
        "pass": "the condition is false on known facts, so the problem is absent.",
        "unverified": "the condition depends on facts that are not known, so no verdict is given "
        "(missing is never a pass).",
    }[finding.status]
    lines += ["", f"why: {why}"]
    if finding.status == "fail":
        lines.append(f"message: {finding.message}")
    if finding.missing:
        lines += ["missing facts:"] + [f"  {m}" for m in finding.missing]
        lines += ["questions for the vendor:"] + [f"  {q}" for q in (finding.question or "").splitlines()]
    _, env = rule.run(facts.tree)
    lines += ["", "facts read:"]
    shown: set[str] = set()
    for path, value in env.reads:
        if path in shown:
            continue
        shown.add(path)
        lines.append(f"  {path} = {show(value)}")
        for ev in evidence_for(facts.evidence, path):
            lines.append(f"      ← {_where(ev)}")
    return "\n".join(lines)


def _where(ev: Evidence) -> str:
    quote = f'  "{ev.text}"' if ev.text else ""
    return ev.where() + quote
