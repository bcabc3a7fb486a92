"""A PDF quote or contract → an ``Offer`` whose every fact points at page, box and printed words.

Order of trust inside one document: a labelled table cell ("显存 | 80GB") beats a spec line in
prose, and the first statement of a field wins; a slice (MIG, vGPU, 切分) beats a "dedicated"
claim, because that is what is actually sold and the claim stays quoted in ``statements``.
Disagreements *between* documents are the merge step's business (auditor/ingest/merge.py).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from auditor.errors import InputError
from auditor.ingest.clauses import ALL_CLAUSE_IDS, detect_clauses, looks_like_contract
from auditor.ingest.document import Document, NormText, PdfLimits, Span, read_document
from auditor.ingest.spec_line import SpecFact, parse_spec_line
from auditor.ingest.tables import LabelledCell, field_of, label_table
from auditor.ingest.visibility import to_facts
from auditor.model.evidence import Evidence
from auditor.model.offer import Clause, Clauses, Offer
from auditor.units import Quantity, UnitError, currency_of, parse_quantity

__all__ = ["PdfLimits", "detect_clauses", "read_pdf_offer"]

_STATEMENT = re.compile(
    r"MIG|vGPU|共享|切分|切片|配额|超售|超卖|独享|独占|整卡|dedicated|bare[\s-]metal|裸金属|oversubscri|NVLink|NVSwitch|"
    r"全互联|PCIe|InfiniBand|RoCE|RDMA|限速|rate[\s-]limit|HDD|SATA|机械硬盘|NVMe|burst|峰值",
    re.IGNORECASE,
)
_MAX_STATEMENTS = 200
_SHARING_RANK = {"mig": 0, "vgpu": 0, "container-quota": 0, "shared": 1, "dedicated": 2}


class _Builder:
    """Collects facts (first one wins) with their evidence, then validates them into an ``Offer``."""

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

    def set(self, path: str, value: Any, evidence: list[Evidence]) -> None:
        if value is None or not evidence:
            return
        if path == "gpu.sharing" and path in self.values:
            if _SHARING_RANK[value] >= _SHARING_RANK[self.values[path]]:
                return
        elif path in self.values:
            return
        self.values[path] = value
        self.evidence[path] = evidence

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
    """Tables, key-value lines, spec lines, statements and clauses of one document → an ``Offer``."""
    builder = _Builder(doc)
    for table in doc.tables:
        for labelled in label_table(table):
            _table_fact(builder, labelled)
    for line in doc.lines:
        if not line.in_table:
            _key_value_line(builder, doc, line.text, line.start)
    blocks = doc.blocks()
    for block in blocks:
        if " | " in block.text:
            continue  # table rows: read through their labels above
        for fact in parse_spec_line(block.text):
            spans = doc.locate_norm(block, fact.start, fact.end)
            builder.set(fact.path, fact.value, builder.evidence_of(spans, "pdf:spec-line"))
    _statements(builder, doc, blocks)
    offer = builder.build()
    offer.hidden_text, hidden_evidence = to_facts(doc.hidden, doc.source)
    offer.evidence.update(hidden_evidence)
    if looks_like_contract(blocks):
        offer.clauses = _clauses(builder, doc, blocks, offer)
    return offer


# ---------------------------------------------------------------- tables


def _cell_evidence(builder: _Builder, labelled: LabelledCell) -> list[Evidence]:
    cell = labelled.cell
    return [Evidence(source=builder.doc.source, extractor="pdf:table", page=labelled.page, bbox=cell.bbox,
                     text=cell.text)]


def _spec_facts(builder: _Builder, labelled: LabelledCell, facts: list[SpecFact], keep: str = "") -> None:
    for fact in facts:
        if not keep or fact.path.startswith(keep) or fact.path == "memory":
            builder.set(fact.path, fact.value, _cell_evidence(builder, labelled))


def _table_fact(builder: _Builder, labelled: LabelledCell) -> None:
    text = labelled.cell.text
    ev = _cell_evidence(builder, labelled)
    kind = labelled.field
    facts = parse_spec_line(text)
    quantity = _int(labelled.quantity.text) if labelled.quantity is not None else None
    if kind in ("gpu", "spec_line", "interconnect", "fabric", "cpu", "storage", "network", "sharing"):
        if kind in ("storage", "fabric") and quantity and quantity > 1:
            facts = parse_spec_line(f"{quantity}× {text}")
        if kind == "cpu" and quantity and not any(f.path == "cpu.sockets" for f in facts):
            facts = parse_spec_line(f"{quantity}× {text}")
        _spec_facts(builder, labelled, facts)
        if kind == "gpu" and quantity and not any(f.path == "gpu.count_per_node" for f in facts):
            builder.set("gpu.count_per_node", quantity, ev)
        if kind == "gpu" and not any(f.path == "gpu.model" for f in facts):
            builder.set("gpu.model", text, ev)
        if kind == "interconnect" and re.search(r"PCIe", text, re.I) and not re.search(r"NVLink", text, re.I):
            builder.set("interconnect.intra_node", "pcie", ev)
        if kind == "network" and not any(f.path == "network.bandwidth" for f in facts):
            builder.set("network.bandwidth", _quantity(text, "data_rate", bits=True), ev)
        if kind == "cpu" and not any(f.path == "cpu.model" for f in facts):
            builder.set("cpu.model", text, ev)
        if labelled.price is not None:
            _price(builder, labelled.price.text, [Evidence(source=builder.doc.source, extractor="pdf:table",
                                                           page=labelled.page, bbox=labelled.price.bbox,
                                                           text=labelled.price.text)])
    elif kind == "gpu_memory":
        builder.set("gpu.memory", _quantity(text, "bytes"), ev)
    elif kind == "gpu_count":
        builder.set("gpu.count_per_node", _int(text), ev)
    elif kind == "memory":
        memory = next((f.value for f in facts if f.path == "memory"), None) or _quantity(text, "bytes")
        builder.set("memory", memory, ev)
    elif kind == "nodes":
        builder.set("nodes", _int(text), ev)
    elif kind == "unit_price":
        _price(builder, text, ev)
    elif kind == "term":
        builder.set("pricing.minimum_term", _quantity(text, "duration"), ev)
    elif kind == "billing":
        builder.set("pricing.billing_granularity", _granularity(text), ev)
    elif kind in ("vendor", "quote_id", "offer"):
        builder.set(kind, text, ev)
    elif kind == "date":
        builder.set("date", _date(text), ev)


def _int(text: str) -> int | None:
    m = re.search(r"\d+", text)
    return int(m.group()) if m else None


def _quantity(text: str, dimension: str, bits: bool = False) -> Quantity | None:
    m = re.search(r"\d+(?:\.\d+)?\s*[A-Za-z\u4e00-\u9fff/%·]*", text.replace("，", ","))
    if not m:
        return None
    spelled = m.group().strip()
    if bits and re.fullmatch(r"\d+(?:\.\d+)?\s*[GMT]", spelled):
        spelled += "b/s"
    spelled = re.sub(r"(个)?(自然日|工作日)$", "天", spelled)
    for candidate in (spelled, re.sub(r"[\u4e00-\u9fff]+$", "", spelled)):
        try:
            return parse_quantity(candidate, dimension)
        except UnitError:
            continue
    return None


_PRICE_UNITS = (("gpu", "h", "gpu-hour"), ("gpu", "d", "gpu-day"), ("gpu", "mo", "gpu-month"),
                ("node", "h", "node-hour"), ("node", "d", "node-day"), ("node", "mo", "node-month"),
                ("node", "y", "node-year"))


def _price(builder: _Builder, text: str, ev: list[Evidence]) -> None:
    m = re.search(r"([¥￥$€£]|US\$|RMB|CNY|USD|EUR)?\s*\d[\d,]*(?:\.\d+)?\s*(?:元|美元|USD|CNY|RMB)?\s*"
                  r"(?:(?:/|每|per\s)\s*[^\s,;，；()（）]+)*", text)
    if not m:
        return
    try:
        price = parse_quantity(m.group().strip())
    except UnitError:
        return
    currency = currency_of(price.dims) or next((b for b, e in price.dims if e == 1 and b.isupper()
                                                and b not in ("GPU", "NODE")), None)
    if currency is None:
        return
    builder.set("pricing.unit_price", price, ev)
    builder.set("pricing.currency", currency, ev)
    builder.set("currency", currency, ev)
    dims = dict(price.dims)
    counted = "gpu" if dims.get("GPU") else "node" if dims.get("NODE") else None
    seconds = price.unit.split("/")[-1] if "/" in price.unit else ""
    step = _granularity(seconds)
    if counted and step is not None:
        secs = step.to("s")
        period = "h" if secs == 3600 else "d" if secs == 86400 else "mo" if secs == 30 * 86400 else \
            "y" if secs == 365 * 86400 else None
        unit = next((u for c, p, u in _PRICE_UNITS if c == counted and p == period), None)
        builder.set("pricing.unit", unit, ev)


_GRANULARITY = (("小时|时|hour|hourly|/h\\b|\\bh\\b", "1 h"), ("天|日|day|daily", "1 天"),
                ("周|week", "1 week"), ("月|month", "1 month"), ("年|year", "1 year"), ("秒|second", "1 s"))


def _granularity(text: str) -> Quantity | None:
    for pattern, spelled in _GRANULARITY:
        if re.search(pattern, text, re.IGNORECASE):
            return parse_quantity(spelled, "duration")
    return None


def _date(text: str) -> str | None:
    m = re.search(r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})", text)
    return f"{int(m.group(1)):04d}-{int(m.group(2)):02d}-{int(m.group(3)):02d}" if m else None


# ---------------------------------------------------------------- prose


_KEY_VALUE = re.compile(r"^\s*([^:：]{1,16}?)\s*[:：]\s*(\S.*?)\s*$")


def _key_value_line(builder: _Builder, doc: Document, text: str, start: int) -> None:
    """ "供应商：云算科技" / "Quote No.: Q-2025-0412" / "单价：¥5600/台/天" outside tables."""
    m = _KEY_VALUE.match(text)
    if not m:
        return
    kind = field_of(m.group(1))
    if kind not in ("vendor", "quote_id", "date", "offer", "unit_price", "term", "billing", "nodes"):
        return
    value = m.group(2)
    ev = builder.evidence_of(doc.locate(start + m.start(2), start + m.end(2)), "pdf:spec-line")
    if kind == "unit_price":
        _price(builder, value, ev)
    elif kind == "term":
        builder.set("pricing.minimum_term", _quantity(value, "duration"), ev)
    elif kind == "billing":
        builder.set("pricing.billing_granularity", _granularity(value), ev)
    elif kind == "nodes":
        builder.set("nodes", _int(value), ev)
    elif kind == "date":
        builder.set("date", _date(value), ev)
    else:
        builder.set(kind, value, ev)


def _statements(builder: _Builder, doc: Document, blocks: list[NormText]) -> None:
    statements: list[str] = []
    for block in blocks:
        if len(statements) >= _MAX_STATEMENTS:
            break
        if not _STATEMENT.search(block.text):
            continue
        spans = doc.locate_norm(block, 0, len(block.text))
        quoted = " ".join(s.text for s in spans)
        builder.evidence[f"statements.{len(statements)}"] = builder.evidence_of(spans, "pdf:spec-line")
        statements.append(quoted)
    if statements:
        builder.values["statements"] = statements


# ---------------------------------------------------------------- clauses


def _clauses(builder: _Builder, doc: Document, blocks: list[NormText], offer: Offer) -> Clauses:
    hits = detect_clauses(blocks)
    entries: dict[str, Clause] = {}
    for cid in ALL_CLAUSE_IDS:
        hit = hits[cid]
        key = f"clauses.{cid}"
        if hit.clause.status == "absent":
            unit, kind = ("line(s)", "text:clause") if doc.plain_text else ("page(s)", "pdf:clause")
            offer.evidence[key] = [Evidence(source=doc.source, extractor=kind,
                                            text=f"not found in {doc.page_count} {unit}")]
            entries[cid] = hit.clause
            continue
        evidence: list[Evidence] = []
        for span in hit.spans:
            evidence.extend(builder.evidence_of(doc.locate_norm(blocks[span.block], span.start, span.end),
                                                "pdf:clause"))
        offer.evidence[key] = evidence
        quoted = " ".join(e.text or "" for e in evidence[:1]) or hit.clause.text
        entries[cid] = hit.clause.model_copy(update={"text": quoted})
    return Clauses.model_validate(entries)
