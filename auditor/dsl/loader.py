"""Rule files → a checked ``RuleSet``: all or nothing.

Every file is parsed (trees from ``treecache`` when unchanged: the package's for the shipped
packs, the user cache's for others), every parameter, policy override and rule is checked, and any
problem anywhere raises one ``InputError`` listing all of them, so a broken pack never half-loads.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from auditor import startup
from auditor.dsl import treecache
from auditor.dsl.compiler import Compiler, Param, Scope, unescape
from auditor.dsl.policy import Policy, Setting, coerce, load_policy
from auditor.dsl.ruleset import LANGS, Rule, RuleSet
from auditor.dsl.runtime import show
from auditor.dsl.schema import Type
from auditor.dsl.syntax import Problem, RuleError, did_you_mean, raise_problems
from auditor.dsl.templates import Part, Template, template_parts
from auditor.dsl.tree import Token, Tree
from auditor.errors import InputError, UsageError
from auditor.infra.limits import check_size
from auditor.model.findings import PITFALLS, SEVERITIES

_REQUIRED = ("pitfall", "severity", "title", "when", "message", "remedy")


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
    files = shipped_files() if include_default else []
    for f in rule_files(paths):
        if f.resolve() not in {x.resolve() for x in files}:
            files.append(f)
    with startup.quiet():  # thousands of compiled nodes that live as long as the process
        return _Loader(policy or Policy(), shipped=_shipped_names(files) if include_default else {}).load(files)


def shipped_files() -> list[Path]:
    """The shipped rule packs, in load order."""
    from auditor.resources import data_dir

    return sorted(data_dir("rules").rglob("*.rules"))


def _shipped_names(files: list[Path]) -> dict[str, str]:
    """Source → artefact name (``treecache.shipped_name``) of the shipped packs among ``files``."""
    from auditor.resources import data_dir

    folder = data_dir("rules")
    return {str(f): treecache.shipped_name(f.relative_to(folder)) for f in files if folder in f.parents}


def shipped_trees() -> dict[str, tuple[str, bytes]]:
    """Artefact name → (stamp, payload) of every shipped pack's parses (``python -m auditor.prebuild``):
    the packs loaded afresh, each text compiled now, so the memo holds every parse a run may need."""
    files = shipped_files()
    loader = _Loader(Policy(), shipped={}, cached=False)
    loader.load(files)
    names = _shipped_names(files)
    return {names[source]: (treecache.shipped_stamp(loader.texts[source]), treecache.payload(memo))
            for source, memo in loader.memos.items()}


class _Loader:
    def __init__(self, policy: Policy, *, shipped: dict[str, str], cached: bool = True) -> None:
        self.policy = policy
        self.problems: list[Problem] = []
        self.texts: dict[str, str] = {}
        self.memos: dict[str, treecache.ParseMemo] = {}
        self.shipped = shipped  # source → its artefact, for the shipped packs
        self.cached = cached  # False: parse and compile everything afresh, read and write no cache
        self.verified = False  # this set of rule texts compiled without a problem before

    def read_all(self, files: list[Path]) -> list[str]:
        for path in files:
            source = str(path)
            check_size(path, kind="config")  # regular files only (a FIFO blocks); AUDIT_MAX_CONFIG_BYTES
            try:
                self.texts[source] = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                raise InputError(source, f"cannot read rule file: {exc}") from None
        return list(self.texts.values())

    @staticmethod
    def compile_verified(compile_text: Callable[[Tree], tuple[list[Part], int]], strings: Tree,
                         source: str) -> tuple[list[Part], int]:
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
        texts = self.read_all(files)
        self.verified = self.cached and treecache.verified(texts)
        for path in files:
            source = str(path)
            text = self.texts[source]
            self.memos[source] = memo = treecache.load(text, self.shipped.get(source)) if self.cached else (
                treecache.ParseMemo())
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
        if self.cached:
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
        id_tok: Token = tree.children[0]
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
            scope = Scope(params, vetted=self.verified)
            compiler = Compiler(scope)
            when_tree: Tree = fields["when"].children[0]
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
        tok: Token = f.children[0]
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
        tokens: list[Token] = list(path_tree.children)
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
        text_tree: Tree = f.children[0]
        out: dict[str, Template] = {}
        first_slot = scope.slots

        def compile_text(strings: Tree) -> tuple[list[Part], int]:
            # A quantifier in a hole takes a slot after those of the rule's condition.
            text_scope = Scope(scope.params, dict(bound), slots=first_slot, used_params=scope.used_params,
                               vetted=scope.vetted)
            parts: list[Part] = []
            for tok in strings.children:
                parts.extend(template_parts(tok, text_scope, memo.parse))
            return parts, text_scope.slots

        for lang, strings in zip(LANGS, text_tree.children, strict=False):
            if self.verified and not static:
                out[lang] = Template(lang=lang,
                                     compile_later=partial(self.compile_verified, compile_text, strings, source))
                continue
            parts, slots = compile_text(strings)
            template = Template(parts, slots=slots, lang=lang)
            if static and not template.static:
                raise RuleError(
                    "a title may use parameters but not facts (it is shown without an offer)",
                    f.meta.line,
                    f.meta.column,
                )
            out[lang] = template
        return out


def policy_from_options(policy: Path | None, settings: tuple[str, ...]) -> Policy:
    base = load_policy(policy) if policy is not None else Policy()
    return base.merge(Policy.from_sets(list(settings))) if settings else base


def ruleset_from_options(
    rule_paths: tuple[Path, ...], no_default_rules: bool, policy: Path | None, settings: tuple[str, ...]
) -> RuleSet:
    return load_rules(
        list(rule_paths), policy=policy_from_options(policy, settings), include_default=not no_default_rules
    )


def load_ruleset(rule_paths: tuple[Path, ...], no_default_rules: bool, policy: Path | None,
                 settings: tuple[str, ...]) -> RuleSet:
    """The rules an auditing command runs (its --rules, --no-default-rules, --policy, --set).

    An audit that evaluates no rule would report PASS having checked nothing (``--no-default-rules``
    alone, or a policy that disables every rule): that fails closed, as a usage error (exit 2).
    """
    ruleset = ruleset_from_options(rule_paths, no_default_rules, policy, settings)
    if not ruleset.rules:
        if ruleset.disabled:
            why = f"the policy {policy} disables all {len(ruleset.disabled)} rules" if policy else (
                f"all {len(ruleset.disabled)} rules are disabled")
        elif no_default_rules and not rule_paths:
            why = "--no-default-rules without --rules FILE"
        else:
            why = f"the rule files given ({', '.join(map(str, rule_paths))}) define none"
        raise UsageError(f"no rules to evaluate: {why}; an audit that checks nothing cannot pass. "
                         "Enable at least one rule or add --rules FILE")
    return ruleset
