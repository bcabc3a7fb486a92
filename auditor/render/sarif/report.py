"""SARIF 2.1.0 for code-scanning dashboards (GitHub ``upload-sarif`` and others).

A code-scanning tab is a gate's list of alerts, so it carries what the gate acts on:

* results are the **failing** findings (plus one per waiver issue); ``--sarif-include unverified``
  adds the unverified ones (``kind: review``, ``level: none``: a fact to get from the vendor).
  Passes and acceptance checks not run yet (status ``not_run``) are never results.
* ``level`` by severity: critical/high → ``error``, medium → ``warning``, low/info → ``note``;
  ``properties.gating`` says whether the finding is at or above ``--fail-on`` (and so counts).
* a waived finding keeps its kind and level and carries ``suppressions`` (``external``,
  ``accepted``, with the waiver's reason, approver, ticket and expiry).
* with ``--baseline``: ``baselineState`` new / unchanged / updated on each result (unchanged
  ones stay results, so their alerts stay open rather than close and reopen); the reported
  baseline findings that are gone are listed in ``run.properties.absentSinceBaseline``, not as
  results, since code scanning would show a result of any kind or state as an open alert.
* locations are in the **user's files only** — the offer documents and probe outputs audited,
  and the waiver files — as URIs relative to ``%SRCROOT%`` (the working directory, or the folder
  holding every such file when some lie outside it). One primary location per result (the first
  evidence with a line, else the first in the user's files, else the offer's first document, else
  the vendor list: GitHub refuses a whole log when one result has no location);
  further evidence is ``relatedLocations``. Facts the auditor supplied itself — GPU catalogue
  rows with their datasheet citations, computed sizing — are related locations with a logical
  location and a message only, never a path inside the installed package or a placeholder.
* PDFs: SARIF regions cannot address a page, so the page (and bbox) go in the physical
  location's ``properties`` and the quoted sentence in the location's ``message``.
* ``partialFingerprints``: content fingerprint and location key (``auditor.report.batch``),
  never a line, so results survive a re-typeset contract.
* rules carry what GitHub shows on an alert: short and full description, help as text and
  Markdown (the remedy; when a rule's remedy quotes each offer's own figures and so differs
  between offers, the help says so and each result's message ends with its own), and
  ``properties`` ``tags``, ``precision``, ``problem.severity`` and ``security-severity`` (a score
  from the severity).
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any
from urllib.parse import quote

from auditor.infra.sanitize import clean, markdown_code, markdown_text
from auditor.model.evidence import EvidenceRef
from auditor.model.findings import Finding, severity_rank
from auditor.render.kinds import RenderOptions
from auditor.render.view import pitfall_label
from auditor.report.batch import Batch, WaiverIssue, content_fingerprint, location_key
from auditor.report.model import Report

SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
INCLUDABLE: tuple[str, ...] = ("unverified",)
"""Statuses ``--sarif-include`` may add to the failing findings SARIF always reports."""
_LEVELS = {"critical": "error", "high": "error", "medium": "warning", "low": "note", "info": "note"}
_PROBLEM = {"error": "error", "warning": "warning", "note": "recommendation"}
# GitHub maps a score > 9.0 to critical, 7.0-8.9 high, 4.0-6.9 medium, 0.1-3.9 low.
_SECURITY_SEVERITY = {"critical": "9.5", "high": "8.0", "medium": "5.5", "low": "3.0", "info": "0.5"}
_PER_OFFER_REMEDY = "The remedy names each offer's own figures: every alert's message ends with the one for its offer."
_MAX_LOCATIONS = 10  # GitHub reads at most ten related locations per result
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


def render(report: Report, options: RenderOptions) -> str:
    from auditor.render.stream import render_whole

    return render_whole(Batch.single(report), "sarif", options)


class UserFiles:
    """The files the user gave the auditor, and the ``%SRCROOT%`` their URIs are relative to (the
    folder holding them all, decided for the whole batch: ``auditor.render.files.files_root``)."""

    def __init__(self, root: str | Path, *, list_file: str | None = None) -> None:
        self._paths: dict[str, Path] = {}  # resolved once per render: the working directory may differ later
        self.list_file = list_file
        self.root = Path(root)

    def _resolved(self, source: str) -> Path:
        if source not in self._paths:
            self._paths[source] = Path(source).resolve()
        return self._paths[source]

    def holds(self, source: str, inputs: list[str]) -> bool:
        """Whether ``source`` is one of this offer's inputs (or inside one of its probe folders)."""
        path = self._resolved(source)
        return any(path == self._resolved(i) or self._resolved(i) in path.parents for i in inputs)

    def root_uri(self) -> str:
        """``%SRCROOT%`` as SARIF wants a base: an absolute URI ending in ``/`` (``file:///`` for ``/``)."""
        uri = self.root.as_uri()
        return uri if uri.endswith("/") else uri + "/"

    def uri(self, source: str) -> dict[str, str]:
        path = self._resolved(source)
        try:
            rel = path.relative_to(self.root)
        except ValueError:  # another drive: no common folder
            return {"uri": path.as_uri()}
        return {"uri": quote(rel.as_posix(), safe="/"), "uriBaseId": "%SRCROOT%"}


