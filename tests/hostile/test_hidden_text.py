"""Fail closed on text nobody sees: invisible, background-coloured, off-page and microscopic glyphs.

A contract whose visible pages promise nothing must not be credited with the availability and
service credits its hidden layer claims; the hidden words are reported as a finding of their own.
Each PDF is built here with reportlab; the same clauses printed visibly are the control.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.vendors.conftest import Result

VISIBLE_EN = [
    "SERVICE AGREEMENT",
    "Article 1. The Provider shall rent eight NVIDIA H100 SXM5 80GB GPUs per node to the Customer.",
    "Article 2. The Customer shall pay the fees monthly in arrears.",
]
SLA_EN = [
    "Article 3. The Provider guarantees a monthly availability of at least 99.5%.",
    "Article 4. If monthly availability falls below 99.5%, the Customer receives a service credit of 10% of",
    "the monthly fee.",
]
VISIBLE_ZH = ["服务协议", "第一条 甲方应向乙方提供每节点八张 NVIDIA H100 SXM5 80GB GPU。",
              "第二条 乙方应按月支付费用。"]
SLA_ZH = ["第三条 甲方保证月可用性不低于 99.5%。",
          "第四条 月可用性低于 99.5% 时，甲方按月费的 10% 向乙方提供服务抵扣。"]


def contract(path: Path, visible: list[str], sla: list[str], how: str, font: str = "Helvetica") -> Path:
    """A one-page contract: ``visible`` printed normally, ``sla`` printed the way ``how`` says."""
    from reportlab.lib.colors import HexColor, black, white
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    if font != "Helvetica":
        pdfmetrics.registerFont(UnicodeCIDFont(font))
    c = canvas.Canvas(str(path), invariant=1)
    c.setFont(font, 11)
    y = 780.0
    for line in visible:
        c.drawString(50, y, line)
        y -= 20
    if how == "banner":  # white on a dark banner: visible, and read
        c.setFillColor(HexColor("#1a2b3c"))
        c.rect(40, y - 20 * len(sla), 520, 20 * len(sla) + 10, fill=1, stroke=0)
    for line in sla:
        if how == "invisible":
            text = c.beginText(50, y)
            text.setFont(font, 11)
            text.setTextRenderMode(3)
            text.textLine(line)
            text.setTextRenderMode(0)
            c.drawText(text)
        elif how in ("white", "banner"):
            c.setFillColor(white)
            c.drawString(50, y, line)
            c.setFillColor(black)
        elif how == "off-page":
            c.drawString(50, y + 2000, line)
        elif how == "microscopic":
            c.setFont(font, 0.6)
            c.drawString(50, y, line)
            c.setFont(font, 11)
        else:
            c.drawString(50, y, line)
        y -= 20
    c.showPage()
    c.save()
    return path


def report(audit: Callable[..., Result], path: Path, code: int = 0) -> dict:
    result = audit("offer", str(path), "--no-cache", "--format", "json", "--fail-on", "never")
    assert result.code == code, result.err
    return json.loads(result.out)


def statuses(data: dict) -> dict[str, str]:
    return {f["rule"]: f["status"] for f in data["findings"]}


@pytest.mark.parametrize("how", ["invisible", "white", "off-page", "microscopic"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_hidden_sla_is_not_read_and_is_a_finding(audit: Callable[..., Result], tmp_path: Path, how: str,
                                                 lang: str) -> None:
    visible, sla, font = (VISIBLE_EN, SLA_EN, "Helvetica") if lang == "en" else (VISIBLE_ZH, SLA_ZH, "STSong-Light")
    data = report(audit, contract(tmp_path / f"{how}.pdf", visible, sla, how, font))
    found = statuses(data)
    # the SLA it only pretended to meet
    assert found["sla.availability-absent"] == "fail"
    assert found["sla.compensation-absent"] == "fail"
    assert found["sla.hidden-text"] == "fail"
    hidden = data["offer"]["hidden_text"]
    assert {h["reason"] for h in hidden} == {"background-colour" if how == "white" else how}
    assert "99.5%" in " ".join(h["text"] for h in hidden)
    finding = next(f for f in data["findings"] if f["rule"] == "sla.hidden-text")
    assert any(ev.get("page") == 1 and "99.5%" in (ev.get("text") or "") for ev in finding["evidence"])


@pytest.mark.parametrize("how", ["plain", "banner"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_visible_sla_is_read(audit: Callable[..., Result], tmp_path: Path, how: str, lang: str) -> None:
    """The control: the same clauses printed visibly (black on white, or white on a dark banner) count."""
    visible, sla, font = (VISIBLE_EN, SLA_EN, "Helvetica") if lang == "en" else (VISIBLE_ZH, SLA_ZH, "STSong-Light")
    data = report(audit, contract(tmp_path / f"{how}.pdf", visible, sla, how, font))
    found = statuses(data)
    assert found["sla.availability-absent"] == "pass"
    assert found["sla.hidden-text"] == "pass"
    assert data["offer"]["hidden_text"] == []
    assert data["offer"]["clauses"]["availability"]["percent"] == {"value": 99.5, "unit": "%", "text": "99.5%"}


def test_a_document_with_only_hidden_text_is_reported_not_refused(audit: Callable[..., Result],
                                                                   tmp_path: Path) -> None:
    # nothing visible states a GPU either: the audit is incomplete (exit 4), still reported, not refused
    data = report(audit, contract(tmp_path / "only.pdf", [], VISIBLE_EN + SLA_EN, "invisible"), code=4)
    assert data["summary"]["verdict"] == "incomplete"
    assert statuses(data)["sla.hidden-text"] == "fail"
    assert data["offer"].get("clauses") is None


def test_luminance_of_pdf_colours() -> None:
    from auditor.ingest.visibility import luminance

    assert luminance(1) == 1.0 and luminance((1.0, 1.0, 1.0)) == pytest.approx(1.0)
    assert luminance((0, 0, 0, 0)) == pytest.approx(1.0)  # CMYK without ink is white paper
    assert luminance((0, 0, 0, 1)) == pytest.approx(0.0)
    assert luminance(None) is None and luminance("pattern") is None
