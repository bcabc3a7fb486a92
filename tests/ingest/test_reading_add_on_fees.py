"""A console's order page prices its parts beside the server: a public IP's monthly fee in the network row ("公网 IP |
按固定带宽 200Mbps，¥1,600.00/月（另计）") is that part's, not the server's price; and an order's length ("购买时长
3 个月") is not its minimum term when the page states the minimum ("包月最短购买 1 个月"). Written for the test."""

from __future__ import annotations

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("order.md", text))


def test_a_part_priced_in_its_own_row_is_no_server_price_zh() -> None:
    offer = read("确认订单\n\n| 配置项 | 已选配置 |\n|---|---|\n| 实例规格 | 8 × NVIDIA H800 SXM5 80GB |\n"
                 "| 公网 IP | 按固定带宽 200Mbps，¥1,600.00/月（另计） |\n| 购买数量 | 1 台 |\n\n"
                 "包年包月：¥72,800.00 /台/月，购买时长 3 个月；包月最短购买 1 个月，按月计费。\n")
    assert offer.pricing.unit_price == parse_quantity("72800 CNY/node/month")
    assert offer.pricing.minimum_term == parse_quantity("1 month")


def test_a_part_priced_in_its_own_row_is_no_server_price_en() -> None:
    offer = read("Order summary\n\n| Item | Selected |\n|---|---|\n| Instance | 8 x NVIDIA H100 SXM5 80GB |\n"
                 "| Public IP | 1 Gbps fixed bandwidth, $180.00/month (billed separately) |\n| Quantity | 1 node |\n\n"
                 "Monthly plan: $21,400.00 per node per month, minimum 1 month.\n")
    assert offer.pricing.unit_price == parse_quantity("21400 USD/node/month")
