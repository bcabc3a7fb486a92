"""Slide decks and marketing bullets: each bullet (■ ● ◆ ▶ …) is a statement of its own, so one bullet's
figures are not read with another's words; a speed-up ("3× faster than H100", "快 3 倍") counts no GPUs;
a memory bandwidth written before its label ("8 TB/s 显存带宽") is the GPU memory's, not NVLink's; a disk
figure printed after the memory word ("3 TB DDR5 内存 8 × 7.68 TB NVMe") is a disk's. English and Chinese."""

from __future__ import annotations

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("deck.txt", text))


def test_square_bullets_are_statements_of_their_own_bi() -> None:
    offer = read("为什么选 H200 Why H200\n"
                 "■ 141 GB HBM3e per GPU 4.8 TB/s 显存带宽\n"
                 "■ NVLink 900 GB/s per GPU 8 卡全互联\n"
                 "■ 比 H100 训练快 2 倍 2× faster than H100 in training\n"
                 "配置 Configuration\n"
                 "■ 四台 HGX H200 服务器 4 nodes, 32 × H200\n")
    assert offer.gpu.memory_bandwidth == parse_quantity("4.8 TB/s")
    assert offer.interconnect.nvlink_bandwidth == parse_quantity("900 GB/s")
    assert offer.nodes == 4
    assert offer.gpu.count_per_node == 8  # 32 over 4 nodes, not the "2×" of a speed-up


def test_a_speed_up_is_no_gpu_count_en() -> None:
    offer = read("◆ up to 3x faster than A100 on LLM training\n◆ 8 x NVIDIA H100 80GB SXM5\n")
    assert offer.gpu.count_per_node == 8


def test_a_memory_bandwidth_before_its_label_is_the_gpus_en() -> None:
    offer = read("▶ 8 x NVIDIA H200 141GB, 4.8 TB/s memory bandwidth, NVLink 900 GB/s\n")
    assert offer.gpu.memory_bandwidth == parse_quantity("4.8 TB/s")
    assert offer.interconnect.nvlink_bandwidth == parse_quantity("900 GB/s")


def test_a_disk_figure_after_the_memory_word_is_a_disk_zh() -> None:
    offer = read("■ 2 TB DDR5 内存 4 × 3.84 TB NVMe 数据盘\n")
    assert offer.memory == parse_quantity("2 TB")
    assert offer.storage.capacity == parse_quantity("15.36 TB") and offer.storage.type == "nvme"
