"""The exact solver against a plain brute-force search of the real game, and analyse's facts.

The solver's own tests run on both builds of it: negamax.py as written and its copy compiled
by mypyc (when the install built it from this negamax.py)."""

from __future__ import annotations

import json
import math
import time
from pathlib import Path

import numpy as np
import pytest

from triangles.engine import Game, Move
from triangles_ai import negamax, solver
from triangles_ai.analysis import analyse_game
from triangles_ai.compact import Compact, build
from triangles_ai.solver import PASS
from triangles_classic import ClassicRules


@pytest.fixture(params=["pure", "compiled"])
def impl(request: pytest.FixtureRequest):
    """The solver module under test: negamax itself, or its compiled copy."""
    if request.param == "pure":
        return negamax
    if not solver.COMPILED:
        pytest.skip("the compiled solver is not built from this negamax.py (pip install -e . builds it)")
    return solver.implementation


def _moves(game: Game) -> list[int]:
    return [int(s) for s in game.legal_moves.ids()]


def _play(game: Game, seg: int) -> int:
    """Push `seg`; return the triangles it closed."""
    a, b = game.board.segment_ends[seg]
    before = sum(game.scores)
    assert game.push(Move(int(a), int(b))).accepted
    return sum(game.scores) - before


def brute_value(game: Game, memo: dict) -> int:
    """Net future score for the player to move, by trying every sequence (memoised on the
    drawn set and the mover only)."""
    if game.is_over():
        return 0
    key = (game.drawn.tobytes(), game.turn)
    if key in memo:
        return memo[key]
    best = -10**9
    for seg in _moves(game):
        mover = game.turn
        gain = _play(game, seg)
        rest = brute_value(game, memo)
        best = max(best, gain + rest if game.turn == mover else gain - rest)
        game.pop()
    memo[key] = best
    return best


def brute_best(game: Game) -> tuple[int, set[int]]:
    memo: dict = {}
    values = {}
    for seg in _moves(game):
        mover = game.turn
        gain = _play(game, seg)
        rest = brute_value(game, memo)
        values[seg] = gain + rest if game.turn == mover else gain - rest
        game.pop()
    value = max(values.values())
    return value, {s for s, v in values.items() if v == value}


def _realised(game: Game, move: tuple[int, int], limit: float) -> int:
    """What `move` is worth to the player making it: what it closes, plus (or minus, when the
    turn passes) the exact value `analyse` gives the position after it. The game is unchanged."""
    mover = game.turn
    before = game.scores[mover - 1]
    game.push(Move(*move))
    gain = game.scores[mover - 1] - before
    after = analyse_game(game, time.perf_counter() + limit)
    turn = game.turn
    game.pop()
    assert after.exact
    return gain + after.value if turn == mover else gain - after.value


def _random_position(seed: int, n: int, extra: bool, prefix: int) -> Game:
    rng = np.random.default_rng(seed)
    game = ClassicRules().new_game(rng.uniform(0, 1, (n, 2)), {"extra_turn": extra})
    for _ in range(prefix):
        if game.is_over():
            break
        _play(game, int(rng.choice(_moves(game))))
    return game


@pytest.mark.parametrize("extra", [False, True])
@pytest.mark.parametrize("seed", range(8))
def test_solver_agrees_with_brute_force(impl, seed: int, extra: bool) -> None:
    game = _random_position(seed, 6, extra, prefix=2 + seed % 3)
    if game.is_over():
        pytest.skip("the random prefix ended the game")
    value, best = brute_best(game)
    pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, extra)
    result = impl.Solver(pos).solve_root()
    mine = set()
    for s in result.best:
        mine |= set(pos.pool) if s == PASS else {pos.seg_ids[s]}
    assert result.value == value
    assert mine == best


@pytest.mark.parametrize("extra", [False, True])
def test_solve_choice_finds_an_optimal_move(impl, extra: bool) -> None:
    game = _random_position(11, 6, extra, prefix=3)
    value, best = brute_best(game)
    pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, extra)
    choice = impl.Solver(pos).solve_choice()
    assert choice.value == value
    seg = pos.pool[0] if choice.best[0] == PASS else pos.seg_ids[choice.best[0]]
    assert seg in best


