"""Hypothesis fuzzing of every untrusted-input entry point through fuzz/targets.py.

Each test hands generated or mutated input to the same target the atheris driver uses; a target
lets through only a result or the documented refusal, so any other exception fails the test.
Probe parsers are fuzzed in tests/probes/test_fuzz.py (mutated real outputs, every parser); here
they run only through the shared target, on a few examples, to keep the long-run harness honest.

The budget is small by default (the whole module runs in seconds); a long campaign sets
``FUZZ_EXAMPLES`` (examples per test) and runs this module alone, e.g.
``FUZZ_EXAMPLES=20000 pytest tests/fuzz -p no:cacheprovider`` (see docs/fuzzing.md).
"""

from __future__ import annotations

import os
from datetime import timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz import targets

_LONG = int(os.environ.get("FUZZ_EXAMPLES", "0"))


def budget(default: int, *, deadline_s: float | None = None) -> settings:
    """Few examples in the normal suite; ``FUZZ_EXAMPLES`` of them in a campaign.

    The deadline, where given, is a hang detector of tens of seconds, not a timing assertion:
    one example that takes that long is a defect whatever machine runs it.
    """
    return settings(
        max_examples=_LONG or default,
        deadline=timedelta(seconds=deadline_s) if deadline_s else None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
        derandomize=not _LONG,  # the normal suite is reproducible; a campaign explores
        database=None,
    )


@st.composite
def mutated(draw: st.DrawFn, kind: str, max_ops: int = 6) -> bytes:
    """A seed of ``kind`` with a few byte-level edits: flip, insert, delete, duplicate, splice, truncate."""
    pool = targets.seeds(kind)
    data = bytearray(draw(st.sampled_from(pool)))
    for _ in range(draw(st.integers(0, max_ops))):
        op = draw(st.sampled_from(["flip", "insert", "delete", "duplicate", "splice", "truncate"]))
        i = draw(st.integers(0, max(len(data) - 1, 0)))
        if op == "flip" and data:
            data[i] = draw(st.integers(0, 255))
        elif op == "insert":
            data[i:i] = draw(st.binary(min_size=1, max_size=16))
        elif op == "delete":
            del data[i:i + draw(st.integers(1, 64))]
        elif op == "duplicate":
            data[i:i] = data[i:i + draw(st.integers(1, 256))]
        elif op == "splice":
            other = draw(st.sampled_from(pool))
            j = draw(st.integers(0, max(len(other) - 1, 0)))
            data[i:i] = other[j:j + draw(st.integers(1, 512))]
        elif op == "truncate":
            del data[i:]
    return bytes(data)


# ------------------------------------------------------------------------------ units and spec lines


@budget(200)
@given(st.one_of(st.text(max_size=40), mutated("units").map(lambda b: b.decode("utf-8", "replace"))))
def test_units(text: str) -> None:
    targets.units(text.encode("utf-8", "surrogatepass"))


@budget(100)
@given(st.one_of(st.text(max_size=200), mutated("spec_line").map(lambda b: b.decode("utf-8", "replace"))))
def test_spec_line(text: str) -> None:
    targets.spec_line(text.encode("utf-8", "surrogatepass"))


# ------------------------------------------------------------------------------ rule language

_PATHS = ["offer.vendor", "offer.gpu.memory", "offer.gpu.sharing", "offer.nodes", "offer.gpu.count_per_node",
          "offer.statements", "offer.clauses.availability.percent", "offer.clauses.availability.status",
          "probe.nvidia_smi.gpus", "offer.__class__", "offer.gpu.__dict__", "sizing.fits", "x", "offer..gpu"]
_LITERALS = ['"dedicated"', "80 GB", "400 Gb/s", "99.5%", "3", "true", "null", '"(a+)+"', "1e400", "-0",
             '"\\u202e"', "¥5600/天", '"{offer.__class__}"']
_OPS = ["==", "!=", "<", "<=", ">", ">=", "and", "or", "matches", "in", "+", "-", "*", "/"]
_FUNCS = ["known", "missing", "count", "len", "sum", "min", "max", "lower", "open", "__import__", "eval"]


