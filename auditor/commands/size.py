"""``audit size``, ``audit gpus``, ``audit models``: sizing a training run, and the catalogues."""

from __future__ import annotations

import json
from typing import Any

import click

from auditor.errors import UsageError
from auditor.model.offer import Pricing
from auditor.sizing.catalog import get_gpu, get_model, gpu_catalog, model_catalog
from auditor.sizing.facts import MEMORY_PER_GPU, MODES, RECOMPUTE, GpuSpec, SizingFacts, Target
from auditor.sizing.memory import grad_bytes
from auditor.units import Quantity, UnitError, format_quantity, parse_quantity

_SUFFIX = {"k": 10**3, "m": 10**6, "b": 10**9, "g": 10**9, "t": 10**12}


def _count(text: str) -> int:
    """Token counts as people write them: 15T, 2.5B, 1e12, 1_000_000."""
    from auditor.commands.common import MAX_TOKENS

    raw = text.strip().replace("_", "").replace(",", "")
    try:
        suffix = _SUFFIX.get(raw[-1:].lower())
        number = float(raw[:-1]) * suffix if suffix else float(raw)
    except ValueError:
        raise UsageError(f"--tokens: not a count: {text!r} (e.g. 15T, 2B, 1e12)") from None
    if not 1 <= number <= MAX_TOKENS:  # nan, inf, zero and negative counts too
        raise UsageError(f"--tokens: {text!r} is not a token count between 1 and {MAX_TOKENS:.0e}")
    return round(number)


def _percent(text: str | None, option: str) -> Quantity | None:
    if text is None:
        return None
    try:
        q = parse_quantity(text if "%" in text else f"{text}%", "percent")
    except UnitError as exc:
        raise UsageError(f"{option}: {exc}") from None
    return q


@click.command("size")
@click.option(
    "--model", "-m", "model", required=True, help="catalogue id (audit models) or a config.json path"
)
@click.option("--mode", type=click.Choice(MODES), default="full", show_default=True)
@click.option("--gpu", "gpu_name", help="GPU SKU (audit gpus); without it only the requirement is shown")
@click.option("--gpus", type=click.IntRange(min=1), help="judge the fit on this many GPUs")
@click.option("--nodes", type=click.IntRange(min=1), help="judge the fit on this many nodes")
@click.option(
    "--gpus-per-node",
    type=click.IntRange(min=1),
    help="default: 8 (or fewer if the SKU's servers hold fewer)",
)
@click.option("--seq", "--seq-len", "seq_len", type=click.IntRange(min=1, max=10_000_000), default=4096,
              show_default=True)
