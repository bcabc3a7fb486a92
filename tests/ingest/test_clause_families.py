"""One test per clause-reading failure family (issue 15), on wording written for these tests in
Chinese and English: a family is a way documents state terms, not one document."""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.ingest.clauses import detect_clauses
from auditor.ingest.pdf_offer import read_pdf_offer, read_text_offer
from auditor.units import parse_quantity


def _state(blocks: list[str], cid: str) -> str | None:
    return detect_clauses(blocks)[cid].clause.state


# ---------------------------------------------------------------- a label carries its clause

def test_label_carries_acceptance_to_the_items_after_it_zh() -> None:
    para = ("三、交付检测:机器上架后 48 小时内由双方共同检测。检测内容:nvidia-smi 可见全部 8 张卡;"
            "八卡 all_reduce 总线带宽不低于 180GB/s;本地盘顺序写不低于 5GB/s。")
    clause = detect_clauses([para.replace("交付检测", "验收")])["acceptance"].clause
    assert clause.state == "committed"
    assert any("180GB/s" in f for f in clause.figures) and any("5GB/s" in f for f in clause.figures)
    assert clause.duration == parse_quantity("48 h")


def test_introducing_line_carries_acceptance_to_list_items_en() -> None:
    blocks = ["Acceptance criteria:", "- busbw of the 16-GPU all_reduce reaches 170 GB/s or more",
              "- sequential reads from scratch at 4 GB/s", "Payment is due monthly in advance."]
    clause = detect_clauses(blocks)["acceptance"].clause
    assert clause.state == "committed" and len(clause.figures) >= 2


def test_label_ends_with_its_paragraph() -> None:
    # the items of an acceptance paragraph do not make the next paragraph an acceptance clause
    blocks = ["验收:以双方签字的交付单为准。", "付款方式:每月 5 日前预付,逾期按日收取 0.05% 滞纳金。"]
    clause = detect_clauses(blocks)["acceptance"].clause
    assert clause.state == "hedged" and not clause.figures


# ---------------------------------------------------------------- exclusions inside a paragraph

def test_inline_exclusion_list_inside_a_paragraph_en() -> None:
    para = ("S.2 Downtime is counted per calendar month. Downtime does not include: (i) planned upkeep announced "
            "three days ahead; (ii) a failed accelerator card that we swap within one business day; (iii) acts "
            "of God. S.3 Credits: below 99.8%: 10% of the monthly charge for the affected node.")
    hits = detect_clauses(["S.1 We will keep each node available 99.8% of every calendar month.", para])
    assert hits["exclusions"].clause.state == "committed"
    assert {"maintenance", "hardware-failure"} <= set(hits["availability"].clause.exclusions)
    # the list ends with its last item: the credit sentence after it still states compensation
    assert hits["compensation"].clause.state == "committed"
    assert hits["compensation"].clause.tiers


def test_inline_exclusion_list_inside_a_paragraph_zh() -> None:
    para = ("服务不可用时间不包括以下情形:(1)提前三天通知的例行维护;(2)单张显卡损坏且乙方已在一个工作日内更换;"
            "(3)地震、洪水等不可抗力。月度可用率低于 99.5% 的,乙方按当月租金的 15% 补偿。")
    hits = detect_clauses(["乙方承诺每台服务器月度可用率不低于 99.5%。", para])
    assert hits["exclusions"].clause.state == "committed"
    assert "force-majeure" in hits["availability"].clause.exclusions
    assert hits["compensation"].clause.state == "committed"


def test_a_definition_that_leaves_something_out_is_no_exclusion_list() -> None:
    hits = detect_clauses(["月度服务费:您当月实际支付的租金,不包含尚未使用的预存款。",
                           "乙方承诺月度可用率不低于 99.9%,未达标按当月租金 10% 补偿。"])
    assert hits["exclusions"].clause.state == "absent"
    assert hits["compensation"].clause.state == "committed"


@pytest.mark.parametrize("line", [
    "存储网络 25GbE × 2（不计入计算网络） 公网 BGP 200Mbps 独享 ------------------------------ 备注（商务条款）：",
    "Storage network 2 x 25GbE (not counted as the compute fabric)   Internet 1 Gbps ---------- Remarks (terms):",
])
def test_a_spec_lines_excluding_bracket_opens_no_exclusion_list(line: str) -> None:
    """A bracket that excludes ("不计入计算网络") inside a spec line before the notes' heading: the numbered terms
    after the colon are commitments, not exclusions."""
    hits = detect_clauses([line, "1. 可用性：单台月度可用率不低于 99.9%；每低 0.1 个百分点按当月租金 5% 抵扣。",
                           "2. Availability: each node 99.9% per calendar month."])
    assert hits["availability"].clause.state == "committed"
    assert hits["availability"].clause.exclusions == []


def test_an_exclusion_lead_in_with_a_bracket_still_opens_its_list() -> None:
    hits = detect_clauses(["可用性：月度可用率不低于 99.9%。", "以下情形不计入不可用时间（计划维护除外）：",
                           "(a) 客户原因导致的故障；", "(b) 不可抗力。"])
    assert {"customer-caused", "force-majeure"} <= set(hits["availability"].clause.exclusions)


# ---------------------------------------------------------------- a disclaimer speaks of its phrase

def test_disclaimer_applies_only_to_the_phrase_it_stands_in_zh() -> None:
    note = "注:共享型实例按时间片调度,显存按配额划分,不保证峰值算力。"
    assert _state([note], "gpu-memory") != "disclaimed"
    assert _state(["本产品为自助服务,不提供 SLA 与赔偿。"], "compensation") == "disclaimed"


def test_disclaimer_in_an_english_sentence_covers_every_term_it_lists() -> None:
    assert _state(["Uptime, latency and support response are not guaranteed on this tier."],
                  "availability") == "disclaimed"


# ---------------------------------------------------------------- 1. mentioned is not hedged

def test_family1_a_heading_or_a_bare_promise_states_nothing() -> None:
    for blocks in (["## Uptime Commitments"], ["We stand behind the availability of our platform."],
                   ["第五条 服务可用性"], ["我们重视并保障数据可靠性。"]):
        assert _state(blocks, "availability") == "absent", blocks


def test_family1_a_pointer_is_referenced_not_hedged() -> None:
    assert _state(["Uptime for GPU nodes is as described in the Compute SLA."], "availability") == "referenced"
    assert _state(["节点可用性以官网公布的《算力服务等级协议》为准。"], "availability") == "referenced"


# ---------------------------------------------------------------- 2. disclaimers are findings

def test_family2_disclaimers_en_and_zh() -> None:
    hits = detect_clauses(["Fees paid are non-refundable and we owe no credit for any interruption."])
    assert hits["compensation"].clause.state == "disclaimed"
    assert hits["compensation"].clause.status == "absent"  # status keeps the old three values
    assert _state(["本租赁为裸机直租，无服务等级协议，断线不予补偿。"], "availability") == "disclaimed"
    assert _state(["本租赁为裸机直租，无服务等级协议，断线不予补偿。"], "compensation") == "disclaimed"


# ---------------------------------------------------------------- 3. compensation that is no table

def test_family3_credit_forms_without_a_percentage_table() -> None:
    forms = {
        "For every hour a node is down we credit three times that hour's charge.": "multiple-of-outage",
        "对不可用时长，乙方按卡时等额顺延服务时长作为补偿。": "equal-to-outage",
        "Each full 0.1% below the 99.9% target earns a credit of 2% of the monthly fee.": "per-point",
    }
    for text, form in forms.items():
        clause = detect_clauses([text])["compensation"].clause
        assert clause.state == "committed" and clause.credit_form == form, (text, clause)
    outage = "For every hour a node is down we credit three times that hour's charge."
    assert detect_clauses([outage])["compensation"].clause.credit_multiple == 3


# ---------------------------------------------------------------- 4. every row of every credit table

