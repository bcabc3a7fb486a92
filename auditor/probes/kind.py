"""What a probe kind declares (``ProbeKind``) and the typed tools its fold uses (``Fold``, ``path``).

Why one spec per kind: a kind used to live in five files under three names (parser, branch model,
``ProbeFacts`` field, fold, detection order). Now each ``auditor/probes/<tool>.py`` declares one
``SPEC = ProbeKind(...)`` and the bundle reader, the fold, the JSON schema, ``collect`` and the
generated ``probes/facts.py`` are all read off the registry (``auditor.probes.registry``).

Evidence keys are computed, never typed: ``fold.add(F.memory_total_min, result, P.gpus[n])``
where ``F = path(BranchModel)`` and ``P = path(OutputModel)`` check every step against the
model's fields, so a misspelt field is an ``AttributeError`` in the tests instead of silently
dropped evidence.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Sequence
from typing import Any, Generic, NamedTuple, TypeVar

from pydantic import BaseModel

from auditor.model.evidence import Evidence, EvidenceMap
from auditor.probes._common import ProbeResult
from auditor.units import Quantity

Out = TypeVar("Out", bound=BaseModel)


class Command(NamedTuple):
    """A command ``audit probe collect`` runs to produce this kind's output."""

    name: str
    """The step name in ``manifest.json`` (``nvidia-smi -q``)."""
    file: str
    argv: tuple[str, ...]
    timeout_s: int = 60
    required: bool = False
    """An acceptance run without it is incomplete: collect exits non-zero when it could not run."""


class ProbeKind(NamedTuple, Generic[Out]):
    """Everything the rest of the code needs to know about one kind of probe output."""

    kind: str
    """The output name (``ProbeResult.kind``, ``audit probe`` JSON): part of the output contract."""
    branch: str
    """The fact-tree branch (``probe.<branch>.*``) rules read: part of the rule language."""
    facts: type[BaseModel]
    """The branch model; ``probes/facts.py`` holds a generated copy (``python -m auditor.probes.registry``)."""
    output: type[Out]
    """The per-file facts model (``audit probe --format json``)."""
    detect: Callable[[str], bool]
    parse: Callable[[str, str], ProbeResult]
    fold: Callable[[list[tuple[ProbeResult, Out]], Fold], BaseModel | None]
    """Every parsed output of this kind → the branch (None when there is none) plus its evidence."""
    priority: int
    """Detection order, lowest first: a more specific output (``-q``) before a more general one."""
    position: int
    """Place of the branch in ``ProbeFacts`` (and so in JSON output); new kinds take the next number."""
    commands: tuple[Command, ...] = ()
    summary: Callable[[Out], str] | None = None
    """One line of what one file says, for ``audit probe`` (``8× NVIDIA H800 81559 MiB, MIG off, no
    processes``); it starts with the kind's name. None: the kind's name alone."""


class _Path:
    """A dotted path into a model, checked against its fields at every step."""

    __slots__ = ("_item", "_model", "_prefix")

    def __init__(self, model: type[BaseModel] | None, prefix: str, item: Any = None) -> None:
        self._model, self._prefix, self._item = model, prefix, item

    def __getattr__(self, name: str) -> _Path:
        if name.startswith("_"):
            raise AttributeError(name)
        model = self._model
        if model is None or name not in model.model_fields:
            where = model.__name__ if model is not None else "a value"
            raise AttributeError(f"{where} has no field {name!r} (evidence path {self._prefix or '<root>'})")
        annotation = model.model_fields[name].annotation
        target, item = _unwrap(annotation)
        return _Path(target, f"{self._prefix}.{name}" if self._prefix else name, item)

    def __getitem__(self, index: int) -> _Path:
        if self._item is None:
            raise TypeError(f"{self._prefix} is not a list")
        target, item = _unwrap(self._item)
        return _Path(target, f"{self._prefix}.{index}", item)

    def __str__(self) -> str:
        return self._prefix


def _unwrap(annotation: Any) -> tuple[type[BaseModel] | None, Any]:
    """(model the annotation holds, item annotation when it is a list) for ``X | None``, ``list[X]``."""
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(annotation) if a is not type(None)]
        return _unwrap(options[0]) if len(options) == 1 else (None, None)
    if origin is list:
        return None, typing.get_args(annotation)[0]
    if origin is typing.Annotated:
        return _unwrap(typing.get_args(annotation)[0])
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation, None
    return None, None


def path(model: type[BaseModel]) -> Any:
    """A checked path builder: ``path(SmiOutput).gpus[3].memory_total`` → ``"gpus.3.memory_total"``."""
    return _Path(model, "")


class Fold:
    """Evidence of one branch under construction: keys are ``probe.<branch>.<field path>``."""

    def __init__(self, branch: str, evidence: EvidenceMap) -> None:
        self.branch = branch
        self.map = evidence

    def key(self, field: _Path) -> str:
        return f"probe.{self.branch}.{field}"

    def add(self, field: _Path, result: ProbeResult, pointer: _Path | str) -> None:
        """The evidence ``result`` recorded for ``pointer`` (a path into its output model) backs ``field``."""
        found = result.evidence_at(str(pointer))
        if found:
            self.map.setdefault(self.key(field), []).extend(found)

    def set(self, field: _Path, evidence: Sequence[Evidence]) -> None:
        """Replace the evidence of ``field`` (a running minimum keeps only the line of the current minimum)."""
        self.map[self.key(field)] = list(evidence)

    def get(self, field: _Path) -> list[Evidence]:
        return list(self.map.get(self.key(field), []))


def primary(items: Sequence[tuple[ProbeResult, Out]], size: Callable[[Out], int]) -> tuple[ProbeResult, Out]:
    """The output covering the most (GPUs, ranks): a node-wide run beats a single-GPU one."""
    return max(items, key=lambda rf: size(rf[1]))


def least(values: Sequence[Quantity | None]) -> Quantity | None:
    present = [v for v in values if v is not None]
    return min(present) if present else None
