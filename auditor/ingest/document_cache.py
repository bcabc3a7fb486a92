"""Parsed PDF offers in the user cache (``auditor.infra.cache``), so re-auditing an unchanged PDF
skips extraction.

The key is the file's bytes and the PDF limits it was read under (a PDF read under looser limits
must not slip past stricter ones); the cache adds the code and data stamp, so a fixed extraction
bug is never served from an old entry. The document's path is not part of an entry: it is stored
as a placeholder and put back on load, so a copy of the file elsewhere hits too.
"""

from __future__ import annotations

import json

from auditor.infra import cache
from auditor.model.offer import Offer

NAMESPACE = cache.DOCUMENTS
_PLACEHOLDER = "@@audit-cache-source@@"


def document_key(data: bytes, limits: str) -> str:
    return cache.key(NAMESPACE, data, limits.encode())


def load(entry_key: str, source: str) -> Offer | None:
    payload = cache.load(NAMESPACE, entry_key)
    if payload is None:
        return None
    try:
        return Offer.model_validate_json(payload.decode("utf-8").replace(_PLACEHOLDER, json.dumps(source)[1:-1]))
    except (UnicodeDecodeError, ValueError):
        return None


def store(entry_key: str, offer: Offer, source: str) -> None:
    generic = offer.model_copy(deep=True)
    generic.sources = [_PLACEHOLDER if s == source else s for s in generic.sources]
    for evidence in generic.evidence.values():
        for i, ev in enumerate(evidence):
            if ev.source == source:
                evidence[i] = ev.model_copy(update={"source": _PLACEHOLDER})
    for conflict in generic.conflicts:
        conflict.evidence = [ev.model_copy(update={"source": _PLACEHOLDER}) if ev.source == source else ev
                             for ev in conflict.evidence]
    for path, reading in generic.readings.items():  # each reading and the candidates it beat cite the file too
        candidates = [c.model_copy(update={"source": _PLACEHOLDER}) if c.source == source else c
                      for c in reading.candidates]
        generic.readings[path] = reading.model_copy(update={
            "source": _PLACEHOLDER if reading.source == source else reading.source, "candidates": candidates})
    cache.store(NAMESPACE, entry_key, generic.model_dump_json(by_alias=True).encode("utf-8"))
