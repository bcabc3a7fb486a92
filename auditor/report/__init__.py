"""Report renderers, one module per format, all fed by one model (auditor.report.batch).

Each module exposes ``render(report, *, lang, color) -> str`` for one offer (``audit offer``)
and ``render_batch(batch, *, lang, color) -> str`` for an approved-vendor list (``audit vendors``).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from typing import Any

# format name → renderer module; imported only when used.
FORMATS: dict[str, str] = {
    "text": "auditor.report.text",
    "json": "auditor.report.json_report",
    "markdown": "auditor.report.markdown",
    "html": "auditor.report.html",
    "sarif": "auditor.report.sarif",
    "junit": "auditor.report.junit",
}


HUMAN: tuple[str, ...] = ("text", "markdown", "html")
"""The formats for people: they take ``show_passes`` (passes are otherwise a count)."""


def render(report: Any, fmt: str, *, lang: str = "en", color: bool = False, show_passes: bool = False,
           sarif_include: tuple[str, ...] = ()) -> str:
    module = importlib.import_module(FORMATS[fmt])
    if fmt == "sarif":
        return module.render(report, lang=lang, color=color, include=sarif_include)
    if fmt in HUMAN:
        return module.render(report, lang=lang, color=color, show_passes=show_passes)
    return module.render(report, lang=lang, color=color)


def render_batch(batch: Any, fmt: str, *, lang: str = "en", color: bool = False,
                 sarif_include: tuple[str, ...] = (), show_passes: bool = False) -> str:
    module = importlib.import_module(FORMATS[fmt])
    if fmt == "sarif":
        return module.render_batch(batch, lang=lang, color=color, include=sarif_include)
    if fmt in HUMAN:
        return module.render_batch(batch, lang=lang, color=color, show_passes=show_passes)
    return module.render_batch(batch, lang=lang, color=color)


def stream_batch(batch: Any, fmt: str, *, lang: str = "en", color: bool = False,
                 sarif_include: tuple[str, ...] = (), show_passes: bool = False) -> Iterable[str]:
    """The batch report in pieces where the format writes one run at a time (JSON), else whole."""
    if fmt == "json":
        return importlib.import_module(FORMATS[fmt]).stream_batch(batch, lang=lang, color=color)
    return [render_batch(batch, fmt, lang=lang, color=color, sarif_include=sarif_include, show_passes=show_passes)]