def add_rule(rules: dict[str, dict[str, Any]], finding: Finding, lang: str, *, shared_remedy: bool = True) -> None:
    """Rule metadata from the first finding of each rule: title, severity, pitfall, and as help the
    remedy when every reported finding of the rule has the same one. A remedy that quotes an
    offer's own figures differs between offers; the help then says where to find each."""
    if finding.rule in rules:
        return
    level = _LEVELS[finding.severity]
    pitfall = pitfall_label(finding.pitfall, lang)
    help_text = clean(finding.remedy) if shared_remedy else _PER_OFFER_REMEDY
    markdown = (
        f"**{markdown_text(finding.title)}**\n\n{markdown_text(help_text)}\n\n"
        f"Rule {markdown_code(finding.rule)} · severity {finding.severity} · {markdown_text(pitfall)}"
    )
    rules[finding.rule] = {
        "id": finding.rule,
        "name": finding.rule.replace(".", "/"),
        "shortDescription": {"text": clean(finding.title)},
        "fullDescription": {"text": clean(f"{finding.title} ({pitfall}, {finding.severity})")},
        "help": {"text": help_text, "markdown": markdown},
        "defaultConfiguration": {"level": level},
        "properties": {
            "severity": finding.severity,
            "pitfall": finding.pitfall,
            "tags": ["gpu-offer", finding.pitfall, finding.rule.split(".", 1)[0]],
            "precision": "high",  # deterministic rules over cited facts
            "problem.severity": _PROBLEM[level],
            "security-severity": _SECURITY_SEVERITY[finding.severity],
        },
    }


def result_of(
    finding: Finding,
    vendor: str,
    offer: str,
    inputs: list[str],
    files: UserFiles,
    fail_on: str,
    with_baseline: bool,
) -> dict[str, Any]:
    text = clean(finding.message)
    if finding.missing:
        text += " (missing: " + ", ".join(clean(m) for m in finding.missing) + ")"
    primary, related = _locations(finding, inputs, files)
    failing = finding.status == "fail"
    result: dict[str, Any] = {
        "ruleId": finding.rule,
        "kind": "fail" if failing else "review",
        "level": _LEVELS[finding.severity] if failing else "none",
        "message": {"text": f"{clean(vendor)} · {clean(offer)}: {text}"},
        "locations": primary,
        "partialFingerprints": {
            "offerAuditorContent/v1": content_fingerprint(vendor, offer, finding),
            "offerAuditorLocation/v1": location_key(vendor, offer, finding),
        },
        "properties": {
            "vendor": clean(vendor),
            "offer": clean(offer),
            "status": finding.status,
            "severity": finding.severity,
            "gating": failing and fail_on != "never" and severity_rank(finding.severity) <= severity_rank(fail_on),
            "pitfall": finding.pitfall,
            "remedy": clean(finding.remedy),
        },
    }
    if related:
        result["relatedLocations"] = related
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


