"""Training-token counts as people type them: ``15T``, ``100B``, ``2e10``, ``1.5e12``, ``15,000,000,000``,
``2.5 billion``, ``150亿``, ``1.5万亿``.

One parser for every place a count is written (``--tokens`` of ``audit offer``/``compare``/``size``
and ``target.tokens`` in a vendor list), so a count means the same wherever it is typed. It sits
in ``sizing`` (below the readers and the batch code) because the count is a sizing input. The
value is exact: the mantissa is read as a decimal, never through a float, so ``2.5B`` is
2,500,000,000 and not 2,499,999,999. A count that is not a whole number of tokens, a suffix that
is not a multiplier (``15TB`` is bytes), or digit groups that are not thousands (``1,5B`` is a
European decimal comma, ambiguous) are refused rather than guessed.
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal, InvalidOperation

MAX_TOKENS = 10**15
"""Training tokens a job may name: ~60x Llama 3's 15 T; more is a typo (or inf), not a plan."""

_SUFFIX = {
    "": 1,
    "k": 10**3, "thousand": 10**3,
    "m": 10**6, "mn": 10**6, "mil": 10**6, "million": 10**6,
    "b": 10**9, "bn": 10**9, "g": 10**9, "billion": 10**9,
    "t": 10**12, "tn": 10**12, "trillion": 10**12,
}
"""English multipliers, case-insensitive. ``m`` is a million (nobody trains on milli-tokens)."""
_ZH = {"千": 10**3, "万": 10**4, "亿": 10**8}
"""Chinese multipliers; a run of them multiplies (百亿 is not read: 百 alone is a digit word, 万亿 = 10¹²)."""

_NUMBER = re.compile(
    r"(?P<int>\d{1,3}(?P<sep>[,_])\d{3}(?:(?P=sep)\d{3})*|\d+)"  # 15,000,000  1_000_000  15
    r"(?:\.(?P<frac>\d+))?"
    r"(?:e(?P<exp>[+-]?\d{1,3}))?",
    re.IGNORECASE,
)
_TAIL = re.compile(r"\s*(?:tokens?|toks?|个?\s*token|词元)?\s*$", re.IGNORECASE)


def parse_tokens(value: object) -> int:
    """A whole, positive token count up to ``MAX_TOKENS``; ``ValueError`` (saying why) otherwise.

    Accepts an int, a finite float with a whole value (YAML reads ``2.0e10`` as one) or text.
    """
    if isinstance(value, bool):  # True is an int to Python, not a count to anyone
        raise ValueError(f"{value!r} is not a token count")
    if isinstance(value, int):
        count = Decimal(value)
    elif isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError(f"{value!r} is not a token count")
        count = Decimal(value)
    elif isinstance(value, str):
        count = _text(value)
    else:
        raise ValueError(f"{value!r} is not a token count")
    if count != count.to_integral_value():
        raise ValueError(f"{value!r} is not a whole number of tokens")
    if not 1 <= count <= MAX_TOKENS:
        raise ValueError(f"{value!r} is not a token count between 1 and 1e15")
    return int(count)


def _text(raw: str) -> Decimal:
    text = unicodedata.normalize("NFKC", raw).strip()  # full-width digits and letters too
    text = _TAIL.sub("", text, count=1)
    number = _NUMBER.match(text)
    if not text or number is None:
        raise ValueError(f"{raw!r} is not a number of tokens (e.g. 15T, 100B, 2e10)")
    rest = text[number.end():].strip()
    try:
        mantissa = Decimal(number["int"].replace(",", "").replace("_", "") + "." + (number["frac"] or "0"))
        exponent = int(number["exp"] or 0)
    except InvalidOperation:  # pragma: no cover - the pattern admits only digits
        raise ValueError(f"{raw!r} is not a number of tokens") from None
    multiplier = _multiplier(rest)
    if multiplier is None and re.match(r"[,_]\d", rest):
        raise ValueError(f"{raw!r}: digits grouped other than in thousands (write 1.5B or 1,500,000,000)")
    if multiplier is None:
        raise ValueError(f"{raw!r}: {rest!r} is not a multiplier (k, M, B, T, thousand … trillion, 万, 亿)")
    return mantissa.scaleb(exponent) * multiplier


def _multiplier(rest: str) -> int | None:
    """``B`` → 10⁹, ``万亿`` → 10¹², ``""`` → 1; None for anything else."""
    if rest.lower() in _SUFFIX:
        return _SUFFIX[rest.lower()]
    if rest and all(ch in _ZH for ch in rest):
        product = 1
        for ch in rest:
            product *= _ZH[ch]
        return product
    return None
