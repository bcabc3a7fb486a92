"""The records of a comparison: a row per offer, its estimates at each MFU level, the steps of its
derivation, the options and the ranked comparison, shared by the row builder, the ranking and
the renderers."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from auditor.sizing.facts import Target
from auditor.sizing.mfu import MfuRow, OfferClass
from auditor.units import Quantity

DAY = 86400


BILLION = 10**9


@dataclass
class Step:
    """One line of a row's derivation: what was computed, how, and the evidence of its inputs."""

    label: str
    text: str
    evidence: list[str] = field(default_factory=list)


@dataclass
class Estimate:
    """The run on one offer at one end of the MFU assumption."""

    level: str
    mfu: Quantity
    scaling: Quantity
    tokens_per_s: Fraction | None = None
    seconds: Quantity | None = None
    cost: Quantity | None = None
    cost_note: str = ""
    ranked_cost: Quantity | None = None
    """The cost in the ranking currency (after a user-given --rate), or the cost itself."""

    @property
    def days(self) -> Fraction | None:
        return self.seconds.magnitude / DAY if self.seconds is not None else None


@dataclass
class Row:
    label: str
    documents: list[str]
    offer_name: str | None
    gpu_text: str
    gpus: int | None
    nodes: int | None
    fits: bool | None
    fit_why: str
    mfu_source: str
    """``table`` (the policy row), ``measured MFU`` or ``measured tokens/s`` (the offer's probes)."""
    policy_row: MfuRow | None
    klass: OfferClass | None
    estimates: dict[str, Estimate]
    fees: list[str]
    failing: dict[str, int]
    blocked: list[str]
    unpriced: str | None
    """What is missing for a price (None when priced)."""
    currency: str | None
    steps: list[Step]
    misses_deadline: bool | None = None
    rank: int | None = None

    @property
    def expected(self) -> Estimate | None:
        return self.estimates.get("expected")

    def cost_per_billion(self, tokens: int, level: str = "expected") -> Quantity | None:
        est = self.estimates.get(level)
        if est is None or est.cost is None:
            return None
        return est.cost * Fraction(BILLION, tokens)


@dataclass
class Options:
    tokens: int
    deadline_days: Fraction | None = None
    block_on: str = "critical"
    rates: dict[str, Fraction] = field(default_factory=dict)
    currency: str | None = None
    """The currency --rate values convert to; inferred when the offers leave only one choice."""


@dataclass
class Comparison:
    target: Target
    options: Options
    rows: list[Row]
    groups: dict[str, list[Row]]
    """Ranking currency → runnable, priced rows in rank order (expected MFU)."""
    unpriced: list[Row]
    blocked: list[Row]
    sensitivity: dict[str, dict[str, list[str]]]
    """MFU level → ranking currency → row labels in rank order."""
    winner_changes: bool
    notes: list[str]
    flops_per_token: float | None
