"""Host facts written as vendors list them: a CPU's core figure that is the host's total in one quote and one
socket's in another ("2 × EPYC 9354 (64C)" is 64 cores, "2 × EPYC 9554 (64C)" is 128), settled by the model's
cores per socket (auditor/sizing/data/cpus.yaml); labelled lines inside a numbered or bulleted list
("2. CPU：…"); a Chinese count after the part (两颗, 两块, 四块) or before a memory module (24 根 64GB); a
"Memory" line about each GPU's memory; Boot / Data rows. English and Chinese."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.sizing.catalog import cpu_cores_per_socket
from auditor.units import parse_quantity


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", text))


# ---------------------------------------------------------------- cores: per socket or the host's total

@pytest.mark.parametrize(("line", "cores"), [
    ("CPU: 2 x AMD EPYC 9354 (64C)", 64),  # a 32-core part: 64 is the pair
    ("CPU: 2 x AMD EPYC 9554 (64C)", 128),  # a 64-core part: 64 is one socket
    ("Processors: 2 x Intel Xeon Platinum 8480+ (112 cores)", 112),
    ("Processors: 2 x Intel Xeon Platinum 8480+ (56 cores each)", 112),
    ("CPU：2 × 至强 8468（48 核）", 96),
    ("CPU：2 × 霄龙 9654（192 核）", 192),
])
def test_the_model_settles_whether_a_core_figure_is_per_socket(line: str, cores: int) -> None:
    offer = read(line + "\nGPU: 8 x NVIDIA H100 80GB SXM5\n")
    assert offer.cpu.sockets == 2
    assert offer.cpu.cores == cores


def test_a_model_the_catalogue_does_not_know_keeps_the_figure_per_socket() -> None:
    offer = read("CPU: 2 x Kunpeng 920 (64 cores)\n")
    assert offer.cpu.cores == 128


def test_the_catalogue_knows_common_server_parts_by_their_printed_number() -> None:
    assert cpu_cores_per_socket("AMD EPYC 9354") == 32
    assert cpu_cores_per_socket("EPYC 9754") == 128
    assert cpu_cores_per_socket("Intel Xeon Platinum 8480+") == 56
    assert cpu_cores_per_socket("Xeon Gold 6430") == 32
    assert cpu_cores_per_socket("至强 8592+") == 64
    assert cpu_cores_per_socket("NVIDIA Grace") is None


# ---------------------------------------------------------------- labelled lines in a list

def test_labelled_lines_of_a_numbered_list_are_read_as_labels_zh() -> None:
    offer = read("一、配置（共两台）\n"
                 "  1. GPU：8 张 NVIDIA H800 80GB；\n"
                 "  2. CPU：Intel Xeon Platinum 8462Y+ 两颗，每颗 32 核；\n"
                 "  3. 内存：16 根 64GB DDR5；\n"
                 "  4. 系统盘：960GB SATA SSD 两块；数据盘：3.84TB NVMe 四块；\n")
    assert offer.cpu.sockets == 2 and offer.cpu.cores == 64
    assert offer.memory == parse_quantity("1024 GB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")
    assert offer.storage.system_disk.capacity == parse_quantity("1920 GB")
    assert offer.storage.system_disk.type == "sata-ssd"


def test_labelled_lines_of_a_bulleted_list_are_read_as_labels_en() -> None:
    offer = read("Configuration per server:\n"
                 "• GPU: 8 x NVIDIA H200 141GB\n"
                 "• Nodes: 3\n"
                 "(3) Bandwidth: 10 Gbps\n")
    assert offer.nodes == 3 and offer.readings["nodes"].where == "key-value"
    assert offer.network.bandwidth == parse_quantity("10 Gb/s")
    assert offer.readings["network.bandwidth"].where == "key-value"


def test_a_memory_line_about_each_gpu_is_the_gpus_memory_en() -> None:
    offer = read("GPUs ........ 8 x NVIDIA B200 180 GB\nMemory ...... 32 x 96 GB DDR5 = 3,072 GB\n"
                 "Terms:\n  4. Memory: the full 180 GB of each GPU is visible to the customer.\n")
    assert offer.memory == parse_quantity("3072 GB")
    assert not offer.conflicts


def test_boot_and_data_rows_state_the_disks_by_role_en() -> None:
    offer = read("Boot .......... 2 x 960 GB NVMe (RAID1)\nData .......... 8 x 7.68 TB NVMe\n")
    assert offer.storage.capacity == parse_quantity("61.44 TB")
    assert offer.storage.system_disk.capacity == parse_quantity("960 GB")  # a RAID1 pair: one disk usable


@pytest.mark.parametrize(("line", "cores"), [
    ("Each server comes with ninety-six (96) CPU cores on two sockets.", 96),
    ("处理器：合计 128 核，2 路", 128),
])
def test_a_total_of_cores_on_n_sockets_states_the_sockets(line: str, cores: int) -> None:
    offer = read(line + "\n")
    assert offer.cpu.sockets == 2
    assert offer.cpu.cores == cores


@pytest.mark.parametrize(("line", "cores"), [
    ("CPU 两颗至强 8462Y+，每颗 32 核", 64),
    ("处理器：2 路 Intel Xeon Gold 6430，每颗 32 核", 64),
    ("CPU: 2 x Intel Xeon Platinum 8462Y+, 32 cores each", 64),
    ("Processors: 2 × AMD EPYC 9454 (48 cores per socket)", 96),
])
def test_a_socket_count_between_the_label_and_the_part_counts_the_sockets(line: str, cores: int) -> None:
    # "CPU: 2 x …" / "CPU 两颗…": the count follows the label, then "each" / "每颗" gives one socket's cores
    offer = read("GPU: 8 x NVIDIA H20 96GB per server\n" + line + "\n")
    assert offer.cpu.sockets == 2
    assert offer.cpu.cores == cores


@pytest.mark.parametrize(("line", "memory"), [
    ("8 × RTX 4090 24GB；2 × AMD EPYC 7543（32 核）；512GB；系统盘 1TB NVMe；数据盘 2 × 3.84TB NVMe", "512 GB"),
    ("CPU / 内存 RAM：2 × AMD EPYC 7543（32 核 cores each）/ 512GB", "512 GB"),
    ("8 x H100 SXM5 80GB; 2 x Xeon Platinum 8480+ (56 cores); 2TB; boot 2 x 960GB NVMe", "2 TB"),
    ("Node: 8x L40S 48GB, 2x Xeon Gold 6430 (32C) / 1024GB, 4 x 7.68TB NVMe", "1024 GB"),
])
def test_a_bare_size_after_the_processors_is_the_hosts_memory(line: str, memory: str) -> None:
    # a server's parts listed in order: the size right after the CPUs, with no word of its own, is the RAM
    assert read(line + "\n").memory == parse_quantity(memory)


def test_a_size_after_the_processors_with_its_own_word_is_that_words() -> None:
    offer = read("8 x H100 SXM5 80GB; 2 x Xeon 8480+ (56 cores); 3.84TB NVMe data; 2 TB DDR5\n")
    assert offer.memory == parse_quantity("2 TB") and offer.storage.capacity == parse_quantity("3.84 TB")


@pytest.mark.parametrize(("line", "sockets", "cores"), [
    ("CPU cores: 2x 64 (EPYC 7763)", 2, 128),
    ("CPU 核数：2 × 48（Xeon 8468）", 2, 96),
    ("CPU cores: 128", None, 128),
])
def test_a_label_that_counts_cores_reads_its_figures_as_cores(line: str, sockets: int | None, cores: int) -> None:
    # "CPU cores | 2x 64": the label says the figures count cores, the "2x" the sockets
    offer = read("GPU: 8 x NVIDIA A100 SXM4 80GB per server\n" + line + "\n")
    assert offer.cpu.sockets == sockets and offer.cpu.cores == cores


@pytest.mark.parametrize(("line", "cores"), [
    ("CPU | Intel Xeon Platinum 8558（48 核）× 2，共 96 核", 96),
    ("CPU | AMD EPYC 9654（96 核）× 2", 192),
    ("CPU | Intel Xeon Platinum 8480+ × 2（56 核/颗），合计 112 核", 112),
    ("CPU | Intel Xeon Gold 6348 (28 cores) x 2", 56),
    ("CPU | AMD EPYC 9354 x 2 (32 cores per socket)", 64),
])
def test_a_socket_count_after_the_parts_core_figure_counts_the_sockets(line: str, cores: int) -> None:
    """ "Xeon 8558（48 核）× 2", "8480+ × 2（56 核/颗）": the count after the part, its bracket before or after, is
    the sockets; the bracket is one socket's cores."""
    offer = read("| 项目 | 配置 |\n|---|---|\n| GPU | 8 × H100 SXM5 80GB |\n" + line.replace("CPU | ", "| CPU | ")
                 + " |\n")
    assert offer.cpu.sockets == 2
    assert offer.cpu.cores == cores
