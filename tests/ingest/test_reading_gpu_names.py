"""GPU names as people write them in chats and price lists: a GeForce card named by its number alone ("8卡4090",
"4090 24G") is the RTX 4090, and "RTX4090" written without a space is read at all. English and Chinese."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("chat.txt", text))


@pytest.mark.parametrize("line", [
    "有的老板，8卡4090整机，独享的，不是拆卡也不是容器",
    "Config: 8 x 4090 24G, PCIe 4.0, dedicated box",
    "GPU：GeForce RTX4090 × 8",
])
def test_a_geforce_card_named_by_its_number_is_the_rtx_4090(line: str) -> None:
    offer = read(line + "\n")
    assert offer.gpu.model is not None and "RTX4090" in offer.gpu.model.replace(" ", "").upper(), offer.gpu.model
    assert offer.gpu.sku == "rtx-4090"
    assert offer.gpu.count_per_node == 8
