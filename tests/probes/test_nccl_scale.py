"""nccl-tests logs as large jobs write them: debug output before the table, very long tables, a
device list printed twice. The figures must come from every row while memory holds only the
rows kept; a log buried in ``NCCL_DEBUG=INFO`` output must still be recognised."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.probes.bundle import parse_text
from auditor.probes.nccl import LARGE_MESSAGE_BYTES, ROW_LIMIT, parse

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "probes" / "nccl-8xH100-allreduce-300GBps.txt"
TEXT = FIXTURE.read_text(encoding="utf-8")
HEAD, _, TAIL = TEXT.partition("   268435456")
TABLE_END = TAIL[TAIL.index("# Out of bounds"):]


def _row(size: int, busbw: float, wrong: int = 0) -> str:
    algbw = busbw * 4 / 7
    return (f"{size:>12} {size // 4:>13}     float     sum      -1   1688.5  {algbw:6.2f}  {busbw:6.2f}  {wrong:5}"
            f"   1686.2  {algbw:6.2f}  {busbw:6.2f}  {wrong:5}")


def _debug_lines(n: int) -> str:
    return "".join(f"h100-node-03:41000:41{k % 90:02d} [{k % 8}] NCCL INFO Channel {k % 32:02d}/0 : "
                   f"{k % 8}[{k % 8}] -> {(k + 1) % 8}[{(k + 1) % 8}] via P2P/CUMEM\n" for k in range(n))


def test_log_buried_in_debug_output_is_still_an_nccl_run() -> None:
    command, _, rest = TEXT.partition("\n")
    text = command + "\n" + _debug_lines(2000) + rest  # ~190 KB of NCCL INFO before the banner
    assert len(text) > 150_000
    [result] = parse_text(text, "nccl-debug.log")
    assert result.kind == "nccl"
    assert str(result.facts.max_busbw) == "300 GB/s"
    assert result.facts.test == "all_reduce"


def test_rows_past_the_limit_still_count_for_every_figure() -> None:
    sizes = [2**k for k in range(3, 34)]
    rows = [_row(sizes[n % len(sizes)], 100.0 + (n % 50) / 10) for n in range(ROW_LIMIT + 500)]
    rows.append(_row(8 * 2**30, 451.25, wrong=2))  # the best row and the only wrong one, past the limit
    text = HEAD + "\n".join(rows) + "\n" + TABLE_END
    result = parse(text, "long.log")
    facts = result.facts
    assert len(facts.rows) == ROW_LIMIT
    assert str(facts.max_busbw) == "451.25 GB/s"
    assert str(facts.large_message_busbw) == "451.25 GB/s"
    assert facts.wrong == 4
    assert any(f"{501} rows after the first {ROW_LIMIT}" in w for w in result.warnings)
    best = next(e for e in result.evidence if e.pointer == "max_busbw")
    assert "451.25" in best.text and best.line == TEXT[:len(HEAD)].count("\n") + ROW_LIMIT + 501


def test_device_list_printed_twice_counts_each_rank_once() -> None:
    ranks = [ln for ln in TEXT.splitlines() if "Rank" in ln]
    text = TEXT.replace(ranks[-1], ranks[-1] + "\n" + "\n".join(ranks), 1)
    facts = parse(text, "twice.log").facts
    assert (facts.gpus, facts.nodes) == (8, 1)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(3, 34), st.floats(0.01, 999.99, allow_nan=False)), min_size=1, max_size=40))
def test_figures_are_the_maxima_over_the_rows(pairs: list[tuple[int, float]]) -> None:
    rows = [_row(2**k, round(bw, 2)) for k, bw in pairs]
    facts = parse(HEAD + "\n".join(rows) + "\n" + TABLE_END, "gen.log").facts
    printed = [(2**k, float(f"{round(bw, 2):6.2f}")) for k, bw in pairs]
    assert float(facts.max_busbw.to("GB/s")) == max(bw for _, bw in printed)
    large = [bw for size, bw in printed if size >= LARGE_MESSAGE_BYTES]
    if large:
        assert float(facts.large_message_busbw.to("GB/s")) == max(large)
    else:
        assert facts.large_message_busbw is None
    assert facts.largest_size.magnitude == max(size for size, _ in printed)
