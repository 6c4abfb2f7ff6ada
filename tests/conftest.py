"""Shared fixtures: a registry filled by hand (unit tests never discover installed plugins)."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from triangles.plugins.registry import Registry  # noqa: E402
from triangles_classic import ClassicRules  # noqa: E402


@pytest.fixture
def registry() -> Registry:
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    return reg


@pytest.fixture
def classic() -> ClassicRules:
    return ClassicRules()
