"""Loading rule files into a checked ``RuleSet`` and evaluating it into findings.

Loading is all-or-nothing: every file is parsed, every parameter, policy override and rule is
checked, and any problem anywhere raises one ``InputError`` listing all of them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import partial
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from auditor.dsl import treecache
from auditor.dsl.compiler import Compiler, Fn, Node, Param, Scope, parse_literal, unescape
from auditor.dsl.policy import Policy, Setting
from auditor.dsl.questions import question_for
from auditor.dsl.runtime import Env, fingerprint, show, undecided_unknowns
from auditor.dsl.schema import Type
from auditor.dsl.syntax import Problem, RuleError, did_you_mean, parse, raise_problems
from auditor.dsl.tree import Token, Tree
from auditor.errors import InputError
from auditor.ingest.limits import check_size
from auditor.model.evidence import evidence_for
from auditor.model.findings import PITFALLS, SEVERITIES, EvidenceRef, Finding

LANGS = ("en", "zh")
_REQUIRED = ("pitfall", "severity", "title", "when", "message", "remedy")


class Template:
    """A text with ``{expr}`` holes, in one language.

    A rule set already known to compile (``treecache.verified``) gets its messages and remedies
    compiled on first use: a run renders one language's remedies and only the failing messages,
    a sixth of the texts. ``slots`` is how many quantifier slots its holes use, counted after the
    rule condition's own (``render`` makes room for them).
    """

    __slots__ = ("_compile", "_parts", "slots")

    def __init__(self, parts: list[str | Node] | None = None, *, slots: int = 0,
                 compile_later: Callable[[], tuple[list[str | Node], int]] | None = None) -> None:
        self._parts, self.slots, self._compile = parts, slots, compile_later

    @property
    def parts(self) -> list[str | Node]:
        if self._parts is None:
            assert self._compile is not None
            self._parts, self.slots = self._compile()
            self._compile = None
        return self._parts

    def render(self, env: Env) -> str:
        parts = self.parts
        if len(env.slots) < self.slots:
            room = self.slots - len(env.slots)
            env.slots.extend([None] * room)
            env.slot_paths.extend([""] * room)
        return "".join(p if isinstance(p, str) else show(p.fn(env)) for p in parts)

    @property
    def static(self) -> bool:
        return all(isinstance(p, str) or p.is_const for p in self.parts)


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
        return {
            lang: "".join(
                p if isinstance(p, str) else (show(p.const) if p.is_const else "{" + (p.path or "…") + "}")
                for p in t.parts
            )
            for lang, t in self.remedies.items()
        }

    def run(self, root: Any) -> tuple[bool | None, Env]:
        env = Env(root, self.slots)
        return self.condition(env), env

    def finding(self, facts: Any, lang: str = "en") -> Finding:
        verdict, env = self.run(facts.tree)
        return self.to_finding(verdict, env, facts.evidence, lang)

    def to_finding(self, verdict: bool | None, env: Env, evidence_map: dict[str, Any], lang: str) -> Finding:
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
        fp = fingerprint(self.id, reads)
        missing: list[str] = []
        question = None
        if status == "fail":
            for slot, (item, path) in env.witness.items():
                env.slots[slot], env.slot_paths[slot] = item, path
            message = _pick(self.messages, lang).render(env)
        elif status == "unverified":
            missing = undecided_unknowns(env)
            question = "\n".join(question_for(p, self.needs, lang) for p in missing) or None
            message = _unknown_message(missing, lang)
        else:
            message = _pass_message(reads, lang)
        remedy = _pick(self.remedies, lang).render(env)
        return Finding.model_construct(
            rule=self.id,
            pitfall=self.pitfall,
            severity=self.severity,
            status=status,
            title=self.title.get(lang) or self.title["en"],
            message=message,
            evidence=refs,
            remedy=remedy,
            missing=missing,
            question=question,
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
    found = evidence_for(evidence_map, path) or evidence_for(evidence_map, _alias_path(path))
    shown = f"{len(value)} item(s)" if isinstance(value, list) else show(value)
    if not found:
        return [
            EvidenceRef.model_construct(
                source="(no source recorded)",
                fact=path,
                value=shown,
                page=None,
                line=None,
                pointer=None,
                bbox=None,
                text=None,
            )
        ]
    return [_ref(ev, path, shown) for ev in found]


def _group_refs(evidence_map: dict[str, Any], path: str) -> list[EvidenceRef]:
    """Evidence for reading a whole object (``known(offer.clauses)``, a quantifier's item).

    The object itself is not a fact a source states: its evidence is what was recorded for it or
    an enclosing list, else what was recorded for the facts inside it, else nothing. Its value is
    never shown (a dump of the object would read as if a source had said it).
    """
    found = evidence_for(evidence_map, path) or evidence_for(evidence_map, _alias_path(path))
    if found:
        return [_ref(ev, path, None) for ev in found]
    out: list[EvidenceRef] = []
    for prefix in dict.fromkeys((path + ".", _alias_path(path) + ".")):
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


def _ref(ev: Any, fact: str, value: str | None) -> EvidenceRef:
    return EvidenceRef.model_construct(
        source=ev.source, page=ev.page, line=ev.line, pointer=ev.pointer, bbox=ev.bbox, text=ev.text,
        fact=fact, value=value,
    )


def _alias_path(path: str) -> str:
    """``clauses.data_deletion`` → ``clauses.data-deletion``: evidence may use the file's spelling."""
    return ".".join(seg.replace("_", "-") if seg in _ALIASED else seg for seg in path.split("."))


_ALIASED = {"gpu_model", "gpu_memory", "data_deletion"}


def _unknown_message(missing: list[str], lang: str) -> str:
    names = ", ".join(f"`{m}`" for m in missing) or "a fact"
    if lang == "zh":
        return f"无法判定：缺少 {names}。"
    return f"Cannot decide: {names} {'is' if len(missing) == 1 else 'are'} not known."


def _pass_message(reads: list[tuple[str, Any]], lang: str) -> str:
    facts = ", ".join(f"{p} = {show(v)}" for p, v in reads[:4]) + (" …" if len(reads) > 4 else "")
    return (
        (f"检查通过（{facts}）" if lang == "zh" else f"Checked: {facts}")
        if facts
        else ("检查通过" if lang == "zh" else "Checked")
    )


@dataclass(eq=False)
class RuleSet:
    rules: list[Rule]
    disabled: dict[str, str]
    params: dict[str, Param]
    files: list[Path]
    all_rules: dict[str, Rule] = field(default_factory=dict)

    def evaluate(self, facts: Any, *, lang: str = "en") -> list[Finding]:
        """One finding per enabled rule, in load order."""
        root, evidence = facts.tree, facts.evidence
        out = []
        for rule in self.rules:
            env = Env(root, rule.slots)
            out.append(rule.to_finding(rule.condition(env), env, evidence, lang))
        return out

    def verdicts(self, facts: Any) -> list[bool | None]:
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


# ------------------------------------------------------------------------------ loading


def rule_files(paths: list[Path]) -> list[Path]:
    """Files named directly, and ``*.rules`` inside folders (sorted, so load order is stable)."""
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out.extend(sorted(p.rglob("*.rules")))
        elif p.exists():
            out.append(p)
        else:
            raise InputError(str(p), "no such rule file or folder")
    return out


def load_rules(paths: list[Path], *, policy: Policy | None = None, include_default: bool = True) -> RuleSet:
    """Parse, type-check and compile rule files; any problem anywhere raises one ``InputError``."""
    files: list[Path] = []
    if include_default:
        from auditor.resources import data_dir

        files.extend(sorted(data_dir("rules").rglob("*.rules")))
    for f in rule_files(paths):
        if f.resolve() not in {x.resolve() for x in files}:
            files.append(f)
    return _Loader(policy or Policy()).load(files)


class _Loader:
    def __init__(self, policy: Policy) -> None:
        self.policy = policy
        self.problems: list[Problem] = []
        self.texts: dict[str, str] = {}
        self.memos: dict[str, treecache.ParseMemo] = {}
        self.verified = False  # this set of rule texts compiled without a problem before

    def read_all(self, files: list[Path]) -> list[str]:
        for path in files:
            source = str(path)
            if path.is_file():
                check_size(path, kind="config")  # AUDIT_MAX_CONFIG_BYTES
            try:
                self.texts[source] = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                raise InputError(source, f"cannot read rule file: {exc}") from None
        return list(self.texts.values())

    @staticmethod
    def compile_verified(compile_text: Callable[[Tree], tuple[list[str | Node], int]], strings: Tree,
                         source: str) -> tuple[list[str | Node], int]:
        """A text of a verified rule set, compiled on first use; it compiled before, so an error here
        means the cache lied (a hash collision, a hand-edited entry): said as an input error."""
        try:
            return compile_text(strings)
        except RuleError as err:
            raise InputError(source, f"{err.message} (rule cache: run `audit cache clear`)", line=err.line) from None

    def problem(self, source: str, err: RuleError) -> None:
        self.problems.append(
            Problem(source, err.line, err.column, err.message, self.texts.get(source, ""), err.width)
        )

    def load(self, files: list[Path]) -> RuleSet:
        trees: list[tuple[Path, Tree]] = []
        self.verified = treecache.verified(self.read_all(files))
        for path in files:
            source = str(path)
            text = self.texts[source]
            self.memos[source] = memo = treecache.load(text)
            try:
                trees.append((path, memo.parse(text, source)))
            except RuleError as err:
                self.problem(source, err)
        params = self.load_params(trees)
        self.apply_policy_params(params)
        rules: dict[str, Rule] = {}
        for path, tree in trees:
            for item in tree.children:
                if isinstance(item, Tree) and item.data == "rule":
                    self.load_rule(path, item, params, rules)
        disabled = self.apply_policy_rules(rules)
        raise_problems(self.problems)
        for source, memo in self.memos.items():
            treecache.store(self.texts[source], memo)
        if not self.verified:
            treecache.mark_verified(list(self.texts.values()))
        enabled = [r for r in rules.values() if r.id not in disabled]
        return RuleSet(enabled, disabled, params, files, dict(rules))

    # -------------------------------------------------------------- params
    def load_params(self, trees: list[tuple[Path, Tree]]) -> dict[str, Param]:
        params: dict[str, Param] = {}
        for path, tree in trees:
            source = str(path)
            for item in tree.children:
                if not (isinstance(item, Tree) and item.data == "param"):
                    continue
                name_tok, value_tree, *doc = item.children
                name = str(name_tok)
                line = name_tok.line or 1
                if name in params:
                    first = params[name]
                    self.problem(
                        source,
                        RuleError(
                            f"parameter `{name}` is already defined at {first.source}:{first.line}",
                            line,
                            name_tok.column or 1,
                        ),
                    )
                    continue
                try:
                    node = Compiler(Scope({})).compile(value_tree)
                except RuleError as err:
                    self.problem(source, err)
                    continue
                start, end = value_tree.meta.start_pos, value_tree.meta.end_pos
                params[name] = Param(
                    name,
                    node.type,
                    node.const,
                    node.const,
                    self.texts[source][start:end],
                    unescape(str(doc[0])) if doc else None,
                    source,
                    line,
                )
        return params

    def apply_policy_params(self, params: dict[str, Param]) -> None:
        for name, setting in self.policy.params.items():
            if name not in params:
                self.policy_problem(setting, f"unknown parameter `{name}`{did_you_mean(name, params)}")
                continue
            param = params[name]
            try:
                param.value = coerce(setting, param.type)
                param.overridden_by = setting.source
            except ValueError as exc:
                self.policy_problem(setting, f"parameter `{name}`: {exc}")

    def policy_problem(self, setting: Setting, message: str) -> None:
        self.problems.append(Problem(setting.source, setting.line or 0, 0, message))

    def apply_policy_rules(self, rules: dict[str, Rule]) -> dict[str, str]:
        for rule_id, setting in self.policy.severity.items():
            if rule_id not in rules:
                self.policy_problem(
                    setting, f"severity for unknown rule `{rule_id}`{did_you_mean(rule_id, rules)}"
                )
            elif setting.value not in SEVERITIES:
                self.policy_problem(
                    setting,
                    f"unknown severity `{setting.value}` (one of: {', '.join(SEVERITIES)})"
                    f"{did_you_mean(str(setting.value), SEVERITIES)}",
                )
            else:
                rules[rule_id].severity = setting.value
        disabled: dict[str, str] = {}
        for rule_id, setting in self.policy.disabled.items():
            if rule_id not in rules:
                self.policy_problem(
                    setting, f"cannot disable unknown rule `{rule_id}`{did_you_mean(rule_id, rules)}"
                )
            else:
                disabled[rule_id] = str(setting.value).strip()
        return disabled

    # -------------------------------------------------------------- rules
    def load_rule(self, path: Path, tree: Tree, params: dict[str, Param], rules: dict[str, Rule]) -> None:
        source = str(path)
        id_tok: Token = tree.children[0]  # type: ignore[assignment]
        rule_id = str(id_tok)
        try:
            if rule_id in rules:
                first = rules[rule_id]
                raise RuleError(
                    f"duplicate rule id `{rule_id}` (first defined at {first.source_path}:{first.line})",
                    id_tok.line or 1,
                    id_tok.column or 1,
                    len(rule_id),
                )
            fields: dict[str, Tree] = {}
            for f in tree.children[1:]:
                assert isinstance(f, Tree)
                if f.data in fields and f.data != "needs":
                    raise RuleError(
                        f"`{f.data}` is given twice in rule `{rule_id}`",
                        f.meta.line,
                        f.meta.column,
                        len(str(f.data)),
                    )
                fields.setdefault(f.data, f)
            absent = [name for name in _REQUIRED if name not in fields]
            if absent:
                raise RuleError(
                    f"rule `{rule_id}` lacks {', '.join(f'`{a}`' for a in absent)}",
                    id_tok.line or 1,
                    id_tok.column or 1,
                    len(rule_id),
                )
            pitfall = self.word(source, fields["pitfall"], PITFALLS, "pitfall")
            severity = self.word(source, fields["severity"], SEVERITIES, "severity")
            scope = Scope(params)
            compiler = Compiler(scope)
            when_tree: Tree = fields["when"].children[0]  # type: ignore[assignment]
            condition = compiler.condition(when_tree, "the `when` condition").fn
            bound = dict(scope.quantifiers)
            memo = self.memos[source]
            title = self.texts_of(fields["title"], scope, {}, memo, source, static=True)
            messages = self.texts_of(fields["message"], scope, bound, memo, source)
            remedies = self.texts_of(fields["remedy"], scope, bound, memo, source)
            needs = [
                self.needs(n, scope) for n in tree.children[1:] if isinstance(n, Tree) and n.data == "needs"
            ]
            tags = [str(t) for t in fields["tags"].children] if "tags" in fields else []
            refs = [unescape(str(t)) for t in fields["references"].children] if "references" in fields else []
        except RuleError as err:
            self.problem(source, err)
            return
        if self.problems:
            return  # nothing loads anyway; keep checking the remaining rules for their own errors
        text = self.texts[source]
        rules[rule_id] = Rule(
            id=rule_id,
            pitfall=pitfall,
            severity=severity,
            default_severity=severity,
            title={
                k: "".join(p if isinstance(p, str) else show(p.const) for p in v.parts)
                for k, v in title.items()
            },
            messages=messages,
            remedies=remedies,
            condition=condition,
            slots=scope.slots,
            quantifiers={n: slot for n, (slot, _) in scope.quantifiers.items()},
            params={n: params[n] for n in sorted(scope.used_params)},
            needs=needs,
            tags=tags,
            references=refs,
            source_path=path,
            line=id_tok.line or 1,
            source_text=text[tree.meta.start_pos : tree.meta.end_pos],
            when_tree=when_tree,
            file_text=text,
        )

    def word(self, source: str, f: Tree, allowed: tuple[str, ...], what: str) -> str:
        """A pitfall or severity; a wrong one is recorded and checking goes on, to report every problem."""
        tok: Token = f.children[0]  # type: ignore[assignment]
        if str(tok) not in allowed:
            self.problem(
                source,
                RuleError(
                    f"unknown {what} `{tok}` (one of: {', '.join(allowed)}){did_you_mean(str(tok), allowed)}",
                    tok.line or 1,
                    tok.column or 1,
                    len(str(tok)),
                ),
            )
        return str(tok)

    def needs(self, f: Tree, scope: Scope) -> tuple[str, str]:
        path_tree, text_tok = f.children
        tokens: list[Token] = list(path_tree.children)  # type: ignore[arg-type]
        from auditor.dsl.schema import root_type

        compiler = Compiler(scope)
        compiler.walk(tokens, root_type(), start=0)
        return ".".join(str(t) for t in tokens), unescape(str(text_tok))

    def texts_of(
        self,
        f: Tree,
        scope: Scope,
        bound: dict[str, tuple[int, Type]],
        memo: treecache.ParseMemo,
        source: str,
        *,
        static: bool = False,
    ) -> dict[str, Template]:
        text_tree: Tree = f.children[0]  # type: ignore[assignment]
        out: dict[str, Template] = {}
        first_slot = scope.slots

        def compile_text(strings: Tree) -> tuple[list[str | Node], int]:
            # A quantifier in a hole takes a slot after those of the rule's condition.
            text_scope = Scope(scope.params, dict(bound), slots=first_slot, used_params=scope.used_params)
            parts: list[str | Node] = []
            for tok in strings.children:
                parts.extend(template_parts(tok, text_scope, memo.parse))  # type: ignore[arg-type]
            return parts, text_scope.slots

        for lang, strings in zip(LANGS, text_tree.children, strict=False):
            if self.verified and not static:
                out[lang] = Template(compile_later=partial(self.compile_verified, compile_text, strings, source))
                continue
            parts, slots = compile_text(strings)  # type: ignore[arg-type]
            template = Template(parts, slots=slots)
            if static and not template.static:
                raise RuleError(
                    "a title may use parameters but not facts (it is shown without an offer)",
                    f.meta.line,
                    f.meta.column,
                )
            out[lang] = template
        return out


def template_parts(tok: Token, scope: Scope, parse_expr: Callable[..., Tree] = parse) -> list[str | Node]:
    """Split a STRING token into text and compiled ``{expr}`` holes; ``{{``/``}}`` are braces.

    ``parse_expr`` is the loader's per-file memo, so holes come from the tree cache too.
    """
    raw = str(tok)[1:-1]
    parts: list[str | Node] = []
    buf: list[str] = []
    line, col = tok.line or 1, (tok.column or 1) + 1
    i = 0
    while True:
        found = _BRACE.search(raw, i)  # runs of plain text are taken whole, not a character at a time
        if found is None:
            buf.append(raw[i:])
            break
        j = found.start()
        buf.append(raw[i:j])
        ch = raw[j]
        if raw[j + 1 : j + 2] == ch:
            buf.append(ch)
            i = j + 2
            continue
        if ch == "}":
            raise RuleError("unmatched `}` in text (write `}}` for a brace)", line, col + j)
        end = raw.find("}", j)
        if end < 0:
            raise RuleError("unclosed `{` in text (write `{{` for a brace)", line, col + j)
        text = "".join(buf)
        if text:
            parts.append(unescape('"' + text + '"'))
        buf = []
        expr = raw[j + 1 : end]
        if not expr.strip():
            raise RuleError("empty `{}` in text", line, col + j)
        source_tree = parse_expr(expr, "", "expr", line_offset=line - 1, col_offset=col + j)
        parts.append(Compiler(scope, line_offset=line - 1, col_offset=col + j).compile(source_tree))
        i = end + 1
    text = "".join(buf)
    if text:
        parts.append(unescape('"' + text + '"'))
    return parts


_BRACE = re.compile(r"[{}]")


def coerce(setting: Setting, type_: Type) -> Any:
    """A policy value as the parameter's type; ``ValueError`` says what was expected."""
    value = setting.value
    if type_.kind == "str":
        if not isinstance(value, str):
            raise ValueError(f"expected text, got {value!r}")
        text = value.strip()
        return text[1:-1] if setting.from_text and len(text) >= 2 and text[0] == text[-1] == '"' else text
    if type_.kind == "bool":
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in ("true", "false", "yes", "no"):
            return value.strip().lower() in ("true", "yes")
        raise ValueError(f"expected true or false, got {value!r}")
    if type_.kind == "list":
        if isinstance(value, str):
            from auditor.dsl.syntax import parse as parse_text

            try:
                node = Compiler(Scope({})).compile(parse_text(value, setting.source, "value"))
            except RuleError as err:
                raise ValueError(err.message) from None
            value = node.const
        if not isinstance(value, list):
            raise ValueError(f'expected a list such as ["a", "b"], got {value!r}')
        item = type_.item or Type("str")
        return [coerce(Setting(v, setting.source, setting.line, setting.from_text), item) for v in value]
    if type_.kind == "qty":
        if isinstance(value, bool) or not isinstance(value, str | int | float):
            raise ValueError(f"expected a {type_.describe()}, got {value!r}")
        if isinstance(value, int | float) and type_.percent:
            raise ValueError(f"{type_.describe()} expected; write it with % (e.g. {value}%)")
        try:
            got, got_type = (
                parse_literal(str(value)) if isinstance(value, str) else (Fraction(str(value)), None)
            )
        except Exception as exc:  # UnitError, or a malformed number
            raise ValueError(f"not a quantity: {value!r} ({exc})") from None
        from auditor.dsl.schema import NUMBER

        got_type = got_type or NUMBER
        if not Compiler.compatible(type_, got_type):
            raise ValueError(f"expected a {type_.describe()}, got {value!r} (a {got_type.describe()})")
        return got
    raise ValueError(f"parameters of type {type_.describe()} cannot be overridden")
