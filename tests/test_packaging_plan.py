"""What the frozen application will hold, checked without running PyInstaller: the bundle plan
read from pyproject.toml, the Qt modules left out, the icons and the installer script."""

from __future__ import annotations

import importlib.metadata
import importlib.util
import re
import struct
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"


def _load(name: str) -> ModuleType:
    # packaging/ is not a package (the name would shadow the `packaging` distribution).
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


plan = _load("bundle_plan")


@pytest.fixture(scope="module")
def project():
    return plan.Project.load(ROOT)


def _fake_project(tmp_path: Path, packages: list[str], package_dir: dict[str, str],
                  entry_points: dict[str, dict[str, str]] | None = None):
    data = {
        "project": {"name": "demo", "version": "1.2.3", "entry-points": entry_points or {}},
        "tool": {"setuptools": {"packages": packages, "package-dir": package_dir,
                                "package-data": {"*": ["*.toml"], "demo_pkg": ["data/*.json"]}}},
    }
    return plan.Project(tmp_path, data)


def _write(path: Path, text: str = "") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


# ----------------------------------------------------------------------------- sources
def test_package_dir_follows_the_longest_mapped_prefix(tmp_path: Path) -> None:
    fake = _fake_project(tmp_path, ["app_pkg", "app_pkg.sub", "skin"],
                         {"": "src", "skin": "looks", "app_pkg.sub": "elsewhere/sub"})
    assert fake.package_dir("app_pkg") == tmp_path / "src" / "app_pkg"
    assert fake.package_dir("app_pkg.sub") == tmp_path / "elsewhere" / "sub"
    assert fake.package_dir("app_pkg.sub.deep") == tmp_path / "elsewhere" / "sub" / "deep"
    assert fake.package_dir("skin") == tmp_path / "looks"


def test_package_files_are_modules_and_declared_data_only(tmp_path: Path) -> None:
    _write(tmp_path / "src" / "demo_pkg" / "__init__.py")
    _write(tmp_path / "src" / "demo_pkg" / "rules.py")
    _write(tmp_path / "src" / "demo_pkg" / "notes.txt")
    _write(tmp_path / "src" / "demo_pkg" / "data" / "board.json", "{}")
    _write(tmp_path / "looks" / "__init__.py")
    _write(tmp_path / "looks" / "dark.toml")
    fake = _fake_project(tmp_path, ["demo_pkg", "skin"], {"": "src", "skin": "looks"})
    assert sorted(dest for _, dest in fake.package_files()) == [
        "demo_pkg/__init__.py", "demo_pkg/data/board.json", "demo_pkg/rules.py",
        "skin/__init__.py", "skin/dark.toml",
    ]
    assert fake.modules() == ["demo_pkg", "demo_pkg.rules", "skin"]
    staged = fake.stage(tmp_path / "stage")
    assert (staged / "skin" / "dark.toml").is_file()
    assert not (staged / "demo_pkg" / "notes.txt").exists()


def test_compiled_modules_for_this_interpreter_are_planned_as_modules(tmp_path: Path) -> None:
    suffix = plan.EXTENSION_SUFFIXES[0]
    _write(tmp_path / "src" / "demo_pkg" / "__init__.py")
    _write(tmp_path / "src" / "demo_pkg" / f"fast{suffix}")
    _write(tmp_path / "src" / "demo_pkg" / "fast.cpython-00-elsewhere.so")
    fake = _fake_project(tmp_path, ["demo_pkg"], {"": "src"})
    assert sorted(dest for _, dest in fake.package_files()) == ["demo_pkg/__init__.py", f"demo_pkg/fast{suffix}"]
    assert fake.modules() == ["demo_pkg", "demo_pkg.fast"]
    assert plan.module_name("demo_pkg/data/board.json") is None


def test_the_compiled_solver_is_bundled_only_while_current(project, monkeypatch) -> None:
    from triangles_ai import solver

    planned = {dest for _, dest in project.package_files()}
    compiled = {d for d in planned if d.startswith("triangles_ai/_negamax_compiled")}
    assert bool(compiled) == solver.COMPILED
    if not solver.COMPILED:
        pytest.skip("the compiled solver is not built from this negamax.py")
    assert {plan.module_name(d) for d in compiled} == {
        "triangles_ai._negamax_compiled", "triangles_ai._negamax_compiled__mypyc"}
    monkeypatch.setattr(solver, "COMPILED", False)  # as after an edit of negamax.py
    assert not any(dest.startswith("triangles_ai/_negamax_compiled") for _, dest in project.package_files())


