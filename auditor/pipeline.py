"""The data flow of one audit: documents → offer; probes → measurements; target → sizing;
all three → facts → rules → findings → report. Every command that audits (offer, verify,
vendors, compare) goes through ``audit_offer`` so they agree on what an offer is worth.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from auditor.facts import Facts, FactTree, derive, offer_facts
from auditor.model.findings import Finding, Summary, summarise
from auditor.model.offer import Offer
from auditor.probes import root as probe_root
from auditor.report.model import Report

if TYPE_CHECKING:
    from auditor.dsl.ruleset import RuleSet
    from auditor.probes._common import ProbeResult
    from auditor.sizing.facts import Target


@dataclass(eq=False)
class AuditInput:
    documents: list[Path]
    target: Target | None = None  # None audits the offer without sizing
    probes: list[Path] = field(default_factory=list)
    fail_on: str = "high"
    lang: str = "en"


@dataclass(eq=False)
class AuditResult:
    offer: Offer
    facts: Facts
    findings: list[Finding]
    report: Report
    probe_results: list[ProbeResult] = field(default_factory=list)


def needed_facts(offer: Offer) -> list[str]:
    """What an offer must state before it can be audited at all: the GPU model or the GPU count.

    An offer that states neither (``vendor: X``) sells nothing a rule or the sizing can weigh; its
    audit is ``incomplete`` and lists these, rather than failing or sizing a job on nothing.
    """
    gpu = offer.gpu
    if gpu.model or gpu.sku or gpu.count_per_node:
        return []
    return ["offer.gpu.model", "offer.gpu.count_per_node", *(["offer.nodes"] if offer.nodes is None else [])]


def build_facts(offer: Offer, target: Target | None, probes: list[Path]) -> tuple[Facts, list[ProbeResult]]:
    """Each stage's facts into one tree: the offer (its GPU identified), the probes, the sizing, then
    the facts derived across them (``auditor.facts.DERIVED``)."""
    from auditor.sizing.catalog import identify_gpu

    identify_gpu(offer)
    branch, evidence = offer_facts(offer)
    # Parts already validated (see auditor.facts); without probes the probe branch is the empty one,
    # a namespace of the defaults (auditor.probes.root), so the probe models are not even imported.
    tree = FactTree.model_construct(offer=branch, probe=probe_root.empty())
    probe_results: list[ProbeResult] = []
    if probes:
        from auditor.probes.bundle import read_probes

        tree.probe, probe_evidence, probe_results = read_probes(probes)
        evidence.update(probe_evidence)
    if target is not None:
        tree.target = target
    if target is not None and not needed_facts(offer):  # an offer with no GPU stated is not sized
        from auditor.sizing.plan import size_offer

        tree.sizing, tree.gpu_spec, sizing_evidence = size_offer(target, offer, tree.probe, evidence)
        evidence.update(sizing_evidence)
    else:
        from auditor.sizing.plan import gpu_spec_facts

        tree.gpu_spec, spec_evidence = gpu_spec_facts(offer)
        evidence.update(spec_evidence)
    derive(tree, evidence)
    return Facts(tree=tree, evidence=evidence), probe_results


def audit_offer(request: AuditInput, ruleset: RuleSet, offer: Offer | None = None) -> AuditResult:
    """Audit one offer. ``offer`` may be passed pre-loaded (the vendor batch reuses parsed documents)."""
    from auditor.ingest import load_offer

    if offer is None:
        offer = load_offer(request.documents)
    facts, probe_results = build_facts(offer, request.target, request.probes)
    from auditor.dsl.findings import evaluate_staged

    findings = evaluate_staged(ruleset, facts, lang=request.lang, measured=bool(request.probes))
    report = make_report(offer, facts, findings, probe_results, ruleset, request.fail_on, request.lang)
    return AuditResult(offer=offer, facts=facts, findings=findings, report=report, probe_results=probe_results)


def make_report(offer: Offer, facts: Facts, findings: list[Finding], probe_results: list[ProbeResult], ruleset: RuleSet,
                fail_on: str, lang: str = "en") -> Report:
    needed = needed_facts(offer)
    by_status, by_severity, verdict = summarise(findings, fail_on, needed)
    from auditor.dsl import gather_questions

    questions = [q.text for q in gather_questions(findings, facts.tree, lang)]
    tree = facts.tree
    from auditor.probes.manifest import expected_manifest

    # every part is a model already validated by its stage: assembled, not validated again
    return Report.model_construct(
        offer=offer,
        target=tree.target if tree.sizing is not None or tree.target.model else None,
        sizing=tree.sizing,
        probes=probe_results,
        findings=findings,
        summary=Summary(
            by_status=by_status,
            by_severity=by_severity,
            rules_loaded=len(ruleset.rules),
            rules_evaluated=len(findings),
            documents=offer.sources + [str(getattr(r, "file", "")) for r in probe_results],
            disabled_rules=dict(ruleset.disabled),
            fail_on=fail_on,
            verdict=verdict,
            questions=questions,
            needed=needed,
        ),
        manifest=expected_manifest(offer, tree.gpu_spec, facts.evidence),
    )


def make_target(model_name: str | None, mode: str, tokens: float | None, seq_len: int | None) -> Target | None:
    """The training job of a command line or a vendor list; None when no model is named."""
    if not model_name:
        return None
    from auditor.sizing.facts import Target

    fields: dict[str, Any] = {"model": model_name, "mode": mode}
    if tokens:
        fields["tokens"] = int(tokens)
    if seq_len:
        fields["seq_len"] = seq_len
    return Target(**fields)
