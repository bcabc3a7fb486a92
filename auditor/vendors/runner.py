"""Audit every offer of a vendor list on all cores, then apply waivers and the baseline.

Workers are processes (the rule engine and PDF extraction are CPU-bound Python). Each worker
loads the ruleset once, in its initializer; tasks carry paths and plain values, never parsed
objects, and return the finished ``Report``. The ruleset is also loaded once in the parent first,
so a broken rule pack fails with its own one-line error rather than as a broken pool.

Workers ignore SIGINT. On Ctrl-C (SIGINT) or SIGTERM — a CI runner cancelling the job — the
parent stops the pool: it cancels what has not started, terminates the workers (and kills any
that outlive a grace period), and raises ``Interrupted`` saying how far it got and which signal
ended it (exit 130 or 143). No worker outlives the parent. Nothing is written before the whole
batch is done, so an interrupted run leaves no partial report.
"""

from __future__ import annotations

import datetime as dt
import os
import signal
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from auditor.errors import InputError, UsageError
from auditor.model.findings import Summary
from auditor.model.offer import Offer
from auditor.report.batch import Batch, BatchSummary, OfferRun, RunSpool
from auditor.report.model import Report
from auditor.vendors import baseline as baseline_mod
from auditor.vendors import waivers as waivers_mod
from auditor.vendors.gate import regate
from auditor.vendors.listfile import OfferJob, VendorList


@dataclass(frozen=True)
class RuleSpec:
    """Which rules run (the ``--rules/--no-default-rules/--policy/--set`` options), as picklable values."""

    rule_paths: tuple[Path, ...] = ()
    no_default_rules: bool = False
    policy: Path | None = None
    settings: tuple[str, ...] = ()

    def load(self) -> Any:
        from auditor.dsl.loader import load_ruleset

        return load_ruleset(self.rule_paths, self.no_default_rules, self.policy, self.settings)


class Interrupted(Exception):
    """Ctrl-C or SIGTERM during a batch: ``done`` of ``total`` offers were audited; nothing was written.

    ``exit_code`` is 128 + the signal number, as a shell reports it: 130 for SIGINT, 143 for SIGTERM.
    """

    def __init__(self, done: int, total: int, signum: int = signal.SIGINT) -> None:
        self.done = done
        self.total = total
        self.exit_code = 128 + int(signum)
        how = "" if signum == signal.SIGINT else f" ({signal.Signals(signum).name})"
        super().__init__(f"interrupted{how} after {done} of {total} offers; no report written")


class _Terminated(BaseException):
    """SIGTERM in the parent, raised where it is waiting (like KeyboardInterrupt for SIGINT)."""


def _raise_terminated(signum: int, frame: Any) -> None:
    raise _Terminated


def _stop(pool: ProcessPoolExecutor, grace: float = 2.0) -> None:
    """Stop the pool now: no new tasks, every worker terminated, killed if still alive after ``grace``."""
    workers = list((getattr(pool, "_processes", None) or {}).values())
    for worker in workers:
        if worker.is_alive():
            worker.terminate()
    for worker in workers:
        worker.join(grace)
        if worker.is_alive():
            worker.kill()
            worker.join(grace)
    # only now: the pool sees its workers gone and its manager thread ends, so nothing is left for
    # concurrent.futures' exit hook to wake (it raised EBADF when the pool was shut down first)
    pool.shutdown(wait=True, cancel_futures=True)


_RULESET: Any = None


def _init_worker(rules: RuleSpec) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides; it stops the workers itself
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # forked with the parent's handler: a worker just ends
    global _RULESET
    _RULESET = rules.load()


_Error = tuple[str, str, int | None, int | None, str | None]
Verdict = Literal["pass", "fail"]
WaiverState = Literal["applied", "disabled", "none"]
"""The values ``BatchSummary.vendors`` and ``BatchSummary.waivers`` accept."""


def _audit(
    job: OfferJob, fail_on: str, lang: str, ruleset: Any = None
) -> tuple[Report | None, _Error | None]:
    """One offer → its report, or its input error as plain values (an ``InputError`` has keyword
    arguments, which exceptions lose when pickled back from a worker)."""
    from auditor.pipeline import AuditInput, audit_offer, make_target
    from auditor.vendors.listfile import confined

    try:
        target = None
        if job.target:
            t = job.target
            target = make_target(t["model"], t.get("mode", "full"), t.get("tokens"), t.get("seq_len"))
        root = Path(job.root) if job.root else None
        # checked again just before reading: a link changed since the list was loaded is still refused
        request = AuditInput(
            documents=confined([Path(d) for d in job.documents], root),
            target=target,
            probes=confined([Path(p) for p in job.probes], root),
            fail_on=fail_on,
            lang=lang,
        )
        return audit_offer(request, ruleset if ruleset is not None else _RULESET).report, None
    except InputError as exc:
        return None, (exc.source, exc.message, exc.line, exc.column, exc.pointer)
    except UsageError as exc:
        return None, (job.documents[0], f"{job.vendor}: {exc}", None, None, None)


