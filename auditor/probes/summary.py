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
    DmesgFacts,
    FioFacts,
    GpuPair,
    Iperf3Facts,
    MigFacts,
    NcclFacts,
    NcclRun,
    NvlinkFacts,
    P2pBandwidthFacts,
    ProbeFacts,
    SmiCsvFacts,
    SmiFacts,
    SmiGpu,
    SmiListFacts,
    SmiProcess,
    SmiQueryFacts,
    TopoFacts,
    TopoP2pFacts,
    TrainFacts,
    TrainRun,
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
        out.gpus.append(
            SmiGpu(
                index=g.index,
                name=g.name,
                bus_id=g.bus_id,
                memory_total=g.memory_total,
                memory_used=g.memory_used,
                mig_mode=g.mig_mode,
            )
        )
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
            out.foreign_processes.append(SmiProcess(gpu=p.gpu, pid=p.pid, type=p.type, name=p.name, memory=p.memory))
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


def _smi_list(results: list[ProbeResult], ev: _Collect) -> SmiListFacts | None:
    items = _facts(results, "nvidia-smi-list")
    if not items:
        return None
    primary, pf = max(items, key=lambda rf: len(rf[1].gpus))  # type: ignore[attr-defined]
    out = SmiListFacts(gpu_count=len(pf.gpus), gpu_names=sorted({g.name for g in pf.gpus}))  # type: ignore[attr-defined]
    for n in range(out.gpu_count):
        ev.add("probe.smi_list.gpu_count", primary, f"gpus.{n}")
    profiles: set[str] = set()
    for r, f in items:
        for n, g in enumerate(f.gpus):  # type: ignore[attr-defined]
            for j, child in enumerate(g.mig):
                out.mig_device_count += 1
                profiles.add(child.profile)
                ev.add("probe.smi_list.mig_device_count", r, f"gpus.{n}.mig.{j}")
                ev.add("probe.smi_list.mig_profiles", r, f"gpus.{n}.mig.{j}")
    out.mig_profiles = sorted(profiles)
    return out


def _smi_query(results: list[ProbeResult], ev: _Collect) -> SmiQueryFacts | None:
    items = _facts(results, "nvidia-smi-query")
    if not items:
        return None
    primary, pf = max(items, key=lambda rf: len(rf[1].gpus))  # type: ignore[attr-defined]
    gpus = [(r, n, g) for r, f in items for n, g in enumerate(f.gpus)]  # type: ignore[attr-defined]
    out = SmiQueryFacts(
        driver=pf.driver,
        gpu_count=len(pf.gpus),  # type: ignore[attr-defined]
        gpu_names=sorted({g.product_name for _, _, g in gpus if g.product_name}),
    )
    for n in range(out.gpu_count):
        ev.add("probe.smi_query.gpu_count", primary, f"gpus.{n}")
    best: tuple[Quantity, ProbeResult, str] | None = None
    gens: list[tuple[int, ProbeResult, int]] = []
    widths: list[tuple[int, ProbeResult, int]] = []
    for r, n, g in gpus:
        if g.memory_total is not None and (best is None or g.memory_total < best[0]):
            best = (g.memory_total, r, f"gpus.{n}.memory_total")
        if g.mig_current == "Enabled":
            out.mig_enabled = True
            ev.add("probe.smi_query.mig_enabled", r, f"gpus.{n}.mig_current")
        if g.mig_pending == "Enabled":
            out.mig_pending = True
            ev.add("probe.smi_query.mig_pending", r, f"gpus.{n}.mig_pending")
        if g.pcie_gen_max is not None:
            gens.append((g.pcie_gen_max, r, n))
        if g.pcie_width_current is not None:
            widths.append((g.pcie_width_current, r, n))
        if (
            g.pcie_width_current is not None
            and g.pcie_width_max is not None
            and g.pcie_width_current < g.pcie_width_max
        ):
            out.pcie_downgraded = True
            ev.add("probe.smi_query.pcie_downgraded", r, f"gpus.{n}.pcie_width_current")
        if g.virtualization_mode and g.virtualization_mode not in ("None", "Pass-Through"):
            out.virtualization_mode = g.virtualization_mode
            ev.add("probe.smi_query.virtualization_mode", r, f"gpus.{n}.virtualization_mode")
    if best is not None:
        out.memory_total_min = best[0]
        ev.add("probe.smi_query.memory_total_min", best[1], best[2])
    if gens:
        out.pcie_gen_min, r, n = min(gens, key=lambda t: t[0])
        out.pcie_gen_max = max(t[0] for t in gens)
        ev.add("probe.smi_query.pcie_gen_min", r, f"gpus.{n}.pcie_gen_max")
    if widths:
        out.pcie_width_min, r, n = min(widths, key=lambda t: t[0])
        out.pcie_width_max = max(t[0] for t in widths)
        ev.add("probe.smi_query.pcie_width_min", r, f"gpus.{n}.pcie_width_current")
    persist = [g.persistence for _, _, g in gpus if g.persistence]
    out.persistence_all = all(p == "Enabled" for p in persist) if persist else None
    return out


