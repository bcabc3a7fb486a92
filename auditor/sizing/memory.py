"""Per-GPU training memory by component, for one parallel layout.

Sources of each formula (bytes; activations in bf16 = 2 bytes per element):

* Model states, mixed-precision AdamW: bf16 weights 2 B + bf16 gradients 2 B + fp32 master
  weights, first and second moments 12 B = 16 B/param (Rajbhandari et al. 2020, "ZeRO", §3.1).
  18 B counts fp32 gradients (Megatron-LM ``theoretical_memory_usage.py``, llm-analysis);
  20 B counts both bf16 and fp32 gradients (MT-NLG, Smith et al. 2022).
* ZeRO over the data-parallel group ``d`` (ZeRO §5): stage 1 shards optimizer states, stage 2
  also gradients, stage 3 (FSDP FULL_SHARD) also weights, plus a gather buffer of two unsharded
  layers or the largest module (DeepSpeed ``estimate_zero3_model_states_mem_needs``: 4·largest
  layer bytes).
* LoRA (Hu et al. 2021): frozen bf16 base (2 B/param, sharded only by ZeRO-3/TP/PP) plus
  adapters r·(d_in + d_out) per adapted matrix at 16 B/param. QLoRA (Dettmers et al. 2023):
  NF4 base 0.5 B/param plus double-quantised constants 0.127 bit/param on the blocks' linear
  layers; embeddings, head and norms stay bf16; one layer's weight is dequantised at a time.
* Activations per layer: Korthikanti et al. 2022, "Reducing Activation Recomputation in Large
  Transformer Models", §4, adapted to GQA, SwiGLU and no dropout (Llama trains without it):
    stored for backward = sb·(8h + 4q + 4k + 8F) + 2·a·s²·b
      8h: the two norms' inputs and outputs; 4q: Q and the attention output; 4k: K and V
      (k = kv_heads·head_dim under GQA); 8F: SwiGLU gate, up, SiLU(gate) and product;
      2as²b: softmax output (no dropout mask), dropped by selective recompute / FlashAttention.
  Tensor parallel ``t`` splits all but the 8h norm tensors; sequence parallelism splits those
  too (§4.2.2). Full recompute keeps only each layer's input (2sbh, /t with SP) plus one
  layer's activations live during its backward (§4.3).
  Pipeline parallel with 1F1B: the first stage holds p micro-batches of L/p layers, i.e. L
  layers' worth regardless of p (§4.2.3).
* Logits and loss: bf16 logits, their fp32 copy and fp32 gradient ≈ 10·s·b·V/t bytes on the
  last stage (research/sizing-and-acceptance.md, step 6).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import NamedTuple

from auditor.sizing.arch import ModelArch

GIB = 2**30
FRAGMENTATION = Fraction(5, 100)
"""Allocator fragmentation allowance on everything the model allocates (5–10% per the research notes)."""
CUDA_CONTEXT = GIB
"""CUDA context and cuBLAS/cuDNN workspaces: 300 MiB to 2 GiB (vram calculators); 1 GiB assumed."""
COMM_BUFFERS = 2 * GIB
"""NCCL buffers when GPUs communicate; 1–5 GiB seen (stas00 ml-engineering: one cloud took 5 GiB)."""
QLORA_BYTES = Fraction(1, 2) + Fraction(127, 8000)
"""NF4 weight (4 bit) + double-quantised constants (0.127 bit) per parameter, in bytes."""

Num = Callable[..., Fraction | float]
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

    @property
    def gpus(self) -> int:
        return self.tp * self.pp * self.dp


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
    layers = math.ceil(arch.layers / pp) * arch.layer_params
    embed = arch.vocab * arch.hidden
    return layers + embed + (arch.hidden if not arch.tied_embeddings else 0)


def base_weight_bytes(job: Job, params: int, num: Num = Fraction) -> Fraction:
    """Bytes of the (possibly frozen) base weights for ``params`` of the model."""
    if job.mode != "qlora":
        return num(2 * params)  # type: ignore[return-value]
    # QLoRA quantises the blocks' linear layers only; the rest stays bf16.
    share = num(job.arch.linear_params, job.arch.params)
    linear = params * share
    return linear * num(QLORA_BYTES) + (params - linear) * 2  # type: ignore[return-value]


def layer_activation_bytes(arch: ModelArch, seq: int, micro: int, layout: Layout, num: Num = Fraction) -> Fraction:
    """One layer's stored activations per GPU (Korthikanti et al. 2022 §4, adapted; see module doc)."""
    s, b, t, h = seq, micro, layout.tp, arch.hidden
    norms = num(8 * s * b * h, t if layout.sequence_parallel else 1)
    mlp = (8 if arch.gated_mlp else 4) * arch.ffn  # 2-matrix MLP: fc1 output and activation output
    split = num(s * b * (4 * arch.q_dim + 4 * arch.kv_dim + mlp), t)
    scores = num(2 * arch.heads * s * s * b, t) if layout.recompute == "none" else num(0)
    return norms + split + scores  # type: ignore[return-value]


