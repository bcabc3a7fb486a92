"""Realistic reports for the renderer tests, built by hand until the shipped rule packs exist.

The offer is the sample H800 offer (YAML evidence with line and pointer) plus a PDF contract
(page and bbox evidence) in Chinese; findings cover every status, a waiver and a baseline state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from auditor.model.findings import EvidenceRef, Finding, Summary, Waiver, summarise
from auditor.report.batch import Batch, BatchSummary, OfferRun
from auditor.report.model import Report

OFFER_YAML = "samples/offers/missing-sla-h800.yaml"
CONTRACT_PDF = "samples/contracts/beichen-h800-contract.pdf"


def make_findings(hostile: str | None = None) -> list[Finding]:
    """Fail, unverified, pass and waived findings; ``hostile`` is planted in every document-borne string."""
    h = hostile or ""
    return [
        Finding(
            rule="sla.availability-hedged",
            pitfall="missing-sla",
            severity="high",
            status="fail",
            title="Availability is promised only on a best-effort basis" + h,
            message="The contract says 尽力而为 (best effort) instead of a measurable availability." + h,
            evidence=[
                EvidenceRef(
                    source=CONTRACT_PDF,
                    page=3,
                    bbox=(72.0, 410.5, 523.2, 440.1),
                    text="甲方将尽力而为保障服务稳定运行，但不保证服务不中断。" + h,
                    fact="offer.clauses.availability.status",
                    value="hedged",
                ),
                EvidenceRef(
                    source=OFFER_YAML,
                    line=51,
                    pointer="/clauses/availability/hedge",
                    text="尽力而为",
                    fact="offer.clauses.availability.hedge",
                    value="尽力而为",
                ),
            ],
            remedy="Write a monthly availability of at least 99.5% per node into the contract, with service "
            "credits below it." + h,
            fingerprint="a" * 64,
        ),
        Finding(
            rule="sla.compensation-missing",
            pitfall="missing-sla",
            severity="high",
            status="fail",
            title="No service credit when availability is missed",
            message="The contract names no compensation for downtime.",
            evidence=[
                EvidenceRef(
                    source=CONTRACT_PDF,
                    page=4,
                    text="第六条 违约责任" + h,
                    fact="offer.clauses.compensation.status",
                    value="absent",
                )
            ],
            remedy="Add tiered service credits (e.g. 10% of the monthly fee below 99.5%, 30% below 99%).",
            fingerprint="b" * 64,
        ),
        Finding(
            rule="io.storage-throughput",
            pitfall="throttled-io",
            severity="medium",
            status="unverified",
            title="Storage throughput is claimed but not measured",
            message="No fio probe was supplied, so 20 GB/s sequential read is unverified.",
            evidence=[
                EvidenceRef(
                    source=OFFER_YAML,
                    line=30,
                    pointer="/storage/throughput",
                    fact="offer.storage.throughput",
                    value="20 GB/s",
                )
            ],
            missing=["probe.fio.seq_read"],
            question="Please send fio output (1 MiB sequential read, 4 jobs, direct=1) from the delivered node.",
            remedy="Run fio at acceptance and write the measured figure into the acceptance clause.",
            fingerprint="c" * 64,
        ),
        Finding(
            rule="interconnect.nvlink-claimed",
            pitfall="pcie-masquerade",
            severity="critical",
            status="pass",
            title="NVLink full mesh is stated in quote and contract",
            message="Both sources say NVLink full mesh.",
            evidence=[
                EvidenceRef(
                    source=OFFER_YAML,
                    line=17,
                    pointer="/interconnect/intra_node",
                    fact="offer.interconnect.intra_node",
                    value="nvlink",
                )
            ],
            remedy="-",
            fingerprint="d" * 64,
        ),
        Finding(
            rule="sla.data-deletion-missing",
            pitfall="missing-sla",
            severity="medium",
            status="fail",
            title="No data deletion commitment",
            message="Nothing says when customer data is erased after the term.",
            evidence=[
                EvidenceRef(
                    source=OFFER_YAML,
                    line=1,
                    pointer="/clauses",
                    fact="offer.clauses.data-deletion.status",
                    value="absent",
                )
            ],
            remedy="Require certified erasure within 7 days of the end of the term.",
            fingerprint="e" * 64,
            waiver=Waiver(
                reason="Legal accepted the vendor's side letter" + h,
                approved_by="li.wei",
                ticket="PROC-1234",
                expires="2027-06-30",
            ),
        ),
    ]


def make_report(hostile: str | None = None, *, fail_on: str = "high") -> Report:
    findings = make_findings(hostile)
    by_status, by_severity, verdict = summarise(findings, fail_on)
    h = hostile or ""
    offer: dict[str, Any] = {
        "vendor": "Beichen Intelligent Computing (北辰智算)" + h,
        "offer": "H800 8卡 裸金属 月租",
        "quote_id": "BC-H800-M-0931",
        "gpu": {"model": "NVIDIA H800 SXM5 80GB", "memory": "80 GB", "count_per_node": 8},
        "clauses": {
            "gpu-model": {"status": "present", "text": "甲方向乙方提供 NVIDIA H800 SXM5 80GB GPU 服务器一台（8卡）。"},
            "availability": {
                "status": "hedged",
                "text": "甲方将尽力而为保障服务稳定运行，但不保证服务不中断。" + h,
                "hedge": "尽力而为",
            },
            "dedicated": {"status": "present", "text": "服务器为乙方独享，不与第三方共享。"},
        },
    }
    sizing = {
        "model": "llama3-70b",
        "mode": "lora",
        "params": 70553706496,
        "trainable_params": 207093760,
        "weights": "17.64 GB",
        "gradients": "0.05 GB",
        "optimizer": "0.41 GB",
        "optimizer_bytes": 16,
        "model_states_total": "143.6 GB",
        "headroom": "28%",
        "flops_per_token_6n": 4.233e11,
        "flops_per_token": 4.5e11,
        "activations": "9.8 GB",
        "overhead": "3 GB",
        "total_required": "30.9 GB",
        "capacity_per_gpu": "79.6 GiB",
        "usable_per_gpu": "62.1 GiB",
        "fits": True,
        "min_gpus": 4,
        "min_nodes": 1,
        "tp": 4,
        "why": "LoRA r=16 over bf16 weights sharded by TP=4.",
    }
    return Report(
        offer=offer,
        target={"model": "llama3-70b", "mode": "lora"},
        sizing=sizing,
        findings=findings,
        summary=Summary(
            by_status=by_status,
            by_severity=by_severity,
            rules_loaded=5,
            rules_evaluated=5,
            documents=[OFFER_YAML, CONTRACT_PDF],
            fail_on=fail_on,
            verdict=verdict,
            questions=[f.question for f in findings if f.question],
        ),
    )


def make_batch(hostile: str | None = None) -> Batch:
    first = make_report(hostile)
    second = make_report(hostile)
    second.offer.vendor = "Northwind Compute"
    runs = [
        OfferRun(
            vendor=str(first.offer.vendor), offer="h800-monthly", documents=first.summary.documents, report=first
        ),
        OfferRun(vendor="Northwind Compute", offer="hgx-h100", documents=second.summary.documents, report=second),
    ]
    return Batch(
        list_file="samples/vendors.yaml",
        runs=runs,
        summary=BatchSummary(
            verdict="fail", fail_on="high", offers=2, vendors={r.vendor: r.report.summary.verdict for r in runs}
        ),
    )


@pytest.fixture
def report() -> Report:
    return make_report()


@pytest.fixture
def hostile_report() -> Callable[[str], Report]:
    return make_report
