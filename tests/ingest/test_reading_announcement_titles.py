"""Words that open a document or a section are no company: an announcement's title ("Introducing H100 Dedicated 40:
…", "全新上线：…") and the bracket of a section label ("备注（商务条款）：", "Notes (commercial terms):"), which a chat
speaker's company would otherwise be read from. The company named in the body, the 单位名称 line or the footer is the
vendor. Chinese and English, written for the test."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


def _vendor(name: str, text: str) -> str | None:
    return offer_from_document(Document.from_text(name, text)).vendor


@pytest.mark.parametrize(("text", "name"), [
    ("# Introducing H100 Dedicated 40: a dedicated H100 for $1.29 an hour\n\n*Pellucid Cloud blog - Product*\n\n"
     "Each instance is one whole NVIDIA H100 SXM5 80GB, billed per minute at $1.29 per GPU-hour.\n\n"
     "© 2026 Pellucid Cloud Inc. All rights reserved.\n", "Pellucid Cloud Inc."),
    ("# 全新上线：H20 裸金属整机 8 卡\n\n青禾云 产品动态\n\n每台 8 × NVIDIA H20 96GB，单价 ￥52,000/台/月。\n\n"
     "© 2026 成都青禾云科技有限公司 版权所有\n", "成都青禾云科技有限公司"),
])
def test_an_announcements_title_is_no_vendor(text: str, name: str) -> None:
    assert _vendor("post.md", text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("销售报价单\n单位名称：苏州姑苏算力科技有限公司\n客户名称：无锡太湖慧语科技有限公司\n"
     "GPU 算力服务器租赁 A800 SXM4 80GB×8，43,990.00 元/台/月\n备注（商务条款）：\n1. 起租期 3 个月。\n",
     "苏州姑苏算力科技有限公司"),
    ("Sales quotation\nCompany: Larkspur Compute Ltd\nCustomer: Brightwater Analytics plc\n"
     "8x NVIDIA H100 SXM5 80GB, GBP 18,400 per node-month\nNotes (commercial terms):\n1. Minimum term 3 months.\n",
     "Larkspur Compute Ltd"),
])
def test_a_section_labels_bracket_is_no_speakers_company(text: str, name: str) -> None:
    assert _vendor("quote.txt", text) == name
