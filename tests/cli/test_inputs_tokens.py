"""Token counts as people type them (auditor.sizing.tokens), and the same count wherever it is typed:
``--tokens`` of ``audit size``/``offer``/``compare`` and ``target.tokens`` in a vendor list.

Properties: every whole count in range, written as digits, with thousands separators, with a
multiplier (k/M/B/T, English words, 万/亿), or in scientific notation, reads back exactly; anything
else is a ValueError saying why, never another exception and never a guess.
"""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from auditor.cli import cli
from auditor.sizing.tokens import MAX_TOKENS, parse_tokens

ROOT = Path(__file__).resolve().parents[2]
HONEST = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"

counts = st.integers(min_value=1, max_value=MAX_TOKENS)
MULTIPLIERS = {
    "k": 10**3, "K": 10**3, "M": 10**6, "m": 10**6, "B": 10**9, "b": 10**9, "G": 10**9, "T": 10**12,
    "t": 10**12, " thousand": 10**3, " million": 10**6, " billion": 10**9, " trillion": 10**12, "bn": 10**9,
    "千": 10**3, "万": 10**4, "亿": 10**8, "万亿": 10**12,
}


@given(counts)
def test_digits_and_thousands_groups_read_back_exactly(n: int) -> None:
    assert parse_tokens(str(n)) == n
    assert parse_tokens(f"{n:,}") == n
    assert parse_tokens(f"{n:_}") == n
    assert parse_tokens(n) == n


@given(st.integers(min_value=1, max_value=999_999), st.integers(min_value=0, max_value=3),
       st.sampled_from(sorted(MULTIPLIERS)), st.sampled_from(["", " ", " tokens", "tokens"]))
def test_a_mantissa_with_a_multiplier_is_exact(digits: int, decimals: int, suffix: str, tail: str) -> None:
    mantissa = Decimal(digits).scaleb(-decimals)
    expected = mantissa * MULTIPLIERS[suffix]
    text = f"{mantissa:f}{suffix}{tail}"
    if expected != expected.to_integral_value() or not 1 <= expected <= MAX_TOKENS:
        with pytest.raises(ValueError):
            parse_tokens(text)
    else:
        assert parse_tokens(text) == int(expected)  # 2.5B is 2,500,000,000, not 2,499,999,999


@given(st.integers(min_value=1, max_value=99_999), st.integers(min_value=0, max_value=15),
       st.sampled_from(["e", "E", "e+"]))
def test_scientific_notation_is_exact(mantissa: int, exponent: int, mark: str) -> None:
    expected = mantissa * 10**exponent
    text = f"{mantissa}{mark}{exponent}"
    if expected > MAX_TOKENS:
        with pytest.raises(ValueError, match="between 1 and 1e15"):
            parse_tokens(text)
    else:
        assert parse_tokens(text) == expected


@given(counts)
def test_whole_floats_as_yaml_reads_them(n: int) -> None:
    as_float = float(n)
    if as_float == int(as_float) and as_float <= MAX_TOKENS:
        assert parse_tokens(as_float) == int(as_float)


@given(st.one_of(st.text(max_size=30), st.floats(allow_nan=True, allow_infinity=True), st.integers(),
                 st.booleans(), st.none(), st.lists(st.integers(), max_size=2)))
def test_anything_else_is_a_value_error_or_a_count_in_range(value: object) -> None:
    try:
        n = parse_tokens(value)
    except ValueError as exc:
        assert str(exc)  # says why
    else:
        assert isinstance(n, int) and 1 <= n <= MAX_TOKENS


@pytest.mark.parametrize(("text", "why"), [
    ("15TB", "not a multiplier"),  # bytes, not tokens
    ("1,5B", "grouped other than in thousands"),  # a decimal comma: 1.5 B or 15 B?
    ("1,000,00", "grouped other than in thousands"),
    ("0", "between 1 and 1e15"),
    ("-5", "not a number of tokens"),
    ("1e16", "between 1 and 1e15"),
    ("1e-3", "whole number"),
    ("1.5", "whole number"),
    ("nan", "not a number of tokens"),
    ("inf", "not a number of tokens"),
    ("", "not a number of tokens"),
    ("十亿", "not a number of tokens"),  # number words are for documents, not for a count typed here
])
def test_refused_spellings_say_why(text: str, why: str) -> None:
    with pytest.raises(ValueError, match=why):
        parse_tokens(text)


