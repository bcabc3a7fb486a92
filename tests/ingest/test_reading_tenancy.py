"""Tenancy said as a label or a kind of customer: "Tenancy: dedicated", "single-customer use",
租户模式：单租户 state whole GPUs for one customer (gpu.sharing dedicated), and so the dedicated clause;
a multi-tenant tenancy or a shared file system says nothing of the sort."""

from __future__ import annotations

import pytest

from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.model.offer import Offer


def read(text: str) -> Offer:
    return offer_from_document(Document.from_text("quote.txt", text))


@pytest.mark.parametrize("text", [
    "4 x HGX H200 servers, billed per node-month. Tenancy: dedicated, one customer per cluster.",
    "2 nodes of 8 x A100 80GB SXM4. Dedicated tenancy for the whole term of the order.",
    "8 x L40S 48GB per server; single-customer use, racked in our Frankfurt site.",
    "报价：H800 八卡服务器 2 台。租户模式：单租户，整机只供甲方使用。",
    "H20 96GB 八卡服务器，单一客户使用，按月计费。",
])
def test_a_tenancy_for_one_customer_is_dedicated(text: str) -> None:
    assert read(text).gpu.sharing == "dedicated"


@pytest.mark.parametrize("text", [
    "Order form. 16 x H100 80GB SXM5 GPUs in 2 nodes. Term: 12 months, invoiced monthly in advance. "
    "Tenancy: dedicated, single customer. Provider guarantees availability of 99.9% in each calendar month.",
    "租赁合同。H800 八卡服务器 2 台，租期十二个月，按月预付。租户模式：单租户。乙方保证月度可用性不低于 99.9%。",
])
def test_the_tenancy_of_a_contract_is_its_dedicated_clause(text: str) -> None:
    clause = read(text).clauses
    assert clause is not None and clause.dedicated is not None and clause.dedicated.status == "present"


@pytest.mark.parametrize("text", [
    "8 x H100 80GB SXM5 per node. Tenancy: multi-tenant pool, GPUs time-shared between customers.",
    "8 x A100 80GB per server; the Lustre file system is shared by every customer of the site.",
    "A800 八卡服务器，多租户共享资源池，按卡时计费。",
])
def test_a_shared_tenancy_or_file_system_is_not_dedicated(text: str) -> None:
    assert read(text).gpu.sharing != "dedicated"


# ---------------------------------------------------------------- time-sharing admitted, sharing denied in a list


def _finding(tmp_path, text: str, rule: str) -> str:  # type: ignore[no-untyped-def]
    import json

    from click.testing import CliRunner

    from auditor.cli import cli

    quote = tmp_path / "quote.txt"
    quote.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["offer", str(quote), "--model", "llama3-8b", "--mode", "lora",
                                      "--format", "json"])
    return next(f["status"] for f in json.loads(result.output)["findings"] if f["rule"] == rule)


@pytest.mark.parametrize("text", [
    "工单回复：L40S 资源池采用时间片调度，实例看到的是完整的 4 张卡，但在高峰时段同一张物理卡会由多个租户分时使用。"
    "按卡时计费，2.60 元/卡/小时。",
    "Reply: our L40S pool is time-sliced at peak hours, although the instance sees 4 whole cards. "
    "USD 0.89 per GPU-hour.",
])
def test_time_sharing_admitted_in_a_reply_fails_the_offer(tmp_path, text: str) -> None:  # type: ignore[no-untyped-def]
    assert _finding(tmp_path, text, "slice.oversubscription-wording") == "fail"


@pytest.mark.parametrize("text", [
    "Two dedicated HGX B200 servers, 8 x B200 192GB each. The servers are dedicated to the customer alone "
    "and are never shared, partitioned (MIG) or oversubscribed.",
    "两台 H800 八卡服务器，8 × H800 80GB。GPU 整卡独享，不共享、不切分（MIG）、不超售。",
])
def test_a_denied_list_denies_the_slice_its_bracket_names(text: str) -> None:
    assert read(text).gpu.sharing == "dedicated"


