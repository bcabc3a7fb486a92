"""The report is typed: renderers read the stages' models, and the JSON written from them is the contract."""

from __future__ import annotations

import json
from pathlib import Path

from auditor.api import Job, audit, read_offer
from auditor.model.offer import CLAUSE_IDS, EXTRA_CLAUSE_IDS, Offer
from auditor.probes._common import ProbeResult
from auditor.report.model import Report
from auditor.sizing.facts import SizingFacts, Target

ROOT = Path(__file__).resolve().parents[2]
OFFER = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"
PROBES = ROOT / "samples" / "probes" / "honest-h100-8x"


def _report() -> Report:
    return audit(read_offer([OFFER]), job=Job("llama3-8b", "lora"), probes=[PROBES])


def test_the_parts_of_a_report_are_the_stages_models() -> None:
    report = _report()
    assert isinstance(report.offer, Offer) and report.offer.vendor == "Northwind Compute"
    assert isinstance(report.target, Target) and report.target.model == "llama3-8b"
    assert isinstance(report.sizing, SizingFacts) and report.sizing.fits is True
    assert report.probes and all(isinstance(p, ProbeResult) and p.facts is not None for p in report.probes)


def test_the_json_keeps_the_contract_of_each_part() -> None:
    """The offer by its aliases without unset fields, sizing with its nulls, probes without evidence."""
    data = json.loads(_report().model_dump_json(exclude_none=True))
    assert set(data["offer"]["clauses"]) <= {*CLAUSE_IDS, *EXTRA_CLAUSE_IDS} and "gpu-model" in data["offer"]["clauses"]
    assert None not in data["offer"]["gpu"].values()
    assert data["sizing"]["model"] == "llama3-8b" and None in data["sizing"].values()
    assert data["probes"] and all("evidence" not in p and p["facts"] for p in data["probes"])


def test_a_report_read_back_is_typed_and_writes_the_same_json() -> None:
    """A baseline or a cluster shard reads a written report: each probe output's facts come back as its kind's model."""
    written = json.loads(_report().model_dump_json(exclude_none=True))
    back = Report.model_validate(written)
    assert isinstance(back.offer, Offer) and isinstance(back.sizing, SizingFacts)
    kinds = {p.kind: type(p.facts).__name__ for p in back.probes}
    assert kinds and all(name.endswith("Output") for name in kinds.values()), kinds
    assert json.loads(back.model_dump_json(exclude_none=True)) == written
