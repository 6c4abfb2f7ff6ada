"""Which triangles count in the dice variant: big enough, clearly visible, and not enclosing a
protected (already conquered) triangle.

Sizes are relative to the board, so one default fits every star count: the reference area is the
mean area of a triangle in any triangulation of the stars (hull area / (2n - 2 - h), exact for
every triangulation of n stars with h on the hull). Measured on 10 boards of each size (24 to 180
stars), 0.2 of that area and a smallest angle of 12 degrees keep 90 to 94 % of the Delaunay
triangles (the natural, well-shaped ones) and drop the slivers at the hull and the specks between
close stars (benchmarks/dice_triangle_shapes.py prints the figures).
"""

from __future__ import annotations

from typing import Sequence

import numpy as np
import numpy.typing as npt
import shapely

from triangles.plugins.api import Board

DEFAULT_MIN_AREA = 0.2
DEFAULT_MIN_ANGLE = 12.0


def reference_area(board: Board) -> float:
    """Mean triangle area of a triangulation of the board's stars (0 when they are collinear)."""
    hull = shapely.convex_hull(shapely.multipoints(board.stars))
    if hull.geom_type != "Polygon":
        return 0.0
    h = len(hull.exterior.coords) - 1
    cells = 2 * board.n - 2 - h
    return float(hull.area) / cells if cells > 0 else 0.0


def valid_triangles(board: Board, min_area: float, min_angle: float) -> npt.NDArray[np.bool_]:
    """Flag per empty triangle: area >= min_area x the reference area and smallest angle >=
    min_angle degrees (empty triangles already have no star inside or on a side)."""
    area, angle = board.triangle_shapes
    return (area >= min_area * reference_area(board)) & (angle >= min_angle)


def _inside_or_on(board: Board, outer: Sequence[int], star: int) -> bool:
    a, b, c = outer
    turn = board.orientation(a, b, c)
    return all(
        board.orientation(p, q, star) * turn >= 0 for p, q in ((a, b), (b, c), (c, a))
    )


def encloses(board: Board, outer: Sequence[int], inner: Sequence[int]) -> bool:
    """Does triangle `outer` enclose the different triangle `inner` (every corner of `inner`
    inside `outer` or on its boundary)? Exact: decided with the board's orientation signs."""
    if sorted(outer) == sorted(inner):
        return False
    return all(_inside_or_on(board, outer, s) for s in inner)


def enclosed_among(board: Board, outer: Sequence[int], candidates: npt.NDArray[np.int64]) -> list[int]:
    """Rows of `candidates` (k x 3 star indices) that `outer` encloses; a bounding-box filter
    keeps the exact test for the few that could."""
    if len(candidates) == 0:
        return []
    pts = board.stars
    lo = pts[list(outer)].min(axis=0)
    hi = pts[list(outer)].max(axis=0)
    corners = pts[candidates]  # k x 3 x 2
    near = np.flatnonzero(((corners >= lo) & (corners <= hi)).all(axis=(1, 2)))
    return [int(k) for k in near if encloses(board, outer, candidates[k])]


def enclose_any(board: Board, outers: npt.NDArray[np.int64], inners: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
    """For each row of `outers` (k x 3 star indices): does it enclose (every corner inside or on
    the boundary) some row of `inners` (m x 3) other than itself? Exact, vectorised."""
    a, b, c = (outers[:, k][:, None] for k in range(3))
    turn = board.orientations(a, b, c)  # k x 1
    inside = np.ones((len(outers), len(inners)), dtype=bool)
    for corner in inners.T:  # each of the inner triangles' three corners
        for p, q in ((a, b), (b, c), (c, a)):
            inside &= board.orientations(p, q, corner[None, :]) * turn >= 0
    same = (np.sort(outers, axis=1)[:, None, :] == np.sort(inners, axis=1)[None, :, :]).all(axis=2)
    return (inside & ~same & (turn != 0)).any(axis=1)
