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


# ---------------------------------------------------------------- hand-built PDFs that attack the parser


def raw_pdf(objects: list[bytes], root: int = 1) -> bytes:
    """A PDF from object bodies (object n is ``objects[n - 1]``) with a correct cross-reference table."""
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, root, xref)
    return bytes(out)


_FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"


def _page(content_ref: int, resources: bytes = b"<< /Font << /F1 5 0 R >> >>") -> bytes:
    return b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents %d 0 R /Resources %s >>" % (
        content_ref, resources)


def length_loop_pdf() -> bytes:
    """A page whose content stream's ``/Length`` is ``6 0 R`` and object 6 is ``6 0 R`` (about 800 bytes)."""
    text = b"BT /F1 12 Tf 72 700 Td (The Provider guarantees 99.9% availability.) Tj ET"
    return raw_pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        _page(4),
        b"<< /Length 6 0 R >>\nstream\n" + text + b"\nendstream",
        _FONT,
        b"6 0 R",
    ])


def inflate_bomb_pdf(inflated: int = 1 << 30) -> bytes:
    """A page with a second content stream of ``inflated`` zero bytes deflated (1 GiB → about 1 MB)."""
    import zlib

    text = b"BT /F1 12 Tf 72 700 Td (Quote Q-1: 8x NVIDIA H100 SXM5 80GB) Tj ET"
    packer = zlib.compressobj(9)
    block = b" " * (1 << 20)
    bomb = b"".join(packer.compress(block) for _ in range(inflated >> 20)) + packer.flush()
    return raw_pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [4 0 R 6 0 R] "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(text) + text + b"\nendstream",
        _FONT,
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(bomb) + bomb + b"\nendstream",
    ])


def nested_forms_pdf(depth: int = 24, fanout: int = 2) -> bytes:
    """Form XObjects each drawing the next ``fanout`` times: under 1 KB, ``fanout ** depth`` form uses."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        _page(4, b"<< /Font << /F1 5 0 R >> /XObject << /X 6 0 R >> >>"),
    ]
    page_text = b"BT /F1 12 Tf 72 700 Td (Service agreement) Tj ET /X Do"
    objects.append(b"<< /Length %d >>\nstream\n" % len(page_text) + page_text + b"\nendstream")
    objects.append(_FONT)
    for level in range(depth):
        number = 6 + level
        last = level == depth - 1
        body = b"0 0 m 1 1 l S" if last else b" ".join([b"/X Do"] * fanout)
        res = b"" if last else b"/Resources << /XObject << /X %d 0 R >> >> " % (number + 1)
        objects.append(b"<< /Type /XObject /Subtype /Form /BBox [0 0 10 10] %s/Length %d >>\nstream\n" % (
            res, len(body)) + body + b"\nendstream")
    return raw_pdf(objects)
