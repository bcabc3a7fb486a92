"""The batch model every renderer reads: one or more audited offers, with waiver and baseline results.

``audit offer`` renders a batch of one; ``audit vendors`` a batch of every offer on the
approved-vendor list. Keeping one model means the HTML, Markdown, SARIF and JUnit writers
cannot disagree about what was audited, waived or new.

Fingerprints live here because both the SARIF writer (``partialFingerprints``) and the baseline
matcher need them. They hash content — rule, vendor, offer, fact paths, normalised values,
status — and never a page or a line, so a re-typeset contract does not churn a baseline.
"""


import hashlib
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from auditor.model.findings import Finding
from auditor.report.model import Report

WaiverIssueKind = Literal["expired", "unused", "malformed"]


class OfferRun(BaseModel):
    """One offer of one vendor, audited: the report plus where it sits on the list."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    vendor: str
    offer: str = Field(description="offer key: the list's offer name, else its first document's path")
    documents: list[str] = Field(default=[])
    probes: list[str] = Field(default=[])
    report: Report


class WaiverIssue(BaseModel):
    """A waiver that needs attention: expired, never matched a finding, or unreadable."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    kind: WaiverIssueKind
    source: str = Field(description="the file the waiver is written in")
    line: int | None = None
    vendor: str | None = None
    rule: str | None = Field(None, description="the rule the waiver names")
    message: str

    @property
    def rule_id(self) -> str:
        """The pseudo-rule id the issue is reported under in SARIF and JUnit."""
        return f"waiver.{self.kind}"


class AbsentFinding(BaseModel):
    """A finding of the baseline that this run no longer produces (fixed, or the offer left the list)."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    vendor: str
    offer: str
    finding: Finding


class BatchSummary(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)

    verdict: Literal["pass", "fail"] = "pass"
    fail_on: str = "high"
    vendors: dict[str, Literal["pass", "fail"]] = Field(default={}, description="vendor → verdict")
    offers: int = 0
    today: str | None = Field(None, description="the date waivers were checked against (ISO)")
    waivers: Literal["applied", "disabled", "none"] = "none"
    baseline: str | None = Field(None, description="the baseline file compared against")
    baseline_counts: dict[str, int] = Field(default={}, description="new/unchanged/updated/absent")


class Batch(BaseModel):
    """Top level of ``audit vendors --format json``."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    tool: dict[str, str] = Field(default_factory=lambda: {"name": "gpu-offer-auditor"})
    list_file: str | None = Field(None, description="the approved-vendor list file")
    runs: list[OfferRun]
    waiver_issues: list[WaiverIssue] = Field(default=[])
    absent: list[AbsentFinding] = Field(default=[])
    summary: BatchSummary = Field(default_factory=BatchSummary)

    @classmethod
    def single(cls, report: Report) -> "Batch":
        """A batch of the one offer ``audit offer`` audited."""
        # Assembled from a report that is already valid, so the batch validators are built only
        # where a batch is validated or dumped (audit vendors, JSON of a batch): defer_build above.
        run = OfferRun.model_construct(
            vendor=vendor_of(report),
            offer=offer_key_of(report),
            documents=list(report.summary.documents),
            probes=[],
            report=report,
        )
        summary = BatchSummary.model_construct(
            verdict=report.summary.verdict,
            fail_on=report.summary.fail_on,
            vendors={run.vendor: report.summary.verdict},
            offers=1,
        )
        return cls.model_construct(runs=[run], summary=summary)


def vendor_of(report: Report) -> str:
    return str(report.offer.vendor or "unknown vendor")


def offer_key_of(report: Report) -> str:
    """The offer key of a single-offer report: its stated name, else its first document's file name."""
    if report.offer.offer:
        return str(report.offer.offer)
    documents = report.summary.documents
    return documents[0].replace("\\", "/").rsplit("/", 1)[-1] if documents else "offer"


def _norm(text: object) -> str:
    return " ".join(str(text).split()).casefold()


def _digest(*parts: str) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode("utf-8") + b"\0")
    return h.hexdigest()


def fields_of(finding: Finding) -> list[str]:
    """The fact paths a finding is about: those its evidence supports, else those it found missing."""
    return sorted({ev.fact for ev in finding.evidence if ev.fact} | set(finding.missing))


def location_key(vendor: str, offer: str, finding: Finding) -> str:
    """Identity of *where* a finding is (rule, vendor, offer, fields): equal keys with different
    content fingerprints are the same finding, ``updated``."""
    return _digest("loc/v1", finding.rule, _norm(vendor), _norm(offer), *fields_of(finding))


def content_fingerprint(vendor: str, offer: str, finding: Finding) -> str:
    """Identity of *what* a finding says: the location plus the normalised values read and the status.

    The engine's own ``Finding.fingerprint`` (rule + facts read + normalised values) is used when
    present; it has no vendor, so the vendor and offer are folded in here.
    """
    if finding.fingerprint:
        content: list[str] = [finding.fingerprint]
    else:
        content = sorted(f"{ev.fact}={_norm(ev.value)}" for ev in finding.evidence if ev.fact)
        content += [f"missing:{m}" for m in sorted(finding.missing)]
    return _digest("fp/v1", finding.rule, _norm(vendor), _norm(offer), finding.status, *content)


def issues_of(finding: Finding) -> bool:
    """Failing and unverified findings are the ones baselines track (SARIF reports the failing ones,
    the unverified too with ``--sarif-include unverified``)."""
    return finding.status in ("fail", "unverified")


def as_batch(data: Any, source: str) -> Batch:
    """Read a JSON report of either command (``audit offer`` or ``audit vendors``) as a batch."""
    from pydantic import ValidationError

    from auditor.errors import InputError

    if not isinstance(data, dict):
        raise InputError(source, "not an auditor JSON report (expected an object)", line=1)
    try:
        return Batch.model_validate(data) if "runs" in data else Batch.single(Report.model_validate(data))
    except ValidationError as exc:
        err = exc.errors()[0]
        where = "/" + "/".join(str(p) for p in err["loc"])
        raise InputError(source, f"not an auditor JSON report: {err['msg']}", pointer=where) from None
