"""Questions a buyer can mail: one per topic, for the facts that left rules unverified.

A missing fact goes to one of three audiences. Offer facts (and the GPU model the catalogue
needs) are the vendor's to state: they gather into one question per topic ("GPU interconnect:
state the intra-node link and send `nvidia-smi topo -m`"), each fact asked once, worded from the
catalogue below in English or Chinese, never from internal fact paths. Probe facts are measured
at delivery (the acceptance list, not the vendor's questions); target and sizing facts are the
auditor's own inputs (``--model``). A claim the offer does not make (a BF16 peak, a memory
bandwidth, an NVLink figure) and a figure missing from the GPU catalogue ask nothing: there is
nothing for the vendor to answer.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, Literal, NamedTuple

Audience = Literal["vendor", "acceptance", "input"]


class Question(NamedTuple):
    """One question, typed: what it is about, whom it is for, the facts it settles, its text."""

    topic: str
    audience: Audience
    facts: tuple[str, ...]
    text: str


class _Ask(NamedTuple):
    """One thing to state, in English and Chinese; ``key`` merges facts that ask the same thing."""

    key: str
    en: str
    zh: str


class _Topic(NamedTuple):
    en: str
    zh: str
    send: str | None = None  # a command whose output settles the topic before signing


# Topics in the order a question list reads them.
TOPICS: dict[str, _Topic] = {
    "gpu": _Topic("GPU model", "GPU 型号", "nvidia-smi -L"),
    "size": _Topic("Cluster size", "集群规模"),
    "allocation": _Topic("GPU allocation", "GPU 分配方式"),
    "interconnect": _Topic("GPU interconnect", "GPU 互联", "nvidia-smi topo -m"),
    "fabric": _Topic("Network between nodes", "节点间网络", "ibstat"),
    "network": _Topic("Internet uplink", "公网带宽"),
    "storage": _Topic("Storage", "存储"),
    "host": _Topic("Host", "主机配置"),
    "price": _Topic("Price", "价格"),
    "contract": _Topic("Contract", "合同"),
    "availability": _Topic("Availability (SLA)", "可用性（SLA）"),
    "credits": _Topic("Service credits", "服务赔偿"),
    "acceptance": _Topic("Acceptance", "验收"),
    "deletion": _Topic("Data deletion", "数据删除"),
    "terms": _Topic("Other contract terms", "其他合同条款"),
}

_SHARING = _Ask("sharing", "whether every GPU is a dedicated whole GPU (no MIG, vGPU, container quota or time-sharing)",
                "每张 GPU 是否为整卡独享（无 MIG、vGPU、容器配额或分时复用）")
_FABRIC = _Ask("fabric", "the fabric (InfiniBand or RoCE with GPUDirect RDMA)",
               "网络类型（InfiniBand 或支持 GPUDirect RDMA 的 RoCE）")
_STORAGE_TYPE = _Ask("type", "the storage type (local NVMe, SATA SSD, HDD or network storage)",
                     "存储类型（本地 NVMe、SATA SSD、机械硬盘还是网络存储）")
_EXCLUSIONS = _Ask("exclusions", "what it excludes (whether failed GPUs, drives or servers count as downtime)",
                   "排除哪些情形（GPU、硬盘或服务器故障是否计为不可用）")
_GPU_MODEL = _Ask("model", "the exact GPU model with its form factor and memory (e.g. H100 SXM5 80 GB)",
                  "确切的 GPU 型号、规格与显存（如 H100 SXM5 80 GB）")

# Fact path prefix → (topic, what to state); the longest prefix wins. ``None``: nothing to ask.
ASKS: dict[str, tuple[str, _Ask] | None] = {
    "gpu_spec": ("gpu", _GPU_MODEL),
    "offer.gpu.model": ("gpu", _GPU_MODEL),
    "offer.gpu.sku": ("gpu", _GPU_MODEL),
    "offer.gpu.form_factor": ("gpu", _Ask("form", "the form factor (SXM or PCIe)", "规格（SXM 还是 PCIe）")),
    "offer.gpu.memory": ("gpu", _Ask("memory", "the memory per GPU", "每卡显存")),
    "offer.gpu.count_per_node": ("size", _Ask("gpus", "the number of GPUs per node", "每节点 GPU 数量")),
    "offer.nodes": ("size", _Ask("nodes", "the number of nodes", "节点数量")),
    "offer.gpu.sharing": ("allocation", _SHARING),
    "offer.gpu.mig_profile": ("allocation", _SHARING),
    "offer.gpu.peak_bf16": None,
    "offer.gpu.memory_bandwidth": None,
    "offer.interconnect.nvlink_bandwidth": None,
    "offer.interconnect.intra_node": ("interconnect", _Ask(
        "link", "the link between the GPUs of a node (NVLink/NVSwitch or PCIe)",
        "节点内 GPU 之间的互联方式（NVLink/NVSwitch 还是 PCIe）")),
    "offer.interconnect.topology": ("interconnect", _Ask(
        "topology", "whether every GPU pair is linked (a full mesh) or only pairs",
        "是否任意两卡之间都直连（全互联），还是仅成对连接")),
    "offer.interconnect.inter_node": ("fabric", _FABRIC),
    "offer.interconnect.rdma": ("fabric", _FABRIC),
    "offer.interconnect.inter_node_bandwidth": ("fabric", _Ask(
        "ports", "its ports per node and their rate (e.g. 8× 400 Gb/s NDR)",
        "每节点端口数与单端口速率（如 8×400 Gb/s NDR）")),
    "offer.network.bandwidth": ("network", _Ask("bandwidth", "the uplink bandwidth per node", "每节点公网带宽")),
    "offer.network": ("network", _Ask(
        "limit", "whether it is rate limited or sold as burst bandwidth", "是否限速或仅为突发带宽")),
    "offer.storage.type": ("storage", _STORAGE_TYPE),
    "offer.storage.capacity": ("storage", _Ask("capacity", "the capacity per node", "每节点容量")),
    "offer.storage.shared": ("storage", _Ask(
        "shared", "whether it is shared with other customers", "是否与其他客户共享")),
    "offer.storage.throughput": ("storage", _Ask(
        "throughput", "its guaranteed sequential read throughput per node", "每节点保证的顺序读吞吐")),
    "offer.storage": ("storage", _STORAGE_TYPE),
    "offer.cpu": ("host", _Ask("cpu", "the physical CPU cores per node", "每节点物理 CPU 核数")),
    "offer.memory": ("host", _Ask("ram", "the host RAM per node", "每节点主机内存")),
    "offer.pricing": ("price", _Ask(
        "price", "the unit price and what it is per (GPU-hour, node-month)",
        "单价及计价单位（每卡每小时、每节点每月）")),
    "offer.clauses": ("contract", _Ask(
        "contract", "send the signed contract or its draft (service agreement with its SLA annex)",
        "请提供已签署的合同或合同草稿（服务协议及 SLA 附件）")),
    "offer.clauses.availability": ("availability", _Ask(
        "level", "the monthly availability it commits to for the servers you rent", "对所租服务器承诺的月度可用性")),
    "offer.clauses.availability.exclusions": ("availability", _EXCLUSIONS),
    "offer.clauses.exclusions": ("availability", _EXCLUSIONS),
    "offer.clauses.compensation": ("credits", _Ask(
        "tiers", "the credit for each availability tier, as a share of the monthly fee",
        "每档可用性对应的赔偿（占月费的比例）")),
    "offer.clauses.compensation.cap": ("credits", _Ask("cap", "any cap on the credits", "赔偿是否封顶")),
    "offer.clauses.compensation.claim_window": ("credits", _Ask(
        "window", "the time allowed to claim a credit", "申请赔偿的期限")),
    "offer.clauses.compensation.sole_remedy": ("credits", _Ask(
        "sole", "whether credits are the only remedy", "赔偿是否为唯一补救方式")),
    "offer.clauses.acceptance": ("acceptance", _Ask(
        "test",
        "the acceptance test and the measurable figures it must reach (all-reduce bandwidth, MFU, storage throughput)",
        "验收测试及须达到的可测指标（all-reduce 带宽、MFU、存储吞吐）")),
    "offer.clauses.acceptance.deemed": ("acceptance", _Ask(
        "deemed", "whether the servers are accepted only after that test passes", "是否仅在测试通过后才视为验收")),
    "offer.clauses.data_deletion": ("deletion", _Ask(
        "period", "how many days after the term your data is erased, with a written certificate",
        "租期结束后多少天内删除数据并出具书面证明")),
    "offer.clauses.gpu_model": ("terms", _Ask("gpu_model", "the exact GPU model", "确切 GPU 型号")),
    "offer.clauses.gpu_memory": ("terms", _Ask("gpu_memory", "the full memory per GPU", "每卡完整显存")),
    "offer.clauses.interconnect": ("terms", _Ask("interconnect", "the GPU interconnect", "GPU 互联")),
    "offer.clauses.dedicated": ("terms", _Ask("dedicated", "dedicated whole GPUs", "整卡独享")),
    "offer.clauses.storage": ("terms", _Ask("storage", "the storage type and throughput", "存储类型与吞吐")),
    "offer.clauses.network": ("terms", _Ask("network", "the network bandwidth and any rate limit", "网络带宽与限速")),
    "offer.clauses.billing": ("terms", _Ask("billing", "billing", "计费方式")),
    "offer.clauses.fees": ("terms", _Ask("fees", "fees beyond the unit price", "单价以外的费用")),
    "offer.clauses.termination": ("terms", _Ask("termination", "termination", "解约")),
    "offer.clauses.liability": ("terms", _Ask("liability", "the liability cap", "责任上限")),
    "offer.conflicts": None,
    "offer.hidden_text": None,
    "offer.statements": None,
}

_ORDER = {ask.key: i for i, ask in enumerate(dict.fromkeys(v[1] for v in ASKS.values() if v is not None))}

# Claims a rule checks only when the offer makes them: named, never asked.
CLAIMS: dict[str, _Ask] = {
    "offer.gpu.peak_bf16": _Ask("peak", "a BF16 peak claimed per GPU", "所报每卡 BF16 峰值"),
    "offer.gpu.memory_bandwidth": _Ask("membw", "a memory bandwidth claimed per GPU", "所报每卡显存带宽"),
    "offer.interconnect.nvlink_bandwidth": _Ask("nvlinkbw", "an NVLink bandwidth claimed per GPU",
                                                "所报每卡 NVLink 带宽"),
}


def fact_name(path: str, lang: str = "en") -> str | None:
    """A missing offer fact named as a reader says it ("the memory per GPU", "每卡显存"), or None."""
    parts = path.split(".")
    for n in range(len(parts), 0, -1):
        prefix = ".".join(parts[:n])
        found = CLAIMS.get(prefix) or (ASKS.get(prefix) or (None, None))[1]
        if found is not None:
            return found.zh if lang == "zh" else found.en
    return None


# Measurements at delivery, by probe branch: the command whose output settles them.
PROBE_COMMANDS: dict[str, str] = {
    "smi": "nvidia-smi", "gpu_names": "nvidia-smi -L", "gpu_count": "nvidia-smi -L", "smi_list": "nvidia-smi -L",
    "mig_enabled": "nvidia-smi -q", "gpu_health": "nvidia-smi -q", "smi_clock": "nvidia-smi -q -d CLOCK",
    "topo": "nvidia-smi topo -m", "nvlink": "nvidia-smi nvlink -s", "nccl": "all_reduce_perf -b 8 -e 8G -f 2 -g 8",
    "nvbandwidth": "nvbandwidth -j", "ibstat": "ibstat", "ib_bw": "ib_write_bw -a --report_gbits",
    "iperf3": "iperf3 -c SERVER -P 8 -t 30 -J", "fio": "fio --rw=read --bs=1M --direct=1 --output-format=json",
    "dmesg": "dmesg", "dcgm_diag": "dcgmi diag -r 2 -j",
}
_TRAIN = ("the log of a fixed-step training benchmark (tokens/s or MFU), on one GPU and on all of them",
          "固定步数训练基准的日志（tokens/s 或 MFU），单卡与全部卡各一次")
_COMMAND = re.compile(r"^(?:nvidia-smi|all_reduce_perf|nccl-tests|fio|iperf3|ibstat|ib_\w+|ibv_\w+|nvbandwidth|"
                      r"dcgmi|dmesg|lspci)\b[^()]*")


def audience(path: str) -> Audience:
    """Whom a missing fact is for: the vendor (offer, GPU model), the acceptance run (probes), the auditor."""
    if path == "probe" or path.startswith("probe."):
        return "acceptance"
    if path.split(".")[0] in ("sizing", "target"):
        return "input"
    return "vendor"


def _settled(path: str, root: Any) -> bool:
    """A fact the documents settle by another they state: local NVMe or SATA disks are nobody else's."""
    storage = getattr(getattr(root, "offer", None), "storage", None)
    return path == "offer.storage.shared" and getattr(storage, "type", None) in ("nvme", "sata-ssd", "hdd")


