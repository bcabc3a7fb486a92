"""Clause text → sentences: markup masked (HTML tags, Markdown emphasis, link targets, headings,
admonitions) with every offset kept, table rows and sentences split, an evidence piece per line.

Evidence must be the sentence as printed, not its markup, and a span found in the masked text must
index the block as given; auditor/ingest/clauses.py reads the sentences.
"""

from __future__ import annotations

import html
import re

from auditor.ingest.clause_rules import _rules

CHAT_MESSAGE = (r"\[(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\s+|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4},?\s+)?\d{1,2}:\d{2}(?::\d{2})?"
                r"(?:\s*[AaPp]\.?[Mm]\.?)?\]|(?<![\d/])\d{1,2}/\d{1,2}/\d{2,4},\s+\d{1,2}:\d{2}(?:\s*[AaPp][Mm])?\s+-\s"
                r"|(?:(?<![\d/.-])\d{4}-\d{1,2}-\d{1,2}\s+|(?<![\d:])(?<!\d\s))\d{1,2}:\d{2}(?::\d{2})?\s+"
                r"(?=[^\s\d:：,，。;；][^\d:：,，。;；\n]{0,38}[:：])"
                # QQ's record: a full date and a time to the second, the sender after it with no colon
                r"|(?<![\d/.-])\d{4}-\d{1,2}-\d{1,2}\s+\d{1,2}:\d{2}:\d{2}(?=\s+[^\s\d])"
                # Slack's and Teams' speaker line, the time after the name: "Mei Zhang (Tianji Robotics)  10:19"
                r"|(?<![\w)])[A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,3}(?: ?[(（][^()（）\n]{2,40}[)）])?[ \t]+\d{1,2}:\d{2}"
                r"(?:\s*[AaPp][Mm])?(?=\s|$)")
"""A chat message's time stamp ("[14:04] mika (Ferro Compute): …", "[2026-11-20 09:04] 赵倩：…", an exported
WhatsApp line "03/12/2026, 14:20 - Aisyah: …", Telegram's "Mandy, [02.12.2026 19:06]", 飞书's "2026-12-02 10:25
林可欣（贵安数港）：…", 钉钉's "14:22 周可：…"; a sender has no digit and no clause's punctuation, so "09:00 至 18:00："
is none): a message starts a sentence, so the buyer's next question does not make the seller's message before it
a question."""
_SPLIT = re.compile(r"(?<=[。;；!?！？])\s*|(?<=[.])(?<!\b[A-Z]\.)(?<!^\d\.)(?<!^\d\d\.)\s+(?=[A-Z(\"“\d])"
                    rf"|\s+(?=[\[\dA-Z])(?={CHAT_MESSAGE})")
"""Sentence ends; a lone capital and its period ("A. Availability", "J. Smith") end no sentence, nor an item's
number ("6. Acceptance. Within 24 hours …": the number belongs to the item's first sentence)."""
_ROW_END = re.compile(r"</tr\s*>|</p\s*>|</li\s*>|<br\s*/?>|</h\d\s*>", re.IGNORECASE)
_CELL_END = re.compile(r"</t[dh]\s*>", re.IGNORECASE)
_HEADING = re.compile(r"^\s*#{1,6}\s")


def mask_markup(text: str) -> str:
    """``text`` with every container (tags, ``**``, link targets, admonitions) blanked out.

    The result has the same length, so spans found in it index the block as given; an HTML cell
    end becomes a ``|`` so that a table row reads like any other row, and a character reference
    ("&lt;", "&ge;") its character.
    """
    def blank(m: re.Match[str]) -> str:
        piece = m.group(0)
        if _CELL_END.fullmatch(piece):
            return " " * (len(piece) - 2) + "| "
        return " " * len(piece)

    def decode(m: re.Match[str]) -> str:
        char = html.unescape(m.group(0))
        return m.group(0) if len(char) != 1 else char.ljust(len(m.group(0)))
    return _ENTITY.sub(decode, _rules().markup.sub(blank, text))


_ENTITY = re.compile(r"&(?:#\d{2,5}|#x[0-9a-fA-F]{2,4}|[A-Za-z]{2,8});")
"""An HTML character reference ("&lt; 99.0%", "&ge;"): read as its character, padded to its length."""


def _sentences(text: str, original: str | None = None) -> list[tuple[int, int]]:
    """Sentence spans of a (masked) block; a table row (cells joined by " | ") is one sentence.

    Row and paragraph ends are found in the ``original`` block (masking blanks the tags; both
    have the same length), so an HTML table written on one line still reads row by row."""
    spans: list[tuple[int, int]] = []
    unit_start = 0
    for m in [*_ROW_END.finditer(original if original is not None else text), None]:
        unit_end = m.start() if m else len(text)
        spans.extend(_unit_sentences(text, unit_start, unit_end))
        if m:
            unit_start = m.end()
    return spans


def _unit_sentences(text: str, start: int, end: int) -> list[tuple[int, int]]:
    unit = text[start:end]
    if " | " in unit or "| " in unit.strip()[:2]:
        pieces = [(0, len(unit))]
    else:
        pieces = []
        at = 0
        for m in _SPLIT.finditer(unit):
            if m.start() > at:
                pieces.append((at, m.start()))
            at = m.end()
        if at < len(unit):
            pieces.append((at, len(unit)))
    out = []
    for a, b in pieces:
        piece = unit[a:b]
        stripped = piece.strip(" |")
        if not stripped:
            continue
        a += len(piece) - len(piece.lstrip(" |"))
        b = a + len(stripped)
        out.append((start + a, start + b))
    return out


def _pieces(original: str, masked: str, start: int, end: int) -> list[tuple[int, int]]:
    """The runs of a sentence between table cells and blanked tags: what evidence may quote."""
    cuts = [m.span() for m in re.finditer(r"\s*\|\s*", masked[start:end])]
    cuts += [m.span() for m in re.finditer(r"\s{2,}", masked[start:end])
             if "<" in original[start + m.start():start + m.end()]]
    out = []
    at = 0
    for a, b in sorted(cuts):
        if a > at:
            out.append((start + at, start + a))
        at = max(at, b)
    if at < end - start:
        out.append((start + at, end))
    return out or [(start, end)]


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()
