"""Numbers that are not hardware facts: acceptance thresholds, glyph codes, model numbers before a
node word, possessives, ids."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer
from auditor.units import parse_quantity


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("quote.txt", text))


@pytest.mark.parametrize("text", [
    "Fees: USD 2.40 per GPU-hour. Acceptance: a server passes when nccl-tests busbw is at least 350 GB/s and fio "
    "reads at least 25 GB/s.",
    "价格 2.4 美元/卡/小时。验收：nccl-tests busbw 不低于 350GB/s，fio 顺序读不低于 25GB/s。",
])
def test_acceptance_figures_are_not_what_is_sold_but_the_price_beside_them_is(text: str) -> None:
    offer = read(text)
    assert offer.storage.capacity is None and offer.interconnect.inter_node_bandwidth is None
    assert offer.pricing.unit_price == parse_quantity("2.4 USD/GPU/h")


@pytest.mark.parametrize(("text", "nodes"), [
    ("One 8 x H100 NVLink server, 8 GPUs per server.", 1),
    ("Spare parts pool on site (2 nodes' worth of GPUs); the cluster is 6 nodes of 8 GPUs.", 6),
    ("报价编号 HX-2025-0611：两台 H20 八卡服务器", 2),
])
def test_model_numbers_possessives_and_ids_are_not_node_counts(text: str, nodes: int) -> None:
    assert read(text).nodes == nodes


def test_a_figure_at_a_line_start_is_not_a_section_number() -> None:
    offer = read("Each server has eight\n3.84 TB NVMe drives for local data, besides a boot pair.")
    assert offer.storage.capacity == parse_quantity("30.72 TB")


# ---------------------------------------------------------------- the hardware an acceptance report accepts


def test_the_object_of_a_chinese_acceptance_report_is_the_hardware_sold() -> None:
    offer = read("GPU 算力租赁项目验收报告\n一、验收对象 GPU 服务器 2 台，每台 8 × NVIDIA H200 SXM 141GB；"
                 "2 × Intel Xeon Platinum 8558（每颗 48 核）；内存 2048GB；数据盘 8 × 3.84TB NVMe（30.72TB）。\n"
                 "二、测试结果：单机 all_reduce 不低于 450GB/s，本地盘读带宽不低于 10GB/s。")
    assert offer.nodes == 2 and offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("2048 GB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")


def test_the_equipment_under_acceptance_in_english_is_the_hardware_sold() -> None:
    offer = read("Acceptance certificate\n\nEquipment under acceptance: two servers, each with 8 x NVIDIA H200 SXM "
                 "141GB, 2 TB of RAM and 8 x 3.84 TB NVMe.\nResults: all_reduce at least 450 GB/s; fio reads at least "
                 "10 GB/s.")
    assert offer.nodes == 2 and offer.gpu.count_per_node == 8
    assert offer.memory == parse_quantity("2 TB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")


def test_an_acceptance_item_of_a_list_speaks_only_for_itself_zh() -> None:
    offer = read("B200 八卡服务器 1 台。服务承诺：（1）交付型号为 B200 192GB，不得替换；每卡完整 192GB 显存，整机独占，"
                 "不做 MIG 切分，不超售；（2）8 卡经 NVSwitch NVLink 全互联；（3）验收以 nccl-tests 总线带宽 ≥ 700GB/s "
                 "及 fio 读带宽不低于 20GB/s 为准；（4）退租后 7 日内擦除数据。")
    assert offer.gpu.sharing == "dedicated" and offer.interconnect.topology == "full-mesh"
    assert offer.storage.capacity is None and offer.storage.throughput is None  # the test's figures


def test_an_acceptance_item_of_a_list_speaks_only_for_itself_en() -> None:
    offer = read("Two nodes of 8 x A100 SXM4 40GB. The quotation commits to: dedicated, single-tenant nodes (no MIG or "
                 "vGPU); NVLink via NVSwitch; acceptance on nccl-tests all_reduce bus bandwidth of at least 180 GB/s "
                 "and fio reads of at least 20 GB/s; deletion of all data within 30 days.")
    assert offer.gpu.sharing == "dedicated" and offer.interconnect.topology == "full-mesh"
    assert offer.storage.capacity is None and offer.storage.throughput is None


def test_a_label_that_names_the_acceptance_keeps_its_whole_list() -> None:
    for text in ["8 × H100 80GB 服务器。验收标准：nvidia-smi 显示 8 张卡；fio 读带宽 350GB/s；本地盘 30TB 可见。",
                 "8 x H100 80GB server. Acceptance criteria: nvidia-smi shows 8 GPUs; fio read of 350 GB/s; 30 TB "
                 "local disk visible."]:
        offer = read(text)
        assert offer.storage.capacity is None and offer.storage.throughput is None, text


@pytest.mark.parametrize("text", [
    "Cerise Compute Pte. Ltd. 1 Fusionopolis Way, Singapore 138632 MI300X training nodes\n"
    "Node: 8 × AMD Instinct MI300X 192GB (OAM), dedicated.\n",
    "北京海淀区中关村大街 1 号 100080 H100 训练集群报价\n配置：每台 8 张 NVIDIA H100 SXM5 80GB，整机独享。\n",
    "2026 H100 年终特惠\n每台 8 张 NVIDIA H100 SXM5 80GB。\n",
])
def test_a_postcode_or_a_year_before_a_gpu_name_counts_no_gpus(text: str) -> None:
    # "Singapore 138632 MI300X": the number beside the name is the address's; the GPUs are the node line's eight
    assert read(text).gpu.count_per_node == 8


@pytest.mark.parametrize("text", [
    "每台 8 张 H20 96G。\n合同里写明：1）型号 H20 96G，不替换 2）机内 NVLink 全互联 3）整机独享，不虚拟化不超售 "
    "4）交付 48 小时内验收：nccl-tests 双机 busbw ≥ 90GB/s\n",
    "8 x H100 SXM5 80GB per node. The contract states: 1) model as listed 2) NVLink full mesh 3) dedicated, no MIG "
    "4) acceptance: nccl-tests of at least 350 GB/s\n",
])
def test_an_acceptance_item_of_an_inline_list_speaks_for_itself(text: str) -> None:
    # "3）整机独享 … 4）…验收：…": the items share one line, not one acceptance label; the tenancy item still states
    offer = read(text)
    assert offer.gpu.sharing == "dedicated" and offer.interconnect.intra_node == "nvlink"
