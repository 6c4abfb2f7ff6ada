"""A short soak: whole games in every variant on small boards (brute-force end check after every
move) and on the large sizes, with the engine's invariants checked independently; and proof that
the checker catches a broken engine. The long run is benchmarks/soak.py."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from triangles.engine import Board, Move, random_stars
from triangles_testing.invariants import Checker, InvariantError, play_checked, random_chooser
from triangles.plugins.safe_play import fallback_action
from triangles_classic import ClassicGame, ClassicRules
from triangles_dice import DiceRules

VARIANTS = [
    ("classic", {"extra_turn": False}),
    ("classic", {"extra_turn": True}),
    ("dice", {"mode": "beginner"}),
    ("dice", {"mode": "normal"}),
    ("dice", {"mode": "expert"}),
]
RULES = {"classic": ClassicRules(), "dice": DiceRules()}


def new_game(rules: str, options: dict[str, Any], n: int, seed: int, clearance: float = 0.0):  # noqa: ANN201
    extra = {"seed": seed} if rules == "dice" else None
    return RULES[rules].new_game(random_stars(n, seed), {**options, "clearance": clearance}, extra)


@pytest.mark.parametrize("rules,options", VARIANTS, ids=[f"{r}-{o}" for r, o in VARIANTS])
def test_small_boards_with_brute_force_end_check(rules: str, options: dict[str, Any]) -> None:
    for seed, n, clearance in ((1, 7, 0.0), (2, 11, 0.02), (3, 16, 0.0)):
        game = new_game(rules, options, n, seed, clearance)
        report = play_checked(game, (random_chooser(seed), fallback_action), brute_force=True)
        assert game.is_over() and report.moves == len(game.history)
        assert report.checks > report.moves


def test_phone_board_with_brute_force_end_check() -> None:
    game = new_game("dice", {"mode": "expert"}, 24, 9, 0.004)
    report = play_checked(game, (fallback_action, random_chooser(4)), brute_force=True)
    assert report.checks > report.moves


@pytest.mark.parametrize("n,rules,options", [(60, *VARIANTS[1]), (180, *VARIANTS[3])], ids=["classic-60", "dice-180"])
def test_large_boards(n: int, rules: str, options: dict[str, Any]) -> None:
    game = new_game(rules, options, n, n, 0.004)
    report = play_checked(game, (random_chooser(n), random_chooser(n + 1)))
    assert report.moves > n


# ------------------------------------------------------------------------ the checker itself


def test_checker_catches_a_segment_drawn_across_another() -> None:
    game = new_game("classic", {}, 16, 5)
    checker = Checker(game, brute_force=False)
    ends = game.board.segment_ends
    before = int(game.legal_mask.sum())
    for first in list(game.legal_moves):  # a segment that cuts others
        game.push(first)
        if int(game.legal_mask.sum()) < before - 1:
            break
        game.pop()
    checker.after_move()
    crossing = np.flatnonzero(~game.legal_mask & ~game.drawn)  # cut by the one drawn segment
    assert len(crossing)
    game._legal[crossing[0]] = True  # corrupt the engine's legality mask
    game.push(Move(int(ends[crossing[0], 0]), int(ends[crossing[0], 1])))
    with pytest.raises(InvariantError, match="crosses"):
        checker.after_move()


def test_checker_catches_a_wrong_score() -> None:
    game = new_game("classic", {}, 12, 6)
    checker = Checker(game)
    game.push(next(iter(game.legal_moves)))
    game.scores[0] += 1
    with pytest.raises(InvariantError, match="score"):
        checker.after_move()


class NeverEnding(ClassicGame):
    def outcome(self):  # noqa: ANN201
        return None


class EndsEarly(ClassicGame):
    def outcome(self):  # noqa: ANN201
        return self.outcome_by_score() if len(self.history) >= 3 else None


@pytest.mark.parametrize("cls,message", [(NeverEnding, "goes on"), (EndsEarly, "can still be closed")])
def test_checker_catches_a_wrong_end(cls: type, message: str) -> None:
    game = cls(Board(random_stars(9, 8)), {"extra_turn": False, "clearance": 0.0})
    with pytest.raises(InvariantError, match=message):
        play_checked(game, (random_chooser(1), random_chooser(2)), brute_force=True, max_actions=200)


def ai_chooser(plugin: Any, level: str, seed: int, budget: float):  # noqa: ANN201
    """A computer level played directly: an exception or an illegal answer fails the soak."""
    from triangles.plugins.api import GameView

    player = plugin.create(level, seed)
    return lambda game: player.choose_move(GameView(game.copy()), budget)


@pytest.mark.parametrize("rules,options", [VARIANTS[0], VARIANTS[3]], ids=["classic", "dice-normal"])
def test_every_computer_level(rules: str, options: dict[str, Any]) -> None:
    from triangles_ai import RandomAI, StandardAI

    for plugin in (StandardAI(), RandomAI()):
        for k, level in enumerate(plugin.levels):
            game = new_game(rules, options, 10, 20 + k)
            seats = (ai_chooser(plugin, level, k, 0.03), fallback_action)
            report = play_checked(game, seats if k % 2 else seats[::-1], brute_force=True)
            assert game.is_over() and report.checks > report.moves
