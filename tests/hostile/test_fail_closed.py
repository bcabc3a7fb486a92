"""Fail closed: an audit that checks nothing is an error, and impossible numbers are input errors.

``--no-default-rules`` alone, or a policy disabling every rule, used to evaluate 0 rules and say
PASS (exit 0); ``--tokens nan/inf/-1`` and ``--seq-len -5`` ended in a traceback with exit 1,
which CI reads as "findings". Each now ends in one line and exit 2.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from tests.hostile.test_limits import one_line_error
from tests.vendors.conftest import Result

ROOT = Path(__file__).resolve().parents[2]
OFFER = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"
TARGET = ("--model", "llama3-8b", "--mode", "lora")


def test_no_default_rules_alone_is_an_error(audit: Callable[..., Result], tmp_path: Path) -> None:
    one_line_error(audit("offer", str(OFFER), "--no-default-rules", *TARGET), "no rules to evaluate",
                   "--no-default-rules without --rules")
    listing = tmp_path / "v.yaml"
    (tmp_path / "o.yaml").write_bytes(OFFER.read_bytes())
    listing.write_text(yaml.safe_dump({"vendors": [{"name": "A", "offers": ["o.yaml"]}]}), encoding="utf-8")
    one_line_error(audit("vendors", str(listing), "--no-default-rules"), "no rules to evaluate")
    one_line_error(audit("compare", str(OFFER), "--no-default-rules", *TARGET, "--tokens", "2e9"),
                   "no rules to evaluate")


def test_a_policy_disabling_every_rule_is_an_error(audit: Callable[..., Result], tmp_path: Path) -> None:
    from auditor.dsl import load_rules

    every = sorted(load_rules([], include_default=True).all_rules)
    policy = tmp_path / "off.yaml"
    policy.write_text(yaml.safe_dump({"disabled": {rule: "nothing to check here" for rule in every}}),
                      encoding="utf-8")
    one_line_error(audit("offer", str(OFFER), "--policy", str(policy), *TARGET), "no rules to evaluate",
                   f"the policy {policy} disables all {len(every)} rules")
    # one rule left on: a real audit (the control)
    policy.write_text(yaml.safe_dump({"disabled": {rule: "not needed" for rule in every[1:]}}), encoding="utf-8")
    result = audit("offer", str(OFFER), "--policy", str(policy), *TARGET, "--format", "json")
    assert result.code in (0, 1), result.err
    assert '"rules_evaluated": 1' in result.out


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "-1", "0", "1e400", "lots"])
def test_tokens_must_be_a_finite_positive_count(audit: Callable[..., Result], value: str) -> None:
    one_line_error(audit("offer", str(OFFER), *TARGET, "--tokens", value), "--tokens", value)
    one_line_error(audit("compare", str(OFFER), *TARGET, "--tokens", value), "--tokens")
    one_line_error(audit("size", "--model", "llama3-8b", "--gpu", "h100-sxm", "--gpus", "8", "--tokens", value),
                   "--tokens")


@pytest.mark.parametrize("value", ["-5", "0", "99999999999"])
def test_seq_len_must_be_positive_and_sane(audit: Callable[..., Result], value: str) -> None:
    one_line_error(audit("offer", str(OFFER), *TARGET, "--seq-len", value), "--seq-len", value)
    one_line_error(audit("size", "--model", "llama3-8b", "--gpu", "h100-sxm", "--seq-len", value), "--seq")


@pytest.mark.parametrize("target", [{"model": "llama3-8b", "tokens": float("inf")},
                                    {"model": "llama3-8b", "tokens": -1},
                                    {"model": "llama3-8b", "seq_len": -5}])
def test_list_target_numbers_are_checked(audit: Callable[..., Result], tmp_path: Path, target: dict) -> None:
    (tmp_path / "o.yaml").write_bytes(OFFER.read_bytes())
    listing = tmp_path / "v.yaml"
    listing.write_text(yaml.safe_dump({"target": target, "vendors": [{"name": "A", "offers": ["o.yaml"]}]}),
                       encoding="utf-8")
    one_line_error(audit("vendors", str(listing), "--jobs", "1"), str(listing), "/target/")


def test_unknown_option_is_one_line(audit: Callable[..., Result]) -> None:
    one_line_error(audit("offer", str(OFFER), "--bogus"), "--bogus", "audit offer --help")
