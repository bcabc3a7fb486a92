"""Findings and the summary of an audit: the stable JSON output contract (schemas/report.schema.json);
the report that holds them is ``auditor.report.model.Report``."""


from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from auditor.model.evidence import EvidenceRef

__all__ = ["EvidenceRef"]

Pitfall = Literal["shared-slice", "pcie-masquerade", "vram-shortfall", "missing-sla", "throttled-io", "other"]
PITFALLS: tuple[str, ...] = ("shared-slice", "pcie-masquerade", "vram-shortfall", "missing-sla", "throttled-io",
                             "other")
Severity = Literal["critical", "high", "medium", "low", "info"]
SEVERITIES: tuple[str, ...] = ("critical", "high", "medium", "low", "info")
Status = Literal["fail", "unverified", "pass", "not_run"]
STATUSES: tuple[str, ...] = ("fail", "unverified", "pass", "not_run")
"""``not_run``: an acceptance check (a rule that reads measurements, ``probe.*``) on an audit given no
probe output: not a finding yet, but a check to run at delivery (auditor.dsl.findings.stage_of)."""
Verdict = Literal["pass", "fail", "incomplete"]


def severity_rank(severity: str) -> int:
    """0 for critical … 4 for info; ``never`` ranks below everything."""
    return SEVERITIES.index(severity) if severity in SEVERITIES else len(SEVERITIES)


class Waiver(BaseModel):
    model_config = ConfigDict(extra="forbid")

    reason: str
    approved_by: str
    ticket: str
    expires: str


class Finding(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rule: str
    pitfall: Pitfall
    severity: Severity
    status: Status
    title: str
    message: str
    evidence: list[EvidenceRef] = Field(default=[])
    remedy: str
    missing: list[str] = Field(default=[], description="facts whose absence left the rule unverified")
    question: str | None = Field(None, description="what to ask the vendor when unverified")
    commands: list[str] = Field(
        default=[], description="not_run: the measurements (commands) whose output decides this acceptance check")
    fingerprint: str | None = None
    waiver: Waiver | None = None
    baseline: Literal["new", "unchanged", "updated", "absent"] | None = None


class Summary(BaseModel):
    model_config = ConfigDict(extra="forbid")

    by_status: dict[str, int] = Field(description="findings per status (fail, unverified, pass, not_run, waived)")
    by_severity: dict[str, int] = Field(description="failing findings per severity")
    rules_loaded: int = 0
    rules_evaluated: int = 0
    documents: list[str] = Field(default=[])
    disabled_rules: dict[str, str] = Field(default={}, description="rule id → stated reason")
    fail_on: str = "high"
    verdict: Verdict = Field(
        "pass", description="fail: a finding fails at or above fail_on; incomplete: too little stated to audit "
                            "(see needed), whatever the findings")
    questions: list[str] = Field(default=[], description="one question per missing fact, to send the vendor")
    needed: list[str] = Field(
        default=[], description="incomplete: the offer facts to state before it can be audited (fact paths)")


def summarise(findings: list[Finding], fail_on: str, needed: list[str] | tuple[str, ...] = ()
              ) -> tuple[dict[str, int], dict[str, int], Verdict]:
    """Counts by status and failing severity, and the verdict: ``incomplete`` when facts are ``needed``."""
    by_status = {s: 0 for s in STATUSES}
    by_severity = {s: 0 for s in SEVERITIES}
    for f in findings:
        if f.waiver is not None:
            by_status.setdefault("waived", 0)
            by_status["waived"] += 1
            continue
        by_status[f.status] += 1
        if f.status == "fail":
            by_severity[f.severity] += 1
    threshold = severity_rank(fail_on)
    failing = any(f.status == "fail" and f.waiver is None and severity_rank(f.severity) <= threshold
                  for f in findings) if fail_on != "never" else False
    return by_status, by_severity, "incomplete" if needed else "fail" if failing else "pass"
