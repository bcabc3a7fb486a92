"""Where a fact came from: every fact and finding carries a list of these."""


from pydantic import BaseModel, ConfigDict, Field

from auditor.model.quantity import AnyQuantity


class Evidence(BaseModel):
    """One pointer into a source: a YAML/JSON pointer and line, a PDF page and box, or a probe line."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    source: str
    extractor: str
    pointer: str | None = None
    line: int | None = None
    page: int | None = None
    bbox: tuple[float, float, float, float] | None = None
    text: str | None = None

    def where(self) -> str:
        """``quote.pdf p.2`` / ``offer.yaml:14 (/gpu/memory)`` / ``topo.txt:5`` for one-line displays."""
        place = self.source
        if self.page is not None:
            place += f" p.{self.page}"
        if self.line is not None:
            place += f":{self.line}"
        if self.pointer:
            place += f" ({self.pointer})"
        return place



UNSTATED = "(not stated in the documents)"
"""The source of a fact a rule read that no document states (an empty list, a computed figure
without inputs): shown to a reviewer as such, never located in a file (SARIF)."""


class EvidenceRef(BaseModel):
    """Evidence as the report shows it: where, and the quoted text or value."""

    model_config = ConfigDict(extra="forbid")

    source: str
    page: int | None = None
    line: int | None = None
    pointer: str | None = None
    bbox: tuple[float, float, float, float] | None = None
    text: str | None = None
    fact: str | None = Field(None, description="the fact path this evidence supports, e.g. offer.gpu.memory")
    value: str | None = Field(None, description="the fact's value as read")
    quantity: AnyQuantity | None = Field(
        None, description="a quantity fact's value as a number: {value, unit, text}, value in its dimension's unit")


EvidenceMap = dict[str, list[Evidence]]
"""Dotted fact path (list items by index: ``statements.3``) → the evidence for that fact."""


def evidence_for(evidence: EvidenceMap, path: str) -> list[Evidence]:
    """Evidence of ``path``, or of its nearest recorded ancestor (a list item inherits its list's)."""
    probe = path
    while probe:
        if probe in evidence:
            return evidence[probe]
        probe = probe.rpartition(".")[0]
    return []
