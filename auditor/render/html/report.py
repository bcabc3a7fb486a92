"""Self-contained HTML report for legal and procurement reviewers.

One file, readable offline and printable: inline CSS only, no scripts, no fonts, images or links
to anything outside the page (a Content-Security-Policy meta tag forbids loading anything, as a
second line of defence). Summary first, then per offer: findings by pitfall with the quoted
evidence (page and sentence for PDFs, line and pointer for YAML) and the remedy, the contract
clause checklist and the sizing breakdown.

Every string that came from a document, a rule or a waiver file goes through ``_e`` (control
characters stripped, then ``html.escape``), so a PDF quoting ``<script>`` or a ``javascript:``
URL renders as inert text. The page contains no ``href`` other than in-page anchors.
"""

from __future__ import annotations

from auditor.infra.sanitize import html_text as _e
from auditor.model.findings import Finding
from auditor.model.offer import Offer
from auditor.render import view
from auditor.render.i18n import t, waiver_line
from auditor.render.kinds import RenderOptions
from auditor.report.batch import Batch, OfferRun
from auditor.report.model import Report
from auditor.sizing.facts import SizingFacts

CSP = "default-src 'none'; style-src 'unsafe-inline'"

CSS = """
:root { --fail:#b42318; --warn:#b54708; --ok:#067647; --waived:#6941c6; --muted:#5d6b82; --line:#d0d5dd; }
* { box-sizing: border-box; }
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK SC", "PingFang SC",
       "Microsoft YaHei", sans-serif; color:#101828; margin:0 auto; max-width:1100px; padding:24px; }
h1 { font-size:1.6em; margin:0 0 4px; }
h2 { border-bottom:2px solid var(--line); padding-bottom:4px; margin-top:32px; }
h3 { margin-top:24px; } h4 { margin:18px 0 8px; color:#344054; }
table { border-collapse:collapse; width:100%; margin:8px 0 16px; }
th, td { border:1px solid var(--line); padding:4px 8px; text-align:left; vertical-align:top; }
th { background:#f2f4f7; }
.verdict { display:inline-block; font-weight:700; padding:2px 10px; border-radius:4px; color:#fff; }
.verdict.fail { background:var(--fail); } .verdict.pass { background:var(--ok); }
.verdict.incomplete { background:var(--warn); } .needed { font-weight:600; color:var(--warn); }
details > summary { cursor:pointer; font-weight:600; margin:12px 0; }
.badge { display:inline-block; font-size:.8em; font-weight:600; padding:0 6px; border-radius:3px;
         border:1px solid currentColor; margin-right:4px; text-transform:uppercase; }
.sev-critical, .sev-high, .st-fail { color:var(--fail); } .sev-medium, .st-unverified { color:var(--warn); }
.sev-low, .sev-info { color:var(--muted); } .st-pass { color:var(--ok); } .st-waived { color:var(--waived); }
.finding { border:1px solid var(--line); border-left:5px solid var(--muted); border-radius:4px;
           padding:8px 14px;
           margin:10px 0; break-inside:avoid; }
.finding.fail { border-left-color:var(--fail); } .finding.unverified { border-left-color:var(--warn); }
.finding.waived { border-left-color:var(--waived); background:#f9f5ff; }
.finding h5 { font-size:1.05em; margin:4px 0; }
.rule { font-family:ui-monospace, "SFMono-Regular", Menlo, monospace; font-size:.85em; color:var(--muted); }
.evidence { margin:6px 0; padding-left:18px; }
.where { font-family:ui-monospace, Menlo, monospace; font-size:.85em; color:#344054; }
blockquote { margin:4px 0 4px 0; padding:2px 10px; border-left:3px solid var(--line); color:#344054;
             white-space:pre-wrap; overflow-wrap:anywhere; }
.remedy { background:#f0f9ff; border-radius:4px; padding:6px 10px; }
.waiver { background:#f4ebff; border-radius:4px; padding:6px 10px; }
.clause-present { color:var(--ok); font-weight:600; } .clause-hedged { color:var(--warn); font-weight:600; }
.clause-absent { color:var(--fail); font-weight:600; }
.muted { color:var(--muted); }
@media print {
  body { max-width:none; padding:0; font-size:10.5pt; }
  h2 { break-before:auto; break-after:avoid; } h3, h4 { break-after:avoid; }
  .finding, tr, blockquote { break-inside:avoid; }
  .remedy, .waiver, th, .finding.waived { -webkit-print-color-adjust:exact; print-color-adjust:exact; }
}
"""