def test_family4_every_row_of_two_markdown_tables() -> None:
    blocks = ["Single server:", "| Monthly uptime | Credit |", "| --- | --- |", "| < 99.8% and >= 99% | 10% |",
              "| < 99% and >= 95% | 30% |", "| < 95% | 100% |",
              "Clustered deployment:", "| Monthly uptime | Credit |", "| --- | --- |",
              "| < 99.95% and >= 99.5% | 10% |", "| < 99.5% | 50% |"]
    clause = detect_clauses(blocks)["compensation"].clause
    credits = sorted(str(t.credit) for t in clause.tiers)
    assert len(clause.tiers) == 5, clause.tiers
    assert credits.count("10%") == 2


def test_family4_one_tier_per_paragraph_zh() -> None:
    blocks = ["赔偿标准如下：", "（一）月度可用率低于 99.9% 但不低于 99% 的，补偿当月租金的 5%；",
              "（二）月度可用率低于 99% 但不低于 97% 的，补偿当月租金的 20%；",
              "（三）月度可用率低于 97% 的，补偿当月租金的 50%。"]
    clause = detect_clauses(blocks)["compensation"].clause
    assert [str(t.credit) for t in clause.tiers] == ["5%", "20%", "50%"]


# ---------------------------------------------------------------- 5. every level with what it covers

def test_family5_levels_per_deployment() -> None:
    hits = detect_clauses(["Single-instance availability is at least 99.9% per month; multi-AZ deployments "
                           "are available at least 99.99% per month."])
    levels = {(str(lv.percent), lv.applies_to) for lv in hits["availability"].clause.levels}
    assert {p for p, _ in levels} == {"99.9%", "99.99%"}
    assert all(a for _, a in levels)


# ---------------------------------------------------------------- 6. percent of what

def test_family6_claim_days_and_durability_are_not_credits_or_availability() -> None:
    clause = detect_clauses(["Service credits are 10% of the monthly fee and must be requested within 45 days."])[
        "compensation"].clause
    assert clause.percent == parse_quantity("10%") and clause.claim_window == parse_quantity("45 days")
    assert _state(["Stored checkpoints are kept with 99.999999999% durability."], "availability") == "absent"


def test_family6_reliability_per_year_with_outage_days() -> None:
    clause = detect_clauses(["乙方保证租赁设备年度可靠性不低于 99%，即全年累计故障停机不超过 3.65 天。"])[
        "availability"].clause
    assert clause.state == "committed"
    assert clause.levels and clause.levels[0].percent == parse_quantity("99%") and clause.levels[0].period == "year"


# ---------------------------------------------------------------- 7. clause words in names

def test_family7_clause_words_inside_names_state_nothing() -> None:
    blocks = ["Please read our Refund Policy and the Availability Zones guide.", "《数据删除管理办法》另行发布。",
              "Bare Metal Cloud — Terms of Use"]
    hits = detect_clauses(blocks)
    assert hits["compensation"].clause.state == "absent"
    assert hits["availability"].clause.state == "absent"
    assert hits["data-deletion"].clause.state == "absent"
    assert hits["dedicated"].clause.state == "absent"


def test_family7_nvlink_alone_is_half_an_interconnect() -> None:
    assert _state(["每台服务器内 8 张 GPU 通过 NVLink 互联。"], "interconnect") == "absent"
    assert _state(["Inside each server the GPUs are joined by NVLink; servers are joined by 400 Gb/s InfiniBand."],
                  "interconnect") == "committed"


# ---------------------------------------------------------------- 8. commitments without the keyword

def test_family8_whole_card_with_all_its_resources_is_dedicated() -> None:
    assert _state(["Each machine gets the entire card and all of its resources; nothing else runs on it."],
                  "dedicated") == "committed"
    assert _state(["每台机器独占整张显卡及其全部资源，不与其他用户混用。"], "dedicated") == "committed"


# ---------------------------------------------------------------- 9. clauses follow the stated facts

def test_family9_gpu_clauses_follow_the_facts_of_the_same_text(tmp_path: Path) -> None:
    text = ("SERVICE ORDER\n"
            "The Provider shall supply two (2) servers, each with eight (8) NVIDIA H100 SXM5 80GB GPUs.\n"
            "The Customer shall pay monthly in advance. This Agreement is governed by the laws of Ireland.\n"
            "Provider guarantees monthly availability of at least 99.9% per server.\n")
    path = tmp_path / "order.txt"
    path.write_text(text, encoding="utf-8")
    offer = read_text_offer(path)
    assert offer.clauses is not None
    assert offer.clauses.gpu_model is not None and offer.clauses.gpu_model.status == "present"
    assert offer.clauses.gpu_memory is not None and offer.clauses.gpu_memory.status == "present"


# ---------------------------------------------------------------- 10. evidence quotes the sentence

def test_family10_evidence_is_the_sentence_not_its_markup() -> None:
    blocks = ["<p><strong>Uptime.</strong> We keep every node available at least 99.7% each month.</p>",
              "> [!NOTE]", "> 数据删除：退租后 5 日内擦除全部数据盘。"]
    hits = detect_clauses(blocks)
    text = hits["availability"].clause.text or ""
    assert "99.7%" in text and "<" not in text and ">" not in text
    deletion = hits["data-deletion"].clause.text or ""
    assert deletion.startswith("数据删除") and "[!NOTE]" not in deletion


# ---------------------------------------------------------------- 11. a figure on the next line

def test_family11_acceptance_figures_wrapped_onto_the_next_line() -> None:
    blocks = ["Acceptance: the cluster is accepted when the 8-GPU all_reduce bus bandwidth reaches",
              "420 GB/s and the scratch volume reads at 6 GB/s, measured within 24 hours of handover."]
    clause = detect_clauses(blocks)["acceptance"].clause
    assert clause.state == "committed" and any("420 GB/s" in f for f in clause.figures)
    zh = detect_clauses(["验收标准：交付后 24 小时内，八卡 all_reduce 总线带宽达到",
                         "≥ 380GB/s、fio 顺序读 ≥ 5GB/s。"])["acceptance"].clause
    assert zh.state == "committed" and any("380GB/s" in f for f in zh.figures)


# ---------------------------------------------------------------- introductions, headers, wrapped tiers

def test_a_sentence_ending_in_a_colon_and_a_header_row_govern_what_follows() -> None:
    blocks = ["We will deliver the following monthly uptime for rented nodes:",
              "- **Single node**: at least 99.8% for each node.",
              "- **Cluster**: at least 99.95% for the whole cluster."]
    levels = {str(lv.percent) for lv in detect_clauses(blocks)["availability"].clause.levels}
    assert levels == {"99.8%", "99.95%"}
    table = ["| 产品 Product | 可用性 Availability |", "| --- | --- |", "| 训练节点 单节点 | 99.7% 月度 |",
             "| 对象存储 | 99.9% 月度 |"]
    assert {str(lv.percent) for lv in detect_clauses(table)["availability"].clause.levels} == {"99.7%", "99.9%"}


def test_tier_sentences_wrapped_after_an_article() -> None:
    blocks = ["If monthly uptime is less than 99.9% but equal to or greater than 99.0%, the",
              "Customer receives a credit of ten percent (10%).",
              "If monthly uptime is less than 99.0%, the", "Customer receives a credit of forty percent (40%)."]
    tiers = detect_clauses(blocks)["compensation"].clause.tiers
    assert [(str(t.below), str(t.credit)) for t in tiers] == [("99.9%", "10%"), ("99%", "40%")]


# ---------------------------------------------------------------- GPU models in a multi-option list

def test_multi_option_price_list_names_its_gpu_models_and_memory_zh() -> None:
    blocks = ["| 规格 | GPU(Tesla V100-SXM2-16G) | GPU 显存 | vCPU | 单价 |",
              "| V.4XL | 1颗 | 16GB | 8核 | 9.2元/小时 |",
              "| 规格 | GPU(NVIDIA L4) | GPU 显存 | vCPU | 单价 |", "| L.2XL | 2颗 | 48GB | 16核 | 11元/小时 |"]
    hits = detect_clauses(blocks)
    assert hits["gpu-model"].clause.state == "committed"
    assert hits["gpu-memory"].clause.state == "committed"


