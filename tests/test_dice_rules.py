"""The dice and hint variant (Italian rules), rule by rule, through the engine."""

from __future__ import annotations

import numpy as np
import pytest

from triangles.engine import random_stars
from triangles.plugins.api import Move, OptionError, Pass, Reason
from triangles_dice import EXACT_COUNT, DiceRules, DiceState

RULES = DiceRules()
#: One triangle only: A B C.
TRIANGLE = [[0.0, 0.0], [1.0, 0.0], [0.5, 0.87]]
#: Triangle A B C plus two far stars D E: with min_angle 30 only A B C scores, and segments among
#: B C D E that leave B-C open remain to be drawn (useless ones).
WITH_SPARE = TRIANGLE + [[5.0, 0.02], [6.0, 0.0]]


def game(stars=TRIANGLE, rolls=(), options=None, seed=7):
    return RULES.new_game(stars, options or {}, {"seed": seed, "rolls": list(rolls)})


def play(g, *actions):
    for a in actions:
        r = g.push(a)
        assert r.accepted, r
    return g


# ---------------------------------------------------------------------------------- rule 1
def test_rule1_stars_are_random_and_change_every_game():
    a, b = random_stars(60, 1), random_stars(60, 2)
    assert not np.array_equal(a, b)
    assert RULES.new_game(a).board.n == RULES.new_game(b).board.n == 60


# ------------------------------------------------------------------------------- rules 2-3
def test_rule2_every_turn_starts_with_a_die_roll_alternating_players():
    g = RULES.new_game(random_stars(24, 3), extra={"seed": 11})
    seen = []
    for _ in range(40):
        s = g.state
        seen.append((s.turn, s.player, s.roll))
        assert s.remaining == s.roll and s.drawn == 0
        g.push(Pass()) if s.turn % 3 else play(g, next(iter(g.legal_moves)), Pass())
        if g.is_over():
            break
    assert all(1 <= r <= 6 for _, _, r in seen)
    assert [p for _, p, _ in seen] == [1 + (t % 2) for t, _, _ in seen]
    assert [r for _, _, r in seen] == g.rolls.known()[: len(seen)]


def test_rule2_rolls_cover_all_faces():
    g = game(seed=5)
    assert set(g.rolls.roll(k) for k in range(120)) == {1, 2, 3, 4, 5, 6}


def test_rule3_the_roll_is_the_number_of_segments_of_the_turn():
    g = RULES.new_game(random_stars(60, 4), extra={"seed": 1, "rolls": [4, 2]})
    moves = iter(list(g.legal_moves)[::7])
    for k in range(4):
        assert g.turn == 1 and g.state.remaining == 4 - k
        play(g, next(m for m in moves if m in g.legal_moves))
    assert g.turn == 2 and g.state.roll == 2 and g.state.remaining == 2


# ------------------------------------------------------------------------------- rules 4-7
def test_rule4_a_segment_joins_the_two_stars_chosen_in_either_order():
    g = play(game(rolls=[3]), Move(2, 0))
    assert g.drawn[g.board.segment_id(0, 2)] and g.segment_owner(g.board.segment_id(0, 2)) == 1
    assert g.push(Move(0, 2)).reason is Reason.EXISTS


def test_rules5_to_7_usual_refusals():
    square = [[0, 0], [1, 0], [1, 1], [0, 1], [0.5, 0.2]]
    g = play(game(square, rolls=[6]), Move(0, 2))
    assert g.push(Move(1, 3)).reason is Reason.CROSSES  # rule 5
    line = [[0, 0], [0.5, 0.0], [1, 0], [0.5, 1]]
    assert game(line, rolls=[6]).push(Move(0, 2)).reason is Reason.THROUGH_STAR  # rule 6
    assert g.push(Move(2, 0)).reason is Reason.EXISTS  # rule 7


