"""Structured offers: every sample loads with evidence; bad files get one line naming file, line, pointer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.errors import InputError
from auditor.ingest import load_offer
from auditor.units import parse_quantity

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted((ROOT / "samples" / "offers").glob("*.yaml"))


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_samples_load_with_evidence_for_every_known_fact(path: Path) -> None:
    offer = load_offer([path])
    assert offer.vendor and offer.gpu.memory is not None
    ev = offer.evidence["gpu.memory"][0]
    line = path.read_text(encoding="utf-8").splitlines()[ev.line - 1]
    assert line.strip().startswith("memory:") and ev.pointer == "/gpu/memory"
    for key in ("gpu.count_per_node", "pricing.unit_price", "statements.0"):
        assert offer.evidence[key][0].line is not None


def test_unstated_clauses_are_absent_when_a_contract_is_given() -> None:
    offer = load_offer([ROOT / "samples/offers/missing-sla-h800.yaml"])
    assert offer.clauses is not None
    assert offer.clauses.availability.status == "hedged"
    assert offer.clauses.compensation.status == "absent"
    assert offer.clauses.data_deletion.status == "absent"
    assert "not stated" in offer.evidence["clauses.data_deletion"][0].text


def test_no_contract_leaves_clauses_unknown(tmp_path: Path) -> None:
    path = tmp_path / "quote.yaml"
    path.write_text("vendor: X\ngpu: {model: H100 SXM, memory: 80 GB, count_per_node: 8}\n")
    offer = load_offer([path])
    assert offer.clauses is None and offer.interconnect.intra_node is None


def test_json_offer_has_lines(tmp_path: Path) -> None:
    path = tmp_path / "offer.json"
    path.write_text(json.dumps({"vendor": "X", "gpu": {"memory": "80 GB", "count_per_node": 8}}, indent=2))
    offer = load_offer([path])
    assert offer.evidence["gpu.memory"][0].line == 4


BAD = {
    "wrong type": ("gpu:\n  count_per_node: eight\n", 2, "/gpu/count_per_node", "expected integer"),
    "unknown field": ("vendor: X\ngpu:\n  memroy: 80 GB\n", 3, "/gpu/memroy", "did you mean 'memory'"),
    "negative memory": ("gpu:\n  memory: -80 GB\n", 2, "/gpu/memory", "negative"),
    "wrong dimension": ("gpu:\n  memory: 80 GB/s\n", 2, "/gpu/memory", "expected bytes"),
    "bad enum": ("interconnect:\n  intra_node: infiniband\n", 2, "/interconnect/intra_node", "not one of"),
    "bad syntax": ("vendor: [x\ngpu: {}\n", 2, None, "invalid YAML"),
    "not a mapping": ("- a\n- b\n", 1, None, "must be a mapping"),
    "empty": ("", 1, None, "empty document"),
}


@pytest.mark.parametrize("name", list(BAD))
def test_bad_offers_give_one_line_with_file_line_pointer(tmp_path: Path, name: str) -> None:
    text, line, pointer, words = BAD[name]
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    before = path.read_bytes()
    with pytest.raises(InputError) as info:
        load_offer([path])
    error = info.value
    assert error.line == line and error.pointer == pointer
    assert words in str(error)
    assert str(error).startswith(f"{path}:{line}")
    assert "\n" not in error.headline()
    assert path.read_bytes() == before  # inputs are never modified


def test_alias_bomb_is_refused(tmp_path: Path) -> None:
    rows = ['a: &a ["x","x","x","x","x","x","x","x","x"]']
    for prev, name in zip("abcdefg", "bcdefgh", strict=True):
        rows.append(f"{name}: &{name} [{', '.join(['*' + prev] * 9)}]")
    path = tmp_path / "bomb.yaml"
    path.write_text("\n".join(rows) + "\n")
    with pytest.raises(InputError, match="alias bomb"):
        load_offer([path])


def test_merge_keeps_evidence_per_document_and_reports_disagreement(tmp_path: Path) -> None:
    quote = tmp_path / "quote.yaml"
    quote.write_text("vendor: X\ngpu: {memory: 80 GB}\ninterconnect: {intra_node: nvlink}\n")
    contract = tmp_path / "contract.yaml"
    contract.write_text(
        "interconnect:\n  intra_node: pcie\nnodes: 2\nclauses:\n  availability: {status: present, percent: 99.9%}\n")
    offer = load_offer([quote, contract])
    assert offer.sources == [str(quote), str(contract)]
    assert offer.nodes == 2 and offer.evidence["nodes"][0].source == str(contract)
    assert offer.evidence["gpu.memory"][0].source == str(quote)
    assert offer.interconnect.intra_node == "nvlink"
    [conflict] = offer.conflicts
    assert conflict.field == "interconnect.intra_node" and conflict.values == ["nvlink", "pcie"]
    assert {e.source for e in conflict.evidence} == {str(quote), str(contract)}
    assert offer.clauses.availability.percent == parse_quantity("99.9%")


_scalar = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=12), st.floats(allow_nan=False))
_value = st.recursive(_scalar, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                       st.dictionaries(st.text(max_size=8), inner, max_size=3)),
                      max_leaves=12)
_offerish = st.fixed_dictionaries({}, optional={
    "vendor": _value, "gpu": st.dictionaries(st.sampled_from(["model", "memory", "count_per_node", "sharing"]), _value),
    "pricing": st.dictionaries(st.sampled_from(["unit_price", "unit", "minimum_term"]), _value),
    "nodes": _value, "statements": _value, "clauses": _value,
})


@settings(max_examples=150, deadline=None)
@given(_offerish)
def test_arbitrary_documents_load_or_fail_cleanly(tmp_path_factory: pytest.TempPathFactory, data: dict) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "offer.json"
    path.write_text(json.dumps(data))
    try:
        load_offer([path])
    except InputError as error:
        assert str(path) in error.headline()
