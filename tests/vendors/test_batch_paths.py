"""The process pool and the inline loop give byte-identical reports in every format, and the JSON
fast path (offers serialised where they are audited) writes exactly what the full batch model does."""

from __future__ import annotations

import datetime as dt

import pytest

from auditor.report import FORMATS, render_batch
from auditor.vendors.listfile import load_list
from auditor.vendors.runner import RuleSpec, run_batch
from tests.vendors.conftest import RULES, SAMPLES

TODAY = dt.date(2026, 11, 20)


def _render(list_name: str, fmt: str, jobs: int, *, render_json: bool) -> str:
    vlist = load_list(SAMPLES / list_name)
    rules = RuleSpec(rule_paths=(RULES,), no_default_rules=True)
    batch = run_batch(vlist, rules, jobs=jobs, today=TODAY, render_json=render_json)
    return render_batch(batch, fmt, lang="en", color=False)


@pytest.mark.parametrize("fmt", list(FORMATS))
@pytest.mark.parametrize("list_name", ["vendors.yaml", "vendors-waived.yaml"])
def test_pool_and_inline_paths_render_identically(fmt: str, list_name: str) -> None:
    fast = fmt == "json"
    inline = _render(list_name, fmt, 1, render_json=fast)
    assert _render(list_name, fmt, 2, render_json=fast) == inline


@pytest.mark.parametrize("jobs", [1, 2])
def test_json_fast_path_writes_what_the_batch_model_writes(jobs: int) -> None:
    vlist = load_list(SAMPLES / "vendors.yaml")
    rules = RuleSpec(rule_paths=(RULES,), no_default_rules=True)
    fast = run_batch(vlist, rules, jobs=jobs, today=TODAY, render_json=True)
    assert fast.json_runs is not None  # no waivers, no baseline: the fast path was taken
    full = run_batch(vlist, rules, jobs=jobs, today=TODAY)
    assert full.json_runs is None
    assert render_batch(fast, "json") == render_batch(full, "json")
    assert fast.summary == full.summary


def test_waivers_keep_whole_reports() -> None:
    vlist = load_list(SAMPLES / "vendors-waived.yaml")
    rules = RuleSpec(rule_paths=(RULES,), no_default_rules=True)
    batch = run_batch(vlist, rules, jobs=1, today=TODAY, render_json=True)
    assert batch.json_runs is None and any(f.waiver for r in batch.runs for f in r.report.findings)


@pytest.mark.parametrize("jobs", [1, 2])
def test_json_runs_are_spooled_to_disk_and_streamed_in_list_order(jobs: int) -> None:
    from auditor.report import stream_batch
    from auditor.report.batch import RunSpool

    vlist = load_list(SAMPLES / "vendors.yaml")
    rules = RuleSpec(rule_paths=(RULES,), no_default_rules=True)
    fast = run_batch(vlist, rules, jobs=jobs, today=TODAY, render_json=True)
    assert isinstance(fast.json_runs, RunSpool) and len(fast.json_runs) == len(vlist.jobs)
    pieces = list(stream_batch(fast, "json"))
    assert len(pieces) == len(vlist.jobs) + 2  # head, one piece per offer, tail: never the whole report
    full = run_batch(vlist, rules, jobs=jobs, today=TODAY)
    assert "".join(pieces) == render_batch(full, "json")


def test_a_spool_reads_back_what_was_appended() -> None:
    from auditor.report.batch import RunSpool

    spool = RunSpool()
    texts = ["{\n  \"a\": 1\n}", "", "北辰智算 ✓", "x" * 100_000]
    for text in texts:
        spool.append(text)
    assert list(spool) == texts and spool[-1] == texts[-1] and spool[1:3] == texts[1:3] and len(spool) == 4
