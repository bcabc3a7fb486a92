"""A batch as one HTML page: header and verdict, the summary table, one section per offer, and
what is gone since the baseline (a batch of one: ``audit offer``)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from auditor.infra.sanitize import html_text as _e
from auditor.render import view
from auditor.render._context import batch_context
from auditor.render.html.report import CSP, CSS, offer_lines, summary_section
from auditor.render.i18n import t
from auditor.render.kinds import Part, RenderOptions

if TYPE_CHECKING:
    from auditor.report.batch import Batch, OfferRun


def part(run: OfferRun, index: int, options: RenderOptions) -> Part:
    lines = offer_lines(run, batch_context(options), index, options.lang, heading=not options.single,
                 show_passes=options.show_passes)
    return Part("\n" + "\n".join(lines))


def fold(state: Any, meta: Any) -> None:
    return None


def write(batch: Batch, state: Any, bodies: Iterable[Any], options: RenderOptions) -> Iterator[str]:
    lang, single = options.lang, options.single
    title = view.batch_title(batch, lang)
    verdict = batch.runs[0].report.summary.verdict if single else batch.summary.verdict
    counts = f" — {_e(view.counts_line(batch.runs[0].report.summary, lang))}" if single else ""
    needed = view.needed_text(batch.runs[0].report.summary, lang) if single else None
    out: list[str] = [
        "<!DOCTYPE html>",
        f'<html lang="{"zh-CN" if lang == "zh" else "en"}">',
        "<head>",
        '<meta charset="utf-8">',
        f'<meta http-equiv="Content-Security-Policy" content="{CSP}">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(title)}</title>",
        f"<style>{CSS}</style>",
        "</head>",
        "<body>",
        f"<header><h1>{_e(title)}</h1>",
        f'<p><span class="verdict {verdict}">{_e(t("verdict", lang))}: '
        f"{_e(t(verdict, lang))}</span> "
        f'<span class="muted">{_e(t("fail_on", lang, severity=batch.summary.fail_on))}</span>{counts}</p>',
        *([f'<p class="needed">{_e(needed)}</p>'] if needed else []),
        "</header>",
        *summary_section(batch, lang),
    ]
    yield "\n".join(out)
    yield from bodies
    tail: list[str] = []
    if batch.absent:
        tail.append(f"<section><h2>{_e(t('absent_findings', lang))}</h2><ul>")
        for item in batch.absent:
            tail.append(f"<li>{_e(item.vendor)} · {_e(item.offer)}: "
                        f'<span class="rule">{_e(item.finding.rule)}</span> '
                        f"{_e(item.finding.title)}</li>")
        tail.append("</ul></section>")
    yield "\n" + "\n".join([*tail, "</body>", "</html>", ""])
