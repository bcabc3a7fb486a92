"""Where a vendor names itself outside a letterhead or a party clause: a chat export's speaker lines in the
forms the apps print them ("Name (Company) 14:09", "10:07 周扬@南京…有限公司"), the payee of a payment line
(收款单位, Beneficiary), a notification's bracketed brand (【青石云】), a saved web page's operator and
footer; and who is never the vendor: the chat app, the party who exported the chat or was addressed by the
notice (尊敬的用户 X, Dear X), the client a test report was made for (委托方), a figure in brackets."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


def vendor(text: str) -> str | None:
    return offer_from_document(Document.from_text("doc.txt", text)).vendor


def _named(found: str | None, name: str) -> bool:
    return found is not None and name in found


@pytest.mark.parametrize(("text", "name"), [
    # Slack / Teams: "Name (Company) [day,] time" on its own line, the message under it
    ("Slack Connect: Acme Labs + Ridgecrest GPU | 4 members\nNoor Haddad (Acme Labs) Mon 23 Nov, 14:02\n"
     "Hi, we need one 8-GPU box.\nDana Whitlock (Ridgecrest GPU) 14:09\nOur R8 box: 8x RTX 4090 24GB.\n"
     "Noor Haddad (Acme Labs) 14:21\nPricing?\nDana Whitlock (Ridgecrest GPU) 14:24\n$0.49 per GPU-hour.\n",
     "Ridgecrest GPU"),
    ("Microsoft Teams chat export\nLi Wei (Harbor Compute) 09:12\nWe can offer two H100 nodes.\n"
     "Sam Patel (Bluefin AI) 09:15\nWhat price?\nLi Wei (Harbor Compute) 09:20\nUSD 2.10 per GPU-hour.\n",
     "Harbor Compute"),
    # 企业微信: the time before "姓名@公司" (an external contact), or "姓名（公司）" after the time
    ("企业微信 · 外部群聊天记录导出\n导出人：陈博（星野科技）\n2026-11-25 10:03  陈博（星野科技）\nL20 配置发一下？\n"
     "2026-11-25 10:07  周扬@南京算力桥信息科技有限公司\nGPU：L20 48GB × 8\n"
     "2026-11-25 10:09  陈博（星野科技）\n价格呢？\n"
     "2026-11-25 10:15  周扬@南京算力桥信息科技有限公司\n9600 元/台/月\n", "南京算力桥"),
    ("企业微信聊天记录\n11:02 王磊@杭州云杉智算科技有限公司\n两台 A800 八卡现货。\n11:05 刘工@星海大模型\n价格？\n"
     "11:06 王磊@杭州云杉智算科技有限公司\n7 万/台/月。\n", "云杉智算"),
    ("钉钉群聊记录导出\n10:01 赵敏（北辰算力）\nH800 八卡两台。\n10:03 孙工（客户）\n多少钱？\n10:04 赵敏（北辰算力）\n"
     "6.8 元/卡/时。\n", "北辰算力"),
])
def test_a_chat_export_names_the_vendor_in_its_speaker_lines(text: str, name: str) -> None:
    assert _named(vendor(text), name)


@pytest.mark.parametrize(("text", "other"), [
    ("企业微信 · 外部群「算力桥 × 星野科技」聊天记录导出\n导出人：陈博（星野科技）\n10:03  陈博（星野科技）\n配置？\n"
     "10:05  陈博（星野科技）\n在吗？\n10:07  周扬（算力桥）\nL20 × 8，9600 元/台/月\n", "星野科技"),
    ("Slack Connect channel export\nExported by Noor Haddad (Pinewick Labs) on 2026-11-26\n"
     "Noor Haddad (Pinewick Labs) 14:02\nHello?\nNoor Haddad (Pinewick Labs) 14:05\nAnyone?\n"
     "Dana Whitlock (Ridgeback GPU Rentals) 14:09\n8x RTX 4090 box, $0.49 per GPU-hour.\n", "Pinewick"),
])
def test_the_party_who_exported_the_chat_is_the_customer(text: str, other: str) -> None:
    found = vendor(text)
    assert found is not None and other not in found


@pytest.mark.parametrize("text", [
    "企业微信 · 外部群聊天记录导出\n2026-11-25 10:07 周扬：H100 八卡两台\n",
    "钉钉 · 群聊记录\n10:07 周扬：H100 八卡两台\n",
    "飞书会话记录导出\n10:07 周扬：H100 八卡两台\n",
    "Slack Connect: #ext-gpu | 3 members\n14:02 Dana: two H100 boxes\n",
])
def test_the_chat_app_is_not_the_vendor(text: str) -> None:
    found = vendor(text)
    assert found is None or not any(app in found for app in ("企业微信", "钉钉", "飞书", "Slack"))


@pytest.mark.parametrize("text", [
    "INVOICE\nService credit: availability of node g042 was 99.71% (below 99.8%): 10% of one node fee\n",
    "验收记录\n可用性 99.2%（低于 99.5%）：按 10% 抵扣\n",
    "Credits: 5% (per 0.1% below target): capped at 25%\n",
])
def test_a_figure_in_brackets_before_a_colon_is_no_chat_speaker(text: str) -> None:
    found = vendor(text)
    assert found is None or not any(ch.isdigit() for ch in found)


@pytest.mark.parametrize(("text", "name"), [
    ("好的，那就先按包月来。\n收款单位：南京算力桥信息科技有限公司\n开户行：招商银行南京江宁支行\n",
     "南京算力桥信息科技有限公司"),
    ("付款信息\n收款方：杭州云杉智算科技有限公司\n账号：1259 0817 6610 202\n", "杭州云杉智算科技有限公司"),
    ("Payment details\nBeneficiary: Harbor Compute Ltd\nIBAN: GB29 NWBK 6016 1331 9268 19\n", "Harbor Compute Ltd"),
    ("Remit to: Ridgeback GPU Rentals LLC, PO Box 4410, Seattle WA\nInvoice RB-INV-20931\n"
     "", "Ridgeback GPU Rentals LLC"),
    ("Please pay by wire.\nPayee: Fenwick Hosting B.V.\nBank: Rabobank\n", "Fenwick Hosting B.V."),
])
def test_the_payee_of_a_payment_line_is_the_vendor(text: str, name: str) -> None:
    assert _named(vendor(text), name)


@pytest.mark.parametrize(("text", "name", "customer"), [
    ("【青石云】您的 GPU 云服务器将于 7 天后到期，请及时续费\n"
     "尊敬的用户 深蓝视界（北京）科技有限公司（账号 ID：QS-1029）：\n"
     "您账号下的实例将于 2026-12-09 到期。\n感谢您对青石云的支持！\n青石云计算（广州）有限公司\n",
     "青石云", "深蓝视界"),
    ("【云杉智算】续费提醒\n尊敬的客户 北京星海大模型科技有限公司：\n您的 H800 实例即将到期。\n", "云杉智算", "星海"),
    ("[Harbor Cloud] Your GPU instance expires in 7 days\nDear Bluefin AI Ltd,\n"
     "your H100 instance expires on 9 December.\n"
     "Harbor Cloud Services Ltd\n", "Harbor Cloud", "Bluefin"),
])
def test_a_notices_bracketed_brand_is_the_vendor_and_the_addressee_is_the_customer(
        text: str, name: str, customer: str) -> None:
    found = vendor(text)
    assert _named(found, name) and customer not in str(found)


@pytest.mark.parametrize(("text", "name"), [
    ("<!-- saved from https://sprocket.example/cloud/pricing on 2026-11-27 -->\n\n"
     "# Sprocket GPU Cloud · Pricing · `h100-sxm-8x`\n\n"
     "Sprocket GPU Cloud is operated by **Sprocket Compute Labs, Inc.**, "
     "88 Larkin Street, San Francisco, CA 94102.\n", "Sprocket"),
    ("<!-- saved from url=(0042)https://gpu.tidewater.example/pricing -->\nTidewater GPU Cloud | Pricing\n"
     "8 x H100 80GB\n", "Tidewater"),
    ("<!-- 保存自 https://www.yunshan.example/gpu 2026-11-27 -->\n# 云杉智算 · GPU 云服务器价格\n8 × H800\n",
     "云杉智算"),
])
def test_a_saved_pages_comment_line_is_no_letterhead(text: str, name: str) -> None:
    assert _named(vendor(text), name)


@pytest.mark.parametrize(("text", "name"), [
    ("Pricing\nOn-demand H100 at $2.69 per GPU-hour.\nThe service is operated by Sprocket Compute Labs, Inc.\n",
     "Sprocket Compute Labs"),
    ("价格说明\n8 卡 H800 按 6.8 元/卡/时计费。\n本服务由杭州云杉智算科技有限公司运营。\n", "杭州云杉智算科技有限公司"),
    ("Pricing\n8 x H100 for USD 2.10 per GPU-hour\n© 2026 Sprocket Compute Labs, Inc. · [Terms of Service](https://"
     "sprocket.example/legal/tos) · [Privacy](https://sprocket.example/legal/privacy) · [Status](https://status.example)\n",
     "Sprocket Compute Labs"),
])
def test_the_operator_or_the_copyright_holder_of_a_page_is_the_vendor(text: str, name: str) -> None:
    assert _named(vendor(text), name)


@pytest.mark.parametrize(("text", "name", "customer"), [
    ("算力服务器性能测试报告\n委托方 For：重庆渝见智能科技有限公司 Chongqing Yujian AI Technology Co., Ltd.\n"
     "出具方 Issued by：成都锐算科技有限公司 Chengdu Ruisuan Technology Co., Ltd.\n8 × A100 SXM4 80GB\n",
     "成都锐算", "渝见"),
    ("测试报告\n委托单位：北京星海大模型科技有限公司\n检测单位：杭州云杉智算科技有限公司\n8 × H800\n",
     "云杉智算", "星海"),
    ("Benchmark report\nCommissioned by: Bluefin AI Ltd\nTested by: Harbor Compute Ltd\n8 x H100 80GB\n"
     "", "Harbor", "Bluefin"),
])
def test_the_client_a_report_was_made_for_is_the_customer(text: str, name: str, customer: str) -> None:
    found = vendor(text)
    assert _named(found, name) and customer not in str(found)


@pytest.mark.parametrize(("text", "name"), [
    ("测试结论：满足要求。\n测试工程师：付晓川 审核 Reviewed：蒋一鸣\n成都锐算科技有限公司 报告编号 RS-TR-2026-0419\n",
     "成都锐算科技有限公司"),
    ("报价有效期 30 天。\n经办人：储文博\n华东云杉智算科技有限公司 用户服务部\n", "华东云杉智算科技有限公司"),
])
def test_a_persons_name_after_a_label_does_not_start_the_next_lines_company(text: str, name: str) -> None:
    assert vendor(text) == name


@pytest.mark.parametrize(("text", "name"), [
    ("2026-11-27 14:10 陈总（鲸跃科技）\n你们 4090 八卡机什么价？\n2026-11-27 14:12 小林（销售）\n"
     "8 卡 4090 整机 10,500 元/台/月。押金一个月，合同主体是我们 广州弧光智算科技有限公司，明天把合同发您\n",
     "广州弧光智算科技有限公司"),
    ("[09:12] Dana (Orchid Labs): what's the monthly rate for the H20 box?\n[09:14] Wei: CNY 56,000 per server "
     "per month. The contracting party will be Foshan Galaxy Bay Data Technology Co., Ltd.\n",
     "Foshan Galaxy Bay Data Technology Co., Ltd."),
    ("企业微信 WeCom · 会话存档 Chat archive\n好的 Sure, 合同主体 contracting party: 佛山星河湾数据科技有限公司\n"
     "H20 96GB 八卡 ¥56,000/台/月\n", "佛山星河湾数据科技有限公司"),
])
def test_the_contracting_party_named_in_a_chat_is_the_vendor(text: str, name: str) -> None:
    """Who signs is the vendor: the seller saying "合同主体是我们 …有限公司" beats the buyer's company beside the
    buyer's name and the chat app's title."""
    assert _named(vendor(text), name), vendor(text)


@pytest.mark.parametrize(("text", "name"), [
    ("Hi Jonas,\nthe A100 nodes are free from Monday at EUR 1.90 per GPU-hour.\n\nBest regards,\nLena Vogt\n"
     "Account Executive, Nordics\nNordlicht Cloud GmbH | Speicherstrasse 11, 60327 Frankfurt am Main | HRB 118842\n",
     "Nordlicht Cloud GmbH"),
    ("王工您好：\nA800 八卡机 ¥42,000/台/月。\n\n此致\n敬礼\n林若曦\n方案经理，华南区\n"
     "厦门鹭岛智算科技有限公司 | 厦门市思明区望海路 19 号\n",
     "厦门鹭岛智算科技有限公司"),
])
def test_a_signature_line_names_the_company_before_its_address(text: str, name: str) -> None:
    assert _named(vendor(text), name), vendor(text)
