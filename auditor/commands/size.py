"""``audit size``, ``audit gpus``, ``audit models``: sizing a training run, and the catalogues."""

from __future__ import annotations

import json
from typing import Any

import click

from auditor.commands.common import GPU, AliasedOption, model_option, seq_len_option, tokens_option
from auditor.errors import UsageError
from auditor.model.offer import PriceUnit, Pricing
from auditor.sizing.catalog import get_model, gpu_catalog, model_catalog
from auditor.sizing.facts import (
    ATTENTION,
    MEMORY_PER_GPU,
    MODES,
    RECOMPUTE,
    Attention,
    GpuSpec,
    Mode,
    Recompute,
    SizingFacts,
    Target,
)
from auditor.sizing.memory import grad_bytes
from auditor.units import Quantity, UnitError, format_quantity, parse_quantity


def parse_share(text: str | None, option: str, *, allow_zero: bool = False) -> Quantity | None:
    """A share as people write it: ``40%``, ``40`` and ``0.4`` all mean 40%; above 100% is refused.

    A bare number up to 1 is a fraction (``0.4``), above 1 a percentage (``40``): nobody means an
    MFU of 0.4%, which read literally would make the run 100× longer.
    """
    if text is None:
        return None
    raw = text.strip()
    try:
        if raw.endswith("%"):
            q = parse_quantity(raw, "percent")
        else:
            value = float(raw)
            if value != value:  # nan
                raise ValueError
            q = parse_quantity(f"{value * 100 if 0 < value <= 1 else value}%", "percent")
    except (UnitError, ValueError):
        raise UsageError(f"{option}: not a share: {text!r} (e.g. 40% or 0.4)") from None
    low_ok = q.magnitude >= 0 if allow_zero else q.magnitude > 0
    if not low_ok or q.magnitude > 1 or (allow_zero and q.magnitude >= 1):
        bound = "from 0% up to (not including) 100%" if allow_zero else "above 0% and at most 100%"
        raise UsageError(f"{option}: {text!r} is not a share {bound}")
    return q


@click.command("size")
@model_option("model", required=True)
@click.option("--mode", type=click.Choice(MODES), default="full", show_default=True)
@click.option("--gpu", "gpu_choice", type=GPU,
              help="GPU (audit gpus): an id, or a name such as H100, 'H100 PCIe', 'A100 80GB'; "
              "without it only the requirement is shown")
@click.option("--gpus", type=click.IntRange(min=1), help="judge the fit on this many GPUs")
@click.option("--nodes", type=click.IntRange(min=1), help="judge the fit on this many nodes")
@click.option(
    "--gpus-per-node",
    type=click.IntRange(min=1),
    help="default: 8 (or fewer if the SKU's servers hold fewer)",
)
@seq_len_option(4096)
@click.option("--micro-batch", type=click.IntRange(min=1), default=1, show_default=True)
@click.option("--zero", type=click.IntRange(0, 3), help="ZeRO/FSDP stage; default: the planner chooses")
@click.option("--tp", type=click.IntRange(min=1), help="tensor-parallel degree; default: the planner chooses")
@click.option(
    "--pp", type=click.IntRange(min=1), help="pipeline-parallel degree; default: the planner chooses"
)
@click.option("--cp", type=click.IntRange(min=1), help="context-parallel degree; default: the planner (long context)")
@click.option("--ep", type=click.IntRange(min=1), help="expert-parallel degree (MoE); default: the planner")
@click.option("--vpp", type=click.IntRange(min=1), help="virtual pipeline stages per GPU (interleaved 1F1B)")
@click.option("--recompute", type=click.Choice(RECOMPUTE), help="activation recomputation; default: planner")
@click.option("--attention", type=click.Choice(ATTENTION), default="flash", show_default=True,
              help="flash (FlashAttention/SDPA) or eager (stores the s² softmax)")
@click.option("--no-sequence-parallel", is_flag=True, help="turn off sequence parallelism with TP")
@click.option("--offload", is_flag=True, help="optimizer states and fp32 gradients in host RAM (ZeRO-Offload)")
@click.option("--global-batch", type=click.IntRange(min=1), help="sequences per step; default 16M tokens' worth")
@click.option("--logit-bytes", type=click.Choice(["2", "6", "10"]), default="6", show_default=True,
              help="bytes per logit: 6 bf16 + fp32 copy, 2 fused loss, 10 with the fp32 gradient")
@click.option(
    "--optimizer-bytes",
    type=click.Choice(["16", "18", "20"]),
    default="16",
    show_default=True,
    help="AdamW state accounting: 16 ZeRO paper, 18 Megatron (fp32 grads), 20 MT-NLG",
)
@click.option("--lora-rank", type=click.IntRange(min=1), default=16, show_default=True)
@tokens_option("Training tokens (15T, 100B, 2e10, 15,000,000,000); pretrain default: 20 per parameter.")
@click.option("--headroom", "--margin", "headroom", cls=AliasedOption, hidden_aliases=("--margin",),
              default="10%", show_default=True, help="the fit margin (fragmentation, estimate error): 10%% or 0.1")