def _smi_csv(results: list[ProbeResult], ev: _Collect) -> SmiCsvFacts | None:
    items = _facts(results, "nvidia-smi-csv")
    if not items:
        return None
    primary, pf = max(items, key=lambda rf: len(rf[1].gpus))  # type: ignore[attr-defined]
    out = SmiCsvFacts(
        gpu_count=len(pf.gpus),
        columns=list(pf.columns),  # type: ignore[attr-defined]
        gpu_names=sorted({g.name for g in pf.gpus if g.name}),
    )  # type: ignore[attr-defined]
    for n in range(out.gpu_count):
        ev.add("probe.smi_csv.gpu_count", primary, f"gpus.{n}")
    mems = [
        (g.memory_total, r, n)
        for r, f in items
        for n, g in enumerate(f.gpus)  # type: ignore[attr-defined]
        if g.memory_total is not None
    ]
    if mems:
        out.memory_total_min, r, n = min(mems, key=lambda t: t[0])
        ev.add("probe.smi_csv.memory_total_min", r, f"gpus.{n}")
    return out


def _mig(results: list[ProbeResult], ev: _Collect) -> MigFacts | None:
    items = _facts(results, "mig-lgi")
    if not items:
        return None
    out = MigFacts()
    for r, f in items:
        for n, inst in enumerate(f.instances):  # type: ignore[attr-defined]
            out.instance_count += 1
            if inst.profile not in out.profiles:
                out.profiles.append(inst.profile)
            ev.add("probe.mig.instance_count", r, f"instances.{n}")
    return out


def _nvlink(results: list[ProbeResult], ev: _Collect) -> NvlinkFacts | None:
    items = _facts(results, "nvlink")
    if not items:
        return None
    out = NvlinkFacts()
    per_gpu: list[Quantity] = []
    gpus = set()
    for r, f in items:
        for n, g in enumerate(f.gpus):  # type: ignore[attr-defined]
            gpus.add(g.index)
            speeds = [link.speed for link in g.links if link.active and link.speed is not None]
            if speeds:
                total = speeds[0]
                for q in speeds[1:]:
                    total = total + q
                if not f.elided:  # type: ignore[attr-defined]
                    per_gpu.append(total)
            for j, link in enumerate(g.links):
                if link.active:
                    out.active_links += 1
                    if link.speed is not None and (out.min_link_speed is None or link.speed < out.min_link_speed):
                        out.min_link_speed = link.speed
                        ev.map["probe.nvlink.min_link_speed"] = r.evidence_at(f"gpus.{n}.links.{j}")
                else:
                    out.inactive_links += 1
                    ev.add("probe.nvlink.inactive_links", r, f"gpus.{n}.links.{j}")
            if g.errors:
                out.error_total += sum(g.errors.values())
                ev.add("probe.nvlink.error_total", r, f"gpus.{n}.errors")
    out.gpu_count = len(gpus)
    out.per_gpu_bandwidth_min = _min(list(per_gpu))
    return out