# ---------------------------------------------------------------------------- rules 8, 10
def test_rules8_10_small_or_narrow_triangles_do_not_score():
    g = RULES.new_game(random_stars(120, 6), extra={"seed": 1})
    area, angle = g.board.triangle_shapes
    mask = g.scoring_mask
    assert not mask[angle < 12.0].any()
    assert mask.any() and not mask.all()
    small = np.flatnonzero((angle >= 12.0) & ~mask)
    assert len(small) and area[small].max() < area[mask].min()


def test_rules8_10_a_closed_sliver_gives_no_point():
    with_sliver = TRIANGLE + [[0.5, -0.03]]  # A B D is a sliver under A B
    g = play(game(with_sliver, rolls=[6]), Move(0, 1), Move(1, 3))
    sliver = g.board.triangle_id(0, 1, 3)
    assert sliver >= 0 and not g.scoring_mask[sliver]
    assert g.scoring_mask[g.board.triangle_id(0, 1, 2)]
    result = g.push(Move(0, 3))
    assert result.accepted and result.closed == () and g.score == (0, 0)
    assert g.triangle_owner(sliver) == 0


def test_rules8_10_thresholds_are_relative_to_the_board():
    stars = random_stars(80, 9)
    masks = [
        RULES.new_game(stars * k + shift, extra={"seed": 1}).scoring_mask
        for k, shift in ((1.0, 0.0), (0.25, 0.3), (4.0, -1.0))
    ]
    assert all(np.array_equal(masks[0], m) for m in masks[1:])


def test_rules8_10_options_change_the_thresholds():
    stars = random_stars(60, 2)
    loose = RULES.new_game(stars, {"min_area": 0.0, "min_angle": 0.0}).scoring_mask
    strict = RULES.new_game(stars, {"min_area": 0.5, "min_angle": 20.0}).scoring_mask
    assert loose.all() and strict.sum() < RULES.new_game(stars).scoring_mask.sum()
    with pytest.raises(OptionError):
        RULES.resolve_options({"min_angle": 45})


