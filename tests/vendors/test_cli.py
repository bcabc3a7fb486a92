"""`audit vendors` end to end on the sample list, with the fixture rule pack (tests/vendors/fixtures).

The shipped rule packs (issue 5) are not in the tree yet; ``test_samples_with_shipped_rules``
runs the same checks with them and skips, saying so, until they exist.
"""

from __future__ import annotations

import datetime as dt
import json
import subprocess
from collections.abc import Callable
from pathlib import Path

import jsonschema
import pytest
from junitparser import JUnitXml

from auditor.vendors.listfile import load_list
from auditor.vendors.runner import Interrupted, RuleSpec, run_batch
from tests.report.test_html import _chromium, _headless
from tests.vendors.conftest import FIXTURE_RULES, RULES, SAMPLES, Result

LIST = str(SAMPLES / "vendors.yaml")
WAIVED = str(SAMPLES / "vendors-waived.yaml")
SCHEMA = json.loads((Path(__file__).parents[1] / "fixtures" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))


def test_sample_list_fails_because_of_bad_vendors(audit: Callable[..., Result]) -> None:
    r = audit("vendors", LIST, *FIXTURE_RULES, "--jobs", "1")
    assert r.code == 1, r.err
    table = r.out[r.out.index("Vendor  ") :]
    rows = {line.split("  ")[0]: line for line in table.splitlines()[1:9]}
    assert "PASS" in rows["Northwind Compute"]
    assert "FAIL" in rows["Beichen Intelligent Computing (北辰智算)"]
    assert "FAIL" in rows["Lanting GPU Cloud (蓝亭算力)"]
    assert r.out.rstrip().splitlines()[-1].startswith("Verdict: FAIL (fails on high and above) — Beichen")


def test_valid_waiver_makes_it_pass_and_is_shown(audit: Callable[..., Result]) -> None:
    r = audit("vendors", WAIVED, *FIXTURE_RULES, "--today", "2026-11-20")
    assert r.code == 0, r.out + r.err
    assert "WAIVED (4)" in r.out
    assert "approved by li.wei (procurement), PROC-2291, expires 2027-12-31" in r.out
    r = audit("vendors", WAIVED, *FIXTURE_RULES, "--no-waivers")
    assert r.code == 1 and "WAIVED" not in r.out


def test_expired_waiver_fails_again_and_is_reported(audit: Callable[..., Result]) -> None:
    r = audit("vendors", WAIVED, *FIXTURE_RULES, "--today", "2100-01-01")
    assert r.code == 1
    assert "waiver.expired" in r.out and "expired on 2027-12-31; 1 finding(s) it matched count again" in r.out


def test_clock_from_environment(audit: Callable[..., Result], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AUDIT_TODAY", "2100-01-01")
    assert audit("vendors", WAIVED, *FIXTURE_RULES).code == 1
    monkeypatch.setenv("AUDIT_TODAY", "tomorrow")
    r = audit("vendors", WAIVED, *FIXTURE_RULES)
    assert r.code == 2 and "is not a date" in r.err


def test_process_pool_gives_the_same_batch_as_inline() -> None:
    vlist = load_list(SAMPLES / "vendors.yaml")
    rules = RuleSpec(rule_paths=(RULES,), no_default_rules=True)
    inline = run_batch(vlist, rules, jobs=1, today=dt.date(2026, 11, 20))
    pooled = run_batch(vlist, rules, jobs=3, today=dt.date(2026, 11, 20))
    assert pooled.model_dump() == inline.model_dump()
    assert [(r.vendor, r.offer) for r in pooled.runs] == [(j.vendor, j.offer) for j in vlist.jobs]


@pytest.mark.parametrize("jobs", [1, 2])
def test_ctrl_c_says_how_far_it_got(jobs: int) -> None:
    vlist = load_list(SAMPLES / "vendors.yaml")
    rules = RuleSpec(rule_paths=(RULES,), no_default_rules=True)

    def interrupt(done: int, total: int) -> None:
        if done == 2:
            raise KeyboardInterrupt

    with pytest.raises(Interrupted) as err:
        run_batch(vlist, rules, jobs=jobs, today=dt.date(2026, 11, 20), progress=interrupt)
    assert (err.value.done, err.value.total) == (2, 8)
    assert str(err.value) == "interrupted after 2 of 8 offers; no report written"


def test_ctrl_c_leaves_no_report(audit: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(*args: object, **kwargs: object) -> None:
        raise Interrupted(3, 8)

    monkeypatch.setattr("auditor.vendors.runner.stream_batch", interrupted)
    out = tmp_path / "report.sarif"
    r = audit("vendors", LIST, *FIXTURE_RULES, "--format", "sarif", "-o", str(out))
    assert r.code == 130
    assert "audit: interrupted after 3 of 8 offers; no report written" in r.err
    assert list(tmp_path.iterdir()) == []


def test_sarif_file_is_valid_and_written_atomically(audit: Callable[..., Result], tmp_path: Path) -> None:
    out = tmp_path / "ci" / "audit.sarif"
    r = audit("vendors", WAIVED, *FIXTURE_RULES, "--format", "sarif", "-o", str(out), "--today", "2026-11-20")
    assert r.code == 0 and r.out == ""
    assert [p.name for p in out.parent.iterdir()] == ["audit.sarif"]
    log = json.loads(out.read_text(encoding="utf-8"))
    jsonschema.Draft4Validator(SCHEMA).validate(log)
    results = log["runs"][0]["results"]
    assert len(results) == 4
    assert all(r["suppressions"][0]["properties"]["ticket"] == "PROC-2291" for r in results)
    hedged = next(r for r in results if r["ruleId"] == "sla.availability-hedged")
    assert hedged["locations"][0]["physicalLocation"]["region"]["startLine"] == 49


def test_junit_of_the_sample_list(audit: Callable[..., Result], tmp_path: Path) -> None:
    out = tmp_path / "junit.xml"
    assert audit("vendors", LIST, *FIXTURE_RULES, "--format", "junit", "-o", str(out)).code == 1
    suites = list(JUnitXml.fromfile(str(out)))
    assert len(suites) == 8 and all(s.tests == 6 for s in suites)
    # Beichen's four SLA gaps, Lanting's slice, Eastbridge's HDD in the YAML offer and in the PDF quote
    assert sum(s.failures for s in suites) == 7
    assert sum(s.skipped for s in suites) == 5  # the PDF quote states neither sharing nor any SLA clause


def test_baseline_gates_only_on_what_changed(audit: Callable[..., Result], tmp_path: Path) -> None:
    previous = tmp_path / "previous.json"
    assert audit("vendors", LIST, *FIXTURE_RULES, "--format", "json", "-o", str(previous)).code == 1
    r = audit("vendors", LIST, *FIXTURE_RULES, "--baseline", str(previous))
    assert r.code == 0, r.out  # nothing new since the baseline
    assert "Offers that pass (8)" in r.out  # every offer passes: the table alone, no blocks
    assert "Baseline: " in r.out and "0 new, 12 unchanged, 0 updated, 0 absent" in r.out
    sarif = audit("vendors", LIST, *FIXTURE_RULES, "--baseline", str(previous), "--format", "sarif").out
    log = json.loads(sarif)
    jsonschema.Draft4Validator(SCHEMA).validate(log)
    assert {r["baselineState"] for r in log["runs"][0]["results"]} == {"unchanged"}
    # the vendor fixes its contract: the hedged-availability finding is absent from the next run
    data = json.loads(previous.read_text(encoding="utf-8"))
    data["runs"][0]["report"]["findings"].append(dict(data["runs"][2]["report"]["findings"][0]))
    previous.write_text(json.dumps(data), encoding="utf-8")
    r = audit("vendors", LIST, *FIXTURE_RULES, "--baseline", str(previous), "--format", "json")
    batch = json.loads(r.out)
    assert batch["summary"]["baseline_counts"]["absent"] == 1
    assert batch["absent"][0]["vendor"] == "Northwind Compute"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("vendors", "nope.yaml"), "nope.yaml: no such file"),
        (("vendors", LIST, "--baseline", "nope.json"), "nope.json: no such file"),
        (("vendors", LIST, "--no-default-rules", "--rules", "nope.rules"), "nope.rules"),
    ],
)
def test_bad_input_exits_2_with_one_line(audit: Callable[..., Result], args: tuple[str, ...], message: str) -> None:
    r = audit(*args)
    assert r.code == 2
    assert message in r.err and r.err.count("\n") == 1 and "Traceback" not in r.err


