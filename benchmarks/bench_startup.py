"""Start-up and single-offer wall time of `audit offer x.yaml`, beside `python -c pass` (the floor).

Run:  .venv/bin/python benchmarks/bench_startup.py [--runs 15]
Target (issue 9): audit offer on a YAML offer ≤ 0.25 s above the interpreter's own start.
Also lists the heavy modules a YAML audit must not import (pdfplumber, report renderers).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"
HEAVY = ("pdfplumber", "pdfminer", "auditor.report.html", "auditor.report.sarif", "auditor.report.junit")


def warm_up(cmd: list[str]) -> None:
    """One run as a user's first: rule trees into the cache and the byte-code of every module it
    imports written (a shell with PYTHONDONTWRITEBYTECODE set would otherwise make each timed run
    compile the auditor's modules from source, which no second run on a user's machine does)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)


def wall(cmd: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    py = sys.executable
    audit = [py, "-m", "auditor", "offer", str(SAMPLE), "--model", "llama3-8b", "--mode", "lora"]
    warm_up(audit)
    rows = [
        ("python -c pass (floor)", wall([py, "-c", "pass"], args.runs)),
        ("audit --help", wall([py, "-m", "auditor", "--help"], args.runs)),
        ("audit offer x.yaml (text)", wall(audit, args.runs)),
        ("audit offer x.yaml --format json", wall([*audit, "--format", "json"], args.runs)),
    ]
    floor = rows[0][1]
    print(f"{'command':40} {'median s':>9} {'above floor':>12}")
    for name, seconds in rows:
        print(f"{name:40} {seconds:9.3f} {seconds - floor:12.3f}")
    code = (
        f"import sys\nsys.argv = ['audit', 'offer', {str(SAMPLE)!r}, '--model', 'llama3-8b', '--mode', 'lora']\n"
        "import auditor.cli\ntry:\n    auditor.cli.main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
        f"heavy = [m for m in {HEAVY!r} if m in sys.modules]\n"
        "print('heavy modules imported by a YAML audit:', heavy or 'none', file=sys.stderr)\n"
    )
    probe = subprocess.run([py, "-c", code], capture_output=True, text=True, check=False)
    print(probe.stderr.strip().splitlines()[-1] if probe.stderr.strip() else "(no import report)")


if __name__ == "__main__":
    main()
