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
    packages, package_dir = _declared()
    on_disk = set()
    for top in ("app", "plugins", "themes"):
        for init in (ROOT / top).rglob("__init__.py"):
            if any(part.endswith(".egg-info") or part == "__pycache__" for part in init.parts):
                continue
            on_disk.add(_package_name(init.parent, package_dir))
    assert on_disk - packages == set(), "add these to [tool.setuptools] packages in pyproject.toml"
    # A folder of data only (the window icons) is declared too, without an __init__.py.
    missing = {name for name in packages - on_disk if not _folder(name, package_dir).is_dir()}
    assert missing == set(), "these declared packages have no folder"


def _folder(package: str, package_dir: dict[str, str]) -> Path:
    """Where a declared package lives, by the longest package-dir entry that maps it."""
    parts = package.split(".")
    for n in range(len(parts), -1, -1):
        head = ".".join(parts[:n])
        if head in package_dir:
            return ROOT / package_dir[head] / Path(*parts[n:])
    return ROOT / Path(*parts)


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
