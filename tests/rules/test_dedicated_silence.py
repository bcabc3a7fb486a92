"""Silence about dedication is no slice: a quote of whole GPUs that never says "dedicated" (and a
contract without a dedicated clause) is a contract gap, reported under missing-sla and at medium
under shared-slice, while a sold slice still fails shared-slice at critical."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from auditor.cli import cli

SEVERE = ("critical", "high")


def failing(tmp_path: Path, text: str) -> list[dict]:
    quote = tmp_path / "quote.txt"
    quote.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["offer", str(quote), "--model", "llama3-8b", "--mode", "lora",
                                      "--format", "json"])
    return [f for f in json.loads(result.stdout)["findings"] if f.get("status") == "fail"]


@pytest.mark.parametrize("text", [
    "Rental agreement. 1 server with 8 x NVIDIA H100 SXM5 80GB, NVLink via NVSwitch. Term: 6 months. "
    "Provider guarantees availability of 99.9% per month; credits of 10% below it.",
    "租赁合同。服务器 1 台，配置 8 张 NVIDIA H100 SXM5 80GB，NVSwitch NVLink 全互联。租期六个月。"
    "乙方保证月度可用性不低于 99.9%，低于时赔偿当月费用 10%。",
])
def test_whole_gpus_without_the_word_dedicated_fail_no_shared_slice_at_high(tmp_path: Path, text: str) -> None:
    fails = failing(tmp_path, text)
    assert not [f["rule"] for f in fails if f["pitfall"] == "shared-slice" and f["severity"] in SEVERE]
    absent = [f for f in fails if f["rule"] == "sla.dedicated-absent"]
    assert absent and absent[0]["pitfall"] == "missing-sla"


@pytest.mark.parametrize("text", [
    "Quote. 8 x NVIDIA A100 80GB per node, delivered as MIG 3g.40gb instances. USD 1.10 per instance-hour.",
    "报价。每台 8 张 A100 80GB，以 MIG 3g.40gb 实例交付，每实例每小时 8 元。",
])
def test_a_sold_slice_still_fails_shared_slice_at_critical(tmp_path: Path, text: str) -> None:
    assert any(f["pitfall"] == "shared-slice" and f["severity"] == "critical" for f in failing(tmp_path, text))
