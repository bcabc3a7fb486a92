"""``audit rules list | test | explain``: inspect, test and explain the rule packs."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import click

from auditor.commands.common import rule_options
from auditor.dsl.loader import ruleset_from_options


@click.group()
def rules() -> None:
    """List, test and explain the rules (shipped packs plus --rules)."""


@rules.command("list")
@rule_options
@click.option(
    "--format", "fmt", type=click.Choice(["text", "markdown", "json", "acceptance"]), default="text",
    show_default=True, help="acceptance: the acceptance table of docs/acceptance.md (rules reading probe.* facts)."
)
@click.option("--lang", type=click.Choice(["en", "zh"]), default="en", show_default=True)
def list_rules(
    rule_paths: tuple[Path, ...],
    no_default_rules: bool,
    policy: Path | None,
    settings: tuple[str, ...],
    fmt: str,
    lang: str,
) -> int:
    """Every rule: id, pitfall, severity and title."""
    ruleset = ruleset_from_options(rule_paths, no_default_rules, policy, settings)
    items = list(ruleset.all_rules.values())
    title = {r.id: r.title.get(lang) or r.title["en"] for r in items}
    if fmt == "json":
        click.echo(
            json.dumps(
                [
                    {
                        "id": r.id,
                        "pitfall": r.pitfall,
                        "severity": r.severity,
                        "title": title[r.id],
                        "disabled": ruleset.disabled.get(r.id),
                        "source": f"{r.source_path}:{r.line}",
                        "params": {p.name: p.default_text for p in r.params.values()},
                    }
                    for r in items
                ],
                ensure_ascii=False,
                indent=2,
            )
        )
        return 0
    if fmt == "acceptance":
        click.echo(acceptance_table(items), nl=False)
        return 0
    if fmt == "markdown":
        click.echo("| id | pitfall | severity | title |\n| --- | --- | --- | --- |")
        for r in items:
            off = f" (disabled: {ruleset.disabled[r.id]})" if r.id in ruleset.disabled else ""
            click.echo(f"| `{r.id}` | {r.pitfall} | {r.severity} | {title[r.id].replace('|', '/')}{off} |")
        return 0
    width = max((len(r.id) for r in items), default=10)
    for r in items:
        off = f"  [disabled: {ruleset.disabled[r.id]}]" if r.id in ruleset.disabled else ""
        click.echo(f"{r.id:<{width}}  {r.pitfall:<16} {r.severity:<8}  {title[r.id]}{off}")
    click.echo(ruleset.describe(), err=True)
    return 0


_PROBE_FACT = re.compile(r"\bprobe\.[a-z0-9_]+(?:\.[a-z0-9_]+)*")
ACCEPTANCE_HEADER = """# Acceptance checks