@pytest.mark.parametrize(("text", "expected"), [
    ("15T", 15 * 10**12), ("100B", 10**11), ("2e10", 2 * 10**10), ("1.5e12", 15 * 10**11),
    ("15,000,000,000", 15 * 10**9), ("150亿", 15 * 10**9), ("1.5万亿", 15 * 10**11), ("１５Ｔ", 15 * 10**12),
    ("2.5 billion tokens", 25 * 10**8), ("20B tokens", 2 * 10**10), ("300 亿 token", 3 * 10**10),
])
def test_spellings_from_papers_and_quotes(text: str, expected: int) -> None:
    """Llama 3's 15T, Chinchilla's 20 per parameter written out, a 中文 plan's 150亿/1.5万亿 词元."""
    assert parse_tokens(text) == expected


def _size_tokens(spelling: str) -> int:
    args = ["size", "--model", "llama3-8b", "--gpu", "h100-sxm", "--gpus", "8", "--tokens", spelling]
    result = CliRunner().invoke(cli, [*args, "--format", "json"])
    assert result.exit_code == 0, result.output
    return int(json.loads(result.output)["tokens"])


def test_size_reads_every_spelling_the_same() -> None:
    assert {_size_tokens(s) for s in ("15T", "15,000,000,000,000", "1.5e13", "15万亿")} == {15 * 10**12}


@pytest.mark.parametrize("command", ["offer", "verify", "compare"])
def test_offer_verify_and_compare_read_tokens_with_the_same_parser(command: str) -> None:
    args = {"offer": [str(HONEST)], "verify": [str(HONEST), str(ROOT / "samples" / "probes")],
            "compare": [str(HONEST)]}[command]
    bad = CliRunner().invoke(cli, [command, *args, "--model", "llama3-8b", "--tokens", "15TB"])
    assert bad.exit_code == 2 and "'15TB': 'TB' is not a multiplier" in bad.output


def test_offer_json_target_carries_the_typed_count() -> None:
    result = CliRunner().invoke(cli, ["offer", str(HONEST), "--model", "llama3-8b", "--tokens", "1.5e12",
                                      "--format", "json"])
    assert json.loads(result.output)["target"]["tokens"] == 1_500_000_000_000


def test_vendor_list_target_tokens_as_typed(tmp_path: Path) -> None:
    (tmp_path / "x.yaml").write_bytes(HONEST.read_bytes())
    for written, expected in (("15T", 15 * 10**12), ("2e10", 2 * 10**10), ("'15,000,000,000'", 15 * 10**9),
                              ("150亿", 15 * 10**9), ("20000000000", 2 * 10**10), ("1.5e+12", 15 * 10**11)):
        (tmp_path / "list.yaml").write_text(
            f"target: {{model: llama3-8b, mode: lora, tokens: {written}}}\n"
            "vendors:\n  - name: N\n    offers: [x.yaml]\n",
            encoding="utf-8")
        result = CliRunner().invoke(cli, ["vendors", str(tmp_path / "list.yaml"), "--format", "json", "-j", "1"])
        assert result.exit_code in (0, 1), result.output
        assert json.loads(result.output)["runs"][0]["report"]["target"]["tokens"] == expected, written


def test_vendor_list_bad_tokens_is_one_line_naming_the_place(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "x.yaml").write_bytes(HONEST.read_bytes())
    (tmp_path / "list.yaml").write_text(
        "vendors:\n  - name: N\n    offers: [x.yaml]\n    target: {model: llama3-8b, tokens: '1,5B'}\n",
        encoding="utf-8")
    from auditor.cli import main

    with pytest.raises(SystemExit) as exit_info:
        main(["vendors", str(tmp_path / "list.yaml")])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "list.yaml:4" in err and "/vendors/0/target/tokens" in err, err
