"""The members of one large JSON object, read a piece at a time.

A previous ``audit vendors --format json`` report of 10,000 offers is about 3 GB; ``json.load``
would hold it, and the objects built from it, several times over. Its bulk is one array (``runs``),
so this reader hands that array's elements over one by one and keeps only the other, small members.
Nothing here is specific to the auditor's reports but the name of the array to stream.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from auditor.errors import InputError

_CHUNK = 1 << 20
_WHITESPACE = " \t\n\r"


class _Reader:
    """A text buffer over a file that grows when a value does not fit and drops what was read."""

    def __init__(self, handle: IO[str], source: str) -> None:
        self.handle, self.source = handle, source
        self.buf, self.at, self.eof = "", 0, False
        self.lines_dropped = 0  # newlines in the text already dropped, for error positions
        self.decoder = json.JSONDecoder()

    def _more(self, at_least: int = _CHUNK) -> bool:
        if self.eof:
            return False
        if self.at > _CHUNK:
            self.lines_dropped += self.buf.count("\n", 0, self.at)
            self.buf, self.at = self.buf[self.at:], 0
        piece = self.handle.read(max(at_least, _CHUNK))
        if not piece:
            self.eof = True
            return False
        self.buf += piece
        return True

    def char(self) -> str:
        """The next character that is not whitespace ("" at the end), not consumed."""
        while True:
            while self.at < len(self.buf) and self.buf[self.at] in _WHITESPACE:
                self.at += 1
            if self.at < len(self.buf):
                return self.buf[self.at]
            if not self._more():
                return ""

    def expect(self, wanted: str) -> str:
        found = self.char()
        if not found or found not in wanted:
            self.fail(f"expected {' or '.join(repr(c) for c in wanted)}, found {repr(found) if found else 'the end'}")
        self.at += 1
        return found

    def value(self) -> Any:
        """The next JSON value; the buffer doubles until it holds the whole value."""
        self.char()
        while True:
            try:
                value, end = self.decoder.raw_decode(self.buf, self.at)
            except json.JSONDecodeError as exc:
                if self._more(len(self.buf) - self.at):  # the unread part doubles: linear in the value
                    continue
                self.fail(exc.msg, exc.pos)
            except RecursionError:
                self.fail("nested too deeply")
            # a number, true or null that ends the buffer may go on in the next piece
            if end == len(self.buf) and self._more():
                continue
            self.at = end
            return value

    def fail(self, message: str, pos: int | None = None) -> None:
        pos = self.at if pos is None else pos
        line = self.lines_dropped + self.buf.count("\n", 0, pos) + 1
        column = pos - (self.buf.rfind("\n", 0, pos) + 1) + 1
        raise InputError(self.source, f"not a JSON report: {message}", line=line, column=column)


def members(path: Path, stream: str) -> Iterator[tuple[str | None, Any]]:
    """``(name, value)`` for each member of the top-level object, in file order, except that the
    array named ``stream`` comes as ``(None, element)`` per element and then ``(stream, [])``, so
    the members kept keep the object's shape. One-line ``InputError`` for text that is not one
    JSON object."""
    source = str(path)
    try:
        with path.open(encoding="utf-8-sig") as handle:
            reader = _Reader(handle, source)
            if reader.char() and reader.char() in '["-0123456789tfn':
                raise InputError(source, "not an auditor JSON report (expected an object)", line=1)
            reader.expect("{")
            if reader.char() == "}":
                reader.at += 1
            else:
                while True:
                    name = reader.value()
                    if not isinstance(name, str):
                        reader.fail("expected a member name")
                    reader.expect(":")
                    if name == stream and reader.char() == "[":
                        reader.at += 1
                        if reader.char() == "]":
                            reader.at += 1
                        else:
                            while True:
                                yield None, reader.value()
                                if reader.expect(",]") == "]":
                                    break
                        yield name, []
                    else:
                        yield name, reader.value()
                    if reader.expect(",}") == "}":
                        break
            if reader.char():
                reader.fail("extra data after the report")
    except UnicodeDecodeError:  # its offset is within the piece read, not the file: not worth quoting
        raise InputError(source, "not UTF-8 text") from None
    except FileNotFoundError:
        raise InputError(source, "no such file") from None
    except IsADirectoryError:
        raise InputError(source, "is a directory, expected a file") from None