Generated from the rule packs by `audit rules list --format acceptance > docs/acceptance.md`; do not
edit by hand (tests/rules/test_catalogue.py fails while this file is stale). An acceptance check is
a rule whose condition reads measured `probe.*` facts. Each threshold is a `param` of its pack, with
its value and its source as the pack states them; a policy (`--policy`) may override a value. A rule
whose facts are unknown reports `unverified`, never `pass`.
"""


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def _commands(rule: Any, facts: list[str], produced_by: dict[str, list[str]]) -> list[str]:
    """The commands that produce the probe facts read: the rule's own ``needs`` lines, else the kinds' collect steps."""
    stated = [text for path, text in rule.needs if path.startswith("probe")]
    if stated:
        return list(dict.fromkeys(stated))
    branches = {fact.split(".")[1] for fact in facts}
    return list(dict.fromkeys(c for b in sorted(branches) for c in produced_by.get(b, [])))


def acceptance_table(rules: list[Any]) -> str:
    """docs/acceptance.md: each rule reading probe facts (severity, facts, command, thresholds), then the thresholds."""
    from auditor.probes.registry import specs

    produced_by = {k.branch: [" ".join(c.argv) for c in k.commands] for k in specs()}
    lines = [ACCEPTANCE_HEADER, "## Checks", "",
             "| rule | severity | checks | probe facts | produced by | thresholds |",
             "| --- | --- | --- | --- | --- | --- |"]
    used: dict[str, tuple[Any, list[str]]] = {}
    for rule in rules:
        condition = rule.file_text[rule.when_tree.meta.start_pos:rule.when_tree.meta.end_pos]
        facts = list(dict.fromkeys(_PROBE_FACT.findall(condition)))
        if not facts:
            continue
        params = [p for p in rule.params.values() if re.search(rf"\b{re.escape(p.name)}\b", rule.source_text)]
        for p in params:
            used.setdefault(p.name, (p, []))[1].append(rule.id)
        commands = "<br>".join(f"`{_cell(c)}`" for c in _commands(rule, facts, produced_by)) or "—"
        thresholds = "<br>".join(f"`{p.name}` = {_cell(p.default_text)}" for p in params) or "—"
        lines.append(f"| `{rule.id}` | {rule.default_severity} | {_cell(rule.title['en'])} | "
                     f"{'<br>'.join(f'`{f}`' for f in facts)} | {commands} | {thresholds} |")
    lines += ["", "## Thresholds", "", "| param | value | source | used by |", "| --- | --- | --- | --- |"]
    for name in sorted(used):
        param, users = used[name]
        lines.append(f"| `{name}` | {_cell(param.default_text)} | {_cell(param.description or 'no source stated')} | "
                     f"{', '.join(f'`{u}`' for u in users)} |")
    return "\n".join(lines) + "\n"


@rules.command("test")
@click.argument("path", required=False, type=click.Path(path_type=Path))
def test_rules(path: Path | None) -> int:
    """Run the test cases kept beside the rules (<pack>.tests.yaml); exit 1 on any failure.

    Every rule must also have at least one failing and one passing case.
    """
    from auditor.dsl.loader import load_rules, rule_files
    from auditor.dsl.testing import run_tests, test_files
    from auditor.errors import InputError
    from auditor.resources import data_dir

    target = path if path is not None else data_dir("rules")
    rule_paths = (
        rule_files([target])
        if not target.name.endswith(".tests.yaml")
        else rule_files([target.with_name(target.name.removesuffix(".tests.yaml") + ".rules")])
    )
    ruleset = load_rules(rule_paths, include_default=False)
    files = test_files([target])
    if not files:
        raise InputError(str(target), "no rule tests found (expected <pack>.tests.yaml beside <pack>.rules)")
    report = run_tests(ruleset, files, rules_under=rule_paths)
    for result in report.results:
        mark = "ok  " if result.ok else "FAIL"
        click.echo(f"{mark} {result.case.source}:{result.case.line} {result.case.name}")
        for line in result.failures:
            click.echo(f"       {line}")
    for rule_id, lacking in report.uncovered.items():
        click.echo(f"UNCOVERED {rule_id}: no {' and no '.join(lacking)} case")
    failed = sum(not r.ok for r in report.results)
    click.echo(
        f"{len(report.results)} case(s) in {len(files)} file(s) over {len(ruleset.rules)} rule(s): "
        f"{len(report.results) - failed} passed, {failed} failed, {len(report.uncovered)} rule(s) uncovered",
        err=True,
    )
    return 0 if report.ok else 1


@rules.command("explain")
@click.argument("rule_id")
@rule_options
@click.option(
    "--offer",
    "offers",
    multiple=True,
    type=click.Path(path_type=Path),
    help="Offer document(s) (YAML, JSON, PDF) to evaluate the rule on.",
)
@click.option(
    "--facts",
    "facts_file",
    type=click.Path(path_type=Path),
    help="A fact fixture (YAML, as in rule tests) instead of an offer.",
)
@click.option("--lang", type=click.Choice(["en", "zh"]), default="en", show_default=True)
def explain(
    rule_id: str,
    rule_paths: tuple[Path, ...],
    no_default_rules: bool,
    policy: Path | None,
    settings: tuple[str, ...],
    offers: tuple[Path, ...],
    facts_file: Path | None,
    lang: str,
) -> int:
    """Show a rule's source and parameters; with --offer, the facts it read and why it came out so."""
    from auditor.dsl.explain import explain_rule

    ruleset = ruleset_from_options(rule_paths, no_default_rules, policy, settings)
    rule = ruleset.get(rule_id)
    facts = _facts(list(offers), facts_file)
    click.echo(explain_rule(ruleset, rule, facts, lang=lang))
    return 0


def _facts(offers: list[Path], facts_file: Path | None) -> object | None:
    from auditor.facts import Facts, FactTree, offer_facts

    if facts_file is not None:
        from pydantic import ValidationError

        from auditor.errors import InputError
        from auditor.infra import limits

        data, _ = limits.load_yaml(limits.read_text(facts_file, kind="config"), str(facts_file))
        try:
            return Facts(FactTree.model_validate({"offer": {}, **(data or {})}))
        except (ValidationError, TypeError) as exc:
            raise InputError(str(facts_file), f"not a fact fixture: {exc}".splitlines()[0]) from None
    if not offers:
        return None
    from auditor.ingest import load_offer

    branch, evidence = offer_facts(load_offer(offers))
    return Facts(FactTree(offer=branch), evidence)
