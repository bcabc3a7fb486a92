"""The fact tree rules are evaluated against: offer, probe, target, sizing, gpu_spec, and the facts
derived across its branches (``DERIVED``: one declared step, run after every stage).

``FactTree`` is both the runtime value and the schema the rule compiler resolves paths
against (via the pydantic field annotations), so a path a rule can name is exactly a path
that can hold a fact. ``Facts`` pairs it with the evidence of each fact, keyed by the dotted
path from the root (``offer.gpu.memory``, ``probe.topo.pairs.3``).
"""


import functools
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction

from pydantic import BaseModel, ConfigDict, Field

from auditor.model.evidence import EvidenceMap
from auditor.model.offer import HiddenText, Offer, OfferSpec
from auditor.probes import root as probe_root
from auditor.sizing.facts import GpuSpec, SizingFacts, Target

# The audit path builds these from already-validated parts (model_construct), so their validators
# are built only when something validates a tree (tests, `audit rules test`): defer_build.


class ConflictFact(BaseModel):
    model_config = ConfigDict(defer_build=True)

    field: str
    values: list[str]
    across_documents: bool = True


class OfferFacts(OfferSpec):
    """The offer as rules see it: its stated fields plus disagreements between its sources."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True, defer_build=True)

    conflicts: list[ConflictFact] = Field(default=[])
    hidden_text: list[HiddenText] = Field(default=[])


class FactTree(BaseModel):
    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True, defer_build=True)

    offer: OfferFacts
    # typed by the generated probe table, validated as ProbeFacts only when a tree is (auditor.probes.root)
    probe: probe_root.ProbeRoot = Field(default_factory=probe_root.empty)
    target: Target = Field(default_factory=Target)
    sizing: SizingFacts | None = None
    gpu_spec: GpuSpec | None = None



@dataclass(eq=False)
class Facts:
    tree: FactTree
    evidence: EvidenceMap = field(default_factory=dict)


def offer_facts(offer: Offer) -> tuple[OfferFacts, EvidenceMap]:
    """The offer branch and its evidence, re-keyed under ``offer.``.

    Every field was validated when the offer was read, so the branch is assembled, not re-validated.
    """
    data = {name: getattr(offer, name) for name in OfferSpec.model_fields}
    data["conflicts"] = [ConflictFact.model_construct(field=c.field, values=list(c.values),
                                                      across_documents=c.across_documents)
                          for c in offer.conflicts]
    data["hidden_text"] = offer.hidden_text
    branch = OfferFacts.model_construct(**data)
    evidence: EvidenceMap = {f"offer.{field_path(path)}": ev for path, ev in offer.evidence.items()}
    for i, conflict in enumerate(offer.conflicts):
        evidence[f"offer.conflicts.{i}"] = conflict.evidence
    return branch, evidence


def field_path(path: str) -> str:
    """An evidence path in the model's field names: readers record what the file spells
    (``clauses.data-deletion``, the alias), rules read fields (``clauses.data_deletion``)."""
    aliases = _aliases()
    return ".".join(aliases.get(seg, seg) for seg in path.split("."))


@functools.cache
def _aliases() -> dict[str, str]:
    """Every field alias of the offer's models and the field it names, derived from the models."""
    out: dict[str, str] = {}
    seen: set[type] = set()
    todo: list[object] = [Offer]
    while todo:
        kind = todo.pop()
        if isinstance(kind, type) and issubclass(kind, BaseModel):
            if kind in seen:
                continue
            seen.add(kind)
            for name, info in kind.model_fields.items():
                if info.alias and info.alias != name:
                    out[info.alias] = name
                todo.append(info.annotation)
        elif isinstance(kind, types.UnionType) or typing.get_origin(kind) is not None:
            todo.extend(typing.get_args(kind))
    return out


# Facts derived across stages: each reads what the stages produced (a probe's figures, the catalogue,
# the sizing) and fills one fact with its evidence, in this order, after every stage has run.
def mfu_from_tflops(tree: FactTree, evidence: EvidenceMap) -> None:
    """MFU of a log that prints model TFLOP/s per GPU (Megatron-LM) but no MFU: TFLOP/s ÷ the sold GPU's
    dense BF16 peak from the catalogue; its evidence is the log lines plus the catalogue row."""
    train, spec = tree.probe.train, tree.gpu_spec
    if train is None or train.mfu is not None or train.tflops_per_gpu is None or spec is None or not spec.bf16_dense:
        return
    from auditor.units import Quantity

    peak = spec.bf16_dense.to("TFLOPS")
    train.mfu = Quantity.of(Fraction(str(train.tflops_per_gpu)) / peak * 100, "%")
    evidence["probe.train.mfu"] = [*evidence.get("probe.train.tflops_per_gpu", []),
                                   *evidence.get("gpu_spec.bf16_dense", [])]


def mfu_from_throughput(tree: FactTree, evidence: EvidenceMap) -> None:
    """MFU of the supplied training log: its tokens/s × the target's FLOPs/token ÷ (GPUs × peak).

    Only when the log did not print an MFU itself; the GPU count is the log's world size, else
    the GPUs the offer sells. Its evidence is the log line plus the catalogue's peak.
    """
    train, sizing = tree.probe.train, tree.sizing
    if train is None or train.mfu is not None or train.tokens_per_s is None or sizing is None:
        return
    gpus = train.world_size or sizing.gpus
    if not gpus or sizing.peak_per_gpu is None:
        return
    from auditor.sizing.compute import mfu_from_throughput as mfu_of

    train.mfu = mfu_of(float(train.tokens_per_s.magnitude), sizing.flops_per_token, gpus, sizing.peak_per_gpu)
    evidence["probe.train.mfu"] = [*evidence.get("probe.train.tokens_per_s", []),
                                   *evidence.get("sizing.peak_per_gpu", [])]


DERIVED: tuple[Callable[[FactTree, EvidenceMap], None], ...] = (mfu_from_tflops, mfu_from_throughput)
"""The derivations, in order: a log's own TFLOP/s first; its throughput only where no MFU is known yet."""


def derive(tree: FactTree, evidence: EvidenceMap) -> None:
    """Run ``DERIVED`` over a tree every stage has filled."""
    for step in DERIVED:
        step(tree, evidence)
