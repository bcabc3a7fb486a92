"""Rule tests kept as data beside the rules: ``<pack>.tests.yaml``.

Format::

    cases:
      - name: PCIe box sold as NVLink
        facts:                       # a partial fact tree; quantities as strings
          offer:
            interconnect: {intra_node: nvlink}
          probe:
            topo: {pairs: [{a: 0, b: 1, link: PIX, nvlink: false}]}
        expect:
          interconnect.nvlink-vs-topology: fail          # fail | pass | unverified
          gpu.memory-small:                                # or a mapping, to check more
            status: unverified
            missing: [offer.gpu.memory]

A test file that cannot be understood is an error (fail closed), never skipped.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from auditor.dsl.ruleset import RuleSet
from auditor.dsl.syntax import did_you_mean
from auditor.errors import InputError
from auditor.model.findings import STATUSES, Finding


@dataclass
class Expectation:
    rule: str
    status: str
    missing: list[str] | None = None


@dataclass
class Case:
    source: str
    line: int
    name: str
    facts: Any  # auditor.facts.Facts
    expect: list[Expectation]


@dataclass
class CaseResult:
    case: Case
    failures: list[str]  # one line per unmet expectation

    @property
    def ok(self) -> bool:
        return not self.failures


@dataclass
class TestReport:
    results: list[CaseResult] = field(default_factory=list)
    uncovered: dict[str, list[str]] = field(default_factory=dict)  # rule id → lacking "fail"/"pass"

    @property
    def ok(self) -> bool:
        return all(r.ok for r in self.results) and not self.uncovered


def test_files(paths: list[Path]) -> list[Path]:
    """``x.tests.yaml`` beside each ``x.rules`` named, and every ``*.tests.yaml`` in folders named."""
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out.extend(sorted(p.rglob("*.tests.yaml")))
        else:
            sibling = p.with_name(p.name.removesuffix(".rules") + ".tests.yaml")
            if p.name.endswith(".tests.yaml"):
                out.append(p)
            elif sibling.exists():
                out.append(sibling)
    return out


def load_cases(path: Path, ruleset: RuleSet) -> list[Case]:
    from auditor.facts import Facts, FactTree
    from auditor.infra import limits  # size, nesting and alias bounds shared by every reader

    source = str(path)
    data, root = limits.load_yaml(limits.read_text(path, kind="config"), source)
    if not isinstance(data, dict) or not isinstance(data.get("cases"), list) or set(data) - {"cases"}:
        raise InputError(
            source, "a rule test file is a mapping with one key, `cases:`, holding a list of cases"
        )
    case_nodes = next(v for k, v in root.value if k.value == "cases").value
    cases: list[Case] = []
    for i, (raw, node) in enumerate(zip(data["cases"], case_nodes, strict=True)):
        line = node.start_mark.line + 1
        if not isinstance(raw, dict) or set(raw) - {"name", "facts", "expect"} or "expect" not in raw:
            raise InputError(source, f"case {i + 1}: expected keys name, facts, expect", line=line)
        name = str(raw.get("name") or f"case {i + 1}")
        facts_data = raw.get("facts") or {}
        if not isinstance(facts_data, dict):
            raise InputError(source, f"case {name!r}: facts must be a mapping", line=line)
        try:
            tree = FactTree.model_validate({"offer": {}, **facts_data})
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(x) for x in first["loc"])
            raise InputError(source, f"case {name!r}: facts.{where}: {first['msg']}", line=line) from None
        expect = raw["expect"]
        if not isinstance(expect, dict) or not expect:
            raise InputError(
                source, f"case {name!r}: expect must map rule ids to fail/pass/unverified", line=line
            )
        expectations = []
        for rule_id, want in expect.items():
            if rule_id not in ruleset.all_rules:
                raise InputError(
                    source,
                    f"case {name!r}: unknown rule `{rule_id}`{did_you_mean(str(rule_id), ruleset.all_rules)}",
                    line=line,
                )
            missing = None
            if isinstance(want, dict):
                missing = want.get("missing")
                want = want.get("status")
                if missing is not None and not isinstance(missing, list):
                    raise InputError(source, f"case {name!r}: {rule_id}.missing must be a list", line=line)
            if want not in STATUSES:
                raise InputError(
                    source,
                    f"case {name!r}: {rule_id}: expected one of {', '.join(STATUSES)}, got {want!r}",
                    line=line,
                )
            expectations.append(Expectation(str(rule_id), str(want), missing))
        cases.append(Case(source, line, name, Facts(tree), expectations))
    return cases


def run_tests(ruleset: RuleSet, files: list[Path], *, rules_under: list[Path] | None = None) -> TestReport:
    """Evaluate every case; rules from ``rules_under`` files must each have a failing and a passing case."""
    report = TestReport()
    cases = [c for f in files for c in load_cases(f, ruleset)]
    seen: dict[str, set[str]] = {}
    for case in cases:
        wanted = {e.rule for e in case.expect}
        rules = [r for r in ruleset.all_rules.values() if r.id in wanted]
        findings: dict[str, Finding] = {r.id: r.finding(case.facts) for r in rules}
        failures = []
        for e in case.expect:
            got = findings[e.rule]
            seen.setdefault(e.rule, set()).add(e.status)
            if got.status != e.status:
                why = f" (missing: {', '.join(got.missing)})" if got.missing else f" ({got.message})"
                failures.append(f"{e.rule}: expected {e.status}, got {got.status}{why}")
            elif e.missing is not None and sorted(e.missing) != sorted(got.missing):
                failures.append(f"{e.rule}: expected missing {e.missing}, got {got.missing}")
        report.results.append(CaseResult(case, failures))
    checked = {p.resolve() for p in rules_under} if rules_under is not None else None
    for rule in ruleset.all_rules.values():
        if checked is not None and rule.source_path.resolve() not in checked:
            continue
        lacking = [s for s in ("fail", "pass") if s not in seen.get(rule.id, set())]
        if lacking:
            report.uncovered[rule.id] = lacking
    return report
