"""What the hardware offers a job: the fast GPU-to-GPU domain, the memory one GPU really has and
the fit bands on it, and the bandwidth of each kind of link, for the layout search.

The fit has one margin (``Target.headroom``, 10% by default) on top of the runtime's reserved
memory (CUDA context, NCCL buffers), and three bands: *fits* (inside the margin), *tight* (fits
only by eating into it: practitioners run such jobs, with a watchful eye on the allocator) and
*does not fit*.
"""

from __future__ import annotations

import math
from fractions import Fraction

from auditor.sizing.facts import GpuSpec
from auditor.sizing.memory import reserved_bytes
from auditor.units import Quantity

FABRIC_PER_GPU = 50e9
"""Bytes/s per GPU between nodes when the offer states none: 400 Gb/s per GPU, rail-optimised HGX."""


TCP_PER_GPU = 3e9
"""Bytes/s per GPU between nodes without RDMA (a shared 100-200 Gb/s NIC per node)."""


PCIE_PER_GPU = 25e9
"""Bytes/s between GPUs without NVLink (PCIe Gen4/5 x16 in practice)."""


LINK_EFFICIENCY = 0.75
"""Share of a link's rated bandwidth collectives reach (nccl-tests bus bandwidth on NVLink/IB)."""


def fast_domain(gpu: GpuSpec | None) -> int:
    """GPUs joined by a GPU-to-GPU fabric: the NVLink domain, or xGMI/HCCS meshes of 8."""
    if gpu is None:
        return 1
    if gpu.nvlink and gpu.nvlink_domain:
        return gpu.nvlink_domain
    if gpu.link in ("xgmi", "hccs"):
        return gpu.max_per_node or 8
    return 1


def capacity_bytes(gpu: GpuSpec | None, offered: Quantity | None = None) -> int | None:
    """What one GPU really offers: the driver-reported total where catalogued, else the marketed
    figure read as decimal bytes (conservative: "80 GB" is not 80 GiB). An offered size far from
    the SKU's (a slice, a wrong SKU) is taken as stated."""
    spec_cap = None
    if gpu is not None and gpu.memory is not None:
        spec_cap = gpu.memory_usable or gpu.memory
    if offered is not None and (gpu is None or gpu.memory is None or not _close(offered, gpu)):
        return math.floor(offered.magnitude)
    return math.floor(spec_cap.magnitude) if spec_cap is not None else None


def _close(offered: Quantity, gpu: GpuSpec) -> bool:
    assert gpu.memory is not None
    return abs(offered.magnitude - gpu.memory.magnitude) <= gpu.memory.magnitude * Fraction(8, 100)


def limit_bytes(capacity: int, gpus: int) -> int:
    """Capacity less the runtime's reservation: the most the job may use (the *tight* limit)."""
    return capacity - reserved_bytes(gpus)


def usable_bytes(capacity: int, gpus: int, headroom: Quantity) -> int:
    """The limit less the margin: what the job may use and still *fit*."""
    return math.floor(limit_bytes(capacity, gpus) * (1 - headroom.magnitude))


def band(total: int, capacity: int, gpus: int, headroom: Quantity) -> str:
    """fits / tight / does not fit for ``total`` bytes per GPU."""
    if total <= usable_bytes(capacity, gpus, headroom):
        return "fits"
    return "tight" if total <= limit_bytes(capacity, gpus) else "does not fit"


class Platform:
    """What the hardware allows and what its links cost, for the planner."""

    def __init__(self, gpu: GpuSpec | None, per_node: int, fabric_bw: float | None, rdma: bool | None) -> None:
        self.gpu = gpu
        self.per_node = per_node
        self.domain = max(1, min(fast_domain(gpu), per_node))
        nvlink = gpu.nvlink_bandwidth.magnitude / 2 if gpu and gpu.nvlink and gpu.nvlink_bandwidth else None
        self.intra_bw = float(nvlink) if nvlink else PCIE_PER_GPU
        if rdma is False:
            self.inter_bw = TCP_PER_GPU
        else:
            self.inter_bw = fabric_bw or FABRIC_PER_GPU
        self.intra_bw *= LINK_EFFICIENCY
        self.inter_bw *= LINK_EFFICIENCY

    def bandwidth(self, group: int, stride: int = 1) -> float:
        """Bytes/s per GPU of a group of ``group`` ranks placed ``stride`` GPUs apart."""
        span = group * stride
        if group <= 1:
            return float("inf")
        return self.intra_bw if span <= self.domain and span <= self.per_node else self.inter_bw
