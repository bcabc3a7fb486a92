"""One comparison row per audited offer: the MFU assumption, throughput, days and cost under the
offer's own terms, each figure with the steps that produced it (``--explain``, the HTML report)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from auditor.compare.records import BILLION, Estimate, Options, Row, Step
from auditor.model.evidence import evidence_for
from auditor.model.findings import SEVERITIES, severity_rank
from auditor.model.offer import Pricing
from auditor.sizing.catalog import GPUS_FILE
from auditor.sizing.compute import estimate, mfu_from_throughput
from auditor.sizing.cost import cost_of_run
from auditor.sizing.facts import GpuSpec
from auditor.sizing.mfu import LEVELS, MfuRow, MfuTable, classify
from auditor.units import Quantity, currency_of, format_quantity, percent


def _money(q: Quantity | None) -> str:
    if q is None:
        return "-"
    code = currency_of(q.dims) or ""
    return f"{code} {float(q.magnitude):,.2f}".strip()


def _tokens_rate(x: Fraction) -> str:
    return f"{float(x):,.0f} tokens/s"


def _cite(result: Any, *paths: str) -> list[str]:
    offer = result.offer
    return list(dict.fromkeys(ev.where() for p in paths for ev in offer.evidence.get(p, [])))


def _missing_terms(pricing: Pricing) -> list[str]:
    """What an offer must state before a run can be priced: price, billing unit, minimum term."""
    missing: list[str] = []
    price = pricing.unit_price
    if price is None:
        return ["unit price"]
    if currency_of(tuple((b, e) for b, e in price.dims if e == 1)) is None:
        missing.append("currency")
    has_period = any(b == "s" for b, _ in price.dims)
    if pricing.unit is None and not has_period:
        missing.append("billing unit")
    if pricing.minimum_term is None:
        missing.append("minimum term")
    return missing


def _fees(pricing: Pricing) -> list[str]:
    out = []
    for fee in pricing.extra_fees:
        amount = format_quantity(fee.amount) if fee.amount is not None else "amount not stated"
        out.append(f"{fee.name}: {amount}" + (f" ({fee.text})" if fee.text else ""))
    return out


def _measured(
    result: Any, gpus: int, peak: Quantity, flops_per_token: float, row: MfuRow
) -> tuple[str, Quantity, Quantity, str, list[str]] | None:
    """A training benchmark from the offer's probes replaces the table.

    Returns (source, MFU, scaling, why, evidence), or None when the probes hold no benchmark.
    """
    train = result.facts.tree.probe.train
    if train is None or (train.mfu is None and train.tokens_per_s is None):
        return None
    world = train.world_size or gpus
    if train.mfu is not None:
        source, mfu, path = "measured MFU", train.mfu, "probe.train.mfu"
        why = f"measured MFU {percent(mfu)} on {world} GPUs"
    else:
        assert train.tokens_per_s is not None
        tps = train.tokens_per_s.magnitude
        source, path = "measured tokens/s", "probe.train.tokens_per_s"
        mfu = mfu_from_throughput(float(tps), flops_per_token, world, peak)
        why = (
            f"measured {_tokens_rate(tps)} on {world} GPUs (taken as the target model at its "
            f"sequence length) = MFU {percent(mfu)}"
        )
    if world >= gpus:
        scaling = Quantity.of(100, "%")
        why += "; scaling is in the measurement (100%)"
    else:
        scaling = row.scaling.expected
        why += (
            f"; extrapolated from {world} to {gpus} GPUs with the table's scaling {percent(scaling)} "
            "(cautious: part of that loss is already in the measurement)"
        )
    cited = [ev.where() for ev in evidence_for(result.facts.evidence, path)]
    return source, mfu, scaling, why, cited


def build_row(result: Any, table: MfuTable, options: Options) -> Row:
    """The comparison row of one audited offer (``auditor.pipeline.AuditResult``)."""
    offer = result.offer
    tree = result.facts.tree
    sizing = tree.sizing
    gpu: GpuSpec | None = tree.gpu_spec
    label = offer.vendor or (offer.sources[0] if offer.sources else "offer")
    per_node = offer.gpu.count_per_node
    nodes = offer.nodes or (1 if per_node else None)
    gpus = per_node * nodes if per_node and nodes else None
    steps: list[Step] = []
    blocked: list[str] = []
    failing = {s: 0 for s in SEVERITIES}
    for f in result.findings:
        if f.status == "fail" and f.waiver is None:
            failing[f.severity] += 1
            if options.block_on != "never" and severity_rank(f.severity) <= severity_rank(options.block_on):
                blocked.append(f"{f.severity} finding {f.rule}: {f.title}")
    fits = sizing.fits if sizing is not None else None
    fit_why = sizing.why if sizing is not None else "not sized"
    if fits is False:
        blocked.insert(0, fit_why.split("; ")[0])
    gpu_name = gpu.name if gpu else (offer.gpu.model or "GPU not stated")
    gpu_text = f"{gpus or per_node or '?'}× {gpu_name}" + (
        f" ({nodes} nodes × {per_node})" if nodes and nodes > 1 else ""
    )
    fees = _fees(offer.pricing)
    row = Row(
        label=label,
        documents=list(offer.sources),
        offer_name=offer.offer,
        gpu_text=gpu_text,
        gpus=gpus,
        nodes=nodes,
        fits=fits,
        fit_why=fit_why,
        mfu_source="table",
        policy_row=None,
        klass=None,
        estimates={},
        fees=fees,
        failing=failing,
        blocked=blocked,
        unpriced=None,
        currency=None,
        steps=steps,
    )
    missing = _missing_terms(offer.pricing)
    problem = _estimate_problem(gpu, gpus, sizing)
    if problem:
        row.unpriced = problem if not missing else f"{problem}; not stated: {', '.join(missing)}"
        steps.append(Step("Estimate", f"not computed: {problem}", _cite(result, "gpu.model", "gpu.count_per_node")))
        return row
    assert gpu is not None and gpu.bf16_dense is not None and gpus is not None and sizing is not None
    klass = classify(offer, gpu, tree.probe, result.facts.evidence, table)
    policy_row = table.lookup(klass.sku_class.value, klass.intra.value, klass.fabric.value, klass.sharing.value)
    row.klass, row.policy_row = klass, policy_row
    peak = gpu.bf16_dense * klass.share
    flops_per_token = sizing.flops_per_token
    measured = _measured(result, gpus, peak, flops_per_token, policy_row)

    catalogue = f"{GPUS_FILE} (/{gpu.sku}): {gpu.source}"
    peak_text = f"{gpu.name}: dense BF16 peak {format_quantity(gpu.bf16_dense, 'TFLOPS')} per GPU"
    if klass.share != 1:
        peak_text += f"; {klass.share_why} → {format_quantity(peak, 'TFLOPS')} per slice"
    steps.append(Step("Peak", peak_text, [*_cite(result, "gpu.model", "gpu.sku", "gpu.mig_profile"), catalogue]))
    steps.append(
        Step(
            "GPUs",
            f"{per_node} per node × {nodes} node(s) = {gpus}",
            _cite(result, "gpu.count_per_node", "nodes"),
        )
    )
    for name, key in (
        ("class", klass.sku_class),
        ("intra-node", klass.intra),
        ("fabric", klass.fabric),
        ("sharing", klass.sharing),
    ):
        steps.append(Step(f"Key: {name}", f"{key.value} ({key.why})", list(key.evidence)))
    policy_text = (
        f"row {policy_row.where()} [{policy_row.sku_class}/{policy_row.intra}/{policy_row.fabric}/"
        f"{policy_row.sharing}]: MFU {percent(policy_row.mfu.expected)} "
        f"(low {percent(policy_row.mfu.low)}, high {percent(policy_row.mfu.high)}), scaling "
        f"{percent(policy_row.scaling.expected)} (low {percent(policy_row.scaling.low)}, "
        f"high {percent(policy_row.scaling.high)}); {policy_row.note}"
    )
    if measured is not None:
        row.mfu_source = measured[0]
        steps.append(
            Step("MFU", f"{measured[3]} (replaces the table; the table would give {policy_text})", measured[4])
        )
    else:
        steps.append(Step("MFU", f"from the policy table, {policy_text}", list(policy_row.sources)))

    tokens = options.tokens
    target = result.facts.tree.target
    target_mfu = getattr(target, "mfu", None)
    target_scaling = getattr(target, "scaling_efficiency", None)
    for level in LEVELS:
        if measured is not None:
            mfu, scaling = measured[1], measured[2]
        else:  # the same engine and assumptions as `audit size` and `audit offer` (sizing.plan)
            mfu = target_mfu or policy_row.mfu.at(level)
            scaling = target_scaling or policy_row.scaling.at(level)
        run = estimate(flops_per_token, tokens, gpus, peak, mfu, scaling)
        est = Estimate(level=level, mfu=run.mfu, scaling=run.scaling)
        est.tokens_per_s, est.seconds = run.tokens_per_s, run.seconds
        if missing:
            est.cost_note = f"not priced: {', '.join(missing)} not stated"
        else:
            est.cost, est.cost_note = cost_of_run(est.seconds, gpus, nodes, offer.pricing)
            if est.cost is None:
                est.cost_note = f"not priced: {est.cost_note}"
        row.estimates[level] = est
    exp = row.estimates["expected"]
    assert exp.tokens_per_s is not None and exp.seconds is not None
    if gpus == 1 and measured is None:
        steps.append(Step("Scaling", "one GPU: no communication, scaling 100%"))
    achieved = Quantity(exp.tokens_per_s * Fraction(str(flops_per_token)), (("FLOP", 1), ("s", -1)))
    steps.append(
        Step(
            "Throughput",
            f"{gpus} × {format_quantity(peak, 'TFLOPS')} × MFU {percent(exp.mfu)} × scaling "
            f"{percent(exp.scaling)} = {format_quantity(achieved)}; "
            f"÷ {flops_per_token / 1e9:,.1f} GFLOP/token ({sizing.model} {sizing.mode}, 6·N_matmul + attention) "
            f"= {_tokens_rate(exp.tokens_per_s)}",
        )
    )
    hours = exp.seconds.magnitude / 3600
    steps.append(
        Step(
            "Time",
            f"{tokens:,} tokens ÷ {_tokens_rate(exp.tokens_per_s)} = {float(hours):,.1f} h "
            f"= {float(hours / 24):,.2f} days",
        )
    )
    pricing_cites = _cite(
        result,
        "pricing.unit_price",
        "pricing.unit",
        "pricing.minimum_term",
        "pricing.billing_granularity",
        "pricing.currency",
    )
    if missing:
        row.unpriced = f"{', '.join(missing)} not stated"
        steps.append(Step("Cost", f"not priced: the offer does not state its {', '.join(missing)}", pricing_cites))
    elif exp.cost is None:
        row.unpriced = exp.cost_note.removeprefix("not priced: ")
        steps.append(Step("Cost", exp.cost_note, pricing_cites))
    else:
        row.currency = currency_of(exp.cost.dims)
        price = offer.pricing.unit_price
        assert price is not None
        unit = offer.pricing.unit or "as priced"
        steps.append(
            Step(
                "Cost",
                f"{format_quantity(price)} ({unit}): {exp.cost_note} = {_money(exp.cost)}",
                pricing_cites,
            )
        )
        steps.append(
            Step(
                "Per billion tokens",
                f"{_money(exp.cost)} ÷ {tokens / BILLION:,.3g} B tokens = {_money(row.cost_per_billion(tokens))}",
            )
        )
    if fees:
        steps.append(
            Step(
                "Fees stated",
                "; ".join(fees) + " (listed; a fee is added only when cost_of_run can: one-off, same currency)",
                _cite(result, "pricing.extra_fees"),
            )
        )
    steps.append(Step("Fit", fit_why, [ev.where() for ev in evidence_for(result.facts.evidence, "sizing.fits")]))
    return row


def _estimate_problem(gpu: GpuSpec | None, gpus: int | None, sizing: Any) -> str | None:
    if sizing is None:
        return "no sizing (target model missing)"
    if gpu is None:
        return "GPU not in the catalogue: peak FLOP/s unknown"
    if gpu.bf16_dense is None:
        return f"{gpu.name}: dense BF16 peak unknown in the catalogue"
    if gpus is None:
        return "GPU count not stated"
    return None
