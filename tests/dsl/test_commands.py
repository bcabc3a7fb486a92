"""`audit rules test | list | explain` on the fixture pack."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from auditor.cli import cli
from auditor.errors import InputError
from tests.dsl.conftest import FIXTURES


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args), standalone_mode=False)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.return_value, result.output


def test_rule_tests_pass_on_fixture_pack() -> None:
    code, out = run("rules", "test", str(FIXTURES))
    assert code == 0 and out.count("ok  ") == 3


def test_failing_case_and_uncovered_rule_exit_1(tmp_path: Path) -> None:
    shutil.copy(FIXTURES / "example.rules", tmp_path / "example.rules")
    (tmp_path / "example.tests.yaml").write_text(
        "cases:\n  - name: wrong\n    facts: {offer: {gpu: {memory: 80 GB}}}\n"
        "    expect: {gpu.memory-small: fail}\n"
    )
    code, out = run("rules", "test", str(tmp_path))
    assert code == 1
    assert "expected fail, got pass" in out and "UNCOVERED fees.egress" in out


def test_malformed_test_file_is_an_error(tmp_path: Path) -> None:
    shutil.copy(FIXTURES / "example.rules", tmp_path / "example.rules")
    (tmp_path / "example.tests.yaml").write_text("cases:\n  - expect: {gpu.memory-smal: fail}\n")
    with pytest.raises(InputError, match=r"did you mean `gpu\.memory-small`"):
        run("rules", "test", str(tmp_path))


def test_list_and_explain(tmp_path: Path) -> None:
    code, out = run("rules", "list", "--no-default-rules", "--rules", str(FIXTURES), "--format", "markdown")
    assert code == 0 and "| `gpu.memory-small` | vram-shortfall | high |" in out
    fixture = tmp_path / "facts.yaml"
    fixture.write_text("offer: {gpu: {memory: 40 GB}}\n")
    code, out = run(
        "rules",
        "explain",
        "gpu.memory-small",
        "--no-default-rules",
        "--rules",
        str(FIXTURES),
        "--facts",
        str(fixture),
        "--set",
        "min_mem=48 GB",
    )
    assert "outcome: FAIL" in out and "effective 48 GB" in out and "offer.gpu.memory = 40 GB" in out
