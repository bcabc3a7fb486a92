"""Helpers for the office-format tests: the sample generators (samples/quotes/make_office.py and
make_pdfs.py) loaded by path, workbooks written from rows, and the audit CLI run as a user runs it."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples" / "quotes"


@cache
def module(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, SAMPLES / f"{name}.py")
    assert spec is not None and spec.loader is not None
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)
    return loaded


def source(name: str) -> dict[str, Any]:
    return dict(module("make_office").load(SAMPLES / "office" / name))


def workbook(path: Path, sheets: list[dict[str, Any]], title: str = "") -> Path:
    """A workbook from make_office.py's source format (sheets of blocks)."""
    return Path(module("make_office").write_workbook({"file": path.name, "title": title, "sheets": sheets}, path))


def printout(path: Path, src: dict[str, Any]) -> Path:
    """The same content printed to PDF by make_pdfs.py (a workbook source or a Word source)."""
    office = module("make_office")
    pdf_src = office.pdf_source(src) if "sheets" in src else office.word_pdf_source(src)
    doc = module("make_pdfs").SimpleDocTemplate(str(path), pagesize=module("make_pdfs").A4, invariant=1)
    doc.build(module("make_pdfs").flowables(pdf_src))
    return path


def audit(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "AUDIT_NO_CACHE": "1"}
    return subprocess.run([sys.executable, "-m", "auditor", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, env=env, timeout=300)


def report(*files: str | Path, cwd: Path, model: str = "llama3-70b") -> tuple[dict[str, Any], int]:
    done = audit("offer", *files, "--model", model, "--format", "json", cwd=cwd)
    assert done.stdout, done.stderr
    return json.loads(done.stdout), done.returncode


FACT_FIELDS = ("vendor", "quote_id", "date", "currency", "gpu", "nodes", "interconnect", "cpu", "memory", "storage",
               "network", "pricing", "clauses")


def facts(offer: dict[str, Any]) -> dict[str, Any]:
    """The facts of a report's offer (not where they were read)."""
    return {k: offer.get(k) for k in FACT_FIELDS}


def verdicts(rep: dict[str, Any]) -> dict[str, tuple[str, Any]]:
    return {f["rule"]: (f["status"], f.get("severity")) for f in rep["findings"]}
