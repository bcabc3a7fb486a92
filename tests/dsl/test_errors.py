"""Load-time errors: positioned, with a caret and a suggestion; any error loads nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from auditor.cli import cli, main
from auditor.dsl import Policy, load_rules
from auditor.errors import InputError
from tests.dsl.conftest import rule


def error_of(load, text: str, **kw: object) -> InputError:  # type: ignore[no-untyped-def]
    with pytest.raises(InputError) as info:
        load(text, **kw)
    return info.value


def test_misspelt_path_names_place_caret_and_suggestion(load) -> None:  # type: ignore[no-untyped-def]
    err = error_of(load, rule("offer.gpu.memroy < 80 GB"))
    text = str(err)
    assert err.line == 6 and err.column == 18
    assert text.splitlines()[0].endswith(
        "t.rules:6:18: unknown field `memroy` in `offer.gpu`; did you mean `offer.gpu.memory`?"
    )
    assert "    when offer.gpu.memroy < 80 GB" in text
    assert "\n                     ^~~~~~" in text


def test_unknown_root_suggests_nearest(load) -> None:  # type: ignore[no-untyped-def]
    assert "did you mean `offer`?" in str(error_of(load, rule("ofer.nodes > 1")))


def test_unit_mismatch_bytes_vs_rate(load) -> None:  # type: ignore[no-untyped-def]
    err = error_of(load, rule("offer.gpu.memory < 80 GB/s"))
    assert "cannot compare bytes (`offer.gpu.memory`) with data_rate (`80 GB/s`)" in err.message
    assert (err.line, err.column) == (6, 8)


def test_string_vs_quantity(load) -> None:  # type: ignore[no-untyped-def]
    assert "cannot compare" in error_of(load, rule('offer.gpu.memory == "80 GB"')).message


def test_enum_literal_must_be_a_member(load) -> None:  # type: ignore[no-untyped-def]
    err = error_of(load, rule('offer.gpu.sharing == "MIG"'))
    assert '"MIG" is never a value of `offer.gpu.sharing`' in err.message
    assert 'did you mean "mig"?' in err.message
    assert "never a value" in error_of(load, rule('offer.gpu.sharing in ["mig", "vgu"]')).message


def test_percent_against_bare_number(load) -> None:  # type: ignore[no-untyped-def]
    err = error_of(load, rule("offer.clauses.availability.percent < 99.5"))
    assert "write `99.5%`" in err.message


def test_syntax_error_position(load) -> None:  # type: ignore[no-untyped-def]
    err = error_of(load, rule("offer.nodes > > 1"))
    assert err.message.startswith("syntax error: unexpected `>`")
    assert (err.line, err.column) == (6, 22)


def test_unknown_param_pitfall_severity_and_function(load) -> None:  # type: ignore[no-untyped-def]
    text = rule("offer.nodes > min_node", head="param min_nodes = 2").replace("pitfall other", "pitfall pcie")
    text = text.replace("severity low", "severity hi")
    err = error_of(load, text)
    out = str(err)
    assert "unknown pitfall `pcie`" in out
    assert "unknown severity `hi`" in out and "did you mean `high`?" in out
    assert "unknown name `min_node`" in out and "did you mean `min_nodes`?" in out
    assert "unknown function `cout`" in error_of(load, rule("cout(offer.statements) > 1")).message


def test_duplicate_ids_across_files_load_nothing(tmp_path: Path) -> None:
    a, b = tmp_path / "a.rules", tmp_path / "b.rules"
    a.write_text(rule("offer.nodes > 1", rid="x.one"))
    b.write_text(rule("offer.nodes > 2", rid="x.one"))
    with pytest.raises(InputError, match=r"duplicate rule id `x\.one`"):
        load_rules([a, b], include_default=False)


def test_one_bad_rule_loads_nothing(load) -> None:  # type: ignore[no-untyped-def]
    text = rule("offer.nodes > 1", rid="x.good") + rule("offer.nodes > 1 GB", rid="x.bad")
    with pytest.raises(InputError):
        load(text)


def test_all_problems_reported_at_once(load) -> None:  # type: ignore[no-untyped-def]
    text = rule("offer.gpu.memroy > 1 GB", rid="x.a") + rule("offer.nodes > 1 GB", rid="x.b")
    out = str(error_of(load, text))
    assert "memroy" in out and "1 more error(s)" in out


def test_redos_pattern_rejected(load) -> None:  # type: ignore[no-untyped-def]
    assert "repeat inside a repeat" in error_of(load, rule('offer.gpu.model matches "(a+)+$"')).message
    assert "invalid regular expression" in error_of(load, rule('offer.gpu.model matches "(a"')).message


def test_condition_must_be_boolean(load) -> None:  # type: ignore[no-untyped-def]
    assert "must be true or false" in error_of(load, rule("offer.gpu.memory")).message


def test_missing_required_field(load) -> None:  # type: ignore[no-untyped-def]
    text = rule("offer.nodes > 1").replace('  remedy "r"\n', "")
    assert "lacks `remedy`" in error_of(load, text).message


def test_bad_interpolation_in_message(load) -> None:  # type: ignore[no-untyped-def]
    err = error_of(load, rule("offer.nodes > 1", message="has {offer.gpu.memroy}"))
    assert "did you mean `offer.gpu.memory`?" in err.message and err.line == 7


def test_list_path_needs_quantifier(load) -> None:  # type: ignore[no-untyped-def]
    err = error_of(load, rule("offer.pricing.extra_fees.amount > ¥1"))
    assert "any x in offer.pricing.extra_fees" in err.message


def test_policy_errors(load) -> None:  # type: ignore[no-untyped-def]
    text = rule("offer.gpu.memory < min_mem", head="param min_mem = 80 GB")
    assert "expected a bytes quantity" in str(
        error_of(load, text, policy=Policy.from_sets(["min_mem=3 GB/s"]))
    )
    assert "unknown parameter `min_me`" in str(error_of(load, text, policy=Policy.from_sets(["min_me=3 GB"])))


def test_cli_exit_2_with_caret(tmp_path: Path) -> None:
    path = tmp_path / "bad.rules"
    path.write_text(rule("offer.gpu.memroy < 80 GB"))
    result = CliRunner().invoke(
        cli, ["rules", "list", "--no-default-rules", "--rules", str(path)], standalone_mode=False
    )
    assert isinstance(result.exception, InputError)
    with pytest.raises(SystemExit) as exit_info:
        main(["rules", "list", "--no-default-rules", "--rules", str(path)])
    assert exit_info.value.code == 2
