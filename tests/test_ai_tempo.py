"""The tempo fight (who runs out of safe segments first) against a plain search of the real game,
on both builds of the solver."""

from __future__ import annotations

import numpy as np
import pytest

from triangles.engine import Game, Move
from triangles_ai import negamax, solver
from triangles_ai.compact import bits, build
from triangles_ai.features import move_features
from triangles_classic import ClassicRules


@pytest.fixture(params=["pure", "compiled"])
def impl(request: pytest.FixtureRequest):
    if request.param == "pure":
        return negamax
    if not solver.COMPILED:
        pytest.skip("the compiled solver is not built from this negamax.py (pip install -e . builds it)")
    return solver.implementation


def _safe(game: Game) -> list[int]:
    feats = move_features(game.board, game.legal_mask, game.drawn, game.alive_mask)
    return [int(s) for s in feats.segs[feats.safe]]


def wins_tempo(game: Game, memo: dict) -> bool:
    """Whether the player to move can make the last safe move (a plain search, no reductions)."""
    key = game.drawn.tobytes()
    if key not in memo:
        won = False
        for seg in _safe(game):
            child = game.copy()
            a, b = child.board.segment_ends[seg]
            assert child.push(Move(int(a), int(b))).accepted
            if not wins_tempo(child, memo):
                won = True
                break
        memo[key] = won
    return memo[key]


def _position(seed: int) -> Game:
    rng = np.random.default_rng(seed)
    game = ClassicRules().new_game(rng.uniform(0, 1, (9, 2)), {"extra_turn": False})
    for _ in range(int(rng.integers(0, 6))):
        safe = _safe(game)
        if not safe:
            break
        a, b = game.board.segment_ends[int(rng.choice(safe))]
        game.push(Move(int(a), int(b)))
    return game


@pytest.mark.parametrize("seed", range(10))
def test_tempo_value_agrees_with_a_plain_search(impl, seed: int) -> None:
    game = _position(seed)
    pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, False)
    search = impl.Solver(pos)
    assert (search.tempo(pos.free, pos.alive, len(pos.pool) & 1) != 0) == wins_tempo(game, {})
    options = search.root_options(safe_only=True)
    winners = {o[1] for o in search.tempo_winners(options)}
    for _, s, gain, _, _ in options:
        if s == impl.PASS or gain:
            continue
        child = game.copy()
        a, b = child.board.segment_ends[pos.seg_ids[s]]
        child.push(Move(int(a), int(b)))
        assert (s in winners) == (not wins_tempo(child, {}))


def test_regions_split_the_free_segments_into_independent_parts(impl) -> None:
    rng = np.random.default_rng(4)
    game = ClassicRules().new_game(rng.uniform(0, 1, (14, 2)), {"extra_turn": False})
    while len(_safe(game)) > 4:
        a, b = game.board.segment_ends[int(rng.choice(_safe(game)))]
        game.push(Move(int(a), int(b)))
    pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, False)
    regions = impl.Solver(pos).regions(pos.free, pos.alive)
    assert len(regions) == 4
    union = 0
    for free, alive in regions:
        assert not union & free
        union |= free
        for s in bits(free):  # nothing links a region's segment to another region
            assert not pos.cross[s] & pos.free & ~free
            assert not pos.seg_trimask[s] & pos.alive & ~alive
    assert union == pos.free