def render(report: Report, options: RenderOptions) -> str:
    from auditor.render.stream import render_whole

    return render_whole(Batch.single(report), "html", options)


def summary_section(batch: Batch, lang: str) -> list[str]:
    out = [
        f'<section id="summary"><h2>{_e(t("summary", lang))}</h2>',
        "<table>",
        f"<tr><th>{_e(t('vendor', lang))}</th><th>{_e(t('offer', lang))}</th>"
        f"<th>{_e(t('verdict', lang))}</th>"
        f"<th>{_e(t('fail', lang))}</th><th>{_e(t('unverified', lang))}</th><th>{_e(t('waived', lang))}</th>"
        f"<th>{_e(t('pass', lang))}</th></tr>",
    ]
    for index, run in enumerate(batch.runs, 1):
        s = run.report.summary
        failing = ", ".join(f"{n} {sev}" for sev, n in s.by_severity.items() if n)
        out.append(
            f'<tr><td><a href="#run-{index}">{_e(run.vendor)}</a></td><td>{_e(run.offer)}</td>'
            f'<td><span class="verdict {s.verdict}">{_e(t(s.verdict, lang))}</span></td>'
            f"<td>{s.by_status.get('fail', 0)}{(' (' + _e(failing) + ')') if failing else ''}</td>"
            f"<td>{s.by_status.get('unverified', 0)}</td><td>{s.by_status.get('waived', 0)}</td>"
            f"<td>{s.by_status.get('pass', 0)}</td></tr>"
        )
    out.append("</table>")
    if batch.summary.baseline:
        counts = ", ".join(f"{n} {_e(t(k, lang))}" for k, n in batch.summary.baseline_counts.items())
        out.append(
            f'<p>{_e(t("baseline", lang))}: <span class="where">{_e(batch.summary.baseline)}</span> — '
            f"{counts}</p>"
        )
    if batch.waiver_issues:
        out.append(f"<h3>{_e(t('waiver_issues', lang))}</h3><ul>")
        for issue in batch.waiver_issues:
            place = issue.source + (f":{issue.line}" if issue.line else "")
            out.append(
                f'<li><span class="badge st-unverified">{_e(issue.kind)}</span>'
                f'<span class="where">{_e(place)}</span> {_e(issue.message)}</li>'
            )
        out.append("</ul>")
    out.append("</section>")
    return out


