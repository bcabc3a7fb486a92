"""Policy profiles: threshold overrides, severity overrides, and rules disabled with a reason.

A profile is YAML (``--policy FILE``) or ``--set name=value`` pairs. It is checked against the
loaded rules (unknown parameter or rule id, wrong unit, missing reason → error), in
``load_rules``, because only the rules know each parameter's type.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

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

    from auditor.ingest import limits  # size, nesting and alias bounds shared by every reader

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
