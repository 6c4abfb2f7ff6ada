"""'Suggest move': an immediate closing segment, else one that prepares a later triangle.

Ranking (best first): close the most triangles now; with segments left this turn, make a triangle
closable so the next segment of the same turn closes it; otherwise a side of triangles still to
build that hands the opponent no closing segment; last, the segment that hands over fewest.
Segments the rules refuse now (exact count, protected triangles) are never suggested; at the exact
count with segments to spare, the hint counts down with a segment that leaves the last one open.
A segment that loses the game at once is passed over for the next one; when no segment is left
that helps without losing at once and passing would not lose, the hint is to pass.
"""

from __future__ import annotations

import numpy as np

from triangles.plugins.api import Action, Move, Pass

from .state import DicePosition


def countdown_segment(game: DicePosition) -> int | None:
    """At the exact count with more than one segment left: a segment that leaves the last one
    open, when enough such segments can be drawn one after another to get down to exactly 1
    (otherwise counting down would leave the player without a useful move, rule 16)."""
    last = game.exact_count_segment()
    need = game.state.remaining - 1
    if last is None or need < 1:
        return None
    board = game.board
    legal = np.flatnonzero(game.legal_mask)
    free = legal[(legal != last) & ~np.isin(legal, game.refused_segments())]
    free = free[~board.crossing(last, free)]
    chosen: list[int] = []
    for seg in free:  # greedy: a set of segments that can all be drawn together
        if len(chosen) == need:
            break
        if not chosen or not board.crossing(int(seg), np.array(chosen, dtype=np.int64)).any():
            chosen.append(int(seg))
    return chosen[0] if len(chosen) == need else None


def suggest(game: DicePosition) -> Action | None:
    """The suggested action for the player to move: the best-ranked segment that does not lose
    the game at once, else a pass when that does not; None when even passing loses at once and
    no segment helps."""
    ranked = _ranked(game)
    for seg in ranked:
        move = _as_move(game, seg)
        if not game.loses_at_once(move):
            return move
    if not game.loses_at_once(Pass()):
        return Pass()  # nothing to close, prepare or count down with that does not lose now
    return _as_move(game, ranked[0]) if ranked else None


def _ranked(game: DicePosition) -> list[int]:
    """The segments worth suggesting, best first (see the module's ranking)."""
    countdown = countdown_segment(game)
    if countdown is not None:
        return [countdown]
    useful = game.useful_segments()
    refused = game.refused_segments()
    if refused:
        useful = useful[~np.isin(useful, refused)]
    if len(useful) == 0:
        return []
    closes, offers, sides = (c[useful] for c in game.side_counts())
    more_after = game.state.remaining >= 2
    category = np.where(closes > 0, 0, np.where(offers == 0, 2, 1 if more_after else 3))
    second = np.select([category == 0, category == 1, category == 2], [-closes, -offers, -sides], offers)
    return [int(s) for s in useful[np.lexsort((useful, second, category))]]


def _as_move(game: DicePosition, seg: int) -> Move:
    a, b = (int(v) for v in game.board.segment_ends[seg])
    return Move(a, b)


def closing_segments(game: DicePosition) -> np.ndarray:
    """Segments that close a triangle right now and are allowed to the player to move."""
    closes, _, _ = game.side_counts()
    segs = np.flatnonzero(closes)
    refused = game.refused_segments()
    return segs[~np.isin(segs, refused)] if refused else segs
