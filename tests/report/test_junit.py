"""JUnit XML output, read back with a real JUnit parser (junitparser) and with ElementTree.

The dashboard must agree with the gate: a test case fails exactly when its finding counts towards
``--fail-on``; lower failures, unverified findings, not-run acceptance checks and waived findings
are skipped with a message that says why.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from junitparser import Error, Failure, JUnitXml, Skipped

from auditor.model.findings import SEVERITIES, Finding, summarise
from auditor.render import render, render_batch
from auditor.render.junit.report import classname
from auditor.report.batch import Batch, WaiverIssue
from auditor.report.model import Report
from tests.report.conftest import make_batch, make_report


def _parse(text: str, tmp_path: Path) -> JUnitXml:
    path = tmp_path / "junit.xml"
    path.write_text(text, encoding="utf-8")
    return JUnitXml.fromfile(str(path))


def _extra() -> list[Finding]:
    """A low failure and an acceptance check not run, beside the fixture's findings."""
    return [
        Finding(
            rule="sla.fees-terms-weak", pitfall="missing-sla", severity="low", status="fail",
            title="Fees beyond the unit price are not fixed", message="The contract lists no other fee.",
            remedy="List every fee with its rate.",
        ),
        Finding(
            rule="gpu.applications-clocks-capped", pitfall="other", severity="high", status="not_run",
            title="GPU applications clocks are set below their default", message="No probe output was given.",
            remedy="Run nvidia-smi -q -d CLOCK at acceptance.", commands=["nvidia-smi -q -d CLOCK"],
        ),
    ]


def _report(fail_on: str = "high") -> Report:
    report = make_report(fail_on=fail_on)
    report.findings.extend(_extra())
    by_status, by_severity, verdict = summarise(report.findings, fail_on)
    report.summary.by_status, report.summary.by_severity, report.summary.verdict = by_status, by_severity, verdict
    return report


def _cases(xml: JUnitXml) -> dict[str, object]:
    (suite,) = list(xml)
    return {case.name: case for case in suite}


def test_one_testcase_per_rule_per_offer(tmp_path: Path) -> None:
    xml = _parse(render_batch(make_batch(), "junit"), tmp_path)
    suites = list(xml)
    assert len(suites) == 2
    for suite in suites:
        cases = {case.name: case for case in suite}
        assert sorted(cases) == sorted(
            [
                "interconnect.nvlink-claimed",
                "io.storage-throughput",
                "sla.availability-hedged",
                "sla.compensation-missing",
                "sla.data-deletion-missing",
            ]
        )
        assert (suite.tests, suite.failures, suite.skipped, suite.errors) == (5, 2, 2, 0)
        (failure,) = cases["sla.availability-hedged"].result
        assert isinstance(failure, Failure)
        assert failure.type == "high"
        assert failure.message.startswith("Availability is promised")
        assert "Remedy: Write a monthly availability" in failure.text
        assert "p.3" in failure.text and "尽力而为" in failure.text
        (skip,) = cases["io.storage-throughput"].result
        assert isinstance(skip, Skipped) and "probe.fio.seq_read" in skip.message
        (waived,) = cases["sla.data-deletion-missing"].result
        assert isinstance(waived, Skipped) and waived.message.startswith("waived: Legal accepted")
        assert cases["interconnect.nvlink-claimed"].is_passed


@pytest.mark.parametrize("fail_on", [*SEVERITIES, "never"])
def test_failures_are_the_findings_the_gate_counts(fail_on: str, tmp_path: Path) -> None:
    """Failures = failing, unwaived findings at or above --fail-on (the report's own counts), so a
    suite is red exactly when the offer's verdict is FAIL."""
    report = _report(fail_on)
    (suite,) = list(_parse(render(report, "junit"), tmp_path))
    ranked = SEVERITIES[: SEVERITIES.index(fail_on) + 1] if fail_on != "never" else ()
    assert suite.failures == sum(report.summary.by_severity[s] for s in ranked)
    assert (suite.failures > 0) == (report.summary.verdict == "fail")
    below = [c for c in suite if c.result and isinstance(c.result[0], Skipped)
             and c.result[0].message.startswith(("below --fail-on", "reported only"))]
    failing = sum(report.summary.by_severity.values())
    assert suite.failures + len(below) == failing  # every unwaived failure: red, or skipped saying why


