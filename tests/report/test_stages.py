"""Stages, signal first and too little to audit, on the shipped sample offers and probe bundles.

An offer review (documents) and an acceptance (probe output) are different moments: without probe
output a rule that reads measurements is ``not_run`` and listed once at the end, never a finding;
with probe output it is judged as before. The human reports open with the verdict; an offer that
states neither a GPU model nor a GPU count is ``incomplete`` and sized on nothing.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import jsonschema
import pytest

from auditor.dsl.findings import evaluate_staged, stage_of
from auditor.dsl.loader import load_ruleset
from auditor.pipeline import AuditInput, audit_offer, build_facts, make_target
from auditor.render import render
from tests.vendors.conftest import Result

ROOT = Path(__file__).parents[2]
OFFERS = sorted((ROOT / "samples" / "offers").glob("*.yaml"))
README_OFFER = ROOT / "samples/offers/h100-ib-cluster-16node.yaml"  # the README's first command
GOOD = [README_OFFER, ROOT / "samples/offers/honest-h100-sxm-8x.yaml"]
BUNDLES = {  # offer → the probe bundle captured for it
    "honest-h100-sxm-8x": "honest-h100-8x",
    "shared-slice-mig-a100": "mig-a100",
    "pcie-masquerade-4090": "pcie-4090-8x",
    "throttled-io-hdd": "throttled-io",
}
_WHEN = re.compile(r"^\s*when\s+(.*?)(?=^\s*(?:message|remedy|needs|tags|references|end)\b)", re.M | re.S)
ACCEPTANCE = {"en": "Acceptance checks to run at delivery", "zh": "交付时需运行的验收检查"}


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Callable[..., Result]:
    """``audit ARGS…`` in-process: exit code, stdout, stderr."""
    from auditor.cli import main

    def run(*args: str) -> Result:
        capsys.readouterr()
        try:
            main(list(args))
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        out = capsys.readouterr()
        return Result(code, out.out, out.err)

    return run


@pytest.fixture(scope="module")
def ruleset():  # type: ignore[no-untyped-def]
    return load_ruleset((), False, None, ())


def _report(offer: Path, ruleset, *, probes: list[Path] | None = None, model: str | None = None,  # type: ignore[no-untyped-def]
            mode: str = "full", lang: str = "en"):
    target = make_target(model, mode, None, None)
    return audit_offer(AuditInput(documents=[offer], target=target, probes=probes or [], lang=lang), ruleset).report


def _acceptance_rules(ruleset) -> set[str]:  # type: ignore[no-untyped-def]
    return {r.id for r in ruleset.rules if stage_of(r)[0]}


# -- stages -----------------------------------------------------------------------------------------


def test_the_stage_comes_from_the_facts_a_rule_reads(ruleset) -> None:  # type: ignore[no-untyped-def]
    """Every rule whose condition names a ``probe.`` path is an acceptance check, and no other is."""
    for rule in ruleset.rules:
        probe, other = stage_of(rule)
        condition = _WHEN.search(rule.source_text).group(1)  # type: ignore[union-attr]
        names_probe = re.search(r"(?<![\w.])probe\.\w", condition) is not None
        assert bool(probe) == names_probe, rule.id
        assert all(p.startswith("probe.") for p in probe)
        if probe and not other:  # probe-only: its condition mentions no other fact root
            assert not re.search(r"(?<![\w.])(offer|sizing|gpu_spec|target)\.\w", condition), rule.id


@pytest.mark.parametrize("offer", OFFERS, ids=lambda p: p.stem)
def test_without_probes_acceptance_checks_are_not_run_and_the_rest_is_unchanged(offer: Path, ruleset) -> None:  # type: ignore[no-untyped-def]
    facts, _ = build_facts(__import__("auditor.ingest", fromlist=["load_offer"]).load_offer([offer]),
                           make_target("llama3-70b", "full", None, None), [])
    staged = evaluate_staged(ruleset, facts, lang="en", measured=False)
    judged = ruleset.evaluate(facts, lang="en")
    acceptance = _acceptance_rules(ruleset)
    for s, j in zip(staged, judged, strict=True):
        assert s.rule == j.rule
        if s.rule not in acceptance:
            assert (s.status, s.message) == (j.status, j.message), s.rule
        elif j.status == "unverified":  # undecided without measurements: not a finding
            assert s.status == "not_run" and s.commands and s.missing and s.question is None, s.rule
        else:  # decided by the offer's own facts (NVLink checks on a PCIe box): as before
            assert s.status == j.status, s.rule
            assert stage_of(ruleset.get(s.rule))[1], f"{s.rule} reads only probe facts yet was decided"


def test_probe_only_rules_are_not_evaluated_without_probes(ruleset) -> None:  # type: ignore[no-untyped-def]
    from auditor.ingest import load_offer

    facts, _ = build_facts(load_offer([README_OFFER]), None, [])
    probe_only = [r for r in ruleset.rules if stage_of(r)[0] and not stage_of(r)[1]]
    assert len(probe_only) >= 10
    saved = {r.id: r.condition for r in probe_only}

    def boom(env):  # type: ignore[no-untyped-def]
        raise AssertionError("a probe-only rule was evaluated without probe output")

    try:
        for r in probe_only:
            r.condition = boom
        findings = evaluate_staged(ruleset, facts, lang="en", measured=False)
    finally:
        for r in probe_only:
            r.condition = saved[r.id]
    assert {f.rule for f in findings if f.status == "not_run"} >= set(saved)


@pytest.mark.parametrize(("offer", "bundle"), BUNDLES.items())
def test_with_probes_every_rule_is_judged_as_before(offer: str, bundle: str, ruleset) -> None:  # type: ignore[no-untyped-def]
    from auditor.ingest import load_offer

    probes = [ROOT / "samples/probes" / bundle]
    report = _report(ROOT / f"samples/offers/{offer}.yaml", ruleset, probes=probes)
    assert report.summary.by_status["not_run"] == 0
    facts, _ = build_facts(load_offer([ROOT / f"samples/offers/{offer}.yaml"]), None, probes)
    direct = {f.rule: f.status for f in ruleset.evaluate(facts)}
    assert {f.rule: f.status for f in report.findings} == direct
    assert any(direct[r] in ("pass", "fail") for r in _acceptance_rules(ruleset))


def test_json_carries_not_run_checks_and_validates(cli: Callable[..., Result]) -> None:
    result = cli("offer", str(README_OFFER), "--model", "llama3-405b", "--mode", "pretrain", "--format", "json")
    assert result.code == 0, result.err
    data = json.loads(result.out)
    jsonschema.validate(data, json.loads((ROOT / "schemas/report.schema.json").read_text(encoding="utf-8")))
    not_run = [f for f in data["findings"] if f["status"] == "not_run"]
    assert len(not_run) == data["summary"]["by_status"]["not_run"] >= 30
    assert all(f["commands"] and "question" not in f for f in not_run)
    # the vendor questions are about the documents: no "send the output of …" for a machine not yet built
    assert not any("delivered machine" in q for q in data["summary"]["questions"])


# -- signal first -----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_readme_sample_opens_with_its_verdict_and_lists_acceptance_checks_once(ruleset, lang: str) -> None:  # type: ignore[no-untyped-def]
    report = _report(README_OFFER, ruleset, model="llama3-405b", mode="pretrain", lang=lang)
    text = render(report, "text", lang=lang)
    lines = text.splitlines()
    verdict = "Verdict: PASS" if lang == "en" else "结论: 通过"
    assert any(line.startswith(verdict) for line in lines[:10])
    heading = next(i for i, line in enumerate(lines) if line.startswith(ACCEPTANCE[lang]))
    assert "audit probe collect" in lines[heading]
    not_run = [f.rule for f in report.findings if f.status == "not_run"]
    assert not_run
    for rule in not_run:  # once, and only in the acceptance section: never as a finding
        where = [i for i, line in enumerate(lines) if re.search(rf"(?<![\w.-]){re.escape(rule)}(?![\w-])", line)]
        assert len(where) == 1 and where[0] > heading, rule


@pytest.mark.parametrize("offer", GOOD, ids=lambda p: p.stem)
@pytest.mark.parametrize("model", [None, "llama3-8b"])
def test_a_good_offer_without_probes_prints_at_most_30_lines(offer: Path, model: str | None, ruleset) -> None:  # type: ignore[no-untyped-def]
    report = _report(offer, ruleset, model=model, mode="pretrain" if offer == README_OFFER else "full")
    text = render(report, "text")
    assert report.summary.verdict == "pass"
    assert len(text.splitlines()) <= 30, text


def test_sections_come_in_signal_order_in_every_human_format(ruleset) -> None:  # type: ignore[no-untyped-def]
    """Verdict, failures, evidence still needed, passes (a count), acceptance checks — in that order."""
    report = _report(ROOT / "samples/offers/missing-sla-h800.yaml", ruleset, model="llama3-70b", mode="lora")
    assert report.summary.by_status["fail"] and report.summary.by_status["unverified"]
    markers = {
        "text": ["Verdict: FAIL", "FAIL (", "Evidence still needed (", "Passing checks: ", ACCEPTANCE["en"]],
        "markdown": ["**Verdict: FAIL**", "### Fail (", "### Evidence still needed (", "### Passing checks: ",
                     f"### {ACCEPTANCE['en']}"],
        "html": ["Verdict: Fail", "<h3>Fail (", "<h3>Evidence still needed (", "<summary>Passing checks: ",
                 f"<h3>{ACCEPTANCE['en']}"],
    }
    for fmt, marks in markers.items():
        out = render(report, fmt)
        at = [out.index(m) for m in marks]
        assert at == sorted(at), fmt
    # failures worst first
    text = render(report, "text")
    severities = re.findall(r"^  \[(critical|high|medium|low|info)\] ", text.split("Evidence still needed")[0], re.M)
    order = ["critical", "high", "medium", "low", "info"]
    assert severities and severities == sorted(severities, key=order.index)


def test_evidence_still_needed_is_one_line_per_finding_by_topic(ruleset) -> None:  # type: ignore[no-untyped-def]
    report = _report(ROOT / "samples/offers/compare-h200-quote-no-terms.yaml", ruleset, model="llama3-70b")
    unverified = [f for f in report.findings if f.status == "unverified"]
    assert len(unverified) >= 3
    text = render(report, "text")
    section = text.split("Evidence still needed (")[1].split("\n\n")[0].splitlines()[1:]
    topics = [line for line in section if not line.startswith("    ")]
    items = [line for line in section if line.startswith("    [")]
    assert len(items) == len(unverified) and 1 <= len(topics) <= 6
    assert not any("offer." in line for line in items if "not stated" in line)  # described, not a fact path


def test_passes_are_a_count_unless_asked(ruleset) -> None:  # type: ignore[no-untyped-def]
    report = _report(README_OFFER, ruleset)
    passes = [f.rule for f in report.findings if f.status == "pass"]
    quiet, listed = render(report, "text"), render(report, "text", show_passes=True)
    assert f"Passing checks: {len(passes)} (--show-passes lists them)" in quiet
    assert not any(f"✓ {rule}" in quiet for rule in passes)
    assert all(f"✓ {rule}" in listed for rule in passes)
    md = render(report, "markdown")
    assert f"### Passing checks: {len(passes)}" in md and f"`{passes[0]}`" not in md
    html, html_open = render(report, "html"), render(report, "html", show_passes=True)
    assert f"<details><summary>Passing checks: {len(passes)}</summary>" in html
    assert "<details open><summary>" in html_open
    folded = html.split("<details>")[1].split("</details>")[0]
    assert all(rule in folded for rule in passes)


# -- too little to audit ----------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "needed"), [
    ("vendor: X\n", ["offer.gpu.model", "offer.gpu.count_per_node", "offer.nodes"]),
    ("vendor: 北辰智算\noffer: 裸金属月租\nnodes: 2\n", ["offer.gpu.model", "offer.gpu.count_per_node"]),
])
def test_an_offer_stating_no_gpu_is_incomplete(tmp_path: Path, text: str, needed: list[str],
                                               cli: Callable[..., Result]) -> None:
    offer = tmp_path / "offer.yaml"
    offer.write_text(text, encoding="utf-8")
    result = cli("offer", str(offer), "--model", "llama3-405b")
    assert result.code == 4, result.err
    lines = result.out.splitlines()
    assert lines[1].startswith("Verdict: INCOMPLETE")
    assert "neither the GPU model nor the GPU count" in lines[2] and "the GPUs per node" in lines[2]
    assert not re.search(r"needs [\d.]+ [TGM]B per GPU", result.out)  # no sizing built on nothing
    assert "not sized" in result.out and "Name the job" not in result.out  # the job is named; the GPUs are not
    assert re.search(r"^\d+ more checks are undecided", result.out, re.M)  # a count, not a list
    data = json.loads(cli("offer", str(offer), "--model", "llama3-405b", "--format", "json").out)
    assert data["summary"]["verdict"] == "incomplete" and data["summary"]["needed"] == needed
    assert "sizing" not in data and data["target"]["model"] == "llama3-405b"
    zh = cli("offer", str(offer), "--model", "llama3-405b", "--lang", "zh")
    assert zh.code == 4 and "结论: 信息不足" in zh.out and "每节点 GPU 数" in zh.out
    for fmt, mark in (("markdown", "**Verdict: INCOMPLETE**"), ("html", 'class="verdict incomplete"')):
        out = cli("offer", str(offer), "--format", fmt)
        assert out.code == 4 and mark in out.out and "neither the GPU model nor the GPU count" in out.out


@pytest.mark.parametrize("text", [
    "vendor: X\ngpu:\n  count_per_node: 8\n",  # a count alone is something to audit
    "vendor: X\ngpu:\n  model: NVIDIA H100 80GB SXM5\n",  # so is a model alone
])
def test_a_gpu_model_or_count_is_enough_to_audit(tmp_path: Path, text: str, cli: Callable[..., Result]) -> None:
    offer = tmp_path / "offer.yaml"
    offer.write_text(text, encoding="utf-8")
    result = cli("offer", str(offer), "--format", "json")
    assert result.code in (0, 1), result.err
    data = json.loads(result.out)
    assert data["summary"]["verdict"] in ("pass", "fail") and data["summary"]["needed"] == []


def test_a_vendor_list_opens_with_its_table_and_no_acceptance_list_per_offer(cli: Callable[..., Result]) -> None:
    import os

    here = os.getcwd()
    os.chdir(ROOT)
    try:
        result = cli("vendors", "samples/vendors.yaml", "--jobs", "1")
    finally:
        os.chdir(here)
    assert result.code == 1, result.err
    lines = result.out.splitlines()
    first_block = next(i for i, line in enumerate(lines) if line.startswith("── "))
    table = next(i for i, line in enumerate(lines) if line.startswith("Vendor  "))
    assert table < first_block and lines[first_block - 2].startswith("Verdict: FAIL")
    assert lines[-1].startswith("Verdict: FAIL")
    assert ACCEPTANCE["en"] not in result.out  # the checks are listed by `audit offer`, not once per offer
    blocks = result.out.count("── ")
    assert result.out.count("acceptance checks not run: no probe output was given") == blocks


def test_an_incomplete_offer_does_not_pass_a_vendor_gate(tmp_path: Path, cli: Callable[..., Result]) -> None:
    (tmp_path / "x.yaml").write_text("vendor: 某某云\n", encoding="utf-8")
    listing = tmp_path / "list.yaml"
    listing.write_text("vendors:\n  - name: Nothing Inc\n    offers: [x.yaml]\n", encoding="utf-8")
    for fmt in ("text", "json"):
        result = cli("vendors", str(listing), "--jobs", "1", "--format", fmt)
        assert result.code == 1, (fmt, result.err)
    assert "INCOMPLETE" in cli("vendors", str(listing), "--jobs", "1").out
