"""The held-out contract corpus (tests/corpus/contracts-holdout): its own checks.

The label checks it shares with the dev corpus (offsets, statuses, tiers, values, families) run
over both in test_contract_labels.py. Here: the held-out corpus is half Chinese and half English,
uses the dev corpus's label layout so one scorer reads both alike, shares no line with it (held
out means written apart), and keeps its misleading figures off the availability levels.
"""

from __future__ import annotations

import json
import re

import pytest

from tests.corpus.test_contract_labels import HERE, files, labels, text, texts

CORPUS = "contracts-holdout"
BLIND = HERE / "contracts"
FILES = files(CORPUS)


def _text(name: str) -> str:
    return text(CORPUS, name)


def test_languages_are_half_and_half_with_two_bilingual() -> None:
    langs = [entry["language"] for entry in FILES.values()]
    assert set(langs) <= {"en", "zh", "bi"}
    assert abs(langs.count("en") - langs.count("zh")) <= 1 and langs.count("bi") >= 2
    for name, entry in FILES.items():
        assert name.split("-", 1)[0] == entry["language"], name
        han = len(re.findall(r"[\u4e00-\u9fff]", _text(name)))
        assert (han > 0) is (entry["language"] != "en"), (name, han)


def test_layout_is_the_blind_corpus_layout() -> None:
    """Same _schema (statuses, fields, clause ids) so one scorer reads both corpora alike."""
    if not (BLIND / "LABELS.json").is_file():
        pytest.skip("blind corpus absent")
    blind = json.loads((BLIND / "LABELS.json").read_text(encoding="utf-8"))["_schema"]
    ours = labels(CORPUS)["_schema"]
    assert {k: v for k, v in ours.items() if k != "description"} == {
        k: v for k, v in blind.items() if k != "description"
    }


def test_no_line_is_shared_with_the_blind_corpus() -> None:
    """Held out means written apart: no substantive line of any text repeats one of the blind corpus."""
    if not BLIND.is_dir():
        pytest.skip("blind corpus absent")
    theirs = {
        line.strip()
        for name in texts(BLIND)
        for line in (BLIND / name).read_text(encoding="utf-8").splitlines()
        if len(line.strip()) >= 30
    }
    assert set(FILES).isdisjoint(texts(BLIND))
    for name in FILES:
        shared = [line.strip() for line in _text(name).splitlines() if line.strip() in theirs]
        assert not shared, (name, len(shared))


@pytest.mark.parametrize("name", sorted(FILES))
def test_figures_are_not_the_availability_levels(name: str) -> None:
    """A figure is a number a reader could misread for a level: it never overlaps the level's own span."""
    entry = FILES[name]
    avail = entry["clauses"]["availability"]
    for figure in entry["figures"]:
        start, end = figure["offsets"]
        assert figure["measures"], (name, figure["span"])
        for a_start, a_end in avail["offsets"] if avail["status"] in {"present", "hedged"} else []:
            assert end <= a_start or a_end <= start, (name, figure["span"])
