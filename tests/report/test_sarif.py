"""SARIF 2.1.0 output on hand-built reports: what is a result, where it is located, what GitHub reads.

Every log is checked against the official OASIS schema and GitHub code scanning's requirements
(``tests.report.sarif_checks``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from auditor.model.findings import EvidenceRef, Finding
from auditor.probes._common import ProbeResult
from auditor.render import render, render_batch
from auditor.render.sarif.report import INCLUDABLE
from auditor.report.batch import AbsentFinding, WaiverIssue, content_fingerprint, location_key
from auditor.report.model import Report
from tests.report.conftest import CONTRACT_PDF, OFFER_YAML, make_batch, make_findings, make_report
from tests.report.sarif_checks import SCHEMA, github_problems, physical_files, valid

CATALOGUE = EvidenceRef(
    source="auditor/sizing/data/gpus.yaml",
    pointer="/h800-sxm",
    text="S-H800: NVIDIA H800 product brief (NVLink 400 GB/s)",
    fact="gpu_spec.nvlink_bandwidth",
    value="400 GB/s",
)
UNRECORDED = EvidenceRef(source="(not stated in the documents)", fact="sizing.params", value="70553706496")


def _not_run() -> Finding:
    """An acceptance check on an audit without probes: a check to run at delivery, not a finding."""
    return Finding(
        rule="nccl.busbw-below-sku-table",
        pitfall="pcie-masquerade",
        severity="critical",
        status="not_run",
        title="NCCL all-reduce bus bandwidth is below the SKU's table",
        message="No nccl-tests output was given.",
        remedy="Run all_reduce_perf at acceptance.",
        commands=["all_reduce_perf -b 8 -e 8G -f 2 -g 8"],
    )


def _report(*extra: Finding, fail_on: str = "high") -> Report:
    report = make_report(fail_on=fail_on)
    report.findings.extend(extra)
    return report


def _results(log: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {r["ruleId"]: r for r in log["runs"][0]["results"]}


def test_schema_fixture_is_the_official_one() -> None:
    assert SCHEMA["id"].endswith("/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
    assert SCHEMA["properties"]["version"]["enum"] == ["2.1.0"]


def test_only_failing_findings_by_default() -> None:
    """Failing (and waived failing) findings are results; unverified, passes and not-run checks are not."""
    log = valid(render(_report(_not_run()), "sarif"))
    assert sorted(_results(log)) == ["sla.availability-hedged", "sla.compensation-missing", "sla.data-deletion-missing"]
    assert all(r["kind"] == "fail" for r in log["runs"][0]["results"])
    assert log["runs"][0]["properties"]["reported"] == ["fail"]


def test_sarif_include_unverified_adds_review_results_never_not_run() -> None:
    log = valid(render(_report(_not_run()), "sarif", sarif_include=("unverified",)))
    by_rule = _results(log)
    assert sorted(by_rule) == sorted(
        ["sla.availability-hedged", "sla.compensation-missing", "io.storage-throughput", "sla.data-deletion-missing"]
    )
    review = by_rule["io.storage-throughput"]
    assert (review["kind"], review["level"]) == ("review", "none")
    assert "probe.fio.seq_read" in review["message"]["text"]
    assert review["properties"]["question"].startswith("Please send fio output")
    assert INCLUDABLE == ("unverified",)  # the CLI's --sarif-include choices (auditor.commands.common)


def test_cli_choices_match_the_writer() -> None:
    from auditor.commands.vendors import vendors

    option = next(p for p in vendors.params if p.name == "sarif_include")
    assert tuple(option.type.choices) == INCLUDABLE  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("severity", "level", "score"),
    [("critical", "error", "9.5"), ("high", "error", "8.0"), ("medium", "warning", "5.5"), ("low", "note", "3.0")],
)
def test_level_and_rule_properties_follow_severity(severity: str, level: str, score: str) -> None:
    report = make_report()
    report.findings[1] = report.findings[1].model_copy(update={"severity": severity})
    log = valid(render(report, "sarif"))
    result = _results(log)["sla.compensation-missing"]
    assert result["level"] == level
    assert result["properties"]["gating"] is (severity in ("critical", "high"))  # --fail-on high
    rule = log["runs"][0]["tool"]["driver"]["rules"][result["ruleIndex"]]
    assert rule["defaultConfiguration"]["level"] == level
    assert rule["properties"]["security-severity"] == score
    assert rule["properties"]["precision"] == "high"
    assert "missing-sla" in rule["properties"]["tags"]


def test_rule_help_as_text_and_markdown() -> None:
    log = valid(render(make_report(), "sarif"))
    rules = {r["id"]: r for r in log["runs"][0]["tool"]["driver"]["rules"]}
    rule = rules["sla.availability-hedged"]
    assert rule["shortDescription"]["text"].startswith("Availability is promised")
    assert rule["fullDescription"]["text"].startswith("Availability is promised")
    assert rule["help"]["text"].startswith("Write a monthly availability")
    assert rule["help"]["markdown"].startswith("**Availability is promised")
    assert "`sla.availability-hedged`" in rule["help"]["markdown"]
    assert rule["properties"]["pitfall"] == "missing-sla"


def test_a_remedy_with_offer_figures_goes_with_each_alert() -> None:
    """One rule's remedy quotes each offer's own figures (例如各自的 GPU 型号): the rule's help cannot
    hold one vendor's, so it says so and every alert's message ends with its offer's remedy."""
    batch = make_batch()
    second = batch.runs[1].report
    second.findings[1] = second.findings[1].model_copy(update={"remedy": "Require 30% credits below 99.9%."})
    log = valid(render_batch(batch, "sarif"))
    run = log["runs"][0]
    rule = next(r for r in run["tool"]["driver"]["rules"] if r["id"] == "sla.compensation-missing")
    assert rule["help"]["text"].startswith("The remedy names each offer's own figures")
    messages = {r["properties"]["vendor"]: r["message"]["text"] for r in run["results"]
                if r["ruleId"] == "sla.compensation-missing"}
    assert messages["Northwind Compute"].endswith("Remedy: Require 30% credits below 99.9%.")
    assert messages["Beichen Intelligent Computing (北辰智算)"].endswith("Remedy: Add tiered service credits "
                                                                       "(e.g. 10% of the monthly fee below 99.5%, "
                                                                       "30% below 99%).")
    hedged = next(r for r in run["tool"]["driver"]["rules"] if r["id"] == "sla.availability-hedged")
    assert hedged["help"]["text"].startswith("Write a monthly availability")  # the same for both: the help
    assert all("Remedy:" not in r["message"]["text"] for r in run["results"] if r["ruleId"] == hedged["id"])


