"""What compiled closures run against: the evaluation environment and value display.

Unknown is ``None`` throughout (a fact the offer leaves ``None`` is unknown, and so is any path
through it), which keeps the closures as cheap as hand-written checks.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from pydantic import BaseModel

from auditor.units import Quantity, format_quantity


class Env:
    """One rule evaluation: the fact tree root, the facts read, and quantifier bindings."""

    __slots__ = ("decided", "reads", "root", "slot_paths", "slots", "witness")

    def __init__(self, root: Any, slots: int) -> None:
        self.root = root
        self.reads: list[tuple[str, Any]] = []
        # [start, end) spans of ``reads`` made inside known()/missing(): an unknown value read there
        # was decided (known() is then false), so it never explains an unverified outcome.
        self.decided: list[tuple[int, int]] = []
        self.slots: list[Any] = [None] * slots
        self.slot_paths: list[str] = [""] * slots
        # slot → (item, path) that decided an any/all (the offending item), for messages and evidence
        self.witness: dict[int, tuple[Any, str]] = {}


def undecided_unknowns(env: Env) -> list[str]:
    """Paths read as unknown outside known()/missing(), first read first: why an outcome is unknown."""
    out: list[str] = []
    spans = env.decided
    for i, (path, value) in enumerate(env.reads):
        if value is None and path not in out and not any(a <= i < b for a, b in spans):
            out.append(path)
    return out


_SHOWN: dict[int, tuple[Any, str]] = {}
"""Objects already shown during one evaluation (id → object, text): dozens of rules read the same
clauses object, and showing it is most of what a finding costs. Emptied by ``RuleSet.evaluate``."""


def forget_shown() -> None:
    _SHOWN.clear()


def show(value: Any) -> str:
    """A fact's value as a reviewer reads it: ``80 GB``, ``yes``, ``unknown``."""
    if value is None:
        return "unknown"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Quantity):
        return format_quantity(value)
    if isinstance(value, Fraction):
        return str(value.numerator) if value.denominator == 1 else f"{float(value):.6g}"
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, BaseModel):
        seen = _SHOWN.get(id(value))
        if seen is not None and seen[0] is value:
            return seen[1]
        parts = [
            f"{k}: {show(v)}" for k, v in value.__dict__.items() if v is not None and v != [] and v != {}
        ]
        text = "{" + ", ".join(parts) + "}"
        _SHOWN[id(value)] = (value, text)
        return text
    if isinstance(value, list | tuple):
        return "[" + ", ".join(show(v) for v in value) + "]"
    return str(value)


def normalised(value: Any) -> str:
    """A value as fingerprints hash it: exact for quantities, case- and space-folded for text."""
    if isinstance(value, Quantity):
        return f"{value.magnitude}{value.dims}"
    if isinstance(value, str):
        return " ".join(value.split()).lower()
    if isinstance(value, BaseModel):
        return show(value).lower()
    if isinstance(value, list):
        return f"[{len(value)}]"
    return str(value)


def fingerprint(rule_id: str, reads: Iterable[tuple[str, Any]]) -> str:
    """sha256 over the rule id and the facts it read (path, normalised value): survives re-typesetting."""
    h = hashlib.sha256(rule_id.encode())
    for path, value in sorted((p, normalised(v)) for p, v in reads):
        h.update(b"\0" + path.encode() + b"=" + value.encode())
    return h.hexdigest()
