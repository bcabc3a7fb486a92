"""``audit probe FILE…``: what the probe outputs measured; ``audit probe collect``: gather them.

``audit probe`` takes files or directories (a bundle), detects each file's kind by content and
prints kind, facts, evidence line numbers and warnings; ``--format json`` prints a list with one
object per output, validated by ``schemas/probe.schema.json`` (``audit schema probe``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

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
    """Parse acceptance-test outputs: audit probe FILE|DIR... [--format text|json].

    Kinds are detected by content: nvidia-smi (table, -L, -q, --query-gpu csv, topo -m,
    topo -p2p, mig -lgi, nvlink -s/-e), nccl-tests, fio (JSON or text), iperf3 (JSON or text),
    training logs, dmesg PCIe lines, p2pBandwidthLatencyTest. Use `audit probe collect` to run
    the six acceptance checks on a rented machine.
    """


@probe.command("show", hidden=True)
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--max-size", type=int, default=None, help="Refuse probe files larger than this (bytes).")
def show(paths: tuple[Path, ...], fmt: str, max_size: int | None) -> int:
    """Print kind, facts, evidence and warnings of each probe output."""
    from auditor.probes.bundle import expand, parse_file

    results = []
    for path in expand(list(paths)):
        results.extend(parse_file(path, max_size))  # None: AUDIT_MAX_PROBE_BYTES
    from auditor.infra.sanitize import clean, inert_json

    if fmt == "json":
        click.echo(inert_json(
            json.dumps([r.model_dump(mode="json", exclude_none=False) for r in results], indent=2, ensure_ascii=False)
        ))
        return 0
    # Probe files are untrusted: what they contain reaches the terminal only through clean().
    for r in results:
        click.echo(clean(f"{r.file}: {r.kind}"))
        if r.facts is not None:
            for line in _flatten(r.facts.model_dump(mode="json"), limit=40):
                click.echo(clean(f"  {line}"))
        lines = sorted({e.line for e in r.evidence if e.line is not None})
        if lines:
            shown = ", ".join(map(str, lines[:20])) + (" …" if len(lines) > 20 else "")
            click.echo(f"  evidence lines: {shown}")
        for w in r.warnings:
            click.echo(clean(f"  warning: {w}"))
    return 0


def _flatten(value: Any, prefix: str = "", limit: int = 40) -> list[str]:
    """``a.b.0.c = v`` lines for the text view, cut at ``limit`` with a count of the rest."""
    out: list[str] = []

    def walk(v: Any, path: str) -> None:
        if isinstance(v, dict):
            for k, sub in v.items():
                walk(sub, f"{path}.{k}" if path else str(k))
        elif isinstance(v, list) and v and isinstance(v[0], dict | list):
            for i, sub in enumerate(v):
                walk(sub, f"{path}.{i}")
        elif v not in (None, [], {}):
            out.append(f"{path} = {v}")

    walk(value, prefix)
    if len(out) > limit:
        return [*out[:limit], f"… {len(out) - limit} more (use --format json)"]
    return out


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
