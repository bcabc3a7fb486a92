"""``audit compare``: hand-computed throughput, time and cost under billing terms; ranking, blocking,
currencies, sensitivity and explanations."""

from __future__ import annotations

import math
from fractions import Fraction
from pathlib import Path

import pytest

from auditor.compare.core import Options, compare, find_row
from auditor.errors import InputError, UsageError
from auditor.model.findings import Finding
from auditor.probes.facts import TrainFacts
from auditor.sizing.facts import Target
from auditor.sizing.mfu import KEYS, load_table
from auditor.units import Quantity

SAMPLES = Path(__file__).resolve().parents[2] / "samples" / "offers"
H100 = Fraction(989 * 10**12)
A100 = Fraction(312 * 10**12)
TABLE = load_table()


def usd(x: Fraction | int | str) -> Quantity:
    return Quantity(Fraction(x), (("USD", 1),), "USD")


def fpt(result) -> Fraction:  # type: ignore[no-untyped-def]
    return Fraction(str(result.facts.tree.sizing.flops_per_token))


def run(results, target, **options):  # type: ignore[no-untyped-def]
    return compare(results, target, TABLE, Options(**options))


# ---------------------------------------------------------------- billing terms


def test_ten_day_job_on_a_one_month_minimum_pays_the_month(write_offer, audit):
    target = Target(model="llama3-8b", mode="full")
    result = audit(write_offer("Monthly"), target)
    rate = 8 * H100 * Fraction(42, 100) * Fraction(97, 100)  # h100-class/nvlink-mesh/single row
    tokens = int(10 * 86400 * rate / fpt(result))
    row = run([result], target, tokens=tokens).rows[0]
    est = row.expected
    assert est is not None and est.days is not None
    assert 9.99 < float(est.days) <= 10
    assert est.cost == usd(720 * 8 * 2)  # 30 days × 24 h × 8 GPUs × $2.00, not 10 days' worth
    assert "minimum term 1 month paid in full" in est.cost_note
    assert row.cost_per_billion(tokens) == usd(Fraction(720 * 8 * 2 * 10**9, tokens))


def test_more_tokens_past_the_minimum_are_billed_by_the_hour(write_offer, audit):
    target = Target(model="llama3-8b", mode="full")
    result = audit(write_offer("Monthly"), target)
    rate = 8 * H100 * Fraction(42, 100) * Fraction(97, 100)
    tokens = int(40 * 86400 * rate / fpt(result))
    est = run([result], target, tokens=tokens).rows[0].expected
    hours = math.ceil(tokens * fpt(result) / rate / 3600)
    assert hours > 720
    assert est is not None and est.cost == usd(hours * 8 * 2)


def test_a_deadline_marks_late_offers_and_never_changes_their_cost(write_offer, audit):
    target = Target(model="llama3-8b", mode="full")
    result = audit(write_offer("Monthly"), target)
    rate = 8 * H100 * Fraction(42, 100) * Fraction(97, 100)
    tokens = int(10 * 86400 * rate / fpt(result))
    tight = run([result], target, tokens=tokens, deadline_days=Fraction(5)).rows[0]
    loose = run([result], target, tokens=tokens, deadline_days=Fraction(20)).rows[0]
    assert tight.misses_deadline is True and loose.misses_deadline is False
    assert tight.expected.cost == loose.expected.cost == usd(11520)  # type: ignore[union-attr]


def test_a_late_offer_ranks_after_a_dearer_one_that_finishes_in_time(write_offer, audit):
    target = Target(model="llama3-8b", mode="full")
    fast = audit(write_offer("Fast", pricing={"minimum_term": "1 h"}), target)
    slow = audit(
        write_offer("Slow", gpu={"count_per_node": 4}, pricing={"minimum_term": "1 h", "unit_price": "$1.50/GPU·h"}),
        target,
    )
    rate_fast = 8 * H100 * Fraction(50, 100) * Fraction(93, 100)
    tokens = int(86400 * rate_fast / fpt(fast))  # one day on the 8-GPU offer, two on the 4-GPU one
    free = run([fast, slow], target, tokens=tokens)
    assert [r.label for r in free.groups["USD"]] == ["Slow", "Fast"]  # 4 GPUs × 2 days × $1.50 < 8 × 1 × $2.00
    due = run([fast, slow], target, tokens=tokens, deadline_days=Fraction(3, 2))
    assert [r.label for r in due.groups["USD"]] == ["Fast", "Slow"]
    assert find_row(due, "slow").misses_deadline is True


# ---------------------------------------------------------------- the done-when


