"""What would make a misfit fit: the nearest changes to the job or the order (more GPUs, ZeRO-3,
offload, LoRA/QLoRA, full recompute, a shorter sequence), each sized on the same platform."""

from __future__ import annotations

import math
from typing import Any

from auditor.model.offer import Pricing
from auditor.sizing.arch import ModelArch
from auditor.sizing.compute import flops_per_token
from auditor.sizing.facts import GpuSpec, Remedy, Target
from auditor.sizing.hours import time_and_cost
from auditor.sizing.layouts import job_for, layout_for
from auditor.sizing.memory import Breakdown, Layout, host_ram_per_node
from auditor.sizing.platform import Platform
from auditor.sizing.wording import as_bytes, gib, layout_text
from auditor.units import Quantity, format_quantity


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
        host = host_ram_per_node(job_for(new, arch, lay.dp), lay, plat.per_node) if lay.offload else None
        if host is not None:
            if host_ram is None:
                note = (note + "; " if note else "") + f"needs {gib(host)} host RAM per node (offer's RAM not stated)"
            elif host > host_ram.magnitude:
                verdict = "does not fit"
                note = (note + "; " if note else "") + (
                    f"needs {gib(host)} host RAM per node, the offer has {format_quantity(host_ram)}")
            else:
                note = (note + "; " if note else "") + (
                    f"{gib(host)} host RAM per node (offer: {format_quantity(host_ram)})")
        cost = None
        if pricing is not None and on != gpus and verdict != "does not fit":
            facts: dict[str, Any] = {"flops_per_token": float(flops_per_token(arch, new.seq_len, new.mode,
                                                                             new.lora_rank))}
            time_and_cost(facts, new, arch, gpu, on, plat.per_node, None, pricing, rdma, None)
            cost = facts.get("cost")
            if facts.get("hours") is not None:
                note = (note + "; " if note else "") + f"{float(facts['hours'].magnitude) / 3600:,.1f} h"
        out.append(Remedy(
            change=change, total_required=as_bytes(b.total), verdict=verdict, gpus=on,
            nodes=math.ceil(on / plat.per_node), host_ram_per_node=as_bytes(host) if host is not None else None,
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
