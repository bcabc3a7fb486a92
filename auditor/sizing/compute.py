"""Training compute, MFU and wall-clock time.

FLOPs per token, two conventions (they differ by up to ~27% for long sequences, so published
MFU figures are only comparable when the convention is stated):

* ``6N`` (Kaplan et al. 2020): forward 2N + backward 4N, attention ignored, N = all parameters.
* PaLM (Chowdhery et al. 2022, Appendix B): ``6N + 12·L·H·Q·T`` with L layers, H heads, Q head
  dimension, T sequence length, N the parameters that do matmuls (the input embedding is a
  lookup, not a matmul; a tied embedding is counted once, as the head). **MFU here uses this
  convention**, as the Llama 3 paper does; recomputation is not model FLOPs and never counts.

LoRA/QLoRA: frozen weights need no weight gradient, so the matmuls cost 4N (forward 2N, input
gradients 2N) plus 6 per adapter parameter; attention's 12·L·H·Q·T is unchanged.
"""

from __future__ import annotations

from fractions import Fraction

from auditor.sizing.arch import ModelArch
from auditor.sizing.facts import GpuSpec
from auditor.units import Quantity

# MFU a well-optimised Llama-class run reaches, by GPU family (DOMAIN.md "Thresholds": A100
# 40–55%, H100 ≥ 50%; Llama 3 paper 38–43% for 405B on 16K H100s). A policy may override.
DEFAULT_MFU: dict[str, int] = {
    "a100": 45,
    "a800": 45,
    "h100": 50,
    "h800": 50,
    "h200": 50,
    "h20": 50,
    "b200": 45,
    "mi300x": 35,
    "ascend-910b": 35,
}
DEFAULT_MFU_OTHER = 35
"""PCIe workstation and consumer cards (L40S, L20, RTX …): no published training MFU; a cautious 35%."""

CHINCHILLA_TOKENS_PER_PARAM = 20
"""Compute-optimal pretraining tokens per parameter (Hoffmann et al. 2022), used when no --tokens."""


def matmul_params(arch: ModelArch) -> int:
    """Parameters that take part in matmuls: all but an untied input embedding."""
    return arch.params - (0 if arch.tied_embeddings else arch.vocab * arch.hidden)


def flops_per_token_6n(arch: ModelArch) -> int:
    return 6 * arch.params


def flops_per_token(arch: ModelArch, seq_len: int, mode: str = "full", lora_rank: int = 16) -> int:
    """PaLM model FLOPs per token (the MFU convention), by training mode."""
    attention = 12 * arch.layers * arch.heads * arch.d_head * seq_len
    if mode in ("lora", "qlora"):
        return 4 * matmul_params(arch) + 6 * arch.lora_params(lora_rank) + attention
    return 6 * matmul_params(arch) + attention


def default_mfu(gpu: GpuSpec | None) -> Quantity:
    """The MFU a run on this GPU is assumed to reach when the user or policy gives none."""
    family = (gpu.candidates[0] if gpu and gpu.candidates else gpu.sku if gpu else "").split("-")[0]
    family = "ascend-910b" if family == "ascend" else family
    return Quantity.of(DEFAULT_MFU.get(family, DEFAULT_MFU_OTHER), "%")


def mfu_from_throughput(tokens_per_s: float, flops_per_token: float, gpus: int, peak: Quantity) -> Quantity:
    """MFU = tokens/s × FLOPs/token ÷ (GPUs × dense peak FLOP/s), as a percentage quantity."""
    if gpus < 1 or peak.magnitude <= 0:
        raise ValueError("MFU needs at least one GPU and a positive peak")
    achieved = Fraction(str(tokens_per_s)) * Fraction(str(flops_per_token))
    return Quantity(achieved / (gpus * peak.magnitude), (), "%")


def training_seconds(
    total_flops: float, gpus: int, peak: Quantity, mfu: Quantity, scaling_efficiency: Quantity | None = None
) -> Quantity:
    """Wall-clock time = FLOPs ÷ (GPUs × peak × MFU × scaling efficiency)."""
    rate = gpus * peak.magnitude * mfu.magnitude
    if scaling_efficiency is not None:
        rate *= scaling_efficiency.magnitude
    if rate <= 0:
        raise ValueError("training time needs a positive throughput")
    return Quantity(Fraction(str(total_flops)) / rate, (("s", 1),), "h")
