"""The ``probe`` root of the fact tree, held without building the probe models at start-up.

Every audit type-checks the rules' ``probe.*`` paths, but only one given probe output reads them,
and the 30 pydantic classes of ``facts.py`` cost a YAML audit more than its whole report. So the
fact tree names ``ProbeRoot``: the rule compiler reads its types from the generated table
(``fact_types.py``); pydantic, when a tree is validated (``audit rules test``, tests), builds
``ProbeFacts``'s validator then, importing it; an audit without probe output holds ``empty()``.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from auditor.probes import fact_types


class ProbeRoot:
    """Annotation of ``FactTree.probe``: validated as ``facts.ProbeFacts``, typed by ``fact_types``."""

    fact_root = fact_types.ROOT
    fact_tables = fact_types.TABLES

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        from auditor.probes.facts import ProbeFacts

        return handler(ProbeFacts)


def empty() -> SimpleNamespace:
    """``probe`` when no output was given: each field at the default ``ProbeFacts()`` gives it (no
    branch, no files), read by the rules exactly as that model would be."""
    return SimpleNamespace(**{name: list(value) if isinstance(value, list) else value
                              for name, value in fact_types.EMPTY.items()})
