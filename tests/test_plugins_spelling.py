"""A plugin class that defines a near miss of a name the app reads (a misspelt hook or
declaration, which the app would never look at) gets a warning naming the name it meant; a
helper beside the real hook does not, nor does any built-in or example plugin."""

from __future__ import annotations

import logging

import pytest

from triangles.engine import random_stars
from triangles.plugins.api import GROUP_AI, GROUP_RULES, Action, AIPlayer, AIPlugin, Game, GameView, Pass
from triangles.plugins.guard import GameGuard
from triangles.plugins.registry import Registry, default_registry
from triangles.plugins.spelling import near_misses
from triangles_classic import ClassicGame, ClassicRules

WARNING = "is not read by the app"


class Forgetful(ClassicGame):
    """Means copy_extra and record_extra; spells them with an "s"."""

    rules_name = "forgetful"

    def copy_extras(self, other: Game) -> None:
        pass

    def record_extras(self) -> dict:
        return {}


class Careful(ClassicGame):
    """The real hook, and a helper whose name is close to it."""

    rules_name = "careful"

    def copy_extra(self, other: Game) -> None:
        self.copy_extras(other)

    def copy_extras(self, other: Game) -> None:
        pass


def test_a_misspelt_hook_is_named_with_the_one_meant() -> None:
    assert near_misses(Forgetful, Game) == [
        "Forgetful.copy_extras is not read by the app: did you mean copy_extra?",
        "Forgetful.record_extras is not read by the app: did you mean record_extra?",
    ]


def test_a_helper_beside_the_hook_it_resembles_is_left_alone() -> None:
    assert near_misses(Careful, Game) == []


def test_a_new_game_of_a_variant_with_a_misspelt_hook_warns_once_and_plays(caplog: pytest.LogCaptureFixture) -> None:
    class ForgetfulRules(ClassicRules):
        name = "forgetful"
        title = "Forgetful"

        def create_game(self, board, options, extra):
            return Forgetful(board, options)

    with caplog.at_level(logging.WARNING):
        for _ in range(2):
            game = GameGuard(quiet=True).new_game(ForgetfulRules(), random_stars(8, seed=1))
    lines = [r.getMessage() for r in caplog.records if WARNING in r.getMessage()]
    assert lines == [
        "plugin triangles.rules 'forgetful': Forgetful.copy_extras is not read by the app: did you mean copy_extra?",
        "plugin triangles.rules 'forgetful': Forgetful.record_extras is not read by the app: did you mean record_extra?",
    ]
    assert not game.is_over() and game.push(next(iter(game.legal_moves))).accepted


def test_a_misspelt_declaration_of_a_computer_player_is_named_and_it_still_loads(caplog: pytest.LogCaptureFixture) -> None:
    class Passer(AIPlayer):
        def choose_move(self, view: GameView, budget_s: float) -> Action:
            return Pass()

    class Misspelt(AIPlugin):
        name = "misspelt"
        title = "Misspelt"
        levels = ("only",)
        suports = ("dice",)  # meant: supports

        def create(self, level: str, seed: int | None = None) -> AIPlayer:
            return Passer()

    registry = Registry()
    with caplog.at_level(logging.WARNING):
        info = registry.add(GROUP_AI, "misspelt", Misspelt, "pkg", "1")
    assert info.status == "ok"
    assert [r.getMessage() for r in caplog.records if WARNING in r.getMessage()] == [
        "plugin triangles.ai 'misspelt': Misspelt.suports is not read by the app: did you mean supports?"
    ]


def test_built_in_plugins_and_their_games_and_players_get_no_warning(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        registry = default_registry()
        for info in registry.ok(GROUP_RULES):
            guard = GameGuard(quiet=True)
            game = guard.new_game(info.obj, random_stars(10, seed=2))
            for ai in registry.ok(GROUP_AI):
                if ai.obj.plays(info.name):
                    for level in ai.obj.levels:
                        guard.player(ai.obj, level, 1, seed=1)
            assert not game.is_over()
    assert [r.getMessage() for r in caplog.records if WARNING in r.getMessage()] == []
