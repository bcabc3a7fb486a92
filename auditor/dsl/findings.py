"""From a rule's three-valued outcome to a ``Finding``: which evidence to cite, which text to show.

The evidence a reviewer needs is that of the facts the rule read — for an ``any``/``all`` only the
item that decided it — each cited once, at the most specific fact that states it.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from auditor.dsl.questions import finding_questions
from auditor.dsl.runtime import Env, fingerprint, show, undecided_unknowns
from auditor.dsl.templates import Template, say
from auditor.model.evidence import UNSTATED, evidence_for
from auditor.model.findings import EvidenceRef, Finding
from auditor.units import Quantity

if TYPE_CHECKING:
    from auditor.dsl.ruleset import Rule, RuleSet
    from auditor.facts import Facts


@cache
def stage_of(rule: Rule) -> tuple[tuple[str, ...], bool]:
    """The measured facts (``probe.*``) the rule's condition reads, and whether it reads any other fact.

    Read off the compiled condition's fact paths (a quantifier's item paths hang off a path that is
    read too; parameters and bound names are no facts). A rule that reads a probe fact is an
    acceptance check: before a machine exists it can only be "not run". One that reads nothing else
    cannot apply without probe output at all, so it is not even evaluated then.
    """
    from auditor.dsl.tree import Tree
    from auditor.facts import FactTree

    roots = FactTree.model_fields
    probe: dict[str, None] = {}
    other = False
    stack: list[Any] = [rule.when_tree]
    while stack:
        node = stack.pop()
        if node.data == "path":
            first = node.children[0]
            if first == "probe":
                probe[".".join(node.children)] = None
            elif first in roots:
                other = True
            continue
        stack.extend(c for c in reversed(node.children) if type(c) is Tree)
    return tuple(probe), other


def evaluate_staged(ruleset: RuleSet, facts: Facts, *, lang: str, measured: bool) -> list[Finding]:
    """One finding per enabled rule, in load order.

    ``measured``: probe output was given, and every rule is judged. Without it an acceptance check
    is ``not_run``: unevaluated when it reads only probe facts, else evaluated and ``not_run`` unless
    the offer's own facts decide it (NVLink checks on an offer that sells none pass as today).
    """
    if measured:
        return ruleset.evaluate(facts, lang=lang)
    from auditor.dsl.runtime import forget_shown

    root, evidence = facts.tree, facts.evidence
    out: list[Finding] = []
    forget_shown()
    try:
        for rule in ruleset.rules:
            probe, other = stage_of(rule)
            env = Env(root, rule.slots)
            if probe and not other:
                out.append(not_run_finding(rule, env, probe, lang))
                continue
            verdict = rule.condition(env)
            out.append(not_run_finding(rule, env, probe, lang) if probe and verdict is None
                       else rule.to_finding(verdict, env, evidence, lang))
    finally:
        forget_shown()
    return out


def not_run_finding(rule: Rule, env: Env, probe: tuple[str, ...], lang: str) -> Finding:
    """An acceptance check not run: what it checks (title), the commands that decide it, the facts it reads."""
    commands = list(dict.fromkeys(
        text for prefix, text in rule.needs if prefix == "probe" or prefix.startswith("probe.")))
    message = (f"验收检查，交付时运行：{'；'.join(commands)}。" if lang == "zh"
               else f"Acceptance check, to run at delivery: {'; '.join(commands)}.") if commands else (
        "验收检查，交付时运行。" if lang == "zh" else "Acceptance check, to run at delivery.")
    return Finding.model_construct(
        rule=rule.id,
        pitfall=rule.pitfall,
        severity=rule.severity,
        status="not_run",
        title=rule.title.get(lang) or rule.title["en"],
        message=message,
        evidence=[],
        remedy=_pick(rule.remedies, lang).render(env),
        missing=[p for p in probe if not any(q.startswith(p + ".") for q in probe)],
        question=None,
        commands=commands,
        fingerprint=fingerprint(rule.id, []),
        waiver=None,
        baseline=None,
    )


def build_finding(rule: Rule, verdict: bool | None, env: Env, evidence_map: dict[str, Any], lang: str) -> Finding:
    """A rule's outcome as a finding: status, the evidence of the facts it read (the offending item of an
    ``any``/``all`` only), the message or question, the remedy and a fingerprint."""
    reads = _unique(env.reads)
    if env.witness:
        reads = _focus(reads, [p for _, p in env.witness.values()])
    status = "fail" if verdict is True else "pass" if verdict is False else "unverified"
    refs: list[EvidenceRef] = []
    seen: set[str] = set()
    for path, value in [*reads, *((p, item) for item, p in env.witness.values())]:
        if path in seen or path == "":
            continue
        seen.add(path)
        if isinstance(value, BaseModel | dict):
            refs.extend(r for r in _group_refs(evidence_map, path) if r.fact == path or r.fact not in seen)
        else:
            refs.extend(_refs(evidence_map, path, value))
    refs = _without_restatements(refs, keep={p for _, p in env.witness.values()})
    fp = fingerprint(rule.id, reads)
    missing: list[str] = []
    question = None
    if status == "fail":
        for slot, (item, path) in env.witness.items():
            env.slots[slot], env.slot_paths[slot] = item, path
        message = _pick(rule.messages, lang).render(env)
    elif status == "unverified":
        missing = undecided_unknowns(env)
        question = "\n".join(q.text for q in finding_questions(missing, rule.needs, env.root, lang)) or None
        message = _unknown_message(missing, lang)
    else:
        message = _pass_message(reads, lang)
    remedy = _pick(rule.remedies, lang).render(env)
    return Finding.model_construct(
        rule=rule.id,
        pitfall=rule.pitfall,
        severity=rule.severity,
        status=status,
        title=rule.title.get(lang) or rule.title["en"],
        message=message,
        evidence=refs,
        remedy=remedy,
        missing=missing,
        question=question,
        commands=[],
        fingerprint=fp,
        waiver=None,
        baseline=None,
    )


def _pick(texts: dict[str, Template], lang: str) -> Template:
    return texts.get(lang) or texts["en"]


def _unique(reads: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
    seen: dict[str, Any] = {}
    for path, value in reads:
        if path not in seen:
            seen[path] = value
    return list(seen.items())


def _focus(reads: list[tuple[str, Any]], witnesses: list[str]) -> list[tuple[str, Any]]:
    """Of a list's items keep only the one that decided an ``any``/``all``: the offending item."""
    lists = {w.rpartition(".")[0] + "." for w in witnesses}
    out = []
    for path, value in reads:
        inside = next((base for base in lists if path.startswith(base)), None)
        if inside is None or any(path == w or path.startswith(w + ".") for w in witnesses):
            out.append((path, value))
    return out