def _nccl(results: list[ProbeResult], ev: _Collect) -> NcclFacts | None:
    items = _facts(results, "nccl")
    if not items:
        return None
    runs = [
        NcclRun(
            test=f.test,
            gpus=f.gpus,
            nodes=f.nodes,
            avg_busbw=f.avg_busbw,  # type: ignore[attr-defined]
            max_busbw=f.max_busbw,
        )
        for _, f in items
    ]  # type: ignore[attr-defined]

    def rank(rf: tuple[ProbeResult, BaseModel]) -> tuple[int, Quantity | int]:
        f = rf[1]
        return (f.gpus or 0, f.avg_busbw.magnitude if f.avg_busbw is not None else -1)  # type: ignore[attr-defined]

    primary, pf = max(items, key=rank)
    out = NcclFacts(
        test=pf.test,
        gpus=pf.gpus,
        nodes=pf.nodes,
        avg_busbw=pf.avg_busbw,  # type: ignore[attr-defined]
        max_busbw=pf.max_busbw,
        runs=runs,  # type: ignore[attr-defined]
        wrong=sum(f.wrong for _, f in items),
    )  # type: ignore[attr-defined]
    ev.add("probe.nccl.avg_busbw", primary, "avg_busbw")
    ev.add("probe.nccl.max_busbw", primary, "max_busbw")
    for n in range(pf.gpus or 0):  # type: ignore[attr-defined]
        ev.add("probe.nccl.gpus", primary, f"ranks.{n}")
    ev.map["probe.nccl.nodes"] = list(ev.map.get("probe.nccl.gpus", []))
    for k, (r, _) in enumerate(items):
        ev.add(f"probe.nccl.runs.{k}", r, "avg_busbw")
    return out


def _fio(results: list[ProbeResult], ev: _Collect) -> FioFacts | None:
    items = _facts(results, "fio")
    if not items:
        return None
    out = FioFacts(jobs=sum(len(f.jobs) for _, f in items))  # type: ignore[attr-defined]
    for io in ("read", "write"):
        bws = [(getattr(f, f"{io}_bw"), r) for r, f in items if getattr(f, f"{io}_bw") is not None]
        if bws:
            best, r = max(bws, key=lambda t: t[0])
            setattr(out, f"{io}_bw", best)
            ev.add(f"probe.fio.{io}_bw", r, f"{io}_bw")
        iops = [getattr(f, f"{io}_iops") for _, f in items if getattr(f, f"{io}_iops") is not None]
        setattr(out, f"{io}_iops", max(iops) if iops else None)
        lats = [getattr(j, f"{io}_lat_p99") for _, f in items for j in f.jobs]  # type: ignore[attr-defined]
        setattr(out, f"{io}_lat_p99", _min(lats))
    return out


def _iperf3(results: list[ProbeResult], ev: _Collect) -> Iperf3Facts | None:
    items = _facts(results, "iperf3")
    if not items:
        return None
    done = [(r, f) for r, f in items if f.receiver_bitrate is not None and not f.error]  # type: ignore[attr-defined]
    out = Iperf3Facts(failed_runs=len(items) - len(done))
    for r, f in items:
        if f.error:  # type: ignore[attr-defined]
            out.error = out.error or f.error  # type: ignore[attr-defined]
            ev.add("probe.iperf3.error", r, "error")
        out.interrupted |= f.interrupted  # type: ignore[attr-defined]
    pool = done or [(r, f) for r, f in items if f.receiver_bitrate is not None]  # type: ignore[attr-defined]
    if pool:
        r, f = max(pool, key=lambda rf: rf[1].receiver_bitrate)  # type: ignore[attr-defined]
        out.protocol, out.streams = f.protocol, f.streams  # type: ignore[attr-defined]
        out.receiver_bitrate, out.sender_bitrate = f.receiver_bitrate, f.sender_bitrate  # type: ignore[attr-defined]
        out.retransmits, out.lost_percent = f.retransmits, f.lost_percent  # type: ignore[attr-defined]
        ev.add("probe.iperf3.receiver_bitrate", r, "receiver_bitrate")
        ev.add("probe.iperf3.sender_bitrate", r, "sender_bitrate")
    return out


def _train(results: list[ProbeResult], ev: _Collect) -> TrainFacts | None:
    items = _facts(results, "train")
    if not items:
        return None
    out = TrainFacts(
        runs=[
            TrainRun(world_size=f.world_size, tokens_per_s=f.tokens_per_s)  # type: ignore[attr-defined]
            for _, f in items
        ]
    )
    _scaling(out, items, ev)
    with_rate = [(r, f) for r, f in items if f.tokens_per_s is not None or f.tokens_per_s_per_gpu is not None]  # type: ignore[attr-defined]
    if not with_rate:
        return out
    r, f = max(with_rate, key=lambda rf: rf[1].world_size or 0)  # type: ignore[attr-defined]
    out.tokens_per_s, out.tokens_per_s_per_gpu = f.tokens_per_s, f.tokens_per_s_per_gpu  # type: ignore[attr-defined]
    out.step_time, out.world_size, out.mfu = f.step_time, f.world_size, f.mfu  # type: ignore[attr-defined]
    out.framework = f.framework  # type: ignore[attr-defined]
    for key in ("tokens_per_s", "world_size", "mfu"):
        ev.add(f"probe.train.{key}", r, key)
    ev.add("probe.train.tokens_per_s_per_gpu", r, "tokens_per_s")
    return out


