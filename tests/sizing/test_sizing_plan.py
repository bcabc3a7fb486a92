"""Planner, compute/time, cost under billing rules, size_offer evidence, and the `audit size` CLI."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from click.testing import CliRunner

from auditor.cli import cli
from auditor.model.evidence import Evidence
from auditor.model.offer import Fee, Gpu, Interconnect, Offer, Pricing
from auditor.sizing.catalog import get_gpu, get_model
from auditor.sizing.compute import flops_per_token, flops_per_token_6n, mfu_from_throughput, training_seconds
from auditor.sizing.cost import cost_of_run
from auditor.sizing.facts import Target
from auditor.sizing.plan import size, size_offer
from auditor.units import Quantity, parse_quantity

H100 = get_gpu("h100-sxm")


def test_70b_full_does_not_fit_one_h100_node_and_says_why() -> None:
    facts = size(Target(model="llama3-70b", mode="full"), H100, gpus=8)
    assert facts.fits is False
    assert "model states alone are 1.13 TB" in facts.why and "16 B/param" in facts.why
    assert facts.min_gpus is not None and facts.min_gpus > 8 and facts.min_nodes and facts.min_nodes > 1


def test_70b_lora_fits_one_h100_node() -> None:
    facts = size(Target(model="llama3-70b", mode="lora"), H100, gpus=8)
    assert facts.fits is True and facts.total_required <= facts.usable_per_gpu
    assert facts.tp * facts.pp * facts.dp == 8


def test_405b_pretrain_needs_many_nodes_and_rdma() -> None:
    facts = size(Target(model="llama3-405b", mode="pretrain"), H100)
    assert (
        facts.fits is True and facts.min_nodes is not None and facts.min_nodes > 8
    )  # not the sources' 8 nodes
    assert facts.multi_node and facts.needs_rdma
    assert facts.tp <= 8 and facts.tp * facts.pp * facts.dp == facts.min_gpus
    assert facts.tokens_assumed and facts.tokens == 20 * facts.params


def test_tensor_parallel_stays_inside_the_nvlink_domain() -> None:
    pcie = size(Target(model="llama3-70b", mode="lora"), get_gpu("a100-pcie-80g"), gpus=8)
    assert pcie.tp <= 2
    consumer = size(Target(model="llama3-8b", mode="full"), get_gpu("rtx-4090"))
    assert consumer.tp == 1 and consumer.mfu_row is not None and "[other/" in consumer.mfu_row  # no NVLink class


def test_usable_capacity_is_reported_mib_less_runtime_and_headroom() -> None:
    facts = size(Target(model="llama3-8b", mode="lora"), H100, gpus=1)
    assert facts.capacity_per_gpu == Quantity.of(81559, "MiB")
    reserved = 2**30  # one GPU: CUDA context only, no NCCL buffers
    assert facts.limit_per_gpu == Quantity.of(81559 * 2**20 - reserved, "B")
    assert facts.usable_per_gpu == Quantity.of(int((81559 * 2**20 - reserved) * 0.9), "B")  # the one 10% margin


def test_flops_conventions() -> None:
    l8 = get_model("llama3-8b")
    assert flops_per_token_6n(l8) == 6 * l8.params
    matmul = l8.params - l8.vocab * l8.hidden
    assert flops_per_token(l8, 8192) == 6 * matmul + 12 * 32 * 32 * 128 * 8192


def test_mfu_and_time() -> None:
    mfu = mfu_from_throughput(1000, 1e12, 2, Quantity.of(1000, "TFLOPS"))
    assert mfu == Quantity.of(50, "%")
    seconds = training_seconds(3.6e18, 1, Quantity.of(1000, "TFLOPS"), Quantity.of(50, "%"))
    assert seconds == Quantity.of(2, "h")


def _pricing(price: str, unit: str | None = None, **kw: object) -> Pricing:
    return Pricing(unit_price=parse_quantity(price), unit=unit, **kw)  # type: ignore[arg-type]


def test_cost_rounds_up_to_billing_steps() -> None:
    cost, note = cost_of_run(Quantity.of(10.5, "h"), 8, 1, _pricing("$2.49/GPU·h", billing_granularity="1 h"))
    assert cost == Quantity(Fraction(249, 100) * 11 * 8, (("USD", 1),)) and "8 gpu" in note


def test_cost_minimum_term_is_paid_in_full() -> None:
    pricing = _pricing("¥5600/天", "node-day", minimum_term="1 month")
    cost, note = cost_of_run(Quantity.of(72, "h"), 8, 2, pricing)
    assert cost is not None and cost.magnitude == 5600 * 30 * 2 and "minimum term" in note


def test_cost_unknown_cases_say_why() -> None:
    assert cost_of_run(Quantity.of(1, "h"), 8, 1, Pricing())[0] is None
    cost, note = cost_of_run(Quantity.of(1, "h"), 8, 1, _pricing("¥100/h"))
    assert cost is None and "per GPU, node or cluster" in note
    cost, note = cost_of_run(Quantity.of(1, "h"), None, 1, _pricing("$2/GPU·h"))
    assert cost is None and "gpu count" in note


def test_cost_never_adds_other_currencies() -> None:
    pricing = _pricing(
        "$2/GPU·h",
        "gpu-hour",
        extra_fees=[Fee(name="setup", amount="¥500"), Fee(name="egress", amount="$10")],
    )
    cost, note = cost_of_run(Quantity.of(1, "h"), 1, 1, pricing)
    assert cost is not None and cost.magnitude == 12 and "'setup' (500 CNY) not added" in note


def test_total_price_covers_its_term_only() -> None:
    pricing = _pricing("$1000", "total", minimum_term="1 week")
    assert cost_of_run(Quantity.of(24, "h"), 8, 1, pricing)[0] == Quantity.of(1000, "USD")
    assert cost_of_run(Quantity.of(240, "h"), 8, 1, pricing)[0] is None


def test_size_offer_cites_both_sides() -> None:
    ev = Evidence(source="quote.yaml", extractor="yaml", pointer="/gpu/model", line=3, text="H100 SXM5 80GB")
    offer = Offer(
        gpu=Gpu(model="NVIDIA H100 SXM5 80GB", memory="80 GB", count_per_node=8),
        nodes=1,
        interconnect=Interconnect(rdma=True),
        pricing=_pricing("$2.49/GPU·h", "gpu-hour"),
        evidence={"gpu.model": [ev]},
    )
    facts, gpu, evidence = size_offer(Target(model="llama3-70b", mode="full", tokens=10**9), offer)
    assert gpu is not None and gpu.sku == "h100-sxm"
    assert facts is not None and facts.fits is False and facts.cost is not None
    assert ev in evidence["sizing.fits"]
    assert any(e.extractor == "catalog" and "S-H100" in (e.text or "") for e in evidence["sizing.fits"])
    assert evidence["gpu_spec.memory"][0].source == "auditor/sizing/data/gpus.yaml"


def test_size_offer_without_target_or_gpu() -> None:
    facts, gpu, _ = size_offer(Target(), Offer(gpu=Gpu(model="A100 80G")))
    assert facts is None and gpu is not None and gpu.candidates
    facts, gpu, _ = size_offer(
        Target(model="llama3-8b"), Offer(gpu=Gpu(model="mystery card", count_per_node=4))
    )
    assert gpu is None and facts is not None and facts.fits is None


def test_a_slice_is_sized_on_the_memory_sold() -> None:
    offer = Offer(gpu=Gpu(model="H100 80GB", memory="10 GB", count_per_node=1), nodes=1)
    facts, _, _ = size_offer(Target(model="llama3-8b", mode="lora"), offer)
    assert facts is not None and facts.capacity_per_gpu == Quantity.of(10, "GB") and facts.fits is False


@pytest.mark.parametrize(
    ("args", "fits"),
    [
        (["--model", "llama3-70b", "--mode", "full", "--gpu", "h100-sxm", "--gpus", "8"], False),
        (["--model", "llama3-70b", "--mode", "lora", "--gpu", "h100-sxm", "--gpus", "8"], True),
    ],
)
def test_cli_size_json(args: list[str], fits: bool) -> None:
    result = CliRunner().invoke(cli, ["size", *args, "--format", "json"], standalone_mode=False)
    assert result.exception is None, result.output
    data = json.loads(result.output)
    assert data["fits"] is fits and isinstance(data["memory_per_gpu"]["weights"], int)
    assert set(data) >= {"params", "min_gpus", "min_nodes", "layout", "flops", "hours", "cost"}


def test_cli_size_text_405b() -> None:
    result = CliRunner().invoke(
        cli,
        [
            "size",
            "--model",
            "llama3-405b",
            "--mode",
            "pretrain",
            "--gpu",
            "h100-sxm",
            "--price",
            "$2.49/GPU·h",
        ],
        standalone_mode=False,
    )
    assert result.exception is None, result.output
    assert "FITS" in result.output and "RDMA" in result.output and "node(s)" in result.output
    assert "USD" in result.output


def test_cli_unknown_names_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    from auditor.cli import main

    for args, hint in (
        (["--model", "llama3-7b"], "llama3-70b"),
        (["--model", "llama3-8b", "--gpu", "hl00-sxm"], "h100-sxm"),
    ):
        with pytest.raises(SystemExit) as exit_info:
            main(["size", *args])
        assert exit_info.value.code == 2
        assert hint in capsys.readouterr().err


def test_cli_lists() -> None:
    out = CliRunner().invoke(cli, ["gpus"], standalone_mode=False).output
    assert "h100-sxm" in out and "989 TFLOPS" in out
    out = CliRunner().invoke(cli, ["models"], standalone_mode=False).output
    assert "405.85B" in out
