"""Rule files can name facts and call the language's few pure functions — nothing else.

There is no ``eval``, no attribute access outside the typed fact schema, and message templates are
compiled by the rule compiler (``{path}`` only), never by ``str.format``; every attempt below is
refused when the rules load, as one error line with exit 2, before any offer is read.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.vendors.conftest import Result

OFFER = Path(__file__).resolve().parents[2] / "samples" / "offers" / "shared-slice-mig-a100.yaml"

RULE = """rule hostile.r
  pitfall other
  severity high
  title "t"
  when {when}
  message "{message}"
  remedy "r"
end
"""

ATTEMPTS = {
    "import": ('__import__("os").system("touch /tmp/pwned") == 0', "m"),
    "open": ('open("/etc/passwd") == "x"', "m"),
    "eval": ('eval("1") == 1', "m"),
    "exec": ('exec("import os") == 1', "m"),
    "getattr": ('getattr(offer, "__class__") == 1', "m"),
    "class-walk": ('offer.__class__ == "x"', "m"),
    "dunder-path": ('offer.gpu.__dict__ == "x"', "m"),
    "mro-walk": ('offer.gpu.sharing.__class__.__mro__ == "x"', "m"),
    "subscript": ('offer["__class__"] == 1', "m"),
    "lambda": ("(lambda: 1)() == 1", "m"),
    "format-globals": ('offer.gpu.sharing == "mig"', "{offer.__class__.__init__.__globals__}"),
    "format-attr": ('offer.gpu.sharing == "mig"', "{offer.gpu.sharing.__class__}"),
    "format-index": ('offer.gpu.sharing == "mig"', "{offer.gpu.sharing[0]}"),
    "format-conversion": ('offer.gpu.sharing == "mig"', "{offer.gpu.sharing!r:>99999999}"),
    "format-spec-width": ('offer.gpu.sharing == "mig"', "{offer.vendor:>999999999}"),
    "include-file": ('offer.gpu.sharing == "mig"', '{include "/etc/passwd"}'),
    "deep-expression": (" and ".join(["offer.nodes > 1"] * 3000), "m"),
    "deep-unary": ("offer.nodes > " + "-" * 3000 + "1", "m"),
    "regex-nested": ('offer.vendor matches "(a+)+$"', "m"),
    "regex-alternation": ('offer.vendor matches "(a|aa)*b"', "m"),
    "regex-bounded-outer": ('offer.vendor matches "(.*a){20}"', "m"),
    # adjacent unbounded repeats over the same characters: `a*a*b` alone took 29 s on 3,000 a's
    "regex-adjacent": ('offer.vendor matches "a*a*a*a*a*a*a*a*a*a*b"', "m"),
    "regex-adjacent-optional-between": ('offer.vendor matches "[a-z]+\\d*[a-z]+!"', "m"),
    "regex-adjacent-dot-space": ('any s in offer.statements: s matches "(?i)sla.*\\s*$"', "m"),
    "regex-adjacent-cjk": ('offer.vendor matches "[一-龥]*[\\w]+。"', "m"),
}


@pytest.mark.parametrize("pattern", ["\\d+\\s*GB", "\\w+\\s+\\w+", "(?i)\\bHDD\\b|7200\\s?(rpm|转)",
                                     "x.*y", "\\d+(\\.\\d+)?\\s*%", "可用性[\\s:：]*\\d+"])
def test_patterns_whose_repeats_cannot_overlap_still_load(pattern: str) -> None:
    from auditor.dsl.compiler import _check_regex

    assert _check_regex(pattern.replace("\\\\", "\\")) is None, pattern


@pytest.mark.parametrize("name", sorted(ATTEMPTS))
def test_rule_attempt_is_refused_at_load(audit: Callable[..., Result], tmp_path: Path, name: str) -> None:
    when, message = ATTEMPTS[name]
    rules = tmp_path / "hostile.rules"
    rules.write_text(RULE.format(when=when, message=message), encoding="utf-8")
    result = audit("offer", str(OFFER), "--no-default-rules", "--rules", str(rules), "--model", "llama3-8b")
    assert result.code == 2, (result.code, result.out[:300])
    first = result.err.splitlines()[0]
    assert first.startswith(f"audit: {rules}:"), result.err  # file:line:col of the offending place
    assert "Traceback" not in result.err
    assert not Path("/tmp/pwned").exists()


def test_regression_deep_rule_expression_is_one_error_line(audit: Callable[..., Result], tmp_path: Path) -> None:
    """Regression (rule-recursion-error): `a and a and …` 20,000 times, or 20,000 unary minus signs,
    overflowed the compiler's recursion and printed a RecursionError traceback."""
    rules = tmp_path / "deep.rules"
    rules.write_text(RULE.format(when=" and ".join(["offer.nodes > 1"] * 20000), message="m"), encoding="utf-8")
    result = audit("offer", str(OFFER), "--no-default-rules", "--rules", str(rules), "--model", "llama3-8b")
    assert result.code == 2 and "nested more than 100 levels" in result.err and "AUDIT_MAX_RULE_DEPTH" in result.err


def test_plain_rules_still_load(audit: Callable[..., Result], tmp_path: Path) -> None:
    """The checks refuse only the attempts: a rule with a template, a bounded regex and a word
    alternation under a repeat (prefix-free, so linear) loads and runs."""
    rules = tmp_path / "ok.rules"
    rules.write_text(RULE.format(when='offer.gpu.sharing matches "(?i)^(mig|vgpu)+$" and offer.vendor matches '
                                      '"[^.]{0,30}GPU"', message="sharing is {offer.gpu.sharing}"),
                     encoding="utf-8")
    result = audit("offer", str(OFFER), "--no-default-rules", "--rules", str(rules), "--model", "llama3-8b")
    assert result.code in (0, 1), result.err
