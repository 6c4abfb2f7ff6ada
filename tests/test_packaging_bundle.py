"""The frozen application, built once per test session with packaging/build.py into a temporary
folder and run headless (its own `self-check`, `plugins --json`, `replay`, the window with a saved
game): a module, plugin, theme or catalogue missing from the bundle fails here.

PyInstaller takes about half a minute on this machine; the build runs once, in the session
fixture `bundle` (tests/conftest.py), which the installer's test reuses too.
"""

from __future__ import annotations

import importlib.util
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

from triangles.commands.replay import replay
from triangles.engine import record
from triangles.plugins.api import GROUPS
from triangles.plugins.registry import default_registry

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"

pytestmark = pytest.mark.packaging


def _plan():
    # packaging/ is not a package (the name would shadow the `packaging` distribution).
    if "bundle_plan" in sys.modules:
        return sys.modules["bundle_plan"]
    spec = importlib.util.spec_from_file_location("bundle_plan", PACKAGING / "bundle_plan.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bundle_plan"] = module
    spec.loader.exec_module(module)
    return module


plan = _plan()
project = plan.Project.load(ROOT)


@pytest.fixture(scope="session")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A home folder of its own, so the frozen app's settings and saves stay out of the user's."""
    return tmp_path_factory.mktemp("home")


def player_env(home: Path) -> dict[str, str]:
    """Headless, with no PYTHONPATH or PYTHONHOME pointing at the sources, and a home of its own."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home), USERPROFILE=str(home),
               APPDATA=str(home), LOCALAPPDATA=str(home), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local" / "share"), XDG_CACHE_HOME=str(home / ".cache"))
    return env


