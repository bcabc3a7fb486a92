"""Per-GPU training memory by component, for one parallel layout.

Sources of each formula (bytes; activations in bf16 = 2 bytes per element):

* Model states, mixed-precision AdamW: bf16 weights 2 B + bf16 gradients 2 B + fp32 master
  weights, first and second moments 12 B = 16 B/param (Rajbhandari et al. 2020, "ZeRO", §3.1).
  18 B counts fp32 gradients (Megatron-LM ``theoretical_memory_usage.py``, llm-analysis);
  20 B counts both bf16 and fp32 gradients (MT-NLG, Smith et al. 2022).
* ZeRO over the data-parallel group ``d`` (ZeRO §5): stage 1 shards optimizer states, stage 2
  also gradients, stage 3 (FSDP FULL_SHARD) also weights, plus a gather buffer of two unsharded
  layers or the largest module (DeepSpeed ``estimate_zero3_model_states_mem_needs``: 4·largest
  layer bytes). Context-parallel ranks shard states too (Megatron folds CP into the optimizer's
  data-parallel group). MoE experts are split over the expert-parallel group ``e`` and their
  states sharded over the remaining ``d/e`` ranks.
* Offload (ZeRO-Offload, Ren et al. 2021): fp32 master weights, moments and fp32 gradients live
  in host RAM (16 B per trainable parameter, ×1.5 pinned-buffer factor as DeepSpeed's
  ``estimate_zero*_model_states_mem_needs`` prints it: 70B → ~1.7 TB per node); the GPU keeps
  the bf16 weights and streams gradients out in buckets.
* LoRA (Hu et al. 2021): frozen bf16 base (2 B/param, sharded only by ZeRO-3/TP/PP) plus
  adapters r·(d_in + d_out) per adapted matrix at 16 B/param. QLoRA (Dettmers et al. 2023):
  NF4 base 0.5 B/param plus double-quantised constants 0.127 bit/param on the blocks' linear
  layers; embeddings, head and norms stay bf16; one layer's weight is dequantised at a time.
* Activations per layer: Korthikanti et al. 2022, "Reducing Activation Recomputation in Large
  Transformer Models", §4, adapted to GQA, SwiGLU, FlashAttention and no dropout:
    stored for backward = sb·(8h + 2(q + o + k + v) + 6F)       (FlashAttention, the default)
      8h: the two norms' inputs and outputs; q, o, k, v: Q, the attention output, K and V (GQA
      widths; MLA's per-head widths); 6F: a fused SwiGLU keeps its input (gate and up, 2F
      elements) and the down projection's input (F) and recomputes SiLU and the product
      (Megatron ``bias_swiglu``, torch.compile); a 2-matrix MLP keeps fc1 output and activation.
    ``--attention eager`` adds the softmax output 2·a·s²·b (Korthikanti's 5as²b less the
      dropout mask and the pre-softmax scores fused away), which selective recompute drops;
      FlashAttention never stores it, so with it "selective" and "none" store the same.
  Tensor parallel ``t`` splits all but the 8h norm tensors; sequence parallelism splits those
  too (§4.2.2); context parallel ``c`` splits the sequence for every term (Megatron CP, Llama 3
  §3.3.2) and adds the ring's K/V receive buffers. Full recompute keeps only each layer's input
  (2sbh, /t with SP) plus one layer's activations live during its backward (§4.3).
  Pipeline parallel with 1F1B: the first stage holds min(p, micro-batches) micro-batches of
  L/p layers, i.e. L layers' worth when the step has at least p micro-batches (§4.2.3); the
  interleaved schedule with v virtual stages holds (1 + (p−1)/(p·v)) times that (Megatron).
  MoE layers keep, per token, top-k experts' MLP tensors and the permuted input (2h per copy).
* Logits and loss: bf16 logits and their fp32 copy, 6·s·b·V/t bytes on the last stage
  (``logit_bytes``: 2 for a fused/chunked loss, 10 when the fp32 gradient is kept as well).
* Optimizer step phase: PyTorch's default (foreach) AdamW allocates one fp32 temporary per
  parameter for the square root of the second moment (``torch/optim/adamw.py``,
  ``_multi_tensor_adamw``); it is live while activations are freed, so the peak is the larger
  of the backward phase (states + activations + buffers) and the step phase (states + 4 B per
  trainable parameter on the shard). It decides only where activations are tiny (ZeRO-3 at the
  minimum GPU count).

There is no fragmentation allowance here: the one margin for fragmentation and estimate error is
the fit margin (``plan.MARGIN``), applied once.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import NamedTuple

from auditor.sizing.arch import ModelArch

GIB = 2**30
CUDA_CONTEXT = GIB
"""CUDA context and cuBLAS/cuDNN workspaces: 300 MiB to 2 GiB (vram calculators); 1 GiB assumed."""
COMM_BUFFERS = 2 * GIB
"""NCCL buffers when GPUs communicate; 1–5 GiB seen (stas00 ml-engineering: one cloud took 5 GiB)."""
QLORA_BYTES = Fraction(1, 2) + Fraction(127, 8000)
"""NF4 weight (4 bit) + double-quantised constants (0.127 bit) per parameter, in bytes."""
HOST_OFFLOAD_BYTES = 16
"""Host bytes per offloaded trainable parameter: fp32 master 4 + moments 8 + fp32 gradient 4."""
HOST_BUFFER_FACTOR = Fraction(3, 2)
"""DeepSpeed's estimators multiply offloaded host memory by 1.5 (pinned staging buffers)."""
STEP_TEMP_BYTES = 4
"""fp32 temporary per trainable parameter during a foreach AdamW step (see module doc)."""

