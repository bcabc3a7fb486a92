"""How many servers an offer is for, and how many GPUs each holds, as documents state it: an amendment that adds
servers to an earlier order and says the new total ("在原合同 2 台的基础上新增 2 台……合计为 4 台", "adds two nodes,
bringing the total to four"), a parties' box with several label/value pairs a row ("Program | … | Nodes | 2
(two)"), a bill of materials with a per-node and a total quantity column, a resource row whose quantity cell
gives nodes and GPUs ("4 节点（32 卡）"); and where none is lost: a prose line that shows a literal " | " (a
chat header), a Markdown callout ("> Notion page exported …") at the top of a page, a processor count
("2 × Intel Xeon") or a server's quantity beside its "8 卡" model name."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.model.offer import Offer
from tests.ingest.test_reading_quantity import table_pdf


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("doc.txt", text))


@pytest.mark.parametrize("text", [
    "补充协议\n1.1 在原合同 2 台的基础上新增 2 台同配置服务器。自本补充协议生效之日起，乙方向甲方出租的服务器"
    "合计为 4 台"
    "（32 张 GPU），原合同附件一中的“数量：2 台”相应变更为“数量：4 台”。\n每台 8 张 NVIDIA H200 SXM5 141GB。\n",
    "补充协议\n原合同租赁 H200 服务器 2 台。现新增 2 台，租赁服务器总数为 4 台。\n每台配置 8 张 H200。\n",
    "变更单\n原订单 2 台 H200 八卡服务器，本次扩容 2 台，扩容后共计 4 台。\n",
    "Change order 3\nThe Order covers 2 nodes. This change order adds 2 nodes, bringing the total to 4 nodes of "
    "8x H200 141GB each.\n",
    "Amendment No. 1\nThe original agreement leased two (2) servers. Two (2) additional servers are added, for "
    "four (4) "
    "servers in total, each with 8x NVIDIA H200 SXM5 141GB.\n",
])
def test_an_amendment_states_the_new_total_of_servers(text: str) -> None:
    offer = read(text)
    assert offer.nodes == 4
    assert offer.gpu.count_per_node == 8


@pytest.mark.parametrize("text", [
    "Acme GPU | Quote 42 | valid 30 days\nWe offer two servers with 8x H100 80GB each.\n",
    "Slack Connect: Pinewick Labs + Ridgeback GPU Rentals | 4 members | Topic: dev box\nDana Whitlock (Ridgeback GPU "
    "Rentals) 14:09\nBest fit is our R8 box: 8x GeForce RTX 4090 24GB, 512 GB RAM, one box for you.\n",
    "云杉智算 | 报价单 | 有效期 30 天\n两台 H800 服务器，每台 8 张 H800 80GB。\n",
])
def test_a_prose_line_with_a_bar_in_it_is_read(text: str) -> None:
    offer = read(text)
    assert offer.gpu.model is not None
    assert offer.gpu.count_per_node == 8


@pytest.mark.parametrize(("text", "nodes"), [
    ("# Proposal — full fine-tuning cluster\n\n> Notion page exported 2026-11-30 · Workspace: **Lingxi Compute**\n"
     "> Shared with: Beichen LegalTech\n\n## Recommended configuration\n\nWe recommend **two (2)** H800 nodes, 16 GPUs "
     "in total.\n\n| Item | Per node |\n|---|---|\n| GPU | 8 × NVIDIA H800 SXM5 80GB |\n", 2),
    ("# 方案建议\n\n> 📄 Notion 页面导出 · 工作区：灵犀算力\n\n"
     "## 推荐配置\n\n我们建议 **3 台** H800 节点（共 24 卡）。\n", 3),
    ("> **Note** This page is a draft.\n\nOffer: 4 servers of 8x H100 80GB.\n", 4),
])
def test_a_callout_at_the_top_of_a_page_is_not_a_quoted_mail(text: str, nodes: int) -> None:
    assert read(text).nodes == nodes


def test_a_quoted_mail_below_a_reply_is_still_the_customers() -> None:
    offer = read("Hi Sam,\nwe can do one H100 server with 8 GPUs.\n\nOn Mon, Sam wrote:\n"
     "> we may need four servers later\n")
    assert offer.nodes == 1


@pytest.mark.parametrize(("rows", "nodes"), [
    ([["Customer", "Vantor Bio, Inc.", "BoM no.", "BOM-2611 Rev C", "Date", "2026-11-30"],
      ["Program", "Managed lease", "Site", "DUR-1, Row F", "Nodes", "2 (two)"],
      ["GPU", "8x NVIDIA B200 180GB", "CPU", "2x Xeon 6960P", "Memory", "2 TB"]], 2),
    ([["客户", "星海大模型", "编号", "Q-2026-11", "节点数", "3 台"],
      ["GPU", "8 × H800 80GB", "内存", "2TB", "数据盘", "4 × 7.68TB NVMe"]], 3),
])
def test_a_box_with_several_label_value_pairs_a_row_states_the_nodes(
        tmp_path: Path, rows: list[list[str]], nodes: int) -> None:
    assert read_pdf_offer(table_pdf(tmp_path / "box.pdf", rows)).nodes == nodes


@pytest.mark.parametrize(("header", "nodes"), [
    (["Line", "Description", "Qty / node", "Qty total"], 2),
    (["序号", "配置", "每台数量", "总数量"], 2),
])
def test_a_total_quantity_column_beside_the_per_node_one_gives_the_nodes(
        tmp_path: Path, header: list[str], nodes: int) -> None:
    pdf = table_pdf(tmp_path / "bom.pdf", [
        header,
        ["1", "HGX B200 8-GPU baseboard: 8x NVIDIA B200 180GB HBM3e", "1", "2"],
        ["2", "Intel Xeon 6960P, 72 cores", "2", "4"],
        ["3", "64 GB DDR5-6400 RDIMM", "32", "64"],
        ["4", "7.68 TB U.2 NVMe SSD", "8", "16"],
    ])
    offer = read_pdf_offer(pdf)
    assert offer.nodes == nodes
    assert offer.gpu.count_per_node == 8


@pytest.mark.parametrize(("rows", "nodes", "per"), [
    ([["资源", "规格", "数量"],
      ["GPU 节点", "每节点 NVIDIA H200 SXM5 141GB × 8，NVLink + NVSwitch 全互联", "4 节点（32 卡）"],
      ["节点 CPU / 内存", "2 × Intel Xeon Platinum 8558（48 核）/ 2048GB", "每节点"],
      ["公网", "100Mbps", "共 1 条"]], 4, 8),
    ([["Resource", "Specification", "Quantity"],
      ["GPU nodes", "8 x NVIDIA H100 SXM5 80GB per node, NVLink", "3 nodes (24 GPUs)"],
      ["Node CPU / memory", "2 x Intel Xeon Platinum 8480+ / 2 TB", "per node"]], 3, 8),
    ([["序号", "名称", "规格型号", "数量"],
      ["1", "GPU 服务器", "8 卡 4U 涡轮服务器，超微 SYS-421GE-TNRT", "1 台"],
      ["2", "GPU", "NVIDIA GeForce RTX 4090 48GB", "8 张"],
      ["3", "CPU", "Intel Xeon Gold 6430（32 核）", "2 颗"]], 1, 8),
])
def test_a_resource_rows_quantity_gives_nodes_and_gpus_not_the_processors(
        tmp_path: Path, rows: list[list[str]], nodes: int, per: int) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "res.pdf", rows))
    assert offer.nodes == nodes
    assert offer.gpu.count_per_node == per


@pytest.mark.parametrize("text", [
    "H800 八卡整机（苏州节点）\n| 项目 | 说明 |\n| --- | --- |\n| GPU | 8 × NVIDIA H800 SXM5 80GB |\n"
    "| 库存 | 剩余 2 台，起订 1 台 |\n",
    "8 x H100 80GB server, one node per order. Stock: 6 in stock, inventory 6 nodes in Oslo.\n",
])
def test_the_stock_of_a_listing_is_not_the_node_count(text: str) -> None:
    """A marketplace listing says how many servers are left ("剩余 2 台", "in stock"): the order is one."""
    assert offer_from_document(Document.from_text("listing.md", text)).nodes in (None, 1)


@pytest.mark.parametrize("text", [
    "# Helio Grid B200\n\n- 8x NVIDIA B200 192GB per node\n\n## Your reservation\n\n"
    "> **Customer:** Aster Vale Research · **Nodes:** 2 (16 GPUs) · **Term:** 12 months\n",
    "# 星云算力 H800 包月\n\n- 每台 8 × H800 SXM5 80GB\n\n## 您的订单\n\n"
    "> **客户：** 澄远生物 · **节点数：** 2 台 · **租期：** 12 个月\n",
])
def test_a_markdown_callout_is_the_pages_own_words(text: str) -> None:
    """On a page that is no mail, "> " is a callout of the page (the order summary), not a quoted earlier mail, and
    bold labels ("**Nodes:**") read as printed."""
    assert offer_from_document(Document.from_text("pricing.md", text)).nodes == 2


def test_a_quoted_mail_still_states_nothing() -> None:
    text = ("From: Sam Ortiz <sam@harbor.example>\nSubject: Re: your H100 quote\n\nHi Priya, one node as discussed: "
            "8 x H100 SXM5 80GB.\n\n> On Mon, Priya wrote:\n> We would need 4 nodes for the pretraining run.\n")
    assert offer_from_document(Document.from_text("reply.txt", text)).nodes in (None, 1)


@pytest.mark.parametrize("text", [
    "青岚算力 | 上海市徐汇区漕溪路 8 号 | 电话 +86 21 6088 1200\n节点租赁报价单\n"
    "两台 H800 八卡服务器，每台 8 张 H800 80GB。\n",
    "青岚算力 | 电话 021-6088 1200\n台式机与服务器租赁报价\n两台 H800 八卡服务器，每台 8 张 H800 80GB。\n",
    "Brisk Compute Ltd | 4 Quay St, Leeds | +44 113 496 0321\nGPU Server Rental - December\nTwo servers, 8x H100 80GB "
    "each.\n",
    "Brisk Compute Ltd | Tel. (0113) 496 0321\nServers for rent\nTwo servers, 8x H100 80GB each.\n",
])
def test_a_telephone_numbers_digits_before_a_server_word_count_no_servers(text: str) -> None:
    # the letterhead's telephone runs into the title below it ("… 1200 节点…", "… 0321 GPU Server …")
    assert read(text).nodes == 2


@pytest.mark.parametrize(("text", "servers"), [
    ("One A100 80GB instance. The physical GPU is time-sliced between two instances.", 1),
    ("Each H100 is shared among up to 4 tenants; you rent 1 server.", 1),
    ("GPU 服务器 1 台；每张物理卡由两个实例分时共享。", 1),
    ("A 100 TB file system shared by the 4 nodes.", 4),  # a store the servers share: they are counted
])
def test_the_tenants_sharing_one_gpu_are_no_servers(text: str, servers: int) -> None:
    assert read(text).nodes == servers


@pytest.mark.parametrize(("text", "nodes"), [
    ("This SOW covers Phase 1 only: four (4) nodes of 8x NVIDIA L40S 48GB from January 2027. Phases 2 and 3 (a further "
     "eight nodes in total) will each need a separate SOW and are not priced here.\nNode rental $5,900.00 per node per "
     "month", 4),
    ("- 一期 4 台已于 2026 年 9 月交付，按原合同执行——不在本方案内\n## 新增八台 H800 服务器（64 卡）\n"
     "GPU：8 × NVIDIA H800 SXM5 80GB\n¥60,500 / 台 / 月", 8),
    ("Lot A: two (2) servers of 8x NVIDIA H100 SXM5 80GB, USD 19,500 per server-month. Lot B (six more servers) is "
     "not part of this quotation.", 2),
])
def test_a_phase_the_document_leaves_to_another_counts_no_nodes(text: str, nodes: int) -> None:
    """ "Phases 2 and 3 (a further eight nodes in total) … are not priced here", "一期 4 台…不在本方案内": the
    servers of a phase this document does not offer are not its node count."""
    assert offer_from_document(Document.from_text("sow.md", text)).nodes == nodes
