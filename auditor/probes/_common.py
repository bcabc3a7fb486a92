"""Plumbing shared by every probe parser: the result model, numbered lines, evidence, guarded parsing.

Why a shared module: each parser keeps the same small surface (``KIND``, ``detect``, ``parse``) and
must give the same guarantees — 1-based line evidence, warnings instead of silent guesses, and
never a traceback. Putting those guarantees here means a parser cannot forget one of them.
"""


import functools
import gc
import re
from collections.abc import Callable, Iterable
from fractions import Fraction

from pydantic import BaseModel, ConfigDict, Field, SerializeAsAny

from auditor.errors import InputError
from auditor.model.evidence import Evidence
from auditor.units import Quantity, UnitError

MAX_LINE = 8192
"""Longer lines are cut before any regex sees them: keeps every parser linear on garbage input."""
ITEM_LIMIT = 4096
"""GPUs, links or ports one output may list (``Lines.cap``): 512 eight-GPU hosts concatenated. A
file of more is refused in one line, so memory follows the figures a machine has, not the log."""
WARN_LIMIT = 200
"""Warnings listed per output; the rest are counted in one line (a repeated oddity in a generated
log would otherwise keep one string per line)."""

_PROMPT = (
    r"^(?:\$|[^\s#$>]*[\w\]~)][#$>%])\s+(?P<cmd>(?:sudo\s+)?(?:nvidia-smi|fio|iperf3|\S*_perf|mpirun|dmesg"
    r"|torchrun|python\S*|\S*p2pBandwidthLatencyTest|oc|kubectl|srun|deepspeed|accelerate)\b.*)$"
)
"""A shell prompt before a probe command (``$ nvidia-smi``, ``root@host:~# fio …``, ``C:\\x>fio …``).

Only known probe commands count, so nccl-tests' ``#  Rank`` comment lines are never taken for prompts.
Compiled on first use (``_pattern``), like ``_NUMBER``: every audit imports this module for the
``ProbeResult`` type, and only one that reads probe outputs matches text."""


@functools.cache
def _pattern(source: str) -> re.Pattern[str]:
    return re.compile(source)


class ProbeResult(BaseModel):
    """What one file (or one output inside a file) measured: its kind, typed facts, evidence, warnings."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)

    file: str
    kind: str
    facts: SerializeAsAny[BaseModel] | None = None
    evidence: list[Evidence] = Field(default=[])
    warnings: list[str] = Field(default=[])

    def evidence_at(self, pointer: str) -> list[Evidence]:
        """Evidence recorded for one facts path (``gpus.3``, ``avg_busbw``)."""
        return [e for e in self.evidence if e.pointer == pointer]


class Facts(BaseModel):
    """Base of every per-kind facts model: strict, so a typo in a parser is a test failure."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)


