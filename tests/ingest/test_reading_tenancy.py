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


_STORE_REMARK_ROWS = {
    "zh": [["序号", "名称", "规格", "单台数量", "合计数量", "备注"],
           ["1", "GPU 服务器", "8 × NVIDIA H200 141GB SXM5，整机独享", "1", "4 台", "-"],
           ["2", "并行存储", "DDN AI400X2 并行文件系统，可用 1PB", "-", "1 套", "4 台共享，不计入单台"],
           ["3", "存储交换", "NVIDIA Spectrum SN5600（200GbE）", "-", "2", "4 台共享"]],
    "en": [["Item", "Description", "Per node", "Total", "Remarks"],
           ["GPU server", "8x NVIDIA H200 141GB SXM5, dedicated", "1", "4", "-"],
           ["Parallel storage", "VAST data platform, 400 TB usable", "-", "1", "shared by the 4 nodes"],
           ["Fabric switch", "NVIDIA Spectrum SN3700 32x 200 GbE", "-", "1", "shared by the 4 nodes"]],
}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_remark_on_a_store_or_switch_row_is_not_about_the_gpus(tmp_path, lang):  # type: ignore[no-untyped-def]
    """"4 台共享" in the remarks of the parallel storage's row is the store's, not the GPUs' tenancy."""
    from auditor.ingest.pdf_offer import read_pdf_offer
    from tests.ingest.test_reading_quantity import pipe_table, table_pdf

    offer = read_pdf_offer(table_pdf(tmp_path / "bom.pdf", _STORE_REMARK_ROWS[lang]))
    assert offer.gpu.sharing == "dedicated"
    assert read(pipe_table(_STORE_REMARK_ROWS[lang])).gpu.sharing == "dedicated"


@pytest.mark.parametrize("text", [
    "Each node: 8x NVIDIA A100 SXM4 40GB. The Buyer's data is held on the Supplier's shared NFS filer with a 40 TB "
    "allocation, mounted on all four nodes.",
    "每台 8 × A100 40GB。客户数据存放在我方共享 NFS 文件存储上，配额 40TB，四台均挂载。",
])
def test_a_shared_filer_is_not_shared_gpus(text: str) -> None:
    assert read(text + "\n").gpu.sharing != "shared"


@pytest.mark.parametrize("text", [
    "1 × NVIDIA L40S (dedicated)*\n* Built on the NVIDIA vGPU L40S-24Q profile: one physical L40S 48GB is time-shared "
    "by two instances, each with 24 GB of GPU memory.",
    "1 × NVIDIA L40S（独享）*\n* 基于 NVIDIA vGPU L40S-24Q 配置文件：一张物理 L40S 48GB 由两个实例分时共享，"
    "每实例 24GB 显存。",
])
def test_a_named_slice_says_more_than_the_word_shared(text: str) -> None:
    """The footnote names the vGPU profile and says the card is time-shared: the offer is a vGPU, not merely
    "shared", and neither is the dedicated the headline claims."""
    offer = read(text + "\n")
    assert offer.gpu.sharing == "vgpu"
    assert offer.gpu.count_per_node != 24  # the profile's "24" is its framebuffer, not a count of cards
