"""A resource list whose GPU row is the server ("GPU 节点 | 每节点 8 × H200 | 4 节点（32 卡）", "GPU nodes | 8 x H100
SXM5 per node | 4 nodes"): a quantity that names servers counts the servers, not the row's GPUs, and the GPUs per
node stay the spec's. The list's first column may be headed 资源 / Resource. A processor's model number is no GPU
("2 × Intel Xeon Platinum 8558" is not two RTX-style '8558' cards). Chinese and English, written for the test."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("confirmation.md", text))


@pytest.mark.parametrize("table", [
    "| 资源 | 规格 | 数量 |\n|---|---|---|\n"
    "| GPU 节点 | 每节点 NVIDIA H200 SXM5 141GB × 8，NVLink 全互联 | 4 节点（32 卡） |\n"
    "| 节点 CPU / 内存 | 2 × Intel Xeon Platinum 8558（48 核）/ 2048GB | 每节点 |\n",
    "| Resource | Specification | Quantity |\n|---|---|---|\n"
    "| GPU nodes | 8 x NVIDIA H200 SXM5 141GB per node, NVLink | 4 nodes (32 GPUs) |\n"
    "| CPU / RAM | 2 x Intel Xeon Platinum 8558 (48 cores) / 2048 GB | per node |\n",
    "| 项目 | 配置 | 数量 |\n|---|---|---|\n| GPU | H200 SXM5 141GB × 8 | 4 台 |\n",
])
def test_a_gpu_row_counted_in_servers(table: str) -> None:
    offer = read(table)
    assert offer.nodes == 4
    assert offer.gpu.count_per_node == 8


def test_a_gpu_rows_quantity_of_cards_is_still_the_cards() -> None:
    offer = read("| 项目 | 配置 | 数量 |\n|---|---|---|\n| GPU | H200 SXM5 141GB | 8 |\n")
    assert offer.gpu.count_per_node == 8


@pytest.mark.parametrize("text", [
    "CPU：2 × Intel Xeon Platinum 8558（48 核）",
    "Processors: 2 x Intel Xeon Platinum 8480+ (56 cores each)",
])
def test_a_processor_model_number_is_no_gpu_count(text: str) -> None:
    offer = read(f"GPU: 8 x H100 SXM5 80GB\n{text}")
    assert offer.gpu.count_per_node == 8
    assert offer.cpu.sockets == 2


@pytest.mark.parametrize("text", [
    "| 项目名称 | 规格型号 | 单位 | 数量 | 单价(不含税) | 金额 |\n|---|---|---|---|---|---|\n"
    "| GPU 算力租赁服务费（H200 八卡服务器） | H200 141GB | 台月 | 6 | 121,000.00 | 726,000.00 |\n\n"
    "备注：服务期共 3 个月；服务器数量 2 台（数量 6 = 2 台 × 3 个月）。\n",
    "| Item | Model | Unit | Qty | Unit price | Amount |\n|---|---|---|---|---|---|\n"
    "| GPU server rental (8 x H200 141GB) | H200 | node-month | 6 | 15,100.00 | 90,600.00 |\n\n"
    "Notes: service period 3 months; two (2) servers (quantity 6 = 2 servers x 3 months).\n",
])
def test_server_months_read_as_servers_give_way_to_the_stated_count(text: str) -> None:
    """A quantity of server-months without its months in the row is only implied to be the servers: the note that
    states the count wins."""
    assert read(text).nodes == 2


@pytest.mark.parametrize(("table", "servers"), [
    ("| 序号 | 设备名称 | 品牌型号 | 序列号 | 数量 | 月租金（元） |\n|---|---|---|---|---|---|\n"
     "| 1 | GPU 服务器 | 浪潮 NF5468，8 × NVIDIA A800 PCIe 80GB | NF5468-0711 | 1 台 | 46,000.00 |\n"
     "| 2 | GPU 服务器 | 浪潮 NF5468，8 × NVIDIA A800 PCIe 80GB | NF5468-0712 | 1 台 | 46,000.00 |\n"
     "| 合计 | | | | 2 台 | 92,000.00 |\n", 2),
    ("| No. | Equipment | Model | Serial no. | Qty | Monthly rent (USD) |\n|---|---|---|---|---|---|\n"
     "| 1 | GPU server | Dell XE9680, 8 x NVIDIA H100 SXM5 80GB | CN7XE001 | 1 | 21,000.00 |\n"
     "| 2 | GPU server | Dell XE9680, 8 x NVIDIA H100 SXM5 80GB | CN7XE002 | 1 | 21,000.00 |\n"
     "| 3 | GPU server | Dell XE9680, 8 x NVIDIA H100 SXM5 80GB | CN7XE003 | 1 | 21,000.00 |\n"
     "| Total | | | | 3 | 63,000.00 |\n", 3),
])
def test_an_equipment_schedules_total_row_counts_the_servers(table: str, servers: int) -> None:
    """A lease schedule lists each serial-numbered server on its own row ("1 台") and sums them in a total row: the
    total is the servers, not the first row's one."""
    offer = read(table)
    assert offer.nodes == servers
    assert offer.gpu.count_per_node == 8
