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
from auditor.model.findings import Finding, Report
from auditor.report import view
from auditor.report.batch import Batch, OfferRun
from auditor.report.i18n import t, waiver_line

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


class _Painter:
    def __init__(self, color: bool) -> None:
        self.color = color

    def __call__(self, text: str, key: str) -> str:
        return f"\x1b[{_COLOURS[key]}m{text}\x1b[0m" if self.color and key in _COLOURS else text


def render(report: Report, *, lang: str = "en", color: bool = False, show_pass: bool = True) -> str:
    batch = Batch.single(report)
    return "\n".join(_run(batch.runs[0], batch, _Painter(color), lang, show_pass)) + "\n"


def render_batch(batch: Batch, *, lang: str = "en", color: bool = False, show_pass: bool = False) -> str:
    """Every offer of the list (passes omitted unless asked), then waiver issues and the verdict table."""
    paint = _Painter(color)
    out: list[str] = [f"{t('batch_title', lang)}: {clean(batch.list_file or '')}", ""]
    for run in batch.runs:
        out += [f"── {clean(view.run_title(run))} ──", *_run(run, batch, paint, lang, show_pass), ""]
    if batch.absent:
        out.append(paint(f"{t('absent_findings', lang)} ({len(batch.absent)})", "pass"))
        out += [
            f"  ✓ {clean(a.vendor)} · {clean(a.offer)}: {clean(a.finding.rule)}  {clean(a.finding.title)}"
            for a in batch.absent
        ]
        out.append("")
    if batch.waiver_issues:
        out.append(paint(f"{t('waiver_issues', lang)} ({len(batch.waiver_issues)})", "unverified"))
        for issue in batch.waiver_issues:
            place = issue.source + (f":{issue.line}" if issue.line else "")
            out.append(f"  {issue.rule_id}  {clean(place)}: {clean(issue.message)}")
        out.append("")
    out += summary_table(batch, lang, paint)
    return "\n".join(out) + "\n"


def summary_table(batch: Batch, lang: str, paint: Any = None) -> list[str]:
    """The per-vendor verdict table, with the batch verdict under it."""
    paint = paint or _Painter(False)
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


def _run(run: OfferRun, batch: Batch, paint: _Painter, lang: str, show_pass: bool) -> list[str]:
    report = run.report
    offer = report.offer
    out: list[str] = []
    title = " · ".join(
        clean(x) for x in (offer.get("vendor"), offer.get("offer"), offer.get("quote_id")) if x
    )
    out.append(f"{t('audit_of', lang)} {title or 'offer'}")
    out.append(f"  {t('documents', lang)}: {', '.join(clean(d) for d in report.summary.documents) or '-'}")
    if report.sizing:
        out.append(_sizing_line(report.sizing, report.target or {}, lang))
    out.append("")
    findings = view.visible(run, batch)
    for status in view.STATUS_ORDER:
        items = [f for f in findings if view.status_of(f) == status]
        if not items or (status == "pass" and not show_pass):
            continue
        out.append(paint(f"{t(status, lang).upper()} ({len(items)})", status))
        for f in items:
            out += _finding(f, status, paint, lang)
        out.append("")
    hidden = view.hidden_count(run, batch)
    if hidden:
        out += [t("baseline_hidden", lang, count=hidden), ""]
    if report.summary.questions:
        out.append(t("questions", lang))
        out.extend(f"  {i}. {clean(q)}" for i, q in enumerate(report.summary.questions, 1))
        out.append("")
    s = report.summary
    failing = ", ".join(f"{n} {sev}" for sev, n in s.by_severity.items() if n) or t("none", lang)
    out.append(
        f"{s.rules_loaded} rules loaded, {s.rules_evaluated} evaluated: {s.by_status.get('fail', 0)} fail "
        f"({failing}), {s.by_status.get('unverified', 0)} unverified, {s.by_status.get('pass', 0)} pass"
        + (f", {s.by_status['waived']} waived" if s.by_status.get("waived") else "")
        + f"; documents read: {len(s.documents)}."
    )
    for rule, reason in s.disabled_rules.items():
        out.append(f"disabled: {clean(rule)} — {clean(reason)}")
    verdict = paint(s.verdict.upper(), "fail" if s.verdict == "fail" else "pass")
    out.append(f"{t('verdict', lang)}: {verdict} ({t('fail_on', lang, severity=s.fail_on)})")
    return out


def _finding(f: Finding, status: str, paint: _Painter, lang: str) -> list[str]:
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


def _sizing_line(sizing: dict[str, Any], target: dict[str, Any], lang: str) -> str:
    fits = sizing.get("fits")
    verdict = t("fits", lang) if fits else (t("not_fits", lang) if fits is False else t("fit_unknown", lang))
    return (
        f"  {t('target', lang)}: {clean(target.get('model'))} ({clean(target.get('mode'))}) — "
        f"{verdict}: needs "
        f"{view.human(sizing.get('total_required'))} per GPU, "
        f"usable {view.human(sizing.get('usable_per_gpu') or '?')}; "
        f"min {sizing.get('min_gpus') or '?'} GPUs / {sizing.get('min_nodes') or '?'} nodes"
    )