def _scaling(out: TrainFacts, items: list[tuple[ProbeResult, BaseModel]], ev: _Collect) -> None:
    """Scaling efficiency = (tokens/s per GPU at N GPUs) ÷ (tokens/s per GPU at the smallest count).

    Set only when logs at two different GPU counts are given, so a rule on it stays unverified
    with one run instead of passing.
    """
    measured = [(r, f) for r, f in items
                if f.world_size and f.tokens_per_s is not None]  # type: ignore[attr-defined]
    if len({f.world_size for _, f in measured}) < 2:  # type: ignore[attr-defined]
        return
    small = min(measured, key=lambda rf: rf[1].world_size)  # type: ignore[attr-defined]
    big = max(measured, key=lambda rf: rf[1].world_size)  # type: ignore[attr-defined]
    per_gpu_small = small[1].tokens_per_s / small[1].world_size  # type: ignore[attr-defined]
    per_gpu_big = big[1].tokens_per_s / big[1].world_size  # type: ignore[attr-defined]
    out.scaling_efficiency = Quantity((per_gpu_big / per_gpu_small).magnitude, (), "%")
    out.scaling_from, out.scaling_to = small[1].world_size, big[1].world_size  # type: ignore[attr-defined]
    for key in ("probe.train.scaling_efficiency", "probe.train.scaling_from", "probe.train.scaling_to"):
        ev.add(key, small[0], "tokens_per_s")
        ev.add(key, big[0], "tokens_per_s")


def _dmesg(results: list[ProbeResult], ev: _Collect) -> DmesgFacts | None:
    items = _facts(results, "dmesg")
    if not items:
        return None
    out = DmesgFacts()
    for r, f in items:
        for n, lim in enumerate(f.limited):  # type: ignore[attr-defined]
            out.pcie_limited_devices += 1
            ev.add("probe.dmesg.pcie_limited_devices", r, f"limited.{n}")
            if out.min_available_bandwidth is None or lim.available < out.min_available_bandwidth:
                out.min_available_bandwidth = lim.available
                ev.map["probe.dmesg.min_available_bandwidth"] = r.evidence_at(f"limited.{n}")
    return out


def _p2p_bandwidth(results: list[ProbeResult], ev: _Collect) -> P2pBandwidthFacts | None:
    items = _facts(results, "p2p-bandwidth")
    if not items:
        return None
    out = P2pBandwidthFacts(gpu_count=max(len(f.devices) for _, f in items))  # type: ignore[attr-defined]
    for r, f in items:
        for n, _pair in enumerate(f.peer_denied):  # type: ignore[attr-defined]
            out.peer_access_denied_pairs += 1
            ev.add("probe.p2p_bandwidth.peer_access_denied_pairs", r, f"peer_denied.{n}")
        for n, cell in enumerate(f.unidirectional_p2p):  # type: ignore[attr-defined]
            if out.min_p2p_bandwidth is None or cell.bandwidth < out.min_p2p_bandwidth:
                out.min_p2p_bandwidth = cell.bandwidth
                ev.map["probe.p2p_bandwidth.min_p2p_bandwidth"] = r.evidence_at(f"unidirectional_p2p.{n}")
    return out


BRANCHES: dict[str, Callable[[list[ProbeResult], _Collect], BaseModel | None]] = {
    "smi": _smi,
    "smi_list": _smi_list,
    "smi_query": _smi_query,
    "smi_csv": _smi_csv,
    "topo": _topo,
    "topo_p2p": _topo_p2p,
    "mig": _mig,
    "nvlink": _nvlink,
    "nccl": _nccl,
    "fio": _fio,
    "iperf3": _iperf3,
    "train": _train,
    "dmesg": _dmesg,
    "p2p_bandwidth": _p2p_bandwidth,
}


def summarise(results: list[ProbeResult]) -> tuple[ProbeFacts, EvidenceMap]:
    """``ProbeFacts`` and its evidence map from parsed results (unknown ones only listed)."""
    ev = _Collect()
    facts = ProbeFacts(
        files=len({r.file for r in results}),
        kinds=sorted({r.kind for r in results if r.kind != "unknown"}),
        unrecognised=sorted({r.file for r in results if r.kind == "unknown"}),
    )
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
