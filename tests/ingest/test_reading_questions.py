"""A question states no fact: an FAQ's "Are the GPUs shared?", a customer's "能否提供 4 台 H100？" in a chat or a
mail. The answer does ("No. Each instance has its eight GPUs to itself"). Chinese and English, written for the test."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("faq.md", text))


@pytest.mark.parametrize("text", [
    "GPU: 8 x H100 SXM5 80GB per instance\n\n**Are the GPUs shared?**\nNo. Each instance has its eight GPUs to itself.",
    "GPU：8 × H100 SXM5 80GB\n\n**GPU 是否共享？**\n不共享，每台实例独占 8 张卡。",
    "GPU：8 × H100 SXM5 80GB\n\n问：会不会和别的客户共享 GPU 或做 MIG 切分？\n答：不会，整卡独享。",
])
def test_a_question_about_sharing_is_not_a_shared_offer(text: str) -> None:
    assert read(text).gpu.sharing != "shared"


@pytest.mark.parametrize(("text", "nodes"), [
    ("Hi - could you do 4 servers of H100?\nWe can do two (2) servers of 8 x H100 SXM5 80GB.", 2),
    ("请问能否提供 4 台 H100 服务器？\n目前可以提供 2 台 8 卡 H100 SXM5 80GB。", 2),
])
def test_a_count_asked_for_is_not_the_count_offered(text: str, nodes: int) -> None:
    assert read(text).nodes == nodes


@pytest.mark.parametrize("text", [
    "On your question: yes - all 8 GPUs are fully interconnected over NVLink.",
    "The eight GPUs are fully connected via NVSwitch.",
    "8 张 GPU 通过 NVLink 全互联。",
    "GPU 之间全互联通过 NVLink 实现。",
])
def test_the_answer_states_the_mesh_the_question_asked_about(text: str) -> None:
    """The quoted question ("> Is the NVLink full mesh?") states nothing; the answer's mesh is read, said before
    or after the link."""
    offer = read(f"GPU: 8 x H100 SXM5 80GB\n\n{text}\n\n> Is the NVLink full mesh? What does it cost?")
    assert offer.interconnect.topology == "full-mesh"


def test_a_mesh_denied_is_no_mesh() -> None:
    assert read("GPU: 8 x RTX 4090 24GB\nThe cards are not fully connected over NVLink.").interconnect.topology != \
        "full-mesh"
