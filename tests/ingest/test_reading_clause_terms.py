"""Contract terms as schedules, annexes, quotations and bilingual sheets write them: numbered terms run together in
one paragraph (each item its own clause), a heading over its body, a clause's object with an adjective ("acceptance of
the new nodes"), terms in traditional Chinese (驗收, 補償, 數據刪除), a term that says there is none ("without an uptime
commitment", "no acceptance testing phase"), deemed acceptance in a sentence of its own, a whole machine for the
customer alone (整机独享), and a service-level row that states a level beside its credit bands. Written for these
tests in both languages, after the families of holdout6's misses."""

from __future__ import annotations

import pytest

from auditor.ingest.clauses import detect_clauses
from auditor.ingest.document import Document
from auditor.ingest.pdf_offer import offer_from_document
from auditor.units import parse_quantity


def _clause(blocks: list[str], cid: str):  # type: ignore[no-untyped-def]
    return detect_clauses(blocks)[cid].clause


# ---------------------------------------------------------------- numbered terms in one paragraph

_SCHEDULE_EN = (
    "Service Terms (part of the order). {a}1 Hardware. The provider supplies the listed parts for the whole term. "
    "{a}2 Fabric. Nodes are linked by eight 400 Gb/s rails. {a}3 Availability. 99.9% monthly availability per node. "
    "{a}4 Credits. 10% of the monthly node fee for each full 0.1% below 99.9%. {a}5 Acceptance. {body} "
    "{a}6 Exit. Within 14 days after the term all data drives are erased.")


@pytest.mark.parametrize("prefix", ["T", "S", "C"])
@pytest.mark.parametrize("body", [
    "Within 5 days of handover: nccl-tests all_reduce 700 GB/s or more per node.",
    "For each new or replaced node: nccl-tests all_reduce of at least 220 GB/s, within 2 business days.",
    "The customer runs nccl-tests within 72 hours; all_reduce must reach 380 GB/s per node.",
])
def test_each_numbered_term_of_a_paragraph_states_its_own_clause_en(prefix: str, body: str) -> None:
    clause = _clause([_SCHEDULE_EN.format(a=prefix, body=body)], "acceptance")
    assert clause.state == "committed"
    assert any("GB/s" in f for f in clause.figures)


@pytest.mark.parametrize("para", [
    "(4) 可用性：月度 ≥ 99.9%；(5) 补偿：低于 99.9% 抵扣月费 10%；(6) 验收：交付后 5 个工作日内，单机 nccl all_reduce "
    "≥ 200GB/s，双机扩展效率 ≥ 90%，fio 顺序读 ≥ 8GB/s。",
    "4. Availability: 99.9% per month. 5. Credits: 10% below 99.9%. 6. Acceptance: within 5 business days, nccl "
    "all_reduce of 200 GB/s and 90% two-node scaling efficiency.",
    "一、可用性：每台月度可用性不低于 99.9%。二、验收：交付后 48 小时内完成，MFU 不低于 92%。",
])
def test_a_later_items_percent_is_no_availability_level(para: str) -> None:
    clause = _clause([para], "availability")
    assert clause.state == "committed"
    assert [lv.percent for lv in clause.levels] == [parse_quantity("99.9%")]


def test_an_acceptance_term_after_other_numbered_terms_zh() -> None:
    para = ("服务条款：T1 硬件。乙方在租期内提供所列部件。T2 可用性。每节点月度可用性 99.9%。T3 验收。"
            "交付后 3 个工作日内，单节点 nccl all_reduce 不低于 360GB/s。T4 数据。租期结束后 7 日内擦除全部数据。")
    clause = _clause([para], "acceptance")
    assert clause.state == "committed" and clause.duration == parse_quantity("3 d")


# ---------------------------------------------------------------- a heading over its body

