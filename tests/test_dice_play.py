"""Dice variant: protected triangles (rule 9), legal moves that agree with the refusals, and
every game ending, whatever the players do."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triangles.engine import random_stars
from triangles.plugins.api import Board, Move, Pass, Reason
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


def test_rule9_a_triangle_enclosing_a_conquered_one_is_refused(monkeypatch):
    g = RULES.new_game(random_stars(24, 1), extra={"seed": 1, "rolls": [6, 6]})
    tris = np.flatnonzero(g.scoring_mask)
    a, b, c = (int(v) for v in g.board.triangles[tris[0]])
    g.push(Move(a, b))
    g.push(Move(b, c))
    g.push(Move(a, c))  # player 1 conquers a b c
    g.push(Pass())
    other = next(int(t) for t in tris if not set(g.board.triangles[t].tolist()) & {a, b, c})
    p, q, r = (int(v) for v in g.board.triangles[other])
    g.push(Move(p, q))
    g.push(Move(q, r))
    assert g.check(Move(p, r)) is None  # the real geometry: it encloses nothing
    # Were the conquered triangle inside p q r, closing it would be refused:
    monkeypatch.setattr(dice_game.shapes, "enclosed_among", lambda board, outer, cand: [0] if len(cand) else [])
    result = g.push(Move(p, r))
    assert result.reason is Reason.NOT_ALLOWED and result.detail == PROTECTED
    assert Move(p, r) not in list(g.legal_moves)


def test_rule9_protects_only_against_the_opponent(monkeypatch):
    g = RULES.new_game(random_stars(24, 1), extra={"seed": 1, "rolls": [6]})
    tris = np.flatnonzero(g.scoring_mask)
    a, b, c = (int(v) for v in g.board.triangles[tris[0]])
    g.push(Move(a, b))
    g.push(Move(b, c))
    g.push(Move(a, c))
    other = next(int(t) for t in tris if not set(g.board.triangles[t].tolist()) & {a, b, c})
    p, q, r = (int(v) for v in g.board.triangles[other])
    g.push(Move(p, q))
    g.push(Move(q, r))
    monkeypatch.setattr(dice_game.shapes, "enclosed_among", lambda board, outer, cand: [0] if len(cand) else [])
    assert g.check(Move(p, r)) is None  # player 1's own triangle does not protect against them


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.sampled_from([24, 60]))
def test_rule9_never_fires_in_real_play_because_valid_triangles_are_empty(seed, n):
    """A scoring triangle has no star inside or on a side, so it cannot enclose another triangle
    whose corners are stars: closing one is never refused for protection (see docs/rules.md)."""
    g = RULES.new_game(random_stars(n, seed), extra={"seed": seed})
    rng = random.Random(seed)
    while not g.is_over():
        moves = list(g.legal_moves)
        g.push(rng.choice(moves) if moves else Pass())
        for seg in g._closing_segments():
            assert not g._encloses_protected(seg)
    conquered = [corners for corners, _ in g.scored_triangles()]
    for outer in conquered:
        rows = enclosed_among(g.board, outer, np.array(conquered, dtype=np.int64))
        assert rows == []


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
    assert out.reason in ("no_triangles_left", "both_passed", "no_useful_move")
    if out.reason != "no_useful_move":
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
