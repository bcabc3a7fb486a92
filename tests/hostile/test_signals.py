"""SIGTERM and SIGINT stop a parallel batch: the pool and its workers end, exit 143/130, no report.

Before: SIGTERM mid-batch killed the parent and left the worker processes running (orphans).
The batch is real: a vendor list of many PDF offers read without the cache, so it is still
running when the signal arrives.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
PDF = ROOT / "samples" / "quotes" / "honest-h100-contract-en.pdf"

pytestmark = pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")


def _children(pid: int) -> set[int]:
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").glob("*/children"):
        found.update(int(c) for c in task.read_text().split())
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


@pytest.mark.parametrize(("signum", "code"), [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_signal_stops_pool_and_workers(tmp_path: Path, signum: int, code: int) -> None:
    offers = []
    for i in range(40):
        shutil.copy(PDF, tmp_path / f"o{i}.pdf")
        offers.append(f"o{i}.pdf")
    listing = tmp_path / "vendors.yaml"
    listing.write_text(yaml.safe_dump({"target": {"model": "llama3-8b", "mode": "lora"},
                                       "vendors": [{"name": "A", "offers": offers}]}), encoding="utf-8")
    out = tmp_path / "report.json"
    env = {**os.environ, "AUDIT_NO_CACHE": "1"}
    proc = subprocess.Popen([sys.executable, "-m", "auditor", "vendors", str(listing), "--jobs", "2",
                             "--format", "json", "-o", str(out)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    workers: set[int] = set()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(workers) < 2 and proc.poll() is None:
        workers |= _children(proc.pid)
        time.sleep(0.1)
    assert workers, "the batch should have started its workers"
    time.sleep(1.0)  # mid-batch
    proc.send_signal(signum)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == code, (proc.returncode, err)
    assert err.strip().splitlines() == [err.strip()] and "no report written" in err, err  # one line only
    assert "Traceback" not in err and "Exception ignored" not in err, err
    assert not out.exists(), "an interrupted batch must leave no report"
    time.sleep(5)
    assert not [w for w in workers if _alive(w)], "worker processes outlived the batch"
