"""Host (CPU, RAM) and storage families read where unseen documents put them: a bill of materials whose
spec column has no spec-word header, a count written after the part ("（32核）× 2", "U.2 × 4"), two
fields in one cell or label ("CPU / 内存", "vCPU / RAM"), disks of two roles in one sentence, a system
disk named by its role word, sockets counted in words, a link row that is not a server row, and a
line labelled with the product ordered that selects one row of a price list. English and Chinese."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.clauses import detect_clauses
from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", text))


# ---------------------------------------------------------------- a spec column without a spec header

def test_a_per_node_column_is_the_spec_column_and_qty_multiplies_it_en(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "order.pdf", [
        ["Item", "Per server", "Qty"],
        ["Accelerator", "NVIDIA H200 SXM 141 GB", "8"],
        ["Processor", "Intel Xeon Platinum 8468 (48 cores)", "2"],
        ["Memory", "96 GB DDR5 RDIMM", "16"],
        ["Boot", "480 GB SATA SSD", "2"],
        ["Data", "7.68 TB NVMe", "4"],
        ["Cluster fabric", "400 Gb/s NDR InfiniBand", "8"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.memory == parse_quantity("1536 GB")
    assert offer.cpu.sockets == 2 and offer.cpu.cores == 96
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.storage.system_disk.capacity == parse_quantity("480 GB")  # a pair of boot disks: a mirror
    assert offer.interconnect.inter_node_bandwidth == parse_quantity("3200 Gb/s")


def test_a_per_node_column_is_the_spec_column_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "bom.pdf", [
        ["项目", "单台", "数量"],
        ["内存", "64GB DDR5", "24"],
        ["数据盘", "3.84TB NVMe U.2", "8"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.memory == parse_quantity("1536 GB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")


def test_a_subtotal_column_right_of_the_price_is_not_the_spec(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "price.pdf", [
        ["项目", "单位", "数量", "单价", "小计"],
        ["H100 八卡整机租赁", "台", "2", "￥150,000/台/月", "￥300,000/月"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit == "node-month"
    assert offer.pricing.unit_price == parse_quantity("150000 CNY/node/month")


def test_a_link_row_with_node_in_its_label_is_not_the_server_row(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "cluster.pdf", [
        ["Per node", "Specification", "Qty"],
        ["GPU", "NVIDIA A100 80GB SXM4", "8"],
        ["Node interconnect", "25GbE, TCP only", "2"],
        ["Nodes", "three (3)", "-"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 3
    assert offer.interconnect.inter_node_bandwidth == parse_quantity("50 Gb/s")


# ---------------------------------------------------------------- a count written after the part

def test_a_count_after_a_bracket_counts_sockets_and_disks_zh() -> None:
    offer = read("处理器：Intel Xeon Gold 6430（32核）× 2\n数据盘：8TB 企业级机械硬盘（SATA，7200 转）× 4\n")
    assert offer.cpu.sockets == 2 and offer.cpu.cores == 64
    assert offer.storage.capacity == parse_quantity("32 TB") and offer.storage.type == "hdd"


def test_a_count_after_the_part_en() -> None:
    offer = read("Accelerators: NVIDIA L40S 48GB PCIe x 4 (see note 2)\nScratch disks: 1.92 TB NVMe U.2 x 4\n")
    assert offer.gpu.count_per_node == 4
    assert offer.storage.capacity == parse_quantity("7.68 TB")


def test_a_stated_core_total_after_a_trailing_count_wins() -> None:
    offer = read("CPU：Intel Xeon Gold 6430 × 2（共 64 核 128 线程）\n")
    assert offer.cpu.sockets == 2 and offer.cpu.cores == 64


def test_key_value_lines_under_a_heading_are_read_one_by_one() -> None:
    text = ("一、单台配置\n  CPU：AMD EPYC 9354（32核）× 2\n  内存：64GB DDR5 × 12（共 768GB）\n"
            "  系统盘：480GB SATA SSD × 2\n  数据盘：3.84TB NVMe × 4\n")
    offer = read(text)
    assert offer.cpu.cores == 64 and offer.memory == parse_quantity("768 GB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")
    assert offer.storage.system_disk.capacity == parse_quantity("960 GB")


# ---------------------------------------------------------------- two fields in one cell or label

def test_cpu_and_memory_in_one_cell_after_a_bracket_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "pool.pdf", [
        ["项目", "说明"],
        ["实例规格", "H800 × 8 卡 / 实例"],
        ["CPU / 内存", "2 × Intel Xeon 8468（每颗 48 核）/ 2TB"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.memory == parse_quantity("2 TB")
    assert offer.cpu.cores == 96


def test_a_vcpu_and_memory_label_reads_the_memory() -> None:
    assert read("vCPU / 内存：96 vCPU / 768GB\n").memory == parse_quantity("768 GB")
    assert read("vCPU / RAM: 48 vCPU / 384 GB\n").memory == parse_quantity("384 GB")


@pytest.mark.parametrize(("line", "ram"), [
    ("CPU / 内存：2 × Intel Xeon Platinum 8468（48 核），共 96 核；2TB DDR5", "2 TB"),
    ("CPU / RAM: 2 x AMD EPYC 9654 (96 cores each) = 192 cores; 1.5 TB", "1.5 TB"),
])
def test_a_two_field_label_states_its_second_field_after_the_semicolon(line: str, ram: str) -> None:
    """"CPU / RAM: the processors; the memory": each piece after the ";" is the next label's, not the CPU's."""
    offer = read(f"8 × H800 SXM5 80GB\n{line}\n")
    assert offer.memory == parse_quantity(ram)
    assert offer.cpu is not None and offer.cpu.model is not None and "TB" not in offer.cpu.model


@pytest.mark.parametrize(("line", "ram"), [
    ("每台：2 × AMD EPYC 7763（64 核）= 128 核，1TB；系统盘 2 × 480GB SATA SSD", "1 TB"),
    ("Each node: 2 x Xeon 8468 (48 cores) = 96 cores, 2TB DDR5; boot 2 x 960 GB NVMe", "2 TB"),
])
def test_a_bare_size_after_the_core_count_is_the_host_memory(line: str, ram: str) -> None:
    offer = read(f"8 × A100 SXM4 80GB\n{line}\n")
    assert offer.memory == parse_quantity(ram)


# ---------------------------------------------------------------- disks named by their role in prose

def test_system_and_data_disks_in_one_sentence_en() -> None:
    offer = read("Storage is 2x 960 GB NVMe for the OS (mirrored) and 8x 3.84 TB NVMe scratch for training data.")
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.storage.system_disk.capacity == parse_quantity("960 GB")  # mirrored: one disk usable


def test_system_and_data_disks_in_one_sentence_zh() -> None:
    offer = read("每台配 2 块 480GB SATA SSD 做系统盘，另配 4 块 7.68TB NVMe 作为数据盘。")
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.storage.system_disk.capacity == parse_quantity("960 GB")


def test_a_boot_drive_in_a_long_host_sentence() -> None:
    offer = read("The server has two Intel Xeon Platinum 8468 processors (48 cores each), two terabytes of DDR5 "
                 "memory, a 480 GB SATA boot drive and eight 3.84 TB NVMe drives for data, 30.72 TB in all.")
    assert offer.cpu.sockets == 2 and offer.cpu.cores == 96
    assert offer.storage.system_disk.capacity == parse_quantity("480 GB")
    assert offer.storage.system_disk.type == "sata-ssd"
    assert offer.storage.capacity == parse_quantity("30.72 TB")


def test_a_system_disk_named_in_chinese_prose() -> None:
    offer = read("本机另有一块 960G NVMe 系统盘，数据盘为 4 块 3.84T NVMe。")
    assert offer.storage.system_disk.capacity == parse_quantity("960 GB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")


# ---------------------------------------------------------------- the product line selects a row

def test_an_instance_line_selects_its_row_of_the_catalogue(tmp_path: Path) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "quote.pdf", [
        ["Instance", "GPU", "vCPU / RAM", "Local disk", "USD/GPU/hr"],
        ["gx.small", "1 x NVIDIA H100 80GB", "20 / 200 GB", "960 GB NVMe", "2.10"],
        ["gx.large", "8 x NVIDIA H100 80GB", "160 / 1,600 GB", "7.68 TB NVMe", "1.95"],
    ], lines=("Quoted for you", "Instance type: gx.large x 1 (eight GPUs)")))
    assert offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("1600 GB")
    assert offer.storage.capacity == parse_quantity("7.68 TB")


def test_an_instance_line_selects_its_row_zh(tmp_path: Path) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "quote.pdf", [
        ["规格", "GPU", "vCPU / 内存", "本地盘", "元/卡/时"],
        ["g8.2x", "2 × NVIDIA A800 80GB", "32 / 256 GB", "1.92TB NVMe", "7.5"],
        ["g8.8x", "8 × NVIDIA A800 80GB", "128 / 1,024 GB", "7.68TB NVMe", "7.2"],
    ], lines=("实例规格：g8.8x，1 台",)))
    assert offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("1024 GB")


def test_a_label_that_is_itself_a_name_selects_nothing() -> None:
    offer = read("Plan Red: NVIDIA H100 SXM5 80GB × 8, shared vGPU slices.\n"
                 "Plan Blue: NVIDIA H100 SXM5 80GB × 8, dedicated.\n")
    assert offer.gpu.count_per_node == 8


# ---------------------------------------------------------------- acceptance within a window

def test_acceptance_within_hours_is_an_acceptance_clause_en() -> None:
    blocks = ["Acceptance within 72 hours of handover: all_reduce bus bandwidth of at least 400 GB/s "
              "on every node and fio sequential read of at least 10 GB/s."]
    clause = detect_clauses(blocks)["acceptance"].clause
    assert clause.state == "committed"
    assert clause.duration == parse_quantity("72 h")


# ---------------------------------------------------------------- more places for a count

def test_a_count_after_a_memory_module_or_between_size_and_disk_kind() -> None:
    assert read("内存：64GB × 32 根\n").memory == parse_quantity("2048 GB")
    assert read("RAM: 32 GB x 16\n").memory == parse_quantity("512 GB")
    assert read("Data disks: 3.84TB × 4 NVMe\n").storage.capacity == parse_quantity("15.36 TB")
    assert read("数据盘：7.68T×2块 NVMe SSD\n").storage.capacity == parse_quantity("15.36 TB")


def test_sockets_before_cores_and_processor_counts_are_no_gpu_count() -> None:
    en = read("CPU: 2 × 48 cores Intel Xeon Platinum 8468\n")
    assert en.cpu.sockets == 2 and en.cpu.cores == 96
    zh = read("处理器：两颗 Intel Xeon 8468（每颗 48 核）\n")
    assert zh.cpu.sockets == 2 and zh.cpu.cores == 96 and zh.gpu.count_per_node is None


def test_a_shared_nas_is_the_storage_when_the_only_local_disk_is_the_system_disk() -> None:
    offer = read("Local disk: 960 GB NVMe (system only); no local data disk.\n"
                 "Datasets live on the shared NAS: 100 TB HDD-backed NFS.\n")
    assert offer.storage.system_disk.capacity == parse_quantity("960 GB")
    # a store built of hard disks is a network store (rules/throttled-io.rules storage.slow-media still reads its HDD)
    assert offer.storage.capacity == parse_quantity("100 TB") and offer.storage.type == "network"
    zh = read("本地盘：480GB NVMe（仅系统）\n共享存储：200TB 机械硬盘 NAS，多机共享挂载。\n")
    assert zh.storage.capacity == parse_quantity("200 TB") and zh.storage.type == "network"


def test_a_shared_file_system_does_not_replace_local_data_disks() -> None:
    offer = read("另配 50TB 共享文件存储（CPFS）。\n数据盘：4 × 3.84TB NVMe\n")
    assert offer.storage.capacity == parse_quantity("15.36 TB") and offer.storage.type == "nvme"


def test_acceptance_after_its_label_and_compensation_said_as_peifu() -> None:
    en = detect_clauses(["Acceptance: within 48 hours of handover, all_reduce reaches 350 GB/s on every node."])
    assert en["acceptance"].clause.state == "committed"
    zh = detect_clauses(["月可用率 99.9%，不达标按当月租金 15% 赔付。"])
    assert zh["compensation"].clause.state == "committed"


# ---------------------------------------------------------------- two key:value pairs per row; node totals

def test_a_key_value_sheet_with_two_pairs_per_row_bilingual(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "order.pdf", [
        ["GPU 型号 / GPU", "8 × NVIDIA H200 SXM 141GB", "节点数 / Nodes", "3 台"],
        ["内存 / RAM", "1.5TB DDR5", "CPU", "2 × Intel Xeon 8468（48 核）"],
        ["Data disk / 数据盘", "8 × 3.84TB NVMe", "System disk / 系统盘", "2 × 480GB SATA SSD"],
        ["公网 / Internet", "500 Mbps", "计算网络 / Fabric", "8 × 400Gb/s InfiniBand NDR"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 3 and offer.gpu.count_per_node == 8
    assert offer.cpu.sockets == 2 and offer.cpu.cores == 96
    assert offer.memory == parse_quantity("1.5 TB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.storage.system_disk.capacity == parse_quantity("480 GB")  # a boot pair: a mirror
    assert offer.network.bandwidth == parse_quantity("500 Mb/s")
    assert offer.interconnect.inter_node_bandwidth == parse_quantity("3200 Gb/s")


def test_node_totals_and_racks_of_servers() -> None:
    assert read("集群规模：2 个机柜 × 4 台，共 8 台\n").nodes == 8
    assert read("The cluster is 2 racks of 8 servers each, H100 SXM.\n").nodes == 16
    assert read("We provide a total of 12 nodes with 8 x H100 each.\n").nodes == 12


# ---------------------------------------------------------------- a cluster's figure is not one server's

def test_a_cluster_wide_size_gives_way_to_the_per_node_figure() -> None:
    en = read("Storage: 245.76 TB NVMe across the cluster (30.72 TB per node)\n")
    assert en.storage.capacity == parse_quantity("30.72 TB")
    zh = read("内存：集群合计 16TB，每台 2TB\n")
    assert zh.memory == parse_quantity("2 TB")
    assert read("Memory: 2 TiB DDR5 per server (16 TiB across the cluster)\n").memory == parse_quantity("2 TiB")


def test_cores_said_as_one_figure() -> None:
    assert read("The host has ninety-six (96) CPU cores and one terabyte of memory.\n").cpu.cores == 96
    offer = read("CPU: 96 cores (2 × 48)\n")
    assert offer.cpu.cores == 96 and offer.cpu.model is None
    assert read("处理器：共 128 核（2 × 64 核）\n").cpu.cores == 128


@pytest.mark.parametrize(("row", "memory"), [
    (["GPU 服务器租用", "8 × NVIDIA H20 96GB；内存 1536GB；系统盘 2 × 480GB SATA SSD", "1 台", "68,000 元/台/月"],
     "1536 GB"),
    (["GPU server lease", "8 x NVIDIA H100 SXM5 80GB; 2 TB RAM; 2 x 960 GB NVMe (OS)", "1", "USD 19,800 / month"],
     "2 TB"),
])
def test_a_server_row_named_by_its_gpus_states_its_host_memory(tmp_path: Path, row: list[str], memory: str) -> None:
    pdf = table_pdf(tmp_path / "quote.pdf", [["项目 Item", "配置 Configuration", "数量 Qty", "单价 Unit price"], row])
    offer = read_pdf_offer(pdf)
    assert offer.memory == parse_quantity(memory)
    assert offer.gpu.memory is not None and offer.gpu.memory < parse_quantity("200 GB")


def test_a_gpu_rows_memory_word_without_a_host_word_is_not_host_memory(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "quote.pdf", [["Item", "Configuration", "Qty", "Unit price"],
                                             ["GPU server", "8 x NVIDIA H100 SXM5 80GB HBM3; Memory: 80GB per GPU", "1",
                                              "USD 19,800 / month"]])
    assert read_pdf_offer(pdf).memory is None


@pytest.mark.parametrize(("rows", "bandwidth"), [
    ([["序号", "部件", "规格", "单台数量", "备注"], ["1", "GPU", "NVIDIA H800 SXM5 80GB", "8", "NVSwitch 全互联"],
      ["8", "公网带宽", "BGP 独享", "100Mbps", "不限速"]], "100 Mb/s"),
    ([["Item", "Specification", "Qty", "Notes"], ["GPU", "NVIDIA H100 SXM5 80GB", "8", "NVLink"],
      ["Internet", "BGP, dedicated", "1 Gbps", "unmetered"]], "1 Gb/s"),
])
def test_a_figure_in_the_quantity_column_is_the_rows_value(tmp_path: Path, rows: list[list[str]],
                                                           bandwidth: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "bom.pdf", rows))
    assert offer.network.bandwidth == parse_quantity(bandwidth)
    assert offer.gpu.count_per_node == 8


# ---------------------------------------------------------------- drive bays, cache disks, a NAS quota

@pytest.mark.parametrize("rows, capacity", [
    ([["Component", "Specification"], ["OS drive", "2x 960 GB M.2 NVMe (RAID 1)"],
      ["Drive bays", "16x 2.5\" U.2 NVMe, 8 populated with 7.68 TB (Kioxia CM7-R), 61.44 TB raw"]], "61.44 TB"),
    ([["部件", "配置"], ["系统盘", "2 × 480GB SATA SSD"], ["盘位", "8 个 2.5 寸 U.2 盘位，已装 4 块 3.84TB"]],
     "15.36 TB"),
    ([["项目 Item", "配置 Spec"], ["系统盘 OS", "1 × 960GB SATA SSD"],
      ["本地缓存盘 Local cache NVMe", "2 × 3.84TB(7.68TB)"]], "7.68 TB"),
    ([["Item", "Spec"], ["Boot", "480 GB SATA SSD"], ["Local scratch", "4 x 3.2 TB"]], "12.8 TB"),
])
def test_drive_bays_and_cache_disks_are_the_data_storage(tmp_path: Path, rows: list[list[str]], capacity: str) -> None:
    """A bay count is room, the populated bays the disks; a cache or scratch disk row is local data storage, never
    beaten by the system disk."""
    offer = read_pdf_offer(table_pdf(tmp_path / "spec.pdf", [rows[0], ["GPU", "8 x NVIDIA H100 SXM5 80GB"], *rows[1:]]))
    assert offer.storage.capacity == parse_quantity(capacity)


@pytest.mark.parametrize("text, capacity, rate", [
    ("Each server: 8x H100 SXM5 80GB, 960 GB NVMe OS drive.\nStorage: no local data drives. Project data lives on a "
     "shared NAS (NFS over 10GbE), 50 TB allocated to you, about 800 MB/s aggregate.\n", "50 TB", "800 MB/s"),
    ("每台：8 × H100 SXM5 80GB，系统盘 960GB NVMe。\n"
     "存储：无本地数据盘，数据放在共享 NAS（NFS），为贵司分配 30TB，聚合吞吐约 1GB/s。\n",
     "30 TB", "1 GB/s"),
])
def test_a_shared_stores_quota_is_the_storage_without_a_data_disk(text: str, capacity: str, rate: str) -> None:
    offer = read(text)
    assert offer.storage.capacity == parse_quantity(capacity)
    assert offer.storage.type == "network" and offer.storage.shared is True
    assert offer.storage.throughput == parse_quantity(rate)
    assert offer.storage.system_disk.capacity == parse_quantity("960 GB")


@pytest.mark.parametrize("text", [
    "每台：8 × H800 SXM5 80GB。\n注：两台合计本地 NVMe 数据盘 8 块，共 61.44TB；每台 30.72TB。\n",
    "Per node: 8x H100 SXM5 80GB.\nNote: both servers combined carry 8 NVMe data drives, 61.44 TB in total; 30.72 TB "
    "per node.\n",
])
def test_a_note_of_both_servers_totals_keeps_the_per_node_figure(text: str) -> None:
    assert read(text).storage.capacity == parse_quantity("30.72 TB")


@pytest.mark.parametrize("text", [
    "H20 server: 8x NVIDIA H20 96GB; boot 2x 480GB SATA SSD RAID1.\nStorage not included: data storage can be quoted "
    "separately.",
    "H20 服务器：8 × NVIDIA H20 96GB；系统盘 2 × 480GB SATA SSD。\n不含数据盘，可另行报价。",
])
def test_an_offer_without_data_storage_keeps_its_boot_disk_a_boot_disk(text: str) -> None:
    """ "Storage not included", "不含数据盘": the boot disk named beside it is no data storage (no slow-media finding
    for a SATA boot mirror), and it stays the system disk."""
    offer = offer_from_document(Document.from_text("quote.txt", text))
    assert offer.storage.type is None and offer.storage.capacity is None
    assert offer.storage.system_disk is not None and offer.storage.system_disk.type == "sata-ssd"


@pytest.mark.parametrize("line", [
    "本地数据盘：3.84TB NVMe（标配 2 块，加购 2 块，共 4 块 15.36TB）",
    "Data disks: 3.84 TB NVMe (2 standard + 2 add-on, 4 drives, 15.36 TB in total)",
])
def test_a_drive_size_then_the_stated_total_reads_the_total(line: str) -> None:
    """One drive's size first, the server's total after "共 … 块" / "in total": the total is the data storage, and
    the drive count is no GPU count."""
    offer = read(f"8 × A800 PCIe 80GB\n{line}\n")
    assert offer.storage.capacity == parse_quantity("15.36 TB")
    assert offer.gpu.count_per_node == 8
    assert offer.nodes in (None, 1)


def test_a_system_and_data_disk_pair_in_a_parts_list_reads_each_under_its_own_label(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "bom.pdf", [
        ["项目", "配置", "数量"],
        ["GPU", "NVIDIA H100 SXM5 80GB", "8"],
        ["系统盘 / 数据盘", "2 × 960GB NVMe（RAID1）/ 4 × 7.68TB NVMe（30.72TB）", "1 套"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.storage.system_disk is not None and offer.storage.system_disk.capacity == parse_quantity("960 GB")


@pytest.mark.parametrize(("line", "rate"), [
    ("数据盘：4 × 8TB SATA 机械硬盘（7200 转），RAID5，可用约 24TB，实测顺序读约 400MB/s。", "400 MB/s"),
    ("Data disks: 4 x 8 TB SATA HDD (7,200 rpm), RAID 5, about 24 TB usable, measured sequential read about 400 MB/s.",
     "400 MB/s"),
])
def test_a_disk_lines_own_measurement_keeps_its_disks(line: str, rate: str) -> None:
    """"实测顺序读约 400MB/s" on a disk line is the vendor's measurement of those disks, not an acceptance threshold:
    the disks, their media and the measured speed are read."""
    offer = read(f"8 × H100 SXM5 80GB\n{line}\n")
    assert offer.storage.type == "hdd"
    assert offer.storage.capacity in (parse_quantity("32 TB"), parse_quantity("24 TB"))
    assert offer.storage.throughput == parse_quantity(rate)


def test_an_acceptance_threshold_on_a_disk_line_is_no_disk_speed() -> None:
    offer = read("8 × H100 SXM5 80GB\n数据盘：4 × 7.68TB NVMe，验收时 fio 顺序读不低于 10GB/s。\n")
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.storage.throughput is None
