"""Errors that end a run with exit code 2 and one line naming the file and place.

Anything raised as ``InputError`` is the user's input (offer, PDF, probe, rule, policy, list
file); the CLI prints ``str(error)`` and exits 2, never a traceback.
"""

from __future__ import annotations


class InputError(Exception):
    """Bad input: ``file:line:col: message`` (line/col when known)."""

    def __init__(self, source: str, message: str, *, line: int | None = None, column: int | None = None,
                 pointer: str | None = None, detail: str | None = None) -> None:
        self.source = source
        self.message = message
        self.line = line
        self.column = column
        self.pointer = pointer
        self.detail = detail  # extra lines (e.g. the offending line and a caret) shown under the message
        super().__init__(self.headline())

    def headline(self) -> str:
        place = self.source
        if self.line is not None:
            place += f":{self.line}"
            if self.column is not None:
                place += f":{self.column}"
        where = f" at {self.pointer}" if self.pointer else ""
        return f"{place}: {self.message}{where}"

    def __str__(self) -> str:
        return self.headline() if not self.detail else f"{self.headline()}\n{self.detail}"


class UsageError(Exception):
    """A command-line mistake not tied to a file (unknown model name, bad option value)."""


def error_text(exc: Exception) -> str:
    """What stderr shows for an input or usage error: each line made inert and cut short.

    The headline names file and place; an ``InputError``'s detail (the offending line and a
    caret) follows on its own lines. File names and quoted values came from the user's files, so
    control characters are shown as escapes, never sent to the terminal (auditor.infra.sanitize).
    """
    from auditor.infra.sanitize import error_line

    if isinstance(exc, InputError):
        lines = [exc.headline(), *(exc.detail.splitlines() if exc.detail else [])]
    else:
        lines = [str(exc)]
    return "\n".join(error_line(line) for line in lines)
