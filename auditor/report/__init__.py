"""Report renderers, one module per format, all fed by one ``Report`` (auditor.model.findings)."""

from __future__ import annotations

import importlib
from typing import Any

# format name → module exposing ``render(report, *, lang, color) -> str``; imported only when used.
FORMATS: dict[str, str] = {
    "text": "auditor.report.text",
    "json": "auditor.report.json_report",
}


def render(report: Any, fmt: str, *, lang: str = "en", color: bool = False) -> str:
    module = importlib.import_module(FORMATS[fmt])
    return module.render(report, lang=lang, color=color)
