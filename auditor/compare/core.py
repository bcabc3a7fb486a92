"""One comparison row per audited offer: throughput, days, cost under the offer's own terms, rank.

Why per-offer audit results and not raw offers: the comparison must agree with ``audit offer``
on what each offer is (the same ingest, sizing and findings), so it consumes ``AuditResult``s
from the pipeline and adds only what ranking needs: the MFU assumption (``policy``), the cost
of *this* job under the offer's billing unit and minimum term (``auditor.sizing.cost``), and
the ordering. Every figure keeps the steps that produced it, so ``--explain`` and the HTML
report show the derivation rather than a bare number.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from auditor.model.evidence import evidence_for
from auditor.model.findings import SEVERITIES, severity_rank
from auditor.model.offer import Pricing
from auditor.sizing.catalog import GPUS_FILE
from auditor.sizing.compute import estimate, mfu_from_throughput
from auditor.sizing.cost import cost_of_run
from auditor.sizing.facts import GpuSpec, Target
from auditor.sizing.mfu import LEVELS, MfuRow, MfuTable, OfferClass, classify
from auditor.units import Quantity, currency_of, format_quantity, percent

DAY = 86400
BILLION = 10**9


@dataclass
class Step:
    """One line of a row's derivation: what was computed, how, and the evidence of its inputs."""

    label: str
    text: str
    evidence: list[str] = field(default_factory=list)


@dataclass
class Estimate:
    """The run on one offer at one end of the MFU assumption."""

    level: str
    mfu: Quantity
    scaling: Quantity
    tokens_per_s: Fraction | None = None
    seconds: Quantity | None = None
    cost: Quantity | None = None
    cost_note: str = ""
    ranked_cost: Quantity | None = None
    """The cost in the ranking currency (after a user-given --rate), or the cost itself."""

    @property
    def days(self) -> Fraction | None:
        return self.seconds.magnitude / DAY if self.seconds is not None else None


@dataclass
class Row:
    label: str
    documents: list[str]
    offer_name: str | None
    gpu_text: str
    gpus: int | None
    nodes: int | None
    fits: bool | None
    fit_why: str
    mfu_source: str
    """``table`` (the policy row), ``measured MFU`` or ``measured tokens/s`` (the offer's probes)."""
    policy_row: MfuRow | None
    klass: OfferClass | None
    estimates: dict[str, Estimate]
    fees: list[str]
    failing: dict[str, int]
    blocked: list[str]
    unpriced: str | None
    """What is missing for a price (None when priced)."""
    currency: str | None
    steps: list[Step]
    misses_deadline: bool | None = None
    rank: int | None = None

    @property
    def expected(self) -> Estimate | None:
        return self.estimates.get("expected")

    def cost_per_billion(self, tokens: int, level: str = "expected") -> Quantity | None:
        est = self.estimates.get(level)
        if est is None or est.cost is None:
            return None
        return est.cost * Fraction(BILLION, tokens)


@dataclass
class Options:
    tokens: int
    deadline_days: Fraction | None = None
    block_on: str = "critical"
    rates: dict[str, Fraction] = field(default_factory=dict)
    currency: str | None = None
    """The currency --rate values convert to; inferred when the offers leave only one choice."""


@dataclass
class Comparison:
    target: Target
    options: Options
    rows: list[Row]
    groups: dict[str, list[Row]]
    """Ranking currency → runnable, priced rows in rank order (expected MFU)."""
    unpriced: list[Row]
    blocked: list[Row]
    sensitivity: dict[str, dict[str, list[str]]]
    """MFU level → ranking currency → row labels in rank order."""
    winner_changes: bool
    notes: list[str]
    flops_per_token: float | None


# ---------------------------------------------------------------- one row


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


# ---------------------------------------------------------------- ranking


def _convert(cost: Quantity | None, options: Options, common: str | None) -> Quantity | None:
    """The cost in the ranking currency: itself, or converted by a rate the user gave; never guessed."""
    if cost is None:
        return None
    code = currency_of(cost.dims)
    if common is None or code == common or code not in options.rates:
        return cost
    return Quantity(cost.magnitude * options.rates[code], ((common, 1),), common)


