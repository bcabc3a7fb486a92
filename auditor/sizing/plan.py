"""The sizing of a target on an offer: ``size`` (memory per GPU by component, the band, the minimum
GPU count, time and cost) and ``size_offer`` (the same on an offer, with the evidence of each fact).

The parts are one module each: the hardware and the fit bands (``platform``), the layout search
(``layouts``), time and cost (``hours``), what would make a misfit fit (``remedies``) and the
wording (``wording``). The minimum GPU count is the least at which the job *fits*.
"""

from __future__ import annotations

import math
from typing import Any

from auditor.errors import UsageError
from auditor.model.evidence import Evidence
from auditor.model.offer import Offer, Pricing
from auditor.sizing.arch import ModelArch
from auditor.sizing.catalog import GPUS_FILE, get_gpu, get_model, match_gpu
from auditor.sizing.compute import flops_per_token, flops_per_token_6n
from auditor.sizing.facts import GpuSpec, SizingFacts, Target
from auditor.sizing.hours import mfu_assumption, time_and_cost
from auditor.sizing.layouts import (
    MAX_DP,
    batch_sequences,
    job_for,
    layout_for,
    minimum_layout,
    step_time,
    tp_divides,
    validate_layout,
)
from auditor.sizing.memory import Layout, host_ram_per_node, memory_breakdown, model_states_total, reserved_bytes
from auditor.sizing.platform import Platform, band, capacity_bytes, fast_domain, limit_bytes, usable_bytes
from auditor.sizing.remedies import remedies
from auditor.sizing.wording import as_bytes, deciding_term, gib, layout_text, recipe_for, states_rule
from auditor.units import Quantity, format_quantity

