"""Expert never gives up a position the exact solver has proved: replaying saved arena games
(tests/data/arena, Expert against Normal on 16 stars, with and without the extra turn), at every
position small enough for Expert to solve exactly within its budget, its move is optimal."""

from __future__ import annotations

from pathlib import Path

import pytest

from triangles.engine.record import load
from triangles.plugins.api import GameView, Move
from triangles_ai import StandardAI
from triangles_ai.compact import build
from triangles_ai.solver import PASS, Solver
from triangles_classic import ClassicRules

RECORDS = sorted((Path(__file__).parent / "data" / "arena").glob("*.json"))
#: Positions with at most this many segments in play are solved by Expert in milliseconds.
SOLVED_SIZE = 14


def _optimal_segments(game) -> set[int]:
    pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, bool(game.options["extra_turn"]))
    result = Solver(pos).solve_root(all_best=True)
    assert result.exact
    out: set[int] = set()
    for s in result.best:
        out.update(pos.pool if s == PASS else [pos.seg_ids[s]])
    return out


def test_there_are_saved_games_with_and_without_the_extra_turn() -> None:
    kinds = {load(path).options["extra_turn"] for path in RECORDS}
    assert kinds == {False, True}


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_expert_plays_an_optimal_move_wherever_it_solves_exactly(path: Path) -> None:
    record = load(path)
    game = ClassicRules().new_game(record.stars, record.options)
    expert = StandardAI().create("expert", seed=3)
    checked = 0
    for move in record.moves:
        pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, bool(game.options["extra_turn"]))
        if 1 < pos.size <= SOLVED_SIZE:
            action = expert.choose_move(GameView(game.copy()), 1.5)
            assert isinstance(action, Move)
            seg = game.board.segment_id(action.a, action.b)
            assert seg in _optimal_segments(game), (path.name, len(game.history))
            checked += 1
        assert game.push(move).accepted
    assert checked >= 5
