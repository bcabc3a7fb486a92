"""The network as order forms, BOMs, cloud notices and call notes write it: the fabric's rails counted after the rate
("400 Gb/s NDR x8", "InfiniBand × 8 / 节点"), an InfiniBand generation without the word InfiniBand, RDMA switched off
("RoCE is not enabled", 未开启 RoCE), an internal (VPC) network beside the public uplink (内网 100Gbps；公网 50Mbps),
and the internet line of a bill of materials. Written for these tests in both languages, after the families of
holdout6's misses."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer
from auditor.units import parse_quantity


def read(text: str, name: str = "quote.txt") -> Offer:
    return offer_from_document(Document.from_text(name, text))


# ---------------------------------------------------------------- rails counted after the rate

@pytest.mark.parametrize("text,total", [
    ("Bare-metal GPU node: 8x NVIDIA H100 SXM5 80GB, NVLink/NVSwitch, 2x Xeon Platinum 8468 (48 cores each), 2 TB "
     "RAM, 4x 7.68 TB NVMe data + 2x 960 GB NVMe boot, 400 Gb/s NDR x8, 10 Gbps internet",
     "3200 Gb/s"),
    ("计算网络：NDR 400Gb/s InfiniBand × 8 / 节点，GPUDirect RDMA", "3200 Gb/s"),
    ("Fabric: HDR 200Gb/s InfiniBand x 8 per node, GPUDirect RDMA", "1600 Gb/s"),
    ("节点间网络：200G HDR × 8（每节点），支持 RDMA", "1600 Gb/s"),
    ("Inter-node: 400G NDR x 4 per server", "1600 Gb/s"),
])
def test_rails_counted_after_the_rate(text: str, total: str) -> None:
    offer = read(text)
    assert offer.interconnect.inter_node == "infiniband"
    assert offer.interconnect.inter_node_bandwidth == parse_quantity(total, "data_rate")


# ---------------------------------------------------------------- RDMA switched off

@pytest.mark.parametrize("text", [
    "Networking between nodes: 4x 100 GbE per node on a standard Ethernet leaf/spine. RoCE is not enabled on this "
    "pod, so NCCL runs over TCP sockets; there is no InfiniBand.",
    "Inter-node: 4 x 100 GbE per node, RoCE disabled.",
    "节点间网络：4×100G 以太网，未开启 RoCE。",
    "节点间 25G 以太网，不启用 RDMA。",
    "Cluster network: 2 x 100 GbE per server; RDMA is switched off on this cluster.",
])
def test_rdma_switched_off_is_no_rdma(text: str) -> None:
    assert read(text).interconnect.rdma is False


def test_rdma_switched_on_is_rdma() -> None:
    assert read("Inter-node fabric: 8 × 200GbE RoCE v2 per node, RDMA enabled.").interconnect.rdma is True


# ---------------------------------------------------------------- the internal network beside the uplink

@pytest.mark.parametrize("text,uplink", [
    ("网络：内网 100Gbps；公网 按固定带宽 50Mbps", "50 Mbps"),
    ("| 项目 | 配置 |\n|---|---|\n| GPU | 8 × H20 96GB |\n| 网络 | 内网 100Gbps；公网 按固定带宽 50Mbps |", "50 Mbps"),
    ("Network: private network 25 Gbps; internet 1 Gbps", "1 Gbps"),
    ("网络：VPC 内网 25Gbps，公网带宽 100Mbps", "100 Mbps"),
    ("| Item | Spec |\n|---|---|\n| GPU | 8 x H100 80GB |\n| Network | 100 Gbps internal (VPC), 5 Gbps public |",
     "5 Gbps"),
])
def test_the_internal_network_is_not_the_uplink(text: str, uplink: str) -> None:
    assert read(text, "quote.md").network.bandwidth == parse_quantity(uplink, "data_rate")


# ---------------------------------------------------------------- a traffic allowance beside the uplink

@pytest.mark.parametrize("text,uplink", [
    ("| Item | Detail |\n|---|---|\n| GPU | 8 x H100 SXM5 80GB |\n"
     "| Internet | 25 Gbps per instance; egress first 10 TB/month free, then US$0.02/GB |", "25 Gbps"),
    ("| 项目 | 配置 |\n|---|---|\n| GPU | 8 × H100 SXM5 80GB |\n| 公网 | 流量包 2TB/月，独享带宽 200Mbps |",
     "200 Mbps"),
    ("Network: public uplink 1 Gbps, 5 TB per month of egress included", "1 Gbps"),
    ("网络：公网流量 每月 3TB 免费，公网带宽 100Mbps", "100 Mbps"),
])
def test_a_traffic_allowance_is_not_the_uplinks_rate(text: str, uplink: str) -> None:
    """A volume per month is what the uplink may carry before it is billed; the link's rate is the figure per
    second beside it."""
    assert read(text, "quote.md").network.bandwidth == parse_quantity(uplink, "data_rate")


@pytest.mark.parametrize("text,uplink", [
    ("| Item | Detail |\n|---|---|\n| GPU | 8x NVIDIA H200 141GB |\n| Internet | 2x 10 Gbps per server (20 Gbps) |",
     "20 Gbps"),
    ("| Item | Detail |\n|---|---|\n| GPU | 8x NVIDIA H200 141GB |\n| Internet | 2x 10 Gbps |", "20 Gbps"),
    ("| 项目 | 配置 |\n|---|---|\n| GPU | 8 × H20 96GB |\n| 公网 | BGP 2 × 1Gbps |", "2 Gbps"),
    ("| Item | Detail |\n|---|---|\n| GPU | 8x H100 PCIe 80GB |\n"
     "| Network | 2 x 25 GbE public uplink, 10 Gb/s committed, unmetered |", "10 Gbps"),
])
def test_an_uplink_of_several_links_is_their_sum(text: str, uplink: str) -> None:
    """ "2x 10 Gbps (20 Gbps)": the bracketed total, else the links times their rate."""
    assert read(text, "quote.md").network.bandwidth == parse_quantity(uplink, "data_rate")


@pytest.mark.parametrize("text,fabric,uplink", [
    ("| 项目 | 配置 |\n|---|---|\n| GPU | 8 × A100 SXM4 80GB |\n"
     "| 网络 | 机间 HDR InfiniBand 4 × 200Gb/s（RDMA）；公网 BGP 200Mbps |",
     "800 Gb/s", "200 Mbps"),
    ("| Item | Spec |\n|---|---|\n| GPU | 8x H100 SXM5 80GB |\n"
     "| Network | inter-node NDR InfiniBand 8 x 400Gb/s (3.2Tb/s) RDMA; Internet 10Gbps |", "3.2 Tb/s", "10 Gbps"),
])
def test_a_network_row_states_the_fabrics_rate_beside_the_uplink(text: str, fabric: str, uplink: str) -> None:
    offer = read(text, "quote.md")
    assert offer.interconnect.inter_node_bandwidth == parse_quantity(fabric, "data_rate")
    assert offer.network.bandwidth == parse_quantity(uplink, "data_rate")


@pytest.mark.parametrize("text", [
    "| 部件 | 规格 | 数量 |\n|---|---|---|\n| GPU | NVIDIA A800 SXM4 80GB | 8 |\n"
    "| 计算网络 | HDR InfiniBand 200Gb/s，RDMA（单台 800Gb/s） | 4 |",
    "| Part | Spec | Qty |\n|---|---|---|\n| GPU | NVIDIA A800 SXM4 80GB | 8 |\n"
    "| Compute fabric | HDR InfiniBand 200Gb/s, RDMA (per node 800Gb/s) | 4 |",
])
def test_a_fabric_rows_bracketed_node_total_is_its_rate(text: str) -> None:
    """One port's rate and the node's total in brackets, beside a count of ports: the total stated."""
    offer = read(text, "bom.md")
    assert offer.interconnect.inter_node_bandwidth == parse_quantity("800 Gb/s", "data_rate")


def test_information_that_is_shared_is_no_shared_gpu() -> None:
    offer = read("Upstream provider names are shared so you can check their facilities.\n"
                 "Servers: 2, dedicated bare metal, 8x NVIDIA H200 SXM 141GB per server.", "brief.md")
    assert offer.gpu.sharing == "dedicated"


# ---------------------------------------------------------------- the internet line of a bill of materials

@pytest.mark.parametrize("text,uplink", [
    ("| Line | Description | Qty / node | Qty total | Role |\n|---|---|---|---|---|\n"
     "| 1 | HGX B200 8-GPU baseboard: 8x NVIDIA B200 180GB | 1 | 2 | compute |\n"
     "| 12 | Internet transit, 10 Gbps committed, per node | 1 | 2 | internet |", "10 Gbps"),
    ("| 项目 | 规格 | 数量 |\n|---|---|---|\n| GPU | 8 × H100 SXM5 80GB | 1 |\n| 互联网接入 | BGP 1Gbps 独享 | 1 |",
     "1 Gbps"),
    ("Internet transit: 10 Gbps committed per node.", "10 Gbps"),
])
def test_the_internet_line_of_a_bill_of_materials(text: str, uplink: str) -> None:
    assert read(text, "bom.md").network.bandwidth == parse_quantity(uplink, "data_rate")


@pytest.mark.parametrize("text", [
    "8 × A800 SXM4 80GB，2 台。\n机间网络：2 × 25GbE 以太网（TCP，不支持 RDMA）\n"
    "服务承诺：机内 NVSwitch 全互联，机间为上表所列 25GbE 以太网。",
    "8 x H100 SXM5 80GB per node, 2 nodes.\nInter-node: 2 x 25GbE TCP/IP, no RDMA.\n"
    "Service terms: NVSwitch full mesh within the node; between nodes 25GbE as listed above.",
])
def test_a_clause_that_points_back_at_the_listing_keeps_its_port_count(text: str) -> None:
    # "机间为上表所列 25GbE" names the link; the listing's "2 × 25GbE" says how many ports: 50 Gb/s
    assert read(text).interconnect.inter_node_bandwidth == parse_quantity("50 Gb/s")


@pytest.mark.parametrize("text", [
    "8 × RTX 4090 24GB，1 台。\n③ 系统盘单独 1TB。内网 10GbE，公网 100Mbps。",
    "8 x RTX 4090 24GB, 1 server.\nNotes: private network 10GbE, internet 100Mbps.",
])
def test_a_private_networks_rate_before_the_uplink_is_not_the_uplink(text: str) -> None:
    # "内网 10GbE，公网 100Mbps": the first rate is the private network's, the uplink is the second
    assert read(text).network.bandwidth == parse_quantity("100 Mb/s")


@pytest.mark.parametrize("text", [
    "8 × L40S 48GB，4 台。\n机间网络：每台 2 × 25GbE（TCP，不支持 RDMA）\n"
    "服务条款：GPU 间经 PCIe 4.0 通信，机间 25GbE；整机独享。",
    "8 x L40S 48GB per node, 4 nodes.\nNode network: 2 x 25GbE per node (TCP, no RDMA)\n"
    "Terms: GPUs talk over PCIe 4.0; 25GbE between nodes; dedicated.",
])
def test_a_sentence_naming_one_ports_rate_keeps_the_rows_port_count(text: str) -> None:
    # "机间 25GbE" names the link by one port's rate; the row's "2 × 25GbE" is the node's bandwidth
    offer = read(text)
    assert offer.interconnect.inter_node_bandwidth == parse_quantity("50 Gb/s")
    reading = offer.readings["interconnect.inter_node_bandwidth"]
    assert any(c.why == "a row's ports times their rate over one port's rate said again" for c in reading.candidates)


# ---------------------------------------------------------------- "burst": the bandwidth's or the capacity's

@pytest.mark.parametrize("text", [
    "- 按量 on-demand ¥ 22.50 /卡时 per GPU-hour 仅供临时扩容参考 for burst only, not quoted；",
    "On-demand GPU-hours are available at USD 2.80 for burst capacity beyond the reserved nodes.",
    "Burst: additional nodes within 48 hours at the on-demand rate.",
])
def test_burst_of_capacity_is_not_a_burst_uplink(text: str) -> None:
    assert read(text).network.burst_only is not True


@pytest.mark.parametrize("text", [
    "Internet: 1 Gbps burst, 100 Mbps committed",
    "公网带宽：200M burst（保底 50M）",
    "Uplink burst to 10 Gbps per node",
])
def test_burst_of_bandwidth_is_a_burst_uplink(text: str) -> None:
    assert read(text).network.burst_only is True
