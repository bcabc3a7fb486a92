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


@pytest.mark.parametrize("text", [
    "算力服务协议 / Compute Services Agreement\n第一条 服务内容",
    "SERVICE AGREEMENT\nArticle 1. The Provider shall rent eight NVIDIA H100 SXM5 80GB GPUs per node.",
    "MASTER SERVICES AGREEMENT\n1. Scope. Eight H100 GPUs per server.",
    "GPU Rental Agreement\n1. Eight H100 GPUs per server.",
    "GPU 租赁服务合同\n第一条 每台服务器 8 张 H100。",
    "技术服务协议\n第一条 每台服务器 8 张 A800。",
])
def test_a_document_title_is_not_a_vendor(text: str) -> None:
    assert vendor(text) is None


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


@pytest.mark.parametrize(("text", "name"), [
    ("PRO FORMA INVOICE No. PF-7781\nSeller: Quartzline Cloud Ltd\nBuyer: Delta Vision GmbH\n4 x NVIDIA L40S 48GB\n",
     "Quartzline Cloud Ltd"),
    ("GPUBazaar Marketplace - Listing #88120\nSeller: Orion Rigs\nSeller rating: 4.8 / 5\n8x RTX 4090 24GB\n",
     "Orion Rigs"),
    ("算力集市 - 商品详情\n店铺：青木算力\n8 卡 RTX 4090 24G 整机，2.1 元/卡/时\n", "青木算力"),
    ("Proposal: 16-node H200 cluster\nPrepared for: Atlas Genomics\nPrepared by: Cobalt Ridge Data Centers\n",
     "Cobalt Ridge Data Centers"),
    ("Quotation\nIssued by: Tamarind Compute Sdn Bhd\nIssued to: Lumen Bio\n8 x H200 141GB\n",
     "Tamarind Compute Sdn Bhd"),
    ("H20 服务器租赁报价单\n报价单位：北辰云算科技有限公司\n客户：某研究院\n两台 H20 96GB 八卡\n",
     "北辰云算科技有限公司"),
])
def test_the_seller_issuer_or_author_line_names_the_vendor(text: str, name: str) -> None:
    """Invoices, marketplace listings, proposals and quotations name the offering party on their own line."""
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("Helix Compute - H100 quotation\nProvider SLA: 99.9% monthly uptime\nProvider contact: sales@helix.example\n",
     "Helix Compute"),
    ("星衡算力 H800 报价单\n供应商承诺：7×24 小时响应\n供应商联系人：王经理\n两台 H800\n", "星衡算力"),
    ("Quotation\nVendor ID: V-88213\nVendor name: Silverpeak GPU Ltd\n8 x H100\n", "Silverpeak GPU Ltd"),
    ("采购订单\n供应商编码：S-0091\n供应商名称：星衡算力科技有限公司\n两台 H800\n", "星衡算力科技有限公司"),
])
def test_a_line_about_the_vendors_sla_contact_or_code_is_not_its_name(text: str, name: str) -> None:
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("算力服务协议\n甲方（服务提供方）：远航算力科技有限公司\n乙方（用户）：蓝海数据有限公司\n",
     "远航算力科技有限公司"),
    ("服务器租赁协议\n出租方（甲方）：远航算力科技有限公司\n承租方（乙方）：蓝海数据有限公司\n",
     "远航算力科技有限公司"),
    ("GPU 云服务协议\n甲方（用户）：蓝海数据有限公司\n乙方（服务商）：远航算力科技有限公司\n",
     "远航算力科技有限公司"),
    ("MASTER SERVICES AGREEMENT\nThis Agreement is entered into by Quillon Data Services Ltd (\"Quillon\") and "
     "Kite Labs Inc. (\"Customer\").\n", "Quillon Data Services Ltd"),
    ("MASTER SERVICES AGREEMENT\nThis Agreement is between Kite Labs Inc. (\"Customer\") and Quillon Data Services Ltd "
     "(\"Provider\").\n", "Quillon Data Services Ltd"),
])
def test_the_party_whose_role_is_providing_is_the_vendor_whatever_its_letter_or_order(text: str, name: str) -> None:
    """Chinese contracts number the parties 甲方/乙方 either way round; the role in brackets decides. English
    ones define each party: the one defined as Provider, or the one that is not the Customer."""
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("微信群聊：算力对接群（3）\n李经理（恒川算力）：您好，H100 八卡有现货，两台。\n王工（需方）：价格多少？\n"
     "李经理（恒川算力）：6.5 元/卡·小时。\n", "恒川算力"),
    ("聊天记录导出\n星河算力-小王 10:03\n4090 八卡机器有两台。\n客户 10:04\n价格？\n星河算力-小王 10:05\n"
     "2.2 元/卡时。\n",
     "星河算力"),
    ("[10:02] Tom (Orion Rigs): two 8x 4090 boxes free from Monday\n[10:03] Sam (customer): price?\n"
     "[10:04] Tom (Orion Rigs): $0.38/GPU/hr\n", "Orion Rigs"),
])
def test_a_chat_names_the_vendor_beside_its_speaker(text: str, name: str) -> None:
    assert vendor(text) == name


