"""Roles decide which statement states a field: the data disk over the system disk, the public
uplink (not a management port or the fabric) for bandwidth, and sharing words whose subject is
storage or bandwidth are not shared GPUs."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer
from auditor.units import parse_quantity


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("quote.txt", text))


@pytest.mark.parametrize("text", [
    "存储：系统盘 960G SATA SSD，数据盘四块 7.68T NVMe",
    "Storage: boot disk 960 GB SATA SSD; data disks 4 x 7.68 TB NVMe",
    "Storage: 4 x 7.68 TB NVMe for data, plus a 960 GB SATA boot drive",
])
def test_the_data_disk_states_storage_and_the_system_disk_stands_beside_it(text: str) -> None:
    offer = read(text)
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.storage.type == "nvme"
    assert offer.storage.system_disk is not None and offer.storage.system_disk.capacity == parse_quantity("960 GB")


@pytest.mark.parametrize("text", [
    "Front-end network per server: 2 x 25 GbE (storage and management)\nInternet: 2 Gb/s per server, unmetered",
    "前端网络：2 × 25GbE 存储与管理\n公网带宽：2Gbps 独享，不限流量",
])
def test_a_front_end_or_storage_network_is_not_the_fabric_and_the_uplink_is_the_bandwidth(text: str) -> None:
    offer = read(text)
    assert offer.network.bandwidth == parse_quantity("2 Gb/s")
    assert offer.interconnect.inter_node_bandwidth is None


@pytest.mark.parametrize("text", [
    "公网：每台 30Mbps 共享带宽，整机独享，8 张 A100 80GB",
    "Uplink: 30 Mbps shared per server. Whole dedicated GPUs: 8 x A100 80GB.",
    "The shared Lustre file system and the internet uplink are shared by your cluster only; GPUs are bare metal.",
    "上行 30M（共享），下行不限；GPU 整卡独享",
])
def test_sharing_words_about_bandwidth_or_storage_are_not_shared_gpus(text: str) -> None:
    assert read(text).gpu.sharing in ("dedicated", None)


# ---------------------------------------------------------------- disks on the storage network


@pytest.mark.parametrize("text", [
    "Data volume: 12 TB network block storage (Ceph RBD) per server, at up to 650 MB/s per volume.",
    "数据盘：每台 12TB 云硬盘（Ceph 块存储），单盘吞吐最高 650MB/s。",
])
def test_a_block_volume_on_the_storage_network_is_a_network_data_disk_with_its_throughput(text: str) -> None:
    offer = read(text + "\nBoot disk: 480 GB SATA SSD")
    assert offer.storage.type == "network"
    assert offer.storage.capacity == parse_quantity("12 TB")
    assert offer.storage.throughput == parse_quantity("650 MB/s")
    assert offer.storage.system_disk is not None and offer.storage.system_disk.capacity == parse_quantity("480 GB")


@pytest.mark.parametrize("text", [
    "Storage: 100 GB boot volume + 500 GB network block volume (up to 250 MB/s)",
    "存储：系统盘 100GB + 500GB 云硬盘（吞吐最高 250MB/s）",
])
def test_the_role_word_of_one_volume_is_not_the_next_ones(text: str) -> None:
    """"100 GB boot volume + 500 GB block volume": "boot" names the first volume; the second, with no role word of
    its own, is the data volume, not a second system disk."""
    offer = read("GPU: 1 x NVIDIA H100 PCIe 80GB\n" + text)
    assert offer.storage.capacity == parse_quantity("500 GB")
    assert offer.storage.type == "network"
    assert offer.storage.system_disk is not None and offer.storage.system_disk.capacity == parse_quantity("100 GB")


@pytest.mark.parametrize("text", [
    "系统盘为 ESSD 云盘，200GB 以内免费；数据盘按量另计。",
    "The system disk is a 200 GB cloud disk (persistent disk), included in the price.",
])
def test_a_cloud_system_disk_is_a_network_system_disk(text: str) -> None:
    offer = read(text)
    assert offer.storage.system_disk is not None
    assert offer.storage.system_disk.type == "network"
    assert offer.storage.system_disk.capacity == parse_quantity("200 GB")
    assert offer.storage.capacity is None  # no data disk is stated


@pytest.mark.parametrize("text", [
    "共享存储：500TB 并行文件系统（Lustre），所有节点挂载。",
    "Shared storage: a 500 TB parallel file system (Lustre) mounted on every node.",
])
def test_a_shared_file_system_that_holds_the_data_is_network_storage(text: str) -> None:
    storage = read(text).storage
    assert storage.type == "network" and storage.shared is True


@pytest.mark.parametrize("text", [
    "数据盘：4 × 3.84TB NVMe\n共享存储：500TB 并行文件系统（Lustre），所有节点挂载。",
    "Data disks: 4 x 3.84 TB NVMe per server\nShared storage: a 500 TB parallel file system (Lustre) on every node.",
])
def test_the_servers_own_data_disks_stay_the_storage_beside_a_shared_file_system(text: str) -> None:
    storage = read(text).storage
    assert storage.type == "nvme" and storage.shared is None


@pytest.mark.parametrize("text", [
    "Public network: 2 Gbit/s per server, fair use 100 TB/month.",
    "公网带宽：每台 2Gbps 独享。",
])
def test_the_public_network_rate_in_bits_per_second_is_the_uplink(text: str) -> None:
    assert read(text).network.bandwidth == parse_quantity("2 Gb/s")


@pytest.mark.parametrize(("row", "uplink"), [
    ("| 项目 Item | 配置 Spec |\n|---|---|\n| 网络 Network | 内网 private 25G；公网 internet 100M 共享 shared |\n",
     "100 Mb/s"),
    ("| Item | Spec |\n|---|---|\n| Network | private 25G; internet 100M shared |\n", "100 Mb/s"),
    ("| 项目 | 配置 |\n|---|---|\n| 带宽 | VPC 内网带宽 100Gbps；公网：按固定带宽 200Mbps（包月内含） |\n", "200 Mb/s"),
    ("| Item | Spec |\n|---|---|\n| Bandwidth | VPC bandwidth 100 Gbps; internet 200 Mbps fixed |\n", "200 Mb/s"),
])
def test_a_network_cells_private_network_is_no_uplink(row: str, uplink: str) -> None:
    """A network row names its private network and its uplink phrase by phrase: the phrase's own words ("内网",
    "private", "内网带宽") say which, whatever the row's label, and a bare "25G" is a rate of bits."""
    offer = offer_from_document(Document.from_text("quote.md", row))
    assert offer.network.bandwidth == parse_quantity(uplink, "data_rate")
