"""The planner (fewest GPUs that fit, and the layout) and the sizing of a target on an offer.

Layout rules, as practitioners set them (Llama 3 paper §3.3.2, torchtitan, Megatron/NeMo
recipes): tensor parallelism stays inside one node's fast GPU-to-GPU domain (NVLink, xGMI, HCCS;
a power of two dividing the heads and KV heads), never across nodes; pipeline parallelism spans
nodes when memory or communication calls for it; context parallelism splits long sequences;
data parallelism (DDP, ZeRO-1/2, FSDP/ZeRO-3) spans the rest. The global batch (16M tokens by
default, Llama 3 Table 4) bounds data parallelism: every rank needs at least one micro-batch.
Among layouts that fit, the one with the shortest modelled step (``step_time``) wins.

The fit has one margin (``Target.headroom``, 10% by default) on top of the runtime's reserved
memory (CUDA context, NCCL buffers), and three bands: *fits* (inside the margin), *tight* (fits
only by eating into it: practitioners run such jobs, with a watchful eye on the allocator) and
*does not fit*. The minimum GPU count is the least at which the job *fits*.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from fractions import Fraction
from functools import lru_cache
from typing import Any

from auditor.errors import UsageError
from auditor.model.evidence import Evidence
from auditor.model.offer import Offer, Pricing
from auditor.sizing.arch import ModelArch
from auditor.sizing.catalog import GPUS_FILE, get_gpu, get_model, match_gpu
from auditor.sizing.compute import (
    CHINCHILLA_TOKENS_PER_PARAM,
    estimate,
    flops_per_token,
    flops_per_token_6n,
)
from auditor.sizing.cost import cost_of_run
from auditor.sizing.facts import GpuSpec, Remedy, SizingFacts, Target
from auditor.sizing.memory import (
    Breakdown,
    Job,
    Layout,
    fits,
    host_ram_per_node,
    memory_breakdown,
    memory_estimate,
    model_states_total,
    reserved_bytes,
)
from auditor.units import Quantity, format_quantity

RECOMPUTE_ORDER = ("none", "selective", "full")
MAX_DP = 1 << 16
DEFAULT_BATCH_TOKENS = 1 << 24
"""16M tokens per step: Llama 3 405B's batch at 8K-16K GPUs (paper Table 4); DeepSeek-V3 15.4M."""
LONG_CONTEXT = 32768
"""Sequence length from which the planner tries context parallelism (Llama 3: CP16 at 131K)."""
FABRIC_PER_GPU = 50e9
"""Bytes/s per GPU between nodes when the offer states none: 400 Gb/s per GPU, rail-optimised HGX."""
TCP_PER_GPU = 3e9
"""Bytes/s per GPU between nodes without RDMA (a shared 100-200 Gb/s NIC per node)."""
PCIE_PER_GPU = 25e9
"""Bytes/s between GPUs without NVLink (PCIe Gen4/5 x16 in practice)."""
LINK_EFFICIENCY = 0.75
"""Share of a link's rated bandwidth collectives reach (nccl-tests bus bandwidth on NVLink/IB)."""


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


def limit_bytes(capacity: int, gpus: int) -> int:
    """Capacity less the runtime's reservation: the most the job may use (the *tight* limit)."""
    return capacity - reserved_bytes(gpus)


def usable_bytes(capacity: int, gpus: int, headroom: Quantity) -> int:
    """The limit less the margin: what the job may use and still *fit*."""
    return math.floor(limit_bytes(capacity, gpus) * (1 - headroom.magnitude))


def band(total: int, capacity: int, gpus: int, headroom: Quantity) -> str:
    """fits / tight / does not fit for ``total`` bytes per GPU."""
    if total <= usable_bytes(capacity, gpus, headroom):
        return "fits"
    return "tight" if total <= limit_bytes(capacity, gpus) else "does not fit"


def _powers(limit: int) -> list[int]:
    return [1 << i for i in range(limit.bit_length()) if (1 << i) <= limit]


def tp_divides(arch: ModelArch, tp: int) -> bool:
    """TP splits the heads; KV heads are split too, or replicated when fewer than TP (Megatron GQA)."""
    kv_ok = arch.kv_heads % tp == 0 or tp % arch.kv_heads == 0
    return arch.heads % tp == 0 and kv_ok


