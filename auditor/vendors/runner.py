"""Audit every offer of a vendor list on all cores; waive, baseline and render each where it is audited.

Workers are processes (the rule engine and PDF extraction are CPU-bound Python). Each worker
loads the ruleset once, in its initializer; tasks carry paths and plain values, never parsed
objects. The ruleset is also loaded once in the parent first, so a broken rule pack fails with
its own one-line error rather than as a broken pool.

Each offer is finished where it is audited (``finish``): the list's waivers and the baseline are
applied to it, its verdict recomputed, and — when the report is streamed (``stream_batch``) — its
part of the report rendered in the chosen format. The parent then keeps only each offer's summary
row, sums what the waivers and the baseline saw, and puts the parts, in list order, in a spool on
disk; the report is written from the spool at the end (head, parts, tail). Memory stays flat in the
length of the list, and the parent's serial work per offer is a copy of text.

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
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, NamedTuple

from auditor.errors import InputError, UsageError
from auditor.model.findings import Summary
from auditor.model.offer import Offer
from auditor.render.kinds import RenderOptions
from auditor.report.batch import Batch, BatchSummary, OfferRun
from auditor.report.model import Report
from auditor.vendors import baseline as baseline_mod
from auditor.vendors import waivers as waivers_mod
from auditor.vendors.gate import regate
from auditor.vendors.listfile import OfferJob, VendorList
from auditor.vendors.spool import Spool


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


_Error = tuple[str, str, int | None, int | None, str | None]
Verdict = Literal["pass", "fail"]
WaiverState = Literal["applied", "disabled", "none"]
"""The values ``BatchSummary.vendors`` and ``BatchSummary.waivers`` accept."""


@dataclass(frozen=True)
class Task:
    """What every offer of the batch is finished with, as plain values (sent once to each worker)."""

    fail_on: str
    lang: str
    waivers: waivers_mod.InForce | None = None
    baseline: baseline_mod.Index | None = None
    fmt: str | None = None
    """Render each offer's part in this format (``stream_batch``); None keeps reports, or nothing."""
    options: RenderOptions = field(default_factory=RenderOptions)
    keep: bool = True
    """Without ``fmt``: return each offer's whole run (``run_batch``), else its summary only."""


class Done(NamedTuple):
    """One offer finished: its summary (verdict recomputed), what goes on (the rendered part, the
    whole run, or None), and what the waivers and the baseline saw in it."""

    summary: Summary
    payload: Any
    used: list[int]
    seen: set[str]
    states: dict[str, int]


_RULESET: Any = None
_TASK: Task | None = None


def _init_worker(rules: RuleSpec, task: Task) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides; it stops the workers itself
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # forked with the parent's handler: a worker just ends
    global _RULESET, _TASK
    if _RULESET is None:  # a forked worker has the parent's compiled rules already; a spawned one loads them
        _RULESET = rules.load()
    _TASK = task


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


def finish(job: OfferJob, index: int, report: Report, task: Task) -> Done:
    """Waivers and the baseline applied to one audited offer, its verdict recomputed, and its part of
    the report rendered (``index``: its place in the list, from 1)."""
    run = OfferRun.model_construct(vendor=job.vendor, offer=job.offer, documents=list(job.documents),
                                   probes=list(job.probes), report=report)
    used = waivers_mod.waive(run, task.waivers) if task.waivers is not None else []
    seen, states = baseline_mod.mark_run(run, task.baseline) if task.baseline is not None else (set(), {})
    regate(report, task.fail_on, with_baseline=task.baseline is not None)
    payload: Any = run if task.keep else None
    if task.fmt is not None:
        from auditor.render import renderer

        payload = renderer("batch", task.fmt).part(run, index, task.options)
    # the parent's row of a streamed offer: counts and verdict, not the questions to send the vendor
    summary = report.summary if task.keep else report.summary.model_copy(update={"questions": []})
    return Done(summary, payload, used, seen, states)


def _audit_chunk(
    jobs: list[tuple[int, OfferJob]], task: Task | None = None, ruleset: Any = None
) -> list[tuple[Done | None, _Error | None]]:
    """Several offers per task: one round trip to the worker per chunk, not per offer (``task`` and
    ``ruleset``: a cluster worker's own, else the pool worker's ``_TASK`` and ``_RULESET``)."""
    task = task or _TASK
    assert task is not None
    out: list[tuple[Done | None, _Error | None]] = []
    for index, job in jobs:
        report, error = _audit(job, task.fail_on, task.lang, ruleset)
        out.append((finish(job, index, report, task) if report is not None else None, error))
    return out


