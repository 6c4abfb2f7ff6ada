"""Expert keeps its exact solver from one move to the next (compact.reroot, Solver.reroot): a
later position of the game is searched in the earlier one's bit space, with the tables earlier
searches filled. The values must be those a new solver finds from scratch."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from triangles.engine import Game, Move, random_stars
from triangles.plugins.api import GameView
from triangles_ai import StandardAI
from triangles_ai import players as players_module
from triangles_ai.compact import build, reroot
from triangles_ai.solver import PASS, Solver
from triangles_classic import ClassicRules


def _build(game: Game):
    return build(game.board, game.legal_mask, game.drawn, game.alive_mask, bool(game.options["extra_turn"]))


def _push_random(game: Game, rng: np.random.Generator) -> None:
    a, b = game.board.segment_ends[int(rng.choice(game.legal_moves.ids()))]
    assert game.push(Move(int(a), int(b))).accepted


def _named(pos, moves: list[int]) -> set[int | str]:
    """Root moves of a solver's result as global segment ids (or "pass")."""
    return {"pass" if m == PASS else pos.seg_ids[m] for m in moves}


def _end_phase(extra: bool) -> Game:
    """A 14-star game played at random until Expert solves it, with and without the extra turn."""
    game = ClassicRules().new_game(random_stars(14, 8), {"extra_turn": extra})
    rng = np.random.default_rng(8)
    while _build(game).size > 24:
        _push_random(game, rng)
    return game


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), extra=st.booleans())
def test_a_kept_solver_finds_the_values_a_new_one_finds(seed: int, extra: bool) -> None:
    game = ClassicRules().new_game(random_stars(10, seed), {"extra_turn": extra})
    rng = np.random.default_rng(seed)
    for _ in range(4):
        _push_random(game, rng)
    kept = Solver(_build(game))
    kept.solve_root()
    while not game.is_over():
        _push_random(game, rng)
        pos = reroot(kept.p, game.legal_mask, game.drawn, game.alive_mask)
        assert pos is not None
        fresh = _build(game)
        assert pos.in_play == fresh.size and set(pos.pool) == set(fresh.pool)
        kept.reroot(pos)
        mine, theirs = kept.solve_root(), Solver(fresh).solve_root()
        assert mine.exact and mine.value == theirs.value
        assert _named(pos, mine.best) == _named(fresh, theirs.best)


def test_a_position_that_does_not_follow_is_not_rerooted() -> None:
    game = ClassicRules().new_game(random_stars(12, 5), {"extra_turn": True})
    rng = np.random.default_rng(5)
    for _ in range(6):
        _push_random(game, rng)
    later = game.copy()
    _push_random(later, rng)
    pos = _build(later)
    assert reroot(pos, later.legal_mask, later.drawn, later.alive_mask) is not None  # itself
    # The position one move earlier (a move taken back) has a segment undrawn that was drawn.
    assert reroot(pos, game.legal_mask, game.drawn, game.alive_mask) is None
    other = ClassicRules().new_game(random_stars(12, 6), {"extra_turn": True})
    assert reroot(pos, other.legal_mask, other.drawn, other.alive_mask) is None


@pytest.fixture
def builds(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """One entry for each compact position the players build from scratch."""
    made: list[int] = []
    real_build = players_module.build

    def spy(*args, **kwargs):  # noqa: ANN002, ANN003
        made.append(1)
        return real_build(*args, **kwargs)

    monkeypatch.setattr(players_module, "build", spy)
    return made


@pytest.mark.parametrize("extra", [False, True])
def test_expert_goes_on_with_its_solver_through_the_game_and_starts_afresh_after_an_undo(
        builds: list[int], extra: bool) -> None:
    game = _end_phase(extra)
    expert = StandardAI().create("expert", seed=1)
    before = game.copy()
    for _ in range(4):
        if game.is_over():
            break
        move = expert.choose_move(GameView(game.copy()), 1.5)
        assert isinstance(move, Move) and game.push(move).accepted
    assert len(builds) == 1
    expert.choose_move(GameView(before), 1.5)  # the game went back: a new solver
    assert len(builds) == 2


def test_expert_drops_a_table_past_its_limit(builds: list[int], monkeypatch: pytest.MonkeyPatch) -> None:
    """The kept tables are memory: past TABLE_LIMIT entries the next position starts afresh."""
    monkeypatch.setattr(players_module.ExpertPlayer, "TABLE_LIMIT", 0)
    game = _end_phase(True)
    expert = StandardAI().create("expert", seed=1)
    for _ in range(3):
        move = expert.choose_move(GameView(game.copy()), 1.5)
        assert isinstance(move, Move) and game.push(move).accepted
    assert len(builds) == 3
