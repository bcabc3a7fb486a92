"""Evidence keys are paths of the fact tree: every key recorded for every sample offer, PDF and
probe bundle names a field a rule can read. A key spelt otherwise (a typo, a file's alias such as
``clauses.data-deletion``) would silently drop the evidence of every finding that reads the fact."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.dsl.schema import fields_of, root_type
from auditor.ingest import load_offer
from auditor.pipeline import build_facts, make_target

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
DOCUMENTS = sorted([*(SAMPLES / "offers").glob("*.yaml"), *(SAMPLES / "quotes").glob("*.pdf"),
                    *(SAMPLES / "quotes").glob("*.xlsx"), *(SAMPLES / "quotes").glob("*.docx")])
BUNDLES = sorted(p for p in (SAMPLES / "probes").iterdir() if p.is_dir())


def resolves(path: str) -> bool:
    """Whether ``path`` walks the fact schema the rule compiler reads (list items by index, table
    entries by key): the models' fields, and for ``probe.*`` the table generated from its models."""
    current = root_type()
    for segment in path.split("."):
        if current.kind == "object" and current.model is not None:
            spec = fields_of(current.model).get(segment)
            if spec is None:
                return False
            current = spec.type
        elif current.item is not None and (current.kind == "map" or (current.kind == "list" and segment.isdigit())):
            current = current.item
        else:
            return False
    return True


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.name)
def test_every_offer_evidence_key_is_a_fact_path(document: Path) -> None:
    facts, _ = build_facts(load_offer([document]), make_target("llama3-70b", "full", 2 * 10**10, None), [])
    keys = [k for k in facts.evidence if k.split(".")[0] in ("offer", "sizing", "gpu_spec", "target")]
    assert keys
    assert [k for k in keys if not resolves(k)] == []


@pytest.mark.parametrize("bundle", BUNDLES, ids=lambda p: p.name)
def test_every_probe_evidence_key_is_a_fact_path(bundle: Path) -> None:
    offer = load_offer([SAMPLES / "offers" / "honest-h100-sxm-8x.yaml"])
    facts, _ = build_facts(offer, make_target("llama3-8b", "lora", None, None), [bundle])
    keys = [k for k in facts.evidence if k.startswith("probe.")]
    assert keys
    assert [k for k in keys if not resolves(k)] == []


def test_the_resolver_refuses_what_is_not_a_field() -> None:
    assert resolves("offer.clauses.data_deletion.status")
    assert not resolves("offer.clauses.data-deletion.status")
    assert not resolves("offer.gpu.modle")
    assert resolves("probe.topo.pairs.3")
    assert not resolves("probe.topo.pairs.x")
