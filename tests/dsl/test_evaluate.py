"""Evaluation: three-valued outcomes, evidence, questions, messages, policy, fingerprints."""

from __future__ import annotations

from pathlib import Path

from auditor.dsl import Policy, gather_questions, load_policy
from auditor.model.evidence import Evidence
from tests.dsl.conftest import facts, rule


def status(ruleset, data: dict[str, object] | None = None) -> str:  # type: ignore[no-untyped-def]
    return ruleset.evaluate(facts(data))[0].status


def test_missing_fact_is_unverified_never_pass(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(rule("offer.gpu.memory < 80 GB"))
    finding = rs.evaluate(facts())[0]
    assert finding.status == "unverified"
    assert finding.missing == ["offer.gpu.memory"]
    assert (
        finding.question
        == "GPU model: please state the memory per GPU, and send `nvidia-smi -L` from a machine of this type."
    )
    assert status(rs, {"offer": {"gpu": {"memory": "40 GB"}}}) == "fail"
    assert status(rs, {"offer": {"gpu": {"memory": "80 GB"}}}) == "pass"


def test_unknown_through_a_none_parent(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(rule("offer.clauses.availability.percent < 99.5%"))
    finding = rs.evaluate(facts())[0]
    assert finding.status == "unverified" and finding.missing == ["offer.clauses.availability.percent"]


def test_kleene_short_circuit_decides_despite_unknown(load) -> None:  # type: ignore[no-untyped-def]
    assert (
        status(load(rule("offer.nodes > 1 and offer.gpu.memory < 80 GB")), {"offer": {"nodes": 1}}) == "pass"
    )
    assert (
        status(load(rule("offer.nodes > 1 or offer.gpu.memory < 80 GB")), {"offer": {"nodes": 2}}) == "fail"
    )
    assert status(load(rule("not (offer.nodes > 1)"))) == "unverified"


def test_known_and_missing_are_definite(load) -> None:  # type: ignore[no-untyped-def]
    assert status(load(rule("missing(offer.clauses.availability)"))) == "fail"
    assert status(load(rule("known(offer.gpu.memory)"))) == "pass"


def test_units_compare_exactly(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(rule("offer.interconnect.inter_node_bandwidth < 50 GB/s"))
    assert status(rs, {"offer": {"interconnect": {"inter_node_bandwidth": "400 Gb/s"}}}) == "pass"
    assert status(rs, {"offer": {"interconnect": {"inter_node_bandwidth": "399 Gb/s"}}}) == "fail"


def test_arithmetic_on_quantities(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(rule("offer.gpu.memory * offer.gpu.count_per_node * offer.nodes < 1 TB"))
    assert status(rs, {"offer": {"gpu": {"memory": "80 GB", "count_per_node": 8}, "nodes": 2}}) == "pass"
    assert status(rs, {"offer": {"gpu": {"memory": "40 GB", "count_per_node": 8}, "nodes": 2}}) == "fail"
    assert status(rs, {"offer": {"gpu": {"memory": "40 GB"}, "nodes": 2}}) == "unverified"


def test_any_binding_in_message_and_evidence(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(
        rule(
            'any f in offer.pricing.extra_fees: f.name matches "(?i)egress"',
            message="{f.name} costs {f.amount}",
        )
    )
    ev = Evidence(source="quote.yaml", extractor="yaml", pointer="/pricing/extra_fees/1", line=12, page=3)
    data = {"offer": {"pricing": {"extra_fees": [{"name": "storage"}, {"name": "Egress", "amount": "¥500"}]}}}
    finding = rs.evaluate(facts(data, {"offer.pricing.extra_fees.1": [ev]}))[0]
    assert finding.status == "fail"
    assert finding.message == "Egress costs 500 CNY"
    facts_named = [e.fact for e in finding.evidence]
    assert (
        "offer.pricing.extra_fees.1" in facts_named and "offer.pricing.extra_fees.0.name" not in facts_named
    )
    item = next(e for e in finding.evidence if e.fact == "offer.pricing.extra_fees.1.name")
    assert (item.source, item.line, item.value) == ("quote.yaml", 12, "Egress")


def test_a_quantifier_inside_a_text_hole_has_its_own_slot(load) -> None:  # type: ignore[no-untyped-def]
    """A hole may quantify; its item must not overwrite the condition's (nor fall off the slot list)."""
    rs = load(
        rule(
            'any f in offer.pricing.extra_fees: f.name == "egress"',
            message="{f.name}; every fee named: {all g in offer.pricing.extra_fees: known(g.name)}",
        )
    )
    data = {"offer": {"pricing": {"extra_fees": [{"name": "storage"}, {"name": "egress"}]}}}
    finding = rs.evaluate(facts(data))[0]
    assert finding.status == "fail" and finding.message == "egress; every fee named: yes"
    plain = load(rule("offer.nodes >= 1", message="{any g in offer.pricing.extra_fees: known(g.name)}"))
    assert plain.evaluate(facts({"offer": {"nodes": 2, **data["offer"]}}))[0].message == "yes"


def test_any_over_unknown_items_is_kleene(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(rule("any t in offer.clauses.availability.tiers: t.at_least < 90%"))
    tiers = [{"below": "99%", "credit": "10%"}, {"below": "95%", "at_least": "95%", "credit": "20%"}]
    clause = {"availability": {"status": "present", "tiers": tiers}}
    assert status(rs, {"offer": {"clauses": clause}}) == "unverified"
    tiers[0]["at_least"] = "80%"
    assert status(rs, {"offer": {"clauses": clause}}) == "fail"


def test_all_and_membership(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(rule('all s in offer.statements: s matches "NVLink"'))
    assert status(rs, {"offer": {"statements": ["NVLink mesh", "8x NVLink"]}}) == "fail"
    assert status(rs, {"offer": {"statements": ["NVLink", "PCIe"]}}) == "pass"
    rs = load(rule('offer.interconnect.inter_node not in ["infiniband", "roce"]'))
    assert status(rs, {"offer": {"interconnect": {"inter_node": "ethernet"}}}) == "fail"
    assert status(rs, {"offer": {"interconnect": {"inter_node": "roce"}}}) == "pass"


def test_matches_on_a_list_of_text(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(rule('offer.statements matches "(?i)mig|vgpu|共享"'))
    assert status(rs, {"offer": {"statements": ["整卡", "GPU 共享池"]}}) == "fail"
    assert status(rs, {"offer": {"statements": []}}) == "pass"


def test_builtins(load) -> None:  # type: ignore[no-untyped-def]
    data = {"offer": {"pricing": {"extra_fees": [{"name": "a"}, {"name": "b"}]}, "statements": ["x"]}}
    assert (
        status(load(rule("count(offer.pricing.extra_fees) >= 2 and len(offer.statements) == 1")), data)
        == "fail"
    )
    assert (
        status(load(rule('lower(offer.gpu.model) == "h100"')), {"offer": {"gpu": {"model": "H100"}}})
        == "fail"
    )
    rs = load(rule("max(offer.gpu.memory, 48 GB) > 48 GB"))
    assert status(rs, {"offer": {"gpu": {"memory": "80 GB"}}}) == "fail"


def test_a_missing_offer_fact_asks_the_vendor_once(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(
        rule(
            'offer.interconnect.intra_node == "pcie"',
            extra='  needs offer.interconnect "nvidia-smi topo -m"\n',
        )
    )
    finding = rs.evaluate(facts())[0]
    assert finding.question == ("GPU interconnect: please state the link between the GPUs of a node "
                                "(NVLink/NVSwitch or PCIe), and send `nvidia-smi topo -m` from a machine of this type.")
    assert [q.text for q in gather_questions([finding, finding], facts().tree)] == [finding.question]


def test_two_languages(load) -> None:  # type: ignore[no-untyped-def]
    text = rule("offer.nodes > 1").replace('title "t"', 'title "Many nodes" zh "多节点"')
    rs = load(text)
    assert rs.evaluate(facts({"offer": {"nodes": 2}}), lang="zh")[0].title == "多节点"
    assert rs.evaluate(facts({"offer": {"nodes": 2}}))[0].title == "Many nodes"


def test_params_and_policy_overrides(load, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    text = rule(
        "offer.clauses.availability.percent < min_availability",
        rid="sla.low",
        head='param min_availability = 99.5% "lowest acceptable availability"',
    )
    data = {"offer": {"clauses": {"availability": {"status": "present", "percent": "99.7%"}}}}
    assert status(load(text), data) == "pass"
    assert status(load(text, policy=Policy.from_sets(["min_availability=99.9%"])), data) == "fail"
    profile = tmp_path / "strict.yaml"
    profile.write_text(
        "params:\n  min_availability: 99.9%\nseverity:\n  sla.low: critical\ndisabled:\n  {}\n"
    )
    rs = load(text, policy=load_policy(profile))
    assert (
        rs.rules[0].severity == "critical"
        and rs.rules[0].params["min_availability"].value != rs.rules[0].params["min_availability"].default
    )
    profile.write_text("disabled:\n  sla.low: we accept best effort for this pilot\n")
    rs = load(text, policy=load_policy(profile))
    assert rs.rules == [] and rs.disabled == {"sla.low": "we accept best effort for this pilot"}


def test_disable_needs_a_reason(tmp_path: Path) -> None:
    import pytest

    from auditor.errors import InputError

    profile = tmp_path / "p.yaml"
    profile.write_text("disabled:\n  sla.low: ''\n")
    with pytest.raises(InputError, match="needs a reason") as info:
        load_policy(profile)
    assert info.value.line == 2


def test_fingerprint_ignores_page_and_line(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(rule("offer.gpu.memory < 80 GB"))
    data = {"offer": {"gpu": {"memory": "40 GB"}}}
    one = Evidence(source="q.pdf", extractor="pdf", page=1, line=3)
    two = Evidence(source="q.pdf", extractor="pdf", page=4, line=30)
    a = rs.evaluate(facts(data, {"offer.gpu.memory": [one]}))[0]
    b = rs.evaluate(facts(data, {"offer.gpu.memory": [two]}))[0]
    c = rs.evaluate(facts({"offer": {"gpu": {"memory": "48 GB"}}}))[0]
    assert a.fingerprint == b.fingerprint != c.fingerprint


def test_an_object_and_its_field_citing_one_line_are_shown_once(load) -> None:  # type: ignore[no-untyped-def]
    """Regression: `known(clause) and clause.status == …` quoted the same contract line twice."""
    rs = load(rule('known(offer.clauses.acceptance) and offer.clauses.acceptance.status == "absent"'))
    ev = Evidence(source="c.yaml", extractor="yaml", pointer="/clauses", line=43, text="acceptance: not stated")
    data = {"offer": {"clauses": {"acceptance": {"status": "absent"}}}}
    evidence = {"offer.clauses.acceptance": [ev], "offer.clauses.acceptance.status": [ev]}
    finding = rs.evaluate(facts(data, evidence))[0]
    assert finding.status == "fail"
    assert [(e.fact, e.line) for e in finding.evidence] == [("offer.clauses.acceptance.status", 43)]
