"""Start-up: what a warm single-offer YAML audit imports, and the lark-free rule trees it reads."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

from auditor.dsl.syntax import parse
from auditor.dsl.tree import Token, Tree

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "samples" / "offers" / "honest-h100-sxm-8x.yaml"


def _imported(tmp_path: Path) -> list[str]:
    code = (
        "import sys, auditor.cli\n"
        f"try:\n    auditor.cli.main(['offer', {str(SAMPLE)!r}, '--model', 'llama3-8b', '--mode', 'lora'])\n"
        "except SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'lark' or m.startswith('auditor.')),"
        " file=sys.stderr)\n"
    )
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    env.pop("AUDIT_NO_CACHE", None)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT,
                          check=False)
    import ast

    return ast.literal_eval(proc.stderr.strip().splitlines()[-1])


def test_warm_yaml_audit_imports_no_lark_and_no_probe_or_batch_code(tmp_path: Path) -> None:
    first = _imported(tmp_path)  # fills the rule-tree cache: parses with lark
    assert "lark" in first
    warm = _imported(tmp_path)
    assert not [m for m in warm if m.split(".")[0] == "lark"]
    assert "auditor.probes.bundle" not in warm and "auditor.vendors.runner" not in warm


def test_trees_are_auditor_classes_and_survive_pickle() -> None:
    tree = parse('offer.gpu.memory >= 80 GB and "x" in offer.statements', "t", "expr")
    assert isinstance(tree, Tree)
    tokens = [c for t in [tree] for c in t.children if isinstance(c, Token)]
    again = pickle.loads(pickle.dumps(tree, protocol=pickle.HIGHEST_PROTOCOL))
    assert again == tree and again.meta.line == tree.meta.line and again.meta.end_pos == tree.meta.end_pos
    for tok in tokens:
        assert isinstance(tok, str) and tok.type and tok.line == 1


def test_deep_expression_converts_without_recursion() -> None:
    tree = parse("- " * 3000 + "1 < 2", "t", "expr")  # 3,000 nested negations
    depth = 0
    while isinstance(tree, Tree) and tree.children and isinstance(tree.children[0], Tree):
        tree, depth = tree.children[0], depth + 1
    assert depth > 3000
