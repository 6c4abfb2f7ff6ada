"""Game modes of the dice variant: hints (rules 13 and 14) and Beginner's tips."""

from __future__ import annotations

import pytest

from triangles.engine import random_stars
from triangles.plugins.api import Move, Pass
from triangles_dice import TIP_KEYS, DiceRules

RULES = DiceRules()
TRIANGLE = [[0.0, 0.0], [1.0, 0.0], [0.5, 0.87]]


def board_game(mode="normal", rolls=(), stars=None):
    stars = random_stars(60, 8) if stars is None else stars
    return RULES.new_game(stars, {"mode": mode}, {"seed": 4, "rolls": list(rolls)})


@pytest.mark.parametrize("mode", ["beginner", "normal"])
def test_rule13_three_hints_per_player_per_game(mode):
    g = board_game(mode)
    for k in range(3):
        assert g.hints_left() == 3 - k
        assert isinstance(g.hint(), Move)
    assert g.hints_left() == 0 and g.hint() is None
    assert g.state.hints_used == (3, 0)
    g.push(Pass())
    assert g.turn == 2 and g.hints_left() == 3 and g.hints_left(1) == 0
    assert isinstance(g.hint(), Move) and g.state.hints_used == (3, 1)


def test_rule13_a_hint_is_not_given_back_by_undo():
    g = board_game()
    g.push(next(iter(g.legal_moves)))
    g.hint()
    g.pop()
    assert g.state.hints_used == (1, 0) and g.hints_left() == 2


def test_rule13_hint_shows_an_immediate_closing_segment():
    g = board_game(rolls=[6])
    a, b, c = (int(v) for v in g.board.triangles[g.scoring_mask.nonzero()[0][0]])
    g.push(Move(a, b))
    g.push(Move(b, c))
    hint = g.hint()
    assert hint is not None and g.check(hint) is None
    result = g.push(hint)
    assert result.closed, "the hint closes a triangle"


def test_rule13_hint_prepares_a_triangle_when_none_can_be_closed():
    g = board_game(rolls=[6])
    g.push(next(iter(g.legal_moves)))
    hint = g.hint()
    drawn_before = g.drawn.copy()
    assert not g.push(hint).closed
    seg = g.board.segment_id(hint.a, hint.b)
    tris = g.board.triangles_of_segment(seg)
    assert g.scoring_mask[tris].any(), "the hint is a side of a triangle that can score"
    # With segments left this turn, it makes a triangle closable by the same player next.
    sides = drawn_before[g.board.triangle_edges[tris]].sum(axis=1) + 1
    assert ((sides == 2) & g.alive_mask[tris]).any()
    assert g.turn == 1


def test_rule13_last_segment_of_a_turn_offers_no_triangle():
    g = board_game(rolls=[1])
    hint = g.hint()
    seg = g.board.segment_id(hint.a, hint.b)
    tris = g.board.triangles_of_segment(seg)
    tris = tris[g.alive_mask[tris]]
    assert len(tris) and (g.drawn[g.board.triangle_edges[tris]].sum(axis=1) == 0).all()


def test_rule13_at_the_exact_count_the_hint_counts_down():
    g = RULES.new_game(TRIANGLE + [[5.0, 0.02], [6.0, 0.0]], {"min_angle": 30}, {"seed": 1, "rolls": [2, 3]})
    g.push(Move(0, 1))
    g.push(Move(0, 2))
    for left in (3, 2):
        assert g.state.remaining == left
        hint = g.hint()
        assert hint is not None and hint != Move(1, 2) and g.check(hint) is None
        g.push(hint)
        assert g.exact_count_segment() == g.board.segment_id(1, 2)
    assert g.hint() == Move(1, 2)
    assert g.push(Move(1, 2)).closed == ((0, 1, 2),)


def test_rule13_the_hint_is_to_pass_when_counting_down_cannot_reach_one():
    g = RULES.new_game(TRIANGLE + [[5.0, 0.02]], {"min_angle": 30}, {"seed": 1, "rolls": [2, 4]})
    g.push(Move(0, 1))
    g.push(Move(0, 2))  # 4 left: only C-D and B-D leave B-C open, one short of exactly 1
    assert not g.is_over() and g.hint() == Pass() and g.state.hints_used == (0, 1)


def test_rule14_expert_has_no_hints():
    g = board_game("expert")
    assert g.hint_limit() == 0 and board_game("beginner").hint_limit() == 3
    assert g.hints_left() == 0 and g.hint() is None and g.state.hints_used == (0, 0)


def test_hints_used_come_back_from_a_record():
    g = RULES.new_game(random_stars(24, 1), extra={"seed": 2, "hints_used": [2, 3]})
    assert g.hints_left(1) == 1 and g.hints_left(2) == 0


def test_beginner_mode_shows_step_by_step_tips():
    g = board_game("beginner", rolls=[6, 6])
    assert g.tip() == "roll"
    a, b, c = (int(v) for v in g.board.triangles[g.scoring_mask.nonzero()[0][0]])
    g.push(Move(a, b))
    assert g.tip() in ("hint", "prepare")
    g.push(Move(b, c))
    assert g.tip() == "close"
    assert set(TIP_KEYS) == {"roll", "close", "prepare", "exact_count", "hint", "pass"}


def test_beginner_tip_warns_about_the_exact_count():
    g = RULES.new_game(TRIANGLE + [[5.0, 0.02], [6.0, 0.0]], {"min_angle": 30, "mode": "beginner"},
                       {"seed": 1, "rolls": [2, 3]})
    g.push(Move(0, 1))
    g.push(Move(0, 2))
    assert g.tip() == "exact_count"


@pytest.mark.parametrize("mode", ["normal", "expert"])
def test_no_tips_outside_beginner(mode):
    assert board_game(mode).tip() is None


def test_mode_is_an_option_with_three_choices():
    spec = {s.key: s for s in RULES.option_specs()}["mode"]
    assert tuple(spec.choices) == ("beginner", "normal", "expert") and spec.default == "normal"
    assert RULES.actions == ("pass", "hint")


def test_rule13_a_computer_players_suggestion_is_shown_when_allowed():
    g = board_game(rolls=[6])
    other = list(g.legal_moves)[-1]
    assert g.hint(other) == other and g.state.hints_used == (1, 0)


def test_rule13_a_suggestion_the_rules_refuse_gives_way_to_the_variants_own():
    g = RULES.new_game(TRIANGLE + [[5.0, 0.02], [6.0, 0.0]], {"min_angle": 30}, {"seed": 1, "rolls": [2, 3]})
    g.push(Move(0, 1))
    g.push(Move(0, 2))
    hint = g.hint(Move(1, 2))  # the exact count refuses B-C with 3 segments left
    assert hint is not None and hint != Move(1, 2) and g.check(hint) is None
    assert g.hint(Pass()) is not None and g.state.hints_used == (0, 2)
