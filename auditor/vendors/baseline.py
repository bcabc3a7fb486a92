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

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from pydantic import BaseModel

from auditor.errors import InputError
from auditor.infra import json_stream, limits
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


@dataclass
class _Entry:
    vendor: str
    offer: str
    finding: Finding
    location: str
    content: str


def _run_entries(vendor: str, offer: str, findings: list[Finding]) -> Iterator[_Entry]:
    for f in findings:
        if issues_of(f):
            yield _Entry(vendor, offer, f, location_key(vendor, offer, f), content_fingerprint(vendor, offer, f))


def _entries(batch: Batch) -> list[_Entry]:
    return [e for run in batch.runs for e in _run_entries(run.vendor, run.offer, run.report.findings)]


class _ReportFindings(BaseModel):
    findings: list[Finding]


class _RunFindings(BaseModel):
    """Of a run of a previous batch report, what a baseline compares: whose offer, and its findings."""

    vendor: str
    offer: str
    report: _ReportFindings


def _streamed_entries(path: Path) -> Iterator[_Entry]:
    """A previous report's failing and unverified findings, a run at a time (a batch report's runs
    are never all in memory), in the report's order."""
    from pydantic import ValidationError

    source = str(path)
    kept: dict[str, Any] = {}
    n = -1
    for name, value in json_stream.members(path, "runs"):
        if name is not None:
            kept[name] = value
            continue
        n += 1
        try:
            run = _RunFindings.model_validate(value)
        except ValidationError as exc:
            err = exc.errors()[0]
            where = "/".join(str(p) for p in ("", "runs", n, *err["loc"]))
            raise InputError(source, f"not an auditor JSON report: {err['msg']}", pointer=where) from None
        yield from _run_entries(run.vendor, run.offer, run.report.findings)
    # the rest: a batch's envelope (its runs streamed above) or a single offer's whole report
    yield from _entries(as_batch(kept, source))


class Index(NamedTuple):
    """A baseline's failing and unverified findings by key, which is all that marking an offer needs
    (plain sets: sent once to each worker process)."""

    contents: frozenset[str]
    locations: frozenset[str]


@dataclass(frozen=True)
class Baseline:
    """A previous JSON report, as a baseline: its issues' keys, read once; the issues themselves
    are read again only to list those absent now, so memory grows with the keys, not the report."""

    path: Path
    index: Index
    stamp: tuple[int, int]

    def absent(self, seen: set[str]) -> list[AbsentFinding]:
        """The baseline's findings no offer has any more, in the baseline's order."""
        if self.index.locations <= seen:
            return []
        info = self.path.stat()
        if (info.st_size, info.st_mtime_ns) != self.stamp:
            raise InputError(str(self.path), "the baseline report changed while the offers were audited")
        return [
            AbsentFinding(vendor=e.vendor, offer=e.offer, finding=e.finding.model_copy(update={"baseline": "absent"}))
            for e in _streamed_entries(self.path)
            if e.location not in seen
        ]


def load(path: Path) -> Baseline:
    """``--baseline FILE``: a previous JSON report of ``audit offer`` or ``audit vendors``."""
    limits.check_size(path, kind="report")  # also refuses a missing file, a folder or a FIFO in one line
    info = path.stat()
    contents: set[str] = set()
    locations: set[str] = set()
    for e in _streamed_entries(path):
        contents.add(e.content)
        locations.add(e.location)
    return Baseline(path, Index(frozenset(contents), frozenset(locations)), (info.st_size, info.st_mtime_ns))


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


def mark(batch: Batch, baseline: Baseline) -> list[AbsentFinding]:
    """Set ``Finding.baseline`` on the current failing/unverified findings; return the absent ones."""
    seen: set[str] = set()
    for run in batch.runs:
        seen |= mark_run(run, baseline.index)[0]
    return baseline.absent(seen)


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
    return _diff({e.location: e for e in _entries(old)}, {e.location: e for e in _entries(new)})


def diff_files(old: Path, new: Path) -> Diff:
    """``audit diff``: two JSON reports, each read a run at a time (only their issues are kept)."""
    for path in (old, new):
        limits.check_size(path, kind="report")
    return _diff({e.location: e for e in _streamed_entries(old)}, {e.location: e for e in _streamed_entries(new)})


def _diff(before: dict[str, _Entry], after: dict[str, _Entry]) -> Diff:
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
