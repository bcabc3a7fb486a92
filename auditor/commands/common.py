"""Options shared by the commands that audit (offer, verify, vendors, compare).

The rule options (--rules, --no-default-rules, --policy, --set) live with the rule engine
(auditor.dsl.options) and are re-exported here, so every command reads them identically.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from auditor import startup
from auditor.dsl.options import rule_options, ruleset_from_options
from auditor.dsl.ruleset import RuleSet
from auditor.model.findings import SEVERITIES

__all__ = ["FAIL_ON", "MODES", "disable_cache", "load_ruleset", "make_target", "rule_options", "target_options"]

FAIL_ON = click.Choice([*SEVERITIES, "never"])
MODES = click.Choice(["pretrain", "full", "lora", "qlora"])


def load_ruleset(rule_paths: tuple[Path, ...], no_default_rules: bool, policy: Path | None,
                 settings: tuple[str, ...]) -> RuleSet:
    """The rules of the command line's rule options; with them loaded, start-up is over."""
    ruleset = ruleset_from_options(rule_paths, no_default_rules, policy, settings)
    startup.done()
    return ruleset


def disable_cache(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """--no-cache: set for this process and the batch workers it starts."""
    if value:
        os.environ["AUDIT_NO_CACHE"] = "1"


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
