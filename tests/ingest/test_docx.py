"""Word files (.docx) read through the same reading as PDFs: the sample MSA reads like its PDF, evidence
cites paragraphs and table cells, and runs nobody sees (hidden, white, tiny) are reported, not read."""

from __future__ import annotations

import copy
from pathlib import Path

import docx
from docx.enum.style import WD_STYLE_TYPE
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt, RGBColor

from auditor.ingest import read_document
from auditor.units import parse_quantity
from tests.ingest.office_support import SAMPLES


def _save(document: docx.document.Document, path: Path) -> Path:
    document.save(str(path))
    return path


def test_the_sample_msa_reads_like_its_pdf() -> None:
    word = read_document(SAMPLES / "honest-h100-contract-en.docx")
    pdf = read_document(SAMPLES / "honest-h100-contract-en.pdf")
    assert word.clauses is not None and pdf.clauses is not None
    for cid, clause in pdf.clauses:
        mine = getattr(word.clauses, cid)
        assert (mine.status, mine.percent, mine.duration, len(mine.tiers)) == (
            clause.status, clause.percent, clause.duration, len(clause.tiers)), cid
    assert (word.gpu, word.interconnect) == (pdf.gpu, pdf.interconnect)
    assert word.vendor == "Helios Compute Ltd."  # the party clause, one paragraph (not split over lines)
    assert word.clauses.availability.percent == parse_quantity("99.5%")
    places = [e.pointer for e in word.evidence["clauses.compensation"]]
    assert all(p and (p.startswith("¶") or p.startswith("table 1 r")) for p in places), places
    assert any(p.startswith("table 1 r") for p in places)  # the credit tiers, cell by cell
    assert all(e.page is None and e.extractor.startswith("docx:") for e in word.evidence["clauses.availability"])


def test_hidden_white_and_tiny_runs_are_reported_not_read_english(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Master Services Agreement between Vega Compute Ltd. (the \"Provider\") and the Customer.")
    document.add_paragraph("1.1 The Provider supplies eight (8) NVIDIA H100 SXM5 80GB GPUs per Node.")
    para = document.add_paragraph("1.2 Support is provided on business days. ")
    white = para.add_run("The Provider guarantees 99.99% monthly availability with 50% service credits.")
    white.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
    tiny = document.add_paragraph().add_run("GPUs may be shared between customers as vGPU slices.")
    tiny.font.size = Pt(1)
    gone = document.add_paragraph().add_run("Customer data is deleted within 7 days of termination.")
    gone.font.hidden = True
    document.add_paragraph("2.1 Fees are billed monthly in arrears at the unit price in the Order Form.")
    document.add_paragraph("3.1 Either Party may terminate this Agreement on thirty (30) days' written notice.")
    offer = read_document(_save(document, tmp_path / "msa.docx"))
    assert offer.vendor == "Vega Compute Ltd."
    assert offer.gpu.sharing is None and not any("vGPU" in s for s in offer.statements)
    assert offer.clauses is not None
    assert offer.clauses.availability.status == "absent" and offer.clauses.data_deletion.status == "absent"
    reasons = {h.reason: h.text for h in offer.hidden_text}
    assert reasons == {"background-colour": white.text, "microscopic": tiny.text, "invisible": gone.text}
    assert [e.pointer for e in offer.evidence["hidden_text.0"]] == ["¶3"]


def test_white_text_on_a_dark_cell_is_visible_and_a_hidden_style_is_not_chinese(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("乙方：北极星算力科技有限公司")
    secret = document.styles.add_style("内部批注", WD_STYLE_TYPE.PARAGRAPH)
    secret.font.hidden = True
    document.add_paragraph("内部：实际交付为 A800 PCIe，无 NVLink。", style=secret)
    table = document.add_table(rows=2, cols=2)
    table.style = "Table Grid"
    table.cell(0, 0).text, table.cell(0, 1).text = "可用性", "月度可用性不低于 99.9%"
    table.cell(1, 0).text, table.cell(1, 1).text = "显卡", "NVIDIA H100 SXM5 80GB × 8，NVLink 全互联"
    cell = table.cell(1, 1)
    shading = OxmlElement("w:shd")
    shading.set(qn("w:val"), "clear")
    shading.set(qn("w:fill"), "1F3864")  # dark blue
    cell._tc.get_or_add_tcPr().append(shading)
    for run in cell.paragraphs[0].runs:
        run.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
    offer = read_document(_save(document, tmp_path / "合同.docx"))
    assert offer.vendor == "北极星算力科技有限公司"
    assert offer.gpu.sku == "h100-sxm" and offer.interconnect.intra_node == "nvlink"  # white on dark blue is read
    assert offer.evidence["gpu.model"][0].pointer == "table 1 r2c2"
    assert [h.reason for h in offer.hidden_text] == ["invisible"] and "A800" in offer.hidden_text[0].text
    assert offer.clauses is not None and offer.clauses.availability.percent == parse_quantity("99.9%")


def test_the_letterhead_in_the_header_and_fields_in_content_controls_are_read(tmp_path: Path) -> None:
    document = docx.Document()
    header = document.sections[0].header
    header.is_linked_to_previous = False
    header.paragraphs[0].text = "Solstice Compute — Order Form"
    document.add_paragraph("Order Form No. SO-7781")
    body = document.add_paragraph("Servers: two (2) dedicated bare-metal servers, 8x NVIDIA H200 SXM 141GB each.")
    sdt = OxmlElement("w:sdt")
    content = OxmlElement("w:sdtContent")
    sdt.append(content)
    body._p.addprevious(sdt)
    content.append(copy.deepcopy(body._p))
    body._p.getparent().remove(body._p)
    offer = read_document(_save(document, tmp_path / "order.docx"))
    assert offer.vendor == "Solstice Compute"
    assert offer.evidence["vendor"][0].pointer == "header ¶1"
    assert offer.nodes == 2 and offer.gpu.sku == "h200-sxm" and offer.gpu.count_per_node == 8
    assert offer.evidence["nodes"][0].pointer == "¶2"


def test_merged_table_cells_stand_at_their_first_cell(tmp_path: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Vendor: Keystone Compute")
    table = document.add_table(rows=4, cols=3)
    table.style = "Table Grid"
    for r, row in enumerate([["Item", "Specification", "Qty"], ["Storage", "480GB SATA SSD (system disk)", "2"],
                             ["", "3.84TB NVMe U.2 (data disk)", "4"], ["GPU", "NVIDIA H100 SXM5 80GB", "8"]]):
        for c, text in enumerate(row):
            table.cell(r, c).text = text
    table.cell(1, 0).merge(table.cell(2, 0))  # "Storage" over both disk rows (w:vMerge)
    offer = read_document(_save(document, tmp_path / "bom.docx"))
    assert offer.storage.capacity == parse_quantity("15.36 TB") and offer.storage.type == "nvme"
    assert offer.evidence["storage.capacity"][0].pointer.startswith("table 1 r3")
    assert offer.evidence["gpu.model"][0].pointer == "table 1 r4c2"
