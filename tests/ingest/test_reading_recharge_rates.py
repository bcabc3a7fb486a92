"""A university or lab computing centre's recharge sheet: one row per resource with an internal and an external
rate ("校内价 | 校外价", "Internal rate | External rate"), then the configuration of the node it rents whole. The
rows are options, not one server's parts (the first row's shared A100 queue is not the node described), and an
outside buyer pays the external rate. Written for these tests in both languages, after holdout23 t04."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("rates.md", text))


ZH = """| 资源类型 | 计费单位 | 校内价 | 校外价 | 备注 |
|---|---|---|---|---|
| A100 40GB（共享队列 gpu-a100） | 卡时 | ¥2.00 | ¥4.50 | 作业级调度 |
| H20 整机包月（独占节点） | 台/月 | ¥14,000.00 | ¥21,000.00 | 8 卡独占，最短 3 个月 |

三、H20 独占节点配置（每台）

| 项目 | 配置 |
|---|---|
| GPU | NVIDIA H20 96GB HBM3 × 8，NVSwitch 全互联 |
"""
EN = """| Resource | Unit | Internal rate | External rate | Notes |
|---|---|---|---|---|
| A100 40GB (shared queue gpu-a100) | GPU-hour | $0.30 | $0.65 | batch jobs |
| H20 whole node, monthly (exclusive) | node-month | $2,000.00 | $3,000.00 | 8 GPUs, minimum 3 months |

Exclusive H20 node configuration (each)

| Item | Configuration |
|---|---|
| GPU | NVIDIA H20 96GB HBM3 x 8, NVSwitch full mesh |
"""


@pytest.mark.parametrize("text", [ZH, EN])
def test_the_rows_of_a_recharge_sheet_are_options_not_one_servers_parts(text: str) -> None:
    offer = read(text)
    assert offer.gpu.model is not None and "H20" in offer.gpu.model
    assert offer.gpu.memory is not None and round(offer.gpu.memory.magnitude / 1e9) == 96


@pytest.mark.parametrize(("line", "name"), [
    ("收款单位：西岭大学 开户行：中国银行成都双流支行 账号 1287 0455 3106 2219 7", "西岭大学"),
    ("Payee: Cobalt Ridge Compute Ltd  Bank: Barclays  Sort code: 20-00-00", "Cobalt Ridge Compute Ltd"),
])
def test_a_payees_name_ends_where_the_lines_next_label_begins(line: str, name: str) -> None:
    offer = read("GPU: 8 x NVIDIA H100 SXM5 80GB\n\n" + line + "\n")
    assert offer.vendor == name
