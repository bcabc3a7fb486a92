"""Waivers with a fixed clock: applied, expired, unused, malformed; shown as waived, never hidden."""

from __future__ import annotations

import datetime as dt
from typing import Any

from auditor.report.batch import OfferRun
from auditor.vendors import waivers
from auditor.vendors.listfile import WaiverSource
from tests.report.conftest import make_report

VENDOR = "Beichen Intelligent Computing (北辰智算)"
TODAY = dt.date(2026, 11, 20)


def _waiver(**over: Any) -> dict[str, Any]:
    base = {
        "rule": "sla.compensation-missing",
        "vendor": VENDOR,
        "reason": "side letter",
        "approved_by": "li.wei",
        "ticket": "PROC-1",
        "expires": dt.date(2026, 12, 31),
    }
    return {k: v for k, v in {**base, **over}.items() if v is not ...}


def _runs() -> list[OfferRun]:
    report = make_report()
    for f in report.findings:
        f.waiver = None
    return [OfferRun(vendor=VENDOR, offer="h800-monthly", report=report)]


def _apply(*entries: dict[str, Any] | object, today: dt.date = TODAY, vendor: str | None = None):  # type: ignore[no-untyped-def]
    rules, issues = waivers.parse([WaiverSource("w.yaml", [(e, i + 1, vendor) for i, e in enumerate(entries)])])
    runs = _runs()
    issues += waivers.apply(runs, rules, today)
    return runs[0].report.findings, issues


def _by_rule(findings):  # type: ignore[no-untyped-def]
    return {f.rule: f for f in findings}


def test_matching_waiver_marks_the_finding_waived() -> None:
    findings, issues = _apply(_waiver())
    waived = _by_rule(findings)["sla.compensation-missing"]
    assert waived.status == "fail"  # still there, still failing — but waived
    assert waived.waiver is not None
    assert (waived.waiver.reason, waived.waiver.approved_by, waived.waiver.ticket, waived.waiver.expires) == (
        "side letter",
        "li.wei",
        "PROC-1",
        "2026-12-31",
    )
    assert issues == []
    assert sum(f.waiver is not None for f in findings) == 1


def test_expiry_is_inclusive_and_an_expired_waiver_waives_nothing() -> None:
    findings, issues = _apply(_waiver(expires=dt.date(2026, 11, 20)))
    assert _by_rule(findings)["sla.compensation-missing"].waiver is not None and issues == []
    findings, issues = _apply(_waiver(expires=dt.date(2026, 11, 19)))
    assert _by_rule(findings)["sla.compensation-missing"].waiver is None
    (issue,) = issues
    assert issue.kind == "expired" and issue.rule_id == "waiver.expired"
    assert issue.line == 1 and issue.source == "w.yaml"
    assert "expired on 2026-11-19; 1 finding(s) it matched count again" in issue.message


def test_unused_waiver_is_reported() -> None:
    _, issues = _apply(_waiver(rule="sla.no-such-rule"))
    assert [(i.kind, i.rule) for i in issues] == [("unused", "sla.no-such-rule")]
    _, issues = _apply(_waiver(vendor="Another Vendor"))
    assert [i.kind for i in issues] == ["unused"]


def test_pass_findings_cannot_be_waived() -> None:
    findings, issues = _apply(_waiver(rule="interconnect.nvlink-claimed"))
    assert _by_rule(findings)["interconnect.nvlink-claimed"].waiver is None
    assert [i.kind for i in issues] == ["unused"]


def test_offer_and_field_selectors() -> None:
    findings, issues = _apply(
        _waiver(rule="sla.availability-hedged", offer="h800-monthly", field="offer.clauses.availability.hedge")
    )
    assert _by_rule(findings)["sla.availability-hedged"].waiver is not None and issues == []
    findings, issues = _apply(_waiver(rule="sla.availability-hedged", field="offer.gpu.memory"))
    assert _by_rule(findings)["sla.availability-hedged"].waiver is None and issues[0].kind == "unused"
    findings, issues = _apply(_waiver(rule="sla.availability-hedged", offer="another-offer"))
    assert _by_rule(findings)["sla.availability-hedged"].waiver is None
    findings, _ = _apply(_waiver(rule="io.storage-throughput", field="probe.fio.seq_read"))
    assert _by_rule(findings)["io.storage-throughput"].waiver is not None  # unverified, matched on a missing fact


def test_malformed_waivers_are_reported_and_waive_nothing() -> None:
    cases = [
        _waiver(ticket=...),
        _waiver(approved_by="  "),
        _waiver(expires="next year"),
        _waiver(expires=dt.datetime(2026, 12, 31, 12, 0)),
        _waiver(expires="2026-02-30"),
        _waiver(scope="all"),
        _waiver(rule=["a", "b"]),
        "sla.compensation-missing",
    ]
    findings, issues = _apply(*cases)
    assert all(f.waiver is None for f in findings)
    assert [i.kind for i in issues] == ["malformed"] * len(cases)
    messages = [i.message for i in issues]
    assert "missing ticket" in messages[0]
    assert "missing approved_by" in messages[1]
    assert "expires 'next year' is not a date" in messages[2]
    assert "is not a date" in messages[3] and "is not a date" in messages[4]
    assert "unknown field 'scope'" in messages[5]
    assert "rule must be text" in messages[6]
    assert "must be a mapping" in messages[7]
    assert [i.line for i in issues] == list(range(1, len(cases) + 1))


def test_vendor_is_implied_for_waivers_written_under_a_vendor() -> None:
    entry = _waiver()
    del entry["vendor"]
    findings, issues = _apply(entry, vendor=VENDOR)
    assert _by_rule(findings)["sla.compensation-missing"].waiver is not None and issues == []
    _, issues = _apply(_waiver(vendor="Someone Else"), vendor=VENDOR)
    assert issues[0].kind == "malformed" and "differs from the vendor it is written under" in issues[0].message


def test_iso_string_dates_are_accepted() -> None:
    findings, _ = _apply(_waiver(expires="2026-12-31"))
    assert _by_rule(findings)["sla.compensation-missing"].waiver is not None
