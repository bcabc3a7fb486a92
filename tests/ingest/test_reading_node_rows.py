"""A resource list whose GPU row is the server ("GPU 节点 | 每节点 8 × H200 | 4 节点（32 卡）", "GPU nodes | 8 x H100
SXM5 per node | 4 nodes"): a quantity that names servers counts the servers, not the row's GPUs, and the GPUs per
node stay the spec's. The list's first column may be headed 资源 / Resource. A processor's model number is no GPU
("2 × Intel Xeon Platinum 8558" is not two RTX-style '8558' cards). Chinese and English, written for the test."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


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


@pytest.mark.parametrize("table", [
    "| 序号 | 服务内容 | 单位 | 数量 | 单价（元） | 服务期 | 总价（元） |\n|---|---|---|---|---|---|---|\n"
    "| 1 | A800 GPU 服务器租赁服务（8 卡，含运维） | 台月 | 3 | 61,000.00 | 6 个月 | 1,098,000.00 |\n"
    "| 2 | 公网带宽（独享 100Mbps） | 项 | 1 | 含 | 6 个月 | 0.00 |\n",
    "| No. | Description | Unit | Qty | Unit price (USD) | Term | Amount (USD) |\n|---|---|---|---|---|---|---|\n"
    "| 1 | GPU server rental, 8 x A800 80GB, managed | node-month | 3 | 8,400.00 | 6 months | 151,200.00 |\n"
    "| 2 | Internet 100 Mbps dedicated | lot | 1 | incl. | 6 months | 0.00 |\n",
])
def test_server_months_priced_over_a_term_column_count_the_servers(table: str) -> None:
    """ "台月 | 3 | 61,000 | 6 个月 | 1,098,000": the amount is the quantity times the price times the term's months,
    so the quantity is the servers billed each month, not server-months over the six."""
    assert read(table).nodes == 3


@pytest.mark.parametrize("table", [
    "| 项目 | 数量 | 单位 | 单价 | 金额 |\n|---|---|---|---|---|\n"
    "| H800 八卡伺服器，月租 | 3 | 台月 node-m onth | 96,000.00 | 288,000.00 |\n",
    "| Item | Qty | Unit | Unit price | Amount |\n|---|---|---|---|---|\n"
    "| 8-GPU H800 server, monthly | 3 | node-mon th 台月 | 96,000.00 | 288,000.00 |\n",
])
def test_a_bilingual_server_month_unit_counts_the_servers(table: str) -> None:
    """A unit cell that says server-month in both languages, wrapped inside a word ("台月 node-m onth"), is one
    unit: the quantity beside it is the servers each month."""
    offer = read(table)
    assert offer.nodes == 3
    assert offer.gpu.count_per_node == 8


@pytest.mark.parametrize("table", [
    "| 项目 Item | 内容 Terms |\n|---|---|\n| 产能 | 3 台 × 8 × NVIDIA H200 141GB（24 卡） |\n"
    "| 月费 | ¥ 152,000 /台/月（不含税） |\n| 合同期 | 十二（12）个月，不可提前终止 |\n",
    "| Item | Terms |\n|---|---|\n| Capacity | 3 nodes × 8 × NVIDIA H200 141GB (24 GPUs) |\n"
    "| Monthly fee | USD 21,000 per node-month (excl. tax) |\n"
    "| Initial term | twelve (12) months, no early exit |\n",
])
def test_a_terms_column_holds_the_rows_contents(table: str) -> None:
    """ "Item | Terms": a two-column letter's terms column holds what each row says (the capacity ordered, the
    initial term), not a lease term to set aside."""
    offer = read(table)
    assert offer.nodes == 3
    assert offer.gpu.count_per_node == 8
    assert offer.pricing.minimum_term == parse_quantity("12 month")


@pytest.mark.parametrize("table", [
    "| 项目 | 金额 | 备注 |\n|---|---|---|\n| 月租 | ¥ 150,000 /台/月 | 不含税 |\n"
    "| 锁定期 | 三个月 | 锁定期内不得退租 |\n",
    "| Item | Amount | Notes |\n|---|---|---|\n| Monthly rent | USD 21,800 per node-month | excl. tax |\n"
    "| Lock-in | three (3) months | no exit |\n",
])
def test_a_lock_in_row_is_the_minimum_term(table: str) -> None:
    assert read(table).pricing.minimum_term == parse_quantity("3 month")


@pytest.mark.parametrize("text", [
    "合同：1 台 H200 八卡服务器\n\n| 日期 | 项目 | 数量 | 单价 | 金额 |\n|---|---|---|---|---|\n"
    "| 11-01 — 11-30 | H200 八卡服务器 日租 | 30 天 | ¥ 4,000.00 / 台 / 天 | 120,000.00 |\n",
    "Contract: one 8-GPU H200 server\n\n| Date | Item | Qty | Rate | Amount |\n|---|---|---|---|---|\n"
    "| 11-01 - 11-30 | H200 8-GPU server, daily rental | 30 days | USD 560.00 per node-day | 16,800.00 |\n",
])
def test_a_server_rows_quantity_of_days_is_no_server_count(text: str) -> None:
    """A statement's server row billed by the day ("30 天", "30 days"): the quantity is the days billed, and the
    contract line's one server stands."""
    assert read(text).nodes == 1


