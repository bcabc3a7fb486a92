"""The office readers cost nothing to an audit that reads no office file: openpyxl, python-docx and
lxml are imported only when a workbook or Word file is read."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_LIBRARIES = ("openpyxl", "docx", "lxml")


def _imported(*documents: Path) -> list[str]:
    args = ["offer", *map(str, documents), "--model", "llama3-8b", "--mode", "lora"]
    code = (
        "import sys, auditor.cli\n"
        f"try:\n    auditor.cli.main({args!r})\n"
        "except SystemExit:\n    pass\n"
        f"print(sorted({{m.split('.')[0] for m in sys.modules}} & set({_LIBRARIES!r})), file=sys.stderr)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False,
                          timeout=300)
    return list(ast.literal_eval(proc.stderr.strip().splitlines()[-1]))


def test_a_yaml_audit_imports_no_office_library() -> None:
    assert _imported(ROOT / "samples" / "offers" / "h100-ib-cluster-16node.yaml") == []


def test_a_workbook_audit_imports_openpyxl_and_not_python_docx() -> None:
    imported = _imported(ROOT / "samples" / "quotes" / "honest-h100-quote-zh.xlsx")
    assert "openpyxl" in imported and "docx" not in imported  # openpyxl parses with lxml where installed
