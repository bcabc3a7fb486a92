"""Boards of listings: an exchange's confirmation that prints the day's board beside the deal, and a marketplace
channel where a bot posts one listing a message. Each listing is an option line; the one marked traded or rented is
the offer, and the others' counts, prices and GPUs are no facts of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import pipe_table, table_pdf

_BOARD = {
    "zh": ([["挂牌编号", "卖方席位", "资源", "可售数量", "挂牌价（元/台/月，含税）", "状态"],
            ["LST-0929", "S-0107", "A800 SXM 8卡整机", "2 台", "76,000", "挂牌中"],
            ["LST-0932", "S-0142", "H800 SXM 8卡整机", "4 台", "118,000", "本单成交"],
            ["LST-0941", "S-0215", "H20 8卡整机", "6 台", "52,000", "挂牌中"]],
           "H800", 4, "118000 CNY/node/month"),
    "en": ([["Listing", "Seller seat", "Resource", "Qty", "Asking price (USD per server-month)", "Status"],
            ["LST-0929", "S-0107", "8x A800 SXM server", "2", "10,400", "listed"],
            ["LST-0932", "S-0142", "8x H800 SXM server", "4", "16,200", "this order"],
            ["LST-0941", "S-0215", "8x H20 server", "6", "7,100", "listed"]],
           "H800", 4, "16200 USD/node/month"),
}


@pytest.mark.parametrize("lang", list(_BOARD))
def test_an_exchange_board_is_read_as_options_and_the_traded_line_is_the_offer(tmp_path: Path, lang: str) -> None:
    rows, model, nodes, price = _BOARD[lang]
    for offer in (read_pdf_offer(table_pdf(tmp_path / "board.pdf", rows)),
                  offer_from_document(Document.from_text("board.md", pipe_table(rows)))):
        assert offer.gpu.model is not None and offer.gpu.model.startswith(model)
        assert offer.nodes == nodes
        assert str(offer.pricing.unit_price) == price


_CHANNEL = {
    "en": ("[2026-11-27 18:02] MarketBot [BOT]\n  New listing #L-5521 · seller: @tessa\n"
           "  2x A100 80GB PCIe · Ryzen 9 7950X · 128 GB · 4 TB NVMe\n  $0.92 /GPU/hr · min 24h\n\n"
           "[2026-11-27 18:05] MarketBot [BOT]\n  New listing #L-5522 · seller: @kiln_ops\n"
           "  8x RTX 4090 24GB · EPYC 7542 · 256 GB · 2 TB NVMe\n  $0.39 /GPU/hr · min 1 week\n\n"
           "[2026-11-27 18:11] deltaforge\n  is L-5522 a single box?\n\n"
           "[2026-11-27 18:41] MarketBot [BOT]\n  Listing #L-5522 marked RENTED · 8x RTX 4090 · 1 week\n"),
    "zh": ("[2026-11-27 18:02] 市场机器人\n  新挂牌 #L-5521 · 卖家：@tessa\n"
           "  2 × A100 80GB PCIe · 128GB 内存 · 4TB NVMe\n  ¥6.60/卡/时 · 24 小时起租\n\n"
           "[2026-11-27 18:05] 市场机器人\n  新挂牌 #L-5522 · 卖家：@kiln\n"
           "  8 × RTX 4090 24GB · 256GB 内存 · 2TB NVMe\n  ¥2.80/卡/时 · 一周起租\n\n"
           "[2026-11-27 18:41] 市场机器人\n  挂牌 #L-5522 已租出 · 8 × RTX 4090 · 1 周\n"),
}


@pytest.mark.parametrize("lang", list(_CHANNEL))
def test_a_channels_listing_marked_rented_is_the_offer(lang: str) -> None:
    offer = offer_from_document(Document.from_text("channel.txt", _CHANNEL[lang]))
    assert offer.gpu.sku == "rtx-4090" and offer.gpu.count_per_node == 8
    assert offer.gpu.memory == parse_quantity("24 GB")
    assert offer.storage.capacity == parse_quantity("2 TB")
    assert str(offer.pricing.unit_price) == ("0.39 USD/GPU/h" if lang == "en" else "2.8 CNY/GPU/h")
