"""`audit vendors` at batch scale: offers per second, peak memory per format, and the speed-up from
1 to 2 processes.

Run:  .venv/bin/python benchmarks/bench_batch.py [--yaml 1000] [--pdf 100] [--cache]
      .venv/bin/python benchmarks/bench_batch.py --yaml 0 --pdf 0 --formats [--rss-offers 10000]
                                                 [--speedup-offers 200] [--repeat 5]

``--formats`` (issue 21): for every format (text, json, markdown, html, sarif, junit) one run of
``--rss-offers`` generated offers on all cores, reporting the peak resident memory of the run (the
largest process of the command: the parent or a worker, from ``os.wait4``'s rusage), then the
1 → 2 process speed-up on ``--speedup-offers`` offers: ``--jobs 1`` and ``--jobs 2`` runs
interleaved, ``--repeat`` pairs, medians compared. Wall-time speed-ups need two otherwise idle
cores; peak memory does not depend on the load.

Generates, into a temporary folder, ``--yaml`` offers (the sample YAML offers with varied
vendor, quote id, GPU count, node count and statements) and ``--pdf`` PDFs (copies of
samples/quotes/*.pdf, each with a unique trailing comment so every file has its own content
hash and the document cache cannot serve one from another), plus a vendor list for each. Then
times the real CLI, ``audit vendors LIST --format json -o OUT --jobs N``, for N = 1, 2 and all
cores. PDF runs start with an empty document cache (rule parse trees are kept warm: they are
per installation, not per document). ``--cache`` also times the whole ``audit offer`` command on an
unchanged PDF with a fresh document cache (first run) and again (cache hit), for the 3-page sample
contract and generated 40- and 100-page contracts: target ≥ 10×.

Targets (issue 9): speed-up from 1 to 2 processes ≥ 1.7× on 2 cores; cache hit ≥ 10× faster.
Targets (issue 21): 10,000 offers in one run under 500 MB peak RSS, and 1 → 2 processes ≥ 1.7×, in
every format.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
TARGET = {"model": "llama3-8b", "mode": "lora"}


def make_yaml_offers(folder: Path, count: int, seed: int = 9) -> Path:
    """``count`` distinct YAML offers in ``folder/offers`` and a vendor list of 10 offers per vendor."""
    rnd = random.Random(seed)
    paths = sorted((SAMPLES / "offers").glob("*.yaml"))
    bases = [(p.stem, yaml.safe_load(p.read_text(encoding="utf-8"))) for p in paths]
    (folder / "offers").mkdir(parents=True, exist_ok=True)
    vendors: list[dict[str, Any]] = []
    for i in range(count):
        stem, base = bases[i % len(bases)]
        doc = yaml.safe_load(yaml.safe_dump(base, allow_unicode=True))  # a deep copy, dates kept
        doc["vendor"] = f"{doc.get('vendor') or 'Vendor'} #{i // 10}"
        doc["quote_id"] = f"GEN-{i:05d}"
        gpu = doc.setdefault("gpu", {})
        if gpu.get("count_per_node"):
            gpu["count_per_node"] = rnd.choice([4, 8])
        if doc.get("nodes"):
            doc["nodes"] = rnd.choice([1, 2, 4, 16])
        doc["statements"] = [*doc.get("statements", []), f"Generated variant {i} of {stem}."]
        name = f"offers/{i:05d}-{stem}.yaml"
        (folder / name).write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
        if i % 10 == 0:
            vendors.append({"name": f"Generated vendor {i // 10}", "offers": []})
        vendors[-1]["offers"].append(name)
    return write_list(folder / "vendors-yaml.yaml", vendors)


def make_pdfs(folder: Path, count: int) -> Path:
    """``count`` PDFs: the sample quotes and contracts, each with its own trailing comment.

    Only samples that audit on their own are used (a contract alone may name a GPU the
    catalogue cannot resolve, which is an input error, not a benchmark).
    """
    sources = [p for p in sorted((SAMPLES / "quotes").glob("*.pdf")) if audits_alone(p)]
    (folder / "pdfs").mkdir(parents=True, exist_ok=True)
    vendors: list[dict[str, Any]] = []
    for i in range(count):
        src = sources[i % len(sources)]
        name = f"pdfs/{i:04d}-{src.name}"
        (folder / name).write_bytes(src.read_bytes() + f"\n% benchmark copy {i}\n".encode())
        if i % 10 == 0:
            vendors.append({"name": f"PDF vendor {i // 10}", "offers": []})
        vendors[-1]["offers"].append({"name": f"quote {i}", "files": [name]})
    return write_list(folder / "vendors-pdf.yaml", vendors)


def audits_alone(pdf: Path) -> bool:
    sys.path.insert(0, str(ROOT))
    from auditor.errors import InputError
    from auditor.ingest import load_offer
    from auditor.sizing.catalog import identify_gpu

    os.environ["AUDIT_NO_CACHE"] = "1"
    try:
        identify_gpu(load_offer([pdf]))
    except InputError:
        return False
    finally:
        os.environ.pop("AUDIT_NO_CACHE", None)
    return True


def write_list(path: Path, vendors: list[dict[str, Any]]) -> Path:
    path.write_text(yaml.safe_dump({"target": TARGET, "vendors": vendors}, allow_unicode=True, sort_keys=False),
                    encoding="utf-8")
    return path


def audit(args: list[str], cache_home: Path) -> float:
    env = {**os.environ, "XDG_CACHE_HOME": str(cache_home), "NO_COLOR": "1"}
    env.pop("AUDIT_NO_CACHE", None)
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "auditor", *args], env=env, capture_output=True, text=True,
                          check=False, cwd=ROOT)
    elapsed = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        raise SystemExit(f"audit {' '.join(args)} failed ({proc.returncode}):\n{proc.stderr}")
    return elapsed


def measured(args: list[str], cache_home: Path) -> tuple[float, int]:
    """Seconds and peak resident bytes of ``audit ARGS`` (the largest process it ran: ``wait4``'s
    rusage covers the command and every worker it waited for)."""
    env = {**os.environ, "XDG_CACHE_HOME": str(cache_home), "NO_COLOR": "1"}
    env.pop("AUDIT_NO_CACHE", None)
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "auditor", *args], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, cwd=ROOT)
    assert proc.stderr is not None
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"audit {' '.join(args)} failed ({proc.returncode}):\n{err.decode(errors='replace')}")
    return elapsed, usage.ru_maxrss * 1024  # kilobytes on Linux


FORMATS = ("text", "json", "markdown", "html", "sarif", "junit")


def formats(rss_offers: int, speedup_offers: int, repeat: int, root: Path, warm: Path,
            names: tuple[str, ...] = FORMATS) -> list[dict[str, Any]]:
    """Per format: peak RSS of one run of ``rss_offers`` offers on all cores, and the medians of
    ``repeat`` interleaved ``--jobs 1`` / ``--jobs 2`` runs of ``speedup_offers`` offers."""
    big = make_yaml_offers(root / "rss", rss_offers) if rss_offers else None
    small = make_yaml_offers(root / "speedup", speedup_offers) if speedup_offers else None
    print(f"audit vendors per format ({os.cpu_count()} cores): peak RSS at {rss_offers} offers (all cores); "
          f"1 -> 2 processes on {speedup_offers} offers, median of {repeat} interleaved pairs", flush=True)
    rows = []
    for fmt in names:
        row: dict[str, Any] = {"format": fmt}
        if big is not None:
            out = root / f"rss.{fmt}"
            row["rss_seconds"], row["rss"] = measured(["vendors", str(big), "--format", fmt, "-o", str(out)], warm)
            row["report_bytes"] = out.stat().st_size
            out.unlink()
        if small is not None:
            times: dict[int, list[float]] = {1: [], 2: []}
            for _ in range(repeat):
                for n in (1, 2):
                    out = root / f"speedup-{n}.{fmt}"
                    seconds, _ = measured(["vendors", str(small), "--format", fmt, "-o", str(out), "--jobs", str(n)],
                                          warm)
                    times[n].append(seconds)
            row["jobs1"], row["jobs2"] = statistics.median(times[1]), statistics.median(times[2])
        rows.append(row)
        print(format_row(row), flush=True)  # as each format is done: a 10,000-offer run takes minutes
    return rows


def baseline_rss(offers: int, root: Path, warm: Path) -> None:
    """Peak RSS of ``audit vendors --format json`` on ``offers`` offers, then of the same run with
    that report as ``--baseline``: the baseline is read a run at a time, so the second should
    differ from the first by its findings' keys, not by the report's size."""
    listing = make_yaml_offers(root / "baseline", offers)
    first, second = root / "baseline-1.json", root / "baseline-2.json"
    plain_s, plain = measured(["vendors", str(listing), "--format", "json", "-o", str(first)], warm)
    size = first.stat().st_size
    with_s, with_rss = measured(["vendors", str(listing), "--format", "json", "-o", str(second),
                                 "--baseline", str(first)], warm)
    first.unlink()
    second.unlink()
    print(f"audit vendors, {offers} offers, JSON: without --baseline peak {plain / 2**20:.1f} MiB ({plain_s:.1f} s); "
          f"with --baseline of that {size / 2**20:,.1f} MiB report peak {with_rss / 2**20:.1f} MiB ({with_s:.1f} s)",
          flush=True)


def format_row(row: dict[str, Any]) -> str:
    line = f"  {row['format']:<9}"
    if "rss" in row:
        line += (f" peak {row['rss'] / 2**20:7.1f} MiB ({'under' if row['rss'] < 500e6 else 'OVER'} 500 MB), "
                 f"{row['rss_seconds']:7.1f} s, report {row['report_bytes'] / 2**20:7.1f} MiB")
    if "jobs1" in row:
        speedup = row["jobs1"] / row["jobs2"]
        line += (f"  --jobs 1 {row['jobs1']:6.2f} s, --jobs 2 {row['jobs2']:6.2f} s, speed-up {speedup:4.2f}x"
                 f" ({'meets' if speedup >= 1.7 else 'below'} 1.7x)")
    return line


def fresh_cache(root: Path, warm: Path, label: str) -> Path:
    """An empty document cache that keeps the warm rule trees (``rules/``) from ``warm``."""
    home = root / f"cache-{label}"
    shutil.rmtree(home, ignore_errors=True)
    rules = warm / "gpu-offer-auditor" / "rules"
    if rules.exists():
        shutil.copytree(rules, home / "gpu-offer-auditor" / "rules")
    return home


def batch(list_file: Path, count: int, jobs: list[int], root: Path, warm: Path, kind: str) -> list[tuple[int, float]]:
    out = []
    for n in jobs:
        home = fresh_cache(root, warm, f"{kind}-{n}")
        seconds = audit(["vendors", str(list_file), "--format", "json", "-o", str(root / f"out-{kind}-{n}.json"),
                         "--jobs", str(n)], home)
        out.append((n, seconds))
    return out


def page_count(pdf: Path) -> int:
    import pdfplumber

    with pdfplumber.open(pdf) as doc:
        return len(doc.pages)


def cache_ratio(root: Path, runs: int = 5, pdf: Path | None = None) -> tuple[float, float]:
    """First audit of a PDF with an empty cache vs the same audit again (median of ``runs`` each):
    the whole ``audit offer`` command, start-up included."""
    pdf = pdf or SAMPLES / "quotes" / "honest-h100-contract-en.pdf"
    args = ["offer", str(pdf), "--model", "llama3-8b", "--mode", "lora"]
    cold, warm = [], []
    for i in range(runs):
        home = root / f"cache-ratio-{pdf.stem}-{i}"
        shutil.rmtree(home, ignore_errors=True)
        audit(["rules", "list"], home)  # rule trees warm, document cache empty
        cold.append(audit(args, home))
        warm.append(audit(args, home))
    return statistics.median(cold), statistics.median(warm)


def cache_ratios(root: Path, sizes: tuple[int, ...] = (40, 100), runs: int = 5) -> list[tuple[int, float, float]]:
    """(pages, first run, re-run) for the 3-page sample contract and generated contracts of ``sizes`` pages
    (benchmarks/bench_pdf.py's generator: a quote table and clauses per page)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_pdf import make_contract

    sample = SAMPLES / "quotes" / "honest-h100-contract-en.pdf"
    out = [(page_count(sample), *cache_ratio(root, runs, sample))]
    for pages in sizes:
        pdf = make_contract(root / f"contract-{pages}p.pdf", pages)
        out.append((page_count(pdf), *cache_ratio(root, runs, pdf)))
    return out


def measure(yaml_count: int, pdf_count: int, with_cache: bool, scale: tuple[int, int, int] | None = None,
            names: tuple[str, ...] = FORMATS) -> dict[str, Any]:
    cores = os.cpu_count() or 1
    jobs = sorted({1, 2, cores})
    with tempfile.TemporaryDirectory(prefix="audit-bench-") as tmp:
        root = Path(tmp)
        warm = root / "cache-warm"
        audit(["rules", "list"], warm)
        result: dict[str, Any] = {"cores": cores}
        if scale is not None:
            result["formats"] = (scale, formats(*scale, root, warm, names))
        if yaml_count:
            result["yaml"] = (yaml_count, batch(make_yaml_offers(root, yaml_count), yaml_count, jobs, root, warm,
                                                "yaml"))
        if pdf_count:
            result["pdf"] = (pdf_count, batch(make_pdfs(root, pdf_count), pdf_count, jobs, root, warm, "pdf"))
        if with_cache:
            result["cache"] = cache_ratios(root)
    return result


def report(result: dict[str, Any]) -> None:
    for kind in ("yaml", "pdf"):
        if kind not in result:
            continue
        count, rows = result[kind]
        base = dict(rows)[1]
        print(f"audit vendors, {count} {kind.upper()} offers")
        for n, seconds in rows:
            print(f"  --jobs {n:<3} {seconds:7.2f} s  {count / seconds:8.1f} offers/s  speed-up {base / seconds:4.2f}x")
    for pages, cold, warm in result.get("cache", []):
        print(f"audit offer on a {pages}-page contract: first run {cold:.3f} s, cache hit {warm:.3f} s, "
              f"ratio {cold / warm:.1f}x")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--yaml", type=int, default=1000)
    parser.add_argument("--pdf", type=int, default=100)
    parser.add_argument("--cache", action="store_true")
    parser.add_argument("--formats", nargs="?", const=",".join(FORMATS), default=None,
                        help="peak RSS and 1 -> 2 speed-up per format (comma-separated; default: all)")
    parser.add_argument("--rss-offers", type=int, default=10_000)
    parser.add_argument("--speedup-offers", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--baseline-offers", type=int, default=0,
                        help="peak RSS of a JSON run with and without the previous report as --baseline, then stop")
    args = parser.parse_args()
    if args.baseline_offers:
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp)
            baseline_rss(args.baseline_offers, root, root / "cache")
        return
    scale = (args.rss_offers, args.speedup_offers, args.repeat) if args.formats else None
    names = tuple(args.formats.split(",")) if args.formats else FORMATS
    report(measure(args.yaml, args.pdf, args.cache, scale, names))


if __name__ == "__main__":
    main()
