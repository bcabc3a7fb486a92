"""Rule-test files and fact fixtures go through the same bounded YAML loader as every other input."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{n}: &{n} [{', '.join(['*' + p] * 9)}]\n" for p, n in zip("abcdefg", "bcdefgh", strict=True)
)


@pytest.mark.parametrize(("text", "words"), [
    ("cases:\n  - name: x\n    when: 2026-13-14\n", "invalid YAML value"),  # was a traceback (ValueError)
    (BOMB, "alias"),  # was unbounded: yaml.compose without the input limits
    ("cases: [\n", "invalid YAML"),
])
def test_bad_rule_test_file_is_one_line(tmp_path: Path, text: str, words: str) -> None:
    bad = tmp_path / "pack.tests.yaml"
    bad.write_text(text, encoding="utf-8")
    rules = tmp_path / "pack.rules"
    rules.write_text((ROOT / "tests" / "dsl" / "fixtures" / "example.rules").read_text(encoding="utf-8"),
                     encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "auditor", "rules", "test", str(tmp_path)],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 2, result.stderr
    line = result.stderr.strip()
    assert "\n" not in line and "Traceback" not in line and str(bad) in line and words in line
