"""Facts computed from other resolved facts, as candidates for a second resolution: the per-node
count from a cluster total over the node count (and back), one implied node, RAM and fabric per GPU
times the GPUs, a per-node peak over the GPUs, the catalogue SKU of the model. Each carries a note
saying how it was computed, so ``audit read`` shows the arithmetic.
"""

from __future__ import annotations

import re
from dataclasses import replace

from auditor.ingest.reading import Candidate, Resolved
from auditor.units import Quantity


def _cluster_count(resolved: dict[str, Resolved], count: int, nodes: int) -> int | None:
    """The per-node count of a GPU count that no server of the model holds but the nodes do in equal shares."""
    from auditor.sizing.catalog import match_gpu

    model, memory = resolved.get("gpu.model"), resolved.get("gpu.memory")
    if model is None or count % nodes:
        return None
    spec = match_gpu(str(model.chosen.value), memory.chosen.value if memory else None)
    most = spec.max_per_node if spec is not None and not spec.candidates else None
    return count // nodes if most and count > most >= count // nodes else None


def derived(resolved: dict[str, Resolved]) -> list[Candidate]:
    """Facts computed from other facts: a cluster total over the node count, RAM per GPU × GPUs."""
    out: list[Candidate] = []

    def chosen(path: str) -> Candidate | None:
        res = resolved.get(path)
        return res.chosen if res else None

    nodes, total, per = chosen("nodes"), chosen("gpu.count_total"), chosen("gpu.count_per_node")
    if per is not None and nodes is not None and nodes.value > 1 and total is None \
            and (split := _cluster_count(resolved, per.value, nodes.value)) is not None:
        # "Nodes | 2" over "GPUs | 16x H100 SXM5": more GPUs than one server of the model holds, in whole servers
        out.append(Candidate("gpu.count_total", per.value, per.evidence, where=per.where, order=per.order,
                             option=per.option, stated_total=True, note="more GPUs than one server holds"))
        out.append(replace(per, value=split, stated_total=True,
                           note=f"{per.value} GPUs ÷ {nodes.value} nodes: more than one server of the model holds"))
        total, per = out[-2], out[-1]
    if per is not None and nodes is not None and nodes.value > 1 and total is None:
        # "64 GPUs, delivered as 8 servers with 8 GPUs each": a count that is the node count times
        # another stated per-node count is the cluster's total, not a node's.
        smaller = [c for c in resolved["gpu.count_per_node"].beaten
                   if c.value and per.value == c.value * nodes.value]
        if smaller:
            out.append(Candidate("gpu.count_total", per.value, per.evidence, where=per.where, order=per.order,
                                 stated_total=True, note="the node count times the per-node count"))
            out.append(replace(smaller[0], stated_total=True, note=f"{per.value} GPUs ÷ {nodes.value} nodes"))
            total, per = out[0], out[1]
    if total is not None and nodes is not None and nodes.value and total.value % nodes.value == 0:
        out.append(Candidate("gpu.count_per_node", total.value // nodes.value, [*total.evidence, *nodes.evidence],
                             where=total.where, order=total.order, computed=True,
                             note=f"{total.value} GPUs ÷ {nodes.value} nodes"))
    if total is not None and per is not None and nodes is None and per.value and total.value % per.value == 0:
        out.append(Candidate("nodes", total.value // per.value, [*total.evidence, *per.evidence],
                             where=total.where, order=total.order, computed=True,
                             note=f"{total.value} GPUs ÷ {per.value} per node"))
    titled = [c for c in resolved["gpu.count_per_node"].beaten if c.where == "heading" and 1 < c.value < per.value] \
        if per is not None and nodes is None and total is None else []
    if titled:
        # "Subject: Quotation EG-2612-014 - A100 x 2" above "每台 per server：8 × A100": fewer GPUs than one server
        # holds, so the title counts the servers
        nodes = Candidate("nodes", titled[0].value, titled[0].evidence, where=titled[0].where, order=titled[0].order,
                          computed=True, note=f"a title's count under the {per.value} GPUs of one server")
        out.append(nodes)
    slice_ = chosen("gpu.mig_profile")
    if per is None and total is None and slice_ is not None and chosen("gpu.count_loose") is None:
        # "A100 独享型 … 通过 MIG 切出来的 3g.40gb 实例": an instance that is one MIG slice holds one GPU's slice
        per = Candidate("gpu.count_per_node", 1, slice_.evidence, where=slice_.where, order=slice_.order,
                        computed=True, weak=True, note="a MIG instance is a slice of one GPU")
        out.append(per)
    if nodes is None and total is None and (per is not None or chosen("gpu.count_loose") is not None):
        basis = per or chosen("gpu.count_loose")
        assert basis is not None
        nodes = Candidate("nodes", 1, basis.evidence, where=basis.where, order=basis.order, computed=True,
                          weak=True, note="implied: a server's configuration with no node count is one server")
        out.append(nodes)
    loose = chosen("gpu.count_loose")
    if loose is not None and per is None and total is None and loose.value:
        n = nodes.value if nodes is not None else 1
        if n > 1 and loose.value > 8 and loose.value % n == 0:  # "4 台（32 张 H20）": the cluster's GPUs
            per_value, note = loose.value // n, f"{loose.value} GPUs ÷ {n} nodes"
        else:
            per_value, note = loose.value, "a GPU count stated without per node or in total"
        out.append(Candidate("gpu.count_per_node", per_value, loose.evidence, where=loose.where,
                             order=loose.order, option=loose.option, computed=True, weak=True, note=note))
        per = out[-1]
    count = per.value if per is not None else (total.value // nodes.value if total and nodes and nodes.value else None)
    ram = chosen("memory_per_gpu")
    if ram is not None and count:
        q = ram.value
        out.append(Candidate("memory", Quantity(q.magnitude * count, q.dims, q.unit), ram.evidence, where=ram.where,
                             order=ram.order, option=ram.option, computed=True, note=f"{q} per GPU × {count}"))
    link = chosen("interconnect.per_gpu_bandwidth")
    if link is not None and count:
        q = link.value
        out.append(Candidate("interconnect.inter_node_bandwidth", Quantity(q.magnitude * count, q.dims, q.unit),
                             link.evidence, where=link.where, order=link.order, computed=True, role="fabric",
                             note=f"{q} per GPU × {count}"))
    peak = chosen("gpu.peak_bf16_node")
    if peak is not None and count:
        q = peak.value
        out.append(Candidate("gpu.peak_bf16", Quantity(q.magnitude / count, q.dims, q.unit), peak.evidence,
                             where=peak.where, order=peak.order, computed=True, note=f"{q} per node ÷ {count}"))
    invoiced, unit = chosen("pricing.invoiced_every"), chosen("pricing.unit")
    if invoiced is not None and unit is not None and "pricing.billing_granularity" not in resolved:
        period = {"1 month": "month", "1 day": "day"}.get(str(invoiced.value))
        if period is not None and str(unit.value).endswith(f"-{period}"):
            # "¥ 54,000 /台/月 … 按月结算": a monthly price invoiced monthly is billed by the month; an hourly price
            # invoiced monthly is still metered by the hour
            out.append(replace(invoiced, path="pricing.billing_granularity", computed=True,
                               note=f"a {unit.value} price invoiced every {period}: billed by the {period}"))
    price = chosen("pricing.unit_price")
    # a price per period only ("USD/h", "CNY/month"), counted per nothing
    period = re.fullmatch(r"[A-Z]{3}/(h|month)", str(price.value.unit)) if price is not None and isinstance(
        price.value, Quantity) else None
    if unit is None and period and count == 1 and (nodes is None or nodes.value == 1) and total is None:
        # "h200.dedicated | 1 x H200 | $2.15 / hr": an instance of one GPU priced by the hour is priced per GPU-hour
        out.append(Candidate("pricing.unit", f"gpu-{'hour' if period.group(1) == 'h' else 'month'}", price.evidence,
                             where=price.where, order=price.order, option=price.option, computed=True, weak=True,
                             note="the price of an instance of one GPU"))
    model = chosen("gpu.model")
    if model is not None and "gpu.sku" not in resolved:
        from auditor.sizing.catalog import match_gpu

        memory = chosen("gpu.memory")
        spec = match_gpu(str(model.value), memory.value if memory else None)
        if spec is not None and not spec.candidates:
            out.append(Candidate("gpu.sku", spec.sku, model.evidence, where=model.where, order=model.order,
                                 option=model.option, weak=True, note="catalogue match of the model"))
    form = chosen("gpu.form_factor")
    if form is not None and form.value == "pcie" and "interconnect.intra_node" not in resolved:
        # "8 x NVIDIA L40S 48GB, PCIe Gen4": cards in PCIe slots with no NVLink stated talk over PCIe
        out.append(Candidate("interconnect.intra_node", "pcie", form.evidence, where=form.where, order=form.order,
                             option=form.option, weak=True, note="PCIe cards, no NVLink stated"))
    return out
