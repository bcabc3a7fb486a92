"""The layout search: which TP×PP×CP×DP (with EP, ZeRO stage and recompute) a job runs in.

Layout rules, as practitioners set them (Llama 3 paper §3.3.2, torchtitan, Megatron/NeMo
recipes): tensor parallelism stays inside one node's fast GPU-to-GPU domain (NVLink, xGMI, HCCS;
a power of two dividing the heads and KV heads), never across nodes; pipeline parallelism spans
nodes when memory or communication calls for it; context parallelism splits long sequences;
data parallelism (DDP, ZeRO-1/2, FSDP/ZeRO-3) spans the rest. The global batch (16M tokens by
default, Llama 3 Table 4) bounds data parallelism: every rank needs at least one micro-batch.
Among layouts that fit, the one with the shortest modelled step (``step_time``) wins.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from fractions import Fraction
from functools import lru_cache

from auditor.errors import UsageError
from auditor.sizing.arch import ModelArch
from auditor.sizing.compute import flops_per_token
from auditor.sizing.facts import GpuSpec, Target
from auditor.sizing.memory import Breakdown, Job, Layout, fits, memory_breakdown, memory_estimate, reserved_bytes
from auditor.sizing.platform import Platform, fast_domain
from auditor.units import Quantity

RECOMPUTE_ORDER = ("none", "selective", "full")


MAX_DP = 1 << 16


DEFAULT_BATCH_TOKENS = 1 << 24
"""16M tokens per step: Llama 3 405B's batch at 8K-16K GPUs (paper Table 4); DeepSeek-V3 15.4M."""


LONG_CONTEXT = 32768
"""Sequence length from which the planner tries context parallelism (Llama 3: CP16 at 131K)."""


def _powers(limit: int) -> list[int]:
    return [1 << i for i in range(limit.bit_length()) if (1 << i) <= limit]


def tp_divides(arch: ModelArch, tp: int) -> bool:
    """TP splits the heads; KV heads are split too, or replicated when fewer than TP (Megatron GQA)."""
    kv_ok = arch.kv_heads % tp == 0 or tp % arch.kv_heads == 0
    return arch.heads % tp == 0 and kv_ok