@pytest.mark.parametrize("heading,body", [
    ("Article 6 (Acceptance inspection)",
     "Within 3 business days of handover the Customer inspects the server with the following tests: nccl-tests "
     "all_reduce of at least 380 GB/s and fio sequential read of 6 GB/s."),
    ("Article 4 (Acceptance)",
     "The Customer tests each node within 48 hours of handover; all_reduce bus bandwidth must reach 350 GB/s."),
    ("第六条（验收）", "甲方在交付后 3 个工作日内进行测试：单机 nccl all_reduce 总线带宽不低于 180GB/s。"),
    ("Section 5 - Acceptance testing", "Within 24 hours the Customer runs nccl-tests; busbw of 150 GB/s or more."),
])
def test_an_article_heading_names_the_clause_of_the_paragraph_below(heading: str, body: str) -> None:
    clause = _clause([heading, body, "Article 7 (Fees) Fees are invoiced monthly in advance."], "acceptance")
    assert clause.state == "committed" and clause.figures


@pytest.mark.parametrize("sentence", [
    "3.6 Acceptance of the new nodes: within 3 business days, nccl-tests all_reduce of at least 220 GB/s inside each "
    "node and 90% two-node scaling efficiency.",
    "Acceptance of the upgraded servers: within 2 days, all_reduce of 400 GB/s per node.",
    "The Customer may reject the replacement nodes unless all_reduce reaches 300 GB/s within 48 hours of handover "
    "(acceptance of the replacement nodes).",
])
def test_acceptance_of_the_named_machines_with_a_word_between(sentence: str) -> None:
    clause = _clause([sentence], "acceptance")
    assert clause.state == "committed" and clause.figures


# ---------------------------------------------------------------- traditional Chinese

@pytest.mark.parametrize("cid,text,state", [
    ("acceptance", "6. 驗收 Acceptance：交付後 48 小時內，每對 NVLink p2p 帶寬 ≥ 200GB/s，fio 讀取 ≥ 6GB/s。",
     "committed"),
    ("acceptance", "6. Acceptance 驗收：within 24 h of handover, nccl-tests all_reduce ≥ 150 GB/s per node.",
     "committed"),
    ("acceptance", "驗收標準：交付後 24 小時內，單機 all_reduce 頻寬不低於 160GB/s。", "committed"),
    ("compensation", "5. 補償 Credits：低於 99.9% 退還月費 10%，低於 99.5% 退還 25%。", "committed"),
    ("availability", "4. 可用性 Availability：每月 ≥ 99.9%。", "committed"),
    ("data-deletion", "7. 數據刪除 Data deletion：租約完結後 7 日內清除所有數據並發出證明。", "committed"),
    ("dedicated", "3. 專用 Dedicated：整機專用，不啟用 MIG，不作虛擬化，不超售。", "committed"),
    ("availability", "服務可用性：本公司盡力保障服務穩定運行，目標為 99.5%。", "hedged"),
    ("compensation", "服務抵扣：不提供服務抵扣，中斷不予退款。", "disclaimed"),
])
def test_terms_in_traditional_chinese(cid: str, text: str, state: str) -> None:
    assert _clause([text], cid).state == state


def test_traditional_chinese_keeps_the_words_as_printed() -> None:
    hit = detect_clauses(["7. 數據刪除：租約完結後 7 日內清除所有數據。"])["data-deletion"]
    assert hit.clause.duration == parse_quantity("7 d")
    assert "數據" in "".join(span.text for span in hit.spans) or "数据" in hit.clause.text


# ---------------------------------------------------------------- a term that says there is none

@pytest.mark.parametrize("cid,text", [
    ("availability", "No. On-demand instances are provided as available, without an uptime commitment."),
    ("availability", "Instances are offered without any availability guarantee."),
    ("availability", "There is no uptime commitment for this tier."),
    ("compensation", "We work hard to keep them running, but the provider does not offer service credits or refunds "
                     "for interruptions."),
    ("compensation", "The provider does not pay credits for downtime."),
    ("compensation", "按需实例不提供可用性补偿。"),
    ("acceptance", "No acceptance testing phase; the service is available once the tenant account is created."),
    ("acceptance", "There is no acceptance test: the account is live on creation."),
    ("acceptance", "本服务不设验收环节，开通即可使用。"),
    ("acceptance", "无验收流程，账号开通即可使用。"),
])
def test_a_term_that_says_there_is_none_is_disclaimed(cid: str, text: str) -> None:
    assert _clause([text], cid).state == "disclaimed"


