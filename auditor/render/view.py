"""What the human-facing renderers (text, Markdown, HTML) show, decided once for all three.

Which findings are visible (with a baseline, those unchanged since it are counted, not listed),
their order, how a piece of evidence is located, the clause checklist and the sizing rows.

Signal first: the verdict and counts, the failing findings by severity, then "Evidence still
needed" (unverified findings by topic, one line each), passes as a count, and last the acceptance
checks an audit without probe output could not run (``not_run``), listed once by command.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from auditor.model.findings import SEVERITIES, EvidenceRef, Finding
from auditor.model.offer import CLAUSE_IDS, EXTRA_CLAUSE_IDS, Offer
from auditor.model.quantity import text_of
from auditor.render.i18n import LANGS, page_label, t
from auditor.report.batch import Batch, OfferRun
from auditor.sizing.facts import MEMORY_PER_GPU, SizingFacts

STATUS_ORDER: tuple[str, ...] = ("fail", "waived", "unverified", "pass", "not_run")

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


def counts_line(summary: Any, lang: str) -> str:
    """``1 fail (1 low), 2 unverified, 65 pass, 36 acceptance checks not run``."""
    s = summary
    failing = ", ".join(f"{n} {sev}" for sev, n in s.by_severity.items() if n)
    line = t("counts", lang, fail=s.by_status.get("fail", 0),
                failing=t("paren", lang, text=failing) if failing else "",
                unverified=s.by_status.get("unverified", 0), passed=s.by_status.get("pass", 0))
    if s.by_status.get("waived"):
        line += t("counts_waived", lang, waived=s.by_status["waived"])
    if s.by_status.get("not_run"):
        line += t("counts_not_run", lang, not_run=s.by_status["not_run"])
    return line


def needed_text(summary: Any, lang: str) -> str | None:
    """The incomplete verdict's sentence naming what the documents must state; None when complete."""
    if not getattr(summary, "needed", None):
        return None
    sep = "、" if lang == "zh" else ", "
    return t("too_little", lang, needed=sep.join(t(n, lang) if n in LANGS["en"] else n
                                                     for n in summary.needed))


def failing(findings: list[Finding]) -> list[Finding]:
    """Failures (waived ones after), worst severity first: ``findings`` arrive in ``visible`` order."""
    return [f for f in findings if f.status == "fail"]


def _awaits_job(finding: Finding) -> bool:
    """Unverified only for want of the audit's own input (``--model``): nothing to ask the vendor."""
    return bool(finding.missing) and all(m.startswith(("sizing.", "target.")) for m in finding.missing)


def still_needed(findings: list[Finding]) -> list[tuple[str, list[Finding]]]:
    """Unverified findings (not waived) grouped by topic (pitfall), the worst group first; those that
    wait only for the job to size (``awaiting_job``) are left out."""
    groups: dict[str, list[Finding]] = {}
    for f in findings:
        if f.status == "unverified" and f.waiver is None and not _awaits_job(f):
            groups.setdefault(f.pitfall, []).append(f)
    return list(groups.items())


def awaiting_job(findings: list[Finding]) -> list[Finding]:
    """Unverified findings that only a named job (``--model``, ``--mode``) can decide."""
    return [f for f in findings if f.status == "unverified" and f.waiver is None and _awaits_job(f)]


def ask(finding: Finding, lang: str = "en") -> str:
    """What settles an unverified finding, on one line: its questions, else the facts not stated, named
    as the fact schema describes them (never an internal path when a description exists)."""
    if finding.question:
        return t("ask", lang) + " ".join(q.strip() for q in finding.question.splitlines() if q.strip())
    from auditor.dsl.questions import fact_name
    from auditor.dsl.schema import field_at

    names = []
    for path in finding.missing:
        spec = field_at(path)
        names.append(fact_name(path, lang) or (spec.description if spec is not None and spec.description else path))
    return t("not_stated", lang) + ("、" if lang == "zh" else "; ").join(names)


def passes(findings: list[Finding]) -> list[Finding]:
    return [f for f in findings if f.status == "pass" and f.waiver is None]


def not_run(findings: list[Finding]) -> list[Finding]:
    return [f for f in findings if f.status == "not_run"]


_TRIM_COMMAND = re.compile(r"\s+(?:\(|or\b|from\b|after\b|on\b).*$")


def command_of(text: str) -> str:
    """A ``needs`` line as the command to type: ``nvidia-smi -q (or -q -d ECC)`` → ``nvidia-smi -q``."""
    return _TRIM_COMMAND.sub("", text).strip() or text


def acceptance_groups(findings: list[Finding]) -> list[tuple[str, list[str], list[Finding]]]:
    """Not-run checks by tool (a command's first word): (tool, its commands, the checks), worst first.

    One line per tool keeps the list short enough to read (36 shipped checks come to about ten
    tools); each check is listed once, under the tool of its first command.
    """
    groups: dict[str, tuple[list[str], list[Finding]]] = {}
    for f in not_run(findings):
        commands = [command_of(c) for c in f.commands] or [f.rule]
        tool = commands[0].split()[0]
        entry = groups.setdefault(tool, ([], []))
        entry[0].extend(c for c in commands if c.split()[0] == tool and c not in entry[0])
        entry[1].append(f)
    return [(tool, sorted(cmds, key=len), items) for tool, (cmds, items) in groups.items()]


def commands_text(tool: str, commands: list[str]) -> str:
    """``nvidia-smi, -L, -q, topo -m``: the tool's commands, the tool named once (shortest first)."""
    return ", ".join([commands[0], *(c.removeprefix(tool).strip() for c in commands[1:])])


def pitfall_label(pitfall: str, lang: str) -> str:
    key = f"pitfall.{pitfall}"
    return t(key, lang) if key in LANGS["en"] else pitfall


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


def clause_rows(offer: Offer) -> list[tuple[str, str, str]] | None:
    """(clause id, status, wording) for every canonical clause; None when no contract was read.

    A clause the contract does not mention is ``absent``: missing is not passing.
    """
    clauses = offer.clauses
    if clauses is None:
        return None
    rows: list[tuple[str, str, str]] = []
    for cid in CLAUSE_IDS + tuple(c for c in EXTRA_CLAUSE_IDS if getattr(clauses, c.replace("-", "_")) is not None):
        clause = getattr(clauses, cid.replace("-", "_"))
        rows.append((cid, clause.status if clause else "absent", clause.text or "" if clause else ""))
    return rows


_BYTES = re.compile(r"^(\d+(?:\.\d+)?) (B|kB|MB|GB|TB)$")
_SCALE = {"B": 1, "kB": 10**3, "MB": 10**6, "GB": 10**9, "TB": 10**12}


def human(value: object) -> str:
    """A memory figure as a reviewer reads it (``56.5 GB``), not to the byte; anything else as is."""
    value = text_of(value)  # JSON writes quantities as {value, unit, text}
    m = _BYTES.match(str(value))
    if not m:
        return str(value)
    n = float(m.group(1)) * _SCALE[m.group(2)]
    return f"{n / 1e12:.2f} TB" if n >= 1e12 else f"{n / 1e9:.1f} GB" if n >= 1e8 else f"{n / 1e6:.1f} MB"


def sizing_rows(sizing: SizingFacts) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(memory per GPU by component, plan and cost) rows of a sizing breakdown, known values only."""
    known = {k: v for k in (*SIZING_ROWS, *PLAN_ROWS) if (v := getattr(sizing, k)) is not None}
    memory = [(k, human(known[k])) for k in SIZING_ROWS if k in known]
    plan = [(k, str(text_of(known[k]))) for k in PLAN_ROWS if k in known]
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
