"""Hypothesis fuzzing: mutated real outputs and fixtures yield a ProbeResult or an InputError, nothing else."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from auditor.errors import InputError
from auditor.probes._common import ProbeResult
from auditor.probes.bundle import parse_text
from auditor.probes.kind import ProbeKind
from auditor.probes.registry import specs

from .conftest import FIXTURES, REAL, SAMPLES


def _corpus() -> list[str]:
    paths = [p for root in (REAL, FIXTURES, SAMPLES) if root.is_dir() for p in sorted(root.rglob("*"))
             if p.is_file() and p.name != "SOURCES.md"]
    return [p.read_bytes().decode("utf-8", "replace")[:20000] for p in paths]


CORPUS = _corpus()


@st.composite
def mutated(draw: st.DrawFn) -> str:
    lines = draw(st.sampled_from(CORPUS)).split("\n")
    for _ in range(draw(st.integers(0, 6))):
        op = draw(st.sampled_from(["delete", "duplicate", "flip", "truncate", "splice"]))
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        if op == "delete":
            del lines[i]
        elif op == "duplicate":
            lines.insert(i, lines[i])
        elif op == "flip" and lines[i]:
            j = draw(st.integers(0, len(lines[i]) - 1))
            lines[i] = lines[i][:j] + chr(draw(st.integers(0, 0x2FF))) + lines[i][j + 1:]
        elif op == "truncate":
            lines[i] = lines[i][: draw(st.integers(0, len(lines[i])))]
            lines = lines[: i + 1]
        elif op == "splice":
            other = draw(st.sampled_from(CORPUS)).split("\n")
            lines[i:i] = other[: draw(st.integers(0, min(len(other), 40)))]
    return "\n".join(lines)


def _check(text: str) -> None:
    try:
        results = parse_text(text, "fuzz.txt")
    except InputError as exc:
        assert str(exc).startswith("fuzz.txt")
        return
    assert results and all(isinstance(r, ProbeResult) for r in results)
    for r in results:
        r.model_dump(mode="json")  # serialisable: the CLI's JSON output cannot fail


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_bundle_on_mutated_outputs(text: str) -> None:
    _check(text)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(specs()), mutated())
def test_every_parser_on_any_mutated_output(parser: ProbeKind, text: str) -> None:
    """A parser handed the wrong kind of output must refuse cleanly, not crash."""
    try:
        result = parser.parse(text, "fuzz.txt")
    except InputError:
        return
    assert isinstance(result, ProbeResult)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=2000))
def test_bundle_on_random_text(text: str) -> None:
    _check(text)


def test_corpus_is_not_empty() -> None:
    assert len(CORPUS) >= len(list(FIXTURES.iterdir())) and Path(FIXTURES).is_dir()
