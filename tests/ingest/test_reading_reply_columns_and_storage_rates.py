"""A table that holds more than the offer, and a storage phrase's throughput. A buyer's requirement column beside
the vendor's reply ("询价项 | 贵司要求 | 我司答复", "Item | Your spec | Our offer"): the reply states the offer,
the requirement is a minimum asked and states nothing. A throughput written as a baseline, a read bandwidth or a
cap ("baseline 500 MB/s", "读带宽 20GB/s", "单节点读带宽不超过 600MB/s") is the storage's throughput. English and
Chinese, PDF tables and text."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document, read_pdf_offer
from auditor.units import parse_quantity
from tests.ingest.test_reading_quantity import table_pdf


def read(name: str, text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text(name, text))


# ---------------------------------------------------------------- the reply column, not the requirement

_ZH_REPLY = [
    ["询价项", "贵司要求", "我司答复"],
    ["1. GPU 型号", "48GB 显存推理卡，8 卡整机", "NVIDIA L40S 48GB，每台 8 张"],
    ["4. CPU", "≥ 48 核", "Intel Xeon Gold 6430 × 2（每颗 32 核，合计 64 核）"],
    ["5. 内存", "≥ 768GB", "64GB DDR5 × 16，合计 1024GB"],
    ["6. 数据盘", "NVMe ≥ 10TB", "7.68TB NVMe × 2，合计 15.36TB"],
]
_EN_REPLY = [
    ["Item", "Your spec", "Our offer"],
    ["GPU", "8 x 48 GB inference GPUs", "8 x NVIDIA L40S 48GB"],
    ["Memory", "at least 768 GB", "1024 GB DDR5"],
    ["Data disk", "NVMe, 10 TB minimum", "2 x 7.68 TB NVMe"],
]


@pytest.mark.parametrize("rows", [_ZH_REPLY, _EN_REPLY], ids=["zh", "en"])
def test_the_reply_column_states_the_offer_in_a_pdf(tmp_path: Path, rows: list[list[str]]) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "reply.pdf", rows))
    assert offer.memory == parse_quantity("1024 GB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")


@pytest.mark.parametrize("head", ["| 询价项 | 客户要求 | 我方回复 |", "| 序号 | 需求 | 我司答复 |",
                                  "| Item | Customer requirement | Vendor answer |",
                                  "| Line | Requested | Offered |"])
def test_the_reply_column_states_the_offer_in_markdown(head: str) -> None:
    offer = read("reply.md", f"{head}\n|---|---|---|\n| 内存 Memory | ≥ 768GB | 1024GB DDR5 |\n"
                             "| 数据盘 Data disk | ≥ 10TB NVMe | 2 x 7.68TB NVMe |\n")
    assert offer.memory == parse_quantity("1024 GB")
    assert offer.storage.capacity == parse_quantity("15.36 TB")


# ---------------------------------------------------------------- a storage throughput as written

@pytest.mark.parametrize(("cell", "rate"), [
    ("12 TB st1 throughput-optimised HDD volume, baseline 500 MB/s, attached at /data", "500 MB/s"),
    ("12 TB network block storage, 500 MB/s baseline throughput", "500 MB/s"),
    ("共享并行文件系统 50TB 起（NVMe 全闪），读带宽 20GB/s", "20 GB/s"),
    ("并行文件系统 200TB，单节点读带宽不超过 600MB/s", "600 MB/s"),
    ("shared Lustre file system, 100 TB, read bandwidth 20 GB/s", "20 GB/s"),
    ("CPFS 并行文件系统 100TB，单节点吞吐上限 1.5GB/s", "1.5 GB/s"),
])
def test_a_storage_rate_as_written_is_its_throughput(cell: str, rate: str) -> None:
    offer = read("quote.md", f"| Item | Detail |\n|---|---|\n| GPU | 8 x NVIDIA H100 SXM5 80GB |\n"
                             f"| Storage 存储 | {cell} |\n")
    assert offer.storage.throughput == parse_quantity(rate)


def test_an_acceptance_read_test_is_no_throughput() -> None:
    offer = read("quote.txt", "GPU: 8 x NVIDIA L40S 48GB\n数据盘：7.68TB NVMe × 2\n"
                              "验收：每卡显存 ≥ 46GB；数据盘 fio 顺序读 ≥ 6GB/s。\n")
    assert offer.storage.throughput is None


@pytest.mark.parametrize("cell", [
    "Home 100 GB; project space on the shared Lustre scratch (NVMe tier), 20 TB per project",
    "项目空间位于共享 Lustre 存储（NVMe 层），每项目 20TB",
])
def test_project_space_on_a_shared_file_system_is_shared(cell: str) -> None:
    offer = read("catalogue.md", f"| Field | Description |\n|---|---|\n| Hardware | 8 x NVIDIA A100 SXM4 80GB |\n"
                                 f"| Storage | {cell} |\n")
    assert offer.storage.shared is True


# ---------------------------------------------------------------- before / after, and the chosen option

_EN_CHANGE = [
    ["Item", "Before (OF-2026-044)", "After (this Change Order)"],
    ["GPUs per node", "8 x NVIDIA A100 SXM4 40GB", "8 x NVIDIA A100 SXM4 80GB"],
    ["CPU", "2 x AMD EPYC 7543 (32 cores)", "2 x AMD EPYC 7763 (64 cores)"],
    ["Memory", "1 TB", "2 TB (32 x 64 GB DDR4-3200)"],
    ["Data storage", "4 x 3.84 TB NVMe", "4 x 7.68 TB NVMe (30.72 TB)"],
]
_ZH_CHANGE = [
    ["项目", "原配置", "变更后"],
    ["GPU", "NVIDIA A800 SXM4 80GB × 8", "NVIDIA H800 SXM5 80GB × 8"],
    ["CPU", "2 × Xeon 8358（32 核）", "2 × Xeon 8480+（64 核）"],
    ["内存", "1TB", "2TB"],
    ["数据盘", "4 × 3.84TB NVMe", "4 × 7.68TB NVMe"],
]


_AMENDMENT = [
    ["#", "Term", "Was", "Now"],
    ["1", "Memory", "1 TB", "2 TB"],
    ["2", "CPU", "2 x AMD EPYC 7543 (32 cores)", "2 x AMD EPYC 7763 (64 cores)"],
    ["3", "Data storage", "4 x 3.84 TB NVMe", "4 x 7.68 TB NVMe (30.72 TB)"],
]


@pytest.mark.parametrize("rows", [_EN_CHANGE, _ZH_CHANGE, _AMENDMENT], ids=["en", "zh", "amendment"])
def test_the_after_column_states_the_offer_in_a_pdf(tmp_path: Path, rows: list[list[str]]) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "change.pdf", rows))
    assert offer.memory in (parse_quantity("2 TB"), parse_quantity("2048 GB"))  # 32 x 64 GB modules: 2048 GB
    assert offer.cpu.cores == 128
    assert offer.storage.capacity == parse_quantity("30.72 TB")


@pytest.mark.parametrize("head", ["| Item | Current | Proposed |", "| Line | Existing service | Renewal |",
                                  "| 项目 | 现有配置 | 调整后 |", "| 项目 | 变更前 | 变更后 |",
                                  # an amendment's change list
                                  "| Term | Was | Now |", "| 条款 | 原 | 现 |"])
def test_the_after_column_states_the_offer_in_markdown(head: str) -> None:
    offer = read("renewal.md", f"{head}\n|---|---|---|\n| 内存 Memory | 1TB | 2TB |\n"
                               "| 数据盘 Data disk | 2 x 3.84TB NVMe | 4 x 7.68TB NVMe |\n")
    assert offer.memory == parse_quantity("2 TB")
    assert offer.storage.capacity == parse_quantity("30.72 TB")


_ZH_COMPARE = [
    ["比价项", "供应商 A（拟选）", "供应商 B", "供应商 C"],
    ["GPU", "NVIDIA A800 SXM4 80GB × 8", "NVIDIA A800 SXM4 80GB × 8", "NVIDIA A800 PCIe 80GB × 8"],
    ["CPU", "2 × Xeon Platinum 8380（40 核）", "2 × Xeon Platinum 8358（32 核）", "2 × Xeon Gold 6348"],
    ["内存", "1024GB", "1024GB", "512GB"],
    ["数据盘", "4 × 3.84TB NVMe（15.36TB）", "2 × 7.68TB NVMe", "4 × 4TB SATA HDD"],
]
_EN_COMPARE = [
    ["Criterion", "Option 1", "Option 2 (Selected)", "Option 3"],
    ["GPU", "8 x NVIDIA A800 PCIe 80GB", "8 x NVIDIA A800 SXM4 80GB", "8 x NVIDIA A800 SXM4 80GB"],
    ["CPU", "2 x Xeon Gold 6348", "2 x Xeon Platinum 8380 (40 cores)", "2 x Xeon Platinum 8358 (32 cores)"],
    ["Memory", "512 GB", "1024 GB", "768 GB"],
    ["Data disk", "4 x 4 TB SATA HDD", "4 x 3.84 TB NVMe", "2 x 7.68 TB NVMe"],
]


@pytest.mark.parametrize("rows", [_ZH_COMPARE, _EN_COMPARE], ids=["zh", "en"])
def test_the_chosen_option_column_states_the_offer(tmp_path: Path, rows: list[list[str]]) -> None:
    offer = read_pdf_offer(table_pdf(tmp_path / "compare.pdf", rows))
    assert offer.memory == parse_quantity("1024 GB")
    assert offer.cpu.cores == 80
    assert offer.storage.capacity == parse_quantity("15.36 TB")
    assert offer.storage.type == "nvme"


def test_a_price_table_with_a_selected_tick_column_keeps_its_columns() -> None:
    offer = read("calc.md", "| Model | Price | Selected |\n|---|---|---|\n"
                            "| 8 x NVIDIA H100 SXM5 80GB | USD 2.49 / GPU-hour | ✓ |\n")
    assert offer.gpu.count_per_node == 8 and offer.pricing.unit_price is not None
