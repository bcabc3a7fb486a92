"""Options shared by the commands that audit (offer, verify, vendors, compare) and ``audit rules``.

Defined once here, so every command reads --rules, --no-default-rules, --policy, --set, --model,
--tokens … identically; the rule engine itself takes plain values (``auditor.dsl.loader.load_ruleset``).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from auditor.model.findings import SEVERITIES

__all__ = ["FAIL_ON", "MODES", "disable_cache", "rule_options", "target_options"]

FAIL_ON = click.Choice([*SEVERITIES, "never"])
MODES = click.Choice(["pretrain", "full", "lora", "qlora"])
MAX_TOKENS = 1e15
"""Training tokens a job may name: ~60x Llama 3's 15 T; more is a typo (or inf), not a plan."""
MAX_SEQ_LEN = 10_000_000
"""Sequence length a job may name: the longest-context models are ~1-10 M tokens."""


_SUFFIX = {"k": 10**3, "m": 10**6, "b": 10**9, "g": 10**9, "t": 10**12}


def parse_count(text: str) -> int:
    """Token counts as people write them: 15T, 2.5B, 100M, 2e10, 1_000_000; ValueError otherwise."""
    raw = str(text).strip().replace("_", "").replace(",", "")
    suffix = _SUFFIX.get(raw[-1:].lower())
    number = float(raw[:-1]) * suffix if suffix else float(raw)
    if not 1 <= number <= MAX_TOKENS:  # nan, inf, zero and negative counts too
        raise ValueError(f"{text!r} is not a token count between 1 and {MAX_TOKENS:.0e}")
    return round(number)


class _Tokens(click.ParamType):
    """A positive, finite token count (``15T``, ``100B``, ``2e10``): nan, inf, 0 and negatives are usage errors."""

    name = "tokens"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        if isinstance(value, int):
            return value
        try:
            return parse_count(value)
        except (TypeError, ValueError) as exc:
            msg = str(exc) if "token count" in str(exc) else (
                f"{value!r} is not a number of tokens (e.g. 15T, 100B, 2e10)")
            self.fail(msg, param, ctx)


TOKENS = _Tokens()


def disable_cache(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """--no-cache: set for this process and the batch workers it starts."""
    if value:
        os.environ["AUDIT_NO_CACHE"] = "1"


def target_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """--model/--mode/--tokens/--seq-len: the training job the offer is audited for."""
    for option in reversed([
        click.option("--model", "model_name", help="Target model id (audit size --list) or a config.json path."),
        click.option("--mode", type=MODES, default="full", show_default=True, help="Training mode."),
        click.option("--tokens", type=TOKENS, help="Training tokens (15T, 100B, 2e10) for time and cost."),
        click.option("--seq-len", type=click.IntRange(min=1, max=MAX_SEQ_LEN),
                     help="Sequence length (default 4096)."),
    ]):
        func = option(func)
    return func


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