def test_a_sales_role_beside_a_chat_speaker_is_not_a_company() -> None:
    assert vendor("聊天记录导出\n销售-小周 10:02\n两台 A100 现货。\n客户 10:03\n价格？\n") != "销售"


@pytest.mark.parametrize(("text", "name"), [
    ("Nimbus Cloud Console  >  Compute  >  Review and confirm\nInstance type: gpu.h100x8\n", "Nimbus Cloud"),
    ("https://www.nimbus.example/gpu/h100\nNimbus Cloud | Products | GPU instances\n8 x H100 80GB\n", "Nimbus Cloud"),
    ("云岫算力 大模型训练算力方案建议书\n三台 H800 八卡服务器\n", "云岫算力"),
    ("# Kestrel Compute · H100 order form\n| Item | Value |\n|---|---|\n| GPU | 8 x H100 80GB |\n", "Kestrel Compute"),
])
def test_the_letterhead_name_comes_before_the_page_or_document_words(text: str, name: str) -> None:
    assert vendor(text) == name


@pytest.mark.parametrize("text", [
    "Dear Dr. Patel,\nThank you for your enquiry about two 8 x A100 servers.\n",
    "Sheet1\n报价单\n8 x H800\n",
    'Printed from Outlook Conversation: "A100 cluster - 4 nodes" 3 messages\n8 x A100\n',
])
def test_a_salutation_sheet_name_or_print_caption_is_no_letterhead(text: str) -> None:
    found = vendor(text)
    assert found is None or not any(w in found for w in ("Dear", "Sheet", "Printed"))


@pytest.mark.parametrize(("text", "name"), [
    ("Dear Dr. Patel,\nWe are pleased to offer two 8 x A100 80GB servers.\nKind regards,\nJane Doe\nAccount Manager\n"
     "BlueFjord Compute\n", "BlueFjord Compute"),
    ("H100 Cluster Rental - Price sheet\n8 x H100 80GB SXM\n(c) 2026 Vantor Systems Inc. All rights reserved.\n",
     "Vantor Systems Inc."),
    ("Orbit Analytics Ltd - GPU rental quotation\nQuote prepared by Silverpeak GPU Ltd\n8 x H100\n",
     "Silverpeak GPU Ltd"),
    ("致：某研究院 张老师\n感谢您选择云图智算！以下为 H20 服务器报价：\n两台 H20 96GB\n", "云图智算"),
    ("我司（海川云算）可提供 H100 八卡服务器两台，价格 6.8 元/卡/时。\n", "海川云算"),
])
def test_the_vendor_named_in_a_signature_notice_or_its_own_sentence(text: str, name: str) -> None:
    assert vendor(text) == name


# ---------------------------------------------------------------- the company's full name, as the document writes it

