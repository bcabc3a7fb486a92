"""``audit vendors --dask``: a list spread over a Dask cluster the test starts on this machine gives
the report a single run writes, byte for byte, in every format; a cluster running other code is
refused before any offer is sent. Skips, saying why, where the cluster extra is not installed."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

distributed = pytest.importorskip("distributed", reason="the cluster extra (dask[distributed]) is not installed")

ROOT = Path(__file__).resolve().parents[2]
VENDORS = ROOT / "samples" / "vendors.yaml"
WAIVED = ROOT / "samples" / "vendors-waived.yaml"


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    """Two single-threaded worker processes, as a small real cluster has."""
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0",
                                       silence_logs=40)
    try:
        yield cluster.scheduler_address
    finally:
        cluster.close()


def _vendors(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "auditor", "vendors", *args, "--today", "2026-06-01"],
                          capture_output=True, text=True, cwd=ROOT, check=False)


@pytest.mark.parametrize("fmt", ["json", "text", "markdown", "html", "sarif", "junit"])
def test_cluster_report_is_the_single_run_report(scheduler: str, fmt: str) -> None:
    local = _vendors(str(VENDORS), "--format", fmt, "-j", "1")
    remote = _vendors(str(VENDORS), "--format", fmt, "--dask", scheduler)
    assert remote.returncode == local.returncode, remote.stderr
    assert remote.stdout == local.stdout


def test_waivers_are_applied_on_the_workers_as_locally(scheduler: str) -> None:
    local = _vendors(str(WAIVED), "--format", "json", "-j", "2")
    remote = _vendors(str(WAIVED), "--format", "json", "--dask", scheduler)
    assert (remote.returncode, remote.stdout) == (local.returncode, local.stdout)
    assert '"waiver"' in remote.stdout


def test_workers_running_other_code_are_refused(scheduler: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from auditor.errors import UsageError
    from auditor.vendors import cluster
    from auditor.vendors.listfile import load_list
    from auditor.vendors.runner import RuleSpec, Task

    monkeypatch.setattr(cluster, "code_stamp", lambda: "0.0+not-this-code")  # the parent's view only
    vlist = load_list(VENDORS)
    taken: list[object] = []
    with pytest.raises(UsageError, match="run other auditor code"):
        cluster.run_on_dask(vlist.jobs, RuleSpec(), Task("high", "en"), scheduler, taken.append)
    assert taken == []  # refused before any offer was sent


def test_an_unreachable_scheduler_is_one_line() -> None:
    result = _vendors(str(VENDORS), "--dask", "tcp://127.0.0.1:9", "--format", "json")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "cannot reach the scheduler" in result.stderr