__all__ = [
    "Platform",
    "band",
    "capacity_bytes",
    "deciding_term",
    "fast_domain",
    "gpu_spec_facts",
    "layout_for",
    "layout_text",
    "limit_bytes",
    "mfu_assumption",
    "minimum_layout",
    "offer_gpu",
    "recipe_for",
    "remedies",
    "size",
    "size_offer",
    "step_time",
    "tp_divides",
    "usable_bytes",
    "validate_layout",
]

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
    fabric_bw: float | None = None,
    host_ram: Quantity | None = None,
    mfu_keys: Any = None,
) -> SizingFacts:
    """Size ``target`` on ``gpu``: memory per GPU by component, the band, minimum GPUs/nodes, time and cost.

    With ``gpus`` (or ``nodes``) the fit is judged on that many GPUs, else on the minimum found.
    ``mfu_keys`` is the offer's classification (``auditor.sizing.mfu.OfferClass``) when sizing
    an offer; without it the keys follow from the GPU and the GPU count.
    """
    if target.model is None and arch is None:
        raise UsageError("no target model given (--model)")
    arch = arch or get_model(target.model or "")
    per_node = gpus_per_node or min(8, (gpu.max_per_node if gpu and gpu.max_per_node else 8))
    warnings = validate_layout(target, arch, gpu, per_node)
    if gpus is None and nodes is not None:
        gpus = nodes * per_node
    plat = Platform(gpu, per_node, fabric_bw, rdma)
    capacity = capacity_bytes(gpu, offered_memory)
    why: list[str] = []
    job = job_for(target, arch)
    minimum = minimum_layout(job, target, plat, capacity) if capacity else None
    verdict: str | None = None
    if capacity is None:
        why.append("GPU memory unknown (no catalogued GPU, no stated memory): fit not judged")
        tp, pp, cp = target.tp or 1, target.pp or 1, target.cp or 1
        fixed = Layout(
            tp=tp, pp=pp, dp=max(1, (gpus or 1) // (tp * pp * cp)), zero=target.zero or 0,
            recompute=target.recompute or "selective", sequence_parallel=target.sequence_parallel and tp > 1,
            offload=target.offload, cp=cp, vpp=target.vpp or 1,
        )
        layout, breakdown = fixed, memory_breakdown(job_for(target, arch, fixed.dp), fixed)
    elif gpus is not None:
        found = layout_for(target, arch, plat, capacity, gpus)
        if found is None:
            why.append(f"no layout with TP×PP×CP dividing {gpus} GPUs")
            layout = Layout(dp=gpus)
            breakdown, verdict = memory_breakdown(job, layout), "does not fit"
        else:
            layout, breakdown, verdict = found
    elif minimum is not None:
        (layout, breakdown), verdict = minimum, "fits"
    else:
        layout = Layout(
            tp=plat.domain if tp_divides(arch, plat.domain) else 1, zero=3, recompute="full", dp=MAX_DP,
            sequence_parallel=True, offload=target.offload,
        )
        breakdown, verdict = memory_breakdown(job, layout), "does not fit"
    fits_ = None if verdict is None else verdict != "does not fit"
    used_gpus = gpus if gpus is not None else (layout.gpus if fits_ else None)
    n_for_reserve = used_gpus or per_node
    usable = usable_bytes(capacity, n_for_reserve, target.headroom) if capacity else None
    limit = limit_bytes(capacity, n_for_reserve) if capacity else None
    states = model_states_total(job)
    what = f"{arch.name} {target.mode}"
    host = host_ram_per_node(job_for(target, arch, layout.dp), layout, per_node) if layout.offload else None
    decides = deciding_term(breakdown) if verdict in ("tight", "does not fit") else None
    if capacity is not None and usable is not None and limit is not None:
        need = f"{gib(breakdown.total)} per GPU ({layout_text(layout)})"
        room = (
            f"{gib(usable)} within the {format_quantity(target.headroom)} margin, {gib(limit)} at most, of "
            f"{gib(capacity)} (less {gib(reserved_bytes(n_for_reserve))} CUDA context and NCCL buffers)"
        )
        if verdict == "fits":
            why.append(f"fits: {what} needs {need}; {room}")
        elif verdict == "tight":
            why.append(f"tight: {what} needs {need}, inside the limit but not the margin; {room}; {decides} decide it")
        else:
            where = f"on {gpus} GPUs" if gpus is not None else "at any scale"
            why.append(f"does not fit {where}: {what} needs at least {need}; {room}; {decides} decide it")
            why.append(f"model states alone are {gib(states)} in total ({states_rule(job)})")
        if minimum is not None and gpus is not None:
            why.append(f"minimum: {minimum[0].gpus} GPUs ({layout_text(minimum[0])})")
        elif minimum is None and not fits_:
            why.append(
                "no amount of sharding is enough: shorten --seq, lower --micro-batch, or use --recompute full"
            )
        if host is not None:
            why.append(f"offload needs {gib(host)} of host RAM per node")
    recipe = recipe_for(arch.id, layout, target.seq_len)
    if recipe:
        why.append(f"matches {recipe}")
    why += warnings
    min_gpus = minimum[0].gpus if minimum else None
    multi = (used_gpus > per_node) if used_gpus else None
    batch = batch_sequences(target)
    facts: dict[str, Any] = dict(
        model=arch.id,
        mode=target.mode,
        params=arch.params,
        active_params=arch.active_params,
        trainable_params=job.trainable_params,
        gpu_sku=gpu.sku if gpu else None,
        optimizer_bytes=target.optimizer_bytes,
        weights=as_bytes(breakdown.weights),
        gradients=as_bytes(breakdown.gradients),
        optimizer=as_bytes(breakdown.optimizer),
        activations=as_bytes(breakdown.activations),
        overhead=as_bytes(breakdown.overhead),
        total_required=as_bytes(breakdown.total),
        model_states_total=as_bytes(states),
        capacity_per_gpu=as_bytes(capacity) if capacity else None,
        reserved_per_gpu=as_bytes(reserved_bytes(n_for_reserve)) if capacity else None,
        usable_per_gpu=as_bytes(usable) if usable is not None else None,
        limit_per_gpu=as_bytes(limit) if limit is not None else None,
        headroom=target.headroom,
        fits=fits_,
        verdict=verdict,
        deciding_term=decides,
        why="; ".join(why),
        warnings=warnings,
        gpus=used_gpus,
        min_gpus=min_gpus,
        min_nodes=math.ceil(min_gpus / per_node) if min_gpus else None,
        gpus_per_node=per_node,
        tp=layout.tp,
        pp=layout.pp,
        dp=layout.dp,
        cp=layout.cp,
        ep=layout.ep,
        vpp=layout.vpp,
        zero=layout.zero,
        recompute=layout.recompute,
        attention=target.attention,
        offload=layout.offload,
        host_ram_per_node=as_bytes(host) if host is not None else None,
        recipe=recipe,
        step_time=step_time(job_for(target, arch, layout.dp), layout, plat, batch) if capacity else None,
        multi_node=multi,
        needs_rdma=multi,
        flops_per_token_6n=float(flops_per_token_6n(arch)),
        flops_per_token=float(flops_per_token(arch, target.seq_len, target.mode, target.lora_rank)),
    )
    hours_gpus = used_gpus if used_gpus is not None else (gpus or None)
    if hours_gpus is None:
        facts["cost_note"] = "the job fits on no number of GPUs: time and cost not computed"
    else:
        time_and_cost(facts, target, arch, gpu, hours_gpus, per_node, nodes, pricing, rdma, mfu_keys)
        facts["had_it_run"] = fits_ is False
    if capacity is not None and fits_ is False and gpus is not None:
        facts["remedies"] = remedies(
            target, arch, gpu, plat, capacity, gpus, layout, minimum, pricing, host_ram, rdma, mfu_keys
        )
    return SizingFacts.model_validate(facts)


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
    target: Target, offer: Offer, probe: Any = None, probe_evidence: Any = None
) -> tuple[SizingFacts | None, GpuSpec | None, dict[str, list[Evidence]]]:
    """Sizing facts for ``target`` on ``offer``, the GPU spec, and evidence keyed ``sizing.*``/``gpu_spec.*``.

    Catalogue facts cite the catalogue row's sources; computed facts cite the offer facts they
    used. Without a target model there is nothing to size (None). Nodes not stated: sized as one.
    The MFU row is the one ``audit compare`` uses for this offer (``policy.classify``), so both
    commands quote the same hours.
    """
    gpu, evidence = gpu_spec_facts(offer)
    if target.model is None:
        return None, gpu, evidence
    per_node = offer.gpu.count_per_node
    gpus = per_node * (offer.nodes or 1) if per_node else None
    keys = None
    if gpu is not None:
        from auditor.sizing.mfu import classify, load_table

        keys = classify(offer, gpu, probe, probe_evidence or offer.evidence,
                        load_table())
    fabric = offer.interconnect.inter_node_bandwidth
    fabric_bw = float(fabric.magnitude) / 8 / per_node if fabric is not None and per_node else None
    facts = size(
        target,
        gpu,
        gpus=gpus,
        nodes=offer.nodes or (1 if per_node else None),
        gpus_per_node=per_node,
        offered_memory=offer.gpu.memory,
        pricing=offer.pricing,
        rdma=offer.interconnect.rdma,
        fabric_bw=fabric_bw,
        host_ram=offer.memory,
        mfu_keys=keys,
    )
    if per_node and offer.nodes is None:
        facts.why += "; the offer states no node count: sized as one node"

    def cite(*paths: str) -> list[Evidence]:
        out = [ev for p in paths for ev in offer.evidence.get(p, [])]
        return out + ([_catalog_evidence(gpu)] if gpu is not None else [])

    memory = cite("gpu.model", "gpu.sku", "gpu.memory")
    count = [ev for p in ("gpu.count_per_node", "nodes") for ev in offer.evidence.get(p, [])]
    for name in ("capacity_per_gpu", "usable_per_gpu", "reserved_per_gpu", "limit_per_gpu"):
        evidence[f"sizing.{name}"] = memory
    for name in ("fits", "verdict", "deciding_term", "gpus", "tp", "pp", "dp", "cp", "ep", "multi_node",
                 "needs_rdma", "why", "remedies"):
        evidence[f"sizing.{name}"] = memory + count
    for name in ("min_gpus", "min_nodes", "gpus_per_node"):
        evidence[f"sizing.{name}"] = memory + [ev for ev in count if ev not in memory]
    evidence["sizing.host_ram_per_node"] = memory + count + offer.evidence.get("memory", [])
    for name in ("hours", "hours_low", "hours_high", "gpu_hours", "peak_per_gpu", "mfu_assumed",
                 "scaling_efficiency"):
        evidence[f"sizing.{name}"] = (
            cite("gpu.model", "gpu.sku") + count + offer.evidence.get("interconnect.rdma", [])
        )
    pricing = [ev for p, evs in offer.evidence.items() if p.startswith("pricing") for ev in evs]
    evidence["sizing.cost"] = evidence["sizing.cost_note"] = pricing + evidence["sizing.hours"]
    return facts, gpu, {k: list(dict.fromkeys(v)) for k, v in evidence.items()}
