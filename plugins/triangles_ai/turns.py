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


def allowed_features(view: GameView) -> MoveFeatures:
    """Features of the segments the rules allow the player to move right now."""
    allowed = np.zeros_like(view.legal_mask)
    allowed[view.copy().legal_moves.ids()] = True
    return move_features(view.board, allowed, view.drawn, view.alive_mask)


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
    """The multi-segment policy: close, else prepare a triangle the same turn closes, else a
    segment that gives nothing away (and cuts no triangle still to build), else pass. `care`
    is how often the player looks beyond closing at all (Beginner < 1)."""
    feats = allowed_features(view)
    if len(feats) == 0:
        return Pass()
    budget = view.turn_budget()
    remaining = budget.left if budget is not None else 1
    segs = feats.segs
    if feats.closes.any():
        top = feats.closes == feats.closes.max()
        pick = segs[top]
        return _move(view, int(rng.choice(pick)))
    if rng.random() >= care:
        useful = segs[feats.useful] if feats.useful.any() else segs
        lengths = segment_lengths(view.board, useful)
        weights = 1.0 / (lengths * lengths + 1e-12)
        return _move(view, int(rng.choice(useful, p=weights / weights.sum())))
    kills = killers(view, segs)
    if remaining >= 2 and (feats.offers > 0).any():
        setup = feats.offers > 0
        if (setup & ~kills).any():
            setup &= ~kills
        offers = np.where(setup, feats.offers, -1)
        return _move(view, int(rng.choice(segs[offers == offers.max()])))
    safe = feats.safe
    if safe.any():
        keep = safe & ~kills if (safe & ~kills).any() else safe
        return _move(view, int(rng.choice(segs[keep])))
    if view.can_pass():
        return Pass()
    return _move(view, int(rng.choice(segs[feats.offers == feats.offers.min()])))


def _move(view: GameView, seg: int) -> Move:
    a, b = view.board.segment_ends[seg]
    return Move(int(a), int(b))