def batch_sequences(target: Target) -> int:
    """Sequences per optimizer step: --global-batch, else 16M tokens' worth."""
    return target.global_batch or max(1, DEFAULT_BATCH_TOKENS // target.seq_len)


def _expert_parallel(arch: ModelArch, dp: int, cp: int, per_node: int, forced: int | None) -> int:
    """EP as DeepSeek and Qwen deploy it: experts spread over the data-parallel ranks, within the NVLink
    domain first (all-to-all is bandwidth-hungry), a power of two dividing the experts."""
    if not arch.experts:
        return 1
    if forced:
        return forced
    ranks = dp * cp
    ep = 1
    while ep * 2 <= ranks and ranks % (ep * 2) == 0 and arch.experts % (ep * 2) == 0 and ep * 2 <= 64:
        ep *= 2
    return ep


def step_time(job: Job, layout: Layout, plat: Platform, batch: int) -> float:
    """Modelled seconds per optimizer step, to rank layouts (not to quote hours: the MFU table does that).

    Compute at a nominal 50% of peak, ×4/3 for full recompute (one more forward), × (1 + bubble)
    with the 1F1B bubble (p−1)/(v·m); plus the communication each layout adds per step: TP's
    all-gather/reduce-scatter pairs per layer (8 per token and layer, 12 with full recompute) on
    their link, PP's activation sends, CP's ring K/V, EP's all-to-alls, and data parallelism's
    gradient/parameter traffic (once per step for DDP/ZeRO-1, per micro-batch for ZeRO-2's
    reduce-scatter and ZeRO-3's gathers) less what overlaps with compute (90%).
    """
    arch, t, p, c, d = job.arch, layout.tp, layout.pp, layout.cp, layout.dp
    peak = float(plat.gpu.bf16_dense.magnitude) if plat.gpu and plat.gpu.bf16_dense else 1e15
    seqs = max(1.0, batch / d)
    micro = max(1.0, seqs / job.micro_batch)
    tokens = seqs * job.seq_len
    fpt = flops_per_token(arch, job.seq_len, job.mode, job.lora_rank)
    compute = fpt * tokens / (t * p * c) / (peak * 0.5)
    if layout.recompute == "full":
        compute *= 4 / 3
    elif layout.recompute == "selective" and job.attention == "eager":
        compute *= 1.03
    bubble = (p - 1) / (max(1, layout.vpp) * micro) if p > 1 else 0.0
    total = compute * (1 + bubble)
    layers = arch.layers / p
    per_gpu_tokens = tokens / c
    if t > 1:
        n = 12 if layout.recompute == "full" else 8
        total += per_gpu_tokens * layers * n * 2 * arch.hidden * (t - 1) / t / plat.bandwidth(t)
    if c > 1:
        ring = per_gpu_tokens * layers * 3 * 2 * (arch.k_dim + arch.v_dim) / t * (c - 1) / c
        total += 0.3 * ring / plat.bandwidth(c, t)
    if p > 1:
        total += micro * 4 * job.seq_len * job.micro_batch * arch.hidden / (t * c) / plat.bandwidth(p, t * c * d)
    if arch.experts and layout.ep > 1:
        a2a = per_gpu_tokens * arch.moe_layers / p * 4 * arch.experts_per_token * 2 * arch.hidden
        total += a2a * (layout.ep - 1) / layout.ep / t / plat.bandwidth(layout.ep, t * c)
    shards = d * c
    if shards > 1:
        trainable = job.trainable_params if job.mode in ("lora", "qlora") else arch.params
        params = arch.params / (t * p)
        share = (shards - 1) / shards
        grads = 2 * trainable / (t * p) * share
        if layout.zero == 3:
            volume = micro * (2 * 2 * params * share + grads)
        elif layout.zero == 2:
            volume = micro * grads + 2 * params * share
        else:
            volume = 2 * grads
        total += max(0.0, volume / plat.bandwidth(shards, t) - 0.9 * compute)
    return total


def _layout_choices(target: Target, arch: ModelArch, plat: Platform) -> Iterator[Layout]:
    tps = [target.tp] if target.tp else [t for t in _powers(plat.domain) if tp_divides(arch, t)]
    pps = [target.pp] if target.pp else _powers(min(arch.layers, 64))
    if target.cp:
        cps = [target.cp]
    elif target.seq_len >= LONG_CONTEXT:
        cps = [c for c in _powers(32) if target.seq_len % c == 0]
    else:
        cps = [1]
    zeros = [target.zero] if target.zero is not None else [0, 1, 2, 3]
    if target.recompute:
        recomputes = [target.recompute]
    else:  # with FlashAttention "none" stores what "selective" does: one name for it
        recomputes = ["none", "selective", "full"] if target.attention == "eager" else ["selective", "full"]
    for tp in tps:
        for pp in pps:
            for cp in cps:
                for zero in zeros:
                    for recompute in recomputes:
                        yield Layout(
                            tp=tp,
                            pp=pp,
                            zero=zero,
                            recompute=recompute,
                            sequence_parallel=target.sequence_parallel and tp > 1,
                            offload=target.offload,
                            cp=cp,
                            vpp=target.vpp or 1,
                        )


def _with_dp(base: Layout, dp: int, arch: ModelArch, target: Target, plat: Platform) -> Layout:
    return base._replace(dp=dp, ep=_expert_parallel(arch, dp, base.cp, plat.per_node, target.ep))


@lru_cache(maxsize=64)
def _usable(capacity: int, many: bool, headroom: Fraction) -> int:
    """``usable_bytes`` for the search: it depends on the GPU count only through "more than one"."""
    return math.floor((capacity - reserved_bytes(2 if many else 1)) * (1 - headroom))


def _fits(job: Job, layout: Layout, capacity: int, headroom: Quantity) -> bool:
    """Exactly ``memory_breakdown(...).total <= usable``; decided in floats unless it is a close call."""
    return fits(job, layout, _usable(capacity, layout.gpus > 1, headroom.magnitude))


def _within(job: Job, layout: Layout, capacity: int) -> bool:
    """Fits at all (the *tight* band included)."""
    return fits(job, layout, _usable(capacity, layout.gpus > 1, Fraction(0)))


def job_for(target: Target, arch: ModelArch, dp: int | None = None) -> Job:
    micro_batches = None
    if target.global_batch is not None and dp:
        micro_batches = max(1, target.global_batch // (dp * target.micro_batch))
    return Job(
        arch, target.mode, target.seq_len, target.micro_batch, target.optimizer_bytes, target.lora_rank,
        target.attention, target.logit_bytes, micro_batches,
    )


def minimum_layout(
    job: Job, target: Target, plat: Platform, capacity: int
) -> tuple[Layout, Breakdown] | None:
    """The layout that fits (inside the margin) on the fewest GPUs, or None if no sharding is enough.

    The search tries hundreds of layouts; only the chosen one gets the exact breakdown. A base
    layout that could only fit on more GPUs than the best found so far is not searched further.
    Ties on the GPU count go to the shortest modelled step.
    """
    best: list[Layout] = []
    count: int | None = None
    for base in _layout_choices(target, job.arch, plat):
        unit = base.tp * base.pp * base.cp
        cap = MAX_DP if count is None else count // unit
        if cap < 1:
            continue
        if base.zero == 0:
            found = _with_dp(base, 1, job.arch, target, plat)
            found = found if _fits(job, found, capacity, target.headroom) else None
        else:
            found = _smallest_dp(job, base, capacity, target, plat, cap)
        if found is None:
            continue
        if count is None or found.gpus < count:
            best, count = [found], found.gpus
        elif found.gpus == count:
            best.append(found)
    if not best:
        return None
    batch = batch_sequences(target)
    layout = min(best, key=lambda lay: (step_time(job, lay, plat, batch), _tiebreak(lay)))
    return layout, memory_breakdown(job, layout)


def _tiebreak(layout: Layout) -> tuple[int, int, int, int]:
    return (RECOMPUTE_ORDER.index(layout.recompute), layout.pp, layout.zero, layout.tp)


def _smallest_dp(
    job: Job, base: Layout, capacity: int, target: Target, plat: Platform, cap: int = MAX_DP
) -> Layout | None:
    """Memory falls as ZeRO shards over more data-parallel ranks: double, then bisect."""

    def ok(dp: int) -> bool:
        return _fits(job, _with_dp(base, dp, job.arch, target, plat), capacity, target.headroom)

    hi = 1
    while hi <= MAX_DP:
        if ok(hi):
            break
        if hi >= cap:
            return None
        hi *= 2
    else:
        return None
    lo = hi // 2
    while lo + 1 < hi:
        mid = (lo + hi) // 2
        if ok(mid):
            hi = mid
        else:
            lo = mid
    return _with_dp(base, hi, job.arch, target, plat)


def layout_for(
    target: Target, arch: ModelArch, plat: Platform, capacity: int, gpus: int
) -> tuple[Layout, Breakdown, str] | None:
    """The best layout on exactly ``gpus`` GPUs and its band: among those that fit inside the margin
    the shortest step, else among the tight ones, else the leanest misfit. Layouts whose data
    parallelism exceeds the global batch (a rank with no micro-batch) are tried only if nothing
    else exists."""
    batch = batch_sequences(target)
    ranked: dict[str, list[tuple[Layout, Job]]] = {"fits": [], "tight": [], "over-batch": []}
    leanest: tuple[Layout, Breakdown] | None = None
    for base in _layout_choices(target, arch, plat):
        unit = base.tp * base.pp * base.cp
        if gpus % unit:
            continue
        dp = gpus // unit
        layout = _with_dp(base, dp, arch, target, plat)
        job = job_for(target, arch, dp)
        if dp * target.micro_batch > batch:
            if _within(job, layout, capacity):
                ranked["over-batch"].append((layout, job))
            continue
        if _fits(job, layout, capacity, target.headroom):
            ranked["fits"].append((layout, job))
        elif _within(job, layout, capacity):
            ranked["tight"].append((layout, job))
        elif not ranked["fits"] and not ranked["tight"]:
            est = memory_estimate(job, layout)
            if leanest is None or est < leanest[1].total:
                leanest = (layout, Breakdown(0, 0, 0, math.ceil(est), 0))
    for name in ("fits", "tight", "over-batch"):
        if ranked[name]:
            layout, job = min(ranked[name], key=lambda lj: (step_time(lj[1], lj[0], plat, batch), _tiebreak(lj[0])))
            verdict = name if name != "over-batch" else ("fits" if _fits(job, layout, capacity, target.headroom)
                                                          else "tight")
            return layout, memory_breakdown(job, layout), verdict
    if leanest is None:
        return None
    layout = leanest[0]
    return layout, memory_breakdown(job_for(target, arch, layout.dp), layout), "does not fit"


def validate_layout(target: Target, arch: ModelArch, gpu: GpuSpec | None, per_node: int) -> list[str]:
    """Forced layouts checked against the model and the platform: errors raise, doubts come back as warnings."""
    warnings: list[str] = []
    if target.tp:
        if not tp_divides(arch, target.tp):
            raise UsageError(
                f"--tp {target.tp} does not divide {arch.name}'s {arch.heads} attention heads and "
                f"{arch.kv_heads} KV heads (tensor parallelism splits whole heads)"
            )
        if target.tp > per_node:
            warnings.append(
                f"TP={target.tp} spans nodes ({per_node} GPUs per node): every layer's all-reduces cross the "
                "inter-node fabric; practice keeps TP inside one node (Llama 3, Megatron, torchtitan)"
            )
        elif gpu is not None and target.tp > fast_domain(gpu):
            warnings.append(
                f"TP={target.tp} is wider than {gpu.name}'s GPU-to-GPU domain ({fast_domain(gpu)}): its "
                "all-reduces go over PCIe"
            )
    if target.pp and target.pp > arch.layers:
        raise UsageError(f"--pp {target.pp} exceeds {arch.name}'s {arch.layers} layers")
    if target.cp and target.seq_len % target.cp:
        raise UsageError(f"--cp {target.cp} does not divide the sequence length {target.seq_len}")
    if target.ep:
        if not arch.experts:
            raise UsageError(f"--ep {target.ep}: {arch.name} is a dense model (no experts to spread)")
        if arch.experts % target.ep:
            raise UsageError(f"--ep {target.ep} does not divide {arch.name}'s {arch.experts} experts")
    if target.vpp and target.vpp > 1 and not target.pp:
        warnings.append("--vpp without --pp: interleaving applies only when the planner picks pipeline stages")
    if gpu is not None and gpu.max_per_node and per_node > gpu.max_per_node:
        warnings.append(f"{per_node} GPUs per node is more than a {gpu.name} server holds ({gpu.max_per_node})")
    return warnings
