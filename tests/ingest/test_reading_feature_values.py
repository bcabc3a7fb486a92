"""A feature named by a label and settled by its value: "MIG: disabled", "虚拟化：无（裸金属）", "NVLink bridge: none",
"NVLink: N/A", "RDMA: no", "RoCE：不支持" deny the feature (the old reading took the label's word as the feature
offered: a dedicated box became MIG or shared, a PCIe box NVLink); "NVLink: yes", "RDMA：支持", "GPUDirect RDMA:
enabled" affirm it. A denial before the word ("不支持 RoCE", "不提供 NVLink") denies it too. Written for the test."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("spec.txt", text))


@pytest.mark.parametrize("line", ["MIG: disabled", "MIG: off", "虚拟化：无（裸金属）", "vGPU: none", "MIG：否"])
def test_a_slice_denied_by_its_value_is_no_slice(line: str) -> None:
    assert read(f"GPU: 8 x A100 80GB SXM4\n{line}").gpu.sharing in (None, "dedicated")


@pytest.mark.parametrize("line", ["NVLink bridge: none", "NVLink: N/A", "NVLink：无", "NVLink: not available",
                                  "不提供 NVLink 桥接"])
def test_nvlink_denied_by_its_value_is_no_nvlink(line: str) -> None:
    assert read(f"GPU: 8 x H100 80GB PCIe\n{line}").interconnect.intra_node != "nvlink"


@pytest.mark.parametrize("line", ["RDMA: no", "RoCE：不支持", "GPUDirect RDMA: not supported", "RoCE: not supported",
                                  "节点间网络：2 × 100GbE，不支持 RoCE"])
def test_rdma_denied(line: str) -> None:
    assert read(f"GPU: 8 x H100 SXM5 80GB\n{line}").interconnect.rdma is False


@pytest.mark.parametrize(("line", "path", "value"), [
    ("NVLink: yes", "intra_node", "nvlink"),
    ("NVLink：支持（两两桥接）", "intra_node", "nvlink"),
    ("RDMA: supported", "rdma", True),
    ("GPUDirect RDMA: enabled", "rdma", True),
    ("RoCE：支持", "rdma", True),
])
def test_a_feature_affirmed_by_its_value(line: str, path: str, value: object) -> None:
    offer = read(f"GPU: 8 x H100 SXM5 80GB\n{line}")
    assert getattr(offer.interconnect, path) == value
    assert offer.gpu.model is not None and "H100" in offer.gpu.model  # "GPUDirect …" is no GPU label


def test_a_slice_affirmed_is_still_a_slice() -> None:
    assert read("GPU: 8 x A100 80GB\nMIG: yes (7 x 1g.10gb per GPU)").gpu.sharing == "mig"
    assert read("GPU：A100 80GB\n虚拟化：vGPU（每卡 4 实例）").gpu.sharing in ("vgpu", "shared")
