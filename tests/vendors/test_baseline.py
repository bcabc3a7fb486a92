"""Baselines and `audit diff`: content fingerprints that ignore page and line, and the four states."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from auditor.errors import InputError
from auditor.model.findings import EvidenceRef
from auditor.report.batch import Batch, content_fingerprint, location_key
from auditor.vendors.baseline import diff, diff_files, load, mark
from tests.report.conftest import make_batch, make_findings, make_report
from tests.vendors.conftest import Result


def test_fingerprint_ignores_page_line_and_layout_but_not_value_or_vendor() -> None:
    finding = make_findings()[0].model_copy(update={"fingerprint": None})
    moved = finding.model_copy(
        update={
            "evidence": [
                ev.model_copy(update={"page": 9, "line": 400, "bbox": (1.0, 2.0, 3.0, 4.0), "text": "re-typeset"})
                for ev in finding.evidence
            ]
        }
    )
    fp = content_fingerprint("Beichen", "h800", finding)
    assert content_fingerprint("Beichen", "h800", moved) == fp
    assert content_fingerprint(" beichen ", "H800", finding) == fp  # case and spacing folded
    assert content_fingerprint("Northwind", "h800", finding) != fp
    changed = finding.model_copy(
        update={
            "evidence": [EvidenceRef(source="x.pdf", page=1, fact="offer.clauses.availability.status", value="absent")]
        }
    )
    assert content_fingerprint("Beichen", "h800", changed) != fp
    assert location_key("Beichen", "h800", changed) != location_key("Beichen", "h800", finding)  # fewer fields
    engine = make_findings()[0]
    assert content_fingerprint("Beichen", "h800", engine) != content_fingerprint("Northwind", "h800", engine)


def test_new_unchanged_updated_absent(tmp_path: Path) -> None:
    old = _write(tmp_path / "old.json", make_batch())
    new = make_batch()
    run = new.runs[0]
    findings = run.report.findings
    # updated: same rule and fields, other value (engine fingerprint changes with the value)
    findings[2] = findings[2].model_copy(
        update={"fingerprint": "f" * 64, "evidence": [findings[2].evidence[0].model_copy(update={"value": "10 GB/s"})]}
    )
    # absent: the compensation finding is fixed in the new run
    del findings[1]
    # new: a rule that did not fire before
    findings.append(make_findings()[1].model_copy(update={"rule": "sla.acceptance-missing", "fingerprint": None}))
    absent = mark(new, load(old))
    states = {f.rule: f.baseline for f in run.report.findings}
    assert states == {
        "sla.availability-hedged": "unchanged",
        "io.storage-throughput": "updated",
        "interconnect.nvlink-claimed": None,
        "sla.data-deletion-missing": "unchanged",
        "sla.acceptance-missing": "new",
    }
    assert [(a.vendor, a.finding.rule, a.finding.baseline) for a in absent] == [
        (run.vendor, "sla.compensation-missing", "absent")
    ]
    assert {f.baseline for f in new.runs[1].report.findings} == {"unchanged", None}


def test_diff_lists_appeared_disappeared_changed() -> None:
    old, new = make_batch(), make_batch()
    findings = new.runs[1].report.findings
    findings[0] = findings[0].model_copy(update={"fingerprint": "0" * 64})
    del findings[1]
    result = diff(old, new)
    assert [i.finding.rule for i in result.disappeared] == ["sla.compensation-missing"]
    assert [(b.finding.rule, a.vendor) for b, a in result.changed] == [("sla.availability-hedged", "Northwind Compute")]
    assert result.appeared == [] and result.worse
    assert not diff(old, old).worse


def _write(path: Path, batch: Batch) -> Path:
    path.write_text(batch.model_dump_json(exclude_none=True), encoding="utf-8")
    return path


def test_audit_diff_command(tmp_path: Path, audit: Callable[..., Result]) -> None:
    old, new = make_batch(), make_batch()
    del new.runs[0].report.findings[1]
    a, b = _write(tmp_path / "old.json", old), _write(tmp_path / "new.json", new)
    r = audit("diff", str(a), str(b))
    assert r.code == 0  # only an improvement
    assert "disappeared (1)" in r.out and "- Beichen Intelligent Computing (北辰智算) · h800-monthly" in r.out
    r = audit("diff", str(b), str(a), "--format", "json")
    assert r.code == 1
    data = json.loads(r.out)
    assert [x["finding"]["rule"] for x in data["appeared"]] == ["sla.compensation-missing"]


def test_audit_diff_reads_single_offer_reports(tmp_path: Path, audit: Callable[..., Result]) -> None:
    report = make_report()
    path = tmp_path / "one.json"
    path.write_text(report.model_dump_json(exclude_none=True), encoding="utf-8")
    r = audit("diff", str(path), str(path))
    assert r.code == 0 and "appeared (0)" in r.out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{", "not a JSON report"),
        ("[1]", "not an auditor JSON report (expected an object)"),
        ('{"runs": [{"vendor": 1}]}', "not an auditor JSON report"),
    ],
)
def test_bad_baseline_files(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "b.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(InputError, match=re.escape(message)):
        diff_files(path, path)
    with pytest.raises(InputError, match=re.escape(message)):
        load(path)
