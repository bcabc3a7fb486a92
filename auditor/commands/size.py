"""``audit size``, ``audit gpus``, ``audit models``: sizing a training run, and the catalogues."""

from __future__ import annotations

import click

from auditor.commands.common import GPU, AliasedOption, model_option, seq_len_option, tokens_option
from auditor.errors import UsageError
from auditor.model.offer import PriceUnit, Pricing
from auditor.sizing.catalog import get_model, gpu_catalog, model_catalog
from auditor.sizing.facts import (
    ATTENTION,
    MODES,
    RECOMPUTE,
    Attention,
    GpuSpec,
    Mode,
    Recompute,
    Target,
)
from auditor.units import Quantity, UnitError, parse_quantity


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
    from auditor.render import renderer

    click.echo(renderer("sizing", fmt).plan(facts, gpu, target, arch.name))
    return 0


@click.command("gpus")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def gpus(fmt: str) -> int:
    """List the GPU catalogue: memory, bandwidth, dense BF16, NVLink."""
    from auditor.render import renderer

    click.echo(renderer("sizing", fmt).gpus(gpu_catalog()))
    return 0


@click.command("models")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def models(fmt: str) -> int:
    """List the model catalogue with parameter counts computed from each architecture."""
    from auditor.render import renderer

    click.echo(renderer("sizing", fmt).models(model_catalog()))
    return 0
