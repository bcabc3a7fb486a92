"""Start-up and single-offer wall time of `audit offer x.yaml`, beside `python -c pass` (the floor).

Run:  .venv/bin/python benchmarks/bench_startup.py [--runs 15]
``audit`` is the console script beside the interpreter (``.venv/bin/audit``).
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
HEAVY = ("pdfplumber", "pdfminer", "openpyxl", "docx", "lxml", "auditor.report.html", "auditor.report.sarif",
         "auditor.report.junit")


def audit_command() -> list[str]:
    """``audit`` as a user runs it: the console script installed beside this interpreter (what
    ``pip install`` puts on PATH), else ``python -m auditor``, which adds runpy's few milliseconds."""
    script = Path(sys.executable).with_name("audit")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "auditor"]


def warm_up(cmd: list[str]) -> None:
    """One run as a user's first: rule trees into the cache and the byte-code of every module it
    imports written (a shell with PYTHONDONTWRITEBYTECODE set would otherwise make each timed run
    compile the auditor's modules from source, which no second run on a user's machine does)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)


def above_floor(cmds: list[list[str]], runs: int) -> tuple[float, list[float]]:
    """Median wall time of ``python -c pass`` and, per command, the median of (command − floor)
    measured in the same round. Rounds interleave every command with the floor, so a machine that
    slows down for a while (a shared VM) slows both sides of each difference alike."""
    floor_cmd = [sys.executable, "-c", "pass"]
    floors: list[float] = []
    diffs: list[list[float]] = [[] for _ in cmds]
    for _ in range(runs):
        floor = _time(floor_cmd)
        floors.append(floor)
        for i, cmd in enumerate(cmds):
            diffs[i].append(_time(cmd) - floor)
    return statistics.median(floors), [statistics.median(d) for d in diffs]


def _time(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    py = sys.executable
    audit = [*audit_command(), "offer", str(SAMPLE), "--model", "llama3-8b", "--mode", "lora"]
    warm_up(audit)
    names = ["audit --help", "audit offer x.yaml (text)", "audit offer x.yaml --format json"]
    floor, above = above_floor([[*audit_command(), "--help"], audit, [*audit, "--format", "json"]], args.runs)
    print(f"{'command':40} {'median s':>9} {'above floor':>12}")
    print(f"{'python -c pass (floor)':40} {floor:9.3f} {0:12.3f}")
    for name, seconds in zip(names, above, strict=True):
        print(f"{name:40} {floor + seconds:9.3f} {seconds:12.3f}")
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