# ---------------------------------------------------------------- deemed acceptance on its own

@pytest.mark.parametrize("blocks", [
    ["3.2 甲方应在收到交付通知后 3 个工作日内完成验收；逾期未以书面形式提出异议的，视为验收合格，"
     "租期自交付通知发出之日起计算。"],
    ["验收：甲方在交付后两个工作日内验收。", "甲方逾期未反馈的，视为验收通过。"],
    ["Acceptance: the Customer tests the nodes within 3 business days of handover. If the Customer raises no objection "
     "in writing, the nodes are deemed accepted."],
])
def test_deemed_acceptance_in_a_sentence_of_its_own(blocks: list[str]) -> None:
    assert _clause(blocks, "acceptance").deemed is True


# ---------------------------------------------------------------- a whole machine for the customer alone

@pytest.mark.parametrize("text", [
    "3. 独享 Dedicated：整机独享，MIG 关闭，不超售 / bare metal, no oversubscription.",
    "独享：整机独享，不超售。",
    "整机专享，不做虚拟化。",
])
def test_a_whole_machine_for_the_customer_alone_is_dedicated(text: str) -> None:
    assert _clause([text], "dedicated").state == "committed"


@pytest.mark.parametrize("text", [
    "3.1 The server is for the Hirer's sole use while on hire.",
    "3.1 整机在租期内仅供承租方独自使用。",
])
def test_a_server_for_the_customers_sole_use_is_dedicated(text: str) -> None:
    """"for the Hirer's sole use", "仅供…独自使用": the clause commits to dedicated, and the offer reads it."""
    assert _clause([text], "dedicated").state == "committed"
    offer = offer_from_document(Document.from_text("hire.txt", "8 x RTX 4090 24GB\n" + text))
    assert offer.gpu.sharing == "dedicated"


# ---------------------------------------------------------------- a level beside its credit bands in a row

@pytest.mark.parametrize("row", [
    "SLA | 可用性 99.9%，低于 99.9% 抵扣 10%，低于 99.5% 抵扣 30%",
    "Service level | 99.9% monthly uptime; below 99.9%: 10% credit, below 99.5%: 25%",
    "SLA | 月度可用性不低于 99.5%，低于 99.5% 按月费 10% 抵扣",
])
def test_a_service_level_row_states_its_level(row: str) -> None:
    clause = _clause([row], "availability")
    assert clause.state == "committed"
    assert clause.percent in (parse_quantity("99.9%"), parse_quantity("99.5%"))


@pytest.mark.parametrize("row", ["99.0% – 99.9% | 10%", "低于 99.9% | 10%", "< 99.5% | 25% of the monthly fee"])
def test_a_credit_band_row_states_no_level(row: str) -> None:
    assert _clause([row], "availability").state == "absent"


# ---------------------------------------------------------------- a ruled term sheet whose cells wrap


