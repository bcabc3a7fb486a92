"""GPU and model catalogues: every row sourced, the matcher on real vendor and nvidia-smi spellings."""

from __future__ import annotations

import json

import pytest

from auditor.errors import InputError, UsageError
from auditor.sizing.catalog import get_gpu, get_model, gpu_catalog, match_gpu, model_catalog
from auditor.units import Quantity


def test_every_gpu_row_is_complete_and_sourced() -> None:
    catalog = gpu_catalog()
    for sku in (
        "a100-sxm-40g",
        "a100-sxm-80g",
        "a100-pcie-40g",
        "a100-pcie-80g",
        "a800-sxm",
        "a800-pcie-80g",
        "h100-sxm",
        "h100-pcie",
        "h100-nvl",
        "h800-sxm",
        "h800-pcie",
        "h20",
        "h200-sxm",
        "h200-nvl",
        "b200",
        "l40s",
        "l20",
        "rtx-4090",
        "rtx-5090",
        "rtx-3090",
        "a10",
        "rtx-a6000",
        "rtx-6000-ada",
        "mi300x",
        "ascend-910b",
        "l4",
        "a40",
        "rtx-2080ti",
    ):
        assert sku in catalog
    for spec in catalog.values():
        assert spec.source and spec.aliases
        assert spec.memory is not None and spec.memory_bandwidth is not None
        assert spec.nvlink is not None and spec.nvlink_domain is not None and spec.max_per_node
        assert spec.bf16_dense is not None or spec.sku == "rtx-2080ti"  # Turing has no BF16
        assert set(spec.uncertain) <= set(type(spec).model_fields)
        if not spec.nvlink:
            assert spec.nvlink_domain == 1 and spec.nvlink_bandwidth is None


def test_catalogue_facts_the_sources_get_wrong() -> None:
    assert get_gpu("rtx-4090").nvlink is False
    assert get_gpu("a800-sxm").nvlink_bandwidth == Quantity.of(400, "GB/s")
    assert get_gpu("h800-sxm").nvlink_bandwidth == Quantity.of(400, "GB/s")
    assert get_gpu("h100-sxm").bf16_dense == Quantity.of(989, "TFLOPS")  # dense, not 1,979 sparse
    assert get_gpu("a100-pcie-80g").nvlink_pairs_only is True
    b200 = get_gpu("b200")
    # marketed "192 GB"; the driver reports 183359 MiB = 179 GiB, the "180 GB" of the MIG guide
    assert b200.memory_usable is not None and 179 < b200.memory_usable.to("GiB") < 180
    assert get_gpu("a100-sxm-80g").fp8_dense is None


@pytest.mark.parametrize(
    ("text", "sku"),
    [
        ("NVIDIA H100 SXM5 80GB HBM3", "h100-sxm"),
        ("NVIDIA H100 80GB HBM3", "h100-sxm"),  # nvidia-smi name of the SXM part
        ("A100-SXM4-80GB", "a100-sxm-80g"),
        ("NVIDIA A100-SXM4-80GB", "a100-sxm-80g"),
        ("A100 80GB PCIe", "a100-pcie-80g"),
        ("RTX 4090", "rtx-4090"),
        ("4090", "rtx-4090"),
        ("NVIDIA GeForce RTX 4090", "rtx-4090"),
        ("8卡H20服务器", "h20"),
        ("NVIDIA GeForce RTX 2080 Ti", "rtx-2080ti"),
        ("L4", "l4"),
        ("L40S ４８Ｇ", "l40s"),
        ("NVIDIA A40", "a40"),
        ("RTX A6000", "rtx-a6000"),
        ("RTX 6000 Ada", "rtx-6000-ada"),
        ("昇腾910B", "ascend-910b"),
        ("h100 nvl", "h100-nvl"),
        ("A100 40GB PCIE", "a100-pcie-40g"),
    ],
)
def test_match_unique(text: str, sku: str) -> None:
    spec = match_gpu(text)
    assert spec is not None and spec.sku == sku and not spec.candidates


