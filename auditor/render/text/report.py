"""Terminal report for people: failing findings first, then waived, unverified (with the
questions to send the vendor), then passes; each with its evidence and remedy. For a vendor
list, a per-vendor verdict table comes first and last, so the answer is visible without scrolling.

Colour only on a TTY, never with NO_COLOR (the caller decides and passes ``color``). Every
string from a document goes through ``clean`` (auditor.infra.sanitize): control and ANSI
sequences stripped, line breaks folded, so a PDF cannot move the cursor, retitle the terminal,
hide a line or start a forged one.
"""

from __future__ import annotations

from typing import Any

from auditor.infra.sanitize import clean
from auditor.model.findings import Finding
from auditor.render import view
from auditor.render.i18n import t, waiver_line
from auditor.render.kinds import RenderOptions
from auditor.report.batch import Batch, OfferRun
from auditor.report.model import Report
from auditor.sizing.facts import SizingFacts, Target

_COLOURS = {
    "fail": "31",
    "unverified": "33",
    "pass": "32",
    "critical": "1;31",
    "high": "31",
    "medium": "33",
    "low": "36",
    "info": "2",
    "waived": "35",
    "new": "1",
    "updated": "1",
}


class Painter:
    def __init__(self, color: bool) -> None:
        self.color = color

    def __call__(self, text: str, key: str) -> str:
        return f"\x1b[{_COLOURS[key]}m{text}\x1b[0m" if self.color and key in _COLOURS else text


def render(report: Report, options: RenderOptions) -> str:
    batch = Batch.single(report)
    lines = offer_lines(batch.runs[0], batch, Painter(options.color), options.lang, options.show_passes)
    return "\n".join(lines) + "\n"


def summary_table(batch: Batch, lang: str, paint: Any = None) -> list[str]:
    """The per-vendor verdict table, with the batch verdict under it."""
    paint = paint or Painter(False)
    header = (
        t("vendor", lang),
        t("offer", lang),
        t("verdict", lang),
        t("fail", lang),
        t("unverified", lang),
        t("waived", lang),
        t("pass", lang),
    )
    rows = [header]
    for run in batch.runs:
        s = run.report.summary
        rows.append(
            (
                clean(run.vendor),
                clean(run.offer),
                s.verdict.upper(),
                str(s.by_status.get("fail", 0)),
                str(s.by_status.get("unverified", 0)),
                str(s.by_status.get("waived", 0)),
                str(s.by_status.get("pass", 0)),
            )
        )
    widths = [max(_width(r[i]) for r in rows) for i in range(len(header))]
    out = []
    for n, row in enumerate(rows):
        cells = [cell + " " * (widths[i] - _width(cell)) for i, cell in enumerate(row)]
        if n:
            cells[2] = paint(cells[2], "fail" if row[2] == "FAIL" else "pass")
        out.append("  ".join(cells).rstrip())
    s = batch.summary
    if s.baseline:
        counts = ", ".join(f"{n} {t(k, lang)}" for k, n in s.baseline_counts.items())
        out.append(f"{t('baseline', lang)}: {clean(s.baseline)} — {counts}")
    verdict = paint(s.verdict.upper(), "fail" if s.verdict == "fail" else "pass")
    failing = [v for v, verdict_ in s.vendors.items() if verdict_ == "fail"]
    out.append(
        f"{t('verdict', lang)}: {verdict} ({t('fail_on', lang, severity=s.fail_on)})"
        + (f" — {', '.join(clean(v) for v in failing)}" if failing else "")
    )
    return out


