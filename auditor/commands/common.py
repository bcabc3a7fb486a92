"""Options shared by the commands that audit (offer, verify, vendors, compare) and ``audit rules``.

Defined once here, so every command reads --rules, --no-default-rules, --policy, --set, --model,
--tokens … identically; the rule engine itself takes plain values (``auditor.dsl.loader.load_ruleset``).
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from auditor.model.findings import SEVERITIES

__all__ = [
    "FAIL_ON",
    "GPU",
    "MODEL",
    "MODES",
    "TOKENS",
    "AliasedOption",
    "check_sarif_include",
    "gate_options",
    "model_option",
    "no_cache_option",
    "rule_options",
    "sarif_include_option",
    "seq_len_option",
    "target_options",
    "today_option",
    "tokens_option",
]

FAIL_ON = click.Choice([*SEVERITIES, "never"])
MODES = click.Choice(["pretrain", "full", "lora", "qlora"])
MAX_SEQ_LEN = 10_000_000
"""Sequence length a job may name: the longest-context models are ~1-10 M tokens."""


class AliasedOption(click.Option):
    """An option whose older spellings still parse but are left out of ``--help``.

    One name per concept across commands (``--seq-len``, ``--headroom``); a script written against
    an earlier spelling (``--seq``, ``--margin``) keeps working.
    """

    def __init__(self, *args: Any, hidden_aliases: tuple[str, ...] = (), **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.hidden_aliases = hidden_aliases

    def get_help_record(self, ctx: click.Context) -> tuple[str, str] | None:
        shown = self.opts
        self.opts = [o for o in shown if o not in self.hidden_aliases]
        try:
            return super().get_help_record(ctx)
        finally:
            self.opts = shown


class _Tokens(click.ParamType):
    """A whole, positive token count (``15T``, ``100B``, ``2e10``, ``15,000,000,000``, ``150亿``).

    The parser is ``auditor.sizing.tokens`` so a vendor list's ``target.tokens`` reads the same.
    """

    name = "tokens"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        from auditor.sizing.tokens import parse_tokens

        try:
            return parse_tokens(value)
        except ValueError as exc:
            self.fail(str(exc), param, ctx)


class _Gpu(click.ParamType):
    """A GPU as people name it: a catalogue id, a marketing name (``H100 PCIe``, ``A100 80GB``) or a
    family (``H100``: the SXM part most quotes mean). Gives ``(spec, note)``; the note says which part
    a family name was taken as, for the command to print. A name several parts fit equally fails."""

    name = "gpu"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, tuple):
            return value
        from auditor.errors import UsageError
        from auditor.sizing.catalog import resolve_gpu

        try:
            return resolve_gpu(str(value))
        except UsageError as exc:
            self.fail(str(exc), param, ctx)


class _Model(click.ParamType):
    """A model: a catalogue id or alias, a Hugging Face id (``meta-llama/Meta-Llama-3-70B``,
    ``-Instruct``) or a ``config.json`` path. A catalogued model becomes its id, so reports name it
    one way; a path stays a path (the pipeline reads it). Unknown names fail before any document
    is read, listing close matches."""

    name = "model"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        from auditor.errors import UsageError
        from auditor.sizing.catalog import catalogue_model_id, get_model

        text = str(value)
        found = catalogue_model_id(text)
        if found is not None:
            return found
        try:
            get_model(text)  # a config.json: its errors name the file (InputError passes through)
        except UsageError as exc:
            self.fail(str(exc), param, ctx)
        return text


TOKENS = _Tokens()
GPU = _Gpu()
MODEL = _Model()


def _disable_cache(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """--no-cache / --no-cache=all: set for this process and the batch workers it starts."""
    if value:
        os.environ["AUDIT_NO_CACHE"] = "all" if param.name == "no_cache_all" else "1"


NO_CACHE_VALUES = {"--no-cache=documents": "--no-cache", "--no-cache=all": "--no-cache-all"}
"""The spellings ``--no-cache=WHAT`` (a flag that click cannot give a value) as the options they mean;
``auditor.cli`` rewrites them before parsing (``--no-cache FILE`` must not swallow the file)."""


def no_cache_option(func: Callable[..., Any]) -> Callable[..., Any]:
    """--no-cache bypasses the document cache; --no-cache=all every cache (see auditor/infra/cache.py)."""
    func = click.option("--no-cache-all", is_flag=True, expose_value=False, is_eager=True, hidden=True,
                        callback=_disable_cache)(func)
    return click.option(
        "--no-cache", is_flag=True, expose_value=False, is_eager=True, callback=_disable_cache,
        help="Read every document afresh (no document cache); --no-cache=all: no cache at all "
             "(rule trees and catalogue too).",
    )(func)


def sarif_include_option(func: Callable[..., Any]) -> Callable[..., Any]:
    """--sarif-include: SARIF reports failing findings only (what the gate acts on) unless asked for more."""
    return click.option(
        "--sarif-include", "sarif_include", multiple=True, type=click.Choice(["unverified"]),
        help="With --format sarif: also report these findings (repeatable; default: failing ones only).",
    )(func)


def check_sarif_include(fmt: str, sarif_include: tuple[str, ...]) -> None:
    if sarif_include and fmt != "sarif":
        raise click.UsageError(f"--sarif-include applies to --format sarif, not {fmt}")


def model_option(dest: str, *, required: bool = False) -> Callable[..., Any]:
    """--model (-m): one spelling and one resolution for every command that names a job."""
    return click.option("--model", "-m", dest, type=MODEL, required=required,
                        help="Model: catalogue id (audit models), Hugging Face id or config.json path.")


def tokens_option(help_text: str) -> Callable[..., Any]:
    return click.option("--tokens", type=TOKENS, help=help_text)


def seq_len_option(default: int | None, help_text: str | None = None) -> Callable[..., Any]:
    """--seq-len; ``--seq`` still parses (hidden)."""
    return click.option("--seq-len", "--seq", "seq_len", cls=AliasedOption, hidden_aliases=("--seq",),
                        type=click.IntRange(min=1, max=MAX_SEQ_LEN), default=default,
                        show_default=default is not None, help=help_text or "Sequence length.")


def _today(ctx: click.Context, param: click.Parameter, value: str | None) -> dt.date:
    """--today / AUDIT_TODAY: the date waivers are checked against; today's date when unset."""
    if value is None:
        return dt.date.today()
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise click.BadParameter(f"{value!r} is not a date (YYYY-MM-DD)") from None