def test_a_declared_package_without_init_is_refused(tmp_path: Path) -> None:
    _write(tmp_path / "src" / "demo_pkg" / "rules.py")
    fake = _fake_project(tmp_path, ["demo_pkg"], {"": "src"})
    with pytest.raises(plan.PlanError, match="demo_pkg"):
        fake.package_files()


def test_a_declared_package_of_data_only_is_planned_without_init(tmp_path: Path) -> None:
    _write(tmp_path / "src" / "demo_pkg" / "__init__.py")
    (tmp_path / "src" / "demo_pkg" / "icons").mkdir()
    (tmp_path / "src" / "demo_pkg" / "icons" / "icon.toml").write_text("")
    fake = _fake_project(tmp_path, ["demo_pkg", "demo_pkg.icons", "demo_pkg.gone"], {"": "src"})
    with pytest.raises(plan.PlanError, match="demo_pkg.gone"):
        fake.package_files()
    fake = _fake_project(tmp_path, ["demo_pkg", "demo_pkg.icons"], {"": "src"})
    assert "demo_pkg/icons/icon.toml" in {dest for _, dest in fake.package_files()}
    assert "demo_pkg.icons" not in fake.modules()


def test_every_theme_file_and_plugin_package_of_the_project_is_planned(project) -> None:
    planned = {dest for _, dest in project.package_files()}
    themes = project.package_dir("triangles_themes")
    for theme_file in themes.glob("*.toml"):
        assert f"triangles_themes/{theme_file.name}" in planned
    modules = set(project.modules())
    assert {"triangles.cli", "triangles.commands.plugins", "triangles.commands.replay"} <= modules
    for entries in project.entry_points().values():
        for target in entries.values():
            assert target.split(":")[0] in modules


# ---------------------------------------------------------------------------- metadata
def test_entry_points_outside_the_declared_packages_are_refused(tmp_path: Path) -> None:
    _write(tmp_path / "src" / "demo_pkg" / "__init__.py")
    fake = _fake_project(tmp_path, ["demo_pkg"], {"": "src"},
                         {"triangles.rules": {"lost": "missing_pkg:Rules"}})
    with pytest.raises(plan.PlanError, match="missing_pkg"):
        fake.write_dist_info(tmp_path / "meta")


def test_generated_dist_info_gives_discovery_every_entry_point(project, tmp_path: Path) -> None:
    project.write_dist_info(tmp_path)
    (dist,) = list(importlib.metadata.distributions(path=[str(tmp_path)]))
    assert dist.metadata["Name"] == project.name
    assert dist.version == project.version
    found = {(ep.group, ep.name, ep.value) for ep in dist.entry_points}
    declared = {(group, name, target) for group, entries in project.entry_points().items()
                for name, target in entries.items()}
    assert found == declared
    assert ("console_scripts", "triangles", "triangles.cli:main") in found
    assert any(group == "triangles.rules" for group, _, _ in found)


# ---------------------------------------------------------------------------------- Qt
@pytest.fixture(scope="module")
def pyside_dir() -> Path:
    import PySide6

    return Path(PySide6.__file__).parent


def test_qt_modules_used_include_what_they_depend_on(tmp_path: Path, pyside_dir: Path) -> None:
    source = _write(tmp_path / "view.py", "from PySide6.QtWidgets import QWidget\n"
                                          "from PySide6 import (\n    QtSvg,\n)\n")
    used = plan.qt_modules_used([source], pyside_dir)
    assert {"QtWidgets", "QtGui", "QtCore", "QtSvg"} <= used
    assert "QtQml" not in used and "QtNetwork" not in used


