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



def test_a_shared_file_system_in_one_document_gives_way_to_the_servers_disks_in_another(tmp_path: Path) -> None:
    """The quote states local NVMe data disks, the contract mentions the shared file system: the offer's storage
    is the NVMe, with no conflict and no 'shared' left behind from the contract."""
    for quote, contract in (
            ("GPU: 8 x H100 SXM5 80GB\nData disks: 4 x 3.84 TB NVMe per server\n",
             "Service agreement\nDatasets may also be kept on a shared Lustre file system, throughput 4 GB/s.\n"),
            ("GPU：8 × H100 SXM5 80GB\n数据盘：4 × 3.84TB NVMe\n",
             "服务协议\n数据目录可另挂载共享 GPFS 并行文件系统，吞吐 3GB/s 起。\n")):
        (tmp_path / "quote.txt").write_text(quote, encoding="utf-8")
        (tmp_path / "contract.txt").write_text(contract, encoding="utf-8")
        for documents in (["quote.txt", "contract.txt"], ["contract.txt", "quote.txt"]):
            offer = audit_offer(AuditInput(documents=[tmp_path / d for d in documents]), load_rules([])).offer
            assert offer.storage.type == "nvme" and offer.storage.shared is None, (documents, offer.storage)
            assert not [c for c in offer.conflicts if c.field.startswith("storage")]
