"""The clause grammar compiled: grammars/clauses.yaml's patterns per clause id (match, commit,
exclude, value kind, label), hedges, negations, references, credit forms and periods.

Kept apart from the reading (auditor/ingest/clauses.py) so the values and sentence modules can use
the rules without the detector; compiled once per process.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from auditor.ingest.patterns import CaseFolded
from auditor.ingest.vocabulary import grammar_yaml
from auditor.model.offer import CLAUSE_IDS, EXTRA_CLAUSE_IDS

ALL_CLAUSE_IDS: tuple[str, ...] = CLAUSE_IDS + EXTRA_CLAUSE_IDS


@dataclass(frozen=True)
class _Pattern:
    match: CaseFolded
    commit: re.Pattern[str] | None
    exclude: tuple[re.Pattern[str], ...]
    value: str | None
    label: re.Pattern[str] | None


@dataclass(frozen=True)
class _Rules:
    hedges: tuple[re.Pattern[str], ...]
    negations: tuple[re.Pattern[str], ...]
    exclusion_context: re.Pattern[str]
    list_item: re.Pattern[str]
    clauses: dict[str, _Pattern]
    contract_marker: re.Pattern[str]
    contract_min_hits: int
    references: re.Pattern[str]
    reference_name: re.Pattern[str]
    durability: re.Pattern[str]
    level_subject: re.Pattern[str]
    periods: dict[str, re.Pattern[str]]
    sole_remedy: re.Pattern[str]
    cap: re.Pattern[str]
    claim: re.Pattern[str]
    forms: dict[str, re.Pattern[str]]
    exclusion_kinds: dict[str, re.Pattern[str]]
    deemed: re.Pattern[str]
    markup: re.Pattern[str]
    names: re.Pattern[str]
    interconnect_parts: dict[str, re.Pattern[str]]
    link_denial: re.Pattern[str]
    as_listed: re.Pattern[str]
    option: re.Pattern[str]
    form_factor: re.Pattern[str]
    self_test: re.Pattern[str]
    named_test: re.Pattern[str]
    traditional: dict[int, str]
    """Traditional Chinese characters → their simplified forms, one for one (offsets stay)."""
    not_a_level: re.Pattern[str]


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


@cache
def _rules() -> _Rules:
    data: dict[str, Any] = grammar_yaml("clauses.yaml")  # cached as JSON
    clauses = {
        cid: _Pattern(CaseFolded(spec["match"]), _rx(spec["commit"]) if spec.get("commit") else None,
                      tuple(_rx(p) for p in spec.get("exclude", [])), spec.get("value"),
                      _rx(spec["label"]) if spec.get("label") else None)
        for cid, spec in data["clauses"].items()
    }
    missing = set(ALL_CLAUSE_IDS) - set(clauses)
    if missing:
        raise RuntimeError(f"grammars/clauses.yaml lacks clause ids {sorted(missing)}")
    credit = data["credit"]
    return _Rules(
        tuple(_rx(p) for p in data["hedges"]), tuple(_rx(p) for p in data["negations"]),
        _rx(data["exclusion_context"]), _rx(data["list_item"]), clauses,
        _rx(data["contract_markers"]["pattern"]), int(data["contract_markers"]["min_hits"]),
        _rx(data["references"]), re.compile(data["reference_name"]), _rx(data["durability"]),
        _rx(data["level_subject"]), {k: _rx(v) for k, v in data["period"].items()},
        _rx(credit["sole_remedy"]), _rx(credit["cap"]), _rx(credit["claim"]),
        {k: _rx(v) for k, v in credit["forms"].items()},
        {k: _rx(v) for k, v in data["exclusion_kinds"].items()}, _rx(data["deemed_acceptance"]),
        re.compile(data["markup"], re.IGNORECASE | re.MULTILINE), re.compile(data["names"]),
        {k: _rx(v) for k, v in data["interconnect_parts"].items()}, _rx(data["link_denial"]),
        _rx(data["as_listed"]), _rx(data["option"]), _rx(data["form_factor"]),
        _rx(data["self_test"]), _rx(data["named_test"]),
        str.maketrans({pair[0]: pair[1] for pair in data["traditional"].split()}),
        _rx(data["not_a_level"]),
    )


SLA_TERMS: tuple[str, ...] = ("availability", "compensation", "data-deletion")
"""The terms whose statement in any document (quote, email, price list) makes it state contract terms
(a quote's "acceptance within 24 h of delivery" alone is a delivery note, not a contract)."""


def traditional_folding() -> dict[int, str]:
    """Traditional Chinese characters → simplified, one for one: Hong Kong and Taiwan quotes read with the same
    vocabulary ("三個月", "按小時計費", "每台合共")."""
    return _rules().traditional
