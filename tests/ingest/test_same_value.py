"""When two readings of one fact agree (ingest.reading.same_value): the test both the resolution of one
document's candidates and the merge of several documents use before calling a difference a conflict."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from auditor.ingest.reading import same_value
from auditor.units import parse_quantity


def test_full_and_half_width_spellings_are_one_name() -> None:
    assert same_value("盛极云算（南京）科技有限公司", "盛极云算(南京)科技有限公司")
    assert same_value("ＢｌｕｅＰｅａｋ Ｃｏｍｐｕｔｅ", "BluePeak Compute Ltd.")
    assert same_value("H800", "NVIDIA H800 SXM5 80GB")  # one names more of it


def test_different_names_and_figures_disagree() -> None:
    assert not same_value("盛极云算（南京）科技有限公司", "恒川算力（上海）有限公司")
    assert not same_value("A800", "H800")
    assert not same_value(parse_quantity("80 GB"), parse_quantity("40 GB"))
    assert not same_value(parse_quantity("1 Gb/s"), parse_quantity("1 GB/s"))


def test_one_quantity_written_two_ways_agrees() -> None:
    assert same_value(parse_quantity("1 TB"), parse_quantity("1000 GB"))
    assert same_value(parse_quantity("2 Gb/s"), parse_quantity("2000 Mb/s"))


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=30))
def test_a_text_agrees_with_its_compatibility_form_both_ways(text: str) -> None:
    folded = unicodedata.normalize("NFKC", text)
    assert same_value(text, folded) and same_value(folded, text)


def test_a_chinese_brand_and_its_legal_name_share_their_distinctive_words() -> None:
    # a datasheet signs "鹏城异构算力", the price page "深圳鹏城异构计算有限公司": one company, no contradiction
    assert same_value("鹏城异构算力", "深圳鹏城异构计算有限公司", "vendor")
    assert same_value("青岚智算", "杭州青岚云计算科技有限公司", "vendor")
    assert not same_value("鹏城算力", "深圳南山异构计算有限公司", "vendor")
    assert not same_value("鹏城异构算力", "深圳鹏城异构计算有限公司", "gpu.model")  # only a vendor's name
