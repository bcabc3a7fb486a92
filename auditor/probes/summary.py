"""Fold parsed probe results into ``ProbeFacts`` and key their evidence by fact-tree path.

Aggregation rule, per kind: list-shaped facts (GPU rows, link pairs) come from the *primary* file
(the one covering the most GPUs — a node-wide run beats a single-GPU one); guarantees that must
hold everywhere take the worst case over all files (smallest memory, any MIG, any foreign
process, any non-NVLink pair); throughput takes the best completed run, because a rule asks
"did the machine ever reach the floor", while failed runs are counted separately.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel

from auditor.model.evidence import EvidenceMap
from auditor.probes._common import ProbeResult
from auditor.probes.facts import (
    GpuPair,
    ProbeFacts,
    SmiFacts,
    SmiGpu,
    SmiProcess,
    TopoFacts,
    TopoP2pFacts,
)
from auditor.units import Quantity


class _Collect:
    """Evidence map under construction."""

    def __init__(self) -> None:
        self.map: EvidenceMap = {}

    def add(self, key: str, result: ProbeResult, pointer: str) -> None:
        found = result.evidence_at(pointer)
        if found:
            self.map.setdefault(key, []).extend(found)


def _facts(results: list[ProbeResult], kind: str) -> list[tuple[ProbeResult, BaseModel]]:
    return [(r, r.facts) for r in results if r.kind == kind and r.facts is not None]


def _min(values: list[Quantity | None]) -> Quantity | None:
    present = [v for v in values if v is not None]
    return min(present) if present else None


def _smi(results: list[ProbeResult], ev: _Collect) -> SmiFacts | None:
    items = _facts(results, "nvidia-smi")
    if not items:
        return None
    primary, pf = max(items, key=lambda rf: len(rf[1].gpus))  # type: ignore[attr-defined]
    out = SmiFacts(driver=pf.driver, cuda=pf.cuda)  # type: ignore[attr-defined]
    for n, g in enumerate(pf.gpus):  # type: ignore[attr-defined]
        out.gpus.append(SmiGpu(index=g.index, name=g.name, bus_id=g.bus_id, memory_total=g.memory_total,
                               memory_used=g.memory_used, mig_mode=g.mig_mode))
        ev.add(f"probe.smi.gpus.{n}", primary, f"gpus.{n}")
        ev.add(f"probe.smi.gpus.{n}.memory_total", primary, f"gpus.{n}.memory_total")
        ev.add(f"probe.smi.gpus.{n}.mig_mode", primary, f"gpus.{n}.mig_mode")
        if g.memory_total is not None:
            out.memory_totals.append(g.memory_total)
            ev.add(f"probe.smi.memory_totals.{len(out.memory_totals) - 1}", primary, f"gpus.{n}.memory_total")
    out.gpu_count = len(out.gpus)
    out.gpu_names = sorted({g.name for g in out.gpus})
    ev.add("probe.smi.driver", primary, "driver")
    for n in range(len(out.gpus)):
        ev.add("probe.smi.gpu_count", primary, f"gpus.{n}")
    # worst case over every file
    best: tuple[Quantity, ProbeResult, str] | None = None
    for r, f in items:
        for n, g in enumerate(f.gpus):  # type: ignore[attr-defined]
            if g.memory_total is not None and (best is None or g.memory_total < best[0]):
                best = (g.memory_total, r, f"gpus.{n}.memory_total")
            if g.mig_mode == "Enabled":
                out.mig_enabled = True
                ev.add("probe.smi.mig_enabled", r, f"gpus.{n}.mig_mode")
        for n, _dev in enumerate(f.mig_devices):  # type: ignore[attr-defined]
            out.mig_device_count += 1
            out.mig_enabled = True
            ev.add("probe.smi.mig_device_count", r, f"mig_devices.{n}")
            ev.add("probe.smi.mig_enabled", r, f"mig_devices.{n}")
        for n, p in enumerate(f.processes):  # type: ignore[attr-defined]
            out.foreign_processes.append(SmiProcess(gpu=p.gpu, pid=p.pid, type=p.type, name=p.name,
                                                    memory=p.memory))
            ev.add(f"probe.smi.foreign_processes.{len(out.foreign_processes) - 1}", r, f"processes.{n}")
            ev.add("probe.smi.foreign_process_count", r, f"processes.{n}")
    out.mig_memory_min = _min([d.memory_total for _, f in items for d in f.mig_devices])  # type: ignore[attr-defined]
    if best is not None:
        out.memory_total_min = best[0]
        ev.add("probe.smi.memory_total_min", best[1], best[2])
    out.foreign_process_count = len(out.foreign_processes)
    return out


def _topo(results: list[ProbeResult], ev: _Collect) -> TopoFacts | None:
    items = _facts(results, "topo")
    if not items:
        return None
    primary, pf = max(items, key=lambda rf: len(rf[1].gpus))  # type: ignore[attr-defined]
    out = TopoFacts(gpu_count=len(pf.gpus), nics=list(pf.nics))  # type: ignore[attr-defined]
    ev.add("probe.topo.gpu_count", primary, "gpus")
    for n, p in enumerate(pf.pairs):  # type: ignore[attr-defined]
        out.pairs.append(GpuPair(a=p.a, b=p.b, link=p.link, nvlink=p.nvlink, nvlink_count=p.nvlink_count))
        ev.add(f"probe.topo.pairs.{n}", primary, f"pairs.{n}")
    all_pairs = [(r, n, p) for r, f in items for n, p in enumerate(f.pairs)]  # type: ignore[attr-defined]
    for r, n, p in all_pairs:
        if not p.nvlink:
            ev.add("probe.topo.all_nvlink", r, f"pairs.{n}")
            ev.add("probe.topo.non_nvlink_pairs", r, f"pairs.{n}")
    out.nvlink_pairs = sum(p.nvlink for p in out.pairs)
    out.non_nvlink_pairs = sum(not p.nvlink for p in out.pairs)
    out.all_nvlink = bool(all_pairs) and all(p.nvlink for _, _, p in all_pairs)
    counts = [p.nvlink_count for p in out.pairs if p.nvlink]
    out.min_nvlink_count = min(counts) if counts else None
    out.link_types = sorted({p.link for p in out.pairs})
    numa = {a.numa for a in pf.affinity if a.numa and a.numa != "N/A"}  # type: ignore[attr-defined]
    out.numa_nodes = len(numa) or None
    return out


def _topo_p2p(results: list[ProbeResult], ev: _Collect) -> TopoP2pFacts | None:
    items = _facts(results, "topo-p2p")
    if not items:
        return None
    out = TopoP2pFacts(gpu_count=max(len(f.gpus) for _, f in items))  # type: ignore[attr-defined]
    pairs = [(r, n, p) for r, f in items for n, p in enumerate(f.pairs)]  # type: ignore[attr-defined]
    for r, n, p in pairs:
        if not p.ok:
            out.unsupported_pairs += 1
            ev.add("probe.topo_p2p.unsupported_pairs", r, f"pairs.{n}")
            ev.add("probe.topo_p2p.all_ok", r, f"pairs.{n}")
    out.all_ok = bool(pairs) and out.unsupported_pairs == 0
    return out


BRANCHES: dict[str, Callable[[list[ProbeResult], _Collect], BaseModel | None]] = {
    "smi": _smi,
    "topo": _topo,
    "topo_p2p": _topo_p2p,
}


def summarise(results: list[ProbeResult]) -> tuple[ProbeFacts, EvidenceMap]:
    """``ProbeFacts`` and its evidence map from parsed results (unknown ones only listed)."""
    ev = _Collect()
    facts = ProbeFacts(files=len({r.file for r in results}),
                       kinds=sorted({r.kind for r in results if r.kind != "unknown"}),
                       unrecognised=sorted({r.file for r in results if r.kind == "unknown"}))
    for name, build in BRANCHES.items():
        setattr(facts, name, build(results, ev))
    _cross_source(facts, ev)
    return facts, ev.map


def _cross_source(facts: ProbeFacts, ev: _Collect) -> None:
    """``probe.gpu_count`` / ``probe.mig_enabled``: the best source available, in order of detail."""
    counts = [(b, getattr(facts, b)) for b in ("smi", "smi_query", "smi_list", "smi_csv", "topo")]
    for branch, value in counts:
        if value is not None and getattr(value, "gpu_count", 0):
            facts.gpu_count = value.gpu_count
            ev.map["probe.gpu_count"] = list(ev.map.get(f"probe.{branch}.gpu_count", []))
            break
    flags = [(b, getattr(facts, b)) for b in ("smi", "smi_query")]
    seen = [(b, v) for b, v in flags if v is not None]
    if seen or facts.smi_list is not None or facts.mig is not None:
        enabled = any(v.mig_enabled for _, v in seen)
        enabled |= bool(facts.smi_list and facts.smi_list.mig_device_count)
        enabled |= bool(facts.mig and facts.mig.instance_count)
        facts.mig_enabled = enabled
        for b, _ in seen:
            ev.map.setdefault("probe.mig_enabled", []).extend(ev.map.get(f"probe.{b}.mig_enabled", []))
        for key in ("probe.smi_list.mig_device_count", "probe.mig.instance_count"):
            ev.map.setdefault("probe.mig_enabled", []).extend(ev.map.get(key, []))
        if not ev.map["probe.mig_enabled"]:
            del ev.map["probe.mig_enabled"]
