"""Who may import whom (docs/architecture.md, "Who imports whom"): read from the sources, every
import counted (inside functions and `if TYPE_CHECKING:` too), with no import loop anywhere."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: Folders of the game and the package name of their top level ("" = the folders are packages).
SOURCES = {"app": "", "plugins": "", "themes": "triangles_themes"}
BUILT_IN_PLUGINS = ("triangles_ai", "triangles_classic", "triangles_dice", "triangles_themes")
#: The window's own shared modules, which any part of it may use.
UI_SHARED = ("triangles.ui.settings", "triangles.ui.themes", "triangles.ui.style", "triangles.ui.i18n", "triangles.ui.screen_fit",
             "triangles.ui.plugin_switch", "triangles.ui.os_words", "triangles.ui.speech", "triangles.ui.timers")
#: Every command module but self-check, which opens the window on purpose.
HEADLESS_COMMANDS = tuple(
    f"triangles.commands.{p.stem}" for p in sorted((ROOT / "app" / "triangles" / "commands").glob("*.py"))
    if p.stem not in ("__init__", "selfcheck")
)


@cache
def modules() -> dict[str, Path]:
    found = {}
    for folder, top in SOURCES.items():
        for path in (ROOT / folder).rglob("*.py"):
            if any(part.endswith(".egg-info") or part == "__pycache__" for part in path.parts):
                continue
            parts = list(path.relative_to(ROOT / folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(([top] if top else []) + parts)] = path
    return found


@cache
def graph() -> dict[str, frozenset[str]]:
    """Module -> the game's modules it imports (not its own parent packages, always loaded first)."""
    known = modules()
    out = {}
    for name, path in known.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        named: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                named.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    module = ".".join(base + ([node.module] if node.module else []))
                else:
                    module = node.module or ""
                named.add(module)
                named.update(f"{module}.{alias.name}" for alias in node.names if f"{module}.{alias.name}" in known)
        edges = set()
        for target in named:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name and not name.startswith(target + "."):
                edges.add(target)
        out[name] = frozenset(edges)
    return out


def _under(name: str, *prefixes: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def _offenders(source: tuple[str, ...], allowed: tuple[str, ...]) -> list[str]:
    """Imports from modules under `source` of the game's modules outside `allowed` (and outside
    the importer's own top-level package)."""
    bad = []
    for name, targets in graph().items():
        if not _under(name, *source):
            continue
        for target in targets:
            if not _under(target, *allowed, *source):
                bad.append(f"{name} imports {target}")
    return sorted(bad)


def test_there_is_no_import_loop() -> None:
    edges = graph()
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    loops: list[list[str]] = []

    def visit(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                loops.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    assert loops == []


@pytest.mark.parametrize(
    "source, allowed",
    [
        # The engine stands alone (and never imports Qt: test_project_layout).
        (("triangles.engine",), ()),
        # The plugin machinery builds on the engine only.
        (("triangles.plugins",), ("triangles.engine",)),
        # Themes: data, files, and theme plugins through the registry.
        (("triangles.theme",), ("triangles.engine", "triangles.plugins")),
        # Records to games, storage, language: below the window and the commands.
        (("triangles.record_check", "triangles.storage", "triangles.i18n", "triangles.examples", "triangles.review"),
         ("triangles.engine", "triangles.plugins", "triangles.i18n_build")),
        # Headless commands: no window (but self-check, which drives one on purpose).
        (HEADLESS_COMMANDS,
         ("triangles.engine", "triangles.plugins", "triangles.theme", "triangles.record_check", "triangles.storage", "triangles.commands",
          "triangles.puzzles", "triangles.review", "triangles.interrupt")),
    ],
)
def test_each_layer_imports_only_the_layers_below(source: tuple[str, ...], allowed: tuple[str, ...]) -> None:
    assert _offenders(source, allowed) == []


def test_the_app_knows_no_built_in_plugin_by_name() -> None:
    bad = {f"{name} imports {t}" for name, targets in graph().items() if _under(name, "triangles")
           for t in targets if _under(t, *BUILT_IN_PLUGINS)}
    assert bad == set()


@pytest.mark.parametrize("plugin", BUILT_IN_PLUGINS)
def test_built_in_plugins_import_only_the_plugin_api(plugin: str) -> None:
    assert _offenders((plugin,), ("triangles.plugins.api",)) == []


def test_the_window_is_grouped_by_what_it_does() -> None:
    """board < game < variants < dialogs (and review) < main window; the shared modules use none
    of them."""
    ui = "triangles.ui"
    assert _offenders((f"{ui}.board",), ("triangles.engine", "triangles.plugins", "triangles.theme", *UI_SHARED)) == []
    below_game = ("triangles.engine", "triangles.plugins", "triangles.record_check", "triangles.theme", *UI_SHARED)
    assert _offenders((f"{ui}.game",), below_game) == []
    assert _offenders((f"{ui}.variants",), (*below_game, f"{ui}.board", f"{ui}.game")) == []
    assert _offenders((f"{ui}.dialogs",), (*below_game, f"{ui}.board", f"{ui}.game", f"{ui}.variants",
                                           "triangles.examples")) == []
    # The replay and review window is a window of its own, beside the dialogs.
    assert _offenders((f"{ui}.review",), (*below_game, f"{ui}.board", f"{ui}.game", f"{ui}.dialogs",
                                          "triangles.puzzles", "triangles.review")) == []
    assert _offenders(UI_SHARED, ("triangles.engine", "triangles.plugins", "triangles.theme", "triangles.storage",
                                  "triangles.i18n")) == []


def test_the_game_never_imports_the_test_oracles() -> None:
    assert not (ROOT / "app" / "triangles" / "testing").exists()
    bad = [f"{name} imports triangles_testing" for name, path in modules().items()
           if "triangles_testing" in path.read_text(encoding="utf-8")]
    assert bad == []


def test_the_rules_are_checked_on_real_imports() -> None:
    """The reader sees relative, nested and type-checking imports (the rules above are not empty)."""
    edges = graph()
    assert "triangles.ui.game.position" in edges["triangles.ui.game.controller"]
    assert "triangles_dice.state" in edges["triangles_dice.hints"]
    assert "triangles.plugins.api" in edges["triangles_classic"]
    assert "triangles.ui.dialogs.settings_dialog" in edges["triangles.ui.main_window"]  # inside a method
