"""The planner (fewest GPUs that fit, and the layout) and the sizing of a target on an offer.

Layout rules: tensor parallelism stays inside one node's fast GPU-to-GPU domain (NVLink,
xGMI, HCCS; a power of two dividing the heads); pipeline and data parallelism span nodes;
more than one node means the job needs an RDMA fabric (DOMAIN.md: InfiniBand/RoCE for
multi-node training). Among layouts that fit on the fewest GPUs the planner prefers less
recomputation, then fewer pipeline stages, then a lower ZeRO stage (less communication).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from fractions import Fraction
from functools import lru_cache

from auditor.errors import UsageError
from auditor.model.evidence import Evidence
from auditor.model.offer import Offer, Pricing
from auditor.sizing.arch import ModelArch
from auditor.sizing.catalog import GPUS_FILE, get_gpu, get_model, match_gpu
from auditor.sizing.compute import (
    CHINCHILLA_TOKENS_PER_PARAM,
    default_mfu,
    flops_per_token,
    flops_per_token_6n,
    training_seconds,
)
from auditor.sizing.cost import cost_of_run
from auditor.sizing.facts import GpuSpec, SizingFacts, Target
from auditor.sizing.memory import (
    Breakdown,
    Job,
    Layout,
    fits,
    memory_breakdown,
    model_states_total,
    reserved_bytes,
)
from auditor.units import Quantity, format_quantity

RECOMPUTE_ORDER = ("none", "selective", "full")
MAX_DP = 1 << 16
PCIE_SCALING = Quantity.of(65, "%")
"""Scaling efficiency seen on PCIe-bridged GPUs (DOMAIN.md thresholds: ~65%)."""
NO_RDMA_SCALING = Quantity.of(70, "%")
"""Multi-node without an RDMA fabric: below 70% (DOMAIN.md thresholds)."""


def fast_domain(gpu: GpuSpec | None) -> int:
    """GPUs joined by a GPU-to-GPU fabric: the NVLink domain, or xGMI/HCCS meshes of 8."""
    if gpu is None:
        return 1
    if gpu.nvlink and gpu.nvlink_domain:
        return gpu.nvlink_domain
    if gpu.link in ("xgmi", "hccs"):
        return gpu.max_per_node or 8
    return 1


def capacity_bytes(gpu: GpuSpec | None, offered: Quantity | None = None) -> int | None:
    """What one GPU really offers: the driver-reported total where catalogued, else the marketed
    figure read as decimal bytes (conservative: "80 GB" is not 80 GiB). An offered size far from
    the SKU's (a slice, a wrong SKU) is taken as stated."""
    spec_cap = None
    if gpu is not None and gpu.memory is not None:
        spec_cap = gpu.memory_usable or gpu.memory
    if offered is not None and (gpu is None or gpu.memory is None or not _close(offered, gpu)):
        return math.floor(offered.magnitude)
    return math.floor(spec_cap.magnitude) if spec_cap is not None else None


def _close(offered: Quantity, gpu: GpuSpec) -> bool:
    assert gpu.memory is not None
    return abs(offered.magnitude - gpu.memory.magnitude) <= gpu.memory.magnitude * Fraction(8, 100)


def usable_bytes(capacity: int, gpus: int, headroom: Quantity) -> int:
    """Capacity less the runtime's reservation, less the headroom kept free."""
    return math.floor((capacity - reserved_bytes(gpus)) * (1 - headroom.magnitude))


def _powers(limit: int) -> list[int]:
    return [1 << i for i in range(limit.bit_length()) if (1 << i) <= limit]


def _layout_choices(target: Target, arch: ModelArch, domain: int, per_node: int) -> Iterator[Layout]:
    tps = [target.tp] if target.tp else [t for t in _powers(min(domain, per_node)) if arch.heads % t == 0]
    pps = [target.pp] if target.pp else [p for p in _powers(arch.layers)]
    zeros = [target.zero] if target.zero is not None else [0, 1, 2, 3]
    recomputes = [target.recompute] if target.recompute else list(RECOMPUTE_ORDER)
    for tp in tps:
        for pp in pps:
            for zero in zeros:
                for recompute in recomputes:
                    yield Layout(
                        tp=tp,
                        pp=pp,
                        zero=zero,
                        recompute=recompute,
                        sequence_parallel=target.sequence_parallel and tp > 1,
                        offload=target.offload,
                    )


