"""``audit vendors samples/vendors.yaml`` run once per set of options for the whole test session,
from the project root as CI runs it, so the SARIF and JUnit sample tests share the JSON ground truth."""

from __future__ import annotations

import functools
import os
import tempfile
from pathlib import Path

from auditor.cli import main

ROOT = Path(__file__).parents[2]
LIST = "samples/vendors.yaml"


def audit(*args: str) -> int:
    """``audit ARGS…`` in-process; its exit code."""
    try:
        main(list(args))
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 1
    return 0  # pragma: no cover - main always exits


@functools.cache
def vendors(*args: str) -> tuple[int, str]:
    """Exit code and report of ``audit vendors samples/vendors.yaml ARGS… -o FILE`` (cwd: the root)."""
    here = Path.cwd()
    with tempfile.TemporaryDirectory(prefix="audit-samples-") as tmp:
        out = Path(tmp) / "report"
        os.chdir(ROOT)
        try:
            code = audit("vendors", LIST, "--jobs", "1", *args, "-o", str(out))
        finally:
            os.chdir(here)
        return code, out.read_text(encoding="utf-8")
