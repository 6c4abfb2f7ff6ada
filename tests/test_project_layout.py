"""The project layout: every package is declared, and the engine stays free of Qt."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _declared() -> tuple[set[str], dict[str, str]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    return set(config["packages"]), dict(config.get("package-dir", {}))


def _package_name(folder: Path, package_dir: dict[str, str]) -> str:
    rel = folder.relative_to(ROOT).as_posix()
    for name, where in sorted(package_dir.items(), key=lambda kv: -len(kv[1])):
        where = where.strip("/")
        if rel == where or rel.startswith(where + "/"):
            rest = rel[len(where):].strip("/")
            parts = [p for p in (name, *rest.split("/")) if p]
            return ".".join(parts)
    raise AssertionError(f"{rel} is not under any package-dir of pyproject.toml")


def test_every_package_on_disk_is_declared() -> None:
    """Every folder with an __init__.py, and every folder of data inside a package (the window
    icons), is declared: setuptools warns that it would leave an undeclared one out."""
    packages, package_dir = _declared()
    on_disk = set()
    for top in ("app", "plugins", "themes"):
        for folder in [ROOT / top, *(ROOT / top).rglob("*")]:
            skipped = (p.endswith(".egg-info") or p.startswith(".") or p == "__pycache__"
                       for p in folder.relative_to(ROOT).parts)
            if not folder.is_dir() or any(skipped):
                continue
            if (folder / "__init__.py").is_file() or (folder.parent / "__init__.py").is_file():
                on_disk.add(_package_name(folder, package_dir))
    assert on_disk - packages == set(), "add these to [tool.setuptools] packages in pyproject.toml"
    assert packages - on_disk == set(), "these declared packages have no folder"


def test_engine_never_imports_qt() -> None:
    for path in (ROOT / "app" / "triangles" / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                "import_module", "__import__"
            ):
                names = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            for name in names:
                top = name.split(".")[0]
                assert top not in ("PySide6", "PyQt5", "PyQt6", "shiboken6", "qtpy"), f"{path.name} imports {name}"
                assert not name.startswith("triangles.ui"), f"{path.name} imports {name}"
