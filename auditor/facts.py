"""The fact tree rules are evaluated against: offer, probe, target, sizing, gpu_spec.

``FactTree`` is both the runtime value and the schema the rule compiler resolves paths
against (via the pydantic field annotations), so a path a rule can name is exactly a path
that can hold a fact. ``Facts`` pairs it with the evidence of each fact, keyed by the dotted
path from the root (``offer.gpu.memory``, ``probe.topo.pairs.3``).
"""


import functools
import types
import typing
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict, Field

from auditor.model.evidence import EvidenceMap
from auditor.model.offer import HiddenText, Offer, OfferSpec
from auditor.probes.facts import ProbeFacts
from auditor.sizing.facts import GpuSpec, SizingFacts, Target

# The audit path builds these from already-validated parts (model_construct), so their validators
# are built only when something validates a tree (tests, `audit rules test`): defer_build.


class ConflictFact(BaseModel):
    model_config = ConfigDict(defer_build=True)

    field: str
    values: list[str]


class OfferFacts(OfferSpec):
    """The offer as rules see it: its stated fields plus disagreements between its sources."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True, defer_build=True)

    conflicts: list[ConflictFact] = Field(default=[])
    hidden_text: list[HiddenText] = Field(default=[])


class FactTree(BaseModel):
    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True, defer_build=True)

    offer: OfferFacts
    probe: ProbeFacts = Field(default_factory=ProbeFacts)
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
    data["conflicts"] = [ConflictFact.model_construct(field=c.field, values=list(c.values)) for c in offer.conflicts]
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
