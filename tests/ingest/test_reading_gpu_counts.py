"""How many GPUs a server has, in the ways vendors write it: a quantity word after the model ("数量 8", "Qty: 8",
"quantity 8 per server"), a number before the model and the word GPUs ("eight H100 SXM5 GPUs", "8 NVIDIA H100 SXM5
GPUs"), a baseboard name ("HGX H200", "DGX H100": SXM parts). A number after "Each server:" counts the GPUs, not the
servers. Chinese and English, written for the test."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from tests.ingest.test_reading_quantity import table_pdf


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", text))


@pytest.mark.parametrize("text", [
    "显卡型号：A100-SXM4-80GB，数量 8",
    "GPU：H100 SXM5 80GB，数量：8 张/台",
    "GPU: H100 SXM5 80GB, quantity 8 per server",
    "GPU model: H100 SXM5 80GB (Qty: 8)",
    "GPU: H100 SXM5 80GB, qty 8",
    "Each server: eight H100 SXM5 GPUs",
    "The node has 8 NVIDIA H100 SXM5 GPUs and 2 TB of memory.",
    "We offer three servers, each with eight A100 80GB SXM GPUs.",
])
def test_eight_gpus_per_server(text: str) -> None:
    assert read(text).gpu.count_per_node == 8


@pytest.mark.parametrize(("text", "nodes"), [
    ("Each server: 8 H100 SXM5 GPUs", 1),
    ("Servers: 4\nEach server: 8 H100 SXM5 GPUs", 4),
    ("服务器数量：2 台\nGPU：H100 SXM5 80GB，数量 8 张/台", 2),
])
def test_the_gpu_count_is_not_the_server_count(text: str, nodes: int) -> None:
    offer = read(text)
    assert offer.nodes == nodes
    assert offer.gpu.count_per_node == 8


@pytest.mark.parametrize(("text", "sku"), [
    ("GPU: NVIDIA HGX H200 141GB x8", "h200-sxm"),
    ("Platform: DGX H100 (8 GPUs)", "h100-sxm"),
    ("服务器：HGX H100 八卡整机", "h100-sxm"),
])
def test_a_baseboard_name_says_sxm(text: str, sku: str) -> None:
    offer = read(text)
    assert offer.gpu.sku == sku
    assert offer.gpu.form_factor == "sxm"


def test_a_quantity_of_servers_is_not_a_gpu_count() -> None:
    offer = read("GPU：H100 SXM5 80GB × 8\n服务器数量 4 台")
    assert offer.gpu.count_per_node == 8
    assert offer.nodes == 4


@pytest.mark.parametrize("text", [
    "Filters: GPU type: any; Min GPUs per machine: 8; Region: EU-North\n"
    "Your selection: 8 × H100 SXM5 80GB, one machine",
    "GPUs per server: 8\nGPU: H100 SXM5 80GB",
    "每台服务器 GPU：8 张 H100 SXM5 80GB",
])
def test_gpus_per_machine_is_not_the_machine_count(text: str) -> None:
    offer = read(text)
    assert offer.nodes in (None, 1)
    assert offer.gpu.count_per_node == 8


@pytest.mark.parametrize("text", [
    "10 machines match (of 1,284 listed).\nYour selection: 8 × H100 SXM5 80GB, the whole machine rented to you alone.",
    "当前 3 台可用，本单租用 1 台 8 × H100 SXM5 80GB。",
])
def test_machines_a_marketplace_lists_are_not_the_order(text: str) -> None:
    assert read(text).nodes in (None, 1)


@pytest.mark.parametrize("rows", [
    [["部件", "型号 / 料号", "数量"], ["GPU 模组", "NVIDIA HGX H800 8-GPU（H800 SXM5 80GB HBM3）", "1 套（8 卡）"],
     ["内存", "64GB DDR5 RDIMM", "32"]],
    [["Part", "Model", "Qty"], ["GPU baseboard", "NVIDIA HGX H100 (H100 SXM5 80GB)", "1 baseboard (8 GPUs)"],
     ["Memory", "64GB DDR5 RDIMM", "32"]],
])
def test_a_gpu_board_counted_in_sets_counts_its_cards(tmp_path: Path, rows: list[list[str]]) -> None:
    """A bill of materials counts the GPU board as one set; the cards are in its brackets."""
    assert read_pdf_offer(table_pdf(tmp_path / "bom.pdf", rows)).gpu.count_per_node == 8


@pytest.mark.parametrize("rows", [
    [["", "Option A", "Option B - SELECTED", "Option C"], ["Nodes", "1", "2", "4"],
     ["GPUs", "8x H100 SXM5 80GB", "16x H100 SXM5 80GB", "32x H100 SXM5 80GB"],
     ["RAM per node", "1.5 TB", "1.5 TB", "1.5 TB"]],
    [["", "方案 A", "方案 B（已选）", "方案 C"], ["节点数", "1 台", "2 台", "4 台"],
     ["GPU", "8 × H100 SXM5 80GB", "16 × H100 SXM5 80GB", "32 × H100 SXM5 80GB"],
     ["每台内存", "1.5TB", "1.5TB", "1.5TB"]],
])
def test_more_gpus_than_a_server_holds_over_the_nodes_are_the_clusters(tmp_path: Path, rows: list[list[str]]) -> None:
    """16 H100 SXM on 2 nodes: no H100 server holds 16, so the count is the cluster's and each node has 8."""
    offer = read_pdf_offer(table_pdf(tmp_path / "options.pdf", rows))
    assert offer.nodes == 2
    assert offer.gpu.count_per_node == 8