def _preference(layout: Layout) -> tuple[int, int, int, int, int]:
    return (layout.gpus, RECOMPUTE_ORDER.index(layout.recompute), layout.pp, layout.zero, layout.tp)


def _fits(job: Job, layout: Layout, capacity: int, headroom: Quantity) -> bool:
    """Exactly ``memory_breakdown(...).total <= usable``; decided in floats unless it is a close call."""
    return fits(job, layout, _usable(capacity, layout.gpus > 1, headroom.magnitude))


@lru_cache(maxsize=64)
def _usable(capacity: int, many: bool, headroom: Fraction) -> int:
    """``usable_bytes`` for the search: it depends on the GPU count only through "more than one"."""
    return math.floor((capacity - reserved_bytes(2 if many else 1)) * (1 - headroom))


def minimum_layout(
    job: Job, target: Target, gpu: GpuSpec | None, capacity: int, per_node: int
) -> tuple[Layout, Breakdown] | None:
    """The layout that fits on the fewest GPUs, or None if no degree of sharding is enough.

    The search tries hundreds of layouts; only the chosen one gets the exact breakdown. A base
    layout that could only fit on more GPUs than the best found so far is not searched further:
    the GPU count is the first thing the preference compares, so it could not win.
    """
    best: Layout | None = None
    for base in _layout_choices(target, job.arch, fast_domain(gpu), per_node):
        cap = MAX_DP if best is None else best.gpus // (base.tp * base.pp)
        if cap < 1:
            continue
        if base.zero == 0:
            found = base if _fits(job, base, capacity, target.headroom) else None
        else:
            found = _smallest_dp(job, base, capacity, target.headroom, cap)
        if found and (best is None or _preference(found) < _preference(best)):
            best = found
    return (best, memory_breakdown(job, best)) if best is not None else None


def _smallest_dp(job: Job, base: Layout, capacity: int, headroom: Quantity, cap: int = MAX_DP) -> Layout | None:
    """Memory falls as ZeRO shards over more data-parallel ranks: double, then bisect.

    None when nothing fits, or when what fits would need more than ``cap`` ranks (the answer is
    then above ``hi`` once ``hi`` does not fit, so giving up there changes no result within cap).
    """
    hi = 1
    while hi <= MAX_DP:
        if _fits(job, base._replace(dp=hi), capacity, headroom):
            break
        if hi >= cap:
            return None
        hi *= 2
    else:
        return None
    lo = hi // 2
    while lo + 1 < hi:
        mid = (lo + hi) // 2
        if _fits(job, base._replace(dp=mid), capacity, headroom):
            hi = mid
        else:
            lo = mid
    return base._replace(dp=hi)


