"""Every probe kind's parser at 5 and 50 MB (500 MB with ``--big``) beside a plain-loop floor run on
the same file, each case in its own child process, and what a 500 MB file of each kind gets from
``audit probe``.

Run:  .venv/bin/python benchmarks/bench_probe_scale.py [--kinds nccl,topo] [--mb 5,50] [--big]

Targets (issue 21): each parser within ``TIME_TARGET`` times its floor in CPU seconds, and memory
bounded by the figures kept, not by the log: the parser's peak RSS above the floor's may not grow
with the log (``extra`` at 50 MB no more than ``EXTRA_GROWTH`` times the extra at 5 MB, or within
``EXTRA_SLACK_MB``). A 500 MB file of any kind: a clean report or a one-line limit error (exit 2,
file named), never a traceback.

The floor reads the file as ``audit probe`` does (bytes, decoded once to text), splits it into
lines and tokens and converts the tokens that start with a digit with ``float``: the least any
reader of these texts must do, and its RSS is the text itself held in memory. The parser child
reads the same file the same way and calls the kind's ``parse``. Both sides are timed in CPU
seconds (``time.process_time``, reading included), so a busy shared host moves them alike; peak
RSS is ``VmHWM`` of each child. Inputs are grown from real captures as ``bench_probes.grow``
does (the span of lines the parser takes facts from, repeated) and written once per case.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
TIME_TARGET = 5.0
"""Parser CPU seconds ÷ floor CPU seconds on the same file."""
EXTRA_GROWTH = 2.0
EXTRA_SLACK_MB = 40.0
"""RSS above the floor's may grow from 5 to 50 MB by at most this factor, or by this many MB."""


def read(path: str) -> str:
    """The file's text as ``audit probe`` reads it (``bundle.decode``, imported lazily: the floor
    child must not pay for the auditor's imports)."""
    data = Path(path).read_bytes()
    return data.decode("utf-8-sig", errors="replace")


def floor(text: str) -> int:
    """Lines split, tokens split, numeric tokens converted: the least a probe reader does."""
    seen = 0
    for line in text.split("\n"):
        for token in line.split():
            if token[0].isdigit():
                try:
                    float(token)
                    seen += 1
                except ValueError:
                    pass
    return seen


def peak_rss_mb() -> float:
    """This process's peak RSS (``VmHWM``): ``ru_maxrss`` would carry the parent's peak over ``exec``."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child(kind: str, path: str) -> dict[str, float | str]:
    """One case: read ``path`` and run the floor (``kind`` is ``floor``) or the kind's parser."""
    parse = None
    if kind != "floor":
        from auditor.errors import InputError
        from auditor.probes.registry import specs

        parse = next(s for s in specs() if s.kind == kind).parse
    base = peak_rss_mb()
    start = time.process_time()
    text = read(path)
    note = ""
    if parse is None:
        floor(text)
    else:
        try:
            result = parse(text, "bench")
            note = "; ".join(w for w in result.warnings if not w.startswith("line "))[:70]
        except InputError as exc:
            note = f"error: {exc}"[:70]
    took = time.process_time() - start
    return {"cpu_s": took, "rss_mb": peak_rss_mb(),
            "base_mb": base, "note": note}


def run_child(kind: str, path: Path) -> dict[str, float | str] | str:
    proc = subprocess.run([sys.executable, __file__, "--child", kind, str(path)], capture_output=True,
                          text=True, check=False, env={**os.environ, "PYTHONHASHSEED": "0"})
    if proc.returncode:
        return (proc.stderr.strip().splitlines() or [f"exit {proc.returncode}"])[-1][:90]
    return json.loads(proc.stdout)


