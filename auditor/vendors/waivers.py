"""Waivers: accountable, expiring exceptions for findings, kept as data beside the vendor list.

A waiver names a ``rule`` and a ``vendor`` (optionally an ``offer`` key and a fact ``field``),
and must carry a ``reason``, who ``approved_by`` it, a ``ticket`` and an ``expires`` date
(YYYY-MM-DD, valid through that day). A matching failing or unverified finding is *shown as
waived* (``Finding.waiver`` set; SARIF ``suppressions``), never dropped, and no longer counts
towards the exit code.

Waivers that need attention are reported in ``Batch.waiver_issues`` rather than as findings, so
they never change a vendor's verdict on their own:

* ``expired`` — past its date: it waives nothing, so its finding counts again (fail closed);
* ``unused`` — valid, but matched no finding: the finding is fixed or the selector is wrong;
* ``malformed`` — a field missing, unknown, empty, or a date that is not a date: it waives nothing;
  so does one that expires more than ``MAX_WAIVER_DAYS`` after ``today`` (``expires: 9999-12-31``
  is a permanent exception written as a temporary one: an accountable waiver is renewed).

The date is a parameter (``today``), never read from the clock here, so tests are deterministic.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any, NamedTuple

from auditor.model.findings import Finding, Waiver
from auditor.report.batch import OfferRun, WaiverIssue
from auditor.vendors.listfile import WaiverSource

MAX_WAIVER_DAYS = 731
"""Longest a waiver may run from today: two years (one leap day included). Longer is no expiry at all."""
REQUIRED: tuple[str, ...] = ("rule", "vendor", "reason", "approved_by", "ticket", "expires")
OPTIONAL: tuple[str, ...] = ("offer", "field")


@dataclass
class Rule:
    """One well-formed waiver and where it was written."""

    rule: str
    vendor: str
    offer: str | None
    field: str | None
    reason: str
    approved_by: str
    ticket: str
    expires: dt.date
    source: str
    line: int | None

    def matches(self, vendor: str, offer: str | tuple[str, ...], finding: Finding) -> bool:
        """``offer``: the offer's key, or its keys (name and documents, ``offer_keys``)."""
        keys = (offer,) if isinstance(offer, str) else offer
        return (
            finding.status in ("fail", "unverified")
            and finding.rule == self.rule
            and _norm(vendor) == _norm(self.vendor)
            and (self.offer is None or any(_same_offer(self.offer, key) for key in keys))
            and (
                self.field is None
                or any(ev.fact == self.field for ev in finding.evidence)
                or self.field in finding.missing
            )
        )

    def as_waiver(self) -> Waiver:
        return Waiver(
            reason=self.reason,
            approved_by=self.approved_by,
            ticket=self.ticket,
            expires=self.expires.isoformat(),
        )


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def offer_keys(run: OfferRun) -> tuple[str, ...]:
    """What a waiver's ``offer`` may name: the offer's key and each of its documents. A waivers file
    written for a vendor list (``offer: offers/x.yaml``) then also holds for ``audit offer
    samples/offers/x.yaml``, whose key is the offer's stated name."""
    return (run.offer, *run.documents)


def _same_offer(written: str, key: str) -> bool:
    """Equal names, or a path that ends with the written one at a folder boundary."""
    a, b = (_norm(text).replace("\\", "/").removeprefix("./") for text in (written, key))
    return a == b or b.endswith("/" + a)


def parse(sources: list[WaiverSource]) -> tuple[list[Rule], list[WaiverIssue]]:
    """Well-formed waivers, and a ``malformed`` issue for each entry that is not one."""
    rules: list[Rule] = []
    issues: list[WaiverIssue] = []
    for src in sources:
        for entry, line, implied_vendor in src.entries:
            rule, problem = _one(entry, implied_vendor, src.source, line)
            if rule is not None:
                rules.append(rule)
            else:
                named = entry.get("rule") if isinstance(entry, dict) else None
                vendor = entry.get("vendor", implied_vendor) if isinstance(entry, dict) else implied_vendor
                issues.append(
                    WaiverIssue(
                        kind="malformed",
                        source=src.source,
                        line=line,
                        vendor=str(vendor) if vendor else None,
                        rule=str(named) if named else None,
                        message=f"malformed waiver: {problem}; it waives nothing",
                    )
                )
    return rules, issues


