"""Tender responses (投标文件, RFP answers): a deviation table or compliance matrix states the offer in its
response column, under the label its requirement names, while the buyer's minimum figures and the
deviation column state nothing; the bid's price table names its service, quantity, unit price and
lease term by column; the bidder (投标人) is the vendor, not the document's title. English and Chinese."""

from __future__ import annotations

from pathlib import Path

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("bid.txt", text))


def test_a_deviation_table_reads_the_response_not_the_minimum_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "bid.pdf", [
        ["序号", "招标技术要求", "投标响应", "偏离情况"],
        ["1", "每卡显存 ≥ 40GB", "NVIDIA A800 80GB SXM4", "正偏离"],
        ["2", "每台 GPU 数量：4 张", "8 张", "正偏离"],
        ["3", "内存 ≥ 256GB", "1TB（64GB×16）", "正偏离"],
        ["4", "数据盘 ≥ 4TB NVMe", "4×3.84TB NVMe", "正偏离"],
        ["5", "系统盘 ≥ 240GB", "2×480GB SATA SSD", "正偏离"],
        ["6", "公网带宽 ≥ 50Mbps", "100Mbps 独享", "正偏离"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.memory == parse_quantity("80 GB")
    assert offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("1 TB")
    assert offer.storage.capacity == parse_quantity("15.36 TB") and offer.storage.type == "nvme"
    assert offer.storage.system_disk.capacity == parse_quantity("480 GB")  # a boot pair: a mirror
    assert offer.network.bandwidth == parse_quantity("100 Mb/s")


def test_a_compliance_matrix_reads_the_response_en(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "rfp.pdf", [
        ["No.", "Requirement", "Our response", "Compliance"],
        ["1", "GPU memory of at least 48 GB", "NVIDIA H100 80GB SXM5", "Exceeds"],
        ["2", "Memory: minimum 512 GB", "2 TB DDR5", "Exceeds"],
        ["3", "CPU at least 64 cores", "2 x Intel Xeon Platinum 8480+ (56 cores)", "Exceeds"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.gpu.memory == parse_quantity("80 GB")
    assert offer.memory == parse_quantity("2 TB")
    assert offer.cpu.sockets == 2 and offer.cpu.cores == 112


def test_a_bid_price_table_states_nodes_price_and_term_by_column_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "price.pdf", [
        ["服务内容", "数量", "单价", "租期"],
        ["8 卡 H800 GPU 服务器租赁", "1台", "¥96,000/台/月", "3个月"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 1  # "1台" counts servers, even one
    assert offer.gpu.count_per_node == 8
    assert offer.pricing.unit == "node-month"
    assert offer.pricing.unit_price == parse_quantity("96000 CNY/node/month")
    assert offer.pricing.minimum_term == parse_quantity("3 month")


def test_a_term_column_is_the_minimum_term_en(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "price.pdf", [
        ["Item", "Qty", "Unit price", "Term"],
        ["8x A100 80GB SXM4 server", "2 servers", "USD 14,500 per server-month", "12 months"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 2
    assert offer.pricing.minimum_term == parse_quantity("12 month")


def test_the_bidder_is_the_vendor_not_the_title_zh() -> None:
    offer = read("投标文件（技术部分）\n招标编号：XY-2026-0042\n投标人：杭州星桥算力科技有限公司（盖章）\n"
                 "GPU：NVIDIA H100 80GB SXM5 × 8\n")
    assert offer.vendor is not None and "星桥算力" in offer.vendor


# ---------------------------------------------------------------- a service order with two bilingual pairs a row

def test_a_sheet_of_two_bilingual_pairs_a_row_is_no_option_list(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "order.pdf", [
        ["客户 Customer", "某某科技 Moumou Tech", "签发日期 Issued", "2026-11-02"],
        ["GPU", "8 × NVIDIA H200 141GB", "卡间互联 GPU interconnect", "NVLink 4，NVSwitch 全互联"],
        ["CPU", "2 × Intel Xeon Platinum 8480+", "内存 Memory", "2TB DDR5（32 × 64GB）"],
        ["系统盘 System disk", "2 × 960GB NVMe", "数据盘 Data disks", "8 × 3.84TB NVMe"],
        ["计费 Billing", "按小时 hourly", "最短租期 Minimum term", "3 个月 / three (3) months"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.memory == parse_quantity("2 TB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")  # the data disks, not the system pair
    assert offer.storage.system_disk.capacity == parse_quantity("960 GB")  # a boot pair: a mirror
    assert offer.pricing.minimum_term == parse_quantity("3 month")


def test_a_buyers_questionnaire_states_only_the_vendors_answers(tmp_path: Path) -> None:
    # "询价方问题 | 供应商应答": the question ("是否独享（是否虚拟化/超售）") names the row, the answer states it
    zh = read_pdf_offer(table_pdf(tmp_path / "rfq-zh.pdf", [
        ["序号", "询价方问题（模板原文）", "供应商应答"],
        ["1", "GPU 型号、单卡显存、每台卡数", "NVIDIA A100 SXM4 40GB，每台 8 卡"],
        ["2", "提供台数", "2 台"],
        ["3", "是否独享（是否虚拟化/超售）", "是，整机独享，不虚拟化、不超售"]]))
    assert zh.gpu.sharing == "dedicated" and zh.nodes == 2
    en = read_pdf_offer(table_pdf(tmp_path / "rfq-en.pdf", [
        ["No.", "Question", "Supplier answer"],
        ["1", "GPU model, memory per GPU, GPUs per server", "NVIDIA H100 SXM5 80GB, 8 per server"],
        ["2", "Number of servers offered", "3"],
        ["3", "Are GPUs shared, virtualised or oversubscribed?", "No: dedicated bare metal, no MIG, no vGPU"]]))
    assert en.gpu.sharing == "dedicated" and en.nodes == 3


def test_a_compliance_matrix_reads_the_vendors_remark_en(tmp_path: Path) -> None:
    """ "# | Requirement | Compliance | Vendor remark": the remark beside the compliance key is the bidder's answer."""
    pdf = table_pdf(tmp_path / "rfp.pdf", [
        ["#", "Requirement", "Compliance", "Vendor remark"],
        ["4.1", "NVIDIA H100 SXM 80GB, eight per node", "C", "8x NVIDIA H100 SXM5 80GB HBM3 per node"],
        ["4.2", "Four nodes", "C", "4 nodes (32 GPUs), single pod"],
        ["4.6", "Host RAM >= 1.5 TB per node", "C", "2 TB DDR5 per node"],
        ["4.9", "Internet", "C", "1 Gbps per node"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 4 and offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("2 TB", "bytes")
    assert offer.network.bandwidth == parse_quantity("1 Gb/s", "data_rate")


def test_a_compliance_matrix_reads_the_bidders_remark_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "rfp.pdf", [
        ["序号", "技术要求", "响应情况", "投标人说明"],
        ["1", "GPU：H100 SXM 80GB，每台 8 张", "满足", "每台 8 × NVIDIA H100 SXM5 80GB"],
        ["2", "节点数：4 台", "满足", "4 台（共 32 卡）"],
        ["3", "内存 ≥ 1.5TB", "满足", "2TB DDR5"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 4 and offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("2 TB", "bytes")
