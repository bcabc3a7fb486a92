"""Terms as contracts and award notices write them: under a contract's run-in heading ("2. Term. Twelve (12) months
from the Acceptance Date") and in a table's term column named otherwise than "租期"/"Term" ("服务期限", "Commitment").
Documents written for the test, in both languages."""

from __future__ import annotations

from pathlib import Path

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf

_HEAD_EN = "GPU server: 8 x NVIDIA H100 SXM5 80GB, one (1) server.\n"


def test_a_term_under_a_run_in_heading_zh() -> None:
    offer = offer_from_document(Document.from_text("contract.txt", (
        "GPU 服务器：8 × NVIDIA A800 SXM4 80GB，2 台，单价 ¥86,000/台/月。\n"
        "第一条 服务内容。乙方向甲方提供上述算力服务器。第二条 租期。自验收合格之日起十二个月。"
        "第三条 付款。按月预付。")))
    assert offer.pricing.minimum_term == parse_quantity("12 month")


def test_a_term_under_a_run_in_heading_en() -> None:
    offer = offer_from_document(Document.from_text("quote.txt", _HEAD_EN + (
        "1. Reservation. Provider reserves for Client the capacity in Exhibit A for the Term. 2. Term. Twelve (12) "
        "months from the Acceptance Date. 3. Invoicing. Monthly in advance; net 30.\nUSD 1.39 per GPU-hour.")))
    assert offer.pricing.minimum_term == parse_quantity("12 month")


def test_a_term_column_named_service_period_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "award.pdf", [
        ["名称", "规格型号", "数量", "单价", "服务期限"],
        ["GPU 算力服务器租赁", "NVIDIA HGX H800 8-GPU（H800 SXM5 80GB）", "4 台", "123,000.00 元/台/月", "12 个月"],
    ])
    assert read_pdf_offer(pdf).pricing.minimum_term == parse_quantity("12 month")


def test_a_term_column_named_commitment_en(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "order.pdf", [
        ["Item", "Description", "Qty", "Unit price", "Commitment"],
        ["GPU server", "8 x NVIDIA H100 SXM5 80GB", "2", "USD 19,800 per node per month", "6 months"],
    ])
    assert read_pdf_offer(pdf).pricing.minimum_term == parse_quantity("6 month")