Amount = Fraction | float
"""A byte count as the formulas carry it: exact with ``Fraction``, approximate with ``fdiv``."""
Num = Callable[..., Amount]
"""How the formulas divide: ``Fraction`` (exact, the figures reported) or ``fdiv`` (float, the
planner's quick screen; see ``memory_estimate``). One set of formulas serves both."""


def fdiv(a: int | float | Fraction, b: int | float | Fraction = 1) -> float:
    return float(a) / float(b)


class Layout(NamedTuple):
    tp: int = 1
    pp: int = 1
    dp: int = 1
    zero: int = 0
    recompute: str = "selective"
    sequence_parallel: bool = True
    offload: bool = False
    cp: int = 1
    ep: int = 1
    vpp: int = 1

    @property
    def gpus(self) -> int:
        return self.tp * self.pp * self.cp * self.dp

    @property
    def shards(self) -> int:
        """Ranks over which ZeRO shards a dense parameter's states: data × context parallel."""
        return self.dp * self.cp


class Breakdown(NamedTuple):
    """Per-GPU bytes on the most-loaded GPU (pipeline stage 0 unless the head's stage is heavier)."""

    weights: int
    gradients: int
    optimizer: int
    activations: int
    overhead: int

    @property
    def total(self) -> int:
        return self.weights + self.gradients + self.optimizer + self.activations + self.overhead


class Job(NamedTuple):
    """What is trained: the model, the mode and the per-step shape."""

    arch: ModelArch
    mode: str = "full"
    seq_len: int = 4096
    micro_batch: int = 1
    optimizer_bytes: int = 16
    lora_rank: int = 16
    attention: str = "flash"
    logit_bytes: int = 6
    micro_batches: int | None = None
    """Micro-batches per step and pipeline (global batch ÷ (DP × micro-batch)); None: at least PP."""

    @property
    def trainable_params(self) -> int:
        return self.arch.lora_params(self.lora_rank) if self.mode in ("lora", "qlora") else self.arch.params


def grad_bytes(optimizer_bytes: int) -> int:
    """Gradient bytes/param in each accounting: 16 → bf16 (2), 18 → fp32 (4), 20 → both (6)."""
    return {16: 2, 18: 4, 20: 6}[optimizer_bytes]


def stage_params(arch: ModelArch, pp: int) -> int:
    """Parameters on the heaviest pipeline stage: ceil(L/p) layers plus the larger end (embedding or head)."""
    if pp == 1:
        return arch.params
    layers = math.ceil(arch.layers / pp) * arch.max_layer_params
    embed = arch.vocab * arch.hidden
    return layers + embed + (arch.hidden if not arch.tied_embeddings else 0)


def stage_expert_params(arch: ModelArch, pp: int) -> int:
    """Routed-expert parameters on the heaviest stage (split by expert parallelism, not by TP alone)."""
    if not arch.experts:
        return 0
    return math.ceil(arch.moe_layers / pp) * arch.experts * arch.expert_params


