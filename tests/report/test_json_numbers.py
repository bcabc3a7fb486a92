"""Numbers in JSON: every quantity in ``--format json`` is ``{value, unit, text}`` in one unit per dimension.

Real outputs of the CLI on the samples (an English YAML offer with its probe bundle, a Chinese PDF
quote, an English PDF contract), the README's jq filter run on them, the schemas' units, and the
round trip a cached offer or a report read back takes.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from auditor.model.quantity import CANONICAL_UNITS, as_json, from_json
from auditor.units import Quantity, UnitError, parse_quantity

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
HONEST = ("offer", "samples/offers/honest-h100-sxm-8x.yaml", "--model", "llama3-70b",
          "--probes", "samples/probes/honest-h100-8x")
PCIE = ("offer", "samples/offers/pcie-masquerade-4090.yaml", "--probes", "samples/probes/pcie-4090-8x")
ZH_QUOTE = ("offer", "samples/quotes/honest-h100-quote-zh.pdf", "--model", "llama3-405b")
EN_CONTRACT = ("offer", "samples/quotes/honest-h100-contract-en.pdf")
UNITS = {*CANONICAL_UNITS.values()} - {""}
MONEY = re.compile(r"^(CNY|USD|EUR|GBP|JPY|HKD|SGD|KRW)(/(GPU|node|s|B))*$")


def audit(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "auditor", *args], capture_output=True, text=True, cwd=ROOT,
                          check=False, env={"NO_COLOR": "1", "PATH": "/usr/bin:/bin"})


@cache
def report(*args: str) -> dict[str, Any]:
    result = audit(*args, "--format", "json")
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)


def quantities(node: Any, path: str = "") -> list[tuple[str, dict[str, Any]]]:
    """Every ``{value, unit, text}`` object in a JSON document, with its path."""
    if isinstance(node, dict):
        if set(node) == {"value", "unit", "text"}:
            return [(path, node)]
        return [q for k, v in node.items() for q in quantities(v, f"{path}.{k}")]
    if isinstance(node, list):
        return [q for i, v in enumerate(node) for q in quantities(v, f"{path}[{i}]")]
    return []


def strings(node: Any, path: str = "") -> list[tuple[str, str]]:
    if isinstance(node, dict):
        return [s for k, v in node.items() for s in strings(v, f"{path}.{k}")]
    if isinstance(node, list):
        return [s for i, v in enumerate(node) for s in strings(v, f"{path}[{i}]")]
    return [(path, node)] if isinstance(node, str) else []


# Fields that hold words about quantities, not a quantity: a finding's shown value beside its
# number, sentences and notes, fio's block-size option as fio spells it (1M is a MiB there).
_WORDS = re.compile(r"\.(value|text|why|note|change|statements\[\d+\]|figures\[\d+\]|bs|deciding_term|message"
                    r"|remedy|title|question|cost_note|mfu_row)$|\.manifest\.|\.readings\.|\.summary\.")


@pytest.mark.parametrize("args", [HONEST, PCIE, ZH_QUOTE, EN_CONTRACT], ids=["yaml+probes", "pcie", "zh-pdf", "en-pdf"])
def test_no_quantity_is_left_as_a_string(args: tuple[str, ...]) -> None:
    """A string that reads whole as a unit-bearing quantity is a number someone forgot to convert."""
    data = report(*args)
    left = []
    for path, text in strings({k: data[k] for k in ("offer", "target", "sizing", "probes", "findings") if k in data}):
        if _WORDS.search(path) or not re.match(r"^[-\d.,]+\s*\S", text):
            continue
        try:
            q = parse_quantity(text)
        except UnitError:
            continue
        if q.dims or q.unit == "%":
            left.append((path, text))
    assert not left, left[:10]


@pytest.mark.parametrize("args", [HONEST, PCIE, ZH_QUOTE, EN_CONTRACT], ids=["yaml+probes", "pcie", "zh-pdf", "en-pdf"])
def test_every_quantity_is_a_number_in_its_dimension_unit_and_agrees_with_its_text(args: tuple[str, ...]) -> None:
    found = quantities(report(*args))
    assert len(found) > 20
    for path, q in found:
        assert isinstance(q["value"], int | float) and not isinstance(q["value"], bool), path
        assert q["unit"] in UNITS or MONEY.match(q["unit"]), (path, q)
        written = parse_quantity(q["text"])
        shown = Quantity.of(q["value"], q["unit"])
        assert written.dims == shown.dims, (path, q)
        # the text is rounded to 6 significant digits for computed figures (17.6384 GB)
        assert abs(float(written.magnitude) - float(shown.magnitude)) <= 5e-6 * abs(float(shown.magnitude)), (path, q)


def test_the_named_fields_carry_the_numbers_a_reader_expects() -> None:
    data = report(*HONEST)
    offer, sizing = data["offer"], data["sizing"]
    assert offer["gpu"]["memory"] == {"value": 80_000_000_000, "unit": "B", "text": "80 GB"}
    assert offer["interconnect"]["inter_node_bandwidth"] == {"value": 400e9, "unit": "B/s", "text": "3200 Gb/s"}
    assert offer["clauses"]["availability"]["percent"]["value"] == pytest.approx(99.9)
    assert offer["pricing"]["minimum_term"]["unit"] == "s"
    assert offer["pricing"]["unit_price"]["unit"] == "USD/GPU/s"
    assert offer["pricing"]["unit_price"]["value"] * 3600 == pytest.approx(2.49)
    assert sizing["total_required"]["unit"] == "B" and sizing["total_required"]["value"] > 100e9
    assert sizing["peak_per_gpu"] == {"value": 989e12, "unit": "FLOP/s", "text": "989 TFLOPS"}
    smi = next(p for p in data["probes"] if p["kind"] == "nvidia-smi")
    assert smi["facts"]["gpus"][0]["memory_total"] == {"value": 81559 * 2**20, "unit": "B", "text": "81559 MiB"}


def test_a_chinese_quote_gives_the_same_numbers_as_its_english_twin() -> None:
    """云衡's zh quote and Northwind's en YAML sell the same H100 node: 80 GB, 900 GB/s NVLink."""
    zh, en = report(*ZH_QUOTE)["offer"], report(*HONEST)["offer"]
    for field in ("memory",):
        assert zh["gpu"][field]["value"] == en["gpu"][field]["value"]
    assert zh["interconnect"]["nvlink_bandwidth"]["value"] == en["interconnect"]["nvlink_bandwidth"]["value"] == 900e9
    assert zh["pricing"]["unit_price"]["unit"].startswith("CNY/")


def test_finding_evidence_carries_the_number_beside_the_shown_value() -> None:
    refs = [e for f in report(*HONEST)["findings"] for e in f["evidence"] if e.get("fact") == "offer.gpu.memory"]
    assert refs
    for e in refs:
        assert e["value"] == "80 GB"  # the shown value stays text: baselines fingerprint it
        assert e["quantity"] == {"value": 80_000_000_000, "unit": "B", "text": "80 GB"}
    assert all("quantity" not in e for f in report(*HONEST)["findings"] for e in f["evidence"]
               if e.get("fact") == "offer.vendor")


def _readme_jq() -> list[str]:
    """The jq programs the README shows, as written there."""
    return re.findall(r"jq '([^']+)'", README)


def test_the_readme_shows_jq_filters_on_numbers() -> None:
    programs = _readme_jq()
    assert any(".probes[]" in p and ".facts.max_busbw.value > 400e9" in p for p in programs), programs
    assert any(".offer.gpu.memory.value" in p for p in programs), programs


@pytest.mark.skipif(shutil.which("jq") is None, reason="jq not installed")
@pytest.mark.parametrize(("args", "expected"), [(HONEST, "true"), (PCIE, "false")], ids=["487GBps", "6GBps"])
def test_the_readme_jq_filter_compares_bus_bandwidth(args: tuple[str, ...], expected: str) -> None:
    program = next(p for p in _readme_jq() if "max_busbw" in p)
    out = subprocess.run(["jq", program], input=json.dumps(report(*args)), capture_output=True, text=True, check=True)
    assert out.stdout.split() == [expected]


@pytest.mark.skipif(shutil.which("jq") is None, reason="jq not installed")
def test_the_readme_jq_filter_on_the_offer() -> None:
    program = next(p for p in _readme_jq() if ".offer.gpu.memory.value" in p)
    out = subprocess.run(["jq", program], input=json.dumps(report(*HONEST)), capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "true"


def test_the_readme_filters_logic_in_python() -> None:
    """The same comparisons without jq (CI images may lack it): numbers, not strings, are compared."""
    def busbw_over(data: dict[str, Any]) -> list[bool]:
        return [p["facts"]["max_busbw"]["value"] > 400e9 for p in data["probes"] if p["kind"] == "nccl"]

    assert busbw_over(report(*HONEST)) == [True]
    assert busbw_over(report(*PCIE)) == [False]


def _schema(name: str) -> dict[str, Any]:
    return json.loads((ROOT / "schemas" / f"{name}.schema.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", ["report", "vendors-report", "probe"])
def test_the_output_schemas_name_each_quantitys_unit(name: str) -> None:
    nodes = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if "x-dimension" in node:
                nodes.append(node)
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(_schema(name))
    assert len(nodes) > 10
    for node in nodes:
        assert node["type"] == "object" and node["required"] == ["value", "unit", "text"], node
        unit = node["properties"]["unit"]
        assert unit.get("const") == CANONICAL_UNITS.get(node["x-dimension"], unit.get("const")), node
        assert "value in" in node["description"]


def test_the_report_schema_types_offer_and_sizing_fields() -> None:
    """A quantity written back as a string is refused: the schema says what each field is."""
    data = json.loads(json.dumps(report(*HONEST)))
    validator = jsonschema.Draft202012Validator(_schema("report"))
    assert not list(validator.iter_errors(data))
    data["offer"]["gpu"]["memory"] = "80 GB"
    data["sizing"]["total_required"] = 176.4
    bad = {tuple(e.absolute_path) for e in validator.iter_errors(data)}
    assert ("offer", "gpu", "memory") in bad and ("sizing",) in bad  # sizing: an object or null, neither fits


def test_the_offer_file_schema_still_takes_what_people_write() -> None:
    """Input files keep "80 GB": the offer schema (validation) is not the output's."""
    memory = _schema("offer")["$defs"]["Gpu"]["properties"]["memory"]
    assert "string" in json.dumps(memory) and "x-dimension" in json.dumps(memory)


