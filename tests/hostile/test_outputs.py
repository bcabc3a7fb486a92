"""End to end: hostile text in a real PDF and a YAML offer comes out inert in every output format.

The documents are read by the real ingest (pdfplumber for the PDF, the YAML reader for the offer),
audited by the shipped rules, and rendered by ``audit offer``, ``audit compare`` and ``audit
vendors``. Each format has its own notion of inert: HTML has no live tag or attribute from the
document, Markdown no link, image or raw HTML, JSON and SARIF parse and keep the data, JUnit parses
as XML, and terminal text carries no escape sequence, control character or bidi override.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.hostile.hostile_pdf import HOSTILE, hostile_pdf
from tests.vendors.conftest import Result

FORMATS = ["text", "json", "markdown", "html", "sarif", "junit"]
# C0 controls but newline and tab, DEL and C1, bidi embeddings/overrides/isolates, line separators
UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
CHART_TAGS = {"svg", "g", "line", "rect", "circle", "text", "title", "path", "polyline"}


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))


def assert_html_inert(page: str) -> None:
    parser = _Tags()
    parser.feed(page)
    names = {tag for tag, _ in parser.tags}
    assert not names & {"script", "img", "iframe", "object", "embed", "form", "input", "base", "link"}, names
    for tag, attrs in parser.tags:
        for name, value in attrs:
            assert not name.startswith("on"), (tag, name, value)
            if name in ("href", "src", "action", "formaction", "xlink:href"):
                assert (value or "").startswith("#"), (tag, name, value)  # only the report's own anchors
            if name == "style":
                assert "alert" not in (value or ""), (tag, value)
    assert "<script" not in page.lower() and "javascript:alert(2)\">" not in page


def assert_markdown_inert(md: str) -> None:
    unescaped = re.sub(r"\\[\\`*_\[\]()|~!<>#]", "", md)  # a backslash-escaped character is literal
    assert "](" not in unescaped, "a Markdown link or image survived"
    for tag in re.findall(r"<([a-zA-Z][\w-]*)", unescaped):
        assert tag.lower() in CHART_TAGS, f"raw HTML <{tag}> in Markdown"
    assert not re.search(r"<[a-zA-Z][^>]*\son\w+\s*=", unescaped)


def assert_inert(fmt: str, out: str) -> None:
    """``out`` is safe to show in a browser, a terminal, GitHub or CI for format ``fmt``."""
    assert not UNSAFE.search(out), f"{fmt}: raw {UNSAFE.search(out).group()!r} in output"  # type: ignore[union-attr]
    if fmt in ("json", "sarif"):
        json.loads(out)
    elif fmt == "junit":
        ET.fromstring(out.encode("utf-8"))
    elif fmt == "html":
        assert_html_inert(out)
    elif fmt == "markdown":
        assert_markdown_inert(out)
    elif fmt == "text":
        assert "\x1b" not in out and "<script>" in out  # shown, as plain characters


def _run(audit: Callable[..., Result], *args: str) -> Result:
    result = audit(*args)
    assert result.code in (0, 1), result.err
    assert not UNSAFE.search(result.err)
    return result


@pytest.mark.parametrize("fmt", FORMATS)
def test_offer_pdf_every_format(audit: Callable[..., Result], hostile_dir: Path, fmt: str) -> None:
    out = _run(audit, "offer", str(hostile_dir / "evil.pdf"), "--no-cache", "--model", "llama3-8b",
               "--mode", "lora", "--format", fmt).out
    assert "Evil Compute" in out  # the hostile document really reached the report
    assert_inert(fmt, out)


@pytest.mark.parametrize("fmt", FORMATS)
def test_offer_yaml_every_format(audit: Callable[..., Result], hostile_dir: Path, fmt: str) -> None:
    out = _run(audit, "offer", str(hostile_dir / "evil.yaml"), "--model", "llama3-8b", "--mode", "lora",
               "--format", fmt).out
    assert "Evil YAML" in out
    assert_inert(fmt, out)


def test_json_keeps_the_data_exactly(audit: Callable[..., Result], hostile_dir: Path) -> None:
    """Escaping is lossless: the JSON value is the document's string, control characters and all."""
    out = _run(audit, "offer", str(hostile_dir / "evil.yaml"), "--model", "llama3-8b", "--format", "json").out
    assert json.loads(out)["offer"]["vendor"] == f"Evil YAML {HOSTILE}"


@pytest.mark.parametrize("fmt", ["text", "json", "markdown", "html"])
def test_compare_every_format(audit: Callable[..., Result], hostile_dir: Path, fmt: str) -> None:
    other = Path(__file__).resolve().parents[2] / "samples" / "offers" / "compare-a100-pcie-4node.yaml"
    out = _run(audit, "compare", str(hostile_dir / "evil.yaml"), str(hostile_dir / "evil.pdf"), str(other),
               "--no-cache", "--model", "llama3-70b", "--mode", "full", "--tokens", "2e10", "--format", fmt).out
    assert "Evil YAML" in out
    assert_inert(fmt, out)


@pytest.mark.parametrize("fmt", FORMATS)
def test_vendors_batch_every_format(audit: Callable[..., Result], hostile_dir: Path, fmt: str) -> None:
    out = _run(audit, "vendors", str(hostile_dir / "vendors.yaml"), "--no-cache", "--format", fmt).out
    assert "Evil vendor" in out
    assert_inert(fmt, out)


def test_bidi_override_is_dropped_from_text(audit: Callable[..., Result], tmp_path: Path) -> None:
    """Regression (bidi-override-in-reports): U+202E reached text, HTML and Markdown reports and
    reordered what the reviewer saw; C1 CSI (U+009B) reached the JSON report raw."""
    pdf = hostile_pdf(tmp_path / "rlo.pdf", "\u202eevil\u202c \x9b31m")
    for fmt in ("text", "html", "markdown", "json"):
        out = _run(audit, "offer", str(pdf), "--no-cache", "--model", "llama3-8b", "--format", fmt).out
        assert "\u202e" not in out and "\x9b" not in out, fmt
