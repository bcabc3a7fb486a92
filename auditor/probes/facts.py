"""The probe branch of the fact tree (``probe.*``): what the delivered machine measured.

Each branch summarises every file of one kind in a bundle (see ``auditor.probes.bundle``), in the
shape rules compare against the offer: counts, minima and booleans rather than raw tables. The
field annotations are the schema the rule compiler type-checks paths against, so quantities carry
their dimension (``Bytes``, ``DataRate``, ``TokenRate``, ``Percent``, ``Duration``).

A branch is ``None`` when no file of that kind was given: rules must treat that as "not measured",
never as a pass.
"""


from pydantic import BaseModel, ConfigDict, Field

from auditor.model.quantity import Bytes, DataRate, Duration, Percent, TokenRate


# defer_build: an audit without --probes never validates a probe branch (the empty ``probe``
# branch is model_construct-ed), so their validators are built on first use, not at import.
class _Branch(BaseModel):
    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True, defer_build=True)


class SmiGpu(_Branch):
    index: int
    name: str
    bus_id: str | None = None
    memory_total: Bytes | None = None
    memory_used: Bytes | None = None
    mig_mode: str | None = None


class SmiProcess(_Branch):
    gpu: int | None = None
    pid: int | None = None
    type: str | None = None
    name: str
    memory: Bytes | None = None


class SmiFacts(_Branch):
    """``nvidia-smi`` default table(s)."""

    driver: str | None = None
    cuda: str | None = None
    gpu_count: int = 0
    gpu_names: list[str] = Field(default=[])
    gpus: list[SmiGpu] = Field(default=[])
    memory_totals: list[Bytes] = Field(default=[])
    memory_total_min: Bytes | None = None
    mig_enabled: bool = False
    mig_device_count: int = 0
    mig_memory_min: Bytes | None = None
    foreign_processes: list[SmiProcess] = Field(default=[])
    foreign_process_count: int = 0


class SmiListFacts(_Branch):
    """``nvidia-smi -L``."""

    gpu_count: int = 0
    gpu_names: list[str] = Field(default=[])
    mig_device_count: int = 0
    mig_profiles: list[str] = Field(default=[])


class SmiQueryFacts(_Branch):
    """``nvidia-smi -q``."""

    driver: str | None = None
    gpu_count: int = 0
    gpu_names: list[str] = Field(default=[])
    memory_total_min: Bytes | None = None
    mig_enabled: bool = False
    mig_pending: bool = False
    pcie_gen_min: int | None = None
    pcie_gen_max: int | None = None
    pcie_width_min: int | None = None
    pcie_width_max: int | None = None
    pcie_downgraded: bool = False
    persistence_all: bool | None = None
    virtualization_mode: str | None = None


class SmiCsvFacts(_Branch):
    """``nvidia-smi --query-gpu=… --format=csv``."""

    gpu_count: int = 0
    gpu_names: list[str] = Field(default=[])
    memory_total_min: Bytes | None = None
    columns: list[str] = Field(default=[])


class GpuPair(_Branch):
    a: int
    b: int
    link: str
    nvlink: bool
    nvlink_count: int = 0


class TopoFacts(_Branch):
    """``nvidia-smi topo -m``."""

    gpu_count: int = 0
    pairs: list[GpuPair] = Field(default=[])
    all_nvlink: bool = False
    nvlink_pairs: int = 0
    non_nvlink_pairs: int = 0
    min_nvlink_count: int | None = None
    link_types: list[str] = Field(default=[])
    nics: list[str] = Field(default=[])
    numa_nodes: int | None = None


class TopoP2pFacts(_Branch):
    """``nvidia-smi topo -p2p <r|w|n|a|p>``."""

    gpu_count: int = 0
    all_ok: bool = False
    unsupported_pairs: int = 0


class MigFacts(_Branch):
    """``nvidia-smi mig -lgi`` (GPU instances)."""

    instance_count: int = 0
    profiles: list[str] = Field(default=[])


