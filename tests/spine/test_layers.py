"""Every import inside ``auditor/`` goes down the layer table of docs/architecture.md, never up or
sideways into another package of the same layer (layer 0, the base, excepted)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "auditor"


def _layers() -> dict[str, int]:
    """Package or module name → layer number, read from the architecture document's table."""
    table = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    layer_of: dict[str, int] = {}
    for number, names in re.findall(r"^\| (\d+) [^|]*\| ([^|]+)\|", table, flags=re.M):
        for name in re.findall(r"`([\w.]+)`", names):
            layer_of[name] = int(number)
    return layer_of


def _unit(module: str) -> str:
    """The table's name for a module: its package below ``auditor`` or the top-level module."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "auditor"


def _runtime_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node but those under ``if TYPE_CHECKING:`` (a type named in an annotation is no import)."""
    out: list[ast.AST] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            todo.extend(node.orelse)
            continue
        out.append(node)
        todo.extend(ast.iter_child_nodes(node))
    return out


def _imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[int, str]] = []
    for node in _runtime_nodes(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "auditor":
                for a in node.names:  # a submodule, or a name of the package itself (__version__)
                    is_module = (PACKAGE / a.name).is_dir() or (PACKAGE / f"{a.name}.py").is_file()
                    found.append((node.lineno, f"auditor.{a.name}" if is_module else "auditor"))
            elif node.module.startswith("auditor."):
                found.append((node.lineno, node.module))
        elif isinstance(node, ast.Import):
            found.extend((node.lineno, a.name) for a in node.names if a.name.startswith("auditor."))
    return found


def test_the_table_names_every_package_and_module() -> None:
    layer_of = _layers()
    units = {p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    units |= {p.stem for p in PACKAGE.glob("*.py") if p.stem != "__init__"} | {"auditor"}
    assert units <= set(layer_of), f"not in docs/architecture.md's layer table: {sorted(units - set(layer_of))}"


def test_no_import_goes_up_or_sideways() -> None:
    layer_of = _layers()
    wrong: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        module = ".".join(rel.parts[:-1] if rel.name == "__init__" else rel.parts)
        here = _unit(module)
        for line, target in _imports(path):
            there = _unit(target)
            if there == here or (module == "auditor" and there != "auditor"):
                continue
            mine, theirs = layer_of[here], layer_of[there]
            if theirs > mine or (theirs == mine and mine != 0):
                wrong.append(f"{rel}.py:{line}: {here} (layer {mine}) imports {target} (layer {theirs})")
    assert not wrong, "\n".join(wrong)
