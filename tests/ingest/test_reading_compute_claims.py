"""Peak compute as vendors claim it: per GPU, or for the whole server ("36 PFLOPS per node", "整机 8 PF"), which is
the server's and becomes a per-GPU claim only over its GPU count; a figure of another precision (FP8, INT8) is no
BF16 claim. The rules compare the claim with the datasheet, so the figure stays as written (a sparse one too).
Written for the test, Chinese and English."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("quote.txt", text))


@pytest.mark.parametrize(("text", "peak"), [
    ("8 x NVIDIA B200 180GB per node.\n- 4.5 PFLOPS BF16 per GPU (36 PFLOPS per node)\n", "4.5 PFLOPS"),
    ("8 x NVIDIA H100 SXM5 80GB per server.\nBF16 peak: 15.8 PFLOPS per server\n", "1975 TFLOPS"),
    ("每台 8 张 NVIDIA B200 180GB。\nBF16 算力 36 PFLOPS 每台，单卡 4.5 PFLOPS。\n", "4.5 PFLOPS"),
    ("每台 8 张 NVIDIA H800 80GB。\n整机 BF16 峰值算力 7.9 PFLOPS。\n", "987.5 TFLOPS"),
])
def test_a_servers_compute_is_the_servers_not_one_gpus(text: str, peak: str) -> None:
    assert read(text).gpu.peak_bf16 == parse_quantity(peak)


@pytest.mark.parametrize("text", [
    "8 x NVIDIA H100 SXM5 80GB.\nFP8: 3,958 TFLOPS per GPU (sparse).\n",
    "每台 8 张 H100 SXM5 80GB，INT8 算力 3958 TOPS 每卡。\n",
])
def test_another_precision_is_no_bf16_claim(text: str) -> None:
    assert read(text).gpu.peak_bf16 is None
