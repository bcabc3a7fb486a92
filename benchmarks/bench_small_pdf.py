"""A small PDF audited, whole command, beside the floor: pdfplumber reading the same file's text and tables.

Target (issue 21): ``audit offer FILE.pdf`` with an empty document cache within 1.5x of
``python -c 'import pdfplumber; …'`` extracting every page's text and tables, both as whole
commands (interpreter start, imports, the work). The audit also loads the rules, reads the
clauses, sizes a job and renders a report; the floor does only what any PDF tool must.

Both run interleaved, ``--rounds`` times each; the figure is the ratio of the medians. On a shared
machine wall times drift between runs, so ``--instructions`` also counts instructions under
valgrind (callgrind), the stable measure to compare two builds. Run:

    .venv/bin/python benchmarks/bench_small_pdf.py [--rounds 7] [--phases] [--resident] [--instructions]
        [--baseline REV] [FILE.pdf ...]

``--resident`` times each document inside one process that stays up (a program on ``auditor.api``, a
batch worker): start-up is paid once there, so the per-document ratio is the reading's own cost.
``--phases`` prints the CPU time of each step of one audit in a fresh process (imports, rules, the
PDF layer, the grammar tables, the reading, the audit, the report): where the ratio comes from.
``--baseline REV`` compares this tree with the tree at REV (``git archive`` into a temporary
folder; or REV is a folder holding a tree; each run with ``PYTHONPATH`` and its own warmed
cache): instructions of ``python -m auditor offer FILE …`` under callgrind as a ratio to the
floor's, and the CPU phases of each.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = Path(sys.executable)
AUDIT = PYTHON.with_name("audit")
DEFAULT_FILES = (ROOT / "samples" / "quotes" / "honest-h100-contract-en.pdf",
                 ROOT / "samples" / "quotes" / "honest-h100-quote-zh.pdf")
TARGET = 1.5
FLOOR = ("import sys, pdfplumber\n"
         "with pdfplumber.open(sys.argv[1]) as pdf:\n"
         "    for page in pdf.pages:\n"
         "        page.extract_text(); page.extract_tables()\n")


def audit_args(pdf: Path) -> list[str]:
    return ["offer", str(pdf), "--model", "llama3-8b", "--mode", "lora", "--no-cache", "--format", "json"]


def commands(pdf: Path) -> dict[str, list[str]]:
    return {"pdfplumber": [str(PYTHON), "-c", FLOOR, str(pdf)], "audit": [str(AUDIT), *audit_args(pdf)]}


PHASES = """
import os, sys, time
from pathlib import Path
last = [time.process_time()]
def lap(name):
    now = time.process_time()
    print(f"{name}\t{now - last[0]:.3f}")
    last[0] = now
try:  # as auditor.cli.main does: the patterns kept from the last run (a --baseline tree may predate them)
    from auditor.infra import regex_cache
    regex_cache.install()
except ImportError:
    pass
import auditor.cli
from auditor.pipeline import AuditInput, audit_offer, make_target
lap("import the command line and the pipeline")
from auditor.dsl.loader import load_ruleset
rules = load_ruleset((), False, None, ())
lap("load the shipped rules (cached trees)")
import pdfplumber
lap("import pdfplumber")
from auditor.ingest.document import read_document
doc = read_document(Path(sys.argv[1]))
lap("PDF layer: characters, lines, tables, hidden text")
from auditor.ingest.spec_line_tables import parser as _parser
_parser()
lap("spec-line grammar tables (cached JSON)")
from auditor.ingest.pdf_offer import offer_from_document
offer = offer_from_document(doc)
lap("reading: statements, candidates, clauses")
result = audit_offer(AuditInput(documents=[], target=make_target("llama3-8b", "lora", None, None)), rules, offer)
lap("audit: facts, sizing, rules, report")
from auditor.render import render
render(result.report, "json")
lap("render JSON")
"""


RESIDENT = """
import statistics, sys, time
import pdfplumber
from auditor import api
pdf, rounds = sys.argv[1], int(sys.argv[2])
rules, job = api.Rules(), api.Job("llama3-8b", mode="lora")
def floor():
    with pdfplumber.open(pdf) as doc:
        for page in doc.pages:
            page.extract_text(); page.extract_tables()
