"""``audit rules list | test | explain``: inspect, test and explain the rule packs."""

from __future__ import annotations

from pathlib import Path

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
    from auditor.render import renderer

    ruleset = ruleset_from_options(rule_paths, no_default_rules, policy, settings)
    if fmt == "acceptance":
        click.echo(renderer("acceptance", "markdown").table(list(ruleset.all_rules.values())), nl=False)
        return 0
    click.echo(renderer("rules", fmt).catalogue(ruleset, lang), nl=False)
    if fmt == "text":
        click.echo(ruleset.describe(), err=True)
    return 0


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
