"""Playing rules with several segments per turn and a pass (the dice variant).

The turn budget (`GameView.turn_budget()`) says how many segments are left. With two or more
left, a segment that makes a triangle closable is not a gift: the same turn closes it. With one left, the turn
must end without leaving a triangle closable, and when every segment would, passing gives
nothing away. Refusals of the rules (exact count, protected triangles) are respected by asking
the game's own legal-move view.
"""

from __future__ import annotations

import numpy as np

from triangles.plugins.api import Action, GameView, Move, Pass

from .features import MoveFeatures, move_features, segment_lengths

#: Above this many useful segments, killing a triangle is not weighed (it matters at the end).
KILL_CHECK_LIMIT = 200


def has_turn_budget(view: GameView) -> bool:
    """Whether the rules let a player draw several segments per turn (`GameView.turn_budget`)."""
    return view.turn_budget() is not None


def allowed_mask(view: GameView) -> np.ndarray:
    """The segments the rules allow the player to move right now, as a mask by segment id."""
    allowed = np.zeros_like(view.legal_mask)
    allowed[view.copy().legal_moves.ids()] = True
    return allowed


def allowed_features(view: GameView) -> MoveFeatures:
    """Features of the segments the rules allow the player to move right now."""
    return move_features(view.board, allowed_mask(view), view.drawn, view.alive_mask)


def killers(view: GameView, segs: np.ndarray) -> np.ndarray:
    """For each of `segs`: would it cut a side of a triangle still to be closed?"""
    useful = view.useful_segments()
    out = np.zeros(len(segs), dtype=bool)
    if len(useful) > KILL_CHECK_LIMIT or len(segs) == 0:
        return out
    board = view.board
    for u in useful:
        out |= board.crossing(int(u), segs)
    return out


def choose_in_turn(view: GameView, rng: np.random.Generator, care: float = 1.0) -> Action:
    """The multi-segment policy (`_policy`), never drawing a segment that loses the game at once
    while another choice does not: with the exact count (rule 16) closing one triangle can leave
    the mover with segments to spare and only the refused last one, and a segment cutting the
    last triangles while behind ends the game (rule 17). A certain loss is the worst outcome, so
    leaving such a segment out can only help."""
    allowed = allowed_mask(view)
    may_pass = view.can_pass()
    while True:
        feats = move_features(view.board, allowed, view.drawn, view.alive_mask)
        seg = _policy(view, feats, rng, care, may_pass)
        if seg is None:
            if may_pass and allowed.any() and view.loses_at_once(Pass()):
                may_pass = False  # passing ends the game lost (rule 17 by score): draw instead
                continue
            return Pass()
        move = _move(view, seg)
        allowed[seg] = False
        if not view.loses_at_once(move) or not (allowed.any() or may_pass):
            return move  # safe, or every choice loses now and any will do


def _policy(
    view: GameView, feats: MoveFeatures, rng: np.random.Generator, care: float, may_pass: bool
) -> int | None:
    """Close, else prepare a triangle the same turn closes, else a segment that gives nothing
    away (and cuts no triangle still to build), else pass (None; without `may_pass`, the segment
    offering fewest). `care` is how often the player looks beyond closing at all (Beginner < 1)."""
    if len(feats) == 0:
        return None
    budget = view.turn_budget()
    remaining = budget.left if budget is not None else 1
    segs = feats.segs
    if feats.closes.any():
        return int(rng.choice(segs[feats.closes == feats.closes.max()]))
    if rng.random() >= care:
        useful = segs[feats.useful] if feats.useful.any() else segs
        lengths = segment_lengths(view.board, useful)
        weights = 1.0 / (lengths * lengths + 1e-12)
        return int(rng.choice(useful, p=weights / weights.sum()))
    kills = killers(view, segs)
    if remaining >= 2 and (feats.offers > 0).any():
        setup = feats.offers > 0
        if (setup & ~kills).any():
            setup &= ~kills
        offers = np.where(setup, feats.offers, -1)
        return int(rng.choice(segs[offers == offers.max()]))
    safe = feats.safe
    if safe.any():
        keep = safe & ~kills if (safe & ~kills).any() else safe
        return int(rng.choice(segs[keep]))
    if may_pass:
        return None
    return int(rng.choice(segs[feats.offers == feats.offers.min()]))


def _move(view: GameView, seg: int) -> Move:
    a, b = view.board.segment_ends[seg]
    return Move(int(a), int(b))