def test_cheap_pcie_offer_ranks_below_honest_nvlink_for_70b_full_fine_tune(audit):
    target = Target(model="llama3-70b", mode="full")
    nvlink = audit(SAMPLES / "compare-h100-4node-ib-hourly.yaml", target)
    pcie = audit(SAMPLES / "compare-a100-pcie-4node.yaml", target)
    tokens = 20 * 10**9
    result = run([pcie, nvlink], target, tokens=tokens)
    assert [r.label for r in result.groups["USD"]] == ["Fjord Compute", "Saltmarsh GPU Rentals"]
    f = fpt(nvlink)
    # hand-computed: 32 GPUs × peak × MFU × scaling (h100-class nvlink-mesh rdma; a100-class pcie rdma)
    nv_rate = 32 * H100 * Fraction(42, 100) * Fraction(93, 100)
    pc_rate = 32 * A100 * Fraction(48, 100) * Fraction(50, 100)
    nv, pc = find_row(result, "Fjord"), find_row(result, "Saltmarsh")
    assert nv.expected.tokens_per_s == nv_rate / f  # type: ignore[union-attr]
    assert pc.expected.tokens_per_s == pc_rate / f  # type: ignore[union-attr]
    nv_cost = usd(math.ceil(tokens * f / nv_rate / 3600) * 32 * Fraction("2.69"))
    pc_cost = usd(math.ceil(tokens * f / pc_rate / 3600) * 32 * Fraction("1.19"))
    assert nv.expected.cost == nv_cost and pc.expected.cost == pc_cost  # type: ignore[union-attr]
    assert pc.cost_per_billion(tokens) > nv.cost_per_billion(tokens)  # type: ignore[operator]
    why = {s.label: s.text for s in pc.steps}
    assert why["Key: intra-node"].startswith("pcie")
    assert "a100-class/*/rdma/dedicated" in why["MFU"] and "scaling 50%" in why["MFU"]
    assert "1.19 USD/GPU·h" in why["Cost"]
    assert any("compare-a100-pcie-4node.yaml:" in ev for s in pc.steps for ev in s.evidence)
    assert any("gpus.yaml (/a100-pcie-80g)" in ev for s in pc.steps for ev in s.evidence)


def test_nvlink_claimed_on_an_rtx_4090_is_priced_as_pcie(audit):
    target = Target(model="llama3-8b", mode="lora")
    row = run([audit(SAMPLES / "pcie-masquerade-4090.yaml", target)], target, tokens=10**9).rows[0]
    assert row.klass is not None and row.klass.intra.value == "pcie"
    assert "has none" in row.klass.intra.why
    assert row.policy_row is not None and (row.policy_row.sku_class, row.policy_row.intra) == ("other", "pcie")


def test_a_mig_slice_gets_its_share_of_the_peak(audit):
    target = Target(model="llama3-8b", mode="lora")
    row = run([audit(SAMPLES / "shared-slice-mig-a100.yaml", target)], target, tokens=10**9).rows[0]
    assert row.klass is not None and row.klass.share == Fraction(1, 7)
    assert row.policy_row is not None and row.policy_row.sharing == "slice"
    est = row.expected
    assert est is not None
    assert est.tokens_per_s == 8 * A100 / 7 * Fraction(30, 100) * Fraction(50, 100) / fpt(
        audit(SAMPLES / "shared-slice-mig-a100.yaml", target)
    )


# ---------------------------------------------------------------- never silently priced


@pytest.mark.parametrize(
    ("pricing", "missing"),
    [
        ({"minimum_term": None}, "minimum term"),
        ({"unit": None, "unit_price": "$15000"}, "billing unit"),
        ({"unit_price": None}, "unit price"),
    ],
)
def test_missing_terms_are_named_not_priced(write_offer, audit, pricing, missing):
    target = Target(model="llama3-8b", mode="full")
    result = audit(write_offer("Vague", pricing=pricing), target)
    comparison = run([result], target, tokens=10**9)
    row = comparison.rows[0]
    assert row in comparison.unpriced and row.rank is None
    assert row.unpriced is not None and missing in row.unpriced
    assert all(est.cost is None for est in row.estimates.values())
    assert row.expected is not None and row.expected.tokens_per_s is not None  # still estimated


def test_mixed_currencies_are_ranked_apart_without_a_rate(write_offer, audit):
    target = Target(model="llama3-8b", mode="full")
    dollars = audit(write_offer("Dollars", pricing={"minimum_term": "1 h"}), target)
    yuan = audit(
        write_offer(
            "Yuan", currency="CNY", pricing={"unit_price": "¥10/GPU·h", "currency": "CNY", "minimum_term": "1 h"}
        ),
        target,
    )
    result = run([dollars, yuan], target, tokens=10**9)
    assert set(result.groups) == {"CNY", "USD"}
    assert result.groups["CNY"][0].rank == result.groups["USD"][0].rank == 1
    assert any("ranked separately" in n for n in result.notes)


