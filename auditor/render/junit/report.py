"""JUnit XML for CI test dashboards: one test suite per offer, one test case per rule.

The dashboard agrees with the gate (the exit code): a test case **fails** only when its finding
counts towards ``--fail-on`` — failing, at or above the threshold, not waived and, with a
baseline, not unchanged since it. Everything else that is not a pass is **skipped**, with a
message saying why, so nothing is hidden and nothing is red that the gate lets through:

* a failure below ``--fail-on`` → ``<skipped message="below --fail-on high: [low] title">``;
* a failure unchanged since the baseline → ``<skipped message="unchanged since the baseline: …">``;
* ``unverified`` → ``<skipped>`` naming the missing facts;
* ``not_run`` (an acceptance check, no probe output given) → ``<skipped>`` naming what to run;
* waived → ``<skipped>`` naming the waiver (reason, approver, ticket, expiry);
* ``pass`` → a plain test case.

A failing test case carries ``<failure type="SEVERITY">`` (message: the title; body: message,
evidence, remedy); a skipped one the same body. An offer too incomplete to audit (verdict
``incomplete``, its own exit code) gets an ``<error>`` test case listing the facts needed.
Waiver issues form a last suite, ``waivers``, of skipped cases: they never change a verdict by
themselves (an expired or malformed waiver waives nothing, so its finding counts again there).

Class names carry no dots (dashboards split a class name at dots into packages): they are the
vendor and the offer key, dots written as ``_``. Each suite's ``tests``, ``failures``,
``errors`` and ``skipped`` count its cases; the root's are their sums.

The XML is built with ElementTree, which escapes markup; every document string goes through
``auditor.infra.sanitize`` first (one line, terminal escapes and characters XML 1.0 cannot carry
removed), so a hostile document still yields a valid file and cannot add a line of its own.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from auditor.infra.sanitize import xml_text as _x
from auditor.model.findings import Finding, severity_rank
from auditor.render import view
from auditor.render.kinds import RenderOptions
from auditor.report.batch import Batch, OfferRun
from auditor.report.model import Report

COUNTS = ("tests", "failures", "errors", "skipped")


def render(report: Report, options: RenderOptions) -> str:
    from auditor.render.stream import render_whole

    return render_whole(Batch.single(report), "junit", options)


class Gate:
    """Which failing findings count towards the exit code (auditor.model.findings.summarise, and the
    baseline filter of ``audit vendors``), and why the others do not."""

    def __init__(self, fail_on: str, *, with_baseline: bool) -> None:
        self.fail_on = fail_on
        self.with_baseline = with_baseline

    def why_not(self, finding: Finding) -> str | None:
        """None when the failing ``finding`` counts; else the reason it does not, for the skip message."""
        if self.fail_on == "never":
            return "reported only (--fail-on never)"
        if severity_rank(finding.severity) > severity_rank(self.fail_on):
            return f"below --fail-on {self.fail_on}"
        if self.with_baseline and finding.baseline == "unchanged":
            return "unchanged since the baseline"
        return None


def count_into(suite: ET.Element, counts: dict[str, int], totals: dict[str, int]) -> None:
    for key in COUNTS:
        suite.set(key, str(counts[key]))
        totals[key] += counts[key]


def classname(vendor: str, offer: str) -> str:
    """``Vendor / offer`` without dots, which dashboards read as package separators."""
    return _x(f"{vendor} / {offer}").replace(".", "_")


def suite(root: ET.Element, run: OfferRun, gate: Gate, totals: dict[str, int], lang: str) -> None:
    suite = ET.SubElement(root, "testsuite", name=_x(f"{run.vendor} · {run.offer}"))
    if run.documents:
        ET.SubElement(
            ET.SubElement(suite, "properties"),
            "property",
            name="documents",
            value=_x(", ".join(run.documents)),
        )
    counts = dict.fromkeys(COUNTS, 0)
    cls = classname(run.vendor, run.offer)
    summary = run.report.summary
    message = view.needed_text(summary, lang)
    if summary.verdict == "incomplete" and message:
        case = ET.SubElement(suite, "testcase", classname=cls, name="offer.incomplete")
        ET.SubElement(case, "error", message=_x(message), type="incomplete").text = _x(message)
        counts["tests"] += 1
        counts["errors"] += 1
    for finding in sorted(run.report.findings, key=lambda f: f.rule):
        case = ET.SubElement(suite, "testcase", classname=cls, name=_x(finding.rule))
        first = next((ev for ev in finding.evidence if ev.line is not None), None)
        if first is not None:
            case.set("file", _x(first.source))
            case.set("line", str(first.line))
        counts["tests"] += 1
        skip = _skip_message(finding, gate)
        if skip is not None:
            ET.SubElement(case, "skipped", message=_x(skip)).text = _body(finding)
            counts["skipped"] += 1
        elif finding.status == "fail":
            failure = ET.SubElement(case, "failure", message=_x(finding.title), type=finding.severity)
            failure.text = _body(finding)
            counts["failures"] += 1
    count_into(suite, counts, totals)


def _skip_message(finding: Finding, gate: Gate) -> str | None:
    """Why a test case is skipped; None for a counted failure and for a pass."""
    if finding.waiver is not None:
        w = finding.waiver
        return f"waived: {w.reason} (approved by {w.approved_by}, {w.ticket}, expires {w.expires})"
    if finding.status == "fail":
        why = gate.why_not(finding)
        return f"{why}: [{finding.severity}] {finding.title}" if why else None
    if finding.status == "unverified":
        missing = ", ".join(finding.missing) or "a fact the rule needs"
        return f"unverified: {finding.title} — missing {missing}"
    if finding.status == "not_run":
        run = "; ".join(finding.commands) or "the acceptance tests"
        return f"not run: acceptance check for delivery — {finding.title}; run {run} (audit probe collect)"
    return None


def _body(finding: Finding) -> str:
    """Message, evidence and remedy, one per line for the dashboard's detail pane. Each line is
    flattened on its own and opens with a label, so document text can never begin a line."""
    lines = [f"[{finding.severity}] {finding.rule} ({finding.pitfall})", f"Finding: {finding.message}"]
    for ev in finding.evidence:
        value = f" = {ev.value}" if ev.value is not None else ""
        quote = f" “{ev.text}”" if ev.text else ""
        lines.append(f"Evidence: {ev.fact or ''}{value} — {view.where(ev)}{quote}")
    lines.append(f"Remedy: {finding.remedy}")
    return "\n".join(_x(line) for line in lines)
