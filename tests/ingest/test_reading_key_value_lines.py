"""A key:value line whose first piece names no field ("实例配置：16 vCPU、128GB 内存；系统盘：…", "Instance: 32 vCPU,
256 GB RAM; Boot disk: …"): the pieces after it are read under their labels, and the first piece is still read as
words, so the host memory it states is not lost. Chinese and English, written for the test."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", text))


def test_the_unlabelled_first_piece_of_a_chinese_key_value_line_is_read() -> None:
    offer = read("GPU：8 × A800 SXM4 80GB\n实例配置：32 vCPU、256GB 内存；系统盘：200GB 云盘；最短租期：1 个月")
    assert offer.memory == parse_quantity("256 GB")
    assert offer.pricing.minimum_term == parse_quantity("1 month")


def test_the_unlabelled_first_piece_of_an_english_key_value_line_is_read() -> None:
    offer = read("GPUs: 8 x H100 SXM 80GB\nInstance shape: 64 vCPU, 1 TB RAM; Boot disk: 500 GB; Term: 2 months")
    assert offer.memory == parse_quantity("1 TB")
    assert offer.pricing.minimum_term == parse_quantity("2 month")


# ---------------------------------------------------------------- a spec list without colons


def test_a_chinese_spec_list_without_colons_keeps_each_line_apart() -> None:
    offer = read("整机配置\n8 × H100 SXM5 80GB\n内存 2TB\n数据盘 4 × 3.84TB NVMe")
    assert offer.gpu.memory == parse_quantity("80 GB")
    assert offer.memory == parse_quantity("2 TB")  # not the 80GB that ended the line above


def test_an_english_spec_list_without_colons_keeps_each_line_apart() -> None:
    offer = read("Configuration\n8 x H100 SXM5 80GB\nRAM 2 TB\nStorage 4 x 3.84 TB NVMe")
    assert offer.memory == parse_quantity("2 TB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")


def test_a_labelled_value_ends_where_its_sentence_does() -> None:
    # the next sentence runs on to the following line: "共享" there is the first word of "共享存储"
    for text in ["H800 八卡服务器 2 台，整机独享。\n单价：CNY 105,000 / 台 / 月；最短租期 6 个月。共享\n"
                 "存储另见《存储附加服务单》。\n",
                 "2 x H800 servers, dedicated bare metal.\nTerm: minimum 6 months. Shared\n"
                 "storage: see the Storage Add-on Order.\n"]:
        offer = offer_from_document(Document.from_text("quote.txt", text))
        assert offer.gpu.sharing == "dedicated", text
        assert offer.pricing.minimum_term == parse_quantity("6 month"), text


def test_an_offer_label_names_the_offer_not_the_sentence_after_it() -> None:
    """The report's title is "Audit of <vendor> · <offer>": the name, without the sentence that goes on about it."""
    en = read("Offer: one (1) server CPX-H100P-8, reserved from the pool below (allocated at signature).\n"
              "Each server: 8 x NVIDIA H100 PCIe 80GB.\n")
    assert en.offer == "1 server CPX-H100P-8"
    zh = read("套餐：GPU 裸金属 8 卡 H800 整机，含 4 × 3.84TB NVMe，最短租期 3 个月。\n")
    assert zh.offer == "GPU 裸金属 8 卡 H800 整机"
    assert read("Offer: GPU Cloud Pro 8x\n").offer == "GPU Cloud Pro 8x"


# ---------------------------------------------------------------- a disk's label with its qualifiers


@pytest.mark.parametrize("line, capacity, system", [
    ("内存：2TB DDR5；系统盘：2 × 1.92TB M.2 NVMe（RAID1）；本地数据盘：8 × 3.84TB NVMe（30.72TB）",
     "30.72 TB", "1.92 TB"),
    ("系统盘：2 × 480GB SATA SSD；数据硬盘：4 × 7.68TB U.2 NVMe", "30.72 TB", "480 GB"),
    ("Boot volume: 2 x 960 GB NVMe (RAID1); Local data disks: 4 x 7.68 TB NVMe", "30.72 TB", "960 GB"),
    ("OS drive: 480 GB SATA SSD; Local SSD: 8 x 3.84 TB NVMe", "30.72 TB", "480 GB"),
])
def test_a_qualified_disk_label_names_its_own_disks(line: str, capacity: str, system: str) -> None:
    """"本地数据盘", "数据硬盘", "Local data disks": the label after the system disk's names the data disks; its
    piece is not a continuation of the system disk's."""
    offer = read("GPU：8 × H200 SXM 141GB\n" + line)
    assert offer.storage.capacity == parse_quantity(capacity)
    one = parse_quantity(system)  # a pair of system disks is read as one disk or as both
    assert offer.storage.system_disk.capacity in (one, one * 2)


def test_a_piece_with_a_label_of_its_own_is_no_continuation() -> None:
    offer = read("GPU：8 × H100 SXM5 80GB\n系统盘：2 × 960GB SATA SSD；高性能数据区：4 × 7.68TB NVMe")
    assert offer.storage.system_disk.capacity in (parse_quantity("960 GB"), parse_quantity("1920 GB"))
    assert offer.storage.capacity == parse_quantity("30.72 TB")
