"""Spreadsheets (.xlsx/.xlsm) and Word files (.docx) as offer documents: the PDF reading, citing cells.

Why no extractor of their own: a workbook's rows and a Word file's paragraphs and tables are laid
into the same ``Document`` a PDF becomes (lines, table rows of cells, per-character places), so the
candidates-and-resolution reading (auditor/ingest/layout.py, reading.py) and the clause detection
read them unchanged. Only the places differ: a character's "page" is the sheet and its box the
cell's grid position (auditor/ingest/office/grid.py), turned back into ``Sheet1!C7`` or ``¶12``
evidence once the offer is read.

The packages are untrusted ZIP files: before any library opens one, its members are counted and
their declared sizes summed against ``AUDIT_MAX_FILE_BYTES`` (Python's zipfile never inflates a
member past its declared size, so the declared sum bounds the work); an OLE file (an encrypted
OOXML package or a legacy .xls/.doc) and a ZIP that is not the package its name says are refused
in one line. openpyxl and python-docx are imported only here, when such a file is read.
"""

from __future__ import annotations

from pathlib import Path

from auditor.errors import InputError
from auditor.model.offer import Offer

WORKBOOK_SUFFIXES = (".xlsx", ".xlsm")
WORD_SUFFIXES = (".docx",)
OFFICE_SUFFIXES = WORKBOOK_SUFFIXES + WORD_SUFFIXES
REFUSED_SUFFIXES = {
    ".xls": "legacy Excel .xls (BIFF) is not read; save it as .xlsx",
    ".ods": "OpenDocument spreadsheets are not read; save it as .xlsx",
    ".doc": "legacy Word .doc is not read; save it as .docx",
    ".odt": "OpenDocument text is not read; save it as .docx",
}
"""Formats recognised by name and refused with what to do (no reader for them is worth its cost)."""

MAX_MEMBERS = 10_000
"""ZIP members of one package: a real workbook of hundreds of sheets has a few thousand."""

_OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_PARTS = {".xlsx": "xl/workbook.xml", ".xlsm": "xl/workbook.xml", ".docx": "word/document.xml"}


def read_office_offer(path: Path) -> Offer:
    """One workbook or Word file → an ``Offer`` whose evidence cites sheet and cell, or paragraph."""
    from auditor.ingest.office.grid import cite_places
    from auditor.ingest.pdf_offer import offer_from_document

    source = str(path)
    suffix = path.suffix.lower()
    check_package(path, suffix)
    if suffix in WORKBOOK_SUFFIXES:
        from auditor.ingest.office.xlsx import read_workbook

        grid = read_workbook(path, source)
    else:
        from auditor.ingest.office.docx import read_word

        grid = read_word(path, source)
    return cite_places(offer_from_document(grid.doc), grid)


def check_package(path: Path, suffix: str) -> None:
    """Refuse what is not the OOXML package its name says, before a library parses it."""
    import zipfile

    from auditor.infra import limits

    source = str(path)
    kind = "Word file" if suffix in WORD_SUFFIXES else "Excel workbook"
    with path.open("rb") as fh:
        head = fh.read(4096)
    if head.startswith(_OLE):
        if "EncryptedPackage".encode("utf-16-le") in path.read_bytes():
            raise InputError(source, f"password-protected (encrypted) {kind}: ask the vendor for an unprotected copy")
        legacy = ".xls" if suffix in WORKBOOK_SUFFIXES else ".doc"
        raise InputError(source, f"{REFUSED_SUFFIXES[legacy].split(';')[0]} (an OLE file named {suffix}); "
                                 f"save it as {suffix}")
    article = "an" if kind[0] in "AEIOU" else "a"
    if not head.startswith(b"PK"):
        raise InputError(source, f"not {article} {kind} ({suffix} expected a ZIP package)")
    try:
        with zipfile.ZipFile(path) as package:
            members = package.infolist()
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise InputError(source, f"damaged {kind} (unreadable ZIP: {str(exc)[:60]})") from None
    if len(members) > MAX_MEMBERS:
        raise InputError(source, f"{kind} has {len(members):,} ZIP members, over the {MAX_MEMBERS:,} limit")
    cap = limits.file_bytes()
    inflated = sum(m.file_size for m in members)
    if inflated > cap:
        raise InputError(source, f"{kind} inflates to {inflated:,} bytes, over the {cap:,}-byte limit "
                                 "(AUDIT_MAX_FILE_BYTES; a ZIP bomb?)")
    names = {m.filename for m in members}
    if any(m.flag_bits & 0x1 for m in members):
        raise InputError(source, f"password-protected (encrypted ZIP) {kind}: ask for an unprotected copy")
    if _PARTS[suffix] not in names:
        other = next((s for s, part in _PARTS.items() if part in names), None)
        what = f"a {'Word file' if other == '.docx' else 'workbook'} named {suffix}" if other else \
            f"a ZIP without {_PARTS[suffix]}"
        raise InputError(source, f"not {article} {kind} ({what})")
