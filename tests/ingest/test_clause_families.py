"""One test per clause-reading failure family (issue 15), on wording written for these tests in
Chinese and English: a family is a way documents state terms, not one document."""

from __future__ import annotations

from auditor.ingest.clauses import detect_clauses
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


# ---------------------------------------------------------------- a disclaimer speaks of its phrase

def test_disclaimer_applies_only_to_the_phrase_it_stands_in_zh() -> None:
    note = "注:共享型实例按时间片调度,显存按配额划分,不保证峰值算力。"
    assert _state([note], "gpu-memory") != "disclaimed"
    assert _state(["本产品为自助服务,不提供 SLA 与赔偿。"], "compensation") == "disclaimed"


def test_disclaimer_in_an_english_sentence_covers_every_term_it_lists() -> None:
    assert _state(["Uptime, latency and support response are not guaranteed on this tier."],
                  "availability") == "disclaimed"
