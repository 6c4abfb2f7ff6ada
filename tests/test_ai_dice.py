"""The computer players under the dice variant: several segments per turn, pass, refusals."""

from __future__ import annotations

import pytest

from triangles.engine import Move, Pass, random_stars
from triangles.plugins.api import GameView
from triangles_ai import RandomAI, StandardAI
from triangles_ai.features import move_features
from triangles_dice import DiceRules


def _player(level: str):
    plugin = RandomAI() if level == "random" else StandardAI()
    assert "dice" in plugin.supports
    return plugin.create(level, seed=7)


@pytest.mark.parametrize("level", ["random", "beginner", "normal", "expert"])
@pytest.mark.parametrize("stars", [12, 24])
def test_every_level_plays_whole_dice_games_with_allowed_actions(level: str, stars: int) -> None:
    game = DiceRules().new_game(random_stars(stars, stars), {}, {"seed": stars})
    ai = _player(level)
    other = _player("normal")
    for _ in range(2000):
        if game.is_over():
            break
        me = ai if game.turn == 1 else other
        action = me.choose_move(GameView(game.copy()), 0.3)
        assert game.check(action) is None, (level, action, game.state)
        assert game.push(action).accepted
    assert game.is_over()


def test_normal_closes_what_it_prepares_within_its_turn() -> None:
    """With two segments left and nothing to close, Normal makes a triangle closable and then
    closes it itself."""
    checked = 0
    for seed in range(30):
        game = DiceRules().new_game(random_stars(16, seed), {}, {"seed": seed})
        ai = _player("normal")
        while not game.is_over() and checked < 5:
            state = game.state
            feats = move_features(game.board, game.legal_mask, game.drawn, game.alive_mask)
            action = ai.choose_move(GameView(game.copy()), 0.3)
            if (state.remaining >= 2 and not feats.closes.any() and (feats.offers > 0).any()
                    and isinstance(action, Move)):
                player, before = game.turn, game.scores[game.turn - 1]
                game.push(action)
                follow = ai.choose_move(GameView(game.copy()), 0.3)
                if game.check(follow) is None and game.turn == player:
                    game.push(follow)
                    assert game.scores[player - 1] > before
                    checked += 1
                continue
            game.push(action)
        if checked >= 5:
            break
    assert checked >= 5


def test_normal_passes_rather_than_give_a_triangle_away() -> None:
    for seed in range(40):
        game = DiceRules().new_game(random_stars(10, seed), {}, {"seed": seed})
        ai = _player("normal")
        while not game.is_over():
            feats = move_features(game.board, game.legal_mask, game.drawn, game.alive_mask)
            action = ai.choose_move(GameView(game.copy()), 0.3)
            last_segment = game.state.remaining == 1
            if last_segment and not feats.closes.any() and not feats.safe.any():
                assert action == Pass()
                return
            game.push(action)
    pytest.fail("no position where every segment gives a triangle away was reached")
