"""Fold parsed probe results into ``ProbeFacts`` and key their evidence by fact-tree path.

Each kind folds its own outputs (``SPEC.fold`` in ``auditor/probes/<tool>.py``). The common rule,
per kind: list-shaped facts (GPU rows, link pairs) come from the *primary* file (the one covering
the most GPUs — a node-wide run beats a single-GPU one); guarantees that must hold everywhere take
the worst case over all files (smallest memory, any MIG, any foreign process, any non-NVLink pair);
throughput takes the best completed run, because a rule asks "did the machine ever reach the
floor", while failed runs are counted separately. What spans kinds (``probe.gpu_count``,
``probe.mig_enabled``) is decided here.
"""

from __future__ import annotations

from typing import Any

from auditor.model.evidence import EvidenceMap
from auditor.probes import registry
from auditor.probes._common import ProbeResult
from auditor.probes.facts import ProbeFacts
from auditor.probes.kind import Fold, path

PF = path(ProbeFacts)


def summarise(results: list[ProbeResult]) -> tuple[ProbeFacts, EvidenceMap]:
    """``ProbeFacts`` and its evidence map from parsed results (unknown ones only listed)."""
    evidence: EvidenceMap = {}
    facts = ProbeFacts(
        files=len({r.file for r in results}),
        kinds=sorted({r.kind for r in results if r.kind != "unknown"}),
        unrecognised=sorted({r.file for r in results if r.kind == "unknown"}),
    )
    for spec in registry.by_position():
        items: list[tuple[ProbeResult, Any]] = [
            (r, r.facts) for r in results if r.kind == spec.kind and isinstance(r.facts, spec.output)
        ]
        if items:
            branch = spec.fold(items, Fold(spec.branch, evidence))
            setattr(facts, spec.branch, registry.runtime_branch(spec, branch))
    _cross_source(facts, evidence)
    return facts, evidence


def _cross_source(facts: ProbeFacts, evidence: EvidenceMap) -> None:
    """``probe.gpu_count`` / ``gpu_names`` / ``mig_enabled``: the best source available, in order of detail."""

    def ev(field: Any) -> list[Any]:
        return evidence.get(f"probe.{field}", [])

    counted = [(facts.smi, PF.smi), (facts.smi_query, PF.smi_query), (facts.smi_list, PF.smi_list),
               (facts.smi_csv, PF.smi_csv), (facts.topo, PF.topo)]
    for value, at in counted:
        if value is not None and value.gpu_count:
            facts.gpu_count = value.gpu_count
            evidence[f"probe.{PF.gpu_count}"] = list(ev(at.gpu_count))
            break
    for value, at in counted[:4]:  # topo names no models
        if value is not None and value.gpu_names:
            facts.gpu_names = list(value.gpu_names)
            evidence[f"probe.{PF.gpu_names}"] = list(ev(at.gpu_count))
            break
    _health(facts, evidence)
    flags = [(v, at) for v, at in ((facts.smi, PF.smi), (facts.smi_query, PF.smi_query)) if v is not None]
    if flags or facts.smi_list is not None or facts.mig is not None:
        enabled = any(v.mig_enabled for v, _ in flags)
        enabled |= bool(facts.smi_list and facts.smi_list.mig_device_count)
        enabled |= bool(facts.mig and facts.mig.instance_count)
        facts.mig_enabled = enabled
        found = [e for _, at in flags for e in ev(at.mig_enabled)]
        found += ev(PF.smi_list.mig_device_count) + ev(PF.mig.instance_count)
        if found:
            evidence[f"probe.{PF.mig_enabled}"] = found


def _health(facts: ProbeFacts, evidence: EvidenceMap) -> None:
    """``probe.gpu_health``: the ``-q`` health, its unknown counters filled from ``--query-gpu``.

    Why merged: an acceptance script runs one or the other, and a rule that read only one branch
    would stay unverified on the other. Where both state a counter the worse value is kept.
    """
    sources = [(b.health, at.health) for b, at in ((facts.smi_query, PF.smi_query), (facts.smi_csv, PF.smi_csv))
               if b is not None and b.health is not None]
    if not sources:
        return
    merged = sources[0][0].model_copy(deep=True)
    keys = {name: sources[0][1] for name in type(merged).model_fields}
    for other, at in sources[1:]:
        for name in type(merged).model_fields:
            mine, theirs = getattr(merged, name), getattr(other, name)
            if theirs is None or name == "gpus":
                continue
            if mine is None or (not isinstance(mine, list) and theirs > mine):
                setattr(merged, name, theirs)
                keys[name] = at
            elif isinstance(mine, list):
                setattr(merged, name, sorted({*mine, *theirs}))
    facts.gpu_health = merged
    for name, at in keys.items():
        prefix = f"probe.{getattr(at, name)}"
        for key, found in list(evidence.items()):
            if key == prefix or key.startswith(prefix + "."):
                evidence[f"probe.{PF.gpu_health}{key[len(f'probe.{at}'):]}"] = list(found)