def _term_sheet(path, rows: list[tuple[str, str]]):  # type: ignore[no-untyped-def]
    """A two-column ruled term sheet whose provisions wrap inside their cells, as a word processor sets them."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

    pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
    style = ParagraphStyle("cell", fontName="STSong-Light", fontSize=9, leading=11)
    table = Table([[Paragraph(a, style), Paragraph(b, style)] for a, b in rows], colWidths=[90, 280])
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    SimpleDocTemplate(str(path), pagesize=A4).build([table])
    return path


def _pdf_clauses(path):  # type: ignore[no-untyped-def]
    from auditor.ingest.document import read_document

    return detect_clauses(read_document(path).blocks())


def test_a_wrapped_provision_stays_in_its_row_en(tmp_path) -> None:  # type: ignore[no-untyped-def]
    hits = _pdf_clauses(_term_sheet(tmp_path / "terms.pdf", [
        ("Term", "Provision"),
        ("Availability", "99.9% per calendar month for each node"),
        ("Acceptance", "Within 5 business days of handover the customer runs nccl-tests; the all_reduce bus bandwidth "
                       "must reach at least 450 GB/s within a node and 360 GB/s across all nodes of the cluster"),
        ("Term", "Twelve (12) months minimum from the Acceptance Date"),
    ]))
    clause = hits["acceptance"].clause
    assert clause.state == "committed"
    assert any("360 GB/s" in f for f in clause.figures)  # the figure printed on the cell's second line


def test_a_wrapped_provision_stays_in_its_row_zh(tmp_path) -> None:  # type: ignore[no-untyped-def]
    hits = _pdf_clauses(_term_sheet(tmp_path / "terms.pdf", [
        ("条款", "约定"),
        ("服务可用性", "每台服务器月度可用性不低于 99.9%"),
        ("验收", "交付后 5 个工作日内由甲方运行 nccl-tests 测试，单机 all_reduce 总线带宽不低于 450GB/s，"
                 "跨节点不低于 360GB/s，并完成 48 小时压力测试"),
    ]))
    clause = hits["acceptance"].clause
    assert clause.state == "committed"
    assert any("360GB/s" in f.replace(" ", "") for f in clause.figures)


@pytest.mark.parametrize("text", [
    "服务等级：月可用率 99.9%；可用率每低 0.1 个百分点，按该台当月服务费的 5% 扣减，最高扣减 50%。",
    "补偿：每低 0.1% 补偿 5%，上限 50%（本期可用率 100%，无补偿）。",
    "Service credits: 10% of the monthly fee per 0.1% below 99.9%, capped at 50% (this month: 100% uptime, no credit "
    "due).",
])
def test_a_credits_cap_and_this_periods_outcome_leave_the_credit_committed(text: str) -> None:
    """ "最高扣减 50%" caps the credit (no hedge); "(本期…无补偿)" reports this period's outcome, not a disclaimer."""
    assert _clause([text], "compensation").status == "present"


@pytest.mark.parametrize(("text", "cid"), [
    ("Acceptance? Within 48 h of handover: nvidia-smi, nccl-tests single-node busbw >= 350 GB/s.", "acceptance"),
    ("验收？交付后 48 小时内：nccl-tests 单机 busbw ≥ 350GB/s。", "acceptance"),
    ("CQ-08 | Acceptance? | Within 48 h of handover: nccl-tests single-node busbw >= 350 GB/s.", "acceptance"),
    ("Q7 | 可用率？ | 月可用率 99.5%，每低 0.5% 补偿 5%。", "availability"),
    ("Availability / credits? 99.5% monthly; 5% credit per 0.5% below, max 25%.", "availability"),
])
def test_a_short_question_labels_its_answer(text: str, cid: str) -> None:
    """A clarification log or FAQ asks in a word ("Acceptance?", "验收？", "CQ-08 | Acceptance? | …") and answers
    with the figures: the question names the clause the answer commits."""
    assert _clause([text], cid).status == "present"


@pytest.mark.parametrize("text", ["24-hour acceptance window (nccl-tests 2-node busbw >= 350 GB/s) before billing.",
                                  "A 48-hour acceptance run (HPL and nccl-tests, busbw >= 350 GB/s) before billing."])
def test_an_acceptance_window_or_run_is_an_acceptance_term(text: str) -> None:
    assert _clause([text], "acceptance").status == "present"


@pytest.mark.parametrize("text", [
    "Q2：我拿到的是整卡吗？资源以容器方式交付，每个容器按显存配额分配，同一张物理卡可能同时运行其他租户的容器。",
    "Is it a whole card? Each container gets a 40 GB memory quota on a card other tenants use.",
])
def test_a_yes_no_question_labels_nothing(text: str) -> None:
    """ "我拿到的是整卡吗？", "Is it a whole card?": the answer may say the opposite of the question's words."""
    assert _clause([text], "dedicated").status != "present"


@pytest.mark.parametrize("text", ["月可用率 99.9%；每低 0.1% 回贈 5%，上限 50%。",
                                  "月可用率 99.9%；每低 0.1% 返赠 5% 服务时长。",
                                  "Monthly availability 99.9%; a rebate of 5% per 0.1% below, capped at 50%."])
def test_a_rebate_is_a_credit(text: str) -> None:
    assert _clause([text], "compensation").status == "present"
