"""GPU names as people write them in chats and price lists: a GeForce card named by its number alone ("8卡4090",
"4090 24G") is the RTX 4090, and "RTX4090" written without a space is read at all. English and Chinese."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("chat.txt", text))


@pytest.mark.parametrize("line", [
    "有的老板，8卡4090整机，独享的，不是拆卡也不是容器",
    "Config: 8 x 4090 24G, PCIe 4.0, dedicated box",
    "GPU：GeForce RTX4090 × 8",
])
def test_a_geforce_card_named_by_its_number_is_the_rtx_4090(line: str) -> None:
    offer = read(line + "\n")
    assert offer.gpu.model is not None and "RTX4090" in offer.gpu.model.replace(" ", "").upper(), offer.gpu.model
    assert offer.gpu.sku == "rtx-4090"
    assert offer.gpu.count_per_node == 8


@pytest.mark.parametrize(("line", "disk", "ram"), [
    ("8 卡 H800 整机，含 4 × 3.84TB NVMe，整机独享", "15.36 TB", None),
    ("8x H100 servers with 2x 3.84TB NVMe, 2TB DDR5", "7.68 TB", "2 TB"),
    ("8x H800, 2TB RAM, dedicated", None, "2 TB"),
    ("8卡 A100 整机 1TB 内存", None, "1 TB"),
])
def test_a_size_past_the_gpu_name_is_the_disks_or_the_hosts(line: str, disk: str | None, ram: str | None) -> None:
    """A GPU's memory stands beside its name ("H100 80GB", "RTX 4090 显存 24GB"); a size reached past other words,
    or larger than any GPU carries, is a disk's or the host's, and is read as theirs."""
    offer = read(line + "\n")
    assert offer.gpu.model is not None and "TB" not in offer.gpu.model, offer.gpu.model
    assert offer.gpu.memory is None or str(offer.gpu.memory) == "80 GB"
    if disk:
        assert str(offer.storage.capacity) == disk
    if ram:
        assert str(offer.memory) == ram


@pytest.mark.parametrize(("line", "memory"), [
    ("8 x NVIDIA H100 SXM5 80GB HBM3", "80 GB"), ("RTX 4090 显存 24GB × 8", "24 GB"), ("8卡A100 80G", "80 GB"),
    ("MI300X 192GB × 8", "192 GB"), ("8 x A100 (80GB)", "80 GB"),
])
def test_a_size_beside_the_gpu_name_is_its_memory(line: str, memory: str) -> None:
    offer = read(line + "\n")
    assert offer.gpu.memory is not None and offer.gpu.memory == offer.gpu.memory.of(memory.split()[0], "GB")


@pytest.mark.parametrize("line", ["规格型号：H200-8G-141，H200 141GB 八卡服务器",
                                  "Model code H200-8G-141 (8 x H200 141GB)"])
def test_a_part_codes_fields_are_no_memory(line: str) -> None:
    """ "H200-8G-141" is a part code (eight GPUs, 141 GB each): its "8G" is no memory size."""
    assert read(line + "\n").gpu.memory == read("H200 141GB\n").gpu.memory
