"""Bounds pdfminer has no setting for: reference chains, inflated stream bytes, LZW output.

Why patch instead of configure: pdfminer resolves an indirect reference with an unbounded loop
(a ``/Length`` that refers to itself spun for the whole 300 s budget), inflates every FlateDecode
stream whole with ``zlib.decompress`` (a 1 MB PDF inflated to 1 GiB, 2.1 GB of memory, and then
passed) and recovers a corrupt stream by concatenating bytes one at a time (quadratic). Those
functions are replaced here, once per process, by bounded versions with the same results on
well-formed input:

* ``resolve1``/``resolve_all``: at most ``MAX_REFERENCE_CHAIN`` hops per reference;
* FlateDecode: at most ``AUDIT_MAX_PDF_STREAM_BYTES`` per stream, inflated incrementally so the
  limit fires before the memory is spent; corrupt streams are recovered in linear time;
* LZW: the same per-stream limit, counted as the decoder yields;
* every decoded stream counts towards ``AUDIT_MAX_PDF_INFLATED_BYTES`` per document.

Exceeding a bound raises ``PdfBound``, a ``BaseException`` like KeyboardInterrupt, so that no
``except Exception`` inside pdfminer or pdfplumber can swallow it; ``read_document`` turns it
into the one-line ``InputError``.
"""

from __future__ import annotations

import zlib
from typing import Any

MAX_REFERENCE_CHAIN = 32
"""Hops one reference may take (``1 0 R`` → ``2 0 R`` → …); real files use one or two."""


class PdfBound(BaseException):
    """A PDF crossed a bound; ``message`` is the one-line reason (with the variable to raise)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class _Counter:
    """Decoded bytes of the document being read (reset by ``start``)."""

    stream_cap = 0
    document_cap = 0
    total = 0

    def add(self, size: int) -> None:
        self.total += size
        if self.total > self.document_cap:
            raise PdfBound(f"PDF streams inflate to more than {self.document_cap:,} bytes "
                           "(AUDIT_MAX_PDF_INFLATED_BYTES): a compression bomb, or raise the limit")

    def check_stream(self, size: int) -> None:
        if size > self.stream_cap:
            raise PdfBound(f"a PDF stream inflates to more than {self.stream_cap:,} bytes "
                           "(AUDIT_MAX_PDF_STREAM_BYTES): a compression bomb, or raise the limit")


COUNTER = _Counter()


def start(stream_cap: int, document_cap: int) -> None:
    """Bounds for the next document; installs the patches on first use."""
    _install()
    COUNTER.stream_cap, COUNTER.document_cap, COUNTER.total = stream_cap, document_cap, 0


def resolve1(x: object, default: object = None) -> Any:
    from pdfminer.pdftypes import PDFObjRef

    for _ in range(MAX_REFERENCE_CHAIN):
        if not isinstance(x, PDFObjRef):
            return x
        x = x.resolve(default=default)
    if isinstance(x, PDFObjRef):
        raise PdfBound(f"corrupt PDF: a chain of more than {MAX_REFERENCE_CHAIN} object references "
                       "(an object that refers to itself)")
    return x


def resolve_all(x: object, default: object = None) -> Any:
    """pdfminer's resolve_all with bounded chains (nesting is bounded by the recursion limit)."""
    x = resolve1(x, default)
    if isinstance(x, list):
        return [resolve_all(v, default) for v in x]
    if isinstance(x, dict):
        for k, v in x.items():
            x[k] = resolve_all(v, default)
    return x


class _BoundedInflater:
    """A ``zlib.decompressobj`` whose output counts against the stream cap as it is produced."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._d = zlib.decompressobj(*args, **kwargs)
        self.size = 0

    def decompress(self, data: bytes, max_length: int = 0) -> bytes:
        room = COUNTER.stream_cap + 1 - self.size
        out = self._d.decompress(data, room if not max_length else min(room, max_length))
        self.size += len(out)
        COUNTER.check_stream(self.size)
        if self._d.unconsumed_tail and not max_length:
            COUNTER.check_stream(self.size + 1)  # more output waits: over the cap
        return out

    def flush(self, *args: Any) -> bytes:
        out = self._d.flush(*args)
        self.size += len(out)
        COUNTER.check_stream(self.size)
        return out

    @property
    def eof(self) -> bool:
        return self._d.eof

    @property
    def unused_data(self) -> bytes:
        return self._d.unused_data

    @property
    def unconsumed_tail(self) -> bytes:
        return self._d.unconsumed_tail


class _BoundedZlib:
    """What ``pdfminer.pdftypes`` sees as ``zlib``: the same names, bounded inflation."""

    error = zlib.error
    MAX_WBITS = zlib.MAX_WBITS

    @staticmethod
    def decompressobj(*args: Any, **kwargs: Any) -> _BoundedInflater:
        return _BoundedInflater(*args, **kwargs)

    @staticmethod
    def decompress(data: bytes, wbits: int = zlib.MAX_WBITS, bufsize: int = 0) -> bytes:
        d = _BoundedInflater(wbits)
        out = d.decompress(data) + d.flush()
        if not d.eof:
            raise zlib.error("Error -5 while decompressing data: incomplete or truncated stream")
        return out


def decompress_corrupted(data: bytes) -> bytes:
    """What a damaged FlateDecode stream still yields, in linear time (pdfminer's is quadratic).

    Whole chunks are inflated; the chunk that fails is retried byte by byte from a copy of the
    decompressor, so the output is what pdfminer's byte-at-a-time loop would keep.
    """
    d = _BoundedInflater()
    out: list[bytes] = []
    chunk = 4096
    for start in range(0, len(data), chunk):
        saved = d._d.copy()
        try:
            out.append(d.decompress(data[start:start + chunk]))
            continue
        except zlib.error:
            d._d = saved
        for k in range(start, min(start + chunk, len(data))):
            try:
                out.append(d.decompress(data[k:k + 1]))
            except zlib.error:
                if k < len(data) - 3:
                    raise
                return b"".join(out)
    return b"".join(out)


def lzwdecode(data: bytes) -> bytes:
    from io import BytesIO

    from pdfminer.lzw import LZWDecoder

    out: list[bytes] = []
    size = 0
    for piece in LZWDecoder(BytesIO(data)).run():
        size += len(piece)
        COUNTER.check_stream(size)
        out.append(piece)
    return b"".join(out)


_INSTALLED = False


def _install() -> None:
    """Replace pdfminer's unbounded helpers (and the names other modules imported them under)."""
    global _INSTALLED
    if _INSTALLED:
        return
    import pdfminer.pdffont
    import pdfminer.pdfinterp
    import pdfminer.pdfpage
    import pdfminer.pdftypes as pdftypes

    for module in (pdftypes, pdfminer.pdffont, pdfminer.pdfinterp, pdfminer.pdfpage):
        if hasattr(module, "resolve1"):
            module.resolve1 = resolve1
    pdftypes.resolve_all = resolve_all  # pdfplumber's own resolve_all catches its recursion itself
    pdftypes.zlib = _BoundedZlib  # type: ignore[assignment]
    pdftypes.decompress_corrupted = decompress_corrupted
    pdftypes.lzwdecode = lzwdecode
    decode = pdftypes.PDFStream.decode

    def counted_decode(self: Any) -> None:
        decode(self)
        COUNTER.add(len(self.data or b""))

    pdftypes.PDFStream.decode = counted_decode  # type: ignore[method-assign]
    _INSTALLED = True
