"""A batch in Markdown: title and verdict, the summary table, baseline and waiver issues, one
section per offer, and what is gone since the baseline (a batch of one: ``audit offer``)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from auditor.infra.sanitize import markdown_code as _code
from auditor.infra.sanitize import markdown_text as _m
from auditor.render import view
from auditor.render._context import batch_context
from auditor.render.i18n import t
from auditor.render.kinds import Part, RenderOptions
from auditor.render.markdown.report import offer_lines

if TYPE_CHECKING:
    from auditor.report.batch import Batch, OfferRun


def part(run: OfferRun, index: int, options: RenderOptions) -> Part:
    lines = offer_lines(run, batch_context(options), options.lang, heading=not options.single,
                 show_passes=options.show_passes)
    return Part("\n" + "\n".join(lines))


def fold(state: Any, meta: Any) -> None:
    return None


def write(batch: Batch, state: Any, bodies: Iterable[Any], options: RenderOptions) -> Iterator[str]:
    """The pieces, with the report's trailing blank lines folded into one newline."""
    yield from _rstripped(_pieces(batch, bodies, options))
    yield "\n"


def _pieces(batch: Batch, bodies: Iterable[Any], options: RenderOptions) -> Iterator[str]:
    lang, single = options.lang, options.single
    title = view.batch_title(batch, lang)
    verdict = batch.runs[0].report.summary.verdict if single else batch.summary.verdict
    out = [
        f"# {_m(title)}",
        "",
        f"**{t('verdict', lang)}: {t(verdict, lang).upper()}** "
        f"({t('fail_on', lang, severity=batch.summary.fail_on)})"
        + (f" — {view.counts_line(batch.runs[0].report.summary, lang)}" if single else ""),
        "",
    ]
    needed = view.needed_text(batch.runs[0].report.summary, lang) if single else None
    if needed:
        out += [f"> {_m(needed)}", ""]
    out += [
        f"## {t('summary', lang)}",
        "",
        f"| {t('vendor', lang)} | {t('offer', lang)} | {t('verdict', lang)} | {t('fail', lang)} | "
        f"{t('unverified', lang)} | {t('waived', lang)} | {t('pass', lang)} |",
        "|---|---|---|---|---|---|---|",
    ]
    for run in batch.runs:
        s = run.report.summary
        out.append(
            f"| {_m(run.vendor)} | {_m(run.offer)} | {t(s.verdict, lang)} | "
            f"{s.by_status.get('fail', 0)} | "
            f"{s.by_status.get('unverified', 0)} | {s.by_status.get('waived', 0)} | "
            f"{s.by_status.get('pass', 0)} |"
        )
    out.append("")
    if batch.summary.baseline:
        counts = ", ".join(f"{n} {t(k, lang)}" for k, n in batch.summary.baseline_counts.items())
        out += [f"{t('baseline', lang)}: {_code(batch.summary.baseline)} — {counts}", ""]
    if batch.waiver_issues:
        out += [f"### {t('waiver_issues', lang)}", ""]
        for issue in batch.waiver_issues:
            place = issue.source + (f":{issue.line}" if issue.line else "")
            out.append(f"- **{issue.kind}** {_code(place)}: {_m(issue.message)}")
        out.append("")
    yield "\n".join(out)
    yield from bodies
    if batch.absent:
        tail = [f"## {t('absent_findings', lang)}", ""]
        tail += [f"- {_m(a.vendor)} · {_m(a.offer)}: {_code(a.finding.rule)} {_m(a.finding.title)}"
                 for a in batch.absent]
        yield "\n" + "\n".join([*tail, ""])


def _rstripped(pieces: Iterable[str]) -> Iterator[str]:
    """``pieces`` without the newlines they end with (held back until more text follows them)."""
    held = ""
    for piece in pieces:
        text = piece.rstrip("\n")
        if text:
            yield held + text
            held = piece[len(text):]
        else:
            held += piece
