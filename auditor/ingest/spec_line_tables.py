"""The phrase parser's LALR tables: built by lark, packed as JSON, shipped pre-built and read back.

Split from ``spec_line`` (the phrases and the facts they state) because the tables are a different
concern: how a parser that takes over a second to build is loaded in ~0.05 s, the same bytes on
every build, without lark's pickle cache.
"""

from __future__ import annotations

import contextlib
import json
from functools import cache, partial
from typing import Any

from lark import Lark, Tree

from auditor.resources import grammar

TABLES = "parser-tables"
"""The user-cache namespace of the grammar's LALR tables (``auditor.infra.cache``)."""


@cache
def parser() -> Lark:
    """The phrase parser. Its LALR tables take over a second to build, so they ship with the package
    (artefact ``parser-tables.spec-line``, stamped with the grammar text, lark's version and the
    packing; ``python -m auditor.prebuild``); for a grammar edited in a checkout, or another lark,
    they are kept in the user cache as JSON. Never lark's own ``cache=True``: that loads a pickle
    from the shared temporary folder, where another user could plant one."""
    from auditor.infra import cache as store
    from auditor.infra import prebuilt

    text = grammar("spec_line.lark")
    payload = prebuilt.load(ARTEFACT, _stamp(text))
    if payload is not None:
        with contextlib.suppress(ValueError, TypeError, KeyError, AttributeError, IndexError):
            return load_tables(payload)
    key = store.key(TABLES, TABLES_FORMAT, store.package_stamp("lark"), text.encode("utf-8"))
    payload = store.load(TABLES, key)
    if payload is not None:
        with contextlib.suppress(ValueError, TypeError, KeyError, AttributeError, IndexError):
            return load_tables(payload)
    parser = Lark(text, parser="lalr", lexer="basic", start=["start", "junk"])
    if store.enabled(TABLES):
        store.store(TABLES, key, dump_tables(parser))
    return parser


TABLES_FORMAT = b"packed-states-2"
"""The layout ``dump_tables`` writes, part of the cache key and of the artefact's stamp."""
ARTEFACT = "parser-tables.spec-line"


def _stamp(text: str) -> str:
    from auditor.infra import cache as store
    from auditor.infra import prebuilt

    return prebuilt.stamp(TABLES_FORMAT, store.package_stamp("lark"), text.encode("utf-8"))


def prebuilt_tables() -> dict[str, tuple[str, bytes]]:
    """The shipped artefact of the phrase parser's tables (``python -m auditor.prebuild``)."""
    text = grammar("spec_line.lark")
    built = Lark(text, parser="lalr", lexer="basic", start=["start", "junk"])
    return {ARTEFACT: (_stamp(text), dump_tables(built))}


def dump_tables(parser: Lark) -> bytes:
    """The parser as JSON: lark's own serialisation except the parse table's states (29,571 actions,
    most of the bytes and of the loading time), packed as one flat list of numbers per state: a
    token's index, then the next state (shift) or -1 - the rule's memo number (reduce). The same
    grammar gives the same bytes: lark numbers states and tokens in an order that follows string
    hashing, so they are renumbered here (tokens by name, states breadth-first from the starts)."""
    from lark.grammar import Rule
    from lark.lexer import TerminalDef

    data, memo = parser.memo_serialize([TerminalDef, Rule])
    table = data["parser"]["parser"]
    names = table["tokens"]
    states = {state: {names[token]: (action, arg) for token, (action, arg) in actions.items()}
              for state, actions in table["states"].items()}
    order = canonical_order(states, table["start_states"])
    tokens = sorted({name for actions in states.values() for name in actions})
    index = {name: i for i, name in enumerate(tokens)}
    packed: list[list[int]] = [[] for _ in order]
    for old, new in order.items():
        packed[new] = [n for name, (action, arg) in sorted(states[old].items())
                       for n in (index[name], order[arg] if action == 0 else -1 - arg["@"])]
    for key in ("start_states", "end_states"):
        table[key] = {start: order[state] for start, state in sorted(table[key].items())}
    table["tokens"], table["states"] = {}, {}
    rules = {number: _pack_rule(item) for number, item in memo.items() if item["__type__"] == "Rule"}
    memo = {number: item for number, item in memo.items() if number not in rules}
    saved = {"data": data, "memo": memo, "rules": rules, "tokens": tokens, "states": packed}
    return json.dumps(saved, separators=(",", ":"), sort_keys=True).encode("utf-8")


def _pack_rule(item: dict[str, Any]) -> list[Any]:
    """A rule as [origin, [[symbol, 0 nonterminal | 1 terminal | 2 terminal left out of the tree]…],
    order, alias, [its options' fields]]: a tenth of lark's dicts."""
    from lark.grammar import RuleOptions

    symbols = [[s["name"], 0 if s["__type__"] == "NonTerminal" else 1 + bool(s["filter_out"])]
               for s in item["expansion"]]
    options = [item["options"][name] for name in RuleOptions.__serialize_fields__]
    return [item["origin"]["name"], symbols, item["order"], item["alias"], options]


