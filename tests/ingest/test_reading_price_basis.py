"""Where a price says what it counts and per which period when the figure's own cell does not: a compound unit of
several words ("per GPU-instance-hour"), the row's label ("On-demand, per GPU-hour | $2.69"), a unit or basis column
beside the price column ("Unit | per GPU-hour", "Basis | per node per month", "计费单位 | 元/卡/时"), the line item it
prices ("Bare-metal GPU node: 8x H100 … | USD 19,800 / month": a node's, not a GPU's), and a price column whose header
names the currency as a code ("Unit price (JPY)"). Tables and lines written for the test, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.model.offer import Offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("quote.txt", text))


# ---------------------------------------------------------------- a compound unit of several words


@pytest.mark.parametrize("line, price, unit", [
    ("Price (external, excl. VAT): GBP 1.10 per GPU-instance-hour; billed monthly in arrears.", "1.10 GBP/GPU/h",
     "gpu-hour"),
    ("Rate: USD 0.95 per GPU instance-hour, metered per minute.", "0.95 USD/GPU/h", "gpu-hour"),
    ("Rate: USD 23.60 per server-instance-hour (8 GPUs).", "23.60 USD/node/h", "node-hour"),
    ("单价：¥7.20/卡·时（GPU 实例）。", "7.20 CNY/GPU/h", "gpu-hour"),
])
def test_a_compound_unit_of_several_words(line: str, price: str, unit: str) -> None:
    offer = read("Hardware: 8 x NVIDIA A100 SXM4 80GB per node.\n" + line)
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.unit == unit


# ---------------------------------------------------------------- the row's label says the unit


def test_a_price_row_label_says_the_unit_in_a_markdown_table() -> None:
    offer = read("\n".join([
        "| Resource | `h100-sxm-8x` |", "|---|---|", "| GPUs | 8 × NVIDIA H100 SXM5 80GB HBM3 |", "",
        "## Price", "", "| Billing | Price |", "|---|---|",
        "| On-demand, per GPU-hour | **$2.69** |",
        "| Per instance-hour (8 GPUs) | $21.52 |",
        "| Commitment | none — stop any time |",
    ]))
    assert offer.pricing.unit_price == parse_quantity("2.69 USD/GPU/h")
    assert offer.pricing.unit == "gpu-hour"


def test_a_price_row_label_says_the_unit_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "price.pdf", [
        ["计费方式", "价格"],
        ["包月（每台每月）", "¥52,000"],
        ["按量（每卡每小时）", "¥9.80"],
    ], ("GPU：8 × NVIDIA H20 96GB，已选包月。",))
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("52000 CNY/node/month")
    assert offer.pricing.unit == "node-month"


def test_a_price_row_label_says_the_unit_en(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "price.pdf", [
        ["Plan", "Price"],
        ["Reserved 12 months, per node-month", "USD 14,016.00"],
    ], ("Each node: 8 x NVIDIA H100 SXM5 80GB.",))
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("14016 USD/node/month")
    assert offer.pricing.unit == "node-month"


# ---------------------------------------------------------------- a unit or basis column beside the price


def test_a_unit_column_of_a_marketplace_offer_with_private_and_public_prices(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "offer.pdf", [
        ["Dimension", "Unit", "Private price", "Public price"],
        ["H100 SXM5 80GB GPU, dedicated node (8 GPUs)", "per GPU-hour", "USD 2.05", "USD 2.49"],
        ["Data volume (st1)", "per TB-month", "USD 0.00 (12 TB included)", "USD 45.00"],
        ["Data transfer out", "per GB", "USD 0.00 first 5 TB / month", "USD 0.05"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("2.05 USD/GPU/h")
    assert offer.pricing.unit == "gpu-hour"


def test_a_unit_column_in_chinese_with_a_list_price_beside(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "offer.pdf", [
        ["计费项", "计费单位", "折后价", "刊例价"],
        ["H800 SXM5 80GB 整机（8 卡）", "元/台/月", "68,000", "76,000"],
        ["对象存储", "元/GB/月", "0.12", "0.15"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("68000 CNY/node/month")
    assert offer.pricing.unit == "node-month"


def test_a_basis_column_says_per_node_per_month(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "lease.pdf", [
        ["Item", "Basis", "Price"],
        ["Lease of lines 1-12 incl. power, cooling, remote hands, monitoring", "per node per month", "USD 29,400.00"],
        ["Two-node cluster", "per month", "USD 58,800.00"],
        ["Minimum term", "", "6 months"],
        ["Installation and burn-in", "one time", "waived"],
    ], ("Nodes: 2 (two), each 8x NVIDIA B200 180GB.",))
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("29400 USD/node/month")
    assert offer.pricing.unit == "node-month"
    assert offer.pricing.minimum_term == parse_quantity("6 month")


def test_a_basis_column_in_chinese(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "lease.pdf", [
        ["项目", "计价方式", "价格"],
        ["A800 SXM4 80GB 八卡服务器租赁", "每台每月", "¥58,000.00"],
        ["两台合计", "每月", "¥116,000.00"],
        ["最短租期", "", "3 个月"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("58000 CNY/node/month")
    assert offer.pricing.unit == "node-month"
    assert offer.pricing.minimum_term == parse_quantity("3 month")


# ---------------------------------------------------------------- the line item says what the price counts


@pytest.mark.parametrize("item, price, expected", [
    ("Bare-metal GPU node: 8x NVIDIA H100 SXM5 80GB, NVLink/NVSwitch, 2 TB RAM", "USD 19,800.00 / month",
     "19800 USD/node/month"),
    ("GPU server, 8x NVIDIA H200 141GB, dedicated", "USD 31,500 per month", "31500 USD/node/month"),
    ("GPU 服务器（8 × A100 SXM4 80GB）", "¥62,000/月", "62000 CNY/node/month"),
])
def test_a_gpu_node_line_item_prices_the_node(tmp_path: Path, item: str, price: str, expected: str) -> None:
    pdf = table_pdf(tmp_path / "ritm.pdf", [
        ["#", "Item", "Qty", "Unit price", "Term", "Extended"],
        ["1", item, "1", price, "3 months", "USD 59,400.00"],
        ["2", "Onboarding and image build (one time)", "1", "USD 1,500.00", "-", "USD 1,500.00"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity(expected)
    assert offer.pricing.unit == "node-month"


@pytest.mark.parametrize("header, currency", [("Unit price (JPY)", "JPY"), ("Unit price (GBP)", "GBP"),
                                              ("Unit price (HKD)", "HKD"), ("单价（日元）", "JPY")])
def test_a_price_column_names_its_currency_as_a_code(tmp_path: Path, header: str, currency: str) -> None:
    pdf = table_pdf(tmp_path / "mitsumori.pdf", [
        ["No.", "Description", "Qty", "Unit", header, "Amount"],
        ["1", "GPU server rental, dedicated: NVIDIA H200 SXM 141GB x 8 (HGX)", "1", "month", "4,380,000",
         "4,380,000"],
        ["2", "Initial setup (rack-in, OS image, network configuration), one time", "1", "set", "250,000",
         "250,000"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity(f"4380000 {currency}/node/month")
    assert offer.pricing.unit == "node-month"


# ---------------------------------------------------------------- a price column named by its currency, a basis note


@pytest.mark.parametrize("heads, note, price", [
    (["HKD / 月 month", "USD / 月 month"], "價格以每台每月計，不含其他稅項。Prices per server per month.",
     "98000 HKD/node/month"),
    (["USD / month", "EUR / month"], "All prices are per server per month, excluding VAT.", "12560 USD/node/month"),
    (["元/月", "美元/月"], "以上价格均为每台每月，含税。", "98000 CNY/node/month"),
])
def test_a_rate_card_priced_in_currency_columns_with_a_basis_note(tmp_path: Path, heads: list[str], note: str,
                                                                  price: str) -> None:
    first = "HK$98,000" if heads[0].startswith("HKD") else "USD 12,560" if heads[0].startswith("USD") else "¥98,000"
    pdf = table_pdf(tmp_path / "sheet.pdf", [
        ["行 Row", "代碼 Code", "配置 Configuration", *heads],
        ["1", "TH-L4S-8", "8 × L40S 48GB, PCIe", "58,800", "7,540"],
        ["2", "TH-H1P-8", "8 × H100 PCIe 80GB, NVLink bridged in 4 pairs", first, "12,560"],
        ["3", "TH-H1S-8", "8 × H100 SXM5 80GB, NVSwitch", "142,000", "18,200"],
    ], ("本次報價 This quotation：TH-H1P-8 × 1 台 server（下表第 2 行 row 2）", note))
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.unit == "node-month"


def test_a_row_priced_in_two_currencies_and_described_twice_is_no_conflict(tmp_path: Path) -> None:
    """The second currency's column is the same price, not a rival one; a spec cell that states the row's NVLink and
    the PCIe switches between its pairs agrees with the row."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

    from tests.ingest.test_reading_quantity import _STYLE

    def table(rows: list[list[str]]) -> Table:
        t = Table(rows)
        t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("FONTSIZE", (0, 0), (-1, -1), 7)]))
        return t

    pdf = tmp_path / "sheet.pdf"
    SimpleDocTemplate(str(pdf), pagesize=A4).build([
        Paragraph("This quotation: TH-H1P-8 × 1 server (row 2).", _STYLE),
        table([["Row", "Code", "Configuration", "HKD / month", "USD / month"],
               ["1", "TH-L4S-8", "8 × L40S 48GB, PCIe", "HK$58,800", "US$7,540"],
               ["2", "TH-H1P-8", "8 × H100 PCIe 80GB, NVLink bridged in 4 pairs", "HK$98,000", "US$12,560"]]),
        Paragraph("Prices per server per month.", _STYLE), Spacer(1, 12),
        table([["GPU", "8 × NVIDIA H100 PCIe 80GB HBM2e"],
               ["GPU interconnect", Paragraph("NVLink bridge: GPU0-1, 2-3, 4-5, 6-7, four pairs, 600GB/s per pair; "
                                              "between pairs via PCIe Gen5 switches. Not an NVSwitch full mesh.",
                                              _STYLE)]]),
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("98000 HKD/node/month")
    assert offer.interconnect.intra_node == "nvlink"
    assert offer.conflicts == []