@dataclass(frozen=True)
class RenderedRun:
    """An offer audited and already serialised where it ran: its ``OfferRun`` as the JSON batch
    report writes it (indented for its place in ``runs``), and its summary for the verdicts.

    The JSON fast path (``--format json``, no waivers, no baseline) ships this back instead of the
    ``Report``: a worker's findings need no unpickling or re-serialising in the parent, which
    otherwise does that serially for every offer while the workers wait."""

    summary: Summary
    json: str


def _rendered(job: OfferJob, report: Report) -> RenderedRun:
    from auditor.report.json_report import run_fragment

    run = OfferRun.model_construct(vendor=job.vendor, offer=job.offer, documents=list(job.documents),
                                   probes=list(job.probes), report=report)
    return RenderedRun(report.summary, run_fragment(run))


def _audit_chunk(
    jobs: list[OfferJob], fail_on: str, lang: str, render_json: bool = False, ruleset: Any = None
) -> list[tuple[Report | RenderedRun | None, _Error | None]]:
    """Several offers per task: one round trip to the worker per chunk, not per offer (``ruleset``:
    a worker's own compiled rules, else the pool worker's ``_RULESET``)."""
    out: list[tuple[Report | RenderedRun | None, _Error | None]] = []
    for job in jobs:
        report, error = _audit(job, fail_on, lang, ruleset)
        out.append((_rendered(job, report) if render_json and report is not None else report, error))
    return out


