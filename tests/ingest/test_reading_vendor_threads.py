"""Lines that look like a vendor's name and are not: the form of an amount's label ("合计金额（大写）：…", "Total (in
words): …") is no chat speaker's company; a framework's order ("Call-off Order No. 7", "调用单 第 7 号") and a printed
mail thread ("邮件往来 Email thread — …") are titles; a quoted mail's separator ("-----Original Message-----",
"-----原始邮件-----") ends the signature block above it. And what does name it: a party defined without quotes ("X Ltd
(the Customer) and Y Ltd (the Supplier)"), a signature's row of fields between bars however long it runs. Written for
the test."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


def _vendor(text: str) -> str | None:
    return offer_from_document(Document.from_text("doc.txt", text)).vendor


@pytest.mark.parametrize(("text", "name"), [
    ("报 价 单\n两台 H800 八卡服务器，每台 9,800 元/月。\n合计金额（大写）：人民币壹万玖仟陆佰元整\n"
     "杭州澄明算力科技有限公司\n", "杭州澄明算力科技有限公司"),
    ("QUOTATION\nTwo H800 servers, 8 GPUs each, USD 9,800 per server-month.\n"
     "Total (In Words): Nineteen Thousand Six Hundred US Dollars\nQuillby Compute Ltd\n", "Quillby Compute Ltd"),
])
def test_the_form_of_an_amounts_label_is_no_chat_speaker(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("调用单 第 7 号\n依据框架协议调用以下资源。\n两台 H100 八卡服务器，每台 8 张 H100 80GB。\n租期三个月。\n"
     "宁波汐算数据科技有限公司\n", "宁波汐算数据科技有限公司"),
    ("Call-off Order No. 7\nUnder the Framework Agreement between Orrin Bio Ltd (the Customer) and Kestle Compute "
     "Limited (the Supplier, trading as KESTLE GPU).\nTwo servers, 8x NVIDIA H100 80GB each.\n",
     "Kestle Compute Limited"),
])
def test_a_call_off_orders_title_is_no_vendor_and_its_supplier_is(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("邮件往来 — 某项目 H100 集群\n发件人：王磊 <wl@xiyun.example>\n主题：报价\n两台 H100 八卡，6.8 元/卡/时。\n"
     "此致\n王磊｜销售总监 Sales Director｜成都汐云算力科技有限公司 Chengdu Xiyun Compute Co., Ltd.\n\n"
     "-----原始邮件-----\n发件人：李娜 <ln@buyer.example>\n请报价。\n李娜｜采购｜重庆某某生物有限公司\n",
     "成都汐云算力科技有限公司"),
    ("Email thread - H100 capacity\nFrom: Jo Marsh <jo@tarnway.example>\nSubject: RE: capacity\n\nTwo H100 nodes, "
     "USD 2.20 per GPU-hour.\n\nBest,\nJo Marsh | Account Director | Tarnway Compute Ltd | 5 Dock Street, Leeds "
     "LS1 4BR\n"
     "\n-----Original Message-----\nFrom: Sam Reed <sam@buyer.example>\n\nPlease quote.\n\n"
     "Sam Reed | Buyer | Fenwick Bio plc\n", "Tarnway Compute Ltd"),
])
def test_a_mail_threads_title_and_separator_name_no_vendor(text: str, name: str) -> None:
    found = _vendor(text)
    assert found is not None and found.startswith(name)  # the legal name, with its English name where given
