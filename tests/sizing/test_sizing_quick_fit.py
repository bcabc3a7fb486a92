"""The planner's float screen gives exactly the exact breakdown's answer, close calls included.

``fits`` decides in floats when the total is clearly inside or outside the limit and falls back
to the exact ``memory_breakdown`` otherwise. Over every catalogued model, mode and a spread of
layouts, the limit is set at the exact total and one byte either side (where only the fallback
can be right) and far from it (where the float path decides).
"""

from __future__ import annotations

import itertools

import pytest

from auditor.sizing.catalog import model_catalog
from auditor.sizing.memory import Job, Layout, fits, memory_breakdown, memory_estimate

LAYOUTS = [
    Layout(tp=tp, pp=pp, dp=dp, zero=zero, recompute=rc, sequence_parallel=tp > 1, offload=off)
    for tp, pp, dp, zero, rc, off in itertools.product(
        (1, 8), (1, 4), (1, 3, 64), (0, 1, 2, 3), ("none", "selective", "full"), (False, True))
]


@pytest.mark.parametrize("mode", ["full", "lora", "qlora"])
def test_fits_agrees_with_the_exact_total(mode: str) -> None:
    for arch in model_catalog().values():
        job = Job(arch, mode=mode, seq_len=8192, micro_batch=2)
        for layout in LAYOUTS:
            total = memory_breakdown(job, layout).total
            assert abs(memory_estimate(job, layout) - total) <= 5 + total * 1e-9
            for usable in (total - 1, total, total + 1, total // 2, total * 2):
                assert fits(job, layout, usable) is (total <= usable), (arch.name, mode, layout, usable)
