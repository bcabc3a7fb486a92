"""One fuzz target per untrusted-input entry point: ``target(data: bytes) -> None``.

Each target feeds ``data`` to the same function the CLI uses and lets through only the outcomes
the auditor promises: a result, or the documented refusal (``InputError``, or ``UnitError`` for
the units parser, whose callers turn it into an ``InputError``). Anything else propagates and is a
finding. Used by the hypothesis tests in tests/fuzz and by fuzz/atheris_main.py for long runs, so
both exercise exactly the same code. Seeds for mutation come from the shipped samples.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "samples"
EXPECTS = (None, "number", "bytes", "data_rate", "flops", "duration", "token_rate", "money", "money_rate",
           "money_any", "percent")


def _text(data: bytes) -> str:
    return data.decode("utf-8", errors="replace")


@cache
def _scratch() -> Path:
    """One private folder per process for the targets that read files (YAML, rules, PDF), and for
    the caches they fill (rule trees, parsed documents) unless a cache folder is already chosen (the
    test suite's): thousands of fuzzed rule files never reach the user's own cache."""
    folder = Path(tempfile.mkdtemp(prefix="audit-fuzz-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    os.environ.setdefault("XDG_CACHE_HOME", str(folder / "cache"))
    return folder


def _file(name: str, data: bytes) -> Path:
    path = _scratch() / name
    path.write_bytes(data)
    return path


def units(data: bytes) -> None:
    from auditor.units import UnitError, format_quantity, parse_quantity

    text = _text(data)
    for expect in EXPECTS:
        try:
            q = parse_quantity(text, expect)
        except UnitError:
            continue
        format_quantity(q)  # a parsed quantity can always be printed back


def spec_line(data: bytes) -> None:
    from auditor.ingest.spec_line import parse_spec_line

    for fact in parse_spec_line(_text(data)):
        assert 0 <= fact.start <= fact.end, fact


@cache
def _fact_trees() -> tuple[object, ...]:
    """Facts to evaluate fuzzed rules against: nothing known, and the honest sample's offer."""
    from auditor.facts import Facts, FactTree
    from auditor.ingest import read_document
    from auditor.pipeline import build_facts

    empty = Facts(FactTree.model_validate({"offer": {}}), {})
    sample, _ = build_facts(read_document(SAMPLES / "offers" / "honest-h100-sxm-8x.yaml"), None, [])
    return empty, sample


def rules(data: bytes) -> None:
    from auditor.dsl.loader import load_rules
    from auditor.errors import InputError

    path = _file("fuzz.rules", data)
    # A clean rule set loaded again compiles its messages and remedies only when rendered
    # (auditor.dsl.treecache.verified): load twice and render every finding in both languages, so
    # the deferred compilation is fuzzed too. Only loading may refuse the text.
    for _ in range(2):
        try:
            ruleset = load_rules([path], include_default=False)
        except InputError:
            return
        for facts in _fact_trees():
            for lang in ("en", "zh"):
                ruleset.evaluate(facts, lang=lang)  # type: ignore[arg-type]


def yaml_offer(data: bytes) -> None:
    from auditor.errors import InputError
    from auditor.ingest import read_document

    path = _file("offer.json" if data.lstrip()[:1] == b"{" else "offer.yaml", data)
    try:
        offer = read_document(path)
    except InputError:
        return
    offer.model_dump_json()  # what the report serialises cannot fail


def probes(data: bytes) -> None:
    from auditor.errors import InputError
    from auditor.probes._common import ProbeResult
    from auditor.probes.bundle import decode, parse_text

    try:
        results = parse_text(decode(data), "fuzz.txt")
    except InputError:
        return
    for result in results:
        assert isinstance(result, ProbeResult)
        result.model_dump(mode="json")


def pdf(data: bytes) -> None:
    from auditor.errors import InputError
    from auditor.ingest.document import PdfLimits
    from auditor.ingest.pdf_offer import read_pdf_offer

    path = _file("quote.pdf", data)
    seconds = float(os.environ.get("FUZZ_PDF_PAGE_SECONDS", "5"))
    try:
        offer = read_pdf_offer(path, limits=PdfLimits(max_pages=50, max_page_seconds=seconds))
    except InputError:
        return
    offer.model_dump_json()


TARGETS: dict[str, Callable[[bytes], None]] = {
    "units": units,
    "spec_line": spec_line,
    "rules": rules,
    "yaml": yaml_offer,
    "probes": probes,
    "pdf": pdf,
}


# ------------------------------------------------------------------------------ seeds

_UNIT_SEEDS = ["80 GB", "80GB", "400Gb/s", "¥5600/天", "$2.49/GPU·h", "99.5%", "3 days", "月", "1.5 TB/s",
               "25 Gbps", "3.84TB", "900 GB/s", "€1,200/month", "0.5", "2e10", "12 TFLOPS", "1 h", "５００Ｍｂ/ｓ",
               "10 tok/s", "-3 GB", "1e309 GB", "1/0 s", "RMB 12000/台/月"]


@cache
def seeds(name: str) -> tuple[bytes, ...]:
    """Real inputs of each kind, to mutate from (the shipped samples; probe fixtures for probes)."""
    if name == "units":
        return tuple(s.encode() for s in _UNIT_SEEDS)
    if name == "spec_line":
        import yaml

        lines: list[str] = []
        for src in sorted((SAMPLES / "quotes" / "src").glob("*.yaml")):
            for block in yaml.safe_load(src.read_text(encoding="utf-8"))["blocks"]:
                value = next(iter(block.values()))
                lines.extend(v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str))
        return tuple(line.encode() for line in lines[:400])
    if name == "rules":
        files = sorted((ROOT / "rules").glob("*.rules")) + sorted((ROOT / "tests").rglob("*.rules"))
        out = []
        for f in files:  # one rule per seed keeps inputs small and mutations meaningful
            text = f.read_text(encoding="utf-8")
            out.extend(("rule " + part).encode() for part in text.split("\nrule ")[1:])
        return tuple(out)
    if name == "yaml":
        return tuple(p.read_bytes() for p in sorted((SAMPLES / "offers").glob("*.yaml")))
    if name == "probes":
        roots = [ROOT.parent / "shared" / "probes-real", ROOT / "tests" / "fixtures" / "probes", SAMPLES / "probes"]
        return tuple(p.read_bytes()[:20000] for r in roots if r.is_dir() for p in sorted(r.rglob("*"))
                     if p.is_file() and p.name != "SOURCES.md")
    if name == "pdf":
        return tuple(p.read_bytes() for p in sorted((SAMPLES / "quotes").glob("*.pdf")))
    raise KeyError(name)
