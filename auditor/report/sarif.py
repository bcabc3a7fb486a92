"""SARIF 2.1.0 for code-scanning dashboards (GitHub ``upload-sarif`` and others).

One result per failing or unverified finding (passes are not results), plus one per waiver
issue. Mapping, fixed so dashboards and the exit code agree:

* ``fail`` → ``kind: fail``, ``level`` by severity: critical/high → ``error``, medium →
  ``warning``, low/info → ``note``.
* ``unverified`` → ``kind: review``, ``level: none`` (SARIF requires ``none`` for non-fail kinds):
  a person must get the missing fact from the vendor.
* a waived finding keeps its kind and level and carries ``suppressions`` (``external``,
  ``accepted``, with the waiver's reason, approver, ticket and expiry).
* with ``--baseline``: ``baselineState`` new / unchanged / updated, and a result with
  ``baselineState: absent`` for each baseline finding that is gone.
* locations: the offer document (``artifactLocation.uri`` relative to the working directory,
  ``uriBaseId: %SRCROOT%``), ``region.startLine`` for YAML/JSON and probe evidence; for PDFs, which
  SARIF regions cannot address, the page (and bbox) go in the physical location's ``properties``
  and the quoted sentence in the location's ``message``. The fact path is a logical location.
* ``partialFingerprints``: content fingerprint and location key (``auditor.report.batch``),
  never a line, so results survive a re-typeset contract.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from auditor import __version__
from auditor.infra.sanitize import clean, inert_json
from auditor.model.findings import Finding, Report
from auditor.report.batch import Batch, WaiverIssue, content_fingerprint, issues_of, location_key

SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
_LEVELS = {"critical": "error", "high": "error", "medium": "warning", "low": "note", "info": "note"}
_WAIVER_RULES = {
    "waiver.expired": (
        "A waiver has expired",
        "Renew the waiver with a new expiry date and approval, or fix the "
        "finding; an expired waiver no longer suppresses anything.",
    ),
    "waiver.unused": (
        "A waiver matches no finding",
        "Remove the waiver: the finding it was written for is gone, "
        "or its selector (rule, vendor, offer, field) is misspelt.",
    ),
    "waiver.malformed": (
        "A waiver cannot be read",
        "Fix the waiver: it needs rule, vendor, reason, approved_by, ticket and expires (YYYY-MM-DD).",
    ),
}


def render(report: Report, *, lang: str = "en", color: bool = False) -> str:
    return render_batch(Batch.single(report), lang=lang)


def render_batch(batch: Batch, *, lang: str = "en", color: bool = False) -> str:
    rules: dict[str, dict[str, Any]] = {}
    results: list[dict[str, Any]] = []
    with_baseline = batch.summary.baseline is not None
    for run in batch.runs:
        for finding in run.report.findings:
            _rule(rules, finding)
            if issues_of(finding):
                results.append(_result(finding, run.vendor, run.offer, run.documents, rules, with_baseline))
    for absent in batch.absent:
        _rule(rules, absent.finding)
        result = _result(absent.finding, absent.vendor, absent.offer, [], rules, with_baseline)
        result["baselineState"] = "absent"
        results.append(result)
    for issue in batch.waiver_issues:
        results.append(_waiver_result(issue, rules))
    index = {rule_id: i for i, rule_id in enumerate(rules)}
    for result in results:
        result["ruleIndex"] = index[result["ruleId"]]
    run_obj: dict[str, Any] = {
        "tool": {
            "driver": {
                "name": "gpu-offer-auditor",
                "version": __version__,
                "semanticVersion": __version__,
                "rules": list(rules.values()),
            }
        },
        "originalUriBaseIds": {"%SRCROOT%": {"uri": Path.cwd().resolve().as_uri() + "/"}},
        "columnKind": "unicodeCodePoints",
        "results": results,
        "invocations": [{"executionSuccessful": True}],
        "properties": {
            "verdict": batch.summary.verdict,
            "failOn": batch.summary.fail_on,
            "vendors": {clean(k): v for k, v in batch.summary.vendors.items()},
        },
    }
    log = {"$schema": SCHEMA_URI, "version": "2.1.0", "runs": [run_obj]}
    return inert_json(json.dumps(log, indent=2, ensure_ascii=False)) + "\n"


def _rule(rules: dict[str, dict[str, Any]], finding: Finding) -> None:
    """Rule metadata from the first finding of each rule: title, severity, pitfall, remedy as help."""
    if finding.rule in rules:
        return
    rules[finding.rule] = {
        "id": finding.rule,
        "name": finding.rule.replace(".", "/"),
        "shortDescription": {"text": clean(finding.title)},
        "help": {"text": clean(finding.remedy)},
        "defaultConfiguration": {"level": _LEVELS[finding.severity]},
        "properties": {"severity": finding.severity, "pitfall": finding.pitfall, "tags": [finding.pitfall]},
    }


def _uri(source: str) -> dict[str, str]:
    """Artifact location: relative to the working directory (%SRCROOT%) when under it, else a file URI."""
    path = Path(source)
    try:
        rel = path.resolve().relative_to(Path.cwd().resolve())
    except ValueError:
        return {"uri": path.resolve().as_uri()}
    return {"uri": rel.as_posix(), "uriBaseId": "%SRCROOT%"}


def _result(
    finding: Finding,
    vendor: str,
    offer: str,
    documents: list[str],
    rules: dict[str, dict[str, Any]],
    with_baseline: bool,
) -> dict[str, Any]:
    text = clean(finding.message)
    if finding.missing:
        text += " (missing: " + ", ".join(clean(m) for m in finding.missing) + ")"
    result: dict[str, Any] = {
        "ruleId": finding.rule,
        "kind": "fail" if finding.status == "fail" else "review",
        "level": _LEVELS[finding.severity] if finding.status == "fail" else "none",
        "message": {"text": f"{clean(vendor)} · {clean(offer)}: {text}"},
        "locations": _locations(finding, documents),
        "partialFingerprints": {
            "offerAuditorContent/v1": content_fingerprint(vendor, offer, finding),
            "offerAuditorLocation/v1": location_key(vendor, offer, finding),
        },
        "properties": {
            "vendor": clean(vendor),
            "offer": clean(offer),
            "status": finding.status,
            "severity": finding.severity,
            "pitfall": finding.pitfall,
            "remedy": clean(finding.remedy),
        },
    }
    if finding.question:
        result["properties"]["question"] = clean(finding.question)
    if with_baseline and finding.baseline:
        result["baselineState"] = finding.baseline
    if finding.waiver:
        w = finding.waiver
        result["suppressions"] = [
            {
                "kind": "external",
                "status": "accepted",
                "justification": clean(w.reason),
                "properties": {
                    "approvedBy": clean(w.approved_by),
                    "ticket": clean(w.ticket),
                    "expires": clean(w.expires),
                },
            }
        ]
    return result


def _locations(finding: Finding, documents: list[str]) -> list[dict[str, Any]]:
    """Each evidence item as a location; without evidence, the offer's first document."""
    locations: list[dict[str, Any]] = []
    for ev in finding.evidence:
        physical: dict[str, Any] = {"artifactLocation": _uri(ev.source)}
        if ev.line is not None:
            region: dict[str, Any] = {"startLine": ev.line}
            if ev.text:
                region["snippet"] = {"text": clean(ev.text)}
            physical["region"] = region
        if ev.page is not None:
            physical["properties"] = {"page": ev.page, **({"bbox": list(ev.bbox)} if ev.bbox else {})}
        location: dict[str, Any] = {"physicalLocation": physical}
        if ev.fact:
            location["logicalLocations"] = [{"fullyQualifiedName": clean(ev.fact), "kind": "member"}]
        note = (f"p.{ev.page}: " if ev.page is not None else "") + (f"“{clean(ev.text)}”" if ev.text else "")
        if ev.value is not None:
            note = f"{clean(ev.fact or '')} = {clean(ev.value)}" + (f" — {note}" if note else "")
        if note:
            location["message"] = {"text": note}
        locations.append(location)
    if not locations and documents:
        locations.append({"physicalLocation": {"artifactLocation": _uri(documents[0])}})
    for index, location in enumerate(locations):
        location["id"] = index
    return locations


def _waiver_result(issue: WaiverIssue, rules: dict[str, dict[str, Any]]) -> dict[str, Any]:
    title, help_text = _WAIVER_RULES[issue.rule_id]
    rules.setdefault(
        issue.rule_id,
        {
            "id": issue.rule_id,
            "name": issue.rule_id.replace(".", "/"),
            "shortDescription": {"text": title},
            "help": {"text": help_text},
            "defaultConfiguration": {"level": "warning"},
            "properties": {"tags": ["waiver"]},
        },
    )
    physical: dict[str, Any] = {"artifactLocation": _uri(issue.source)}
    if issue.line is not None:
        physical["region"] = {"startLine": issue.line}
    return {
        "ruleId": issue.rule_id,
        "kind": "fail",
        "level": "warning",
        "message": {"text": clean(issue.message)},
        "locations": [{"id": 0, "physicalLocation": physical}],
        "properties": {k: clean(v) for k, v in (("vendor", issue.vendor), ("rule", issue.rule)) if v},
    }