def _width(text: str) -> int:
    """Display width: CJK characters take two terminal columns."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def offer_lines(run: OfferRun, batch: Batch, paint: Painter, lang: str, show_passes: bool, *,
         in_list: bool = False) -> list[str]:
    """One offer, signal first: verdict and counts, failures by severity, evidence still needed (one
    line per finding, by topic), passes as a count, then the acceptance checks not run."""
    report = run.report
    offer = report.offer
    s = report.summary
    title = " · ".join(
        clean(x) for x in (offer.vendor, offer.offer, offer.quote_id) if x
    )
    verdict = paint(t(s.verdict, lang).upper(), "fail" if s.verdict != "pass" else "pass")
    out = [
        f"{t('audit_of', lang)} {title or 'offer'}",
        f"{t('verdict', lang)}: {verdict} ({t('fail_on', lang, severity=s.fail_on)}) — {view.counts_line(s, lang)}",
    ]
    needed = view.needed_text(s, lang)
    if needed:
        out.append(f"  {needed}")
    out.append(f"  {t('documents', lang)}: {', '.join(clean(d) for d in s.documents) or '-'}")
    if report.sizing:
        out.append(_sizing_line(report.sizing, report.target, lang))
    elif report.target and report.target.model and needed:
        out.append(f"  {t('target', lang)}: {clean(report.target.model)} ({clean(report.target.mode)})"
                   f" — {t('not_sized', lang)}")
    out.append("")
    findings = view.visible(run, batch)
    for status in ("fail", "waived"):
        items = [f for f in findings if view.status_of(f) == status]
        if items:
            out.append(paint(f"{t(status, lang).upper()} ({len(items)})", status))
            for f in items:
                out += _finding(f, status, paint, lang)
            out.append("")
    groups = view.still_needed(findings)
    count = sum(len(g) for _, g in groups)
    if needed:  # too little to audit: what is undecided is a count, sizing questions included
        count += len(view.awaiting_job(findings))
    if count and needed:
        out += [t("more_unknown", lang, count=count), ""]
    elif count:
        out.append(paint(f"{t('still_needed', lang)} ({count})", "unverified"))
        for pitfall, group in groups:
            out.append(f"  {view.pitfall_label(pitfall, lang)}")
            out += [f"    [{paint(f.severity, f.severity)}] {clean(f.title)} — "
                    f"{clean(view.ask(f, lang))}" for f in group]
        out.append("")
    job = [] if needed else view.awaiting_job(findings)
    if job:
        out.append(t("awaiting_job", lang, rules=", ".join(clean(f.rule) for f in job)))
    hidden = view.hidden_count(run, batch)
    if hidden:
        out += [t("baseline_hidden", lang, count=hidden), ""]
    passes = view.passes(findings)
    if show_passes and passes:
        out.append(paint(f"{t('pass', lang).upper()} ({len(passes)})", "pass"))
        out += _finding_lines(passes, paint, lang)
        out.append("")
    rules = t("rules_line", lang, loaded=s.rules_loaded, evaluated=s.rules_evaluated, documents=len(s.documents))
    count_text = t("passes_count", lang, count=len(passes))
    out.append(t("passes_line_listed", lang, passes=count_text, rules=rules) if show_passes or not passes
               else t("passes_line", lang, passes=count_text, hint=t("passes_hint", lang), rules=rules))
    for rule, reason in s.disabled_rules.items():
        out.append(f"disabled: {clean(rule)} — {clean(reason)}")
    if in_list:  # a vendor list: one line per offer, not the list of checks eight times over
        count = len(view.not_run(findings))
        return out + (["", t("acceptance_batch", lang, count=count)] if count else [])
    out += _acceptance(findings, paint, lang, brief=bool(needed))
    return out


def _finding_lines(items: list[Finding], paint: Painter, lang: str) -> list[str]:
    return [line for f in items for line in _finding(f, "pass", paint, lang)]


def _acceptance(findings: list[Finding], paint: Painter, lang: str, *, brief: bool) -> list[str]:
    """The checks not run, once each, one line per tool with its commands; how to run them all."""
    groups = view.acceptance_groups(findings)
    if not groups:
        return []
    count = sum(len(items) for _, _, items in groups)
    if brief:
        return ["", t("acceptance_count", lang, count=count)]
    out = ["", paint(f"{t('acceptance', lang)} ({count})", "unverified") + " — "
           + t("acceptance_how", lang)]
    for tool, commands, items in groups:
        out.append(f"  {clean(view.commands_text(tool, commands))}: {', '.join(clean(f.rule) for f in items)}")
    return out


def _finding(f: Finding, status: str, paint: Painter, lang: str) -> list[str]:
    tag = f" [{paint(t(f.baseline, lang), f.baseline)}]" if f.baseline in ("new", "updated") else ""
    if status == "pass":
        return [f"  ✓ {clean(f.rule)}  {clean(f.title)}{tag}"]
    out = [
        f"  [{paint(f.severity, f.severity)}] {clean(f.rule)} ({f.pitfall})  {clean(f.title)}{tag}",
        f"      {clean(f.message)}",
    ]
    for ev in f.evidence[:6]:
        quoted = f" “{clean(ev.text)[:160]}”" if ev.text else ""
        value = f" = {clean(ev.value)}" if ev.value is not None and ev.fact else ""
        out.append(f"      ↳ {clean(ev.fact or '')}{value} — {clean(view.where(ev, lang))}{quoted}")
    if f.waiver:
        out.append("      " + paint(clean(waiver_line(f.waiver, lang)), "waived"))
    if f.status == "unverified" and f.missing:
        out.append(f"      {t('missing', lang)}: {', '.join(clean(m) for m in f.missing)}")
    out.append(f"      {t('remedy', lang)}: {clean(f.remedy)}")
    return out


def _sizing_line(sizing: SizingFacts, target: Target | None, lang: str) -> str:
    fits = sizing.fits
    verdict = t("fits", lang) if fits else (t("not_fits", lang) if fits is False else t("fit_unknown", lang))
    return (
        f"  {t('target', lang)}: {clean(target and target.model)} ({clean(target and target.mode)}) — "
        f"{verdict}: "
        + t("sizing_line", lang, need=view.human(sizing.total_required),
            usable=view.human(sizing.usable_per_gpu or "?"), gpus=sizing.min_gpus or "?",
            nodes=sizing.min_nodes or "?")
    )
