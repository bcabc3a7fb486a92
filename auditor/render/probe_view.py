"""What ``audit probe`` shows of probe outputs, decided once for its formats: one line per output
(its kind's ``SPEC.summary``) and the table of ``probe.*`` figures the shipped rules read."""

from __future__ import annotations

from typing import Any

NOTHING = frozenset({"0", "none", "no"})
"""Values of counters and flags with nothing to report: one line together, unless --verbose."""


def common_dir(files: list[str]) -> str:
    """The folder every file is in when there are several (a bundle), else ''."""
    import os

    if len(set(files)) < 2:
        return ""
    try:
        base = os.path.commonpath([os.path.dirname(f) for f in files])
    except ValueError:  # absolute and relative paths mixed
        return ""
    return "" if base in ("", os.sep) else base


WARNINGS = 3
"""Warnings shown per file without --verbose."""


def one_line(result: Any) -> str:
    """What one output says, in a line: its kind's ``SPEC.summary``, else the kind's name."""
    from auditor.probes import registry

    spec = next((s for s in registry.specs() if s.kind == result.kind), None)
    if result.kind == "unknown":
        return "not a probe output audit recognises"
    if spec is None or spec.summary is None or result.facts is None:
        return result.kind
    return spec.summary(result.facts)


def figures(results: list[Any], base: str = "") -> list[tuple[str, str, str]]:
    """(fact path, value, where it was read) for each ``probe.*`` fact the shipped rules name that was measured.

    Why the rules' paths: they are the figures an acceptance verdict turns on; a branch's other
    fields are in ``--verbose`` and in the JSON.
    """
    from auditor.probes.summary import summarise

    facts, evidence = summarise(results)
    rows = []
    for path in rule_probe_paths():
        value: Any = facts
        for part in path.split(".")[1:]:
            value = getattr(value, part, None)
            if value is None:
                break
        shown = _scalar(value)
        if shown is None:
            continue
        found = evidence.get(path, [])
        source = found[0].source[len(base) + 1:] if base and found else found[0].source if found else ""
        where = f"{source}:{found[0].line}" if found and found[0].line is not None else ""
        rows.append((path, shown, where + (f" (+{len(found) - 1})" if len(found) > 1 else "")))
    return rows


def rule_probe_paths() -> list[str]:
    """The ``probe.*`` paths the shipped rule files name, in ``ProbeFacts`` order."""
    import re

    from auditor.probes.facts import ProbeFacts
    from auditor.resources import data_dir

    found: set[str] = set()
    for file in sorted(data_dir("rules").glob("*.rules")):
        found.update(re.findall(r"\bprobe(?:\.[a-z_][a-z0-9_]*)+", file.read_text(encoding="utf-8")))
    order = {name: n for n, name in enumerate(ProbeFacts.model_fields)}
    return sorted(found, key=lambda p: (order.get(p.split(".")[1], len(order)), p))


def _scalar(value: Any) -> str | None:
    """A measured value as the table shows it; None for unknown values and for whole objects or rows."""
    from pydantic import BaseModel

    if value is None or isinstance(value, BaseModel):
        return None
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        if any(isinstance(v, BaseModel | dict | list) for v in value):
            return None
        text = ", ".join(map(str, value)) or "none"
        return text if len(text) <= 60 else text[:59] + "…"
    return str(value)


def flatten(value: Any, prefix: str = "") -> list[str]:
    """``a.b.0.c = v`` lines for --verbose."""
    out: list[str] = []

    def walk(v: Any, path: str) -> None:
        if isinstance(v, dict):
            for k, sub in v.items():
                walk(sub, f"{path}.{k}" if path else str(k))
        elif isinstance(v, list) and v and isinstance(v[0], dict | list):
            for i, sub in enumerate(v):
                walk(sub, f"{path}.{i}")
        elif v not in (None, [], {}):
            out.append(f"{path} = {v}")

    walk(value, prefix)
    return out