def _ask_for(path: str, root: Any) -> tuple[str, _Ask] | None:
    if _settled(path, root):
        return None
    if path.startswith("gpu_spec") and getattr(root, "gpu_spec", None) is not None:
        return None  # the catalogue knows the GPU but lacks this figure: nothing for the vendor to state
    if path.startswith("offer.clauses.") and getattr(getattr(root, "offer", None), "clauses", None) is None:
        return ASKS["offer.clauses"]  # no contract was read at all: ask for it, not for each clause
    parts = path.split(".")
    for n in range(len(parts), 0, -1):
        prefix = ".".join(parts[:n])
        if prefix in ASKS:
            return ASKS[prefix]
    return None


def _item(ask: _Ask, root: Any, lang: str) -> str:
    """What to state; the GPU model asks for the variant of a model the offer names."""
    model = getattr(getattr(getattr(root, "offer", None), "gpu", None), "model", None)
    if ask is _GPU_MODEL and model:
        return (f"{model} 的具体版本：规格（SXM 还是 PCIe）与显存" if lang == "zh"
                else f"which {model} it is: its form factor (SXM or PCIe) and memory")
    return ask.zh if lang == "zh" else ask.en


def _join(items: list[str], lang: str) -> str:
    if lang == "zh":
        return "、".join(items[:-1]) + "和" + items[-1] if len(items) > 1 else items[0]
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else items[0]


