"""Real published terms (../shared/contracts-real, read in place) → PDF → the clauses a reader finds.

Pinned after reading each text by hand (see the comment on each case). The PDFs are made in
tmp_path; the test skips when ../shared or reportlab is absent.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.clauses import detect_clauses
from auditor.ingest.document import read_document
from auditor.ingest.pdf_offer import read_pdf_offer
from auditor.units import parse_quantity

from .realpdf import REAL, text_to_pdf

pytestmark = pytest.mark.skipif(not REAL.is_dir(), reason="../shared/contracts-real not present")
pytest.importorskip("reportlab")

# file → {clause: status or (status, percent/duration)}; clauses not listed are not pinned.
PINNED: dict[str, dict[str, object]] = {
    # 2.2(1) "no less than 99.975%"; 3.1 tier table 低于99.975%但等于或高于99% → 10% …
    "tencent-cvm-sla-zh.txt": {"availability": ("present", "99.975%"), "compensation": "present",
                               "dedicated": "absent", "data-deletion": "absent", "acceptance": "absent"},
    "tencent-cvm-sla-en.txt": {"availability": ("present", "99.975%"), "compensation": "present",
                               "dedicated": "absent", "acceptance": "absent"},
    # 3.3.3 SLA named without a percentage (referenced, compensation too); 3.4.3 data deleted after the retention period
    "tencent-cloud-service-agreement-zh.txt": {"availability": "referenced", "compensation": "referenced",
                                               "data-deletion": "present"},
    # SLO table ">= 99.9%" and credit tiers "99% - 99.9% | 10%"; "Dedicated" nowhere as GPUs
    "coreweave-tos-2022-en.txt": {"availability": ("present", "99.9%"), "compensation": "present",
                                  "dedicated": "absent", "data-deletion": "present"},
    # 4.1 "commercially reasonable efforts" to reach 99.95% annual availability (hedged, figure kept);
    # 4.4 "From 99.95% to 98.3% : fifty percent (50%)"
    "exoscale-terms-2016-en.txt": {"availability": ("hedged", "99.95%"), "compensation": "present",
                                   "data-deletion": "present"},
    # "commercially reasonable efforts"; Data Deletion "within thirty (30) days"; "logically isolated"
    "nebula-block-terms-and-data-policy-en.txt": {"availability": "hedged",
                                                  "data-deletion": ("present", "30 days"),
                                                  "dedicated": "absent", "compensation": "absent"},
    # "EC2 Dedicated Hosts" are a product, not a dedication commitment
    "aws-service-terms-ec2-en.txt": {"dedicated": "absent", "availability": "referenced", "compensation": "present"},
    # termination "shall automatically result in the irreversible deletion of all Content" (LABELS.json)
    "ovhcloud-general-terms-2020-en.txt": {"data-deletion": "present", "dedicated": "absent"},
    "gcp-terms-of-service-en.txt": {"dedicated": "absent", "interconnect": "absent"},
}

# Documentation pages rather than contracts: clauses read on their text directly (traps).
TRAPS: dict[str, dict[str, str]] = {
    # "Resources are dedicated to your Pod and cannot be displaced": non-preemptible, not whole GPUs;
    # "Container disk … erased when Pod stops": not a deletion commitment
    "runpod-pods-pricing-en.txt": {"dedicated": "absent", "data-deletion": "absent"},
    # "MIG slices … with dedicated memory and compute": a slice, not a dedicated GPU
    "runpod-choose-a-pod-en.txt": {"dedicated": "absent"},
    # "non-blocking InfiniBand fabric": network, not GPU dedication
    "coreweave-hpc-interconnect-2022-en.txt": {"dedicated": "absent", "interconnect": "present"},
}


def _pdf(name: str, tmp_path: Path) -> Path:
    return text_to_pdf(REAL / name, tmp_path / (Path(name).stem + ".pdf"))


@pytest.mark.parametrize("name", sorted(PINNED))
def test_real_terms_clauses(name: str, tmp_path: Path) -> None:
    offer = read_pdf_offer(_pdf(name, tmp_path))
    assert offer.clauses is not None, "contract-like text must be read for clauses"
    for cid, want in PINNED[name].items():
        status, value = want if isinstance(want, tuple) else (want, None)
        clause = getattr(offer.clauses, cid.replace("-", "_"))
        assert clause.status == status, f"{cid}: {clause.status} ({clause.hedge}): {clause.text}"
        if value is not None:
            got = clause.percent if str(value).endswith("%") else clause.duration
            assert got == parse_quantity(str(value)), cid
        evidence = offer.evidence[f"clauses.{cid}"]
        assert evidence and evidence[0].source.endswith(".pdf")
        if status != "absent":
            assert evidence[0].page is not None and evidence[0].bbox is not None


@pytest.mark.parametrize("name", sorted(TRAPS))
def test_real_doc_traps(name: str, tmp_path: Path) -> None:
    hits = detect_clauses(read_document(_pdf(name, tmp_path)).blocks())
    for cid, status in TRAPS[name].items():
        assert hits[cid].clause.status == status, f"{cid}: {hits[cid].clause.text}"


def test_tencent_tiers_read_as_tiers(tmp_path: Path) -> None:
    offer = read_pdf_offer(_pdf("tencent-cvm-sla-zh.txt", tmp_path))
    assert offer.clauses is not None and offer.clauses.compensation is not None
    tiers = {(str(t.below), str(t.at_least) if t.at_least else None, str(t.credit))
             for t in offer.clauses.compensation.tiers}
    assert ("99.975%", "99%", "10%") in tiers
    assert ("95%", None, "100%") in tiers
