"""The phrase parser's tables are kept in the user cache as JSON, never as lark's pickle in the temp folder."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark import Lark
from lark.grammar import Rule, RuleOptions
from lark.parsers.lalr_analysis import Shift

from auditor.infra import cache as store
from auditor.infra import prebuilt
from auditor.ingest import spec_line, spec_line_tables
from auditor.resources import grammar

ROOT = Path(__file__).resolve().parents[2]
LINES = (
    "8 × NVIDIA H100 SXM5 80GB HBM3, NVLink 900GB/s",
    "2 x Intel Xeon Platinum 8480+ 56C, 2TB DDR5",
    "4 × 3.84TB NVMe SSD 数据盘",
    "无 NVLink，PCIe 4.0 x16",
    "8卡A100 80G 带宽 1Gbps 限速",
    "GPU: A800 80G PCIe ×4 (已选)",
)


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty user cache and temp folder, no shipped tables (as for a grammar edited in a
    checkout), and a parser that is built again."""
    monkeypatch.setattr(spec_line_tables, "ARTEFACT", "parser-tables.not-shipped")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("AUDIT_NO_CACHE", "")
    (tmp_path / "tmp").mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    spec_line_tables.parser.cache_clear()
    spec_line._parse_cached.cache_clear()
    yield tmp_path
    spec_line_tables.parser.cache_clear()
    spec_line._parse_cached.cache_clear()


def _read_all() -> list[tuple]:
    spec_line._parse_cached.cache_clear()
    return [tuple(spec_line.parse_spec_line(line)) for line in LINES]


def _entries(base: Path) -> list[Path]:
    return [p for p in (base / "cache").rglob("*") if p.is_file() and spec_line_tables.TABLES in p.parts]


def test_tables_are_stored_as_json_and_read_back_to_the_same_facts(fresh: Path) -> None:
    built = _read_all()
    (entry,) = _entries(fresh)
    body = entry.read_bytes().partition(b"\n")[2]
    assert body.lstrip().startswith(b"{")  # JSON data, not a pickle
    spec_line_tables.parser.cache_clear()
    assert _read_all() == built
    assert any(facts for facts in built)
    assert not list((fresh / "tmp").iterdir()), "lark wrote its own cache to the temp folder"


def test_a_damaged_entry_is_rebuilt_not_trusted(fresh: Path) -> None:
    built = _read_all()
    (entry,) = _entries(fresh)
    entry.write_bytes(entry.read_bytes()[:200])
    spec_line_tables.parser.cache_clear()
    assert _read_all() == built