class NvlinkFacts(_Branch):
    """``nvidia-smi nvlink -s`` / ``-e``."""

    gpu_count: int = 0
    active_links: int = 0
    inactive_links: int = 0
    min_link_speed: DataRate | None = None
    per_gpu_bandwidth_min: DataRate | None = None
    error_total: int = 0


class NcclRun(_Branch):
    test: str | None = None
    gpus: int | None = None
    nodes: int | None = None
    avg_busbw: DataRate | None = None
    max_busbw: DataRate | None = None


class NcclFacts(_Branch):
    """nccl-tests (``all_reduce_perf`` …): the run over the most GPUs, and every run."""

    test: str | None = None
    gpus: int | None = None
    nodes: int | None = None
    avg_busbw: DataRate | None = None
    max_busbw: DataRate | None = None
    wrong: int = 0
    runs: list[NcclRun] = Field(default=[])


class FioFacts(_Branch):
    """fio: best bandwidth and IOPS over every job of every file."""

    jobs: int = 0
    read_bw: DataRate | None = None
    write_bw: DataRate | None = None
    read_iops: float | None = None
    write_iops: float | None = None
    read_lat_p99: Duration | None = None
    write_lat_p99: Duration | None = None


class Iperf3Facts(_Branch):
    """iperf3: the best completed run; failed runs are counted and their errors kept."""

    protocol: str | None = None
    streams: int | None = None
    receiver_bitrate: DataRate | None = None
    sender_bitrate: DataRate | None = None
    retransmits: int | None = None
    lost_percent: Percent | None = None
    error: str | None = None
    failed_runs: int = 0
    interrupted: bool = False


class TrainRun(_Branch):
    world_size: int | None = None
    tokens_per_s: TokenRate | None = None


class TrainFacts(_Branch):
    """Training logs: throughput of the largest run, and every run (for scaling efficiency)."""

    tokens_per_s: TokenRate | None = None
    tokens_per_s_per_gpu: TokenRate | None = None
    step_time: Duration | None = None
    world_size: int | None = None
    mfu: Percent | None = None
    framework: str | None = None
    runs: list[TrainRun] = Field(default=[])
    scaling_efficiency: Percent | None = Field(
        None, description="per-GPU throughput of the largest run ÷ that of the smallest (logs at two GPU counts)")
    scaling_from: int | None = Field(None, description="GPUs in the smallest run")
    scaling_to: int | None = Field(None, description="GPUs in the largest run")


class DmesgFacts(_Branch):
    """Kernel log lines: PCIe links running below their capability."""

    pcie_limited_devices: int = 0
    min_available_bandwidth: DataRate | None = None


class P2pBandwidthFacts(_Branch):
    """CUDA sample ``p2pBandwidthLatencyTest``."""

    gpu_count: int = 0
    peer_access_denied_pairs: int = 0
    min_p2p_bandwidth: DataRate | None = None


class ProbeFacts(BaseModel):
    """``probe.*``: one optional branch per probe kind, plus cross-source conveniences."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True, defer_build=True)

    files: int = 0
    kinds: list[str] = Field(default=[])
    unrecognised: list[str] = Field(default=[])
    gpu_count: int | None = None
    mig_enabled: bool | None = None
    smi: SmiFacts | None = None
    smi_list: SmiListFacts | None = None
    smi_query: SmiQueryFacts | None = None
    smi_csv: SmiCsvFacts | None = None
    topo: TopoFacts | None = None
    topo_p2p: TopoP2pFacts | None = None
    mig: MigFacts | None = None
    nvlink: NvlinkFacts | None = None
    nccl: NcclFacts | None = None
    fio: FioFacts | None = None
    iperf3: Iperf3Facts | None = None
    train: TrainFacts | None = None
    dmesg: DmesgFacts | None = None
    p2p_bandwidth: P2pBandwidthFacts | None = None
