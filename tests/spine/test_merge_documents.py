"""Several documents of one offer: a PDF quote and a contract that disagree make the disagreement a finding."""

from __future__ import annotations

from pathlib import Path

from auditor.dsl import load_rules
from auditor.pipeline import AuditInput, audit_offer

ROOT = Path(__file__).resolve().parents[2]
QUOTE = ROOT / "samples" / "quotes" / "pcie-masquerade-quote-zh.pdf"  # "NVLink 全互联" on 8× RTX 4090


def test_pdf_quote_and_yaml_contract_disagreeing_on_the_interconnect(tmp_path: Path) -> None:
    contract = tmp_path / "contract.yaml"
    contract.write_text("interconnect:\n  intra_node: pcie\n", encoding="utf-8")
    result = audit_offer(AuditInput(documents=[QUOTE, contract]), load_rules([]))
    offer = result.offer
    assert offer.sources == [str(QUOTE), str(contract)]
    [conflict] = [c for c in offer.conflicts if c.field == "interconnect.intra_node"]
    assert conflict.values == ["nvlink", "pcie"]
    pages = {(e.source, e.page, e.line) for e in conflict.evidence}
    assert (str(QUOTE), 1, None) in {(s, p, None) for s, p, _ in pages}  # the PDF side cites its page
    assert (str(contract), None, 2) in pages  # the YAML side cites its line
    finding = next(f for f in result.findings if f.rule == "plaus.interconnect-conflict")
    assert finding.status == "fail" and finding.severity == "critical"
    assert {e.source for e in finding.evidence} >= {str(QUOTE), str(contract)}


def _vendor_documents(tmp_path: Path, names: tuple[str, str]) -> list[Path]:
    docs = []
    for n, name in enumerate(names):
        doc = tmp_path / f"doc{n}.yaml"
        doc.write_text(f"vendor: \"{name}\"\ngpu:\n  model: H100\n  count_per_node: 8\n", encoding="utf-8")
        docs.append(doc)
    return docs


def test_one_name_in_full_and_half_width_is_no_disagreement(tmp_path: Path) -> None:
    """A quote typed with full-width brackets and a contract with ASCII ones name one company."""
    for names in (("盛极云算（南京）科技有限公司", "盛极云算(南京)科技有限公司"),
                  ("ＢｌｕｅＰｅａｋ Ｃｏｍｐｕｔｅ Ltd.", "BluePeak Compute Ltd")):
        offer = audit_offer(AuditInput(documents=_vendor_documents(tmp_path, names)), load_rules([])).offer
        assert not [c for c in offer.conflicts if c.field == "vendor"], names


def test_two_companies_still_disagree(tmp_path: Path) -> None:
    for names in (("盛极云算（南京）科技有限公司", "恒川算力(上海)有限公司"),
                  ("BluePeak Compute Ltd", "Helios Compute Ltd")):
        offer = audit_offer(AuditInput(documents=_vendor_documents(tmp_path, names)), load_rules([])).offer
        assert [c.values for c in offer.conflicts if c.field == "vendor"] == [list(names)]

