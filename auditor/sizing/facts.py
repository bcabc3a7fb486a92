"""The sizing branch of the fact tree (``target.*``, ``sizing.*``, ``gpu_spec.*``).

Quantity fields use the ``auditor.model.quantity`` types so the rule compiler knows their
dimension; ``None`` always means *unknown* (an ambiguous GPU spelling, no price, no token
count), never a silent default, so a rule that needs the fact reports ``unverified``.
"""


from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from auditor.model.offer import FormFactor, IntraNode
from auditor.model.quantity import Bytes, DataRate, Duration, Flops, Money, Percent
from auditor.units import Quantity

Mode = Literal["pretrain", "full", "lora", "qlora"]
Recompute = Literal["none", "selective", "full"]
Attention = Literal["flash", "eager"]
Verdict = Literal["fits", "tight", "does not fit"]
MODES: tuple[str, ...] = ("pretrain", "full", "lora", "qlora")
RECOMPUTE: tuple[str, ...] = ("none", "selective", "full")
ATTENTION: tuple[str, ...] = ("flash", "eager")


class _Facts(BaseModel):
    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)


class GpuSpec(_Facts):
    """One GPU SKU's published facts (``auditor/sizing/data/gpus.yaml``).

    A spec returned for an ambiguous spelling ("A100 80G": SXM or PCIe?) merges its candidate
    SKUs: ``candidates`` lists them and every field on which they disagree is ``None``.
    """

    sku: str = Field(description="catalogue id, e.g. 'h100-sxm'; the family ('a100') for a merged spec")
    name: str
    vendor: str
    aliases: list[str] = Field(default=[], description="vendor and nvidia-smi spellings")
    candidates: list[str] = Field(default=[], description="SKUs an ambiguous spelling could be")
    memory: Bytes | None = Field(None, description="memory per GPU as marketed (decimal GB)")
    memory_type: str | None = None
    memory_usable: Bytes | None = Field(
        None, description="total the driver reports (nvidia-smi MiB) where it differs from the marketing"
    )
    memory_bandwidth: DataRate | None = None
    bf16_dense: Flops | None = Field(None, description="dense (no 2:4 sparsity) BF16 tensor peak")
    fp8_dense: Flops | None = Field(None, description="dense FP8 tensor peak; None where the part has no FP8")
    form_factor: FormFactor | None = None
    link: IntraNode | None = Field(None, description="GPU-to-GPU link: nvlink, pcie, xgmi, hccs")
    nvlink: bool | None = Field(None, description="NVLink exists on this SKU (switch or bridge)")
    nvlink_bandwidth: DataRate | None = Field(None, description="NVLink per GPU, bidirectional")
    nvlink_domain: int | None = Field(
        None, description="most GPUs in one NVLink domain; 2 = bridged pairs; 1 = none"
    )
    nvlink_pairs_only: bool | None = None
    mig: bool | None = None
    mig_profiles: list[str] = Field(default=[])
    consumer: bool | None = None
    max_per_node: int | None = Field(None, description="GPUs a standard server of this SKU holds")
    source: str
    uncertain: list[str] = Field(default=[], description="fields marked (?) in the sources")


class Target(_Facts):
    """What the user wants to train (``--model``, ``--mode`` …). Unset layout knobs: the planner chooses."""

    model: str | None = None
    mode: Mode = "full"
    seq_len: int = Field(4096, ge=1)
    micro_batch: int = Field(1, ge=1)
    tokens: int | None = Field(
        None, ge=1, description="training tokens; pretrain defaults to 20 per parameter"
    )
    optimizer_bytes: Literal[16, 18, 20] = Field(
        16, description="bytes/param of mixed-precision AdamW: 16 (ZeRO paper), 18 (Megatron), 20 (MT-NLG)"
    )
    zero: Literal[0, 1, 2, 3] | None = None
    tp: int | None = Field(None, ge=1)
    pp: int | None = Field(None, ge=1)
    cp: int | None = Field(None, ge=1, description="context-parallel degree; default: the planner chooses")
    ep: int | None = Field(None, ge=1, description="expert-parallel degree (MoE); default: the planner chooses")
    vpp: int | None = Field(None, ge=1, description="virtual pipeline stages per GPU (interleaved 1F1B)")
    recompute: Recompute | None = None
    attention: Attention = Field("flash", description="flash (FlashAttention/SDPA) or eager (stores softmax)")
    sequence_parallel: bool = True
    offload: bool = Field(False, description="optimizer states and fp32 gradients offloaded to host RAM")
    lora_rank: int = Field(16, ge=1)
    global_batch: int | None = Field(
        None, ge=1, description="sequences per optimizer step; default 16M tokens (Llama 3 Table 4)"
    )
    logit_bytes: Literal[2, 6, 10] = Field(
        6, description="bytes per logit: 6 bf16 + fp32 copy; 2 fused/chunked loss; 10 with the fp32 gradient"
    )
    headroom: Percent = Field(
        Quantity.of(10, "%"),
        description="the fit margin: fragmentation, allocator caching and estimate error (the one margin)",
    )
    mfu: Percent | None = Field(None, description="assumed MFU; None: the GPU's policy default")
    scaling_efficiency: Percent | None = None


