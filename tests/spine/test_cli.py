"""The CLI's contract: exit codes 0/1/2, one-line errors, JSON that validates, nothing half-written."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

ROOT = Path(__file__).resolve().parents[2]
GATE = ROOT / "tests" / "spine" / "fixtures" / "gate.rules"
SAMPLES = sorted((ROOT / "samples" / "offers").glob("*.yaml"))


def audit(*args: str | Path, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "auditor", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, check=False, env={"NO_COLOR": "1", "AUDIT_NO_CACHE": "1", "PATH": "/usr/bin:/bin"})


def test_exit_0_when_nothing_fails_at_or_above_fail_on() -> None:
    result = audit("offer", ROOT / "samples/offers/honest-h100-sxm-8x.yaml", "--no-default-rules", "--rules", GATE,
                   "--show-passes")
    assert result.returncode == 0, result.stderr
    assert "test.small-gpu-memory" in result.stdout


def test_exit_1_when_a_finding_fails_at_or_above_fail_on() -> None:
    offer = ROOT / "samples/offers/pcie-masquerade-4090.yaml"  # 24 GB GPUs
    result = audit("offer", offer, "--no-default-rules", "--rules", GATE)
    assert result.returncode == 1
    assert "FAIL" in result.stdout and "24 GB" in result.stdout
    assert audit("offer", offer, "--no-default-rules", "--rules", GATE, "--fail-on", "critical").returncode == 0
    assert audit("offer", offer, "--no-default-rules", "--rules", GATE, "--fail-on", "never").returncode == 0


@pytest.mark.parametrize(("args", "words"), [
    (["offer", "missing.yaml"], "no such file"),
    (["offer", "samples/offers/honest-h100-sxm-8x.yaml", "--model", "llama9"], "unknown model"),
    (["offer", "samples/offers/honest-h100-sxm-8x.yaml", "--format", "pdf"], "Invalid value"),
    (["offer", "samples/offers/honest-h100-sxm-8x.yaml", "--fail-on", "severe"], "Invalid value"),
    (["offer"], "Missing argument"),
])
def test_exit_2_on_usage_and_input_errors_without_traceback(args: list[str], words: str) -> None:
    result = audit(*args)
    assert result.returncode == 2
    assert words in result.stderr
    assert "Traceback" not in result.stderr


def test_bad_offer_file_is_one_line_naming_file_pointer_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("vendor: X\ngpu:\n  memory: -80 GB\n")
    result = audit("offer", bad)
    assert result.returncode == 2
    assert result.stderr.strip() == f"audit: {bad}:3: -80 GB is negative at /gpu/memory"


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_json_report_validates_against_the_shipped_schema(path: Path) -> None:
    result = audit("offer", path, "--model", "llama3-70b", "--format", "json")
    assert result.returncode in (0, 1), result.stderr
    report = json.loads(result.stdout)
    schema = json.loads((ROOT / "schemas" / "report.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(report, schema)
    assert set(report) >= {"offer", "target", "sizing", "findings", "summary"}
    assert report["target"]["model"] == "llama3-70b"


def test_output_file_is_written_whole_and_input_untouched(tmp_path: Path) -> None:
    offer = ROOT / "samples/offers/honest-h100-sxm-8x.yaml"
    before = offer.read_bytes()
    out = tmp_path / "reports" / "r.json"
    result = audit("offer", offer, "--format", "json", "--output", out)
    assert result.returncode == 0, result.stderr
    assert json.loads(out.read_text(encoding="utf-8"))["offer"]["vendor"] == "Northwind Compute"
    assert [p.name for p in out.parent.iterdir()] == ["r.json"]  # no temp file left behind
    assert offer.read_bytes() == before


def test_schema_command_prints_the_offer_schema() -> None:
    result = audit("schema", "offer")
    assert result.returncode == 0
    assert json.loads(result.stdout)["title"] == "GPU rental offer"


def test_help_works_outside_the_checkout(tmp_path: Path) -> None:
    result = audit("--help", cwd=tmp_path)
    assert result.returncode == 0 and "offer" in result.stdout


def test_unknown_sku_is_an_input_error_with_suggestions(tmp_path: Path) -> None:
    offer = tmp_path / "offer.yaml"
    offer.write_text("vendor: X\ngpu:\n  sku: a100-80gb-sxm\n")
    result = audit("offer", offer)
    assert result.returncode == 2
    assert f"{offer}:3: unknown GPU sku 'a100-80gb-sxm'" in result.stderr and "a100-sxm-80g" in result.stderr


@pytest.mark.parametrize(("name", "file"), [("offer", "offer"), ("report", "report"), ("vendors", "vendors-report")])
def test_shipped_schemas_match_the_models(name: str, file: str) -> None:
    from auditor.commands.schema import generated_schema

    shipped = json.loads((ROOT / "schemas" / f"{file}.schema.json").read_text(encoding="utf-8"))
    assert shipped == json.loads(json.dumps(generated_schema(name), ensure_ascii=False))


def test_vendors_json_validates_against_its_schema(tmp_path: Path) -> None:
    out = tmp_path / "batch.json"
    result = audit("vendors", ROOT / "samples/vendors.yaml", "--format", "json", "-o", out, "--jobs", "1")
    assert result.returncode == 1, result.stderr
    schema = json.loads((ROOT / "schemas" / "vendors-report.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(json.loads(out.read_text(encoding="utf-8")), schema)
