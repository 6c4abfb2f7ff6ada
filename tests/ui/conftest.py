"""Fixtures for the game window tests: a hand-filled registry with a tiny computer player and a
window on it (its temporary settings come from tests/conftest.py)."""

from __future__ import annotations

import pytest
from uihelpers import make_window

from triangles.plugins.api import Action, AIPlayer, AIPlugin, GameView, Pass
from triangles.plugins.registry import Registry
from triangles.ui.main_window import MainWindow
from triangles_classic import ClassicRules


class FirstLegalPlayer(AIPlayer):
    """Draws the legal segment with the lowest id: predictable games for the tests."""

    def choose_move(self, view: GameView, budget_s: float) -> Action:
        moves = view.legal_moves()
        return moves[0] if moves else Pass()


class FirstLegalAI(AIPlugin):
    name = "testai"
    title = "Test player"
    levels = ("easy", "hard")
    supports = ("classic",)
    budgets = {"easy": 0.2, "hard": 0.2}

    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        return FirstLegalPlayer()


@pytest.fixture
def ui_registry() -> Registry:
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    reg.add("triangles.ai", "testai", FirstLegalAI, "tests", "test")
    return reg


@pytest.fixture
def window(qtbot, ui_registry, settings) -> MainWindow:
    return make_window(qtbot, ui_registry, settings)
