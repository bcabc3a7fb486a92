"""A revision replaces a figure: "由原来的四台调整为两台", "4×400G InfiniBand 取消，改为 2×200G RoCE",
"最短租期由六个月改为三个月", "reduced to two servers", "3 months instead of 6 months". The revised figure
is the fact; the replaced one stays a beaten candidate. Written for the test, in both languages."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer
from auditor.units import parse_quantity


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("mail.txt", text))


_ZH = ("方案修订如下：\n1. 规模：由原来的六台调整为三台，每台八卡 H800。\n"
       "2. 机间网络：原方案的 8×400G InfiniBand 取消，改为每台 4×200G RoCE v2。\n"
       "3. 价格：每台每月 88,000 元，最短租期由十二个月改为六个月。")
_EN = ("Revised proposal:\n1. Scale: reduced to three servers instead of six servers, 8 x H800 each.\n"
       "2. Fabric: 4 x 200G RoCE v2 per server instead of 8 x 400G InfiniBand.\n"
       "3. Price: USD 11,900 per server per month; minimum term changed from 12 months to 6 months.")


@pytest.mark.parametrize("text", [_ZH, _EN])
def test_the_revised_figures_are_the_offer(text: str) -> None:
    offer = read(text)
    assert offer.nodes == 3
    assert offer.interconnect.inter_node == "roce"
    assert offer.interconnect.inter_node_bandwidth == parse_quantity("800 Gb/s")
    assert offer.pricing.minimum_term == parse_quantity("6 month")


def test_the_replaced_figure_is_kept_as_a_beaten_candidate() -> None:
    reading = read(_ZH).readings["nodes"]
    assert any(c.value == "6" and c.why == "a revised figure over the one it replaces" for c in reading.candidates)


@pytest.mark.parametrize("text", [
    "内存：64GB DDR5 × 24（每台）",
    "Memory: 64 GB DDR5 RDIMM x 24 per server",
])
def test_a_module_count_after_the_size_multiplies_it(text: str) -> None:
    assert read(text).memory == parse_quantity("1536 GB")


_ERRATA = {
    "zh": (["第 3.4 节 数据盘：每台 4 块 3.84TB U.2 NVMe。第五章 租金：86,000 元/台/月，共 8 台，租期不少于 12 个月。"],
           [["序号", "位置", "原文", "更正为"],
            ["1", "第 3.4 节 数据盘", "4 块 3.84TB U.2 NVMe", "4 块 7.68TB U.2 NVMe（每台 30.72TB）"],
            ["2", "第五章 租金单价", "86,000 元/台/月", "89,000 元/台/月（含 6% 增值税）"]],
           "89000 CNY/node/month"),
    "en": (["Section 3.4 Data disks: 4 x 3.84TB U.2 NVMe per server. Section 5 Price: USD 11,800 per server per "
            "month, 8 servers, 12 months minimum."],
           [["No.", "Location", "As printed", "Should read"],
            ["1", "Section 3.4 Data disk", "4 x 3.84TB U.2 NVMe", "4 x 7.68TB U.2 NVMe (30.72TB per server)"],
            ["2", "Section 5 Unit price", "USD 11,800 per server per month", "USD 12,200 per server per month"]],
           "12200 USD/node/month"),
    # a corrigendum letter whose item column is named for the correction ("更正项") and whose original column is
    # named for the quotation it corrects
    "zh-quotation": (["报价单：每台 8 × A800 SXM4 80GB，数据盘 4 × 3.84TB SATA SSD，月租 68,000 元/台/月。"],
                     [["序号", "更正项", "原报价单内容", "更正后内容"],
                      ["1", "数据盘", "4 × 3.84TB SATA SSD", "4 × 7.68TB NVMe SSD（每台 30.72TB）"],
                      ["2", "月租单价", "¥68,000 元/台/月", "¥64,500 元/台/月（含 6% 增值税）"]],
                     "64500 CNY/node/month"),
    "en-quotation": (["Quotation: 8 x A800 SXM4 80GB per server, data disks 4 x 3.84TB SATA SSD, USD 9,400 per server "
                      "per month."],
                     [["No.", "Item corrected", "As quoted", "Corrected"],
                      ["1", "Data disks", "4 x 3.84TB SATA SSD", "4 x 7.68TB NVMe SSD (30.72TB per server)"],
                      ["2", "Monthly rent", "USD 9,400 per server per month", "USD 8,900 per server per month"]],
                     "8900 USD/node/month"),
}


@pytest.mark.parametrize("lang", list(_ERRATA))
def test_an_errata_table_corrects_the_body(tmp_path, lang: str) -> None:  # type: ignore[no-untyped-def]
    """"原文 | 更正为", "As printed | Should read": the corrected figures replace the body's, the printed ones are
    beaten candidates."""
    from auditor.ingest.pdf_offer import read_pdf_offer
    from tests.ingest.test_reading_quantity import pipe_table, table_pdf

    body, rows, price = _ERRATA[lang]
    offer = read_pdf_offer(table_pdf(tmp_path / "proposal.pdf", rows, tuple(body)))
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert str(offer.pricing.unit_price) == price
    from auditor.ingest import load_offer

    md = body[0] + "\n\n" + pipe_table(rows)
    (page := tmp_path / "proposal.md").write_text(md, encoding="utf-8")
    offer = load_offer([page])
    assert offer.storage.capacity == parse_quantity("30.72 TB")
    assert str(offer.pricing.unit_price) == price


_AMENDED = {
    "zh": ("附件一：每台 8 × H800 SXM5 80GB，数据盘 4 × 3.84TB NVMe U.2，月租金 78,000 元/台/月，共 2 台，"
           "租期 12 个月。\n",
           "补充协议（一）\n第一条 每台服务器的数据盘由“4 × 3.84TB NVMe U.2”变更为“4 × 16TB SATA HDD（7200 转）”。\n"
           "第二条 月租金相应调整为 75,600 元/台/月。\n第三条 本补充协议与原合同不一致的，以本补充协议为准。\n",
           "75600 CNY/node/month"),
    "en": ("Schedule 1: 2 servers, each 8 x H800 SXM5 80GB, data disks 4 x 3.84TB NVMe U.2, USD 10,800 per server per "
           "month, 12 months.\n",
           "Amendment No. 1\n1. Each server's data disks are changed to 4 x 16TB SATA HDD (7200 rpm).\n"
           "2. The rent is changed to USD 10,400 per server per month.\n"
           "3. In case of conflict with the Agreement, this Amendment prevails.\n",
           "10400 USD/node/month"),
}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_an_amendment_that_prevails_replaces_what_it_amends(tmp_path, lang: str) -> None:  # type: ignore[no-untyped-def]
    from auditor.ingest import load_offer

    schedule, amendment, price = _AMENDED[lang]
    (a := tmp_path / "schedule.txt").write_text(schedule, encoding="utf-8")
    (b := tmp_path / "amendment.txt").write_text(amendment, encoding="utf-8")
    offer = load_offer([a, b])
    assert offer.amends
    assert offer.storage.type == "hdd"
    assert str(offer.pricing.unit_price) == price
    assert [c.field for c in offer.conflicts if c.across_documents] == []


_LISTED_CHANGES = {
    "zh": ("服务订单：4 台，每台 8 × A100 SXM4 80GB，月租金 62,000 元/台/月，公网 100Mbps 共享，租期 6 个月。\n",
           "续租补充协议\n双方同意将原订单续期，并按下表修改；未修改条款继续有效。\n"
           "月租金：54,000 元/台/月\n公网带宽：200Mbps 独享\n",
           "54000 CNY/node/month", "200 Mbps"),
    "en": ("Service Order: 4 nodes, each 8 x A100 SXM4 80GB, USD 8,600 per node per month, internet 100 Mbps shared, "
           "6 months.\n",
           "Renewal Amendment No. 1\nThe parties renew the original order with the changes below; all other terms stay "
           "in force.\nPrice: USD 7,500 per node per month\nInternet: 200 Mbps dedicated\n",
           "7500 USD/node/month", "200 Mbps"),
}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_an_amendment_that_lists_its_changes_replaces_what_it_amends(tmp_path, lang: str) -> None:  # type: ignore[no-untyped-def]
    """"并按下表修改", "with the changes below": an amendment need not say it prevails; the figures it lists are the
    offer, the original's are not a contradiction."""
    from auditor.ingest import load_offer

    order, amendment, price, uplink = _LISTED_CHANGES[lang]
    (a := tmp_path / "order.txt").write_text(order, encoding="utf-8")
    (b := tmp_path / "amendment.txt").write_text(amendment, encoding="utf-8")
    offer = load_offer([a, b])
    assert offer.amends
    assert str(offer.pricing.unit_price) == price
    assert offer.network.bandwidth == parse_quantity(uplink, "data_rate")
    assert [c.field for c in offer.conflicts if c.across_documents] == []


@pytest.mark.parametrize("text", [
    "本合同经双方协商一致可以书面形式修改。",
    "This Agreement may be amended only in writing signed by both parties.",
])
def test_a_clause_on_how_to_amend_is_no_amendment(tmp_path, text: str) -> None:  # type: ignore[no-untyped-def]
    from auditor.ingest import load_offer

    (a := tmp_path / "msa.txt").write_text("Service: 2 x 8 H100 SXM5 80GB.\n" + text + "\n", encoding="utf-8")
    assert not load_offer([a]).amends
