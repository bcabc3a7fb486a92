"""An unverified finding names only the unknowns that made it unknown; a group read cites no dump."""

from __future__ import annotations

from auditor.model.evidence import Evidence
from tests.dsl.conftest import facts, rule


def test_known_and_missing_reads_are_decided_not_missing(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(rule("offer.gpu.count_per_node > 1 and missing(offer.interconnect.intra_node)"))
    finding = rs.evaluate(facts())[0]
    assert finding.status == "unverified"
    assert finding.missing == ["offer.gpu.count_per_node"]


def test_a_path_read_both_inside_and_outside_known_is_missing(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(rule("known(offer.nodes) or offer.nodes > 1"))
    finding = rs.evaluate(facts())[0]
    assert finding.status == "unverified" and finding.missing == ["offer.nodes"]


def test_group_read_cites_the_evidence_recorded_under_it(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(rule("missing(offer.clauses.availability) and known(offer.clauses)"))
    ev = Evidence(source="contract.pdf", extractor="clauses", page=2, text="99.9% monthly")
    data = {"offer": {"clauses": {"availability": {"status": "present", "percent": "99.9%"}}}}
    finding = rs.evaluate(facts(data, {"offer.clauses.availability.percent": [ev]}))[0]
    assert finding.status == "pass"
    assert all(e.source != "(not stated in the documents)" for e in finding.evidence)
    assert [(e.fact, e.source, e.page, e.value) for e in finding.evidence] == [
        ("offer.clauses.availability.percent", "contract.pdf", 2, None)
    ]


def test_group_read_without_evidence_cites_nothing(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(rule("known(offer.clauses)"))
    finding = rs.evaluate(facts({"offer": {"clauses": {"availability": {"status": "absent"}}}}))[0]
    assert finding.status == "fail" and finding.evidence == []


def test_a_quantified_list_is_cited_by_its_items_not_as_unstated(load) -> None:  # type: ignore[no-untyped-def]
    """"offer.statements = 2 item(s) — (not stated in the documents)" above the statement that decided the
    finding read as if the offer stated nothing; the item's own words are the evidence."""
    rs = load(rule('any s in offer.statements: s matches "MIG"'))
    ev = Evidence(source="bill.pdf", extractor="statements", page=1, text="H100 80GB | MIG 2g.20gb × 1")
    data = {"offer": {"statements": ["8 × H100", "H100 80GB | MIG 2g.20gb × 1"]}}
    finding = rs.evaluate(facts(data, {"offer.statements.1": [ev]}))[0]
    assert finding.status == "fail"
    assert all(e.source != "(not stated in the documents)" for e in finding.evidence)
    assert [(e.fact, e.source) for e in finding.evidence] == [("offer.statements.1", "bill.pdf")]


def test_an_item_with_no_evidence_is_still_shown_unstated(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(rule('any s in offer.statements: s matches "MIG"'))
    finding = rs.evaluate(facts({"offer": {"statements": ["MIG 1g.10gb"]}}))[0]
    assert finding.status == "fail"
    assert [(e.fact, e.source, e.value) for e in finding.evidence] == [
        ("offer.statements.0", "(not stated in the documents)", "MIG 1g.10gb")]