def _chunks(total: int, workers: int) -> list[range]:
    """About four chunks per worker (balance against slow PDFs), at most 16 offers each."""
    size = max(1, min(16, total // (workers * 4)))
    return [range(i, min(i + size, total)) for i in range(0, total, size)]


_NO_OFFER = Offer.model_construct()
"""The offer of every summary row (one object: a row holds its offer's summary, not its facts)."""


@dataclass
class _Sink:
    """Takes each offer's result in list order: keeps its summary row (or whole run), sums what the
    waivers and the baseline saw, and puts a rendered part in the spool, folding its meta."""

    jobs: list[OfferJob]
    task: Task
    spool: Spool | None = None
    rows: list[OfferRun] = field(default_factory=list)
    used: list[int] = field(default_factory=list)
    seen: set[str] = field(default_factory=set)
    states: dict[str, int] = field(default_factory=lambda: dict.fromkeys(baseline_mod.STATES, 0))
    state: Any = None
    error: _Error | None = None
    taken: int = 0

    def __call__(self, result: tuple[Done | None, _Error | None]) -> None:
        done, error = result
        job = self.jobs[self.taken]
        self.taken += 1
        if done is None:  # the batch fails with the first offer's input error, once all are done
            self.error = self.error or error
            return
        self.used = [a + b for a, b in zip(self.used or [0] * len(done.used), done.used, strict=True)]
        self.seen |= done.seen
        for state, n in done.states.items():
            self.states[state] += n
        if isinstance(done.payload, OfferRun):
            self.rows.append(done.payload)
            return
        if self.task.fmt is not None:
            from auditor.render import renderer

            assert self.spool is not None
            self.spool.append(done.payload.body)
            self.state = renderer("batch", self.task.fmt).fold(self.state, done.payload.meta)
        stub = Report.model_construct(offer=_NO_OFFER, findings=[], summary=done.summary)
        self.rows.append(OfferRun.model_construct(vendor=job.vendor, offer=job.offer, documents=list(job.documents),
                                                  probes=list(job.probes), report=stub))


@dataclass
class Streamed:
    """A batch whose report is on disk: every offer's summary row (``batch``), the parts in list
    order (``spool``) and what the format folded of them (``state``). Close it when written."""

    batch: Batch
    fmt: str | None
    options: RenderOptions
    state: Any
    spool: Spool | None

    def pieces(self) -> Iterator[str]:
        """The report: head, each offer's part as read back from the spool, tail."""
        from auditor.render.stream import write

        assert self.fmt is not None and self.spool is not None
        return write(self.fmt, self.batch, self.state, self.spool, self.options)

    def close(self) -> None:
        if self.spool is not None:
            self.spool.close()


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
    dask: str | None = None,
) -> Batch:
    """Audit the list; mark waivers and baseline states; recompute each verdict; return the batch
    with every offer's whole report (``stream_batch`` keeps summaries only).

    ``dask``: a scheduler address; the offers are audited on that cluster (``vendors/cluster.py``)
    and assembled here as a local run's are.
    """
    return _batch(vlist, rules, fail_on=fail_on, lang=lang, jobs=jobs, today=today, use_waivers=use_waivers,
                  baseline_path=baseline_path, progress=progress, dask=dask).batch


def stream_batch(
    vlist: VendorList,
    rules: RuleSpec,
    fmt: str | None,
    options: RenderOptions,
    *,
    fail_on: str = "high",
    jobs: int | None = None,
    today: dt.date,
    use_waivers: bool = True,
    baseline_path: Path | None = None,
    progress: Callable[[int, int], None] | None = None,
    dask: str | None = None,
    spool_dir: Path | None = None,
) -> Streamed:
    """``run_batch``, with each offer's part of the report rendered in ``fmt`` where it is audited
    and spooled (in ``spool_dir``) in list order; the batch holds each offer's summary only.
    ``fmt`` None renders nothing (``--quiet``: the verdict table is all that is written)."""
    return _batch(vlist, rules, fail_on=fail_on, lang=options.lang, jobs=jobs, today=today,
                  use_waivers=use_waivers, baseline_path=baseline_path, progress=progress, dask=dask,
                  fmt=fmt, options=options, keep=False, spool_dir=spool_dir)


def _batch(
    vlist: VendorList,
    rules: RuleSpec,
    *,
    fail_on: str,
    lang: str,
    jobs: int | None,
    today: dt.date,
    use_waivers: bool,
    baseline_path: Path | None,
    progress: Callable[[int, int], None] | None,
    dask: str | None,
    fmt: str | None = None,
    options: RenderOptions | None = None,
    keep: bool = True,
    spool_dir: Path | None = None,
) -> Streamed:
    previous = baseline_mod.load(baseline_path) if baseline_path is not None else None
    index = previous.index if previous is not None else None
    waiver_rules, waiver_issues = waivers_mod.parse(vlist.waivers) if use_waivers else ([], [])
    in_force = waivers_mod.in_force(waiver_rules, today) if use_waivers else None
    ruleset = rules.load()
    named = str(baseline_path) if baseline_path is not None else None
    options = (options or RenderOptions())._replace(
        fail_on=fail_on, baseline=named, with_baseline=named is not None, single=False, list_file=str(vlist.path),
        root=_root(vlist) if fmt == "sarif" else None)
    task = Task(fail_on, lang, in_force, index, fmt, options, keep)
    sink = _Sink(vlist.jobs, task, Spool(spool_dir) if fmt is not None else None)
    try:
        if dask is not None:
            from auditor.vendors.cluster import run_on_dask

            run_on_dask(vlist.jobs, rules, task, dask, sink)
        else:
            _run_all(vlist.jobs, rules, ruleset, task, jobs or os.cpu_count() or 1, progress, sink)
        if sink.error is not None:
            source, message, line, column, pointer = sink.error
            raise InputError(source, message, line=line, column=column, pointer=pointer)
    except BaseException:
        if sink.spool is not None:
            sink.spool.close()
        raise
    if in_force is not None:
        waiver_issues += waivers_mod.issues_of(in_force, sink.used or [0] * len(in_force.rules))
    absent = previous.absent(sink.seen) if previous is not None else []
    vendors: dict[str, Verdict] = {name: "pass" for name in vlist.vendors}
    for run in sink.rows:
        if run.report.summary.verdict != "pass":  # incomplete (no GPU stated) does not pass the gate either
            vendors[run.vendor] = "fail"
    summary = BatchSummary(
        verdict="fail" if "fail" in vendors.values() else "pass",
        fail_on=fail_on,
        vendors=vendors,
        offers=len(sink.rows),
        today=today.isoformat(),
        waivers="disabled" if not use_waivers else ("applied" if vlist.waivers else "none"),
        baseline=str(baseline_path) if baseline_path is not None else None,
        baseline_counts=sink.states | {"absent": len(absent)} if index is not None else {},
    )
    batch = Batch(list_file=str(vlist.path), runs=sink.rows, waiver_issues=waiver_issues, absent=absent,
                  summary=summary)
    return Streamed(batch, fmt, options, sink.state, sink.spool)


def _root(vlist: VendorList) -> str:
    """The folder of every user file the report can name (SARIF's ``%SRCROOT%``), decided before
    the audit: the documents, the probe folders and the files in them, the waiver files, the list."""
    from auditor.probes.bundle import expand
    from auditor.render.files import files_root

    paths = [w.source for w in vlist.waivers]
    for job in vlist.jobs:
        paths += [*job.documents, *job.probes]
        try:
            paths += [str(p) for p in expand([Path(p) for p in job.probes])]
        except InputError:
            continue  # the offer's audit reports it
    return str(files_root(paths, str(vlist.path)))


class _InOrder:
    """Results as they land, handed to ``sink`` in list order (those that come early wait here)."""

    def __init__(self, total: int, sink: Callable[[Any], None]) -> None:
        self.results: list[Any] = [None] * total
        self.sink, self.next = sink, 0

    def put(self, i: int, result: Any) -> None:
        self.results[i] = result
        while self.next < len(self.results) and self.results[self.next] is not None:
            self.sink(self.results[self.next])
            self.results[self.next] = None
            self.next += 1


def _run_all(
    jobs_: list[OfferJob],
    rules: RuleSpec,
    ruleset: Any,
    task: Task,
    workers: int,
    progress: Callable[[int, int], None] | None,
    sink: Callable[[Any], None],
) -> None:
    previous = signal.signal(signal.SIGTERM, _raise_terminated)
    try:
        _fill(jobs_, rules, ruleset, task, workers, progress, sink)
    finally:
        signal.signal(signal.SIGTERM, previous)


def _fill(
    jobs_: list[OfferJob],
    rules: RuleSpec,
    ruleset: Any,
    task: Task,
    workers: int,
    progress: Callable[[int, int], None] | None,
    sink: Callable[[Any], None],
) -> None:
    """Audit every job (serially, or on a pool), handing each result to ``sink`` in list order; a
    signal raises ``Interrupted``."""
    total = len(jobs_)
    done = 0
    if workers <= 1 or total <= 1:
        try:
            for i, job in enumerate(jobs_):
                sink(_audit_chunk([(i + 1, job)], task, ruleset)[0])
                done += 1
                if progress:
                    progress(done, total)
        except KeyboardInterrupt:
            raise Interrupted(done, total) from None
        except _Terminated:
            raise Interrupted(done, total, signal.SIGTERM) from None
        return
    order = _InOrder(total, sink)
    global _RULESET
    _RULESET = ruleset  # inherited by forked workers, so that each does not compile the rules again
    pool = ProcessPoolExecutor(max_workers=min(workers, total), initializer=_init_worker, initargs=(rules, task))
    try:
        futures = {
            pool.submit(_audit_chunk, [(i + 1, jobs_[i]) for i in chunk]): chunk
            for chunk in _chunks(total, min(workers, total))
        }
        for future in as_completed(futures):
            chunk = futures.pop(future)  # the future keeps its result: let both go once read
            for i, result in zip(chunk, future.result(), strict=True):
                order.put(i, result)
            del future
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
