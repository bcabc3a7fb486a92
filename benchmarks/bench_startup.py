"""Start-up and single-offer wall time of `audit offer x.yaml`, beside two floors measured in the
same rounds: `python -c pass`, and the dependency floor (importing click, PyYAML and pydantic and
building one model, which any CLI on these libraries pays).

Run:  .venv/bin/python benchmarks/bench_startup.py [--runs 15] [--instructions] [--baseline REV]
``audit`` is the console script beside the interpreter (``.venv/bin/audit``).

Target (issue 21), independent of how fast the host is: the YAML audit's time above
``python -c pass`` at most ``TARGET_RATIO`` times the dependency floor's time above it. With
``--instructions`` (valgrind present) the same ratio in instructions (callgrind), which a busy
shared host does not move. Also lists the heavy modules a YAML audit must not import, and the
auditor modules whose import cost most in this run (``python -X importtime``).

``--baseline REV`` is issue 19's paired check, "start-up no slower than before the change": the
tree at ``REV`` (``git archive``, into a temporary folder, run with ``PYTHONPATH``; the working
tree is not touched) and this tree run ``python -m auditor offer …`` under callgrind, alternately,
each with its own warmed cache, and the difference is judged against ``PAIRED_TOLERANCE``.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"
HEAVY = ("pdfplumber", "pdfminer", "openpyxl", "docx", "lxml", "auditor.render.html.report",
         "auditor.render.sarif.report", "auditor.render.junit.report", "distributed")
DEPENDENCY_FLOOR = ("import click, yaml, pydantic\n"
                    "class Offer(pydantic.BaseModel):\n    vendor: str\n    gpus: int = 0\n"
                    "Offer(vendor='x', gpus=8)\n")
"""What every start-up on the chosen libraries costs before any auditor code runs."""
TARGET_RATIO = 2.0
"""YAML audit above ``python -c pass`` ÷ the dependency floor above it (see the module doc)."""
PAIRED_TOLERANCE = 0.001
"""``--baseline``: instructions may exceed the baseline's by this fraction (callgrind counts of one
build under ``PYTHONHASHSEED=0`` repeat to about 0.001 %)."""
AUDIT_ARGS = ["offer", str(SAMPLE.relative_to(ROOT)), "--model", "llama3-8b", "--mode", "lora"]


def audit_command() -> list[str]:
    """``audit`` as a user runs it: the console script installed beside this interpreter (what
    ``pip install`` puts on PATH), else ``python -m auditor``, which adds runpy's few milliseconds."""
    script = Path(sys.executable).with_name("audit")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "auditor"]


