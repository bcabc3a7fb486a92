"""The renderer interface, declared once: one protocol per document kind.

A *format* is a folder (``auditor/render/<format>/``); a *kind* is a protocol here, and a module
``auditor/render/<format>/<kind>.py`` implements it with plain functions (a module satisfies a
protocol of functions). ``auditor.render.REGISTRY`` maps (kind, format) to that module and
``tests/spine/test_renderers.py`` checks every registered module against its kind's protocol, so a
renderer cannot drift from its siblings in another format.

Renderers return text; files are written by ``auditor.infra.output.write_output``, never here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

if TYPE_CHECKING:
    from auditor.compare.core import Comparison, Row
    from auditor.dsl.ruleset import Rule, RuleSet
    from auditor.probes._common import ProbeResult
    from auditor.report.batch import Batch, OfferRun
    from auditor.report.model import Report
    from auditor.sizing.arch import ModelArch
    from auditor.sizing.facts import GpuSpec, SizingFacts, Target
    from auditor.vendors.baseline import Diff


class RenderOptions(NamedTuple):
    """How a report or a batch is rendered: plain values, so they travel to worker processes."""

    lang: str = "en"
    color: bool = False
    show_passes: bool = False
    sarif_include: tuple[str, ...] = ()
    fail_on: str = "high"
    baseline: str | None = None
    """The baseline file compared against (``audit vendors --baseline``): unchanged findings are then
    counted, not listed."""
    with_baseline: bool = False
    """Whether findings carry baseline states (also ``audit offer --baseline``, which names no file)."""
    single: bool = False
    """One offer audited on its own (``audit offer``), not a vendor list."""
    list_file: str | None = None
    root: str | None = None
    """The folder every user file lies in (SARIF's ``%SRCROOT%``); None: computed from the batch."""


class Part(NamedTuple):
    """One offer's share of a batch report, rendered where the offer was audited.

    ``body`` is what the parent writes for the offer (text, or a format's pieces of text; it must
    marshal, as it waits in a spool on disk); ``meta`` is the little the report's head or tail
    needs from the offer (SARIF's rules, JUnit's counts), folded by the format's ``fold``.
    """

    body: Any
    meta: Any = None


class ReportRenderer(Protocol):
    """One audited offer (``audit offer``, ``api.render``)."""

    def render(self, report: Report, options: RenderOptions) -> str: ...


class BatchRenderer(Protocol):
    """A vendor list, streaming-shaped: each offer's part is rendered on its own (in a worker), the
    parent keeps only a summary row and the folded ``meta`` of each offer, and writes head, the
    parts in list order, and tail. ``batch`` holds every offer's summary (its report's findings
    may be empty); ``state`` is what ``fold`` made of the parts' meta, starting from None."""

    def part(self, run: OfferRun, index: int, options: RenderOptions) -> Part: ...

    def fold(self, state: Any, meta: Any) -> Any: ...

    def write(self, batch: Batch, state: Any, bodies: Iterable[Any], options: RenderOptions) -> Iterator[str]: ...


class ComparisonRenderer(Protocol):
    """``audit compare``: offers ranked for one job; ``explain``: a row whose derivation is shown, or None."""

    def render(self, comparison: Comparison, explain: Row | None) -> str: ...


class SizingRenderer(Protocol):
    """``audit size``: one plan (``name``: the model's name as people write it); ``audit gpus`` and
    ``audit models``: the catalogues. Without the final newline (the command prints one)."""

    def plan(self, facts: SizingFacts, gpu: GpuSpec | None, target: Target, name: str) -> str: ...

    def gpus(self, catalog: dict[str, GpuSpec]) -> str: ...

    def models(self, catalog: dict[str, ModelArch]) -> str: ...


class RulesRenderer(Protocol):
    """``audit rules list``: the rule catalogue, titles in ``lang``."""

    def catalogue(self, ruleset: RuleSet, lang: str) -> str: ...


class AcceptanceRenderer(Protocol):
    """``audit rules list --format acceptance``: the rules that read measured ``probe.*`` facts."""

    def table(self, rules: list[Rule]) -> str: ...


class DiffRenderer(Protocol):
    """``audit diff OLD NEW``: findings that appeared, disappeared or changed between two reports."""

    def render(self, result: Diff, old: str, new: str) -> str: ...


class ProbeRenderer(Protocol):
    """``audit probe FILE…``: what each output says and the figures the rules read (every parsed
    field with ``verbose``). Without the final newline; empty when there is nothing to say."""

    def render(self, results: list[ProbeResult], verbose: bool) -> str: ...


KINDS: dict[str, type] = {
    "report": ReportRenderer,
    "batch": BatchRenderer,
    "comparison": ComparisonRenderer,
    "sizing": SizingRenderer,
    "rules": RulesRenderer,
    "acceptance": AcceptanceRenderer,
    "diff": DiffRenderer,
    "probe": ProbeRenderer,
}
"""Document kind → its protocol."""
