"""The JSON report: the stable machine contract (schemas/report.schema.json for one offer;
``auditor.report.batch.Batch`` for an approved-vendor list)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def render(report: Any, *, lang: str = "en", color: bool = False) -> str:
    from auditor.infra.sanitize import inert_json  # C1/bidi characters from documents as \u escapes

    return inert_json(report.model_dump_json(indent=2, exclude_none=True)) + "\n"


def render_batch(batch: Any, *, lang: str = "en", color: bool = False) -> str:
    return "".join(stream_batch(batch, lang=lang, color=color))


def stream_batch(batch: Any, *, lang: str = "en", color: bool = False) -> Iterator[str]:
    """The batch report in pieces, one run at a time: a list of any length is written without
    being held in memory (the runs come from ``Batch.json_runs``, a spool on disk)."""
    from auditor.infra.sanitize import inert_json

    if batch.json_runs is None or not batch.runs:
        yield inert_json(batch.model_dump_json(indent=2, exclude_none=True)) + "\n"
        return
    # Runs serialised where they were audited (auditor.vendors.runner): the batch without them,
    # with the fragments put where ``"runs": []`` stands. The top-level key is the only text at this
    # indentation; a string cannot hold it (its newline would be escaped).
    empty = batch.model_copy(update={"runs": []})
    head = inert_json(empty.model_dump_json(indent=2, exclude_none=True))
    slot = '\n  "runs": [],\n'
    assert head.count(slot) == 1
    before, after = head.split(slot)
    yield before + '\n  "runs": [\n    '
    for n, fragment in enumerate(batch.json_runs):
        yield (",\n    " if n else "") + fragment
    yield "\n  ],\n" + after + "\n"


def run_fragment(run: Any) -> str:
    """One ``OfferRun`` as ``render_batch`` writes it inside ``runs`` (two levels deep)."""
    from auditor.infra.sanitize import inert_json

    return inert_json(run.model_dump_json(indent=2, exclude_none=True)).replace("\n", "\n    ")
