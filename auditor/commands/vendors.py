"""``audit vendors LIST.yaml``: audit an approved-vendor list as one batch, for CI gating.

Exit codes: 0 no vendor fails at or above --fail-on (waived findings and, with --baseline,
findings unchanged since the baseline do not count); 1 at least one vendor does; 2 bad input
(list, offer, waivers file, baseline, rules); 130 interrupted (no report written).
"""

from __future__ import annotations

import datetime as dt
import os
import sys
from pathlib import Path

import click

from auditor.commands.common import (
    FAIL_ON,
    check_sarif_include,
    no_cache_option,
    rule_options,
    sarif_include_option,
    today_option,
)


def _formats() -> list[str]:
    from auditor.render import FORMATS

    return list(FORMATS)


@click.command()
@click.argument("list_file", metavar="LIST.yaml", type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(_formats()), default="text", show_default=True)
@click.option(
    "--fail-on",
    type=FAIL_ON,
    default="high",
    show_default=True,
    help="Exit 1 when any vendor has a finding at or above this severity (not waived).",
)
@click.option("--jobs", "-j", type=click.IntRange(min=1), help="Worker processes (default: all cores).")
@click.option("--dask", "dask_address", metavar="ADDRESS",
              help="Audit the offers on a Dask cluster (scheduler address, e.g. tcp://10.0.0.5:8786): same "
              "report; needs the cluster extra, the same auditor on every worker and the documents at the "
              "same paths.")
@click.option(
    "--no-waivers", is_flag=True, help="Audit without the list's waivers (and without reading them)."
)
@click.option(
    "--baseline",
    type=click.Path(path_type=Path),
    help="Previous JSON report: mark findings new/unchanged/updated/absent; gate only on what changed.",
)
@click.option("--allow-outside", is_flag=True, help="Let the list name files outside its own folder.")
@no_cache_option
@click.option("--output", "-o", type=click.Path(path_type=Path), help="Write the report here (atomically).")
@click.option("--lang", type=click.Choice(["en", "zh"]), default="en", show_default=True)
@click.option("--quiet", "-q", is_flag=True, help="Text: print only the verdict table (per vendor and offer).")
@click.option("--show-passes", is_flag=True,
              help="Text, markdown, html: a block for every offer and its passing checks too.")
@today_option()
@rule_options
@sarif_include_option
def vendors(
    list_file: Path,
    fmt: str,
    fail_on: str,
    jobs: int | None,
    dask_address: str | None,
    no_waivers: bool,
    baseline: Path | None,
    allow_outside: bool,
    output: Path | None,
    lang: str,
    quiet: bool,
    show_passes: bool,
    today: dt.date,
    rule_paths: tuple[Path, ...],
    no_default_rules: bool,
    policy: Path | None,
    settings: tuple[str, ...],
    sarif_include: tuple[str, ...],
) -> int:
    """Audit every vendor and offer on an approved-vendor list (YAML) and gate CI on the result.

    \b
    Example:  audit vendors vendors.yaml --format sarif -o audit.sarif
    Exit codes: 0 every vendor passes; 1 a vendor fails at or above --fail-on; 2 input or usage error.
    """
    from auditor.infra.output import check_output, write_output
    from auditor.render.kinds import RenderOptions
    from auditor.render.text.report import summary_table
    from auditor.vendors.listfile import load_list
    from auditor.vendors.runner import Interrupted, RuleSpec, stream_batch

    check_sarif_include(fmt, sarif_include)
    if quiet and fmt != "text":
        raise click.UsageError(f"--quiet prints the text table; --format {fmt} writes the whole report")
    vlist = load_list(list_file, allow_outside=allow_outside, read_waivers=not no_waivers)
    inputs = [list_file, *(p for p in (baseline, policy) if p), *rule_paths]
    inputs += [Path(p) for job in vlist.jobs for p in (*job.documents, *job.probes)]
    inputs += [Path(w.source) for w in vlist.waivers]
    check_output(output, inputs)
    rules = RuleSpec(rule_paths, no_default_rules, policy, settings)
    to_terminal = output is None and sys.stdout.isatty()
    color = fmt == "text" and to_terminal and not os.environ.get("NO_COLOR")
    options = RenderOptions(lang=lang, color=color, show_passes=show_passes, sarif_include=sarif_include)
    progress = _Progress(len(vlist.jobs)) if sys.stderr.isatty() else None
    try:
        streamed = stream_batch(
            vlist,
            rules,
            None if quiet else fmt,
            options,
            fail_on=fail_on,
            jobs=jobs,
            today=today,
            use_waivers=not no_waivers,
            baseline_path=baseline,
            progress=progress,
            dask=dask_address,
            spool_dir=_spool_dir(output),
        )
    except Interrupted as exc:
        click.echo(("\n" if progress is not None else "") + f"audit: {exc}", err=True)  # below the bar
        sys.exit(exc.exit_code)  # 130 (SIGINT) or 143 (SIGTERM); no report was written
    finally:
        if progress is not None:
            progress.close()
    batch = streamed.batch
    try:
        if quiet:
            write_output("\n".join(summary_table(batch, lang)) + "\n", output, inputs)
        else:
            write_output(streamed.pieces(), output, inputs)
    finally:
        streamed.close()
    if fmt != "text" and sys.stderr.isatty():
        # Machine formats go to a file or a pipe; the verdict table still reaches the person watching.
        click.echo("\n".join(summary_table(batch, lang)), err=True)
    return 1 if batch.summary.verdict == "fail" else 0


def _spool_dir(output: Path | None) -> Path | None:
    """Where the offers' parts wait: beside the report when it goes to a regular file (the same
    disk the report will take), else the temporary folder."""
    import stat

    if output is None or str(output) == "-":
        return None
    real = Path(os.path.realpath(output))
    try:
        if not stat.S_ISREG(real.stat().st_mode):
            return None
    except FileNotFoundError:
        pass
    except OSError:
        return None
    return real.parent if real.parent.is_dir() else None


class _Progress:
    """A progress bar on stderr, shown only when stderr is a terminal."""

    def __init__(self, total: int) -> None:
        self.bar = click.progressbar(length=total, label="auditing offers", file=sys.stderr)
        self.bar.__enter__()
        self.done = 0

    def __call__(self, done: int, total: int) -> None:
        self.bar.update(done - self.done)
        self.done = done

    def close(self) -> None:
        self.bar.__exit__(None, None, None)