@st.composite
def expression(draw: st.DrawFn, depth: int = 0) -> str:
    choice = draw(st.integers(0, 5 if depth < 3 else 1))
    if choice == 0:
        return draw(st.sampled_from(_PATHS))
    if choice == 1:
        return draw(st.sampled_from(_LITERALS))
    if choice == 2:
        return f"{draw(expression(depth + 1))} {draw(st.sampled_from(_OPS))} {draw(expression(depth + 1))}"
    if choice == 3:
        return f"{draw(st.sampled_from(_FUNCS))}({draw(expression(depth + 1))})"
    if choice == 4:
        return f"not ({draw(expression(depth + 1))})"
    return f"any x in {draw(st.sampled_from(_PATHS))}: {draw(expression(depth + 1))}"


@st.composite
def rule_text(draw: st.DrawFn) -> str:
    """A rule built from the language's own pieces (and hostile ones), then maybe cut or garbled."""
    template = draw(st.sampled_from(["{offer.vendor}", "{offer.__class__.__init__.__globals__}", "{x}", "{",
                                     "{offer.gpu.memory!r}", "{offer.gpu.memory:>999999}", "plain", "{{}}"]))
    text = (f"rule fuzz.r{draw(st.integers(0, 9))}\n"
            f"  pitfall {draw(st.sampled_from(['other', 'shared-slice', 'nope']))}\n"
            f"  severity {draw(st.sampled_from(['high', 'low', 'extreme']))}\n"
            f'  title "t {template}"\n'
            f"  when {draw(expression())}\n"
            f'  message "m {template}"\n'
            f'  remedy "r"\n'
            "end\n")
    if draw(st.booleans()):
        cut = draw(st.integers(0, len(text)))
        text = text[:cut] + draw(st.text(max_size=8)) + text[cut:]
    return text


@budget(80)
@given(st.one_of(rule_text(), mutated("rules").map(lambda b: b.decode("utf-8", "replace"))))
def test_rule_texts_load_or_raise_input_error(text: str) -> None:
    targets.rules(text.encode("utf-8", "surrogatepass"))


# ------------------------------------------------------------------------------ YAML offers

_HOSTILE_VALUES = ["", "~", "[]", "{}", "-1", "1e999", "0x10", ".nan", "&a [*a]", "!!python/object:os.system",
                   "<script>", '"\\e[31m"', "9" * 400, "80 GB/s", "¥-5/天", "2026-02-30", "*undefined"]


@st.composite
def mutated_offer(draw: st.DrawFn) -> bytes:
    """A sample offer with values replaced by odd ones, lines deleted (byte-level edits: ``mutated``)."""
    lines = draw(st.sampled_from(targets.seeds("yaml"))).decode("utf-8").split("\n")
    for _ in range(draw(st.integers(0, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        key, sep, _ = lines[i].partition(":")
        if sep:
            lines[i] = f"{key}: {draw(st.sampled_from(_HOSTILE_VALUES))}"
        else:
            del lines[i]
        if not lines:
            break
    return "\n".join(lines).encode("utf-8")


@budget(40)
@given(st.one_of(mutated_offer(), mutated("yaml")))
def test_yaml_offers(data: bytes) -> None:
    targets.yaml_offer(data)


# ------------------------------------------------------------------------------ probes and PDFs


@budget(15)
@given(mutated("probes"))
def test_probe_target(data: bytes) -> None:
    targets.probes(data)


@budget(12, deadline_s=60)
@given(mutated("pdf", 8))
def test_mutated_pdfs_give_an_offer_or_input_error(data: bytes) -> None:
    targets.pdf(data)


def test_every_target_accepts_its_seeds() -> None:
    """The seeds themselves are valid input: the harness starts from real documents."""
    for name, target in targets.TARGETS.items():
        assert targets.seeds(name), name
        for seed in targets.seeds(name)[:3]:
            target(seed)