def vendor_questions(missing: Iterable[str], root: Any, lang: str = "en") -> list[Question]:
    """The vendor's questions for these missing facts: one per topic, each thing asked once."""
    asked: dict[str, dict[str, tuple[_Ask, list[str]]]] = {}
    for path in dict.fromkeys(missing):
        if audience(path) != "vendor":
            continue
        found = _ask_for(path, root)
        if found is None:
            continue
        topic, ask = found
        entry = asked.setdefault(topic, {}).setdefault(ask.key, (ask, []))
        entry[1].append(path)
    out: list[Question] = []
    for topic, spec in TOPICS.items():
        if topic not in asked:
            continue
        entries = sorted(asked[topic].values(), key=lambda e: _ORDER[e[0].key])
        facts = tuple(p for _, paths in entries for p in paths)
        items = [_item(ask, root, lang) for ask, _ in entries]
        out.append(Question(topic, "vendor", facts, _sentence(spec, items, lang)))
    return out


def _sentence(spec: _Topic, items: list[str], lang: str) -> str:
    if spec is TOPICS["contract"]:
        return f"{spec.zh}：{items[0]}。" if lang == "zh" else f"{spec.en}: {items[0]}."
    send = spec.send
    if lang == "zh":
        tail = f"，并提供一台同型号机器上 `{send}` 的输出" if send else ""
        return f"{spec.zh}：请写明{_join(items, lang)}{tail}。"
    tail = f", and send `{send}` from a machine of this type" if send else ""
    return f"{spec.en}: please state {_join(items, lang)}{tail}."


