"""A reply confirming an offer: a term ladder with the confirmed column ticked ("12 months 个月 √ confirmed 已确认"),
its price row labelled by currency and unit only ("元/台/月 CNY per server per month | 132,000 | … | 119,000"), the
cluster's total after "=" ("4 servers × ¥119,000 = ¥476,000 per month"), and a subject line that counts servers
("H200 × 4 confirmed offer") above a body that states the GPUs per server. Also an address's "19 号" before the GPU
model is no count. Written for the test, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf

_LADDER = {
    "bi": [["Term 租期", "3 months 个月", "6 months 个月", "12 months 个月 √ confirmed 已确认"],
           ["元/台/月 CNY per server per month (含税 incl. 6% VAT)", "132,000", "126,000", "119,000"]],
    "en": [["Term", "3 months", "6 months", "12 months (confirmed)"],
           ["USD per server per month", "16,900", "16,100", "15,200"]],
}
_PRICE = {"bi": "119000 CNY/node/month", "en": "15200 USD/node/month"}
_BODY = {
    "bi": ("4 servers 台 × ¥ 119,000 = ¥ 476,000 per month 每月. Per server 每台: 8 × NVIDIA H200 SXM 141GB, "
           "NVLink 900GB/s."),
    "en": "4 servers x USD 15,200 = USD 60,800 per month. Per server: 8 x NVIDIA H200 SXM 141GB, NVLink 900GB/s.",
}


@pytest.mark.parametrize("lang", ["bi", "en"])
def test_the_confirmed_column_of_a_term_ladder_is_the_offer(tmp_path: Path, lang: str) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "reply.pdf", _LADDER[lang], (_BODY[lang],)))
    assert offer.pricing.minimum_term == parse_quantity("12 month")
    assert str(offer.pricing.unit_price) == _PRICE[lang]
    assert offer.nodes == 4 and offer.gpu.count_per_node == 8


@pytest.mark.parametrize(("text", "count"), [
    ("From: Chen Siyuan <chen@nansha-ai.cn>\nSubject: H200 × 4 confirmed offer\n\nDear Priya,\n"
     "Per server: 8 × NVIDIA H200 SXM 141GB; 4 servers at USD 15,200 per server per month.\n", 8),
    ("发件人：陈思远 <chen@nansha-ai.cn>\n主题：H200 × 4 台确认报价\n\n您好：\n每台 8 × NVIDIA H200 SXM 141GB，"
     "共 4 台，每台每月 ¥119,000。\n", 8),
])
def test_a_mail_subject_gives_way_to_the_body(text: str, count: int) -> None:
    offer = offer_from_document(Document.from_text("mail.txt", text))
    assert offer.gpu.count_per_node == count
    assert offer.nodes == 4


@pytest.mark.parametrize("text", [
    "厦门鹭岛智算科技有限公司 厦门市思明区软件园二期 望海路 19 号 A800 集群租赁方案\n"
    "每台 8 × NVIDIA A800 SXM4 80GB。\n",
    "Egret AI Compute, 19 Harbour Road A800 Cluster Proposal\nPer server: 8 x NVIDIA A800 SXM4 80GB.\n",
])
def test_an_address_number_before_the_model_is_no_count(text: str) -> None:
    assert offer_from_document(Document.from_text("proposal.txt", text)).gpu.count_per_node == 8


@pytest.mark.parametrize("text", [
    "From: 王敏 <wang@buyer.example>\nSubject: FW: 报价 H800 x 3\n\n老张，供应商的报价见下，请看技术部分。\n\n"
    "-----Original Message-----\nFrom: 李工 <li@vendor.example>\nSubject: 报价 H800 x 3\n\n王经理您好：\n\n"
    "> 要三台 H800，怎么配？\n每台：8 × NVIDIA H800 SXM5 80GB，NVSwitch 全互联。\n",
    "From: Amy Wong <amy@buyer.example>\nSubject: FW: Quotation H800 x 3\n\nTom, the vendor's quote is below.\n\n"
    "-----Original Message-----\nFrom: Li Wei <li@vendor.example>\nSubject: Quotation H800 x 3\n\nDear Amy,\n\n"
    "> Three H800 servers - how are they configured?\nPer server: 8 x NVIDIA H800 SXM5 80GB, NVSwitch.\n",
])
def test_a_forwarded_mail_is_the_offer_and_its_title_counts_the_servers(text: str) -> None:
    """Under "Subject: FW:" the "-----Original Message-----" starts the mail forwarded (the vendor's own words, not a
    quote); its subject's "H800 x 3", fewer GPUs than one server holds, counts the servers."""
    offer = offer_from_document(Document.from_text("mail.txt", text))
    assert offer.gpu.count_per_node == 8
    assert offer.nodes == 3


@pytest.mark.parametrize("text", [
    "| 信封编号 | 5E2A-91C0 |\n|---|---|\n| 主题 | 请签署：报价单 Q-208（H20 x 2） |\n\n"
    "| 项目 | 描述 | 数量 | 单价 |\n|---|---|---|---|\n"
    "| 1 | H20 GPU 服务器：8x NVIDIA H20 96GB，NVLink | 2 | ¥ 52,000 /台/月 |\n",
    "| Envelope ID | 5E2A-91C0 |\n|---|---|\n| Subject | Please sign: Quotation Q-208 (H20 x 2) |\n\n"
    "| Item | Description | Qty | Unit price |\n|---|---|---|---|\n"
    "| 1 | H20 GPU server: 8x NVIDIA H20 96GB, NVLink | 2 | HK$ 52,000 / node-month |\n",
])
def test_an_envelopes_subject_row_states_no_gpu_count(text: str) -> None:
    offer = offer_from_document(Document.from_text("envelope.md", text))
    assert offer.gpu.count_per_node == 8
    assert offer.nodes == 2