def run(bundle: Path, home: Path, *args: str, exe: str = "",
        timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run a bundled executable headless, as a player's machine would: no source tree, no
    PYTHONPATH. On Windows the windowed `triangles` has no stdout, so the console twin answers."""
    name = exe or ("triangles-cli" if sys.platform == "win32" else "triangles")
    return subprocess.run([str(bundle / name), *args], capture_output=True, text=True,
                          timeout=timeout, env=player_env(home), cwd=home)


def test_the_bundles_own_self_check_plays_a_game_in_the_window(bundle: Path, home: Path) -> None:
    from PySide6.QtGui import QImage

    screenshot = home / "self-check.png"
    done = run(bundle, home, "self-check", "--screenshot", str(screenshot))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("self-check ok") and len(done.stdout.strip().splitlines()) == 1
    image = QImage(str(screenshot))
    assert not image.isNull() and image.width() > 200 and image.height() > 200


def test_every_built_in_plugin_is_discovered_frozen(bundle: Path, home: Path) -> None:
    done = run(bundle, home, "plugins", "--json")
    assert done.returncode == 0, done.stderr
    listed = {(p["group"], p["name"]): p for p in json.loads(done.stdout)}
    declared = {(group, name) for group, entries in project.entry_points().items()
                if group in GROUPS for name in entries}
    assert declared and declared <= listed.keys()
    for key in declared:
        assert listed[key]["status"] == "ok", listed[key]
        assert listed[key]["version"] == project.version


@pytest.mark.parametrize("exe", ["triangles", "triangles-cli"])
def test_both_executables_are_the_triangles_command(bundle: Path, home: Path, exe: str) -> None:
    if exe == "triangles" and sys.platform == "win32":
        pytest.skip("the windowed executable has no stdout on Windows")
    done = run(bundle, home, "--version", exe=exe)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"triangles {project.version}"


def test_replay_gives_the_same_report_frozen(bundle: Path, home: Path) -> None:
    examples = sorted(project.package_dir("triangles").glob("examples/*.json"))
    assert examples, "the rules' worked examples are game records to replay"
    for path in examples:
        done = run(bundle, home, "replay", str(path), "--json")
        assert done.returncode == 0, f"{path.name}: {done.stderr}"
        expected = replay(record.load(path), default_registry())
        assert json.loads(done.stdout) == json.loads(json.dumps(expected)), path.name


def test_arena_worker_processes_run_frozen(bundle: Path, home: Path) -> None:
    """The arena spawns worker processes, which re-run the frozen executable."""
    args = ["arena", "--ai", "random", "--vs", "random", "--games", "4", "--stars", "12", "--json"]
    done = run(bundle, home, *args)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["games"] == 4
    assert report["wins"] + report["losses"] + report["draws"] == 4


def test_analyse_solves_the_octagon_frozen_as_in_the_sources(bundle: Path, home: Path) -> None:
    """The exact solver runs frozen: its compiled copy when the install built one, else negamax.py."""
    from triangles_ai import solver

    stars = [[round(math.cos(math.pi * k / 4), 6), round(math.sin(math.pi * k / 4), 6)] for k in range(8)]
    path = home / "octagon.json"
    path.write_text(json.dumps({"format": "triangles/1", "rules": "classic", "options": {"extra_turn": False},
                                "stars": stars, "moves": [[0, 1], [2, 5]]}), encoding="utf-8")
    done = run(bundle, home, "analyse", str(path), "--json")
    assert done.returncode == 0, done.stderr
    here = subprocess.run([sys.executable, "-m", "triangles", "analyse", str(path), "--json"],
                          capture_output=True, text=True, timeout=120, cwd=home)
    assert json.loads(done.stdout) == json.loads(here.stdout)
    compiled = sorted(p.name.split(".")[0] for p in (bundle / "_internal" / "triangles_ai").glob("_negamax_compiled*"))
    assert compiled == (["_negamax_compiled", "_negamax_compiled__mypyc"] if solver.COMPILED else [])


def test_the_compiled_geometry_is_bundled_when_built(bundle: Path) -> None:
    from triangles.engine import geometry

    built = sorted(p.name.split(".")[0] for p in (bundle / "_internal" / "triangles" / "engine").glob("_geometry*"))
    assert built == (["_geometry"] if geometry.NATIVE else [])


def test_a_bad_record_gets_one_line_not_a_traceback(bundle: Path, home: Path) -> None:
    broken = home / "broken.triangles"
    broken.write_text("{not json", encoding="utf-8")
    done = run(bundle, home, "replay", str(broken))
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_every_theme_file_translation_and_data_file_is_bundled(bundle: Path) -> None:
    internal = bundle / "_internal"
    for _, dest in project.package_files():
        if not dest.endswith(".py"):  # data files, and modules compiled by the install
            assert (internal / dest).is_file(), f"{dest} missing from the bundle"
    for language in project.languages():
        assert (internal / "triangles" / "translations" / f"triangles_{language}.qm").is_file()
    assert (internal / f"{project.name}-{project.version}.dist-info" / "entry_points.txt").is_file()


def test_only_the_qt_the_game_uses_is_bundled(bundle: Path) -> None:
    import PySide6

    pyside = bundle / "_internal" / "PySide6"
    sources = [path for path, dest in project.package_files() if dest.endswith(".py")]
    needed = plan.qt_modules_used(sources, Path(PySide6.__file__).parent)
    bundled = {p.name.split(".")[0] for p in pyside.glob("Qt*.*")}
    assert {"QtCore", "QtGui", "QtWidgets"} <= bundled <= needed
    catalogues = {p.name for p in pyside.rglob("*.qm")}
    assert catalogues == {f"qtbase_{code}.qm" for code in project.languages()} & catalogues
    assert "qtbase_ca.qm" in catalogues


def test_the_window_starts_with_a_saved_game_as_first_argument(bundle: Path, home: Path) -> None:
    """What a double-click on a .triangles file runs: the window starts with that game and keeps
    running (a module, Qt plugin or data file missing from the bundle ends it at once)."""
    saved = home / "saved.triangles"
    examples = sorted(project.package_dir("triangles").glob("examples/*.json"))
    saved.write_bytes(examples[0].read_bytes())
    window = subprocess.Popen([str(bundle / "triangles"), str(saved)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=player_env(home), cwd=home)
    try:
        window.wait(timeout=6)
    except subprocess.TimeoutExpired:
        window.terminate()
        _, errors = window.communicate(timeout=30)
        assert "Traceback" not in errors and "Error" not in errors, errors
    else:
        _, errors = window.communicate()
        pytest.fail(f"the window ended with status {window.returncode}: {errors.strip()[-2000:]}")


# ----------------------------------------------------------------- the workflow's bundle check
def test_the_workflows_bundle_check_passes_on_this_bundle(bundle: Path, tmp_path: Path) -> None:
    """packaging/check_bundle.py, which the Windows workflow runs before building the installer."""
    screenshot = tmp_path / "self-check.png"
    done = subprocess.run([sys.executable, str(PACKAGING / "check_bundle.py"), str(bundle), "--screenshot",
                           str(screenshot)], capture_output=True, text=True, timeout=280, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert [line.split(":")[0] for line in done.stdout.splitlines()] == ["self-check", "plugins", "replay"]
    assert screenshot.stat().st_size > 1000


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in bundle is a shell script")
def test_the_bundle_check_says_in_one_line_what_failed(tmp_path: Path) -> None:
    """A bundle whose self-check passes but which finds no plugin: the check stops there, saying so."""
    fake = tmp_path / "triangles-bundle"
    fake.mkdir()
    program = fake / "triangles"
    program.write_text('#!/bin/sh\ncase "$1" in\n  self-check) echo x > "$3"; echo "self-check ok";;\n'
                       '  plugins) echo "[]";;\n  *) exit 3;;\nesac\n', encoding="utf-8")
    program.chmod(0o755)
    done = subprocess.run([sys.executable, str(PACKAGING / "check_bundle.py"), str(fake), "--screenshot",
                           str(tmp_path / "shot.png")], capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 1
    assert done.stdout.splitlines() == [f"self-check: ok, screenshot {tmp_path / 'shot.png'}"]
    (message,) = done.stderr.strip().splitlines()
    assert message.startswith("check_bundle.py: plugins: triangles.") and "is not in the bundle" in message