def acceptance_request(path: str, needs: list[tuple[str, str]], lang: str = "en") -> Question:
    """The measurement that settles a probe fact: the command the rule names, else its probe's own."""
    how = next((text for prefix, text in sorted(needs, key=lambda n: -len(n[0]))
                if path == prefix or path.startswith(prefix + ".")), None)
    branch = path.split(".")[1] if "." in path else ""
    found = _COMMAND.match(how or "")
    command = found.group().strip() if found else PROBE_COMMANDS.get(branch)
    if command:
        text = (f"请在交付的机器上运行 `{command}` 并提供输出。" if lang == "zh"
                else f"Run `{command}` on the delivered machine and send its output.")
    else:
        what = _TRAIN[1] if lang == "zh" else _TRAIN[0]
        text = f"请在交付的机器上提供{what}。" if lang == "zh" else f"Send from the delivered machine {what}."
    return Question(command or branch, "acceptance", (path,), text)


def input_request(lang: str = "en") -> Question:
    text = ("请用 --model 与 --mode 指定要训练的模型后重新审计。" if lang == "zh"
            else "Re-run the audit with --model and --mode to size the job.")
    return Question("target", "input", ("target",), text)


def finding_questions(missing: list[str], needs: list[tuple[str, str]], root: Any,
                      lang: str = "en") -> list[Question]:
    """Every question one unverified finding raises: the vendor's, then the measurements, then inputs."""
    out = vendor_questions(missing, root, lang)
    seen: set[str] = set()
    for path in missing:
        kind = audience(path)
        q = acceptance_request(path, needs, lang) if kind == "acceptance" else (
            input_request(lang) if kind == "input" else None)
        if q is not None and q.text not in seen:
            seen.add(q.text)
            out.append(q)
    return out


def gather_questions(findings: Iterable[Any], root: Any, lang: str = "en") -> list[Question]:
    """The questions to mail the vendor for a whole audit: one per topic, over every unverified finding.

    Only ``unverified`` findings ask; a rule not run (acceptance checks before delivery) or decided asks nothing.
    """
    missing = [p for f in findings if f.status == "unverified" and f.waiver is None for p in f.missing]
    return vendor_questions(missing, root, lang)