@pytest.mark.parametrize(
    ("text", "candidates"),
    [
        ("A100 80G", ["a100-sxm-80g", "a100-pcie-80g"]),
        ("A10080G", ["a100-sxm-80g", "a100-pcie-80g"]),
        ("８卡Ａ１００ ８０Ｇ（NVLink版）", ["a100-sxm-80g", "a100-pcie-80g"]),
        ("H800*8", ["h800-sxm", "h800-pcie"]),
        ("H100 80GB", ["h100-sxm", "h100-pcie"]),
    ],
)
def test_ambiguous_spelling_gives_a_merged_spec(text: str, candidates: list[str]) -> None:
    spec = match_gpu(text)
    assert spec is not None and spec.candidates == candidates
    assert spec.memory == Quantity.of(80, "GB")  # shared by the candidates
    assert spec.form_factor is None and spec.nvlink_domain is None  # differs: unknown, not guessed


def test_offer_memory_narrows_the_match() -> None:
    spec = match_gpu("A100", memory=Quantity.of(40, "GB"))
    assert spec is not None and spec.candidates == ["a100-sxm-40g", "a100-pcie-40g"]
    assert match_gpu("A100").memory is None


@pytest.mark.parametrize("text", ["GB200", "H100 or A100", "NVIDIA L40", "A10G", "4090D", "", "服务器"])
def test_no_match(text: str) -> None:
    assert match_gpu(text) is None


def test_wrong_memory_does_not_hide_the_sku() -> None:
    spec = match_gpu("RTX 4090 48GB")  # a modded board: rules compare 48 GB against the SKU's 24 GB
    assert spec is not None and spec.sku == "rtx-4090" and spec.memory == Quantity.of(24, "GB")


def test_get_gpu_errors_list_close_matches() -> None:
    with pytest.raises(UsageError, match="h100-sxm"):
        get_gpu("h100-sx")
    with pytest.raises(UsageError, match="unknown GPU"):
        get_gpu("zz-9000")


def test_model_params_from_architecture() -> None:
    models = model_catalog()
    assert models["llama3-8b"].params == 8_030_261_248
    assert models["llama3-70b"].params == 70_553_706_496
    assert models["llama3-405b"].params == 405_853_388_800
    assert models["llama3.2-1b"].params == 1_235_814_400  # tied embeddings
    assert models["llama3.2-3b"].params == 3_212_749_824
    assert round(models["qwen2.5-72b"].params / 1e9, 1) == 72.7
    assert round(models["glm4-9b"].params / 1e9, 1) == 9.4
    # hand count for 8B: embeddings + head + 32 blocks + final norm
    h, f, v, kv = 4096, 14336, 128256, 1024
    block = h * h * 2 + h * kv * 2 + 3 * h * f + 2 * h
    assert models["llama3-8b"].params == 2 * v * h + 32 * block + h


def test_get_model_by_alias_and_errors() -> None:
    assert get_model("Llama-3.1-70B").id == "llama3-70b"
    with pytest.raises(UsageError, match="llama3-70b"):
        get_model("llama3-7b")


def test_model_from_hf_config(tmp_path) -> None:
    cfg = tmp_path / "config.json"
    cfg.write_text(
        json.dumps(
            {
                "model_type": "llama",
                "num_hidden_layers": 32,
                "hidden_size": 4096,
                "intermediate_size": 14336,
                "num_attention_heads": 32,
                "num_key_value_heads": 8,
                "vocab_size": 128256,
                "tie_word_embeddings": False,
            }
        )
    )
    assert get_model(str(cfg)).params == 8_030_261_248
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(InputError, match=r"bad\.json"):
        get_model(str(bad))
    partial = tmp_path / "partial.json"
    partial.write_text('{"hidden_size": 4096}')
    with pytest.raises(InputError, match="num_hidden_layers"):
        get_model(str(partial))