def _one(entry: Any, implied_vendor: str | None, source: str, line: int | None) -> tuple[Rule | None, str]:
    if not isinstance(entry, dict):
        return None, "a waiver must be a mapping of rule, vendor, reason, approved_by, ticket, expires"
    fields = dict(entry)
    if implied_vendor is not None:
        if "vendor" in fields and _norm(str(fields["vendor"])) != _norm(implied_vendor):
            return None, f"vendor {fields['vendor']!r} differs from the vendor it is written under"
        fields["vendor"] = implied_vendor
    unknown = sorted(set(fields) - set(REQUIRED) - set(OPTIONAL))
    if unknown:
        return None, f"unknown field {unknown[0]!r} (allowed: {', '.join(REQUIRED + OPTIONAL)})"
    missing = [k for k in REQUIRED if k not in fields or fields[k] is None or str(fields[k]).strip() == ""]
    if missing:
        return None, f"missing {', '.join(missing)}"
    for key in (*REQUIRED, *OPTIONAL):
        if key != "expires" and key in fields and not isinstance(fields[key], str):
            return None, f"{key} must be text, not {type(fields[key]).__name__}"
    expires = _date(fields["expires"])
    if expires is None:
        return None, f"expires {fields['expires']!r} is not a date (YYYY-MM-DD)"
    return Rule(
        rule=fields["rule"].strip(),
        vendor=fields["vendor"],
        offer=fields.get("offer"),
        field=fields.get("field"),
        reason=fields["reason"],
        approved_by=fields["approved_by"],
        ticket=fields["ticket"],
        expires=expires,
        source=source,
        line=line,
    ), ""


def _date(value: Any) -> dt.date | None:
    if isinstance(value, dt.datetime):
        return None  # a timestamp is not what the format asks for; refuse rather than guess the zone
    if isinstance(value, dt.date):
        return value
    try:
        return dt.date.fromisoformat(str(value).strip())
    except ValueError:
        return None


class InForce(NamedTuple):
    """The well-formed waivers on ``today``: live ones waive, expired ones only count what they would
    have matched. Plain values, so an offer can be waived in the worker process that audits it."""

    live: tuple[Rule, ...]
    expired: tuple[Rule, ...]
    issues: tuple[WaiverIssue, ...]
    """Waivers that run past the horizon (malformed: they waive nothing)."""
    today: dt.date

    @property
    def rules(self) -> tuple[Rule, ...]:
        """Live, then expired: the order ``waive`` counts matches in."""
        return self.live + self.expired


def in_force(rules: list[Rule], today: dt.date) -> InForce:
    horizon = today + dt.timedelta(days=MAX_WAIVER_DAYS)
    issues = tuple(WaiverIssue(
        kind="malformed", source=r.source, line=r.line, vendor=r.vendor, rule=r.rule,
        message=f"malformed waiver: expires {r.expires.isoformat()}, more than {MAX_WAIVER_DAYS} days after "
                f"{today.isoformat()} (at most {horizon.isoformat()}); it waives nothing")
        for r in rules if r.expires > horizon)
    rules = [r for r in rules if r.expires <= horizon]
    return InForce(tuple(r for r in rules if r.expires >= today), tuple(r for r in rules if r.expires < today),
                   issues, today)


def waive(run: OfferRun, waivers: InForce) -> list[int]:
    """Mark the run's waived findings in place, first live match wins; return the matches of each of
    ``waivers.rules`` (an expired waiver's matches count again, and its issue says how many)."""
    used = [0] * len(waivers.rules)
    keys = offer_keys(run)
    findings: list[Finding] = []
    for finding in run.report.findings:
        n = next((n for n, r in enumerate(waivers.live) if r.matches(run.vendor, keys, finding)), None)
        if n is not None:
            used[n] += 1
            finding = finding.model_copy(update={"waiver": waivers.live[n].as_waiver()})
        else:
            for n, old in enumerate(waivers.expired, len(waivers.live)):
                used[n] += old.matches(run.vendor, keys, finding)
        findings.append(finding)
    run.report.findings = findings
    return used


def issues_of(waivers: InForce, used: list[int]) -> list[WaiverIssue]:
    """The waivers that need attention once every offer is waived (``used``: the sums of ``waive``):
    too long, expired, and live ones that matched nothing."""
    issues = list(waivers.issues)
    for r, hits in zip(waivers.expired, used[len(waivers.live):], strict=True):
        hit = f"; {hits} finding(s) it matched count again" if hits else ""
        issues.append(WaiverIssue(kind="expired", source=r.source, line=r.line, vendor=r.vendor, rule=r.rule,
                                  message=f"waiver for {r.rule} ({r.vendor}, {r.ticket}) expired on "
                                  f"{r.expires.isoformat()}{hit}"))
    for r, hits in zip(waivers.live, used, strict=False):
        if not hits:
            issues.append(WaiverIssue(kind="unused", source=r.source, line=r.line, vendor=r.vendor, rule=r.rule,
                                      message=f"waiver for {r.rule} ({r.vendor}, {r.ticket}) matches no finding"))
    return issues


def apply(runs: list[OfferRun], rules: list[Rule], today: dt.date) -> list[WaiverIssue]:
    """Mark waived findings in place, first live match wins; report too long, expired and unused ones."""
    waivers = in_force(rules, today)
    used = [0] * len(waivers.rules)
    for run in runs:
        used = [a + b for a, b in zip(used, waive(run, waivers), strict=True)]
    return issues_of(waivers, used)
