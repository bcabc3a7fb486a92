"""The compiled schema screen agrees with jsonschema, so a file it passes is one jsonschema accepts.

Documents are generated from the offer schema itself: each field gets a value of its own type
(enum members, integers around the bounds, quantity strings), or one of the wrong kinds (other
types, unknown enum words, floats, nested junk), and objects sometimes gain unknown keys. Files
the screen does not pass go to jsonschema, whose messages are unchanged; so agreement on every
document means every file jsonschema rejects is still rejected with the same one-line error.
"""

from __future__ import annotations

from typing import Any

import jsonschema
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from auditor.ingest.schema_screen import compile_screen
from auditor.ingest.structured import offer_schema

SCHEMA = offer_schema()
DEFS = SCHEMA["$defs"]
SCREEN = compile_screen(SCHEMA)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 2000), st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([1.0, 8.0, 0.5, "80 GB", "nvlink", "sxm", "present", "", "1e3"]), st.text(max_size=6),
)
junk = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                                      max_size=3), max_leaves=6)


def values(node: dict[str, Any], depth: int = 0) -> st.SearchStrategy[Any]:
    """Mostly what ``node`` allows, sometimes anything: both sides of every keyword get exercised."""
    if "$ref" in node:
        return values(DEFS[node["$ref"].removeprefix("#/$defs/")], depth)
    if "anyOf" in node:
        return st.one_of([values(sub, depth) for sub in node["anyOf"]])
    kind = node.get("type")
    if "enum" in node:
        good: st.SearchStrategy[Any] = st.sampled_from(node["enum"])
    elif kind == "object" or "properties" in node:
        good = objects(node, depth)
    elif kind == "array" and "prefixItems" in node:  # a tuple; sometimes one item short or one too many
        heads = [values(sub, depth + 1) for sub in node["prefixItems"]]
        good = st.tuples(*heads).map(list) | st.tuples(*heads[:-1]).map(list) | st.tuples(*heads, junk).map(list)
    elif kind == "array":
        good = st.lists(values(node.get("items", {}), depth + 1), max_size=3)
    elif kind == "integer":
        low, high = node.get("minimum", -5), node.get("maximum", 200000)
        good = st.integers(low - 1, min(high + 1, low + 3000)) | st.sampled_from([float(low), float(high) + 0.5])
    elif kind == "null":
        good = st.none()
    elif kind == "boolean":
        good = st.booleans()
    elif kind == "string":
        good = st.sampled_from(["80 GB", "400 Gb/s", "99.5%", "2026-01-31", "nvlink", "A100"]) | st.text(max_size=5)
    else:
        good = junk
    return st.one_of(good, good, good, junk)


def objects(node: dict[str, Any], depth: int) -> st.SearchStrategy[dict[str, Any]]:
    props = node.get("properties", {})
    if depth > 3:
        return st.just({})
    optional = {k: values(v, depth + 1) for k, v in props.items()}
    extra = st.dictionaries(st.sampled_from(["gpus", "vendorr", "x", "memory", "model"]), junk, max_size=1)
    return st.builds(lambda base, more: {**more, **base},
                     st.fixed_dictionaries({}, optional=optional), extra | st.just({}))


def test_the_shipped_schema_is_screened() -> None:
    assert SCREEN is not None


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=objects(SCHEMA, 0) | junk)
def test_screen_agrees_with_jsonschema(doc: Any) -> None:
    assert SCREEN is not None
    assert SCREEN(doc) is VALIDATOR.is_valid(doc), doc


def test_unknown_keywords_get_no_screen() -> None:
    assert compile_screen({"type": "string", "pattern": "^a"}) is None
    assert compile_screen({"$ref": "https://elsewhere/schema.json"}) is None


def test_shipped_sample_offers_pass_the_screen() -> None:
    from pathlib import Path

    from auditor.ingest.structured import _jsonable, parse_with_lines

    samples = sorted((Path(__file__).resolve().parents[2] / "samples" / "offers").glob("*.yaml"))
    assert samples
    for path in samples:
        data, _ = parse_with_lines(path.read_text(encoding="utf-8"), str(path))
        doc = _jsonable(data)
        assert SCREEN is not None and SCREEN(doc) is VALIDATOR.is_valid(doc) is True, path
