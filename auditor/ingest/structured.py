"""YAML and JSON offers: safe parse, JSON-Schema validation, and evidence with pointer and line.

Validation runs in two steps. jsonschema (against the schema generated from ``OfferSpec``)
gives precise JSON pointers for shape errors (wrong type, unknown field); pydantic then parses
quantities ("80 GB", "¥5600/天") and refuses wrong dimensions and negative sizes. Either way
the error names the file, the line and the pointer, and nothing is half-loaded.
"""

from __future__ import annotations

import datetime as dt
import difflib
import json
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from auditor.errors import InputError
from auditor.infra import limits
from auditor.model.evidence import Evidence
from auditor.model.offer import CLAUSE_IDS, EXTRA_CLAUSE_IDS, Clause, Offer, OfferSpec

try:  # libyaml is several times faster when present; both are safe loaders.
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on the PyYAML build
    from yaml import SafeLoader as _Loader


@cache
def offer_schema() -> dict[str, Any]:
    """JSON Schema of an offer file (``audit schema offer``; shipped as schemas/offer.schema.json)."""
    schema = OfferSpec.model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://gpu-offer-auditor.dev/schemas/offer.schema.json"
    schema["title"] = "GPU rental offer"
    return schema


@cache
def shipped_offer_schema() -> dict[str, Any]:
    """The schema offer files are validated against: schemas/offer.schema.json as shipped.

    Reading the file costs ~1 ms where generating it from the model costs ~11 ms on every run;
    tests/spine/test_cli.py keeps the shipped file equal to ``offer_schema()``.
    """
    from auditor.resources import data_dir

    return json.loads((data_dir("schemas") / "offer.schema.json").read_text(encoding="utf-8"))


@cache
def _validator() -> Any:
    import jsonschema

    return jsonschema.Draft202012Validator(shipped_offer_schema())