def canonical_order(states: dict[int, dict[str, tuple[int, Any]]], starts: dict[str, int]) -> dict[int, int]:
    """Lark's state number → its number in breadth-first order from the start states (by name),
    following shifts and gotos in token-name order: the same for every build of one grammar."""
    order: dict[int, int] = {}
    queue = [starts[name] for name in sorted(starts)]
    for state in queue:
        if state in order:
            continue
        order[state] = len(order)
        queue.extend(arg for _, (action, arg) in sorted(states[state].items()) if action == 0 and arg not in order)
    if len(order) != len(states):
        raise ValueError("a parser state no start reaches")
    return order


def load_tables(payload: bytes) -> Lark:
    """The parser ``dump_tables`` wrote. Rules are built directly (lark's generic deserialiser takes
    ~0.1 s over their 10,000 symbols) and each state's actions on first use: a line's parse visits a
    few dozen of the 1,281 states."""
    from lark.grammar import NonTerminal, Rule, RuleOptions, Terminal

    saved = json.loads(payload)
    memo: dict[int, Any] = {int(number): item for number, item in saved["memo"].items()}  # lark reads these
    fields = RuleOptions.__serialize_fields__
    for number, (origin, symbols, order, alias, values) in saved["rules"].items():
        options = RuleOptions.__new__(RuleOptions)  # as lark's deserialiser: fields set, no __init__
        for name, value in zip(fields, values, strict=True):
            setattr(options, name, value)
        expansion = [NonTerminal(name) if kind == 0 else Terminal(name, kind == 2) for name, kind in symbols]
        memo[int(number)] = Rule(NonTerminal(origin), expansion, order, alias, options)
    parser = _LazyCallbacksLark._load_from_dict(saved["data"], memo)
    frontend = parser.parser.parser
    table = frontend._parse_table
    if frontend.parser.parse_table is not table or table.states:
        raise ValueError("lark lays its parser out differently: the tables are built again")
    table.states = _States(saved["states"], saved["tokens"], memo)
    return parser


class _LazyCallbacksLark(Lark):
    """The loaded parser, whose tree-building callbacks are made per rule on first use: lark makes all
    1,200 up front, half the time of loading the parser, and a line reduces by a few dozen."""

    def _prepare_callbacks(self) -> None:
        from lark.parse_tree_builder import ParseTreeBuilder

        options = self.options
        if options.transformer is not None or options.ambiguity == "forest" or options.lexer_callbacks \
                or options.parser != "lalr" or options.propagate_positions:
            super()._prepare_callbacks()
            return
        builder = ParseTreeBuilder([], options.tree_class or Tree, False, False, options.maybe_placeholders)
        self._callbacks = _Callbacks(builder)


class _Callbacks(dict[Any, Any]):
    """Rule → the callback that builds its tree node, as lark's ``create_callback`` makes it with no
    transformer, made when the parser first reduces by the rule."""

    def __init__(self, builder: Any) -> None:
        super().__init__()
        self._builder = builder

    def __bool__(self) -> bool:  # lark's parser builds no tree when its callbacks are falsy
        return True

    def __missing__(self, rule: Any) -> Any:
        from lark.grammar import Rule

        if not isinstance(rule, Rule):
            raise KeyError(rule)
        ((_, wrappers),) = self._builder._init_builders([rule])
        name = rule.alias or rule.options.template_source or rule.origin.name
        callback: Any = partial(self._builder.tree_class, name)
        for wrapper in wrappers:
            callback = wrapper(callback)
        self[rule] = callback
        return callback


class _States(dict[int, dict[str, tuple[Any, Any]]]):
    """State number → {token: (Shift, state) | (Reduce, rule)}, lark's ``IntParseTable.states``, each
    state decoded when the parser first looks it up (lark's LALR parser only indexes the states)."""

    def __init__(self, packed: list[list[int]], tokens: list[str], memo: dict[int, Any]) -> None:
        super().__init__()
        self._packed, self._tokens, self._memo = packed, tokens, memo

    def __missing__(self, state: int) -> dict[str, tuple[Any, Any]]:
        from lark.parsers.lalr_analysis import Reduce, Shift

        if not isinstance(state, int) or not 0 <= state < len(self._packed):
            raise KeyError(state)
        flat, tokens, memo = self._packed[state], self._tokens, self._memo
        actions = {tokens[flat[i]]: (Shift, code) if (code := flat[i + 1]) >= 0 else (Reduce, memo[-1 - code])
                   for i in range(0, len(flat), 2)}
        self[state] = actions
        return actions
