"""'Suggest move': an immediate closing segment, else one that prepares a later triangle.

Ranking (best first): close the most triangles now; with segments left this turn, make a triangle
closable so the next segment of the same turn closes it; otherwise a side of triangles still to
build that hands the opponent no closing segment; last, the segment that hands over fewest.
Segments the rules refuse now (exact count, protected triangles) are never suggested.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from triangles.plugins.api import Move

if TYPE_CHECKING:
    from .game import DiceGame


def side_counts(game: "DiceGame") -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per segment id: how many triangles drawing it would close, would make closable (two
    sides drawn), and how many still-closable triangles it is a side of."""
    board = game.board
    m = board.m
    edges = board.triangle_edges[np.flatnonzero(game.alive_mask)]
    drawn = game.drawn[edges]
    have = drawn.sum(axis=1)
    open_edges = np.where(drawn, -1, edges)

    def count(rows: np.ndarray) -> np.ndarray:
        ids = open_edges[rows].ravel()
        return np.bincount(ids[ids >= 0], minlength=m)

    return count(have == 2), count(have == 1), count(np.ones(len(edges), dtype=bool))


def suggest(game: "DiceGame") -> Move | None:
    """The suggested segment for the player to move, or None when no segment helps."""
    useful = game.useful_segments()
    refused = game.refused_now()
    if refused:
        useful = useful[~np.isin(useful, refused)]
    if len(useful) == 0:
        return None
    closes, offers, sides = (c[useful] for c in side_counts(game))
    more_after = game.state.remaining >= 2
    category = np.where(closes > 0, 0, np.where(offers == 0, 2, 1 if more_after else 3))
    second = np.select([category == 0, category == 1, category == 2], [-closes, -offers, -sides], offers)
    best = int(useful[np.lexsort((useful, second, category))[0]])
    a, b = (int(v) for v in game.board.segment_ends[best])
    return Move(a, b)


def closing_segments(game: "DiceGame") -> np.ndarray:
    """Segments that close a triangle right now and are allowed to the player to move."""
    closes, _, _ = side_counts(game)
    segs = np.flatnonzero(closes)
    refused = game.refused_now()
    return segs[~np.isin(segs, refused)] if refused else segs
