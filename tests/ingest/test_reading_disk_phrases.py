"""Disks named by their kind before the count and size ("Local NVMe: 8 x 7.68TB", "本地 NVMe：4 × 3.84TB"): the kind
still says what the disks are and the count still multiplies the size. English and Chinese, written for the test."""

from __future__ import annotations

import pytest

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


def test_a_size_per_month_is_traffic_not_storage() -> None:
    for text in ["8 x H100 80GB server. 4.2 Storage beyond the local NVMe and egress above 200 TB/month are quoted "
                 "separately.",
                 "8 x H100 80GB. Storage and traffic: local NVMe, 50 TB per month of egress included.",
                 "8 × H100 80GB 服务器。存储：本地 NVMe 数据盘 4 × 3.84TB，另含公网流量 100TB/月。"]:
        capacity = offer_from_document(Document.from_text("quote.txt", text)).storage.capacity
        assert capacity is None or capacity == parse_quantity("15.36 TB"), text


def test_a_spindle_speed_and_a_storage_link_count_nothing() -> None:
    for text, capacity in [
        ("Four (4) servers of 8 x MI300X. Shared NAS for datasets and checkpoints: 400 TB usable on a 7,200 rpm HDD "
         "array (RAID-6), exported over NFS on 2 x 10 GbE to every server.", "400 TB"),
        ("四台 MI300X 八卡服务器。共享 NAS：400TB 可用容量，7200 转机械硬盘阵列，"
         "通过 2 × 10GbE 以 NFS 挂载到每台服务器。", "400 TB"),
    ]:
        offer = read(text)
        assert offer.storage.capacity == parse_quantity(capacity), text
        assert offer.nodes == 4, text


