"""Forms that offer their choices as check boxes or radio buttons ("( ) 按量 … (x) 包月 …", "[ ] 1 [x] 2"): beside a
ticked box, a choice after an empty box is not part of the order, whether it is a price, a node count or a term;
a form's numbered items ("3. Nodes", "（3）台数") still name their fields. Written for the test in Chinese and
English, in key:value lines and in table cells."""

from __future__ import annotations

from pathlib import Path

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("form.txt", text))


def test_a_chinese_form_reads_only_the_ticked_choices() -> None:
    offer = read("GPU：8 × A100 80GB SXM\n"
                 "计费方式：( ) 按量 ¥9.80/卡/小时   (x) 包月 ¥46,000/台/月\n"
                 "台数：[ ] 1 台   [x] 3 台   [ ] 6 台\n"
                 "租期：[ ] 1 个月  [x] 6 个月")
    assert offer.pricing.unit_price == parse_quantity("46000 CNY/node/month")
    assert offer.nodes == 3
    assert offer.pricing.minimum_term == parse_quantity("6 month")


def test_an_english_form_table_reads_only_the_ticked_choices(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "form.pdf", [
        ["Field", "Selection"],
        ["Hardware", "8 x H100 SXM 80GB per node"],
        ["Nodes", "[ ] 2   [x] 4   [ ] 16"],
        ["Rate", "(x) Reserved USD 2.35 per GPU-hour  ( ) On-demand USD 2.95 per GPU-hour"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 4
    assert offer.pricing.unit_price == parse_quantity("2.35 USD/GPU/h")


# ---------------------------------------------------------------- numbered items of a form


def test_numbered_form_items_name_their_fields_en(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "form.pdf", [
        ["1. Customer", "Example Labs Ltd"],
        ["2. Hardware", "8 x A100 SXM 80GB per node"],
        ["3. Nodes", "3"],
        ["4. Term", "6 months"],
        ["5. Internet", "5 Gb/s per node"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 3
    assert offer.pricing.minimum_term == parse_quantity("6 month")
    assert offer.network.bandwidth == parse_quantity("5 Gb/s")


def test_numbered_form_items_name_their_fields_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "form.pdf", [
        ["（1）客户", "示例科技"],
        ["（2）GPU", "8 × H800 SXM5 80GB"],
        ["（3）台数", "2"],
        ["（4）租期", "12 个月"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 2
    assert offer.pricing.minimum_term == parse_quantity("12 month")