class Lines:
    """The input split into lines (CR stripped, overlong lines cut) plus the evidence being collected."""

    def __init__(self, text: str, source: str, kind: str) -> None:
        self.source = source
        self.kind = kind
        lines = text.split("\n")
        # one list, not two: the split is cleaned only when a CR or an overlong line is in it
        if "\r" in text or (len(text) > MAX_LINE and max(map(len, lines)) > MAX_LINE):
            lines = [ln.rstrip("\r")[:MAX_LINE] for ln in lines]
        self.lines = lines
        self.extractor = f"probe:{kind}"
        self.evidence: list[Evidence] = []
        self.warnings: list[str] = []
        self.unlisted = 0
        """Warnings past ``WARN_LIMIT``, counted in one closing line."""

    def __len__(self) -> int:
        return len(self.lines)

    def __getitem__(self, i: int) -> str:
        return self.lines[i]

    def ev(self, i: int, pointer: str) -> None:
        """Record line ``i`` (0-based) as evidence for the facts path ``pointer``."""
        self.evidence.append(Evidence(source=self.source, extractor=self.extractor, pointer=pointer, line=i + 1,
                                      text=self.lines[i].strip()[:300]))

    def warn(self, i: int | None, message: str) -> None:
        """A warning for line ``i`` (0-based; None: the whole output); past ``WARN_LIMIT`` only counted."""
        if len(self.warnings) >= WARN_LIMIT:
            self.unlisted += 1
            return
        self.warnings.append(f"line {i + 1}: {message}" if i is not None else message)

    def cap(self, kept: int, i: int, what: str, limit: int | None = None) -> None:
        """Refuse an output that lists more than ``limit`` (``ITEM_LIMIT``) ``what``, in one line naming
        file and line: the figures are folded from every item, so dropping the rest could pass what
        they fail."""
        limit = ITEM_LIMIT if limit is None else limit
        if kept >= limit:
            raise InputError(self.source, f"{self.kind}: more than {limit:,} {what} in one output, more "
                                          "than any machine lists: split the file by host", line=i + 1)

    def find(self, needle: str, start: int = 0) -> int | None:
        """First line at or after ``start`` containing ``needle`` (used to place JSON values)."""
        for i in range(max(start, 0), len(self.lines)):
            if needle in self.lines[i]:
                return i
        return None

    def result(self, facts: BaseModel | None) -> ProbeResult:
        warnings = self.warnings
        if self.unlisted:
            warnings = [*warnings, f"{self.unlisted:,} more warnings like these not listed"]
        return ProbeResult(file=self.source, kind=self.kind, facts=facts, evidence=self.evidence, warnings=warnings)

    def fail(self, message: str, i: int | None = None) -> InputError:
        return InputError(self.source, f"{self.kind}: {message}", line=None if i is None else i + 1)


def guarded(kind: str) -> Callable[[Callable[[str, str], ProbeResult]], Callable[[str, str], ProbeResult]]:
    """Turn an unforeseen parser failure into a one-line ``InputError`` naming the file.

    The fuzz tests hunt for such failures; this is the backstop that keeps a user from ever seeing
    a traceback when the hunt missed one.
    """

    def decorate(fn: Callable[[str, str], ProbeResult]) -> Callable[[str, str], ProbeResult]:
        @functools.wraps(fn)
        def wrapper(text: str, source: str) -> ProbeResult:
            # A parse allocates one object per row and never makes cycles; the cyclic collector
            # re-scanning the growing result tripled the time of million-line outputs.
            collecting = gc.isenabled()
            gc.disable()
            try:
                return fn(text, source)
            except InputError:
                raise
            except (
                ValueError,
                KeyError,
                IndexError,
                TypeError,
                AttributeError,
                ArithmeticError,
                UnitError,
                RecursionError,
            ) as exc:
                raise InputError(source, f"{kind}: unreadable output ({type(exc).__name__}: {exc})") from None
            finally:
                if collecting:
                    gc.enable()

        return wrapper

    return decorate


_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d{1,2})?"
"""Exponent of at most two digits: "42949e7296" (a damaged nccl row) would be a 7,300-digit integer
that JSON output cannot print, and "1e999999999" would take minutes to build."""


def number(text: str | None) -> Fraction | None:
    """``"81559"``, ``"26.562"``, ``"1,234"`` → exact number; ``"N/A"``/garbage → None."""
    if text is None:
        return None
    t = text.strip()
    if t.isascii() and t.isdigit():  # most cells: no pattern, no Fraction parsing
        return Fraction(int(t))
    t = t.replace(",", "").replace("_", "")
    if not t or not _pattern(_NUMBER).fullmatch(t):
        return None
    try:
        return Fraction(t)
    except (ValueError, ZeroDivisionError):
        return None


def integer(text: str | None) -> int | None:
    n = number(text)
    return int(n) if n is not None and n.denominator == 1 else None


