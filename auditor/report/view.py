"""What the human-facing renderers (text, Markdown, HTML) show, decided once for all three.

Which findings are visible (with a baseline, those unchanged since it are counted, not listed),
their order, how a piece of evidence is located, the clause checklist and the sizing rows.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from auditor.model.findings import SEVERITIES, EvidenceRef, Finding
from auditor.model.offer import CLAUSE_IDS, EXTRA_CLAUSE_IDS
from auditor.report.batch import Batch, OfferRun
from auditor.report.i18n import page_label, t
from auditor.sizing.facts import MEMORY_PER_GPU

STATUS_ORDER: tuple[str, ...] = ("fail", "waived", "unverified", "pass")

PITFALL_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "shared-slice": "Shared or sliced GPUs",
        "pcie-masquerade": "PCIe sold as NVLink",
        "vram-shortfall": "Not enough GPU memory",
        "missing-sla": "Missing or hedged SLA clauses",
        "throttled-io": "Throttled storage or network",
        "other": "Other",
    },
    "zh": {
        "shared-slice": "共享或切分的 GPU",
        "pcie-masquerade": "PCIe 冒充 NVLink",
        "vram-shortfall": "显存不足",
        "missing-sla": "SLA 条款缺失或含糊",
        "throttled-io": "存储或网络限速",
        "other": "其他",
    },
}

SIZING_ROWS = MEMORY_PER_GPU
PLAN_ROWS: tuple[str, ...] = (
    "params",
    "trainable_params",
    "gpus",
    "min_gpus",
    "min_nodes",
    "gpus_per_node",
    "tp",
    "pp",
    "dp",
    "zero",
    "recompute",
    "tokens",
    "hours",
    "gpu_hours",
    "cost",
    "mfu_assumed",
)


def pitfall_label(pitfall: str, lang: str) -> str:
    return PITFALL_LABELS.get(lang, PITFALL_LABELS["en"]).get(pitfall, pitfall)


def status_of(finding: Finding) -> str:
    """``waived`` for a waived finding, else its status: a waived failure is shown, but apart."""
    return "waived" if finding.waiver is not None else finding.status


def visible(run: OfferRun, batch: Batch) -> list[Finding]:
    """The findings to list. With a baseline, those unchanged since it are only counted."""
    findings = run.report.findings
    if batch.summary.baseline is not None:
        findings = [f for f in findings if f.baseline != "unchanged"]
    return sorted(
        findings, key=lambda f: (STATUS_ORDER.index(status_of(f)), SEVERITIES.index(f.severity), f.rule)
    )


def hidden_count(run: OfferRun, batch: Batch) -> int:
    if batch.summary.baseline is None:
        return 0
    return sum(1 for f in run.report.findings if f.baseline == "unchanged")


def by_pitfall(findings: list[Finding]) -> Iterator[tuple[str, list[Finding]]]:
    """Non-passing findings grouped by pitfall; the group holding the worst finding comes first.

    ``findings`` arrive ordered by status then severity (``visible``), so a pitfall with a
    failure is read before one that is only unverified.
    """
    groups: dict[str, list[Finding]] = {}
    for f in findings:
        if f.status != "pass" or f.waiver is not None:
            groups.setdefault(f.pitfall, []).append(f)
    yield from groups.items()


def where(ev: EvidenceRef, lang: str = "en") -> str:
    """``quote.pdf p.3`` / ``offer.yaml:14 (/gpu/memory)``: enough to find the evidence in seconds."""
    place = ev.source
    if ev.page is not None:
        place += " " + page_label(ev.page, lang)
    if ev.line is not None:
        place += f":{ev.line}"
    if ev.pointer:
        place += f" ({ev.pointer})"
    return place


def clause_rows(offer: dict[str, Any]) -> list[tuple[str, str, str]] | None:
    """(clause id, status, wording) for every canonical clause; None when no contract was read.

    A clause the contract does not mention is ``absent``: missing is not passing.
    """
    clauses = offer.get("clauses")
    if clauses is None:
        return None
    rows: list[tuple[str, str, str]] = []
    for cid in CLAUSE_IDS:
        clause = clauses.get(cid) or {}
        rows.append((cid, str(clause.get("status", "absent")), str(clause.get("text") or "")))
    for cid in EXTRA_CLAUSE_IDS:
        if cid in clauses:
            clause = clauses[cid] or {}
            rows.append((cid, str(clause.get("status", "absent")), str(clause.get("text") or "")))
    return rows


_BYTES = re.compile(r"^(\d+(?:\.\d+)?) (B|kB|MB|GB|TB)$")
_SCALE = {"B": 1, "kB": 10**3, "MB": 10**6, "GB": 10**9, "TB": 10**12}


def human(value: object) -> str:
    """A memory figure as a reviewer reads it (``56.5 GB``), not to the byte; anything else as is."""
    m = _BYTES.match(str(value))
    if not m:
        return str(value)
    n = float(m.group(1)) * _SCALE[m.group(2)]
    return f"{n / 1e12:.2f} TB" if n >= 1e12 else f"{n / 1e9:.1f} GB" if n >= 1e8 else f"{n / 1e6:.1f} MB"


def sizing_rows(sizing: dict[str, Any]) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(memory per GPU by component, plan and cost) rows of a sizing breakdown, known values only."""
    memory = [(k, human(sizing[k])) for k in SIZING_ROWS if sizing.get(k) is not None]
    plan = [(k, str(sizing[k])) for k in PLAN_ROWS if sizing.get(k) is not None]
    return memory, plan


def run_title(run: OfferRun) -> str:
    return f"{run.vendor} · {run.offer}"


def is_single(batch: Batch) -> bool:
    """One offer audited on its own (``audit offer``), not a vendor list."""
    return len(batch.runs) == 1 and batch.list_file is None


def batch_title(batch: Batch, lang: str) -> str:
    """The report's heading, unescaped: each format escapes it its own way."""
    if is_single(batch):
        return f"{t('audit_of', lang)} {run_title(batch.runs[0])}"
    return f"{t('batch_title', lang)}: {batch.list_file}"
