"""Playouts (the Expert's estimate without the extra turn) follow the real rules and Normal's policy."""

from __future__ import annotations

import random

import numpy as np
import pytest

from triangles.engine import Move
from triangles_ai.compact import build
from triangles_ai.features import move_features
from triangles_ai.players import normal_candidates
from triangles_ai.playouts import Playouts
from triangles_ai.solver import PASS
from triangles_classic import ClassicRules


def test_a_lone_triangle_goes_to_the_player_who_draws_its_first_side() -> None:
    game = ClassicRules().new_game(np.array([[0.0, 0.0], [1.0, 0.0], [0.0, 1.0]]), {"extra_turn": False})
    pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, False)
    for seed in range(5):
        assert Playouts(pos, random.Random(seed)).play(pos.free, pos.alive, len(pos.pool)) == 1


@pytest.mark.parametrize("extra", [False, True])
@pytest.mark.parametrize("seed", range(6))
def test_a_playout_is_a_real_game_played_by_normal(seed: int, extra: bool) -> None:
    rng = np.random.default_rng(seed)
    game = ClassicRules().new_game(rng.uniform(0, 1, (11, 2)), {"extra_turn": extra})
    for _ in range(int(rng.integers(0, 12))):
        a, b = game.board.segment_ends[int(rng.choice(game.legal_moves.ids()))]
        game.push(Move(int(a), int(b)))
    pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, extra)
    trace: list[int] = []
    mover = game.turn
    start = game.scores[mover - 1] - game.scores[2 - mover]
    net = Playouts(pos, random.Random(seed)).play(pos.free, pos.alive, len(pos.pool), trace)
    pool = list(pos.pool)
    for local in trace:
        seg = pool.pop() if local == PASS else pos.seg_ids[local]
        feats = move_features(game.board, game.legal_mask, game.drawn, game.alive_mask)
        if local != PASS:  # a pooled segment is one of Normal's safe segments by construction
            assert seg in normal_candidates(feats)
        a, b = game.board.segment_ends[seg]
        assert game.push(Move(int(a), int(b))).accepted
    assert game.is_over()
    assert game.scores[mover - 1] - game.scores[2 - mover] - start == net


def _capture_positions(count: int):
    """Classic positions with no safe segment left where a triangle is on offer, as (compact
    position, root options), from games played by Normal's counting rule on 16 stars."""
    from triangles.engine import random_stars
    from triangles_ai.solver import Solver

    found = []
    for seed in range(40):
        game = ClassicRules().new_game(random_stars(16, seed), {"extra_turn": False})
        while not game.is_over() and len(found) < count:
            feats = move_features(game.board, game.legal_mask, game.drawn, game.alive_mask)
            if not feats.safe.any() and feats.closes.any() and not feats.closes.all():
                pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, False)
                found.append((pos, Solver(pos).root_options()))
            a, b = game.board.segment_ends[int(normal_candidates(feats)[0])]
            game.push(Move(int(a), int(b)))
    return found


def test_a_triangle_on_offer_is_left_only_after_a_fair_test_and_never_when_it_costs_nothing() -> None:
    """Without the extra turn a capture is kept when the test against the best other move
    cannot be played (no time left for its games), and always when it offers nothing; with
    time, some positions do leave the triangle."""
    import time

    left = 0
    positions = _capture_positions(60)
    assert len(positions) == 60
    for k, (pos, options) in enumerate(positions):
        playouts = Playouts(pos, random.Random(k))
        captures = {o[1] for o in options if o[2]}
        move, _ = playouts.choose_weighing_captures(options, time.perf_counter() - 1.0)
        assert move in captures
        move, _ = playouts.choose_weighing_captures(options, time.perf_counter() + 0.05)
        if min(o for o in options if o[2])[0] % 1000 == 0:  # the best capture offers nothing
            assert move in captures
        left += move not in captures
    assert left > 0
