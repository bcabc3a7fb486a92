"""The node count in the forms documents give it, and the counts that are not it: a resource sheet's "台数 = 1"
(key = value, beside "每台卡数 = 8"), a column of its own beside a component list ("Item | Per node | Nodes"), one
side of a parallel two-language table ("…出租 GPU 服务器 2 台… | …two GPU servers…"), a server named by its
platform ("2 x HGX H100 (8 GPU each)") or counted after its word ("H800 整机 ×3"), a count said twice in two
languages ("两台 / two (2)"), a configuration under a section title that names the acceptance ("一、验收对象");
"单机 8 卡" says what each server holds, not that there is one."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.model.offer import Offer
from tests.ingest.test_reading_quantity import table_pdf


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("sheet.txt", text))


@pytest.mark.parametrize(("text", "nodes", "gpus"), [
    ("; 资源清单\n[节点]\n型号 = NVIDIA H800 SXM5 80GB\n每台卡数 = 8\n台数 = 3\n内存 = 1024GB\n", 3, 8),
    ("; resource sheet\n[servers]\nGPU = NVIDIA H100 SXM5 80GB\nGPUs per node = 8\nNodes = 1\nRAM = 2048GB\n", 1, 8),
])
def test_a_key_equals_value_sheet_states_the_node_count(text: str, nodes: int, gpus: int) -> None:
    offer = read(text)
    assert offer.nodes == nodes
    assert offer.gpu.count_per_node == gpus


@pytest.mark.parametrize(("header", "gpu_row"), [
    (["Item", "Per node", "Nodes"], ["GPU", "8 x NVIDIA L40S 48GB (PCIe Gen4)", "3"]),
    (["项目", "每台配置", "台数"], ["GPU", "8 × NVIDIA L40S 48GB（PCIe 4.0）", "3"]),
])
def test_a_node_count_column_beside_a_component_list(tmp_path: Path, header: list[str], gpu_row: list[str]) -> None:
    pdf = table_pdf(tmp_path / "award.pdf", [header, gpu_row, ["CPU", "2 x AMD EPYC 9254 (24 cores each)", ""],
                                             ["RAM", "768 GB", ""]])
    offer = read_pdf_offer(pdf)
    assert offer.nodes == 3
    assert offer.gpu.count_per_node == 8


@pytest.mark.parametrize("rows", [
    [["中文", "English"],
     ["第一条 租赁物：乙方向甲方出租 GPU 服务器 3 台，每台 8 × NVIDIA A800 SXM4 80GB，NVLink 400GB/s。",
      "Art. 1 Leased equipment: three GPU servers, each 8 x NVIDIA A800 SXM4 80GB, NVLink 400 GB/s."]],
    [["English", "中文"],
     ["Art. 1 The Lessor leases 3 servers to the Lessee, each with 8 x NVIDIA A800 SXM4 80GB, NVLink 400 GB/s.",
      "第一条 出租方向承租方出租 GPU 服务器，每台 8 × NVIDIA A800 SXM4 80GB，NVLink 400GB/s。"]],
])
def test_each_side_of_a_parallel_text_is_read(tmp_path: Path, rows: list[list[str]]) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "lease.pdf", rows))
    assert offer.nodes == 3
    assert offer.gpu.count_per_node == 8


@pytest.mark.parametrize(("text", "nodes"), [
    ("Hi Priya,\nWe can offer 2 x HGX H100 (8 GPU each) at USD 2.10 per GPU-hour.\n", 2),
    ("Quote\nHardware: 3 × DGX H200, 8 x H200 141GB per system.\n", 3),
    ("报价\nH800 整机 ×3，每台 8 × H800 80GB，月租 86,000 元/台。\n", 3),
    ("报价\n服务器数量 Servers：两台 / two (2)。整机独享。\nGPU：8 × H800 80GB\n", 2),
])
def test_servers_counted_by_their_platform_or_in_two_languages(text: str, nodes: int) -> None:
    assert read(text).nodes == nodes


@pytest.mark.parametrize("text", [
    "一、验收对象\nGPU 服务器 2 台，每台 8 × NVIDIA H200 SXM 141GB；内存 2048GB。\n"
    "二、测试结果\n单机 all_reduce ≥ 450GB/s。\n",
    "Section 3 - Acceptance\nTwo (2) GPU servers, each 8 x NVIDIA H200 SXM 141GB; 2048 GB RAM.\n"
    "Section 4 - Results\nall_reduce >= 450 GB/s.\n",
])
def test_a_section_title_naming_the_acceptance_does_not_hide_the_configuration(text: str) -> None:
    offer = read(text)
    assert offer.nodes == 2
    assert offer.memory is not None and offer.memory.magnitude == 2048e9


def test_what_each_server_holds_is_not_a_single_server() -> None:
    framework = read("框架协议\n二、互联。单机 8 卡 NVLink 全互联，每卡 900GB/s。\n")
    assert framework.nodes is None or framework.readings["nodes"].note is not None  # implied, not stated
    assert read("Framework\nInterconnect: 8 GPUs per server, NVLink.\n单机 8 卡 全互联；共 2 台。\n").nodes == 2


@pytest.mark.parametrize(("header", "row"), [
    (["Item", "Description", "Qty", "Unit", "Unit price (EUR)", "Net amount (EUR)"],
     ["1", "HGX H200 node, dedicated bare metal: 8x NVIDIA H200 SXM5 141 GB", "2", "node-month", "41,500.00",
      "83,000.00"]),
    (["序号", "服务内容", "数量", "单位", "单价（元）", "金额（元）"],
     ["1", "H800 八卡服务器租赁：8 × H800 SXM5 80GB", "2", "台·月", "86,000.00", "172,000.00"]),
])
def test_a_quantity_billed_per_server_month_counts_the_servers(tmp_path: Path, header: list[str],
                                                               row: list[str]) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "proforma.pdf", [header, row]))
    assert offer.nodes == 2
    assert offer.gpu.count_per_node == 8


def test_a_quantity_of_gpu_hours_counts_no_servers(tmp_path: Path) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "invoice.pdf", [
        ["Item", "Description", "Qty", "Unit", "Unit price (USD)", "Amount (USD)"],
        ["1", "GPU server: 8x NVIDIA H100 SXM5 80GB", "5840", "GPU-hour", "2.10", "12,264.00"]]))
    assert offer.nodes in (None, 1)


@pytest.mark.parametrize(("header", "row"), [
    (["Item", "Description", "Qty", "UoM", "Net price USD", "Net value USD"],
     ["10", "GPU cluster rental, 8 x NVIDIA B200 192GB SXM, service period 3 months", "6", "node-month", "54,900.00",
      "329,400.00"]),
    (["序号", "服务内容", "数量", "单位", "单价（元）", "金额（元）"],
     ["1", "H800 八卡服务器租赁（8 × H800 SXM5 80GB），服务期 3 个月", "6", "台·月", "86,000.00", "516,000.00"]),
])
def test_server_months_over_a_service_period_count_the_servers(tmp_path: Path, header: list[str],
                                                               row: list[str]) -> None:
    assert read_pdf_offer(table_pdf(tmp_path / "po.pdf", [header, row])).nodes == 2


@pytest.mark.parametrize("text", [
    "# 价格页\n\n① 一个实例即一台八卡整机；价格含税。\n\n## 本次报价\n\n- sy.h800.8x × 3 台，¥ 48.00/实例·小时\n",
    "# Price page\n\n(1) One instance = one 8-GPU node; prices include tax.\n\n## This quote\n\n"
    "- ai.h800.8x x 3 nodes, USD 21.00 per instance-hour\n",
])
def test_a_unit_defined_as_one_server_is_no_count(text: str) -> None:
    """ "一个实例即一台整机", "one instance = one node" says what the priced unit is; the order's count stands."""
    assert read(text).nodes == 3


@pytest.mark.parametrize("text", [
    "中标结果：华北算力。中标方服务器（×3）配置：8 × NVIDIA H200 SXM 141GB，NVSwitch；2TB 内存。\n",
    "Award: Halcyon Metal. The host's node (x3) carries 8x NVIDIA H200 SXM 141GB, NVSwitch; 2 TB RAM.\n",
])
def test_servers_counted_in_brackets_after_their_word(text: str) -> None:
    """ "服务器（×3）", "node (x3)": the count after the server word, in brackets, counts the servers; the GPUs
    after it are one server's."""
    offer = read(text)
    assert offer.nodes == 3
    assert offer.gpu.count_per_node == 8
