"""A vendor list's report is the same bytes however it is made: the process pool or the inline
loop, whole in memory or streamed (each offer's part rendered where it is audited, spooled on
disk, written head + parts + tail), with or without waivers and a baseline, in every format."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest

from auditor.render import FORMATS, render_batch
from auditor.render.kinds import RenderOptions
from auditor.vendors.listfile import load_list
from auditor.vendors.runner import RuleSpec, run_batch, stream_batch
from auditor.vendors.spool import Spool
from tests.vendors.conftest import RULES, SAMPLES

TODAY = dt.date(2026, 11, 20)
RULESPEC = RuleSpec(rule_paths=(RULES,), no_default_rules=True)


def _whole(list_name: str, fmt: str, jobs: int, baseline: Path | None = None, **options: Any) -> str:
    batch = run_batch(load_list(SAMPLES / list_name), RULESPEC, jobs=jobs, today=TODAY, baseline_path=baseline,
                      lang=str(options.get("lang", "en")))  # the findings' words are the audit's language
    return render_batch(batch, fmt, **options)


def _streamed(list_name: str, fmt: str, jobs: int, baseline: Path | None = None, **options: Any) -> str:
    vlist = load_list(SAMPLES / list_name)
    streamed = stream_batch(vlist, RULESPEC, fmt, RenderOptions(**options), jobs=jobs, today=TODAY,
                            baseline_path=baseline)
    try:
        assert streamed.spool is not None and len(streamed.spool) == len(vlist.jobs)
        assert all(not run.report.findings for run in streamed.batch.runs)  # the parent kept summaries only
        return "".join(streamed.pieces())
    finally:
        streamed.close()


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("list_name", ["vendors.yaml", "vendors-waived.yaml"])
def test_pool_and_inline_paths_render_identically(fmt: str, list_name: str) -> None:
    assert _whole(list_name, fmt, 2) == _whole(list_name, fmt, 1)


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("jobs", [1, 2])
def test_a_streamed_report_is_the_whole_batch_report(fmt: str, jobs: int) -> None:
    assert _streamed("vendors.yaml", fmt, jobs) == _whole("vendors.yaml", fmt, 1)


@pytest.mark.parametrize("fmt", FORMATS)
def test_streamed_with_waivers_and_a_baseline(fmt: str, tmp_path: Path) -> None:
    """Waivers (one used) and a baseline (of the unwaived list: some findings unchanged, others
    absent) are applied where each offer is audited; the usage and the absent ones are summed."""
    baseline = tmp_path / "baseline.json"
    baseline.write_text(_whole("vendors.yaml", "json", 2), encoding="utf-8")
    whole = _whole("vendors-waived.yaml", fmt, 1, baseline, lang="zh", show_passes=True)
    assert _streamed("vendors-waived.yaml", fmt, 2, baseline, lang="zh", show_passes=True) == whole
    if fmt == "text":
        assert "waived" in whole.lower() or "豁免" in whole


def test_sarif_with_unverified_results_streams_the_same() -> None:
    whole = _whole("vendors.yaml", "sarif", 1, sarif_include=("unverified",))
    assert _streamed("vendors.yaml", "sarif", 2, sarif_include=("unverified",)) == whole
    assert '"kind": "review"' in whole


def test_a_spool_reads_back_what_was_appended(tmp_path: Path) -> None:
    spool = Spool(tmp_path)
    values = ["{\n  \"a\": 1\n}", "", "北辰智算 ✓", "x" * 100_000, [("rule", "head", "remedy", "rest")]]
    for value in values:
        spool.append(value)
    assert list(spool) == [values[0], values[1], values[2], values[3], [("rule", "head", "remedy", "rest")]]
    assert list(spool) == list(spool) and len(spool) == 5
    assert list(tmp_path.iterdir()) == []  # anonymous: nothing to leave behind, whatever ends the run
    spool.close()
