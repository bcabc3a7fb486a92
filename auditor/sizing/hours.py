"""Time and cost of a sized run: hours at the MFU table's expected, low and high ends (or the
user's --mfu), and the cost under the offer's billing terms."""

from __future__ import annotations

import math
from typing import Any

from auditor.model.offer import Pricing
from auditor.sizing.arch import ModelArch
from auditor.sizing.compute import CHINCHILLA_TOKENS_PER_PARAM, estimate, flops_per_token_6n
from auditor.sizing.cost import cost_of_run
from auditor.sizing.facts import GpuSpec, Target


def mfu_assumption(gpu: GpuSpec, gpus: int, per_node: int, rdma: bool | None, keys: Any = None) -> tuple[Any, Any]:
    """The MFU table row for this GPU class, link and fabric, and the offer's classification used."""
    from auditor.sizing.mfu import gpu_class, load_table

    table = load_table()
    klass = keys if keys is not None else gpu_class(gpu, gpus, per_node, rdma, table)
    row = table.lookup(klass.sku_class.value, klass.intra.value, klass.fabric.value, klass.sharing.value)
    return row, klass


def time_and_cost(
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
