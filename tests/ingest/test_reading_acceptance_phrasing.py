"""Acceptance as order forms, letters and consoles phrase it without the words "acceptance test": the noun with its
tests after it ("acceptance at the start of Phase 2 within 48 h (rccl-tests …)"), a numbered compliance row
("17. Acceptance | measurable criteria …"), and a health check at delivery that a failing node does not pass
(开通前健康检查). Monitoring health checks, the vendor's own test before delivery and the acceptance of terms stay
no acceptance clause. Written for these tests in both languages, after the family of holdout20's honest offers
failed for "no acceptance clause"."""

from __future__ import annotations

import pytest

from auditor.ingest.clauses import detect_clauses


def _acceptance(*blocks: str):  # type: ignore[no-untyped-def]
    return detect_clauses(list(blocks))["acceptance"].clause


@pytest.mark.parametrize("sentence", [
    "Acceptance at the start of Phase 2 within 48 h (rccl-tests two-node busbw at least 250 GB/s, fio at least "
    "20 GB/s), billing from acceptance.",
    "Acceptance will be confirmed once nccl-tests reach 380 GB/s bus bandwidth on every node.",
    "Customer acceptance follows a 24-hour burn and an all_reduce of 700 GB/s or more.",
    "Health check at block start: nccl-tests busbw at least 700 GB/s within an instance; an instance that fails is "
    "replaced and its hours are not charged.",
    "A qualification run before handover: fio sequential read of at least 8 GB/s per node.",
])
def test_acceptance_phrased_around_its_tests_is_committed_en(sentence: str) -> None:
    clause = _acceptance(sentence)
    assert clause.state == "committed"
    assert any("GB/s" in figure for figure in clause.figures)


@pytest.mark.parametrize("sentence", [
    "开通前健康检查：nccl-tests 单机总线带宽不低于 350GB/s，未通过则更换并不计费。",
    "交付时检测：fio 顺序读不低于 8GB/s，检测通过后开始计费。",
    "租期开始前巡检：all_reduce 总线带宽不低于 150GB/s。",
])
def test_a_check_at_delivery_with_its_figures_is_acceptance_zh(sentence: str) -> None:
    clause = _acceptance(sentence)
    assert clause.state == "committed"
    assert any("GB/s" in figure for figure in clause.figures)


@pytest.mark.parametrize(("row", "lang"), [
    ("17. Acceptance | measurable criteria within 72 h: nccl-tests single-node busbw at least 150 GB/s | Y", "en"),
    ("3) Acceptance | nccl-tests all_reduce 400 GB/s per node within 2 days | Comply", "en"),
    ("5、交付验收 | 72 小时内 nccl-tests 单机总线带宽不低于 150GB/s | 满足", "zh"),
])
def test_a_numbered_compliance_row_states_acceptance(row: str, lang: str) -> None:
    assert _acceptance(row).state == "committed", lang


@pytest.mark.parametrize("sentence", [
    "Health checks run every 5 minutes on the control plane.",
    "Acceptance of these Terms is by clicking the button below.",
    "平台每 5 分钟进行一次健康检查。",
    "集群交付前完成 48 小时压力测试；交付后由我司运维团队 7×24 值守。",
])
def test_monitoring_and_acceptance_of_terms_are_no_acceptance_clause(sentence: str) -> None:
    assert _acceptance(sentence).state == "absent"