def audit():
    api.render(api.audit([pdf], rules=rules, job=job), "json")
times = {"floor": [], "audit": []}
for run in range(rounds + 1):  # the first round warms both up and is not counted
    for name, work in (("floor", floor), ("audit", audit)):
        start = time.process_time()
        work()
        if run:
            times[name].append(time.process_time() - start)
print(statistics.median(times["floor"]), statistics.median(times["audit"]))
"""
"""One resident process (a program using ``auditor.api``, a batch worker): per document, pdfplumber's text
and tables beside a whole audit rendered as JSON, the document cache off, CPU medians, interleaved."""


def resident(pdf: Path, rounds: int, env: dict[str, str]) -> tuple[float, float]:
    done = subprocess.run([str(PYTHON), "-c", RESIDENT, str(pdf), str(rounds)], capture_output=True, text=True,
                          check=True, env={**env, "AUDIT_NO_CACHE": "1"}, cwd=ROOT)
    floor, audit = done.stdout.split()
    return float(floor), float(audit)


def phases(pdf: Path, env: dict[str, str], tree: Path = ROOT) -> list[tuple[str, float]]:
    """CPU seconds of each step of one audit, in a fresh child (process_time: a busy host moves it less)."""
    done = subprocess.run([str(PYTHON), "-c", PHASES, str(pdf)], capture_output=True, text=True, check=True,
                          env={**env, "AUDIT_NO_CACHE": "1"}, cwd=tree)
    return [(name, float(cpu)) for name, cpu in (line.split("\t") for line in done.stdout.splitlines())]


def wall(argv: list[str], env: dict[str, str], tree: Path = ROOT) -> float:
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False, cwd=tree)
    return time.perf_counter() - start


def instructions(argv: list[str], env: dict[str, str], tree: Path = ROOT) -> int | None:
    """Instructions of one run in ``tree`` (the working folder: ``-c`` and ``-m`` import from it first)."""
    if shutil.which("valgrind") is None:
        return None
    # valgrind runs ~50x slower: the PDF time budget (auditor.infra.limits) would cut the read short
    slow = {**env, "AUDIT_MAX_PDF_SECONDS": "3600", "AUDIT_MAX_PDF_PAGE_SECONDS": "3600"}
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *argv],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=slow, check=False,
                          cwd=tree)
    found = re.search(r"Collected\s*:\s*([\d,]+)", done.stderr)
    if done.returncode not in (0, 1) or not found:  # 0 pass, 1 fail: a report was written
        sys.exit(f"{argv[0]} under valgrind: exit {done.returncode}")
    return int(found.group(1).replace(",", ""))


def compare(rev: str, files: list[Path], env: dict[str, str]) -> None:
    """``--baseline``: the tree at ``rev`` and this one, each audit beside the floor in instructions,
    and the CPU phases side by side."""
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(rev) if Path(rev).is_dir() else Path(tmp) / "baseline"
        if not Path(rev).is_dir():
            base.mkdir()
            archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], capture_output=True, check=True).stdout
            subprocess.run(["tar", "-x", "-C", str(base)], input=archive, check=True)
        trees = {rev: base, "this tree": ROOT}
        envs = {name: {**env, "PYTHONPATH": str(tree), "XDG_CACHE_HOME": str(Path(tmp) / f"cache-{i}")}
                for i, (name, tree) in enumerate(trees.items())}
        for pdf in files:
            argv = [str(PYTHON), "-m", "auditor", *audit_args(pdf)]
            for name, tree in trees.items():
                wall(argv, envs[name], tree)  # warm-up: the tree's byte-code and shipped caches
            floor = instructions(commands(pdf)["pdfplumber"], env)
            print(f"{pdf.name}: floor (pdfplumber text+tables) {floor / 1e6 if floor else 0:,.0f}M instructions")
            cpu = {name: phases(pdf, envs[name], tree) for name, tree in trees.items()}
            for name, tree in trees.items():
                count = instructions(argv, envs[name], tree)
                if count and floor:
                    print(f"  {name:<12} python -m auditor offer: {count / 1e6:,.0f}M instructions, "
                          f"{count / floor:.2f}x the floor")
            print(f"  {'CPU s':>7} {'CPU s':>7}  ({rev}, this tree)")
            for (step, before), (_, now) in zip(cpu[rev], cpu["this tree"], strict=True):
                print(f"  {before:>7.3f} {now:>7.3f}  {step}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, default=list(DEFAULT_FILES))
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--instructions", action="store_true", help="also count instructions (valgrind)")
    parser.add_argument("--phases", action="store_true", help="also print the CPU time of each step of the audit")
    parser.add_argument("--resident", action="store_true",
                        help="also time each document in one resident process (auditor.api), beside pdfplumber")
    parser.add_argument("--baseline", metavar="REV",
                        help="compare with the tree at REV or in a folder: instructions, phases")
    args = parser.parse_args()
    args.files = [f.resolve() for f in args.files]  # the runs work in the tree they measure
    import os

    with tempfile.TemporaryDirectory() as cache:
        # a private cache: the rule trees and catalogue are built once (warm-up), as on any second run
        # and byte-code written by the warm-up, as every run after a user's first has it: a shell with
        # PYTHONDONTWRITEBYTECODE set would make each timed audit compile its modules from source (~0.08 s)
        env = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
               "XDG_CACHE_HOME": cache, "PYTHONHASHSEED": "0"}
        if args.baseline:
            compare(args.baseline, args.files, env)
            return
        print(f"{'file':<34} {'pages':>5} {'pdfplumber':>11} {'audit':>8} {'ratio':>6}  target ≤ {TARGET}x")
        for pdf in args.files:
            import pdfplumber

            with pdfplumber.open(pdf) as doc:
                pages = len(doc.pages)
            argvs = commands(pdf)
            for argv in argvs.values():  # warm-up: byte-code written, shipped caches filled
                wall(argv, env)
            times: dict[str, list[float]] = {name: [] for name in argvs}
            for _ in range(args.rounds):
                for name, argv in argvs.items():
                    times[name].append(wall(argv, env))
            floor, audit = (statistics.median(times[n]) for n in ("pdfplumber", "audit"))
            ratio = audit / floor
            print(f"{pdf.name:<34} {pages:>5} {floor:>10.3f}s {audit:>7.3f}s {ratio:>5.2f}x  "
                  f"{'met' if ratio <= TARGET else 'MISSED'} (median of {args.rounds}, interleaved)")
            if args.phases:
                for name, cpu in phases(pdf, env):
                    print(f"{'':<34} {cpu:>7.3f}s CPU  {name}")
            if args.resident:
                floor_cpu, audit_cpu = resident(pdf, args.rounds, env)
                print(f"{'':<34} {'':>5} {floor_cpu:>10.3f}s {audit_cpu:>7.3f}s {audit_cpu / floor_cpu:>5.2f}x  "
                      f"CPU per document in one resident process (auditor.api), median of {args.rounds}")
            if args.instructions:
                counts = {name: instructions(argv, env) for name, argv in argvs.items()}
                if None not in counts.values():
                    f, a = counts["pdfplumber"] or 1, counts["audit"] or 0
                    print(f"{'':<34} {'':>5} {f / 1e6:>9,.0f}M {a / 1e6:>6,.0f}M {a / f:>5.2f}x  instructions")


if __name__ == "__main__":
    main()
