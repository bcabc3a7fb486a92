"""Questions fit to mail: one list, one question per topic, each fact asked once, in plain English or Chinese.

Checked on the sample offers and quotes and, where ../shared is present, on the quotes-dev PDFs built
by their make.py: no internal fact path, no Python value, no question about a fact the documents
state, no measurement (probe) asked of the vendor before delivery, and Chinese without English beyond
commands, units and names.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from auditor.cli import cli
from auditor.dsl import gather_questions
from auditor.dsl.loader import load_ruleset
from auditor.dsl.questions import ASKS, Question, audience, vendor_questions
from auditor.pipeline import AuditInput, audit_offer, make_target
from tests.dsl.conftest import facts, rule
from tests.dsl.test_rule_texts import NAMES, WORD

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "quotes-dev"
SAMPLES = [[p] for p in sorted((ROOT / "samples" / "offers").glob("*.yaml"))]
SAMPLES += [[p] for p in sorted((ROOT / "samples" / "quotes").glob("*.pdf"))]
PATH = re.compile(r"\b(?:offer|probe|sizing|target|gpu_spec)\.[a-z_]+")
REPR = re.compile(r"\b(?:unknown|None|True|False)\b|[:=] ?(?:yes|no)\b|[{}]| {2}")


@pytest.fixture(scope="module")
def quotes_dev(tmp_path_factory: pytest.TempPathFactory) -> list[list[Path]]:
    """The quotes-dev offers (their documents built into a temporary folder), or none without ../shared."""
    if not (SHARED / "make.py").exists():
        return []
    out = tmp_path_factory.mktemp("quotes-dev")
    subprocess.run([sys.executable, str(SHARED / "make.py"), str(out)], check=True, capture_output=True)
    cases = json.loads((SHARED / "truth.json").read_text(encoding="utf-8"))["cases"]
    return [[out / f for f in case["files"]] for case in cases]


def _value_at(root: Any, path: str) -> Any:
    node = root
    for part in path.split("."):
        node = getattr(node, part, None) if not isinstance(node, dict) else node.get(part)
        if node is None:
            return None
    return node


Audit = tuple[list[Path], str, Any, list[Question]]


@pytest.fixture(scope="module")
def audits(quotes_dev: list[list[Path]]) -> dict[str, list[Audit]]:
    """Every sample and quotes-dev offer audited once, its questions gathered in English and Chinese.

    A finding's missing facts do not depend on the language, so one audit serves both lists.
    """
    rules = load_ruleset((), False, None, ())
    out: dict[str, list[Audit]] = {"samples": [], "quotes-dev": []}
    for group, offers in (("samples", SAMPLES), ("quotes-dev", quotes_dev)):
        for docs in offers:
            request = AuditInput(documents=docs, target=make_target("llama3-405b", "full", None, None))
            result = audit_offer(request, rules)
            for lang in ("en", "zh"):
                out[group].append((docs, lang, result, gather_questions(result.findings, result.facts.tree, lang)))
    return out


def _check(audited: list[Audit]) -> None:
    problems: list[str] = []
    for docs, lang, result, questions in audited:
        where = f"{docs[0].name} [{lang}]"
        texts = [q.text for q in questions]
        if lang == "en":
            assert texts == result.report.summary.questions, where
        if len(set(texts)) != len(texts) or len({q.topic for q in questions}) != len(questions):
            problems.append(f"{where}: a question or topic twice: {texts}")
        asked = [p for q in questions for p in q.facts]
        if len(set(asked)) != len(asked):
            problems.append(f"{where}: a fact asked twice: {asked}")
        for q in questions:
            if q.audience != "vendor" or any(audience(p) != "vendor" for p in q.facts):
                problems.append(f"{where}: not the vendor's to answer: {q}")
            stated = [p for p in q.facts if _value_at(result.facts.tree, p) is not None]
            if stated:
                problems.append(f"{where}: asks for what the documents state ({stated}): {q.text}")
            if PATH.search(q.text) or REPR.search(q.text):
                problems.append(f"{where}: internal path or value: {q.text}")
            if not q.text.endswith(("?", ".", "。", "？")):
                problems.append(f"{where}: not a sentence: {q.text}")
            if lang == "zh":
                stray = [w for w in WORD.findall(re.sub(r"`[^`]*`", " ", q.text))
                         if w not in NAMES and not all(part in NAMES for part in w.split("/"))]
                if stray:
                    problems.append(f"{where}: English in a Chinese question ({stray}): {q.text}")
    assert not problems, "\n".join(problems)


def test_sample_questions_read_as_mail(audits: dict[str, list[Audit]]) -> None:
    _check(audits["samples"])


def test_quotes_dev_questions_read_as_mail(audits: dict[str, list[Audit]]) -> None:
    if not audits["quotes-dev"]:
        pytest.skip("../shared/quotes-dev is absent")
    _check(audits["quotes-dev"])


def test_every_fact_the_shipped_rules_miss_has_its_wording(audits: dict[str, list[Audit]]) -> None:
    """A vendor fact a shipped rule can miss is worded by the catalogue (or deliberately asks nothing)."""
    unworded: set[str] = set()
    for _, lang, result, _ in [*audits["samples"], *audits["quotes-dev"]]:
        if lang != "en":
            continue
        for f in result.findings:
            for path in f.missing if f.status == "unverified" else []:
                parts = path.split(".")
                worded = any(".".join(parts[:n]) in ASKS for n in range(len(parts), 0, -1))
                if audience(path) == "vendor" and not worded:
                    unworded.add(path)
    assert not unworded


def test_one_question_per_topic_each_fact_once(load) -> None:  # type: ignore[no-untyped-def]
    rs = load(rule('offer.interconnect.intra_node == "pcie"') + rule(
        'offer.interconnect.topology == "pairs" and offer.interconnect.intra_node == "nvlink"', rid="t.other"))
    found = rs.evaluate(facts())
    assert [q.text for q in gather_questions(found, facts().tree)] == [
        "GPU interconnect: please state the link between the GPUs of a node (NVLink/NVSwitch or PCIe) and whether "
        "every GPU pair is linked (a full mesh) or only pairs, "
        "and send `nvidia-smi topo -m` from a machine of this type."]
    assert [q.text for q in gather_questions(found, facts().tree, "zh")] == [
        "GPU 互联：请写明节点内 GPU 之间的互联方式（NVLink/NVSwitch 还是 PCIe）和是否任意两卡之间都直连（全互联），"
        "还是仅成对连接，并提供一台同型号机器上 `nvidia-smi topo -m` 的输出。"]


def test_what_the_vendor_cannot_answer_asks_nothing() -> None:
    tree = facts({"offer": {"gpu": {"model": "H100"}, "clauses": {}}}).tree
    assert vendor_questions(["offer.gpu.peak_bf16", "probe.nccl.max_busbw", "sizing.min_gpus", "target.model"],
                            tree) == []
    named = vendor_questions(["gpu_spec.memory"], tree)
    assert [q.text for q in named] == [
        "GPU model: please state which H100 it is: its form factor (SXM or PCIe) and memory, "
        "and send `nvidia-smi -L` from a machine of this type."]
    local = facts({"offer": {"storage": {"type": "nvme"}}}).tree
    assert vendor_questions(["offer.storage.shared"], local) == []


def test_no_contract_read_asks_for_the_contract_once() -> None:
    tree = facts().tree
    questions = vendor_questions(["offer.clauses.availability.percent", "offer.clauses.compensation.tiers",
                                  "offer.clauses.acceptance.status"], tree, "zh")
    assert questions == [Question("contract", "vendor", ("offer.clauses.availability.percent",
                                                          "offer.clauses.compensation.tiers",
                                                          "offer.clauses.acceptance.status"),
                                  "合同：请提供已签署的合同或合同草稿（服务协议及 SLA 附件）。")]
    read = facts({"offer": {"clauses": {"availability": {"status": "present"}}}}).tree
    assert [q.topic for q in vendor_questions(["offer.clauses.availability.percent"], read)] == ["availability"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_questions_flag_prints_only_the_list(lang: str) -> None:
    offer = ROOT / "samples" / "offers" / "throttled-io-hdd.yaml"
    result = CliRunner().invoke(cli, ["offer", str(offer), "--questions", "--lang", lang])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines and all(re.match(rf"{i}\. \S", line) for i, line in enumerate(lines, 1))
    full = CliRunner().invoke(cli, ["offer", str(offer), "--lang", lang, "--format", "json"])
    assert [line.split(". ", 1)[1] for line in lines] == json.loads(full.output)["summary"]["questions"]