def test_low_failure_below_the_gate_is_skipped_with_its_reason(tmp_path: Path) -> None:
    cases = _cases(_parse(render(_report("high"), "junit"), tmp_path))
    (skip,) = cases["sla.fees-terms-weak"].result  # type: ignore[attr-defined]
    assert isinstance(skip, Skipped)
    assert skip.message == "below --fail-on high: [low] Fees beyond the unit price are not fixed"
    assert "Remedy: List every fee with its rate." in skip.text
    cases = _cases(_parse(render(_report("low"), "junit"), tmp_path))
    assert isinstance(cases["sla.fees-terms-weak"].result[0], Failure)  # type: ignore[attr-defined]


def test_not_run_acceptance_check_is_skipped_naming_what_to_run(tmp_path: Path) -> None:
    cases = _cases(_parse(render(_report(), "junit"), tmp_path))
    (skip,) = cases["gpu.applications-clocks-capped"].result  # type: ignore[attr-defined]
    assert isinstance(skip, Skipped)
    assert skip.message.startswith("not run: acceptance check for delivery")
    assert skip.message.endswith("run nvidia-smi -q -d CLOCK (audit probe collect)")


def test_unchanged_since_the_baseline_does_not_fail(tmp_path: Path) -> None:
    batch = make_batch()
    batch.summary.baseline = "previous.json"
    first = batch.runs[0].report
    first.findings = [f.model_copy(update={"baseline": "unchanged"}) if f.status == "fail" else f
                      for f in first.findings]
    suites = list(_parse(render_batch(batch, "junit"), tmp_path))
    assert [s.failures for s in suites] == [0, 2]
    case = next(c for c in suites[0] if c.name == "sla.availability-hedged")
    assert case.result[0].message.startswith("unchanged since the baseline: [high]")


@pytest.mark.parametrize(
    ("vendor", "offer", "expected"),
    [
        ("Northwind Compute", "offers/honest-h100-sxm-8x.yaml", "Northwind Compute / offers/honest-h100-sxm-8x_yaml"),
        ("北辰智算 Co., Ltd.", "H800 8卡 v1.2", "北辰智算 Co_, Ltd_ / H800 8卡 v1_2"),
        ("Acme.io", "quote.pdf", "Acme_io / quote_pdf"),
    ],
)
def test_classnames_have_no_dots(vendor: str, offer: str, expected: str) -> None:
    assert classname(vendor, offer) == expected


def test_classnames_in_the_report_have_no_dots() -> None:
    root = ET.fromstring(render_batch(make_batch(), "junit").split("\n", 1)[1])
    names = {case.get("classname") for case in root.iter("testcase")}
    assert names == {"Beichen Intelligent Computing (北辰智算) / h800-monthly", "Northwind Compute / hgx-h100"}


def test_counts_agree_with_the_cases(tmp_path: Path) -> None:
    batch = make_batch()
    batch.runs[0].report.findings.extend(_extra())
    batch.waiver_issues = [WaiverIssue(kind="expired", source="w.yaml", line=3, message="expired on 2026-01-01")]
    root = ET.fromstring(render_batch(batch, "junit").split("\n", 1)[1])
    totals = dict.fromkeys(("tests", "failures", "errors", "skipped"), 0)
    for suite in root.iter("testsuite"):
        cases = suite.findall("testcase")
        counted = {
            "tests": len(cases),
            "failures": sum(1 for c in cases if c.find("failure") is not None),
            "errors": sum(1 for c in cases if c.find("error") is not None),
            "skipped": sum(1 for c in cases if c.find("skipped") is not None),
        }
        assert {k: int(suite.get(k, -1)) for k in counted} == counted, suite.get("name")
        for k, v in counted.items():
            totals[k] += v
    assert {k: int(root.get(k, -1)) for k in totals} == totals