MEMORY_PER_GPU: tuple[str, ...] = (
    "weights", "gradients", "optimizer", "activations", "overhead", "total_required",
    "capacity_per_gpu", "reserved_per_gpu", "usable_per_gpu",
)
"""The per-GPU memory fields of ``SizingFacts`` in the order every breakdown shows them."""


class Remedy(_Facts):
    """One change that would make a misfit fit, sized: what changes, the memory, the verdict."""

    change: str
    total_required: Bytes
    verdict: Verdict
    gpus: int | None = None
    nodes: int | None = None
    host_ram_per_node: Bytes | None = None
    cost: Money | None = None
    note: str = ""


class SizingFacts(_Facts):
    """Per-GPU memory by component, the plan, and the run's compute, time and cost."""

    model: str
    mode: Mode
    params: int
    trainable_params: int
    gpu_sku: str | None = None
    optimizer_bytes: int = Field(description="bytes/param accounting used for model states")
    weights: Bytes
    gradients: Bytes
    optimizer: Bytes
    activations: Bytes
    overhead: Bytes = Field(description="framework allowance: gather buffers, logits, fragmentation")
    total_required: Bytes = Field(description="per GPU, before headroom")
    model_states_total: Bytes = Field(description="weights + gradients + optimizer over all GPUs, unsharded")
    capacity_per_gpu: Bytes | None = Field(None, description="total the GPU reports")
    reserved_per_gpu: Bytes | None = Field(None, description="CUDA context + communication buffers")
    usable_per_gpu: Bytes | None = Field(None, description="capacity less reserved less headroom")
    headroom: Percent
    fits: bool | None = Field(None, description="true for 'fits' and 'tight'; false for 'does not fit'")
    verdict: Verdict | None = Field(None, description="fits / tight (only inside the margin) / does not fit")
    deciding_term: str | None = Field(None, description="the component that decides a tight or failed fit")
    limit_per_gpu: Bytes | None = Field(None, description="capacity less reserved: the hard limit")
    why: str = ""
    warnings: list[str] = Field(default=[], description="forced-layout and platform warnings")
    gpus: int | None = Field(None, description="GPUs the sizing was done for (offered or requested)")
    min_gpus: int | None = None
    min_nodes: int | None = None
    gpus_per_node: int | None = None
    tp: int = 1
    pp: int = 1
    dp: int = 1
    zero: int = 0
    cp: int = 1
    ep: int = 1
    vpp: int = 1
    recompute: Recompute = "selective"
    attention: Attention = "flash"
    offload: bool = False
    host_ram_per_node: Bytes | None = Field(None, description="host RAM the offloaded optimizer needs per node")
    recipe: str | None = Field(None, description="a published layout this one matches")
    step_time: float | None = Field(None, description="the planner's modelled seconds per step (ranking only)")
    remedies: list[Remedy] = Field(default=[], description="what would make a misfit fit")
    active_params: int | None = Field(None, description="parameters per token (MoE: routed experts only)")
    multi_node: bool | None = None
    needs_rdma: bool | None = None
    tokens: int | None = None
    tokens_assumed: bool = False
    flops_per_token_6n: float = Field(description="FLOP per token, 6·N (Kaplan)")
    flops_per_token: float = Field(
        description="FLOP per token, 6·N_matmul + attention (torchtitan/Llama 3 convention, used for MFU)")
    total_flops: float | None = Field(None, description="FLOP of the whole run (flops_per_token × tokens)")
    total_flops_6n: float | None = Field(None, description="FLOP of the whole run at 6·N")
    hours: Duration | None = None
    hours_low: Duration | None = Field(None, description="at the MFU table's low end")
    hours_high: Duration | None = Field(None, description="at the MFU table's high end (the fastest)")
    had_it_run: bool = Field(False, description="time and cost of a job that does not fit, as if it ran")
    mfu_row: str | None = Field(None, description="the MFU table row used (file:line and keys)")
    gpu_hours: float | None = Field(None, description="GPU-hours of the run (hours × GPUs)")
    cost: Money | None = None
    cost_note: str | None = None
    mfu_assumed: Percent | None = None
    scaling_efficiency: Percent | None = None
    peak_per_gpu: Flops | None = None