class Platform:
    """What the hardware allows and what its links cost, for the planner."""

    def __init__(self, gpu: GpuSpec | None, per_node: int, fabric_bw: float | None, rdma: bool | None) -> None:
        self.gpu = gpu
        self.per_node = per_node
        self.domain = max(1, min(fast_domain(gpu), per_node))
        nvlink = gpu.nvlink_bandwidth.magnitude / 2 if gpu and gpu.nvlink and gpu.nvlink_bandwidth else None
        self.intra_bw = float(nvlink) if nvlink else PCIE_PER_GPU
        if rdma is False:
            self.inter_bw = TCP_PER_GPU
        else:
            self.inter_bw = fabric_bw or FABRIC_PER_GPU
        self.intra_bw *= LINK_EFFICIENCY
        self.inter_bw *= LINK_EFFICIENCY

    def bandwidth(self, group: int, stride: int = 1) -> float:
        """Bytes/s per GPU of a group of ``group`` ranks placed ``stride`` GPUs apart."""
        span = group * stride
        if group <= 1:
            return float("inf")
        return self.intra_bw if span <= self.domain and span <= self.per_node else self.inter_bw


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


def _job(target: Target, arch: ModelArch, dp: int | None = None) -> Job:
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
        job = _job(target, arch, dp)
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
    return layout, memory_breakdown(_job(target, arch, layout.dp), layout), "does not fit"


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


def _gib(n: int | Fraction) -> str:
    """Decimal GB/TB with one decimal, as quotes write memory."""
    return f"{float(n) / 1e9:,.1f} GB" if n < 10**12 else f"{float(n) / 1e12:,.2f} TB"


def layout_text(layout: Layout) -> str:
    recompute = "no" if layout.recompute == "none" else layout.recompute
    parts = [f"TP={layout.tp}", f"PP={layout.pp}"]
    if layout.vpp > 1:
        parts.append(f"VPP={layout.vpp}")
    if layout.cp > 1:
        parts.append(f"CP={layout.cp}")
    parts.append(f"DP={layout.dp}")
    if layout.ep > 1:
        parts.append(f"EP={layout.ep}")
    return " ".join(parts) + f" ZeRO-{layout.zero}, {recompute} recompute" + (
        ", optimizer offloaded to host RAM" if layout.offload else ""
    )


def deciding_term(breakdown: Breakdown) -> str:
    """The largest component: what a tight or failed fit turns on."""
    terms = {
        "activations": breakdown.activations,
        "optimizer states": breakdown.optimizer,
        "weights": breakdown.weights,
        "gradients": breakdown.gradients,
        "buffers": breakdown.overhead,
    }
    name = max(terms, key=lambda k: terms[k])
    return f"{name} ({_gib(terms[name])} of {_gib(breakdown.total)})"


RECIPES: tuple[tuple[str, int, int, int, int, int, str], ...] = (
    ("llama3-405b", 8192, 8, 1, 16, 8192, "Llama 3 paper Table 4: 405B on 8,192 H100, TP8 CP1 PP16 DP64, 8K"),
    ("llama3-405b", 16384, 8, 1, 16, 8192, "Llama 3 paper Table 4: 405B on 16,384 H100, TP8 CP1 PP16 DP128, 8K"),
    ("llama3-405b", 16384, 8, 16, 16, 131072,
     "Llama 3 paper Table 4: 405B on 16,384 H100, TP8 CP16 PP16 DP8, 131K"),
    ("llama3-8b", 8, 1, 1, 1, 8192, "torchtitan Llama 3.1 8B recipe: FSDP over 8 H100, 8K, selective AC"),
)
"""(model, GPUs, TP, CP, PP, sequence, source): published layouts a sizing may match."""