def test_bad_offer_in_the_list_exits_2(audit: Callable[..., Result], tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text("vendor: X\ngpu:\n  memory: eighty\n", encoding="utf-8")
    (tmp_path / "v.yaml").write_text("vendors:\n  - name: X\n    offers: [bad.yaml]\n", encoding="utf-8")
    r = audit("vendors", str(tmp_path / "v.yaml"), *FIXTURE_RULES, "--jobs", "2")
    assert r.code == 2 and "bad.yaml:3" in r.err and "Traceback" not in r.err


def test_zh_report(audit: Callable[..., Result]) -> None:
    r = audit("vendors", WAIVED, *FIXTURE_RULES, "--lang", "zh", "--today", "2026-11-20")
    assert "可用性条款只是含糊表述，不是承诺" in r.out and "已豁免" in r.out and "供应商准入审计" in r.out


@pytest.mark.skipif(_chromium() is None, reason="chromium not found on PATH (.ci/run installs Debian's `chromium`)")
def test_chromium_renders_the_sample_list(audit: Callable[..., Result], tmp_path: Path) -> None:
    page = tmp_path / "vendors.html"
    json_out = tmp_path / "vendors.json"
    audit("vendors", LIST, *FIXTURE_RULES, "--format", "html", "-o", str(page))
    audit("vendors", LIST, *FIXTURE_RULES, "--format", "json", "-o", str(json_out))
    browser = _chromium()
    assert browser is not None
    dom = subprocess.run(
        [*_headless(browser, tmp_path, "--dump-dom"), page.as_uri()],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    batch = json.loads(json_out.read_text(encoding="utf-8"))
    titles = {f["title"] for run in batch["runs"] for f in run["report"]["findings"]}
    assert len(batch["runs"]) == 8 and titles
    for title in titles:
        assert title.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") in dom
    for run in batch["runs"]:
        assert run["vendor"].replace("&", "&amp;") in dom


def _shipped_rules() -> bool:
    from auditor.resources import data_dir

    try:
        return any(data_dir("rules").rglob("*.rules"))
    except (FileNotFoundError, OSError):
        return False


@pytest.mark.skipif(not _shipped_rules(), reason="the shipped rule packs (rules/*.rules, issue 5) are not in the tree")
def test_samples_with_shipped_rules(audit: Callable[..., Result]) -> None:
    assert audit("vendors", LIST).code == 1
    r = audit("vendors", WAIVED, "--today", "2026-11-20")
    assert r.code == 0, "samples/waivers.yaml must name the shipped rule that fails Beichen's hedged availability"
    assert "waiver.unused" not in r.out


def test_help_lists_the_commands(audit: Callable[..., Result]) -> None:
    r = audit("--help")
    assert "vendors" in r.out and "diff" in r.out
