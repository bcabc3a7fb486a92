"""A batch report from its parts: in one process (``render_whole``), or as a stream the parent of
``audit vendors`` writes from parts its workers rendered (``write``).

Both go through the same three functions of the format's batch module (``part``, ``fold``,
``write``: the ``BatchRenderer`` protocol), so a report streamed from a spool of 10,000 parts and
one rendered from a batch held in memory are the same bytes.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from auditor.render import renderer

if TYPE_CHECKING:
    from auditor.render.kinds import RenderOptions
    from auditor.report.batch import Batch, OfferRun


def options_of(batch: Batch, options: RenderOptions) -> RenderOptions:
    """The options a batch held in memory is rendered with: the caller's (language, colour, passes,
    SARIF's statuses) and what the batch says of itself (threshold, baseline, list file, the folder
    of its files)."""
    from auditor.render.files import files_root

    with_baseline = batch.summary.baseline is not None or any(
        f.baseline for run in batch.runs for f in run.report.findings)
    paths = [path for run in batch.runs for path in inputs_of(run)] + [i.source for i in batch.waiver_issues]
    return options._replace(fail_on=batch.summary.fail_on, baseline=batch.summary.baseline,
                            with_baseline=with_baseline, single=len(batch.runs) == 1 and batch.list_file is None,
                            list_file=batch.list_file, root=str(files_root(paths, batch.list_file)))


def inputs_of(run: OfferRun) -> list[str]:
    """The user's files of one offer: its documents, its probe folders and the probe files read."""
    probe_files = [p.file for p in run.report.probes if p.file]
    return [*run.documents, *run.probes, *probe_files]


def render_whole(batch: Batch, fmt: str, options: RenderOptions) -> str:
    """The whole report of a batch held in memory (``options`` completed by ``options_of``)."""
    options = options_of(batch, options)
    module = renderer("batch", fmt)
    state: Any = None
    bodies = []
    for index, run in enumerate(batch.runs, 1):
        part = module.part(run, index, options)
        state = module.fold(state, part.meta)
        bodies.append(part.body)
    return "".join(module.write(batch, state, bodies, options))


def write(fmt: str, batch: Batch, state: Any, bodies: Iterable[Any], options: RenderOptions) -> Iterator[str]:
    """The report in pieces: head, each offer's body as ``bodies`` yields it, tail."""
    return renderer("batch", fmt).write(batch, state, bodies, options)