def _refs(evidence_map: dict[str, Any], path: str, value: Any) -> list[EvidenceRef]:
    if value is None:
        return []
    found = evidence_for(evidence_map, path)
    if not found and isinstance(value, list) and any(key.startswith(f"{path}.") for key in evidence_map):
        return []  # a list no source states as a whole: its items cite their own words
    shown = f"{len(value)} item(s)" if isinstance(value, list) else show(value)
    number = value if isinstance(value, Quantity) else None  # JSON: {value, unit, text} beside the shown value
    if not found:
        return [
            EvidenceRef.model_construct(
                source=UNSTATED,
                fact=path,
                value=shown,
                quantity=number,
                page=None,
                line=None,
                pointer=None,
                bbox=None,
                text=None,
            )
        ]
    return [_ref(ev, path, shown, number) for ev in found]


def _group_refs(evidence_map: dict[str, Any], path: str) -> list[EvidenceRef]:
    """Evidence for reading a whole object (``known(offer.clauses)``, a quantifier's item).

    The object itself is not a fact a source states: its evidence is what was recorded for it or
    an enclosing list, else what was recorded for the facts inside it, else nothing. Its value is
    never shown (a dump of the object would read as if a source had said it).
    """
    found = evidence_for(evidence_map, path)
    if found:
        return [_ref(ev, path, None) for ev in found]
    out: list[EvidenceRef] = []
    prefix = path + "."
    for key, evidence in evidence_map.items():
        if key.startswith(prefix):
            out.extend(_ref(ev, key, None) for ev in evidence)
    return out


def _without_restatements(refs: list[EvidenceRef], keep: set[str]) -> list[EvidenceRef]:
    """Drop an object's evidence where a fact inside it cites the same words at the same place.

    Reading ``offer.clauses.acceptance`` and ``offer.clauses.acceptance.status`` cites one line
    twice; the reviewer needs it once, with the specific fact. The item an ``any``/``all`` bound
    (``keep``) always stays: it is what the finding is about.
    """
    by_place: dict[tuple[Any, ...], list[str]] = {}
    for r in refs:
        by_place.setdefault((r.source, r.page, r.line, r.text), []).append(r.fact or "")

    def restated(r: EvidenceRef) -> bool:
        facts = by_place[(r.source, r.page, r.line, r.text)]
        return bool(r.fact) and r.fact not in keep and any(f.startswith(f"{r.fact}.") for f in facts)

    return [r for r in refs if not restated(r)]


def _ref(ev: Any, fact: str, value: str | None, quantity: Quantity | None = None) -> EvidenceRef:
    return EvidenceRef.model_construct(
        source=ev.source, page=ev.page, line=ev.line, pointer=ev.pointer, bbox=ev.bbox, text=ev.text,
        fact=fact, value=value, quantity=quantity,
    )


def _unknown_message(missing: list[str], lang: str) -> str:
    names = ", ".join(f"`{m}`" for m in missing) or "a fact"
    if lang == "zh":
        return f"无法判定：缺少 {names}。"
    return f"Cannot decide: {names} {'is' if len(missing) == 1 else 'are'} not known."


def _pass_message(reads: list[tuple[str, Any]], lang: str) -> str:
    """The known plain facts a passing rule read (an unknown one, an object or a list is not a value to show)."""
    known = [(p, v) for p, v in reads if v is not None and not isinstance(v, BaseModel | dict | list)]
    facts = ", ".join(f"{p} = {say(v, None, lang)}" for p, v in known[:4]) + (" …" if len(known) > 4 else "")
    return (
        (f"检查通过（{facts}）" if lang == "zh" else f"Checked: {facts}")
        if facts
        else ("检查通过" if lang == "zh" else "Checked")
    )
