"""Quantity columns and written counts multiply a component's figure: "64GB DDR5 | 32" is 2 TB,
"3.84 TB NVMe × 4" is 15.36 TB, "ConnectX-7 400 Gb/s | 8" is 3.2 Tb/s; a stated total wins."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.units import parse_quantity

pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
_STYLE = ParagraphStyle("zh", fontName="STSong-Light", fontSize=9, leading=12)


def table_pdf(path: Path, rows: list[list[str]], lines: tuple[str, ...] = ()) -> Path:
    """A quote page: a ruled table (pdfplumber finds it by its lines) and paragraphs under it."""
    table = Table(rows)
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                               ("FONTNAME", (0, 0), (-1, -1), "STSong-Light"), ("FONTSIZE", (0, 0), (-1, -1), 8)]))
    SimpleDocTemplate(str(path), pagesize=A4).build([table, *(Paragraph(t, _STYLE) for t in lines)])
    return path


def pipe_table(rows: list[list[str]]) -> str:
    """The same rows as a Markdown pipe table (header, rule line, rows), as a text quote prints them."""
    return "\n".join("| " + " | ".join(r) + " |" for r in [rows[0], ["---"] * len(rows[0]), *rows[1:]]) + "\n"


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", text))


def test_bill_of_materials_in_chinese_multiplies_each_row_by_its_quantity(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "bom.pdf", [
        ["部件", "规格", "每台数量"],
        ["加速卡", "NVIDIA H800 SXM5 80GB", "8"],
        ["内存", "64GB DDR5 RDIMM", "32"],
        ["系统盘", "480GB SATA SSD", "2"],
        ["数据盘", "3.84TB NVMe U.2", "4"],
        ["计算网卡", "ConnectX-7 400Gb/s RoCE", "8"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("2048 GB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")  # the data disks, not the system pair
    assert offer.storage.system_disk.capacity == parse_quantity("480 GB")  # a boot pair: a mirror
    assert offer.interconnect.inter_node_bandwidth == parse_quantity("3200 Gb/s")
    assert offer.readings["memory"].page == 1


def test_a_quantity_cell_that_states_the_total_is_the_total(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "order.pdf", [
        ["Item", "Per-server configuration", "Qty"],
        ["Accelerators", "NVIDIA H100 80GB SXM5, NVLink + NVSwitch", "8"],
        ["Processors", "Intel Xeon Platinum 8468, 48-core", "2 x 48-core"],
        ["Memory", "32 GB DDR5-4800", "32 (1 TB)"],
        ["Servers", "two (2) servers", "2"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.memory == parse_quantity("1 TB")
    assert offer.readings["memory"].quote == "32 (1 TB)"
    assert offer.cpu.sockets == 2 and offer.cpu.cores == 96
    assert offer.nodes == 2


def test_the_server_row_quantity_is_the_node_count_not_a_multiplier(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "lines.pdf", [
        ["Line", "Description", "Qty", "Unit price"],
        ["1", "GPU node: 8 x NVIDIA H200 SXM 141 GB", "3", "USD 3.10 per GPU-hour"],
        ["2", "Local data disks per node: 7.68 TB NVMe x 4", "incl.", "-"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 3
    assert offer.gpu.count_per_node == 8
    assert offer.storage.capacity == parse_quantity("30.72 TB")


@settings(max_examples=30, deadline=None)
@given(count=st.integers(2, 16), size=st.sampled_from(["0.96", "1.92", "3.84", "7.68", "15.36"]),
       chinese=st.booleans())
def test_a_written_disk_count_multiplies_the_size(count: int, size: str, chinese: bool) -> None:
    text = f"数据盘：{count} 块 {size}TB NVMe" if chinese else f"Local data disks: {count} x {size} TB NVMe"
    offer = read(text)
    assert offer.storage.capacity == parse_quantity(f"{float(size) * count:.2f} TB")


@settings(max_examples=30, deadline=None)
@given(ports=st.integers(1, 8), rate=st.sampled_from([100, 200, 400]))
def test_ports_after_the_rate_multiply_it(ports: int, rate: int) -> None:
    offer = read(f"Compute fabric per node: NDR InfiniBand {rate} Gb/s x {ports}, non-blocking")
    assert offer.interconnect.inter_node_bandwidth == parse_quantity(f"{rate * ports} Gb/s")


@pytest.mark.parametrize("rows", [
    [["Component", "Specification", "Per node", "Both nodes"],
     ["GPU", "NVIDIA H200 SXM 141GB HBM3e, NVLink 900 GB/s", "8", "16"],
     ["CPU", "AMD EPYC 9454 (48 cores)", "2", "4"],
     ["Memory", "DDR5-4800", "2,048 GB", "4,096 GB"],
     ["System drives", "960 GB NVMe, RAID 1", "2", "4"],
     ["Data drives", "7.68 TB NVMe U.2", "4 (30.72 TB)", "8 (61.44 TB)"]],
    [["部件", "规格", "单台", "两台合计"],
     ["GPU", "NVIDIA H200 SXM 141GB HBM3e，NVLink 900 GB/s", "8", "16"],
     ["CPU", "AMD EPYC 9454（48 核）", "2", "4"],
     ["内存", "DDR5-4800", "2,048 GB", "4,096 GB"],
     ["系统盘", "960 GB NVMe，RAID 1", "2", "4"],
     ["数据盘", "7.68 TB NVMe U.2", "4 (30.72 TB)", "8 (61.44 TB)"]],
])
def test_columns_named_per_node_and_for_the_order_are_quantities(tmp_path: Path, rows: list[list[str]]) -> None:
    # "Per node | Both nodes" / "单台 | 两台合计" name no quantity word, yet count each row, per node and in all
    offer = read_pdf_offer(table_pdf(tmp_path / "spec.pdf", rows))
    assert offer.gpu.count_per_node == 8 and offer.nodes == 2
    assert offer.cpu.sockets == 2 and offer.cpu.cores == 96
    assert offer.memory == parse_quantity("2048 GB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.storage.system_disk is not None and offer.storage.system_disk.capacity == parse_quantity("960 GB")


@pytest.mark.parametrize(("system", "size"), [
    ("Intel D3-S4520 480GB SATA SSD（RAID1）", "480 GB"),  # a mirrored pair: one disk's space
    ("Micron 5400 PRO 960GB SATA SSD", "960 GB"),  # two boot disks: a mirror, whether or not it says so
    ("Samsung PM9A3 1.92TB NVMe U.2, RAID 1", "1.92 TB"),
])
def test_a_part_number_between_the_quantity_and_the_size_is_no_count(tmp_path: Path, system: str, size: str) -> None:
    # "系统盘 | Intel D3-S4520 480GB … | 2": the row's quantity counts the disks, not the maker's words
    rows = [["部件 Part", "规格 Specification", "数量 Qty"], ["GPU", "NVIDIA A800 SXM4 80GB", "8"],
            ["系统盘 System disk", system, "2"], ["数据盘 Data disk", "Kioxia CD8P-R 7.68TB NVMe U.2", "4"]]
    offer = read_pdf_offer(table_pdf(tmp_path / "bom.pdf", rows))
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.storage.system_disk is not None and offer.storage.system_disk.capacity == parse_quantity(size)
