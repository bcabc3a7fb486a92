"""A baseline is read a run at a time: the streamed reading gives what reading the whole report
gives, whatever the piece boundaries, and refuses broken or changed files in one line."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.errors import InputError
from auditor.infra import json_stream
from auditor.vendors.baseline import _entries, diff, diff_files, load, mark
from tests.report.conftest import make_batch

_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-10**30, 10**30), st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
)
_values = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=20,
)


def _read_back(path: Path) -> dict[str, object]:
    """The object again, from the streamed members (the streamed array's elements collected)."""
    out: dict[str, object] = {}
    elements: list[object] = []
    for name, value in json_stream.members(path, "runs"):
        if name is None:
            elements.append(value)
        else:
            out[name] = elements if name == "runs" and value == [] and isinstance(value, list) else value
    return out


@settings(max_examples=150, deadline=None)
@given(
    obj=st.dictionaries(st.text(max_size=6).filter(lambda k: k != "runs"), _values, max_size=5),
    runs=st.none() | st.lists(_values, max_size=6),
    chunk=st.integers(1, 40),
    indent=st.sampled_from([None, 0, 2]),
)
def test_streamed_members_are_the_object_whatever_the_piece_size(
    tmp_path_factory: pytest.TempPathFactory, obj: dict[str, object], runs: list[object] | None, chunk: int,
    indent: int | None,
) -> None:
    if runs is not None:
        obj = {**obj, "runs": runs}
    path = tmp_path_factory.mktemp("j") / "r.json"
    path.write_text(json.dumps(obj, indent=indent, ensure_ascii=False), encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(json_stream, "_CHUNK", chunk)  # values cut at every possible place
        assert _read_back(path) == json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("text", "message", "line"),
    [
        ('{"runs": [{"a": 1},\n {"b": 2}\n', "expected ',' or ']'", 3),
        ('{"runs": [{"a": 1}]} {"x": 1}', "extra data", 1),
        ('{"summary": {"verdict": "pass"},\n "runs": [tru', "Expecting value", 2),
        ("[1, 2]", "expected an object", 1),
        ("", "expected '{'", 1),
    ],
)
def test_broken_reports_are_one_line_errors_with_the_place(tmp_path: Path, text: str, message: str, line: int) -> None:
    path = tmp_path / "b.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError, match=message) as info:
        list(json_stream.members(path, "runs"))
    assert info.value.line == line and "\n" not in str(info.value)


def test_not_utf8_is_a_one_line_error(tmp_path: Path) -> None:
    path = tmp_path / "b.json"
    path.write_bytes(b'{"runs": ["\xff\xfe"]}')
    with pytest.raises(InputError, match="not UTF-8"):
        load(path)


def _written(tmp_path: Path, name: str = "old.json") -> Path:
    path = tmp_path / name
    path.write_text(make_batch().model_dump_json(indent=2, exclude_none=True), encoding="utf-8")
    return path


def test_streamed_index_equals_the_whole_reading(tmp_path: Path) -> None:
    path = _written(tmp_path)
    whole = _entries(make_batch())
    streamed = load(path)
    assert whole, "the sample batch has failing findings"
    assert streamed.index.contents == frozenset(e.content for e in whole)
    assert streamed.index.locations == frozenset(e.location for e in whole)
    everything_absent = streamed.absent(set())
    assert [(a.vendor, a.offer, a.finding.rule) for a in everything_absent] == [
        (e.vendor, e.offer, e.finding.rule) for e in whole
    ]
    assert {a.finding.baseline for a in everything_absent} == {"absent"}
    assert streamed.absent(set(streamed.index.locations)) == []


def test_a_single_offer_report_is_a_baseline_too(tmp_path: Path) -> None:
    batch = make_batch()
    path = tmp_path / "one.json"
    path.write_text(batch.runs[0].report.model_dump_json(exclude_none=True), encoding="utf-8")
    assert load(path).index == load(path).index and load(path).index.locations


def test_a_run_that_is_not_a_run_names_its_place(tmp_path: Path) -> None:
    data = json.loads(make_batch().model_dump_json(exclude_none=True))
    data["runs"][1]["report"]["findings"][0]["status"] = 7
    path = tmp_path / "b.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(InputError) as info:
        load(path)
    assert info.value.pointer == "/runs/1/report/findings/0/status"


def test_a_baseline_changed_during_the_audit_is_refused(tmp_path: Path) -> None:
    path = _written(tmp_path)
    baseline = load(path)
    current = make_batch()
    del current.runs[0].report.findings[1]  # so that one baseline finding is absent and must be read again
    path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    os.utime(path, ns=(0, 0))
    with pytest.raises(InputError, match="changed while"):
        mark(current, baseline)


def test_the_report_size_limit_applies(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _written(tmp_path)
    monkeypatch.setenv("AUDIT_MAX_REPORT_BYTES", "100")
    with pytest.raises(InputError, match="AUDIT_MAX_REPORT_BYTES"):
        load(path)


def test_diff_of_files_is_the_diff_of_the_reports(tmp_path: Path) -> None:
    old, new = make_batch(), make_batch()
    new.runs[1].report.findings[0] = new.runs[1].report.findings[0].model_copy(update={"fingerprint": "0" * 64})
    del new.runs[0].report.findings[1]
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(old.model_dump_json(indent=2, exclude_none=True), encoding="utf-8")
    b.write_text(new.model_dump_json(exclude_none=True), encoding="utf-8")
    assert diff_files(a, b) == diff(old, new)
