"""The static board: a star cloud and everything about it that never changes during a game.

Built once per game, it answers in O(1) what the rules ask again and again: which pairs of stars
form a drawable segment (not over a star), which triangles are empty, which triangles each segment
belongs to, and the orientation of any three stars (for crossing tests during play).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Sequence

import numpy as np
import numpy.typing as npt

from . import geometry


class BoardError(ValueError):
    """The stars cannot form a board (too few, duplicated, not finite numbers)."""


@dataclass(frozen=True)
class Triangle:
    """Three star indices, sorted."""

    a: int
    b: int
    c: int

    def as_list(self) -> list[int]:
        return [self.a, self.b, self.c]


def validate_stars(stars: Sequence[Sequence[float]] | npt.ArrayLike) -> npt.NDArray[np.float64]:
    """Turn stars into an (n, 2) float array, or raise BoardError saying what is wrong (before
    they are put on the lattice: see `Board`)."""
    try:
        arr = np.asarray(stars, dtype=np.float64)
    except (TypeError, ValueError) as exc:
        raise BoardError(f"stars must be a list of [x, y] number pairs ({exc})") from None
    if arr.ndim != 2 or arr.shape[1] != 2:
        raise BoardError("stars must be a list of [x, y] number pairs")
    if len(arr) < 3:
        raise BoardError(f"a board needs at least 3 stars, got {len(arr)}")
    if not np.isfinite(arr).all():
        bad = int(np.flatnonzero(~np.isfinite(arr).all(axis=1))[0])
        raise BoardError(f"star {bad} has a coordinate that is not a finite number")
    if np.abs(arr).max() > geometry.MAX_COORDINATE:
        raise BoardError("star coordinates must lie within ±1e9")
    _refuse_twins(arr)
    return arr


def _refuse_twins(points: npt.NDArray[np.float64]) -> None:
    """BoardError naming the first two stars at the same place."""
    order = geometry.lex_order(points)
    sorted_pts = points[order]
    same = np.all(sorted_pts[1:] == sorted_pts[:-1], axis=1)
    if same.any():
        k = int(np.flatnonzero(same)[0])
        i, j = sorted(int(v) for v in (order[k], order[k + 1]))
        raise BoardError(f"stars {i} and {j} are at the same place")


class Board:
    """A star cloud with its precomputed segments and empty triangles.

    Indices in the public API are star indices in the order the stars were given. Internally
    everything is computed in lexicographic order (`_rank`), which the exact counting needs.

    Stars are put on the lattice of `geometry.LATTICE` (a billionth of a board unit): `stars` are
    the floats of the lattice points, `lattice` their exact integer values, and `moved_stars` the
    stars that had to move (a coordinate with more than 9 decimals). Two stars less than half a
    billionth apart become one place and are refused.
    """

    MAX_STARS = 400
    #: Every empty triangle is kept, with its sides (about 150 bytes each in a game). A random
    #: board of 400 stars has about 300,000; stars in convex position (on a circle) make every
    #: triple one, 10.6 million on 400 stars: more than a replay's 500 MB and 2 s can hold, so
    #: such a board is refused with a sentence (docs/record-format.md).
    MAX_TRIANGLES = 1_000_000

    def __init__(self, stars: Sequence[Sequence[float]] | npt.ArrayLike, clearance: float = 0.0) -> None:
        pts = validate_stars(stars)
        if len(pts) > self.MAX_STARS:
            raise BoardError(f"a board has at most {self.MAX_STARS} stars, got {len(pts)}")
        if not np.isfinite(clearance) or clearance < 0:
            raise BoardError("clearance must be a finite number >= 0")
        lattice, snapped, moved = geometry.snap(pts)
        if moved.any():
            _refuse_twins(snapped)
        self.stars: npt.NDArray[np.float64] = snapped
        self.stars.setflags(write=False)
        self.lattice: npt.NDArray[np.int64] = lattice
        self.lattice.setflags(write=False)
        self.moved_stars: tuple[int, ...] = tuple(int(i) for i in np.flatnonzero(moved))
        self.clearance = float(clearance)
        n = len(pts)
        self.n = n

        order = geometry.lex_order(lattice)  # lex position -> star index
        rank = np.empty(n, dtype=np.int64)
        rank[order] = np.arange(n)  # star index -> lex position
        self._order = order
        self._rank = rank
        self._table = geometry.orientation_table(lattice[order])  # in lex positions
        blocked_lex = geometry.blocked_pairs(self._table, snapped[order], self.clearance)
        usable_lex = ~blocked_lex
        np.fill_diagonal(usable_lex, False)

        # Segments: every usable pair, numbered; ends in star indices (lo, hi) and lex positions.
        la, lb = np.nonzero(np.triu(usable_lex, 1))
        sa, sb = order[la], order[lb]
        ends = np.sort(np.stack([sa, sb], axis=1), axis=1)
        self.segment_ends: npt.NDArray[np.int64] = ends
        self.segment_ends.setflags(write=False)
        self.m = len(ends)
        self._seg_lex_a = la.astype(np.int64)
        self._seg_lex_b = lb.astype(np.int64)
        self._seg_flat = (la * n + lb).astype(np.int64)
        seg_id = np.full((n, n), -1, dtype=np.int64)
        seg_id[ends[:, 0], ends[:, 1]] = np.arange(self.m)
        seg_id[ends[:, 1], ends[:, 0]] = np.arange(self.m)
        self._seg_id = seg_id

        # Empty triangles, as sorted star indices, with their three segment ids.
        tri_lex = geometry.empty_triangles(self._table, usable_lex, self.MAX_TRIANGLES)
        if tri_lex is None:
            raise BoardError(f"a board has at most {self.MAX_TRIANGLES:,} empty triangles; these {n} stars make more"
                             " (many stars in convex position, as on a circle, make the most)")
        tris = np.sort(order[tri_lex], axis=1)
        self.triangles: npt.NDArray[np.int64] = tris
        self.triangles.setflags(write=False)
        self.t = len(tris)
        self.triangle_edges: npt.NDArray[np.int64] = np.stack(
            [seg_id[tris[:, 0], tris[:, 1]], seg_id[tris[:, 1], tris[:, 2]], seg_id[tris[:, 0], tris[:, 2]]],
            axis=1,
        )
        # Segment -> triangles (CSR).
        flat_edges = self.triangle_edges.ravel()
        self._seg_tri = geometry.segment_triangles(self.triangle_edges, self.m)
        self._seg_tri_ptr = np.zeros(self.m + 1, dtype=np.int64)
        np.cumsum(np.bincount(flat_edges, minlength=self.m), out=self._seg_tri_ptr[1:])

    # ----------------------------------------------------------------------------------- queries
    def segment_id(self, i: int, j: int) -> int:
        """Id of the segment i–j, or -1 when the pair passes over a star (or is not a pair)."""
        if not (0 <= i < self.n and 0 <= j < self.n) or i == j:
            return -1
        return int(self._seg_id[i, j])

    def segment_ids(self, i: npt.NDArray[np.int64], j: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
        """`segment_id` for arrays of star indices (each a star of the board, i != j)."""
        return self._seg_id[i, j]

    def blocking_star(self, i: int, j: int) -> int:
        """The star that makes i–j pass over a star: one exactly on it (nearest to i), else the
        one closest to it within the clearance; -1 when i–j is drawable (or not a pair). The
        window points at it when it refuses the segment."""
        if not (0 <= i < self.n and 0 <= j < self.n) or i == j or self._seg_id[i, j] >= 0:
            return -1
        r = self._rank
        side = self._table[r[i], r[j]][r]  # orientation of (i, j, k) for every star k
        d = self.stars - self.stars[i]
        u = self.stars[j] - self.stars[i]
        along = d @ u / float(u @ u)
        others = np.ones(self.n, dtype=bool)
        others[[i, j]] = False
        on = np.flatnonzero(others & (side == 0) & (along > 0) & (along < 1))
        if len(on):
            return int(on[np.argmin(along[on])])
        t = np.clip(along, 0.0, 1.0)
        gap = np.hypot(d[:, 0] - t * u[0], d[:, 1] - t * u[1])
        gap[~others] = np.inf
        return int(np.argmin(gap))

    def triangles_of_segment(self, seg: int) -> npt.NDArray[np.int64]:
        """Ids of the empty triangles having segment `seg` as a side."""
        return self._seg_tri[self._seg_tri_ptr[seg] : self._seg_tri_ptr[seg + 1]]

    def triangles_of_segments(self, segs: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
        """Ids of the empty triangles having any of `segs` as a side (may repeat)."""
        if len(segs) == 0:
            return np.empty(0, dtype=np.int64)
        starts = self._seg_tri_ptr[segs]
        lens = self._seg_tri_ptr[segs + 1] - starts
        total = int(lens.sum())
        if total == 0:
            return np.empty(0, dtype=np.int64)
        offsets = np.repeat(starts - np.cumsum(lens) + lens, lens)
        return self._seg_tri[offsets + np.arange(total)]

    def crossing(self, seg: int, candidates: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
        """For each candidate segment: does its interior cross the interior of `seg`?

        Segments here never pass over a star, so two of them can only meet at a shared end star
        (allowed) or cross properly; collinear overlap would put an end star on the other segment.
        """
        p = self._seg_lex_a[seg]
        q = self._seg_lex_b[seg]
        row = self._table[p, q]
        r = self._seg_lex_a[candidates]
        u = self._seg_lex_b[candidates]
        flat = self._seg_flat[candidates]
        side_r = row[r]
        side_u = row[u]
        side_p = self._table[p].ravel()[flat]  # orient(p, r, u) == orient(r, u, p)
        side_q = self._table[q].ravel()[flat]
        return (side_r * side_u < 0) & (side_p * side_q < 0)

    def crossed(self, seg: int, candidates: npt.NDArray[np.bool_]) -> npt.NDArray[np.int64]:
        """Ids of the segments flagged in the mask `candidates` whose interior crosses `seg`'s,
        ascending: `crossing` asked of every flagged segment, in one pass of the compiled
        module when the install has it (a segment drawn asks it of every legal one)."""
        if geometry.crossed is not None:
            mask = np.ascontiguousarray(candidates, dtype=bool)
            found = geometry.crossed(self._table, self._seg_lex_a, self._seg_lex_b, mask, int(seg))
            return np.frombuffer(found, dtype=np.int64)
        ids = np.flatnonzero(candidates)
        return ids[self.crossing(seg, ids)]

    def orientations(self, i: npt.ArrayLike, j: npt.ArrayLike, k: npt.ArrayLike) -> npt.NDArray[np.int8]:
        """`orientation` for arrays of star indices (broadcast together), exact."""
        r = self._rank
        return self._table[r[np.asarray(i)], r[np.asarray(j)], r[np.asarray(k)]]

    def orientation(self, i: int, j: int, k: int) -> int:
        """Exact orientation of stars i, j, k (+1 counter-clockwise, -1 clockwise, 0 collinear)."""
        r = self._rank
        return int(self._table[r[i], r[j], r[k]])

    @cached_property
    def triangle_shapes(self) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
        """(area, smallest angle in degrees) of every empty triangle."""
        return geometry.triangle_area_and_min_angle(self.stars, self.triangles)

    def outline_corners(self, a: int, b: int, drawn: npt.NDArray[np.bool_]) -> list[int]:
        """The stars c that `drawn` segments join to both a and b where a, b, c is no empty
        triangle (stars lie inside): the outlines a–b closes that are not triangles."""
        if not (0 <= a < self.n and 0 <= b < self.n):
            return []
        ids_a, ids_b = self._seg_id[a], self._seg_id[b]
        joined = (ids_a >= 0) & (ids_b >= 0)
        joined[joined] = drawn[ids_a[joined]] & drawn[ids_b[joined]]
        return [int(c) for c in np.flatnonzero(joined) if self.triangle_id(a, b, int(c)) < 0]

    def triangle_id(self, a: int, b: int, c: int) -> int:
        """Id of the empty triangle with these corners, or -1."""
        edges = self._seg_id
        s = int(edges[a, b]) if 0 <= a < self.n and 0 <= b < self.n else -1
        if s < 0:
            return -1
        want = sorted((a, b, c))
        for tid in self.triangles_of_segment(s):
            if self.triangles[tid].tolist() == want:
                return int(tid)
        return -1
