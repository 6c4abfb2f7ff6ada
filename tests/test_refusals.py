"""Refusal reasons and the order they are checked in, and the clearance around stars."""

from __future__ import annotations

import pytest

from triangles.engine import Board, Move, Pass, Reason
from triangles.engine.options import OptionError
from triangles_classic import ClassicRules

#      D(1,3)
#  A(0,1) B(1,1) C(2,1)       E(1,0)
STARS = [[0.0, 1.0], [1.0, 1.0], [2.0, 1.0], [1.0, 3.0], [1.0, 0.0]]
A, B, C, D, E = range(5)


def new_game(stars=STARS, clearance: float = 0.0):
    return ClassicRules().create_game(Board(stars, clearance), {"extra_turn": False, "clearance": clearance}, {})


def test_exists_either_direction() -> None:
    game = new_game()
    assert game.push(Move(A, B)).accepted
    assert game.push(Move(A, B)).reason is Reason.EXISTS
    assert game.push(Move(B, A)).reason is Reason.EXISTS


def test_through_star_before_crosses() -> None:
    game = new_game(STARS + [[0.5, 0.0], [0.5, 2.0]])  # F and G: F–G crosses A–C at (0.5, 1)
    assert game.push(Move(D, E)).reason is Reason.THROUGH_STAR  # passes over B
    assert game.push(Move(5, 6)).accepted
    assert game.push(Move(A, C)).reason is Reason.THROUGH_STAR  # over B, and crossing F–G
    assert game.push(Move(B, C)).accepted
    assert game.push(Move(C, B)).reason is Reason.EXISTS  # exists before crosses: it overlaps itself


def test_crosses_and_shared_end_star() -> None:
    stars = [[0.0, 0.0], [2.0, 0.0], [2.0, 2.0], [0.0, 2.0]]
    game = new_game(stars)
    assert game.push(Move(0, 2)).accepted
    assert game.push(Move(1, 3)).reason is Reason.CROSSES
    assert game.push(Move(0, 1)).accepted  # shares star 0 with 0–2
    assert game.push(Move(2, 1)).accepted  # touches 0–2 only at its end star


@pytest.mark.parametrize("move", [Move(A, A), Move(-1, B), Move(A, 5), Move(99, 100), Move(True, B)])
def test_invalid(move: Move) -> None:
    game = new_game()
    result = game.push(move)
    assert not result.accepted and result.reason is Reason.INVALID
    assert game.turn == 1 and game.history == []


def test_refusal_leaves_turn_and_score() -> None:
    game = new_game()
    game.push(Move(A, B))
    result = game.push(Move(A, B))
    assert result.player == 2 and result.next_player == 2 and game.turn == 2 and result.score == (0, 0)
    assert result.closed == ()


def test_game_over_comes_first() -> None:
    game = new_game([[0.0, 0.0], [1.0, 0.0], [0.0, 1.0]])
    for move in (Move(0, 1), Move(1, 2), Move(0, 2)):
        assert game.push(move).accepted
    assert game.is_over() and game.outcome().result == "p1"
    for move in (Move(0, 1), Move(0, 0), Move(0, 7)):  # exists / invalid, but the game is over
        assert game.push(move).reason is Reason.GAME_OVER


def test_pass_is_not_offered_by_classic_rules() -> None:
    game = new_game()
    assert game.push(Pass()).reason is Reason.NOT_ALLOWED
    assert game.turn == 1


def test_no_triangle_at_all_is_over_at_once() -> None:
    game = new_game([[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]])
    assert game.is_over() and game.outcome().result == "draw"
    assert game.push(Move(0, 1)).reason is Reason.GAME_OVER


def test_collinear_stars_are_over_with_legal_segments() -> None:
    game = new_game([[0.0, 3.0], [2.0, 3.0], [1.0, 3.0], [3.0, 3.0]])
    assert game.legal_mask.any() and game.is_over()


def test_game_ends_while_legal_segments_remain() -> None:
    # With a clearance, B–D stays legal but every triangle it could be a side of has a side
    # blocked by the clearance: the game is over once A-C-D is closed.
    stars = [[0.17, 0.63], [0.88, 0.35], [0.13, 0.43], [0.75, 0.41]]
    game = new_game(stars, 0.05)
    for move in (Move(0, 3), Move(0, 2)):
        assert game.push(move).accepted and not game.is_over()
    assert game.push(Move(2, 3)).closed == ((0, 2, 3),)
    assert game.is_over() and game.outcome().result == "p1"
    assert game.legal_mask.nonzero()[0].tolist() == [game.board.segment_id(1, 3)]
    assert game.push(Move(1, 3)).reason is Reason.GAME_OVER


class TestClearance:
    """A star within the clearance of a segment blocks it; 0 means exactly on it."""

    stars = [[0.1, 0.5], [0.9, 0.5], [0.5, 0.51], [0.5, 0.9]]

    def test_zero_clearance_only_exact(self) -> None:
        game = new_game(self.stars, 0.0)
        assert game.check(Move(0, 1)) is None

    def test_star_within_clearance_blocks(self) -> None:
        game = new_game(self.stars, 0.02)
        assert game.check(Move(0, 1)) is Reason.THROUGH_STAR
        assert game.check(Move(0, 2)) is None

    def test_star_beyond_clearance_does_not_block(self) -> None:
        assert new_game(self.stars, 0.009).check(Move(0, 1)) is None

    def test_clearance_shapes_the_triangles(self) -> None:
        # Triangle 0-1-3 contains star 2 anyway; 0-2-3 and 1-2-3 stay scoring with clearance.
        board = Board(self.stars, 0.02)
        assert board.triangle_id(0, 1, 3) == -1
        assert board.triangle_id(0, 2, 3) >= 0 and board.triangle_id(1, 2, 3) >= 0

    @pytest.mark.parametrize("bad", [-0.01, 0.5, float("nan"), True])
    def test_option_bounds(self, bad: float) -> None:
        with pytest.raises(OptionError):
            ClassicRules().new_game(self.stars, {"clearance": bad})
