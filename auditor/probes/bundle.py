"""Read a bundle of probe outputs: detect each file's kind by content, parse it, build ``probe.*``.

Usage::

    from auditor.probes.bundle import read_probes
    facts, evidence, results = read_probes([Path("probes/")])

Why by content: collectors, vendors and people name files anything (``out.txt``, ``gpu.log``);
the first lines of an output say what it is. A file no parser recognises is kept as a result of
kind ``unknown`` with a warning, so the report can say what was ignored.

A file holding several outputs one after another (a transcript with shell prompts, e.g.
``$ nvidia-smi topo -m`` then ``$ nvidia-smi topo -p2p p``) is split at the prompts and each
output is parsed on its own, with its original line numbers. Files over ``limit`` bytes
(default 64 MB) are refused with an ``InputError``: a probe output is never that large, and the
limit bounds memory and time on a mistaken path.
"""

from __future__ import annotations

import codecs
import itertools
import re
import time
from collections.abc import Iterable
from pathlib import Path

from auditor.errors import InputError
from auditor.infra.limits import probe_seconds
from auditor.model.evidence import EvidenceMap
from auditor.probes import registry
from auditor.probes._common import MAX_LINE, ProbeResult, strip_prompt
from auditor.probes.facts import ProbeFacts
from auditor.probes.kind import ProbeKind
from auditor.probes.summary import summarise

DEFAULT_LIMIT = 64 * 1024 * 1024

_WARNING_LINE = re.compile(r"^line (\d+):")
_SEEN_LINES = 4096
"""Distinct lines remembered while looking for prompts (bounds the memo, not the file)."""

SKIP_NAMES = {"manifest.json"}
"""Collector bookkeeping, not a probe output."""


def kinds() -> list[str]:
    return [s.kind for s in registry.specs()]


def detect(text: str) -> ProbeKind | None:
    """The kind whose detector accepts ``text`` (most specific first: ``SPEC.priority``), or None."""
    for spec in registry.specs():
        if spec.detect(text):
            return spec
    return None


def decode(data: bytes) -> str:
    """Bytes → text: UTF-8 (BOM stripped), UTF-16 with a BOM (PowerShell ``>``), else Latin-1-safe."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace")
    return data.decode("utf-8-sig", errors="replace")


def read_text(path: Path, limit: int | None = None) -> str:
    """The file's text; ``limit`` defaults to AUDIT_MAX_PROBE_BYTES (auditor.infra.limits, 64 MiB)."""
    from auditor.infra.limits import probe_bytes, regular_file

    cap = probe_bytes() if limit is None else limit
    try:
        size = regular_file(path).st_size  # a FIFO or device would block or never end
        if size > cap:
            raise InputError(str(path), f"file is {size} bytes, over the {cap}-byte probe size limit "
                                        "(AUDIT_MAX_PROBE_BYTES or --max-size)")
        return decode(path.read_bytes())
    except OSError as exc:
        raise InputError(str(path), f"cannot read: {exc.strerror or exc}") from None


def _segments(lines: list[str]) -> tuple[list[int], bool]:
    """(first line of each prompt-delimited output, whether the file holds several outputs).

    Line numbers, not copies: each output is joined once from its own lines, so a transcript of
    many prompts costs time linear in its size (padding each output with the lines before it, to
    keep line numbers, made 130 KB of bare ``$ nvidia-smi`` prompts take 35 s). A prompt followed
    at once by another prompt starts no output and is not kept, and a line seen before is not
    matched again (a transcript repeats its prompts), so 39 MB of prompts hold no list of millions.
    """
    starts: list[int] = []
    prompts = 0
    seen: dict[str, bool] = {}
    for i, line in enumerate(lines):
        hit = seen.get(line)
        if hit is None:
            hit = strip_prompt(line[:MAX_LINE].rstrip("\r")) is not None
            if len(seen) < _SEEN_LINES:
                seen[line] = hit
        if hit:
            prompts += 1
            if starts and starts[-1] == i - 1:
                starts[-1] = i
            else:
                starts.append(i)
    if prompts < 2:
        return [0], False
    if starts[0] != 0 and any(ln.strip() for ln in lines[: starts[0]]):
        starts.insert(0, 0)
    return starts, True


