"""pdfplumber's page with a quicker conversion of characters, the objects a page has by the thousand.

pdfplumber turns every layout object into a dict by resolving each attribute recursively (``resolve_all``), about
a third of the time a text page takes to read. A character's attributes are numbers, strings and one matrix of
numbers, never references, so the same dict is built directly; every other object, and any character holding
something else, takes pdfplumber's own path. ``tests/ingest/test_pdf_page.py`` checks the two give equal dicts.
Imported only when a PDF is read.
"""

from __future__ import annotations

from functools import cache
from typing import Any
from unicodedata import normalize as normalize_unicode

from pdfminer.layout import LTChar
from pdfplumber.page import ALL_ATTRS, Page, fix_fontname_bytes
from pdfplumber.utils import resolve_and_decode

_PLAIN = frozenset({float, int, str, bool, type(None)})
_CHAR_ATTRS = frozenset(ALL_ATTRS)


@cache
def _colour_space(name: str) -> Any:
    """A colour space's decoded name: a page has a handful, its characters thousands."""
    return resolve_and_decode(name)


class QuickPage(Page):
    """A ``pdfplumber.page.Page`` whose characters are converted without the recursive resolution."""

    def process_object(self, obj: Any) -> dict[str, Any]:
        if type(obj) is not LTChar or hasattr(obj, "scs") or not hasattr(obj, "ncs"):
            return super().process_object(obj)
        attr: dict[str, Any] = {key: value for key, value in obj.__dict__.items() if key in _CHAR_ATTRS}
        odd = [value for value in attr.values() if type(value) not in _PLAIN]  # the matrix, a tuple of numbers
        if any(type(value) is not tuple or not _PLAIN.issuperset(map(type, value)) for value in odd):
            return super().process_object(obj)
        attr["object_type"] = "char"
        attr["page_number"] = self.page_number
        name = obj.ncs.name
        attr["ncs"] = _colour_space(name) if type(name) is str else resolve_and_decode(name)
        text = obj.get_text()
        attr["text"] = normalize_unicode(self.pdf.unicode_norm, text) if self.pdf.unicode_norm is not None else text
        state = obj.graphicstate
        attr["stroking_color"] = state.scolor if isinstance(state.scolor, tuple) else (state.scolor,)
        attr["non_stroking_color"] = state.ncolor if isinstance(state.ncolor, tuple) else (state.ncolor,)
        if isinstance(attr["fontname"], bytes):
            attr["fontname"] = fix_fontname_bytes(attr["fontname"])
        mb_x0, mb_top = self.mediabox[:2]
        attr["top"] = (self.height - attr["y1"]) + mb_top
        attr["bottom"] = (self.height - attr["y0"]) + mb_top
        attr["doctop"] = self.initial_doctop + attr["top"]
        if mb_x0 != 0:
            attr["x0"] = attr["x0"] + mb_x0
            attr["x1"] = attr["x1"] + mb_x0
        return attr
