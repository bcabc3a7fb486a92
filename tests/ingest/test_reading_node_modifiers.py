"""Node counts with what each server holds between the count and the word "servers" ("three 8-GPU servers",
"2 x 8-GPU nodes"), two number words side by side ("three eight-GPU servers" is 3 servers of 8 GPUs, not 11), and
the capital numerals of formal Chinese documents (叁台, 壹拾贰个月). Written for the test."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.numbers import en_number, spell_digits
from auditor.ingest.pdf_offer import offer_from_document


def read(line: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", f"GPU: 8 x H100 SXM5 80GB per node\n{line}\n"))


@pytest.mark.parametrize(("line", "nodes"), [
    ("We can deliver 3 8-GPU servers in December.", 3),
    ("We can deliver three eight-GPU servers in December.", 3),
    ("Order: 2 x 8-GPU nodes, Frankfurt", 2),
    ("数量：叁台", 3),
    ("本合同项下租用服务器贰台，每台八卡", 2),
])
def test_the_node_count_past_what_each_server_holds(line: str, nodes: int) -> None:
    offer = read(line)
    assert offer.nodes == nodes and offer.gpu.count_per_node == 8


def test_two_number_words_side_by_side_are_two_numbers() -> None:
    assert en_number("three eight") is None and en_number("sixty four") == 64 and en_number("twenty") == 20
    assert spell_digits("three eight-GPU servers").text == "3 8-GPU servers"


@pytest.mark.parametrize(("text", "digits"), [("租期壹拾贰个月", "租期12个月"), ("叁台", "3台"), ("捌卡", "8卡")])
def test_capital_numerals_before_a_counter(text: str, digits: str) -> None:
    assert spell_digits(text).text == digits


@pytest.mark.parametrize("line", [
    "虚拟化：一张物理卡承载两台云主机，时间片调度。",
    "Virtualisation: each physical GPU hosts two VMs, time-sliced.",
    "Profile L40S-24Q: 2 VMs per physical card.",
])
def test_the_machines_one_card_carries_are_no_servers(line: str) -> None:
    """ "一张物理卡承载两台云主机", "2 VMs per physical card": the card's tenants, not two servers rented."""
    assert read(line).nodes != 2
    assert read(f"订购 3 台 vGPU 云主机。{line}").nodes == 3


@pytest.mark.parametrize("line", [
    "价格：4 台打包 ¥30,000/台/月（含税），3 个月起租。单租一台 ¥33,000/台/月。",
    "Price: USD 4,200 per server per month for all 4 servers; if you only take one server, USD 4,600.",
])
def test_the_count_a_second_price_is_conditioned_on_is_not_the_order(line: str) -> None:
    # "单租一台", "if you only take one": the price of a smaller order, not the servers offered
    assert read(f"4 台 / 4 servers for rent.\n{line}").nodes == 4


@pytest.mark.parametrize(("line", "nodes"), [
    ("Our previous RongCloud 3090 boxes were returned at the end of November; this order is for one server.", 1),
    ("之前用的蓉城云 4090 机器已退租，本次租用 1 台。", 1),
    ("Each H100 Dedicated 40 instance runs on a MIG 4g.40gb partition; we order 2 servers.", 2),
])
def test_a_cards_model_number_or_a_products_name_counts_no_servers(line: str, nodes: int) -> None:
    # "3090 boxes" names the card, "H100 Dedicated 40 instance" a product: neither is a number of servers
    assert read(line).nodes == nodes


@pytest.mark.parametrize("rows", [
    [["#", "Description", "Qty", "Unit price (HK$)", "Amount (HK$)"],
     ["1", "A100 SXM4 80GB 8-GPU server rental, Jan-Mar 2027 (4 servers x 3 months)", "12 server-months",
      "68,500.00", "822,000.00"]],
    [["序号", "项目", "数量", "单价（元）", "金额（元）"],
     ["1", "A100 SXM4 80GB 八卡服务器租用，2027 年 1-3 月（4 台 × 3 个月）", "12 台月", "68,500.00", "822,000.00"]],
])
def test_a_quantity_in_server_months_counts_no_servers(tmp_path, rows) -> None:  # type: ignore[no-untyped-def]
    # "12 server-months" is four servers for three months: the description's count stands
    from auditor.ingest.pdf_offer import read_pdf_offer
    from tests.ingest.test_reading_quantity import table_pdf

    assert read_pdf_offer(table_pdf(tmp_path / "invoice.pdf", rows)).nodes == 4
    assert read("Qty: 12 server-months (4 servers x 3 months) of 8 x A100 80GB.").nodes == 4


@pytest.mark.parametrize("text", [
    "集群规模：64 × NVIDIA H800 SXM5 80GB（每节点 8 卡）",
    "Cluster size: 64 x NVIDIA H800 SXM5 80GB (8 GPUs per node)",
    "集群规模：64 卡 H800（每节点 8 卡）",
])
def test_a_cluster_size_in_gpus_is_divided_by_the_gpus_of_a_node(text: str) -> None:
    offer = offer_from_document(Document.from_text("quote.txt", text))
    assert offer.nodes == 8 and offer.gpu.count_per_node == 8
