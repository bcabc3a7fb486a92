"""Terminal report for people: failing findings first, then unverified (with the questions to send
the vendor), then passes; each with its evidence and remedy. Colour only on a TTY, never with
NO_COLOR; control and ANSI sequences that came from documents are stripped.
"""

from __future__ import annotations

import re
from typing import Any

from auditor.model.findings import SEVERITIES, Finding

_CONTROL = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b.|[\x00-\x08\x0b-\x1f\x7f-\x9f]")

_COLOURS = {"fail": "31", "unverified": "33", "pass": "32", "critical": "1;31", "high": "31", "medium": "33",
            "low": "36", "info": "2", "waived": "35"}


def clean(text: object) -> str:
    """Document text made safe for a terminal: no escape sequences, no control characters."""
    return _CONTROL.sub("", str(text))


def render(report: Any, *, lang: str = "en", color: bool = False, show_pass: bool = True) -> str:
    def paint(text: str, key: str) -> str:
        return f"\x1b[{_COLOURS[key]}m{text}\x1b[0m" if color and key in _COLOURS else text

    offer = report.offer
    out: list[str] = []
    title = " · ".join(clean(x) for x in (offer.get("vendor"), offer.get("offer"), offer.get("quote_id")) if x)
    out.append(f"Audit of {title or 'offer'}")
    out.append(f"  documents: {', '.join(clean(d) for d in report.summary.documents) or '-'}")
    if report.sizing:
        out.append(_sizing_line(report.sizing, report.target or {}))
    out.append("")
    groups: dict[str, list[Finding]] = {"fail": [], "unverified": [], "pass": [], "waived": []}
    for f in report.findings:
        groups["waived" if f.waiver else f.status].append(f)
    for status in ("fail", "waived", "unverified", "pass"):
        items = sorted(groups[status], key=lambda f: (SEVERITIES.index(f.severity), f.rule))
        if not items or (status == "pass" and not show_pass):
            continue
        out.append(paint(f"{status.upper()} ({len(items)})", status))
        for f in items:
            if status == "pass":
                out.append(f"  ✓ {f.rule}  {clean(f.title)}")
                continue
            out.append(f"  [{paint(f.severity, f.severity)}] {f.rule} ({f.pitfall})  {clean(f.title)}")
            out.append(f"      {clean(f.message)}")
            for ev in f.evidence[:6]:
                where = ev.source + (f" p.{ev.page}" if ev.page else "") + (f":{ev.line}" if ev.line else "")
                quoted = f" “{clean(ev.text)[:160]}”" if ev.text else ""
                value = f" = {clean(ev.value)}" if ev.value is not None and ev.fact else ""
                out.append(f"      ↳ {ev.fact or ''}{value} — {clean(where)}{quoted}")
            if f.waiver:
                out.append(f"      waived: {clean(f.waiver.reason)} ({f.waiver.approved_by}, {f.waiver.ticket}, "
                           f"expires {f.waiver.expires})")
            if status == "unverified" and f.missing:
                out.append(f"      missing: {', '.join(f.missing)}")
            out.append(f"      remedy: {clean(f.remedy)}")
        out.append("")
    if report.summary.questions:
        out.append("Questions for the vendor")
        out.extend(f"  {i}. {clean(q)}" for i, q in enumerate(report.summary.questions, 1))
        out.append("")
    s = report.summary
    failing = ", ".join(f"{n} {sev}" for sev, n in s.by_severity.items() if n) or "none"
    out.append(f"{s.rules_loaded} rules loaded, {s.rules_evaluated} evaluated: {s.by_status.get('fail', 0)} fail "
               f"({failing}), {s.by_status.get('unverified', 0)} unverified, {s.by_status.get('pass', 0)} pass"
               + (f", {s.by_status['waived']} waived" if s.by_status.get("waived") else "")
               + f"; {len(s.documents)} documents read.")
    for rule, reason in s.disabled_rules.items():
        out.append(f"disabled: {rule} — {clean(reason)}")
    verdict = paint(s.verdict.upper(), "fail" if s.verdict == "fail" else "pass")
    out.append(f"Verdict: {verdict} (fail on {s.fail_on} and above)")
    return "\n".join(out) + "\n"


def _sizing_line(sizing: dict[str, Any], target: dict[str, Any]) -> str:
    fits = sizing.get("fits")
    verdict = "fits" if fits else ("does NOT fit" if fits is False else "fit unknown")
    return (f"  target: {target.get('model')} ({target.get('mode')}) — {verdict}: needs "
            f"{sizing.get('total_required')} per GPU, usable {sizing.get('usable_per_gpu') or '?'}; "
            f"min {sizing.get('min_gpus') or '?'} GPUs / {sizing.get('min_nodes') or '?'} nodes")
