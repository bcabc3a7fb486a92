"""Offers written to a temporary folder and audited through the real pipeline, with no rules
loaded, so the figures under test depend only on sizing, the MFU table and the billing terms."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from auditor.pipeline import AuditInput, AuditResult, audit_offer
from auditor.sizing.facts import Target

BASE: dict[str, Any] = {
    "vendor": "Base",
    "currency": "USD",
    "gpu": {
        "model": "NVIDIA H100 SXM5 80GB",
        "sku": "h100-sxm",
        "memory": "80 GB",
        "count_per_node": 8,
        "form_factor": "sxm",
        "sharing": "dedicated",
    },
    "nodes": 1,
    "interconnect": {"intra_node": "nvlink", "topology": "full-mesh"},
    "pricing": {
        "unit_price": "$2.00/GPU·h",
        "unit": "gpu-hour",
        "minimum_term": "1 month",
        "billing_granularity": "1 h",
        "currency": "USD",
    },
}


class _NoRules:
    """A ruleset with nothing loaded; tests that need findings add them to the result."""

    def __init__(self) -> None:
        self.rules: list[Any] = []
        self.disabled: dict[str, str] = {}

    def evaluate(self, facts: Any, lang: str = "en") -> list[Any]:
        return []


def merge(base: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(base)
    for key, value in changes.items():
        if value is None:
            out.pop(key, None)
        elif isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        else:
            out[key] = value
    return out


@pytest.fixture
def write_offer(tmp_path: Path) -> Callable[..., Path]:
    def write(name: str, **changes: Any) -> Path:
        data = merge(BASE, {"vendor": name, **changes})
        path = tmp_path / f"{re.sub(r'[^A-Za-z0-9]+', '-', name).strip('-') or 'offer'}.yaml"
        path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
        return path

    return write


@pytest.fixture
def audit() -> Callable[..., AuditResult]:
    def run(path: Path, target: Target, probes: list[Path] | None = None) -> AuditResult:
        return audit_offer(AuditInput(documents=[path], target=target, probes=probes or []), _NoRules())

    return run
