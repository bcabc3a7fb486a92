"""Who the vendor is when the document's own author is not: a buyer's scoring sheet or a marketplace's bid results
name the supplier the deal goes to ("推荐供应商：…", "Award: …"); a marketplace or a group's parent that says it is
no party gives way to the company that signs; the customer's name stays the customer's wherever it stands ("For: …",
an acceptance slip's "For and on behalf of …", a forwarding colleague's purchasing signature); a party box's header
row (供应商 Supplier | 客户 Customer) labels the names below it; a mail signature after a "--" separator ends with the
company; and a page title ("Envelope summary", "计费说明") is no letterhead. Chinese and English, written for the
test, not taken from any corpus."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document

GPU = "8 × NVIDIA H100 SXM5 80GB，NVLink 全互联，单价 ￥98,000/台/月。\n"
GPU_EN = "8x NVIDIA H100 SXM5 80GB, NVLink; USD 21,000 per node-month.\n"


def _vendor(text: str) -> str | None:
    return offer_from_document(Document.from_text("doc.txt", text)).vendor


@pytest.mark.parametrize(("text", "name"), [
    ("嘉禾智能制造有限公司 GPU 算力租赁供应商综合评分表\n| 供应商 | 得分 |\n|---|---|\n| A 云岭算力 | 91 |\n"
     "| B 北辰算力 | 84 |\n推荐供应商：A 云岭算力（昆明云岭数据科技有限公司）\n" + GPU, "昆明云岭数据科技有限公司"),
    ("Fernhill Robotics Ltd - supplier evaluation for GPU capacity\nBids: Quarry Compute Ltd 2.61, Talon Metal Ltd "
     "2.74\nAward: Talon Metal Ltd\n" + GPU_EN, "Talon Metal Ltd"),
])
def test_the_supplier_awarded_is_the_vendor_not_the_sheets_author(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("STATEMENT OF WORK No. 3\nThis SOW is entered into between Cairn Ridge Compute, Inc. (\"Provider\"), a\n"
     "subsidiary of Cairn Ridge Holdings plc, and Lumen Legal AI Ltd (\"Customer\").\n" + GPU_EN,
     "Cairn Ridge Compute, Inc."),
    ("银川东岭算力科技有限公司（宁夏东岭数字集团有限公司全资子公司）\n技术规格与报价\n" + GPU,
     "银川东岭算力科技有限公司"),
])
def test_a_parent_group_the_vendor_belongs_to_is_no_vendor(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("HALCYON GRID™\nQuotation for Wrenfield Robotics, Inc.\nDear Marcus,\n" + GPU_EN
     + "Halcyon Grid Computing Corp. | 1 Market St, San Francisco\n", "Halcyon Grid Computing Corp."),
    ("Nimbus Console | Billing | Orchard Vision, Inc. (acct 4412-9931)\nOrder confirmation\n" + GPU_EN
     + "Nimbus Cloud, Inc. - Terms of Service apply\n", "Nimbus Cloud, Inc."),
    ("Capacity reservation\nAccount: brightmoor-ml\n(Brightmoor Analytics Ltd)\n" + GPU_EN
     + "© 2026 Tessellate Cloud Services Ltd. All rights reserved.\n", "Tessellate Cloud Services Ltd."),
    ("预留实例详情\n账号：qingshan-ai（青山智算科技有限公司）\n" + GPU
     + "© 2026 澜舟云计算有限公司 版权所有\n", "澜舟云计算有限公司"),
])
def test_the_company_a_quotation_is_for_or_signed_in_is_the_customer(text: str, name: str) -> None:
    """"Quotation for X" names the buyer; a console's header names the signed-in customer with its account id (before
    it, or after its handle in brackets): the vendor is the sender, by its wordmark or its legal name."""
    vendor = _vendor(text)
    assert vendor is not None and name.casefold().startswith(vendor.casefold().rstrip("™ "))


@pytest.mark.parametrize(("text", "name"), [
    ("# DR-031: GPU rental for the spring fine-tunes\nOwner: ML Platform, Orchard Lane Robotics\nTwo bids came in: "
     "Sorrel Metal Ltd and Wexcombe GPU Ltd.\n## Decision\nWe contract with **Wexcombe GPU Ltd** under its quote "
     "WX-88. Sorrel Metal's bid is rejected.\n" + GPU_EN, "Wexcombe GPU Ltd"),
    ("Architecture decision record 7 - training capacity\nWe have selected Halloran Compute LLC for the 2027 runs; "
     "Brisk Cloud Inc. came second.\n" + GPU_EN, "Halloran Compute LLC"),
    ("GPU 选型决策记录（第 12 号）\n参与比选：南湖算力（嘉兴南湖智算科技有限公司）、"
     "西溪云（杭州西溪云数据有限公司）。\n"
     "经评审，决定选用杭州西溪云数据有限公司，南湖算力的方案未采纳。\n" + GPU, "杭州西溪云数据有限公司"),
])
def test_a_buyers_decision_names_the_vendor_it_chose(text: str, name: str) -> None:
    """A buyer's decision record is titled by its own number and names every bidder; the one the decision
    sentence picks ("We contract with …", "决定选用 …") is the vendor, not the record's title nor the rejected bid."""
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("BIDYARD\nBidyard Exchange Ltd - a marketplace for GPU capacity. Bidyard is not a party to the rental "
     "contract.\nHost: Corrib Compute Ltd (Galway)\n" + GPU_EN, "Corrib Compute Ltd"),
    ("云集算力市场\n云集平台仅撮合交易，合同主体为所选供应商。\n供应商：岷江算力（成都岷江智算科技有限公司）\n" + GPU,
     "成都岷江智算科技有限公司"),
    ("青衡控股集团 QINGHENG GROUP\n本函由青衡控股集团成员企业 青衡智算（宁夏）有限公司出具；"
     "集团母公司青衡控股集团有限公司不是合同当事方。\n" + GPU, "青衡智算（宁夏）有限公司"),
])
def test_a_company_that_says_it_is_no_party_is_no_vendor(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("Statement of Work\nPrepared by Axford Digital Sdn Bhd, an authorised partner of Lumen Cloud. The "
     "contracting party is Lumen Cloud Pte. Ltd. (Singapore); Axford is not a party to the contract.\n" + GPU_EN,
     "Lumen Cloud Pte. Ltd."),
    ("工作说明书\n本文件由顺达数字科技有限公司编制，合同主体为澜岳智算（深圳）有限公司；"
     "顺达数字不是合同当事方。\n" + GPU, "澜岳智算（深圳）有限公司"),
])
def test_the_company_said_to_be_no_party_is_the_one_named_before_the_words(text: str, name: str) -> None:
    """The words speak of the company in their own sentence, not of the contracting party named before it."""
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("Larchfield GPU\nFor: Ormond Analytics Pte. Ltd. | Offer LG-2611-07 | 29 November 2026\n" + GPU_EN
     + "Larchfield GPU Cloud Pte. Ltd. | 3 Science Park Drive, Singapore\n", "Larchfield GPU Cloud Pte. Ltd."),
    ("LARKSPUR · Bare-metal GPU\nMs Ada Tan\nOrmond Analytics Pte. Ltd.\nLetter of Offer\n" + GPU_EN
     + "ACCEPTANCE\nWe accept the Letter of Offer on the terms above.\n"
     "For and on behalf of Ormond Analytics Pte. Ltd.\n"
     "Larkspur Infrastructure Pte. Ltd. | 9 Tai Seng Drive, Singapore\n", "Larkspur Infrastructure Pte. Ltd."),
    ("发件人: 周敏 <zhoumin@hexin-robot.example>\n收件人: 吴工 <wu@hexin-robot.example>\n主题: FW: 报价\n\n"
     "吴工：报价转给你看一下。\n周敏｜采购部｜禾心机器人（苏州）有限公司\n\n-------- 转发的邮件 --------\n"
     "发件人: 许昊 <xuhao@qiantang-ai.example>\n主题: 报价\n\n" + GPU + "此致\n许昊\n大客户经理｜钱塘算力\n"
     "钱塘智算（杭州）科技有限公司\n", "钱塘智算（杭州）科技有限公司"),
])
def test_the_customer_stays_the_customer_wherever_it_is_named(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("服务订单 Service Order\n| 供应商 Supplier | 客户 Customer |\n|---|---|\n| 皖岳算力 安徽皖岳云计算有限公司 | "
     "合肥知行教育科技有限公司 |\n" + GPU, "安徽皖岳云计算有限公司"),
    ("Service Order\n| Supplier | Customer |\n|---|---|\n| Tarn Compute Ltd | Oakmere Labs Ltd |\n" + GPU_EN,
     "Tarn Compute Ltd"),
])
def test_a_party_boxs_header_row_labels_the_names_below(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("Hi,\n" + GPU_EN + "Best,\nDana\n\n--\nDana Whitfield\nSenior Account Executive\nAshby GPU | Unit 4, Kingsway\n",
     "Ashby GPU"),
    ("您好，\n" + GPU + "此致\n——\n王磊\n大客户经理\n青禾算力 | 杭州市西湖区文三路 90 号\n", "青禾算力"),
])
def test_a_signature_after_a_separator_ends_with_the_company(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("Envelope summary\nSubject Please sign: Quotation TY-208\nRecipients Marcus Lee (Signer)\n" + GPU_EN
     + "Tsing Lung Data Services Limited | 8 Tsing Yi Road, Hong Kong\n", "Tsing Lung Data Services Limited"),
    ("# 计费说明 · GPU 裸金属 H100\n" + GPU + "Brightfern Cloud（明蕨云）是广州明蕨云计算有限公司运营的云服务品牌。\n",
     "广州明蕨云计算有限公司"),
    ("© 2026 Cirrusvale Technologies Ltd. All rights reserved.\n" + GPU_EN, "Cirrusvale Technologies Ltd."),
])
def test_a_page_title_is_no_letterhead(text: str, name: str) -> None:
    assert _vendor(text) == name