def test_shipped_tables_are_read_and_nothing_is_cached(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    text = grammar("spec_line.lark")
    stamp = spec_line_tables._stamp(text)
    assert prebuilt.load(spec_line_tables.ARTEFACT, stamp) is not None, "python -m auditor.prebuild"
    assert prebuilt.load(spec_line_tables.ARTEFACT, spec_line_tables._stamp(text + "\n// edited\n")) is None
    spec_line_tables.parser.cache_clear()
    try:
        readings = _read_all()
    finally:
        spec_line_tables.parser.cache_clear()
    assert any(readings)
    assert not _entries(tmp_path)


def test_no_cache_at_all_still_parses(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AUDIT_NO_CACHE", "all")
    assert not store.enabled(spec_line_tables.TABLES)
    assert any(_read_all())
    assert not _entries(fresh)


# ------------------------------------------------------------------ packed tables = lark's own tables

WORDS = ("8", "×", "x", "NVIDIA", "H100", "A800", "SXM5", "80GB", "HBM3", "NVLink", "900GB/s", "PCIe", "4.0", "x16",
         "无", "，", "2", "Intel", "Xeon", "8480+", "56C", "2TB", "DDR5", "3.84TB", "NVMe", "SSD", "数据盘", "8卡",
         "A100", "80G", "带宽", "1Gbps", "限速", "GPU:", "(已选)", "InfiniBand", "400Gb/s", "MIG", "1g.10gb", "共享",
         "per", "GPU", "RoCE", "裸金属", "含税", "¥", "12,000", "/月", "HDD", "SATA", "vGPU", "dedicated", "GPUs")


@pytest.fixture(scope="module")
def built() -> Lark:
    """A parser built from the grammar, as on a cache miss."""
    return Lark(grammar("spec_line.lark"), parser="lalr", lexer="basic", start=["start", "junk"])


@pytest.fixture(scope="module")
def loaded(built: Lark) -> Lark:
    """The same parser written by dump_tables and read back, as on a cache hit."""
    return spec_line_tables.load_tables(spec_line_tables.dump_tables(built))


def _rule(rule: Rule) -> tuple:
    # a sequence field is a tuple when built, a list when read back from lark's serialisation too
    options = tuple(tuple(v) if isinstance(v := getattr(rule.options, name), list | tuple) else v
                    for name in RuleOptions.__serialize_fields__)
    symbols = tuple((s.is_term, s.name, getattr(s, "filter_out", None)) for s in rule.expansion)
    return rule.origin.name, symbols, rule.order, rule.alias, options, hash(rule)


def _actions(actions: dict, number: dict[int, int] | None = None) -> dict:
    """A state's actions comparable across tables; ``number`` renumbers the shifts' target states."""
    return {token: (action.name, (number or {}).get(arg, arg) if isinstance(arg, int) else _rule(arg))
            for token, (action, arg) in actions.items()}


def test_packed_tables_load_to_the_tables_lark_built(built: Lark, loaded: Lark) -> None:
    want, got = built.parser.parser._parse_table, loaded.parser.parser._parse_table
    shifts = {state: {token: (0 if action is Shift else 1, arg) for token, (action, arg) in actions.items()}
              for state, actions in want.states.items()}
    number = spec_line_tables.canonical_order(shifts, want.start_states)  # the packed tables' numbering
    assert got.start_states == {start: number[state] for start, state in want.start_states.items()}
    assert got.end_states == {start: number[state] for start, state in want.end_states.items()}
    assert want.states
    assert all(_actions(got.states[number[state]]) == _actions(actions, number)
               for state, actions in want.states.items())
    assert [_rule(r) for r in loaded.rules] == [_rule(r) for r in built.rules]
    terminals = [[(t.name, type(t.pattern), t.pattern.to_regexp(), t.priority) for t in p.terminals]
                 for p in (loaded, built)]
    assert terminals[0] == terminals[1]
    with pytest.raises(KeyError):
        got.states[len(want.states)]
    with pytest.raises(KeyError):
        got.states[-1]


def test_packed_tables_are_the_same_bytes_for_every_build(built: Lark) -> None:
    # lark numbers states and tokens in string-hash order; the artefact shipped in the package is
    # compared byte for byte with a fresh build, so the packing renumbers them
    script = ("import hashlib, sys; from lark import Lark; from auditor.resources import grammar; "
              "from auditor.ingest.spec_line_tables import dump_tables; "
              "p = Lark(grammar('spec_line.lark'), parser='lalr', lexer='basic', start=['start', 'junk']); "
              "print(hashlib.sha256(dump_tables(p)).hexdigest())")
    other = subprocess.run([sys.executable, "-c", script], env={**os.environ, "PYTHONHASHSEED": "12345"},
                           capture_output=True, text=True, check=True, cwd=ROOT).stdout.strip()
    assert other == hashlib.sha256(spec_line_tables.dump_tables(built)).hexdigest()


@settings(deadline=None, max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=12), st.sampled_from(["", " "]))
def test_packed_tables_read_every_line_as_the_built_parser(built: Lark, loaded: Lark, monkeypatch: pytest.MonkeyPatch,
                                                            words: list[str], sep: str) -> None:
    line = sep.join(words)
    readings = []
    for parser in (built, loaded):
        monkeypatch.setattr(spec_line, "phrase_parser", lambda parser=parser: parser)
        readings.append(spec_line._facts(spec_line._parse(line), line))
    assert readings[0] == readings[1]


def _tree_or_error(parser: Lark, line: str, start: str) -> object:
    try:
        return parser.parse(line, start=start)
    except Exception as exc:  # the same failure from both parsers, by kind
        return type(exc).__name__


@settings(deadline=None, max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=10), st.sampled_from(["start", "junk"]))
def test_callbacks_made_on_first_use_build_the_same_trees(built: Lark, loaded: Lark, words: list[str],
                                                          start: str) -> None:
    line = " ".join(words)
    assert _tree_or_error(loaded, line, start) == _tree_or_error(built, line, start)


def test_only_the_rules_a_line_reduces_by_get_a_callback(loaded: Lark) -> None:
    fresh = spec_line_tables.load_tables(spec_line_tables.dump_tables(loaded))
    for line in LINES:
        _tree_or_error(fresh, line, "start")
    assert 0 < len(fresh._callbacks) < len(fresh.rules) / 4
