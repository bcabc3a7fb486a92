"""Parser throughput: MB/s per parser and overall on a 50 MB concatenation, plus 5 MB for linearity.

Run: ``.venv/bin/python benchmarks/bench_probes.py [--mb 50]``.

Why concatenations: a parser that is linear in its input parses 50 MB ten times slower than 5 MB,
no worse; a catastrophic regex or a quadratic loop shows up as a ratio far above 10. Inputs are
the sample bundles and test fixtures (plus ../shared/probes-real when present), each repeated to
size, so every parser sees realistic lines.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from auditor.errors import InputError
from auditor.probes.bundle import decode, detect, parse_text
from auditor.probes.kind import ProbeKind
from auditor.probes.registry import specs

ROOT = Path(__file__).resolve().parents[1]
SOURCES = [ROOT / "samples" / "probes", ROOT / "tests" / "fixtures" / "probes", ROOT.parent / "shared" / "probes-real"]


def corpus() -> dict[str, list[str]]:
    """Recognised outputs grouped by kind (JSON outputs are one document each, so kept whole)."""
    by_kind: dict[str, list[str]] = {}
    for root in SOURCES:
        if not root.is_dir():
            continue
        for path in sorted(root.rglob("*")):
            if not path.is_file() or path.name == "SOURCES.md":
                continue
            text = decode(path.read_bytes())
            parser = detect(text)
            if parser is not None:
                by_kind.setdefault(parser.kind, []).append(text)
    return by_kind


def grow(parser: ProbeKind, texts: list[str], size: int) -> str:
    """One output of about ``size`` bytes: the span of lines the parser takes facts from, repeated.

    Concatenating whole outputs would not do: parsers stop at a second banner (and warn), which
    is the right behaviour on real input but would time only the first output here. JSON outputs
    are left out (``json`` is C and linear); their text variants are grown instead.
    """
    candidates = [t for t in texts if not t.lstrip().startswith(("{", "[", "^C"))]
    base = max(candidates, key=len)
    lines = base.split("\n")
    # row-level evidence only (pointers with an index): banners and headers must not repeat
    evidence = [e for e in parser.parse(base, "bench").evidence if e.line is not None]
    hits = [e.line for e in evidence if any(part.isdigit() for part in (e.pointer or "").split("."))]
    hits = hits or [e.line for e in evidence]
    lo, hi = min(hits), max(hits)
    block = lines[lo - 1:hi]
    block_size = sum(len(b) + 1 for b in block)
    return "\n".join(lines[:lo - 1] + block * max(size // block_size, 1) + lines[hi:])


def bench(mb: int) -> None:
    groups = corpus()
    grand_bytes, grand_s = 0, 0.0
    print(f"{'parser':<18}{'5 MB s':>10}{f'{mb} MB s':>10}{'MB/s':>10}{'ratio':>8}")
    for parser in specs():
        texts = groups.get(parser.kind)
        if not texts:
            continue
        timings = []
        for size in (5 * 10**6, mb * 10**6):
            text = grow(parser, texts, size)
            start = time.perf_counter()
            try:
                parser.parse(text, "bench")
            except InputError as exc:
                print(f"  {parser.kind}: {exc}")
            timings.append((len(text), time.perf_counter() - start))
        (_, small), (big_n, big) = timings
        grand_bytes += big_n
        grand_s += big
        print(f"{parser.kind:<18}{small:>10.2f}{big:>10.2f}{big_n / 1e6 / big:>10.1f}{big / small:>8.1f}")
    print(f"{'all parsers':<18}{'':>10}{grand_s:>10.2f}{grand_bytes / 1e6 / grand_s:>10.1f}")
    mixed = "\n".join(t for kind in sorted(groups) for t in groups[kind] if not t.lstrip().startswith("{"))
    text = (mixed + "\n") * max(mb * 10**6 // (len(mixed) + 1), 1)
    start = time.perf_counter()
    results = parse_text(text, "bench")
    took = time.perf_counter() - start
    print(f"bundle reader on a {len(text) / 1e6:.0f} MB concatenation of every log: {took:.2f} s, "
          f"{len(text) / 1e6 / took:.1f} MB/s, {len(results)} outputs")
    for n in (10_000, 3_000_000):  # 130 KB and 39 MB of bare prompts: 35 s and an OOM kill when quadratic
        prompts = "$ nvidia-smi\n" * n
        start = time.perf_counter()
        parse_text(prompts, "bench", budget_s=600)
        print(f"transcript of {n:,} bare prompts ({len(prompts) / 1e6:.2f} MB): {time.perf_counter() - start:.2f} s")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mb", type=int, default=50)
    bench(ap.parse_args().mb)
