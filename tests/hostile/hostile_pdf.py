"""Build PDFs whose text layer carries hostile strings (markup, links, terminal escapes, NUL, bidi).

Why a patch step: reportlab cannot print a control character (a font has no glyph for ESC or
NUL), so it would never reach the text layer the auditor extracts. The PDF is drawn with
harmless placeholder signs (Latin-1 symbols such as ¤, present in reportlab's bundled Vera font) and then
the font's ToUnicode map is rewritten so that each placeholder *extracts* as the hostile code
point. Each ``<00A4>`` entry becomes ``<001B>`` — the same length — so the cross-reference
offsets stay valid and pdfminer reads the file without repair, exactly as it would a vendor's.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

# placeholder letter → the code point it extracts as
PLACEHOLDERS: dict[str, str] = {
    "\u00a4": "\x1b",    # ¤ → ESC
    "\u00a6": "\x00",    # ¦ → NUL
    "\u00a8": "\x07",    # ¨ → BEL
    "\u00af": "\x08",    # ¯ → BS
    "\u00b8": "\u202e",  # ¸ → RIGHT-TO-LEFT OVERRIDE
    "\u00ac": "\x9b",    # ¬ → C1 CSI
    "\u00b5": "\r",      # µ → CR (rewrites the terminal line)
}

MARKUP = '<script>alert(1)</script> <img src=x onerror=alert(1)> <a href="javascript:alert(2)">x</a>'
MARKDOWN = "[click](javascript:alert(1)) ](javascript:alert(1)) ![i](http://evil/x.png) | pipe `tick`"
TERMINAL = "\x1b[31mRED\x1b[0m \x1b]8;;http://evil/\x07link\x1b]8;;\x07 \x1b]0;title\x07 \x1b[2J"
CONTROL = "NUL\x00 BEL\x07 BS\x08 CR\rX CSI\x9b1m \u202eRLO\u202c"
HOSTILE = f"{MARKUP} {MARKDOWN} {TERMINAL} {CONTROL}"
"""Everything at once, as it should come out of extraction."""


def _placeholder(text: str) -> str:
    reverse = {v: k for k, v in PLACEHOLDERS.items()}
    return "".join(reverse.get(ch, ch) for ch in text)


def hostile_pdf(target: Path, hostile: str = HOSTILE, *, contract: bool = True) -> Path:
    """A one-page quote (and contract clauses) whose vendor, spec line, statements and clauses carry ``hostile``."""
    import reportlab.rl_config as rl_config
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    old = rl_config.useA85
    rl_config.useA85 = 0  # keep the ToUnicode stream as plain text so it can be patched in place
    try:
        pdfmetrics.registerFont(TTFont("Vera", "Vera.ttf"))
        c = canvas.Canvas(str(target), pageCompression=0, invariant=1)
        c.setFont("Vera", 7)
        lines = [
            f"Vendor: Evil Compute {hostile}",
            "Quote No.: Q-666",
            f"GPU: 8x NVIDIA H100 SXM5 80GB, NVLink {hostile}",
            f"The GPUs are dedicated bare metal, not MIG or vGPU. {hostile}",
        ]
        if contract:
            lines += [
                "Article 1. Service levels",
                f"The Provider will use best efforts to keep the service available. {hostile}",
                f"Article 2. Fees. Billing is monthly in arrears. {hostile}",
            ]
        y = 800.0
        for line in lines:
            # wrapped at spaces, so each hostile token stays whole on one printed line
            for piece in textwrap.wrap(line, 100, break_long_words=False, replace_whitespace=False):
                c.drawString(20, y, _placeholder(piece))
                y -= 12
            y -= 10
        c.showPage()
        c.save()
    finally:
        rl_config.useA85 = old
    data = target.read_bytes()
    for letter, code in PLACEHOLDERS.items():
        if code not in hostile:
            continue
        old_entry = b"<%04X>" % ord(letter)
        new_entry = b"<%04X>" % ord(code)
        assert old_entry in data, f"placeholder {letter!r} missing from the ToUnicode map"
        data = data.replace(old_entry, new_entry)
    target.write_bytes(data)
    return target