def read_structured_offer(path: Path) -> Offer:
    source = str(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(
            source, f"not UTF-8 text (byte {exc.start}); expected YAML, JSON, PDF or a .txt/.md contract") from None
    data, lines = parse_with_lines(text, source, is_json=path.suffix.lower() == ".json")
    if not isinstance(data, dict):
        raise InputError(source, "an offer must be a mapping of fields (vendor, gpu, pricing …)", line=1)
    data = _jsonable(data)
    _validate_schema(data, source, lines)
    try:
        spec = OfferSpec.model_validate(data)
    except ValidationError as exc:
        raise _pydantic_error(exc, source, lines) from None
    return _with_evidence(spec, data, source, lines, text)


def check_offer_data(data: dict[str, Any], source: str) -> None:
    """Validate an offer written by the auditor itself (``audit read``) as an offer file would be."""
    _validate_schema(data, source, {})
    try:
        OfferSpec.model_validate(data)
    except ValidationError as exc:
        raise _pydantic_error(exc, source, {}) from None


# ---------------------------------------------------------------- parsing with line numbers


def parse_with_lines(text: str, source: str, *, is_json: bool = False) -> tuple[Any, dict[str, int]]:
    """Parse YAML (or JSON) and map each JSON pointer to its 1-based line."""
    if is_json:
        data = limits.load_json(text, source)  # bounded while parsing; duplicate keys refused
        try:
            node = yaml.compose(text, Loader=_Loader)
        except (yaml.YAMLError, RecursionError):
            return data, {}
        lines: dict[str, int] = {}
        _walk(node, "", lines, [0, limits.yaml_nodes(), limits.yaml_depth()], 0, source)
        return data, lines
    data, node = limits.load_yaml(text, source)
    if node is None:
        raise InputError(source, "empty document", line=1)
    lines = {}
    _walk(node, "", lines, [0, limits.yaml_nodes(), limits.yaml_depth()], 0, source)
    return data, lines


def _walk(node: yaml.Node, pointer: str, lines: dict[str, int], count: list[int], depth: int, source: str) -> None:
    """Record pointer → line; refuse documents too deep or that expand too far through aliases.

    ``count`` is [nodes seen, node cap, depth cap] (caps from auditor.infra.limits, read once per file).
    """
    count[0] += 1
    if count[0] > count[1]:
        raise InputError(source, f"document expands to more than {count[1]:,} nodes (alias bomb?) "
                                 "(AUDIT_MAX_YAML_NODES)", line=node.start_mark.line + 1)
    if depth > count[2]:
        raise InputError(source, f"nesting deeper than {count[2]} levels (AUDIT_MAX_YAML_DEPTH)",
                         line=node.start_mark.line + 1)
    lines.setdefault(pointer or "/", node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            name = str(key.value).replace("~", "~0").replace("/", "~1")
            lines.setdefault(f"{pointer}/{name}", key.start_mark.line + 1)
            _walk(value, f"{pointer}/{name}", lines, count, depth + 1, source)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _walk(item, f"{pointer}/{i}", lines, count, depth + 1, source)


def _jsonable(value: Any) -> Any:
    """YAML dates become ISO strings so the JSON Schema sees what a JSON file would hold."""
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    return value


# ---------------------------------------------------------------- validation errors


def _line_of(pointer: str, lines: dict[str, int]) -> int | None:
    probe = pointer
    while True:
        if probe in lines:
            return lines[probe]
        if not probe or probe == "/":
            return lines.get("/")
        probe = probe.rpartition("/")[0]


def _pointer(parts: Any) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts) or "/"


@cache
def _screen() -> Any:
    from auditor.ingest.schema_screen import compile_screen

    return compile_screen(shipped_offer_schema())


def _validate_schema(data: dict[str, Any], source: str, lines: dict[str, int]) -> None:
    """jsonschema validates; a document the compiled screen passes is one it would accept anyway."""
    screen = _screen()
    if screen is not None and screen(data):
        return
    errors = sorted(_validator().iter_errors(data), key=lambda e: (_line_of(_pointer(e.absolute_path), lines) or 0))
    if not errors:
        return
    from jsonschema.exceptions import best_match

    messages = []
    for error in errors[:20]:
        meant = [e for e in error.context or () if not (e.validator == "type" and e.validator_value == "null")]
        if error.validator in ("anyOf", "oneOf") and meant:
            error = best_match(meant)  # the branch meant: "unknown field 'availabilty'", not a 5 MB repr
        parts = list(error.absolute_path)
        if error.validator == "additionalProperties":  # point at the unknown key itself
            allowed = error.schema.get("properties", {})
            parts += [k for k in error.instance if k not in allowed][:1]
        pointer = _pointer(parts)
        message = _schema_message(error)
        messages.append((pointer, message))
    first_pointer, first_message = messages[0]
    rest = [f"{source}:{_line_of(p, lines) or '?'}: {m} at {p}" for p, m in messages[1:]]
    raise InputError(source, first_message, line=_line_of(first_pointer, lines), pointer=first_pointer,
                     detail="\n".join(rest) or None)


def _schema_message(error: Any) -> str:
    if error.validator == "additionalProperties":
        allowed = list(error.schema.get("properties", {}))
        extra = [k for k in error.instance if k not in allowed]
        hints = []
        for name in extra:
            close = difflib.get_close_matches(name, allowed, n=1)
            hints.append(f"unknown field {name!r}" + (f" (did you mean {close[0]!r}?)" if close else ""))
        return "; ".join(hints)
    if error.validator == "type":
        expected = error.validator_value
        return f"expected {expected if isinstance(expected, str) else ' or '.join(expected)}, got {error.instance!r}"
    if error.validator == "enum":
        return f"{error.instance!r} is not one of {', '.join(map(str, error.validator_value))}"
    if error.validator in ("anyOf", "oneOf"):
        forms = [sub for sub in error.validator_value if sub.get("type") != "null"]
        if len(forms) == 1 and "enum" in forms[0]:
            return f"{error.instance!r} is not one of {', '.join(map(str, forms[0]['enum']))}"
        if len(forms) == 1 and "type" in forms[0]:
            return f"expected {forms[0]['type']}, got {error.instance!r}"
        return f"{error.instance!r} does not match any allowed form"
    return error.message


def _pydantic_error(exc: ValidationError, source: str, lines: dict[str, int]) -> InputError:
    first = exc.errors()[0]
    pointer = _pointer(first["loc"])
    message = str(first["msg"]).removeprefix("Value error, ")
    return InputError(source, message, line=_line_of(pointer, lines), pointer=pointer)


# ---------------------------------------------------------------- evidence


def _with_evidence(spec: OfferSpec, data: dict[str, Any], source: str, lines: dict[str, int], text: str) -> Offer:
    text_lines = text.splitlines()
    evidence: dict[str, list[Evidence]] = {}

    def cite(pointer: str) -> Evidence:
        line = _line_of(pointer, lines)
        quoted = text_lines[line - 1].strip() if line and line <= len(text_lines) else None
        return Evidence(source=source, extractor="structured", pointer=pointer, line=line, text=quoted)

    def visit(value: Any, parts: list[str]) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                visit(item, [*parts, key])
            if not value and parts:
                evidence[_dotted(parts)] = [cite(_pointer(parts))]
            return
        if isinstance(value, list):
            evidence[_dotted(parts)] = [cite(_pointer(parts))]
            for i, item in enumerate(value):
                visit(item, [*parts, str(i)])
            return
        if value is not None:
            evidence[_dotted(parts)] = [cite(_pointer(parts))]

    # What a document hid and where documents disagree cite the document pages they carry (audit read), else
    # their own entry: never each of their fields.
    visit({key: value for key, value in data.items() if key not in ("conflicts", "hidden_text")}, [])
    for n, _ in enumerate(data.get("hidden_text") or []):
        evidence[f"hidden_text.{n}"] = [cite(f"/hidden_text/{n}")]
    # A clause's status is read by most SLA rules: cite the clause's own words beside the status line.
    for key in [k for k in evidence if k.startswith("clauses.") and k.endswith(".status")]:
        evidence[key] = [*evidence[key], *evidence.get(key.removesuffix(".status") + ".text", [])]
    offer = Offer(**dict(spec), sources=[source], evidence=evidence)
    for n, conflict in enumerate(offer.conflicts):
        if not conflict.evidence:
            conflict.evidence = [cite(f"/conflicts/{n}")]
    _cite_readings(offer, cite)
    if offer.clauses is not None:
        # A contract was given: a clause it does not state is absent, not unknown.
        clauses_ev = cite("/clauses")
        for clause_id in (*CLAUSE_IDS, *EXTRA_CLAUSE_IDS):
            attr = clause_id.replace("-", "_")
            if getattr(offer.clauses, attr) is None:
                setattr(offer.clauses, attr, Clause(status="absent"))
                offer.evidence[f"clauses.{attr}"] = [clauses_ev.model_copy(update={"text": f"{clause_id}: not stated"})]
    return offer


def _cite_readings(offer: Offer, cite: Any) -> None:
    """A file written by ``audit read`` and reviewed: a fact whose value is still the one read cites
    the document page and words it was read from (as auditing the document itself would); a fact
    the reviewer changed cites the reviewer's
    line, marked as set by the reviewer beside the value it replaced. A fact the reviewer deleted
    is unknown."""
    from auditor.ingest.reading import shown, value_at

    readings = {_dotted(path.split(".")): reading for path, reading in offer.readings.items()}
    if readings:
        # As in the document it was read from: a whole list or object is cited by its items, and a field the
        # reading did not cite by itself (a clause's state or wording) by the fact read around it.
        for key in [k for k in offer.evidence if k not in readings]:
            if isinstance(value_at(offer, key), list | dict) or any(
                    r.startswith(key + ".") or key.startswith(r + ".") for r in readings):
                del offer.evidence[key]
    for path, reading in readings.items():
        value = value_at(offer, path)
        if value is None:
            continue
        keys = [k for k in (path, f"{path}.status") if k in offer.evidence] or [path]
        pointer = "/" + path.replace(".", "/")
        if shown(value) == reading.value and reading.source:
            read_from = [Evidence(source=place.source, extractor="read", page=place.page, line=place.line,
                                  pointer=place.pointer, text=place.quote) for place in (reading, *reading.also)
                         if place.source]
            for key in keys:
                offer.evidence[key] = list(read_from)
        else:
            mine = cite(pointer)
            marked = mine.model_copy(update={"extractor": "reviewer",
                                             "text": f"set by the reviewer (read as {reading.value}): {mine.text}"})
            for key in keys:
                offer.evidence[key] = [marked]


def _dotted(parts: list[str]) -> str:
    if len(parts) >= 2 and parts[0] == "clauses":
        parts = [parts[0], parts[1].replace("-", "_"), *parts[2:]]
    return ".".join(parts)
