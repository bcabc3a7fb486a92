"""JUnit XML for CI test dashboards: one test suite per offer, one test case per rule.

* ``fail`` → ``<failure type="SEVERITY">`` (message: the title; body: message, evidence, remedy);
* ``unverified`` → ``<skipped>`` naming the missing facts (not run for want of input);
* waived → ``<skipped>`` naming the waiver (reason, approver, ticket, expiry): accepted, not hidden;
* ``pass`` → a plain test case.

Waiver issues form a last suite, ``waivers``: expired and malformed waivers are failures (a
person must act; the finding they were meant for is no longer suppressed), unused ones skipped.
The XML is built with ElementTree, which escapes markup; every document string goes through
``auditor.infra.sanitize`` first (one line, terminal escapes and characters XML 1.0 cannot carry
removed), so a hostile document still yields a valid file and cannot add a line of its own.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from auditor.infra.sanitize import clean
from auditor.infra.sanitize import xml_text as _x
from auditor.model.findings import Finding, Report
from auditor.report import view
from auditor.report.batch import Batch, OfferRun


def render(report: Report, *, lang: str = "en", color: bool = False) -> str:
    return render_batch(Batch.single(report), lang=lang)


def render_batch(batch: Batch, *, lang: str = "en", color: bool = False) -> str:
    root = ET.Element("testsuites", name="gpu-offer-auditor")
    totals = {"tests": 0, "failures": 0, "skipped": 0}
    for run in batch.runs:
        _suite(root, run, totals)
    if batch.waiver_issues:
        suite = ET.SubElement(root, "testsuite", name="waivers")
        counts = {"tests": 0, "failures": 0, "skipped": 0}
        for issue in batch.waiver_issues:
            place = issue.source + (f":{issue.line}" if issue.line else "")
            case = ET.SubElement(
                suite,
                "testcase",
                classname="waivers",
                name=_x(f"{issue.rule_id} {place}"),
                file=_x(issue.source),
            )
            if issue.line:
                case.set("line", str(issue.line))
            counts["tests"] += 1
            if issue.kind == "unused":
                ET.SubElement(case, "skipped", message=_x(issue.message))
                counts["skipped"] += 1
            else:
                failure = ET.SubElement(case, "failure", message=_x(issue.message), type=issue.rule_id)
                failure.text = _x(issue.message)
                counts["failures"] += 1
        _count(suite, counts, totals)
    for key, value in totals.items():
        root.set(key, str(value))
    root.set("errors", "0")
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def _count(suite: ET.Element, counts: dict[str, int], totals: dict[str, int]) -> None:
    for key, value in counts.items():
        suite.set(key, str(value))
        totals[key] += value
    suite.set("errors", "0")


def _suite(root: ET.Element, run: OfferRun, totals: dict[str, int]) -> None:
    name = f"{run.vendor} · {run.offer}"
    suite = ET.SubElement(root, "testsuite", name=_x(name))
    if run.documents:
        ET.SubElement(
            ET.SubElement(suite, "properties"),
            "property",
            name="documents",
            value=_x(", ".join(run.documents)),
        )
    counts = {"tests": 0, "failures": 0, "skipped": 0}
    classname = _x(f"{run.vendor}.{run.offer}")
    for finding in sorted(run.report.findings, key=lambda f: f.rule):
        case = ET.SubElement(suite, "testcase", classname=classname, name=_x(finding.rule))
        first = next((ev for ev in finding.evidence if ev.line is not None), None)
        if first is not None:
            case.set("file", _x(first.source))
            case.set("line", str(first.line))
        counts["tests"] += 1
        if finding.waiver is not None:
            w = finding.waiver
            ET.SubElement(
                case,
                "skipped",
                message=_x(
                    f"waived: {w.reason} (approved by {w.approved_by}, {w.ticket}, expires {w.expires})"
                ),
            )
            counts["skipped"] += 1
        elif finding.status == "fail":
            failure = ET.SubElement(case, "failure", message=_x(finding.title), type=finding.severity)
            failure.text = _x(_body(finding))
            counts["failures"] += 1
        elif finding.status == "unverified":
            missing = ", ".join(finding.missing) or "a fact the rule needs"
            ET.SubElement(case, "skipped", message=_x(f"unverified: {finding.title} — missing {missing}"))
            counts["skipped"] += 1
    _count(suite, counts, totals)


def _body(finding: Finding) -> str:
    lines = [f"[{finding.severity}] {finding.rule} ({finding.pitfall})", finding.message]
    for ev in finding.evidence:
        value = f" = {ev.value}" if ev.value is not None else ""
        quote = f" “{ev.text}”" if ev.text else ""
        lines.append(f"  {ev.fact or ''}{value} — {view.where(ev)}{quote}")
    lines.append(f"Remedy: {finding.remedy}")
    return "\n".join(clean(line) for line in lines)
