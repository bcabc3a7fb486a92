"""The ``audit`` command line. Commands load lazily so ``audit offer x.yaml`` imports only what it uses."""

from __future__ import annotations

import functools
import importlib
import os
import sys
from collections.abc import Callable
from typing import Any

import click

from auditor import __version__

# command name → "module:attribute" of a click.Command; imported only when that command runs.
COMMANDS: dict[str, tuple[str, str]] = {
    "offer": ("auditor.commands.offer:offer", "Audit one offer (quote, contract, probes) for a target model."),
    "verify": ("auditor.commands.offer:verify", "Cross-check an offer against a directory of probe outputs."),
    "probe": ("auditor.commands.probe:probe", "Parse probe outputs (nvidia-smi, topo, nccl …); collect them."),
    "cache": ("auditor.commands.cache:cache", "Show or clear the cache of parsed documents."),
    "rules": ("auditor.commands.rules:rules", "List, test and explain the rules (audit rules --help)."),
    "size": ("auditor.commands.size:size", "Size a training run: memory per GPU, fit, min GPUs, time, cost."),
    "gpus": ("auditor.commands.size:gpus", "List the GPU catalogue (memory, bandwidth, dense BF16, NVLink)."),
    "models": ("auditor.commands.size:models", "List the model catalogue with computed parameter counts."),
    "schema": ("auditor.commands.schema:schema", "Print a shipped JSON Schema (offer, report, probe)."),
    "compare": ("auditor.commands.compare:compare", "Rank offers by what one training job costs on each."),
    "vendors": ("auditor.commands.vendors:vendors", "Audit an approved-vendor list as one batch (CI gate)."),
    "diff": ("auditor.commands.diff:diff", "What appeared, disappeared or changed between two JSON reports."),
    "read": ("auditor.commands.read:read", "Read quotes and contracts into a reviewable offer YAML (with readings)."),
}



class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:
            return None
        module_name, _, attr = COMMANDS[cmd_name][0].partition(":")
        command = getattr(importlib.import_module(module_name), attr)
        _end_start_up_on_entry(command)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = [(name, COMMANDS[name][1]) for name in self.list_commands(ctx)]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="audit")
def cli() -> None:
    """Audit GPU-server rental offers for LLM training.

    Exit codes: 0 no finding at or above --fail-on; 1 findings at or above it; 2 usage or input error;
    3 `probe collect`: a required check could not run; 4 `offer`/`verify`: incomplete, the documents
    state neither the GPU model nor the GPU count.
    """


class _EndsStartUp:
    """A command's callback that first ends start-up (imports and option parsing are done)."""

    def __init__(self, callback: Callable[..., Any]) -> None:
        self.callback = callback
        functools.update_wrapper(self, callback)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        from auditor import startup

        startup.command_starts()
        return self.callback(*args, **kwargs)


def _end_start_up_on_entry(command: click.Command) -> None:
    """Start-up ends when the command's own code starts, whatever the command (auditor.startup)."""
    if command.callback is not None and not isinstance(command.callback, _EndsStartUp):
        command.callback = _EndsStartUp(command.callback)


def _cache_switches(args: list[str]) -> list[str]:
    """``--no-cache=documents|all`` as the flags they mean (``commands.common.NO_CACHE_VALUES``)."""
    if not any(a.startswith("--no-cache=") for a in args):
        return list(args)
    from auditor.commands.common import NO_CACHE_VALUES

    out: list[str] = []
    for n, arg in enumerate(args):
        if arg == "--":
            return out + list(args[n:])
        if arg.startswith("--no-cache=") and arg not in NO_CACHE_VALUES:
            raise click.UsageError(f"{arg}: --no-cache takes no value or =all (or =documents, the default)")
        out.append(NO_CACHE_VALUES.get(arg, arg))
    return out


def main(argv: list[str] | None = None) -> None:
    """Entry point: input errors become one line on stderr and exit 2, never a traceback. Patterns the
    run compiles are kept for the next run (auditor.infra.regex_cache)."""
    from auditor.infra import regex_cache

    regex_cache.install()
    try:
        _run(argv)
    finally:
        regex_cache.save()


def _run(argv: list[str] | None) -> None:
    from auditor import startup
    from auditor.errors import InputError, UsageError, error_text

    try:
        args = _cache_switches(sys.argv[1:] if argv is None else argv)
        with startup.phase():
            code = cli.main(args=args, prog_name="audit", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("audit: interrupted", err=True)
        sys.exit(130)
    except click.exceptions.NoArgsIsHelpError as exc:
        exc.show()  # `audit` alone: the help text, as before
        sys.exit(2)
    except click.ClickException as exc:
        click.echo(f"audit: {_one_line(exc)}", err=True)
        sys.exit(2)
    except InputError as exc:
        click.echo(f"audit: {error_text(exc)}", err=True)
        sys.exit(2)
    except UsageError as exc:
        click.echo(f"audit: {error_text(exc)}", err=True)
        sys.exit(2)
    except KeyboardInterrupt:
        click.echo("audit: interrupted", err=True)
        sys.exit(130)
    except BrokenPipeError:
        sys.exit(1)
    except Exception as exc:  # a defect, not the input: still one line and exit 2, never exit 1 ("findings")
        if os.environ.get("AUDIT_DEBUG"):
            raise
        from auditor.infra.sanitize import error_line

        click.echo(f"audit: internal error ({type(exc).__name__}: {error_line(exc, 200)}); nothing was "
                   "written. Rerun with AUDIT_DEBUG=1 for the traceback and report it", err=True)
        sys.exit(2)
    # A command's callback returns its exit code (0 pass, 1 findings at or above --fail-on).
    sys.exit(code if isinstance(code, int) else 0)


def _one_line(exc: click.ClickException) -> str:
    """A usage error as one line with the command's --help hint. What was typed (a file name with
    terminal escapes, a 5 MB value) is made inert and cut short (auditor.infra.sanitize.error_line)."""
    from auditor.infra.sanitize import error_line

    message = error_line(exc.format_message())
    ctx = getattr(exc, "ctx", None)
    hint = f" (see '{ctx.command_path} --help')" if isinstance(exc, click.UsageError) and ctx is not None else ""
    return f"{message}{hint}"
