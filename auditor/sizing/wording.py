"""How a sizing is worded: memory amounts as quotes write them, a layout in one line, the term a
fit turns on, and the published recipes a layout may match."""

from __future__ import annotations

from fractions import Fraction

from auditor.sizing.memory import Breakdown, Job, Layout
from auditor.units import Quantity


def gib(n: int | Fraction) -> str:
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
    return f"{name} ({gib(terms[name])} of {gib(breakdown.total)})"


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


def states_rule(job: Job) -> str:
    if job.mode in ("lora", "qlora"):
        base = "bf16" if job.mode == "lora" else "4-bit NF4"
        return f"frozen {base} base + {job.trainable_params / 1e6:.1f}M adapter params at 16 B/param"
    return f"{job.optimizer_bytes} B/param × {job.arch.params / 1e9:.2f}B params"


def as_bytes(n: int) -> Quantity:
    return Quantity.of(n, "B")
