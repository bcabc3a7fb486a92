"""``audit diff OLD.json NEW.json``: what a revised offer or contract fixed, broke or changed.

Both files are JSON reports of ``audit offer`` or ``audit vendors``. Findings are matched by
content fingerprint and location key (rule, vendor, offer, fact paths), never by page or line.
Exit codes: 0 nothing appeared or changed (findings may have disappeared); 1 something appeared
or changed; 2 a file is not a report.
"""

from __future__ import annotations

from pathlib import Path

import click


@click.command()
@click.argument("old", type=click.Path(path_type=Path))
@click.argument("new", type=click.Path(path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--output", "-o", type=click.Path(path_type=Path), help="Write the diff here (atomically).")
def diff(old: Path, new: Path, fmt: str, output: Path | None) -> int:
    """List failing/unverified findings that appeared, disappeared or changed between two JSON reports."""
    from auditor.infra.output import check_output, write_output
    from auditor.vendors.baseline import diff_files

    check_output(output, (old, new))
    result = diff_files(old, new)
    from auditor.render import renderer

    write_output(renderer("diff", fmt).render(result, str(old), str(new)), output, (old, new))
    return 1 if result.worse else 0