def _octagon() -> list[list[float]]:
    return [[math.cos(math.pi * k / 4), math.sin(math.pi * k / 4)] for k in range(8)]


WHOLE_GAMES = json.loads((Path(__file__).parent / "data" / "whole_games.json").read_text())["boards"]


def _check_whole_games(solver_module, stars: int) -> None:
    """Engine and solver together against values found without them (tests/data/whole_games.json,
    a solver with its own exact geometry, written from docs/rules.md): the value of each whole
    classic game and its length."""
    boards = [b for b in WHOLE_GAMES if len(b["stars"]) == stars]
    assert len(boards) == 20
    for board in boards:
        game = ClassicRules().new_game(np.array(board["stars"]), {"extra_turn": False})
        pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, False)
        assert solver_module.Solver(pos).solve_root().value == board["value"], board["id"]
        while not game.is_over():
            _play(game, _moves(game)[0])
        assert len(game.history) == board["moves"], board["id"]


def test_whole_games_on_6_stars_match_a_separate_exhaustive_solver(impl) -> None:
    _check_whole_games(impl, 6)


def test_whole_games_on_7_stars_match_a_separate_exhaustive_solver() -> None:
    """On the build the install has (seconds compiled, about 12 s pure)."""
    _check_whole_games(solver, 7)


@pytest.mark.parametrize("extra", [False, True])
def test_whole_game_on_eight_convex_stars_is_solved(extra: bool) -> None:
    game = ClassicRules().new_game(_octagon(), {"extra_turn": extra})
    result = analyse_game(game, time.perf_counter() + 60)
    assert result.exact
    assert result.to_move == 1
    # Every move found optimal really is: after it, the opponent's best is the complement.
    for move in result.best[:3]:
        assert _realised(game, move, 60) == result.value


def _polygon(n: int) -> list[list[float]]:
    return [[math.cos(2 * math.pi * k / n + 0.1), math.sin(2 * math.pi * k / n + 0.1)] for k in range(n)]


def _first_players_margin(stars: list[list[float]], extra: bool) -> int:
    game = ClassicRules().new_game(np.array(stars), {"extra_turn": extra})
    pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, extra)
    return int(solver.Solver(pos).solve_root().value)


@pytest.mark.parametrize("n", range(4, 9))
def test_published_results_on_convex_boards_hold_in_classic_play(n: int) -> None:
    """Horiyama et al., "Sankaku-tori", J. Inf. Process. 25 (2017) 708-715, prove for this game
    (one segment a turn): with the stars in convex position the first player can force a win;
    with all but one on the hull it cannot. Each follows the seat of the last move, which the
    board fixes (2n - 3 segments, odd, then 2n - 2, even). With the extra turn neither holds."""
    assert _first_players_margin(_polygon(n), False) > 0
    assert _first_players_margin(_polygon(n - 1) + [[0.031, 0.017]], False) <= 0
    if n % 2 == 0:  # with the extra turn: a draw on an even number of stars in convex position
        assert _first_players_margin(_polygon(n), True) == 0
    else:  # and a first player's win with an even number on the hull around one inside
        assert _first_players_margin(_polygon(n - 1) + [[0.031, 0.017]], True) > 0


def test_time_limit_gives_an_inexact_answer_with_legal_moves() -> None:
    game = _random_position(3, 24, False, prefix=4)
    result = analyse_game(game, time.perf_counter() + 0.2)
    assert not result.exact
    assert result.best
    assert all(game.check(Move(i, j)) is None for i, j in result.best)


def _until_legal(seed: int, stars: int, extra: bool, legal: int) -> Game:
    """Random stars, random play until at most `legal` legal segments remain (many triangles
    are then half built: the chains that make the end phase hard)."""
    rng = np.random.default_rng(seed)
    game = ClassicRules().new_game(rng.uniform(0, 1, (stars, 2)), {"extra_turn": extra})
    while int(game.legal_mask.sum()) > legal and not game.is_over():
        _play(game, int(rng.choice(_moves(game))))
    return game