def test_multi_option_price_list_names_its_gpu_models_en() -> None:
    blocks = ["Instance | GPU (NVIDIA A10) | GPU memory | Price", "a10.large | 1 | 24 GB | $1.10/h",
              "Instance | GPU (NVIDIA T4) | GPU memory | Price", "t4.large | 1 | 16 GB | $0.52/h"]
    assert _state(blocks, "gpu-model") == "committed"
    # a GPU word beside no model number commits to no model
    assert _state(["GPU: to be chosen at order time from the list on our website."], "gpu-model") == "absent"


# ---------------------------------------------------------------- dedicated: words that are not commitments

def test_dedicated_words_about_a_product_a_line_or_a_team_are_no_commitment_en() -> None:
    blocks = ["The Dedicated Compute Pool reaches 99.9% monthly availability for each GPU server.",
              "Every GPU server comes with a dedicated IP address and dedicated 10 Gbps bandwidth.",
              "A dedicated support engineer answers GPU tickets within one hour.",
              "STARFALL BARE METAL GPU SERVERS - SERVICE TERMS"]
    assert _state(blocks, "dedicated") == "absent"


def test_dedicated_words_about_a_product_or_a_title_are_no_commitment_zh() -> None:
    blocks = ["一、本服务指通过控制台提供的 GPU 云服务器、裸金属服务器及对象存储。",
              "每台 GPU 服务器配备专用带宽 10Gbps 和专用客服通道。", "星河 GPU 整机租赁合同 附件二"]
    assert _state(blocks, "dedicated") == "absent"


def test_cards_that_may_be_shared_are_not_dedicated() -> None:
    assert _state(["On the basic plan GPUs may be shared with other tenants through time slicing."],
                  "dedicated") == "disclaimed"
    assert _state(["基础版的显卡可能与其他租户共享,按时间片调度。"], "dedicated") == "disclaimed"
    # "not shared with other customers" is the commitment itself
    assert _state(["每张显卡不与其他客户共用。"], "dedicated") == "committed"


def test_whole_cards_for_the_customer_alone_are_dedicated_en() -> None:
    para = ("Each node is delivered to the Buyer as a whole: every card inside, with all of its memory, serves "
            "the Buyer's workloads alone. We will not slice a GPU into partitions and will not run another "
            "customer's jobs on these nodes.")
    assert _state([para], "dedicated") == "committed"
    assert _state(["The eight GPUs in each rented box are yours for the whole term."], "dedicated") == "committed"


def test_whole_cards_for_the_customer_alone_are_dedicated_zh() -> None:
    assert _state(["交付的每台服务器为完整的整机,机内全部显存与算力只供承租方使用。"], "dedicated") == "committed"
    assert _state(["我方不会对出租的 GPU 做任何拆分或虚拟化,也不与第三方共用同一张卡。"], "dedicated") == "committed"


# ---------------------------------------------------------------- interconnect: what names a fabric

def test_a_memory_size_or_a_vpc_bandwidth_is_no_fabric() -> None:
    # "40G" is memory and "内网带宽 5Gbps" the instance network: NVLink alone is still half of it
    assert _state(["| 规格 | GPU(A100 NVLink 40G) | 内网带宽 | 单价 |", "| X.8XL | 8颗 | 5Gbps | 80元/小时 |"],
                  "interconnect") == "absent"
    assert _state(["GPU: 8 x H800 with NVLink 80G per card, instance network 25 Gbps."], "interconnect") == "absent"
    assert _state(["机内 8 卡 NVLink 全互联,节点间 4 x 200G NDR 网卡。"], "interconnect") == "committed"


def test_links_the_offer_leaves_out_are_not_committed() -> None:
    assert _state(["本实例为单卡规格,不提供卡间 NVLink,也不提供节点间 RDMA 网络。"], "interconnect") == "absent"
    assert _state(["These single-GPU instances have no NVLink and no InfiniBand between hosts."],
                  "interconnect") == "absent"
    # denying one link beside the one it has: PCIe inside, InfiniBand between nodes is still committed
    assert _state(["卡间为 PCIe 5.0 直连(该型号不支持 NVLink),节点间为 200G InfiniBand。"],
                  "interconnect") == "committed"


def test_a_pcie_box_commits_to_its_links_in_words_or_as_listed() -> None:
    """A PCIe server sold as one names PCIe and its network as the interconnect: in one sentence or two, or "as
    listed" above (the listing names both parts). PCIe alone, or a slot, is not the interconnect."""
    assert _state(["GPU 之间为 PCIe 互联；节点间 100G 以太网。"], "interconnect") == "committed"
    assert _state(["GPUs are connected over PCIe Gen4; 2 x 100GbE between servers."], "interconnect") == "committed"
    assert _state(["条款 Terms：PCIe 互联如上 / PCIe as listed；整机独享 dedicated。"], "interconnect") == "committed"
    assert _state(["Interconnect as listed in the table above."], "interconnect") == "committed"
    assert _state(["The GPUs talk over a PCIe switch; no NVLink."], "interconnect") == "absent"
    assert _state(["PCIe 4.0 x16 slots, 2 x 100GbE uplinks."], "interconnect") == "absent"


_ONE_SERVER_QUOTES = {
    "en": ("Quotation: one (1) server with 8 x NVIDIA H100 PCIe 80GB, USD 19,800 per month.\n", "two (2) servers"),
    "zh": ("报价：1 台 8 卡 NVIDIA H100 PCIe 80GB 服务器，每月 ¥138,000。\n", "2 台"),
}
_INTRA_ONLY_ANNEXES = {
    "en": "Annex S. 2. Interconnect. Cards are joined by NVLink bridges in pairs (600 GB/s per pair); traffic between "
          "pairs runs over PCIe Gen5. This is the topology committed.\n3. Provider guarantees availability of 99.8%.\n",
    "zh": "附件 S 服务等级：2. 互联：GPU 两两以 NVLink 桥接（每对 600GB/s），其余经 PCIe 5.0 互联，乙方承诺按此交付。"
          "\n3. 乙方保证月可用率 99.8%。\n",
}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_link_inside_one_server_is_its_whole_interconnect_clause(tmp_path: Path, lang: str) -> None:
    """A server has no fabric between nodes to promise: for one server the committed link inside it is the clause,
    cited from the annex that commits it; for two servers it is half of one, and the clause stays absent."""
    from auditor.ingest import load_offer

    one, two = _ONE_SERVER_QUOTES[lang]
    annex = tmp_path / "annex.txt"
    annex.write_text(_INTRA_ONLY_ANNEXES[lang], encoding="utf-8")
    quote = tmp_path / "quote.txt"
    quote.write_text(one, encoding="utf-8")
    offer = load_offer([quote, annex])
    assert offer.nodes == 1
    assert offer.clauses is not None and offer.clauses.interconnect is not None
    assert offer.clauses.interconnect.status == "present"
    assert offer.clauses.interconnect.links == ["intra"]
    assert any("NVLink" in (e.text or "") and e.source == str(annex) for e in offer.evidence["clauses.interconnect"])
    quote.write_text(one.replace("one (1) server" if lang == "en" else "1 台", two), encoding="utf-8")
    offer = load_offer([quote, annex])
    assert offer.nodes == 2
    assert offer.clauses is not None and offer.clauses.interconnect is not None
    assert offer.clauses.interconnect.status == "absent"


def test_a_link_offered_as_an_option_is_no_interconnect_commitment() -> None:
    assert _state(["The chassis are NVSwitch-ready and we can link them over 100GbE if you need it."],
                  "interconnect") == "absent"
    assert _state(["机内 NVLink 可选配,节点间 InfiniBand 网络按需开通。"], "interconnect") == "absent"
    assert _state(["机内 NVLink 全互联,节点间 400G InfiniBand 网络。"], "interconnect") == "committed"


