"""Markdown report, for pasting into a ticket, a pull request or a legal review.

Same content and order as the HTML report. Every string from a document, rule or waiver goes
through ``_m`` (auditor.infra.sanitize.markdown_text): newlines folded, HTML metacharacters
turned into entities, Markdown metacharacters backslash-escaped and autolink triggers defused, so
quoted text can neither open a link (``[x](javascript:…)``, a bare URL), an image, raw HTML, a
live ``@mention``, nor break out of a table cell or a quote.
"""

from __future__ import annotations

from typing import Any

from auditor.infra.sanitize import markdown_code as _code
from auditor.infra.sanitize import markdown_text as _m
from auditor.model.findings import Finding, Report
from auditor.report import view
from auditor.report.batch import Batch, OfferRun
from auditor.report.i18n import t, waiver_line


def render(report: Report, *, lang: str = "en", color: bool = False) -> str:
    return render_batch(Batch.single(report), lang=lang)


def render_batch(batch: Batch, *, lang: str = "en", color: bool = False) -> str:
    single = view.is_single(batch)
    title = view.batch_title(batch, lang)
    out = [
        f"# {_m(title)}",
        "",
        f"**{t('verdict', lang)}: {t(batch.summary.verdict, lang).upper()}** "
        f"({t('fail_on', lang, severity=batch.summary.fail_on)})",
        "",
        f"## {t('summary', lang)}",
        "",
        f"| {t('vendor', lang)} | {t('offer', lang)} | {t('verdict', lang)} | {t('fail', lang)} | "
        f"{t('unverified', lang)} | {t('waived', lang)} | {t('pass', lang)} |",
        "|---|---|---|---|---|---|---|",
    ]
    for run in batch.runs:
        s = run.report.summary
        out.append(
            f"| {_m(run.vendor)} | {_m(run.offer)} | {t(s.verdict, lang)} | {s.by_status.get('fail', 0)} | "
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
    for run in batch.runs:
        out += _run(run, batch, lang, heading=not single)
    if batch.absent:
        out += [f"## {t('absent_findings', lang)}", ""]
        out += [
            f"- {_m(a.vendor)} · {_m(a.offer)}: {_code(a.finding.rule)} {_m(a.finding.title)}"
            for a in batch.absent
        ]
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def _run(run: OfferRun, batch: Batch, lang: str, *, heading: bool) -> list[str]:
    report = run.report
    out: list[str] = []
    if heading:
        out += [f"## {_m(view.run_title(run))} — {t(report.summary.verdict, lang).upper()}", ""]
    out += [f"{t('documents', lang)}: " + ", ".join(_code(d) for d in report.summary.documents), ""]
    if report.target:
        out += [
            f"{t('target', lang)}: {_m(report.target.get('model'))} ({_m(report.target.get('mode'))})",
            "",
        ]
    findings = view.visible(run, batch)
    out += [f"### {t('findings', lang)}", ""]
    hidden = view.hidden_count(run, batch)
    if hidden:
        out += [f"_{t('baseline_hidden', lang, count=hidden)}_", ""]
    for pitfall, group in view.by_pitfall(findings):
        out += [f"#### {view.pitfall_label(pitfall, lang)}", ""]
        for f in group:
            out += _finding(f, lang)
    passes = [f for f in findings if f.status == "pass" and f.waiver is None]
    if passes:
        out += [f"#### {t('passes', lang)} ({len(passes)})", ""]
        out += [f"- ✓ {_code(f.rule)} {_m(f.title)}" for f in passes]
        out.append("")
    out += _clauses(report.offer, lang)
    if report.sizing:
        out += _sizing(report.sizing, lang)
    if report.summary.questions:
        out += [f"### {t('questions', lang)}", ""]
        out += [f"{i}. {_m(q)}" for i, q in enumerate(report.summary.questions, 1)]
        out.append("")
    s = report.summary
    out += [
        t("rules_line", lang, loaded=s.rules_loaded, evaluated=s.rules_evaluated, documents=len(s.documents)),
        "",
    ]
    return out


def _finding(f: Finding, lang: str) -> list[str]:
    status = view.status_of(f)
    tag = f" · {t(f.baseline, lang)}" if f.baseline else ""
    out = [
        f"- **[{f.severity.upper()} · {t(status, lang)}{tag}] {_m(f.title)}** {_code(f.rule)}",
        f"  {_m(f.message)}",
    ]
    for ev in f.evidence:
        fact = f" {_code(ev.fact)}" if ev.fact else ""
        value = f" = {_m(ev.value)}" if ev.value is not None else ""
        out.append(f"  - {_code(view.where(ev, lang))}{fact}{value}")
        if ev.text:
            out.append(f"    > {_m(ev.text)}")
    if f.missing:
        out.append(f"  - {t('missing', lang)}: " + ", ".join(_code(m) for m in f.missing))
    if f.question:
        out.append(f"  - {t('question', lang)}: {_m(f.question)}")
    out.append(f"  - **{t('remedy', lang)}:** {_m(f.remedy)}")
    if f.waiver:
        out.append("  - " + _m(waiver_line(f.waiver, lang)))
    out.append("")
    return out


def _clauses(offer: dict[str, Any], lang: str) -> list[str]:
    out = [f"### {t('clauses', lang)}", ""]
    rows = view.clause_rows(offer)
    if rows is None:
        return [*out, t("no_contract", lang), ""]
    out += [f"| {t('clause', lang)} | {t('status', lang)} | {t('wording', lang)} |", "|---|---|---|"]
    for cid, status, text in rows:
        label = t(status, lang) if status in ("present", "hedged", "referenced", "absent") else status
        mark = {"present": "✓", "hedged": "~", "referenced": "→", "absent": "✗"}.get(status, "?")
        out.append(f"| {_m(cid)} | {mark} {_m(label)} | {_m(text)} |")
    out.append("")
    return out


def _sizing(sizing: dict[str, Any], lang: str) -> list[str]:
    memory, plan = view.sizing_rows(sizing)
    fits = sizing.get("fits")
    verdict = t("fits", lang) if fits else (t("not_fits", lang) if fits is False else t("fit_unknown", lang))
    out = [f"### {t('sizing', lang)}: {_m(sizing.get('model'))} ({_m(sizing.get('mode'))}) — {verdict}", ""]
    if sizing.get("why"):
        out += [_m(sizing["why"]), ""]
    out += [f"| {t('component', lang)} | {t('per_gpu', lang)} |", "|---|---|"]
    out += [f"| {k} | {_m(v)} |" for k, v in memory]
    out += ["", "| | |", "|---|---|"]
    out += [f"| {k} | {_m(v)} |" for k, v in plan]
    out.append("")
    return out
