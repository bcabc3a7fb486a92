"""The held-out offer corpora (tests/corpus/holdout, holdout2 ... holdout23) are usable yardsticks: make.py
builds exactly the files the truth names, deterministically; every truth fact is a real offer field with a value the
benchmark can read; the truth is about the documents built (each vendor, GPU model and price it names is printed
in them); and the verdicts follow each corpus's rules. One set of checks for every corpus; what differs between
them (size, GPU range, holdout2's stricter honest-offer rule) is in ``CORPORA``."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pdfplumber
import pytest

ROOT = Path(__file__).resolve().parents[2]
PITFALLS = {"shared-slice", "pcie-masquerade", "vram-shortfall", "missing-sla", "throttled-io", "other"}
MODES = {"pretrain", "full", "lora", "qlora"}
BUYER_CLAUSES = ("gpu-model", "gpu-memory", "interconnect", "dedicated", "availability", "compensation", "acceptance",
                 "data-deletion")
_SKUS = {"h100-sxm", "h100-pcie", "h200-sxm", "h20", "h800-sxm", "a800-sxm", "a100-sxm-40g", "a100-sxm-80g", "l40s",
         "rtx-4090", "mi300x", "b200"}
CORPORA: dict[str, dict[str, Any]] = {
    "holdout": {"min_cases": 16, "skus": _SKUS,
                "failing": {"shared-slice", "pcie-masquerade", "vram-shortfall", "missing-sla", "throttled-io"},
                "strict_honest": False},
    "holdout2": {"min_cases": 24, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout3": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout4": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout5": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout6": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout7": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout8": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout9": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout10": {"min_cases": 24, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout11": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout12": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout13": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout14": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout15": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout16": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout17": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout18": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout19": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout20": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout21": {"min_cases": 30, "skus": _SKUS | {"a800-pcie-80g"}, "failing": PITFALLS, "strict_honest": True},
    "holdout22": {"min_cases": 30, "skus": _SKUS, "failing": PITFALLS, "strict_honest": True},
    "holdout23": {"min_cases": 30, "skus": _SKUS, "failing": PITFALLS, "strict_honest": True},
    "holdout24": {"min_cases": 30, "skus": _SKUS, "failing": PITFALLS, "strict_honest": True},
    "holdout25": {"min_cases": 30, "skus": _SKUS, "failing": PITFALLS, "strict_honest": True},
    "holdout26": {"min_cases": 30, "skus": _SKUS, "failing": PITFALLS, "strict_honest": True},
}
TRUTHS = {name: json.loads((ROOT / "tests" / "corpus" / name / "truth.json").read_text(encoding="utf-8"))
          for name in CORPORA}
CASES = [(name, case) for name, truth in TRUTHS.items() for case in truth["cases"]]


def _wellformed_module() -> Any:
    """The quotes corpus test module, for its schema-path walk and its loaded benchmark (one copy of each)."""
    spec = importlib.util.spec_from_file_location("corpus_wellformed_for_heldout",
                                                  ROOT / "tests" / "corpus" / "test_corpus_wellformed.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


_WF = _wellformed_module()
bench = _WF.bench
SCHEMA_PATHS: dict[str, dict] = _WF.SCHEMA_PATHS


def _build(name: str, out: Path) -> Path:
    subprocess.run([sys.executable, str(ROOT / "tests" / "corpus" / name / "make.py"), str(out)], check=True,
                   capture_output=True)
    return out


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return {name: _build(name, tmp_path_factory.mktemp(name)) for name in CORPORA}


def _text(path: Path) -> str:
    """A built document's text: the PDF's extracted text (pdfplumber), or the file itself."""
    if path.suffix == ".pdf":
        with pdfplumber.open(path) as pdf:
            return "\n".join(page.extract_text() or "" for page in pdf.pages)
    return path.read_text(encoding="utf-8")


def _squash(text: str) -> str:
    return re.sub(r"[\s,]+", "", text.lower())


def _values(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


@pytest.mark.parametrize("name", CORPORA)
def test_make_builds_every_file_truth_names(name: str, built: dict[str, Path]) -> None:
    folder = built[name]
    names = {p.name for p in folder.iterdir()}
    named = {f for c in TRUTHS[name]["cases"] for f in c["files"]}
    assert named <= names, sorted(named - names)
    assert names <= named, f"built but never scored: {sorted(names - named)}"
    assert all((folder / f).stat().st_size > 1000 for f in named)
    assert {Path(f).suffix for f in named} == {".pdf", ".txt", ".md"}


@pytest.mark.parametrize("name", CORPORA)
def test_build_is_deterministic(name: str, built: dict[str, Path], tmp_path: Path) -> None:
    def digest(folder: Path) -> dict[str, str]:
        return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}
    assert digest(_build(name, tmp_path)) == digest(built[name])


def test_some_tables_break_across_pages(built: dict[str, Path]) -> None:
    """holdout2's page-break family is really there: at least two offers' PDFs run over more than one page."""
    multi = []
    for f in sorted(built["holdout2"].glob("*.pdf")):
        with pdfplumber.open(f) as pdf:
            if len(pdf.pages) > 1:
                multi.append(f.name)
    assert len(multi) >= 2, multi


@pytest.mark.parametrize("name", CORPORA)
def test_truth_cases_are_well_formed(name: str) -> None:
    cases = TRUTHS[name]["cases"]
    assert len(cases) >= CORPORA[name]["min_cases"]
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    for c in cases:
        assert {"id", "files", "args", "lang", "layout", "honest", "facts", "must_fail", "must_not_fail_high",
                "notes"} <= set(c), c["id"]
        args = c["args"]
        assert args[args.index("--mode") + 1] in MODES, c["id"]
        assert args[args.index("--model") + 1].startswith(("llama3", "qwen", "mixtral", "deepseek")), c["id"]
        assert set(c["must_fail"]) <= PITFALLS and set(c["must_not_fail_high"]) <= PITFALLS, c["id"]
        assert not set(c["must_fail"]) & set(c["must_not_fail_high"]), c["id"]
        assert c["notes"].strip() and c["facts"], c["id"]
        assert c["honest"] == (not c["must_fail"]), c["id"]  # an honest offer: nothing is expected to fail
    assert {c["lang"] for c in cases} == {"zh", "en", "bi"}
    honest = sum(c["honest"] for c in cases)
    assert 0 < honest < len(cases)
    if CORPORA[name]["strict_honest"]:
        assert 0.35 <= honest / len(cases) <= 0.65, f"{honest} honest of {len(cases)}: about half should be"
    assert any(len(c["files"]) > 1 for c in cases), "at least one offer spread over several documents"


@pytest.mark.parametrize("name", [n for n, spec in CORPORA.items() if spec["strict_honest"]])
def test_honest_offers_pass_everything_and_state_every_buyer_clause(name: str) -> None:
    """In holdout2 and holdout3 an honest offer is one a careful buyer would sign: nothing may fail at high/critical,
    and the truth records each clause the buyer needs as present (without them it would rightly fail missing-sla)."""
    for c in TRUTHS[name]["cases"]:
        if not c["honest"]:
            continue
        assert set(c["must_not_fail_high"]) == PITFALLS, c["id"]
        for clause in BUYER_CLAUSES:
            assert c["facts"].get(f"clauses.{clause}.status") == "present", f"{c['id']}: {clause}"


@pytest.mark.parametrize("name", CORPORA)
def test_truth_covers_the_gpu_range_and_the_pitfalls(name: str) -> None:
    cases = TRUTHS[name]["cases"]
    assert CORPORA[name]["skus"] <= {c["facts"].get("gpu.sku") for c in cases}
    assert CORPORA[name]["failing"] <= {p for c in cases for p in c["must_fail"]}


@pytest.mark.parametrize(("name", "case"), CASES, ids=[f"{n}-{c['id']}" for n, c in CASES])
def test_truth_facts_are_offer_fields_with_readable_values(name: str, case: dict) -> None:
    for path, expected in case["facts"].items():
        assert path in SCHEMA_PATHS, f"{case['id']}: {path} is not a field of schemas/offer.schema.json"
        kind = bench.kind_of(path)
        node = SCHEMA_PATHS[path]
        enum = next((alt["enum"] for alt in node.get("anyOf", []) if "enum" in alt), node.get("enum"))
        for value in _values(expected):
            assert bench.same(kind, value, value), f"{case['id']}: {path}={value!r} does not match itself"
            if enum and kind in ("text", "status"):
                assert value in enum, f"{case['id']}: {path}={value!r} not one of {enum}"
        assert bench.family(path) != "other", path


@pytest.mark.parametrize(("name", "case"), CASES, ids=[f"{n}-{c['id']}" for n, c in CASES])
def test_truth_names_what_the_documents_print(name: str, case: dict, built: dict[str, Path]) -> None:
    """The vendor, the GPU model and at least one of the prices the truth gives are printed in the offer's files
    (money with its thousands separators or not), so the truth cannot drift from what make.py writes."""
    text = _squash("\n".join(_text(built[name] / f) for f in case["files"]))
    facts = case["facts"]
    for path in ("vendor", "gpu.model"):
        assert all(_squash(v) in text for v in _values(facts[path])), \
            f"{case['id']}: {path}={facts[path]!r} not in its documents"
    amounts = [bench.parse_money(p)[0] for p in _values(facts["pricing.unit_price"])]
    spelled = {f"{a:.2f}".rstrip("0").rstrip(".") for a in amounts} | {f"{a:.2f}" for a in amounts}
    assert any(s in text for s in spelled), f"{case['id']}: none of {sorted(spelled)} printed"


@pytest.mark.parametrize(("kind", "expected", "got"), [
    ("money", "92000 HKD", "HK$92,000"),
    ("money", "1.60 SGD", "S$1.60"),
    ("money", "2.95 EUR", "€2.95 per GPU-hour"),
])
def test_currency_symbols_of_the_holdout(kind: str, expected: str, got: str) -> None:
    assert bench.same(kind, expected, got)
    assert not bench.same(kind, expected.replace(expected.split()[1], "USD"), got)


def test_the_benchmark_knows_both_corpora() -> None:
    """holdout2, holdout3, holdout5, holdout6 and holdout7 were blind and are now studied (holdout10, holdout11,
    holdout13, holdout14, holdout15, holdout16, holdout17, holdout18 and holdout19 always were, holdout21, holdout9 and
    holdout25 were opened later); holdout4, holdout8, holdout12, holdout24 and holdout26 stay blind (totals only); every
    corpus this test checks is one the benchmark builds."""
    assert set(CORPORA) <= set(bench.CORPUS_NAMES)
    studied = {"holdout2", "holdout3", "holdout5", "holdout6", "holdout7", "holdout10", "holdout11", "holdout13",
               "holdout14", "holdout15", "holdout16", "holdout17", "holdout18", "holdout19", "holdout20", "holdout21",
               "holdout9", "holdout25"}
    assert studied.isdisjoint(bench.BLIND)
    assert {"holdout4", "holdout8", "holdout12", "holdout24", "holdout26"} <= bench.BLIND
    assert all(bench.HOLDOUT_DIRS[name] == ROOT / "tests" / "corpus" / name for name in CORPORA)
