"""Word lists compiled as prefix trees match exactly what the plain longest-first alternation matches."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from auditor.ingest import patterns, vocabulary
from auditor.ingest.patterns import Alternative, alternation

ROOT = Path(__file__).resolve().parents[2]

# Few letters, so that words share prefixes and end inside one another; both cases; the characters
# re.IGNORECASE folds onto ASCII letters (İ ı ſ K); a cased non-ASCII letter (é É ß); Chinese;
# the punctuation that makes an ASCII word "free" (no letter boundaries) or keeps it bounded.
ALPHABET = "abAB -./:(é中文İıſK1"
REGEXES = (r"\d+\s?a", "[ab]中", "(?:ab|ba)c", "^a", r"a\.b")


def plain(alternatives: list[Alternative]) -> re.Pattern[str]:
    """The list as vocabulary.words wrote it before the trees: the bodies, in order, one alternation."""
    return re.compile("|".join(a.body for a in alternatives), re.IGNORECASE)


def ordered(items: list[str]) -> list[Alternative]:
    """The alternatives of a list in the order vocabulary.words tries them."""
    return sorted(map(vocabulary._alternative, items), key=lambda a: len(a.body), reverse=True)


def same_matches(want: re.Pattern[str], got: re.Pattern[str], text: str) -> None:
    assert [m.span() for m in got.finditer(text)] == [m.span() for m in want.finditer(text)], text
    for pos in range(len(text) + 1):  # every start, so the look-behind sees every context
        for end in (len(text), pos + 1, pos + 3):
            w, g = want.match(text, pos, end), got.match(text, pos, end)
            assert (g and g.span()) == (w and w.span()), (text, pos, end)
            w, g = want.fullmatch(text, pos, end), got.fullmatch(text, pos, end)
            assert (g and g.span()) == (w and w.span()), (text, pos, end)


words = st.text(alphabet=ALPHABET, min_size=0, max_size=6)
lists = st.lists(st.one_of(words, words, words, st.sampled_from(REGEXES)), min_size=0, max_size=14)


@settings(max_examples=400, deadline=None)
@given(items=lists, data=st.data())
def test_tree_matches_what_the_plain_alternation_matches(items: list[str], data: st.DataObject) -> None:
    alternatives = ordered(items)
    want = plain(alternatives)
    got = re.compile(alternation(alternatives), re.IGNORECASE)
    literals = [w for w in items if w] or ["a"]
    # text made of the list's own words (in other cases too) and of the alphabet around them
    pieces = st.one_of(st.sampled_from(literals), st.sampled_from(literals).map(str.swapcase),
                       st.text(alphabet=ALPHABET + "x", max_size=3))
    text = "".join(data.draw(st.lists(pieces, max_size=6)))
    same_matches(want, got, text)


@settings(max_examples=200, deadline=None)
@given(items=lists, text=st.text(alphabet=ALPHABET + "xyz中", max_size=20))
def test_tree_matches_on_any_text(items: list[str], text: str) -> None:
    alternatives = ordered(items)
    same_matches(plain(alternatives), re.compile(alternation(alternatives), re.IGNORECASE), text)


def test_a_short_bounded_word_listed_before_a_longer_free_one_still_wins() -> None:
    # "gpu" bounded (37 characters of pattern) sorts before "gpu（80g）" free (9): the plain list
    # matches "gpu" where both could, and so must the tree, though it shares their prefix
    alternatives = ordered(["gpu（80g）", "gpu"])
    assert [a.word for a in alternatives] == ["gpu", "gpu（80g）"]
    got = re.compile(alternation(alternatives), re.IGNORECASE)
    assert got.search("8 GPU（80G）").group() == "GPU"
    assert got.fullmatch("GPU（80G）")  # backtracks to the longer word, as the plain list does
    assert got.search("8xgpu（80g）").group() == "gpu（80g）"  # after a letter only the free word can match


def test_the_trees_letter_boundaries_hold_the_characters_ignorecase_gives_a_z() -> None:
    ascii_letters = re.compile("[A-Za-z]", re.IGNORECASE)
    after = re.compile("x" + patterns._NO_LETTER_AFTER, re.IGNORECASE)
    before = re.compile(patterns._NO_LETTER_BEFORE + "x", re.IGNORECASE)
    for code in range(0x110000):
        c = chr(code)
        letter = ascii_letters.match(c) is not None
        assert (after.match("x" + c) is None) == letter, hex(code)
        assert (before.match(c + "x", 1) is None) == letter, hex(code)


def _lists(node: object, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every path in reading.yaml that words() reads: a list, or a mapping of lists."""
    if isinstance(node, list):
        return [path]
    if not isinstance(node, dict):
        return []
    found = [path] if path and all(isinstance(v, list) for v in node.values()) else []
    return found + [p for key, value in node.items() for p in _lists(value, (*path, key))]


def test_every_shipped_word_list_matches_as_before_on_the_sample_documents() -> None:
    # the sample documents' text (their generators), the clause corpus, the contracts corpus
    sources = [*sorted((ROOT / "samples" / "quotes").glob("make_*.py")),
               *sorted((ROOT / "tests" / "ingest").glob("*.yaml")),
               *sorted((ROOT / "tests" / "corpus" / "contracts").rglob("*.*"))]
    texts = [line for path in sources if path.suffix in (".py", ".yaml", ".txt", ".md")
             for line in path.read_text(encoding="utf-8").splitlines()]
    assert len(texts) > 500
    checked = 0
    for path in _lists(vocabulary.vocabulary()):
        node = vocabulary.vocabulary()
        for key in path:
            node = node[key]
        items = [str(w) for w in (node if isinstance(node, list) else [v for vs in node.values() for v in vs])]
        try:
            want = plain(ordered(items))
        except re.error:
            continue  # a list another module joins itself (numbers' en_counted is one with regex words)
        got = vocabulary.words(*path)
        words_text = " ".join(items) + " " + " ".join(items).upper()
        for text in (*texts, words_text):
            assert [m.span() for m in got.finditer(text)] == [m.span() for m in want.finditer(text)], (path, text)
        checked += 1
    assert checked > 30


@pytest.mark.parametrize("text", ["Ship it", "IP address", "ip", "zip", "tip:ip"])
def test_ascii_words_keep_their_letter_boundaries(text: str) -> None:
    got = re.compile(alternation(ordered(["ip", "ship"])), re.IGNORECASE)
    assert [m.group() for m in got.finditer(text)] == [m.group() for m in plain(ordered(["ip", "ship"])).finditer(text)]