@click.option("--micro-batch", type=click.IntRange(min=1), default=1, show_default=True)
@click.option("--zero", type=click.IntRange(0, 3), help="ZeRO/FSDP stage; default: the planner chooses")
@click.option("--tp", type=click.IntRange(min=1), help="tensor-parallel degree; default: the planner chooses")
@click.option(
    "--pp", type=click.IntRange(min=1), help="pipeline-parallel degree; default: the planner chooses"
)
@click.option("--recompute", type=click.Choice(RECOMPUTE), help="activation recomputation; default: planner")
@click.option("--no-sequence-parallel", is_flag=True, help="turn off sequence parallelism with TP")
@click.option("--offload", is_flag=True, help="optimizer states in CPU memory")
@click.option(
    "--optimizer-bytes",
    type=click.Choice(["16", "18", "20"]),
    default="16",
    show_default=True,
    help="AdamW state accounting: 16 ZeRO paper, 18 Megatron (fp32 grads), 20 MT-NLG",
)
@click.option("--lora-rank", type=click.IntRange(min=1), default=16, show_default=True)
@click.option("--tokens", help="training tokens (15T, 2B); pretrain default: 20 per parameter")
@click.option("--headroom", default="20%", show_default=True, help="VRAM kept free")
@click.option("--mfu", help="assumed MFU, e.g. 40%%; default: per GPU family")
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
    mode: str,
    gpu_name: str | None,
    gpus: int | None,
    nodes: int | None,
    gpus_per_node: int | None,
    seq_len: int,
    micro_batch: int,
    zero: int | None,
    tp: int | None,
    pp: int | None,
    recompute: str | None,
    no_sequence_parallel: bool,
    offload: bool,
    optimizer_bytes: str,
    lora_rank: int,
    tokens: str | None,
    headroom: str,
    mfu: str | None,
    price: str | None,
    price_unit: str | None,
    fmt: str,
) -> int:
    """Size a training run: memory per GPU by component, fit, minimum GPUs and nodes, time and cost."""
    from auditor.sizing.plan import size as run_size

    if gpus is not None and nodes is not None:
        raise UsageError("give --gpus or --nodes, not both")
    arch = get_model(model)
    gpu = get_gpu(gpu_name) if gpu_name else None
    target = Target(
        model=arch.id,
        mode=mode,
        seq_len=seq_len,
        micro_batch=micro_batch,
        zero=zero,
        tp=tp,
        pp=pp,  # type: ignore[arg-type]
        recompute=recompute,
        sequence_parallel=not no_sequence_parallel,
        offload=offload,  # type: ignore[arg-type]
        optimizer_bytes=int(optimizer_bytes),
        lora_rank=lora_rank,  # type: ignore[arg-type]
        tokens=_count(tokens) if tokens else None,
        headroom=_percent(headroom, "--headroom"),
        mfu=_percent(mfu, "--mfu"),
    )
    pricing = None
    if price:
        try:
            pricing = Pricing(unit_price=parse_quantity(price), unit=price_unit)  # type: ignore[arg-type]
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
        "why": facts.why,
        "gpus": facts.gpus,
        "min_gpus": facts.min_gpus,
        "min_nodes": facts.min_nodes,
        "gpus_per_node": facts.gpus_per_node,
        "layout": {
            "tp": facts.tp,
            "pp": facts.pp,
            "dp": facts.dp,
            "zero": facts.zero,
            "recompute": facts.recompute,
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
            "convention": "PaLM 6N + 12·L·H·Q·T (used for MFU)",
            "total": facts.total_flops,
        },
        "mfu_assumed": float(facts.mfu_assumed.magnitude) if facts.mfu_assumed else None,
        "scaling_efficiency": float(facts.scaling_efficiency.magnitude) if facts.scaling_efficiency else None,
        "hours": float(facts.hours.magnitude / 3600) if facts.hours else None,
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
    """The human-readable breakdown table."""
    on = f" on {facts.gpus or '?'} × {gpu.name}" if gpu else ""
    lines = [
        f"{name}: {facts.params / 1e9:.2f} B params, {facts.mode}{on}",
        f"seq {target.seq_len}, micro-batch {target.micro_batch}; layout TP={facts.tp} PP={facts.pp} "
        f"DP={facts.dp} ZeRO-{facts.zero}, recompute {facts.recompute}"
        + (", optimizer offloaded" if facts.offload else ""),
        "",
        f"{'memory per GPU':<26}{'GB':>10}{'GiB':>10}",
    ]
    rows = [
        ("weights", facts.weights),
        ("gradients", facts.gradients),
        ("optimizer states", facts.optimizer),
        ("activations", facts.activations),
        ("overhead", facts.overhead),
        ("total required", facts.total_required),
        ("GPU capacity", facts.capacity_per_gpu),
        ("runtime reserved", facts.reserved_per_gpu),
        ("usable (after headroom)", facts.usable_per_gpu),
    ]
    lines += [f"  {label:<24}{_gb(q):>10}{_gib(q):>10}" for label, q in rows]
    lines += ["", f"accounting: {_accounting(facts)}"]
    verdict = {True: "FITS", False: "DOES NOT FIT", None: "fit not judged"}[facts.fits]
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
    lines += [
        "",
        f"FLOPs/token: 6N {facts.flops_per_token_6n:.3e}; PaLM 6N+12·L·H·Q·T {facts.flops_per_token:.3e}"
        " (MFU uses PaLM)",
    ]
    if facts.tokens:
        lines.append(
            f"tokens: {facts.tokens:.3e}"
            + (" (assumed: 20 per parameter, Chinchilla)" if facts.tokens_assumed else "")
        )
    if facts.total_flops:
        lines.append(f"total: {facts.total_flops:.3e} FLOP")
    if facts.hours is not None:
        mfu = format_quantity(facts.mfu_assumed) if facts.mfu_assumed else "?"
        scale = format_quantity(facts.scaling_efficiency) if facts.scaling_efficiency else "?"
        lines.append(
            f"time: {float(facts.hours.magnitude) / 3600:,.1f} h on {facts.gpus} GPUs at MFU {mfu}, "
            f"scaling {scale} ({facts.gpu_hours:,.0f} GPU-hours)"
        )
    if facts.cost is not None:
        lines.append(f"cost: {float(facts.cost.magnitude):,.2f} {facts.cost.unit} ({facts.cost_note})")
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
