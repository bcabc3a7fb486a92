"""Hong Kong and Taiwan quotes in traditional script read with the same vocabulary as simplified ones:
"三個月", "HK$ 17.80 / GPU / 小時", "按小時計費", "每台 8 張". The evidence still quotes the printed characters.
Quotes written for the test."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


@pytest.mark.parametrize(("text", "price", "term"), [
    ("報價單\nGPU：每台 8 張 NVIDIA H100 SXM5 80GB，共兩臺。\n單價：HK$ 17.80 / GPU / 小時\n最短租期：三個月\n",
     "17.80 HKD/GPU/h", "3 month"),
    ("報價單\nGPU：8 × NVIDIA RTX 4090 24GB，1 臺。\n單價：NT$ 820 / 卡 / 日（未稅）\n最短租期：三十天\n",
     "820 TWD/GPU/day", "30 day"),
])
def test_a_quote_in_traditional_script(text: str, price: str, term: str) -> None:
    offer = offer_from_document(Document.from_text("quote.txt", text))
    assert offer.pricing.unit_price == parse_quantity(price)
    assert offer.pricing.minimum_term == parse_quantity(term, "duration")
    assert offer.gpu.count_per_node == 8
    assert any("小時" in (e.text or "") or "日" in (e.text or "") for e in offer.evidence["pricing.unit_price"])
