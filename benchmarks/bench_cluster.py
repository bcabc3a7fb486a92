"""When a Dask cluster pays off for `audit vendors`: the fixed cost of a cluster run, the per-offer
cost on one machine, and the list size beyond which W cluster workers beat C local cores.

Run:  .venv/bin/python benchmarks/bench_cluster.py [--offers 200] [--workers 2]

Needs the cluster extra (``pip install -e '.[cluster]'``). Generates ``--offers`` YAML offers (as
``bench_batch.py`` does), then times the real CLI on one machine with ``--jobs C`` and with
``--dask`` against a LocalCluster of ``--workers`` single-threaded worker processes started here, at
two list sizes. From the two sizes: per-offer cost (the slope) and fixed cost (the intercept) of
each path. A cluster of W workers beats C local cores once
``fixed_cluster + n * per_offer_1 / W < fixed_local + n * per_offer_1 / C``; on one machine (W = C)
it never does — the figure that matters is the break-even for a cluster with more workers,
computed for W = 4C and 16C from the measured costs (network transfer of documents not included:
the cluster reads them from a shared file system).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bench_batch import make_yaml_offers  # noqa: E402


def timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"failed: {' '.join(cmd)}\n{proc.stderr}")
    return time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--offers", type=int, default=200)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    try:
        import distributed
    except ImportError:
        raise SystemExit("bench_cluster: the cluster extra is not installed (pip install -e '.[cluster]')") from None
    audit = Path(sys.executable).with_name("audit")
    base = [str(audit)] if audit.is_file() else [sys.executable, "-m", "auditor"]
    cores = os.cpu_count() or 1
    with tempfile.TemporaryDirectory() as tmp:
        small_n, big_n = max(10, args.offers // 10), args.offers
        lists = {n: make_yaml_offers(Path(tmp) / f"n{n}", n) for n in (small_n, big_n)}
        out = str(Path(tmp) / "out.json")
        cluster = distributed.LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                                           dashboard_address=":0", silence_logs=40)
        try:
            common = ["--format", "json", "-o", out, "--today", "2026-06-01"]
            timed([*base, "vendors", str(lists[small_n]), *common, "--dask", cluster.scheduler_address])  # warm
            local = {n: timed([*base, "vendors", str(lists[n]), *common, "--jobs", str(cores)]) for n in lists}
            remote = {n: timed([*base, "vendors", str(lists[n]), *common, "--dask", cluster.scheduler_address])
                      for n in lists}
            serial = {n: timed([*base, "vendors", str(lists[n]), *common, "--jobs", "1"]) for n in lists}
        finally:
            cluster.close()

    def fit(times: dict[int, float]) -> tuple[float, float]:
        slope = (times[big_n] - times[small_n]) / (big_n - small_n)
        return times[small_n] - slope * small_n, slope

    fixed_local, _ = fit(local)
    fixed_cluster, per_cluster = fit(remote)
    _, per_offer = fit(serial)
    print(f"{'path':34}{f'{small_n} offers s':>14}{f'{big_n} offers s':>14}{'fixed s':>10}{'per offer ms':>14}")
    for name, times in ((f"local --jobs {cores}", local), (f"dask, {args.workers} workers", remote),
                        ("local --jobs 1 (one core)", serial)):
        fixed, slope = fit(times)
        print(f"{name:34}{times[small_n]:>14.2f}{times[big_n]:>14.2f}{fixed:>10.2f}{slope * 1000:>14.1f}")
    overhead = per_cluster - per_offer / args.workers
    print(f"cluster overhead per offer beyond the audit itself: {overhead * 1000:.1f} ms "
          f"({args.workers} workers on this machine's {cores} cores)")
    for w in (4 * cores, 16 * cores):
        gain = per_offer / cores - (per_offer / w + max(overhead, 0.0))
        if gain <= 0:
            print(f"a {w}-worker cluster does not beat {cores} local cores at any list size")
        else:
            print(f"a {w}-worker cluster beats {cores} local cores beyond "
                  f"{max(0.0, (fixed_cluster - fixed_local) / gain):.0f} offers")


if __name__ == "__main__":
    main()
