"""``audit size`` as text: the memory table, the verdict band, what would make it fit, time and
cost; ``audit gpus`` and ``audit models``: the catalogues as aligned tables."""

from __future__ import annotations

from auditor.sizing.arch import ModelArch
from auditor.sizing.facts import GpuSpec, SizingFacts, Target
from auditor.sizing.memory import grad_bytes
from auditor.units import Quantity, format_quantity


def _gb(q: Quantity | None) -> str:
    return "—" if q is None else f"{float(q.magnitude) / 1e9:,.1f}"


def _gib(q: Quantity | None) -> str:
    return "—" if q is None else f"{float(q.magnitude) / 2**30:,.1f}"


def _accounting(facts: SizingFacts) -> str:
    """How the model states were counted, and the sources' 6 B/param beside it for full training."""
    total = f"{_gb(facts.model_states_total)} GB over all GPUs"
    if facts.mode in ("lora", "qlora"):
        base = "bf16 (2 B/param)" if facts.mode == "lora" else "NF4 (≈0.52 B/param on linear layers)"
        return (
            f"frozen {base} base + {facts.trainable_params / 1e6:,.1f}M adapter params at 16 B/param; {total}"
        )
    grads = grad_bytes(facts.optimizer_bytes)
    return (
        f"{facts.optimizer_bytes} B/param (bf16 weights 2 + grads {grads} + fp32 master, Adam moments 12); "
        f"{total} (the sources' 6 B/param would say {facts.params * 6 / 1e9:,.0f} GB)"
    )


def plan(facts: SizingFacts, gpu: GpuSpec | None, target: Target, name: str) -> str:
    """The human-readable breakdown table, the verdict band, what would make it fit, time and cost."""
    on = f" on {facts.gpus or '?'} × {gpu.name}" if gpu else ""
    moe = f" ({facts.active_params / 1e9:.2f} B active)" if facts.active_params != facts.params else ""
    layout = f"TP={facts.tp} PP={facts.pp}" + (f" VPP={facts.vpp}" if facts.vpp > 1 else "") + (
        f" CP={facts.cp}" if facts.cp > 1 else "") + f" DP={facts.dp}" + (f" EP={facts.ep}" if facts.ep > 1 else "")
    lines = [
        f"{name}: {facts.params / 1e9:.2f} B params{moe}, {facts.mode}{on}",
        f"seq {target.seq_len}, micro-batch {target.micro_batch}, {facts.attention} attention; layout {layout} "
        f"ZeRO-{facts.zero}, recompute {facts.recompute}" + (", optimizer offloaded" if facts.offload else ""),
        "",
        f"{'memory per GPU':<26}{'GB':>10}{'GiB':>10}",
    ]
    rows = [
        ("weights", facts.weights),
        ("gradients", facts.gradients),
        ("optimizer states", facts.optimizer),
        ("activations", facts.activations),
        ("buffers / step phase", facts.overhead),
        ("total required", facts.total_required),
        ("GPU capacity", facts.capacity_per_gpu),
        ("runtime reserved", facts.reserved_per_gpu),
        ("limit (tight above)", facts.limit_per_gpu),
        (f"within {format_quantity(facts.headroom)} margin", facts.usable_per_gpu),
    ]
    lines += [f"  {label:<24}{_gb(q):>10}{_gib(q):>10}" for label, q in rows]
    if facts.host_ram_per_node is not None:
        host = facts.host_ram_per_node
        lines.append(f"  {'host RAM per node':<24}{_gb(host):>10}{_gib(host):>10}")
    lines += ["", f"accounting: {_accounting(facts)}"]
    verdict = (facts.verdict or "fit not judged").upper()
    lines += [f"verdict: {verdict}", f"  {facts.why}" if facts.why else ""]
    if facts.min_gpus:
        lines.append(
            f"minimum: {facts.min_gpus} GPUs on {facts.min_nodes} node(s) of {facts.gpus_per_node}"
            + (
                "; multi-node: needs an RDMA fabric (InfiniBand/RoCE)"
                if facts.min_nodes and facts.min_nodes > 1
                else ""
            )
        )
    if facts.remedies:
        lines += ["", "what would make it fit:", f"  {'change':<58}{'GB/GPU':>8}  {'verdict':<13}note"]
        for r in facts.remedies:
            cost = f"; {float(r.cost.magnitude):,.0f} {r.cost.unit}" if r.cost is not None else ""
            lines.append(f"  {r.change:<58}{_gb(r.total_required):>8}  {r.verdict:<13}{r.note}{cost}")
    lines += [
        "",
        f"FLOPs/token: 6N {facts.flops_per_token_6n:.3e}; with attention {facts.flops_per_token:.3e} "
        "(6·N_matmul + attention, input embedding excluded: the MFU convention of torchtitan and Llama 3)",
    ]
    if facts.tokens:
        lines.append(
            f"tokens: {facts.tokens:.3e}"
            + (" (assumed: 20 per parameter, Chinchilla)" if facts.tokens_assumed else "")
        )
    if facts.total_flops:
        lines.append(f"total: {facts.total_flops:.3e} FLOP ({facts.total_flops_6n or 0:.3e} by 6ND)")
    if facts.hours is not None:
        mfu = format_quantity(facts.mfu_assumed) if facts.mfu_assumed else "?"
        scale = format_quantity(facts.scaling_efficiency) if facts.scaling_efficiency else "?"
        band = ""
        if facts.hours_low is not None and facts.hours_high is not None:
            fast, slow = (float(q.magnitude) / 3600 for q in (facts.hours_high, facts.hours_low))
            band = f"; {fast:,.1f}–{slow:,.1f} h across the table's MFU band"
        lines.append(
            ("had it run (it does not fit): " if facts.had_it_run else "")
            + f"time: {float(facts.hours.magnitude) / 3600:,.1f} h on {facts.gpus} GPUs at MFU {mfu}, "
            f"scaling {scale} ({facts.gpu_hours:,.0f} GPU-hours){band}"
        )
        if facts.mfu_row:
            lines.append(f"  MFU table row {facts.mfu_row}")
    if facts.cost is not None:
        lines.append(
            ("had it run: " if facts.had_it_run else "")
            + f"cost: {float(facts.cost.magnitude):,.2f} {facts.cost.unit} ({facts.cost_note})"
        )
    elif facts.cost_note:
        lines.append(f"cost: — ({facts.cost_note})")
    return "\n".join(line for line in lines if line is not None)


