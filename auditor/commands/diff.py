"""``audit diff OLD.json NEW.json``: what a revised offer or contract fixed, broke or changed.

Both files are JSON reports of ``audit offer`` or ``audit vendors``. Findings are matched by
content fingerprint and location key (rule, vendor, offer, fact paths), never by page or line.
Exit codes: 0 nothing appeared or changed (findings may have disappeared); 1 something appeared
or changed; 2 a file is not a report.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import click

from auditor.infra.sanitize import clean, inert_json

if TYPE_CHECKING:
    from auditor.vendors.baseline import Diff, Item


@click.command()
@click.argument("old", type=click.Path(path_type=Path))
@click.argument("new", type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--output", "-o", type=click.Path(path_type=Path), help="Write the diff here (atomically).")
def diff(old: Path, new: Path, fmt: str, output: Path | None) -> int:
    """List failing/unverified findings that appeared, disappeared or changed between two JSON reports."""
    from auditor.infra.output import check_output, write_output
    from auditor.vendors.baseline import diff as compare
    from auditor.vendors.baseline import load_report

    check_output(output, (old, new))
    result = compare(load_report(old), load_report(new))
    write_output(_json(result) if fmt == "json" else _text(result, old, new), output, (old, new))
    return 1 if result.worse else 0


def _line(item: Item) -> str:
    f = item.finding
    where = f"{clean(item.vendor)} · {clean(item.offer)}"
    return f"{where}: [{f.severity} {f.status}] {clean(f.rule)}  {clean(f.title)}"


def _text(result: Diff, old: Path, new: Path) -> str:
    out = [f"--- {clean(old)}", f"+++ {clean(new)}"]
    for sign, title, items in (("+", "appeared", result.appeared), ("-", "disappeared", result.disappeared)):
        out.append(f"{title} ({len(items)})")
        out += [f"  {sign} {_line(i)}" for i in items]
    out.append(f"changed ({len(result.changed)})")
    for before, after in result.changed:
        out.append(f"  ~ {_line(after)}")
        out.append(f"      was: {clean(before.finding.message)}")
        out.append(f"      now: {clean(after.finding.message)}")
    return "\n".join(out) + "\n"


def _json(result: Diff) -> str:
    def item(i: Item) -> dict[str, object]:
        return {
            "vendor": i.vendor,
            "offer": i.offer,
            "finding": i.finding.model_dump(mode="json", exclude_none=True),
        }

    data = {
        "appeared": [item(i) for i in result.appeared],
        "disappeared": [item(i) for i in result.disappeared],
        "changed": [{"old": item(b), "new": item(a)} for b, a in result.changed],
    }
    return inert_json(json.dumps(data, indent=2, ensure_ascii=False)) + "\n"
