"""Workbooks (.xlsx) read through the same reading as PDFs: the committed samples state their sources,
a workbook audits like its printout, evidence cites sheet and cell, and a workbook with one sheet or
block per configuration goes through the option selection."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from auditor.ingest import read_document
from auditor.units import Quantity, parse_quantity
from tests.ingest.office_support import (
    ROOT,
    SAMPLES,
    audit,
    facts,
    printout,
    report,
    source,
    verdicts,
    workbook,
)

WORKBOOKS = ["honest-h100-quote-zh.yaml", "trapped-4090-quote-zh.yaml"]


def _compare(actual: Any, expected: Any, where: str) -> None:
    if isinstance(expected, dict):
        for key, value in expected.items():
            _compare(getattr(actual, key), value, f"{where}.{key}")
    elif isinstance(actual, Quantity):
        assert actual == parse_quantity(str(expected)), f"{where}: {actual} != {expected}"
    else:
        assert str(actual) == str(expected), f"{where}: {actual!r} != {expected!r}"


@pytest.mark.parametrize("name", WORKBOOKS)
def test_sample_workbook_states_its_source(name: str) -> None:
    spec = source(name)
    offer = read_document(SAMPLES / spec["file"])
    expect = dict(spec["expect"])
    assert expect.pop("clauses") is None and offer.clauses is None
    for path, place in expect.pop("evidence").items():
        assert [e.pointer for e in offer.evidence[path]] == [place], path
    assert len(offer.hidden_text) == expect.pop("hidden_text")
    for field, value in expect.items():
        _compare(getattr(offer, field), value, field)
    for evidence in offer.evidence.values():  # every citation names a sheet and cell, none a page
        for ev in evidence:
            assert ev.page is None and ev.bbox is None and ev.extractor.startswith("xlsx:")
            assert ev.pointer is None or "!" in ev.pointer


def test_the_workbook_and_word_file_audit_like_the_same_offer_printed_to_pdf(tmp_path: Path) -> None:
    quote_src, contract_src = source("honest-h100-quote-zh.yaml"), source("honest-h100-contract-en.yaml")
    quote_pdf = printout(tmp_path / "quote.pdf", quote_src)
    contract_pdf = printout(tmp_path / "contract.pdf", contract_src)
    office, office_code = report(SAMPLES / quote_src["file"], SAMPLES / contract_src["docx"], cwd=tmp_path)
    pdf, pdf_code = report(quote_pdf, contract_pdf, cwd=tmp_path)
    assert office_code == pdf_code
    assert verdicts(office) == verdicts(pdf)  # every rule: same status and severity
    got, want = facts(office["offer"]), facts(pdf["offer"])
    # A clause's quoted sentence is the document's own: the PDF's line that wraps before "(4) hours"
    # starts a new paragraph there, the Word paragraph does not. Statuses and figures must agree.
    for clauses in (got["clauses"], want["clauses"]):
        for clause in clauses.values():
            clause.pop("text", None)
    assert got == want
    cited = [e for f in office["findings"] for e in f.get("evidence", []) if e.get("source", "").endswith(
        (".xlsx", ".docx"))]
    assert any(e.get("pointer", "").startswith("报价单!") for e in cited)
    assert any(e.get("pointer", "").startswith(("¶", "table ")) for e in cited)
    assert all(e.get("page") is None for e in cited)


@pytest.mark.parametrize("fmt", ["text", "markdown", "html", "junit", "sarif"])
def test_cell_and_paragraph_places_show_in_every_report_format(tmp_path: Path, fmt: str) -> None:
    done = audit("offer", SAMPLES / "honest-h100-quote-zh.xlsx", SAMPLES / "honest-h100-contract-en.docx",
                 "--model", "llama3-70b", "--format", fmt, cwd=tmp_path)
    assert done.returncode in (0, 1), done.stderr
    assert "报价单!" in done.stdout and "¶" in done.stdout


def test_audit_read_writes_a_reviewable_offer_from_a_workbook(tmp_path: Path) -> None:
    xlsx = SAMPLES / "honest-h100-quote-zh.xlsx"
    done = audit("read", xlsx, "-o", "offer.yaml", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    data = yaml.safe_load((tmp_path / "offer.yaml").read_text(encoding="utf-8"))
    jsonschema.validate(data, __import__("json").loads((ROOT / "schemas" / "offer.schema.json").read_text()))
    assert data["gpu"]["sku"] == "h100-sxm" and data["nodes"] == 4
    assert data["readings"]["nodes"]["quote"] == "4 台" and data["readings"]["nodes"]["pointer"] == "商务条款!B4"
    from_xlsx, code_xlsx = report(xlsx, cwd=tmp_path)
    from_yaml, code_yaml = report("offer.yaml", cwd=tmp_path)
    assert code_xlsx == code_yaml and verdicts(from_xlsx) == verdicts(from_yaml)
    # the reviewed file still cites the workbook's cell for every fact the reviewer left as read
    cited = {(e.get("source"), e.get("pointer")) for f in from_yaml["findings"] for e in f.get("evidence", [])
             if e.get("fact") == "offer.gpu.memory"}
    assert (str(xlsx), "报价单!B10") in cited


def test_hidden_sheet_row_white_and_tiny_cells_are_not_terms_but_are_reported() -> None:
    offer = read_document(SAMPLES / "trapped-4090-quote-zh.xlsx")
    said = " ".join([*offer.statements, str(offer.gpu.model)])
    for hidden in ("vGPU", "PCIe 直连", "99.9%", "切分"):
        assert hidden not in said
    assert offer.gpu.sharing is None and offer.clauses is None  # the white "99.9%" SLA is no clause
    assert {h.reason for h in offer.hidden_text} == {"invisible", "background-colour", "microscopic"}
    places = {e.pointer for i in range(len(offer.hidden_text)) for e in offer.evidence[f"hidden_text.{i}"]}
    assert "内部成本!A3:B3" in places  # the hidden sheet's row, by sheet and cells


def test_the_trapped_workbook_fails_on_its_visible_claim_and_its_hidden_text(tmp_path: Path) -> None:
    rep, code = report(SAMPLES / "trapped-4090-quote-zh.xlsx", cwd=tmp_path, model="llama3-8b")
    failed = {rule for rule, (status, _) in verdicts(rep).items() if status == "fail"}
    assert code == 1 and {"nvlink.claimed-on-sku-without-nvlink", "sla.hidden-text"} <= failed


def _config(title: str, gpu: str, count: str, price: str, link: str) -> list[dict[str, Any]]:
    return [{"h": title}, {"table": [["项目", "配置", "数量", "单价"], ["GPU", gpu, count, price],
                                     ["互联", link, "1", "含"], ["内存", "1TB DDR5", "1", "含"]]}]


def test_one_sheet_per_configuration_the_selected_sheet_is_the_offer(tmp_path: Path) -> None:
    xlsx = workbook(tmp_path / "options.xlsx", [
        {"name": "报价说明", "blocks": [{"lines": ["供应商：北辰智算", "已选方案：方案B，共 2 台"]}]},
        {"name": "方案A", "blocks": _config("方案A 入门", "NVIDIA A800 PCIe 80GB", "4", "¥3200/台/天", "PCIe 4.0")},
        {"name": "方案B", "blocks": _config("方案B 训练", "NVIDIA H800 SXM5 80GB", "8", "¥6800/台/天",
                                                     "NVLink 全互联")},
        {"name": "方案C", "blocks": _config("方案C 推理", "NVIDIA L40S 48GB", "8", "¥2600/台/天", "PCIe 4.0")},
    ])
    offer = read_document(xlsx)
    assert offer.gpu.sku == "h800-sxm" and offer.gpu.count_per_node == 8
    assert offer.interconnect.intra_node == "nvlink"
    assert str(offer.pricing.unit_price).startswith("6800")
    assert offer.evidence["gpu.model"][0].pointer == "方案B!B4"
    beaten = offer.readings["gpu.model"].candidates
    assert {c.why for c in beaten} == {"the selected option over the other options"}  # the others stay visible
    assert {c.quote for c in beaten} == {"NVIDIA A800 PCIe 80GB", "NVIDIA L40S 48GB"}
    assert not any("PCIe" in s for s in offer.statements)  # the passed-over sheets' rows are not the offer's words


def test_one_block_per_option_in_one_sheet_english(tmp_path: Path) -> None:
    blocks = [{"lines": ["Vendor: Lakeside GPU Cloud", "Your selection: Option 2 (2 servers)"]}]
    for n, (gpu, link) in enumerate([("NVIDIA A100 PCIe 80GB", "PCIe Gen4"), ("NVIDIA H100 SXM5 80GB",
                                                                              "NVLink / NVSwitch full mesh"),
                                     ("NVIDIA L4 24GB", "PCIe Gen4")], start=1):
        blocks += [{"h": f"Option {n}"}, {"table": [["Item", "Specification", "Qty"], ["GPU", gpu, "8"],
                                                    ["Interconnect", link, "1"], ["Memory", "2TB DDR5", "1"]]}]
    offer = read_document(workbook(tmp_path / "options-en.xlsx", [{"name": "Quote", "blocks": blocks}]))
    assert offer.gpu.sku == "h100-sxm" and offer.interconnect.intra_node == "nvlink"
    assert offer.vendor == "Lakeside GPU Cloud"


def test_no_selection_keeps_every_configuration_a_candidate_not_a_mix(tmp_path: Path) -> None:
    xlsx = workbook(tmp_path / "open.xlsx", [
        {"name": "方案A", "blocks": _config("方案A", "NVIDIA A800 PCIe 80GB", "4", "¥3200/台/天", "PCIe 4.0")},
        {"name": "方案B", "blocks": _config("方案B", "NVIDIA H800 SXM5 80GB", "8", "¥6800/台/天", "NVLink 全互联")},
    ])
    offer = read_document(xlsx)
    model = offer.readings["gpu.model"]
    read = " / ".join([model.value, *(c.value for c in model.candidates)])
    assert "A800" in read and "H800" in read  # neither sheet silently wins: both stay candidates


def test_merged_ranges_are_read_at_their_anchor(tmp_path: Path) -> None:
    xlsx = workbook(tmp_path / "merged.xlsx", [{"name": "配置", "blocks": [
        {"lines": ["供应商：星河算力"]},
        {"table": [["类别", "部件", "规格", "数量"],
                   ["GPU", "加速卡", "NVIDIA H100 SXM5 80GB", "8"],
                   [{"v": "存储", "down": 1}, "系统盘", "480GB SATA SSD", "2"],
                   [None, "数据盘", "3.84TB NVMe U.2", "4"]]}]}])
    offer = read_document(xlsx)
    assert offer.storage.capacity == parse_quantity("15.36 TB")  # the data disks, not the system pair
    assert offer.storage.type == "nvme"
    assert offer.evidence["gpu.model"][0].pointer == "配置!C4"


def test_hidden_columns_and_rows_in_english_are_not_read(tmp_path: Path) -> None:
    import openpyxl

    path = tmp_path / "cols.xlsx"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Quote"
    rows = [["Vendor: Northwind Compute"], [], ["Item", "Specification", "Note"],
            ["GPU", "NVIDIA H100 SXM5 80GB", "shared vGPU slices (2 per card)"], ["Quantity", "8", ""],
            ["Allocation", "dedicated whole GPUs, bare metal", ""], ["Uplink", "rate limited to 100 Mbps", ""]]
    for row in rows:
        ws.append(row)
    ws.column_dimensions["C"].hidden = True
    ws.row_dimensions[7].hidden = True
    wb.save(path)
    offer = read_document(path)
    assert offer.gpu.sharing == "dedicated"
    assert not any("vGPU" in s or "rate limited" in s for s in offer.statements)
    assert {h.text for h in offer.hidden_text} == {"Note", "shared vGPU slices (2 per card)",
                                                   "Uplink | rate limited to 100 Mbps"}


def test_a_count_in_the_selecting_sentence_names_no_option_and_option_2_is_not_option_25(tmp_path: Path) -> None:
    lines = ["供应商：北辰智算", "已选方案：方案12，共 4 台"]
    sheets: list[dict[str, Any]] = [{"name": "说明", "blocks": [{"lines": lines}]}]
    for n in range(1, 13):
        gpu = "NVIDIA H100 SXM5 80GB" if n == 12 else "NVIDIA A800 PCIe 80GB"
        sheets.append({"name": f"方案{n}", "blocks": _config(f"方案{n}", gpu, "8", f"¥{3000 + n}/台/天", "PCIe 4.0")})
    offer = read_document(workbook(tmp_path / "twelve.xlsx", sheets))
    assert offer.gpu.sku == "h100-sxm" and offer.evidence["gpu.model"][0].pointer == "方案12!B4"
    assert str(offer.pricing.unit_price).startswith("3012") and offer.nodes == 4


def test_a_title_and_notes_on_a_passed_over_sheet_are_not_the_offers_words(tmp_path: Path) -> None:
    def sheet(name: str, gpu: str, note: str) -> dict[str, Any]:
        table = _config(name, gpu, "8", "¥5000/台/天", "PCIe")[1:]
        return {"name": name, "blocks": [{"h": f"{name}：{gpu} × 8"}, *table, {"p": note}]}

    offer = read_document(workbook(tmp_path / "notes.xlsx", [
        {"name": "Summary", "blocks": [{"lines": ["Vendor: Harbor AI Cloud", "Your selection: Plan Blue"]}]},
        sheet("Plan Red", "NVIDIA H100 SXM5 80GB", "GPUs are shared as vGPU slices between tenants."),
        sheet("Plan Blue", "NVIDIA H100 SXM5 80GB", "Dedicated whole GPUs, bare metal, no MIG."),
    ]))
    assert offer.gpu.sharing == "dedicated"
    assert not any("vGPU" in s for s in offer.statements)
    assert offer.evidence["gpu.model"][0].pointer.startswith("'Plan Blue'!")
