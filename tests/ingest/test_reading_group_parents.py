"""A group's letterhead above the subsidiary that provides and signs ("瀚海数智集团" over "以下服务由集团子公司提供并
签约：瀚海算力（西安）有限公司"): where the document says the parent is no party ("…为母公司，非合同方", "is the
parent company and not a party"), the subsidiary is the vendor. Documents written for the test, both languages."""

from __future__ import annotations

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


def read(text: str) -> str | None:
    return offer_from_document(Document.from_text("quote.txt", text)).vendor


def test_a_chinese_group_letterhead_gives_way_to_the_subsidiary() -> None:
    assert read("青衡数智集团\n以下服务由集团子公司提供并签约：青衡算力（成都）有限公司\nRTX 4090 算力报价\n"
                "致：兰州丝路语智科技有限公司  报价人：青衡算力（成都）有限公司\n数量：三台，每台 8 × RTX 4090。\n"
                "青衡数智集团为母公司，非合同方。") == "青衡算力（成都）有限公司"


def test_an_english_group_letterhead_gives_way_to_the_subsidiary() -> None:
    assert read("ALDERWICK GROUP\nServices provided and contracted by the subsidiary: Alderwick Compute Ltd\n"
                "Quotation for Fenwick Labs Ltd\nThree (3) 8 x RTX 4090 servers at GBP 1.40 per GPU-hour.\n"
                "Alderwick Group plc is the parent company, not a party.") == "Alderwick Compute Ltd"
