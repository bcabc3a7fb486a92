"""The offer: what a vendor quotes and contracts, one typed fact per field.

``OfferSpec`` is what an offer file states (its JSON Schema validates YAML/JSON offers and is
printed by ``audit schema offer``). ``Offer`` adds what the auditor knows about it: the evidence
of each fact, the sources read, and the disagreements between sources. A field left ``None`` is
*unknown*: nothing is defaulted, so a rule that needs it reports ``unverified``.
"""


import datetime as dt
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from auditor.model.evidence import Evidence, EvidenceMap
from auditor.model.quantity import Bytes, DataRate, Duration, Flops, MoneyAny, Share


class _Spec(BaseModel):
    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)


Sharing = Literal["dedicated", "mig", "vgpu", "container-quota", "shared"]
FormFactor = Literal["sxm", "pcie", "oam", "nvl"]
IntraNode = Literal["nvlink", "pcie", "xgmi", "hccs"]
Fabric = Literal["infiniband", "roce", "ethernet", "none"]
StorageType = Literal["nvme", "sata-ssd", "hdd", "network"]
PriceUnit = Literal["gpu-hour", "gpu-day", "gpu-month", "node-hour", "node-day", "node-month", "node-year",
                    "cluster-hour", "cluster-day", "cluster-month", "total"]
ClauseStatus = Literal["present", "hedged", "referenced", "absent"]
"""present: committed; hedged: a weakened commitment; referenced: named, its terms in another document;
absent: no commitment here (nothing said, or explicitly none: see ``Clause.state``)."""
ClauseState = Literal["committed", "hedged", "referenced", "disclaimed", "absent"]
"""The five readings of a clause; ``status`` is the same reading with disclaimed folded into absent."""

CLAUSE_IDS: tuple[str, ...] = (
    "gpu-model", "gpu-memory", "interconnect", "dedicated", "availability", "compensation",
    "acceptance", "data-deletion",
)
"""The eight clauses a buyer needs (DOMAIN.md); the extras below are reported at lower severity."""
EXTRA_CLAUSE_IDS: tuple[str, ...] = (
    "storage", "network", "billing", "fees", "termination", "liability", "exclusions",
)


class Gpu(_Spec):
    model: str | None = Field(None, description="GPU model as the vendor wrote it, e.g. 'NVIDIA H100 SXM5 80GB'")
    sku: str | None = Field(
        None, description="catalogue id (audit gpus), e.g. 'h100-sxm'; derived from model when absent")
    memory: Bytes | None = Field(None, description="memory per GPU as sold, e.g. '80 GB'")
    count_per_node: int | None = Field(None, ge=1, le=1024)
    form_factor: FormFactor | None = None
    sharing: Sharing | None = Field(None, description="dedicated whole GPUs, or a slice (MIG, vGPU, quota)")
    mig_profile: str | None = Field(None, description="e.g. '1g.10gb' when MIG slices are sold")
    peak_bf16: Flops | None = Field(None, description="dense BF16 peak the vendor claims per GPU")
    memory_bandwidth: DataRate | None = Field(None, description="memory bandwidth per GPU as claimed")


class Interconnect(_Spec):
    intra_node: IntraNode | None = Field(None, description="GPU-to-GPU link inside a node")
    topology: Literal["full-mesh", "pairs", "none"] | None = Field(None, description="NVLink domain shape as claimed")
    nvlink_bandwidth: DataRate | None = Field(None, description="per-GPU NVLink bandwidth as claimed (bidirectional)")
    inter_node: Fabric | None = Field(None, description="fabric between nodes")
    inter_node_bandwidth: DataRate | None = Field(
        None, description="per-node fabric bandwidth, e.g. '8x400 Gb/s' → '3200 Gb/s'")
    rdma: bool | None = None


class Cpu(_Spec):
    model: str | None = None
    sockets: int | None = Field(None, ge=1, le=16)
    cores: int | None = Field(None, ge=1, le=4096, description="physical cores per node, all sockets")


class SystemDisk(_Spec):
    """The disk the operating system is installed on: beside the data disk, never mistaken for it."""

    type: StorageType | None = None
    capacity: Bytes | None = None