def test_facts_stated_as_an_option_commit_to_nothing(tmp_path: Path) -> None:
    path = tmp_path / "reply.txt"
    path.write_text("Two servers, eight NVIDIA H100 SXM5 80GB GPUs each, 1TB RAM. The chassis are NVLink-ready\n"
                    "and we can connect the two servers over 100GbE if you need it.\n"
                    "The Customer shall pay monthly in advance. Provider guarantees availability of at least 99.5%.\n",
                    encoding="utf-8")
    offer = read_text_offer(path)
    assert offer.interconnect.intra_node is not None  # the fact is read; it is no clause
    assert offer.clauses is not None and offer.clauses.interconnect is not None
    assert offer.clauses.interconnect.status == "absent"
    assert offer.clauses.gpu_model is not None and offer.clauses.gpu_model.status == "present"


# ---------------------------------------------------------------- compensation and deletion wording

def test_a_hedge_and_a_disclaimer_in_different_phrases_zh() -> None:
    hits = detect_clauses(["乙方会尽量保证机器稳定运行,但不承担任何赔偿。"])
    assert hits["compensation"].clause.state == "disclaimed"
    # in one English sentence the hedge and the disclaimer share the phrase: the one that names the clause decides
    # ("no service credits" disclaims compensation, "try our best to keep nodes up" hedges availability)
    hits = detect_clauses(["We try our best to keep nodes up, but there are no service credits."])
    assert hits["compensation"].clause.state == "disclaimed"
    assert detect_clauses(["We try our best to keep the uptime high, but cannot promise credits."])[
        "compensation"].clause.state != "committed"


def test_a_voucher_to_talk_about_is_hedged_compensation() -> None:
    assert _state(["If a node dies we can talk about a coupon for the hours lost."], "compensation") == "hedged"
    assert _state(["如遇宕机,可视情况协商发放抵用券。"], "compensation") == "hedged"


def test_credit_as_a_multiple_of_the_downtime_written_twice() -> None:
    clause = detect_clauses(["For each hour a node is down, we credit your account with five times (5x) "
                             "that downtime in node-hours."])["compensation"].clause
    assert clause.state == "committed" and clause.credit_form == "multiple-of-outage"


def test_service_period_extended_by_the_time_lost_is_compensation() -> None:
    clause = detect_clauses(["If a server is down for a full day, the Buyer may ask for an extension of the rental "
                             "period equal to the time lost."])["compensation"].clause
    assert clause.state == "committed" and clause.credit_form == "equal-to-outage"
    assert _state(["宕机超过 12 小时的,租期按故障时长顺延。"], "compensation") == "committed"


def test_deletion_said_by_its_event_without_a_period() -> None:
    assert _state(["When the lease ends we wipe every drive in the node."], "data-deletion") == "absent"
    assert _state(["At the end of the lease we wipe every drive in the node."], "data-deletion") == "committed"
    assert _state(["Once a VM is released, its volumes are purged by the platform."], "data-deletion") == "committed"
    assert _state(["租用到期后 5 天内,我方将对全部硬盘进行格式化。"], "data-deletion") == "committed"


# ---------------------------------------------------------------- a model, not a family name

def test_a_model_with_its_memory_or_variant_is_stated_in_any_row() -> None:
    assert _state(["| 计算节点 | 8 × NVIDIA H800 SXM5 80GB | 2 台 |"], "gpu-model") == "committed"
    assert _state(["| 计算节点 | 8 × NVIDIA H800 SXM5 80GB | 2 台 |"], "gpu-memory") == "committed"
    assert _state(["Pool B: L40S 48GB, at most 32 cards, billed hourly."], "gpu-memory") == "committed"


def test_a_model_given_as_an_example_is_not_the_one_rented() -> None:
    blocks = ["Shared tier | a slice of a card, for example 1g.10gb of an H100 80GB, or a time-shared vGPU |"]
    assert _state(blocks, "gpu-model") == "absent"
    assert _state(["共享规格:按时间片分配算力,例如 A100 80GB 的七分之一。"], "gpu-memory") == "absent"


def test_a_family_name_alone_commits_to_no_model(tmp_path: Path) -> None:
    path = tmp_path / "terms.txt"
    path.write_text("Service Terms for the \"Nimbus H200\" and \"Nimbus L40S\" plans. The Provider shall keep the "
                    "Service available 99.9% of each calendar month. The Customer shall pay monthly. This "
                    "Agreement is governed by the laws of Ontario.\n", encoding="utf-8")
    offer = read_text_offer(path)
    assert offer.clauses is not None and offer.clauses.gpu_model is not None
    assert offer.clauses.gpu_model.status == "absent"


def test_the_customer_testing_on_its_own_is_no_acceptance_clause() -> None:
    assert _state(["交付后您可自行运行 nccl-tests 检查,有问题随时联系我们。"], "acceptance") == "absent"
    assert _state(["机器到位后贵方可以自行用 fio 和 iperf 压一下,发现问题我们来排查。"], "acceptance") == "absent"
    # a figure to reach makes it a criterion, whoever runs the test
    assert _state(["验收时您可自行运行 nccl-tests,八卡 busbw 应不低于 180GB/s。"], "acceptance") == "committed"
    assert _state(["After handover feel free to run your own burn-in; ping us if anything looks off."],
                  "acceptance") == "absent"
    # a window to test in is still an acceptance clause, if a weak one
    assert _state(["交付后 3 个工作日内您可自行完成验收测试。"], "acceptance") == "hedged"


# ---------------------------------------------------------------- HTML tables on one line, entities

def test_html_table_on_one_line_reads_row_by_row_zh() -> None:
    block = ("<table> <tr><th>服务</th><th>月度可用性承诺</th></tr> <tr><td>训练集群</td><td>不低于 99.8%</td></tr> "
             "<tr><td>文件存储</td><td>不低于 99.5%</td></tr> </table>")
    levels = detect_clauses(["各服务的可用性承诺如下:", block])["availability"].clause.levels
    assert {str(lv.percent) for lv in levels} == {"99.8%", "99.5%"}


def test_html_character_references_in_credit_rows_en() -> None:
    block = ("<table><tr><th>Monthly uptime</th><th>Credit</th></tr>"
             "<tr><td>&lt; 99.5% and &ge; 97.0%</td><td>15%</td></tr><tr><td>&lt; 97.0%</td><td>40%</td></tr></table>")
    tiers = detect_clauses(["Service credits are granted as follows:", block])["compensation"].clause.tiers
    assert {(str(t.below), str(t.at_least) if t.at_least else None, str(t.credit)) for t in tiers} == {
        ("99.5%", "97%", "15%"), ("97%", None, "40%")}


# ---------------------------------------------------------------- a title line over a table

def test_a_title_line_names_the_clause_of_the_table_below_it_en() -> None:
    blocks = ["**C. Uptime**", "| Applies to | Commitment |", "| --- | --- |", "| Training nodes | 99.8% monthly |",
              "| Login node | 99.5% monthly |"]
    levels = detect_clauses(blocks)["availability"].clause.levels
    assert {str(lv.percent) for lv in levels} == {"99.8%", "99.5%"}


def test_a_title_line_names_the_clause_of_the_table_below_it_zh() -> None:
    blocks = ["二、可用性", "| 对象 | 承诺值 |", "| 计算节点 | 每月 99.9% |"]
    assert [str(lv.percent) for lv in detect_clauses(blocks)["availability"].clause.levels] == ["99.9%"]
    # a title governs only a table right below it, never a list of document names
    listing = ["三、验收", "1. 《交付验收规范》", "2. 《赔偿申请流程》"]
    assert _state(listing, "acceptance") == "absent" and _state(listing, "compensation") == "absent"


# ---------------------------------------------------------------- service time as the credit


def test_service_time_credited_per_hour_of_outage_is_compensation_zh() -> None:
    blocks = ["服务条款", "每月服务可用性不低于 99.9%。", "故障补偿：每累计中断 1 小时，免费延长 8 小时租期。"]
    hit = detect_clauses(blocks)["compensation"]
    assert hit.clause.state == "committed" and hit.clause.credit_form == "multiple-of-outage"


def test_service_time_credited_per_hour_of_outage_is_compensation_en() -> None:
    blocks = ["Service terms", "Availability: at least 99.9% per calendar month.",
              "Credits: each hour of downtime is compensated with 8 hours of additional service."]
    hit = detect_clauses(blocks)["compensation"]
    assert hit.clause.state == "committed" and hit.clause.credit_form == "multiple-of-outage"


