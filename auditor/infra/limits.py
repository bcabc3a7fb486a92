"""Input limits in one place: untrusted vendor files must not exhaust memory or time.

Every reader of an input the user did not write (offer documents, PDFs, probe outputs) and of the
small files that steer an audit (rules, policies, vendor lists, waivers, the MFU table) takes its
cap from here, so one table documents them all and one environment variable changes each:

==============================  =========  ==================================================
variable                        default    bounds
==============================  =========  ==================================================
AUDIT_MAX_FILE_BYTES            64 MiB     an offer document (YAML, JSON, PDF, workbook)
AUDIT_MAX_PROBE_BYTES           64 MiB     one probe output file
AUDIT_MAX_PROBE_SECONDS         20         seconds spent parsing one probe output file
AUDIT_MAX_CONFIG_BYTES          8 MiB      a rule, policy, vendor-list, waiver or MFU-table file
AUDIT_MAX_REPORT_BYTES          8192 MiB   a JSON report given as ``--baseline`` or to ``audit diff`` (streamed)
AUDIT_MAX_YAML_DEPTH            64         nesting of any YAML/JSON file read
AUDIT_MAX_YAML_NODES            200000     nodes after alias expansion ("billion laughs")
AUDIT_MAX_PDF_PAGES             250        pages of one PDF
AUDIT_MAX_PDF_PAGE_OBJECTS      250000     chars, lines, rects, curves and images on one page
AUDIT_MAX_PDF_PAGE_FORMS        1000       form XObjects and images drawn on one page (each use)
AUDIT_MAX_PDF_PAGE_SECONDS      10         seconds spent on one page (``ingest/document.py``)
AUDIT_MAX_PDF_SECONDS           60         seconds for one whole PDF
AUDIT_MAX_PDF_STREAM_BYTES      32 MiB     one PDF stream once inflated (``ingest/pdf_bounds.py``)
AUDIT_MAX_PDF_INFLATED_BYTES    128 MiB    all streams of one PDF once inflated
AUDIT_MAX_RULE_DEPTH            100        nesting of one rule expression
==============================  =========  ==================================================

The limits agree with each other at the measured costs (``benchmarks/bench_pdf.py`` and
``bench_probe_scale.py`` on a 2-core VM), so no input that passes one limit is stopped by
another for a reason the table does not give:

- a PDF reads at 0.11–0.25 s per page, so the 250-page cap takes 28–62 s, within the 60 s
  whole-PDF budget (2,000 pages, the old cap, would have needed 220–500 s); a contract with its
  annexes is rarely over 100 pages;
- the slowest probe parser reads about 6 MB/s (``nvidia-smi`` tables; nccl-tests logs 14 MB/s),
  so a file at the 64 MiB size cap parses in about 11 s, within the 20 s probe budget; a larger
  log is refused by size at once, before any parsing;
- the per-page time (10 s) bounds one pathological page long before the whole-PDF budget.

Values are read when a limit is used, not at import, so a test or a wrapper script can set them
per run. A value that is not a positive number is a usage error (exit 2), not silently ignored.
Exceeding a limit is an ``InputError``: one line naming the file and the variable to raise.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from auditor.errors import InputError, UsageError

MiB = 1024 * 1024


def _limit(name: str, default: int) -> int:
    """The integer limit ``AUDIT_<name>``, or ``default`` when unset."""
    raw = os.environ.get(f"AUDIT_{name}", "").strip().replace("_", "")
    if not raw:
        return default
    if not raw.isdigit() or int(raw) <= 0:
        raise UsageError(f"AUDIT_{name} must be a positive whole number, got {raw!r}")
    return int(raw)


def _seconds(name: str, default: float) -> float:
    raw = os.environ.get(f"AUDIT_{name}", "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not value >= 0:  # also refuses NaN
        raise UsageError(f"AUDIT_{name} must be a number of seconds, got {raw!r}")
    return value


def report_bytes() -> int:
    return _limit("MAX_REPORT_BYTES", 8 * 1024 * MiB)


def file_bytes() -> int:
    return _limit("MAX_FILE_BYTES", 64 * MiB)


def probe_bytes() -> int:
    return _limit("MAX_PROBE_BYTES", 64 * MiB)


def config_bytes() -> int:
    return _limit("MAX_CONFIG_BYTES", 8 * MiB)


def yaml_depth() -> int:
    return _limit("MAX_YAML_DEPTH", 64)


def yaml_nodes() -> int:
    return _limit("MAX_YAML_NODES", 200_000)


def pdf_limits_key() -> str:
    """The size limits a PDF was read under, for cache keys: a PDF read under looser limits must not
    slip past stricter ones (time budgets are left out: a slow read that finished is the same read)."""
    return (f"pages={pdf_pages()};objects={pdf_page_objects()};forms={pdf_page_forms()};"
            f"stream={pdf_stream_bytes()};inflated={pdf_inflated_bytes()}")


def pdf_pages() -> int:
    return _limit("MAX_PDF_PAGES", 250)


def pdf_page_objects() -> int:
    return _limit("MAX_PDF_PAGE_OBJECTS", 250_000)


def pdf_page_forms() -> int:
    return _limit("MAX_PDF_PAGE_FORMS", 1000)


def pdf_page_seconds() -> float:
    return _seconds("MAX_PDF_PAGE_SECONDS", 10.0)


def pdf_seconds() -> float:
    """Whole-document wall-clock budget: the backstop for loops inside pdfminer itself. 60 s fits
    the page cap at the measured per-page cost (module doc); raise it for a huge scan."""
    return _seconds("MAX_PDF_SECONDS", 60.0)


def probe_seconds() -> float:
    """Seconds one probe file may take to parse (a transcript of thousands of prompts stays linear)."""
    return _seconds("MAX_PROBE_SECONDS", 20.0)


def pdf_stream_bytes() -> int:
    return _limit("MAX_PDF_STREAM_BYTES", 32 * MiB)


def pdf_inflated_bytes() -> int:
    return _limit("MAX_PDF_INFLATED_BYTES", 128 * MiB)


def rule_depth() -> int:
    return _limit("MAX_RULE_DEPTH", 100)


# Import-time snapshots, kept for code that imported the constants; readers call the functions.
MAX_FILE_BYTES = 64 * MiB
MAX_YAML_DEPTH = 64
MAX_YAML_NODES = 200_000

_ENV = {"file": "AUDIT_MAX_FILE_BYTES", "probe": "AUDIT_MAX_PROBE_BYTES", "config": "AUDIT_MAX_CONFIG_BYTES",
        "report": "AUDIT_MAX_REPORT_BYTES"}
_CAP = {"file": file_bytes, "probe": probe_bytes, "config": config_bytes, "report": report_bytes}


def regular_file(path: Path) -> os.stat_result:
    """``path``'s status if it is a regular file (symlinks followed); otherwise a one-line error.

    A FIFO named as an input blocked the run forever; a device (``/dev/zero``) reports size 0
    and never ends; a symlink loop raised a traceback.
    """
    import stat

    try:
        info = path.stat()
    except FileNotFoundError:
        raise InputError(str(path), "no such file") from None
    except OSError as exc:  # ELOOP (a symlink loop), EACCES …
        raise InputError(str(path), f"cannot read: {exc.strerror or exc}") from None
    if stat.S_ISDIR(info.st_mode):
        raise InputError(str(path), "is a directory, expected a file")
    if not stat.S_ISREG(info.st_mode):
        kind_of = "a FIFO (named pipe)" if stat.S_ISFIFO(info.st_mode) else (
            "a device" if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode) else "not a regular file")
        raise InputError(str(path), f"is {kind_of}; only regular files are read (save the input to a file first)")
    return info


def check_size(path: Path, limit: int | None = None, *, kind: str = "file") -> None:
    """Refuse ``path`` before reading it when it is not a regular file or is larger than the
    ``kind`` limit (or ``limit``).

    Only regular files are read (``regular_file``).
    """
    size = regular_file(path).st_size
    cap = _CAP[kind]() if limit is None else limit
    if size > cap:
        raise InputError(str(path), f"file is {size:,} bytes, over the {cap:,}-byte limit ({_ENV[kind]})")


def read_text(path: Path, *, kind: str = "config", encoding: str = "utf-8-sig") -> str:
    """A small steering file (rules, policy, list, waivers) read whole, after the size check.

    Errors are one line: missing file, a directory, not UTF-8, or too large.
    """
    source = str(path)
    if path.is_dir():
        raise InputError(source, "is a directory, expected a file")
    check_size(path, kind=kind)
    try:
        return path.read_text(encoding=encoding)
    except FileNotFoundError:
        raise InputError(source, "no such file") from None
    except UnicodeDecodeError as exc:
        raise InputError(source, f"not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise InputError(source, f"cannot read: {exc.strerror or exc}") from None


def check_yaml_tree(node: Any, source: str) -> None:
    """Walk a composed YAML node graph without recursion; refuse it if too deep or too large.

    Aliases are followed, so a node reached through ten aliases counts ten times: that is the size
    the document has once built and walked ("billion laughs"), and a recursive alias hits the cap too.
    """
    import yaml

    depth_cap, node_cap = yaml_depth(), yaml_nodes()
    seen = 0
    stack: list[tuple[Any, int]] = [(node, 0)] if node is not None else []
    while stack:
        item, depth = stack.pop()
        seen += 1
        line = item.start_mark.line + 1
        if seen > node_cap:
            raise InputError(source, f"document expands to more than {node_cap:,} nodes (alias bomb?) "
                                     "(AUDIT_MAX_YAML_NODES)", line=line)
        if depth > depth_cap:
            raise InputError(source, f"nesting deeper than {depth_cap} levels (AUDIT_MAX_YAML_DEPTH)", line=line)
        if isinstance(item, yaml.MappingNode):
            _no_duplicate_keys(item, source)
            for key, value in item.value:
                stack.append((key, depth + 1))
                stack.append((value, depth + 1))
        elif isinstance(item, yaml.SequenceNode):
            stack.extend((child, depth + 1) for child in item.value)


_MERGE_TAG = "tag:yaml.org,2002:merge"


def _no_duplicate_keys(mapping: Any, source: str) -> None:
    """A key written twice in one mapping is an error naming both lines.

    YAML loaders and ``json.loads`` keep the last value silently, so reordering two lines could
    flip a FAIL to a PASS, and a reviewer reading the first would not see the second. Merge keys
    (``<<: *defaults``) may be overridden; that is what they are for.
    """
    import yaml

    seen: dict[tuple[str, str], int] = {}
    for key, _ in mapping.value:
        if not isinstance(key, yaml.ScalarNode) or key.tag == _MERGE_TAG:
            continue
        line = key.start_mark.line + 1
        ident = (key.tag, key.value)
        if ident in seen:
            raise InputError(source, f"key {key.value[:80]!r} appears twice in one mapping (lines {seen[ident]} "
                                     f"and {line}); keep one", line=line)
        seen[ident] = line


def _prescan(text: str, source: str, loader: Any) -> None:
    """Count nodes and depth from the parser's event stream, before a node tree is built.

    Composing first and checking after let a million-key mapping cost 15 s and 946 MB before the
    node limit fired; events stream, so the limit now fires at the node that crosses it.
    """
    import yaml

    node_cap, depth_cap = yaml_nodes(), yaml_depth()
    seen = depth = 0
    for event in yaml.parse(text, Loader=loader):
        if isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
            continue
        if not isinstance(event, (yaml.ScalarEvent, yaml.AliasEvent, yaml.CollectionStartEvent)):
            continue
        seen += 1
        if seen > node_cap:
            raise InputError(source, f"document has more than {node_cap:,} nodes (AUDIT_MAX_YAML_NODES)",
                             line=event.start_mark.line + 1)
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > depth_cap:
                raise InputError(source, f"nesting deeper than {depth_cap} levels (AUDIT_MAX_YAML_DEPTH)",
                                 line=event.start_mark.line + 1)


def load_json(text: str, source: str) -> Any:
    """JSON parsed with the same bounds as YAML: object members counted while parsing, duplicate
    keys refused (naming both lines), nesting and huge integers one-line errors."""
    import json

    node_cap = yaml_nodes()
    count = [0]
    duplicate: list[str] = []

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        count[0] += len(items) + 1
        if count[0] > node_cap:
            raise InputError(source, f"document has more than {node_cap:,} nodes (AUDIT_MAX_YAML_NODES)")
        out = dict(items)
        if len(out) != len(items) and not duplicate:
            keys = [k for k, _ in items]
            duplicate.append(next(k for k in keys if keys.count(k) > 1))
        return out

    try:
        data = json.loads(text, object_pairs_hook=pairs)
    except json.JSONDecodeError as exc:
        raise InputError(source, f"invalid JSON: {exc.msg}", line=exc.lineno, column=exc.colno) from None
    except ValueError as exc:  # an integer of more than 4,300 digits
        raise InputError(source, f"invalid JSON value: {exc}") from None
    except RecursionError:  # the decoder recurses per level: thousands of `[` overflow it
        raise InputError(source, f"nesting deeper than {yaml_depth()} levels (AUDIT_MAX_YAML_DEPTH)") from None
    if duplicate:
        import contextlib

        import yaml

        with contextlib.suppress(yaml.YAMLError):
            compose_yaml(text, source)  # JSON is YAML: this names both lines of the duplicate
        raise InputError(source, f"key {duplicate[0][:80]!r} appears twice in one object; keep one")
    return data


def load_yaml(text: str, source: str) -> tuple[Any, Any]:
    """(data, root node) of a YAML document: parsed once, bounded, every failure one line.

    Every reader of YAML (offers, policies, rule tests, MFU tables, fact fixtures) comes here, so
    each gets the same depth and alias-expansion limits and the same errors: a syntax error with
    its line and column, a bad value (``2026-13-14``, an integer too long to convert), nesting.
    """
    import yaml
    from yaml.constructor import SafeConstructor

    try:
        node = compose_yaml(text, source)
        data = SafeConstructor().construct_document(node) if node is not None else None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "syntax error"
        raise InputError(source, f"invalid YAML: {problem}", line=mark.line + 1 if mark else None,
                         column=mark.column + 1 if mark else None) from None
    except yaml.YAMLError as exc:
        raise InputError(source, f"invalid YAML: {exc}") from None
    except ValueError as exc:  # a timestamp such as 2026-13-14, or an int too long to convert (fuzz finding)
        raise InputError(source, f"invalid YAML value: {exc}") from None
    except RecursionError:
        raise InputError(source, f"nesting deeper than {yaml_depth()} levels (AUDIT_MAX_YAML_DEPTH)") from None
    return data, node


def compose_yaml(text: str, source: str) -> Any:
    """Compose (not construct) YAML with the C loader when present, bounded; None for an empty file.

    Deep nesting that overflows the parser itself is reported as the same one-line error.
    """
    import yaml

    try:
        from yaml import CSafeLoader as Loader
    except ImportError:  # pragma: no cover - depends on the PyYAML build
        from yaml import SafeLoader as Loader
    try:
        _prescan(text, source, Loader)
        node = yaml.compose(text, Loader=Loader)
    except RecursionError:
        raise InputError(source, f"nesting deeper than {yaml_depth()} levels (AUDIT_MAX_YAML_DEPTH)") from None
    check_yaml_tree(node, source)
    return node
