"""``audit size --format json``: bytes as integers, the layout, flops, hours and cost; the
catalogues of ``audit gpus`` and ``audit models`` as lists of records."""

from __future__ import annotations

import json
from typing import Any

from auditor.sizing.arch import ModelArch
from auditor.sizing.facts import MEMORY_PER_GPU, GpuSpec, SizingFacts, Target
from auditor.sizing.memory import grad_bytes
from auditor.units import Quantity


def plan(facts: SizingFacts, gpu: GpuSpec | None, target: Target, name: str) -> str:
    return json.dumps(plan_json(facts, gpu, target), indent=2, ensure_ascii=False)


def _int(q: Quantity | None) -> int | None:
    return None if q is None else int(q.magnitude)


def _hours(q: Quantity | None) -> float | None:
    return None if q is None else float(q.magnitude / 3600)


def plan_json(facts: SizingFacts, gpu: GpuSpec | None, target: Target) -> dict[str, Any]:
    """The machine-readable sizing: bytes as integers, the layout, flops, hours and cost."""
    return {
        "model": facts.model,
        "mode": facts.mode,
        "params": facts.params,
        "trainable_params": facts.trainable_params,
        "gpu": gpu.sku if gpu else None,
        "accounting": {
            "optimizer_bytes_per_param": facts.optimizer_bytes,
            "gradient_bytes_per_param": grad_bytes(facts.optimizer_bytes),
        },
        "memory_per_gpu": {
            name: _int(getattr(facts, name))
            for name in MEMORY_PER_GPU
        },
        "model_states_total": _int(facts.model_states_total),
        "headroom": float(facts.headroom.magnitude),
        "fits": facts.fits,
        "verdict": facts.verdict,
        "deciding_term": facts.deciding_term,
        "limit_per_gpu": _int(facts.limit_per_gpu),
        "why": facts.why,
        "warnings": facts.warnings,
        "recipe": facts.recipe,
        "active_params": facts.active_params,
        "host_ram_per_node": _int(facts.host_ram_per_node),
        "remedies": [
            {
                "change": r.change,
                "total_required": _int(r.total_required),
                "verdict": r.verdict,
                "gpus": r.gpus,
                "nodes": r.nodes,
                "host_ram_per_node": _int(r.host_ram_per_node),
                "cost": None if r.cost is None else {"amount": float(r.cost.magnitude), "currency": r.cost.unit},
                "note": r.note,
            }
            for r in facts.remedies
        ],
        "gpus": facts.gpus,
        "min_gpus": facts.min_gpus,
        "min_nodes": facts.min_nodes,
        "gpus_per_node": facts.gpus_per_node,
        "layout": {
            "tp": facts.tp,
            "pp": facts.pp,
            "dp": facts.dp,
            "zero": facts.zero,
            "cp": facts.cp,
            "ep": facts.ep,
            "vpp": facts.vpp,
            "recompute": facts.recompute,
            "attention": facts.attention,
            "sequence_parallel": target.sequence_parallel and facts.tp > 1,
            "offload": facts.offload,
            "multi_node": facts.multi_node,
            "needs_rdma": facts.needs_rdma,
        },
        "seq_len": target.seq_len,
        "micro_batch": target.micro_batch,
        "tokens": facts.tokens,
        "tokens_assumed": facts.tokens_assumed,
        "flops": {
            "per_token_6n": facts.flops_per_token_6n,
            "per_token": facts.flops_per_token,
            "convention": "6·N_matmul (input embedding excluded) + 6·L·T·H·(d_qk + d_v) attention, used for MFU"
            " (torchtitan, Llama 3 paper)",
            "total": facts.total_flops,
            "total_6n": facts.total_flops_6n,
        },
        "mfu_row": facts.mfu_row,
        "hours_low_mfu": _hours(facts.hours_low),
        "hours_high_mfu": _hours(facts.hours_high),
        "had_it_run": facts.had_it_run,
        "mfu_assumed": float(facts.mfu_assumed.magnitude) if facts.mfu_assumed else None,
        "scaling_efficiency": float(facts.scaling_efficiency.magnitude) if facts.scaling_efficiency else None,
        "hours": _hours(facts.hours),
        "gpu_hours": facts.gpu_hours,
        "cost": None
        if facts.cost is None
        else {"amount": float(facts.cost.magnitude), "currency": facts.cost.unit},
        "cost_note": facts.cost_note,
    }


def gpus(catalog: dict[str, GpuSpec]) -> str:
    return json.dumps([s.model_dump(mode="json") for s in catalog.values()], indent=2, ensure_ascii=False)


def models(catalog: dict[str, ModelArch]) -> str:
    rows = [
        {
            "id": m.id,
            "name": m.name,
            "params": m.params,
            "layers": m.layers,
            "hidden": m.hidden,
            "ffn": m.ffn,
            "heads": m.heads,
            "kv_heads": m.kv_heads,
            "vocab": m.vocab,
            "tied_embeddings": m.tied_embeddings,
        }
        for m in catalog.values()
    ]
    return json.dumps(rows, indent=2)