@pytest.mark.parametrize("text", [
    "客服：L40S 资源池采用时间片调度，实例看到的是完整的 4 张卡，但在高峰时段同一张物理卡会由多个租户分时使用；"
    "如需整机独享可选包月专属机型。\n4 × L40S 48GB，2.60 元/卡/小时。",
    "Support: the L40S pool is time-shared between tenants at peak hours; the instance sees 4 whole cards. "
    "Dedicated hosts are available on request.\n4 x L40S 48GB, USD 0.89 per GPU-hour.",
])
def test_cards_used_in_turns_by_several_tenants_are_shared(text: str) -> None:
    assert read(text).gpu.sharing == "shared"


@pytest.mark.parametrize("text", [
    "GPU：4 × L40S 48GB，整卡独享，不与其他租户分时使用。\n2.60 元/卡/小时。",
    "GPUs: 4 x L40S 48GB, dedicated, never time-shared with other tenants.\nUSD 0.89 per GPU-hour.",
])
def test_cards_never_used_in_turns_are_dedicated(text: str) -> None:
    assert read(text).gpu.sharing == "dedicated"


@pytest.mark.parametrize("text", [
    "两台 H20 八卡服务器，整机独享。\n共享存储 并行文件系统（GPFS），全集群共享 — 500TB 可用容量。\n",
    "两台 H200 八卡服务器，整机独享。另外两台共同挂载我们的 3FS 分布式存储，划给贵院 100TB（两台共享，不单独收费）。\n",
    "Two H200 servers, dedicated bare metal. Datasets and checkpoints live on a JuiceFS volume shared by both "
    "servers.\n",
])
def test_a_store_shared_by_the_servers_shares_no_gpu(text: str) -> None:
    offer = read(text)
    assert offer.gpu.sharing == "dedicated"
    assert not any("共享" in s or "shared" in s for s in offer.statements)


@pytest.mark.parametrize("text", [
    "8 × H800 SXM5 服务器 2 台，整机独享。\n"
    "数据存储：乙方分布式存储（Ceph 纠删码存储池），为甲方分配 120TB 配额，两台共享挂载。\n",
    "H800 八卡整机，GPU 不与其他用户共享。\n数据盘：无（可挂载平台文件存储，默认赠送 20TB 配额，吞吐 4GB/s）\n",
    "Per node: 8x NVIDIA H200 SXM 141GB; nodes dedicated to the customer. A WEKA file system of 200 TB is shared "
    "by both nodes at up to 40 GB/s.\n",
    "Four nodes, 32 B200 GPUs, single-tenant. Shared WEKA 500TB for the cluster.\n",
])
def test_a_stores_quota_or_sharing_is_no_gpu_slice(tmp_path, text: str) -> None:  # type: ignore[no-untyped-def]
    """A quota is a store's when a size stands before it ("分配 120TB 配额"); a clause that names a store and no GPU
    ("A WEKA file system … is shared by both nodes") shares the store."""
    assert read(text).gpu.sharing == "dedicated"
    assert _finding(tmp_path, text, "slice.shared-wording") != "fail"


@pytest.mark.parametrize("text", [
    "Service terms: NVIDIA H800 SXM5 80GB as listed; servers dedicated to the customer; 99.9% monthly availability.",
    "We warrant NVIDIA H100 SXM5 GPUs with 80 GB each; the server is dedicated to Kestrel Bio for the term.",
    "Quote: 2 x H800 servers, dedicated. USD 19,900 per server-month.",
])
def test_servers_dedicated_to_the_customer_are_dedicated(text: str) -> None:
    offer = read(text)
    assert offer.gpu.sharing == "dedicated"
    assert offer.clauses is None or offer.clauses.dedicated is None or offer.clauses.dedicated.status == "present"


def test_who_a_page_is_shared_with_in_its_callout_is_no_gpu_sharing() -> None:
    text = ("# Proposal — H800 cluster\n\n> Notion page exported 2026-11-30 · Workspace: Lingxi Compute\n"
            "> Shared with: Beichen LegalTech\n\n8 x H800 SXM5 80GB per node, dedicated bare metal.\n")
    assert read(text).gpu.sharing == "dedicated"