@pytest.mark.parametrize("table", [
    "| 序号 | 设备序列号 | 机柜位置 | 配置 |\n|---|---|---|---|\n| 1 | SN 3F20B1 | B03-11 U01-U04 | 见下方统一配置 |\n"
    "| 2 | SN 3F20B7 | B03-11 U05-U08 | 见下方统一配置 |\n| 3 | SN 3F20C4 | B03-12 U01-U04 | 见下方统一配置 |\n\n"
    "统一配置（每台）：8 × NVIDIA H100 SXM5 80GB，NVSwitch 全互联。\n",
    "| No. | Serial no. | Rack position | Configuration |\n|---|---|---|---|\n"
    "| 1 | CN3F20B1 | B03-11 U01-U04 | as below |\n| 2 | CN3F20B7 | B03-11 U05-U08 | as below |\n"
    "| 3 | CN3F20C4 | B03-12 U01-U04 | as below |\n\n"
    "Common configuration (each): 8 x NVIDIA H100 SXM5 80GB, NVSwitch.\n",
])
def test_a_delivery_notes_serial_numbered_rows_count_the_servers(table: str) -> None:
    """One row per serial-numbered machine and no quantity column: each row is a server delivered."""
    offer = read(table)
    assert offer.nodes == 3
    assert offer.gpu.count_per_node == 8


def test_a_list_of_gpu_serials_counts_no_servers() -> None:
    offer = read("| 序号 | GPU | 序列号 |\n|---|---|---|\n| 1 | GPU 0 | 1652022001 |\n| 2 | GPU 1 | 1652022002 |\n\n"
                 "单台服务器：8 × NVIDIA H100 SXM5 80GB。\n")
    assert offer.nodes == 1


@pytest.mark.parametrize("table", [
    "| S/N | Item | Description | Qty |\n|---|---|---|---|\n"
    "| 1 | GPU server | 8 x NVIDIA H100 SXM5 80GB, NVLink | 2 |\n"
    "| 2 | Local storage | 4 x 3.84 TB NVMe per server | 2 |\n| 3 | Internet | 1 Gbps per server | 2 |\n",
    "| 序号 | 项目 | 配置 | 数量 |\n|---|---|---|---|\n| 1 | GPU 服务器 | 8 × NVIDIA H100 SXM5 80GB | 2 台 |\n"
    "| 2 | 数据盘 | 每台 4 × 3.84TB NVMe | 2 |\n| 3 | 公网 | 每台 1Gbps | 2 |\n",
])
def test_a_row_number_column_counts_no_servers(table: str) -> None:
    """ "S/N | Item | …" and "序号 | 项目 | …" number the rows: the quantity column counts the servers, not the rows."""
    offer = read(table)
    assert offer.nodes == 2
    assert offer.storage.capacity == parse_quantity("15.36 TB", "bytes")
