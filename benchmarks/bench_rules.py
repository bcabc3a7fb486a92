"""Compiled rules vs the same checks hand-written in Python (and Rego via regopy, if installed).

Run:  .venv/bin/python benchmarks/bench_rules.py [--offers 2000] [--repeat 5]

Evaluates the shipped rule packs when there are any, else a representative pack of 20 checks
(21 comparisons) over generated offers, some facts left unknown. The hand-written function does
the same three-valued checks with plain attribute access and ``Quantity`` comparisons; its
verdicts are asserted equal to the engine's before anything is timed. Prints µs per offer and
the ratios, measured in this run.
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from auditor.dsl import load_rules
from auditor.facts import Facts, FactTree
from auditor.units import parse_quantity

PACK = """
param min_mem = 80 GB "memory per GPU the target needs"
param min_availability = 99.5%
"""
CHECKS = [
    ("gpu.memory", "offer.gpu.memory < min_mem"),
    ("gpu.sharing", 'offer.gpu.sharing in ["mig", "vgpu", "container-quota", "shared"]'),
    ("gpu.count", "offer.gpu.count_per_node < 8"),
    ("net.fabric-bw", "offer.nodes > 1 and offer.interconnect.inter_node_bandwidth < 400 Gb/s"),
    ("ic.intra", 'offer.interconnect.intra_node != "nvlink"'),
    ("ic.inter", 'offer.interconnect.inter_node == "ethernet"'),
    ("ic.rdma", "offer.interconnect.rdma == false"),
    ("io.type", 'offer.storage.type in ["hdd", "sata-ssd"]'),
    ("io.capacity", "offer.storage.capacity < 2 TB"),
    ("io.throughput", "offer.storage.throughput < 2 GB/s"),
    ("net.uplink", "offer.network.bandwidth < 10 Gb/s"),
    ("net.limited", "offer.network.rate_limited == true"),
    ("gpu.total-mem", "offer.gpu.memory * offer.gpu.count_per_node < 640 GB"),
    ("cpu.cores", "offer.cpu.cores < 64"),
    ("host.ram", "offer.memory < 512 GB"),
    ("price.granularity", "offer.pricing.billing_granularity > 24 h"),
    ("price.term", "offer.pricing.minimum_term > 30 d"),
    ("gpu.hbm-bw", "offer.gpu.memory_bandwidth < 2 TB/s"),
    ("gpu.bf16", "offer.gpu.peak_bf16 < 900 TFLOPS"),
    ("sla.availability", "offer.clauses.availability.percent < min_availability"),
]


def pack_text() -> str:
    rules = [
        f'rule bench.{rid}\n  pitfall other\n  severity low\n  title "{rid}"\n  when {cond}\n'
        f'  message "{rid}"\n  remedy "r"\nend\n'
        for rid, cond in CHECKS
    ]
    return PACK + "\n".join(rules)


Q = parse_quantity
MIN_MEM, GB640, GBPS400, TB2, GBS2, GBPS10 = (
    Q("80 GB"),
    Q("640 GB"),
    Q("400 Gb/s"),
    Q("2 TB"),
    Q("2 GB/s"),
    Q("10 Gb/s"),
)
GB512, H24, D30, TBS2, TF900, AV = Q("512 GB"), Q("24 h"), Q("30 d"), Q("2 TB/s"), Q("900 TFLOPS"), Q("99.5%")
SLICES = {"mig", "vgpu", "container-quota", "shared"}


def _lt(a: Any, b: Any) -> bool | None:
    return None if a is None else a < b


def _and(a: bool | None, b: bool | None) -> bool | None:
    if a is False or b is False:
        return False
    return None if a is None or b is None else True


def hand_written(tree: FactTree) -> list[bool | None]:
    """The same 20 checks, three-valued, as a careful engineer would write them by hand."""
    o = tree.offer
    g, ic, st, net, pr = o.gpu, o.interconnect, o.storage, o.network, o.pricing
    total = None if g.memory is None or g.count_per_node is None else g.memory * g.count_per_node
    clause = o.clauses.availability if o.clauses is not None else None
    return [
        _lt(g.memory, MIN_MEM),
        None if g.sharing is None else g.sharing in SLICES,
        _lt(g.count_per_node, 8),
        _and(None if o.nodes is None else o.nodes > 1, _lt(ic.inter_node_bandwidth, GBPS400)),
        None if ic.intra_node is None else ic.intra_node != "nvlink",
        None if ic.inter_node is None else ic.inter_node == "ethernet",
        None if ic.rdma is None else ic.rdma is False,
        None if st.type is None else st.type in ("hdd", "sata-ssd"),
        _lt(st.capacity, TB2),
        _lt(st.throughput, GBS2),
        _lt(net.bandwidth, GBPS10),
        None if net.rate_limited is None else net.rate_limited is True,
        _lt(total, GB640),
        _lt(o.cpu.cores, 64),
        _lt(o.memory, GB512),
        None if pr.billing_granularity is None else pr.billing_granularity > H24,
        None if pr.minimum_term is None else pr.minimum_term > D30,
        _lt(g.memory_bandwidth, TBS2),
        _lt(g.peak_bf16, TF900),
        _lt(clause.percent if clause is not None else None, AV),
    ]


def offers(n: int, seed: int = 7) -> list[dict[str, Any]]:
    rnd = random.Random(seed)

    def pick(*choices: Any) -> Any:
        return None if rnd.random() < 0.15 else rnd.choice(choices)

    out = []
    for _ in range(n):
        clauses = (
            None
            if rnd.random() < 0.3
            else {"availability": {"status": "present", "percent": pick("99%", "99.5%", "99.9%")}}
        )
        out.append(
            {
                "offer": {
                    "gpu": {
                        "memory": pick("40 GB", "80 GB", "24 GB"),
                        "count_per_node": pick(4, 8),
                        "sharing": pick("dedicated", "mig", "vgpu"),
                        "memory_bandwidth": pick("2 TB/s", "3.35 TB/s"),
                        "peak_bf16": pick("312 TFLOPS", "989 TFLOPS"),
                    },
                    "nodes": pick(1, 2, 8),
                    "interconnect": {
                        "intra_node": pick("nvlink", "pcie"),
                        "inter_node": pick("infiniband", "ethernet"),
                        "inter_node_bandwidth": pick("200 Gb/s", "400 Gb/s", "3200 Gb/s"),
                        "rdma": pick(True, False),
                    },
                    "cpu": {"cores": pick(32, 64, 128)},
                    "memory": pick("256 GB", "1 TB"),
                    "storage": {
                        "type": pick("nvme", "hdd", "sata-ssd"),
                        "capacity": pick("1 TB", "4 TB"),
                        "throughput": pick("500 MB/s", "6 GB/s"),
                    },
                    "network": {"bandwidth": pick("1 Gb/s", "25 Gb/s"), "rate_limited": pick(True, False)},
                    "pricing": {
                        "billing_granularity": pick("1 h", "1 d", "7 d"),
                        "minimum_term": pick("1 d", "1 month", "1 y"),
                    },
                    "clauses": clauses,
                }
            }
        )
    return out


def best_of(repeat: int, fn: Callable[[], object]) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


REGO = """package bench
import rego.v1
o := input.offer
r["gpu.memory"] := o.gpu.memory < 80e9 if o.gpu.memory
r["gpu.sharing"] := o.gpu.sharing in {"mig", "vgpu", "container-quota", "shared"} if o.gpu.sharing
r["gpu.count"] := o.gpu.count_per_node < 8 if o.gpu.count_per_node
r["net.fabric-bw"] := o.interconnect.inter_node_bandwidth < 50e9 if {
    o.nodes > 1
    o.interconnect.inter_node_bandwidth
}
r["ic.intra"] := o.interconnect.intra_node != "nvlink" if o.interconnect.intra_node
r["ic.inter"] := o.interconnect.inter_node == "ethernet" if o.interconnect.inter_node
r["ic.rdma"] := o.interconnect.rdma == false if is_boolean(o.interconnect.rdma)
r["io.type"] := o.storage.type in {"hdd", "sata-ssd"} if o.storage.type
r["io.capacity"] := o.storage.capacity < 2e12 if o.storage.capacity
r["io.throughput"] := o.storage.throughput < 2e9 if o.storage.throughput
r["net.uplink"] := o.network.bandwidth < 1.25e9 if o.network.bandwidth
r["net.limited"] := o.network.rate_limited == true if is_boolean(o.network.rate_limited)
r["gpu.total-mem"] := o.gpu.memory * o.gpu.count_per_node < 640e9 if { o.gpu.memory; o.gpu.count_per_node }
r["cpu.cores"] := o.cpu.cores < 64 if o.cpu.cores
r["host.ram"] := o.memory < 512e9 if o.memory
r["price.granularity"] := o.pricing.billing_granularity > 86400 if o.pricing.billing_granularity
r["price.term"] := o.pricing.minimum_term > 2592000 if o.pricing.minimum_term
r["gpu.hbm-bw"] := o.gpu.memory_bandwidth < 2e12 if o.gpu.memory_bandwidth
r["gpu.bf16"] := o.gpu.peak_bf16 < 900e12 if o.gpu.peak_bf16
r["sla.availability"] := o.clauses.availability.percent < 0.995 if o.clauses.availability.percent
"""


def _base_units(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _base_units(v) for k, v in value.items() if v is not None}
    if isinstance(value, str) and value[:1].isdigit():
        return float(parse_quantity(value).magnitude)
    return value


def bench_rego(data: list[dict[str, Any]], repeat: int) -> float | None:
    """Rego (regopy, prebuilt bundle) over the same offers as JSON in base units; None if not installed."""
    try:
        from regopy import Interpreter
    except ImportError:
        return None
    rego = Interpreter()
    rego.add_module("bench", REGO)
    bundle = rego.build("data.bench.r", ["bench"])
    inputs = [json.dumps(_base_units(d)) for d in data]
    rego.set_input_term(inputs[0])
    first = str(rego.query_bundle(bundle))
    assert '"bindings"' in first or '"expressions"' in first, f"Rego policy did not evaluate: {first[:200]}"

    def run() -> None:
        for doc in inputs:
            rego.set_input_term(doc)
            rego.query_bundle(bundle)

    return best_of(repeat, run) / len(data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--offers", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    data = offers(args.offers)
    all_facts = [Facts(FactTree.model_validate(d)) for d in data]
    with tempfile.TemporaryDirectory() as tmp:
        pack = Path(tmp) / "bench.rules"
        pack.write_text(pack_text(), encoding="utf-8")
        ruleset = load_rules([pack], include_default=False)
    for f in all_facts:
        assert ruleset.verdicts(f) == hand_written(f.tree), "engine and hand-written checks disagree"
    n = len(all_facts)
    hand = best_of(args.repeat, lambda: [hand_written(f.tree) for f in all_facts]) / n
    verdicts = best_of(args.repeat, lambda: [ruleset.verdicts(f) for f in all_facts]) / n
    findings = best_of(args.repeat, lambda: [ruleset.evaluate(f) for f in all_facts]) / n
    rego = bench_rego(data, max(1, args.repeat // 2))
    print(f"{len(ruleset.rules)} rules, {n} offers, best of {args.repeat}; µs per offer (all rules)")
    print(f"  hand-written Python           {hand * 1e6:9.1f}")
    print(f"  compiled rules, verdicts      {verdicts * 1e6:9.1f}   ratio {verdicts / hand:5.2f}x")
    print(
        f"  compiled rules, full findings {findings * 1e6:9.1f}   ratio {findings / hand:5.2f}x "
        "(messages, evidence, questions, fingerprints)"
    )
    if rego is None:
        print("  Rego (regopy)                 not installed (pip install regopy)")
    else:
        print(f"  Rego (regopy, bundle)         {rego * 1e6:9.1f}   ratio {rego / hand:5.2f}x")


if __name__ == "__main__":
    main()