# ---------------------------------------------------------------- a condition is not a level


def test_a_termination_threshold_is_not_a_committed_availability_level_en() -> None:
    blocks = ["The Provider commits to a Monthly Availability of 99.95% for each Server.",
              "If a Server's Monthly Availability is below 98.0% in two consecutive months, Customer may terminate "
              "the order for that Server."]
    levels = detect_clauses(blocks)["availability"].clause.levels
    assert [str(lv.percent) for lv in levels] == ["99.95%"]


def test_a_termination_threshold_is_not_a_committed_availability_level_zh() -> None:
    blocks = ["乙方承诺每台服务器月度可用性不低于 99.9%。",
              "如某台服务器连续两个月可用性低于 98%，甲方有权解除该服务器的租赁。"]
    levels = detect_clauses(blocks)["availability"].clause.levels
    assert [str(lv.percent) for lv in levels] == ["99.9%"]


# ---------------------------------------------------------------- an article heading run into its body

def test_article_heading_carries_acceptance_to_the_rest_of_its_paragraph_zh() -> None:
    para = ("第五条 验收 设备上线后 48 小时内完成：nvidia-smi 可见全部八张卡；八卡 all_reduce 总线带宽不低于 "
            "350GB/s；数据盘顺序读不低于 6GB/s。")
    clause = detect_clauses([para])["acceptance"].clause
    assert clause.state == "committed"
    assert any("350GB/s" in f for f in clause.figures) and any("6GB/s" in f for f in clause.figures)


def test_article_heading_carries_acceptance_to_the_rest_of_its_paragraph_en() -> None:
    para = ("Article 7 Acceptance Within 72 hours of handover: all 16 GPUs visible in nvidia-smi; "
            "16-GPU all_reduce bus bandwidth of 320 GB/s or more; fees start on acceptance.")
    clause = detect_clauses([para])["acceptance"].clause
    assert clause.state == "committed" and any("320 GB/s" in f for f in clause.figures)


def test_article_heading_governs_only_its_own_paragraph() -> None:
    blocks = ["第五条 验收 设备上线后 48 小时内完成验收。",
              "第六条 付款 每月 5 日前预付；八卡总线带宽不低于 350GB/s 的机型加收 5%。"]
    clause = detect_clauses(blocks)["acceptance"].clause
    assert not any("350GB/s" in f for f in clause.figures)


# ---------------------------------------------------------------- a numbered item's run-in title

def test_run_in_title_carries_acceptance_to_the_rest_of_its_item_en() -> None:
    para = "5. Acceptance. Within 48 hours of handover: 8-GPU all_reduce of at least 300 GB/s bus bandwidth."
    clause = detect_clauses([para])["acceptance"].clause
    assert clause.state == "committed" and any("300 GB/s" in f for f in clause.figures)
    assert clause.duration == parse_quantity("48 h")


def test_run_in_title_carries_acceptance_to_the_rest_of_its_item_zh() -> None:
    para = "五、验收。上架后 48 小时内，八卡 all_reduce 总线带宽不低于 300GB/s，达标后开始计费。"
    clause = detect_clauses([para])["acceptance"].clause
    assert clause.state == "committed" and any("300GB/s" in f for f in clause.figures)


def test_run_in_title_governs_only_its_own_item() -> None:
    blocks = ["5. Acceptance. Within 48 hours of handover, checked jointly.",
              "6. Payment. Monthly in advance; nodes above 300 GB/s bus bandwidth cost 5% more."]
    assert not any("300 GB/s" in f for f in detect_clauses(blocks)["acceptance"].clause.figures)


def test_run_in_title_after_a_bullet_and_a_section_number() -> None:
    blocks = ["- 4 Availability. Monthly availability of each node of at least 99.5%.",
              "- 6.6 Acceptance. Within 72 hours: all_reduce_perf busbw ≥ 380 GB/s on one node.",
              "6. *Acceptance:* within 48 hours; nccl-tests all_reduce busbw >= 200 GB/s per server."]
    hits = detect_clauses(blocks[:2])
    assert hits["availability"].clause.state == "committed" and hits["acceptance"].clause.state == "committed"
    assert _state(blocks[2:], "acceptance") == "committed"
    assert _state(["- 4 可用性。每台月度可用性不低于 99.5%。"], "availability") == "committed"


# ---------------------------------------------------------------- questions, wrapped items

def test_a_question_states_no_term() -> None:
    """An FAQ's or a chat's question ("do I get whole cards?") commits to nothing; its answer may."""
    for question in ("Q2：我拿到的是整卡吗？", "Q2: Do I get the whole GPU to myself?", "有 SLA 吗？掉卡怎么赔？"):
        hits = detect_clauses([question])
        assert all(hits[cid].clause.state == "absent" for cid in ("dedicated", "availability", "compensation"))


def test_a_wrapped_list_item_keeps_its_end_en() -> None:
    blocks = ["- Acceptance: within 48 h, each node must show all eight GPUs and reach 90% of the vendor's published",
              "Llama 3 8B throughput of 4,800 tokens/s per GPU", "- Payment: monthly in advance"]
    clause = detect_clauses(blocks)["acceptance"].clause
    assert clause.state == "committed" and any("tokens/s" in f for f in clause.figures)


def test_a_wrapped_list_item_keeps_its_end_zh() -> None:
    blocks = ["- 验收：交付后 48 小时内，每台八卡均可见，且 Llama 3 8B 训练吞吐达到厂商公布基准值的 90%，即每卡不低于",
              "4,800 tokens/s", "- 付款：按月预付"]
    clause = detect_clauses(blocks)["acceptance"].clause
    assert clause.state == "committed" and any("tokens/s" in f for f in clause.figures)


# ---------------------------------------------------------------- no duty, a word that does not mean it, a cap

def test_no_obligation_to_delete_disclaims_deletion() -> None:
    en = "T6. The Provider has no obligation to retain, return or delete Customer data after the term."
    zh = "六、数据。乙方无义务在租期结束后保留、返还或删除甲方数据。"
    assert _state([en], "data-deletion") == "disclaimed" and _state([zh], "data-deletion") == "disclaimed"


def test_a_tier_name_that_does_not_mean_whole_gpus_disclaims_them() -> None:
    zh = "“独享型”指 vCPU 与内存不超售，不代表独占整张 GPU。"
    en = "'Dedicated' means the vCPUs are not oversubscribed, it does not mean a whole GPU for you alone."
    assert _state([zh], "dedicated") == "disclaimed" and _state([en], "dedicated") == "disclaimed"


def test_not_shared_with_other_customers_commits_to_dedicated() -> None:
    assert _state(["Tenancy | Whole GPUs, bare metal, not shared with other customers"], "dedicated") == "committed"
    assert _state(["独享 | 整卡裸金属，不与其他客户共享"], "dedicated") == "committed"


def test_a_credit_capped_at_the_monthly_fee_is_committed_not_hedged() -> None:
    zh = "可用性每低于承诺 0.1 个百分点，按当月服务费 5% 抵扣，最高抵扣当月服务费 100%。"
    en = "Credits: 5% of the monthly fee for each 0.1% below 99.9%, up to 100% of the monthly fee."
    assert _state([zh], "compensation") == "committed" and _state([en], "compensation") == "committed"
    assert _state(["赔偿金额最高可达当月服务费的 30%。"], "compensation") == "hedged"


# ---------------------------------------------------------------- a price page without an SLA; data handling elsewhere

def test_a_page_without_an_uptime_sla_disclaims_it() -> None:
    en = "GPU servers by the hour, without an uptime SLA or service credits."
    zh = "按小时租用，不提供可用性 SLA，也没有赔偿。"
    for text in (en, zh):
        assert _state([text], "availability") == "disclaimed" and _state([text], "compensation") == "disclaimed"