@pytest.mark.parametrize("mode, used", [("normal", [4, 0]), ("beginner", [0, 5]), ("expert", [1, 0])])
def test_rule14_a_record_with_more_hints_than_its_mode_allows_is_refused(mode, used, tmp_path):
    """`triangles replay` says so in one line, naming the mode's limit."""
    import json
    import subprocess
    import sys

    path = tmp_path / "too_many.triangles"
    path.write_text(json.dumps({"format": "triangles/2", "rules": "dice", "options": {"mode": mode},
                                "stars": [[0, 0], [1, 0], [0.5, 0.9]], "moves": [], "seed": 1, "hints_used": used}))
    proc = subprocess.run([sys.executable, "-m", "triangles", "replay", str(path)], capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0 and proc.stdout == ""
    limit = {"normal": 3, "beginner": 3, "expert": 0}[mode]
    assert proc.stderr.count("\n") == 1 and f"from 0 to {limit} (the {mode} mode's hints)" in proc.stderr


# ---------------------------------------------------------------------------------- rule 11
def test_rule11_a_conquered_triangle_is_the_conquerors_for_good():
    g = play(game(WITH_SPARE, rolls=[2, 1, 6], options={"min_angle": 30}), Move(0, 1), Move(0, 2))
    result = g.push(Move(1, 2))
    assert result.closed == ((0, 1, 2),) and g.score == (0, 1)
    tid = g.board.triangle_id(0, 1, 2)
    assert g.triangle_owner(tid) == 2
    assert g.scored_triangles() == [((0, 1, 2), 2)]


# ---------------------------------------------------------------------------------- rule 12
def test_rule12_last_segment_needs_exactly_one_segment_left():
    g = play(game(WITH_SPARE, rolls=[2, 3], options={"min_angle": 30}), Move(0, 1), Move(0, 2))
    assert g.exact_count_segment() == g.board.segment_id(1, 2)
    refused = g.push(Move(1, 2))
    assert refused.reason is Reason.NOT_ALLOWED and refused.detail == EXACT_COUNT
    assert Move(1, 2) not in list(g.legal_moves)
    play(g, Move(3, 4))  # a useless segment that leaves B-C open: 2 left
    assert g.push(Move(1, 2)).detail == EXACT_COUNT
    play(g, Move(2, 4))  # exactly 1 left now
    assert g.push(Move(1, 2)).closed == ((0, 1, 2),)
    assert g.outcome().winner == 2 and g.outcome().reason == "no_triangles_left"


def test_rule12_applies_only_at_the_very_end():
    g = RULES.new_game(random_stars(24, 1), extra={"seed": 3, "rolls": [6]})
    a, b, c = (int(v) for v in g.board.triangles[np.flatnonzero(g.scoring_mask)[0]])
    play(g, Move(a, b), Move(b, c))
    assert g.alive_count > 2 and g.exact_count_segment() is None
    assert g.state.remaining == 4 and g.push(Move(a, c)).accepted


# ---------------------------------------------------------------------------------- rule 16
def test_rule16_a_player_left_without_useful_move_loses_at_once():
    g = play(game(rolls=[2, 3]), Move(0, 1), Move(0, 2))
    # Player 2 rolled 3: B-C is the only segment left and needs exactly 1 segment left.
    assert g.turn == 2 and g.stuck() == ("no_useful_move", 2)
    out = g.outcome()
    assert out.winner == 1 and out.reason == "no_useful_move" and out.score == (0, 0)
    assert g.push(Pass()).reason is Reason.GAME_OVER


def test_rule16_also_for_the_player_who_set_it_up():
    g = play(game(rolls=[4]), Move(0, 1), Move(0, 2))  # 2 segments left, only B-C useful
    assert g.outcome().winner == 2


def test_rule16_not_while_other_segments_can_count_down():
    g = play(game(WITH_SPARE, rolls=[2, 6], options={"min_angle": 30}), Move(0, 1), Move(0, 2))
    assert g.stuck() == ("", 0) and not g.is_over()


def test_rule16_exact_one_closes_instead():
    g = play(game(rolls=[2, 1]), Move(0, 1), Move(0, 2), Move(1, 2))
    assert g.outcome().winner == 2 and g.score == (0, 1)


# ---------------------------------------------------------------------------------- rule 17
def test_rule17_game_ends_when_no_valid_triangle_is_left_even_with_segments_left():
    g = play(game(WITH_SPARE, rolls=[3], options={"min_angle": 30}), Move(0, 1), Move(0, 2), Move(1, 2))
    assert g.alive_count == 0 and g.legal_mask.any()
    out = g.outcome()
    assert out.winner == 1 and out.reason == "no_triangles_left"
    assert g.push(Move(3, 4)).reason is Reason.GAME_OVER


# ------------------------------------------------------------------------------- rule 15
def test_rule15_pass_gives_up_the_rest_of_the_turn_at_once():
    g = play(game(WITH_SPARE, rolls=[5, 2], options={"min_angle": 30}), Move(3, 4))
    assert g.can_pass() and g.state.remaining == 4
    result = g.push(Pass())
    assert result.accepted and result.next_player == 2
    assert g.state == DiceState(player=2, turn=1, roll=2, remaining=2)


def test_two_whole_turns_without_a_segment_end_the_game_by_score():
    g = play(game(WITH_SPARE, rolls=[5, 2, 3], options={"min_angle": 30}), Pass())
    assert not g.is_over()
    play(g, Pass())
    assert g.outcome().reason == "both_passed" and g.outcome().winner is None


def test_a_pass_after_drawing_does_not_count_as_idle():
    g = play(game(WITH_SPARE, rolls=[5, 2, 3], options={"min_angle": 30}), Pass(), Move(3, 4), Pass())
    assert g.state.idle == 0 and not g.is_over()
