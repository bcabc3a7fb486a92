"""Start-up: what a warm single-offer YAML audit imports, the lark-free rule trees it reads, and the
stand-in for pydantic's plugin loader."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings

from auditor.dsl.syntax import parse
from auditor.dsl.tree import _POSITIONS, Token, Tree, from_plain, to_plain
from tests.dsl.test_reference import expressions

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"


def _imported(tmp_path: Path, document: Path = SAMPLE) -> list[str]:
    code = (
        "import sys, auditor.cli\n"
        f"try:\n    auditor.cli.main(['offer', {str(document)!r}, '--model', 'llama3-8b', '--mode', 'lora'])\n"
        "except SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('lark', 'yaml', 'pdfplumber', 'pdfminer')"
        " or m.startswith('auditor.') or m == 'importlib.metadata'), file=sys.stderr)\n"
    )
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    env.pop("AUDIT_NO_CACHE", None)
    env.pop("PYDANTIC_DISABLE_PLUGINS", None)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT,
                          check=False)
    import ast

    return ast.literal_eval(proc.stderr.strip().splitlines()[-1])


def test_warm_yaml_audit_imports_no_lark_and_no_probe_or_batch_code(tmp_path: Path) -> None:
    first = _imported(tmp_path)  # an empty cache: the shipped packs' trees come from the package
    assert not [m for m in first if m.split(".")[0] == "lark"], first
    warm = _imported(tmp_path)
    assert not [m for m in warm if m.split(".")[0] == "lark"]
    assert "auditor.probes.bundle" not in warm and "auditor.vendors.runner" not in warm
    assert "importlib.metadata" not in warm  # pydantic's plugin scan, skipped (auditor.startup)


def test_re_audit_of_an_unchanged_pdf_imports_no_pdf_yaml_or_parser_library(tmp_path: Path) -> None:
    """The cached document, rule trees and catalogues need none of pdfplumber, PyYAML or lark; the
    first reading needs pdfplumber and lark, but not PyYAML (the grammar data ships as JSON)."""
    pdf = ROOT / "samples" / "quotes" / "honest-h100-contract-en.pdf"
    first = _imported(tmp_path, pdf)
    assert "pdfplumber" in first and "lark" in first and "yaml" not in first
    warm = _imported(tmp_path, pdf)
    assert not [m for m in warm if m.split(".")[0] in ("lark", "yaml", "pdfplumber", "pdfminer")], warm


def test_plugin_loader_stand_in_answers_as_pydantic_does_and_falls_back(monkeypatch) -> None:
    import auditor.startup as startup

    monkeypatch.delitem(sys.modules, startup._LOADER, raising=False)
    monkeypatch.setenv("PYDANTIC_DISABLE_PLUGINS", "__all__")
    startup.quiet_pydantic_plugins()
    stand_in = sys.modules[startup._LOADER]
    assert isinstance(stand_in, startup._NoPluginsLoader)
    assert tuple(stand_in.get_plugins()) == ()
    # the name pydantic imports from its loader is still what the stand-in offers
    import inspect

    import pydantic.plugin._schema_validator as schema_validator

    assert "from ._loader import get_plugins" in inspect.getsource(schema_validator)
    # any other name brings in pydantic's real loader, which then answers the same
    assert stand_in.PYDANTIC_ENTRY_POINT_GROUP == "pydantic"
    real = sys.modules[startup._LOADER]
    assert real is not stand_in and tuple(real.get_plugins()) == ()


def test_a_users_plugin_setting_is_left_alone(monkeypatch) -> None:
    import auditor.startup as startup

    monkeypatch.delitem(sys.modules, startup._LOADER, raising=False)
    monkeypatch.setenv("PYDANTIC_DISABLE_PLUGINS", "logfire")  # disables one plugin, not all
    startup.quiet_pydantic_plugins()
    assert startup._LOADER not in sys.modules and os.environ["PYDANTIC_DISABLE_PLUGINS"] == "logfire"


def _positions(item: object) -> list[object]:
    if isinstance(item, Tree):
        own = tuple(getattr(item.meta, n, None) for n in _POSITIONS)
        return [own, *(p for c in item.children for p in _positions(c))]
    if isinstance(item, Token):
        return [(item.type, *(getattr(item, n) for n in _POSITIONS))]
    return [item]


def test_trees_are_auditor_classes_and_survive_the_cache_format() -> None:
    tree = parse('offer.gpu.memory >= 80 GB and "x" in offer.statements', "t", "expr")
    assert isinstance(tree, Tree)
    tokens = [c for t in [tree] for c in t.children if isinstance(c, Token)]
    again = from_plain(json.loads(json.dumps(to_plain(tree))))
    assert again == tree and _positions(again) == _positions(tree)
    for tok in tokens:
        assert isinstance(tok, str) and tok.type and tok.line == 1


@settings(max_examples=60, deadline=None)
@given(expr=expressions())
def test_every_expression_tree_round_trips_through_the_cache_format(expr: str) -> None:
    tree = parse(expr, "t", "expr")
    again = from_plain(json.loads(json.dumps(to_plain(tree))))
    assert again == tree and _positions(again) == _positions(tree)


def test_deep_expression_converts_without_recursion() -> None:
    tree = parse("- " * 3000 + "1 < 2", "t", "expr")  # 3,000 nested negations
    depth = 0
    while isinstance(tree, Tree) and tree.children and isinstance(tree.children[0], Tree):
        tree, depth = tree.children[0], depth + 1
    assert depth > 3000


def _gc_after(args: list[str]) -> tuple[bool, int]:
    code = (
        "import gc, sys, auditor.cli\n"
        f"try:\n    auditor.cli.main({args!r})\nexcept SystemExit:\n    pass\n"
        "print(gc.isenabled(), gc.get_freeze_count(), file=sys.stderr)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False)
    enabled, frozen = proc.stderr.strip().splitlines()[-1].split()
    return enabled == "True", int(frozen)


def test_collection_is_put_off_during_start_up_only() -> None:
    """The audit's own work (documents, a batch) runs with the collector on; start-up's objects are frozen."""
    for args in (["offer", str(SAMPLE), "--model", "llama3-8b", "--mode", "lora"], ["gpus"]):
        enabled, frozen = _gc_after(args)
        assert enabled and frozen > 10_000, args


def test_list_defaults_are_per_instance_under_validation_and_construction() -> None:
    """Models use ``Field(default=[])`` (pydantic copies it), not ``default_factory=list``: pydantic
    reads a factory's signature, and a builtin's costs a tokenizer pass at every start-up."""
    from auditor.model.offer import Pricing
    from auditor.probes.facts import ProbeFacts

    for make in (Pricing, Pricing.model_construct):
        first, second = make(), make()
        first.extra_fees.append("x")  # type: ignore[arg-type]
        assert second.extra_fees == []
    first_probe, second_probe = ProbeFacts.model_construct(), ProbeFacts.model_construct()
    lists = [name for name, value in first_probe.__dict__.items() if isinstance(value, list)]
    assert lists
    for name in lists:
        getattr(first_probe, name).append("x")
        assert getattr(second_probe, name) == []


def test_code_stamp_covers_every_file_of_the_package_and_its_data() -> None:
    """Cache keys are derived from the whole installed tree, so no module or grammar can be missed."""
    from auditor.infra.cache import code_stamp

    stamp = code_stamp().decode()
    for module in ("dsl/tree.py", "ingest/spec_line.py", "model/evidence.py", "probes/facts.py",
                   "sizing/data/gpus.yaml",
                   "spec_line.lark", "missing-sla.rules"):
        assert f"{module}:" in stamp, module
    assert "__pycache__" not in stamp
