"""A PDF quote or contract → an ``Offer`` whose every fact points at page, box and printed words.

Inside one document every table row, key:value line and sentence yields candidate facts with their
context (auditor/ingest/layout.py, statements.py) and one resolution step picks each fact by a
readable precedence (auditor/ingest/reading.py), keeping the candidates it beat. Disagreements
*between* documents are the merge step's business (auditor/ingest/merge.py).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from auditor.errors import InputError
from auditor.ingest.clauses import ALL_CLAUSE_IDS, ClauseHit, detect_clauses, from_facts, states_terms
from auditor.ingest.document import Document, NormText, PdfLimits, Span, read_document
from auditor.ingest.table_reading import chosen_columns_only
from auditor.ingest.visibility import to_facts
from auditor.ingest.vocabulary import words
from auditor.model.evidence import Evidence
from auditor.model.offer import Clause, Clauses, Offer

__all__ = ["PdfLimits", "detect_clauses", "read_pdf_offer"]

_MAX_STATEMENTS = 200


class _Builder:
    """Holds the resolved facts with their evidence, then validates them into an ``Offer``."""

    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self.values: dict[str, Any] = {}
        self.evidence: dict[str, list[Evidence]] = {}

    def evidence_of(self, spans: list[Span], extractor: str) -> list[Evidence]:
        if self.doc.plain_text:  # a text file's "pages" are its lines
            kind = extractor.replace("pdf:", "text:")
            return [Evidence(source=self.doc.source, extractor=kind, line=s.page, text=s.text) for s in spans]
        return [Evidence(source=self.doc.source, extractor=extractor, page=s.page, bbox=s.bbox, text=s.text)
                for s in spans]

    def _drop(self, data: dict[str, Any], path: str) -> None:
        parts = path.split(".")
        node: Any = data
        for part in parts[:-1]:
            node = node.get(part, {}) if isinstance(node, dict) else {}
        if isinstance(node, dict):
            node.pop(parts[-1], None)
        if not parts[-1] or path not in self.values:
            data.pop(parts[0], None)  # a whole-object error: drop the object

    def build(self) -> Offer:
        data: dict[str, Any] = {}
        for path, value in self.values.items():
            node = data
            *parents, leaf = path.split(".")
            for part in parents:
                node = node.setdefault(part, {})
            node[leaf] = value
        # A value the model refuses (a "0 cards" cell, a section number read as a count) is dropped
        # with its evidence rather than failing the whole document: unknown, not wrong.
        for _ in range(len(self.values) + 1):
            try:
                offer = Offer.model_validate({**data, "sources": [self.doc.source]})
                break
            except ValidationError as exc:
                for error in exc.errors():
                    path = ".".join(str(p) for p in error["loc"] if not isinstance(p, int))
                    self._drop(data, path)
        else:
            raise InputError(self.doc.source, "extracted values do not form a valid offer")
        offer.evidence.update({k: v for k, v in self.evidence.items() if _has(data, k)})
        return offer


def _has(data: dict[str, Any], path: str) -> bool:
    node: Any = data
    for part in path.split("."):
        if isinstance(node, list) and part.isdigit():
            return int(part) < len(node)
        if not isinstance(node, dict) or part not in node:
            return False
        node = node[part]
    return True


def read_pdf_offer(path: Path, *, limits: PdfLimits | None = None) -> Offer:
    """Read one PDF (quote, spec sheet or contract) into an ``Offer`` with page-level evidence.

    ``clauses`` is None when the document has no contract-like text; otherwise every clause id is
    filled, absent ones with evidence that points at the document as a whole.
    """
    return offer_from_document(read_document(path, limits))


def read_text_offer(path: Path) -> Offer:
    """A contract or quote as plain text or Markdown: the PDF extraction, citing line numbers."""
    source = str(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(source, f"not UTF-8 text (byte {exc.start})") from None
    doc = Document.from_text(source, text)
    if not doc.has_text:
        raise InputError(source, "empty document", line=1)
    return offer_from_document(doc)


def offer_from_document(doc: Document) -> Offer:
    """Every statement → candidate facts with context → one resolution → an ``Offer``.

    The candidates each fact beat are kept in ``offer.readings`` (what ``audit read`` writes).
    """
    from auditor.ingest.layout import read_layout

    builder = _Builder(doc)
    blocks = doc.blocks()
    layout = read_layout(doc, blocks, builder.evidence_of)
    for path, resolved in layout.resolved.items():
        builder.values[path] = resolved.chosen.value
        builder.evidence[path] = resolved.chosen.evidence
    _statements(builder, doc, blocks, layout.skip_blocks)
    offer = builder.build()
    layout.record(offer)
    offer.hidden_text, hidden_evidence = to_facts(doc.hidden, doc.source)
    offer.evidence.update(hidden_evidence)
    terms = chosen_columns_only(doc, blocks)  # the terms of a vendor or tier not chosen are not this offer's
    hits = detect_clauses(terms)
    if states_terms(terms, hits):
        offer.clauses = _clauses(builder, doc, terms, offer, hits)
    offer.amends = any(words("amends").search(block.text) for block in blocks)
    return offer


def _statements(builder: _Builder, doc: Document, blocks: list[NormText], skip: set[int]) -> None:
    """The offer's own wording that the rules search: sentences about GPUs, links, disks, limits.

    Not the customer's quoted words, not the unselected lines of an option list, and not a
    sharing word whose subject is storage or bandwidth (共享带宽) or a system disk's SATA.
    """
    from auditor.ingest.layout import GPU_STATEMENT_WORDS, statement_is_about_offer

    trigger = re.compile(rf"{GPU_STATEMENT_WORDS}|共享|HDD|SATA|机械硬盘", re.IGNORECASE)  # re caches the compile
    statements: list[str] = []
    for index, block in enumerate(blocks):
        if index in skip or not trigger.search(block.text):
            continue
        for start, end in _pieces(block.text):  # one sentence or labelled line: its words, not its neighbours'
            piece = block.text[start:end]
            if len(statements) >= _MAX_STATEMENTS:
                break
            if not trigger.search(piece) or not statement_is_about_offer(piece):
                continue
            spans = doc.locate_norm(block, start, end)
            quoted = " ".join(s.text for s in spans)
            builder.evidence[f"statements.{len(statements)}"] = builder.evidence_of(spans, "pdf:spec-line")
            statements.append(quoted)
    if statements:
        builder.values["statements"] = statements


_PIECE_END = re.compile(r"[;；。!?！？]|\.(?:\s|$)|\s(?=[^\s:：,，;；。()（）]{1,12}[:：])")
"""Where a statement ends: a sentence or clause mark, or the next "label：" of a key:value line."""


def _pieces(text: str) -> list[tuple[int, int]]:
    out, at = [], 0
    for m in _PIECE_END.finditer(text):
        if text[at:m.start()].strip():
            out.append((at, m.start() + (1 if not m.group().isspace() else 0)))
        at = m.end()
    if text[at:].strip():
        out.append((at, len(text)))
    return out


# ---------------------------------------------------------------- clauses


def _clauses(builder: _Builder, doc: Document, blocks: list[NormText], offer: Offer,
             hits: dict[str, ClauseHit]) -> Clauses:
    settled = from_facts(offer, hits)
    entries: dict[str, Clause] = {}
    for cid in ALL_CLAUSE_IDS:
        hit = hits[cid]
        key = f"clauses.{cid}"
        if cid in settled:  # the clause is the stated facts: cite them
            offer.evidence[key] = [e for path in settled[cid] for e in offer.evidence[path]]
            entries[cid] = hit.clause
            continue
        if hit.clause.state == "absent":
            unit, kind = ("line(s)", "text:clause") if doc.plain_text else ("page(s)", "pdf:clause")
            offer.evidence[key] = [Evidence(source=doc.source, extractor=kind,
                                            text=f"not found in {doc.page_count} {unit}")]
            if hit.clause.links:  # half an interconnect commitment: the sentence that names the link it has
                offer.evidence[f"{key}.links"] = [e for span in hit.spans for e in builder.evidence_of(
                    doc.locate_norm(blocks[span.block], span.start, span.end), "pdf:clause")]
            entries[cid] = hit.clause
            continue
        evidence: list[Evidence] = []
        for span in hit.spans:
            evidence.extend(builder.evidence_of(doc.locate_norm(blocks[span.block], span.start, span.end),
                                                "pdf:clause"))
        offer.evidence[key] = evidence
        entries[cid] = hit.clause  # its text is the deciding sentence, markup left out
    return Clauses.model_validate(entries)
