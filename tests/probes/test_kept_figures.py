"""Parsers hold the figures a machine has, not the log: an output listing more GPUs, links, jobs or
instances than any machine is refused in one line naming the file and line; a repeated oddity is
warned a bounded number of times; the line split and the number reader keep their meaning after
being made cheaper. (The speed itself is measured by benchmarks/bench_probe_scale.py.)"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.cli import main
from auditor.errors import InputError
from auditor.probes import _common, dmesg, fio, nvlink
from auditor.probes._common import MAX_LINE, WARN_LIMIT, Lines, key_value, number
from auditor.probes.registry import specs

from .conftest import FIXTURES

SPECS = {s.kind: s for s in specs()}
SMALL_LIMIT = 16


def _repeat_sections(text: str, start: re.Pattern[str], copies: int) -> str:
    """The output with its per-item blocks (from the first ``start`` line on) repeated ``copies`` times."""
    first = start.search(text)
    assert first is not None
    return text[:first.start()] + text[first.start():] * copies


CASES = [
    ("nvidia-smi-clock", "nvidia-smi-q-clock-8xH100.txt", r"^GPU [0-9A-F]{8}:", "GPU sections"),
    ("nvidia-smi-query", "nvidia-smi-q-8xH100-gpu2-remap-pending.txt", r"^GPU [0-9A-F]{8}:", "GPU sections"),
    ("nvlink", "nvlink-e-8xH100-honest-clean.txt", r"^GPU \d+: ", "GPUs"),
    ("ibstat", "ibstat-ndr-8port-mlx5_4-at-200.txt", r"^CA '", "ports"),
    ("ibstat", "ibv_devinfo-v-4xNDR-mlx5_2-at-200-mlx5_3-down.txt", r"^hca_id:", "ports"),
    ("nvidia-smi-csv", "smi-csv-header-crlf.csv", r"^0, ", "GPU rows"),  # a sampled `-l 1` log, CRLF
]


@pytest.mark.parametrize(("kind", "name", "start", "what"), CASES)
def test_more_items_than_a_machine_lists_is_one_line_naming_the_place(
        kind: str, name: str, start: str, what: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_common, "ITEM_LIMIT", SMALL_LIMIT)
    text = (FIXTURES / name).read_text(encoding="utf-8")
    assert SPECS[kind].parse(text, name).facts is not None  # the real output is under the limit
    big = _repeat_sections(text, re.compile(start, re.M), 9)  # 18 rows of a 2-GPU CSV, 36 ports of 4
    with pytest.raises(InputError) as caught:
        SPECS[kind].parse(big, name)
    message = str(caught.value)
    assert "\n" not in message and message.startswith(f"{name}:")
    assert f"more than {SMALL_LIMIT} {what}" in message
    line = caught.value.line
    assert line is not None and line > text.count("\n")  # past the real output, at the item over the limit


def test_audit_probe_on_such_a_file_exits_2_with_one_line(tmp_path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_common, "ITEM_LIMIT", SMALL_LIMIT)
    text = (FIXTURES / "nvidia-smi-q-clock-8xH100.txt").read_text(encoding="utf-8")
    path = tmp_path / "fleet-clocks.txt"
    path.write_text(_repeat_sections(text, re.compile(r"^GPU [0-9A-F]{8}:", re.M), 4), encoding="utf-8")
    with pytest.raises(SystemExit) as exited:
        main(["probe", str(path)])
    assert exited.value.code == 2
    out, err = capsys.readouterr()
    shown = [ln for ln in (out + err).splitlines() if ln.strip()]
    assert len(shown) == 1 and "fleet-clocks.txt:" in shown[0] and "split the file" in shown[0], shown


def test_links_of_one_gpu_are_capped_apart_from_the_gpus(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(nvlink, "GPU_LINK_LIMIT", 20)
    links = "".join(f"\t Link {k}: 26.562 GB/s\n" for k in range(21))
    with pytest.raises(InputError, match="more than 20 link lines on one GPU"):
        nvlink.parse("GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-1)\n" + links, "links.txt")
    facts = nvlink.parse("GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-1)\n" + links[: links.index("\t Link 18")],
                         "links.txt").facts
    assert len(facts.gpus[0].links) == 18


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 3 * WARN_LIMIT))
def test_warnings_are_listed_up_to_the_limit_and_the_rest_counted(bad_rows: int) -> None:
    text = (FIXTURES / "nccl-8xH100-allreduce-300GBps.txt").read_text(encoding="utf-8")
    head, _, tail = text.partition("   268435456")
    short = "".join(f"  {2**20 + k}  {k}  float  sum\n" for k in range(bad_rows))  # rows of 4 fields
    result = SPECS["nccl"].parse(head + short + "   268435456" + tail, "warned.log")
    row_warnings = [w for w in result.warnings if "fields, expected" in w]
    assert len(row_warnings) == min(bad_rows, WARN_LIMIT)
    counted = [w for w in result.warnings if w.endswith("more warnings like these not listed")]
    assert len(result.warnings) <= WARN_LIMIT + 1
    if bad_rows + (len(result.warnings) - len(row_warnings) - len(counted)) > WARN_LIMIT:
        assert counted and int(counted[0].split()[0].replace(",", "")) >= bad_rows - WARN_LIMIT
    else:
        assert not counted
    assert str(result.facts.max_busbw) == "300 GB/s"  # the figures still come from every good row


_LINE_TEXT = st.text(st.sampled_from(["a", " ", "\r", "\n", "7", "é", "\t"]), max_size=60)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(_LINE_TEXT, st.integers(MAX_LINE - 2, MAX_LINE + 3).map(lambda n: "x" * n)), max_size=6))
def test_lines_are_split_at_newlines_with_cr_dropped_and_long_lines_cut(parts: list[str]) -> None:
    text = "".join(parts)
    expected = [ln.rstrip("\r")[:MAX_LINE] for ln in text.split("\n")]
    assert Lines(text, "x", "test").lines == expected


def _number_as_before(text: str | None) -> Fraction | None:
    """The reader before it was given a fast path: the pattern first, then ``Fraction``."""
    if text is None:
        return None
    t = text.strip().replace(",", "").replace("_", "")
    if not t or not re.fullmatch(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d{1,2})?", t):
        return None
    try:
        return Fraction(int(t)) if t.isdigit() else Fraction(t)
    except (ValueError, ZeroDivisionError):
        return None


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.text(st.sampled_from("0123456789.,_-+eE ²٣"), max_size=14),
                 st.integers(0, 10**20).map(str), st.floats(0, 1e6, allow_nan=False).map(str)))
def test_number_reads_what_it_read_before(text: str) -> None:
    assert number(text) == _number_as_before(text)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.floats(1.0, 9999.0, allow_nan=False).map(lambda x: round(x, 1)), min_size=1, max_size=30))
def test_fio_best_group_is_the_one_line_of_evidence(rates: list[float]) -> None:
    groups = "".join(f"Run status group {n} (all jobs):\n   READ: bw={r}MiB/s ({r}MB/s), io=1GiB, run=1000-1000msec\n"
                     for n, r in enumerate(rates))
    result = fio.parse(groups, "groups.txt")
    assert float(result.facts.read_bw.to("MiB/s")) == max(rates)
    [best] = [e for e in result.evidence if e.pointer == "read_bw"]
    assert best.text is not None and f"bw={max(rates)}MiB/s" in best.text
    assert best.line == 2 * rates.index(max(rates)) + 2


def test_fio_jobs_past_the_limit_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_common, "ITEM_LIMIT", SMALL_LIMIT)
    job = ("seq: (groupid=0, jobs=1): err= 0: pid=1: Mon Jan  1 00:00:00 2026\n"
           "  read: IOPS=5860, BW=22.9MiB/s (24.0MB/s)(22.0MiB/961msec)\n")
    assert len(fio.parse(job * SMALL_LIMIT, "jobs.txt").facts.jobs) == SMALL_LIMIT
    with pytest.raises(InputError, match=f"more than {SMALL_LIMIT} job results"):
        fio.parse(job * (SMALL_LIMIT + 1), "jobs.txt")


def test_rows_of_one_perftest_run_are_capped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_common, "ITEM_LIMIT", SMALL_LIMIT)
    text = (FIXTURES / "ib_write_bw-a-8xNDR-391Gbps.txt").read_text(encoding="utf-8")
    lines = text.split("\n")
    row = next(n for n, ln in enumerate(lines) if re.match(r"^\s*2\s+5000\s", ln))
    long_run = "\n".join(lines[:row] + [lines[row]] * (SMALL_LIMIT + 1) + lines[row + 1:])
    with pytest.raises(InputError, match=f"more than {SMALL_LIMIT} result rows in one run") as caught:
        SPECS["ib_write_bw"].parse(long_run, "sweep.txt")
    assert caught.value.line == row + SMALL_LIMIT + 1


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 40), st.sampled_from([13, 31, 43, 79, 94, 119]))
def test_every_xid_event_counts_up_to_the_limit_and_one_more_is_refused(events: int, xid: int) -> None:
    limit = 20
    line = f"[ 1843.402761] NVRM: Xid (PCI:0000:9b:00): {xid}, pid=1234, name=python3, an event\n"
    text = "[    0.000000] Linux version 6.8.0\n" + line * events
    original = dmesg.XID_LIMIT
    dmesg.XID_LIMIT = limit
    try:
        if events <= limit:
            out = dmesg.parse(text, "kern.log").facts
            assert len(out.xids) == events and {x.xid for x in out.xids} == {xid}
        else:
            with pytest.raises(InputError, match=f"more than {limit} Xid events") as caught:
                dmesg.parse(text, "kern.log")
            assert caught.value.line == limit + 2
    finally:
        dmesg.XID_LIMIT = original


def test_a_diag_table_with_more_tests_than_dcgm_has_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_common, "ITEM_LIMIT", SMALL_LIMIT)
    text = (FIXTURES / "dcgmi-diag-4.2.3-4gpu-pass.txt").read_text(encoding="utf-8")
    assert SPECS["dcgmi-diag"].parse(text, "diag.txt").facts.tests
    body = text.split("\n")
    at = next(n for n, ln in enumerate(body) if ln.startswith("| memory "))
    many = "\n".join(body[:at] + [f"| test{k:<21} | Pass{' ' * 43}|" for k in range(SMALL_LIMIT + 1)] + body[at:])
    with pytest.raises(InputError, match=f"more than {SMALL_LIMIT} tests"):
        SPECS["dcgmi-diag"].parse(many, "diag.txt")


_KV = re.compile(r"^(\s*)([^:]+?)\s*:\s*(.*?)\s*$")


@settings(max_examples=500, deadline=None)
@given(st.text(st.sampled_from([" ", "\t", ":", "a", "B", "1", "\u00a0", "\x1c", "\r", "é", "中"]), max_size=16))
def test_key_value_splits_a_line_as_the_pattern_did(line: str) -> None:
    m = _KV.match(line)
    assert key_value(line) == ((m.group(2), m.group(3)) if m else None)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 2**24), st.decimals(0, 500, places=2, allow_nan=False),
                          st.decimals("0.01", 500, places=2, allow_nan=False)), min_size=1, max_size=20))
def test_perftest_rows_keep_the_printed_figures(rows: list) -> None:
    text = (FIXTURES / "ib_write_bw-a-8xNDR-391Gbps.txt").read_text(encoding="utf-8")
    lines = text.split("\n")
    first = next(n for n, ln in enumerate(lines) if re.match(r"^\s*2\s+5000\s", ln))
    last = max(n for n, ln in enumerate(lines) if re.match(r"^\s*\d+\s+\d+\s+[\d.]+\s+[\d.]+", ln))
    body = [f" {size:<10} 5000           {peak}               {avg}                1.0" for size, peak, avg in rows]
    result = SPECS["ib_write_bw"].parse("\n".join(lines[:first] + body + lines[last + 1:]), "sweep.txt")
    [run] = result.facts.runs
    unit = run.rows[0].average.unit
    assert [(r.bytes, r.average, r.peak) for r in run.rows] == [
        (size, _common.qty(float(avg), unit), _common.qty(float(peak), unit) if float(peak) else None)
        for size, peak, avg in rows]
