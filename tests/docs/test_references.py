"""Docs and rule references cite only files the project holds.

A reader of the README, of docs/, of a rule's ``references`` or a parameter's reason (also shown in
reports and in docs/acceptance.md) must be able to open what is cited. Checked here: every
relative Markdown link resolves; every path into the project's own folders exists (a placeholder
such as ``rules/<pack>.tests.yaml`` or a glob such as ``samples/offers/compare-*.yaml`` must match a
file); a bare ``NAME.md`` (capitals) names a file somewhere in the project; nothing points into the team's
reference folder (``../shared``) or names its files, which CI and users do not have. Two things
are not citations of the project: a file of another project named with it ("torchtitan
docs/performance.md", "nccl-tests PERFORMANCE.md") and a location in an example error message
("rules/vram.rules:6:18: unknown field").
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CITING = sorted(
    [ROOT / "README.md", *ROOT.glob("docs/**/*.md"), *ROOT.glob("rules/**/*.rules"), *ROOT.glob("rules/**/*.yaml"),
     *ROOT.glob("grammars/*.yaml"), *ROOT.glob("grammars/*.lark"), *ROOT.glob("auditor/sizing/data/*.yaml")]
)
TOP = ("auditor", "docs", "rules", "grammars", "schemas", "samples", "benchmarks", "tests", "fuzz", ".github")
PATH = re.compile(rf"(?<![\w.@/<-])((?:{'|'.join(re.escape(t) for t in TOP)})/[\w./*<>-]*)(:\d)?")
LINK = re.compile(r"\]\(([^)\s]+)\)")
BARE_MD = re.compile(r"(?<![\w./-])([A-Z][A-Z0-9_-]*\.md)\b")
"""A document named bare (README.md, SOURCES.md): capitals by convention; 'review.md' in an example is output."""
EXTERNAL = re.compile(r"\b(?:torchtitan|nccl-tests|ml-engineering|Megatron-LM|DeepSpeed|nvbandwidth|perftest)"
                      r"(?:'s)?\s+$")
"""Projects whose own files the docs cite by name: the path that follows is theirs."""
OUTSIDE = re.compile(r"\.\./shared|/work/shared|\bquotes-dev\b|\bcontracts-real\b|\bprobes-real\b|"
                     r"\b(?:DOMAIN|DESIGN|GPU-CATALOG|STYLE)\.md\b")


def _project_md_names() -> set[str]:
    skip = {".venv", ".git", "node_modules"}
    return {p.name for p in ROOT.rglob("*.md") if not skip & set(p.relative_to(ROOT).parts)}


def _rel(path: Path) -> str:
    return str(path.relative_to(ROOT))


def test_there_is_something_to_check() -> None:
    assert ROOT / "README.md" in CITING and any(p.suffix == ".rules" for p in CITING)
    assert (ROOT / "docs" / "domain.md").is_file()  # the notes the rules cite, held by the project


@pytest.mark.parametrize("path", CITING, ids=_rel)
def test_no_reference_outside_the_project(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    found = [f"{_rel(path)}:{text.count(chr(10), 0, m.start()) + 1}: {m.group(0)}" for m in OUTSIDE.finditer(text)]
    assert not found, "cites files the project does not hold (bring the note into docs/):\n" + "\n".join(found)


@pytest.mark.parametrize("path", CITING, ids=_rel)
def test_every_cited_project_path_exists(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    missing = []
    for m in PATH.finditer(text):
        cited = m.group(1).rstrip(".,;:")
        if m.group(2) or EXTERNAL.search(text[max(0, m.start() - 40):m.start()]):
            continue
        pattern = re.sub(r"<[^>]*>", "*", cited)
        if not (any(ROOT.glob(pattern)) if "*" in pattern else (ROOT / cited).exists()):
            missing.append(f"{_rel(path)}:{text.count(chr(10), 0, m.start()) + 1}: {cited}")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("path", [p for p in CITING if p.suffix == ".md"], ids=_rel)
def test_every_relative_markdown_link_resolves(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    broken = []
    for m in LINK.finditer(text):
        target = m.group(1).split("#", 1)[0]
        if not target or re.match(r"[a-z][a-z0-9+.-]*:", target):  # an anchor, or http:, mailto: …
            continue
        if not (path.parent / target).exists():
            broken.append(f"{_rel(path)}:{text.count(chr(10), 0, m.start()) + 1}: {m.group(1)}")
    assert not broken, "\n".join(broken)


@pytest.mark.parametrize("path", CITING, ids=_rel)
def test_every_named_markdown_file_exists_in_the_project(path: Path) -> None:
    names = _project_md_names()
    text = path.read_text(encoding="utf-8")
    named = {m.group(1) for m in BARE_MD.finditer(text) if not EXTERNAL.search(text[max(0, m.start() - 40):m.start()])}
    unknown = sorted(named - names)
    assert not unknown, f"{_rel(path)} names {unknown}, which the project does not hold"


def test_the_checks_catch_what_they_are_for() -> None:
    """The patterns find a shared citation, a missing project path and a broken link."""
    text = ('references "DOMAIN.md: availability example"\n'
            "see `rules/no-such.rules` and [the notes](../shared/DOMAIN.md); rules/<pack>.tests.yaml\n")
    assert OUTSIDE.findall(text) == ["DOMAIN.md", "../shared", "DOMAIN.md"]
    assert [m.group(1) for m in PATH.finditer(text)] == ["rules/no-such.rules", "rules/<pack>.tests.yaml"]
    assert not any(ROOT.glob("rules/no-such.rules")) and any(ROOT.glob("rules/*.tests.yaml"))
    assert LINK.findall(text) == ["../shared/DOMAIN.md"]
