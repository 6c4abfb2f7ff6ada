"""Dice variant: protected triangles (rule 9), legal moves that agree with the refusals, and
every game ending, whatever the players do."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triangles.engine import random_stars
from triangles.plugins.api import Board, Move, Outcome, Pass, Reason
from triangles_dice import PROTECTED, DiceRules, game as dice_game
from triangles_dice.shapes import enclosed_among, encloses

RULES = DiceRules()


# ---------------------------------------------------------------------------------- rule 9
def test_rule9_enclosure_is_decided_exactly():
    board = Board([[0, 0], [1, 0], [0.5, 1], [0.5, 0.3], [2, 2]])
    assert encloses(board, (0, 1, 2), (0, 1, 3))  # A B D lies inside A B C (D inside)
    assert not encloses(board, (0, 1, 3), (0, 1, 2))
    assert not encloses(board, (0, 1, 2), (0, 1, 2))  # a triangle does not enclose itself
    assert not encloses(board, (0, 1, 2), (1, 2, 4))
    rows = enclosed_among(board, (0, 1, 2), np.array([[0, 1, 3], [1, 2, 4], [0, 2, 3]]))
    assert rows == [0, 2]


#: A B C around D: A B D, B C D and C A D are empty; A B C holds D.
AROUND = [[0, 0], [1, 0], [0.5, 1], [0.5, 0.3]]


def test_rule9_a_triangle_enclosing_a_conquered_one_is_refused():
    g = RULES.new_game(AROUND, extra={"seed": 1, "rolls": [3, 2]})
    for move in (Move(0, 1), Move(0, 3), Move(1, 3)):  # player 1 conquers A B D
        assert g.push(move).accepted
    assert g.score == (1, 0) and g.turn == 2
    assert g.push(Move(0, 2)).accepted
    # B-C would complete A B C (not empty: D is inside), which encloses player 1's A B D.
    result = g.push(Move(1, 2))
    assert result.reason is Reason.NOT_ALLOWED and result.detail == PROTECTED
    assert Move(1, 2) not in list(g.legal_moves) and g.check(Move(2, 3)) is None


def test_rule9_protects_only_against_the_opponent():
    g = RULES.new_game(AROUND, extra={"seed": 1, "rolls": [5]})
    for move in (Move(0, 1), Move(0, 3), Move(1, 3), Move(0, 2)):
        assert g.push(move).accepted
    assert g.check(Move(1, 2)) is None  # player 1's own triangle does not protect against them


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.sampled_from([12, 24]))
def test_rule9_refusals_are_exactly_the_enclosing_segments(seed, n):
    """In random games, the segments refused as protected are exactly those completing a
    triangle around an opponent's conquered triangle, found by the one-by-one exact test."""
    g = RULES.new_game(random_stars(n, seed), extra={"seed": seed})
    rng = random.Random(seed)
    board = g.board
    while not g.is_over():
        refused = set(g.barred(g.turn))
        theirs = [c for c, owner in g.scored_triangles() if owner == 3 - g.turn]
        linked = {tuple(sorted((a, b))) for a, b, _ in g.drawn_segments()}
        for seg in np.flatnonzero(g.legal_mask):
            a, b = (int(v) for v in board.segment_ends[seg])
            around = any(
                tuple(sorted((a, c))) in linked and tuple(sorted((b, c))) in linked
                and any(encloses(board, (a, b, c), inner) for inner in theirs)
                for c in range(board.n)
            )
            assert (int(seg) in refused) == around
        moves = list(g.legal_moves)
        g.push(rng.choice(moves) if moves else Pass())


#: A B C around D, as above, in the plane's other orientation; "free" shapes: every empty
#: triangle is valid, so rule 9 alone decides what can still be closed.
TALL = [[0.15, 0.8], [0.85, 0.8], [0.5, 0.15], [0.5, 0.58]]
FREE = {"min_area": 0.0, "min_angle": 0.0}


def test_rule9_a_triangle_whose_last_side_is_refused_to_both_players_ends_the_game():
    """Rule 17: player 1 conquers A B D, player 2 B C D. A-C would close C A D but also complete
    A B C around both, so neither may ever draw it: no valid triangle can be built any more."""
    g = RULES.new_game(TALL, FREE, {"seed": 1, "rolls": [3, 3]})
    for move in (Move(0, 1), Move(0, 3), Move(1, 3), Move(1, 2)):
        assert g.push(move).accepted
    assert g.push(Move(0, 2)).detail == PROTECTED
    assert g.push(Move(2, 3)).accepted
    assert g.score == (1, 1) and g.alive_count == 1 and not g.closable_mask().any()
    assert g.outcome() == Outcome(None, (1, 1), "no_triangles_left")


def test_rule9_a_player_left_only_protected_useful_segments_loses_at_once():
    """Rule 16: player 1 conquers A B D and B C D; A-C, the last useful segment, would complete A
    B C around them, which player 2 may never do: player 2, to move, has no useful move."""
    g = RULES.new_game(TALL, FREE, {"seed": 1, "rolls": [3, 1, 1, 1]})
    for move in (Move(0, 1), Move(0, 3), Move(1, 3), Move(2, 3), Move(1, 2)):
        assert g.push(move).accepted
    assert g.turn == 2 and g.score == (2, 0) and g.closable_mask().any()
    assert g.outcome() == Outcome(1, (2, 0), "all_protected")