@pytest.mark.parametrize(("text", "name"), [
    ("投标报价表\n投标人：澄湖算力科技（无锡）有限公司（盖章） 投标日期：2026 年 10 月 9 日\n8 卡 H100 服务器两台\n",
     "澄湖算力科技（无锡）有限公司"),
    ("Quotation Q-5521\nSupplier: Larchmont Compute Ltd (seal) Date: 2026-10-09\n2 x 8-GPU H100 servers\n",
     "Larchmont Compute Ltd"),
    ("算力租赁协议\n合同编号：LC-2026-31 甲方：某研究院 乙方：松岭算力（天津）有限公司 代表：周宁\n两台 H800\n",
     "松岭算力（天津）有限公司"),
    ("Order confirmation\nSupplier: Fenwick Compute Ltd Representative: Joan Ash\n2 x 8-GPU H100 servers\n",
     "Fenwick Compute Ltd"),
])
def test_a_party_line_names_the_company_up_to_its_legal_suffix(text: str, name: str) -> None:
    """The region in brackets belongs to a Chinese company's name, the seal, the date or the representative
    after it do not; the name keeps the document's own brackets."""
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("青禾智算 | 产品手册\n8 卡 H200 整机，NVLink 全互联\n版权所有 青禾智算（合肥）科技有限公司\n",
     "青禾智算（合肥）科技有限公司"),
    ("MOSSGATE CLOUD | Server datasheet MG-8H\n8 x H100 SXM5\n1. Hardware. Mossgate (Mossgate Cloud LLC) shall "
     "deliver H100 80GB SXM5 GPUs as specified in this datasheet; no other model is substituted.\n",
     "Mossgate Cloud LLC"),
])
def test_a_brand_is_completed_to_the_legal_name_the_document_gives_it(text: str, name: str) -> None:
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("服务条款\n一、设备。乙方（远帆数据服务有限公司）交付 8 卡 H100 服务器一台。\n", "远帆数据服务有限公司"),
    ("Service terms\n1. Hardware. The Supplier (Pinecrest Compute LLC) delivers one 8-GPU H100 server.\n",
     "Pinecrest Compute LLC"),
])
def test_a_party_word_with_the_company_in_its_brackets_names_the_vendor(text: str, name: str) -> None:
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("Brekke Compute AS   Org. no. 912 334 001\nPRO-FORMA INVOICE\n1 x 8-GPU A100 server\n", "Brekke Compute AS"),
    ("报价单\n供应商：Brekke Compute AS（挪威）\n1 台 8 卡 A100 服务器\n", "Brekke Compute AS"),
    ("# Quote QX-41 — Saltmarsh GPU Co.\n8 x L40S 48GB, one server\n", "Saltmarsh GPU Co."),
    ("报价单 BJ-2026-07 — 远帆算力有限公司\n8 卡 H100 一台\n", "远帆算力有限公司"),
])
def test_a_legal_form_in_capitals_or_after_the_title_names_the_company(text: str, name: str) -> None:
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("Brightfold Cloud Ltd\nQuote Q-12\nSUPPORT TOOLS ARE PROVIDED AS IS\n8 x H100\n", "Brightfold Cloud Ltd"),
    ("Ashby Systems\nQuote AS-2026-0410 - 4-GPU H100 PCIe server\n4 x H100 PCIe\n", "Ashby Systems"),
])
def test_capital_words_and_codes_are_no_legal_form(text: str, name: str) -> None:
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("Cedarbank Compute Ltd\nPRO-FORMA INVOICE PF-221\nBill to\nOrion Vision Labs Ltd\n1 x 8-GPU A100 node\n",
     "Cedarbank Compute Ltd"),
    ("形式发票\n采购方\n杭州某视觉科技有限公司\n开票方：松岭算力有限公司\n1 台 8 卡 A100\n", "松岭算力有限公司"),
    ("| Supplier | Ship-to / Service location |\n|---|---|\n| Veldhoven Compute B.V. Supplier no. 40012 | "
     "Veldhoven DC-1 |\n\nPurchase order PO-991 from MERIDIAN ROBOTICS GMBH\n2 x 8-GPU B200 nodes\n",
     "Veldhoven Compute B.V."),
    ("| 供应商 | 收货方 / 服务地点 |\n|---|---|\n| 松岭算力有限公司 供应商编号 40012 | 松岭一号机房 |\n\n"
     "采购订单 PO-991（采购方：某机器人有限公司）\n两台 8 卡 B200\n", "松岭算力有限公司"),
])
def test_the_customers_company_under_its_label_or_box_is_not_the_vendor(text: str, name: str) -> None:
    """A buyer's purchase order or a pro-forma names the customer under "Bill to" / 采购方 or in the ship-to box."""
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("智湾算力池 | 弹性训练资源 常见问题（FAQ）\n深圳智湾云计算有限公司 2026 年 11 月版\nQ1：提供什么卡？\n",
     "深圳智湾云计算有限公司"),
    ("CAPACITY RESERVATION FORM CR-26-0457\nNorthbeam Compute, Inc. | Reno, NV\n1. Customer\nHalden Models LLC\n",
     "Northbeam Compute, Inc."),
    ("港汇算力有限公司 Harbourgate Compute Limited\n报价单 Quotation\n8 卡 H800\n",
     "港汇算力有限公司 Harbourgate Compute Limited"),
])
def test_a_company_with_its_legal_suffix_at_the_top_is_the_letterhead(text: str, name: str) -> None:
    """Over a product name in the first line; a bilingual letterhead keeps both of its names."""
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("10:02\n销售-阿杰（云舟数算）\n阿杰\nH800 现货，八卡一台，月付\n阿杰\n"
     "可以的，合同抬头写我们公司全称，公司名云舟数算（南京）\n网络科技有限公司\n", "云舟数算（南京）网络科技有限公司"),
    ("MASTER SERVICES AGREEMENT (excerpt)\nbetween Calder Peak Compute LLC (\"Calder Peak\") and Oakvale Inc.\n",
     "Calder Peak Compute LLC"),
])
def test_a_legal_name_wrapped_in_a_narrow_column_is_read_whole(text: str, name: str) -> None:
    """A chat bubble wraps "…公司名云舟数算（南京）" / "网络科技有限公司"; a title ending in "(excerpt)" is not
    the start of the name on the line below it."""
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("Subject: H20 capacity -- quote VQ-88\nFrom: Li Na <li@quillmoor.example>\n\nHi,\none H20 node.\n\nBest,\n"
     "Li Na\nAccount Manager, Quillmoor Compute Inc.\n", "Quillmoor Compute Inc."),
    ("主题：H800 报价\n发件人：陈工 <chen@yunfan.example>\n\n您好，两台 H800。\n\n陈工\n远帆算力有限公司\n",
     "远帆算力有限公司"),
    ("发件人：刘畅 <liuchang@lanwan.example>\n主题：4090 报价\n\n您好，两台 4090。\n\n"
     "有问题随时微信我：lanwan_liuchang\n\n刘畅\n深圳蓝湾算力科技有限公司\n", "深圳蓝湾算力科技有限公司"),
    ("From: Sam Ode <sam@tidewater.example>\nSubject: L40S\n\nHi, one L40S box.\n\nPing me on Telegram: "
     "tidewater_sam\n\nSam Ode\nTidewater GPU Ltd\n", "Tidewater GPU Ltd"),
])
def test_a_mails_subject_or_a_contact_handle_is_not_the_vendor(text: str, name: str) -> None:
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("Aurora Grid Cloud - Proposal for Meridian Health\n- Proposal AG-77 | prepared by Dana Whitfield, Solutions "
     "Architect\n- Aurora Grid Cloud Ltd, Dublin\n", "Aurora Grid Cloud Ltd"),
    ("H100 quote\nQuoted by: Dana Whitfield, Account Manager\nFernbrook Compute Ltd\n8 x H100\n",
     "Fernbrook Compute Ltd"),
    ("H100 报价\n报价人：张伟，销售经理\n远帆算力有限公司\n8 卡 H100\n", "远帆算力有限公司"),
])
def test_a_person_with_a_job_title_is_not_the_company(text: str, name: str) -> None:
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("# 8 卡 4090 整机 — 闪云市场\n\n**卖家 Seller:** 鹿鸣算力工作室 (Luming Compute Studio) | 评分 4.9\n",
     "鹿鸣算力工作室"),
    ("# 8x RTX 4090 box — CloudBazaar\n\n**Seller 卖家:** Luming Compute Studio | rating 4.9\n",
     "Luming Compute Studio"),
])
def test_a_label_in_two_languages_names_the_seller_without_its_translation_or_rating(text: str, name: str) -> None:
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("From: Priya <priya@lumen-gpu.example>\nSubject: H100 pricing\n\nHi team,\n8 x H100 at $2.40/GPU-hour.\n\n"
     "Regards,\nPriya Nair\nAccount Executive, Lumen GPU Cloud\n", "Lumen GPU Cloud"),
    ("发件人：李娜 <lina@yunluan-ai.example>\n主题：报价\n\n您好，8 × H100，¥2.40/卡/时。\n\n顺颂商祺\n李娜\n"
     "大客户经理，云峦智算\n", "云峦智算"),
])
def test_the_senders_full_name_is_not_a_company_the_title_line_names_it(text: str, name: str) -> None:
    assert vendor(text) == name