class Storage(_Spec):
    type: StorageType | None = None
    capacity: Bytes | None = Field(None, description="per node")
    throughput: DataRate | None = Field(None, description="sequential read throughput as stated")
    shared: bool | None = Field(None, description="shared NAS / network filesystem")
    system_disk: SystemDisk | None = Field(None, description="the system (OS) disk, when the offer states one")


class Network(_Spec):
    bandwidth: DataRate | None = Field(None, description="public / uplink bandwidth per node")
    rate_limited: bool | None = None
    burst_only: bool | None = Field(None, description="bandwidth only as a burst, not sustained")


class Fee(_Spec):
    name: str
    amount: MoneyAny | None = None
    text: str | None = None


class Pricing(_Spec):
    unit_price: MoneyAny | None = Field(None, description="e.g. '¥5600/天' or '$2.49/GPU·h'")
    unit: PriceUnit | None = Field(None, description="what one unit price buys")
    minimum_term: Duration | None = Field(None, description="shortest lease, e.g. '1 month'")
    billing_granularity: Duration | None = Field(None, description="smallest billed step, e.g. '1 h'")
    currency: str | None = None
    extra_fees: list[Fee] = Field(default=[])


class CreditTier(_Spec):
    below: Share = Field(description="availability below this …")
    at_least: Share | None = Field(None, description="… and at or above this (absent: no lower bound)")
    credit: Share = Field(description="service credit as a share of the monthly fee")
    applies_to: str | None = Field(
        None, description="the schedule this tier belongs to ('single instance', 'multi-AZ')")


class AvailabilityLevel(_Spec):
    percent: Share = Field(description="committed availability, e.g. 99.9%")
    period: Literal["month", "year", "quarter", "week", "day"] | None = Field(
        None, description="the period it is measured over")
    applies_to: str | None = Field(None, description="what it covers as written ('single instance', 'per server')")


CreditForm = Literal["percent-of-fee", "multiple-of-outage", "per-point", "equal-to-outage", "voucher", "refund",
                     "negotiated"]


class Clause(_Spec):
    status: ClauseStatus
    state: ClauseState | None = Field(
        None, description="committed, hedged, referenced, disclaimed or absent (status with the disclaimer kept)")
    text: str | None = Field(None, description="the sentence that decides the clause, as written")
    hedge: str | None = Field(None, description="the hedging or disclaiming words found ('best effort', '尽力而为')")
    reference: str | None = Field(None, description="the document a referenced clause points to ('the SLA')")
    percent: Share | None = Field(None, description="availability or credit figure")
    duration: Duration | None = Field(None, description="acceptance window, deletion period …")
    figures: list[str] = Field(default=[], description="measurable figures named (tokens/s, MFU, bandwidth)")
    tiers: list[CreditTier] = Field(default=[])
    levels: list[AvailabilityLevel] = Field(default=[], description="every committed availability level")
    exclusions: list[str] = Field(
        default=[], description="what the commitment leaves out (maintenance, force majeure …)")
    credit_form: CreditForm | None = Field(None, description="how compensation is computed")
    credit_multiple: float | None = Field(None, description="credit as a multiple of the outage time or fees")
    cap: Share | None = Field(None, description="credits capped at this share of the monthly fee")
    sole_remedy: bool | None = Field(None, description="credits are the sole and exclusive remedy")
    claim_window: Duration | None = Field(None, description="time allowed to claim a credit")
    deemed: bool | None = Field(None, description="acceptance deemed on handover or notice, without a test")
    links: list[Literal["intra", "inter"]] = Field(
        default=[], description="interconnect: the links its committed sentences name (inside a node, between "
                                "nodes); the link inside the node is the whole commitment for one server")


class Clauses(_Spec):
    """One entry per canonical clause id; ``None`` means no contract was read for it."""

    gpu_model: Clause | None = Field(None, alias="gpu-model")
    gpu_memory: Clause | None = Field(None, alias="gpu-memory")
    interconnect: Clause | None = None
    dedicated: Clause | None = None
    availability: Clause | None = None
    compensation: Clause | None = None
    acceptance: Clause | None = None
    data_deletion: Clause | None = Field(None, alias="data-deletion")
    storage: Clause | None = None
    network: Clause | None = None
    billing: Clause | None = None
    fees: Clause | None = None
    termination: Clause | None = None
    liability: Clause | None = None
    exclusions: Clause | None = None

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class ReadCandidate(_Spec):
    """A statement the reader did not take for a fact, and why (the precedence rule that beat it)."""

    value: str
    source: str | None = None
    page: int | None = None
    line: int | None = None
    quote: str | None = None
    why: str | None = Field(None, description="the rule that put the chosen statement first")