def warm_up(cmd: list[str]) -> None:
    """One run as a user's first: the rules-verified marker into the cache and the byte-code of every module it
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


def instructions(cmd: list[str], env: dict[str, str] | None = None, cwd: Path | None = None) -> int | None:
    """Instructions a command executes (callgrind), or None without valgrind."""
    if shutil.which("valgrind") is None:
        return None
    env = {**(os.environ if env is None else env), "PYTHONHASHSEED": "0"}
    proc = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *cmd],
                          capture_output=True, text=True, env=env, cwd=cwd, check=False)
    found = re.search(r"Collected\s*:\s*(\d+)", proc.stderr)
    return int(found.group(1)) if found else None


def costliest_modules(top: int = 6) -> list[tuple[str, int]]:
    """The auditor modules whose own import took longest in one YAML audit (``-X importtime``, µs)."""
    proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "auditor", *AUDIT_ARGS], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    own: list[tuple[str, int]] = []
    for line in proc.stderr.splitlines():
        parts = line.removeprefix("import time:").split("|")
        if len(parts) == 3 and parts[0].strip().isdigit() and parts[2].strip().startswith("auditor"):
            own.append((parts[2].strip(), int(parts[0])))
    return sorted(own, key=lambda m: -m[1])[:top]


def paired(rev: str, rounds: int = 2) -> tuple[int, int]:
    """(baseline, this tree) instructions of ``python -m auditor offer …``, alternated ``rounds`` times,
    the least of each (a count only grows with noise). Each tree gets its own warmed cache."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "baseline"
        base.mkdir()
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(base)], input=archive, check=True)
        trees = {"baseline": base, "this": ROOT}
        envs = {}
        for name, tree in trees.items():
            env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
            envs[name] = {**env, "PYTHONPATH": str(tree), "XDG_CACHE_HOME": str(Path(tmp) / f"cache-{name}")}
            for _ in range(2):  # byte-code and the rules-verified marker written
                subprocess.run([sys.executable, "-m", "auditor", *AUDIT_ARGS], cwd=tree, env=envs[name],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        counts: dict[str, list[int]] = {"baseline": [], "this": []}
        for _ in range(rounds):
            for name, tree in trees.items():
                n = instructions([sys.executable, "-m", "auditor", *AUDIT_ARGS], env=envs[name], cwd=tree)
                if n is None:
                    raise SystemExit("valgrind not found or failed: the paired check needs callgrind")
                counts[name].append(n)
    return min(counts["baseline"]), min(counts["this"])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--instructions", action="store_true", help="also count instructions (valgrind)")
    parser.add_argument("--baseline", metavar="REV", help="paired instruction count against the tree at REV")
    args = parser.parse_args()
    py = sys.executable
    audit = [*audit_command(), "offer", str(SAMPLE), "--model", "llama3-8b", "--mode", "lora"]
    warm_up(audit)
    deps = [py, "-c", DEPENDENCY_FLOOR]
    names = ["dependency floor (click, yaml, pydantic + 1 model)", "audit --help", "audit offer x.yaml (text)",
             "audit offer x.yaml --format json"]
    floor, above = above_floor([deps, [*audit_command(), "--help"], audit, [*audit, "--format", "json"]],
                               args.runs)
    print(f"{'command':52} {'median s':>9} {'above floor':>12}")
    print(f"{'python -c pass (floor)':52} {floor:9.3f} {0:12.3f}")
    for name, seconds in zip(names, above, strict=True):
        print(f"{name:52} {floor + seconds:9.3f} {seconds:12.3f}")
    ratio = above[2] / above[0] if above[0] > 0 else float("inf")
    verdict = "meets" if ratio <= TARGET_RATIO else "misses"
    print(f"start-up ratio (audit offer x.yaml ÷ dependency floor, both above python -c pass): {ratio:.2f}x "
          f"— {verdict} the target ≤ {TARGET_RATIO:.1f}x")
    print(f"  note: the dependency floor is {above[0] * 1000:.0f} ms above python -c pass; the auditor's own "
          f"modules, rule compilation, audit and report add {max(above[2] - above[0], 0) * 1000:.0f} ms to it; "
          f"the target allows {above[0] * (TARGET_RATIO - 1) * 1000:.0f} ms")
    if args.instructions:
        counts = [instructions(c) for c in ([py, "-c", "pass"], deps, audit)]
        if None in counts:
            print("instructions: valgrind not found or failed; ratio in wall time only")
        else:
            base, dep, aud = (c or 0 for c in counts)
            iratio = (aud - base) / (dep - base)
            print(f"instructions: python -c pass {base / 1e6:,.0f} M, dependency floor {dep / 1e6:,.0f} M, "
                  f"audit offer x.yaml {aud / 1e6:,.0f} M; ratio above pass {iratio:.2f}x — "
                  f"{'meets' if iratio <= TARGET_RATIO else 'misses'} the target ≤ {TARGET_RATIO:.1f}x")
            print(f"  note: at the target the audit could run {(base + TARGET_RATIO * (dep - base)) / 1e6:,.0f} M; "
                  f"it is {abs(aud - base - TARGET_RATIO * (dep - base)) / 1e6:,.0f} M "
                  f"{'under' if iratio <= TARGET_RATIO else 'over'}")
    costly = costliest_modules()
    if costly:
        print("auditor modules whose own import cost most in this run: "
              + ", ".join(f"{name} {us / 1000:.1f} ms" for name, us in costly))
    if args.baseline:
        before, now = paired(args.baseline)
        change = now / before - 1
        print(f"paired instructions, python -m auditor {' '.join(AUDIT_ARGS)}: {args.baseline} {before / 1e6:,.1f} M, "
              f"this tree {now / 1e6:,.1f} M ({change:+.2%}) — "
              f"{'no slower' if change <= PAIRED_TOLERANCE else 'slower'} than the baseline "
              f"(tolerance {PAIRED_TOLERANCE:.1%})")
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
