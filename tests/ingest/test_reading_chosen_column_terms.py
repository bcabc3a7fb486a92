"""A buyer's comparison of vendors, one column each, one marked chosen ("B：… ◎ 选定", "Vendor B (selected)"): the
chosen column is the offer — its facts, its vendor and its contract terms. The commitments row of the vendors not
chosen ("可用率 99.5%，无验收", "best effort") is not this offer's terms. Written for the test, both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.pdf_offer import read_pdf_offer
from tests.ingest.test_reading_quantity import table_pdf

_ZH = [
    ["项目", "A：泉城算力有限公司", "B：蓬莱云计算有限公司 ◎ 选定", "C：刘公岛数据有限公司"],
    ["单价", "¥72,500 /台/月", "¥69,800 /台/月", "¥66,000 /台/月"],
    ["GPU", "8 × H800 SXM5 80GB", "8 × H800 SXM5 80GB", "8 × H800 PCIe 80GB"],
    ["数据盘", "4 × 3.84TB NVMe", "4 × 7.68TB NVMe", "4 × 8TB SATA HDD"],
    ["可用率", "尽力而为", "99.9%，每低 0.1% 补偿 5%", "尽力而为"],
    ["验收", "无验收", "48 小时 nccl-tests ≥ 180GB/s", "无验收"],
    ["数据", "不删除", "期满 5 日删数据", "客户自理"],
]
_EN = [
    ["Item", "Vendor A: Northwind Ltd", "Vendor B: Harbor Ltd (selected)", "Vendor C: Basalt Ltd"],
    ["Price", "USD 21,500 /node/month", "USD 19,900 /node/month", "USD 17,000 /node/month"],
    ["GPU", "8 x H100 SXM5 80GB", "8 x H100 SXM5 80GB", "8 x H100 PCIe 80GB"],
    ["Data disk", "4 x 3.84 TB NVMe", "4 x 7.68 TB NVMe", "4 x 8 TB SATA HDD"],
    ["Availability", "best effort", "99.9%, 5% credit per 0.1% below", "best effort"],
    ["Acceptance", "none", "48 h, nccl-tests at least 180 GB/s", "none"],
    ["Data", "kept", "deleted within 5 days of term end", "customer's task"],
]


@pytest.mark.parametrize(("rows", "vendor"), [(_ZH, "蓬莱云计算有限公司"), (_EN, "Harbor Ltd")],
                         ids=["zh", "en"])
def test_the_chosen_columns_vendor_and_terms_are_the_offers(tmp_path: Path, rows: list[list[str]],
                                                             vendor: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "comparison.pdf", rows))
    assert offer.vendor == vendor
    states = {cid: getattr(offer.clauses, cid).status for cid in ("availability", "compensation", "acceptance",
                                                                   "data_deletion")}
    assert states == dict.fromkeys(states, "present"), states
