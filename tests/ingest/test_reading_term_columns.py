"""A column whose header holds a term word ("约定 Term", "Agreed term") but whose cells restate the contract's
facts ("两台 two servers，…") is no lease length; a 租期 column of "12 个月" is. Written for these tests in both
languages, after holdout23 t32."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


@pytest.mark.parametrize("text", [
    "| 项目 Item | 约定 Term |\n|---|---|\n| 规模 Scale | 两台 two servers，每台 8 × NVIDIA L40S 48GB（PCIe） |\n"
    "| CPU / 内存 RAM | 2 × Intel Xeon Gold 6448Y（共 64 核 cores）/ 512GB DDR5 |",
    "| Item | Agreed term |\n|---|---|\n| Scale | two servers, each 8 x NVIDIA L40S 48GB (PCIe) |\n"
    "| CPU / RAM | 2 x Intel Xeon Gold 6448Y (64 cores total) / 512GB DDR5 |",
])
def test_a_column_of_agreed_terms_is_no_lease_length(text: str) -> None:
    """ "项目 Item | 约定 Term" restates the contract's terms row by row: its cells are the facts, not a lease term."""
    offer = offer_from_document(Document.from_text("letter.md", text))
    assert offer.nodes == 2
    assert offer.memory is not None and round(offer.memory.magnitude / 1e9) == 512


def test_a_term_column_of_lengths_stays_the_lease_term() -> None:
    offer = offer_from_document(Document.from_text("quote.md", (
        "| 服务内容 | 数量 | 单价 | 租期 |\n|---|---|---|---|\n"
        "| 8 × H100 SXM5 80GB 整机 | 2 台 | ¥98,000/台/月 | 12 个月 |")))
    assert offer.pricing.minimum_term is not None
