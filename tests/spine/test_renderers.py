"""Every renderer module implements its document kind's protocol (auditor.render.kinds): the same
function names with the same parameters, so a format cannot drift from its siblings; and every
module in a format folder is registered (one folder per format, one module per kind)."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path

import pytest

from auditor.render import REGISTRY, formats
from auditor.render.kinds import KINDS

RENDER = Path(__file__).resolve().parents[2] / "auditor" / "render"


def _methods(protocol: type) -> dict[str, list[tuple[str, object]]]:
    """Each function the protocol declares: its parameters (name, kind) after ``self``."""
    out = {}
    for name, fn in vars(protocol).items():
        if inspect.isfunction(fn) and not name.startswith("_"):
            params = list(inspect.signature(fn).parameters.values())[1:]
            out[name] = [(p.name, p.kind) for p in params]
    return out


@pytest.mark.parametrize(("kind", "fmt"), sorted(REGISTRY), ids=lambda v: str(v))
def test_a_registered_module_has_its_kinds_functions(kind: str, fmt: str) -> None:
    module = importlib.import_module(REGISTRY[(kind, fmt)])
    declared = _methods(KINDS[kind])
    assert declared, f"{kind}: its protocol declares no function"
    for name, params in declared.items():
        fn = getattr(module, name, None)
        assert inspect.isfunction(fn), f"{module.__name__} has no function {name}() ({kind} renderer)"
        got = [(p.name, p.kind) for p in inspect.signature(fn).parameters.values()]
        assert got == params, f"{module.__name__}.{name}{inspect.signature(fn)} is not the {kind} protocol's"


def test_every_module_of_a_format_folder_is_registered() -> None:
    registered = set(REGISTRY.values())
    found = {f"auditor.render.{p.parent.name}.{p.stem}" for p in RENDER.glob("*/*.py") if p.stem != "__init__"}
    assert found - registered == set(), f"renderer modules nobody registered: {sorted(found - registered)}"
    assert {kind for kind, _ in REGISTRY} <= set(KINDS)
    folders = {p.name for p in RENDER.iterdir() if (p / "__init__.py").exists()}
    assert {m.rsplit(".", 2)[1] for m in registered} == folders  # every format folder renders something


def test_reports_and_batches_come_in_every_report_format() -> None:
    assert formats("report") == formats("batch") == ["text", "json", "markdown", "html", "sarif", "junit"]
