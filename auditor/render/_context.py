"""What a part renderer may know of the batch around its offer, as a batch the helpers accept."""

from __future__ import annotations

from typing import TYPE_CHECKING

from auditor.render.kinds import RenderOptions

if TYPE_CHECKING:
    from auditor.report.batch import Batch


def batch_context(options: RenderOptions) -> Batch:
    """A batch with no runs that says what ``options`` says (the list file, the baseline)."""
    from auditor.report.batch import Batch, BatchSummary

    summary = BatchSummary.model_construct(fail_on=options.fail_on, baseline=options.baseline)
    return Batch.model_construct(list_file=options.list_file, runs=[], waiver_issues=[], absent=[], summary=summary)