def test_audit_read_writes_quantities_as_text() -> None:
    result = audit("read", "samples/quotes/honest-h100-quote-zh.pdf")
    assert result.returncode == 0, result.stderr
    assert re.search(r"^  memory: 80 GB$", result.stdout, re.M)
    assert not re.search(r"^\s+(value|text): ", result.stdout.split("readings:")[0], re.M)


def test_a_report_reads_back_with_its_quantities() -> None:
    """Baselines read an old report: the offer's quantity objects, the evidence's numbers validate back."""
    from auditor.report.model import Report

    data = report(*HONEST)
    back = Report.model_validate(data)
    assert json.loads(back.model_dump_json(exclude_none=True))["findings"] == data["findings"]


def test_a_cached_offer_round_trips_exactly() -> None:
    """The document cache stores an offer as JSON: each quantity must come back equal, in its written unit."""
    from auditor.ingest import load_offer
    from auditor.model.offer import Offer

    offer = load_offer([ROOT / "samples/quotes/honest-h100-quote-zh.pdf"])
    back = Offer.model_validate_json(offer.model_dump_json(by_alias=True))
    assert back.gpu.memory == offer.gpu.memory and back.gpu.memory.unit == offer.gpu.memory.unit
    assert back.pricing.unit_price == offer.pricing.unit_price
    assert back.model_dump(mode="json") == offer.model_dump(mode="json")


