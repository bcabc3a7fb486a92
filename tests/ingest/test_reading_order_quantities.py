"""A quotation whose quantity column counts the whole order, not one server: "2 | GPU server …" is two servers,
"8 | 7.68 TB NVMe (data, 4 per node)" is four drives in each, and a line total ("Extended", "金额") is no unit
price. A part's own per-server count in its line beats the order's quantity, and a server's description that names
its NVLink is still the server's row. Documents written for the test, both languages."""

from __future__ import annotations

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer
from auditor.units import parse_quantity


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("quote.md", text))


def test_an_order_wide_quantity_column_en() -> None:
    offer = read("""# Larkspur Hosting Ltd: quotation LH-4471

Customer: Pellow Analytics

| Qty | Item | Unit price (GBP) | Extended |
|---|---|---|---|
| 2 | GPU server, 8 x H100 80GB SXM5, NVSwitch (900 GB/s NVLink) | GBP 14,200.00 / node / month | GBP 28,400.00 |
| 4 | 960 GB SATA SSD (boot, 2 per node, RAID1) | included | - |
| 8 | 3.84 TB NVMe (data, 4 per node) | included | - |
| 2 | Dual-port 200 Gb/s HDR InfiniBand | included | - |

Prices exclude VAT. Minimum term 3 months.
""")
    assert offer.nodes == 2
    assert offer.storage.capacity == parse_quantity("15.36 TB")
    assert offer.pricing.unit_price == parse_quantity("14200 GBP/node/month")


def test_an_order_wide_quantity_column_zh() -> None:
    offer = read("""# 青岩数据 报价单 QY-2612-09

客户：北岸语音科技有限公司

| 数量 | 项目 | 单价（元） | 金额（元） |
|---|---|---|---|
| 3 | A800 八卡服务器，8 × A800 SXM4 80GB，NVLink 400GB/s | 43,000 元/台/月 | 129,000 元/月 |
| 6 | 480GB SATA 系统盘（每台 2 块，RAID1） | 含 | - |
| 12 | 3.84TB NVMe 数据盘（每台 4 块） | 含 | - |

以上价格含 6% 增值税，最短租期 6 个月。
""")
    assert offer.nodes == 3
    assert offer.storage.capacity == parse_quantity("15.36 TB")
    assert offer.pricing.unit_price == parse_quantity("43000 CNY/node/month")


def test_a_split_quote_sums_its_parts_into_the_unit_price() -> None:
    """ "分项 | 规格 | 数量/台 | 单价" rows summed by a "综合单价" row: the sum is the server's price, not the GPU
    line's."""
    offer = read("""# 报价单

| 序号 | 分项 | 规格 | 数量/台 | 单价（元/台/月） |
|---|---|---|---|---|
| 1 | GPU 计算整机 | 8 × H100 SXM5 80GB，NVSwitch 全互联 | 1 | 61,500.00 |
| 2 | 数据盘 | 7.68TB NVMe | 4 | 2,000.00 |
| 3 | 公网 | BGP 独享 100Mbps | 1 条 | 500.00 |
| | 综合单价 | | | 64,000.00 |
""")
    assert offer.pricing.unit_price == parse_quantity("64000 CNY/node/month")
    assert offer.network.bandwidth == parse_quantity("100 Mbps")
    en = read("""# Quotation

| Item | Specification | Qty per node | Unit price (USD / node / month) |
|---|---|---|---|
| GPU server | 8 x H100 SXM5 80GB, NVSwitch | 1 | 21,000.00 |
| Data drives | 7.68 TB NVMe | 4 | 700.00 |
| All-in price per node | | | 21,700.00 |
""")
    assert en.pricing.unit_price == parse_quantity("21700 USD/node/month")
