"""Numbers written as words → digits, keeping where every character came from.

Proposals and contracts spell their counts ("两台", "八张", "一百二十八核", "sixty-four (64)",
"two terabytes"); the fact readers only read digits. ``spell_digits`` rewrites such words and
returns, for every character of the new text, the index of the original character it stands
for, so evidence still quotes the words as printed. The vocabulary is grammars/reading.yaml.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from auditor.ingest.vocabulary import vocabulary


@dataclass(frozen=True)
class Spelled:
    """Text with number words as digits; ``origin[i]`` is the index in the original where character
    i's source starts, ``ends[i]`` where it ends ("eight" → "8": both ends of the word)."""

    text: str
    origin: tuple[int, ...]
    ends: tuple[int, ...]

    def span(self, start: int, end: int) -> tuple[int, int]:
        """A span [start, end) of the new text → the span of the original it was made from."""
        if not self.origin or start >= end:
            return start, end
        end = min(end, len(self.origin))
        return self.origin[start], self.ends[end - 1] + 1


@cache
def _patterns() -> tuple[re.Pattern[str], ...]:
    words = vocabulary()["numbers"]
    zh_chars = "".join(words["zh_digits"]) + "".join(words["zh_units"])
    counters = "|".join(sorted(map(re.escape, words["zh_counters"]), key=len, reverse=True))
    zh = re.compile(rf"[{zh_chars}]+(?=\s?(?:{counters}))")
    pair_parts = [rf"{re.escape(w)}(?=(?:{'|'.join(map(re.escape, after))}))" for w, after in words["zh_pair"].items()]
    pair = re.compile("|".join(pair_parts))
    en_words = sorted([*words["en"], *words["en_scale"]], key=len, reverse=True)
    en_word = "(?:" + "|".join(en_words) + ")"
    scales = "|".join(words["en_scale"])
    en_number = rf"\b(?:a\s+(?=(?:{scales})\b))?{en_word}(?:[\s-]+(?:and\s+)?{en_word})*\b"  # "a hundred ninety-two"
    counted = "|".join(words["en_counted"])
    digit_word = "|".join(w for w, v in words["en"].items() if v < 10)
    # "three point eight four terabyte": the whole part, then its decimals said digit by digit
    en_decimal = re.compile(rf"({en_number})\s+{words['en_point']}((?:\s+(?:{digit_word})\b)+)(?=[\s-]+(?:{counted}))",
                            re.IGNORECASE)
    zh_digits = "".join(words["zh_digits"])
    zh_decimal = re.compile(rf"([{zh_chars}]+){words['zh_point']}([{zh_digits}]+)(?=\s?(?:{counters}))")
    # "eight times three point eight four terabyte": a count, then "times" for ×
    times = re.compile(rf"({en_number}|\b\d+)(\s+{words['en_times']}\s+)(?=\d|{en_word}\b)", re.IGNORECASE)
    # "sixty-four (64)": the digits in brackets say the same number; keep them, drop the words.
    bracketed = re.compile(rf"{en_number}\s*\((\d[\d,.]*)\)", re.IGNORECASE)
    # "three eight-GPU servers": what each holds may stand between the number and what it counts
    each = rf"(?:(?:\d+|{en_word})-(?:GPU|card|way)s?\s+)?"
    en = re.compile(rf"{en_number}(?=[\s-]+{each}(?:{counted})(?![A-Za-z]))", re.IGNORECASE)
    en_single = re.compile(rf"\b{en_word}\b(?=[\s-]+{each}(?:{counted})(?![A-Za-z]))", re.IGNORECASE)
    units = "|".join(words["unit_words"])
    unit = re.compile(rf"\b(?:{units})\b", re.IGNORECASE)
    return zh, pair, bracketed, en, en_single, unit, en_decimal, zh_decimal, times


def zh_number(word: str) -> int | None:
    """一百二十八 → 128, 两 → 2, 十六 → 16, 二〇二五 → 2025; None for text that is not a numeral."""
    words = vocabulary()["numbers"]
    digits: dict[str, int] = words["zh_digits"]
    units: dict[str, int] = words["zh_units"]
    if not word or any(ch not in digits and ch not in units for ch in word):
        return None
    if all(ch in digits for ch in word) and len(word) > 1:
        return int("".join(str(digits[ch]) for ch in word))  # a year or an id read digit by digit
    total, section, current = 0, 0, 0
    for ch in word:
        if ch in digits:
            current = digits[ch]
        elif units[ch] == 10000:
            total += (section + current) * 10000
            section = current = 0
        else:
            section += (current or 1) * units[ch]
            current = 0
    return total + section + current


def en_number(words: str) -> int | None:
    """sixty-four → 64, one hundred and twenty-eight → 128; None when a word is not a number."""
    vocab = vocabulary()["numbers"]
    small: dict[str, int] = vocab["en"]
    scale: dict[str, int] = vocab["en_scale"]
    total, current, seen, last = 0, 0, False, None
    for word in re.split(r"[\s-]+", words.lower()):
        if word == "and" or not word:
            continue
        if word == "a" and not seen:
            word = "one"  # "a hundred"
        if word in small:
            if last is not None and not (last >= 20 and last % 10 == 0 and small[word] < 10):
                return None  # "three eight" is two numbers; only "sixty-four" joins tens and a unit
            current += small[word]
            last = small[word]
        elif word in scale:
            last = None
            current = (current or 1) * scale[word]
            if scale[word] >= 1000:
                total, current = total + current, 0
        else:
            return None
        seen = True
    return total + current if seen else None


_THOUSANDS_SHORT = re.compile(r"(?:[$€£¥￥]|\b(?:USD|EUR|GBP|SGD|HKD|US\$|S\$|HK\$)\s?)(\d{1,3}(?:\.\d{1,2})?)\s?[kK]"
                              r"(?![A-Za-z])")