def layout_for(
    job: Job, target: Target, gpu: GpuSpec | None, capacity: int, gpus: int, per_node: int
) -> tuple[Layout, Breakdown, bool] | None:
    """The preferred layout on exactly ``gpus`` GPUs: the best that fits, else the leanest that doesn't."""
    fitting: list[Layout] = []
    leanest: tuple[Layout, Breakdown] | None = None
    for base in _layout_choices(target, job.arch, fast_domain(gpu), per_node):
        if gpus % (base.tp * base.pp):
            continue
        layout = base._replace(dp=gpus // (base.tp * base.pp))
        if _fits(job, layout, capacity, target.headroom):
            fitting.append(layout)
            continue
        if fitting:
            continue  # a fitting layout wins anyway: the leanest misfit is not needed
        b = memory_breakdown(job, layout)
        if leanest is None or b.total < leanest[1].total:
            leanest = (layout, b)
    if fitting:
        layout = min(fitting, key=_preference)
        return layout, memory_breakdown(job, layout), True
    return (leanest[0], leanest[1], False) if leanest else None


def _gib(n: int | Fraction) -> str:
    """Decimal GB/TB with one decimal, as quotes write memory."""
    return f"{float(n) / 1e9:,.1f} GB" if n < 10**12 else f"{float(n) / 1e12:,.2f} TB"


def _layout_text(layout: Layout) -> str:
    recompute = "no" if layout.recompute == "none" else layout.recompute
    return f"TP={layout.tp} PP={layout.pp} DP={layout.dp} ZeRO-{layout.zero}, {recompute} recompute" + (
        ", optimizer offloaded to CPU" if layout.offload else ""
    )


def size(
    target: Target,
    gpu: GpuSpec | None,
    *,
    gpus: int | None = None,
    nodes: int | None = None,
    gpus_per_node: int | None = None,
    offered_memory: Quantity | None = None,
    pricing: Pricing | None = None,
    rdma: bool | None = None,
    arch: ModelArch | None = None,
) -> SizingFacts:
    """Size ``target`` on ``gpu``: memory per GPU by component, fit, minimum GPUs/nodes, time and cost.

    With ``gpus`` (or ``nodes``) the fit is judged on that many GPUs, else on the minimum found.
    """
    if target.model is None and arch is None:
        raise UsageError("no target model given (--model)")
    arch = arch or get_model(target.model or "")
    job = Job(arch, target.mode, target.seq_len, target.micro_batch, target.optimizer_bytes, target.lora_rank)
    per_node = gpus_per_node or min(8, (gpu.max_per_node if gpu and gpu.max_per_node else 8))
    if gpus is None and nodes is not None:
        gpus = nodes * per_node
    capacity = capacity_bytes(gpu, offered_memory)
    facts: dict[str, object] = {}
    why: list[str] = []
    minimum = minimum_layout(job, target, gpu, capacity, per_node) if capacity else None
    chosen: tuple[Layout, Breakdown] | None = None
    fits: bool | None = None
    if capacity is None:
        why.append("GPU memory unknown (no catalogued GPU, no stated memory): fit not judged")
        tp, pp = target.tp or 1, target.pp or 1
        fixed = Layout(
            tp=tp,
            pp=pp,
            dp=max(1, (gpus or 1) // (tp * pp)),
            zero=target.zero or 0,
            recompute=target.recompute or "selective",
            sequence_parallel=target.sequence_parallel and tp > 1,
            offload=target.offload,
        )
        chosen = (fixed, memory_breakdown(job, fixed))
    elif gpus is not None:
        found = layout_for(job, target, gpu, capacity, gpus, per_node)
        if found is None:
            why.append(f"no layout with TP×PP dividing {gpus} GPUs")
            chosen = (Layout(dp=gpus), memory_breakdown(job, Layout(dp=gpus)))
            fits = False
        else:
            chosen, fits = (found[0], found[1]), found[2]
    elif minimum is not None:
        chosen, fits = minimum, True
    else:
        lean = Layout(
            tp=min(fast_domain(gpu), per_node),
            zero=3,
            recompute="full",
            dp=MAX_DP,
            sequence_parallel=True,
            offload=target.offload,
        )
        chosen, fits = (lean, memory_breakdown(job, lean)), False
    layout, breakdown = chosen
    used_gpus = gpus if gpus is not None else (layout.gpus if fits else None)
    usable = usable_bytes(capacity, used_gpus or per_node, target.headroom) if capacity else None
    states = model_states_total(job)
    what = f"{arch.name} {target.mode}"
    if capacity is not None and usable is not None:
        need = f"{_gib(breakdown.total)} per GPU ({_layout_text(layout)})"
        room = (
            f"{_gib(usable)} usable of {_gib(capacity)} (less {_gib(reserved_bytes(used_gpus or 2))} runtime "
            f"and {format_quantity(target.headroom)} headroom)"
        )
        if fits:
            why.append(f"fits: {what} needs {need}; {room}")
        else:
            where = f"on {gpus} GPUs" if gpus is not None else "at any scale"
            why.append(f"does not fit {where}: {what} needs at least {need}; {room}")
            why.append(f"model states alone are {_gib(states)} in total ({_states_rule(job)})")
        if minimum is not None and gpus is not None:
            why.append(f"minimum: {minimum[0].gpus} GPUs ({_layout_text(minimum[0])})")
        elif minimum is None and not fits:
            why.append(
                "no amount of sharding is enough: shorten --seq, lower --micro-batch, or use --recompute full"
            )
        if not fits and target.mode in ("pretrain", "full") and not target.offload:
            why.append("LoRA/QLoRA or optimizer offload (--offload) need far less")
    min_gpus = minimum[0].gpus if minimum else None
    multi = (used_gpus > per_node) if used_gpus else None
    facts.update(
        model=arch.id,
        mode=target.mode,
        params=arch.params,
        trainable_params=job.trainable_params,
        gpu_sku=gpu.sku if gpu else None,
        optimizer_bytes=target.optimizer_bytes,
        weights=_b(breakdown.weights),
        gradients=_b(breakdown.gradients),
        optimizer=_b(breakdown.optimizer),
        activations=_b(breakdown.activations),
        overhead=_b(breakdown.overhead),
        total_required=_b(breakdown.total),
        model_states_total=_b(states),
        capacity_per_gpu=_b(capacity) if capacity else None,
        reserved_per_gpu=_b(reserved_bytes(used_gpus or 2)) if capacity else None,
        usable_per_gpu=_b(usable) if usable is not None else None,
        headroom=target.headroom,
        fits=fits,
        why="; ".join(why),
        gpus=used_gpus,
        min_gpus=min_gpus,
        min_nodes=math.ceil(min_gpus / per_node) if min_gpus else None,
        gpus_per_node=per_node,
        tp=layout.tp,
        pp=layout.pp,
        dp=layout.dp,
        zero=layout.zero,
        recompute=layout.recompute,
        offload=layout.offload,
        multi_node=multi,
        needs_rdma=multi,
        flops_per_token_6n=float(flops_per_token_6n(arch)),
        flops_per_token=float(flops_per_token(arch, target.seq_len, target.mode, target.lora_rank)),
    )
    if used_gpus is None:
        facts["cost_note"] = "the job fits on no number of GPUs: time and cost not computed"
    else:
        _time_and_cost(facts, target, arch, gpu, used_gpus, per_node, nodes, pricing, rdma)
    return SizingFacts.model_validate(facts)


def _states_rule(job: Job) -> str:
    if job.mode in ("lora", "qlora"):
        base = "bf16" if job.mode == "lora" else "4-bit NF4"
        return f"frozen {base} base + {job.trainable_params / 1e6:.1f}M adapter params at 16 B/param"
    return f"{job.optimizer_bytes} B/param × {job.arch.params / 1e9:.2f}B params"


def _b(n: int) -> Quantity:
    return Quantity.of(n, "B")


def _time_and_cost(
    facts: dict[str, object],
    target: Target,
    arch: ModelArch,
    gpu: GpuSpec | None,
    gpus: int,
    per_node: int,
    nodes: int | None,
    pricing: Pricing | None,
    rdma: bool | None,
) -> None:
    tokens = target.tokens
    if tokens is None and target.mode == "pretrain":
        tokens = CHINCHILLA_TOKENS_PER_PARAM * arch.params
        facts["tokens_assumed"] = True
    facts["tokens"] = tokens
    mfu = target.mfu or default_mfu(gpu)
    facts["mfu_assumed"] = mfu
    scaling = target.scaling_efficiency
    if scaling is None:
        if gpus > 1 and fast_domain(gpu) < min(gpus, per_node):
            scaling = PCIE_SCALING
        elif gpus > per_node and rdma is False:
            scaling = NO_RDMA_SCALING
        else:
            scaling = Quantity.of(100, "%")
    facts["scaling_efficiency"] = scaling
    peak = gpu.bf16_dense if gpu else None
    facts["peak_per_gpu"] = peak
    if tokens is None:
        facts["cost_note"] = "no token count (--tokens): time and cost not computed"
        return
    total = float(facts["flops_per_token"]) * tokens  # type: ignore[arg-type]
    facts["total_flops"] = total
    if peak is None:
        facts["cost_note"] = "GPU peak BF16 unknown: time and cost not computed"
        return
    seconds = training_seconds(total, gpus, peak, mfu, scaling)
    facts["hours"] = seconds
    facts["gpu_hours"] = float(seconds.magnitude / 3600 * gpus)
    if pricing is None:
        facts["cost_note"] = "no price given"
        return
    rented_nodes = nodes if nodes is not None else math.ceil(gpus / per_node)
    facts["cost"], facts["cost_note"] = cost_of_run(seconds, gpus, rented_nodes, pricing)


# ---------------------------------------------------------------- the offer pipeline


def _catalog_evidence(gpu: GpuSpec) -> Evidence:
    return Evidence(source=GPUS_FILE, extractor="catalog", pointer=f"/{gpu.sku}", text=gpu.source)


def offer_gpu(offer: Offer) -> GpuSpec | None:
    """The catalogue spec of the offer's GPU: its ``sku`` if given, else its model spelling."""
    if offer.gpu.sku:
        try:
            return get_gpu(offer.gpu.sku)
        except UsageError:
            pass
    if offer.gpu.model:
        return match_gpu(offer.gpu.model, offer.gpu.memory)
    return None


def gpu_spec_facts(offer: Offer) -> tuple[GpuSpec | None, dict[str, list[Evidence]]]:
    """The ``gpu_spec`` branch: the catalogue row of the offer's GPU, each field citing the row's sources.

    An ambiguous spelling ("A100 80GB") gives the merged spec, whose agreed fields (memory) still
    let plausibility rules check the offer without a target model.
    """
    gpu = offer_gpu(offer)
    evidence: dict[str, list[Evidence]] = {}
    if gpu is not None:
        cited = _catalog_evidence(gpu)
        for name in type(gpu).model_fields:
            if getattr(gpu, name) not in (None, []):
                evidence[f"gpu_spec.{name}"] = [cited]
        evidence["gpu_spec"] = [
            *offer.evidence.get("gpu.model", []),
            *offer.evidence.get("gpu.sku", []),
            cited,
        ]
    return gpu, evidence


def size_offer(
    target: Target, offer: Offer
) -> tuple[SizingFacts | None, GpuSpec | None, dict[str, list[Evidence]]]:
    """Sizing facts for ``target`` on ``offer``, the GPU spec, and evidence keyed ``sizing.*``/``gpu_spec.*``.

    Catalogue facts cite the catalogue row's sources; computed facts cite the offer facts they
    used. Without a target model there is nothing to size (None). Nodes not stated: sized as one.
    """
    gpu, evidence = gpu_spec_facts(offer)
    if target.model is None:
        return None, gpu, evidence
    per_node = offer.gpu.count_per_node
    gpus = per_node * (offer.nodes or 1) if per_node else None
    facts = size(
        target,
        gpu,
        gpus=gpus,
        nodes=offer.nodes or (1 if per_node else None),
        gpus_per_node=per_node,
        offered_memory=offer.gpu.memory,
        pricing=offer.pricing,
        rdma=offer.interconnect.rdma,
    )
    if per_node and offer.nodes is None:
        facts.why += "; the offer states no node count: sized as one node"

    def cite(*paths: str) -> list[Evidence]:
        out = [ev for p in paths for ev in offer.evidence.get(p, [])]
        return out + ([_catalog_evidence(gpu)] if gpu is not None else [])

    memory = cite("gpu.model", "gpu.sku", "gpu.memory")
    count = [ev for p in ("gpu.count_per_node", "nodes") for ev in offer.evidence.get(p, [])]
    for name in ("capacity_per_gpu", "usable_per_gpu", "reserved_per_gpu"):
        evidence[f"sizing.{name}"] = memory
    for name in ("fits", "gpus", "tp", "pp", "dp", "multi_node", "needs_rdma", "why"):
        evidence[f"sizing.{name}"] = memory + count
    for name in ("min_gpus", "min_nodes", "gpus_per_node"):
        evidence[f"sizing.{name}"] = memory + [ev for ev in count if ev not in memory]
    for name in ("hours", "gpu_hours", "peak_per_gpu", "mfu_assumed", "scaling_efficiency"):
        evidence[f"sizing.{name}"] = (
            cite("gpu.model", "gpu.sku") + count + offer.evidence.get("interconnect.rdma", [])
        )
    pricing = [ev for p, evs in offer.evidence.items() if p.startswith("pricing") for ev in evs]
    evidence["sizing.cost"] = evidence["sizing.cost_note"] = pricing + evidence["sizing.hours"]
    return facts, gpu, {k: list(dict.fromkeys(v)) for k, v in evidence.items()}
