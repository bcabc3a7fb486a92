"""Where a document names the parties by their labels rather than in a party clause: a party line that points to
the signature page (见签署页, "see the signature page") names nobody, and the signature block names each party under
its label; a purchase order puts the supplier under "Supplier / Vendor" and the buyer under "Ship-to / Bill-to"; a
role table (角色 | 名称) names the provider beside its role; an addressee's honorific (御中, 台鉴) marks the customer;
a sheet's heading that names the customer first names the company that made it after."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from tests.ingest.test_reading_quantity import _STYLE


def _vendor(text: str) -> str | None:
    return offer_from_document(Document.from_text("doc.txt", text)).vendor


@pytest.mark.parametrize(("text", "name"), [
    ("算力服务器租赁协议\n甲方（承租方）：苏州青枫视觉科技有限公司\n乙方（出租方）：详见本协议签署页\n"
     "乙方向甲方出租 NVIDIA H800 SXM5 80GB 八卡服务器一台，租期六个月。\n签署页\n甲方（承租方）\n"
     "苏州青枫视觉科技有限公司（盖章）\n乙方（出租方）\n无锡澄湖算力科技有限公司（盖章）\n",
     "无锡澄湖算力科技有限公司"),
    ("GPU Server Lease\nLessee: Marlow Robotics Ltd\nLessor: see the signature page\n"
     "The Lessor leases one server with 8 x NVIDIA H100 SXM5 80GB to the Lessee for six months.\n"
     "Signature page\nLessee\nMarlow Robotics Ltd\nLessor\nBrackenridge Compute Ltd\n", "Brackenridge Compute Ltd"),
])
def test_a_party_line_that_points_to_the_signature_page_names_no_one(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("PURCHASE ORDER PO-7781\nThornbury Media Ltd | 3 Quay Street, Leeds\nSupplier / Vendor\nAshcombe GPU Hosting Ltd\n"
     "Vendor No. 22031\nShip-to / Bill-to\nThornbury Media Ltd\n2 x servers, 8 x NVIDIA A100 SXM4 80GB each, "
     "USD 9,800 per server-month.\n", "Ashcombe GPU Hosting Ltd"),
    ("采购订单 CG-2026-118\n宁波甬江影像科技有限公司 宁波市鄞州区\n供应商\n合肥庐州算力科技有限公司\n收货方\n"
     "宁波甬江影像科技有限公司\n8 × NVIDIA L40S 48GB 服务器 2 台，每台每月 21,000 元。\n", "合肥庐州算力科技有限公司"),
])
def test_a_purchase_order_names_the_supplier_under_its_label(text: str, name: str) -> None:
    assert _vendor(text) == name


def _role_table_pdf(path: Path, head: list[str], rows: list[list[str]], tail: str) -> Path:
    table = Table(rows)
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                               ("FONTNAME", (0, 0), (-1, -1), "STSong-Light"), ("FONTSIZE", (0, 0), (-1, -1), 8)]))
    story = [*(Paragraph(t, _STYLE) for t in head), table, Paragraph(tail, _STYLE)]
    SimpleDocTemplate(str(path), pagesize=A4).build(story)
    return path


@pytest.mark.parametrize(("head", "rows", "name"), [
    (["华东算力渠道有限公司 分销商", "报价单 HD-2612-03"],
     [["角色", "名称"], ["分销商（仅报价）", "华东算力渠道有限公司"],
      ["服务提供方兼签约方", "无锡澄湖算力科技有限公司"], ["客户", "苏州青枫视觉科技有限公司"]],
     "无锡澄湖算力科技有限公司"),
    (["Northgate Compute Distribution Ltd - Distributor", "Quotation NCD-2612-03"],
     [["Role", "Name"], ["Distributor (quoting only)", "Northgate Compute Distribution Ltd"],
      ["Provider and contracting party", "Brackenridge Compute Ltd"], ["Customer", "Marlow Robotics Ltd"]],
     "Brackenridge Compute Ltd"),
])
def test_a_role_table_names_the_provider_beside_its_role(tmp_path: Path, head: list[str], rows: list[list[str]],
                                                         name: str) -> None:
    pdf = _role_table_pdf(tmp_path / "quote.pdf", head, rows,
                          "8 × NVIDIA A100 SXM4 80GB, 2 servers, USD 1.20 per GPU-hour.")
    assert read_pdf_offer(pdf).vendor == name


@pytest.mark.parametrize(("text", "name"), [
    ("苏州青枫视觉科技有限公司 台鉴\n报价函\n兹报价 NVIDIA H800 SXM5 80GB 八卡服务器一台，每月 68,000 元。\n"
     "无锡澄湖算力科技有限公司\n", "无锡澄湖算力科技有限公司"),
    ("Marlow Robotics Ltd 御中\nEstimate No. E-2231\n1 server, 8 x NVIDIA H100 SXM5 80GB, JPY 3,900,000 per month.\n"
     "Issuer\nBrackenridge Compute K.K.\n", "Brackenridge Compute K.K."),
])
def test_the_addressee_of_an_honorific_is_the_customer(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("澄湖算力 H800 报价 v2（客户：苏州青枫视觉科技有限公司） 制表：无锡澄湖算力科技有限公司\n"
     "8 × NVIDIA H800 SXM5 80GB，2 台，每台每月 68,000 元。\n", "无锡澄湖算力科技有限公司"),
    ("Price sheet (client: Marlow Robotics Ltd), compiled by Brackenridge Compute Ltd\n"
     "8 x NVIDIA H100 SXM5 80GB, 2 servers, USD 2.05 per GPU-hour.\n", "Brackenridge Compute Ltd"),
])
def test_the_company_after_the_customer_on_a_heading_made_the_sheet(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("報價單 Quotation\n致 To：Harbourfront Analytics Limited 海濱數據分析有限公司 報價編號 Quote ref.：Q-0931\n"
     "8 × NVIDIA H100 PCIe 80GB，1 台。\n北角算力服務有限公司 North Point GPU Services Limited\n",
     "北角算力服務有限公司"),
    ("Quotation\nTo: Harbourfront Analytics Limited 海滨数据分析有限公司, Hong Kong\n"
     "8 x NVIDIA H100 PCIe 80GB, 1 server.\nIssued by North Point GPU Services Limited\n",
     "North Point GPU Services Limited"),
])
def test_the_customers_name_in_its_other_language_is_still_the_customer(text: str, name: str) -> None:
    # "To: … Limited 海滨…有限公司": the second name, with nothing between, is the buyer's other name, not the maker
    assert _vendor(text).startswith(name)