def recipe_for(model: str, layout: Layout, seq_len: int) -> str | None:
    for m, gpus, tp, cp, pp, seq, text in RECIPES:
        if (m, gpus, tp, cp, pp, seq) == (model, layout.gpus, layout.tp, layout.cp, layout.pp, seq_len):
            return text
    return None


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
    job = _job(target, arch)
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
        layout, breakdown = fixed, memory_breakdown(_job(target, arch, fixed.dp), fixed)
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
    host = host_ram_per_node(_job(target, arch, layout.dp), layout, per_node) if layout.offload else None
    decides = deciding_term(breakdown) if verdict in ("tight", "does not fit") else None
    if capacity is not None and usable is not None and limit is not None:
        need = f"{_gib(breakdown.total)} per GPU ({layout_text(layout)})"
        room = (
            f"{_gib(usable)} within the {format_quantity(target.headroom)} margin, {_gib(limit)} at most, of "
            f"{_gib(capacity)} (less {_gib(reserved_bytes(n_for_reserve))} CUDA context and NCCL buffers)"
        )
        if verdict == "fits":
            why.append(f"fits: {what} needs {need}; {room}")
        elif verdict == "tight":
            why.append(f"tight: {what} needs {need}, inside the limit but not the margin; {room}; {decides} decide it")
        else:
            where = f"on {gpus} GPUs" if gpus is not None else "at any scale"
            why.append(f"does not fit {where}: {what} needs at least {need}; {room}; {decides} decide it")
            why.append(f"model states alone are {_gib(states)} in total ({_states_rule(job)})")
        if minimum is not None and gpus is not None:
            why.append(f"minimum: {minimum[0].gpus} GPUs ({layout_text(minimum[0])})")
        elif minimum is None and not fits_:
            why.append(
                "no amount of sharding is enough: shorten --seq, lower --micro-batch, or use --recompute full"
            )
        if host is not None:
            why.append(f"offload needs {_gib(host)} of host RAM per node")
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
        weights=_b(breakdown.weights),
        gradients=_b(breakdown.gradients),
        optimizer=_b(breakdown.optimizer),
        activations=_b(breakdown.activations),
        overhead=_b(breakdown.overhead),
        total_required=_b(breakdown.total),
        model_states_total=_b(states),
        capacity_per_gpu=_b(capacity) if capacity else None,
        reserved_per_gpu=_b(reserved_bytes(n_for_reserve)) if capacity else None,
        usable_per_gpu=_b(usable) if usable is not None else None,
        limit_per_gpu=_b(limit) if limit is not None else None,
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
        host_ram_per_node=_b(host) if host is not None else None,
        recipe=recipe,
        step_time=step_time(_job(target, arch, layout.dp), layout, plat, batch) if capacity else None,
        multi_node=multi,
        needs_rdma=multi,
        flops_per_token_6n=float(flops_per_token_6n(arch)),
        flops_per_token=float(flops_per_token(arch, target.seq_len, target.mode, target.lora_rank)),
    )
    hours_gpus = used_gpus if used_gpus is not None else (gpus or None)
    if hours_gpus is None:
        facts["cost_note"] = "the job fits on no number of GPUs: time and cost not computed"
    else:
        _time_and_cost(facts, target, arch, gpu, hours_gpus, per_node, nodes, pricing, rdma, mfu_keys)
        facts["had_it_run"] = fits_ is False
    if capacity is not None and fits_ is False and gpus is not None:
        facts["remedies"] = remedies(
            target, arch, gpu, plat, capacity, gpus, layout, minimum, pricing, host_ram, rdma, mfu_keys
        )
    return SizingFacts.model_validate(facts)


def _states_rule(job: Job) -> str:
    if job.mode in ("lora", "qlora"):
        base = "bf16" if job.mode == "lora" else "4-bit NF4"
        return f"frozen {base} base + {job.trainable_params / 1e6:.1f}M adapter params at 16 B/param"
    return f"{job.optimizer_bytes} B/param × {job.arch.params / 1e9:.2f}B params"


def _b(n: int) -> Quantity:
    return Quantity.of(n, "B")


def remedies(
    target: Target, arch: ModelArch, gpu: GpuSpec | None, plat: Platform, capacity: int, gpus: int,
    layout: Layout, minimum: tuple[Layout, Breakdown] | None, pricing: Pricing | None,
    host_ram: Quantity | None, rdma: bool | None, mfu_keys: Any,
) -> list[Remedy]:
    """What would make a misfit fit: the nearest changes, each sized on the same platform, fitting ones first."""
    out: list[Remedy] = []

    def judged(change: str, new: Target, on: int, note: str = "") -> None:
        found = layout_for(new, arch, plat, capacity, on)
        if found is None:
            return
        lay, b, verdict = found
        if lay == layout and new == target:
            return  # the planner already does this: not a change
        host = host_ram_per_node(_job(new, arch, lay.dp), lay, plat.per_node) if lay.offload else None
        if host is not None:
            if host_ram is None:
                note = (note + "; " if note else "") + f"needs {_gib(host)} host RAM per node (offer's RAM not stated)"
            elif host > host_ram.magnitude:
                verdict = "does not fit"
                note = (note + "; " if note else "") + (
                    f"needs {_gib(host)} host RAM per node, the offer has {format_quantity(host_ram)}")
            else:
                note = (note + "; " if note else "") + (
                    f"{_gib(host)} host RAM per node (offer: {format_quantity(host_ram)})")
        cost = None
        if pricing is not None and on != gpus and verdict != "does not fit":
            facts: dict[str, Any] = {"flops_per_token": float(flops_per_token(arch, new.seq_len, new.mode,
                                                                             new.lora_rank))}
            _time_and_cost(facts, new, arch, gpu, on, plat.per_node, None, pricing, rdma, None)
            cost = facts.get("cost")
            if facts.get("hours") is not None:
                note = (note + "; " if note else "") + f"{float(facts['hours'].magnitude) / 3600:,.1f} h"
        out.append(Remedy(
            change=change, total_required=_b(b.total), verdict=verdict, gpus=on,
            nodes=math.ceil(on / plat.per_node), host_ram_per_node=_b(host) if host is not None else None,
            cost=cost, note=note or layout_text(lay),
        ))

    if minimum is not None and minimum[0].gpus > gpus:
        more = math.ceil(minimum[0].gpus / plat.per_node) * plat.per_node
        judged(f"{more} GPUs ({more // plat.per_node} nodes)", target, more,
               "multi-node: needs an RDMA fabric" if more > plat.per_node else "")
    if layout.zero != 3:
        judged("ZeRO-3 / FSDP full sharding", target.model_copy(update={"zero": 3}), gpus)
    if not target.offload and target.mode in ("pretrain", "full"):
        judged("optimizer and gradients offloaded to host RAM (ZeRO-Offload)",
               target.model_copy(update={"offload": True, "zero": 3}), gpus)
    if target.mode in ("pretrain", "full"):
        judged(f"LoRA r={target.lora_rank}", target.model_copy(update={"mode": "lora"}), gpus)
        judged(f"QLoRA r={target.lora_rank} (4-bit base)", target.model_copy(update={"mode": "qlora"}), gpus)
    if layout.recompute != "full":
        judged("full activation recompute", target.model_copy(update={"recompute": "full"}), gpus)
    seq = target.seq_len // 2
    while seq >= 512:
        trial = target.model_copy(update={"seq_len": seq})
        found = layout_for(trial, arch, plat, capacity, gpus)
        if found is not None and found[2] != "does not fit":
            judged(f"sequence {seq} instead of {target.seq_len}", trial, gpus)
            break
        seq //= 2
    order = {"fits": 0, "tight": 1, "does not fit": 2}
    out.sort(key=lambda r: order[r.verdict])
    return out[:5]


