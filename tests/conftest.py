"""Shared fixtures: a registry filled by hand (unit tests never discover installed plugins),
window settings in a temporary folder with sound off (tests never touch the player's settings),
and the frozen application, built once per session for the packaging tests."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Qt keeps its file dialog's state (folders visited, columns) in the user's config folder: the
# tests get a folder of their own, so that neither the player's nor an earlier test's applies.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="triangles-tests-config-")

ROOT = Path(__file__).resolve().parent.parent
BUILD_SECONDS = 280  # fail with PyInstaller's output before pytest-timeout's 300 s

from PySide6.QtCore import QSettings  # noqa: E402

from triangles.plugins.registry import Registry  # noqa: E402
from triangles.ui.settings import AppSettings  # noqa: E402
from triangles_classic import ClassicRules  # noqa: E402


@pytest.fixture
def registry() -> Registry:
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    return reg


@pytest.fixture
def classic() -> ClassicRules:
    return ClassicRules()


@pytest.fixture
def settings(tmp_path) -> AppSettings:
    s = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), tmp_path / "data")
    s.sound = False
    return s


@pytest.fixture(scope="session")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one-folder application, built by packaging/build.py into a temporary folder (about
    half a minute), once per session: the bundle's tests and the installer's share it."""
    work = tmp_path_factory.mktemp("bundle")
    done = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--distpath", str(work / "dist"),
         "--workpath", str(work / "build")],
        capture_output=True, text=True, timeout=BUILD_SECONDS, cwd=ROOT,
    )
    assert done.returncode == 0, f"build.py failed:\n{done.stdout[-2000:]}\n{done.stderr[-4000:]}"
    size = re.search(r"bundle size: ([\d.]+) MB", done.stdout)
    assert size is not None, done.stdout
    return work / "dist" / "triangles-bundle"


@pytest.fixture(autouse=True)
def _plain_look():
    """A window applies its theme to the whole application; the next test starts without it.
    Touch sizing is pinned off (the mouse's desktop look) whatever input devices the test
    machine has; a test for fingers asks for the `touch` fixture."""
    from triangles.ui import style

    style.set_touch_sizing(False)
    yield
    from PySide6.QtWidgets import QApplication

    style.set_touch_sizing(False)
    if style._STYLE is not None:
        style._STYLE.touch = style._STYLE.narrow = False
    app = QApplication.instance()
    if isinstance(app, QApplication) and app.styleSheet():
        app.setStyleSheet("")
        app.setPalette(app.style().standardPalette())


@pytest.fixture(autouse=True)
def _own_storage_warnings():
    """Files a test's settings set aside are that test's: the next window would show them in a
    modal box, which no test answers (and a test's time limit cannot stop Qt's modal loop)."""
    from triangles.storage import take_warnings

    yield
    take_warnings()


@pytest.fixture
def touch(_plain_look) -> None:
    """Touch sizing on, as on a tablet or a phone: finger-sized rows, scroll bars and spin
    box buttons from the next `apply_look` (a game window applies it as it opens)."""
    from triangles.ui import style

    style.set_touch_sizing(True)