def qty(value: Fraction | float | int | str | None, unit: str) -> Quantity | None:
    """A quantity from a parsed number, or None.

    Durations are spelt ``sec``, not ``s``: the display treats ``s`` as a computed base unit and
    has no sub-second rung, so a 181 µs latency would print without a unit and not read back.
    """
    if value is None:
        return None
    if isinstance(value, str):
        return _qty_text(value, unit)
    one = _unit(unit)
    return Quantity(
        one.magnitude * (value if isinstance(value, Fraction | int) else Fraction(str(value))), one.dims, one.unit
    )


@functools.lru_cache(maxsize=4096)
def _qty_text(value: str, unit: str) -> Quantity | None:
    """Printed figures repeat (every link "26.562 GB/s", every GPU "81559MiB"); Quantity is immutable."""
    n = number(value)
    return None if n is None else qty(n, unit)


@functools.lru_cache(maxsize=128)
def _unit(unit: str) -> Quantity:
    """One of ``unit``, resolved once: unit lookup dominated parse time on million-line outputs."""
    return Quantity.of(1, unit)


def mean(values: Iterable[Quantity]) -> Quantity | None:
    items = list(values)
    if not items:
        return None
    total = items[0]
    for q in items[1:]:
        total = total + q
    return total / len(items)


def key_value(line: str) -> tuple[str, str] | None:
    r"""``    Key    : value`` → ``("Key", "value")``, None without a colon after a key.

    The split of ``nvidia-smi -q``-style dumps, done with ``partition``: the pattern it replaces
    (``^\s*([^:]+?)\s*:\s*(.*?)\s*$``, the same result) was a third of those parses. A key of
    spaces alone is its last space, as the pattern's backtracking made it."""
    before, colon, after = line.partition(":")
    if not colon or not before:
        return None
    return before.strip() or before[-1], after.strip()


def strip_prompt(line: str) -> str | None:
    """The command of a shell-prompt line, or None if the line is not one."""
    m = _pattern(_PROMPT).match(line)
    return m.group("cmd") if m else None


# -- one-line summaries (``SPEC.summary``, printed by ``audit probe``)


def counted(names: Iterable[str]) -> str:
    """``8× NVIDIA H800`` / ``4× A100-SXM4-80GB, 4× H100``: names as counts, in first-seen order."""
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return ", ".join(f"{n}× {name}" for name, n in counts.items())


def plural(n: int, word: str, words: str | None = None) -> str:
    """``1 GPU`` / ``8 GPUs``."""
    return f"{n} {word if n == 1 else words or word + 's'}"


def size_text(q: Quantity) -> str:
    """A message or memory size as the tools print it: ``8 GiB``, ``256 MiB`` when exact, else as written."""
    for unit, factor in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        whole = q.magnitude / factor
        if q.magnitude >= factor and whole.denominator == 1:
            return f"{whole.numerator} {unit}"
    return str(q)


def rate_text(q: Quantity, digits: int = 1) -> str:
    """A rate rounded for a summary line, in the unit it was written in while that reads well
    (``470.7 GB/s``, ``391 Gb/s``), else on the same ladder, bits or bytes (``171233 KB/s`` → ``171.2 MB/s``)."""
    unit = q.unit
    try:
        shown = q.to(unit) if unit else None
    except UnitError:
        shown = None
    if shown is None or not 1 <= abs(shown) < 10_000:
        bits = bool(unit) and ("bit" in unit or unit.rstrip("/s").endswith("b") or unit.endswith("bps"))
        ladder = _BIT_LADDER if bits else _BYTE_LADDER
        if q.dims != _UNIT_RATE.dims:
            return str(q)
        unit = next((name for name in ladder if abs(q.magnitude) >= _unit(name).magnitude), ladder[-1])
        shown = q.to(unit)
    return f"{float(shown):.{digits}f}".rstrip("0").rstrip(".") + f" {unit}"


_BYTE_LADDER = ("TB/s", "GB/s", "MB/s", "KB/s", "B/s")
_BIT_LADDER = ("Tb/s", "Gb/s", "Mb/s", "Kb/s", "b/s")
_UNIT_RATE = Quantity.of(1, "B/s")