def mfu_assumption(gpu: GpuSpec, gpus: int, per_node: int, rdma: bool | None, keys: Any = None) -> tuple[Any, Any]:
    """The MFU table row for this GPU class, link and fabric, and the offer's classification used."""
    from auditor.sizing.mfu import gpu_class, load_table

    table = load_table()
    klass = keys if keys is not None else gpu_class(gpu, gpus, per_node, rdma, table)
    row = table.lookup(klass.sku_class.value, klass.intra.value, klass.fabric.value, klass.sharing.value)
    return row, klass


def _time_and_cost(
    facts: dict[str, Any],
    target: Target,
    arch: ModelArch,
    gpu: GpuSpec | None,
    gpus: int,
    per_node: int,
    nodes: int | None,
    pricing: Pricing | None,
    rdma: bool | None,
    keys: Any,
) -> None:
    """Hours at the MFU table's expected, low and high ends, and the cost under the offer's terms."""
    tokens = target.tokens
    if tokens is None and target.mode == "pretrain":
        tokens = CHINCHILLA_TOKENS_PER_PARAM * arch.params
        facts["tokens_assumed"] = True
    facts["tokens"] = tokens
    peak = gpu.bf16_dense if gpu else None
    if gpu is None or peak is None:
        facts["cost_note"] = "GPU peak BF16 unknown: time and cost not computed"
        if tokens is not None:
            facts["total_flops"] = float(facts["flops_per_token"]) * tokens
        return
    row, klass = mfu_assumption(gpu, gpus, per_node, rdma, keys)
    peak = peak * klass.share
    facts["peak_per_gpu"] = peak
    facts["mfu_row"] = f"{row.where()} [{row.sku_class}/{row.intra}/{row.fabric}/{row.sharing}]"

    def at(level: str) -> Any:
        mfu = target.mfu or row.mfu.at(level)
        scaling = target.scaling_efficiency or row.scaling.at(level)
        return estimate(float(facts["flops_per_token"]), tokens or 1, gpus, peak, mfu, scaling)

    expected = at("expected")
    facts["mfu_assumed"] = expected.mfu
    facts["scaling_efficiency"] = expected.scaling
    if tokens is None:
        facts["cost_note"] = "no token count (--tokens): time and cost not computed"
        return
    facts["total_flops"] = float(facts["flops_per_token"]) * tokens
    facts["total_flops_6n"] = float(flops_per_token_6n(arch)) * tokens
    facts["hours"] = expected.seconds
    facts["hours_low"] = at("low").seconds
    facts["hours_high"] = at("high").seconds
    facts["gpu_hours"] = float(expected.seconds.magnitude / 3600 * gpus)
    if pricing is None:
        facts["cost_note"] = "no price given"
        return
    rented_nodes = nodes if nodes is not None else math.ceil(gpus / per_node)
    facts["cost"], facts["cost_note"] = cost_of_run(expected.seconds, gpus, rented_nodes, pricing)


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
