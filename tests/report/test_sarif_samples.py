"""SARIF of the shipped sample list and a sample offer with probes, with the shipped rule packs.

Done-when of issue 16: ``audit vendors samples/vendors.yaml --format sarif`` validates against the
2.1.0 schema, has no result located outside the user's files, and reports only failing results
by default. The ground truth is the JSON report of the same run.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.report.sample_runs import LIST, ROOT, audit, vendors
from tests.report.sarif_checks import physical_files, valid


@pytest.fixture(scope="module")
def outputs() -> dict[str, Any]:
    json_code, batch = vendors("--format", "json")
    sarif_code, sarif = vendors("--format", "sarif")
    unverified_code, unverified = vendors("--format", "sarif", "--sarif-include", "unverified")
    return {
        "codes": {"json": json_code, "sarif": sarif_code, "sarif-unverified": unverified_code},
        "batch": json.loads(batch),
        "sarif": sarif,
        "sarif-unverified": unverified,
    }


def _user_files(batch: dict[str, Any]) -> set[Path]:
    """The documents and probe folders the list names, as files on disk."""
    files: set[Path] = set()
    for run in batch["runs"]:
        for path in run["documents"]:
            files.add((ROOT / path).resolve())
        for folder in run["probes"]:
            files.update(p.resolve() for p in (ROOT / folder).rglob("*") if p.is_file())
    return files


def _findings(batch: dict[str, Any], status: str) -> list[tuple[str, str]]:
    return sorted(
        (run["vendor"], f["rule"]) for run in batch["runs"] for f in run["report"]["findings"] if f["status"] == status
    )


def test_sample_list_sarif_validates_and_stays_in_the_users_files(outputs: dict[str, Any]) -> None:
    assert outputs["codes"] == {"json": 1, "sarif": 1, "sarif-unverified": 1}  # the list fails its gate
    for name in ("sarif", "sarif-unverified"):
        log = valid(outputs[name])
        files = physical_files(log)
        assert files, name
        assert files <= _user_files(outputs["batch"]), sorted(map(str, files - _user_files(outputs["batch"])))
        assert not any("auditor" in f.relative_to(ROOT).parts[:1] for f in files)
        assert "(not stated in the documents)" not in outputs[name]


def test_sample_list_sarif_reports_only_failing_findings(outputs: dict[str, Any]) -> None:
    log = valid(outputs["sarif"])
    results = log["runs"][0]["results"]
    got = sorted((r["properties"]["vendor"], r["ruleId"]) for r in results)
    assert got == _findings(outputs["batch"], "fail")
    assert got, "the sample list has failing offers"
    assert {r["kind"] for r in results} == {"fail"}
    # the results the gate counts are exactly the failing vendors' high and critical findings
    gating = {r["properties"]["vendor"] for r in results if r["properties"]["gating"]}
    assert gating == {v for v, verdict in outputs["batch"]["summary"]["vendors"].items() if verdict == "fail"}


def test_sample_list_sarif_include_unverified(outputs: dict[str, Any]) -> None:
    log = valid(outputs["sarif-unverified"])
    results = log["runs"][0]["results"]
    got = sorted((r["properties"]["vendor"], r["ruleId"]) for r in results)
    assert got == sorted(_findings(outputs["batch"], "fail") + _findings(outputs["batch"], "unverified"))
    assert {r["properties"]["status"] for r in results} <= {"fail", "unverified"}
    review = [r for r in results if r["kind"] == "review"]
    assert review and all(r["level"] == "none" for r in review)


def test_sarif_include_is_for_sarif_only(capsys: pytest.CaptureFixture[str]) -> None:
    assert audit("vendors", str(ROOT / LIST), "--format", "json", "--sarif-include", "unverified") == 2
    assert "--sarif-include applies to --format sarif" in capsys.readouterr().err


def test_offer_with_probes_locates_results_in_the_probe_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``audit offer`` with probes: every location is the offer or a probe output, relative to the cwd."""
    monkeypatch.chdir(ROOT)
    out = tmp_path / "offer.sarif"
    offer, probes = "samples/offers/pcie-masquerade-4090.yaml", "samples/probes/pcie-4090-8x"
    code = audit("offer", offer, "--probes", probes, "--model", "llama3-70b", "--mode", "lora",
                  "--format", "sarif", "--sarif-include", "unverified", "-o", str(out))
    assert code == 1
    log = valid(out.read_text(encoding="utf-8"))
    files = physical_files(log)
    allowed = {(ROOT / offer).resolve(), *(p.resolve() for p in (ROOT / probes).iterdir())}
    assert files <= allowed
    assert any(f.parent == (ROOT / probes).resolve() for f in files), "a probe file carries evidence"
    assert {r["properties"]["status"] for r in log["runs"][0]["results"]} <= {"fail", "unverified"}
