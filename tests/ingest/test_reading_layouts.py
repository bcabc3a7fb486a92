"""Layouts that hid facts: tables printed without ruling, Markdown tables in text orders, plan
columns ("Plan A | Plan B"), payment-term columns under a caption that carries the units, party
boxes and signature blocks that name the vendor, and a price page filed beside its order form.
Each family is tested in Chinese and in English on documents written for the test."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from auditor.ingest.document import Document
from auditor.ingest.merge import merge_offers
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.ingest.statements import Statement, read_statement
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf

pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
_STYLE = ParagraphStyle("p", fontName="STSong-Light", fontSize=9, leading=13)


def unruled_pdf(path: Path, title: str, rows: list[list[str]], after: tuple[str, ...] = (),
                rule: bool = False) -> Path:
    """A quote whose table has no grid (at most one rule under the header): only the alignment
    of its cells says it is a table. Columns stand apart by more than four character widths (the
    gap at which a printed line splits into pieces); tighter unruled columns stay prose."""
    table = Table(rows, hAlign="LEFT")
    style = [("FONTNAME", (0, 0), (-1, -1), "STSong-Light"), ("FONTSIZE", (0, 0), (-1, -1), 9),
             ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 44)]
    if rule:
        style.append(("LINEBELOW", (0, 0), (-1, 0), 0.5, colors.black))
    table.setStyle(TableStyle(style))
    flow = [Paragraph(title, _STYLE), Spacer(1, 6), table, Spacer(1, 10), *(Paragraph(t, _STYLE) for t in after)]
    SimpleDocTemplate(str(path), pagesize=A4).build(flow)
    return path


def text_offer(name: str, text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text(name, text))


def _statement(text: str) -> list[tuple[str, object]]:
    return [(c.path, c.value) for c in read_statement(Statement(text, "prose", 0, lambda a, b: []))]


# ---------------------------------------------------------------- tables printed without ruling


def test_an_unruled_bill_of_materials_in_chinese_counts_its_quantity_column(tmp_path: Path) -> None:
    pdf = unruled_pdf(tmp_path / "bom.pdf", "一、整机配置", [
        ["部件", "配置说明", "数量"],
        ["加速卡", "NVIDIA H20 96GB HBM3", "8"],
        ["内存", "64GB DDR5 4800", "24"],
        ["系统盘", "960GB SATA SSD", "2"],
        ["数据盘", "7.68TB NVMe U.2", "4"],
    ], ("以上为单台配置，共 2 台。",), rule=True)
    offer = read_pdf_offer(pdf)
    assert offer.memory == parse_quantity("1536 GB")  # 24 modules, not the one module's 64 GB
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.storage.system_disk.capacity == parse_quantity("960 GB")  # a boot pair: a mirror
    assert offer.nodes == 2


def test_an_unruled_spec_list_in_english_reads_each_label_with_its_value(tmp_path: Path) -> None:
    pdf = unruled_pdf(tmp_path / "spec.pdf", "Server configuration (each)", [
        ["Accelerators", "8x NVIDIA H100 80GB SXM5"],
        ["Processors", "2x AMD EPYC 9454, 48 cores each"],
        ["Memory", "1.5 TB DDR5"],
        ["Scratch", "4x 7.68 TB NVMe, plus a 960 GB NVMe boot drive"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.count_per_node == 8
    assert offer.cpu.cores == 96
    assert offer.memory == parse_quantity("1.5 TB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.storage.system_disk.capacity == parse_quantity("960 GB")  # the boot drive named in the data row


def test_two_paragraphs_side_by_side_are_not_a_table(tmp_path: Path) -> None:
    words = "The servers are delivered within ten business days of the signed order and stay on site."
    pdf = unruled_pdf(tmp_path / "prose.pdf", "Terms", [[words, words]] * 4)
    doc_tables = read_pdf_offer(pdf)
    assert doc_tables.gpu.model is None


# ---------------------------------------------------------------- payment terms as columns


def test_payment_term_columns_take_their_units_from_the_caption(tmp_path: Path) -> None:
    pdf = unruled_pdf(tmp_path / "terms.pdf", "二、价格（元/台/月，含税）", [
        ["付款方式", "月付", "季付", "年付"],
        ["单价", "41,000", "38,500", "35,000"],
        ["起租期", "1 个月", "3 个月", "12 个月"],
    ], ("本次选择：季付，1 台，3 个月起租。",))
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("38500 CNY/node/month")
    assert offer.pricing.minimum_term == parse_quantity("3 month")


def test_plan_columns_with_the_plan_the_order_names_in_english(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "plans.pdf", [
        ["Spec", "Plan A Basic", "Plan B Pro", "Plan C Max"],
        ["GPU", "2 x L4 24GB", "4 x L40S 48GB", "8 x H100 80GB"],
        ["Memory", "256GB", "512GB", "2TB"],
        ["Local NVMe", "1 x 1.92TB", "2 x 3.84TB", "4 x 7.68TB"],
        ["Price (HKD / GPU-hour)", "HK$6.20", "HK$11.50", "HK$28.00"],
    ], ("Selected: Plan B Pro x 1 server.",))
    offer = read_pdf_offer(pdf)
    assert offer.gpu.count_per_node == 4
    assert offer.memory == parse_quantity("512 GB")
    assert offer.storage.capacity == parse_quantity("7.68 TB")
    assert offer.pricing.unit_price == parse_quantity("11.5 HKD/GPU/h")
    assert offer.pricing.currency == "HKD"


# ---------------------------------------------------------------- Markdown tables


def test_a_markdown_equipment_table_in_an_english_order_schedule() -> None:
    offer = text_offer("order.md", "\n".join([
        "# Order Schedule 7", "",
        "| Component | Specification | Qty per server |",
        "|---|---|---|",
        "| GPU | NVIDIA H200 141GB SXM5 | 8 |",
        "| Memory | 64 GB DDR5 RDIMM | 32 |",
        "| Data drive | 7.68 TB NVMe U.2 | 4 |",
        "| Boot drive | 960 GB NVMe M.2 | 2 |", "",
        "Fees: USD 3.10 per GPU-hour. Initial Term: six (6) months.",
    ]))
    assert offer.memory == parse_quantity("2048 GB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert offer.storage.system_disk.capacity == parse_quantity("960 GB")  # a boot pair: a mirror
    assert offer.readings["memory"].line == 6  # a text table's cell cites its line


def test_a_markdown_table_in_a_chinese_text_quote() -> None:
    offer = text_offer("quote.txt", "\n".join([
        "报价：", "",
        "| 配置项 | 规格 | 数量 |",
        "| --- | --- | --- |",
        "| GPU | NVIDIA A800 80GB SXM4 | 8 |",
        "| 内存 | 32GB DDR4 | 32 |",
        "| 数据盘 | 3.84TB NVMe | 2 |",
    ]))
    assert offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("1024 GB")
    assert offer.storage.capacity == parse_quantity("7.68 TB")


# ---------------------------------------------------------------- the vendor's name


def test_the_vendor_is_the_name_under_the_provider_header(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "order.pdf", [
        ["Provider", "Customer"],
        ["Lumen Grid Compute, Inc. 40 Harbor Rd, Oakland", "Fernhill Robotics Ltd. 2 Quay St, Leeds"],
    ], ("Order: 2 servers, each 8x NVIDIA H100 80GB SXM5.",))
    assert read_pdf_offer(pdf).vendor.startswith("Lumen Grid Compute")


def test_the_vendor_in_a_chinese_signature_block_is_the_second_party() -> None:
    lines = ["GPU 服务器租赁合同", *(f"第{n}条 约定事项 {n}。" for n in range(1, 70)),
             "甲方（盖章）：杭州某某智能科技有限公司", "乙方（盖章）：宁波算峰云计算有限公司"]
    assert text_offer("contract.txt", "\n".join(lines)).vendor == "宁波算峰云计算有限公司"


# ---------------------------------------------------------------- documents of one offer


def test_a_price_page_is_merged_after_its_order_form(tmp_path: Path) -> None:
    page = text_offer("pricing.txt", "\n".join([
        "Price list", "",
        "| Instance | GPUs | Price |", "|---|---|---|",
        "| a.small | 1x NVIDIA L4 24GB | $0.80 per GPU-hour |",
        "| a.mid | 4x NVIDIA A100 80GB SXM4 | $1.60 per GPU-hour |",
        "| a.big | 8x NVIDIA H200 141GB SXM5 | $3.20 per GPU-hour |",
    ]))
    order = text_offer("order.txt", "Order: two (2) servers of type a.big, 8x NVIDIA H200 141GB SXM5 each, "
                                    "$3.20 per GPU-hour, 12-month term.")
    merged = merge_offers([page, order])
    assert merged.gpu.sku == "h200-sxm"
    assert merged.nodes == 2


# ---------------------------------------------------------------- words in statements


def test_term_written_before_qi_zu_and_rent_named_by_its_period() -> None:
    assert ("pricing.minimum_term", parse_quantity("6 month")) in _statement("首期 6 个月起租，到期后按月续租。")
    rent = _statement("月租金为人民币 15,600 元，按季支付。")
    assert ("pricing.unit_price", parse_quantity("15600 CNY/month")) in rent
    fee = _statement("Monthly fee USD 9,000 for the server.")
    assert ("pricing.unit_price", parse_quantity("9000 USD/month")) in fee


def test_a_model_letter_is_not_a_core_count() -> None:
    facts = dict(_statement("CPU: 2 x Intel Xeon Gold 6462C (32 cores each)"))
    assert facts["cpu.model"] == "Intel Xeon Gold 6462C"
    assert facts["cpu.cores"] == 64


def test_no_fabric_between_servers_is_stated_in_both_languages() -> None:
    assert ("interconnect.inter_node", "none") in _statement("No back-end (inter-server) fabric is included.")
    assert ("interconnect.inter_node", "none") in _statement("单机交付，无节点间网络。")


def test_no_nvlink_on_pcie_means_no_gpu_links() -> None:
    for text in ("PCIe 4.0, no NVLink between the cards.", "PCIe 4.0 直连，无 NVLink。"):
        facts = _statement(text)
        assert ("interconnect.intra_node", "pcie") in facts
        assert ("interconnect.topology", "none") in facts


def test_a_memory_size_before_servers_is_not_a_node_count() -> None:
    assert not [v for p, v in _statement("The 80GB servers went to another customer.") if p == "nodes"]
    assert ("nodes", 3) in _statement("We can deliver 3 HGX servers next week.")


# ---------------------------------------------------------------- what is and is not a disagreement


def test_two_price_columns_in_different_units_are_not_a_conflict(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "rates.pdf", [
        ["Term", "Price per GPU-hour", "Price per node-month"],
        ["12 months", "USD 2.40", "USD 14,016"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("2.4 USD/GPU/h")
    assert not [c for c in offer.conflicts if c.field.startswith("pricing.")]


def test_a_cluster_fee_column_beside_the_unit_price_is_no_conflict(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "fees.pdf", [
        ["付费方式", "单价（元/台/月）", "3 台月费（元）", "备注"],
        ["月付", "60,000", "180,000", "首期 2 个月起租"],
        ["年付", "54,000", "162,000", "12 个月"],
    ], ("贵司意向为月付。",))
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("60000 CNY/node/month")
    assert offer.pricing.minimum_term == parse_quantity("2 month")
    assert not [c for c in offer.conflicts if c.field.startswith("pricing.")]


def test_an_accelerator_fabric_row_is_the_link_not_a_gpu_count() -> None:
    offer = text_offer("order.md", "\n".join([
        "| Item | Specification | Quantity |", "|---|---|---|",
        "| Accelerator | AMD Instinct MI300X OAM, 192 GB HBM3 | 8 |",
        "| Accelerator fabric | AMD Infinity Fabric (xGMI), full mesh | 1 |",
    ]))
    assert offer.gpu.count_per_node == 8
    assert offer.interconnect.intra_node == "xgmi"
    assert not [c for c in offer.conflicts if c.field == "gpu.count_per_node"]


def test_memory_of_a_named_gpu_is_the_gpus_and_ram_stays_the_hosts() -> None:
    assert ("gpu.memory", parse_quantity("141 GB")) in _statement("Every GPU is an NVIDIA H200 with 141 GB of memory.")
    assert ("memory", parse_quantity("1 TB")) in _statement("2x AMD EPYC 7742 (64 cores each), 1 TB RAM.")
    assert ("memory", parse_quantity("512 GB")) in _statement("整机 512GB 内存，8 张 A100。")
