"""Untrusted text made inert for each place it is shown: one module for every renderer and stderr.

Why one module: vendor names, quoted clauses, file names and waiver reasons come from files the
user did not write. Each output format has its own way to be attacked — a line break that
starts a forged ``Verdict: PASS`` line in a text or JUnit report, a terminal escape that
retitles the window or hides a line, ``[x](javascript:…)`` or a live ``@mention`` in a pull
request comment, a character XML 1.0 cannot carry — and a fix made in one renderer and forgotten
in the next is how the first round of fixes left holes. Every renderer calls the function for its
format here; each starts from ``clean`` (one line, no control characters).

Nothing here knows about offers or reports; it imports only the standard library.
"""

from __future__ import annotations

import html
import re

_ESCAPES = re.compile(
    # CSI … final byte, OSC … BEL/ST, any other ESC-initiated pair
    r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b."
)
_BREAKS = re.compile("[ \t]*[\t\n\r\x0b\x0c\x85\u2028\u2029]+[ \t]*")
"""Line and paragraph breaks (and tabs next to them): a document's text never starts a report line."""
_CONTROL = re.compile(
    "[\x00-\x08\x0e-\x1f\x7f-\x84\x86-\x9f]"
    # bidi embedding/override/isolate marks: a document could reorder how the reviewer sees the
    # text around them ("Trojan Source"); they carry no meaning an audit report needs
    "|[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"
)
_JSON_UNSAFE = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
# What XML 1.0 forbids, listed (the complement of its Char production): the negated form costs ~7 ms to
# compile at every start-up.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
_MD_SPECIAL = re.compile(r"([\\`*_\[\]()|~!#])")
# GitHub/GitLab turn these into links or notifications even without Markdown syntax: a mention
# (@team), an e-mail (a@b.c), a bare URL (https://…, www.…). A zero-width space after the trigger
# character keeps the text readable and dead (the way Renovate defuses mentions it quotes).
_MD_AUTOLINK = re.compile(r"(?i)(@)(?=[\w-])|(:)(?=//)|\b(www)(?=\.)")
_ZWSP = "&#8203;"

STDERR_CHARS = 400
"""An error line on stderr is cut after this many characters (a 5 MB value is not a message)."""


def clean(text: object) -> str:
    """One line of plain text for a terminal or a line-oriented report.

    Terminal escape sequences and control characters are dropped; line breaks and tabs become
    one space, so text from a document can never begin a line of the report.
    """
    flat = _ESCAPES.sub("", str(text))
    flat = _BREAKS.sub(" ", flat)
    return _CONTROL.sub("", flat)


def xml_text(text: object) -> str:
    """``clean`` restricted to what XML 1.0 can carry (ElementTree escapes the markup itself)."""
    return _NOT_XML.sub("", clean(text))


def html_text(text: object) -> str:
    """``clean``, then HTML-escaped (quotes too, so it is safe inside an attribute)."""
    return html.escape(clean(text), quote=True)


def markdown_text(text: object) -> str:
    """Inline Markdown that renders as the literal text: no link, image, HTML, emphasis, table
    break, heading, autolink or mention can come out of it."""
    flat = " ".join(clean(text).split())
    flat = flat.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    flat = _MD_SPECIAL.sub(r"\\\1", flat)
    return _MD_AUTOLINK.sub(lambda m: m.group(0) + _ZWSP, flat)


def markdown_code(text: object) -> str:
    """An identifier (rule id, fact path) in a code span; backticks inside cannot close it."""
    flat = " ".join(clean(text).split()).replace("`", "'")
    return f"`{flat}`"


def inert_json(text: str) -> str:
    """Serialised JSON with C1 controls, DEL, bidi marks and line separators written as ``\\uXXXX``.

    Lossless: such characters can only occur inside JSON strings, where the escape means the same.
    ``json.dumps`` already escapes C0 controls (ESC, NUL); ``ensure_ascii=False`` leaves the rest raw.
    """
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def _visible(match: re.Match[str]) -> str:
    code = ord(match.group())
    return {"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(match.group(), f"\\x{code:02x}" if code < 256
                                                       else f"\\u{code:04x}")


_SHOW = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def error_line(text: object, limit: int = STDERR_CHARS) -> str:
    """A message for stderr: one line, control characters *shown* as escapes (``\\x1b``) so a
    file name stays recognisable but cannot act on the terminal, cut after ``limit`` characters."""
    shown = _SHOW.sub(_visible, str(text))
    if len(shown) > limit:
        shown = f"{shown[:limit]}… ({len(shown) - limit:,} more characters)"
    return shown
