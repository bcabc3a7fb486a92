"""The clause corpus (60+ real-style sentences, half Chinese) scores precision and recall ≥ 0.9."""

from __future__ import annotations

import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_clauses import CORPUS, score  # noqa: E402

from auditor.ingest.clause_values import parse_duration, parse_tier  # noqa: E402
from auditor.ingest.clauses import detect_clauses  # noqa: E402
from auditor.units import parse_quantity  # noqa: E402


def test_corpus_is_balanced_and_large_enough() -> None:
    entries = yaml.safe_load(CORPUS.read_text(encoding="utf-8"))
    assert len(entries) >= 60
    zh = sum(e["lang"] == "zh" for e in entries)
    assert zh * 2 == len(entries)


def test_precision_and_recall_at_least_0_9() -> None:
    precision, recall, misses = score(yaml.safe_load(CORPUS.read_text(encoding="utf-8")))
    assert precision >= 0.9 and recall >= 0.9, misses


def test_tier_notations() -> None:
    cases = {
        "低于99.975%但等于或高于99% | 10%": ("99.975%", "99%", "10%"),
        "≥ 99%  and < 99.975% | 10%": ("99.975%", "99%", "10%"),
        "99% - 99.9% | 10%": ("99.9%", "99%", "10%"),
        "<99.95% | 10%": ("99.95%", None, "10%"),
        "From 99.95% to 98.3% : fifty percent (50%) of the fee": ("99.95%", "98.3%", "50%"),
    }
    for text, (below, at_least, credit) in cases.items():
        tier = parse_tier(text)
        assert tier is not None, text
        assert tier.below == parse_quantity(below) and tier.credit == parse_quantity(credit)
        assert tier.at_least == (parse_quantity(at_least) if at_least else None)


def test_durations_in_words_and_chinese() -> None:
    assert parse_duration("within thirty (30) days") == parse_quantity("30 days")
    assert parse_duration("六十（60）个自然日") == parse_quantity("60 天")
    assert parse_duration("七天内") == parse_quantity("7 天")
    assert parse_duration("forty-eight hours") == parse_quantity("48 h")


def test_hard_wrapped_plain_text_blocks_and_absent_clauses() -> None:
    hits = detect_clauses(["The Provider guarantees a Monthly Availability of at least 99.5% for every Node."])
    assert hits["availability"].clause.status == "present"
    assert hits["data-deletion"].clause.status == "absent"
    span = hits["availability"].spans[0]
    assert span.block == 0 and "99.5%" in span.text
