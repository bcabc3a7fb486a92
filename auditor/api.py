"""The auditor as a Python library: read an offer, load rules once, audit, size, compare, render.

Everything a program needs is here; nothing under ``auditor.commands`` or the other packages is
part of the contract. The names in ``__all__`` follow semantic versioning through ``API_VERSION``:
a minor version adds, only a major version removes or changes. Inputs are paths, strings, numbers
and the frozen ``Rules``/``Job`` values; results are pydantic models (``Offer``, ``Report``,
``SizingFacts``) and the comparison; all of them pickle, so a process pool or a cluster engine can
ship them between machines. The reports are the ones the CLI writes: ``render(audit(…), "json")``
is byte for byte what ``audit offer … --format json`` prints.

Example::

    from auditor import api

    rules = api.Rules()                                   # the shipped rule pack, compiled once
    job = api.Job("llama3-405b", mode="pretrain", tokens="15T")
    report = api.audit(["quote.pdf", "contract.pdf"], rules=rules, job=job)
    print(report.summary.verdict, report.summary.by_severity)
    for finding in report.findings:
        if finding.status == "fail":
            print(finding.severity, finding.rule, finding.message)
    open("review.md", "w").write(api.render(report, "markdown"))

    plan = api.size(job, gpu="H100", nodes=16)            # memory per GPU, fit, days, cost
    table = api.compare([["a.yaml"], ["quote.pdf", "contract.pdf"]], rules=rules, job=job)
    print(api.render_comparison(table, "markdown"))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from auditor.compare.core import Comparison
    from auditor.dsl.ruleset import RuleSet
    from auditor.model.offer import Offer
    from auditor.report.model import Report
    from auditor.sizing.facts import SizingFacts, Target

API_VERSION = "1.0"
"""Semantic version of this module's names and signatures (not of the package)."""

__all__ = ["API_VERSION", "FORMATS", "Job", "Rules", "audit", "compare", "read_offer", "render",
           "render_comparison", "size"]

FORMATS = ("text", "json", "markdown", "html", "sarif", "junit")
"""Report formats ``render`` writes, as ``audit offer --format`` does."""

PathLike = str | Path

_COMPILED: dict[Rules, RuleSet] = {}
"""Rule sets compiled in this process, one per ``Rules`` value (a worker compiles its own once)."""


@dataclass(frozen=True)
class Rules:
    """Which rules run: the shipped pack unless ``default`` is False, plus rule files, a policy and
    ``--set`` style parameter settings (``"min_nvlink_busbw=400 GB/s"``).

    A small value, not the compiled rules: it pickles to a worker, which compiles it once on first
    use (``ruleset()``); an invalid pack raises ``InputError``/``UsageError`` there, as the CLI does.
    """

    paths: tuple[PathLike, ...] = ()
    default: bool = True
    policy: PathLike | None = None
    settings: tuple[str, ...] = ()

    def ruleset(self) -> RuleSet:
        compiled = _COMPILED.get(self)
        if compiled is None:
            from auditor.dsl.loader import load_ruleset

            compiled = load_ruleset(tuple(Path(p) for p in self.paths), not self.default,
                                    Path(self.policy) if self.policy is not None else None, tuple(self.settings))
            _COMPILED[self] = compiled
        return compiled


@dataclass(frozen=True)
class Job:
    """The training job an offer is sized for: a catalogue model (id, alias or Hugging Face id such
    as ``meta-llama/Meta-Llama-3-70B``) or a ``config.json`` path, the mode, and optionally the
    training tokens (``15T``, ``2e10``, an int) and the sequence length."""

    model: str
    mode: str = "full"
    tokens: int | str | None = None
    seq_len: int | None = None

    def target(self) -> Target:
        from auditor.pipeline import make_target

        target = make_target(self.model, self.mode, _tokens(self.tokens), self.seq_len)
        assert target is not None  # a model is always named
        return target


def _tokens(tokens: int | str | None) -> int | None:
    if tokens is None or isinstance(tokens, int):
        return tokens
    from auditor.errors import UsageError
    from auditor.sizing.tokens import parse_tokens

    try:
        return parse_tokens(tokens)
    except ValueError as exc:
        raise UsageError(f"tokens: {exc}") from None