def test_data_handling_governed_by_a_published_policy_is_referenced() -> None:
    en = ("7. Customer Data. Handling of Customer Data after termination is governed by the Provider's Data Policy "
          "published on its website.")
    zh = "七、数据。租期结束后客户数据的处理方式以乙方官网公布的规则为准。"
    assert _state([en], "data-deletion") == "referenced" and _state([zh], "data-deletion") == "referenced"


# ---------------------------------------------------------------- which cue names the clause; references; thresholds

def test_the_disclaimer_that_names_the_clause_beats_a_hedge_about_another() -> None:
    zh = "可用性尽力保障，不承诺赔偿。"
    en = "We aim for 99.5% uptime and do our best to restore service, but we do not offer a formal SLA or credits."
    assert _state([zh], "compensation") == "disclaimed" and _state([en], "compensation") == "disclaimed"
    assert _state([zh], "availability") == "hedged"


def test_an_sla_to_be_signed_separately_is_no_reference() -> None:
    assert _state(["服务等级：以双方另行签署的《服务等级协议》为准。"], "availability") == "hedged"
    assert _state(["Service levels: per an SLA to be signed separately by the parties."], "availability") == "hedged"


def test_an_sla_published_at_an_address_or_incorporated_by_reference_is_referenced() -> None:
    en = ("3.2 Service levels. The Services are provided subject to the Provider Service Level Agreement published at "
          "provider.example/legal/sla, which is incorporated into this Order Form by reference.")
    assert _state([en], "availability") == "referenced"
    assert _state(["Service credits, if any, are as set out there."], "compensation") == "referenced"
    assert _state(["服务可用性以乙方官网发布的服务等级协议为准。"], "availability") == "referenced"


def test_acceptance_needs_a_threshold() -> None:
    """Screenshots of a test at handover name the test but no figure to accept against."""
    assert _state(["四、验收：交付时提供 nvidia-smi 与 NCCL 测试截图。"], "acceptance") == "hedged"
    assert _state(["4. Acceptance. Screenshots of nvidia-smi and an NCCL run are provided at handover."],
                  "acceptance") == "hedged"


def test_servers_accepted_when_a_figure_is_met_state_acceptance() -> None:
    en = "The servers are accepted when the 8-GPU nccl-tests all_reduce bus bandwidth is ≥ 350 GB/s per server."
    zh = "八卡 nccl all_reduce 总线带宽不低于 350GB/s 时服务器即视为验收通过。"
    assert _state([en], "acceptance") == "committed" and _state([zh], "acceptance") == "committed"


def test_downtime_refunded_by_the_day_is_compensation() -> None:
    assert _state(["可用率 99%，故障时间按天折算退费。"], "compensation") == "committed"
    assert _state(["Availability 99%; downtime is refunded pro rata by the day."], "compensation") == "committed"


def test_no_credits_offered_after_other_words_disclaims_them() -> None:
    en = "We provide support on a best effort basis, but no uptime percentage or service credits are offered."
    zh = "机器按现状出租，不提供 SLA，不承担停机赔偿。"
    assert _state([en], "compensation") == "disclaimed" and _state([zh], "compensation") == "disclaimed"


def test_a_credit_staircase_under_an_availability_label_is_no_level() -> None:
    """'≥99%：5%' after the committed level is where a credit starts, not a second, lower level."""
    zh = "可用性：月度可用率 ≥ 99.5%；未达标按当月租金阶梯赔偿（≥99%：5%；≥95%：10%；<95%：20%）。"
    en = "Availability: at least 99.5% per month; below it credits step down: ≥ 99%: 5%; ≥ 95%: 10%; < 95%: 20%."
    for text in (zh, en):
        clause = detect_clauses([text])["availability"].clause
        assert [str(level.percent) for level in clause.levels] == ["99.5%"]


# ---------------------------------------------------------------- exclusions and the liability cap

def test_maintenance_not_counted_as_downtime_is_an_exclusion() -> None:
    zh = "提前 72 小时通知的计划内维护（每月不超过 4 小时）不计入不可用时间。"
    en = "Planned maintenance announced 72 hours ahead is not counted as downtime."
    assert _state([zh], "exclusions") == "committed" and _state([en], "exclusions") == "committed"
    assert _state(["因机房断电、不可抗力等非乙方原因造成的中断，乙方不承担责任。"], "exclusions") == "committed"


def test_a_cap_on_the_damages_is_a_liability_clause() -> None:
    assert _state(["7.2 乙方违约的，赔偿总额以不超过违约发生当月租金为限。"], "liability") == "committed"
    assert _state(["Provider liability shall not exceed the fees of the month concerned."], "liability") == "committed"


# ---------------------------------------------------------------- money given back, a web address, a row's label

def test_money_given_back_per_step_below_the_commitment_is_compensation_zh() -> None:
    hits = detect_clauses(["月可用性承诺 99.5%；每低于承诺 0.1 个百分点，返还当月费用 5%，最高返还 50%，30 天内申请。"])
    assert hits["availability"].clause.state == "committed"
    assert hits["compensation"].clause.state == "committed"
    assert _state(["未达到可用性承诺的，乙方返还当月服务费的 10%。"], "compensation") == "committed"


def test_money_given_back_per_step_below_the_commitment_is_compensation_en() -> None:
    text = "For each 0.1 percentage point below 99.5%, 5% of that month's fee is refunded, up to 50% in total."
    assert _state([text], "compensation") == "committed"


def test_service_levels_behind_a_web_address_are_referenced() -> None:
    assert _state(["Uptime: see ampersand.cloud/sla for our service level terms."], "availability") == "referenced"
    assert _state(["可用性：见 www.example.cn/sla 公布的服务等级。"], "availability") == "referenced"


def test_a_rows_first_cell_names_its_clause_en() -> None:
    row = "Acceptance | Within 5 business days of handover, nccl-tests bus bandwidth of at least 450 GB/s"
    assert _state([row], "acceptance") == "committed"
    assert _state(["Handover test | nccl-tests all_reduce of at least 450 GB/s within 3 days of delivery"],
                  "acceptance") == "committed"
    assert _state(["Term | Twelve (12) months minimum from the Acceptance Date"], "acceptance") == "absent"


def test_a_rows_first_cell_names_its_clause_zh() -> None:
    row = "验收 | 交付后 5 个工作日内，单机 nccl all_reduce 总线带宽不低于 450GB/s"
    assert _state([row], "acceptance") == "committed"
    assert _state(["租期 | 自验收合格之日起十二（12）个月"], "acceptance") == "absent"


def test_a_hedge_speaks_of_the_clause_its_phrase_names_zh() -> None:
    hits = detect_clauses(["提供整机独占的 GPU 服务器，服务可用性尽力保障。"])
    assert (hits["dedicated"].clause.state, hits["availability"].clause.state) == ("committed", "hedged")
    # the topic of a hedge goes on into the phrases after it, until another clause is named
    hits = detect_clauses(["服务可用性尽力保障，力争达到 99.5%，提供整机独占的 GPU 服务器。"])
    assert (hits["dedicated"].clause.state, hits["availability"].clause.state) == ("committed", "hedged")
    # a hedge whose phrase names no clause hedges the clause after it
    assert _state(["乙方尽力保障，可用性达到 99.9%。"], "availability") == "hedged"


def test_a_hedge_speaks_of_the_clause_its_phrase_names_en() -> None:
    hits = detect_clauses(["Availability is best effort; servers are dedicated to the customer and never shared."])
    assert (hits["dedicated"].clause.state, hits["availability"].clause.state) == ("committed", "hedged")
    assert _state(["We do our best to reach 99.9% availability."], "availability") == "hedged"


def test_credit_steps_after_the_level_are_no_levels_of_their_own_zh() -> None:
    for text in ["可用性：每月 99.5%。补偿：未达 99.5% 退月费 10%，未达 99.0% 退 25%，未达 95% 退 50%。",
                 "可用率 Availability：每月 99.5% monthly。補償 Credits：未達 99.5% 退月費 10%，未達 99.0% 退 25%。",
                 "服务可用性每月 99.5%。当月可用性达不到 99.5% 时返还月费 10%，不足 99% 时返还 25%。"]:
        hits = detect_clauses([text])
        assert [str(lv.percent) for lv in hits["availability"].clause.levels] == ["99.5%"], text
        assert [(str(t.below), str(t.credit)) for t in hits["compensation"].clause.tiers][:2] == [
            ("99.5%", "10%"), ("99%", "25%")], text


