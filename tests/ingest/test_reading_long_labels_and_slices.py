"""Two families written for the test, in both languages.

Long labels: English order forms and spec sheets label a line with several words ("System memory per server",
"Local NVMe data storage per node", "Inter-node network bandwidth"); such a line is a key:value line like "内存：2TB",
and a fabric row that gives only its rate is the fabric's rate.

What one sold unit gets: where the vendor sells an instance, a MIG slice or a vGPU, the memory that unit has
("显存配额 40GB", "单实例显存", "MIG profile 3g.40gb", "vGPU profile A100-40C") narrows the physical card's "80GB".
"""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", text))


GPU = "GPU: 8 x NVIDIA H100 SXM5 80GB\n"


@pytest.mark.parametrize(("line", "path", "value"), [
    ("System memory per server: 2 TB DDR5", "memory", "2 TB"),
    ("Host memory (RAM) per node: 1,024 GB", "memory", "1024 GB"),
    ("Local NVMe data storage per node: 8 x 3.84 TB", "storage.capacity", "30.72 TB"),
    ("Number of servers (nodes): 4", "nodes", 4),
    ("Inter-node network bandwidth: 3.2 Tb/s", "interconnect.inter_node_bandwidth", "3.2 Tb/s"),
    ("Inter-node fabric per node: 3200 Gbps", "interconnect.inter_node_bandwidth", "3200 Gb/s"),
    ("节点间网络：3.2Tbps", "interconnect.inter_node_bandwidth", "3.2 Tb/s"),
    ("单台内存：2TB DDR5", "memory", "2 TB"),
])
def test_a_line_labelled_with_several_words_is_read(line: str, path: str, value: object) -> None:
    offer = read(GPU + line)
    got = offer
    for part in path.split("."):
        got = getattr(got, part)
    assert got == (parse_quantity(value) if isinstance(value, str) else value)


def test_a_sentence_with_a_colon_is_not_taken_for_a_label() -> None:
    """A long head that names no field leaves its line to the prose reading: the facts after the colon are read."""
    offer = read("Here is what we can deliver next week for your team: 8x H100 SXM5 80GB, 2 TB RAM.")
    assert offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("2 TB")


def test_a_fabric_rate_per_gpu_is_not_the_nodes_rate() -> None:
    offer = read(GPU + "Inter-node network bandwidth: 400 Gb/s per GPU")
    assert offer.interconnect.inter_node_bandwidth != parse_quantity("400 Gb/s")


@pytest.mark.parametrize("text", [
    "GPU：NVIDIA H800 SXM5（物理卡 80GB HBM3）\n单实例显存：40GB 显存配额",
    "基于 NVIDIA H800 SXM5 80GB 物理集群。每个容器实例分配 1 卡算力单元，显存配额 40GB。",
    "Hardware: 8 x NVIDIA A100 SXM4 80GB\nAllocation unit: One GPU instance = MIG profile 3g.40gb (3 compute slices).",
    "Each instance gets one MIG 3g.40gb slice of an A100 80GB.",
    "GPU: NVIDIA A100 SXM4 80GB\nvGPU profile: A100-40C, allocated per instance",
    "GPU memory per instance: 40 GB (vGPU on A100 80GB)",
])
def test_the_sold_units_memory_narrows_the_cards(text: str) -> None:
    assert read(text).gpu.memory == parse_quantity("40 GB")


@pytest.mark.parametrize("text", [
    "GPU: 8 x NVIDIA A100 SXM4 80GB, dedicated; MIG can be enabled on request (e.g. 7 x 1g.10gb)",
    "GPU：8 × A100 80GB 整卡独享，支持 MIG（最多 7 个 1g.10gb 实例）",
])
def test_a_mig_profile_the_offer_only_allows_does_not_shrink_the_card(text: str) -> None:
    assert read(text).gpu.memory == parse_quantity("80 GB")
