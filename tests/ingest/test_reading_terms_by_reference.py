"""A quote that hands its service levels to attached terms ("服务水平、赔偿…适用《…云服务条款》", "Service levels and
credits are governed by the attached Terms of Service") states those terms by reference, so what it commits itself
(model, memory, whole servers) counts beside the terms; and the terms' own title ("…云服务条款 … Terms of Service")
is a document's name, not the vendor. Chinese and English, written for the test."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.clauses import detect_clauses
from auditor.ingest.pdf_offer import read_text_offer
from tests.ingest.test_reading_vendor_roles import _vendor


@pytest.mark.parametrize(("sentence", "cids"), [
    ("服务水平、赔偿、验收与数据处理适用《青屿云服务条款》（附件，第 7-9 条）。", {"compensation"}),
    ("可用性与赔偿适用所附《云服务条款》第 7 条。", {"availability", "compensation"}),
    ("Service levels and credits are governed by the attached Qingyu Cloud Terms of Service, clauses 7-9.",
     {"availability", "compensation"}),
])
def test_terms_handed_to_an_attached_document_are_referenced(sentence: str, cids: set[str]) -> None:
    hits = detect_clauses([sentence])
    assert {cid for cid in cids if hits[cid].clause.state == "referenced"} == cids


@pytest.mark.parametrize("reference", [
    "服务水平与赔偿适用《青屿云服务条款》（附件，第 7-8 条）。",
    "Service levels and credits are governed by the attached Qingyu Cloud Terms of Service, clauses 7-8.",
])
def test_a_quote_that_refers_to_its_terms_keeps_its_own_commitments(tmp_path: Path, reference: str) -> None:
    path = tmp_path / "quote.txt"
    path.write_text("报价单 Quotation\n"
                    "交付型号 8 × NVIDIA A100 SXM4 80GB，每卡 80GB，不替换；整机独享，不虚拟化、不切分。\n"
                    f"单价 ¥31,800.00/台/月。\n{reference}\n", encoding="utf-8")
    clauses = read_text_offer(path).clauses
    assert clauses is not None
    assert (clauses.gpu_model.status, clauses.gpu_memory.status, clauses.dedicated.status) == ("present",) * 3


@pytest.mark.parametrize(("text", "name"), [
    ("青屿云服务条款 Qingyu Cloud Terms of Service\n7.1 可用性：我们尽合理努力保障服务可用。\n"
     "© 2026 厦门青屿云计算有限公司\n", "厦门青屿云计算有限公司"),
    ("Qingyu Cloud Terms of Use\n7.1 We use commercially reasonable efforts to keep the service available.\n"
     "© 2026 Qingyu Cloud Computing Ltd.\n", "Qingyu Cloud Computing Ltd."),
])
def test_the_terms_title_is_no_vendor(text: str, name: str) -> None:
    assert _vendor(text) == name
