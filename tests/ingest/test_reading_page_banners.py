"""A page's own banner is not the offer: a Markdown callout or a sharing line at the top of a page exported from
Notion, 飞书 or Confluence ("> Shared with: 北辰法律科技", "分享给：…") says who may read the page, not that the
GPUs are shared, and a callout (a block that starts with ">") does not make the rest of the page a quoted reply.
A mail's quoted tail ("On … wrote:", 原始邮件) still is. Written for the test, both languages."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document


def read(text: str):  # type: ignore[no-untyped-def]
    return offer_from_document(Document.from_text("proposal.md", text))


@pytest.mark.parametrize("banner", [
    "> Shared with: 北辰法律科技 Beichen LegalTech",
    "> 分享给：北辰法律科技 · 可评论",
    "Shared with: Beichen LegalTech (can view)",
    "> 📌 Draft for review — last edited by Lin Qiao",
])
def test_a_page_banner_is_neither_sharing_nor_a_quoted_reply(banner: str) -> None:
    page = "# 灵犀算力 GPU 方案\n\n配置：2 台 8 × H800 SXM5 80GB\n\n独享：整机独享，MIG 关闭，不超售。\n"
    offer = read(f"{banner}\n\n{page}")
    assert offer.gpu.sharing == "dedicated"
    assert offer.nodes == 2


def test_the_quoted_tail_of_a_mail_is_still_the_customers() -> None:
    offer = read("We can offer 2 servers of 8 x H100 SXM5 80GB.\n\nOn Mon, 23 Nov 2026, Li Wei wrote:\n\n"
                 "> We need 6 servers.\n")
    assert offer.nodes == 2


def test_shared_gpus_are_still_shared() -> None:
    assert read("GPU: A100 80GB, shared with other tenants (time-sliced)").gpu.sharing == "shared"
