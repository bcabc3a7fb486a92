"""``dcgmi diag`` (``-j`` JSON of DCGM 3.x/4.x, or its text table): NVIDIA DCGM's diagnostic verdict per test.

Usage::

    audit probe dcgmi-diag.json

Facts schema (``DcgmDiagOutput``)::

    version: str | None                         DCGM version
    tests: [{category, name, status ("pass" | "fail" | "warn" | "skip"), gpus: [GPU ids that failed or warned]}]

Why its own kind: DCGM's diagnostic (Deployment, Integration/PCIe, Hardware/memory, Stress) is
NVIDIA's own acceptance check and the one most suites wrap; a provider's node that fails it is
not in working order whatever else it shows. A test's status is its worst result over the GPUs;
``Skip`` (not run at this level or on this part) is no verdict. Evidence pointers: ``tests.<i>``
(its row, or its ``"name"`` line in JSON).

Example (text)::

    |-----  Integration  -------+------------------------------------------------|
    | PCIe                      | Fail                                           |
    → tests[0] = {category: Integration, name: PCIe, status: fail}
"""


import json
import re

from pydantic import Field

from auditor.probes._common import Facts, Lines, ProbeResult, guarded, plural
from auditor.probes.facts import Branch
from auditor.probes.kind import Command, Fold, ProbeKind, path

KIND = "dcgmi-diag"

_ROOTS = ("DCGM GPU Diagnostic", "DCGM Diagnostic")
_CATEGORY = re.compile(r"^[|+]-{3,}\s+(\w[\w ]*?)\s+-{2,}\+")
_ROW = re.compile(r"^\|\s*([^|]*?)\s*\|\s*([^|]*?)\s*\|\s*$")
_GPU = re.compile(r"^GPU\s*(\d+)\s*:\s*(\w+)", re.I)
_RANK = {"fail": 3, "warn": 2, "pass": 1, "skip": 0}


class DcgmTest(Facts):
    category: str | None = None
    name: str
    status: str = "skip"
    gpus: list[str] = Field(default=[], description="GPUs whose result failed or warned")


class DcgmDiagOutput(Facts):
    version: str | None = None
    tests: list[DcgmTest] = Field(default=[])


class DcgmDiagFacts(Branch):
    """``dcgmi diag``: which tests failed, warned, passed or were skipped."""

    version: str | None = None
    tests_run: int = Field(0, description="tests with a verdict (pass, warn or fail)")
    failed_count: int = 0
    failed_tests: list[str] = Field(default=[], description="failed tests, 'category/name (GPUs)'")
    warned_tests: list[str] = Field(default=[])
    skipped_count: int = 0


def detect(text: str) -> bool:
    head = text[:6000]
    return any(f'"{root}"' in head for root in _ROOTS) or (
        "| Diagnostic" in head and "| Result" in head and "Deployment" in head)


def _status(raw: object) -> str | None:
    word = str(raw).split(" - ", 1)[0].strip().lower()  # 'Pass - All', 'Skip - All'
    return {"pass": "pass", "passed": "pass", "fail": "fail", "failed": "fail", "warn": "warn", "warning": "warn",
            "skip": "skip", "skipped": "skip", "not run": "skip"}.get(word)


def _worst(test: DcgmTest, status: str, gpu: str | None) -> None:
    if _RANK[status] > _RANK[test.status]:
        test.status = status
    if gpu is not None and status in ("fail", "warn") and gpu not in test.gpus:
        test.gpus.append(gpu)


def _from_json(text: str, lines: Lines, out: DcgmDiagOutput) -> None:
    start = text.find("{")
    try:
        body, _ = json.JSONDecoder().raw_decode(text[start:]) if start >= 0 else ({}, 0)
    except json.JSONDecodeError as err:
        raise lines.fail(f"dcgmi diag JSON is invalid or truncated ({err.msg})") from None
    root = next((body[k] for k in _ROOTS if isinstance(body, dict) and isinstance(body.get(k), dict)), None)
    if root is None:
        raise lines.fail("no 'DCGM GPU Diagnostic' / 'DCGM Diagnostic' object in the JSON")
    out.version = str(root["version"]) if root.get("version") is not None else None
    groups = [(c.get("category"), c.get("tests") or [])
              for c in root.get("test_categories") or [] if isinstance(c, dict)]
    groups.append((None, root.get("tests") or []))  # DCGM 4.x: tests at the top, a summary per test
    at = 0
    for category, tests in groups:
        for t in tests:
            if not isinstance(t, dict) or not t.get("name"):
                continue
            lines.cap(len(out.tests), at, "tests")
            test = DcgmTest(category=str(category) if category else t.get("category"), name=str(t["name"]))
            for result in t.get("results") or []:
                if isinstance(result, dict) and (status := _status(result.get("status"))):
                    gpu = result.get("gpu_ids", result.get("gpu_id", result.get("entity_id")))
                    _worst(test, status, None if gpu is None else str(gpu))
            summary = t.get("test_summary")
            if isinstance(summary, dict) and (status := _status(summary.get("status"))):
                _worst(test, status, None)
            out.tests.append(test)
            found = lines.find(f'"{test.name}"', at)
            if found is not None:
                lines.ev(found, f"tests.{len(out.tests) - 1}")
                at = found + 1


