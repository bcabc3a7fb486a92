"""Reseller quotations: a List | Discount | Net price table whose net column is the price offered (the list
price is not), a currency sign only in the column header, the unit the row's description names ("per
GPU-hour"), and a quantity that counts GPUs or billed hours rather than servers ("4 GPUs × 730 h"); a GPU
written "A800 PCIe 80GB" keeps its memory after the bus word. English and Chinese."""

from __future__ import annotations

from pathlib import Path

from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.ingest.spec_line import parse_spec_line
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


def latin_table_pdf(path: Path, rows: list[list[str]]) -> Path:
    """A ruled table in Helvetica, whose glyphs include the pound and euro signs (the CJK test font has neither)."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.platypus import SimpleDocTemplate, Table, TableStyle

    table = Table(rows)
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("FONTSIZE", (0, 0), (-1, -1), 8)]))
    SimpleDocTemplate(str(path), pagesize=A4).build([table])
    return path


def test_the_net_column_is_the_unit_price_and_the_quantity_counts_gpu_hours_en(tmp_path: Path) -> None:
    pdf = latin_table_pdf(tmp_path / "resale.pdf", [
        ["Line", "Description", "Qty", "List £", "Discount", "Net £", "Line total £"],
        ["1", "GPU server, 8 x NVIDIA L40S 48GB, per GPU-hour", "8 GPUs x 730 h", "1.60", "10%", "1.44", "8,409.60"],
        ["", "VAT @ 20%", "", "", "", "", "1,681.92"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("1.44 GBP/GPU/h")
    assert offer.pricing.unit == "gpu-hour"
    assert offer.nodes != 8  # eight GPUs billed for 730 hours are not eight servers
    assert offer.gpu.count_per_node == 8


def test_the_discounted_price_column_is_the_unit_price_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "daili.pdf", [
        ["序号", "项目", "规格", "数量", "原价", "折扣", "成交价"],
        ["1", "八卡整机租赁", "8 × NVIDIA H800 80GB SXM5", "2台", "￥150,000/台/月", "9 折", "￥135,000/台/月"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("135000 CNY/node/month")
    assert offer.nodes == 2


def test_a_pcie_gpu_keeps_the_memory_written_after_the_bus_word() -> None:
    facts = {f.path: f.value for f in parse_spec_line("4 × NVIDIA A800 PCIe 80GB, 每台")}
    assert facts["gpu.memory"] == parse_quantity("80 GB")
    assert facts["gpu.sku"] == "a800-pcie-80g"
    facts = {f.path: f.value for f in parse_spec_line("GPU：H100 PCIe 80G × 8")}
    assert facts["gpu.memory"] == parse_quantity("80 GB")


# ---------------------------------------------------------------- parts of one order and their total row

def test_rack_rows_with_a_total_row_are_parts_of_one_order_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "jigui.pdf", [
        ["机柜", "位置", "台数", "卡数", "月费(元)"],
        ["B01", "1 号楼 3 层", "2", "16", "190,000"],
        ["B02", "1 号楼 3 层", "2", "16", "190,000"],
        ["B03", "1 号楼 4 层", "2", "16", "190,000"],
        ["合计", "", "6", "48", "570,000"],
    ], lines=("单价：¥95,000/台/月；每台 8 卡 NVIDIA H800 80GB SXM5。",))
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 6  # the total row, not one rack's 2
    assert offer.gpu.count_per_node == 8
    assert offer.pricing.unit_price == parse_quantity("95000 CNY/node/month")  # not a rack's or the total fee


def test_server_rows_with_a_total_row_are_parts_of_one_order_en(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "pods.pdf", [
        ["Pod", "Servers", "GPUs", "Monthly fee (USD)"],
        ["Pod A", "4", "32", "96,000"],
        ["Pod B", "4", "32", "96,000"],
        ["Total", "8", "64", "192,000"],
    ], lines=("Each server: 8 x NVIDIA H100 80GB SXM5. Price: USD 24,000 per server-month.",))
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 8
    assert offer.pricing.unit_price == parse_quantity("24000 USD/node/month")


def test_servers_per_rack_times_racks_is_the_node_count_zh() -> None:
    from tests.ingest.test_reading_tenders import read

    offer = read("方案：3 个机柜 × 每柜 4 台 = 12 台 8 卡 H100 服务器，合计 96 卡。\n")
    assert offer.nodes == 12
    assert offer.gpu.count_per_node == 8


def test_a_network_rate_beside_nvswitch_is_no_nvlink_bandwidth_zh() -> None:
    from tests.ingest.test_reading_tenders import read

    offer = read("GPU：8 × NVIDIA H800 80GB SXM5\n"
                 "（2）互联：节点内 NVSwitch 全互联，节点间 8×400Gb/s NDR InfiniBand；\n")
    assert offer.interconnect.nvlink_bandwidth is None  # the 400 Gb/s is the InfiniBand's
    assert offer.interconnect.inter_node_bandwidth == parse_quantity("3200 Gb/s")


def test_a_list_price_column_beside_the_promotional_one_is_not_the_price_en(tmp_path: Path) -> None:
    pdf = latin_table_pdf(tmp_path / "promo.pdf", [
        ["Instance", "Configuration", "List price", "Launch price"],
        ["g8.h100", "8x NVIDIA H100 SXM5 80GB", "$3.40 per GPU-hour", "$2.60 per GPU-hour"],
    ])
    assert read_pdf_offer(pdf).pricing.unit_price == parse_quantity("2.60 USD/GPU/h")


def test_a_list_price_column_beside_the_promotional_one_is_not_the_price_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "cuxiao.pdf", [
        ["机型", "配置", "原价", "活动价"],
        ["A800 八卡", "8 × NVIDIA A800 80GB SXM4", "￥7.20/卡/时", "￥5.80/卡/时"],
    ])
    assert read_pdf_offer(pdf).pricing.unit_price == parse_quantity("5.80 CNY/GPU/h")


# ---------------------------------------------------------------- a bundle's charges: the servers' row is the price

def test_a_bundles_server_row_states_the_price_and_the_servers_en(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "bundle.pdf", [
        ["Item", "Qty", "Monthly unit", "Monthly total"],
        ["Cabinet 42U, 20 kW", "1", "5,200.00", "5,200.00"],
        ["GPU server lease, 8x H100 SXM5 80GB", "3", "21,500.00", "64,500.00"],
        ["Internet transit 1 Gb/s", "1", "900.00", "900.00"],
        ["Total per month", "", "", "70,600.00"],
    ], lines=("Charges are monthly, in USD, excluding VAT.",))
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 3
    assert offer.gpu.count_per_node == 8
    assert offer.pricing.unit_price == parse_quantity("21500 USD/node/month")  # not the cabinet's fee


def test_a_bundles_server_row_states_the_price_and_the_servers_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "tuoguan.pdf", [
        ["项目", "数量", "月单价（元）", "月合计（元）"],
        ["机柜托管 42U", "2", "8,000", "16,000"],
        ["H800 八卡服务器租赁", "2", "96,000", "192,000"],
        ["BGP 带宽 500Mbps", "1", "6,000", "6,000"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 2
    assert offer.pricing.unit_price == parse_quantity("96000 CNY/node/month")
