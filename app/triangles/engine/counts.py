"""What drawing each segment would do to the triangles still to be closed: the one count that
the fallback player, the computer players, hints and variants share."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from .board import Board

IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]


def side_counts(board: Board, drawn: BoolArray, alive: BoolArray) -> tuple[IntArray, IntArray, IntArray]:
    """Per segment id, over the alive triangles (`alive`, by triangle id) of the position with the
    `drawn` segments: how many triangles drawing it closes (their other two sides are drawn), how
    many it offers (leaves with one side missing, for whoever moves next), and how many it is a
    missing side of at all. Drawn segments count 0."""
    m = board.m
    closes = np.zeros(m, dtype=np.int64)
    offers = np.zeros(m, dtype=np.int64)
    sides = np.zeros(m, dtype=np.int64)
    tris = np.flatnonzero(alive)
    if len(tris):
        edges = board.triangle_edges[tris]
        have = drawn[edges]
        count = have.sum(axis=1)
        for c in range(3):
            col = edges[:, c]
            missing = ~have[:, c]
            closes += np.bincount(col[missing & (count == 2)], minlength=m)
            offers += np.bincount(col[missing & (count == 1)], minlength=m)
            sides += np.bincount(col[missing], minlength=m)
    return closes, offers, sides


def handed_counts(board: Board, drawn: BoolArray, alive: BoolArray, closes: IntArray) -> IntArray:
    """Per segment id: the most triangles the opponent then closes with one segment, over the
    triangles drawing it leaves one side short (0 when it offers none). Without the extra turn a
    capture that leaves the opponent a double (one segment closing two triangles) costs more than
    one leaving a single, though both offer one triangle: at the end of a classic game the last
    mover collects such doubles."""
    handed = np.zeros(board.m, dtype=np.int64)
    tris = np.flatnonzero(alive)
    if len(tris):
        edges = board.triangle_edges[tris]
        have = drawn[edges]
        two = have.sum(axis=1) == 1
        missing = edges[two][~have[two]].reshape(-1, 2)  # the two undrawn sides, row by row
        np.maximum.at(handed, missing[:, 0], closes[missing[:, 1]] + 1)
        np.maximum.at(handed, missing[:, 1], closes[missing[:, 0]] + 1)
    return handed


def one_ply_mask(closes: IntArray, offers: IntArray, handed: IntArray | None = None) -> BoolArray:
    """Over some segments' counts, the ones a one-ply choice takes among: those closing the most
    (of those, when `handed` is given, i.e. without the extra turn, the ones handing over least;
    then those offering the fewest), else those offering nothing, else those offering the
    fewest. The ranking of the app's stand-in and one-ply choice, and (without `handed`) of the
    puzzles' greedy guess. The Normal player and its playouts rank the same way with one
    exception, a capture handing over more than it takes (see triangles_ai.players.normal_candidates;
    tests/test_ai_playouts.py checks both)."""
    if len(closes) and closes.max() > 0:
        top = closes == closes.max()
        if handed is not None:
            top &= handed == handed[top].min()
        return top & (offers == offers[top].min())
    safe = offers == 0
    return safe if safe.any() else offers == offers.min()
