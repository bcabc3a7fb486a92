"""Options shared by the commands that audit (offer, verify, vendors, compare)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from auditor.model.findings import SEVERITIES

FAIL_ON = click.Choice([*SEVERITIES, "never"])
MODES = click.Choice(["pretrain", "full", "lora", "qlora"])


def disable_cache(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """--no-cache: set for this process and the batch workers it starts."""
    if value:
        os.environ["AUDIT_NO_CACHE"] = "1"


def rule_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """--rules/--no-default-rules/--policy/--set: which rules run and with which thresholds."""
    for option in reversed([
        click.option("--rules", "rule_paths", multiple=True, type=click.Path(path_type=Path),
                     help="Extra rule file or folder (repeatable), on top of the shipped packs."),
        click.option("--no-default-rules", is_flag=True, help="Run only the rules given with --rules."),
        click.option("--policy", type=click.Path(path_type=Path), help="Policy profile (YAML): thresholds, "
                     "severity overrides, disabled rules with reasons."),
        click.option("--set", "settings", multiple=True, metavar="NAME=VALUE",
                     help="Override one rule parameter, e.g. --set min_availability=99.9%%."),
    ]):
        func = option(func)
    return func


def target_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """--model/--mode/--tokens/--seq-len: the training job the offer is audited for."""
    for option in reversed([
        click.option("--model", "model_name", help="Target model id (audit size --list) or a config.json path."),
        click.option("--mode", type=MODES, default="full", show_default=True, help="Training mode."),
        click.option("--tokens", type=float, help="Training tokens (e.g. 2e9) for time and cost."),
        click.option("--seq-len", type=int, help="Sequence length (default 4096)."),
    ]):
        func = option(func)
    return func


def load_ruleset(rule_paths: tuple[Path, ...], no_default_rules: bool, policy: Path | None,
                 settings: tuple[str, ...]) -> Any:
    from auditor.dsl import Policy, load_policy, load_rules

    profile = load_policy(policy) if policy else None
    if settings:
        overrides = Policy.from_sets(list(settings))
        profile = profile.merged(overrides) if profile else overrides
    return load_rules(list(rule_paths), policy=profile, include_default=not no_default_rules)


def make_target(model_name: str | None, mode: str, tokens: float | None, seq_len: int | None) -> Any:
    if not model_name:
        return None
    from auditor.sizing.facts import Target

    fields: dict[str, Any] = {"model": model_name, "mode": mode}
    if tokens:
        fields["tokens"] = int(tokens)
    if seq_len:
        fields["seq_len"] = seq_len
    return Target(**fields)
