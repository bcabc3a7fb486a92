"""Storage that is a file system shared by the servers: when the data lives there (no local data disk), the offer's
storage is on the network, shared, with the throughput the vendor states; beside local data disks the shared file
system is an extra and the local disks stay the storage. A storage network (共享存储网络) is no storage. Chinese and
English, written for the test."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", text))


def test_a_chinese_container_pool_keeps_its_data_on_a_shared_file_system() -> None:
    offer = read("GPU：A100 80GB SXM4，按容器交付\n数据目录挂载共享 GPFS 并行文件系统，吞吐 3GB/s 起。")
    assert offer.storage.type == "network"
    assert offer.storage.shared is True
    assert offer.storage.throughput == parse_quantity("3 GB/s")


def test_an_english_pool_keeps_its_data_on_a_shared_file_system() -> None:
    offer = read("GPUs: 8 x H100 SXM 80GB per node\n"
                 "Datasets sit on a shared Lustre file system with throughput of 4 GB/s.")
    assert offer.storage.type == "network"
    assert offer.storage.shared is True
    assert offer.storage.throughput == parse_quantity("4 GB/s")


def test_a_shared_file_system_beside_local_data_disks_is_an_extra() -> None:
    offer = read("数据盘：4 × 3.84TB NVMe\n可选：共享 CPFS 并行文件系统，吞吐 2GB/s。")
    assert offer.storage.type == "nvme"
    assert offer.storage.shared is None
    assert offer.storage.throughput is None
    en = read("Data disks: 8 x 7.68TB NVMe\nOptional: a shared Lustre file system, throughput of 2 GB/s.")
    assert en.storage.type == "nvme" and en.storage.shared is None


def test_a_shared_storage_network_is_not_storage() -> None:
    offer = read("GPU：8 × H20 96GB\n网络：2 × 25GbE 共享存储网络")
    assert offer.storage.type is None and offer.storage.shared is None


@pytest.mark.parametrize(("text", "size", "rate"), [
    ("Each node: 8x NVIDIA A100 SXM4 40GB; 1x 960 GB SATA SSD for the operating system only. Data storage: there are "
     "no local data drives. The Buyer's data is held on the Supplier's shared NFS filer (7.2k NL-SAS HDD, dual "
     "controller) with a 40 TB allocation, mounted on all four nodes.\n", "40 TB", None),
    ("- GPU: 8 × H20 96GB 每台\n- 存储 storage: 共享 NAS shared, HDD 机械盘, 100TB 配额 quota for the 3 nodes, "
     "~800MB/s total 总吞吐\n", "100 TB", "800 MB/s"),
    ("每台 8 × H20 96GB；系统盘 960GB NVMe。存储：共享 NAS，HDD 机械盘，三台共用 100TB 配额，总吞吐约 800MB/s。\n",
     "100 TB", "800 MB/s"),
])
def test_the_disks_behind_a_shared_store_are_the_stores(text: str, size: str, rate: str | None) -> None:
    """The HDDs a shared filer or NAS is built of make it a network store: its quota is the storage, its type
    network (not a local HDD), shared, at its stated total throughput."""
    offer = read(text)
    assert offer.storage.type == "network"
    assert offer.storage.shared is True
    assert offer.storage.capacity == parse_quantity(size)
    if rate:
        assert offer.storage.throughput == parse_quantity(rate)


@pytest.mark.parametrize("text", [
    "每台 8 × NVIDIA H800 SXM5 80GB，整机独享。集群共享并行存储总容量 500TB（DDN），贵司配额 300TB。",
    "8 x NVIDIA H800 SXM5 80GB per server, dedicated. The 500TB Lustre is shared by all tenants; your quota: 120 TB.",
    "8 x NVIDIA H100 SXM5 80GB per node, dedicated. Object storage quota of 50 TB is included.",
])
def test_a_quota_of_terabytes_is_the_stores_not_the_gpus(text: str) -> None:
    # no GPU carries a terabyte: the quota after the store's sentence is a share of the store
    assert read(text).gpu.sharing == "dedicated"


def test_a_memory_quota_of_gigabytes_is_still_a_slice() -> None:
    assert read("每台 8 张 NVIDIA A100 80GB，按容器分配，每容器显存配额 20GB。").gpu.sharing == "container-quota"


@pytest.mark.parametrize("text", [
    "8x H100 SXM5 80GB per node, single tenant. Storage: a 200 TB pool shared by all 4 nodes.",
    "每台 8 × H100 SXM5 80GB，整机交付。数据存放在 200TB 资源池，由 4 台共享。",
    "8x H100 SXM5 80GB per node. Internet 1 Gbps per node, shared port.",
    "每台 8 × H100 SXM5 80GB。公网 1Gbps，共享端口。",
])
def test_a_stores_pool_or_a_networks_port_shared_is_no_shared_gpu(text: str) -> None:
    assert read(text).gpu.sharing != "shared"


@pytest.mark.parametrize("text", ["H100 GPUs from a shared GPU pool.", "GPU 资源池共享，多租户按需使用 H100。"])
def test_a_shared_gpu_pool_is_still_shared(text: str) -> None:
    assert read(text).gpu.sharing == "shared"


@pytest.mark.parametrize("text", [
    "GPU：8 × H100 PCIe 80GB\n\n内存 1.5TB DDR5，整机独享，物理隔离。",
    "GPUs: 8x H100 PCIe 80GB\n\n1.5 TB DDR5 memory, whole server dedicated, single tenant.",
])
def test_host_memory_in_terabytes_is_no_store(text: str) -> None:
    """A terabyte figure before 独享 that is the host's memory ("1.5TB DDR5") leaves the word about the server."""
    assert read(text).gpu.sharing == "dedicated"


@pytest.mark.parametrize("text", [
    "GPU: 8 x L40S 48GB per server, dedicated servers\nTraining data | a shared NAS (NFS), rate-limited to 300 MB/s "
    "per tenant, shared by all 4 nodes; no local data drives",
    "GPU：每台 8 × L40S 48GB，整机独享\n训练数据 | 共享 NAS（NFS），限速 300MB/s，shared among the 4 servers",
    "Slack export - #vendor-gpu (shared channel: Corvid ML <> Brightwell)\nLeo: 8 x RTX 4090 box, whole machine is "
    "yours, not shared.",
])
def test_what_the_servers_or_a_channel_share_is_no_shared_gpu(text: str) -> None:
    """ "shared by all 4 nodes" is the store the servers share; a Slack "shared channel" is the chat's; neither is a
    shared GPU, and the dedicated GPUs stay dedicated."""
    assert read(text).gpu.sharing == "dedicated"


@pytest.mark.parametrize(("text", "rate"), [
    ("GPU: 8 x L40S 48GB per server\nTraining data: a shared NAS (NFS), rate-limited to 300 MB/s per tenant; no local "
     "data drives", "300 MB/s"),
    ("GPU：每台 8 × A100 40GB\n数据存储：不配本地数据盘，训练数据存放于共享 NAS，限速 400MB/s", "400 MB/s"),
])
def test_a_throttled_shared_store_states_its_rate(text: str, rate: str) -> None:
    """ "rate-limited to 300 MB/s", "限速 400MB/s": the cap is the store's throughput, the figure the rules weigh."""
    offer = read(text)
    assert offer.storage.type == "network"
    assert offer.storage.throughput == parse_quantity(rate)