def test_one_primary_location_with_a_line_the_rest_related() -> None:
    """GitHub annotates the primary location: the YAML line, not the PDF page it cannot show."""
    log = valid(render(make_report(), "sarif"))
    result = _results(log)["sla.availability-hedged"]
    (primary,) = result["locations"]
    assert primary["physicalLocation"]["artifactLocation"] == {"uri": OFFER_YAML, "uriBaseId": "%SRCROOT%"}
    assert primary["physicalLocation"]["region"]["startLine"] == 51
    assert primary["logicalLocations"][0]["fullyQualifiedName"] == "offer.clauses.availability.hedge"
    (pdf,) = result["relatedLocations"]
    assert pdf["physicalLocation"]["artifactLocation"]["uri"] == CONTRACT_PDF
    assert pdf["physicalLocation"]["properties"] == {"page": 3, "bbox": [72.0, 410.5, 523.2, 440.1]}
    assert "region" not in pdf["physicalLocation"]
    assert "尽力而为" in pdf["message"]["text"]
    assert [primary["id"], pdf["id"]] == [0, 1]


def test_pdf_only_evidence_is_the_primary_location() -> None:
    log = valid(render(make_report(), "sarif"))
    (primary,) = _results(log)["sla.compensation-missing"]["locations"]
    assert primary["physicalLocation"]["artifactLocation"]["uri"] == CONTRACT_PDF
    assert primary["physicalLocation"]["properties"]["page"] == 4


def test_catalogue_citation_and_unrecorded_fact_are_related_information_not_files() -> None:
    """A GPU catalogue row lives in the installed package and a computed figure in no file: both are
    told in a related location's message, and the result points at the offer's own document."""
    report = make_report()
    finding = report.findings[1]
    report.findings[1] = finding.model_copy(update={"evidence": [CATALOGUE, UNRECORDED]})
    log = valid(render(report, "sarif"))
    result = _results(log)["sla.compensation-missing"]
    (primary,) = result["locations"]
    assert primary["physicalLocation"]["artifactLocation"]["uri"] == OFFER_YAML
    catalogue, unrecorded = result["relatedLocations"]
    assert "physicalLocation" not in catalogue and "physicalLocation" not in unrecorded
    assert catalogue["logicalLocations"][0]["fullyQualifiedName"] == "gpu_spec.nvlink_bandwidth"
    assert catalogue["message"]["text"] == (
        "gpu_spec.nvlink_bandwidth = 400 GB/s — catalogue gpus /h800-sxm: S-H800: NVIDIA H800 product brief "
        "(NVLink 400 GB/s)"
    )
    assert unrecorded["message"]["text"] == "sizing.params = 70553706496"
    assert "(not stated in the documents)" not in str(log) and "auditor/sizing" not in str(log)


