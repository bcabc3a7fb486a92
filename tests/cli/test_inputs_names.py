"""GPU and model names as people type them, and one option name per concept across commands.

A family name resolves to the part most quotes mean (H100 → the SXM5 board) and says so in one
line; a name that fits several parts equally is one error listing them (exit 2); a marketing name
with its form factor or memory names its part. Hugging Face ids (with -Instruct and similar
endings of the same architecture) resolve to the catalogue model, in ``audit size``, ``offer``,
``compare`` and vendor lists alike.
"""

from __future__ import annotations

import json
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from auditor.cli import COMMANDS, cli, main
from auditor.errors import UsageError
from auditor.sizing.catalog import catalogue_model_id, get_model, gpu_catalog, resolve_gpu

ROOT = Path(__file__).resolve().parents[2]
HONEST = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"


@pytest.mark.parametrize(("name", "sku", "noted"), [
    ("H100", "h100-sxm", True), ("h100", "h100-sxm", True), ("H100 80GB", "h100-sxm", True),
    ("H100 PCIe", "h100-pcie", False), ("h100 pcie", "h100-pcie", False), ("H100 NVL", "h100-nvl", False),
    ("A100 80GB", "a100-sxm-80g", True), ("A100 80GB PCIe", "a100-pcie-80g", False),
    ("A100 40GB PCIe", "a100-pcie-40g", False), ("A100-SXM4-40GB", "a100-sxm-40g", False),
    ("H800", "h800-sxm", True), ("H200", "h200-sxm", True),
    ("NVIDIA H100 80GB HBM3", "h100-sxm", False),  # the nvidia-smi name is the SXM part itself
    ("RTX 4090", "rtx-4090", False), ("４０９０", "rtx-4090", False), ("h100-sxm", "h100-sxm", False),
    # as typed by a Chinese-speaking buyer: vendor and product words around the name, full-width forms
    ("英伟达 H100 PCIe", "h100-pcie", False), ("A100 80G（SXM）", "a100-sxm-80g", False),
    ("H800 显卡", "h800-sxm", True), ("Ｈ１００", "h100-sxm", True), ("昇腾910B", "ascend-910b", False),
])
def test_gpu_names_resolve_to_their_part(name: str, sku: str, noted: bool) -> None:
    spec, note = resolve_gpu(name)
    assert spec.sku == sku
    assert (note is not None) == noted
    if note:
        assert "\n" not in note and spec.sku in note and "most quotes mean" in note


@pytest.mark.parametrize(("name", "parts"), [
    ("A100", {"a100-sxm-40g", "a100-sxm-80g", "a100-pcie-40g", "a100-pcie-80g"}),
    ("A100 PCIe", {"a100-pcie-40g", "a100-pcie-80g"}),
    ("A800 PCIe", {"a800-pcie-40g", "a800-pcie-80g"}),
])
def test_a_name_several_parts_fit_equally_is_an_error_listing_them(name: str, parts: set[str]) -> None:
    with pytest.raises(UsageError) as info:
        resolve_gpu(name)
    message = str(info.value)
    assert "\n" not in message and all(p in message for p in parts), message
    assert not set(gpu_catalog()) - parts & {p for p in gpu_catalog() if p in message.split()}


def test_every_catalogue_id_and_name_resolves_to_itself() -> None:
    for sku, spec in gpu_catalog().items():
        assert resolve_gpu(sku) == (spec, None)
        assert resolve_gpu(spec.name)[0].sku == sku, spec.name


def test_size_says_which_part_a_family_name_was_taken_as(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["size", "--model", "llama3-8b", "--gpu", "H100", "--gpus", "8", "--format", "json"])
    assert exit_info.value.code == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["gpu"] == "h100-sxm"  # stdout stays JSON; the note is one line on stderr
    assert err.count("\n") == 1 and err.startswith("note: --gpu 'H100' taken as NVIDIA H100 80GB SXM5")


def test_size_with_an_ambiguous_gpu_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["size", "--model", "llama3-8b", "--gpu", "A100"])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2 and err.count("\n") == 1
    assert "fits 4 GPUs equally" in err and "a100-sxm-80g (NVIDIA A100 80GB SXM4)" in err


