"""JUnit of the shipped sample list with the shipped rule packs: the dashboard agrees with the gate.

Done-when of issue 16: JUnit failures equal the number of findings at or above ``--fail-on``;
a vendor that passes the gate has no red test case. Ground truth: the JSON report of the same run.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from auditor.model.findings import severity_rank
from tests.report.sample_runs import vendors


def _gating(batch: dict[str, Any], fail_on: str) -> dict[str, int]:
    """Per suite name: failing, unwaived findings at or above ``fail_on``."""
    return {
        f"{run['vendor']} · {run['offer']}": sum(
            1 for f in run["report"]["findings"]
            if f["status"] == "fail" and f.get("waiver") is None
            and severity_rank(f["severity"]) <= severity_rank(fail_on)
        )
        for run in batch["runs"]
    }


@pytest.mark.parametrize("fail_on", ["high", "medium"])
def test_sample_list_failures_are_the_gating_findings(fail_on: str) -> None:
    json_code, batch_text = vendors("--format", "json", "--fail-on", fail_on)
    code, xml = vendors("--format", "junit", "--fail-on", fail_on)
    assert code == json_code == 1
    batch = json.loads(batch_text)
    root = ET.fromstring(xml.encode("utf-8"))
    suites = {s.get("name"): s for s in root.iter("testsuite")}
    expected = _gating(batch, fail_on)
    assert {name: int(s.get("failures", -1)) for name, s in suites.items()} == expected
    assert int(root.get("failures", -1)) == sum(expected.values()) > 0
    # a vendor that passes the gate shows no red case, one that fails it shows at least one
    red = {name.split(" · ")[0] for name, n in expected.items() if n}
    assert red == {v for v, verdict in batch["summary"]["vendors"].items() if verdict == "fail"}
    messages = [s.get("message", "") for s in root.iter("skipped")]
    assert all(m for m in messages)
    assert any(m.startswith(f"below --fail-on {fail_on}: [") for m in messages)
    assert all("." not in (c.get("classname") or "") for c in root.iter("testcase"))


def test_sample_list_not_run_checks_are_skipped_not_failed() -> None:
    _, batch_text = vendors("--format", "json")
    _, xml = vendors("--format", "junit")
    batch = json.loads(batch_text)
    not_run = sum(1 for run in batch["runs"] for f in run["report"]["findings"] if f["status"] == "not_run")
    root = ET.fromstring(xml.encode("utf-8"))
    skipped = [s.get("message", "") for s in root.iter("skipped")]
    assert sum(1 for m in skipped if m.startswith("not run: acceptance check")) == not_run
    unverified = sum(1 for run in batch["runs"] for f in run["report"]["findings"] if f["status"] == "unverified")
    assert sum(1 for m in skipped if m.startswith("unverified: ")) == unverified