def _order(rows: list[Row], level: str, options: Options) -> dict[str, list[Row]]:
    groups: dict[str, list[Row]] = {}
    for row in rows:
        est = row.estimates[level]
        assert est.ranked_cost is not None
        groups.setdefault(currency_of(est.ranked_cost.dims) or "?", []).append(row)
    for members in groups.values():
        members.sort(
            key=lambda r: (
                _late(r, level, options),
                r.estimates[level].ranked_cost,
                r.estimates[level].seconds,
                r.label,
            )
        )
    return dict(sorted(groups.items()))


def _late(row: Row, level: str, options: Options) -> bool:
    days = row.estimates[level].days
    return options.deadline_days is not None and days is not None and days > options.deadline_days


def common_currency(rows: list[Row], options: Options) -> str | None:
    """The currency ``--rate`` converts into: ``--currency``, else the one offered currency with no rate."""
    from auditor.errors import UsageError

    if not options.rates:
        return options.currency
    if options.currency:
        if options.currency in options.rates:
            raise UsageError(f"--rate {options.currency}=… converts the ranking currency into itself")
        return options.currency
    offered = sorted({r.currency for r in rows if r.currency})
    without = [c for c in offered if c not in options.rates]
    if len(without) != 1:
        raise UsageError(
            "say which currency --rate converts to with --currency "
            f"(offers are in {', '.join(offered) or 'no currency'})"
        )
    return without[0]


def compare(results: list[Any], target: Target, table: MfuTable, options: Options) -> Comparison:
    """Rows for every audited offer, ranked by cost within each ranking currency, with sensitivity."""
    rows = [build_row(r, table, options) for r in results]
    common = common_currency(rows, options)
    for row in rows:
        for est in row.estimates.values():
            est.ranked_cost = _convert(est.cost, options, common)
        if options.deadline_days is not None and row.expected is not None:
            row.misses_deadline = _late(row, "expected", options)
    blocked = [r for r in rows if r.blocked]
    unpriced = [r for r in rows if not r.blocked and r.unpriced]
    runnable = [r for r in rows if not r.blocked and not r.unpriced]
    groups = _order(runnable, "expected", options)
    for members in groups.values():
        for i, row in enumerate(members, 1):
            row.rank = i
    sensitivity = {
        level: {cur: [r.label for r in members] for cur, members in _order(runnable, level, options).items()}
        for level in LEVELS
    }
    winners = {
        level: {cur: labels[0] for cur, labels in by_cur.items() if labels} for level, by_cur in sensitivity.items()
    }
    notes: list[str] = []
    if len(groups) > 1:
        notes.append(
            f"offers in {', '.join(groups)} are ranked separately: no exchange rate was given for "
            f"all of them (--rate CUR=X converts CUR into {common or 'the --currency'}); "
            "amounts in different currencies are never added or compared"
        )
    for code, rate in sorted(options.rates.items()):
        notes.append(f"{code} converted at the user-given rate 1 {code} = {float(rate):g} {common}")
    if options.deadline_days is not None:
        notes.append(
            f"offers that cannot finish within {float(options.deadline_days):g} days (expected MFU) "
            "rank after those that can"
        )
    if any(r.mfu_source != "table" for r in rows):
        notes.append("a measured MFU or tokens/s from an offer's probes replaces the table for that offer")
    flops = next((r.facts.tree.sizing.flops_per_token for r in results if r.facts.tree.sizing), None)
    return Comparison(
        target=target,
        options=options,
        rows=rows,
        groups=groups,
        unpriced=unpriced,
        blocked=blocked,
        sensitivity=sensitivity,
        winner_changes=winners["low"] != winners["expected"] or winners["high"] != winners["expected"],
        notes=notes,
        flops_per_token=flops,
    )


def find_row(comparison: Comparison, name: str) -> Row:
    """The row ``--explain`` names: exact vendor first, then a unique case-insensitive substring."""
    from auditor.errors import UsageError

    key = name.strip().lower()
    exact = [r for r in comparison.rows if r.label.lower() == key]
    if len(exact) == 1:
        return exact[0]
    hits = [r for r in comparison.rows if any(key in (s or "").lower() for s in (r.label, r.offer_name, *r.documents))]
    if len(hits) == 1:
        return hits[0]
    names = ", ".join(repr(r.label) for r in (hits or comparison.rows))
    what = "matches several offers" if hits else "matches no offer"
    raise UsageError(f"--explain {name!r} {what}: {names}")
