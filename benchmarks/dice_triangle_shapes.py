"""Figures behind the dice variant's default minimum area and angle.

For each board size: how many empty triangles and how many Delaunay triangles (the natural,
well-shaped ones) each threshold pair keeps, areas being relative to the board's mean
triangulation triangle. Run: .venv/bin/python benchmarks/dice_triangle_shapes.py
"""

from __future__ import annotations

import numpy as np
import shapely

from triangles.engine import Board, random_stars
from triangles_dice.shapes import DEFAULT_MIN_ANGLE, DEFAULT_MIN_AREA, reference_area

SIZES = (24, 60, 80, 120, 180)
BOARDS = 10
THRESHOLDS = ((0.1, 8.0), (DEFAULT_MIN_AREA, DEFAULT_MIN_ANGLE), (0.25, 15.0))


def delaunay_ids(board: Board) -> list[int]:
    """Ids of the board's empty triangles that are Delaunay triangles."""
    index = {tuple(p): i for i, p in enumerate(board.stars.tolist())}
    out = []
    for poly in shapely.delaunay_triangles(shapely.multipoints(board.stars)).geoms:
        corners = sorted(index[tuple(p)] for p in list(poly.exterior.coords)[:3])
        tid = board.triangle_id(*corners)
        if tid >= 0:
            out.append(tid)
    return out


def main() -> None:
    print(f"{'stars':>5}  {'empty/board':>11}  {'min area, angle':>15}  {'empty kept':>10}  {'Delaunay kept':>13}")
    for n in SIZES:
        rel, ang, d_rel, d_ang = [], [], [], []
        for seed in range(BOARDS):
            board = Board(random_stars(n, seed))
            area, angle = board.triangle_shapes
            r = area / reference_area(board)
            ids = delaunay_ids(board)
            rel.append(r), ang.append(angle), d_rel.append(r[ids]), d_ang.append(angle[ids])
        r, a, dr, da = (np.concatenate(x) for x in (rel, ang, d_rel, d_ang))
        for min_area, min_angle in THRESHOLDS:
            kept = ((r >= min_area) & (a >= min_angle)).mean()
            d_kept = ((dr >= min_area) & (da >= min_angle)).mean()
            label = f"{min_area:.2f}, {min_angle:>4.1f}"
            print(f"{n:>5}  {len(r) // BOARDS:>11}  {label:>15}  {kept:>10.1%}  {d_kept:>13.1%}")


if __name__ == "__main__":
    main()
