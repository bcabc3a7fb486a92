"""Disks named by their kind before the count and size ("Local NVMe: 8 x 7.68TB", "本地 NVMe：4 × 3.84TB"): the kind
still says what the disks are and the count still multiplies the size. English and Chinese, written for the test."""

from __future__ import annotations

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", text))


def test_an_english_disk_kind_before_its_count() -> None:
    offer = read("GPUs: 8 x H100 SXM 80GB per node\nEach node also has local NVMe: 6 x 3.84TB for data.")
    assert offer.storage.type == "nvme"
    assert offer.storage.capacity == parse_quantity("23.04 TB")


def test_a_chinese_disk_kind_before_its_count() -> None:
    offer = read("GPU：8 × H800 SXM5\n每台另配 NVMe 4 × 7.68TB 作为数据盘。")
    assert offer.storage.type == "nvme"
    assert offer.storage.capacity == parse_quantity("30.72 TB")


def test_u3_and_ruler_drives_are_nvme_en() -> None:
    offer = read("GPUs: 8 x H200 SXM per node\nData: 4 x 15.36TB U.3 drives; scratch 2 x 7.68TB E3.S")
    assert offer.storage.type == "nvme"


def test_a_u3_boot_pair_is_an_nvme_system_disk_zh() -> None:
    offer = read("GPU：8 × H100 SXM5\n系统盘：2 × 960GB U.3（RAID1）\n数据盘：12 × 20TB SAS HDD")
    assert offer.storage.system_disk.type == "nvme"
    assert offer.storage.type == "hdd"


# ---------------------------------------------------------------- a data-disk label right before its figure


def test_a_chinese_data_disk_label_names_the_disks_without_a_media_word() -> None:
    assert read("GPU：8 × H800 SXM5\n数据盘 4 × 3.84TB").storage.capacity == parse_quantity("15.36 TB")
    assert read("GPU：8 × H800 SXM5\n数据盘 3.84TB × 4").storage.capacity == parse_quantity("15.36 TB")
    offer = read("GPU：8 × H800 SXM5\n系统盘 480GB\n并行存储 100TB（文件系统 GPFS）\n存储网络 200G")
    assert offer.storage.capacity is None  # a boot disk, a file system beside the nodes, a network: no data disk
    assert offer.storage.system_disk is not None and offer.storage.system_disk.capacity == parse_quantity("480 GB")


def test_an_english_storage_label_names_the_disks_without_a_media_word() -> None:
    assert read("GPUs: 8 x H100 SXM\nStorage 4 x 3.84 TB").storage.capacity == parse_quantity("15.36 TB")
    assert read("GPUs: 8 x H100 SXM\nDisks: 2 x 7.68 TB").storage.capacity == parse_quantity("15.36 TB")
    offer = read("GPUs: 8 x H100 SXM\nShared storage 500 TB\nStorage throughput 10 GB/s")
    assert offer.storage.capacity is None
