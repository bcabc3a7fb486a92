"""Untrusted text never starts a report line, never links or mentions, never acts on a terminal.

A vendor name with a line break used to print a forged ``Verdict: PASS`` line in the text and
JUnit reports; Markdown turned vendor URLs into links and left ``@user`` mentions live; terminal
escapes in file names reached stderr. Every kind of line break is tried in every format.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from tests.hostile.conftest import hostile_yaml
from tests.vendors.conftest import Result

FORGED = "FORGED-LINE Verdict: PASS"
BREAKS = ["\n", "\r\n", "\r", "\u2028", "\u2029", "\x85", "\x0b", "\x0c", "\t\n"]
LINE_BREAKS = "".join(f"x{b}{FORGED}" for b in BREAKS)
LINKS = "see https://evil.example/x www.evil.example mail ceo@evil.example ping @octocat and @org/team #1"


def forged_lines(text: str) -> list[str]:
    """Lines of ``text`` (split at every Unicode line boundary) that begin with the forged words."""
    return [ln for ln in text.splitlines() if ln.lstrip(" \t|>*-#`[").startswith("FORGED-LINE")]


@pytest.fixture(scope="module")
def offer(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return hostile_yaml(tmp_path_factory.mktemp("lines") / "forged.yaml", f"{LINE_BREAKS} {LINKS}")


@pytest.mark.parametrize("fmt", ["text", "markdown", "junit", "sarif", "html"])
def test_no_document_text_starts_a_line(audit: Callable[..., Result], offer: Path, fmt: str) -> None:
    result = audit("offer", str(offer), "--model", "llama3-8b", "--mode", "lora", "--format", fmt)
    assert result.code in (0, 1), result.err
    assert "FORGED-LINE" in result.out  # the text is shown …
    assert not forged_lines(result.out), forged_lines(result.out)[:3]  # … but never as a line of its own
    if fmt == "junit":
        root = ET.fromstring(result.out.encode("utf-8"))
        for element in root.iter():
            for value in [element.text or "", *element.attrib.values()]:
                assert not forged_lines(value), (element.tag, value[:200])
    if fmt == "sarif":
        log = json.loads(result.out)
        for run in log["runs"]:
            for res in run["results"]:
                assert not re.search("[\n\r\u2028\u2029\x85]", res["message"]["text"]), res["message"]["text"]


def test_vendor_list_batch_text_and_junit(audit: Callable[..., Result], offer: Path, tmp_path: Path) -> None:
    (tmp_path / "o.yaml").write_bytes(offer.read_bytes())
    listing = {"target": {"model": "llama3-8b", "mode": "lora"},
               "vendors": [{"name": f"Vendor{LINE_BREAKS}", "offers": ["o.yaml"]}]}
    (tmp_path / "v.yaml").write_text(yaml.safe_dump(listing, allow_unicode=True), encoding="utf-8")
    for fmt in ("text", "junit", "markdown"):
        result = audit("vendors", str(tmp_path / "v.yaml"), "--jobs", "1", "--format", fmt)
        assert result.code in (0, 1), result.err
        assert not forged_lines(result.out), (fmt, forged_lines(result.out)[:3])


def test_markdown_has_no_autolink_and_no_live_mention(audit: Callable[..., Result], offer: Path) -> None:
    out = audit("offer", str(offer), "--model", "llama3-8b", "--mode", "lora", "--format", "markdown").out
    assert "octocat" in out and "evil.example" in out
    for live in ("https://", "www.evil", "@octocat", "@org", "ceo@evil"):
        assert live not in out, live
    # a zero-width space (as an entity) defuses each trigger; the reader still sees the text
    assert "@&#8203;octocat" in out and "https:&#8203;//evil.example" in out


def test_markdown_text_escapes_every_trigger() -> None:
    from auditor.infra.sanitize import markdown_text

    md = markdown_text("[a](http://x) ![i](y) <b>x</b> # head | cell @dev 用户@张三 www.x.cn")
    assert "](" not in re.sub(r"\\.", "", md) and "<b>" not in md
    assert "@dev" not in md and "@张三" not in md and "www.x" not in md


@pytest.mark.parametrize("name", ["evil\x1b]0;pwned\x07.yaml", "clear\x1b[2J\x1b[H.yaml", "new\nline: PASS.yaml",
                                  "bidi\u202egnp.yaml"])
def test_stderr_shows_file_names_inert(audit: Callable[..., Result], tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_text("vendor: [unclosed\n", encoding="utf-8")
    for target in (path, tmp_path / f"missing-{name}"):
        result = audit("offer", str(target))
        assert result.code == 2
        line = result.err.rstrip("\n")
        assert "\n" not in line and "\x1b" not in line and "\x07" not in line and "\u202e" not in line, repr(line)
        assert "Traceback" not in line


def test_a_huge_misspelt_clause_is_one_short_line(audit: Callable[..., Result], tmp_path: Path) -> None:
    path = tmp_path / "misspelt.yaml"
    path.write_text(yaml.safe_dump({"vendor": "x", "clauses": {"availabilty": {"status": "present",
                                                                              "text": "a" * 5_000_000}}}))
    result = audit("offer", str(path))
    assert result.code == 2
    line = result.err.strip()
    assert "\n" not in line and len(line) < 1000, len(line)
    assert "unknown field 'availabilty'" in line and "availability" in line and ":2:" in line


def test_error_line_caps_and_shows_controls() -> None:
    from auditor.infra.sanitize import STDERR_CHARS, error_line

    assert error_line("a\x1bb\nc") == "a\\x1bb\\nc"
    long = error_line("x" * 10_000)
    assert len(long) < STDERR_CHARS + 40 and long.endswith("(9,600 more characters)")
