"""A denied feature is not offered, and a denied slice is a promise of whole GPUs: "shall not
enable MIG, vGPU or any form of time-slicing", "不做切分", "No NVLink: GPUs talk over PCIe"."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer
from auditor.units import parse_quantity


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("contract.txt", text))


@pytest.mark.parametrize("text", [
    "The Provider shall not enable MIG, vGPU or any form of time-slicing on the GPUs.",
    "乙方不得对 GPU 进行 MIG、vGPU 或任何形式的切分。",
    "整机独享，不切分，不超售。",
])
def test_a_denied_slice_is_dedicated(text: str) -> None:
    assert read(text).gpu.sharing == "dedicated"


@pytest.mark.parametrize("text", [
    "8 x H100 80GB SXM5 per node. MIG and vGPU are disabled on every GPU.",
    "8 x H100 80GB SXM5 per node; MIG off; billed per GPU-hour.",
    "8 x A100 80GB per server. MIG will not be enabled during the term.",
    "每台 8 张 H100 80GB，MIG 已关闭，按卡时计费。",
    "每台 8 张 A800 80GB，vGPU 禁用，按月计费。",
])
def test_a_slice_switched_off_is_dedicated(text: str) -> None:
    assert read(text).gpu.sharing == "dedicated"


@pytest.mark.parametrize("text", [
    "8 x H100 80GB per node, MIG enabled: 7 × 1g.10gb instances per GPU, payoff within the term.",
    "每台 8 张 A100，开启 MIG，每卡切分为 7 个实例。",
])
def test_a_slice_switched_on_is_a_slice(text: str) -> None:
    assert read(text).gpu.sharing == "mig"


@pytest.mark.parametrize("text", [
    "No NVLink: the four GPUs communicate over PCIe through the CPU root complex.",
    "卡间互联：PCIe 4.0 直连，无 NVLink 桥。",
])
def test_no_nvlink_with_gpus_on_pcie_is_a_pcie_link(text: str) -> None:
    offer = read(text)
    assert offer.interconnect.intra_node == "pcie"
    assert offer.interconnect.nvlink_bandwidth is None


def test_rdma_not_supported_is_no_rdma() -> None:
    offer = read("Network: 1 x 100 GbE between the servers (TCP only; RDMA not supported on our switches).")
    assert offer.interconnect.rdma is False


@pytest.mark.parametrize("text", [
    "Private network: 25 Gbit/s Ethernet between the servers. InfiniBand and RoCE are not available in this site.",
    "机间网络：25G 以太网。InfiniBand 和 RoCE 均不提供。",
])
def test_fabrics_denied_together_are_not_offered(text: str) -> None:
    offer = read(text)
    assert offer.interconnect.inter_node == "ethernet"
    assert offer.interconnect.inter_node_bandwidth == parse_quantity("25 Gb/s")
    assert offer.interconnect.rdma is not True


@pytest.mark.parametrize("text", [
    "8 x H100 SXM5 80GB per node. Provider will not virtualize, partition (including MIG or vGPU) or oversubscribe "
    "any GPU.",
    "8 x H100 SXM5 80GB per node. The GPUs are never shared, split (e.g. MIG) or time-sliced.",
    "8 x A100 80GB per server. We shall not share, carve up (i.e. MIG) or resell the cards.",
    "每台 8 张 H100 80GB。乙方不对 GPU 虚拟化、切分（如 MIG）或超售。",
    "每台 8 张 A800 80GB，不共享、不切分（包括 MIG、vGPU）、不超售。",
])
def test_a_slice_named_in_a_bracket_of_the_denied_list_is_denied(text: str) -> None:
    # the bracket names what a denied verb covers; an "e.g." inside it does not end the sentence
    assert read(text).gpu.sharing == "dedicated"


@pytest.mark.parametrize("text", [
    "8 x H100 SXM5 80GB per node. We do not resell capacity, and partition (MIG 3g.40gb) is set on every GPU.",
    "8 x H100 SXM5 80GB per node. Cards are not shared; partitioning (MIG 3g.40gb) is set on every GPU.",
])
def test_a_denial_of_something_else_leaves_the_slice(text: str) -> None:
    assert read(text).gpu.sharing == "mig"


@pytest.mark.parametrize("text", [
    "8x A100 SXM4 80GB per node, bare metal. Nothing is shared between the nodes.",
    "每台 8 × A100 SXM4 80GB，物理机交付，没有任何共享。",
])
def test_nothing_shared_denies_the_sharing(text: str) -> None:
    """ "Nothing is shared", "没有任何共享": the sharing word is denied, the servers are not shared."""
    assert offer_from_document(Document.from_text("reply.txt", text)).gpu.sharing != "shared"


@pytest.mark.parametrize("text", [
    "8 x H20 96GB per node. nvidia-smi: MIG mode Disabled on all 8 GPUs.",
    "每台 8 × H20 96GB。MIG 模式关闭，整卡交付。",
    "8 x H100 80GB per node; the MIG feature is not enabled.",
])
def test_a_features_mode_switched_off_denies_it(text: str) -> None:
    # the word for the feature's setting ("mode", "模式", "feature") stands between the feature and its denial
    assert read(text).gpu.sharing != "mig"


@pytest.mark.parametrize(("text", "sharing"), [
    ("8 x H100 PCIe 80GB dedicated server. 7.4 Servers on the Flex plan may be time-sliced with other customers' "
     "workloads during peak demand periods (18:00-23:00).", "shared"),
    ("8 × H100 PCIe 80GB 独享服务器。高峰时段（20:00-24:00）同一台机器的 GPU 分时给其他用户使用。", "shared"),
    ("8 x H100 80GB per node. The Provider shall not enable MIG, vGPU or time-slicing on the GPUs.", "dedicated"),
])
def test_time_slicing_in_the_small_print_shares_the_gpus(text: str, sharing: str) -> None:
    # a small-print clause that time-slices the "dedicated" server with other customers is what is sold
    assert read(text).gpu.sharing == sharing