def _barred_by_hand(g, player: int, seg: int) -> bool:
    board = g.board
    theirs = [c for c, owner in g.scored_triangles() if owner == 3 - player]
    linked = {tuple(sorted((a, b))) for a, b, _ in g.drawn_segments()}
    a, b = (int(v) for v in board.segment_ends[seg])
    return any(
        tuple(sorted((a, c))) in linked and tuple(sorted((b, c))) in linked
        and any(encloses(board, (a, b, c), inner) for inner in theirs)
        for c in range(board.n)
    )


def test_rules_16_and_17_with_rule_9_in_random_games():
    """In random games on small free boards, every position's end agrees with rules 16 and 17
    worked out by hand with the one-by-one enclosure test: a valid triangle can still be built
    when each missing side is open to at least one player; a player is stuck for good, and
    loses, when each useful segment is barred to them, whether it is their turn or not. All
    three happen in these games."""
    seen = {"dead": 0, "all_protected": 0, "not_the_mover": 0}
    for seed in range(60):
        g = RULES.new_game(random_stars(6 + seed % 3, seed), FREE, {"seed": seed})
        rng = random.Random(seed)
        while True:
            board = g.board
            dead = {int(s) for s in np.flatnonzero(g.legal_mask) if _barred_by_hand(g, 1, s) and _barred_by_hand(g, 2, s)}
            closable = [t for t in np.flatnonzero(g.alive_mask) if not dead & {int(e) for e in board.triangle_edges[t]}]
            useful = {int(e) for t in closable for e in board.triangle_edges[t] if g.legal_mask[e]}
            # Who has no useful segment left that is not barred to them, the mover asked first.
            shut = [p for p in (g.turn, 3 - g.turn) if all(_barred_by_hand(g, p, s) for s in useful)]
            seen["dead"] += len(closable) < g.alive_count
            outcome = g.outcome()
            if not closable:
                assert outcome is not None and outcome.reason == "no_triangles_left"
                break
            if shut:  # before the exact count: a lasting loss decides, not this turn's roll
                assert outcome is not None and outcome.reason == "all_protected" and outcome.winner == 3 - shut[0]
            elif outcome is not None:
                assert outcome.reason != "all_protected"
            seen["all_protected"] += bool(shut)
            seen["not_the_mover"] += shut[:1] == [3 - g.turn]
            if outcome is not None:
                assert outcome.reason != "no_triangles_left"
                break
            moves = list(g.legal_moves)
            g.push(rng.choice(moves) if moves and rng.random() < 0.9 else Pass())
    assert seen["dead"] > 0 and seen["all_protected"] > 0 and seen["not_the_mover"] > 0, seen


# ----------------------------------------------------------------------------- legal moves
def test_legal_moves_agree_with_check_at_the_exact_count():
    g = RULES.new_game([[0, 0], [1, 0], [0.5, 0.87], [5, 0.02], [6, 0]], {"min_angle": 30},
                       {"seed": 1, "rolls": [2, 3]})
    g.push(Move(0, 1))
    g.push(Move(0, 2))
    listed = set(g.legal_moves)
    everything = {Move(int(a), int(b)) for a, b in g.board.segment_ends}
    assert listed == {m for m in everything if g.check(m) is None}
    assert Move(1, 2) not in listed and len(g.legal_moves) == len(listed)


# ----------------------------------------------------------------------------- termination
STRATEGIES = ["random", "always_pass", "p1_passes", "one_then_pass", "greedy_hint"]


def pick(g, strategy, rng):
    moves = list(g.legal_moves)
    if strategy == "always_pass" or not moves:
        return Pass()
    if strategy == "p1_passes" and g.turn == 1:
        return Pass()
    if strategy == "one_then_pass" and g.state.drawn >= 1:
        return Pass()
    if strategy == "greedy_hint":
        hint = dice_game.suggest(g)
        return hint if hint is not None else rng.choice(moves)
    return rng.choice(moves)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), strategy=st.sampled_from(STRATEGIES), n=st.sampled_from([24, 60]))
def test_every_game_ends_within_two_turns_per_segment(seed, strategy, n):
    g = RULES.new_game(random_stars(n, seed), extra={"seed": seed})
    rng = random.Random(seed)
    bound = 2 * g.board.m + 2
    while not g.is_over():
        assert g.state.turn <= bound
        assert g.push(pick(g, strategy, rng)).accepted
    out = g.outcome()
    assert out.reason in ("no_triangles_left", "both_passed", "no_useful_move", "all_protected")
    if out.reason in ("no_triangles_left", "both_passed"):
        s1, s2 = out.score
        assert out.winner == (1 if s1 > s2 else 2 if s2 > s1 else None)


def test_only_passing_ends_after_two_turns_as_a_draw():
    g = RULES.new_game(random_stars(24, 1), extra={"seed": 1})
    g.push(Pass())
    g.push(Pass())
    assert g.outcome().reason == "both_passed" and g.outcome().winner is None


@pytest.mark.parametrize("seed", range(3))
def test_sensible_play_on_every_board_size_finishes(seed):
    for n in (24, 80, 180):
        g = RULES.new_game(random_stars(n, seed), extra={"seed": seed})
        rng = random.Random(seed)
        while not g.is_over():
            hint = dice_game.suggest(g)
            g.push(hint if hint is not None else pick(g, "random", rng))
        assert sum(g.score) > 0


@pytest.mark.parametrize("seed", range(3))
def test_the_built_in_fallback_player_plays_whole_dice_games(seed):
    """The harness's instant player (used when a computer player fails) never plays a segment
    the dice rules refuse, so it can finish any dice game."""
    from triangles.plugins.safe_play import fallback_action

    g = RULES.new_game(random_stars(60, seed), extra={"seed": seed})
    while not g.is_over():
        assert g.push(fallback_action(g)).accepted
    assert g.outcome() is not None
