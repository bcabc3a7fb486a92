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
