"""A list of options is one offer: the line another statement selects (已选, "Your selection",
the line whose cells the order repeats), in a row-per-option table or a column-per-option one."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


def test_the_row_the_order_line_names_is_the_offer(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "prices.pdf", [
        ["Instance", "GPUs", "VRAM / GPU", "RAM", "Local NVMe", "On-demand $/hr"],
        ["g.small_a10", "1x A10", "24 GB", "120 GiB", "1 TiB", "0.90"],
        ["g.big_h100", "8x H100 SXM5", "80 GB", "1600 GiB", "20 TiB", "21.50"],
        ["g.big_b200", "8x B200", "180 GB", "2800 GiB", "20 TiB", "38.00"],
    ], ("Your selection: g.big_h100, 8x NVIDIA H100 SXM5, on-demand, 1 instance.",))
    offer = read_pdf_offer(pdf)
    assert offer.gpu.memory == parse_quantity("80 GB")
    assert offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("1600 GiB")
    assert offer.readings["gpu.memory"].candidates  # the other lines' figures are kept as beaten candidates


def test_a_column_per_option_sheet_with_the_selected_column(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "compare.pdf", [
        ["规格", "A800 SXM", "H20（已选）", "L40S"],
        ["显存", "80GB HBM2e", "96GB HBM3", "48GB GDDR6"],
        ["每台卡数", "8", "8", "8"],
        ["内存", "2TB", "1TB", "512GB"],
        ["数据盘", "4 × 7.68TB NVMe", "4 × 3.84TB NVMe", "2 × 3.84TB NVMe"],
        ["月租（元/台）", "¥70,000", "¥52,000", "¥20,000"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.sku == "h20"
    assert offer.gpu.memory == parse_quantity("96 GB")
    assert offer.memory == parse_quantity("1 TB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")
    assert offer.pricing.unit_price == parse_quantity("52000 CNY/node/month")


def test_the_selected_billing_line_gives_price_and_term(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "billing.pdf", [
        ["选择", "计费方式", "单价", "说明"],
        ["可选", "按量", "￥30.00/卡/时", "按秒计费"],
        ["已选", "包年", "￥1,500,000/台/年", "租期 12 个月"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("1500000 CNY/node/year")
    assert offer.pricing.minimum_term == parse_quantity("12 month")
    assert offer.pricing.billing_granularity is None  # the unselected line's billing step is another offer's


def test_a_ticked_box_selects_the_commitment_line_in_english(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "order.pdf", [
        ["Select", "Commitment", "Rate", "Notes"],
        ["[ ]", "1-year reserved", "USD 4.10 per GPU-hour", ""],
        ["[X]", "3-year reserved", "USD 3.30 per GPU-hour", "36 months from the start date"],
        ["[ ]", "On-demand", "USD 5.40 per GPU-hour", "reference only"],
    ], ("Nodes ordered: three (3). Each node: 8 x NVIDIA H200 141GB.",))
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("3.30 USD/GPU/h")
    assert offer.pricing.minimum_term in (parse_quantity("36 month"), parse_quantity("3 year"))
    assert offer.nodes == 3


def test_a_ticked_box_selects_the_payment_line_in_chinese(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "order-zh.pdf", [
        ["选择", "付款方式", "单价", "起租期"],
        ["", "月付", "¥72,000/台/月", "1 个月"],
        ["√", "年付", "¥64,000/台/月", "12 个月"],
    ], ("服务器数量：两台，每台 8 张 H800。",))
    offer = read_pdf_offer(pdf)
    assert offer.pricing.unit_price == parse_quantity("64000 CNY/node/month")
    assert offer.pricing.minimum_term == parse_quantity("12 month")
    assert offer.nodes == 2


@pytest.mark.parametrize("header", [
    ["", "方案 A Option A", "方案 B Option B（已选 selected）", "方案 C Option C"],
    ["", "Plan 1 / 方案一", "Plan 2 / 方案二 (selected)", "Plan 3 / 方案三"],
])
def test_a_bilingual_option_column_marked_chosen_is_the_offer(tmp_path: Path, header: list[str]) -> None:
    """A comparison sheet names each option in both languages, its letter twice ("方案 B Option B"): the columns
    beside the chosen one are its siblings and are dropped."""
    pdf = table_pdf(tmp_path / "options.pdf", [
        header,
        ["节点 Nodes", "4", "8", "16"],
        ["GPU", "32 × H100 SXM5 80GB", "64 × H100 SXM5 80GB", "128 × H100 SXM5 80GB"],
        ["单价 Unit rate", "USD 2.25 / GPU-hr", "USD 2.15 / GPU-hr", "USD 2.05 / GPU-hr"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 8
    assert offer.pricing.unit_price == parse_quantity("2.15 USD/GPU/h")


@pytest.mark.parametrize("table", [
    "| | Vendor A | Vendor B |\n|---|---|---|\n"
    "| Nodes x GPUs | 4 x 8 NVIDIA H100 PCIe 80GB | 4 x 8 NVIDIA A100 SXM4 80GB |\n"
    "| Internet | 500 Mbps | 1 Gbps per node |\n| Decision | [ ] not selected | [x] SELECTED |\n",
    "| | 方案 A | 方案 B |\n|---|---|---|\n"
    "| 节点 × GPU | 4 台 × 8 × NVIDIA H100 PCIe 80GB | 4 台 × 8 × NVIDIA A100 SXM4 80GB |\n"
    "| 公网 | 500Mbps | 每台 1Gbps |\n| 结论 | □ 未选 | ■ 选定 |\n",
])
def test_a_decision_row_picks_the_column(table: str) -> None:
    """A comparison with one column per vendor and the choice ticked in a row below: the ticked column is the offer."""
    offer = offer_from_document(Document.from_text("comparison.md", table))
    assert offer.gpu.sku == "a100-sxm-80g"
    assert offer.network.bandwidth == parse_quantity("1 Gb/s", "data_rate")
