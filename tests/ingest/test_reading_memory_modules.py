"""Host memory written as its total with the modules in brackets ("内存 1T（32G×32）", "RAM 768 GB (12 x 64 GB)"): the
count in the brackets counts modules of the bracketed size, so the host has their product, not the total times the
count. English and Chinese, in a sentence and in a labelled line."""

from __future__ import annotations

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", text))


def test_a_chinese_memory_total_with_its_modules_in_brackets() -> None:
    offer = read("整机 8 卡 A800，CPU 两颗 32 核，内存 1T（32G×32），系统盘 480G SATA。\n单价 ¥52,000/台/月")
    assert offer.memory == parse_quantity("1024 GB")


def test_a_chinese_memory_line_with_the_modules_first_still_multiplies() -> None:
    offer = read("内存：32GB DDR5 × 16（合计 512GB）\nGPU：8 × L40S")
    assert offer.memory == parse_quantity("512 GB")


def test_an_english_memory_total_with_its_modules_in_brackets() -> None:
    offer = read("Each server: 8x H100 SXM, RAM 768 GB (64 GB x 12), 2x 3.84 TB NVMe.\nUSD 2.40 per GPU-hour")
    assert offer.memory == parse_quantity("768 GB")


def test_an_english_memory_figure_before_its_label_leaves_the_disks_readable() -> None:
    offer = read("Host: 2 x Xeon 8462Y+, 1 TB RAM, 4 x 7.68TB NVMe data drives.\n8 x H100 SXM 80GB per server")
    assert offer.memory == parse_quantity("1 TB")
    assert offer.storage.type == "nvme"
    assert offer.storage.capacity == parse_quantity("30.72 TB")


def test_a_chinese_memory_figure_before_its_label_leaves_the_disks_readable() -> None:
    offer = read("主机：2 颗 Xeon 8468，2TB 内存，8 × 3.84TB NVMe 数据盘。\nGPU：8 × H20 96GB")
    assert offer.memory == parse_quantity("2 TB")
    assert offer.storage.type == "nvme"
    assert offer.storage.capacity == parse_quantity("30.72 TB")


def test_a_modules_speed_grade_does_not_stop_their_count_zh() -> None:
    """ "DDR4-3200" is the modules' speed grade: the count after it still multiplies them."""
    offer = read("  GPU       NVIDIA A800 SXM4 80GB × 8\n  内存      64GB DDR4-3200 × 16，合计 1024GB\n")
    assert offer.memory == parse_quantity("1024 GB")
    offer = read("内存：64GB DDR5-4800 × 32\nGPU：8 × H100 SXM5 80GB")
    assert offer.memory == parse_quantity("2048 GB")


def test_a_modules_speed_grade_does_not_stop_their_count_en() -> None:
    offer = read("Memory: 32 x 64GB DDR5 4800 MT/s RDIMM\nGPU: 8 x NVIDIA H100 SXM5 80GB")
    assert offer.memory == parse_quantity("2048 GB")
    offer = read("Memory: 64GB DDR5-5600 x 24 (1.5 TB)\nGPU: 8 x NVIDIA H200 141GB")
    assert offer.memory == parse_quantity("1536 GB")