def gpus(catalog: dict[str, GpuSpec]) -> str:
    """The GPU catalogue: memory, bandwidth, dense BF16, NVLink, one GPU a line."""
    lines = [f"{'sku':<15}{'memory':>9}{'mem BW':>12}{'BF16 dense':>13}  {'NVLink':<22}name"]
    for s in catalog.values():
        link = (
            f"{format_quantity(s.nvlink_bandwidth)} ×{s.nvlink_domain}"
            if s.nvlink and s.nvlink_bandwidth
            else (s.link or "none")
        )
        bf16 = format_quantity(s.bf16_dense) if s.bf16_dense else "none"
        mark = " (?)" if s.uncertain else ""
        lines.append(
            f"{s.sku:<15}{format_quantity(s.memory) if s.memory else '?':>9}"
            f"{format_quantity(s.memory_bandwidth) if s.memory_bandwidth else '?':>12}{bf16:>13}  "
            f"{link:<22}{s.name}{mark}"
        )
    return "\n".join(lines)


def models(catalog: dict[str, ModelArch]) -> str:
    """The model catalogue with parameter counts computed from each architecture, one model a line."""
    lines = [f"{'id':<14}{'params':>10}{'layers':>8}{'hidden':>8}{'ffn':>7}{'heads':>7}{'kv':>4}{'vocab':>8}  tied"]
    for m in catalog.values():
        lines.append(
            f"{m.id:<14}{m.params / 1e9:>9.2f}B{m.layers:>8}{m.hidden:>8}{m.ffn:>7}"
            f"{m.heads:>7}{m.kv_heads:>4}{m.vocab:>8}  {'yes' if m.tied_embeddings else 'no'}"
        )
    return "\n".join(lines)
