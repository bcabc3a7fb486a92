"""A disk's speed as vendors write it in prose ("数据盘 4 × 16TB SATA 机械硬盘 RAID5，可用约 48TB，顺序读约 450MB/s",
"32 TB usable, about 600 MB/s sequential read", "SSD 云盘，约 300MB/s") is the storage's throughput — what the
throttled-io rules compare. A threshold ("fio 顺序读 ≥ 20GB/s"), a system disk's speed or the GPUs' links
("NVLink 约 900GB/s") is not. Chinese and English, written for these tests."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", "8 × NVIDIA H100 SXM5 80GB，单台服务器。\n" + text))


@pytest.mark.parametrize(("text", "rate"), [
    ("数据盘 4 × 16TB SATA 机械硬盘（7200 转）RAID5，可用约 48TB，顺序读约 450MB/s。", "450 MB/s"),
    ("数据存储为 8 块 18TB 7200 转 SATA 机械盘，RAID5：可用 126TB（阵列顺序读约 900MB/s）。", "900 MB/s"),
    ("The data tier is 4 x 16 TB SAS HDD in RAID 6: 32 TB usable, about 600 MB/s sequential read.", "600 MB/s"),
    ("Data lives on 2 x 8 TB SATA HDDs with a sequential read of approximately 250 MB/s.", "250 MB/s"),
    ("数据盘 500GB 云盘（SSD 云盘，约 300MB/s），系统盘 50GB 云盘。", "300 MB/s"),
])
def test_a_disks_stated_speed_in_prose_is_the_throughput(text: str, rate: str) -> None:
    assert read(text).storage.throughput == parse_quantity(rate)


@pytest.mark.parametrize("text", [
    "数据盘 4 × 7.68TB NVMe；验收时 fio 顺序读 ≥ 20GB/s，不达标不起租。",
    "Data: 4 x 7.68 TB NVMe; acceptance requires a sequential read of at least 20 GB/s.",
    "系统盘 2 × 960GB SATA SSD，顺序读约 500MB/s；数据盘 4 × 7.68TB NVMe。",
    "8 x 3.84 TB NVMe data drives; the GPUs talk over NVLink at about 900 GB/s.",
])
def test_a_threshold_a_system_disks_speed_or_a_link_is_no_throughput(text: str) -> None:
    assert read(text).storage.throughput is None
