"""The rule options every command shares: ``--rules``, ``--no-default-rules``, ``--policy``, ``--set``.

Kept here so ``audit offer`` and ``audit rules …`` read them identically::

    @rule_options
    def offer(..., rule_paths, no_default_rules, policy, settings): ruleset = ruleset_from_options(...)
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from auditor.dsl.loader import load_rules
from auditor.dsl.policy import Policy, load_policy
from auditor.dsl.ruleset import RuleSet


def rule_options(command: Callable[..., Any]) -> Callable[..., Any]:
    for option in reversed(
        (
            click.option(
                "--rules",
                "rule_paths",
                multiple=True,
                type=click.Path(path_type=Path),
                help="Extra rule file or folder (repeatable), on top of the shipped packs.",
            ),
            click.option(
                "--no-default-rules", is_flag=True, help="Use only the --rules given, not the shipped packs."
            ),
            click.option(
                "--policy",
                "policy",
                type=click.Path(path_type=Path),
                help="Policy profile (YAML): parameter and severity overrides, disabled rules.",
            ),
            click.option(
                "--set",
                "settings",
                multiple=True,
                metavar="NAME=VALUE",
                help="Override one rule parameter, e.g. --set min_availability=99.9%.",
            ),
        )
    ):
        command = option(command)
    return command


def policy_from_options(policy: Path | None, settings: tuple[str, ...]) -> Policy:
    base = load_policy(policy) if policy is not None else Policy()
    return base.merge(Policy.from_sets(list(settings))) if settings else base


def ruleset_from_options(
    rule_paths: tuple[Path, ...], no_default_rules: bool, policy: Path | None, settings: tuple[str, ...]
) -> RuleSet:
    return load_rules(
        list(rule_paths), policy=policy_from_options(policy, settings), include_default=not no_default_rules
    )