class ReadPlace(_Spec):
    """One more place that states a fact (a second document, the next line of a clause)."""

    source: str
    page: int | None = None
    line: int | None = None
    pointer: str | None = None
    quote: str | None = None


class FactReading(_Spec):
    """How one fact was read from a document: the value as read, where it stands, what it beat.

    ``audit read`` writes these; a reviewer who changes a fact's value leaves its reading as it was,
    so an audit of the reviewed file knows which facts the reviewer set.
    """

    value: str = Field(description="the value as the reader took it")
    source: str | None = None
    page: int | None = None
    line: int | None = None
    pointer: str | None = Field(None, description="a workbook's sheet and cell (Sheet1!C7), a Word paragraph (¶12)")
    quote: str | None = Field(None, description="the printed words that state it")
    where: str | None = Field(None, description="table, key-value, prose, footnote, heading")
    role: str | None = Field(None, description="data / system disk, public uplink / fabric …")
    note: str | None = Field(None, description="how it was derived (a quantity column, a total)")
    candidates: list[ReadCandidate] = Field(default=[], description="the statements it beat")
    also: list[ReadPlace] = Field(default=[], description="the other places that state it, cited with it")


class Conflict(BaseModel):
    """Two sources of one offer disagree about a field (quote says NVLink, contract says PCIe), or one document
    states two values the reading could not choose between."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)

    field: str
    values: list[str]
    evidence: list[Evidence] = Field(default=[], description="where each value is stated")
    across_documents: bool = Field(True, description="the values come from two documents (quote and contract); "
                                                     "false when one document states both (two rows of a table)")


class HiddenText(BaseModel):
    """A run of text in a document that no reader sees (auditor.ingest.visibility); not read as terms."""

    model_config = ConfigDict(extra="forbid")

    reason: Literal["invisible", "off-page", "microscopic", "background-colour"]
    page: int = Field(description="page (1-based)")
    text: str = Field(description="the hidden words as extracted (shortened past 200 characters)")
    chars: int = Field(description="number of hidden characters in the run")


class OfferSpec(_Spec):
    """An offer as a file states it (YAML/JSON), or as the PDF extractor reads it."""

    vendor: str | None = None
    offer: str | None = Field(None, description="offer / product name")
    quote_id: str | None = None
    date: dt.date | None = None
    currency: str | None = None
    gpu: Gpu = Field(default_factory=Gpu)
    nodes: int | None = Field(None, ge=1, le=100000)
    interconnect: Interconnect = Field(default_factory=Interconnect)
    cpu: Cpu = Field(default_factory=Cpu)
    memory: Bytes | None = Field(None, description="host RAM per node")
    storage: Storage = Field(default_factory=Storage)
    network: Network = Field(default_factory=Network)
    pricing: Pricing = Field(default_factory=Pricing)
    statements: list[str] = Field(default=[], description="the offer's own wording, quoted; rules search it")
    clauses: Clauses | None = Field(None, description="contract clauses; present when a contract was read")
    readings: dict[str, FactReading] = Field(
        default={}, description="how each fact was read from the documents (audit read): dotted path → reading")
    conflicts: list[Conflict] = Field(
        default=[], description="values the documents disagree on, each with where it is stated (audit read: settle "
                                "the value, then delete the entry)")
    hidden_text: list[HiddenText] = Field(
        default=[], description="text the documents hide from a reader (invisible, off-page, tiny, same colour)")


class Offer(OfferSpec):
    """An offer with the evidence of every known fact."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)

    sources: list[str] = Field(default=[])
    amends: bool = Field(False, description="a document amends the others and says it prevails where they differ "
                                            "(补充协议 … 以本补充协议为准, 'this Amendment prevails'): its facts stand")
    evidence: EvidenceMap = Field(default={})
