"""Waivers and baselines for one offer: ``audit offer --waivers FILE --baseline FILE`` gates as
``audit vendors`` does (auditor.vendors.gate), on the shipped samples and files written here.

A waived finding is shown as waived and no longer gates; an expired, unused or malformed waiver
waives nothing and is one line on stderr; with a baseline only what changed since it gates. Bad
files are one-line input errors before the audit, and no input is modified.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from auditor.cli import main

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
BEICHEN = SAMPLES / "offers" / "missing-sla-h800.yaml"
WAIVERS = SAMPLES / "waivers.yaml"
TODAY = "2026-12-01"
WAIVED_RULES = {"sla.availability-hedged", "sla.compensation-absent", "sla.acceptance-absent",
                "sla.data-deletion-absent"}


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_info:
        main([str(a) for a in args])
    out, err = capsys.readouterr()
    return int(exit_info.value.code or 0), out, err


def _json(out: str) -> dict:  # type: ignore[type-arg]
    return json.loads(out)


def test_the_sample_waivers_pass_the_beichen_offer_as_they_pass_its_vendor_list(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "offer", BEICHEN, "--format", "json", "--waivers", WAIVERS, "--today", TODAY)
    report = _json(out)
    waived = {f["rule"] for f in report["findings"] if f.get("waiver")}
    assert code == 0 and report["summary"]["verdict"] == "pass", err
    assert waived == WAIVED_RULES  # the waiver naming offers/missing-sla-h800.yaml holds for this path too
    assert report["summary"]["by_status"]["waived"] == len(waived)
    assert all(f["waiver"]["ticket"] == "PROC-2291" for f in report["findings"] if f.get("waiver"))
    assert err == ""  # every waiver matched

    code, out, _ = run(capsys, "vendors", SAMPLES / "vendors-waived.yaml", "--format", "json", "-j", "1",
                       "--today", TODAY)
    batch = _json(out)
    beichen = next(r for r in batch["runs"] if r["vendor"].startswith("Beichen"))
    assert {f["rule"] for f in beichen["report"]["findings"] if f.get("waiver")} == waived


def test_without_waivers_the_same_offer_fails(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "offer", BEICHEN, "--format", "json")
    assert code == 1 and not [f for f in _json(out)["findings"] if f.get("waiver")]


def _write_waivers(path: Path, **over: object) -> Path:
    entry = {"rule": "sla.compensation-absent", "vendor": "Beichen Intelligent Computing (北辰智算)",
             "reason": "side letter BC-SL-07", "approved_by": "li.wei", "ticket": "PROC-1", "expires": "2026-12-31"}
    entry.update(over)
    entry = {k: v for k, v in entry.items() if v is not None}
    path.write_text(yaml.safe_dump({"waivers": [entry]}, allow_unicode=True), encoding="utf-8")
    return path


@pytest.mark.parametrize(("over", "today", "said"), [
    ({}, "2027-01-01", "expired on 2026-12-31; 1 finding(s) it matched count again"),
    ({"rule": "sla.no-such-rule"}, TODAY, "matches no finding"),
    ({"vendor": "Another Vendor"}, TODAY, "matches no finding"),
    ({"ticket": None}, TODAY, "malformed waiver: missing ticket"),
    ({"expires": "9999-12-31"}, TODAY, "malformed waiver: expires 9999-12-31"),
])
def test_a_waiver_that_waives_nothing_is_one_line_and_the_finding_gates(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], over: dict, today: str, said: str) -> None:  # type: ignore[type-arg]
    waivers = _write_waivers(tmp_path / "w.yaml", **over)
    code, out, err = run(capsys, "offer", BEICHEN, "--format", "json", "--waivers", waivers, "--today", today)
    assert code == 1
    assert not [f for f in _json(out)["findings"] if f.get("waiver")]
    assert err.count("\n") == 1 and f"{waivers}:" in err and said in err, err


def test_a_live_waiver_for_one_finding_waives_only_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    waivers = _write_waivers(tmp_path / "w.yaml")
    code, out, _ = run(capsys, "offer", BEICHEN, "--format", "json", "--waivers", waivers, "--today", TODAY)
    report = _json(out)
    assert [f["rule"] for f in report["findings"] if f.get("waiver")] == ["sla.compensation-absent"]
    assert code == 1  # the other failing clauses still gate


def test_waivers_also_apply_to_verify(capsys: pytest.CaptureFixture[str]) -> None:
    probes = SAMPLES / "probes" / "honest-h100-8x"
    if not probes.is_dir():
        pytest.skip("no sample probe bundle for the honest offer")
    code, _, err = run(capsys, "verify", SAMPLES / "offers" / "honest-h100-sxm-8x.yaml", probes, "--format", "json",
                         "--waivers", WAIVERS, "--today", TODAY)
    assert code in (0, 1) and "matches no finding" in err  # Beichen's waivers: none is for Northwind
    assert err.count("\n") == len(yaml.safe_load(WAIVERS.read_text(encoding="utf-8"))["waivers"])


def test_a_baseline_gates_only_on_what_changed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = tmp_path / "base.json"
    code, _, _ = run(capsys, "offer", BEICHEN, "--format", "json", "-o", base)
    assert code == 1
    code, out, err = run(capsys, "offer", BEICHEN, "--format", "json", "--baseline", base)
    report = _json(out)
    issues = [f for f in report["findings"] if f["status"] in ("fail", "unverified")]
    assert code == 0 and report["summary"]["verdict"] == "pass"  # nothing new since the baseline
    assert issues and {f["baseline"] for f in issues} == {"unchanged"}
    assert err.startswith("audit: baseline: 0 new, 0 updated,") and err.count("\n") == 1

    # The vendor revises one term: availability now stated, but below the floor → updated, and it gates.
    revised = tmp_path / "revised.yaml"
    data = yaml.safe_load(BEICHEN.read_text(encoding="utf-8"))
    data["clauses"]["availability"] = {"status": "present", "percent": "95%", "text": "95% monthly availability"}
    revised.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    code, out, err = run(capsys, "offer", revised, "--format", "json", "--baseline", base)
    changed = {f["rule"]: f["baseline"] for f in _json(out)["findings"] if f.get("baseline") not in (None, "unchanged")}
    assert changed and set(changed.values()) <= {"new", "updated"}, changed
    assert "absent (fixed since)" in err


def test_a_baseline_from_audit_vendors_is_read_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = tmp_path / "batch.json"
    run(capsys, "vendors", SAMPLES / "vendors-waived.yaml", "--format", "json", "-j", "1", "--no-waivers", "-o", base)
    code, out, err = run(capsys, "offer", BEICHEN, "--format", "json", "--baseline", base)
    assert code in (0, 1) and "baseline:" in err
    assert all(f.get("baseline") for f in _json(out)["findings"] if f["status"] in ("fail", "unverified"))


@pytest.mark.parametrize(("content", "said"), [
    ("{not json", "not a JSON report"),
    ('["a list"]', "not an auditor JSON report"),
])
def test_a_bad_baseline_is_one_line_before_the_audit(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                      content: str, said: str) -> None:
    base = tmp_path / "base.json"
    base.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, "offer", BEICHEN, "--baseline", base)
    assert code == 2 and out == "" and err.count("\n") == 1 and str(base) in err and said in err


def test_a_file_that_is_no_waivers_list_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "offer", BEICHEN, "--waivers", BEICHEN)
    assert code == 2 and out == "" and err.count("\n") == 1 and "must hold a list of waivers" in err


@pytest.mark.parametrize("option", ["--waivers", "--baseline"])
def test_the_report_never_overwrites_a_waivers_file_or_baseline(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                 option: str) -> None:
    target = tmp_path / "input"
    if option == "--waivers":
        _write_waivers(target)
    else:
        run(capsys, "offer", BEICHEN, "--format", "json", "-o", target)
    before = target.read_bytes()
    code, _, err = run(capsys, "offer", BEICHEN, option, target, "-o", target, "--today", TODAY)
    assert code == 2 and "is an input of this run" in err
    assert target.read_bytes() == before
