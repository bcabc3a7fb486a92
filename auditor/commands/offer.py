"""``audit offer`` and ``audit verify``: audit one offer (its documents merged) for a target job."""

from __future__ import annotations

import datetime as dt
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from auditor.commands.common import (
    FAIL_ON,
    check_sarif_include,
    gate_options,
    no_cache_option,
    rule_options,
    sarif_include_option,
    target_options,
)
from auditor.dsl.loader import load_ruleset

if TYPE_CHECKING:
    from auditor.model.evidence import EvidenceRef
    from auditor.model.manifest import Manifest
    from auditor.vendors.gate import Gate


def _formats() -> list[str]:
    from auditor.render import FORMATS

    return list(FORMATS)


def _run(files: tuple[Path, ...], probes: tuple[Path, ...], model_name: str | None, mode: str,
         tokens: int | None, seq_len: int | None, fmt: str, fail_on: str, output: Path | None, lang: str,
         rule_paths: tuple[Path, ...], no_default_rules: bool, policy: Path | None,
         settings: tuple[str, ...], manifest: bool = False, show_passes: bool = False,
         sarif_include: tuple[str, ...] = (), waivers: tuple[Path, ...] = (), baseline: Path | None = None,
         today: dt.date | None = None, questions: bool = False) -> int:
    from auditor.infra.output import check_output, write_output
    from auditor.pipeline import AuditInput, audit_offer, make_target
    from auditor.render import render

    if manifest and fmt not in ("text", "json"):
        raise click.UsageError(f"--manifest prints text or json, not {fmt}")
    check_sarif_include(fmt, sarif_include)
    inputs = [*files, *probes, *rule_paths, *([policy] if policy else []), *([Path(model_name)] if model_name else [])]
    inputs += [*waivers, *([baseline] if baseline else [])]
    check_output(output, inputs)
    gate = _gate(waivers, baseline)
    ruleset = load_ruleset(rule_paths, no_default_rules, policy, settings)
    target = make_target(model_name, mode, tokens, seq_len)
    request = AuditInput(documents=list(files), target=target, probes=list(probes), fail_on=fail_on, lang=lang)
    result = audit_offer(request, ruleset)
    if gate is not None:
        for line in gate.review(result.report, today=today or dt.date.today(), fail_on=fail_on).lines():
            click.echo(f"audit: {line}", err=True)
    if manifest:
        write_output(_manifest_text(result.report.manifest, fmt), output, inputs)
        return 0
    if questions:
        write_output(_questions_text(result.report.summary.questions, lang), output, inputs)
        return 0
    color = fmt == "text" and output is None and sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    write_output(render(result.report, fmt, lang=lang, color=color, show_passes=show_passes,
                        sarif_include=sarif_include), output, inputs)
    return EXIT_CODES[result.report.summary.verdict]


EXIT_CODES = {"pass": 0, "fail": 1, "incomplete": 4}
"""Exit code per verdict; 4: the offer states neither a GPU model nor a GPU count (README exit codes)."""


def _questions_text(questions: list[str], lang: str) -> str:
    """The vendor questions alone, numbered, ready to paste into an email."""
    if not questions:
        return ("无需向供应商提问：规则用到的事实，文件中都已写明。\n" if lang == "zh"
                else "No questions for the vendor: the documents state every fact the rules read.\n")
    return "".join(f"{i}. {q}\n" for i, q in enumerate(questions, 1))


def _gate(waivers: tuple[Path, ...], baseline: Path | None) -> Gate | None:
    """--waivers/--baseline read before the audit, as audit vendors reads them (auditor.vendors.gate)."""
    if not waivers and baseline is None:
        return None
    from auditor.vendors.gate import Gate

    return Gate.load(waivers, baseline)


def _where(ev: EvidenceRef) -> str:
    place = ev.source + (f" p.{ev.page}" if ev.page is not None else "") + (f":{ev.line}" if ev.line else "")
    text = (ev.text or "").strip()
    return f"{place}  {text[:77] + '...' if len(text) > 80 else text}" if text else place


def _manifest_text(manifest: Manifest | None, fmt: str) -> str:
    """The expected manifest as JSON, or as a text table: item, expected value, basis, where it was read."""
    if manifest is None:
        return ""
    if fmt == "json":
        return manifest.model_dump_json(indent=2) + "\n"
    rows = [(i.label, i.shown(), i.basis, _where(i.evidence[0]) if i.evidence else i.note or "")
            for i in manifest.items]
    widths = [max(len(r[c]) for r in rows) for c in range(3)]
    lines = ["Expected manifest (as sold; unknown: the offer is silent)"]
    lines += [f"  {a:<{widths[0]}}  {b:<{widths[1]}}  {c:<{widths[2]}}  {d}".rstrip() for a, b, c, d in rows]
    return "\n".join(lines) + "\n"


def _common(func):
    func = rule_options(func)
    func = gate_options(func)
    func = target_options(func)
    func = sarif_include_option(func)
    for option in reversed([
        click.option("--format", "fmt", type=click.Choice(_formats()), default="text", show_default=True),
        click.option("--fail-on", type=FAIL_ON, default="high", show_default=True,
                     help="Exit 1 when a finding at or above this severity fails."),
        click.option("--output", "-o", type=click.Path(path_type=Path), help="Write the report here (atomically)."),
        click.option("--lang", type=click.Choice(["en", "zh"]), default="en", show_default=True),
        click.option("--show-passes", is_flag=True,
                     help="List the passing checks too (text, markdown; html folds them)."),
        no_cache_option,
    ]):
        func = option(func)
    return func


@click.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--probes", "probes", multiple=True, type=click.Path(path_type=Path),
              help="Directory (or file) of acceptance-test outputs: nvidia-smi, topo, nccl-tests, fio, iperf3, logs.")
@click.option("--questions", is_flag=True,
              help="Print only the numbered questions for the vendor (in --lang), ready to mail; exit 0.")
@_common
def offer(files: tuple[Path, ...], probes: tuple[Path, ...], **options: object) -> int:
    """Audit an offer: FILES are its documents (quote, contract; YAML, JSON, PDF, .txt or .md), merged into one.

    \b
    Example:  audit offer quote.pdf contract.pdf --model llama3-405b --mode pretrain
    Exit codes: 0 nothing at or above --fail-on; 1 findings at or above it; 2 input or usage error;
    4 incomplete (the documents state neither a GPU model nor a GPU count).
    """
    return _run(files, probes, **options)  # type: ignore[arg-type]


@click.command()
@click.argument("offer_file", type=click.Path(path_type=Path))
@click.argument("probes_dir", type=click.Path(path_type=Path))
@click.option("--manifest", is_flag=True,
              help="Print the expected manifest derived from the offer (text or json) instead of the report; exit 0.")
@_common
def verify(offer_file: Path, probes_dir: Path, **options: object) -> int:
    """Cross-check an offer's claims against acceptance-test outputs in PROBES_DIR.

    \b
    Example:  audit verify offer.yaml probes/ --manifest   (what the node must show, as sold)
    """
    return _run((offer_file,), (probes_dir,), **options)  # type: ignore[arg-type]