"""A sum of money in thousands, after its currency ("$19.5k", "USD 24k", "€18K")."""


@cache
def _zh_periods() -> tuple[tuple[re.Pattern[str], str], ...]:
    """ "半年" → "6个月", "一年半" → "18个月": periods said as fractions, as the durations the readers parse."""
    return tuple((re.compile(k), v) for k, v in vocabulary()["numbers"]["zh_periods"].items())


@cache
def _zh_bracketed() -> re.Pattern[str]:
    """ "十二（12）个月", "九十(90)天": a Chinese numeral and the same number in digits in brackets after it."""
    words = vocabulary()["numbers"]
    zh_chars = "".join(words["zh_digits"]) + "".join(words["zh_units"])
    return re.compile(rf"([{zh_chars}]+)\s*[(（]\s*(\d+)\s*[)）]")


def _zh_said_twice(text: str) -> Iterator[re.Match[str]]:
    """The numerals of ``text`` said in words and again in digits that agree (the digits are the figure)."""
    return (m for m in _zh_bracketed().finditer(text) if zh_number(m.group(1)) == int(m.group(2)))


def digits_in_place(text: str) -> str:
    """``text`` with "five (5)" and "thirty days" written as digits, padded to the same length.

    The clause reader indexes its spans into the block as given, so it cannot take
    ``spell_digits``' shorter text; a number said in words and digits ("within five (5) business
    days") is still its figure there."""
    _zh, _pair, bracketed, en, *_rest = _patterns()

    def pad(new: str, m: re.Match[str]) -> str:
        return new.ljust(len(m.group())) if len(new) <= len(m.group()) else m.group()
    text = bracketed.sub(lambda m: pad(m.group(1), m), text)
    for m in _zh_said_twice(text):
        text = text[:m.start()] + pad(m.group(2), m) + text[m.end():]
    return en.sub(lambda m: pad(str(value), m) if (value := en_number(m.group())) is not None else m.group(), text)


def spell_digits(text: str) -> Spelled:
    """Rewrite number words of ``text`` as digits (and unit words as symbols), with origins."""
    zh, pair, bracketed, en, en_single, unit, en_decimal, zh_decimal, times = _patterns()
    edits: list[tuple[int, int, str]] = []
    for m in en_decimal.finditer(text):
        whole = en_number(m.group(1))
        if whole is not None:
            decimals = "".join(str(en_number(w)) for w in m.group(2).split())
            edits.append((m.start(), m.end(), f"{whole}.{decimals}"))
    for m in zh_decimal.finditer(text):
        whole = zh_number(m.group(1))
        if whole is not None:
            digits = vocabulary()["numbers"]["zh_digits"]
            edits.append((m.start(), m.end(), f"{whole}.{''.join(str(digits[ch]) for ch in m.group(2))}"))
    for m in times.finditer(text):
        count = m.group(1) if m.group(1).isdigit() else en_number(m.group(1))
        if count is not None:
            if not m.group(1).isdigit():
                edits.append((m.start(1), m.end(1), str(count)))
            edits.append((m.start(2), m.end(2), " × "))
    for m in re.finditer(r"(?<=\d),(?=\d{3}(?!\d))", text):
        edits.append((m.start(), m.end(), ""))  # "1,024 GB": a thousands separator
    for m in bracketed.finditer(text):
        edits.append((m.start(), m.end(), m.group(1)))
    for m in _zh_said_twice(text):  # "最短租期十二（12）个月": the digits say it again
        edits.append((m.start(), m.end(), m.group(2)))
    for m in en.finditer(text):
        value = en_number(m.group())
        if value is not None:
            edits.append((m.start(), m.end(), str(value)))
        else:  # "three eight-GPU servers": two numbers side by side, each counting its own word
            edits.extend((w.start(), w.end(), str(en_number(w.group()))) for w in en_single.finditer(text, m.start(),
                                                                                                  m.end() + 40)
                         if w.start() < m.end())
    for m in zh.finditer(text):
        value = zh_number(m.group())
        if value is not None:
            edits.append((m.start(), m.end(), str(value)))
    for m in pair.finditer(text):
        edits.append((m.start(), m.end(), "2"))
    for pattern, period in _zh_periods():
        edits.extend((m.start(), m.end(), period) for m in pattern.finditer(text))
    for m in _THOUSANDS_SHORT.finditer(text):  # "$19.5k / node / month": 19,500 dollars
        edits.append((m.start(1), m.end(), f"{float(m.group(1).replace(',', '')) * 1000:g}"))
    units = {re.compile(rf"^(?:{k})$", re.IGNORECASE): v for k, v in vocabulary()["numbers"]["unit_words"].items()}
    for m in unit.finditer(text):
        symbol = next((v for k, v in units.items() if k.match(m.group())), None)
        if symbol is not None:
            edits.append((m.start(), m.end(), symbol))
    if not edits:
        return Spelled(text, tuple(range(len(text))), tuple(range(len(text))))
    edits.sort(key=lambda e: (e[0], -(e[1] - e[0])))
    out: list[str] = []
    origin: list[int] = []
    ends: list[int] = []
    at = 0
    for start, end, new in edits:
        if start < at:
            continue  # overlapping edit (a bracketed number already covered these words)
        out.append(text[at:start])
        origin.extend(range(at, start))
        ends.extend(range(at, start))
        out.append(new)
        # Every new character stands for the whole replaced span (nothing for a deletion).
        origin.extend([start] * len(new))
        ends.extend([end - 1] * len(new))
        at = end
    out.append(text[at:])
    origin.extend(range(at, len(text)))
    ends.extend(range(at, len(text)))
    return Spelled("".join(out), tuple(origin), tuple(ends))
