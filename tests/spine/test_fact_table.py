"""``probe.*`` is typed from a generated table (auditor/probes/fact_types.py), not from the probe
models, so that start-up never builds them: the table must type every path exactly as the models
would, and the empty probe root must read as ``ProbeFacts()``."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any, Literal

import pytest
from pydantic import BaseModel

from auditor.dsl.schema import Table, Type, descriptor_type, fields_of, root_type, type_of
from auditor.errors import InputError
from auditor.model.quantity import Bytes, DataRate, Money, MoneyRate, Percent
from auditor.probes import fact_types, facts, root
from auditor.probes.registry import describe
from auditor.units import Quantity


def _plain(t: Type | None) -> Any:
    """A type with its model named rather than held (a table and a model compare by name)."""
    if t is None:
        return None
    model = None if t.model is None else t.model.__name__
    return t._replace(model=model, item=_plain(t.item))


def test_every_probe_table_types_its_fields_as_the_model_does() -> None:
    probe = fields_of(root_type().model)["probe"].type
    assert isinstance(probe.model, Table) and probe.model.__name__ == "ProbeFacts"
    assert set(fact_types.TABLES) >= {"ProbeFacts", "SmiFacts", "TopoFacts", "GpuPair", "HealthGpu"}
    for name in fact_types.TABLES:
        table = fields_of(Table.of(name, fact_types.TABLES))
        model = fields_of(getattr(facts, name))
        assert list(table) == list(model), name
        for field, spec in table.items():
            expected = model[field]
            assert (_plain(spec.type), spec.description, spec.alias) == (
                _plain(expected.type), expected.description, expected.alias), f"{name}.{field}"


class _Row(BaseModel):
    when: dt.date | None = None


@pytest.mark.parametrize("annotation", [
    int, float, bool, str, dt.date, Quantity, Bytes | None, list[DataRate], dict[str, Percent],
    Literal["pcie", "sxm"] | None, Money | MoneyRate, Bytes | DataRate, int | str, list[_Row], list[str] | None,
    dict[str, list[Bytes | None]],
])
def test_a_descriptor_reads_as_the_annotation_it_was_made_from(annotation: Any) -> None:
    tables = {"_Row": {"when": (describe(dt.date | None), None, None)}}
    assert _plain(descriptor_type(describe(annotation), tables)) == _plain(type_of(annotation))


def test_the_empty_probe_root_reads_as_probe_facts_with_nothing_given() -> None:
    empty, model = root.empty(), facts.ProbeFacts()
    assert vars(empty) == {name: getattr(model, name) for name in facts.ProbeFacts.model_fields}
    assert root.empty().kinds is not empty.kinds  # a fresh list each time, as a model default is


def test_a_misspelt_probe_path_is_refused_with_the_right_spelling(tmp_path: Path) -> None:
    from auditor.dsl.loader import load_rules

    rule = tmp_path / "x.rules"
    rule.write_text('rule x.y\n  pitfall pcie-masquerade\n  severity high\n  title "t" zh "t"\n'
                    '  when probe.topo.all_nvlnk\n  message "m" zh "m"\n  remedy "r" zh "r"\nend\n', encoding="utf-8")
    said = r"unknown field `all_nvlnk` in `probe\.topo`; did you mean `probe\.topo\.all_nvlink`"
    with pytest.raises(InputError, match=said):
        load_rules([rule], include_default=False)
