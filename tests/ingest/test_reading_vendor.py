"""The vendor is the party that offers: the party clause, the letterhead's name before the title,
a company with its legal suffix, or the email signature beside the sender's name."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


def vendor(text: str) -> str | None:
    return offer_from_document(Document.from_text("doc.txt", text)).vendor


@pytest.mark.parametrize(("text", "name"), [
    ("SERVICES AGREEMENT\nThis Agreement is made between Fernhill Compute GmbH, a company registered in Bavaria\n"
     "(the \"Provider\"), and the Customer.", "Fernhill Compute GmbH"),
    ("算力租赁合同\n甲方：某大学\n乙方：青石算力科技有限公司\n", "青石算力科技有限公司"),
    ("松岩智算 H100 训练集群报价\n单价：￥60,000/台/月", "松岩智算"),
    ("From: Dana Wu <dana@ridgeline-gpu.example>\nSubject: your quote\nHi,\n8 x H100 for you.\nBest,\nDana\n"
     "Ridgeline GPU Hosting\n", "Ridgeline GPU Hosting"),
    ("发件人：周航 <zhouhang@example.cn>\n主题：报价\n您好，两台 A800 八卡机器。\n云杉算力 周航\n", "云杉算力"),
])
def test_the_vendor_is_read_where_documents_state_it(text: str, name: str) -> None:
    assert vendor(text) == name


def test_a_document_title_is_not_a_vendor() -> None:
    assert vendor("算力服务协议 / Compute Services Agreement\n第一条 服务内容") is None


@pytest.mark.parametrize(("text", "name"), [
    ("发件人: 钱磊 <qianlei@songhe-ai.example>\n收件人: 王工 <wang@customer.example>\n"
     "抄送: 销售支持 <sales@songhe-ai.example>\n主题: 报价\n\n王工您好，两台 H20 八卡服务器。\n\n钱磊\n"
     "杭州松鹤智算科技有限公司 | 大客户部\n", "松鹤智算"),
    ("From: Ana Ruiz <ana@tidewater-gpu.example>\nTo: Sam <sam@customer.example>\n"
     "Cc: Sales Desk <sales@tidewater-gpu.example>\nSubject: quote\n\nHi Sam, two H100 servers.\n\nAna Ruiz\n"
     "Tidewater GPU Ltd\n", "Tidewater GPU"),
])
def test_a_mail_header_naming_the_vendors_mailbox_is_not_the_vendor(text: str, name: str) -> None:
    found = vendor(text)
    assert found is not None and name in found and "@" not in found