def _chunks(total: int, workers: int) -> list[range]:
    """About four chunks per worker (balance against slow PDFs), at most 16 offers each."""
    size = max(1, min(16, total // (workers * 4)))
    return [range(i, min(i + size, total)) for i in range(0, total, size)]


def run_batch(
    vlist: VendorList,
    rules: RuleSpec,
    *,
    fail_on: str = "high",
    lang: str = "en",
    jobs: int | None = None,
    today: dt.date,
    use_waivers: bool = True,
    baseline_path: Path | None = None,
    progress: Callable[[int, int], None] | None = None,
    render_json: bool = False,
    dask: str | None = None,
) -> Batch:
    """Audit the list; mark waivers and baseline states; recompute each verdict; return the batch.

    ``render_json``: the caller will write the JSON report. Without waivers and a baseline (nothing
    changes a finding after its audit) each offer is then serialised where it is audited, and the
    batch carries those fragments (``Batch.json_runs``) for ``auditor.report.json_report``.
    ``dask``: a scheduler address; the offers are audited on that cluster (``vendors/cluster.py``)
    and assembled here as a local run's are.
    """
    previous = baseline_mod.load_report(baseline_path) if baseline_path is not None else None
    waiver_rules, waiver_issues = waivers_mod.parse(vlist.waivers) if use_waivers else ([], [])
    ruleset = rules.load()
    fast = render_json and previous is None and not waiver_rules and not waiver_issues
    if dask is not None:
        from auditor.vendors.cluster import run_on_dask

        reports = _collect(run_on_dask(vlist.jobs, rules, fail_on, lang, dask, fast))
    else:
        spool = RunSpool() if fast else None
        reports = _run_all(vlist.jobs, rules, ruleset, fail_on, lang, jobs or os.cpu_count() or 1, progress, fast,
                           spool)
    if fast:
        return _rendered_batch(vlist, reports, fail_on, today,
                               "disabled" if not use_waivers else ("applied" if vlist.waivers else "none"),
                               spool if dask is None else None)
    runs = [
        OfferRun(
            vendor=job.vendor,
            offer=job.offer,
            documents=list(job.documents),
            probes=list(job.probes),
            report=report,
        )
        for job, report in zip(vlist.jobs, reports, strict=True)
    ]
    if use_waivers:
        waiver_issues += waivers_mod.apply(runs, waiver_rules, today)
    absent = baseline_mod.mark(Batch(runs=runs), previous) if previous is not None else []
    vendors: dict[str, Verdict] = {name: "pass" for name in vlist.vendors}
    for run in runs:
        regate(run.report, fail_on, with_baseline=previous is not None)
        if run.report.summary.verdict != "pass":  # incomplete (no GPU stated) does not pass the gate either
            vendors[run.vendor] = "fail"
    counts: dict[str, int] = {}
    if previous is not None:
        states = [f.baseline for run in runs for f in run.report.findings if f.baseline]
        counts = {s: states.count(s) for s in ("new", "unchanged", "updated")} | {"absent": len(absent)}
    summary = BatchSummary(
        verdict="fail" if "fail" in vendors.values() else "pass",
        fail_on=fail_on,
        vendors=vendors,
        offers=len(runs),
        today=today.isoformat(),
        waivers="disabled" if not use_waivers else ("applied" if vlist.waivers else "none"),
        baseline=str(baseline_path) if baseline_path is not None else None,
        baseline_counts=counts,
    )
    return Batch(
        list_file=str(vlist.path), runs=runs, waiver_issues=waiver_issues, absent=absent, summary=summary
    )


def _rendered_batch(vlist: VendorList, rendered: list[RenderedRun], fail_on: str, today: dt.date,
                    waivers: WaiverState, spool: RunSpool | None = None) -> Batch:
    """The batch of the JSON fast path: the verdicts from each offer's summary (the same
    ``summarise`` over the same findings and --fail-on, as nothing was waived or baselined), and the
    serialised runs. ``runs`` hold each offer's summary only (their findings stayed in ``json_runs``)."""
    vendors: dict[str, Verdict] = {name: "pass" for name in vlist.vendors}
    runs = []
    for job, done in zip(vlist.jobs, rendered, strict=True):
        if done.summary.verdict != "pass":
            vendors[job.vendor] = "fail"
        stub = Report.model_construct(offer=Offer.model_construct(), findings=[], summary=done.summary)
        runs.append(OfferRun.model_construct(vendor=job.vendor, offer=job.offer, documents=list(job.documents),
                                             probes=list(job.probes), report=stub))
    summary = BatchSummary(
        verdict="fail" if "fail" in vendors.values() else "pass",
        fail_on=fail_on,
        vendors=vendors,
        offers=len(runs),
        today=today.isoformat(),
        waivers=waivers,
        baseline=None,
        baseline_counts={},
    )
    batch = Batch.model_construct(list_file=str(vlist.path), runs=runs, waiver_issues=[], absent=[],
                                  summary=summary)
    batch.json_runs = spool if spool is not None else [done.json for done in rendered]
    return batch


class _Drain:
    """Moves finished offers' JSON, in list order, from ``results`` to a spool on disk, so the parent
    holds each offer's summary and not its report (memory flat in the length of the list)."""

    def __init__(self, results: list[Any], spool: RunSpool | None) -> None:
        self.results, self.spool, self.next = results, spool, 0

    def __call__(self) -> None:
        if self.spool is None:
            return
        while self.next < len(self.results) and self.results[self.next] is not None:
            done, error = self.results[self.next]
            if isinstance(done, RenderedRun):
                self.spool.append(done.json)
                self.results[self.next] = (RenderedRun(done.summary, ""), error)
            self.next += 1


def _run_all(
    jobs_: list[OfferJob],
    rules: RuleSpec,
    ruleset: Any,
    fail_on: str,
    lang: str,
    workers: int,
    progress: Callable[[int, int], None] | None,
    render_json: bool = False,
    spool: RunSpool | None = None,
) -> list[Report] | list[RenderedRun]:
    total = len(jobs_)
    results: list[tuple[Report | RenderedRun | None, _Error | None] | None] = [None] * total
    previous = signal.signal(signal.SIGTERM, _raise_terminated)
    try:
        _fill(results, jobs_, rules, ruleset, fail_on, lang, workers, progress, render_json, _Drain(results, spool))
    finally:
        signal.signal(signal.SIGTERM, previous)
    return _collect(results)


def _fill(
    results: list[Any],
    jobs_: list[OfferJob],
    rules: RuleSpec,
    ruleset: Any,
    fail_on: str,
    lang: str,
    workers: int,
    progress: Callable[[int, int], None] | None,
    render_json: bool,
    drain: Callable[[], None] = lambda: None,
) -> None:
    """Audit every job into ``results`` (serially, or on a pool); a signal raises ``Interrupted``.
    ``drain`` runs after each result lands (it may move finished results out to disk)."""
    total = len(jobs_)
    done = 0
    if workers <= 1 or total <= 1:
        try:
            for i, job in enumerate(jobs_):
                report, error = _audit(job, fail_on, lang, ruleset)
                results[i] = (_rendered(job, report) if render_json and report is not None else report, error)
                drain()
                done += 1
                if progress:
                    progress(done, total)
        except KeyboardInterrupt:
            raise Interrupted(done, total) from None
        except _Terminated:
            raise Interrupted(done, total, signal.SIGTERM) from None
    else:
        pool = ProcessPoolExecutor(
            max_workers=min(workers, total), initializer=_init_worker, initargs=(rules,)
        )
        try:
            futures = {
                pool.submit(_audit_chunk, [jobs_[i] for i in chunk], fail_on, lang, render_json): chunk
                for chunk in _chunks(total, min(workers, total))
            }
            for future in as_completed(futures):
                chunk = futures.pop(future)  # the future keeps its result: let both go once read
                for i, result in zip(chunk, future.result(), strict=True):
                    results[i] = result
                del future
                drain()
                done += len(chunk)
                if progress:
                    progress(done, total)
        except KeyboardInterrupt:
            _stop(pool)
            raise Interrupted(done, total) from None
        except _Terminated:
            _stop(pool)
            raise Interrupted(done, total, signal.SIGTERM) from None
        finally:
            pool.shutdown(wait=True, cancel_futures=True)


def _collect(results: list[Any]) -> list[Any]:
    """Reports in job order; the first offer's input error is raised as the batch's error."""
    reports: list[Any] = []
    for result in results:
        assert result is not None  # every slot is filled unless the loop above raised
        report, error = result
        if error is not None:
            source, message, line, column, pointer = error
            raise InputError(source, message, line=line, column=column, pointer=pointer)
        assert report is not None
        reports.append(report)
    return reports
