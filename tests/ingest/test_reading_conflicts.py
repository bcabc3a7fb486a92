"""Disagreements the reading cannot settle, and where they come from: two documents of one offer that contradict
each other (the quote and the contract) fail high; one document that states two values without marking the one
offered (a term ladder, an option list read without its selection) is a question for the vendor, at medium; two
spellings of one catalogued GPU are no disagreement at all. Chinese and English, written for the test."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor import api
from auditor.ingest.reading import same_value

JOB = api.Job("llama3-8b", mode="lora")
RULES = api.Rules()


def failing(paths: list[Path]) -> dict[str, str]:
    report = api.audit(paths, rules=RULES, job=JOB)
    return {f.rule: f.severity for f in report.findings if f.status == "fail"}


def conflicts(paths: list[Path]) -> list[tuple[str, bool]]:
    return [(c.field, c.across_documents) for c in api.read_offer(paths).conflicts]


LADDER = {
    "en": ("# Quotation Q-1182 — Harbor Lane Compute Ltd.\n\n## Option A\n"
           "- GPU: 8 × NVIDIA H100 SXM5 80GB, NVLink\n- Unit price: USD 3.20 per GPU-hour\n\n## Option B\n"
           "- GPU: 8 × NVIDIA H100 SXM5 80GB, NVLink\n- Unit price: USD 2.95 per GPU-hour\n"),
    "zh": ("# 报价单 — 海港算力科技有限公司\n\n## 方案一\n- GPU：8 × H100 SXM5 80GB，NVLink\n"
           "- 单价：3.20 美元/卡/小时\n\n## 方案二\n- GPU：8 × H100 SXM5 80GB，NVLink\n- 单价：2.95 美元/卡/小时\n"),
}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_two_prices_in_one_document_are_a_question_not_a_contradiction(tmp_path: Path, lang: str) -> None:
    quote = tmp_path / "quote.md"
    quote.write_text(LADDER[lang], encoding="utf-8")
    assert conflicts([quote]) == [("pricing.unit_price", False)]
    fails = failing([quote])
    assert fails.get("plaus.two-values-in-one-document") == "medium"
    assert "plaus.conflicting-sources" not in fails


@pytest.mark.parametrize(("quote_text", "contract_text"), [
    ("GPU: 8 × H100 SXM5 80GB\nUnit price: USD 3.20 per GPU-hour\n",
     "Master Services Agreement\nUnit price: USD 2.95 per GPU-hour\n"),
    ("GPU：8 × H100 SXM5 80GB\n单价：3.20 美元/卡/小时\n", "租赁合同\n单价：2.95 美元/卡/小时\n"),
])
def test_a_quote_and_a_contract_that_disagree_contradict_each_other(tmp_path: Path, quote_text: str,
                                                                    contract_text: str) -> None:
    quote, contract = tmp_path / "quote.txt", tmp_path / "contract.txt"
    quote.write_text(quote_text, encoding="utf-8")
    contract.write_text(contract_text, encoding="utf-8")
    assert ("pricing.unit_price", True) in conflicts([quote, contract])
    fails = failing([quote, contract])
    assert fails.get("plaus.conflicting-sources") == "high"
    assert "plaus.two-values-in-one-document" not in fails


@pytest.mark.parametrize(("a", "b"), [
    ("NVIDIA H200 SXM 141GB", "NVIDIA H200 SXM5 141 GB HBM3e"),
    ("AMD MI300X 192GB", "AMD Instinct MI300X OAM 192GB HBM3"),
    ("A800 80GB", "NVIDIA A800 SXM4 80GB"),  # the family name holds the SKU the other names
    ("H100 SXM5 80GB", "英伟达 H100 SXM 80G"),
])
def test_two_spellings_of_one_gpu_agree(a: str, b: str) -> None:
    assert same_value(a, b, "gpu.model")
    assert same_value(b, a, "gpu.model")


@pytest.mark.parametrize(("a", "b"), [
    ("NVIDIA H100 SXM5 80GB", "NVIDIA H100 PCIe 80GB"),
    ("A800 SXM4 80GB", "A800 PCIe 40GB"),
    ("H100 SXM 80GB", "H200 SXM 141GB"),
    ("NVIDIA H200 SXM 141GB", "RTX 4090 24GB"),
])
def test_two_gpus_disagree(a: str, b: str) -> None:
    assert not same_value(a, b, "gpu.model")
    assert not same_value(a, b)  # and as plain text, too


def test_gpu_spellings_agree_only_as_gpu_names() -> None:
    """The catalogue is asked only about the GPU's name: as a product title the two texts still differ."""
    assert not same_value("NVIDIA H200 SXM 141GB", "NVIDIA H200 SXM5 141 GB HBM3e", "offer")


