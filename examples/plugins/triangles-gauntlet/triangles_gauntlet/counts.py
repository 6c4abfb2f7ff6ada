"""One segment ahead, on the whole board: what each segment closes and what it offers.

For every segment id: `closes` is how many triangles drawing it completes now, `offers` how many
it leaves one side from closing (the opponent could close them at once). A segment is *safe* when
no triangle is waiting to be closed and it offers none. Triangles a segment kills by crossing never
count: a segment only crosses sides of other triangles than its own.
"""

from __future__ import annotations

import numpy as np

from triangles.plugins.api import GameView


def closes_and_offers(view: GameView) -> tuple[np.ndarray, np.ndarray]:
    """Per segment id: (triangles it closes, triangles it leaves one side from closing)."""
    board = view.board
    closes = np.zeros(board.m, dtype=np.int64)
    offers = np.zeros(board.m, dtype=np.int64)
    alive = np.flatnonzero(view.alive_mask)
    if len(alive):
        edges = board.triangle_edges[alive]
        drawn = view.drawn[edges]
        sides = drawn.sum(axis=1)
        two, one = sides == 2, sides == 1
        np.add.at(closes, edges[two][~drawn[two]], 1)
        np.add.at(offers, edges[one][~drawn[one]], 1)
    return closes, offers


def legal_segments(view: GameView) -> np.ndarray:
    """Ids of the segments that can be drawn now (the classic rules refuse none of them)."""
    if view.is_over():
        return np.empty(0, dtype=np.int64)
    return np.flatnonzero(view.legal_mask)


def quiet_segments(legal: np.ndarray, closes: np.ndarray, offers: np.ndarray) -> np.ndarray:
    """The legal segments that close nothing and offer nothing. When nothing is waiting to be
    closed, these are the safe segments: after one, the opponent can close no triangle at once."""
    return legal[(offers[legal] == 0) & (closes[legal] == 0)]
