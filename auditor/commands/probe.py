"""``audit probe FILE…``: what the probe outputs measured; ``audit probe collect``: gather them.

``audit probe`` takes files or directories (a bundle), detects each file's kind by content and
prints one line per output (its kind's ``SPEC.summary``), its warnings, and a table of the
``probe.*`` figures the shipped rules read, each with the file and line it came from; ``--verbose``
adds every parsed field and its evidence lines. ``--format json`` prints a list with one object
per output, validated by ``schemas/probe.schema.json`` (``audit schema probe``).
"""

from __future__ import annotations

from pathlib import Path

import click

from auditor.errors import UsageError


class ProbeGroup(click.Group):
    """``audit probe FILE…`` runs the hidden ``show`` command; ``audit probe collect`` the collector.

    Why not plain arguments on the group: click would read ``collect`` as a file name.
    """

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("-h", "--help"):
            args = ["show", *args]
        return super().parse_args(ctx, args)


@click.group(cls=ProbeGroup, context_settings={"help_option_names": ["-h", "--help"]})
def probe() -> None:
    """Parse acceptance-test outputs: audit probe FILE|DIR... [--verbose] [--format text|json].

    Kinds are detected by content: nvidia-smi (table, -L, -q, --query-gpu csv, topo -m,
    topo -p2p, mig -lgi, nvlink -s/-e), nccl-tests, fio (JSON or text), iperf3 (JSON or text),
    training logs, dmesg PCIe lines, p2pBandwidthLatencyTest. Use `audit probe collect` to run
    the six acceptance checks on a rented machine.
    """


@probe.command("show", hidden=True)
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--max-size", type=int, default=None, help="Refuse probe files larger than this (bytes).")
@click.option("--verbose", "-v", is_flag=True, help="Also print every parsed field and its evidence lines.")
def show(paths: tuple[Path, ...], fmt: str, max_size: int | None, verbose: bool) -> int:
    """One line per probe output and the figures the rules read; every field with --verbose."""
    from auditor.probes.bundle import expand, parse_file

    results = []
    for path in expand(list(paths)):
        results.extend(parse_file(path, max_size))  # None: AUDIT_MAX_PROBE_BYTES
    from auditor.render import renderer

    text = renderer("probe", fmt).render(results, verbose)
    if text:  # no outputs: nothing to say in text
        click.echo(text)
    return 0


@probe.command("collect")
@click.option(
    "--out", "out_dir", required=True, type=click.Path(path_type=Path), help="Bundle directory to write."
)
@click.option(
    "--fio-dir",
    type=click.Path(path_type=Path),
    help="Directory on the disk to test (fio writes one bounded file there and removes it).",
)
@click.option("--fio-size", default="1G", show_default=True, help="fio test file size.")
@click.option("--iperf-server", help="iperf3 server host to test the network against.")
@click.option("--train-cmd", help="Optional training benchmark command (its output is saved as train.log).")
@click.option("--budget-s", type=int, default=600, show_default=True, help="Total time budget in seconds.")
def collect(
    out_dir: Path,
    fio_dir: Path | None,
    fio_size: str,
    iperf_server: str | None,
    train_cmd: str | None,
    budget_s: int,
) -> int:
    """Run the acceptance checks and save raw outputs plus manifest.json in --out.

    Exits 0 when every required check (nvidia-smi, -L, -q, topo -m) ran, 3 when one could not
    (tool missing, failed, timed out); the checks that ran are listed either way.
    """
    from auditor.probes.collect import Collector

    if budget_s <= 0:
        raise UsageError("--budget-s must be positive")
    manifest = Collector(
        out_dir,
        budget_s=budget_s,
        fio_dir=fio_dir,
        fio_size=fio_size,
        iperf_server=iperf_server,
        train_cmd=train_cmd,
    ).run()
    for step in manifest["steps"]:
        note = f" ({step['note']})" if step.get("note") else ""
        click.echo(f"{step['status']:>8}  {step['name']}{note}")
    click.echo(f"ran {len(manifest['ran'])} check(s): {', '.join(manifest['ran']) or 'none'}")
    click.echo(f"wrote {out_dir / 'manifest.json'}; read it back with: audit probe {out_dir}")
    if manifest["incomplete"]:
        click.echo(f"incomplete: required check(s) did not run: {', '.join(manifest['incomplete'])}", err=True)
        return COLLECT_INCOMPLETE
    return 0


COLLECT_INCOMPLETE = 3
"""``audit probe collect`` exit code: a required check could not run (README, exit codes)."""