@pytest.mark.parametrize(("rows", "note"), [
    ([["Line", "Description", "Quantity", "Unit price", "Amount"],
      ["1", "H100 80GB SXM5 GPU-hours, dedicated nodes", "5,840", "$2.10", "$12,264.00"],
      ["2", "Object storage, GB-month", "9,000", "$0.02", "$180.00"]],
     "Line 1: 1 node x 8 GPUs x 730 hours."),
    ([["序号", "项目", "数量", "单价（元）", "金额（元）"],
      ["1", "H800 SXM5 80GB 卡时（整机独享）", "11,680", "12.50", "146,000.00"],
      ["2", "对象存储 GB·月", "20,000", "0.10", "2,000.00"]],
     "说明：2 台 × 每台 8 卡 × 730 小时。"),
])
def test_a_row_named_by_what_it_bills_counts_no_gpus(tmp_path: Path, rows: list[list[str]], note: str) -> None:
    # "GPU-hours | 5,840" / "卡时 | 11,680": the quantity counts billed hours; the note says 8 GPUs a node
    offer = read_pdf_offer(table_pdf(tmp_path / "invoice.pdf", rows, (note,)))
    assert offer.gpu.count_per_node == 8


@pytest.mark.parametrize(("text", "topology"), [
    ("机型：8 卡 GeForce RTX 4090 24GB 训练服务器 × 1 台\nGPU 互联：NVLink 桥接，8 卡全互联\n", "full-mesh"),
    ("Server: 8x NVIDIA GeForce RTX 4090 24GB, 1 unit\nGPU link: NVLink bridge, full mesh across all 8 cards\n",
     "full-mesh"),
    ("Server: 8x NVIDIA RTX A6000 48GB, 1 unit\nGPU link: NVLink bridge between card pairs\n", "pairs"),
])
def test_a_brand_between_the_count_and_the_model_and_a_mesh_claimed_after_a_bridge(text: str, topology: str) -> None:
    # "8 卡 GeForce RTX 4090": the brand stands between the count and the card; "NVLink 桥接，8 卡全互联" claims a
    # mesh (the rules weigh the claim against what the card can do), a bridge alone joins pairs
    offer = read(text)
    assert offer.gpu.count_per_node == 8
    assert offer.interconnect.topology == topology


@pytest.mark.parametrize(("text", "per_node", "nodes"), [
    ("| | |\n|---|---|\n| GPUs | NVIDIA HGX B200 180GB HBM3e, 8 per node, NVLink 5 full mesh |\n"
     "| Fabric | 8x 400 Gb/s NDR InfiniBand per node |", 8, None),
    ("We are holding **64 GPUs across the cluster** for you, **8 per node**.\n\nGPU: NVIDIA H100 SXM5 80GB\n", 8, 8),
    ("GPU：NVIDIA H800 SXM5 80GB（8 per node）\n集群共 32 卡", 8, 4),
])
def test_a_bare_count_per_node_after_the_gpus_counts_them(text: str, per_node: int, nodes: int | None) -> None:
    """ "B200 180GB, 8 per node", "64 GPUs across the cluster, 8 per node": the count is the GPUs' per server."""
    offer = offer_from_document(Document.from_text("notice.md", text))
    assert offer.gpu.count_per_node == per_node
    if nodes is not None:
        assert offer.nodes == nodes


def test_a_bare_count_per_node_after_another_part_counts_no_gpus() -> None:
    offer = offer_from_document(Document.from_text("notice.md", (
        "| | |\n|---|---|\n| GPU | 4x NVIDIA L40S 48GB |\n| Fabric | 400 Gb/s NDR NICs, 8 per node |")))
    assert offer.gpu.count_per_node == 4


@pytest.mark.parametrize("line", [
    "机型：A800 PCIe 80GB × 8（PCIe 4.0，无 NVLink 桥接）",
    "Model: H100 PCIe 80GB x 8 (PCIe 5.0, no NVLink bridge)",
])
def test_a_pcie_card_counted_after_its_memory(line: str) -> None:
    """ "A800 PCIe 80GB × 8": PCIe between the name and the memory is the card's form, and the count after the
    memory is the GPUs per server."""
    offer = offer_from_document(Document.from_text("quote.txt", f"报价 Quote\n{line}\n"))
    assert (offer.gpu.count_per_node, offer.gpu.form_factor) == (8, "pcie")