@click.option("--mfu", help="assumed MFU: 40%%, 40 or 0.4; default: the MFU table row for the GPU and fabric")
@click.option("--price", help="unit price, e.g. '$2.49/GPU·h' or '¥5600' with --price-unit node-day")
@click.option(
    "--price-unit",
    type=click.Choice(
        ["gpu-hour", "gpu-day", "gpu-month", "node-hour", "node-day", "node-month", "node-year"]
    ),
)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def size(
    model: str,
    mode: Mode,
    gpu_choice: tuple[GpuSpec, str | None] | None,
    gpus: int | None,
    nodes: int | None,
    gpus_per_node: int | None,
    seq_len: int,
    micro_batch: int,
    zero: int | None,
    tp: int | None,
    pp: int | None,
    cp: int | None,
    ep: int | None,
    vpp: int | None,
    recompute: Recompute | None,
    attention: Attention,
    no_sequence_parallel: bool,
    offload: bool,
    global_batch: int | None,
    logit_bytes: str,
    optimizer_bytes: str,
    lora_rank: int,
    tokens: int | None,
    headroom: str,
    mfu: str | None,
    price: str | None,
    price_unit: PriceUnit | None,
    fmt: str,
) -> int:
    """Size a training run: memory per GPU by component, fit, minimum GPUs and nodes, time and cost."""
    from auditor.sizing.plan import size as run_size

    if gpus is not None and nodes is not None:
        raise UsageError("give --gpus or --nodes, not both")
    arch = get_model(model)
    gpu, gpu_note = gpu_choice or (None, None)
    if gpu_note:
        click.echo(f"note: --gpu {gpu_note}", err=True)
    target = Target(
        model=arch.id,
        mode=mode,
        seq_len=seq_len,
        micro_batch=micro_batch,
        zero=zero,
        tp=tp,
        pp=pp,
        cp=cp,
        ep=ep,
        vpp=vpp,
        recompute=recompute,
        attention=attention,
        sequence_parallel=not no_sequence_parallel,
        offload=offload,
        global_batch=global_batch,
        logit_bytes=int(logit_bytes),
        optimizer_bytes=int(optimizer_bytes),
        lora_rank=lora_rank,
        tokens=tokens,
        headroom=parse_share(headroom, "--headroom", allow_zero=True),
        mfu=parse_share(mfu, "--mfu"),
    )
    pricing = None
    if price:
        try:
            pricing = Pricing(unit_price=parse_quantity(price), unit=price_unit)
        except (UnitError, ValueError) as exc:
            raise UsageError(f"--price: {exc}") from None
    facts = run_size(
        target, gpu, gpus=gpus, nodes=nodes, gpus_per_node=gpus_per_node, pricing=pricing, arch=arch
    )
    if fmt == "json":
        click.echo(json.dumps(size_json(facts, gpu, target), indent=2, ensure_ascii=False))
    else:
        click.echo(size_text(facts, gpu, target, arch.name))
    return 0


def _int(q: Quantity | None) -> int | None:
    return None if q is None else int(q.magnitude)


def _hours(q: Quantity | None) -> float | None:
    return None if q is None else float(q.magnitude / 3600)


def size_json(facts: SizingFacts, gpu: GpuSpec | None, target: Target) -> dict[str, Any]:
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


def size_text(facts: SizingFacts, gpu: GpuSpec | None, target: Target, name: str) -> str:
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


@click.command("gpus")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def gpus(fmt: str) -> int:
    """List the GPU catalogue: memory, bandwidth, dense BF16, NVLink."""
    catalog = gpu_catalog()
    if fmt == "json":
        click.echo(
            json.dumps([s.model_dump(mode="json") for s in catalog.values()], indent=2, ensure_ascii=False)
        )
        return 0
    click.echo(f"{'sku':<15}{'memory':>9}{'mem BW':>12}{'BF16 dense':>13}  {'NVLink':<22}name")
    for s in catalog.values():
        link = (
            f"{format_quantity(s.nvlink_bandwidth)} ×{s.nvlink_domain}"
            if s.nvlink and s.nvlink_bandwidth
            else (s.link or "none")
        )
        bf16 = format_quantity(s.bf16_dense) if s.bf16_dense else "none"
        mark = " (?)" if s.uncertain else ""
        click.echo(
            f"{s.sku:<15}{format_quantity(s.memory) if s.memory else '?':>9}"
            f"{format_quantity(s.memory_bandwidth) if s.memory_bandwidth else '?':>12}{bf16:>13}  "
            f"{link:<22}{s.name}{mark}"
        )
    return 0


@click.command("models")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def models(fmt: str) -> int:
    """List the model catalogue with parameter counts computed from each architecture."""
    catalog = model_catalog()
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
    if fmt == "json":
        click.echo(json.dumps(rows, indent=2))
        return 0
    click.echo(
        f"{'id':<14}{'params':>10}{'layers':>8}{'hidden':>8}{'ffn':>7}{'heads':>7}{'kv':>4}{'vocab':>8}  tied"
    )
    for r in rows:
        click.echo(
            f"{r['id']:<14}{r['params'] / 1e9:>9.2f}B{r['layers']:>8}{r['hidden']:>8}{r['ffn']:>7}"
            f"{r['heads']:>7}{r['kv_heads']:>4}{r['vocab']:>8}  {'yes' if r['tied_embeddings'] else 'no'}"
        )
    return 0
