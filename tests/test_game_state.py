"""Undo, copies and the read-only views of a game."""

from __future__ import annotations

import numpy as np
import pytest

from triangles.engine import Move, random_stars
from triangles_classic import ClassicRules


def state(game) -> tuple:
    return (
        game._drawn.tobytes(), game._legal.tobytes(), game._alive.tobytes(),
        game._segment_owner.tobytes(), game._triangle_owner.tobytes(), game.alive_count,
        game.score, game.state, tuple(game.history),
    )


def random_game(n: int, seed: int, extra_turn: bool = True):
    game = ClassicRules().new_game(random_stars(n, seed), {"extra_turn": extra_turn})
    rng = np.random.default_rng(seed)
    states = [state(game)]
    while not game.is_over():
        ids = game.legal_moves.ids()
        a, b = game.board.segment_ends[ids[rng.integers(len(ids))]]
        assert game.push(Move(int(a), int(b))).accepted
        states.append(state(game))
    return game, states


def test_undo_all_the_way_back() -> None:
    game, states = random_game(24, 3)
    assert game.is_over() and game.alive_count == 0
    for expected in reversed(states[:-1]):
        game.pop()
        assert state(game) == expected
    assert game.history == [] and game.turn == 1 and game.score == (0, 0)


def test_copy_is_independent() -> None:
    game, _ = random_game(24, 5)
    while len(game.history) > 10:
        game.pop()
    before = state(game)
    other = game.copy()
    assert state(other) == before
    ids = other.legal_moves.ids()
    a, b = other.board.segment_ends[ids[0]]
    other.push(Move(int(a), int(b)))
    other.pop()
    other.pop()
    assert state(game) == before
    game.push(Move(int(a), int(b)))
    assert len(other.history) == 9


def test_views_are_read_only() -> None:
    game, _ = random_game(24, 1)
    for view in (game.drawn, game.legal_mask, game.alive_mask, game.scoring_mask):
        with pytest.raises(ValueError):
            view[0] = True


def test_scores_add_up_to_closed_triangles() -> None:
    game, _ = random_game(60, 2, extra_turn=False)
    owners = [owner for _, owner in game.scored_triangles()]
    assert game.score == (owners.count(1), owners.count(2))
    assert len(game.drawn_segments()) == len(game.history)


def test_legal_moves_view() -> None:
    game = ClassicRules().new_game(random_stars(24, 9))
    moves = list(game.legal_moves)
    assert len(moves) == len(game.legal_moves) == game.board.m
    first = moves[0]
    assert first in game.legal_moves and Move(first.b, first.a) in game.legal_moves
    game.push(first)
    assert first not in game.legal_moves and len(game.legal_moves) < len(moves)
    assert all(game.check(m) is None for m in game.legal_moves)
    assert "not a move" not in game.legal_moves
    while not game.is_over():
        game.push(next(iter(game.legal_moves)))
    assert not game.legal_moves and list(game.legal_moves) == []
