"""``audit vendors`` as text: the verdict table first, a block for each offer that does not pass or
passes by a waiver (every offer with ``--show-passes``), the count of the others, what is gone
since the baseline, waiver issues, and the table again at the end, where a terminal leaves it."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from auditor.infra.sanitize import clean
from auditor.render import view
from auditor.render._context import batch_context
from auditor.render.i18n import t
from auditor.render.kinds import Part, RenderOptions
from auditor.render.text.report import Painter, offer_lines, summary_table

if TYPE_CHECKING:
    from auditor.report.batch import Batch, OfferRun


def part(run: OfferRun, index: int, options: RenderOptions) -> Part:
    """The offer's block, or nothing for an offer that passes without a waiver (meta: shown)."""
    shown = (options.show_passes or run.report.summary.verdict != "pass"
             or any(f.waiver is not None for f in run.report.findings))  # a waiver is read by a person
    if not shown:
        return Part("", 0)
    lines = [f"── {clean(view.run_title(run))} ──",
             *offer_lines(run, batch_context(options), Painter(options.color), options.lang, options.show_passes,
                   in_list=True), ""]
    return Part("\n".join(lines) + "\n", 1)


def fold(state: Any, meta: Any) -> int:
    return (state or 0) + meta


def write(batch: Batch, state: Any, bodies: Iterable[Any], options: RenderOptions) -> Iterator[str]:
    lang, paint = options.lang, Painter(options.color)
    yield "\n".join([f"{t('batch_title', lang)}: {clean(batch.list_file or '')}", "",
                     *summary_table(batch, lang, paint), ""]) + "\n"
    yield from bodies
    out: list[str] = []
    shown = state or 0
    if shown < len(batch.runs):
        out += [t("passing_offers", lang).format(n=len(batch.runs) - shown), ""]
    if batch.absent:
        out.append(paint(f"{t('absent_findings', lang)} ({len(batch.absent)})", "pass"))
        out += [f"  ✓ {clean(a.vendor)} · {clean(a.offer)}: {clean(a.finding.rule)}  {clean(a.finding.title)}"
                for a in batch.absent]
        out.append("")
    if batch.waiver_issues:
        out.append(paint(f"{t('waiver_issues', lang)} ({len(batch.waiver_issues)})", "unverified"))
        for issue in batch.waiver_issues:
            place = issue.source + (f":{issue.line}" if issue.line else "")
            out.append(f"  {issue.rule_id}  {clean(place)}: {clean(issue.message)}")
        out.append("")
    out += summary_table(batch, lang, paint)
    yield "\n".join(out) + "\n"
