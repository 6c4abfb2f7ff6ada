"""A computer player that throws, hangs or answers nonsense is replaced by the fallback move."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from triangles.engine import Move, random_stars
from triangles.plugins.safe_play import choose_safely, fallback_action
from triangles.plugins.api import AIPlayer, GameView
from triangles_ai.features import move_features
from triangles_classic import ClassicRules


class _Throws(AIPlayer):
    def choose_move(self, view: GameView, budget_s: float) -> Move:
        raise ValueError("no idea")


class _Hangs(AIPlayer):
    def __init__(self) -> None:
        self.release = threading.Event()

    def choose_move(self, view: GameView, budget_s: float) -> Move:
        self.release.wait(30)
        return Move(0, 1)


class _Nonsense(AIPlayer):
    def choose_move(self, view: GameView, budget_s: float) -> object:  # type: ignore[override]
        return "0-1"


def _game():
    game = ClassicRules().new_game(random_stars(24, 4))
    rng = np.random.default_rng(4)
    for _ in range(12):
        seg = int(rng.choice(game.legal_moves.ids()))
        a, b = game.board.segment_ends[seg]
        game.push(Move(int(a), int(b)))
    return game


@pytest.mark.parametrize("player, words", [(_Throws(), "failed"), (_Nonsense(), "not a Move or Pass")])
def test_misbehaving_player_gets_the_fallback(player: AIPlayer, words: str) -> None:
    game = _game()
    choice = choose_safely(player, game, 0.2)
    assert choice.fallback_reason is not None and words in choice.fallback_reason
    assert game.check(choice.action) is None


def test_hanging_player_is_abandoned_within_its_grace() -> None:
    game = _game()
    player = _Hangs()
    try:
        choice = choose_safely(player, game, 0.05)
    finally:
        player.release.set()
    assert choice.fallback_reason == "overran its time budget"
    assert choice.elapsed_ms < 2000
    assert game.check(choice.action) is None


def test_fallback_takes_a_triangle_else_gives_nothing_away() -> None:
    game = _game()
    for _ in range(40):
        if game.is_over():
            break
        feats = move_features(game.board, game.legal_mask, game.drawn, game.alive_mask)
        action = fallback_action(game)
        seg = game.board.segment_id(action.a, action.b)
        k = int(np.searchsorted(feats.segs, seg))
        if feats.closes.any():
            assert feats.closes[k] > 0
        elif feats.safe.any():
            assert feats.offers[k] == 0
        assert game.push(action).accepted