def today_option() -> Callable[..., Any]:
    """--today (hidden; AUDIT_TODAY): a fixed date for waiver expiry, for reproducible runs and tests."""
    return click.option("--today", callback=_today, envvar="AUDIT_TODAY", hidden=True,
                        help="Date to check waiver expiry against (YYYY-MM-DD); for reproducible runs and tests.")


def gate_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """--waivers/--baseline/--today for one offer, read as ``audit vendors`` reads them."""
    for option in reversed([
        click.option("--waivers", "waivers", multiple=True, type=click.Path(path_type=Path), metavar="FILE",
                     help="Waivers file (repeatable; the format of audit vendors): waived findings do not gate."),
        click.option("--baseline", type=click.Path(path_type=Path), metavar="FILE",
                     help="Previous JSON report: mark findings new/unchanged/updated; gate only on what changed."),
        today_option(),
    ]):
        func = option(func)
    return func


def target_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """--model/--mode/--tokens/--seq-len: the training job the offer is audited for."""
    for option in reversed([
        model_option("model_name"),
        click.option("--mode", type=MODES, default="full", show_default=True, help="Training mode."),
        tokens_option("Training tokens (15T, 100B, 2e10, 15,000,000,000) for time and cost."),
        seq_len_option(None, "Sequence length (default 4096)."),
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
