"""``audit probe FILE…``: what the probe outputs measured; ``audit probe collect``: gather them.

``audit probe`` takes files or directories (a bundle), detects each file's kind by content and
prints one line per output (its kind's ``SPEC.summary``), its warnings, and a table of the
``probe.*`` figures the shipped rules read, each with the file and line it came from; ``--verbose``
adds every parsed field and its evidence lines. ``--format json`` prints a list with one object
per output, validated by ``schemas/probe.schema.json`` (``audit schema probe``).
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
    from auditor.infra.sanitize import clean, inert_json

    if fmt == "json":
        click.echo(inert_json(
            json.dumps([{**r.model_dump(mode="json", exclude_none=False), "summary": one_line(r)} for r in results],
                       indent=2, ensure_ascii=False)
        ))
        return 0
    # Probe files are untrusted: what they contain reaches the terminal only through clean().
    base = _common_dir([r.file for r in results])
    if base:
        click.echo(clean(f"{base}/ ({len({r.file for r in results})} files)"))
    names = [r.file[len(base) + 1:] if base else r.file for r in results]
    width = min(max(map(len, names), default=0), 48)
    for r, name in zip(results, names, strict=True):
        click.echo(clean(f"{'  ' if base else ''}{name:<{width}}  {one_line(r)}"))
        if verbose and r.facts is not None:
            from auditor.model.quantity import TEXT_CONTEXT

            for line in _flatten(r.facts.model_dump(mode="json", context=TEXT_CONTEXT)):
                click.echo(clean(f"      {line}"))
            lines = sorted({e.line for e in r.evidence if e.line is not None})
            if lines:
                click.echo(f"      evidence lines: {', '.join(map(str, lines))}")
        for w in r.warnings if verbose else r.warnings[:_WARNINGS]:
            click.echo(clean(f"      warning: {w}"))
        if not verbose and len(r.warnings) > _WARNINGS:
            click.echo(f"      … {len(r.warnings) - _WARNINGS} more warning(s) (--verbose)")
    rows = figures(results, base)
    if rows:
        shown = [row for row in rows if verbose or row[1] not in _NOTHING]
        quiet = [row[0] for row in rows if row not in shown]
        click.echo("")
        click.echo("Figures the rules read:")
        widths = [max(len(row[i]) for row in shown) for i in range(2)] if shown else [0, 0]
        for path, value, where in shown:
            click.echo(clean(f"  {path:<{widths[0]}}  {value:<{widths[1]}}  {where}".rstrip()))
        if quiet:
            import textwrap

            text = "0 / none: " + ", ".join(p.removeprefix("probe.") for p in quiet)
            for line in textwrap.wrap(text, 110, initial_indent="  ", subsequent_indent="    "):
                click.echo(clean(line))
    return 0


_NOTHING = frozenset({"0", "none", "no"})
"""Values of counters and flags with nothing to report: one line together, unless --verbose."""


def _common_dir(files: list[str]) -> str:
    """The folder every file is in when there are several (a bundle), else ''."""
    import os

    if len(set(files)) < 2:
        return ""
    try:
        base = os.path.commonpath([os.path.dirname(f) for f in files])
    except ValueError:  # absolute and relative paths mixed
        return ""
    return "" if base in ("", os.sep) else base


_WARNINGS = 3
"""Warnings shown per file without --verbose."""


def one_line(result: Any) -> str:
    """What one output says, in a line: its kind's ``SPEC.summary``, else the kind's name."""
    from auditor.probes import registry

    spec = next((s for s in registry.specs() if s.kind == result.kind), None)
    if result.kind == "unknown":
        return "not a probe output audit recognises"
    if spec is None or spec.summary is None or result.facts is None:
        return result.kind
    return spec.summary(result.facts)


def figures(results: list[Any], base: str = "") -> list[tuple[str, str, str]]:
    """(fact path, value, where it was read) for each ``probe.*`` fact the shipped rules name that was measured.

    Why the rules' paths: they are the figures an acceptance verdict turns on; a branch's other
    fields are in ``--verbose`` and in the JSON.
    """
    from auditor.probes.summary import summarise

    facts, evidence = summarise(results)
    rows = []
    for path in rule_probe_paths():
        value: Any = facts
        for part in path.split(".")[1:]:
            value = getattr(value, part, None)
            if value is None:
                break
        shown = _scalar(value)
        if shown is None:
            continue
        found = evidence.get(path, [])
        source = found[0].source[len(base) + 1:] if base and found else found[0].source if found else ""
        where = f"{source}:{found[0].line}" if found and found[0].line is not None else ""
        rows.append((path, shown, where + (f" (+{len(found) - 1})" if len(found) > 1 else "")))
    return rows


def rule_probe_paths() -> list[str]:
    """The ``probe.*`` paths the shipped rule files name, in ``ProbeFacts`` order."""
    import re

    from auditor.probes.facts import ProbeFacts
    from auditor.resources import data_dir

    found: set[str] = set()
    for file in sorted(data_dir("rules").glob("*.rules")):
        found.update(re.findall(r"\bprobe(?:\.[a-z_][a-z0-9_]*)+", file.read_text(encoding="utf-8")))
    order = {name: n for n, name in enumerate(ProbeFacts.model_fields)}
    return sorted(found, key=lambda p: (order.get(p.split(".")[1], len(order)), p))


def _scalar(value: Any) -> str | None:
    """A measured value as the table shows it; None for unknown values and for whole objects or rows."""
    from pydantic import BaseModel

    if value is None or isinstance(value, BaseModel):
        return None
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        if any(isinstance(v, BaseModel | dict | list) for v in value):
            return None
        text = ", ".join(map(str, value)) or "none"
        return text if len(text) <= 60 else text[:59] + "…"
    return str(value)


def _flatten(value: Any, prefix: str = "") -> list[str]:
    """``a.b.0.c = v`` lines for --verbose."""
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
