"""``audit probe FILE…`` as text: one line per output, its warnings, and the figures the rules read
(every parsed field and its evidence lines with ``verbose``). Probe files are untrusted: what they
contain reaches the terminal only through ``clean``."""

from __future__ import annotations

from typing import Any

from auditor.infra.sanitize import clean
from auditor.render.probe_view import NOTHING, WARNINGS, common_dir, figures, flatten, one_line


def render(results: list[Any], verbose: bool) -> str:
    out: list[str] = []
    base = common_dir([r.file for r in results])
    if base:
        out.append(clean(f"{base}/ ({len({r.file for r in results})} files)"))
    names = [r.file[len(base) + 1:] if base else r.file for r in results]
    width = min(max(map(len, names), default=0), 48)
    for r, name in zip(results, names, strict=True):
        out.append(clean(f"{'  ' if base else ''}{name:<{width}}  {one_line(r)}"))
        if verbose and r.facts is not None:
            from auditor.model.quantity import TEXT_CONTEXT

            out += [clean(f"      {line}") for line in flatten(r.facts.model_dump(mode="json", context=TEXT_CONTEXT))]
            lines = sorted({e.line for e in r.evidence if e.line is not None})
            if lines:
                out.append(f"      evidence lines: {', '.join(map(str, lines))}")
        out += [clean(f"      warning: {w}") for w in (r.warnings if verbose else r.warnings[:WARNINGS])]
        if not verbose and len(r.warnings) > WARNINGS:
            out.append(f"      … {len(r.warnings) - WARNINGS} more warning(s) (--verbose)")
    rows = figures(results, base)
    if rows:
        shown = [row for row in rows if verbose or row[1] not in NOTHING]
        quiet = [row[0] for row in rows if row not in shown]
        out += ["", "Figures the rules read:"]
        widths = [max(len(row[i]) for row in shown) for i in range(2)] if shown else [0, 0]
        out += [clean(f"  {path:<{widths[0]}}  {value:<{widths[1]}}  {where}".rstrip()) for path, value, where in shown]
        if quiet:
            import textwrap

            text = "0 / none: " + ", ".join(p.removeprefix("probe.") for p in quiet)
            out += [clean(line) for line in textwrap.wrap(text, 110, initial_indent="  ", subsequent_indent="    ")]
    return "\n".join(out)