def test_unused_qt_modules_are_excluded(pyside_dir: Path) -> None:
    available = plan.qt_modules_available(pyside_dir)
    assert {"QtCore", "QtGui", "QtWidgets", "QtQml", "QtQuick"} <= available
    excludes = plan.qt_excludes({"QtCore", "QtGui", "QtWidgets"}, available)
    assert "PySide6.QtQml" in excludes and "PySide6.QtQuick" in excludes
    assert not {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"} & set(excludes)


def test_only_qtbase_catalogues_of_the_games_languages_are_kept(project) -> None:
    languages = project.languages()
    assert {"ca", "cs", "el", "it", "tr"} <= languages
    assert plan.keep_qt_translation("qtbase_ca.qm", languages)
    assert not plan.keep_qt_translation("qtbase_de.qm", languages)
    assert not plan.keep_qt_translation("qt_help_ca.qm", languages)
    assert not plan.keep_qt_translation("designer_it.qm", languages)


def test_software_opengl_is_left_out_unless_something_draws_with_opengl() -> None:
    assert plan.unneeded_qt_binaries({"QtCore", "QtGui", "QtWidgets"}) == {"opengl32sw.dll"}
    assert plan.unneeded_qt_binaries({"QtCore", "QtGui", "QtWidgets", "QtOpenGLWidgets"}) == set()


# ----------------------------------------------------------------------------- Windows
@pytest.mark.parametrize("version, numbers", [("0.1.0", (0, 1, 0, 0)), ("2.10", (2, 10, 0, 0)),
                                              ("1.2.3rc1", (1, 2, 3, 0)), ("1.2.3.4.5", (1, 2, 3, 4))])
def test_version_tuple(version: str, numbers: tuple[int, ...]) -> None:
    assert plan.version_tuple(version) == numbers


def test_windows_version_file_is_a_python_expression_with_the_version(project) -> None:
    text = plan.windows_version_file(project, "triangles-cli")
    compile(text, "version.txt", "eval")
    assert f"StringStruct('ProductVersion', '{project.version}')" in text
    assert "'triangles-cli.exe'" in text


def test_installer_script_names_the_bundles_executables_and_existing_files() -> None:
    iss = (PACKAGING / "windows" / "triangles.iss").read_text(encoding="utf-8-sig")
    spec = (PACKAGING / "triangles.spec").read_text(encoding="utf-8")
    exes = set(re.findall(r'_exe\("([\w-]+)"', spec))
    assert exes == {"triangles", "triangles-cli"}
    assert '#define AppExe "triangles.exe"' in iss
    assert 'COLLECT(' in spec and 'name="triangles-bundle"' in spec
    assert '#define BundleDir "..\\dist\\triangles-bundle"' in iss
    for relative in re.findall(r"^SetupIconFile=(.+)$", iss, re.M):
        assert (PACKAGING / "windows" / relative.replace("\\", "/")).is_file()
    # Double-click on a saved game runs the window with the file as first argument.
    assert '#define FileSuffix ".triangles"' in iss
    assert '"""{app}\\{#AppExe}"" ""%1"""' in iss


# ------------------------------------------------------------------------------- icons
def test_the_icon_holds_every_size_and_qt_reads_them(qapp) -> None:
    from PySide6.QtGui import QImageReader

    path = PACKAGING / "icons" / "triangles.ico"
    reserved, kind, count = struct.unpack("<HHH", path.read_bytes()[:6])
    assert (reserved, kind, count) == (0, 1, len(_load("make_icons").ICO_SIZES))
    reader = QImageReader(str(path))
    sizes = []
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        sizes.append(image.width())
    assert sorted(sizes) == [16, 24, 32, 48, 64, 128, 256]


def test_the_window_icon_ships_as_package_data_identical_to_the_artwork(project) -> None:
    from triangles.ui.app import ICON_SIZES

    planned = {dest: src for src, dest in project.package_files()}
    assert ICON_SIZES == _load("make_icons").APP_SIZES
    for size in ICON_SIZES:
        source = planned[f"triangles/ui/assets/triangles-{size}.png"]
        assert source.read_bytes() == (PACKAGING / "icons" / f"triangles-{size}.png").read_bytes()


def test_the_icon_artwork_is_drawn_in_the_player_colours(qapp) -> None:
    from PySide6.QtGui import QImage

    icons = _load("make_icons")
    image = QImage(str(PACKAGING / "icons" / "triangles.png"))
    assert image.width() == image.height() == 512

    def centroid(*corners: tuple[float, float]) -> tuple[int, int]:
        return (int(sum(c[0] for c in corners) / 3 * 512), int(sum(c[1] for c in corners) / 3 * 512))

    # Inside each triangle the fill is the player's colour over space.
    red = image.pixelColor(*centroid(icons.A, icons.B, icons.C))
    blue = image.pixelColor(*centroid(icons.B, icons.D, icons.C))
    assert red.red() > 150 and red.blue() < 100
    assert blue.blue() > 150 and blue.red() < 100
    assert image.pixelColor(2, 2).alpha() == 0  # rounded corner


# ------------------------------------------------------------------------ Qt binding
def test_the_bundled_qt_binding_keeps_none_alive() -> None:
    """PySide6-Essentials 6.12.0 releases None once per void Qt call under Python 3.11, and the
    game aborts after a few thousand calls; pyproject.toml excludes that release."""
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(200):
        probe.setObjectName("probe")
    assert sys.getrefcount(None) - before > -100
