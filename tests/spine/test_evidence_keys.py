"""Evidence keys are paths of the fact tree: every key recorded for every sample offer, PDF and
probe bundle names a field a rule can read. A key spelt otherwise (a typo, a file's alias such as
``clauses.data-deletion``) would silently drop the evidence of every finding that reads the fact."""

from __future__ import annotations

import types
import typing
from pathlib import Path

import pytest
from pydantic import BaseModel

from auditor.facts import FactTree
from auditor.ingest import load_offer
from auditor.pipeline import build_facts, make_target

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
DOCUMENTS = sorted([*(SAMPLES / "offers").glob("*.yaml"), *(SAMPLES / "quotes").glob("*.pdf"),
                    *(SAMPLES / "quotes").glob("*.xlsx"), *(SAMPLES / "quotes").glob("*.docx")])
BUNDLES = sorted(p for p in (SAMPLES / "probes").iterdir() if p.is_dir())


def _unwrap(kind: object) -> list[object]:
    """The types a field may hold (Optional and unions opened)."""
    if isinstance(kind, types.UnionType) or typing.get_origin(kind) is typing.Union:
        return [k for arg in typing.get_args(kind) for k in _unwrap(arg) if arg is not type(None)]
    return [kind]


def resolves(path: str) -> bool:
    """Whether ``path`` walks the fact tree's fields (list items by index, dict entries by key)."""
    kinds: list[object] = [FactTree]
    for segment in path.split("."):
        nxt: list[object] = []
        for kind in kinds:
            origin = typing.get_origin(kind)
            if isinstance(kind, type) and issubclass(kind, BaseModel):
                info = kind.model_fields.get(segment)
                if info is not None:
                    nxt.extend(_unwrap(info.annotation))
            elif origin in (list, tuple) and segment.isdigit():
                nxt.extend(k for arg in typing.get_args(kind) if arg is not Ellipsis for k in _unwrap(arg))
            elif origin is dict:
                nxt.extend(_unwrap(typing.get_args(kind)[1]))
        if not nxt:
            return False
        kinds = nxt
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
