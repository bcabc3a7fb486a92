"""A referenced clause (figure in another document) has its own label in Markdown and HTML, not '?'."""

from __future__ import annotations

from auditor.model.offer import Clause
from auditor.render import render
from auditor.report.model import Report
from tests.report.conftest import make_report


def _with_referenced() -> Report:
    report = make_report()
    assert report.offer.clauses is not None
    report.offer.clauses.compensation = Clause(status="referenced", state="referenced",
                                               text="赔偿标准以官网公布的《服务等级协议》为准。",
                                               reference="《服务等级协议》")
    return report


def test_markdown_labels_a_referenced_clause_in_both_languages() -> None:
    report = _with_referenced()
    assert "| compensation | → referenced |" in render(report, "markdown")
    assert "→ 见引用文件" in render(report, "markdown", lang="zh")


def test_html_labels_a_referenced_clause() -> None:
    html = render(_with_referenced(), "html")
    assert "referenced" in html and ">?<" not in html
