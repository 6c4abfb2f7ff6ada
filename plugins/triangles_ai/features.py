"""What each legal segment does right now: triangles it closes, triangles it offers the opponent.

Computed for all legal segments at once from the maintained masks (one pass over the alive
triangles), so even the 180-star board costs a few milliseconds per move.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from triangles.plugins.api import Board, handed_counts, side_counts

IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]


@dataclass(frozen=True)
class MoveFeatures:
    """Parallel arrays over the legal segments (`segs`, ascending ids)."""

    segs: IntArray
    closes: IntArray  # triangles the segment closes now
    offers: IntArray  # alive triangles left with one side missing after it (the opponent's)
    useful: BoolArray  # the segment is a side of an alive triangle
    handed: IntArray  # the most triangles one opponent's segment closes among those it offers

    def __len__(self) -> int:
        return len(self.segs)

    @property
    def safe(self) -> BoolArray:
        """Segments that close nothing and offer nothing."""
        return (self.closes == 0) & (self.offers == 0)


def move_features(board: Board, legal: BoolArray, drawn: BoolArray, alive: BoolArray) -> MoveFeatures:
    """Features of every segment in `legal` (masks by segment id / triangle id)."""
    segs = np.flatnonzero(legal)
    closes, offers, touch = side_counts(board, drawn, alive)
    handed = handed_counts(board, drawn, alive, closes)
    return MoveFeatures(segs, closes[segs], offers[segs], touch[segs] > 0, handed[segs])


def segment_lengths(board: Board, segs: IntArray) -> npt.NDArray[np.float64]:
    """Euclidean length of each segment (players find short segments first)."""
    ends = board.segment_ends[segs]
    diff = board.stars[ends[:, 0]] - board.stars[ends[:, 1]]
    return np.hypot(diff[:, 0], diff[:, 1])
