"""The offer corpus is usable as a yardstick: make.py builds every file truth.json names, every truth fact is a
real offer field with a value its kind can read, and the benchmark's unit-aware comparison is right (examples in
Chinese and English spellings, and properties over generated quantities)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
QUOTES = ROOT / "tests" / "corpus" / "quotes"
TRUTH = json.loads((QUOTES / "truth.json").read_text(encoding="utf-8"))
PITFALLS = {"shared-slice", "pcie-masquerade", "vram-shortfall", "missing-sla", "throttled-io", "other"}


def _load_bench() -> Any:
    spec = importlib.util.spec_from_file_location("bench_extraction", ROOT / "benchmarks" / "bench_extraction.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules["bench_extraction"] = mod
    spec.loader.exec_module(mod)
    return mod


bench = _load_bench()


def _schema_paths() -> dict[str, dict]:
    """Dotted offer field paths (leaves) from schemas/offer.schema.json, with their schema nodes."""
    schema = json.loads((ROOT / "schemas" / "offer.schema.json").read_text(encoding="utf-8"))
    defs = schema["$defs"]

    def resolve(node: dict) -> dict | None:
        if "$ref" in node:
            return defs[node["$ref"].rsplit("/", 1)[1]]
        for alt in node.get("anyOf", []):
            r = resolve(alt) if "$ref" in alt else None
            if r is not None:
                return r
        return None

    out: dict[str, dict] = {}

    def walk(props: dict, prefix: str) -> None:
        for name, node in props.items():
            path = f"{prefix}{name}"
            target = resolve(node)
            if target is not None and "properties" in target:
                walk(target["properties"], path + ".")
            else:
                out[path] = node
    walk(schema["properties"], "")
    return out


SCHEMA_PATHS = _schema_paths()


def test_make_builds_every_file_truth_names(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(QUOTES / "make.py"), str(tmp_path)], check=True, capture_output=True)
    built = {p.name for p in tmp_path.iterdir()}
    named = {f for c in TRUTH["cases"] for f in c["files"]}
    assert named <= built, sorted(named - built)
    assert built <= named, f"built but never scored: {sorted(built - named)}"
    assert all((tmp_path / f).stat().st_size > 300 for f in named)


def test_truth_cases_are_well_formed() -> None:
    cases = TRUTH["cases"]
    assert len(cases) >= 32
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    for c in cases:
        assert {"id", "files", "args", "facts", "must_fail", "must_not_fail_high", "notes"} <= set(c), c["id"]
        assert "--model" in c["args"] and "--mode" in c["args"], c["id"]
        assert set(c["must_fail"]) <= PITFALLS and set(c["must_not_fail_high"]) <= PITFALLS, c["id"]
        assert not set(c["must_fail"]) & set(c["must_not_fail_high"]), c["id"]
        assert c["notes"].strip() and c["facts"], c["id"]
    assert {c["lang"] for c in cases} == {"zh", "en", "bi"}
    assert any(c["honest"] for c in cases) and any(not c["honest"] for c in cases)


def _expected_values(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


@pytest.mark.parametrize("case", TRUTH["cases"], ids=lambda c: c["id"])
def test_truth_facts_are_offer_fields_with_readable_values(case: dict) -> None:
    for path, expected in case["facts"].items():
        assert path in SCHEMA_PATHS, f"{case['id']}: {path} is not a field of schemas/offer.schema.json"
        kind = bench.kind_of(path)
        node = SCHEMA_PATHS[path]
        enum = next((alt["enum"] for alt in node.get("anyOf", []) if "enum" in alt), node.get("enum"))
        for value in _expected_values(expected):
            assert bench.same(kind, value, value), f"{case['id']}: {path}={value!r} does not match itself"
            if enum and kind == "text":
                assert value in enum, f"{case['id']}: {path}={value!r} not one of {enum}"
        assert bench.family(path) != "other", path


# ------------------------------------------------------------------------------------------------ comparator
@pytest.mark.parametrize(("kind", "expected", "got"), [
    ("bytes", "2 TB", "2048 GB"),
    ("bytes", "2048 GB", "2 TiB"),
    ("bytes", "1800 GiB", "1932.7 GB"),
    ("bytes", "15.36 TB", "15,360 GB"),
    ("bytes", "80 GB", {"value": 80, "unit": "GB", "text": "80GB HBM3"}),
    ("bytes", "48 GB", "48G"),
    ("rate", "3200 Gb/s", "3.2 Tb/s"),
    ("rate", "400 Gb/s", "50 GB/s"),
    ("rate", "900 GB/s", "7200 Gb/s"),
    ("rate", "100 Mb/s", "100Mbps"),
    ("rate", "100 Mb/s", "100M"),
    ("rate", "25 Gb/s", "25 GbE"),
    ("duration", "12 month", "1 year"),
    ("duration", "14 day", "2 weeks"),
    ("duration", "3 month", "90 day"),
    ("duration", "3 month", "3 个月"),
    ("duration", "1 s", "1 秒"),
    ("duration", "24 h", "1 day"),
    ("percent", "99.9%", 99.9),
    ("percent", "99.5%", 0.995),
    ("flops", "1979 TFLOPS", "1.979 PFLOPS"),
    ("money", "118000 CNY", "￥118,000/台/月"),
    ("money", "9000 CNY", "0.9 万元"),
    ("money", "2.49 USD", "$2.49/GPU·h"),
    ("money", "1.95 GBP", "£1.95"),
    ("count", 8, "8"),
    ("count", 96, {"value": 96}),
    ("bool", False, "false"),
    ("text", "Helios Compute", "Helios Compute Ltd."),
    ("text", "RTX 4090", "NVIDIA GeForce RTX-4090"),
    ("text", "云穹智算", "云穹智算科技有限公司"),
])
def test_same_value_in_other_spellings(kind: str, expected: Any, got: Any) -> None:
    assert bench.same(kind, expected, got)


@pytest.mark.parametrize(("kind", "expected", "got"), [
    ("bytes", "2 TB", "512 GB"),
    ("bytes", "80 GB", "80 Gb/s"),
    ("rate", "400 Gb/s", "400 GB/s"),
    ("rate", "100 Mb/s", "100 Gb/s"),
    ("duration", "3 month", "3 day"),
    ("duration", "1 min", "1 h"),
    ("percent", "99.9%", "99.5%"),
    ("flops", "148 TFLOPS", "296 TFLOPS"),
    ("money", "2.49 USD", "2.49 EUR"),
    ("money", "118000 CNY", "1382400 CNY"),
    ("count", 8, 1),
    ("bool", True, False),
    ("text", "Helios Compute", "Corvane"),
    ("bytes", "80 GB", None),
])
def test_different_values_do_not_match(kind: str, expected: Any, got: Any) -> None:
    assert not bench.same(kind, expected, got)


def test_judge_clause_status_absent_when_clause_or_clauses_missing() -> None:
    assert bench.judge("clauses.availability.status", "absent", {})[0] == "hit"
    assert bench.judge("clauses.availability.status", ["hedged", "absent"], {"clauses": {}})[0] == "hit"
    assert bench.judge("clauses.availability.status", "present", {"clauses": None})[0] == "missing"
    offer = {"clauses": {"data_deletion": {"status": "present"}}}
    assert bench.judge("clauses.data-deletion.status", "present", offer)[0] == "hit"
    assert bench.judge("clauses.data-deletion.status", "hedged", offer)[0] == "wrong"


def test_judge_money_uses_the_offer_currency_when_the_price_has_none() -> None:
    offer = {"pricing": {"unit_price": "2.49", "currency": "EUR"}}
    assert bench.judge("pricing.unit_price", "2.49 EUR", offer)[0] == "hit"
    assert bench.judge("pricing.unit_price", "2.49 USD", offer)[0] == "wrong"
    assert bench.judge("pricing.unit_price", ["19.92 USD", "2.49 EUR"], offer)[0] == "hit"


def test_score_counts_hits_and_verdicts() -> None:
    case = bench.Case("x", [], [], {"nodes": 4, "gpu.memory": "80 GB", "vendor": "Acme"}, ["missing-sla"],
                      ["shared-slice"])
    report = {"offer": {"nodes": 4, "gpu": {"memory": "40 GB"}},
              "findings": [{"pitfall": "missing-sla", "status": "fail", "severity": "high"},
                           {"pitfall": "shared-slice", "status": "unverified", "severity": "critical"}]}
    res, _ = bench.score(bench.Corpus("t", [case], True), {"x": (report, "")})
    assert res["families"]["nodes"] == [1, 0, 0]
    assert res["families"]["gpu"] == [0, 1, 0]
    assert res["families"]["vendor"] == [0, 0, 1]
    assert res["verdicts"] == [2, 2]


UNITS = {"GB": 1e9, "TB": 1e12, "GiB": 2**30, "TiB": 2**40, "MB": 1e6}
RATES = {"Mb/s": 1e6, "Gb/s": 1e9, "Tb/s": 1e12, "MB/s": 8e6, "GB/s": 8e9}
magnitudes = st.floats(min_value=0.01, max_value=1e5, allow_nan=False, allow_infinity=False)


@given(magnitudes, st.sampled_from(sorted(UNITS)), st.sampled_from(sorted(UNITS)))
def test_bytes_match_across_units(n: float, u1: str, u2: str) -> None:
    other = n * UNITS[u1] / UNITS[u2]
    assert bench.same("bytes", f"{n} {u1}", f"{other:.15f} {u2}")
    assert not bench.same("bytes", f"{n} {u1}", f"{other * 1.3:.15f} {u2}")


@given(magnitudes, st.sampled_from(sorted(RATES)), st.sampled_from(sorted(RATES)))
def test_rates_match_across_bits_and_bytes(n: float, u1: str, u2: str) -> None:
    other = n * RATES[u1] / RATES[u2]
    assert bench.same("rate", f"{n} {u1}", f"{other:.15f} {u2}")
    assert not bench.same("rate", f"{n} {u1}", f"{other * 1.05:.15f} {u2}")


@given(st.integers(min_value=1, max_value=60))
def test_months_and_days_and_years(months: int) -> None:
    assert bench.same("duration", f"{months} month", f"{months * 30} day")
    if months % 12 == 0:
        assert bench.same("duration", f"{months} month", f"{months // 12} year")
    assert not bench.same("duration", f"{months} month", f"{months} day")


@given(st.decimals(min_value="0.01", max_value="9999999", places=2), st.sampled_from(["USD", "CNY", "EUR"]))
def test_money_with_thousands_separators(amount: Any, currency: str) -> None:
    plain = f"{amount} {currency}"
    symbol = {"USD": "$", "CNY": "￥", "EUR": "€"}[currency]
    assert bench.same("money", plain, f"{symbol}{amount:,}")
    assert bench.same("money", plain, {"value": float(amount), "unit": currency})
    wrong = "EUR" if currency != "EUR" else "USD"
    assert not bench.same("money", plain, f"{amount} {wrong}")


@given(st.text(min_size=1, max_size=20))
def test_parsers_never_raise_on_arbitrary_text(text: str) -> None:
    for kind in ("bytes", "rate", "duration", "percent", "flops", "money", "count", "bool", "text"):
        bench.same(kind, "1 GB", text)
