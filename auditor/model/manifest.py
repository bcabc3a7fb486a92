"""The expected manifest: what one delivered node must show, as the offer sold it.

Acceptance suites check a node against the provider's own SKU profile; this is the profile the
buyer was sold instead, each item with the offer (or catalogue) evidence it came from. An item
the offer is silent on is ``unknown`` (``value`` None), never a default, so a rule comparing it
with a measurement stays unverified.
"""


from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from auditor.model.evidence import EvidenceRef

UNKNOWN = "unknown"


class ManifestItem(BaseModel):
    model_config = ConfigDict(extra="forbid")

    item: str = Field(description="what is expected, e.g. 'gpu.model', 'nic.count'")
    label: str = Field(description="the item in words, for the text listing")
    value: str | None = Field(None, description="the expected value as sold; None: the offer is silent (unknown)")
    basis: Literal["offer", "catalogue", "unknown"] = Field(
        description="offer: stated by the offer; catalogue: the GPU catalogue's row of the sold GPU; unknown")
    note: str | None = Field(None, description="how the value was derived (a count from '8× 400 Gb/s')")
    evidence: list[EvidenceRef] = Field(default=[])

    def shown(self) -> str:
        """The value, or ``unknown`` where the offer is silent."""
        return self.value if self.value is not None else UNKNOWN


class Manifest(BaseModel):
    """Expected hardware per node, derived from the offer (``audit verify --manifest``)."""

    model_config = ConfigDict(extra="forbid")

    items: list[ManifestItem]

    def value(self, item: str) -> str | None:
        """The expected value of ``item`` (None when unknown or not an item)."""
        return next((i.value for i in self.items if i.item == item), None)
