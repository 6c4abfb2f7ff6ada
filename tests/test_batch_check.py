"""Judging a block of actions at once (`engine.batch_check`) answers what `Game.check` answers
for every action the geometry refuses, in its order, and leaves the rest to the rules."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from triangles.engine import Board, Move, Pass, Reason
from triangles.engine.batch_check import NOT_A_PAIR, PASS, REASONS, geometric_refusals, written_codes
from triangles_classic import ClassicRules

#: A row of three stars (the middle one blocks the outer pair), a square around it and a far star.
STARS = [[0.0, 1.0], [1.0, 1.0], [2.0, 1.0], [0.0, 0.0], [2.0, 0.0], [2.0, 2.0], [0.0, 2.0], [5.0, 5.0]]


def _game(stars=STARS):
    rules = ClassicRules()
    return rules.create_game(Board(stars), {"extra_turn": False, "clearance": 0.0}, {})


def action_codes(board, actions) -> np.ndarray:
    """`written_codes` of actions, as a record writes them."""
    return written_codes(board, [action.to_json() for action in actions])


def _every_action(n: int) -> list:
    """Every ordered pair of indices from -1 to n (so some are no star), and a pass."""
    return [Move(a, b) for a in range(-1, n + 1) for b in range(-1, n + 1)] + [Pass()]


def _agrees(game, actions) -> None:
    verdicts = geometric_refusals(game, action_codes(game.board, actions))
    for action, verdict in zip(actions, verdicts):
        reason = game.check(action)
        if verdict:
            assert REASONS[verdict] is reason, (action, reason)
        else:  # the rules decide: a pass, or a segment the geometry allows
            assert isinstance(action, Pass) or reason in (None, Reason.NOT_ALLOWED), (action, reason)


def test_every_action_in_a_game_is_judged_as_check_judges_it() -> None:
    game = _game()
    actions = _every_action(game.board.n)
    _agrees(game, actions)
    for move in (Move(3, 1), Move(0, 1), Move(1, 2), Move(5, 2)):  # half a diagonal, a row, a side
        assert game.push(move).accepted
        _agrees(game, actions)
    reasons = {REASONS[v] for v in geometric_refusals(game, action_codes(game.board, actions))}
    assert reasons == {None, Reason.INVALID, Reason.THROUGH_STAR, Reason.EXISTS, Reason.CROSSES}


def test_what_is_no_pair_of_stars_and_a_pass_are_coded_apart() -> None:
    board = Board(STARS)
    weird = [Move(0, 0), Move(-1, 2), Move(2, 8), Move(10**30, 1), Move(True, 2), Move(1, False), Pass()]
    codes = action_codes(board, weird)
    assert codes.tolist() == [NOT_A_PAIR] * 6 + [PASS]
    # numpy integers are star indices too, as `Game.joins_stars` has it
    assert action_codes(board, [Move(np.int64(3), np.int32(5))]).tolist() == [board.segment_id(3, 5)]
    assert action_codes(board, [Move(0, 2)]).tolist() == [-1]  # over star 1


@settings(max_examples=40, deadline=None)
@given(
    stars=st.lists(st.tuples(st.integers(0, 5), st.integers(0, 5)), min_size=3, max_size=12, unique=True),
    data=st.data(),
)
def test_on_any_board_and_position_the_block_agrees_with_check(stars, data) -> None:
    game = _game([[float(x), float(y)] for x, y in stars])
    actions = _every_action(game.board.n)
    for _ in range(data.draw(st.integers(0, 8))):
        legal = list(game.legal_moves)
        if not legal or game.is_over():
            break
        game.push(data.draw(st.sampled_from(legal)))
    if not game.is_over():
        _agrees(game, actions)
