"""``audit compare``: rank offers by what one training job really costs on each.

Each OFFER is audited exactly as ``audit offer`` would (same ingest, sizing and rules), then
``auditor.compare`` adds the throughput, time and cost under the offer's own billing terms.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from fractions import Fraction
from pathlib import Path

import click

from auditor.commands.common import no_cache_option, rule_options, target_options
from auditor.model.findings import SEVERITIES

FORMATS = ("text", "json", "markdown", "html")


def split_offer(arg: str) -> tuple[list[Path], list[Path]]:
    """``quote.pdf+contract.pdf+probes/`` → (documents, probe folders). A path that exists as
    written is one document even if its name contains '+'."""
    if Path(arg).is_file():
        return [Path(arg)], []
    docs: list[Path] = []
    probes: list[Path] = []
    for part in arg.split("+"):
        if not part:
            from auditor.errors import UsageError

            raise UsageError(f"empty document name in {arg!r} (join an offer's documents with '+')")
        (probes if Path(part).is_dir() else docs).append(Path(part))
    if not docs:
        from auditor.errors import UsageError

        raise UsageError(f"{arg!r} names no offer document, only probe folders")
    return docs, probes


def parse_rates(values: tuple[str, ...]) -> dict[str, Fraction]:
    """``CNY=0.14`` → {"CNY": 7/50}: one unit of CNY is worth 0.14 of the ranking currency."""
    from auditor.errors import UsageError
    from auditor.units import CURRENCIES

    rates: dict[str, Fraction] = {}
    for value in values:
        code, sep, number = value.partition("=")
        code = code.strip().upper()
        if not sep or code not in CURRENCIES:
            raise UsageError(f"--rate {value!r}: write CUR=X with CUR one of {', '.join(sorted(CURRENCIES))}")
        try:
            rate = Fraction(Decimal(number.strip()))
        except (InvalidOperation, ValueError):
            raise UsageError(f"--rate {value!r}: {number!r} is not a number") from None
        if rate <= 0:
            raise UsageError(f"--rate {value!r}: a rate must be positive")
        if code in rates:
            raise UsageError(f"--rate {code} given twice")
        rates[code] = rate
    return rates


@click.command()
@click.argument("offers", nargs=-1, required=True)
@target_options
@click.option("--deadline", type=float, help="Days the job must finish in; offers that cannot are marked.")
@click.option(
    "--rate",
    "rates",
    multiple=True,
    metavar="CUR=X",
    help="Exchange rate you supply (repeatable): 1 CUR = X of the ranking currency. None is built in.",
)
@click.option(
    "--currency",
    help="The ranking currency --rate converts into (default: the one offered currency without a --rate).",
)
@click.option(
    "--block-on",
    type=click.Choice([*SEVERITIES, "never"]),
    default="critical",
    show_default=True,
    help="A failing finding at or above this severity takes the offer out of the ranking.",
)
@click.option("--explain", "explain", metavar="VENDOR", help="Show how that offer's figures were derived.")
@click.option(
    "--mfu-table",
    type=click.Path(path_type=Path),
    help="MFU policy table (YAML) to use instead of the shipped auditor/sizing/data/mfu.yaml.",
)
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="text", show_default=True)
@click.option(
    "--output", "-o", type=click.Path(path_type=Path), help="Write the comparison here (atomically)."
)
@no_cache_option
@rule_options
def compare(
    offers: tuple[str, ...],
    model_name: str | None,
    mode: str,
    tokens: int | None,
    seq_len: int | None,
    deadline: float | None,
    rates: tuple[str, ...],
    currency: str | None,
    block_on: str,
    explain: str | None,
    mfu_table: Path | None,
    fmt: str,
    output: Path | None,
    rule_paths: tuple[Path, ...],
    no_default_rules: bool,
    policy: Path | None,
    settings: tuple[str, ...],
) -> int:
    """Compare offers for one training job: throughput, days, cost under each offer's terms, rank.

    \b
    OFFER is an offer file, or one offer's documents joined with '+' (a folder in the list
    is that offer's acceptance-test outputs: a measured MFU or tokens/s replaces the table).
    \b
    Example:  audit compare a.yaml quote.pdf+contract.pdf --model llama3-70b --mode full --tokens 2e10
    Exit codes: 0 compared; 2 input or usage error.
    """
    from auditor.compare.core import Options, find_row
    from auditor.compare.core import compare as run_compare
    from auditor.dsl.loader import load_ruleset
    from auditor.errors import UsageError
    from auditor.infra.output import check_output, write_output
    from auditor.pipeline import AuditInput, audit_offer, make_target
    from auditor.sizing.mfu import load_table

    if not model_name:
        raise UsageError("audit compare needs the job: --model M (and --tokens D)")
    if not tokens or tokens < 1:
        raise UsageError("audit compare needs the number of training tokens: --tokens D (e.g. 2e10)")
    if deadline is not None and deadline <= 0:
        raise UsageError("--deadline must be a positive number of days")
    if currency is not None:
        from auditor.units import CURRENCIES

        currency = currency.strip().upper()
        if currency not in CURRENCIES:
            raise UsageError(f"--currency {currency!r}: one of {', '.join(sorted(CURRENCIES))}")
    options = Options(
        tokens=int(tokens),
        block_on=block_on,
        rates=parse_rates(rates),
        currency=currency,
        deadline_days=Fraction(Decimal(str(deadline))) if deadline is not None else None,
    )
    split = [split_offer(arg) for arg in offers]
    inputs = [path for docs, probes in split for path in (*docs, *probes)]
    inputs += [*rule_paths, *(p for p in (policy, mfu_table, Path(model_name)) if p)]
    check_output(output, inputs)
    table = load_table(mfu_table)
    ruleset = load_ruleset(rule_paths, no_default_rules, policy, settings)
    target = make_target(model_name, mode, tokens, seq_len)
    results = []
    for docs, probes in split:
        results.append(audit_offer(AuditInput(documents=docs, target=target, probes=probes), ruleset))
    comparison = run_compare(results, target, table, options)
    row = find_row(comparison, explain) if explain else None
    from auditor.render import renderer

    write_output(renderer("comparison", fmt).render(comparison, row), output, inputs)
    return 0