@pytest.mark.parametrize("extra", [False, True])
@pytest.mark.parametrize("seed", range(4))
def test_generated_end_phases_agree_with_brute_force(seed: int, extra: bool) -> None:
    game = _until_legal(100 + seed, 9, extra, legal=11)
    if game.is_over():
        pytest.skip("the random play ended the game")
    value, best = brute_best(game)
    result = analyse_game(game, time.perf_counter() + 60)
    assert result.exact
    assert result.value == value
    ends = game.board.segment_ends
    assert set(result.best) == {tuple(sorted(int(v) for v in ends[s])) for s in best}


@pytest.mark.parametrize("extra", [False, True])
@pytest.mark.parametrize("seed", [0, 1])
def test_positions_with_25_legal_segments_are_solved_within_10_s(seed: int, extra: bool) -> None:
    game = _until_legal(seed, 12, extra, legal=25)
    assert 20 <= int(game.legal_mask.sum()) <= 25 and not game.is_over()
    result = analyse_game(game, time.perf_counter() + 10)
    assert result.exact
    # The value is realised: after the first best move, the rest of the game is worth the complement.
    assert _realised(game, result.best[0], 10) == result.value


def _two_tokens() -> Compact:
    """Two separate triangles, each missing one side that nothing else needs or cuts."""
    return Compact(seg_ids=[0, 1], cross=[0, 0], seg_tris=[[(0, 0)], [(1, 0)]], cross_tris=[0, 0],
                   seg_trimask=[1, 2], tri_need=[1, 2], free=0b11, alive=0b11, pool=[], extra_turn=False)


def test_two_equal_tokens_cancel_in_every_search(impl) -> None:
    pos = _two_tokens()
    assert impl.Solver(pos).exact(pos.free, pos.alive, 0, -100, 100) == 0
    assert impl.Solver(pos).limited(pos.free, pos.alive, 0, 2, -100.0, 100.0) == 0.0
    assert impl.Solver(pos).limited(pos.free, pos.alive, 1, 3, -100.0, 100.0) == 0.0  # with a tempo move too
    result = impl.Solver(pos).solve_root()
    assert (result.value, sorted(result.best)) == (0, [0, 1])


def test_a_root_pass_stopped_by_the_deadline_keeps_the_moves_already_solved(monkeypatch) -> None:
    # On negamax itself: the compiled class's methods cannot be replaced (the code is the same).
    game = _random_position(2, 7, False, prefix=3)
    pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, False)
    options = negamax.Solver(pos).root_options()
    assert len(options) > 2
    exact = {o[1]: negamax.Solver(pos)._search_option(o, -10**6) for o in options[:2]}
    stopped = negamax.Solver(pos)
    search = stopped._search_option
    calls = []

    def stop_at_the_third(option, floor):
        calls.append(option[1])
        if len(calls) == 3:
            raise negamax.Timeout
        return search(option, floor)

    monkeypatch.setattr(stopped, "_search_option", stop_at_the_third)
    partial = stopped.solve_root()
    value = max(exact.values())
    assert (partial.value, partial.exact) == (value, False)
    assert partial.best == [s for s, v in exact.items() if v == value]
    assert partial.value <= negamax.Solver(pos).solve_root().value


def test_the_depth_limited_search_takes_values_already_solved_exactly(impl) -> None:
    """The table entries the exact search leaves are read back by the lookahead: at depth 0 a
    solved position gives its exact value, not the horizon estimate."""
    for seed in range(20):
        game = _random_position(seed, 7, False, prefix=4)
        if game.is_over():
            continue
        pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, False)
        solver_ = impl.Solver(pos)
        value = solver_.exact(pos.free, pos.alive, 0, -100, 100)
        if impl.Solver(pos).limited(pos.free, pos.alive, 0, 0, -100.0, 100.0) != value:
            assert solver_.limited(pos.free, pos.alive, 0, 0, -100.0, 100.0) == value
            return
    pytest.fail("no position where the estimate differs from the exact value")
