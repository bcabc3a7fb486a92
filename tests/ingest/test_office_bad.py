"""Bad workbooks and Word files end in one line naming the file, exit 2: a renamed ZIP, another
format under the name, a password-protected workbook, a ZIP bomb, a damaged package, legacy formats.
A macro-enabled .xlsm is read by its values; its macros are never run or kept."""

from __future__ import annotations

import time
import zipfile
from pathlib import Path

import pytest

from auditor.ingest import read_document
from tests.ingest.office_support import SAMPLES, audit, source, workbook

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "office"


def _refused(path: Path, *needles: str) -> str:
    done = audit("read", path.name, cwd=path.parent)
    assert done.returncode == 2, done.stdout + done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"audit: {path.name}: "), done.stderr
    assert "Traceback" not in done.stderr and not done.stdout
    for needle in needles:
        assert needle in lines[0], lines[0]
    return lines[0]


def test_a_zip_that_is_no_workbook(tmp_path: Path) -> None:
    path = tmp_path / "quote.xlsx"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("readme.txt", "quote attached")
    _refused(path, "not an Excel workbook", "xl/workbook.xml")


def test_a_word_file_named_xlsx_and_a_workbook_named_docx(tmp_path: Path) -> None:
    (tmp_path / "quote.xlsx").write_bytes((SAMPLES / "honest-h100-contract-en.docx").read_bytes())
    _refused(tmp_path / "quote.xlsx", "a Word file named .xlsx")
    (tmp_path / "msa.docx").write_bytes((SAMPLES / "honest-h100-quote-zh.xlsx").read_bytes())
    _refused(tmp_path / "msa.docx", "not a Word file", "workbook named .docx")


def test_a_csv_or_html_export_named_xlsx(tmp_path: Path) -> None:
    path = tmp_path / "报价单.xlsx"
    path.write_text("项目,配置,数量\nGPU,H100,8\n", encoding="utf-8")
    _refused(path, "expected a ZIP package")


def test_a_password_protected_workbook(tmp_path: Path) -> None:
    path = tmp_path / "locked.xlsx"
    path.write_bytes((FIXTURES / "password-protected.xlsx").read_bytes())
    _refused(path, "password-protected", "unprotected copy")


def test_a_zip_bomb_is_refused_from_its_declared_sizes_before_inflating(tmp_path: Path) -> None:
    path = tmp_path / "bomb.xlsx"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        z.writestr("xl/workbook.xml", "<workbook/>")
        z.writestr("xl/worksheets/sheet1.xml", b"<" + b" " * (80 * 1024 * 1024) + b"/>")
    assert path.stat().st_size < 1024 * 1024
    started = time.monotonic()
    _refused(path, "inflates to", "AUDIT_MAX_FILE_BYTES")
    assert time.monotonic() - started < 30


def test_a_truncated_package_and_a_damaged_part(tmp_path: Path) -> None:
    data = (SAMPLES / "honest-h100-quote-zh.xlsx").read_bytes()
    (tmp_path / "cut.xlsx").write_bytes(data[: len(data) // 2])
    _refused(tmp_path / "cut.xlsx", "damaged Excel workbook")
    path = tmp_path / "garbled.xlsx"
    with zipfile.ZipFile(SAMPLES / "honest-h100-quote-zh.xlsx") as src, zipfile.ZipFile(path, "w") as out:
        for item in src.infolist():
            out.writestr(item, b"<workbook><sheets" if item.filename == "xl/workbook.xml" else src.read(item))
    _refused(path, "damaged Excel workbook")


@pytest.mark.parametrize(("name", "needle"), [("old.xls", "save it as .xlsx"), ("calc.ods", "save it as .xlsx"),
                                              ("msa.doc", "save it as .docx")])
def test_legacy_and_opendocument_formats_are_refused_with_what_to_do(tmp_path: Path, name: str, needle: str) -> None:
    path = tmp_path / name
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 504)
    _refused(path, needle)


def test_an_xls_workbook_under_an_xlsx_name(tmp_path: Path) -> None:
    path = tmp_path / "quote.xlsx"
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 504)  # OLE without an encrypted package
    _refused(path, "legacy Excel .xls", "save it as .xlsx")


def test_an_empty_workbook(tmp_path: Path) -> None:
    _refused(workbook(tmp_path / "empty.xlsx", [{"name": "Sheet1", "blocks": []}]), "no text")


def test_a_macro_enabled_workbook_is_read_by_its_values_without_its_macros(tmp_path: Path) -> None:
    import xlsxwriter

    vba = tmp_path / "vbaProject.bin"
    vba.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"Attribute VB_Name = \"AutoOpen\"".ljust(504, b"\0"))
    path = tmp_path / "quote.xlsm"
    wb = xlsxwriter.Workbook(str(path))
    ws = wb.add_worksheet("Quote")
    for r, row in enumerate([["Vendor: Orion Compute"], [], ["Item", "Specification", "Qty"],
                             ["GPU", "NVIDIA H100 SXM5 80GB", 8], ["Memory", "2TB DDR5", 1]]):
        ws.write_row(r, 0, row)
    wb.add_vba_project(str(vba))
    wb.close()
    with zipfile.ZipFile(path) as z:
        assert "xl/vbaProject.bin" in z.namelist()
    offer = read_document(path)
    assert offer.gpu.sku == "h100-sxm" and offer.gpu.count_per_node == 8 and offer.vendor == "Orion Compute"
    assert offer.evidence["gpu.model"][0].pointer == "Quote!B4"


def test_the_sample_sources_are_untouched_by_reading(tmp_path: Path) -> None:
    before = {p: p.read_bytes() for p in SAMPLES.glob("*.xlsx")}
    for path in before:
        read_document(path)
    assert all(p.read_bytes() == data for p, data in before.items())
    assert source("honest-h100-quote-zh.yaml")["file"] in {p.name for p in before}


def test_entity_expansion_inside_a_part_ends_in_one_line(tmp_path: Path) -> None:
    """A "billion laughs" DTD in the shared strings: the XML parser's amplification limit, one line."""
    entities = '<!ENTITY l0 "lol">' + "".join(f'<!ENTITY l{i} "{f"&l{i - 1};" * 10}">' for i in range(1, 10))
    path = tmp_path / "laughs.xlsx"
    with zipfile.ZipFile(SAMPLES / "honest-h100-quote-zh.xlsx") as src, zipfile.ZipFile(path, "w") as out:
        for item in src.infolist():
            data = src.read(item)
            if item.filename == "xl/sharedStrings.xml":
                text = data.decode().replace("?>", f"?><!DOCTYPE sst [{entities}]>", 1)
                data = text.replace("<t>项目</t>", "<t>&l9;</t>", 1).encode()
            out.writestr(item, data)
    _refused(path, "damaged Excel workbook")
