"""The gate after an audit: waivers and a baseline applied to audited offers, then each verdict again.

One code path for ``audit vendors`` (a batch, ``auditor.vendors.runner``) and ``audit offer`` /
``audit verify`` (a batch of one, ``Gate.review``), so a waiver or a baseline means the same to both:
a waived finding, and with a baseline a finding unchanged since it, no longer gates.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from pathlib import Path

from auditor.model.findings import summarise
from auditor.report.batch import AbsentFinding, Batch, WaiverIssue
from auditor.report.model import Report
from auditor.vendors import baseline as baseline_mod
from auditor.vendors import waivers as waivers_mod
from auditor.vendors.listfile import read_waiver_file


def regate(report: Report, fail_on: str, *, with_baseline: bool) -> None:
    """Counts over all findings; the verdict over those that gate: not waived, and — with a
    baseline — not unchanged since it (so CI fails on what is new, as Semgrep's baseline does)."""
    needed = report.summary.needed
    by_status, by_severity, verdict = summarise(report.findings, fail_on, needed)
    if with_baseline:
        _, _, verdict = summarise([f for f in report.findings if f.baseline != "unchanged"], fail_on, needed)
    report.summary.by_status = by_status
    report.summary.by_severity = by_severity
    report.summary.verdict = verdict
    report.summary.fail_on = fail_on


@dataclass
class Review:
    """What waivers and a baseline did to one offer's report (the report itself is changed in place)."""

    waiver_issues: list[WaiverIssue] = field(default_factory=list)
    absent: list[AbsentFinding] = field(default_factory=list)
    baseline_counts: dict[str, int] = field(default_factory=dict)

    def lines(self) -> list[str]:
        """One line per waiver needing attention and one for the baseline, for stderr: the report
        of one offer has no place for them, and a CI log should show them whatever the format."""
        out = [f"{i.source}{f':{i.line}' if i.line else ''}: {i.message}" for i in self.waiver_issues]
        if self.baseline_counts:
            n = self.baseline_counts
            out.append(f"baseline: {n['new']} new, {n['updated']} updated, {n['unchanged']} unchanged (not gating), "
                       f"{n['absent']} absent (fixed since)")
        return out


@dataclass
class Gate:
    """Waivers files and a baseline, read before the audit (a bad file fails before any work)."""

    rules: list[waivers_mod.Rule] = field(default_factory=list)
    issues: list[WaiverIssue] = field(default_factory=list)
    previous: baseline_mod.Baseline | None = None
    waivers: bool = False

    @classmethod
    def load(cls, waiver_files: tuple[Path, ...] = (), baseline_path: Path | None = None) -> Gate:
        rules, issues = waivers_mod.parse([read_waiver_file(path) for path in waiver_files])
        previous = baseline_mod.load(baseline_path) if baseline_path is not None else None
        return cls(rules=rules, issues=issues, previous=previous, waivers=bool(waiver_files))

    def review(self, report: Report, *, today: dt.date, fail_on: str) -> Review:
        """``audit offer --waivers FILE --baseline FILE``: the waivers and the previous JSON report
        (of ``audit offer`` or ``audit vendors``) applied to one report, its verdict recomputed.

        Waivers match on the offer's stated vendor (and offer name, else its first document's
        name), as they do in a vendor list.
        """
        batch = Batch.single(report)
        done = Review(waiver_issues=list(self.issues))
        if self.waivers:
            done.waiver_issues += waivers_mod.apply(batch.runs, self.rules, today)
        if self.previous is not None:
            done.absent = baseline_mod.mark(batch, self.previous)
            states = [f.baseline for f in report.findings if f.baseline]
            done.baseline_counts = {s: states.count(s) for s in ("new", "unchanged", "updated")}
            done.baseline_counts["absent"] = len(done.absent)
        if self.waivers or self.previous is not None:
            regate(report, fail_on, with_baseline=self.previous is not None)
        return done
