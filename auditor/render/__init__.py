"""Renderers: one folder per format, one module per document kind in it.

``auditor/render/<format>/<kind>.py`` renders one kind of document (a report, a vendor batch, a
comparison, a sizing plan, the rule catalogue, a diff, a probe summary) in one format; the kinds'
interfaces are the protocols of ``auditor.render.kinds``. ``REGISTRY`` names every module, which
is imported only when used (start-up pays for none of them).
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from auditor.report.batch import Batch
    from auditor.report.model import Report

FORMATS: tuple[str, ...] = ("text", "json", "markdown", "html", "sarif", "junit")
"""Report and batch formats (``audit offer/vendors --format``), in the order ``--help`` lists them."""

HUMAN: tuple[str, ...] = ("text", "markdown", "html")
"""The formats for people: they take ``show_passes`` (passes are otherwise a count)."""

REGISTRY: dict[tuple[str, str], str] = {
    **{("report", fmt): f"auditor.render.{fmt}.report" for fmt in FORMATS},
    **{("batch", fmt): f"auditor.render.{fmt}.batch" for fmt in FORMATS},
    **{("comparison", fmt): f"auditor.render.{fmt}.comparison" for fmt in ("text", "json", "markdown", "html")},
    **{("sizing", fmt): f"auditor.render.{fmt}.sizing" for fmt in ("text", "json")},
    **{("rules", fmt): f"auditor.render.{fmt}.rules" for fmt in ("text", "markdown", "json")},
    ("acceptance", "markdown"): "auditor.render.markdown.acceptance",
    **{("diff", fmt): f"auditor.render.{fmt}.diff" for fmt in ("text", "json")},
    **{("probe", fmt): f"auditor.render.{fmt}.probe" for fmt in ("text", "json")},
}
"""(kind, format) → the module rendering that kind in that format."""


def renderer(kind: str, fmt: str) -> ModuleType:
    """The module rendering ``kind`` in ``fmt`` (a KeyError names a pair nobody registered)."""
    return importlib.import_module(REGISTRY[(kind, fmt)])


def formats(kind: str) -> list[str]:
    """The formats ``kind`` is rendered in, in ``FORMATS`` order where it is one of them."""
    found = [fmt for k, fmt in REGISTRY if k == kind]
    return sorted(found, key=lambda f: FORMATS.index(f) if f in FORMATS else len(FORMATS))


def render(report: Report, fmt: str, *, lang: str = "en", color: bool = False, show_passes: bool = False,
           sarif_include: tuple[str, ...] = ()) -> str:
    """One offer's report (``audit offer --format FMT``)."""
    from auditor.render.kinds import RenderOptions

    return str(renderer("report", fmt).render(report, RenderOptions(lang=lang, color=color, show_passes=show_passes,
                                                                    sarif_include=sarif_include)))


def render_batch(batch: Batch, fmt: str, *, lang: str = "en", color: bool = False, show_passes: bool = False,
                 sarif_include: tuple[str, ...] = ()) -> str:
    """A batch held in memory, whole (``audit vendors`` streams it instead: ``auditor.render.stream``)."""
    from auditor.render.kinds import RenderOptions
    from auditor.render.stream import render_whole

    return render_whole(batch, fmt, RenderOptions(lang=lang, color=color, show_passes=show_passes,
                                                  sarif_include=sarif_include))
