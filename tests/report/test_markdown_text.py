"""Markdown and terminal text: content, language, and hostile document text kept inert."""

from __future__ import annotations

import re

import pytest

from auditor.render import render, render_batch
from auditor.report.batch import WaiverIssue
from tests.report.conftest import make_batch, make_report


def test_markdown_structure() -> None:
    md = render(make_report(), "markdown")
    assert md.startswith("# Audit of Beichen Intelligent Computing")
    assert "`sla.availability-hedged` · Missing or hedged SLA clauses" in md  # failures by severity, topic inline
    assert "#### Throttled storage or network" in md  # evidence still needed, by topic
    assert "`samples/contracts/beichen-h800-contract.pdf p.3`" in md
    assert "> 甲方将尽力而为保障服务稳定运行，但不保证服务不中断。" in md
    assert "| availability | ~ hedged |" in md
    assert "| compensation | ✗ absent |" in md
    assert "- **Remedy:** Write a monthly availability" in md


@pytest.mark.parametrize(
    "hostile",
    [
        "[click](javascript:alert(1))",
        "](javascript:alert(1))",
        "![x](http://evil/x.png)",
        "<script>alert(1)</script>",
        "| broken | table |\n# heading",
        "`code` **bold**",
    ],
)
def test_markdown_injection_is_inert(hostile: str) -> None:
    md = render(make_report(hostile), "markdown")
    assert "](javascript:" not in md and "](http" not in md
    assert "<script" not in md
    assert "\n# heading" not in md
    # table rows keep their seven columns: a `|` from a document is escaped
    row = next(line for line in md.splitlines() if line.startswith("| Beichen"))
    assert len(re.findall(r"(?<!\\)\|", row)) == 8


def test_markdown_zh_headings() -> None:
    md = render(make_report(), "markdown", lang="zh")
    assert "### 合同条款核对表" in md and "· SLA 条款缺失或含糊" in md and "第 3 页" in md
    assert "#### 存储或网络限速" in md and "### 仍需补充的证据 (1)" in md


def test_text_strips_terminal_escapes_and_colours_only_when_asked() -> None:
    hostile = "\x1b]0;owned\x07\x1b[2J\x1b[31mred\x1b[0m\x9b"
    plain = render(make_report(hostile), "text")
    assert "\x1b" not in plain and "\x9b" not in plain and "\x07" not in plain
    assert "Availability is promised only on a best-effort basisred" in plain
    coloured = render(make_report(hostile), "text", color=True)
    assert "\x1b[31mFAIL (2)\x1b[0m" in coloured
    assert "\x1b]0;" not in coloured and "\x1b[2J" not in coloured


def test_text_batch_table_and_waiver_issues() -> None:
    batch = make_batch()
    batch.waiver_issues = [WaiverIssue(kind="unused", source="w.yaml", line=7, message="matches no finding")]
    text = render_batch(batch, "text")
    assert "waiver.unused  w.yaml:7: matches no finding" in text
    table = text[text.index("Vendor  ") :]
    assert "Northwind Compute" in table and "FAIL" in table
    assert text.rstrip().endswith("Beichen Intelligent Computing (北辰智算), Northwind Compute")


def test_text_zh_headings() -> None:
    text = render(make_report(), "text", lang="zh")
    assert "不通过 (2)" in text and "仍需补充的证据 (1)" in text and "请询问：" in text and "第 3 页" in text
