"""A probe kind is one module: the registry, the generated fact schema and derived evidence keys."""

from __future__ import annotations

import json
import subprocess
import sys
import typing
from pathlib import Path

import pytest

from auditor.dsl.schema import field_at
from auditor.probes import facts, registry
from auditor.probes.bundle import read_probes
from auditor.probes.kind import path

from .conftest import FIXTURES, REAL, ROOT, SAMPLES


def _inputs() -> list[Path]:
    found = [*sorted(SAMPLES.iterdir()), *sorted(FIXTURES.iterdir())]
    if REAL.is_dir():
        found += sorted(p for p in REAL.rglob("*") if p.is_file() and p.name != "SOURCES.md")
    return [p for p in found if p.name != "SOURCES.md"]


def test_generated_fact_schema_is_current() -> None:
    assert registry.FACTS_PY.read_text(encoding="utf-8") == registry.facts_source(), (
        "regenerate with `python -m auditor.probes.registry`")


def test_generated_fact_type_table_is_current() -> None:
    assert registry.FACT_TYPES_PY.read_text(encoding="utf-8") == registry.fact_types_source(), (
        "regenerate with `python -m auditor.probes.registry`")


def test_every_module_of_the_package_is_a_kind_or_listed_plumbing() -> None:
    modules = {p.stem for p in registry.FACTS_PY.parent.glob("*.py") if not p.stem.startswith("_")}
    kinds = {s.parse.__module__.rsplit(".", 1)[1] for s in registry.specs()}
    assert modules == kinds | registry.INFRA


def test_probe_facts_has_one_branch_per_kind_typed_by_its_model() -> None:
    branches = [n for n, f in facts.ProbeFacts.model_fields.items()
                if n != "gpu_health"  # cross-source: the -q health, filled from --query-gpu columns
                and typing.get_origin(f.annotation) is not None
                and any(isinstance(a, type) and issubclass(a, facts.Branch) for a in typing.get_args(f.annotation))]
    assert branches == [s.branch for s in registry.by_position()]
    for spec in registry.specs():
        generated = getattr(facts, spec.facts.__name__)
        assert list(generated.model_fields) == list(spec.facts.model_fields), spec.kind
        assert spec.parse.__module__ == spec.fold.__module__ == spec.facts.__module__, spec.kind


def test_detection_order_puts_the_narrower_query_first() -> None:
    order = [s.kind for s in registry.specs()]
    assert order.index("nvidia-smi-clock") < order.index("nvidia-smi-query") < order.index("nvidia-smi")


def test_paths_are_checked_against_the_model() -> None:
    from auditor.probes.nvidia_smi import SmiFacts, SmiOutput

    assert str(path(SmiOutput).gpus[3].memory_total) == "gpus.3.memory_total"
    assert str(path(SmiFacts).memory_total_min) == "memory_total_min"
    with pytest.raises(AttributeError, match="memory_totl"):
        _ = path(SmiOutput).gpus[0].memory_totl
    with pytest.raises(TypeError):
        _ = path(SmiOutput).driver[0]


@pytest.mark.parametrize("source", _inputs(), ids=lambda p: p.name)
def test_every_evidence_key_and_pointer_resolves(source: Path) -> None:
    """Folded keys name a fact a rule can read; each parser's pointers name a field of its output."""
    specs = {s.kind: s for s in registry.specs()}
    try:
        _facts, evidence, results = read_probes([source])
    except Exception as exc:
        pytest.skip(f"not readable here: {exc}")
    for key in evidence:
        assert key.startswith("probe.") and field_at(key) is not None, key
    for result in results:
        if result.kind == "unknown":
            continue
        model = specs[result.kind].output
        for ev in result.evidence:
            node = path(model)
            for step in (ev.pointer or "").split("."):
                node = node[int(step)] if step.isdigit() else getattr(node, step)


def test_the_clock_kind_reads_a_capped_node_and_its_rule_fails(tmp_path: Path) -> None:
    got, evidence, _ = read_probes([FIXTURES / "nvidia-smi-q-clock-capped-2of8.txt"])
    clock = got.smi_clock
    assert clock is not None and clock.gpu_count == 8 and clock.applications_below_default == 2
    assert str(clock.applications_clock_ratio_min) == "71.2121%"
    lines = sorted(e.line for e in evidence["probe.smi_clock.applications_below_default"])
    assert len(lines) == 4  # applications and default line of each capped GPU
    honest, _, _ = read_probes([FIXTURES / "nvidia-smi-q-clock-8xH100.txt"])
    assert honest.smi_clock is not None and honest.smi_clock.applications_below_default == 0
    assert honest.smi_query is None  # the short clock query is not a -q dump

    def verdict(probe: Path) -> str:
        bundle = tmp_path / probe.stem
        bundle.mkdir()
        (bundle / probe.name).write_bytes(probe.read_bytes())
        proc = subprocess.run([sys.executable, "-m", "auditor", "verify",
                               str(ROOT / "samples/offers/honest-h100-sxm-8x.yaml"), str(bundle), "--format", "json"],
                              capture_output=True, text=True, check=False, cwd=ROOT)
        found = {f["rule"]: f["status"] for f in json.loads(proc.stdout)["findings"]}
        return found["gpu.applications-clocks-capped"]

    assert verdict(FIXTURES / "nvidia-smi-q-clock-capped-2of8.txt") == "fail"
    assert verdict(FIXTURES / "nvidia-smi-q-clock-8xH100.txt") == "pass"


def test_a_yaml_audit_imports_no_probe_kind() -> None:
    code = ("import sys, auditor.cli\n"
            f"try:\n    auditor.cli.main(['offer', {str(ROOT / 'samples/offers/honest-h100-sxm-8x.yaml')!r}])\n"
            "except SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith('auditor.probes')), file=sys.stderr)\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False)
    loaded = set(proc.stderr.strip().splitlines()[-1].strip("[]").replace("'", "").split(", "))
    # The manifest module derives the expected node from the offer for every report; the fact tree's
    # probe root is typed by the generated table. The probe models (facts.py) and ProbeResult
    # (_common.py) are built only where probe output is read or a tree or report validated.
    allowed = {"auditor.probes", "auditor.probes.fact_types", "auditor.probes.root", "auditor.probes.manifest"}
    assert loaded <= allowed, loaded