def offer_lines(run: OfferRun, batch: Batch, index: int, lang: str, *, heading: bool,
         show_passes: bool = False) -> list[str]:
    """One offer, signal first: failures by severity, evidence still needed by topic (one line each),
    passes folded, the clause checklist and sizing, then the acceptance checks not run."""
    report = run.report
    s = report.summary
    out = [f'<section class="run" id="run-{index}">']
    if heading:
        out.append(
            f"<h2>{_e(view.run_title(run))} "
            f'<span class="verdict {s.verdict}">'
            f"{_e(t(s.verdict, lang))}</span></h2>"
        )
        needed = view.needed_text(s, lang)
        if needed:
            out.append(f'<p class="needed">{_e(needed)}</p>')
    out.append(
        f"<p><b>{_e(t('documents', lang))}:</b> "
        + ", ".join(f'<span class="where">{_e(d)}</span>' for d in s.documents)
        + "</p>"
    )
    if report.target:
        sized = "" if report.sizing or not s.needed else f" — {t('not_sized', lang)}"
        out.append(
            f"<p><b>{_e(t('target', lang))}:</b> {_e(report.target.model)} "
            f"({_e(report.target.mode)}){_e(sized)}</p>"
        )
    findings = view.visible(run, batch)
    hidden = view.hidden_count(run, batch)
    if hidden:
        out.append(f'<p class="muted">{_e(t("baseline_hidden", lang, count=hidden))}</p>')
    for status in ("fail", "waived"):
        items = [f for f in findings if view.status_of(f) == status]
        if items:
            out.append(f"<h3>{_e(t(status, lang))} ({len(items)})</h3>")
            out += [_finding(f, lang) for f in items]
    groups = view.still_needed(findings)
    count = sum(len(g) for _, g in groups)
    if s.needed:  # too little to audit: what is undecided is a count, sizing questions included
        count += len(view.awaiting_job(findings))
    if count and s.needed:
        out.append(f'<p class="muted">{_e(t("more_unknown", lang, count=count))}</p>')
    elif count:
        out.append(f"<h3>{_e(t('still_needed', lang))} ({count})</h3>")
        for pitfall, group in groups:
            out.append(f"<h4>{_e(view.pitfall_label(pitfall, lang))}</h4><ul>")
            out += [f'<li><span class="badge sev-{f.severity}">{_e(f.severity)}</span>{_e(f.title)} '
                    f'<span class="rule">{_e(f.rule)}</span> — {_e(view.ask(f, lang))}</li>'
                    for f in group]
            out.append("</ul>")
    job = [] if s.needed else view.awaiting_job(findings)
    if job:
        out.append(f"<p>{_e(t('awaiting_job', lang, rules=', '.join(f.rule for f in job)))}</p>")
    passes = view.passes(findings)
    if passes:
        out.append(f"<details{' open' if show_passes else ''}><summary>"
                   f"{_e(t('passes_count', lang, count=len(passes)))}</summary><table>")
        out.append(f"<tr><th>{_e(t('rule', lang))}</th><th>{_e(t('findings', lang))}</th></tr>")
        out += [f'<tr><td class="rule">{_e(f.rule)}</td><td>{_e(f.title)}</td></tr>' for f in passes]
        out.append("</table></details>")
    out += _clauses(report.offer, lang)
    if report.sizing:
        out += _sizing(report.sizing, lang)
    out.append(
        '<p class="muted">'
        + _e(t("rules_line", lang, loaded=s.rules_loaded, evaluated=s.rules_evaluated, documents=len(s.documents)))
        + "</p>"
    )
    if heading:  # a vendor list: one line per offer, not the table of checks once per offer
        count = len(view.not_run(findings))
        if count:
            out.append(f'<p class="muted">{_e(t("acceptance_batch", lang, count=count))}</p>')
    else:
        out += _acceptance(findings, lang, brief=bool(s.needed))
    out.append("</section>")
    return out


def _acceptance(findings: list[Finding], lang: str, *, brief: bool) -> list[str]:
    """The acceptance checks not run, once each: what it checks, its severity, the command to run."""
    items = view.not_run(findings)
    if not items:
        return []
    if brief:
        return [f'<p class="muted">{_e(t("acceptance_count", lang, count=len(items)))}</p>']
    out = [f"<h3>{_e(t('acceptance', lang))} ({len(items)})</h3>",
           f"<p>{_e(t('acceptance_how', lang))}</p>",
           f"<table><tr><th>{_e(t('check', lang))}</th><th>{_e(t('severity', lang))}</th>"
           f"<th>{_e(t('command', lang))}</th></tr>"]
    for f in items:
        commands = "<br>".join(f"<code>{_e(view.command_of(c))}</code>" for c in f.commands) or "-"
        out.append(f'<tr><td>{_e(f.title)} <span class="rule">{_e(f.rule)}</span></td>'
                   f'<td class="sev-{f.severity}">{_e(f.severity)}</td><td>{commands}</td></tr>')
    out.append("</table>")
    return out