def read_offer(documents: Sequence[PathLike]) -> Offer:
    """One offer from its documents (quote, contract, order form; PDF, YAML, JSON, text), merged
    as ``audit offer`` merges them; each fact carries its evidence (file, page or line, quote)."""
    from auditor.ingest import load_offer

    return load_offer([Path(d) for d in documents])


def audit(offer: Sequence[PathLike] | Offer, *, rules: Rules | None = None, job: Job | None = None,
          probes: Sequence[PathLike] = (), fail_on: str = "high", lang: str = "en") -> Report:
    """Audit one offer (its documents, or an ``Offer`` already read) against the rules, sized for
    ``job`` when given and cross-checked against acceptance-test outputs in ``probes``.

    The report's ``summary.verdict`` is ``pass``, ``fail`` (a finding at or above ``fail_on``) or
    ``incomplete`` (the offer states neither GPU model nor count).
    """
    from auditor.model.offer import Offer as OfferModel
    from auditor.pipeline import AuditInput, audit_offer

    documents = [] if isinstance(offer, OfferModel) else [Path(d) for d in offer]
    preloaded = offer.model_copy(deep=True) if isinstance(offer, OfferModel) else None
    request = AuditInput(documents=documents, target=job.target() if job else None,
                         probes=[Path(p) for p in probes], fail_on=fail_on, lang=lang)
    return audit_offer(request, (rules or Rules()).ruleset(), preloaded).report


def render(report: Report, fmt: str = "text", *, lang: str = "en", show_passes: bool = False) -> str:
    """The report in one of ``FORMATS``, exactly as ``audit offer --format FMT`` writes it."""
    from auditor.errors import UsageError
    from auditor.render import render as render_report

    if fmt not in FORMATS:
        raise UsageError(f"format {fmt!r}: one of {', '.join(FORMATS)}")
    return render_report(report, fmt, lang=lang, show_passes=show_passes)


def size(job: Job, *, gpu: str | None = None, gpus: int | None = None, nodes: int | None = None,
         gpus_per_node: int | None = None) -> SizingFacts:
    """Memory per GPU by component, fit, minimum GPUs and nodes, and (with tokens) days, as
    ``audit size`` computes them; ``gpu`` is a catalogue id or a name such as ``H100 PCIe``."""
    from auditor.sizing.catalog import get_model, resolve_gpu
    from auditor.sizing.plan import size as run_size

    target = job.target()
    spec = resolve_gpu(gpu)[0] if gpu else None
    return run_size(target, spec, gpus=gpus, nodes=nodes, gpus_per_node=gpus_per_node, arch=get_model(job.model))


def compare(offers: Sequence[Sequence[PathLike]], *, job: Job, rules: Rules | None = None,
            probes: Sequence[Sequence[PathLike]] | None = None, **options: Any) -> Comparison:
    """Rank offers (each a list of its documents) for one job by throughput, days and cost under
    each offer's terms, as ``audit compare`` does; ``probes[i]`` are offer ``i``'s measurements.
    ``options``: ``block_on``, ``currency``, ``rates`` (currency → rate), ``deadline_days``."""
    from auditor.compare.core import Options
    from auditor.compare.core import compare as run_compare
    from auditor.errors import UsageError
    from auditor.pipeline import AuditInput, audit_offer
    from auditor.sizing.mfu import load_table

    tokens = _tokens(job.tokens)
    if not tokens:
        raise UsageError("compare needs the job's training tokens: Job(model, tokens=...)")
    target = job.target()
    ruleset = (rules or Rules()).ruleset()
    measured = list(probes) if probes is not None else [[] for _ in offers]
    results = [audit_offer(AuditInput(documents=[Path(d) for d in docs], target=target,
                                      probes=[Path(p) for p in measured[i]]), ruleset)
               for i, docs in enumerate(offers)]
    return run_compare(results, target, load_table(None), Options(tokens=tokens, **options))


def render_comparison(comparison: Comparison, fmt: str = "text") -> str:
    """A comparison as ``audit compare --format FMT`` writes it (text, json, markdown, html)."""
    from auditor.errors import UsageError
    from auditor.render import renderer

    if fmt not in ("text", "json", "markdown", "html"):
        raise UsageError(f"format {fmt!r}: one of text, json, markdown, html")
    return str(renderer("comparison", fmt).render(comparison, None))