def audit_probe(path: Path) -> str:
    """``audit probe`` on ``path``: its exit code and first line, and whether a traceback was printed."""
    audit = Path(sys.executable).with_name("audit")
    cmd = [str(audit)] if audit.is_file() else [sys.executable, "-m", "auditor"]
    proc = subprocess.run([*cmd, "probe", str(path)], capture_output=True, text=True, check=False)
    lines = (proc.stderr or proc.stdout).strip().splitlines()
    shown = lines[0].replace(str(path.parent) + os.sep, "") if lines else "(nothing printed)"
    bad = "Traceback" in proc.stderr or "MemoryError" in proc.stderr
    return f"exit {proc.returncode}, {len(lines)} line(s){', TRACEBACK' if bad else ''}: {shown[:110]}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kinds", default="", help="comma-separated kinds (default: every kind of the registry)")
    ap.add_argument("--mb", default="5,50")
    ap.add_argument("--big", action="store_true", help="also parse 500 MB of each kind (minutes per kind)")
    ap.add_argument("--no-cli", action="store_true", help="skip the 500 MB audit probe check")
    ap.add_argument("--child", nargs=2, metavar=("KIND", "FILE"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(*args.child)))
        return
    sys.path.insert(0, str(HERE))
    from bench_probes import corpus, grow

    from auditor.probes.registry import specs

    texts = corpus()
    chosen = [s for s in specs() if s.kind in texts and (not args.kinds or s.kind in args.kinds.split(","))]
    sizes = [int(m) for m in args.mb.split(",")] + ([500] if args.big else [])
    print(f"{'kind':<17}{'MB':>5}{'floor s':>9}{'parse s':>9}{'x floor':>9}{'floor RSS':>11}{'RSS':>9}"
          f"{'extra':>8}  note")
    misses: list[str] = []
    cli: list[tuple[str, str]] = []
    limited = 0
    with tempfile.TemporaryDirectory() as tmp:
        for spec in chosen:
            extra: dict[int, float] = {}
            for mb in sizes:
                path = Path(tmp) / f"{spec.kind}-{mb}mb.txt"
                try:
                    path.write_text(grow(spec, texts[spec.kind], mb * 10**6), encoding="utf-8")
                except ValueError:  # only JSON captures of this kind (json is C and linear)
                    print(f"{spec.kind:<17}{mb:>5}  no text capture to grow")
                    break
                fl, pa = run_child("floor", path), run_child(spec.kind, path)
                size = path.stat().st_size / 1e6
                path.unlink()
                if isinstance(fl, str) or isinstance(pa, str):
                    print(f"{spec.kind:<17}{size:>5.0f}  failed: {pa if isinstance(pa, str) else fl}")
                    misses.append(f"{spec.kind} {mb} MB failed")
                    continue
                ratio = float(pa["cpu_s"]) / max(float(fl["cpu_s"]), 1e-6)
                extra[mb] = float(pa["rss_mb"]) - float(fl["rss_mb"])
                print(f"{spec.kind:<17}{size:>5.0f}{fl['cpu_s']:>9.2f}{pa['cpu_s']:>9.2f}{ratio:>8.1f}x"
                      f"{fl['rss_mb']:>8.0f} MB{pa['rss_mb']:>6.0f} MB{extra[mb]:>5.0f} MB  {pa['note']}")
                limited += str(pa["note"]).startswith("error:")
                if ratio > TIME_TARGET:
                    misses.append(f"{spec.kind} {mb} MB: {ratio:.1f}x the floor's CPU time "
                                  f"(target ≤ {TIME_TARGET:.0f}x)")
            small, big = extra.get(min(sizes)), extra.get(max(sizes))
            if small is not None and big is not None and big > max(EXTRA_GROWTH * max(small, 1.0),
                                                                   small + EXTRA_SLACK_MB):
                misses.append(f"{spec.kind}: RSS above the floor grows with the log ({small:.0f} MB at "
                              f"{min(sizes)} MB, {big:.0f} MB at {max(sizes)} MB)")
            if not args.no_cli and extra:
                path = Path(tmp) / f"{spec.kind}-500mb.log"
                block = grow(spec, texts[spec.kind], 50 * 10**6)
                with path.open("w", encoding="utf-8") as out:
                    for _ in range(10):
                        out.write(block)
                cli.append((spec.kind, audit_probe(path)))
                path.unlink()
                if not cli[-1][1].startswith(("exit 0,", "exit 2,")) or "TRACEBACK" in cli[-1][1]:
                    misses.append(f"{spec.kind}: audit probe on 500 MB: {cli[-1][1]}")
    for kind, line in cli:
        print(f"audit probe, 500 MB {kind} file: {line}")
    if limited:
        print(f"{limited} case(s) stopped at a parser limit with a one-line error (note column): the time and "
              "RSS are up to that line")
    print("\n".join(["targets missed:", *(f"- {m}" for m in misses)]) if misses else
          f"targets met: every kind within {TIME_TARGET:.0f}x its floor, RSS above the floor not growing with "
          "the log" + (", every 500 MB file a clean report or a one-line error" if cli else ""))


if __name__ == "__main__":
    main()
