"""Property test: the compiled closures agree with a plain tree-walking interpreter, unknowns included."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from auditor.dsl.compiler import unescape
from auditor.dsl.syntax import parse
from auditor.dsl.tree import Token, Tree
from auditor.units import Quantity, parse_quantity
from tests.dsl.conftest import facts, rule

# ------------------------------------------------------------------ the reference interpreter


def _q(v: Any) -> Any:
    return Quantity(Fraction(v)) if isinstance(v, int | Fraction) and not isinstance(v, bool) else v


def ref(tree: Tree | Token, root: Any, env: dict[str, Any]) -> Any:
    """Straightforward, slow, obviously-Kleene evaluation of a parse tree (None = unknown)."""
    kind = tree.data if isinstance(tree, Tree) else None
    ch = tree.children if isinstance(tree, Tree) else []
    if kind == "and_":
        vals = [ref(c, root, env) for c in ch]
        return False if False in vals else (None if None in vals else True)
    if kind == "or_":
        vals = [ref(c, root, env) for c in ch]
        return True if True in vals else (None if None in vals else False)
    if kind == "not_":
        v = ref(ch[0], root, env)
        return None if v is None else not v
    if kind == "literal_quantity":
        q = parse_quantity(str(ch[0]))
        return q if q.unit or q.dims else q.magnitude
    if kind == "literal_string":
        return unescape(str(ch[0]))
    if kind == "list_expr":
        return [ref(c, root, env) for c in ch]
    if kind == "path":
        names = [str(t) for t in ch]
        value = env[names[0]] if names[0] in env else getattr(root, names[0])
        for n in names[1:]:
            value = None if value is None else getattr(value, n)
        return value
    if kind == "compare":
        a, b = ref(ch[0], root, env), ref(ch[2], root, env)
        if a is None or b is None:
            return None
        ops = {"<": a.__class__.__lt__, "==": lambda x, y: x == y}
        a, b = _q(a), _q(b)
        op = str(ch[1])
        return (
            {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "==": a == b, "!=": a != b}[op]
            if op in ("<", "<=", ">", ">=", "==", "!=")
            else ops[op](a, b)
        )
    if kind in ("member", "not_member"):
        a, items = ref(ch[0], root, env), ref(ch[1], root, env)
        if a is None or items is None:
            return None
        hit = any(x is not None and _q(x) == _q(a) for x in items)
        result = True if hit else (None if None in items else False)
        return result if kind == "member" or result is None else not result
    if kind == "matches":
        a = ref(ch[0], root, env)
        if a is None:
            return None
        return re.search(unescape(str(ch[1])), a) is not None
    if kind == "mul":
        a, b = ref(ch[0], root, env), ref(ch[1], root, env)
        return None if a is None or b is None else _q(a) * _q(b)
    if kind == "call":
        name, arg = str(ch[0]), ch[1]
        v = ref(arg, root, env)
        return {"known": v is not None, "missing": v is None}[name]
    if kind == "quantifier":
        quant, name, src, body = ch
        items = ref(src, root, env)
        if items is None:
            return None
        vals = [ref(body, root, {**env, str(name): item}) for item in items]
        if str(quant) == "any":
            return True if True in vals else (None if None in vals else False)
        return False if False in vals else (None if None in vals else True)
    raise AssertionError(f"reference interpreter lacks {kind}")


# ------------------------------------------------------------------ generators

ATOMS = [
    "offer.gpu.memory < 80 GB",
    "offer.gpu.memory >= 40 GiB",
    "offer.gpu.memory == 80 GB",
    "offer.nodes > 1",
    "offer.nodes * offer.gpu.count_per_node >= 16",
    "offer.gpu.count_per_node != 8",
    'offer.gpu.sharing == "dedicated"',
    'offer.gpu.sharing in ["mig", "vgpu"]',
    'offer.gpu.sharing not in ["dedicated"]',
    'offer.gpu.model matches "H100"',
    "offer.interconnect.rdma",
    "offer.storage.shared",
    "known(offer.gpu.memory)",
    "missing(offer.nodes)",
    "offer.interconnect.inter_node_bandwidth >= 400 Gb/s",
    "offer.clauses.availability.percent < 99.5%",
    '(any s in offer.statements: s matches "MIG")',
    "(all t in offer.clauses.availability.tiers: t.credit >= 10%)",
    "(any t in offer.clauses.availability.tiers: t.at_least < 95%)",
]
_BOUND = re.compile(r"\b([st])\b(?= in | matches|\.)")


def unique_names(expr: str) -> str:
    """Each quantifier gets its own item name (a rule may not reuse one): s, t → s1, t2 …"""
    out, count = [], 0
    for piece in re.split(r"(\((?:any|all) [st] in [^)]*\))", expr):
        if piece.startswith(("(any", "(all")):
            count += 1
            piece = _BOUND.sub(lambda m, n=count: f"{m.group(1)}{n}", piece)
        out.append(piece)
    return "".join(out)


def expressions() -> st.SearchStrategy[str]:
    leaf = st.sampled_from(ATOMS)
    return st.recursive(
        leaf,
        lambda inner: st.one_of(
            st.tuples(inner, st.sampled_from(["and", "or"]), inner).map(lambda t: f"({t[0]} {t[1]} {t[2]})"),
            inner.map(lambda e: f"not ({e})"),
        ),
        max_leaves=6,
    ).map(unique_names)


def maybe(strategy: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.one_of(st.none(), strategy)


def drop_none(d: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if v is not None}


tier = st.builds(
    lambda b, a, c: drop_none({"below": b, "at_least": a, "credit": c}),
    st.sampled_from(["99.9%", "99%"]),
    maybe(st.sampled_from(["90%", "95%", "99%"])),
    st.sampled_from(["5%", "10%", "25%"]),
)
offers = st.builds(
    lambda mem, count, nodes, sharing, model, rdma, shared, bw, clauses, statements: {
        "offer": drop_none(
            {
                "gpu": drop_none(
                    {"memory": mem, "count_per_node": count, "sharing": sharing, "model": model}
                ),
                "nodes": nodes,
                "interconnect": drop_none({"rdma": rdma, "inter_node_bandwidth": bw}),
                "storage": drop_none({"shared": shared}),
                "clauses": clauses,
                "statements": statements,
            }
        )
    },
    maybe(st.sampled_from(["40 GB", "80 GB", "80 GiB", "24 GB"])),
    maybe(st.integers(1, 8)),
    maybe(st.integers(1, 4)),
    maybe(st.sampled_from(["dedicated", "mig", "vgpu", "shared"])),
    maybe(st.sampled_from(["NVIDIA H100 SXM", "A100 PCIe"])),
    maybe(st.booleans()),
    maybe(st.booleans()),
    maybe(st.sampled_from(["200 Gb/s", "400 Gb/s", "50 GB/s"])),
    maybe(
        st.builds(
            lambda p, tiers: {"availability": drop_none({"status": "present", "percent": p, "tiers": tiers})},
            maybe(st.sampled_from(["99%", "99.5%", "99.9%"])),
            st.lists(tier, max_size=3),
        )
    ),
    maybe(st.lists(st.sampled_from(["MIG 1g.10gb", "dedicated", "NVLink"]), max_size=3)),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(expr=expressions(), data=offers)
def test_compiled_agrees_with_reference(load, expr: str, data: dict[str, Any]) -> None:  # type: ignore[no-untyped-def]
    ruleset = load(rule(expr))
    f = facts(data)
    expected = ref(parse(expr, "<expr>", "expr"), f.tree, {})
    got = ruleset.verdicts(f)[0]
    assert got is expected, f"{expr}: compiled {got}, reference {expected}"
    status = ruleset.evaluate(f)[0].status
    assert status == {True: "fail", False: "pass", None: "unverified"}[expected]
    if expected is None:
        assert ruleset.evaluate(f)[0].missing, "an unverified outcome must name a missing fact"