@pytest.mark.parametrize(("hf_id", "model"), [
    ("meta-llama/Meta-Llama-3.1-405B", "llama3-405b"),
    ("meta-llama/Llama-3.1-405B-Instruct", "llama3-405b"),
    ("meta-llama/Meta-Llama-3.1-405B-Instruct-FP8", "llama3-405b"),
    ("meta-llama/Meta-Llama-3-70B", "llama3-70b"),
    ("meta-llama/Meta-Llama-3-70B-Instruct", "llama3-70b"),
    ("meta-llama/Meta-Llama-3-8B", "llama3-8b"),
    ("Qwen/Qwen2.5-72B", "qwen2.5-72b"),
    ("Qwen/Qwen2.5-72B-Instruct", "qwen2.5-72b"),
    ("mistralai/Mixtral-8x7B-Instruct-v0.1", "mixtral-8x7b"),
    ("THUDM/glm-4-9b-chat", "glm4-9b"),
    ("deepseek-ai/DeepSeek-V3", "deepseek-v3"),
])
def test_hugging_face_ids_resolve_to_the_catalogue_model(hf_id: str, model: str) -> None:
    assert catalogue_model_id(hf_id) == model
    assert get_model(hf_id).id == model


@pytest.mark.parametrize("name", ["meta-llama/Llama-2-70b-hf", "someone/Llama-3-70B-but-bigger", "llama3"])
def test_a_model_the_catalogue_lacks_is_not_guessed(name: str) -> None:
    assert catalogue_model_id(name) is None
    with pytest.raises(UsageError, match="unknown model"):
        get_model(name)


def test_offer_and_compare_take_a_hugging_face_id_and_report_the_catalogue_id() -> None:
    offer = CliRunner().invoke(cli, ["offer", str(HONEST), "--model", "meta-llama/Meta-Llama-3-70B",
                                     "--mode", "lora", "--format", "json"])
    assert json.loads(offer.output)["target"]["model"] == "llama3-70b"
    compare = CliRunner().invoke(cli, ["compare", str(HONEST), "--model", "meta-llama/Meta-Llama-3-70B-Instruct",
                                       "--mode", "lora", "--tokens", "20B", "--format", "json"])
    assert compare.exit_code == 0, compare.output
    assert "llama3-70b" in compare.output


def test_an_unknown_model_fails_before_any_document_is_read(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["offer", str(tmp_path / "not-there.pdf"), "--model", "meta-llama/Meta-Llama-9-70B"])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2 and err.count("\n") == 1 and "unknown model" in err


def test_vendor_list_takes_a_hugging_face_id(tmp_path: Path) -> None:
    (tmp_path / "x.yaml").write_bytes(HONEST.read_bytes())
    (tmp_path / "list.yaml").write_text(
        "target: {model: meta-llama/Meta-Llama-3-70B, mode: lora}\nvendors:\n  - name: N\n    offers: [x.yaml]\n",
        encoding="utf-8")
    result = CliRunner().invoke(cli, ["vendors", str(tmp_path / "list.yaml"), "--format", "json", "-j", "1"])
    assert json.loads(result.output)["runs"][0]["report"]["target"]["model"] == "llama3-70b"


def _options() -> dict[str, dict[str, click.Option]]:
    """Every leaf command's options by their first (shown) name, hidden aliases apart."""
    ctx = click.Context(cli)
    found: dict[str, dict[str, click.Option]] = {}

    def walk(command: click.Command, name: str) -> None:
        if isinstance(command, click.Group):
            for sub in command.list_commands(ctx):
                walk(command.get_command(ctx, sub), f"{name} {sub}")  # type: ignore[arg-type]
            return
        found[name] = {p.opts[0]: p for p in command.params if isinstance(p, click.Option)}

    for name in COMMANDS:
        walk(cli.get_command(ctx, name), name)  # type: ignore[arg-type]
    return found


def test_one_option_name_per_concept_across_commands() -> None:
    """A concept (its parameter name) is spelt the same everywhere it is shown in --help."""
    shown: dict[str, set[str]] = {}
    for options in _options().values():
        for option in options.values():
            if option.hidden or option.name is None:
                continue
            aliases = getattr(option, "hidden_aliases", ())
            names = [o for o in (*option.opts, *option.secondary_opts) if o.startswith("--") and o not in aliases]
            assert len(names) == 1, f"{option.name}: shown as {names}"
            shown.setdefault(option.name, set()).update(names)
    assert {concept: names for concept, names in shown.items() if len(names) > 1} == {}
    assert shown["seq_len"] == {"--seq-len"} and shown["headroom"] == {"--headroom"}


@pytest.mark.parametrize(("old", "new"), [("--seq", "--seq-len"), ("--margin", "--headroom")])
def test_old_spellings_still_parse_but_are_not_shown(old: str, new: str) -> None:
    value = "8192" if old == "--seq" else "5%"
    args = ["size", "--model", "llama3-8b", "--gpu", "h100-sxm", "--gpus", "8", "--format", "json"]
    with_old = CliRunner().invoke(cli, [*args, old, value])
    with_new = CliRunner().invoke(cli, [*args, new, value])
    assert with_old.exit_code == 0 and json.loads(with_old.output) == json.loads(with_new.output)
    help_text = CliRunner().invoke(cli, ["size", "--help"]).output
    assert new in help_text and f"{old} " not in help_text and f"{old}," not in help_text