def test_every_file_location_is_one_of_the_users_files() -> None:
    log = valid(render(make_report(), "sarif"))
    assert physical_files(log) == {Path(OFFER_YAML).resolve(), Path(CONTRACT_PDF).resolve()}


def test_files_outside_the_working_directory_are_relative_to_their_common_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Run from elsewhere (a CI step in another folder): URIs stay relative, %SRCROOT% says to what."""
    offers = tmp_path / "采购" / "offers"
    offers.mkdir(parents=True)
    (offers / "北辰 quote.yaml").write_text("vendor: 北辰\n", encoding="utf-8")
    (offers / "contract.pdf").write_bytes(b"%PDF-1.4\n")
    elsewhere = tmp_path / "work"
    elsewhere.mkdir()
    report = make_report()
    mapping = {OFFER_YAML: str(offers / "北辰 quote.yaml"), CONTRACT_PDF: str(offers / "contract.pdf")}
    for i, f in enumerate(report.findings):
        evidence = [ev.model_copy(update={"source": mapping[ev.source]}) for ev in f.evidence]
        report.findings[i] = f.model_copy(update={"evidence": evidence})
    report.summary.documents = list(mapping.values())
    monkeypatch.chdir(elsewhere)
    log = valid(render(report, "sarif"))
    run = log["runs"][0]
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == offers.as_uri() + "/"
    uris = {loc["physicalLocation"]["artifactLocation"]["uri"] for r in run["results"] for loc in r["locations"]}
    assert uris == {"%E5%8C%97%E8%BE%B0%20quote.yaml", "contract.pdf"}
    assert physical_files(log) == {offers / "北辰 quote.yaml", offers / "contract.pdf"}


def test_files_with_only_the_filesystem_root_in_common(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Documents under the temporary folder, probe outputs under /opt: only ``/`` holds both."""
    report = make_report()
    other = Path("/opt/acceptance/node-01/dmesg.txt")
    report.probes = [ProbeResult(file=str(other), kind="dmesg")]
    ev = EvidenceRef(source=str(other), line=1, fact="probe.x", value="1")
    report.findings[1] = report.findings[1].model_copy(update={"evidence": [ev]})
    monkeypatch.chdir(tmp_path)
    log = valid(render(report, "sarif"))
    assert log["runs"][0]["originalUriBaseIds"]["%SRCROOT%"]["uri"] == "file:///"
    (primary,) = _results(log)["sla.compensation-missing"]["locations"]
    assert primary["physicalLocation"]["artifactLocation"] == {
        "uri": "opt/acceptance/node-01/dmesg.txt", "uriBaseId": "%SRCROOT%"}


def test_probe_files_are_the_users_files_too() -> None:
    report = make_report()
    probe = "samples/probes/honest-h100-8x/nvidia-smi.txt"
    report.probes = [ProbeResult(file=probe, kind="nvidia-smi")]
    ev = EvidenceRef(source=probe, line=9, text="NVIDIA H100 80GB HBM3", fact="probe.gpu_names", value="H100")
    report.findings[1] = report.findings[1].model_copy(update={"evidence": [ev]})
    log = valid(render(report, "sarif"))
    (primary,) = _results(log)["sla.compensation-missing"]["locations"]
    assert primary["physicalLocation"]["artifactLocation"]["uri"] == probe
    assert primary["physicalLocation"]["region"]["startLine"] == 9


def test_waived_finding_is_a_suppressed_result_not_dropped() -> None:
    log = valid(render(make_report(), "sarif"))
    result = _results(log)["sla.data-deletion-missing"]
    (suppression,) = result["suppressions"]
    assert suppression["kind"] == "external"
    assert suppression["status"] == "accepted"
    assert suppression["justification"] == "Legal accepted the vendor's side letter"
    assert suppression["properties"] == {"approvedBy": "li.wei", "ticket": "PROC-1234", "expires": "2027-06-30"}
    assert all("suppressions" not in r for r in log["runs"][0]["results"] if r["ruleId"] != result["ruleId"])


def test_partial_fingerprints_are_content_based() -> None:
    report = make_report()
    log = valid(render(report, "sarif"))
    result = _results(log)["sla.availability-hedged"]
    finding = report.findings[0]
    vendor = str(report.offer.vendor)
    offer = str(report.offer.offer)
    assert result["partialFingerprints"] == {
        "offerAuditorContent/v1": content_fingerprint(vendor, offer, finding),
        "offerAuditorLocation/v1": location_key(vendor, offer, finding),
    }


