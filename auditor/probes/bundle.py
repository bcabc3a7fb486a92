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
from collections.abc import Iterable
from pathlib import Path

from auditor.errors import InputError
from auditor.model.evidence import EvidenceMap
from auditor.probes import registry
from auditor.probes._common import ProbeResult, strip_prompt
from auditor.probes.facts import ProbeFacts
from auditor.probes.kind import ProbeKind
from auditor.probes.summary import summarise

DEFAULT_LIMIT = 64 * 1024 * 1024

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
    """The file's text; ``limit`` defaults to AUDIT_MAX_PROBE_BYTES (auditor.ingest.limits, 64 MiB)."""
    from auditor.ingest.limits import probe_bytes

    cap = probe_bytes() if limit is None else limit
    try:
        size = path.stat().st_size
        if size > cap:
            raise InputError(str(path), f"file is {size} bytes, over the {cap}-byte probe size limit "
                                        "(AUDIT_MAX_PROBE_BYTES or --max-size)")
        return decode(path.read_bytes())
    except OSError as exc:
        raise InputError(str(path), f"cannot read: {exc.strerror or exc}") from None


def _segments(text: str) -> list[tuple[int, str]]:
    """(first line, text with earlier lines blanked) per prompt-delimited output.

    Blanking keeps every parser's line numbers the file's own.
    """
    lines = text.split("\n")
    starts = [i for i, line in enumerate(lines) if strip_prompt(line.rstrip("\r")) is not None]
    if len(starts) < 2:
        return [(0, text)]
    if starts[0] != 0 and any(ln.strip() for ln in lines[: starts[0]]):
        starts.insert(0, 0)
    bounds = [*starts, len(lines)]
    return [(a, "\n" * a + "\n".join(lines[a:b])) for a, b in itertools.pairwise(bounds)]


def parse_text(text: str, source: str) -> list[ProbeResult]:
    """Every output in one file's text; one ``unknown`` result if none is recognised."""
    results: list[ProbeResult] = []
    segments = _segments(text)
    for start, segment in segments:
        parser = detect(segment)
        if parser is None:
            continue
        result = parser.parse(segment, source)
        if len(segments) > 1:
            result.warnings.insert(0, f"line {start + 1}: one of several outputs in this file")
        results.append(result)
    if not results:
        first = next((ln.strip() for ln in text.split("\n") if ln.strip()), "")[:80]
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