_DIMENSIONS = {
    "bytes": ["B", "KB", "MB", "GB", "TB", "MiB", "GiB", "Gb"],
    "data_rate": ["GB/s", "Gb/s", "Mbit/s", "MiB/s", "GbE"],
    "flops": ["TFLOPS", "PFLOPS", "GFLOPS"],
    "duration": ["sec", "ms", "h", "days", "month", "小时", "天"],
    "percent": ["%"],
    "money_rate": ["USD/GPU·h", "CNY/天", "USD/node/h", "元/卡时"],
}


@given(dimension=st.sampled_from(sorted(_DIMENSIONS)), data=st.data(),
       number=st.fractions(min_value=0, max_value=10**6, max_denominator=1000))
def test_any_quantity_round_trips_through_its_json_object(dimension: str, data: st.DataObject,
                                                          number: Fraction) -> None:
    unit = data.draw(st.sampled_from(_DIMENSIONS[dimension]))
    q = Quantity.of(number, unit)
    obj = as_json(q, dimension)
    assert json.loads(json.dumps(obj)) == obj
    back = from_json(obj, dimension)
    assert back.dims == q.dims
    assert float(back.magnitude) == pytest.approx(float(q.magnitude), rel=1e-12, abs=1e-300)
    assert obj["value"] == pytest.approx(float(q.magnitude * (100 if dimension == "percent" else 1)), rel=1e-12)


@pytest.mark.parametrize(("obj", "dimension"), [
    ({"value": 80, "unit": "B/s", "text": "80 B/s"}, "bytes"),
    ({"value": "80", "unit": "B"}, "bytes"),
    ({"unit": "B"}, "bytes"),
    ({"value": 3, "unit": "s", "text": "3 s"}, "money"),
])
def test_a_wrong_quantity_object_is_refused(obj: dict[str, Any], dimension: str) -> None:
    with pytest.raises(UnitError):
        from_json(obj, dimension)