def test_credit_steps_after_the_level_are_no_levels_of_their_own_en() -> None:
    text = ("Availability: 99.5% monthly. Credits: if it falls short of 99.5%, 10% of the monthly fee; "
            "short of 99.0%, 25%; short of 95%, 50%.")
    hits = detect_clauses([text])
    assert [str(lv.percent) for lv in hits["availability"].clause.levels] == ["99.5%"]
    assert [(str(t.below), str(t.credit)) for t in hits["compensation"].clause.tiers] == [
        ("99.5%", "10%"), ("99%", "25%"), ("95%", "50%")]


def test_a_cap_on_the_credits_is_no_hedge() -> None:
    for text in ["Credits: 10% of the monthly fee per started hour of downtime beyond the commitment, up to 100%, "
                 "claimable within 30 days.",
                 "赔偿：每超出 1 小时按月费 10% 赔偿，最高 100%，30 日内申请。",
                 "赔偿：每超出 1 小时按月费 10% 赔偿，最高月费 50%。"]:
        assert _state([text], "compensation") == "committed", text
    # an availability said as a ceiling is still hedged
    assert _state(["Availability of up to 99.9% per month."], "availability") == "hedged"
    assert _state(["可用性最高可达 99.9%。"], "availability") == "hedged"


def test_each_label_of_a_run_of_terms_names_its_own_clause_en() -> None:
    text = ("Availability: 99.95% per month. Credits: 10% of the monthly fee per started hour of downtime, up to "
            "100%. Acceptance: within 2 business days you may run nccl-tests and fio; all_reduce bus bandwidth of at "
            "least 20 GB/s and data-disk read of at least 6 GB/s. Data: drives are erased within 7 days after the "
            "service ends.")
    hits = detect_clauses([text])
    acceptance = hits["acceptance"].clause
    assert acceptance.state == "committed"
    assert acceptance.figures == ["all_reduce bus bandwidth of at least 20 GB/s", "read of at least 6 GB/s"]
    assert [str(lv.percent) for lv in hits["availability"].clause.levels] == ["99.95%"]
    assert hits["data-deletion"].clause.state == "committed"


def test_each_label_of_a_run_of_terms_names_its_own_clause_zh() -> None:
    text = ("可用性：每月 99.95%。补偿：超出承诺的停机每小时按月费 10% 补偿，最高 100%。"
            "验收：交付后 2 个工作日内您可运行 nccl-tests 与 fio；all_reduce 总线带宽不低于 20GB/s，"
            "数据盘读带宽不低于 6GB/s。数据：服务结束后 7 日内擦除。")
    hits = detect_clauses([text])
    assert hits["acceptance"].clause.state == "committed"
    assert any("20GB/s" in f for f in hits["acceptance"].clause.figures)
    assert hits["compensation"].clause.state == "committed"


def test_acceptance_said_as_the_test_it_rests_on_en() -> None:
    for text in ["The quotation commits to: dedicated nodes; acceptance on nccl-tests all_reduce bus bandwidth of at "
                 "least 180 GB/s within a node; deletion of all data within 30 days.",
                 "Acceptance is based on a 72-hour burn-in and nccl-tests of at least 360 GB/s across the cluster."]:
        assert _state([text], "acceptance") == "committed", text
    assert _state(["Acceptance of these terms is by signature."], "acceptance") == "absent"
    assert _state(["验收以 nccl-tests 总线带宽不低于 180GB/s 为准。"], "acceptance") == "committed"


def test_deletion_said_by_what_is_done_to_the_disks() -> None:
    for text in ["数据 = 退租后 7 天内擦盘并出具证明", "硬盘在租期结束后 30 日内消磁或物理粉碎。",
                 "Data: drives are shredded or degaussed within 30 days after the term ends."]:
        assert _state([text], "data-deletion") == "committed", text


def test_an_acceptance_with_its_window_or_its_tests_is_committed_without_figures() -> None:
    for text in ["Acceptance | 7-day acceptance period with HPL and nccl-tests against stated thresholds",
                 "Acceptance test (nvidia-smi, nccl-tests, 48-hour burn-in) within 3 working days of delivery.",
                 "验收：交付后 5 个工作日内按测试方案验收。", "验收：按验收方案进行压测及 nccl-tests 测试。"]:
        clause = detect_clauses([text])["acceptance"].clause
        assert (clause.state, clause.figures) == ("committed", []), text
    # acceptance only named, or the customer left to test alone, commits to nothing measurable
    assert _state(["验收合格后起租。"], "acceptance") in ("absent", "hedged")
    assert _state(["交付后 3 个工作日内您可自行完成验收测试。"], "acceptance") == "hedged"


def test_a_bound_on_maintenance_hours_hedges_no_availability() -> None:
    for text in ["2.4 可用性：单台服务器月度可用性不低于 99.9%（计划维护须提前 72 小时通知且每月不超过 4 小时）。",
                 "Availability: 99.9% per server per month (planned maintenance announced 72 hours ahead, no more "
                 "than 4 hours a month)."]:
        clause = detect_clauses([text])["availability"].clause
        assert clause.state == "committed" and str(clause.percent) == "99.9%", text


def test_credits_per_point_of_shortfall_said_briefly() -> None:
    for text in ["4. 月度可用性不低于 99.9%；每低 0.1 个百分点按当月租金 5% 补偿，单月补偿上限为当月租金 50%。",
                 "赔偿：每低 0.1% 退 5% 月租，上限 50%。",
                 "Availability 99.5% per month; 10% of the monthly fee is credited per 0.5% shortfall.",
                 "Credits: 5% of the monthly fee per 0.1% below the commitment, capped at 50%."]:
        hits = detect_clauses([text])
        assert hits["compensation"].clause.state == "committed", text
        assert hits["compensation"].clause.credit_form == "per-point", text


# ---------------------------------------------------------------- a credit beside its cap and its step

@pytest.mark.parametrize(("sentence", "credit", "cap"), [
    ("每低 0.5% 按当月服务费 10% 赔付，累计不超过 30%。", "10 %", "30 %"),
    ("月可用率 99.9%；未达标的每低 0.1% 按月租金 5% 赔付，上限 30%。", "5 %", "30 %"),
    ("可用率每低 0.1 个百分点，减免当月租金 5%，最多减免 50%。", "5 %", "50 %"),
    ("月度可用率不低于 99.5%；每低 0.5% 扣减当月租金 10%，上限 30%。", "10 %", "30 %"),
    ("A 10% credit for each full hour of outage (capped at 50% of the month).", "10 %", "50 %"),
    ("10% of the month's fees credited for each 0.1% below it (cap 50%).", "10 %", "50 %"),
    ("Service credits of 5% of the node's monthly fee per 0.1% below target, up to 50%.", "5 %", None),
])
def test_a_credit_is_committed_beside_its_cap_and_its_step(sentence: str, credit: str, cap: str | None) -> None:
    """The cap ("上限 30%", "累计不超过 30%", "capped at 50%") bounds the credit and hedges nothing; the step ("每低
    0.1%", "per 0.1% below") is when the credit is due; "below target" names the level, it is no aim."""
    clause = detect_clauses([sentence])["compensation"].clause
    assert clause.state == "committed"
    assert clause.percent == parse_quantity(credit)
    if cap is not None:
        assert clause.cap == parse_quantity(cap)


