"""JUnit XML output, read back with a real JUnit parser (junitparser) and with ElementTree."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from junitparser import Failure, JUnitXml, Skipped

from auditor.report import render, render_batch
from auditor.report.batch import WaiverIssue
from tests.report.conftest import make_batch, make_report


def _parse(text: str, tmp_path: Path) -> JUnitXml:
    path = tmp_path / "junit.xml"
    path.write_text(text, encoding="utf-8")
    return JUnitXml.fromfile(str(path))


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
        assert suite.tests == 5
        assert suite.failures == 2
        assert suite.skipped == 2  # the unverified finding and the waived one
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


def test_yaml_evidence_sets_file_and_line(tmp_path: Path) -> None:
    root = ET.fromstring(render(make_report(), "junit").split("\n", 1)[1])
    case = root.find(".//testcase[@name='io.storage-throughput']")
    assert case is not None
    assert case.get("file") == "samples/offers/missing-sla-h800.yaml" and case.get("line") == "30"


def test_waiver_issues_form_their_own_suite(tmp_path: Path) -> None:
    batch = make_batch()
    batch.waiver_issues = [
        WaiverIssue(kind="expired", source="w.yaml", line=3, message="expired on 2026-01-01"),
        WaiverIssue(kind="unused", source="w.yaml", line=9, message="matches no finding"),
    ]
    xml = _parse(render_batch(batch, "junit"), tmp_path)
    suite = next(s for s in xml if s.name == "waivers")
    results = {case.name: case.result[0] for case in suite}
    assert isinstance(results["waiver.expired w.yaml:3"], Failure)
    assert isinstance(results["waiver.unused w.yaml:9"], Skipped)


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
