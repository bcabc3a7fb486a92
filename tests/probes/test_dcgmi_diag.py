"""dcgmi diag: DCGM's JSON (3.x categories, 4.x top-level tests) and its text table, one verdict per test
(the worst over the GPUs), and the rule that fails a node whose diagnostics fail."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from auditor.errors import InputError
from auditor.probes.bundle import parse_file
from auditor.probes.dcgmi_diag import detect, parse

from .conftest import FIXTURES, ROOT

JSON_PASS = FIXTURES / "dcgmi-diag-j-3.1.0-8gpu-pass.json"
TEXT_PASS = FIXTURES / "dcgmi-diag-4.2.3-4gpu-pass.txt"
TEXT_FAIL = FIXTURES / "dcgmi-diag-r3-4gpu-pcie-fail.txt"


def diag_tests(path: Path) -> dict[str, tuple[str | None, str, list[str]]]:
    (result,) = parse_file(path)
    assert result.kind == "dcgmi-diag"
    return {t.name: (t.category, t.status, t.gpus) for t in result.facts.tests}  # type: ignore[union-attr]


def test_json_3x_with_null_entries_and_a_warning_line_before_it() -> None:
    got = diag_tests(JSON_PASS)
    assert len(got) == 10 and got["Denylist"] == ("Deployment", "pass", [])
    assert got["software"] == ("Custom", "pass", [])


def test_text_table_with_per_gpu_rows() -> None:
    assert diag_tests(TEXT_PASS) == {"software": ("Deployment", "pass", []), "memory": ("Hardware", "pass", [])}
    failed = diag_tests(TEXT_FAIL)
    assert failed["PCIe"] == ("Integration", "fail", ["2"])
    assert failed["Memtest"][1] == "skip" and failed["GPU Memory"][1] == "pass"  # 'Skip - All', 'Pass - All'
    assert "Warning" not in failed


def test_json_4x_top_level_tests_with_a_summary() -> None:
    doc = {"DCGM Diagnostic": {"version": "4.2.3", "tests": [
        {"name": "memory", "category": "Hardware", "test_summary": {"status": "Fail"},
         "results": [{"entity_group": "GPU", "entity_id": 0, "status": "Pass"},
                     {"entity_group": "GPU", "entity_id": 1, "status": "Fail"}]},
        {"name": "software", "test_summary": {"status": "Pass"}, "results": []}]}}
    out = parse(json.dumps(doc, indent=2), "d.json").facts
    assert [(t.name, t.status, t.gpus) for t in out.tests] == [("memory", "fail", ["1"]), ("software", "pass", [])]  # type: ignore[union-attr]


def test_empty_truncated_and_foreign_inputs() -> None:
    with pytest.raises(InputError, match="no dcgmi diag test results"):
        parse("Successfully ran diagnostic for group.\n| Diagnostic | Result |\n", "d.txt")
    with pytest.raises(InputError, match="invalid or truncated"):
        parse(JSON_PASS.read_text(encoding="utf-8")[:400], "d.json")
    assert not detect((FIXTURES / "nvbandwidth-8x4090-host.txt").read_text(encoding="utf-8"))


def verify(log: Path, tmp_path: Path) -> dict[str, dict[str, object]]:
    probes = tmp_path / "probes"
    probes.mkdir()
    shutil.copy(log, probes / log.name)
    offer = ROOT / "samples/offers/honest-h100-sxm-8x.yaml"
    proc = subprocess.run([sys.executable, "-m", "auditor", "verify", str(offer), str(probes), "--format", "json"],
                          capture_output=True, text=True, cwd=ROOT, check=False)
    return {f["rule"]: f for f in json.loads(proc.stdout)["findings"]}


def test_a_failing_diagnostic_fails_the_node_with_the_test_named(tmp_path: Path) -> None:
    finding = verify(TEXT_FAIL, tmp_path)["dcgm.diag-failed"]
    assert finding["status"] == "fail"
    assert "Integration/PCIe (GPU 2)" in str(finding["message"]) and "Sold 8×" in str(finding["message"])
    assert any(e.get("line") == 20 for e in finding["evidence"])  # type: ignore[union-attr]
    (tmp_path / "ok").mkdir()
    assert verify(JSON_PASS, tmp_path / "ok")["dcgm.diag-failed"]["status"] == "pass"