def test_a_wrapped_credit_line_stays_one_sentence(tmp_path: Path) -> None:
    """A proposal's numbered terms run on across printed lines; the line after one that reaches the right edge
    ("…返还当" over "月费用 5%，上限 50%") goes on with the sentence, though it opens like a spec item."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
    path = tmp_path / "proposal.pdf"
    page = canvas.Canvas(str(path))
    page.setFont("STSong-Light", 10)
    for y, line in ((800, "四、服务承诺"),
                    (780, "1. 整集群物理独享，不切分、不超售；2. 月度可用率不低于 99.9%；"
                          "3. 未达标时按每低 0.1 个百分点返还当"),
                    (766, "月费用 5%，上限 50%；4. 合同终止后 10 日内删除全部数据并出具证明。")):
        page.drawString(50, y, line)
    page.save()
    offer = read_pdf_offer(path)
    assert offer.clauses is not None
    assert offer.clauses.compensation.state == "committed"
    assert offer.clauses.compensation.percent == parse_quantity("5 %")


@pytest.mark.parametrize("sentence", ["Plan commitments: single-tenant, no virtualization or oversubscription.",
                                      "承诺：单租户，不虚拟化、不超售。"])
def test_a_tenancy_commitment_needs_no_gpu_word(sentence: str) -> None:
    """Tenancy and oversubscription are said of the compute only: the dedicated clause stands without "GPU"."""
    assert _state([sentence], "dedicated") == "committed"
    assert _state(["The spine network is oversubscribed 2:1."], "dedicated") == "absent"


@pytest.mark.parametrize(("sentence", "cid", "days"), [
    ("Acceptance within five (5) business days by nccl-tests and fio against the figures in Annex B.", "acceptance", 5),
    ("The Customer may run acceptance in ten (10) days after handover, with HPL and a burn-in.", "acceptance", 10),
    ("All Customer Data shall be erased within thirty (30) days after termination.", "data-deletion", 30),
    ("Acceptance within seven days of delivery by nccl-tests.", "acceptance", 7),
    ("交付后五（5）个工作日内完成验收，以 nccl-tests 结果为准。", "acceptance", 5),
])
def test_a_number_said_in_words_and_digits_is_the_figure(sentence: str, cid: str, days: int) -> None:
    # a contract's "five (5) business days" is the same window as "5 business days"; the evidence keeps the words
    clause = detect_clauses([sentence])[cid].clause
    assert clause.state == "committed"
    assert clause.duration == parse_quantity(f"{days} d")


@pytest.mark.parametrize("sentence", [
    "（五）每低于 0.1 个百分点，返还该台当月服务费 5%，最高 50%；",
    "月可用率 99.9%；每低 0.1 个百分点，按当月消费额 5% 返还，上限 50%。",
    "可用率不足 99% 时，按 10% 抵扣下月账单。",
    "For each 0.1% below 99.9%, 5% of that node's monthly fee is credited back, up to 50%.",
])
def test_a_credit_said_after_its_share_or_of_one_servers_fee(sentence: str) -> None:
    # "返还该台当月服务费 5%", "按…5% 返还": the refund names whose fee, or follows its share
    assert _state([sentence], "compensation") == "committed"


# ---------------------------------------------------------------- time credited for time lost

@pytest.mark.parametrize("text", [
    "租期内可用率 99.5%，每中断 1 小时顺延 2 小时；",
    "服务中断的，每故障 30 分钟赠送 1 小时使用时长。",
    "Availability 99.5%; each hour of downtime is made up with two hours of service.",
    "Each hour of outage is credited with three hours of free service.",
])
def test_time_credited_for_each_outage_is_compensation(text: str) -> None:
    """"中断 1 小时顺延 2 小时": extra rental time per hour lost is a credit in kind, a committed compensation."""
    clause = detect_clauses([text])["compensation"].clause
    assert clause.state == "committed" and clause.credit_form == "multiple-of-outage", clause


@pytest.mark.parametrize("text", [
    "设备如有更换 24 小时内重新验收 re-acceptance（nccl-tests busbw ≥ 650GB/s）；",
    "Any replaced node passes re-acceptance within 24 hours (nccl-tests busbw of at least 650 GB/s).",
])
def test_re_acceptance_with_a_measured_criterion_is_acceptance(text: str) -> None:
    clause = detect_clauses([text])["acceptance"].clause
    assert clause.status == "present" and any("650" in f for f in clause.figures), clause


def test_re_accepting_updated_terms_is_no_acceptance_clause() -> None:
    text = "Continued use of the service after an update constitutes re-acceptance when these terms are updated."
    assert detect_clauses([text])["acceptance"].clause.status == "absent"


# ---------------------------------------------------------------- erasure tied to the storage's own release

@pytest.mark.parametrize("text", [
    "Data: volumes are cryptographically erased when deleted.",
    "Local NVMe drives are securely wiped upon release of the server.",
    "Block volumes are zeroed on deletion and never reattached to another tenant.",
    "云盘删除后，数据即被加密擦除，不可恢复。",
    "本地盘在实例释放时自动格式化并擦除。",
    "服务器归还时，本地硬盘统一做三遍覆写擦除。",
])
def test_erasure_when_the_storage_is_deleted_or_released_is_a_deletion_commitment(text: str) -> None:
    """A cloud's "volumes are erased when deleted", a bare-metal box's "drives wiped upon release": the event that
    ends the customer's use is the trigger, as the end of the term is."""
    assert _state([text], "data-deletion") == "committed"


@pytest.mark.parametrize("text", [
    "Deleted volumes cannot be recovered, so take snapshots before you delete them.",
    "已删除的云盘无法恢复，请在删除前自行创建快照。",
])
def test_a_warning_that_deleted_storage_is_gone_commits_nothing(text: str) -> None:
    assert _state([text], "data-deletion") in ("absent", None)


# ---------------------------------------------------------------- compensation by the published rules

@pytest.mark.parametrize("text", [
    "平台 SLA 月可用率 99.9%，按官网规则赔代金券。",
    "未达标时按平台公示的标准发放代金券。",
    "Monthly availability 99.9%; service credits per the published SLA.",
    "Service credits as per our website terms.",
])
def test_compensation_by_the_published_rules_is_referenced(text: str) -> None:
    """The credit exists but its figure is on the vendor's website: referenced, not absent."""
    assert _state([text], "compensation") == "referenced"


# ---------------------------------------------------------------- a level stated with its credit per step below

@pytest.mark.parametrize("text", [
    "整机独享，99.9%，每低 0.1% 补偿 5%。",
    "99.95%, with a 5% credit for every 0.1% below.",
])
def test_a_level_with_its_credit_per_step_below_is_availability(text: str) -> None:
    """No availability word, but the credit for each step below says what the percent is."""
    assert _state([text], "availability") == "committed"


@pytest.mark.parametrize("text", ["期满 5 日删数据并出证明。", "合同期满后 7 日内删除全部数据。"])
def test_deletion_at_the_end_of_the_term_in_short_words(text: str) -> None:
    assert _state([text], "data-deletion") == "committed"


# ---------------------------------------------------------------- a credit said as a share of the fee per step

@pytest.mark.parametrize("line", [
    "SLA 99.9% monthly uptime per server; 10% of the server's monthly charge per 0.5% below, max 50%",
    "4.4 Availability 99.9% per node per month; 5% of that node's monthly fee per 0.1% below, capped at 30%.",
    "4. 可用率：每台每月 99.9%；低于承诺时按每 0.1% 抵减当期租金 5%，上限为当期租金 40%。",
    "可用性：月度可用率 99.95%，每低 0.05% 冲抵当月租金 3%，最高冲抵 30%。",
])
def test_a_share_of_the_fee_per_step_below_is_compensation(line: str) -> None:
    """No word "credit" or 赔偿: "10% of the monthly charge per 0.5% below", "按每 0.1% 抵减当期租金 5%" is the
    remedy all the same."""
    hits = detect_clauses([line])
    assert hits["availability"].clause.state == "committed"
    assert hits["compensation"].clause.state == "committed"


@pytest.mark.parametrize(("line", "percent"), [
    ("Measured November availability for that node: 98.38%, below the 99.9% commitment in Section 4.", "99.9%"),
    ("本月实测可用率 98.6%，低于合同承诺的 99.9%，按约定抵扣。", "99.9%"),
])
def test_a_measured_availability_is_not_the_level_committed(line: str, percent: str) -> None:
    clause = detect_clauses([line])["availability"].clause
    assert clause.percent == parse_quantity(percent) if clause.percent is not None else False
