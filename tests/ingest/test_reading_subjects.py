"""Whose number or word it is: a GPU model number before "server" is no server count, nor is "30 days"
before "the host"; the customer's quoted wish is no node count; a shared rack or cage is no shared GPU;
a note naming a line of the price list by its number speaks of that line; a slice's memory in a labelled
row narrows the headline; a system disk named first by its role. English and Chinese."""

from __future__ import annotations

import re
from pathlib import Path

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", text))


def test_a_gpu_model_number_before_server_is_no_node_count() -> None:
    assert read("8x RTX 4090 Training Server, bare metal.\n").nodes != 4090
    assert read("八卡 GeForce RTX 4090 服务器，整机独享。\n").nodes != 4090


def test_a_duration_before_host_is_no_node_count() -> None:
    offer = read("Reliability is the share of the last 30 days the host answered; it is not a commitment.\n")
    assert offer.nodes != 30
    assert read("过去 90 天主机在线率 99.2%，仅供参考。\n").nodes != 90


def test_the_customers_quoted_wish_is_no_node_count() -> None:
    text = ("Hi Ana,\nthe server is free from Monday: 8x NVIDIA L40S 48GB in one chassis, $0.95/GPU/hr.\n"
            "Best, Tom\n> On Mon, Ana wrote:\n> We might need three boxes next quarter.\n")
    assert read(text).nodes != 3
    zh = ("刘工您好：\n本次报一台 8 × H20 96GB 服务器，¥56,000/台/月。\n-----原始邮件-----\n"
          "我们后面可能要四台，先报一台的价。\n")
    assert read(zh).nodes != 4


def test_a_shared_rack_or_cage_is_not_shared_gpus(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "bom.pdf", [
        ["#", "Component", "Specification", "Qty per node"],
        ["1", "GPU", "NVIDIA H100 80GB PCIe", "8"],
        ["2", "Service item", "Rack space (shared cage)", "1"],
        ["3", "服务项", "机柜空间（共享机柜）", "1"],
    ], lines=("The server is dedicated to one customer; no virtualization, MIG or sharing.",))
    assert read_pdf_offer(pdf).gpu.sharing == "dedicated"


def test_a_note_naming_a_line_by_number_speaks_of_that_line_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "list.pdf", [
        ["#", "GPU 型号", "显存", "按量（元/卡时）"],
        ["1", "RTX 4090 24G", "24G", "¥2.18"],
        ["2", "A100-20G（vGPU）*", "20G", "¥1.10"],
    ], lines=("已选规格：第 1 行，RTX 4090 24G × 4 卡，整卡独占。",
              "* 第 2 行为 vGPU 实例：一块物理 A100 由多个实例分时共享。"))
    offer = read_pdf_offer(pdf)
    assert offer.gpu.sku == "rtx-4090" and offer.gpu.sharing == "dedicated"
    assert not any("分时" in s for s in offer.statements)


def test_a_note_naming_a_line_by_number_speaks_of_that_line_en(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "list.pdf", [
        ["#", "GPU", "Memory", "USD/GPU-hr"],
        ["1", "NVIDIA L40S 48GB", "48 GB", "0.99"],
        ["2", "NVIDIA A100 (vGPU)*", "20 GB", "0.60"],
    ], lines=("Your selection: row 1, four whole L40S cards.",
              "* Row 2 is a vGPU slice: several instances time-share one physical A100."))
    offer = read_pdf_offer(pdf)
    assert offer.gpu.sku == "l40s" and offer.gpu.sharing != "vgpu"


def test_a_slices_memory_in_a_labelled_row_narrows_the_headline(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "listing.pdf", [
        ["GPU", "0.5x NVIDIA A100-SXM4-80GB, MIG 3g.40gb instance"],
        ["GPU memory", "40 GB per instance"],
        ["RAM", "128 GB"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.memory == parse_quantity("40 GB")
    zh = read("GPU：NVIDIA A100 80GB（vGPU）\n显存：每实例 20GB\n")
    assert zh.gpu.memory == parse_quantity("20 GB")


def test_a_system_disk_named_first_by_its_role(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "order.pdf", [
        ["项目", "内容"],
        ["存储", "系统盘 30GB + 数据盘 200GB 本地 NVMe"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.storage.system_disk.capacity == parse_quantity("30 GB")
    assert offer.storage.capacity == parse_quantity("200 GB")
    en = read("Storage: boot disk 2 x 480GB SATA SSD, data disks 4 x 3.84 TB NVMe\n")
    assert en.storage.system_disk.capacity == parse_quantity("480 GB")  # a boot pair: a mirror
    assert en.storage.capacity == parse_quantity("15.36 TB")


def test_a_gpus_per_server_row_of_a_comparison_sheet(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "compare.pdf", [
        ["规格项", "A100 PCIe 80G", "A800 SXM 80G（本次订购）", "L40S 48G"],
        ["每台 GPU 数", "8", "8", "4"],
        ["内存", "1TB", "2TB", "512GB"],
        ["数据盘", "2 × 3.84TB NVMe", "4 × 7.68TB NVMe", "2 × 3.84TB NVMe"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("2 TB")


def test_a_cap_that_is_a_share_bounds_a_credit_not_the_network() -> None:
    """A network is capped at a rate; "capped at 50%" or "上限 50%" bounds a credit, even where the credit's own
    words stand across a slash or comma from the cap."""
    en = ("Internet: 100Mbps\nService levels: 99.9% monthly availability; 5% rent credit per 0.1% below, "
          "capped at 50%.\n")
    zh = "公网：100Mbps\n服务水平：月可用率 99.9%，每低 0.1% 减免月租 5%，上限 50%。\n"
    bi = ("公网 Internet | 100Mbps\n5. 每低 0.1% 减免月租 5%,上限 50% / 5% rent credit per 0.1% below, "
          "capped at 50%.\n")
    for text in (en, zh, bi):
        assert read(text).network.rate_limited is not True, text
    assert read("Internet uplink: capped at 100 Mbps.\n").network.rate_limited is True
    assert read("公网带宽：限速 100Mbps。\n").network.rate_limited is True


def test_a_choice_of_uplinks_is_no_statement_about_the_gpus() -> None:
    """ "公网 ■ 独享 100Mbps □ 共享 1Gbps", "Internet: [x] dedicated 100 Mbps [ ] shared 1 Gbps": each sharing word
    stands before its rate, so the line is about the bandwidth; the rules' sharing checks do not see it."""
    for text in ("GPU：8 × H20 96GB 整机\n\n公网 ■ 独享 100Mbps（每台） □ 共享 1Gbps",
                 "GPUs: 8x H20 96GB per node\nInternet: [x] dedicated 100 Mbps [ ] shared 1 Gbps",
                 "GPU：8 × A800 80GB 整机\n\n公网 — BGP 200Mbps 独享 100Mbps 共享 1Gbps 共享",
                 "GPUs: 8x A100 80GB per node\n\nInternet 100Mbps shared, 1Gbps shared, 200Mbps dedicated"):
        offer = read(text)
        assert not any(re.search(r"共享|shared", s) for s in offer.statements or [])
    kept = read("我们的 H20 按时间片分时共享给多个租户，公网共享 100M。").statements or []
    assert any("分时共享" in s for s in kept)  # a GPU's sharing beside the uplink's stays a statement
