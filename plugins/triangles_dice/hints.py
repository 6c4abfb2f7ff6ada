"""'Suggest move': an immediate closing segment, else one that prepares a later triangle.

Ranking (best first): close the most triangles now; with segments left this turn, make a triangle
closable so the next segment of the same turn closes it; otherwise a side of a triangle still to
build that hands the opponent no closing segment; last, the segment that hands over fewest.
Segments the rules refuse now (exact count, protected triangles) are never suggested.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from triangles.plugins.api import Move

if TYPE_CHECKING:
    from .game import DiceGame


def suggest(game: "DiceGame") -> Move | None:
    """The suggested segment for the player to move, or None when no segment helps."""
    board = game.board
    drawn = game.drawn
    alive = game.alive_mask
    more_after = game.state.remaining >= 2
    best: tuple[tuple[int, int], int] | None = None
    for seg in game.useful_segments():
        seg = int(seg)
        if game.refuse_segment(seg):
            continue
        tris = board.triangles_of_segment(seg)
        tris = tris[alive[tris]]
        sides = drawn[board.triangle_edges[tris]].sum(axis=1)
        closes = int((sides == 2).sum())
        offers = int((sides == 1).sum())
        if closes:
            key = (0, -closes)
        elif offers and more_after:
            key = (1, -offers)
        elif not offers:
            key = (2, -len(tris))
        else:
            key = (3, offers)
        if best is None or key < best[0]:
            best = (key, seg)
    if best is None:
        return None
    a, b = (int(v) for v in board.segment_ends[best[1]])
    return Move(a, b)


def closing_segments(game: "DiceGame") -> np.ndarray:
    """Useful segments that close a triangle right now and are allowed to the player to move."""
    board = game.board
    drawn = game.drawn
    alive = game.alive_mask
    out = []
    for seg in game.useful_segments():
        tris = board.triangles_of_segment(int(seg))
        tris = tris[alive[tris]]
        if (drawn[board.triangle_edges[tris]].sum(axis=1) == 2).any() and not game.refuse_segment(int(seg)):
            out.append(int(seg))
    return np.array(out, dtype=np.int64)
