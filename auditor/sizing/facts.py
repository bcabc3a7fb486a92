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
MODES: tuple[str, ...] = ("pretrain", "full", "lora", "qlora")
RECOMPUTE: tuple[str, ...] = ("none", "selective", "full")


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
    recompute: Recompute | None = None
    sequence_parallel: bool = True
    offload: bool = Field(False, description="optimizer states offloaded to CPU memory")
    lora_rank: int = Field(16, ge=1)
    headroom: Percent = Field(Quantity.of(20, "%"), description="VRAM kept free (DOMAIN: keep ≥ 20%)")
    mfu: Percent | None = Field(None, description="assumed MFU; None: the GPU's policy default")
    scaling_efficiency: Percent | None = None


MEMORY_PER_GPU: tuple[str, ...] = (
    "weights", "gradients", "optimizer", "activations", "overhead", "total_required",
    "capacity_per_gpu", "reserved_per_gpu", "usable_per_gpu",
)
"""The per-GPU memory fields of ``SizingFacts`` in the order every breakdown shows them."""


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
    fits: bool | None = None
    why: str = ""
    gpus: int | None = Field(None, description="GPUs the sizing was done for (offered or requested)")
    min_gpus: int | None = None
    min_nodes: int | None = None
    gpus_per_node: int | None = None
    tp: int = 1
    pp: int = 1
    dp: int = 1
    zero: int = 0
    recompute: Recompute = "selective"
    offload: bool = False
    multi_node: bool | None = None
    needs_rdma: bool | None = None
    tokens: int | None = None
    tokens_assumed: bool = False
    flops_per_token_6n: float
    flops_per_token: float = Field(description="PaLM 6N + 12·L·H·Q·T; the MFU convention used here")
    total_flops: float | None = None
    hours: Duration | None = None
    gpu_hours: float | None = None
    cost: Money | None = None
    cost_note: str | None = None
    mfu_assumed: Percent | None = None
    scaling_efficiency: Percent | None = None
    peak_per_gpu: Flops | None = None