def _locations(
    finding: Finding, inputs: list[str], files: UserFiles
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The primary location (one, in the user's files) and the related ones (the rest of the evidence)."""
    in_files = [ev for ev in finding.evidence if files.holds(ev.source, inputs)]
    elsewhere = [ev for ev in finding.evidence if not files.holds(ev.source, inputs)]
    first = next((ev for ev in in_files if ev.line is not None), in_files[0] if in_files else None)
    if first is not None:
        primary = [_physical(first, files)]
    elif (fallback := inputs[0] if inputs else files.list_file) is not None:
        primary = [{"physicalLocation": {"artifactLocation": files.uri(fallback)}}]  # GitHub needs one
    else:  # a report read back without its documents: nowhere to point
        primary = []
    related = [_physical(ev, files) for ev in in_files if ev is not first]
    related += [_logical(ev) for ev in elsewhere]
    related = related[:_MAX_LOCATIONS]
    for index, location in enumerate([*primary, *related]):
        location["id"] = index
    return primary, related


def _physical(ev: EvidenceRef, files: UserFiles) -> dict[str, Any]:
    physical: dict[str, Any] = {"artifactLocation": files.uri(ev.source)}
    if ev.line is not None:
        region: dict[str, Any] = {"startLine": ev.line}
        if ev.text:
            region["snippet"] = {"text": clean(ev.text)}
        physical["region"] = region
    where: dict[str, Any] = {}
    if ev.page is not None:
        where = {"page": ev.page, **({"bbox": list(ev.bbox)} if ev.bbox else {})}
    if ev.pointer:
        where["pointer"] = clean(ev.pointer)  # a workbook cell (Sheet!C7), a Word paragraph (¶12), a YAML path
    if where:
        physical["properties"] = where
    location: dict[str, Any] = {"physicalLocation": physical}
    if ev.fact:
        location["logicalLocations"] = [{"fullyQualifiedName": clean(ev.fact), "kind": "member"}]
    place = " ".join(p for p in (f"p.{ev.page}" if ev.page is not None else "",
                                 f"({clean(ev.pointer)})" if ev.pointer and ev.line is None else "") if p)
    note = (f"{place}: " if place else "") + (f"“{clean(ev.text)}”" if ev.text else "")
    if ev.value is not None:
        note = f"{clean(ev.fact or '')} = {clean(ev.value)}" + (f" — {note}" if note else "")
    if note:
        location["message"] = {"text": note}
    return location


def _logical(ev: EvidenceRef) -> dict[str, Any]:
    """A fact the auditor supplied (a catalogue row and its citation, a computed figure): no file."""
    name = clean(ev.fact or ev.pointer or "auditor")
    parts = [f"{name} = {clean(ev.value)}" if ev.value is not None else name]
    if ev.pointer and ev.text:  # a catalogue row: /sku and the datasheets it was taken from
        parts.append(f"catalogue {clean(Path(ev.source).stem)} {clean(ev.pointer)}: {clean(ev.text)}")
    elif ev.text:
        parts.append(clean(ev.text))
    return {
        "logicalLocations": [{"fullyQualifiedName": name, "kind": "member"}],
        "message": {"text": " — ".join(parts)},
    }


def waiver_result(issue: WaiverIssue, rules: dict[str, dict[str, Any]], files: UserFiles) -> dict[str, Any]:
    title, help_text = _WAIVER_RULES[issue.rule_id]
    rules.setdefault(
        issue.rule_id,
        {
            "id": issue.rule_id,
            "name": issue.rule_id.replace(".", "/"),
            "shortDescription": {"text": title},
            "fullDescription": {"text": title},
            "help": {"text": help_text, "markdown": help_text},
            "defaultConfiguration": {"level": "warning"},
            "properties": {"tags": ["gpu-offer", "waiver"], "precision": "very-high", "problem.severity": "warning"},
        },
    )
    physical: dict[str, Any] = {"artifactLocation": files.uri(issue.source)}
    if issue.line is not None:
        physical["region"] = {"startLine": issue.line}
    return {
        "ruleId": issue.rule_id,
        "kind": "fail",
        "level": "warning",
        "message": {"text": clean(issue.message)},
        "locations": [{"id": 0, "physicalLocation": physical}],
        "partialFingerprints": {"offerAuditorWaiver/v1": _waiver_key(issue)},
        "properties": {k: clean(v) for k, v in (("vendor", issue.vendor), ("rule", issue.rule)) if v},
    }


def _waiver_key(issue: WaiverIssue) -> str:
    """A waiver issue's identity: its kind, file, vendor and rule (not its line, which edits move)."""
    parts = (issue.kind, Path(issue.source).as_posix(), issue.vendor or "", issue.rule or "")
    return hashlib.sha256("\0".join(parts).encode("utf-8")).hexdigest()
