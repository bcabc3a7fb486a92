"""A cloud order counts its servers as instances: an "Instances" / "Instance count" / 实例数量 row states the node
count, also when the count is written in words beside the instance type ("two (2) x gx.h200.8x"). Tables written
for the test in English and Chinese."""

from __future__ import annotations

from pathlib import Path

from auditor.ingest.pdf_offer import read_pdf_offer
from tests.ingest.test_reading_quantity import table_pdf


def test_an_instances_row_counts_the_nodes_en(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "order.pdf", [
        ["Item", "Detail"],
        ["Instances", "three (3) x gx.h200.8x"],
        ["GPUs", "8 x NVIDIA H200 SXM 141GB per instance"],
        ["Price", "USD 29.50 per instance-hour"],
    ])
    assert read_pdf_offer(pdf).nodes == 3


def test_an_instance_count_row_counts_the_nodes_zh(tmp_path: Path) -> None:
    pdf = table_pdf(tmp_path / "order.pdf", [
        ["项目", "内容"],
        ["实例规格", "gn8.h800x8（8 × H800 80GB）"],
        ["实例数量", "4"],
        ["单价", "¥58,000/台/月"],
    ])
    assert read_pdf_offer(pdf).nodes == 4