def test_a_quote_and_a_contract_spelling_one_gpu_differently_do_not_conflict(tmp_path: Path) -> None:
    quote, contract = tmp_path / "quote.txt", tmp_path / "contract.txt"
    quote.write_text("GPU 型号：NVIDIA H200 SXM 141GB × 8\n", encoding="utf-8")
    contract.write_text("Equipment: 8 × NVIDIA H200 SXM5 141 GB HBM3e per server\n", encoding="utf-8")
    assert [c for c in conflicts([quote, contract]) if c[0] == "gpu.model"] == []
    quote.write_text("GPU 型号：NVIDIA H100 PCIe 80GB × 8\n", encoding="utf-8")
    contract.write_text("Equipment: 8 × NVIDIA H100 SXM5 80GB per server\n", encoding="utf-8")
    assert ("gpu.model", True) in conflicts([quote, contract])


PRICE_LIST = {
    "en": ("# Instance pricing\n\n| Instance | GPUs | vCPU / RAM | On-demand | 1-year reserved |\n"
           "|---|---|---|---|---|\n"
           "| ng.l40sx4 | 4x L40S 48GB | 64 / 512 GiB | $1.49 per GPU-hour | $1.09 per GPU-hour |\n"
           "| ng.a100x8 | 8x A100 80GB SXM4 | 128 / 1024 GiB | $1.99 per GPU-hour | $1.49 per GPU-hour |\n"
           "| ng.h100x8 | 8x H100 80GB SXM5 | 192 / 2048 GiB | $2.99 per GPU-hour | $2.35 per GPU-hour |\n"
           "| ng.h200x8 | 8x H200 141GB SXM5 | 192 / 2048 GiB | $3.79 per GPU-hour | $2.99 per GPU-hour |\n"),
    "zh": ("# 实例价格\n\n| 实例 | GPU | vCPU / 内存 | 按量 | 包年 |\n|---|---|---|---|---|\n"
           "| g.l40s.4 | 4 × L40S 48GB | 64 核 / 512GB | 9.9 元/卡/时 | 7.2 元/卡/时 |\n"
           "| g.a100.8 | 8 × A100 80GB SXM4 | 128 核 / 1024GB | 13.5 元/卡/时 | 10.1 元/卡/时 |\n"
           "| g.h100.8 | 8 × H100 80GB SXM5 | 192 核 / 2048GB | 19.9 元/卡/时 | 15.8 元/卡/时 |\n"
           "| g.h200.8 | 8 × H200 141GB SXM5 | 192 核 / 2048GB | 25.9 元/卡/时 | 19.9 元/卡/时 |\n"),
}
ORDER = {
    "en": "Order form NG-7731\nInstance: ng.h100x8, 8x NVIDIA H100 80GB HBM3 SXM5, 2 TB DDR5; quantity 4, "
          "1-year term.\n",
    "zh": "订购单 DD-7731\n实例：g.h100.8，8 × NVIDIA H100 80GB SXM5，内存 2TB；数量 4 台，包年。\n",
}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_price_list_beside_its_order_is_no_contradiction(tmp_path: Path, lang: str) -> None:
    """The order says which line of the price list was bought: the list's other lines (an L40S row's 512 GB of RAM,
    its first model) are no contradiction of the order."""
    (listing := tmp_path / "pricing.md").write_text(PRICE_LIST[lang], encoding="utf-8")
    (order := tmp_path / "order.txt").write_text(ORDER[lang], encoding="utf-8")
    offer = api.read_offer([listing, order])
    assert offer.gpu.model is not None and "H100" in offer.gpu.model
    assert [(c.field, c.values) for c in offer.conflicts if c.across_documents] == []
