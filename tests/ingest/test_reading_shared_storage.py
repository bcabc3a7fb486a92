"""Storage that is a file system shared by the servers: when the data lives there (no local data disk), the offer's
storage is on the network, shared, with the throughput the vendor states; beside local data disks the shared file
system is an extra and the local disks stay the storage. A storage network (共享存储网络) is no storage. Chinese and
English, written for the test."""

from __future__ import annotations

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