def test_a_letterhead_brand_stays_the_vendor_beside_another_companys_name() -> None:
    """A title in title case is a brand, though the document names another company with its suffix only once."""
    text = ("Northwind Compute\nQuotation NW-2612-03\n" + GPU_EN
            + "Registered office: Osprey Labs Ltd, 1 Dock Road (billing agent)\n")
    assert _vendor(text) == "Northwind Compute"


@pytest.mark.parametrize(("text", "name"), [
    ("南京紫岳生物医药有限公司\n采购申请单\n申请部门：AI 平台部\n"
     "推荐供应商报价：苏州吴岭智算科技有限公司（品牌：吴岭云）\n" + GPU,
     "苏州吴岭智算科技有限公司"),
    ("Fernwood Bio Ltd\nPurchase requisition PR-2612-004\nRequested by: Dana Cole (ML Platform)\nQuote from Halden "
     "Compute Ltd attached.\n" + GPU_EN, "Halden Compute Ltd"),
    ("合肥滨岭智能计算研究院\n中标通知书 Notice of Award\n致 To：江苏太岭云脑信息技术有限公司（中标人）\n" + GPU,
     "江苏太岭云脑信息技术有限公司"),
    ("Ashby Institute of Computing\nLetter of Award\nTo: Corrin Compute Ltd\nYour bid is accepted.\n" + GPU_EN,
     "Corrin Compute Ltd"),
    ("工单 #55102\n提交人：赵一鸣（杭州栖岭语言智能有限公司）\n" + GPU + "© 2026 成都易岭云科技有限公司 版权所有\n",
     "成都易岭云科技有限公司"),
])
def test_a_form_the_buyer_writes_names_the_buyer_at_its_top(text: str, name: str) -> None:
    """A requisition, a ticket or an award notice is the buyer's: its letterhead and its submitter are the customer,
    and an award notice's addressee is the supplier."""
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("EQUIPMENT AND SERVICES LEASE AGREEMENT\nParty A (Lessor): Northrop Datahall Inc.\n" + GPU_EN,
     "Northrop Datahall Inc."),
    ("Hi Tom,\n" + GPU_EN + "Best,\nPriya\n\nPriya Raman\nCapacity & Partnerships\n+44 20 3866 1420\n--\nThis email is "
     "confidential. If you received it in error please delete it and notify the sender. Corvex Compute Ltd is "
     "registered in England.\n", "Corvex Compute Ltd"),
])
def test_a_cut_title_or_a_signatures_team_is_no_name(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("Spaces / ML Platform / Vendors / GPU offers\n\n# Offer review\n\nThis page summarises the offer we received from "
     "Halden Compute.\n" + GPU_EN, "Halden Compute"),
    ("采购部 / 供应商 / GPU 报价\n\n评审记录：我们收到星岭算力的正式报价，如下。\n" + GPU, "星岭算力"),
])
def test_a_breadcrumb_is_no_letterhead_and_the_buyers_note_names_the_sender(text: str, name: str) -> None:
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("报 价 单\n需方（客户） 供方（报价方）\n"
     "单位名称：武汉光岭灵曦智能科技有限公司 单位名称：西安秦峪数算科技有限公司\n联系人：周敏 联系人：韩立\n" + GPU,
     "西安秦峪数算科技有限公司"),
    ("QUOTATION\nCustomer    Supplier\nCompany: Oakmere Labs Ltd    Company: Tarn Compute Ltd\n" + GPU_EN,
     "Tarn Compute Ltd"),
    ("报价单\n需方（客户）\n供方（报价方）\n单位名称：武汉光岭灵曦智能科技有限公司\n"
     "单位名称：西安秦峪数算科技有限公司\n" + GPU, "西安秦峪数算科技有限公司"),
])
def test_a_two_column_party_box_names_the_supplier_under_its_label(text: str, name: str) -> None:
    """需方 | 供方 side by side over "单位名称：… 单位名称：…", printed on one line or column after column."""
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("杭州云岭数据服务有限公司\n关于《GPU 服务器租赁询价函》的回复函\n杭州数溪医疗科技有限公司：\n"
     "贵司询价函收悉，答复如下。\n" + GPU, "杭州云岭数据服务有限公司"),
    ("Halden Compute Ltd\nResponse to RFQ LSP-07\nTo: Fernwood Bio Ltd\n" + GPU_EN, "Halden Compute Ltd"),
])
def test_a_reply_to_the_buyers_form_is_the_vendors(text: str, name: str) -> None:
    """A reply to an RFQ names the form it answers; its own letterhead is still the vendor's."""
    assert _vendor(text) == name


