"""A buyer's own forms name several suppliers: a comparison sheet (询比价记录表, bid evaluation) with one column per
supplier, one of them marked as chosen (拟选, 推荐, recommended, awarded); the vendor is the chosen column's
supplier and the facts are that column's, not the first supplier's nor the form's title. A supplier named in
the middle of a line ("… - Supplier: Thamesgate Compute Ltd (Company no. …)") is the vendor over a product name
at the top; a legal name keeps the characters it is written in (千卡, not 1000卡)."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from tests.ingest.test_reading_quantity import table_pdf


def _rows_zh(marked: int) -> list[list[str]]:
    heads = ["供应商 A", "供应商 B", "供应商 C"]
    heads[marked] += "（拟选）"
    return [
        ["比价项", *heads],
        ["供应商名称", "天津瀚海算力科技有限公司", "河北云图数据科技有限公司", "北京极智方舟信息技术有限公司"],
        ["GPU", "NVIDIA A800 SXM4 80GB × 8", "NVIDIA H800 SXM5 80GB × 8", "NVIDIA A800 PCIe 80GB × 8"],
        ["台数", "1 台", "2 台", "3 台"],
        ["内存", "1024GB", "2048GB", "512GB"],
        ["单价（含税）", "¥76,500/台/月", "¥79,800/台/月", "¥52,000/台/月"],
    ]


@pytest.mark.parametrize(("marked", "vendor", "nodes", "model"), [
    (0, "天津瀚海算力科技有限公司", 1, "A800"),
    (1, "河北云图数据科技有限公司", 2, "H800"),
])
def test_the_chosen_supplier_column_of_a_comparison_sheet_is_the_offer_zh(
        tmp_path: Path, marked: int, vendor: str, nodes: int, model: str) -> None:
    footer = ("苏州启元语言科技有限公司 采购管理部 表单编号 CG-F-012",)
    pdf = table_pdf(tmp_path / "bijia.pdf", _rows_zh(marked), footer)
    offer = read_pdf_offer(pdf)
    assert offer.vendor == vendor
    assert offer.nodes == nodes
    assert offer.gpu.model is not None and model in offer.gpu.model


@pytest.mark.parametrize(("heads", "vendor"), [
    (["Vendor A (recommended)", "Vendor B", "Vendor C"], "Harbor Compute Ltd"),
    (["Supplier 1", "Supplier 2 (awarded)", "Supplier 3"], "Bluefin GPU Inc."),
    (["Bidder A", "Bidder B", "Bidder C (preferred)"], "Ridgeback Rentals LLC"),
])
def test_the_chosen_supplier_column_of_a_bid_evaluation_is_the_offer_en(
        tmp_path: Path, heads: list[str], vendor: str) -> None:
    pdf = table_pdf(tmp_path / "eval.pdf", [
        ["Criterion", *heads],
        ["Supplier name", "Harbor Compute Ltd", "Bluefin GPU Inc.", "Ridgeback Rentals LLC"],
        ["GPU", "8 x NVIDIA H100 SXM5 80GB", "8 x NVIDIA H200 SXM5 141GB", "8 x NVIDIA A100 SXM4 80GB"],
        ["Nodes", "2", "4", "1"],
        ["Memory", "2 TB", "2 TB", "1 TB"],
        ["Price", "USD 2.10 per GPU-hour", "USD 3.20 per GPU-hour", "USD 1.40 per GPU-hour"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.vendor == vendor
    column = ["Harbor Compute Ltd", "Bluefin GPU Inc.", "Ridgeback Rentals LLC"].index(vendor)
    assert offer.nodes == [2, 4, 1][column]


def test_a_comparison_sheets_title_is_not_the_vendor(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "bijia.pdf", _rows_zh(0))
    found = read_pdf_offer(pdf).vendor
    assert found is None or "记录表" not in found


@pytest.mark.parametrize(("text", "name"), [
    ("Thamesgate Shared GPU Pool\nG-Cloud 14 Service Definition Document - Lot 1: Cloud hosting - Supplier: Thamesgate "
     "Compute Ltd (Company no. 12804471), Unit 5, Riverside Works, Reading RG1 8DB\nA pool of NVIDIA L40S 48GB GPUs.\n",
     "Thamesgate Compute Ltd"),
    ("Orion Burst GPU Service\nService description v2 | Provider: Orion Rigs Ltd | Region: eu-west\n8 x H100 80GB\n",
     "Orion Rigs Ltd"),
    ("极速训练 GPU 专区\n服务说明书 V1.2  服务商：杭州云杉智算科技有限公司  版本日期：2026-11-01\n8 × H800 80GB\n",
     "杭州云杉智算科技有限公司"),
])
def test_a_supplier_named_inside_a_line_is_the_vendor_over_a_product_name(text: str, name: str) -> None:
    assert offer_from_document(Document.from_text("doc.txt", text)).vendor == name


@pytest.mark.parametrize(("rows", "name"), [
    ([["出租方", "东莞市千卡智算科技有限公司", "承租方", "广州青檬数据科技有限公司"],
      ["租赁合同号", "QK-ZL-2026-0877", "交付方式", "托管"]], "东莞市千卡智算科技有限公司"),
    ([["供应商", "北京万卡云科技有限公司"], ["GPU", "8 × H100 SXM5 80GB"]], "北京万卡云科技有限公司"),
    ([["出租方", "深圳八卡数据科技有限公司"], ["GPU", "8 × RTX 4090 24GB"]], "深圳八卡数据科技有限公司"),
])
def test_a_legal_name_keeps_its_number_words(tmp_path: Path, rows: list[list[str]], name: str) -> None:
    assert read_pdf_offer(table_pdf(tmp_path / "jiaojie.pdf", rows)).vendor == name


@pytest.mark.parametrize(("text", "name"), [
    ("SLA Schedule IB-SLA-2\nSchedule to Statement of Work SOW-IB-0077 Ironbark Systems Pty Ltd\n1. Hardware\n",
     "Ironbark Systems Pty Ltd"),
    ("Annex B\nAnnex to Order Form ORD-2026-118 Harbor Compute Ltd\n8 x H100 80GB\n", "Harbor Compute Ltd"),
])
def test_a_document_number_before_the_legal_name_is_not_part_of_it(text: str, name: str) -> None:
    assert offer_from_document(Document.from_text("doc.txt", text)).vendor == name


@pytest.mark.parametrize("text, vendor", [
    ("GPU 算力服务订购单 订购单号：SSY-OD-26-1131\n订购方：深圳岚星机器人有限公司 服务方：广州穗算云计算有限公司\n"
     "H100 SXM5 八卡裸金属 3 台，105,000 元/台/月。\n", "广州穗算云计算有限公司"),
    ("GPU Server Lease Schedule\n甲方 Party A（承租方 Lessee）：Orchid Labs Pte. Ltd.\n"
     "乙方 Party B（出租方 Lessor / Provider）：宁夏中卫星河数据有限公司\n8 × NVIDIA H20 96GB per server, 4 servers.\n",
     "宁夏中卫星河数据有限公司"),
    ("报 价 函\n致：贵阳筑梦未来科技有限公司\nNVIDIA H20 96GB × 8，单价 52,000 元/台/月。\n"
     "黔云算力（贵州）有限公司 商务部\n",
     "黔云算力（贵州）有限公司"),
])
def test_the_provider_is_named_by_its_party_label_not_the_customer_or_title(text: str, vendor: str) -> None:
    """服务方 / 订购方, a bilingual party label with its role in brackets, and a letter-spaced title ("报 价 函")."""
    assert offer_from_document(Document.from_text("quote.txt", text)).vendor == vendor