def base_weight_bytes(job: Job, params: int | Fraction | float, num: Num = Fraction) -> Amount:
    """Bytes of the (possibly frozen) base weights for ``params`` of the model."""
    if job.mode != "qlora":
        return 2 * params
    # QLoRA quantises the blocks' linear layers only; the rest stays bf16.
    share = num(job.arch.linear_params, job.arch.params)
    linear = params * share
    return linear * num(QLORA_BYTES) + (params - linear) * 2


def _mlp_bytes_per_token(arch: ModelArch) -> tuple[int, int]:
    """Stored MLP bytes per token in a dense layer and in a MoE layer (see module doc)."""
    dense = (6 if arch.gated_mlp else 4) * arch.ffn
    if not arch.experts:
        return dense, dense
    per_expert = (6 if arch.gated_mlp else 4) * arch.expert_ffn
    moe = arch.experts_per_token * (per_expert + 2 * arch.hidden) + arch.shared_experts * per_expert
    return dense, moe


def layer_activation_bytes(
    arch: ModelArch, seq: int, micro: int, layout: Layout, num: Num = Fraction, attention: str = "flash",
    moe: bool = False,
) -> Amount:
    """One layer's stored activations per GPU (Korthikanti et al. 2022 §4, adapted; see module doc)."""
    t, c, h = layout.tp, layout.cp, arch.hidden
    tokens = num(seq * micro, c)
    norms = tokens * num(8 * h, t if layout.sequence_parallel else 1)
    dense, expert = _mlp_bytes_per_token(arch)
    attn = 2 * (arch.q_dim + arch.o_dim + arch.k_dim + arch.v_dim)
    split = tokens * num(attn + (expert if moe else dense), t)
    ring = num(2 * 2 * seq * micro * (arch.k_dim + arch.v_dim), c * t) if c > 1 else num(0)
    eager = attention == "eager" and layout.recompute == "none"
    scores = num(2 * arch.heads * seq * seq * micro, t * c * c) if eager else num(0)
    return norms + split + ring + scores


def _layers_activations(job: Job, layout: Layout, layers: int, num: Num) -> Amount:
    """Stored activations of ``layers`` consecutive layers (dense layers come first, as in DeepSeek)."""
    arch, s, b = job.arch, job.seq_len, job.micro_batch
    dense_n = min(layers, arch.layers - arch.moe_layers) if arch.experts else layers
    total = num(0)
    for count, moe in ((dense_n, False), (layers - dense_n, True)):
        if count:
            total += count * layer_activation_bytes(arch, s, b, layout, num, job.attention, moe)
    return total


def activation_bytes(job: Job, layout: Layout, num: Num = Fraction) -> Amount:
    """Activations on the heaviest pipeline stage, logits included where they live."""
    arch, s, b, t, p, c = job.arch, job.seq_len, job.micro_batch, layout.tp, layout.pp, layout.cp
    stage_layers = math.ceil(arch.layers / p)
    in_flight = p if job.micro_batches is None else max(1, min(p, job.micro_batches))
    interleave = num(1) if layout.vpp <= 1 or p == 1 else 1 + num(p - 1, p * layout.vpp)
    if layout.recompute == "full":
        checkpoint = num(2 * s * b * arch.hidden, c * (t if layout.sequence_parallel else 1))
        live = layer_activation_bytes(
            arch, s, b, layout._replace(recompute="selective"), num, job.attention, bool(arch.experts)
        )
        stage0: Amount = in_flight * stage_layers * checkpoint * interleave + live
        last: Amount = stage_layers * checkpoint + live
    else:
        stage0 = in_flight * _layers_activations(job, layout, stage_layers, num) * interleave
        last = _layers_activations(job, layout, stage_layers, num)
    logits = num(job.logit_bytes * s * b * arch.vocab, t * c)
    return max(stage0, last + logits) if p > 1 else stage0 + logits


