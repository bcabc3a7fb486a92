"""Baselines and diffs: what changed between two runs, matched on content, never on position.

Two keys per failing or unverified finding (``auditor.report.batch``):

* the *location key* — rule, vendor, offer, fact paths: which finding it is;
* the *content fingerprint* — the location plus the normalised values read and the status.

Against a baseline a finding is ``unchanged`` (same fingerprint), ``updated`` (same location, other
content: the vendor changed the value but not enough), or ``new``; a baseline finding with no
current finding at its location is ``absent`` (fixed). Pages and lines are in neither key, so a
re-typeset contract changes nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from auditor.errors import InputError
from auditor.infra import limits
from auditor.model.findings import Finding
from auditor.report.batch import (
    AbsentFinding,
    Batch,
    OfferRun,
    as_batch,
    content_fingerprint,
    issues_of,
    location_key,
)

STATES: tuple[str, ...] = ("new", "unchanged", "updated")
"""A current finding's state against the baseline (``absent`` is a baseline finding's)."""


def load_report(path: Path) -> Batch:
    """A previous JSON report (``audit offer`` or ``audit vendors``, ``--format json``) as a batch."""
    source = str(path)
    text = limits.read_text(path, kind="file")  # one-line errors for missing, non-UTF-8 or oversized files
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(source, f"not a JSON report: {exc.msg}", line=exc.lineno, column=exc.colno) from None
    except RecursionError:
        raise InputError(source, "not a JSON report: nested too deeply") from None
    return as_batch(data, source)


@dataclass
class _Entry:
    vendor: str
    offer: str
    finding: Finding
    location: str
    content: str


def _entries(batch: Batch) -> list[_Entry]:
    return [
        _Entry(
            run.vendor,
            run.offer,
            f,
            location_key(run.vendor, run.offer, f),
            content_fingerprint(run.vendor, run.offer, f),
        )
        for run in batch.runs
        for f in run.report.findings
        if issues_of(f)
    ]


class Index(NamedTuple):
    """A baseline's failing and unverified findings by key, which is all that marking an offer needs
    (plain sets: sent once to each worker process)."""

    contents: frozenset[str]
    locations: frozenset[str]


def index_of(baseline: Batch) -> tuple[Index, list[_Entry]]:
    old = _entries(baseline)
    return Index(frozenset(e.content for e in old), frozenset(e.location for e in old)), old


def mark_run(run: OfferRun, index: Index) -> tuple[set[str], dict[str, int]]:
    """Set ``Finding.baseline`` on the run's failing/unverified findings; return the baseline's
    locations it still has and how many findings are new, unchanged and updated."""
    seen: set[str] = set()
    counts = dict.fromkeys(STATES, 0)
    marked: list[Finding] = []
    for f in run.report.findings:
        if issues_of(f):
            loc = location_key(run.vendor, run.offer, f)
            if loc in index.locations:
                seen.add(loc)
            state = ("unchanged" if content_fingerprint(run.vendor, run.offer, f) in index.contents
                     else "updated" if loc in index.locations else "new")
            counts[state] += 1
            f = f.model_copy(update={"baseline": state})
        marked.append(f)
    run.report.findings = marked
    return seen, counts


def absent_of(old: list[_Entry], seen: set[str]) -> list[AbsentFinding]:
    """The baseline's findings no offer has any more, in the baseline's order."""
    return [
        AbsentFinding(
            vendor=e.vendor, offer=e.offer, finding=e.finding.model_copy(update={"baseline": "absent"})
        )
        for e in old
        if e.location not in seen
    ]


def mark(batch: Batch, baseline: Batch) -> list[AbsentFinding]:
    """Set ``Finding.baseline`` on the current failing/unverified findings; return the absent ones."""
    index, old = index_of(baseline)
    seen: set[str] = set()
    for run in batch.runs:
        seen |= mark_run(run, index)[0]
    return absent_of(old, seen)


@dataclass(frozen=True)
class Item:
    """A finding with the vendor and offer it belongs to."""

    vendor: str
    offer: str
    finding: Finding


@dataclass
class Diff:
    """``audit diff``: findings that appeared, disappeared, or changed (old, new) between two runs."""

    appeared: list[Item] = field(default_factory=list)
    disappeared: list[Item] = field(default_factory=list)
    changed: list[tuple[Item, Item]] = field(default_factory=list)

    @property
    def worse(self) -> bool:
        """Anything appeared or changed: what a gate on a revised contract should stop."""
        return bool(self.appeared or self.changed)


def diff(old: Batch, new: Batch) -> Diff:
    before = {e.location: e for e in _entries(old)}
    after = {e.location: e for e in _entries(new)}
    result = Diff()
    for loc, e in after.items():
        item = Item(e.vendor, e.offer, e.finding)
        if loc not in before:
            result.appeared.append(item)
        elif before[loc].content != e.content:
            b = before[loc]
            result.changed.append((Item(b.vendor, b.offer, b.finding), item))
    result.disappeared = [Item(e.vendor, e.offer, e.finding) for loc, e in before.items() if loc not in after]
    return result