def test_a_drive_series_name_is_no_count(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from auditor.ingest.pdf_offer import read_pdf_offer
    from tests.ingest.test_reading_quantity import table_pdf

    for header, row in [
        (["Part", "Model", "Qty", "Use"], ["HDD", "Seagate Exos X20 20TB 7200rpm SAS", "12", "training data array"]),
        (["部件", "型号", "数量", "用途"], ["机械硬盘", "希捷 Exos X20 20TB 7200 转 SAS", "12", "训练数据盘"]),
    ]:
        offer = read_pdf_offer(table_pdf(tmp_path / "sheet.pdf", [header, ["GPU", "8 x NVIDIA H100 SXM5 80GB", "8",
                                                                           "compute"], row]))
        assert offer.storage.capacity == parse_quantity("240 TB"), row


def test_an_and_between_words_does_not_part_a_shared_store_from_its_size() -> None:
    for text in ["Two servers of 8 x MI300X; training data: none local. Shared NAS for datasets and checkpoints: "
                 "400 TB usable on an HDD array (RAID-6), over NFS.",
                 "两台 MI300X 八卡服务器，本地无数据盘。共享 NAS 用于数据集和检查点：400TB 可用，"
                 "机械硬盘阵列，NFS 挂载。"]:
        offer = read(text)
        assert offer.storage.capacity == parse_quantity("400 TB"), text
        assert offer.storage.shared is True, text


def test_a_pair_of_system_disks_is_one_disk_of_usable_space_unless_striped(tmp_path) -> None:  # type: ignore[no-untyped-def]
    # boot disks come as a mirrored pair whether or not the line says RAID 1; only a stripe adds their space up
    from auditor.ingest.pdf_offer import read_pdf_offer
    from tests.ingest.test_reading_quantity import table_pdf

    for text, system in [("8 × H800 80GB 服务器。系统盘：2 × 960GB SATA SSD（RAID1）；数据盘：4 × 3.84TB NVMe。",
                          "960 GB"),
                         ("8 x H100 80GB server. OS disk: 2 x 480 GB SSD, mirrored; data: 8 x 3.84 TB NVMe.", "480 GB"),
                         ("8 x H100 80GB server. Boot: 2 x 960 GB NVMe; data: 8 x 3.84 TB NVMe.", "960 GB"),
                         ("8 x H100 80GB; 2 TB DDR5; 2 x 960 GB NVMe boot; 8 x 3.84 TB NVMe data.", "960 GB"),
                         ("8 × H800 80GB。系统盘：2 × 480GB SATA SSD；数据盘：4 × 3.84TB NVMe。", "480 GB"),
                         ("8 x H100 80GB server. Boot: 2 x 960 GB NVMe, RAID 0; data: 8 x 3.84 TB NVMe.", "1920 GB"),
                         ("8 × H800 80GB。系统盘：2 × 480GB SATA SSD（RAID0 条带）；数据盘：4 × 3.84TB NVMe。",
                          "960 GB")]:
        assert read(text).storage.system_disk.capacity == parse_quantity(system), text
    pdf = table_pdf(tmp_path / "bom.pdf", [["部件", "规格", "数量", "备注"], ["GPU", "NVIDIA H800 SXM5 80GB", "8", ""],
                                           ["系统盘", "960GB SATA SSD", "2", "RAID1"],
                                           ["数据盘", "3.84TB NVMe U.2", "4", ""]])
    assert read_pdf_offer(pdf).storage.system_disk.capacity == parse_quantity("960 GB")


def test_a_sata_drive_of_a_flash_size_is_an_ssd_and_of_a_disk_size_a_hard_disk() -> None:
    # "960G SATA" comes only as flash; "8TB SATA" is a spinning disk: the size says which a bare "SATA" is
    zh = read("8 × H100 SXM5 80GB。\n系统盘两块 960G SATA 做 RAID1；数据盘每台四块 7.68T NVMe，单台 30.72T。")
    assert zh.storage.system_disk.type == "sata-ssd" and zh.storage.capacity == parse_quantity("30.72 TB")
    en = read("8 x H100 SXM5 80GB per server.\nBoot: 2 x 480GB SATA (RAID 1); data: 4 x 3.84TB NVMe.")
    assert en.storage.system_disk.type == "sata-ssd"
    assert read("8 x H100 SXM5 80GB.\nStorage: 4 x 8TB SATA, 7200rpm.").storage.type == "hdd"
    assert read("8 × H100 SXM5 80GB。\n存储：2 块 4T SATA。").storage.type == "hdd"


def test_a_disk_count_per_server_before_a_decimal_size_counts_no_gpus() -> None:
    # "数据盘每台四块 7.68T": the four are disks; the GPUs are the eight of the line above
    offer = read("两台 H20 八卡整机，每台配置：\n  GPU 8 张 H20 96G，NVLink 900GB/s\n  数据盘每台四块 7.68T NVMe\n")
    assert offer.gpu.count_per_node == 8 and offer.nodes == 2


def test_a_drive_counted_after_its_part_number_and_kind() -> None:
    # a BOM's "Micron 7450 PRO 3.84TB U.3 x 4 (15.36 TB)": the count after the kind multiplies the size
    en = read("8 x NVIDIA A100 SXM4 80GB per node.\nboot 2 x 480 GB SATA SSD RAID 1; data drives Micron 7450 PRO "
              "3.84TB U.3 x 4 (15.36 TB); 4 x 200 Gb/s HDR InfiniBand.")
    assert en.storage.capacity == parse_quantity("15.36 TB") and en.storage.type == "nvme"
    zh = read("每台 8 张 A100 SXM4 80GB。\n数据盘：三星 PM9A3 7.68TB U.2 × 2；系统盘：480GB SATA SSD × 2（RAID1）。")
    assert zh.storage.capacity == parse_quantity("15.36 TB")


def test_a_bilingual_disk_label_with_its_kind_before_it() -> None:
    # "本地 NVMe 數據盤 local data 1TB": the kind, the Chinese label, its English gloss, then the size
    offer = read("• GPU: NVIDIA A800 SXM4 80GB, 1 張 dedicated\n• 系統盤 system disk 100GB 雲盤\n"
                 "• 本地 NVMe 數據盤 local data 1TB\n")
    assert offer.storage.type == "nvme" and offer.storage.capacity == parse_quantity("1 TB")
    en = read("GPU: 1 x NVIDIA L40S 48GB\n数据盘 Data disk: 2 × 3.84TB NVMe\n")
    assert en.storage.capacity == parse_quantity("7.68 TB")


@pytest.mark.parametrize("text", [
    "8 × RTX 4090 24GB\n数据盘： 2 × 3.84TB NVMe（本地） 系统盘： 200GB\n",
    "8 x RTX 4090 24GB\nData disks: 2 x 3.84TB NVMe (local)   OS disk: 200GB\n",
])
def test_a_second_label_on_the_line_keeps_its_role_to_itself(text: str) -> None:
    # two key:value pairs printed on one line: the system disk's label after the data disks names only its own
    assert read(text).storage.capacity == parse_quantity("7.68 TB")


@pytest.mark.parametrize("text", [
    "4 x H100 PCIe 80GB.\n2.5 Storage: the operating system SHALL reside on 2 x 480 GB SATA SSDs (RAID 1). Training "
    "data SHALL reside on 4 x 3.84 TB NVMe SSDs (15.36 TB), delivering at least 10 GB/s sequential read.",
    "4 × H100 PCIe 80GB。\n2.5 存储：操作系统安装在 2 × 480GB SATA SSD（RAID1）上，训练数据存放在 4 × 3.84TB NVMe"
    "（15.36TB），顺序读不低于 10GB/s。",
])
def test_a_sentence_that_sells_disks_keeps_them_beside_the_speed_they_must_reach(text: str) -> None:
    # "at least 10 GB/s" is a threshold, but the disks in the same sentence are sold; the OS disks are named by
    # "operating system"
    storage = read(text).storage
    assert storage.capacity == parse_quantity("15.36 TB") and storage.type == "nvme"
    assert storage.system_disk is not None and storage.system_disk.capacity == parse_quantity("480 GB")


@pytest.mark.parametrize("text", [
    "8x RTX 4090 24GB, NVLink bridged in pairs, we get ~50 GB/s card to card; 2 TB NVMe scratch.",
    "8 × RTX 4090 24GB，P2P 已开启，卡间约 25GB/s；数据盘 2TB NVMe。",
])
def test_a_rate_between_the_cards_is_no_disks_speed(text: str) -> None:
    assert read(text).storage.throughput is None


@pytest.mark.parametrize("text", [
    "One node: 8 x MI300X 192GB, 3 TB DDR5 (24 x 128 GB). Boot: 2 x 960 GB NVMe. Data: 8 x 3.84 TB NVMe (30.72 TB).",
    "每台 8 × MI300X 192GB，内存 3TB。启动盘：2 × 960GB NVMe。数据盘：8 × 3.84TB NVMe（30.72TB）。",
])
def test_a_boot_label_inside_a_paragraph_names_the_system_disk(text: str) -> None:
    storage = read(text).storage
    assert storage.capacity == parse_quantity("30.72 TB")
    assert storage.system_disk is not None and storage.system_disk.capacity == parse_quantity("960 GB")


@pytest.mark.parametrize("text", [
    "8 x H100 80GB. Boot / data: 2 x 960 GB NVMe (RAID 1) / 8 x 7.68 TB NVMe (61.44 TB), 25 GB/s read.",
    "8 × H100 80GB。数据盘 8 × 7.68TB NVMe（61.44TB，25GB/s 读）。",
])
def test_a_disks_speed_written_after_it_is_its_throughput(text: str) -> None:
    assert read(text).storage.throughput == parse_quantity("25 GB/s")


@pytest.mark.parametrize("text", [
    "8 × H800 每台。本地 NVMe：每节点 4 × 7.68TB ①\n① 集群本地 NVMe 合计 245.76TB（raw）。",
    "8 x H800 per node. Local NVMe: 4 x 7.68TB per node (1)\n(1) Cluster local NVMe total 245.76 TB (raw).",
])
def test_a_footnotes_cluster_total_is_no_nodes_storage(text: str) -> None:
    # the cluster's disks added up in a footnote: the per-node figure of the row it annotates stands
    assert read(text).storage.capacity == parse_quantity("30.72 TB")
