"""Every shipped rule's message and remedy reads as a person wrote it, whatever the facts know.

Each rule's texts are rendered in English and Chinese against an offer that states nothing, the
sample offers and quotes (some facts), and those offers with real probe outputs (most facts),
with the rule's own outcome and offending item bound as an audit binds them. No text may show a
template hole ("unknown", "None", a brace, a doubled space), and a Chinese text's own words hold
no English beyond commands (in backticks), units, product and model names.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from auditor.dsl.compiler import Node
from auditor.dsl.loader import load_ruleset
from auditor.dsl.runtime import Env
from auditor.dsl.templates import Optional, Template
from auditor.facts import Facts
from auditor.ingest import load_offer
from auditor.pipeline import build_facts, make_target

ROOT = Path(__file__).resolve().parents[2]
OFFERS = sorted((ROOT / "samples" / "offers").glob("*.yaml"))
QUOTES = sorted((ROOT / "samples" / "quotes").glob("*.pdf"))
PROBE_FILES = sorted(p for p in (ROOT / "tests" / "fixtures" / "probes").iterdir()
                     if p.suffix in {".txt", ".json", ".log", ".csv"} and "truncated" not in p.name
                     and p.name != "SOURCES.md")
HOLE = re.compile(r"unknown|\bNone\b|\bTrue\b|\bFalse\b|[{}]| {2}")

# English a Chinese reader meets as names: units, GPU and product names, standards, acronyms of the
# trade. Commands are written in backticks and not checked here.
_NAMES = """
GPU GPUs CPU SLA NVIDIA NVLink NVSwitch NV PCIe PCI Gen x16 x8 x4 SXM SXM4 SXM5 HBM HBM3 MIG vGPU RDMA GPUDirect
InfiniBand RoCE NDR HDR NIC NVMe SATA SSD HDD ECC Xid RMA DCGM NUMA IOPS MFU TFLOP TFLOPS BF16 FP16 FP8 fp32 TP PP DP
ZeRO LoRA QLoRA Llama SKU OCR PDF NIST SP A100 A800 H100 H800 H200 H20 L20 L40S RTX V100 B200 ERR
GB GiB MB MiB TB KB Gb Mb Gbps Mbps s ms h d B G x N X GB/s Gb/s MB/s tokens/s TFLOP/s I/O
nvidia-smi nccl-tests all-reduce all_reduce all_reduce_perf fio iperf3 nvbandwidth ibstat ib_write_bw dcgmi dmesg
"""
NAMES = set(_NAMES.split())
WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[-_/][A-Za-z0-9]+)*")


@cache
def _ruleset():  # type: ignore[no-untyped-def]
    return load_ruleset((), False, None, ())


def _fact_sets(tmp: Path) -> Iterator[tuple[str, Facts]]:
    bare = tmp / "bare.yaml"
    bare.write_text("vendor: X\n", encoding="utf-8")
    target = make_target("llama3-405b", "full", None, None)
    yield "empty", build_facts(load_offer([bare]), None, [])[0]
    yield "empty+target", build_facts(load_offer([bare]), target, [])[0]
    for doc in [*OFFERS, *QUOTES]:
        yield doc.name, build_facts(load_offer([doc]), make_target("llama3-70b", "lora", None, None), [])[0]
    honest = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"
    for bundle in sorted((ROOT / "samples" / "probes").iterdir()):
        yield f"honest+{bundle.name}", build_facts(load_offer([honest]), target, [bundle])[0]
    for probe in PROBE_FILES:  # measurements only: the job was sized above
        yield f"honest+{probe.name}", build_facts(load_offer([honest]), None, [probe])[0]


def _renders(facts: Facts) -> Iterator[tuple[str, str, str, str]]:
    """(rule, field, lang, text) for every rule's message and remedy, bound as an audit binds them."""
    for rule in _ruleset().rules:
        env = Env(facts.tree, rule.slots)
        rule.condition(env)
        for slot, (item, path) in env.witness.items():
            env.slots[slot], env.slot_paths[slot] = item, path
        for field, texts in (("message", rule.messages), ("remedy", rule.remedies)):
            for lang in ("en", "zh"):
                yield rule.id, field, lang, texts[lang].render(env)