def test_a_user_rate_converts_exactly_and_is_shown(write_offer, audit):
    target = Target(model="llama3-8b", mode="full")
    dollars = audit(write_offer("Dollars", pricing={"minimum_term": "1 h"}), target)
    yuan = audit(
        write_offer(
            "Yuan", currency="CNY", pricing={"unit_price": "¥10/GPU·h", "currency": "CNY", "minimum_term": "1 h"}
        ),
        target,
    )
    result = run([dollars, yuan], target, tokens=10**9, rates={"CNY": Fraction("0.14")})
    assert list(result.groups) == ["USD"]
    row = find_row(result, "Yuan")
    est = row.expected
    assert est is not None and est.cost is not None and est.ranked_cost is not None
    assert est.cost.dims == (("CNY", 1),)  # the offer's own amount is kept
    assert est.ranked_cost == usd(est.cost.magnitude * Fraction(14, 100))
    assert [r.label for r in result.groups["USD"]] == ["Yuan", "Dollars"]  # ¥10 × 0.14 = $1.40 < $2.00
    assert any("user-given rate 1 CNY = 0.14 USD" in n for n in result.notes)


def test_rates_for_every_currency_need_the_ranking_currency_named(write_offer, audit):
    target = Target(model="llama3-8b", mode="full")
    results = [audit(write_offer("Dollars"), target)]
    with pytest.raises(UsageError, match="--currency"):
        run(results, target, tokens=10**9, rates={"USD": Fraction(1)})
    eur = run(results, target, tokens=10**9, rates={"USD": Fraction("0.9")}, currency="EUR")
    assert list(eur.groups) == ["EUR"]


# ---------------------------------------------------------------- blocking and findings


def _finding(severity: str) -> Finding:
    return Finding(
        rule=f"test.{severity}",
        pitfall="other",
        severity=severity,
        status="fail",  # type: ignore[arg-type]
        title=f"a {severity} problem",
        message="m",
        remedy="r",
    )


def test_a_failing_critical_finding_blocks_and_block_on_is_an_option(write_offer, audit):
    target = Target(model="llama3-8b", mode="full")
    result = audit(write_offer("Risky"), target)
    result.findings = [_finding("critical"), _finding("high")]
    blocked = run([result], target, tokens=10**9)
    assert blocked.blocked == blocked.rows and blocked.groups == {}
    assert blocked.rows[0].blocked == ["critical finding test.critical: a critical problem"]
    assert blocked.rows[0].failing == {"critical": 1, "high": 1, "medium": 0, "low": 0, "info": 0}
    stricter = run([result], target, tokens=10**9, block_on="high")
    assert len(stricter.rows[0].blocked) == 2
    ignored = run([result], target, tokens=10**9, block_on="never")
    assert ignored.rows[0].rank == 1


def test_an_offer_the_model_does_not_fit_is_listed_apart_with_the_reason(audit):
    target = Target(model="llama3-70b", mode="full")
    result = run([audit(SAMPLES / "honest-h100-sxm-8x.yaml", target)], target, tokens=10**9)
    row = result.rows[0]
    assert row.fits is False and result.blocked == [row]
    assert row.blocked[0].startswith("does not fit on 8 GPUs")


# ---------------------------------------------------------------- measurements and sensitivity


def test_a_measured_mfu_replaces_the_table(write_offer, audit):
    target = Target(model="llama3-8b", mode="full")
    result = audit(write_offer("Measured", pricing={"minimum_term": "1 h"}), target)
    result.facts.tree.probe.train = TrainFacts(mfu=Quantity.of(30, "%"), world_size=8)
    row = run([result], target, tokens=10**9).rows[0]
    assert row.mfu_source == "measured MFU"
    assert all(est.mfu == Quantity.of(30, "%") for est in row.estimates.values())
    assert row.expected is not None and row.expected.scaling == Quantity.of(100, "%")
    assert row.expected.tokens_per_s == 8 * H100 * Fraction(30, 100) / fpt(result)


def test_measured_tokens_per_second_become_an_mfu(write_offer, audit):
    target = Target(model="llama3-8b", mode="full")
    result = audit(write_offer("Measured", pricing={"minimum_term": "1 h"}), target)
    result.facts.tree.probe.train = TrainFacts(tokens_per_s=Quantity.of(5000, "tokens/s"), world_size=8)
    row = run([result], target, tokens=10**9).rows[0]
    assert row.mfu_source == "measured tokens/s"
    assert row.expected is not None and row.expected.tokens_per_s == 5000


