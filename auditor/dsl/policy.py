"""Policy profiles: threshold overrides, severity overrides, and rules disabled with a reason.

A profile is YAML (``--policy FILE``) or ``--set name=value`` pairs. It is checked against the
loaded rules (unknown parameter or rule id, wrong unit, missing reason → error), in
``load_rules``, because only the rules know each parameter's type.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, NamedTuple

from auditor.dsl.compiler import Compiler, Scope, parse_literal
from auditor.dsl.schema import Type
from auditor.dsl.syntax import RuleError
from auditor.errors import InputError


class Setting(NamedTuple):
    """One override and where it was written, so a bad value points at its line."""

    value: Any
    source: str
    line: int | None = None
    from_text: bool = False  # came from --set: a string to parse in the rule language, not YAML


@dataclass(eq=False)
class Policy:
    params: dict[str, Setting] = field(default_factory=dict)
    severity: dict[str, Setting] = field(default_factory=dict)
    disabled: dict[str, Setting] = field(default_factory=dict)

    @classmethod
    def from_sets(cls, items: list[str]) -> Policy:
        """``--set min_availability=99.9%`` pairs; the value is read like a literal in a rule."""
        params: dict[str, Setting] = {}
        for item in items:
            name, sep, value = item.partition("=")
            if not sep or not name.strip():
                raise InputError("--set", f"expected name=value, got {item!r}")
            params[name.strip()] = Setting(value.strip(), "--set", from_text=True)
        return cls(params=params)

    def merge(self, other: Policy) -> Policy:
        """``other`` wins: ``--set`` over ``--policy`` over the rule files' defaults."""
        return Policy(
            {**self.params, **other.params},
            {**self.severity, **other.severity},
            {**self.disabled, **other.disabled},
        )


_SECTIONS = ("params", "severity", "disabled")


def load_policy(path: Path) -> Policy:
    """Read a YAML profile::

    params:   {min_availability: 99.9%, min_nvme_throughput: 3 GB/s}
    severity: {sla.availability-hedged: critical}
    disabled: {storage.nvme: "we bring our own parallel filesystem (ticket OPS-12)"}
    """
    import yaml

    from auditor.infra import limits  # size, nesting and alias bounds shared by every reader

    source = str(path)
    try:
        limits.check_size(path, kind="config")
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError(source, f"cannot read policy: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise InputError(source, f"not UTF-8 text (byte {exc.start})") from None
    data, root = limits.load_yaml(text, source)
    if data is None:
        return Policy()
    if not isinstance(data, dict) or root is None or not isinstance(root, yaml.MappingNode):
        raise InputError(source, "a policy must be a mapping with params / severity / disabled")
    lines: dict[tuple[str, str], int] = {}
    for key_node, value_node in root.value:
        section = key_node.value
        lines[(section, "")] = key_node.start_mark.line + 1
        if isinstance(value_node, yaml.MappingNode):
            for k, _ in value_node.value:
                lines[(section, str(k.value))] = k.start_mark.line + 1
    policy = Policy()
    for section, entries in data.items():
        if section not in _SECTIONS:
            raise InputError(
                source,
                f"unknown section {section!r} (expected: {', '.join(_SECTIONS)})",
                line=lines.get((str(section), "")),
            )
        if entries is None:
            continue
        if not isinstance(entries, dict):
            raise InputError(
                source, f"{section} must be a mapping of name: value", line=lines.get((section, ""))
            )
        target: dict[str, Setting] = getattr(policy, section)
        for key, value in entries.items():
            line = lines.get((section, str(key)))
            if section == "disabled" and (not isinstance(value, str) or not value.strip()):
                raise InputError(
                    source, f'disabling rule {key} needs a reason (disabled: {{{key}: "why"}})', line=line
                )
            if section == "severity" and not isinstance(value, str):
                raise InputError(source, f"severity of {key} must be a word such as high", line=line)
            target[str(key)] = Setting(value, source, line)
    return policy


def coerce(setting: Setting, type_: Type) -> Any:
    """A policy value as the parameter's type; ``ValueError`` says what was expected."""
    value = setting.value
    if type_.kind == "str":
        if not isinstance(value, str):
            raise ValueError(f"expected text, got {value!r}")
        text = value.strip()
        return text[1:-1] if setting.from_text and len(text) >= 2 and text[0] == text[-1] == '"' else text
    if type_.kind == "bool":
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in ("true", "false", "yes", "no"):
            return value.strip().lower() in ("true", "yes")
        raise ValueError(f"expected true or false, got {value!r}")
    if type_.kind == "list":
        if isinstance(value, str):
            from auditor.dsl.syntax import parse as parse_text

            try:
                node = Compiler(Scope({})).compile(parse_text(value, setting.source, "value"))
            except RuleError as err:
                raise ValueError(err.message) from None
            value = node.const
        if not isinstance(value, list):
            raise ValueError(f'expected a list such as ["a", "b"], got {value!r}')
        item = type_.item or Type("str")
        return [coerce(Setting(v, setting.source, setting.line, setting.from_text), item) for v in value]
    if type_.kind == "qty":
        if isinstance(value, bool) or not isinstance(value, str | int | float):
            raise ValueError(f"expected a {type_.describe()}, got {value!r}")
        if isinstance(value, int | float) and type_.percent:
            raise ValueError(f"{type_.describe()} expected; write it with % (e.g. {value}%)")
        try:
            got, got_type = (
                parse_literal(str(value)) if isinstance(value, str) else (Fraction(str(value)), None)
            )
        except Exception as exc:  # UnitError, or a malformed number
            raise ValueError(f"not a quantity: {value!r} ({exc})") from None
        from auditor.dsl.schema import NUMBER

        got_type = got_type or NUMBER
        if not Compiler.compatible(type_, got_type):
            raise ValueError(f"expected a {type_.describe()}, got {value!r} (a {got_type.describe()})")
        return got
    raise ValueError(f"parameters of type {type_.describe()} cannot be overridden")
