"""Markdown report, for pasting into a ticket, a pull request or a legal review.

Same content and order as the HTML report. Every string from a document, rule or waiver goes
through ``_m`` (auditor.infra.sanitize.markdown_text): newlines folded, HTML metacharacters
turned into entities, Markdown metacharacters backslash-escaped and autolink triggers defused, so
quoted text can neither open a link (``[x](javascript:…)``, a bare URL), an image, raw HTML, a
live ``@mention``, nor break out of a table cell or a quote.
"""

from __future__ import annotations

from auditor.infra.sanitize import markdown_code as _code
from auditor.infra.sanitize import markdown_text as _m
from auditor.model.findings import Finding
from auditor.model.offer import Offer
from auditor.render import view
from auditor.render.i18n import t, waiver_line
from auditor.render.kinds import RenderOptions
from auditor.report.batch import Batch, OfferRun
from auditor.report.model import Report
from auditor.sizing.facts import SizingFacts


def render(report: Report, options: RenderOptions) -> str:
    from auditor.render.stream import render_whole

    return render_whole(Batch.single(report), "markdown", options)


def offer_lines(run: OfferRun, batch: Batch, lang: str, *, heading: bool, show_passes: bool = False) -> list[str]:
    """One offer, signal first: failures by severity, evidence still needed by topic (one line each),
    passes as a count, the clause checklist and sizing, then the acceptance checks not run."""
    report = run.report
    s = report.summary
    out: list[str] = []
    if heading:
        out += [f"## {_m(view.run_title(run))} — {t(s.verdict, lang).upper()}", ""]
        needed = view.needed_text(s, lang)
        if needed:
            out += [f"> {_m(needed)}", ""]
    out += [f"{t('documents', lang)}: " + ", ".join(_code(d) for d in s.documents), ""]
    if report.target:
        sized = "" if report.sizing or not s.needed else f" — {t('not_sized', lang)}"
        out += [
            f"{t('target', lang)}: {_m(report.target.model)} ({_m(report.target.mode)}){sized}",
            "",
        ]
    findings = view.visible(run, batch)
    hidden = view.hidden_count(run, batch)
    if hidden:
        out += [f"_{t('baseline_hidden', lang, count=hidden)}_", ""]
    for status in ("fail", "waived"):
        items = [f for f in findings if view.status_of(f) == status]
        if items:
            out += [f"### {t(status, lang)} ({len(items)})", ""]
            for f in items:
                out += _finding(f, lang)
    groups = view.still_needed(findings)
    count = sum(len(g) for _, g in groups)
    if s.needed:  # too little to audit: what is undecided is a count, sizing questions included
        count += len(view.awaiting_job(findings))
    if count and s.needed:
        out += [t("more_unknown", lang, count=count), ""]
    elif count:
        out += [f"### {t('still_needed', lang)} ({count})", ""]
        for pitfall, group in groups:
            out += [f"#### {view.pitfall_label(pitfall, lang)}", ""]
            out += [f"- **[{f.severity.upper()}]** {_m(f.title)} {_code(f.rule)} — "
                    f"{_m(view.ask(f, lang))}" for f in group]
            out.append("")
    job = [] if s.needed else view.awaiting_job(findings)
    if job:
        out += [t("awaiting_job", lang, rules=", ".join(_code(f.rule) for f in job)), ""]
    passes = view.passes(findings)
    if passes:
        out += [f"### {t('passes_count', lang, count=len(passes))}", ""]
        if show_passes:
            out += [f"- ✓ {_code(f.rule)} {_m(f.title)}" for f in passes]
        else:
            out.append(f"_{t('passes_hint', lang)}_")
        out.append("")
    out += _clauses(report.offer, lang)
    if report.sizing:
        out += _sizing(report.sizing, lang)
    out += [
        t("rules_line", lang, loaded=s.rules_loaded, evaluated=s.rules_evaluated, documents=len(s.documents)),
        "",
    ]
    if heading:  # a vendor list: one line per offer, not the table of checks once per offer
        count = len(view.not_run(findings))
        return out + ([_m(t("acceptance_batch", lang, count=count)), ""] if count else [])
    out += _acceptance(findings, lang, brief=bool(s.needed))
    return out


def _acceptance(findings: list[Finding], lang: str, *, brief: bool) -> list[str]:
    """The acceptance checks not run, once each: what it checks, its severity, the command to run."""
    items = view.not_run(findings)
    if not items:
        return []
    if brief:
        return [t("acceptance_count", lang, count=len(items)), ""]
    out = [f"### {t('acceptance', lang)} ({len(items)})", "", _m(t("acceptance_how", lang)), "",
           f"| {t('check', lang)} | {t('severity', lang)} | {t('command', lang)} |", "|---|---|---|"]
    for f in items:
        commands = "; ".join(_code(view.command_of(c)) for c in f.commands) or "-"
        out.append(f"| {_m(f.title)} {_code(f.rule)} | {f.severity} | {commands} |")
    out.append("")
    return out


def _finding(f: Finding, lang: str) -> list[str]:
    status = view.status_of(f)
    tag = f" · {t(f.baseline, lang)}" if f.baseline else ""
    out = [
        f"- **[{f.severity.upper()} · {t(status, lang)}{tag}] {_m(f.title)}** {_code(f.rule)} · "
        f"{view.pitfall_label(f.pitfall, lang)}",
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


def _clauses(offer: Offer, lang: str) -> list[str]:
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


def _sizing(sizing: SizingFacts, lang: str) -> list[str]:
    memory, plan = view.sizing_rows(sizing)
    fits = sizing.fits
    verdict = t("fits", lang) if fits else (t("not_fits", lang) if fits is False else t("fit_unknown", lang))
    out = [f"### {t('sizing', lang)}: {_m(sizing.model)} ({_m(sizing.mode)}) — {verdict}", ""]
    if sizing.why:
        out += [_m(sizing.why), ""]
    out += [f"| {t('component', lang)} | {t('per_gpu', lang)} |", "|---|---|"]
    out += [f"| {k} | {_m(v)} |" for k, v in memory]
    out += ["", "| | |", "|---|---|"]
    out += [f"| {k} | {_m(v)} |" for k, v in plan]
    out.append("")
    return out