def test_every_rule_text_renders_without_holes(tmp_path: Path) -> None:
    bad: dict[tuple[str, str, str], tuple[str, str]] = {}
    for name, facts in _fact_sets(tmp_path):
        for rule_id, field, lang, text in _renders(facts):
            if HOLE.search(text):
                bad.setdefault((rule_id, field, lang), (name, text))
    assert not bad, "\n".join(f"{r} {f} {lang} [{name}]: {text}" for (r, f, lang), (name, text) in sorted(bad.items()))


def _own_words(template: Template) -> str:
    """A text's literal words: its holes and its `commands` left out."""
    def words(parts: tuple[str | Node, ...] | list[str | Node | Optional]) -> str:
        return " ".join(p if isinstance(p, str) else words(p.parts) if isinstance(p, Optional) else " "
                        for p in parts)

    return re.sub(r"`[^`]*`", " ", words(template.parts))


@pytest.mark.parametrize("field", ["title", "message", "remedy"])
def test_chinese_texts_hold_no_english_words(field: str) -> None:
    foreign: dict[str, list[str]] = {}
    for rule in _ruleset().rules:
        if field == "title":
            text = rule.title.get("zh", "")
            assert text, f"{rule.id} has no Chinese title"
        else:
            texts = rule.messages if field == "message" else rule.remedies
            assert "zh" in texts, f"{rule.id} has no Chinese {field}"
            text = _own_words(texts["zh"])
        stray = [w for w in WORD.findall(re.sub(r"`[^`]*`", " ", text))
                 if w not in NAMES and not all(part in NAMES for part in w.split("/"))]
        if stray:
            foreign[rule.id] = stray
    assert not foreign, "\n".join(f"{r}: {' '.join(ws)}" for r, ws in sorted(foreign.items()))


def test_a_part_with_an_unknown_fact_is_left_out(load) -> None:  # type: ignore[no-untyped-def]
    from tests.dsl.conftest import facts

    text = (
        'rule t.r\n pitfall other\n severity low\n title "t" zh "t"\n when offer.nodes > 1\n'
        ' message "Sold {offer.nodes} nodes[[ of {offer.gpu.count_per_node} GPUs]],'
        ' linked by {offer.interconnect.inter_node}."\n'
        '   zh "售卖 {offer.nodes} 个节点[[，每节点 {offer.gpu.count_per_node} 张 GPU]]，'
        '节点间为 {offer.interconnect.inter_node}。"\n'
        ' remedy "r" zh "r"\nend\n'
    )
    rules = load(text)
    rule = rules.rules[0]
    sparse = facts({"offer": {"nodes": 2}})
    env = Env(sparse.tree, rule.slots)
    assert rule.condition(env) is True
    assert rule.messages["en"].render(env) == "Sold 2 nodes, linked by not stated."
    assert rule.messages["zh"].render(env) == "售卖 2 个节点，节点间为 未说明。"
    full = facts({"offer": {"nodes": 2, "gpu": {"count_per_node": 8}, "interconnect": {"inter_node": "infiniband"}}})
    env = Env(full.tree, rule.slots)
    rule.condition(env)
    assert rule.messages["en"].render(env) == "Sold 2 nodes of 8 GPUs, linked by InfiniBand."
    assert rule.messages["zh"].render(env) == "售卖 2 个节点，每节点 8 张 GPU，节点间为 InfiniBand。"


@pytest.mark.parametrize(("text", "error"), [
    ('"a [[b]] c"', "needs a `{…}` hole"),
    ('"a [[{offer.nodes} [[{offer.nodes}]]]]"', "cannot hold another"),
    ('"a {offer.nodes}]]"', "closes no `[[`"),
    ('"a [[{offer.nodes}"', "unclosed `[[`"),
])
def test_a_malformed_part_is_a_rule_error(load, text: str, error: str) -> None:  # type: ignore[no-untyped-def]
    from auditor.errors import InputError

    with pytest.raises(InputError, match=re.escape(error)):
        load(f'rule t.r\n pitfall other\n severity low\n title "t"\n when offer.nodes > 1\n message {text}\n'
             ' remedy "r"\nend\n')