def activation_bytes(job: Job, layout: Layout, num: Num = Fraction) -> Fraction:
    """Activations on the heaviest pipeline stage, logits included where they live."""
    arch, s, b, t, p = job.arch, job.seq_len, job.micro_batch, layout.tp, layout.pp
    per_layer = layer_activation_bytes(arch, s, b, layout, num)
    if layout.recompute == "full":
        checkpoint = num(2 * s * b * arch.hidden, t if layout.sequence_parallel else 1)
        full_layer = layer_activation_bytes(
            arch, s, b, Layout(tp=t, sequence_parallel=layout.sequence_parallel, recompute="selective"), num
        )
        stage0 = arch.layers * checkpoint + full_layer  # 1F1B: L layers' checkpoints in flight on stage 0
        last = math.ceil(arch.layers / p) * checkpoint + full_layer
    else:
        stage0 = arch.layers * per_layer
        last = math.ceil(arch.layers / p) * per_layer
    logits = num(10 * s * b * arch.vocab, t)
    return max(stage0, last + logits) if p > 1 else stage0 + logits  # type: ignore[return-value]


def _components(job: Job, layout: Layout, num: Num) -> tuple[Fraction, Fraction, Fraction, Fraction, Fraction]:
    """Weights, gradients, optimizer, activations, overhead per GPU, before rounding up to bytes."""
    arch, t, d, z = job.arch, layout.tp, layout.dp, layout.zero
    params = num(stage_params(arch, layout.pp), t)
    if job.mode in ("lora", "qlora"):
        base = base_weight_bytes(job, stage_params(arch, layout.pp), num) / t
        trainable = num(arch.lora_params(job.lora_rank) * stage_params(arch, layout.pp), arch.params * t)
        weights = base / d if z == 3 else base
        weights += 2 * trainable / (d if z == 3 else 1)
    else:
        trainable = params
        weights = 2 * params / (d if z == 3 else 1)
    gradients = grad_bytes(job.optimizer_bytes) * trainable / (d if z >= 2 else 1)
    optimizer = num(0) if layout.offload else 12 * trainable / (d if z >= 1 else 1)
    activations = activation_bytes(job, layout, num)
    overhead = num(FRAGMENTATION) * (weights + gradients + optimizer + activations)
    if z == 3 and d > 1:
        # FSDP/ZeRO-3 gathers a layer ahead: two unsharded layers, or the largest module, in bf16.
        overhead += 2 * max(2 * arch.layer_params, arch.vocab * arch.hidden) / num(t)
    if job.mode == "qlora":
        overhead += num(2 * arch.hidden * arch.ffn, t)  # one dequantised MLP matrix
    return weights, gradients, optimizer, activations, overhead  # type: ignore[return-value]


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
    return sum(_components(job, layout, fdiv))  # type: ignore[arg-type]


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


def model_states_total(job: Job) -> int:
    """Weights + gradients + optimizer over all GPUs, unsharded (the "16 × params" figure)."""
    arch = job.arch
    if job.mode in ("lora", "qlora"):
        return math.ceil(base_weight_bytes(job, arch.params)) + 16 * arch.lora_params(job.lora_rank)
    return (2 + grad_bytes(job.optimizer_bytes) + 12) * arch.params