def test_incomplete_offer_is_an_error_case_listing_what_is_needed(tmp_path: Path) -> None:
    """An offer that states neither GPU model nor count has its own verdict and exit code: an error."""
    report = make_report()
    report.summary.verdict = "incomplete"
    report.summary.needed = ["offer.gpu.model", "offer.gpu.count_per_node"]
    cases = _cases(_parse(render(report, "junit"), tmp_path))
    (error,) = cases["offer.incomplete"].result  # type: ignore[attr-defined]
    assert isinstance(error, Error)
    assert error.message.startswith("Too little to audit: the documents state neither the GPU model nor")
    assert "the GPU model (e.g. NVIDIA H100 80GB SXM5)" in error.message and "offer.gpu" not in error.message
    cases = _cases(_parse(render(report, "junit", lang="zh"), tmp_path))
    assert cases["offer.incomplete"].result[0].message.startswith("信息不足，无法审计")  # type: ignore[attr-defined]


def test_failure_body_is_one_labelled_line_per_part(tmp_path: Path) -> None:
    """Message, each piece of evidence, remedy: a line each, every line opening with its label, so a
    line break inside document text (flattened) never starts a line of its own."""
    report = make_report("\nFORGED 伪造的一行\r\n")
    cases = _cases(_parse(render(report, "junit"), tmp_path))
    failure = cases["sla.availability-hedged"].result[0]  # type: ignore[attr-defined]
    lines = failure.text.split("\n")
    assert lines[0] == "[high] sla.availability-hedged (missing-sla)"
    assert [line.split(":", 1)[0] for line in lines[1:]] == ["Finding", "Evidence", "Evidence", "Remedy"]
    assert "FORGED 伪造的一行" in lines[1] and "p.3" in lines[2] and "尽力而为" in lines[2]


def test_yaml_evidence_sets_file_and_line() -> None:
    root = ET.fromstring(render(make_report(), "junit").split("\n", 1)[1])
    case = root.find(".//testcase[@name='io.storage-throughput']")
    assert case is not None
    assert case.get("file") == "samples/offers/missing-sla-h800.yaml" and case.get("line") == "30"


def test_waiver_issues_form_their_own_suite_and_never_fail(tmp_path: Path) -> None:
    """A waiver issue changes no verdict by itself (the finding it no longer waives does), so it is
    shown skipped with its message, never red."""
    batch = make_batch()
    batch.waiver_issues = [
        WaiverIssue(kind="expired", source="w.yaml", line=3, message="expired on 2026-01-01"),
        WaiverIssue(kind="unused", source="w.yaml", line=9, message="matches no finding"),
    ]
    xml = _parse(render_batch(batch, "junit"), tmp_path)
    suite = next(s for s in xml if s.name == "waivers")
    results = {case.name: case.result[0] for case in suite}
    assert isinstance(results["waiver.expired w.yaml:3"], Skipped)
    assert results["waiver.expired w.yaml:3"].message == "waiver expired: expired on 2026-01-01"
    assert isinstance(results["waiver.unused w.yaml:9"], Skipped)
    assert suite.failures == 0


def test_empty_batch_is_a_valid_report(tmp_path: Path) -> None:
    xml = _parse(render_batch(Batch(runs=[]), "junit"), tmp_path)
    assert list(xml) == []


@pytest.mark.parametrize(
    "hostile", ["</failure><script>alert(1)</script>&amp;\"'", "\x1b[31mred\x1b[0m\x00\x0b", "]]><!--"]
)
def test_hostile_text_is_escaped_and_parses(hostile: str, tmp_path: Path) -> None:
    text = render(make_report(hostile), "junit")
    assert "\x1b" not in text and "\x00" not in text and "\x0b" not in text
    xml = _parse(text, tmp_path)
    (suite,) = list(xml)
    failure = next(case for case in suite if case.name == "sla.availability-hedged").result[0]
    # escapes and NUL dropped; a vertical tab is a line break, shown as a space (never a new line)
    visible = hostile.replace("\x1b[31m", "").replace("\x1b[0m", "").replace("\x00", "").replace("\x0b", " ")
    assert failure.message.endswith(visible)