def _states(job: Job, layout: Layout, num: Num) -> tuple[Amount, Amount, Amount, Amount]:
    """Weights, gradients, optimizer states and the trainable parameters on one GPU's shard."""
    arch, t, z, d = job.arch, layout.tp, layout.zero, layout.shards
    stage = stage_params(arch, layout.pp)
    experts = stage_expert_params(arch, layout.pp)
    ep = max(1, layout.ep)
    # dense parameters split by TP and sharded over d; experts split by EP × TP, sharded over d/ep
    dense_gpu = num(stage - experts, t)
    expert_gpu = num(experts, t * ep)
    expert_shards = max(1, d // ep)

    def sharded(stage_: int) -> Amount:
        return dense_gpu / (d if z >= stage_ else 1) + expert_gpu / (expert_shards if z >= stage_ else 1)

    if job.mode in ("lora", "qlora"):
        base = base_weight_bytes(job, dense_gpu + expert_gpu, num)
        trainable_gpu = num(arch.lora_params(job.lora_rank) * stage, arch.params * t)
        weights = base / d if z == 3 else base
        weights += 2 * trainable_gpu / (d if z == 3 else 1)
        grads_on = trainable_gpu / (d if z >= 2 else 1)
        opt_on = trainable_gpu / (d if z >= 1 else 1)
        shard = trainable_gpu / (d if z >= 1 else 1)
    else:
        weights = 2 * sharded(3)
        grads_on, opt_on, shard = sharded(2), sharded(1), sharded(1)
    if layout.offload:
        return weights, num(0), num(0), shard
    return (
        weights, grad_bytes(job.optimizer_bytes) * grads_on, 12 * opt_on, shard,
    )


def _components(job: Job, layout: Layout, num: Num) -> tuple[Amount, Amount, Amount, Amount, Amount]:
    """Weights, gradients, optimizer, activations, overhead per GPU, before rounding up to bytes."""
    arch, t, z = job.arch, layout.tp, layout.zero
    weights, gradients, optimizer, shard = _states(job, layout, num)
    activations = activation_bytes(job, layout, num)
    buffers = num(0)
    if z == 3 and layout.shards > 1:
        # FSDP/ZeRO-3 gathers a layer ahead: two unsharded layers, or the largest module, in bf16.
        buffers += 2 * max(2 * arch.max_layer_params // max(1, layout.ep), arch.vocab * arch.hidden) / num(t)
    if job.mode == "qlora":
        buffers += num(2 * arch.hidden * arch.ffn, t)  # one dequantised MLP matrix
    if layout.offload:
        buffers += num(4 * arch.max_layer_params, t)  # gradient buckets on their way to host RAM
    step = num(0) if layout.offload else STEP_TEMP_BYTES * shard
    overhead = max(buffers, step - activations)  # the peak is the larger phase
    return weights, gradients, optimizer, activations, overhead


def memory_breakdown(job: Job, layout: Layout) -> Breakdown:
    """Per-GPU bytes for ``job`` under ``layout`` (model states, activations, overhead), exact."""
    return Breakdown(*(math.ceil(x) for x in _components(job, layout, Fraction)))


def memory_estimate(job: Job, layout: Layout) -> float:
    """``memory_breakdown(job, layout).total`` in float arithmetic, for the planner's search.

    The exact total is the sum of five components each rounded up, so it lies in
    [sum, sum + 5); the float sum is within a relative 1e-12 of the exact sum (a few dozen
    roundings of 2^-53). ``fits_quickly`` uses that bound to decide without Fractions unless the
    total is within a few bytes of the limit.
    """
    return float(sum(_components(job, layout, fdiv), 0.0))


def fits(job: Job, layout: Layout, usable: int) -> bool:
    """``memory_breakdown(job, layout).total <= usable``, the same answer, mostly in floats."""
    estimate = memory_estimate(job, layout)
    slack = 5 + abs(estimate) * 1e-9
    if estimate + slack <= usable:
        return True
    if estimate - slack > usable:
        return False
    return memory_breakdown(job, layout).total <= usable


def reserved_bytes(gpus: int) -> int:
    """What the runtime takes before the model: CUDA context, plus NCCL buffers when GPUs talk."""
    return CUDA_CONTEXT + (COMM_BUFFERS if gpus > 1 else 0)


def host_ram_per_node(job: Job, layout: Layout, gpus_per_node: int) -> int:
    """Host RAM the offloaded optimizer needs on one node: 16 B × 1.5 per trainable param of its GPUs' shards."""
    if not layout.offload:
        return 0
    shard = _states(job, layout, Fraction)[3]
    per_gpu = shard * HOST_OFFLOAD_BYTES * HOST_BUFFER_FACTOR
    return math.ceil(per_gpu * min(gpus_per_node, layout.gpus))


def model_states_total(job: Job) -> int:
    """Weights + gradients + optimizer over all GPUs, unsharded (the "16 × params" figure)."""
    arch = job.arch
    if job.mode in ("lora", "qlora"):
        return math.ceil(base_weight_bytes(job, arch.params)) + 16 * arch.lora_params(job.lora_rank)
    return (2 + grad_bytes(job.optimizer_bytes) + 12) * arch.params