def test_a_document_with_no_lines_names_no_vendor() -> None:
    assert _vendor("") is None


@pytest.mark.parametrize(("text", "name"), [
    ("Project Heron\nFull fine-tuning of Llama 3 70B - compute proposal\n"
     "Prepared for Heron Legal Intelligence, Inc. by Wrenmoor Cloud | 30 November 2026\n" + GPU_EN
     + "Project Heron | Wrenmoor Cloud | confidential 1\n"
     "Wrenmoor Cloud, Inc. - Priya Raman, Solutions Architect\n", "Wrenmoor Cloud"),
    ("青鸾项目\n大模型训练算力方案\n" + GPU + "青鸾项目 | 澜舟云计算有限公司 | 内部资料\n", "澜舟云计算有限公司"),
])
def test_a_projects_code_name_is_no_vendor(text: str, name: str) -> None:
    """A deck titled by the buyer's project ("Project Heron", "青鸾项目"): the company that prepared it is the
    vendor."""
    vendor = _vendor(text)
    assert vendor is not None and vendor.startswith(name)


@pytest.mark.parametrize(("text", "name"), [
    ("曜石云 Obsidian Cloud (Singapore) Pte. Ltd.\n初创加速计划 入选通知 / Startup Accelerator Programme — "
     "Award Letter\n"
     "致 To: 杭州深析科技有限公司 / Hangzhou Shenxi Technology Co., Ltd.\n恭喜贵司入选曜石云初创加速计划。\n"
     "算力抵用金 USD 50,000。\n" + GPU, "Obsidian Cloud (Singapore) Pte. Ltd."),
    ("Harrow Compute Ltd\nFounders Programme - Award Letter\nTo: Pell Robotics Ltd\nYou have been accepted into the "
     "programme: USD 25,000 of compute credits.\n" + GPU_EN, "Harrow Compute Ltd"),
])
def test_a_providers_programme_award_letter_stays_the_providers(text: str, name: str) -> None:
    """An "award letter" that grants a startup credits speaks of no tender or bid: the letterhead awarding them is
    the vendor, the addressee the customer."""
    assert _vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("江淮理工大学 GPU 算力租赁服务项目单一来源采购公示\n一、项目信息\n采购人：江淮理工大学（人工智能学院）\n"
     "二、拟定供应商\n名称：合肥庐算信息技术有限公司\n四、拟成交内容\n" + GPU, "合肥庐算信息技术有限公司"),
    ("CALLOWAY ADVISORY PTE. LTD.\nIndependent technology procurement advisors\nGPU capacity sourcing for Meranti "
     "Speech Technologies - evaluation report (final)\nRecommended offer: Kestrel Forge Compute Sdn. Bhd. "
     "(Cyberjaya, Malaysia), bid KFC-B-2611-19\n" + GPU_EN + "Calloway Advisory Pte. Ltd. - confidential\n",
     "Kestrel Forge Compute Sdn. Bhd."),
])
def test_a_buyers_public_notice_and_an_advisers_report_name_the_supplier_chosen(text: str, name: str) -> None:
    """A single-source notice is printed under the buyer's name, an evaluation report under the adviser's: the
    supplier it names as chosen ("拟定供应商", "Recommended offer") is the vendor."""
    assert _vendor(text) == name
