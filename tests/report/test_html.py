"""The self-contained HTML report: content, escaping of hostile documents, and a real browser render."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from auditor.render import render, render_batch
from tests.report.conftest import make_batch, make_report

HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)><a href="javascript:alert(2)">click</a>'


def test_summary_first_then_findings_by_pitfall_clauses_and_sizing() -> None:
    page = render(make_report(), "html")
    order = [
        page.index(marker)
        for marker in (
            'id="summary"',
            "Missing or hedged SLA clauses",
            "Throttled storage or network",
            "Contract clause checklist",
            "Sizing: llama3-70b",
        )
    ]
    assert order == sorted(order)
    assert "第 3 页" not in page and "p.3" in page  # English page label
    assert "<blockquote>甲方将尽力而为保障服务稳定运行，但不保证服务不中断。</blockquote>" in page
    assert 'class="clause-hedged"' in page and 'class="clause-absent"' in page
    assert "Write a monthly availability of at least 99.5% per node" in page
    assert "Legal accepted the vendor&#x27;s side letter" in page  # the waiver is shown, not hidden
    assert "@media print" in page


def test_self_contained_no_network_no_script() -> None:
    page = render_batch(make_batch(), "html")
    assert "<script" not in page.lower()
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//|javascript:)""", page, re.I)
    assert "@import" not in page and "url(" not in page
    assert re.findall(r'href="([^"]*)"', page) == ["#run-1", "#run-2"]
    assert "default-src 'none'" in page


def test_hostile_document_text_renders_as_text() -> None:
    page = render(make_report(HOSTILE), "html")
    assert "<script" not in page and "<img" not in page and 'href="javascript' not in page
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in page
    assert "&lt;a href=&quot;javascript:alert(2)&quot;&gt;" in page


def test_chinese_headings() -> None:
    page = render(make_report(), "html", lang="zh")
    assert '<html lang="zh-CN">' in page
    assert "合同条款核对表" in page and "第 3 页" in page and "SLA 条款缺失或含糊" in page


def _chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")


def _headless(browser: str, tmp_path: Path, *extra: str) -> list[str]:
    return [
        browser,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        f"--user-data-dir={tmp_path / 'profile'}",
        *extra,
    ]


@pytest.mark.skipif(_chromium() is None, reason="chromium not found on PATH (.ci/run installs Debian's `chromium`)")
def test_chromium_renders_every_finding_title(tmp_path: Path) -> None:
    browser = _chromium()
    assert browser is not None
    report = make_report(HOSTILE)
    page = tmp_path / "report.html"
    page.write_text(render(report, "html"), encoding="utf-8")
    dom = subprocess.run(
        [*_headless(browser, tmp_path, "--dump-dom"), page.as_uri()],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    for finding in report.findings:
        assert finding.title.replace("<", "&lt;").replace(">", "&gt;") in dom or finding.title in dom
    # the hostile markup stayed text in the live DOM: no element was created from it
    assert "<script" not in dom and "<img" not in dom
    shot = tmp_path / "shot.png"
    subprocess.run(
        [
            *_headless(browser, tmp_path, f"--screenshot={shot}", "--window-size=1200,1600", "--hide-scrollbars"),
            page.as_uri(),
        ],
        capture_output=True,
        timeout=120,
        check=True,
    )
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