def _from_text(lines: Lines, out: DcgmDiagOutput) -> None:
    category: str | None = None
    test: DcgmTest | None = None
    for i in range(len(lines)):
        line = lines[i].strip()
        c = _CATEGORY.match(line)
        if c:
            category, test = c.group(1).strip(), None
            continue
        row = _ROW.match(line)
        if row is None or category is None:
            continue
        name, value = row.group(1), row.group(2)
        if category == "Metadata":
            if name == "DCGM Version":
                out.version = value
            continue
        if name:
            status = _status(value)
            if status is None:
                continue
            lines.cap(len(out.tests), i, "tests")
            test = DcgmTest(category=category, name=name, status=status)
            out.tests.append(test)
            lines.ev(i, f"tests.{len(out.tests) - 1}")
        elif test is not None:
            g = _GPU.match(value)
            if g and (status := _status(g.group(2))):
                _worst(test, status, g.group(1))
                lines.ev(i, f"tests.{len(out.tests) - 1}")
            elif value.lower().startswith("warning") and test.status == "pass":
                test.status = "warn"


@guarded(KIND)
def parse(text: str, source: str) -> ProbeResult:
    lines = Lines(text, source, KIND)
    out = DcgmDiagOutput()
    if any(f'"{root}"' in text[:6000] for root in _ROOTS):
        _from_json(text, lines, out)
    else:
        _from_text(lines, out)
    if not out.tests:
        raise lines.fail("no dcgmi diag test results (a '| Test | Pass |' row or JSON 'tests')")
    return lines.result(out)


F, P = path(DcgmDiagFacts), path(DcgmDiagOutput)


def fold(items: list[tuple[ProbeResult, DcgmDiagOutput]], ev: Fold) -> DcgmDiagFacts:
    """Every failed or warned test over the files; a test skipped everywhere gives no verdict."""
    out = DcgmDiagFacts(version=next((f.version for _, f in items if f.version), None))
    for r, f in items:
        for n, t in enumerate(f.tests):
            label = f"{t.category}/{t.name}" if t.category else t.name
            label += f" (GPU {', '.join(t.gpus)})" if t.gpus else ""
            if t.status == "skip":
                out.skipped_count += 1
                continue
            out.tests_run += 1
            ev.add(F.tests_run, r, P.tests[n])
            if t.status == "fail":
                out.failed_count += 1
                out.failed_tests.append(label)
                ev.add(F.failed_count, r, P.tests[n])
                ev.add(F.failed_tests, r, P.tests[n])
            elif t.status == "warn":
                out.warned_tests.append(label)
                ev.add(F.warned_tests, r, P.tests[n])
    return out


def summary(out: DcgmDiagOutput) -> str:
    """``dcgmi diag: DCGM 3.1.0, 12 tests: 11 pass, 1 skip`` and the failed tests with their GPUs."""
    statuses = [t.status for t in out.tests]
    results = ", ".join(f"{statuses.count(s)} {s}" for s in ("pass", "warn", "fail", "skip") if s in statuses)
    failed = [f"{t.name} (GPU {', '.join(t.gpus)})" if t.gpus else t.name for t in out.tests if t.status == "fail"]
    version = f"DCGM {out.version}, " if out.version else ""
    return f"{KIND}: {version}{plural(len(out.tests), 'test')}: {results}" + (
        f"; failed: {', '.join(failed)}" if failed else "")


SPEC = ProbeKind(
    kind=KIND, branch="dcgm_diag", facts=DcgmDiagFacts, output=DcgmDiagOutput, detect=detect, parse=parse,
    fold=fold, priority=112, position=180,
    summary=summary,
    commands=(Command("dcgmi diag -r 2 -j", "dcgmi-diag.json", ("dcgmi", "diag", "-r", "2", "-j"), 600),),
)
