"""Start-up ends when a command's own code starts, for every command: garbage collection is off only
while modules are imported and rules compiled, never for a command's whole run."""

from __future__ import annotations

import gc
import importlib
from pathlib import Path

import pytest

from auditor import cli
from auditor.cli import COMMANDS, main

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_command_ends_start_up_on_entry(name: str) -> None:
    module, _, attr = COMMANDS[name][0].partition(":")
    command = getattr(importlib.import_module(module), attr)
    cli._end_start_up_on_entry(command)
    cli._end_start_up_on_entry(command)  # wrapping twice is harmless
    assert isinstance(command.callback, cli._EndsStartUp)
    assert not isinstance(command.callback.callback, cli._EndsStartUp)


def test_the_audit_runs_collected_and_rules_compile_uncollected(monkeypatch: pytest.MonkeyPatch) -> None:
    import auditor.dsl.loader as loader
    import auditor.pipeline as pipeline

    seen: dict[str, bool] = {}
    real_audit, real_load = pipeline.audit_offer, loader._Loader.load

    def audit(*args: object, **kwargs: object) -> object:
        seen["audit"] = gc.isenabled()
        return real_audit(*args, **kwargs)  # type: ignore[arg-type]

    def load(self: object, files: object) -> object:
        seen["compile"] = gc.isenabled()
        return real_load(self, files)  # type: ignore[arg-type]

    monkeypatch.setattr(pipeline, "audit_offer", audit)
    monkeypatch.setattr(loader._Loader, "load", load)
    with pytest.raises(SystemExit):
        main(["offer", str(ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"), "--format", "json"])
    assert seen == {"audit": True, "compile": False}
    assert gc.isenabled()
