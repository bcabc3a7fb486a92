"""A batch as JSON (``auditor.report.batch.Batch``): each offer's ``OfferRun`` serialised where it
was audited, indented for its place in ``runs``; the parent writes the batch around them."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from auditor.infra.sanitize import inert_json
from auditor.render.kinds import Part, RenderOptions

if TYPE_CHECKING:
    from auditor.report.batch import Batch, OfferRun


def part(run: OfferRun, index: int, options: RenderOptions) -> Part:
    """One ``OfferRun`` as the batch report writes it inside ``runs`` (two levels deep)."""
    return Part(inert_json(run.model_dump_json(indent=2, exclude_none=True)).replace("\n", "\n    "))


def fold(state: Any, meta: Any) -> None:
    return None


def write(batch: Batch, state: Any, bodies: Iterable[Any], options: RenderOptions) -> Iterator[str]:
    """The batch without its runs, with the runs put where ``"runs": []`` stands. The top-level key
    is the only text at this indentation; a string cannot hold it (its newline would be escaped)."""
    if not batch.runs:
        yield inert_json(batch.model_dump_json(indent=2, exclude_none=True)) + "\n"
        return
    empty = batch.model_copy(update={"runs": []})
    head = inert_json(empty.model_dump_json(indent=2, exclude_none=True))
    slot = '\n  "runs": [],\n'
    assert head.count(slot) == 1
    before, after = head.split(slot)
    yield before + '\n  "runs": [\n    '
    for n, body in enumerate(bodies):
        yield (",\n    " if n else "") + body
    yield "\n  ],\n" + after + "\n"
