"""The typed boundary of the auditor: offers with evidence, findings, reports.

Modules that define pydantic models (here, the fact branches, the probe parsers) do without
``from __future__ import annotations``: pydantic would turn each string annotation back into a
type by compiling it, some 1,100 times per start-up (docs/benchmarks.md).
"""
