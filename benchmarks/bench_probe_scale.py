"""Probe parsers at 5 and 50 MB beside a plain-loop floor in the same child process, peak RSS, and
what a 500 MB log gets from ``audit probe``.

Run:  .venv/bin/python benchmarks/bench_probe_scale.py [--kinds nccl,topo] [--mb 5,50]

Targets (issue 21): a 50 MB nccl-tests log within 5x the floor and under 300 MB peak RSS; a 500 MB
log a clean report or a one-line limit error, never a traceback.

The floor is what any reader of the text must do: split it into lines, split each line into
tokens and convert the numeric tokens with ``float``. Each (kind, size) runs in its own child so
its peak RSS (``ru_maxrss``, the grown text itself included) is its own. Inputs are grown from real
captures the way ``bench_probes.grow`` does (the span of lines the parser takes facts from,
repeated).
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


def one(kind: str, mb: int) -> dict[str, float]:
    """Child side: grow the input, time the floor and the parser (CPU seconds), report peak RSS."""
    import resource

    sys.path.insert(0, str(HERE))
    from bench_probes import corpus, grow

    from auditor.probes.registry import specs

    spec = next(s for s in specs() if s.kind == kind)
    text = grow(spec, corpus()[kind], mb * 10**6)
    start = time.process_time()
    floor(text)
    floor_s = time.process_time() - start
    start = time.process_time()
    spec.parse(text, "bench")
    parse_s = time.process_time() - start
    return {"mb": len(text) / 1e6, "floor_s": floor_s, "parse_s": parse_s,
            "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def five_hundred() -> str:
    """``audit probe`` on a 500 MB nccl log: its exit code and the first line it prints."""
    fixture = ROOT / "tests" / "fixtures" / "probes" / "nccl-8xH100-allreduce-300GBps.txt"
    block = fixture.read_text(encoding="utf-8")
    audit = Path(sys.executable).with_name("audit")
    cmd = [str(audit)] if audit.is_file() else [sys.executable, "-m", "auditor"]
    with tempfile.TemporaryDirectory() as tmp:
        big = Path(tmp) / "nccl-500mb.log"
        with big.open("w", encoding="utf-8") as out:
            for _ in range(500 * 10**6 // len(block)):
                out.write(block)
        proc = subprocess.run([*cmd, "probe", str(big)], capture_output=True, text=True, check=False)
    first = (proc.stderr or proc.stdout).strip().splitlines()
    shown = first[0].replace(str(big), "nccl-500mb.log") if first else "(nothing printed)"
    traceback = "Traceback" in proc.stderr
    return f"exit {proc.returncode}, {len(first)} line(s){', TRACEBACK' if traceback else ''}: {shown}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kinds", default="nccl,topo,nvidia-smi,nvlink,fio,iperf3,train")
    ap.add_argument("--mb", default="5,50")
    ap.add_argument("--one", nargs=2, metavar=("KIND", "MB"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(one(args.one[0], int(args.one[1]))))
        return
    from auditor.probes.registry import specs

    known = {s.kind for s in specs()}
    print(f"{'parser':<14}{'MB':>6}{'floor s':>9}{'parse s':>9}{'x floor':>9}{'peak RSS':>10}")
    for kind in [k for k in args.kinds.split(",") if k in known]:
        for mb in (int(m) for m in args.mb.split(",")):
            proc = subprocess.run([sys.executable, __file__, "--one", kind, str(mb)], capture_output=True,
                                  text=True, check=False, env={**os.environ, "PYTHONHASHSEED": "0"})
            if proc.returncode:
                print(f"{kind:<14}{mb:>6}  failed: {proc.stderr.strip().splitlines()[-1:]}")
                continue
            r = json.loads(proc.stdout)
            print(f"{kind:<14}{r['mb']:>6.0f}{r['floor_s']:>9.2f}{r['parse_s']:>9.2f}"
                  f"{r['parse_s'] / r['floor_s']:>9.1f}{r['rss_mb']:>8.0f} MB")
    print(f"audit probe on a 500 MB nccl log: {five_hundred()}")


if __name__ == "__main__":
    main()
