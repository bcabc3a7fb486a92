"""A supplier's answer to a buyer's RFQ: titled by the request ("RFQ HB-2026-044 - Response and Compliance Sheet",
"询价单 XJ-118 应答表"), naming the buyer as the request's issuer and the supplier as the respondent. The respondent
is the vendor; the request's code is no name, and the issuer's letterhead stays the buyer's. Documents written for
the test, both languages."""

from __future__ import annotations

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


def test_an_english_rfq_response_names_the_respondent() -> None:
    offer = offer_from_document(Document.from_text("rfq.txt", (
        "RFQ PB-2027-009 - Response and Compliance Sheet\n"
        "Issuer: Pellham Genomics Ltd (the Buyer)\n"
        "Respondent: Ashcombe Compute plc, trading as ASHCOMBE\n"
        "1 | GPU | 8 x NVIDIA H200 SXM 141GB | Y\n2 | Nodes | Two (2) | Y\n")))
    assert offer.vendor == "Ashcombe Compute plc"


def test_a_chinese_rfq_response_names_the_respondent() -> None:
    offer = offer_from_document(Document.from_text("rfq.txt", (
        "询价单 XJ-2027-118 应答表\n"
        "询价人：杭州临平基因科技有限公司（采购方）\n"
        "应答人：合肥庐州智算科技有限公司\n"
        "1 | GPU | 8 × H200 SXM 141GB | 满足\n2 | 节点数 | 两台 | 满足\n")))
    assert offer.vendor == "合肥庐州智算科技有限公司"