def test_baseline_states_and_absent_findings() -> None:
    """Unchanged results stay (their alerts stay open); a finding gone since the baseline is listed
    in the run's properties, never a result: code scanning would show it as an open alert."""
    batch = make_batch()
    states = iter(["new", "unchanged", "updated"] * 2)
    for run in batch.runs:
        run.report.findings = [
            f.model_copy(update={"baseline": next(states)}) if f.status == "fail" else f for f in run.report.findings
        ]
    gone = make_findings()[1].model_copy(update={"baseline": "absent"})
    batch.absent = [AbsentFinding(vendor="Northwind Compute", offer="hgx-h100", finding=gone)]
    batch.summary.baseline = "previous.json"
    log = valid(render_batch(batch, "sarif"))
    run = log["runs"][0]
    assert {r["baselineState"] for r in run["results"]} == {"new", "unchanged", "updated"}
    (absent,) = run["properties"]["absentSinceBaseline"]
    assert absent == {
        "ruleId": "sla.compensation-missing",
        "vendor": "Northwind Compute",
        "offer": "hgx-h100",
        "status": "fail",
        "partialFingerprints": {
            "offerAuditorContent/v1": content_fingerprint("Northwind Compute", "hgx-h100", gone),
            "offerAuditorLocation/v1": location_key("Northwind Compute", "hgx-h100", gone),
        },
    }


def test_a_result_with_no_document_points_at_the_vendor_list() -> None:
    """GitHub refuses the whole log when one result has no location."""
    batch = make_batch()
    batch.runs[1].documents = []
    batch.runs[1].report.findings[1].evidence = []
    log = valid(render_batch(batch, "sarif"))
    result = next(r for r in log["runs"][0]["results"]
                  if r["properties"]["vendor"] == "Northwind Compute" and r["ruleId"] == "sla.compensation-missing")
    assert result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "samples/vendors.yaml"


def test_single_offer_baseline_states_without_a_batch_summary() -> None:
    """``audit offer --baseline``: a batch of one, whose findings carry their states."""
    report = make_report()
    report.findings[0] = report.findings[0].model_copy(update={"baseline": "unchanged"})
    log = valid(render(report, "sarif"))
    assert _results(log)["sla.availability-hedged"]["baselineState"] == "unchanged"


def test_waiver_issues_are_warnings_at_the_waiver_line() -> None:
    batch = make_batch()
    batch.waiver_issues = [
        WaiverIssue(kind="expired", source="samples/waivers.yaml", line=4, vendor="Harbor", rule="x.y",
                    message="waiver for x.y expired on 2026-01-01"),
        WaiverIssue(kind="unused", source="samples/waivers.yaml", line=12, message="matches no finding"),
        WaiverIssue(kind="malformed", source="samples/waivers.yaml", line=20, message="missing ticket"),
    ]
    log = valid(render_batch(batch, "sarif"))
    issues = [r for r in log["runs"][0]["results"] if r["ruleId"].startswith("waiver.")]
    assert [
        (r["ruleId"], r["level"], r["locations"][0]["physicalLocation"]["region"]["startLine"]) for r in issues
    ] == [("waiver.expired", "warning", 4), ("waiver.unused", "warning", 12), ("waiver.malformed", "warning", 20)]
    assert all(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "samples/waivers.yaml"
               for r in issues)


def test_the_github_checker_catches_what_it_is_for() -> None:
    """The checker itself: a package path as a file URI, no fingerprint, no location, each reported."""
    log = valid(render(make_report(), "sarif"))
    result = log["runs"][0]["results"][0]
    result["locations"][0]["physicalLocation"]["artifactLocation"] = {"uri": "file:///usr/lib/x/gpus.yaml"}
    del log["runs"][0]["results"][1]["partialFingerprints"]
    log["runs"][0]["results"][2]["locations"] = []
    problems = github_problems(log)
    assert len(problems) == 3, problems


@pytest.mark.parametrize(
    "hostile", ["<script>alert(1)</script>", "](javascript:alert(1))", "\x1b]0;pwned\x07\x1b[2J", "\x00\x08 nul"]
)
def test_hostile_text_stays_valid_sarif_and_inert(hostile: str) -> None:
    text = render(make_report(hostile), "sarif")
    log = valid(text)
    assert "\x1b" not in text and "\\u001b" not in text and "\\u0000" not in text
    message = _results(log)["sla.availability-hedged"]["message"]["text"]
    assert message.endswith(hostile.replace("\x1b]0;pwned\x07\x1b[2J", "").replace("\x00\x08", ""))
    rule = next(r for r in log["runs"][0]["tool"]["driver"]["rules"] if r["id"] == "sla.availability-hedged")
    assert "<script>" not in rule["help"]["markdown"] and "](javascript" not in rule["help"]["markdown"]


def test_finding_without_evidence_points_at_the_offer_document() -> None:
    report = make_report()
    report.findings[1].evidence = []
    log = valid(render(report, "sarif"))
    (primary,) = _results(log)["sla.compensation-missing"]["locations"]
    assert primary["physicalLocation"]["artifactLocation"]["uri"] == OFFER_YAML