def test_sensitivity_reports_when_the_winner_depends_on_the_mfu_assumption(write_offer, audit):
    target = Target(model="llama3-8b", mode="full")
    nvlink = audit(write_offer("NVLink", pricing={"minimum_term": "1 h", "unit_price": "$2.03/GPU·h"}), target)
    pcie = audit(
        write_offer(
            "PCIe",
            gpu={"model": "NVIDIA A100 80GB PCIe", "sku": "a100-pcie-80g", "form_factor": "pcie"},
            interconnect={"intra_node": "pcie", "topology": "none"},
            pricing={"minimum_term": "1 h", "unit_price": "$0.50/GPU·h"},
        ),
        target,
    )
    # cost ∝ price / (peak × MFU × scaling): expected NVLink 2.03/(989·.42·.97) < PCIe 0.50/(312·.48·.65);
    # low end NVLink 2.03/(989·.33·.93) < PCIe 0.50/(312·.40·.50); high end PCIe 0.50/(312·.57·.70) <
    # NVLink 2.03/(989·.50·1.00)
    result = run([nvlink, pcie], target, tokens=50 * 10**9)
    assert result.sensitivity["expected"]["USD"][0] == "NVLink"
    assert result.sensitivity["low"]["USD"][0] == "NVLink"
    assert result.sensitivity["high"]["USD"][0] == "PCIe"
    assert result.winner_changes is True


# ---------------------------------------------------------------- explain and the table


def test_explain_finds_a_vendor_or_says_why_not(write_offer, audit):
    target = Target(model="llama3-8b", mode="full")
    results = [audit(write_offer("Alpha One"), target), audit(write_offer("Alpha Two"), target)]
    comparison = run(results, target, tokens=10**9)
    assert find_row(comparison, "alpha two").label == "Alpha Two"
    with pytest.raises(UsageError, match="several"):
        find_row(comparison, "alpha")
    with pytest.raises(UsageError, match="no offer"):
        find_row(comparison, "beta")


def test_every_key_combination_has_a_policy_row():
    for sku_class in ("h100-class", "a100-class", "other"):
        for intra in KEYS["intra"]:
            for fabric in KEYS["fabric"]:
                for sharing in KEYS["sharing"]:
                    row = TABLE.lookup(sku_class, intra, fabric, sharing)
                    assert row.sources and row.mfu.low <= row.mfu.expected <= row.mfu.high


def test_a_bad_mfu_table_is_an_input_error_with_its_line(tmp_path):
    bad = tmp_path / "mfu.yaml"
    bad.write_text(
        "sources: {S: x}\nclasses: {}\nrows:\n  - {sku_class: '*', intra: nvlink, fabric: single,\n"
        "     sharing: dedicated, sources: [S], mfu: {low: 1%, expected: 2%, high: 3%},\n"
        "     scaling: {low: 1%, expected: 2%, high: 3%}}\n",
        encoding="utf-8",
    )
    with pytest.raises(InputError, match=r"mfu.yaml:4: intra must be one of"):
        load_table(bad)


def test_shipped_probe_bundles_override_claims_and_the_table(audit):
    target = Target(model="llama3-8b", mode="lora")
    probes = SAMPLES.parent / "probes"
    honest = audit(SAMPLES / "honest-h100-sxm-8x.yaml", target, [probes / "honest-h100-8x"])
    box = audit(SAMPLES / "pcie-masquerade-4090.yaml", target, [probes / "pcie-4090-8x"])
    comparison = run([honest, box], target, tokens=10**9)
    h100, rtx = find_row(comparison, "Northwind"), find_row(comparison, "Qingyun")
    measured = honest.facts.tree.probe.train.mfu
    assert h100.mfu_source == "measured MFU" and h100.expected.mfu == measured  # type: ignore[union-attr]
    assert any("train.log" in ev for s in h100.steps if s.label == "MFU" for ev in s.evidence)
    assert rtx.klass is not None and rtx.klass.intra.why.startswith("measured")
    assert any("topo.txt" in ev for ev in rtx.klass.intra.evidence)


def test_size_offer_and_compare_quote_the_same_hours_for_the_same_job(write_offer, audit):
    """One time engine: `audit size` on the offer's GPUs, `audit offer` (the sizing branch) and the
    comparison row give the same hours for Llama 3 70B LoRA on 2 nodes of 8 H100 on InfiniBand."""
    from auditor.sizing.catalog import get_gpu
    from auditor.sizing.plan import size

    tokens = 5 * 10**9
    target = Target(model="llama3-70b", mode="lora", tokens=tokens)
    path = write_offer("Two nodes", nodes=2, interconnect={"intra_node": "nvlink", "topology": "full-mesh",
                                                           "inter_node": "infiniband", "rdma": True})
    result = audit(path, target)
    offer_hours = result.facts.tree.sizing.hours
    row = run([result], target, tokens=tokens).rows[0]
    sized = size(target, get_gpu("h100-sxm"), gpus=16, gpus_per_node=8)
    assert offer_hours is not None and row.expected is not None and sized.hours is not None
    assert offer_hours == row.expected.seconds == sized.hours
    assert result.facts.tree.sizing.mfu_row == sized.mfu_row
