"""A company and the name it trades under are one vendor: a quotation on the brand's letterhead ("QLC GPU: Quotation")
that says "Quarry Lane Compute Pty Ltd trading as QLC GPU", and a form or contract signed with the legal name, do not
contradict each other. Documents written for the test, in both languages."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.merge import merge_offers
from auditor.ingest.pdf_offer import offer_from_document


@pytest.mark.parametrize(("quote", "contract", "legal"), [
    ("QLC GPU: Quotation Q-2611-204\nQuarry Lane Compute Pty Ltd trading as QLC GPU. Prepared for Tidewater Games Pty "
     "Ltd, 25 November 2026.\n"
     "8 x RTX 4090 24GB, AUD 0.89 per GPU-hour.\n",
     "Supplier Registration Form\nLegal entity name: Quarry Lane Compute Pty Ltd\nABN: 51 824 753 556\n"
     "For and on behalf of Quarry Lane Compute Pty Ltd\n",
     "Quarry Lane Compute Pty Ltd"),
    ("云帆算力 报价单\n深圳云帆智算科技有限公司（以下简称“云帆算力”）现就贵司于 2026 年 11 月 20 日提出的 H800 "
     "八卡服务器租赁需求报价如下，有效期三十天，价格含 6% 增值税，欢迎来电洽谈。\n"
     "8 × H800 80GB，月租 86,000 元/台。\n",
     "算力服务合同\n乙方：深圳云帆智算科技有限公司\n甲方：杭州启明数据有限公司\n",
     "深圳云帆智算科技有限公司"),
])
def test_a_trading_name_and_the_legal_name_are_one_vendor(quote: str, contract: str, legal: str) -> None:
    quoted = offer_from_document(Document.from_text("quote.txt", quote))
    signed = offer_from_document(Document.from_text("contract.txt", contract))
    assert quoted.vendor == legal
    merged = merge_offers([quoted, signed])
    assert merged.vendor == legal
    assert not [c for c in merged.conflicts if c.field == "vendor"]


def test_two_companies_are_still_two_vendors() -> None:
    quoted = offer_from_document(Document.from_text("quote.txt", (
        "QLC GPU: Quotation Q-2611-204\nQuarry Lane Compute Pty Ltd trading as QLC GPU.\n8 x RTX 4090 24GB.\n")))
    other = offer_from_document(Document.from_text("contract.txt", (
        "Master Services Agreement\nThis agreement is between Harbour Crest Cloud Pty Ltd (the \"Provider\") and "
        "Tidewater Games Pty Ltd (the \"Customer\").\n")))
    assert [c for c in merge_offers([quoted, other]).conflicts if c.field == "vendor"]
