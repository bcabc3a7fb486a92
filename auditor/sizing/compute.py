"""Training compute, MFU and wall-clock time: the one time engine of ``size``, ``offer`` and ``compare``.

FLOPs per token, two totals (they differ by up to ~27% for long sequences, so published MFU
figures are only comparable when the convention is stated):

* ``6N`` (Kaplan et al. 2020): forward 2N + backward 4N, attention ignored, N = all parameters
  (a MoE model's *active* parameters: the experts a token is routed to).
* **The convention MFU uses here**: ``6·N_matmul + 6·L·T·H·(d_qk + d_v)``, where N_matmul leaves
  out the input embedding (a lookup, not a matmul; a tied embedding is counted once, as the
  head) and the attention term is PaLM's (Chowdhery et al. 2022, App. B) ``12·L·H·Q·T`` when
  d_qk = d_v = Q. This is how torchtitan counts (``get_num_flop_per_token``) and what the Llama 3
  paper's 38–43% MFU is stated against; recomputation is not model FLOPs and never counts.

LoRA/QLoRA: frozen weights need no weight gradient, so the matmuls cost 4N (forward 2N, input
gradients 2N) plus 6 per adapter parameter; attention's term is unchanged.

Time = FLOPs ÷ (GPUs × dense BF16 peak × MFU × scaling). MFU and scaling come from one table
(``auditor/sizing/data/mfu.yaml``: per GPU class, intra-node link and fabric, with low and high
ends and a source per row); ``auditor.sizing.mfu`` loads it and ``estimate`` below is the one
function that turns a row into hours, for every command.
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from auditor.sizing.arch import ModelArch
from auditor.units import Quantity

CHINCHILLA_TOKENS_PER_PARAM = 20
"""Compute-optimal pretraining tokens per parameter (Hoffmann et al. 2022), used when no --tokens."""
FULL = Quantity.of(100, "%")


def matmul_params(arch: ModelArch) -> int:
    """Parameters a token's matmuls touch: active parameters less an untied input embedding."""
    return arch.active_params - (0 if arch.tied_embeddings else arch.vocab * arch.hidden)


def flops_per_token_6n(arch: ModelArch) -> int:
    return 6 * arch.active_params


def attention_flops_per_token(arch: ModelArch, seq_len: int) -> int:
    """Q·Kᵀ and attention·V, forward and backward, causal mask not discounted (PaLM App. B)."""
    return 6 * arch.layers * arch.heads * (arch.qk_head + arch.v_head) * seq_len


def flops_per_token(arch: ModelArch, seq_len: int, mode: str = "full", lora_rank: int = 16) -> int:
    """Model FLOPs per token in the MFU convention (module doc), by training mode."""
    attention = attention_flops_per_token(arch, seq_len)
    if mode in ("lora", "qlora"):
        return 4 * matmul_params(arch) + 6 * arch.lora_params(lora_rank) + attention
    return 6 * matmul_params(arch) + attention


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


class Estimate(NamedTuple):
    """One run's time at one end of the assumption: MFU, scaling, tokens/s and seconds."""

    mfu: Quantity
    scaling: Quantity
    tokens_per_s: Fraction
    seconds: Quantity


def estimate(
    flops_per_token: float, tokens: int, gpus: int, peak: Quantity, mfu: Quantity, scaling: Quantity
) -> Estimate:
    """The time engine: one GPU needs no scaling loss; otherwise GPUs × peak × MFU × scaling."""
    if gpus == 1:
        scaling = FULL
    rate = gpus * peak.magnitude * mfu.magnitude * scaling.magnitude
    seconds = training_seconds(flops_per_token * tokens, gpus, peak, mfu, scaling)
    return Estimate(mfu, scaling, rate / Fraction(str(flops_per_token)), seconds)