def _finding(f: Finding, lang: str) -> str:
    status = view.status_of(f)
    parts = [
        f'<article class="finding {status}">',
        f'<h5><span class="badge sev-{f.severity}">{_e(f.severity)}</span>'
        f'<span class="badge st-{status}">{_e(t(status, lang))}</span>'
        + (f'<span class="badge">{_e(t(f.baseline, lang))}</span>' if f.baseline else "")
        + f"{_e(f.title)}</h5>",
        f'<div class="rule">{_e(f.rule)} · {_e(view.pitfall_label(f.pitfall, lang))}</div>',
        f"<p>{_e(f.message)}</p>",
    ]
    if f.evidence:
        parts.append(f'<div><b>{_e(t("evidence", lang))}</b><ul class="evidence">')
        for ev in f.evidence:
            fact = f" <code>{_e(ev.fact)}</code>" if ev.fact else ""
            value = f" = <b>{_e(ev.value)}</b>" if ev.value is not None else ""
            quote = f"<blockquote>{_e(ev.text)}</blockquote>" if ev.text else ""
            parts.append(
                f'<li><span class="where">{_e(view.where(ev, lang))}</span>{fact}{value}{quote}</li>'
            )
        parts.append("</ul></div>")
    if f.missing:
        parts.append(
            f"<p><b>{_e(t('missing', lang))}:</b> "
            + ", ".join(f"<code>{_e(m)}</code>" for m in f.missing)
            + "</p>"
        )
    if f.question:
        parts.append(f"<p><b>{_e(t('question', lang))}:</b> {_e(f.question)}</p>")
    parts.append(f'<p class="remedy"><b>{_e(t("remedy", lang))}:</b> {_e(f.remedy)}</p>')
    if f.waiver:
        parts.append(f'<p class="waiver">{_e(waiver_line(f.waiver, lang))}</p>')
    parts.append("</article>")
    return "\n".join(parts)


def _clauses(offer: Offer, lang: str) -> list[str]:
    out = [f"<h3>{_e(t('clauses', lang))}</h3>"]
    rows = view.clause_rows(offer)
    if rows is None:
        return [*out, f'<p class="muted">{_e(t("no_contract", lang))}</p>']
    out.append(
        f"<table><tr><th>{_e(t('clause', lang))}</th><th>{_e(t('status', lang))}</th>"
        f"<th>{_e(t('wording', lang))}</th></tr>"
    )
    for cid, status, text in rows:
        label = t(status, lang) if status in ("present", "hedged", "referenced", "absent") else status
        out.append(
            f'<tr><td>{_e(cid)}</td><td class="clause-{_e(status)}">{_e(label)}</td><td>{_e(text)}</td></tr>'
        )
    out.append("</table>")
    return out


def _sizing(sizing: SizingFacts, lang: str) -> list[str]:
    memory, plan = view.sizing_rows(sizing)
    fits = sizing.fits
    verdict = t("fits", lang) if fits else (t("not_fits", lang) if fits is False else t("fit_unknown", lang))
    out = [
        f"<h3>{_e(t('sizing', lang))}: {_e(sizing.model)} ({_e(sizing.mode)}) — "
        f"{_e(verdict)}</h3>"
    ]
    if sizing.why:
        out.append(f"<p>{_e(sizing.why)}</p>")
    out.append(f"<table><tr><th>{_e(t('component', lang))}</th><th>{_e(t('per_gpu', lang))}</th></tr>")
    out += [f"<tr><td>{_e(k)}</td><td>{_e(v)}</td></tr>" for k, v in memory]
    out.append("</table><table>")
    out += [f"<tr><td>{_e(k)}</td><td>{_e(v)}</td></tr>" for k, v in plan]
    out.append("</table>")
    return out
