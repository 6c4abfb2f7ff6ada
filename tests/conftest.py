"""Shared fixtures: a registry filled by hand (unit tests never discover installed plugins) and
window settings in a temporary folder with sound off (tests never touch the player's settings)."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

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