def _shifted(result: ProbeResult, offset: int) -> ProbeResult:
    """Line numbers of an output parsed on its own made the file's own (evidence and warnings)."""
    result.evidence = [e.model_copy(update={"line": e.line + offset}) if e.line is not None else e
                       for e in result.evidence]
    result.warnings = [_WARNING_LINE.sub(lambda m: f"line {int(m.group(1)) + offset}:", w, count=1)
                       for w in result.warnings]
    return result


def parse_text(text: str, source: str, budget_s: float | None = None) -> list[ProbeResult]:
    """Every output in one file's text; one ``unknown`` result if none is recognised.

    ``budget_s`` (default AUDIT_MAX_PROBE_SECONDS, 20 s) bounds the whole file: past it, parsing
    stops with an ``InputError`` naming the line reached, instead of running on.
    """
    deadline = time.monotonic() + (probe_seconds() if budget_s is None else budget_s)
    lines = text.split("\n")
    starts, several = _segments(lines)
    results: list[ProbeResult] = []
    unrecognised: set[str] = set()  # outputs seen before: a transcript repeating one junk output
    for n, (start, end) in enumerate(itertools.pairwise([*starts, len(lines)])):
        if n % 256 == 0 and time.monotonic() > deadline:
            raise InputError(source, f"probe parsing stopped at line {start + 1} of {len(lines)}: over its time "
                                     "budget (AUDIT_MAX_PROBE_SECONDS); split the file or raise the budget")
        if several and end - start == 1:
            continue  # a prompt with no output after it
        segment = "\n".join(lines[start:end]) if several else text
        spec = None if segment in unrecognised else detect(segment)
        if spec is None:
            if len(unrecognised) < _SEEN_LINES:
                unrecognised.add(segment)
            continue
        result = spec.parse(segment, source)
        if start:
            _shifted(result, start)
        if several:
            result.warnings.insert(0, f"line {start + 1}: one of several outputs in this file")
        results.append(result)
    if not results:
        first = next((ln.strip() for ln in lines if ln.strip()), "")[:80]
        results.append(
            ProbeResult(
                file=source,
                kind="unknown",
                warnings=[f"not recognised as any probe output ({', '.join(kinds())}); first line: {first!r}"],
            )
        )
    return results


def parse_file(path: Path, limit: int | None = None) -> list[ProbeResult]:
    data = read_text(path, limit)
    if "\x00" in data[:8192]:
        return [ProbeResult(file=str(path), kind="unknown", warnings=["binary file, not a probe output"])]
    return parse_text(data, str(path))


def expand(paths: Iterable[Path]) -> list[Path]:
    """Files named, plus every non-hidden file under directories named, in a stable order."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(
                p
                for p in sorted(path.rglob("*"))
                if p.is_file()
                and p.name not in SKIP_NAMES
                and not any(part.startswith(".") for part in p.relative_to(path).parts)
            )
        elif path.exists():
            files.append(path)
        else:
            raise InputError(str(path), "no such file or directory")
    return files


def read_probes(paths: list[Path], limit: int | None = None) -> tuple[ProbeFacts, EvidenceMap, list[ProbeResult]]:
    """Parse every probe output under ``paths``; returns ``(probe facts, evidence map, results)``.

    Evidence keys are fact-tree paths: ``probe.topo.pairs.5`` → the matrix line of that pair.
    """
    results: list[ProbeResult] = []
    for path in expand(paths):
        results.extend(parse_file(path, limit))
    facts, evidence = summarise(results)
    return facts, evidence, results
