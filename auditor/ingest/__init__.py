"""Ingest: offer documents (YAML, JSON, PDF) → one ``Offer`` with evidence for every fact."""

from __future__ import annotations

from pathlib import Path

from auditor.model.offer import Offer


def load_offer(paths: list[Path]) -> Offer:
    """Read every document of one offer (quote, contract …) and merge them; see ``merge``."""
    from auditor.ingest.merge import merge_offers

    return merge_offers([read_document(p) for p in paths])


def read_document(path: Path) -> Offer:
    """Dispatch on content, not only the extension: a PDF starts with ``%PDF``."""
    from auditor.errors import InputError
    from auditor.infra.limits import check_size

    source = str(path)
    if not path.exists():
        raise InputError(source, "no such file")
    if path.is_dir():
        raise InputError(source, "is a directory, expected an offer file (YAML, JSON, PDF, "
                                   ".xlsx, .docx, or a .txt/.md contract)")
    check_size(path)
    with path.open("rb") as fh:
        head = fh.read(1024)
    if head.lstrip().startswith(b"%PDF") or path.suffix.lower() == ".pdf":
        return _read_pdf_cached(path)
    from auditor.ingest.office import OFFICE_SUFFIXES, REFUSED_SUFFIXES

    if path.suffix.lower() in OFFICE_SUFFIXES:
        from auditor.ingest.office import read_office_offer

        return read_office_offer(path)
    if path.suffix.lower() in REFUSED_SUFFIXES:
        raise InputError(source, REFUSED_SUFFIXES[path.suffix.lower()])
    if path.suffix.lower() in TEXT_SUFFIXES:
        from auditor.ingest.pdf_offer import read_text_offer

        return read_text_offer(path)
    from auditor.ingest.structured import read_structured_offer

    return read_structured_offer(path)


TEXT_SUFFIXES = (".txt", ".text", ".md", ".markdown")
"""Contracts and quotes as plain text or Markdown: read like a PDF, citing line numbers."""


def _read_pdf_cached(path: Path) -> Offer:
    """PDF extraction is the slow step; its result is cached (auditor.ingest.document_cache)."""
    from auditor.infra import cache

    if not cache.enabled():
        from auditor.ingest.pdf_offer import read_pdf_offer

        return read_pdf_offer(path)
    from auditor.infra import limits
    from auditor.ingest import document_cache

    key = document_cache.document_key(path.read_bytes(), limits.pdf_limits_key())
    cached = document_cache.load(key, str(path))
    if cached is not None:
        return cached  # a hit imports no PDF code at all (pdfplumber alone costs more than the audit)
    from auditor.ingest.pdf_offer import read_pdf_offer

    offer = read_pdf_offer(path)
    document_cache.store(key, offer, str(path))
    return offer
