"""The exact orientation table on the lattice, on each of its paths (int64 for boards spanning
less than 2**31 lattice units; beyond, a float filter with exact 128-bit products in the compiled
module, or exact limbs in numpy without it), and the snapping to the lattice."""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triangles.engine import Board, BoardError, geometry


def brute_table(ints: np.ndarray) -> np.ndarray:
    pts = [(int(x), int(y)) for x, y in ints]
    n = len(pts)
    out = np.zeros((n, n, n), dtype=np.int8)
    for i, j, k in itertools.product(range(n), repeat=3):
        (ax, ay), (bx, by), (cx, cy) = pts[i], pts[j], pts[k]
        det = (ax - cx) * (by - cy) - (ay - cy) * (bx - cx)
        out[i, j, k] = (det > 0) - (det < 0)
    return out


def lattice(points: np.ndarray) -> np.ndarray:
    return geometry.snap(np.asarray(points, dtype=float))[0]


GRID = np.array([[x, y] for x in range(5) for y in range(4)], dtype=float)
BIG = 10**18  # the lattice value of the largest coordinate, 1e9 board units

CLOUDS = {
    "integer grid": lattice(GRID),
    "quarter grid": lattice(GRID / 4),
    "billionth grid": lattice(GRID * 1e-9),
    "far integer grid": lattice(GRID + 5e8),
    "tenths": lattice(GRID / 10),
    "nearly collinear": lattice(np.array([[0.1, 0.1], [0.2, 0.2], [0.3, 0.3], [0.7, 0.7000000000000001], [0.3, 0.9]])),
    "clustered, one far away": np.array([[1, 2], [3, 5], [2, 9], [7, 4], [5, 5], [BIG, BIG - 1]], dtype=np.int64),
    "whole range": np.array([[-BIG, -BIG], [BIG, BIG], [BIG, -BIG], [0, 1], [1, 1], [-BIG + 1, BIG]], dtype=np.int64),
}


TABLES = [geometry.orientation_table, geometry.numpy_orientation_table]


@pytest.mark.parametrize("table", TABLES, ids=["installed", "numpy"])
@pytest.mark.parametrize("name", CLOUDS)
def test_orientation_table_is_exact(name: str, table) -> None:
    points = CLOUDS[name]
    assert np.array_equal(table(points), brute_table(points))


def test_the_compiled_table_agrees_with_numpy_on_400_stars() -> None:
    """A game board (int64 in both), and the hostile records' clouds: along a billion units every
    triple is beyond the float filter, so each is decided by the exact products (limbs in numpy)."""
    if not geometry.NATIVE:
        pytest.skip("the orientation module is not compiled in this install")
    rng = np.random.default_rng(3)
    t = np.arange(400, dtype=np.int64)
    line = np.stack([t * 25 * 10**14, t * 25 * 10**14 + rng.integers(-1, 2, 400)], axis=1)
    far = np.concatenate([rng.integers(0, 10**6, (399, 2)), [[10**18, 10**18 - 1]]]).astype(np.int64)
    board = lattice(np.random.default_rng(4).random((400, 2)))
    for points in (board, line, far):
        assert np.array_equal(geometry.orientation_table(points), geometry.numpy_orientation_table(points))


#: Lattice points anywhere in the ±1e9 board units: many beyond the int64 path.
huge = st.integers(-BIG, BIG)
#: Points on one line y = slope * x + offset of any size, some nudged by a lattice unit or two.
@st.composite
def near_lines(draw: st.DrawFn) -> np.ndarray:
    n = draw(st.integers(3, 8))
    step = draw(st.integers(1, 10**8))
    slope = draw(st.integers(-1000, 1000))
    ts = draw(st.lists(st.integers(-10**9, 10**9), min_size=n, max_size=n, unique=True))
    nudges = draw(st.lists(st.integers(-2, 2), min_size=n, max_size=n))
    return np.array([[t * step, t * step * slope // 1000 + e] for t, e in zip(ts, nudges)], dtype=np.int64)


@settings(max_examples=150, deadline=None)
@given(points=st.one_of(
    st.lists(st.tuples(huge, huge), min_size=3, max_size=8, unique=True).map(lambda p: np.array(p, dtype=np.int64)),
    near_lines(),
))
def test_orientation_table_is_exact_on_any_lattice_cloud(points: np.ndarray) -> None:
    want = brute_table(points)
    assert np.array_equal(geometry.orientation_table(points), want)
    assert np.array_equal(geometry.numpy_orientation_table(points), want)


@settings(max_examples=300, deadline=None)
@given(values=st.lists(st.integers(-(2**61) + 1, 2**61 - 1), min_size=4, max_size=4))
def test_exact_sign_in_limbs(values: list[int]) -> None:
    a, b, c, d = (np.array([v], dtype=np.int64) for v in values)
    want = values[0] * values[3] - values[1] * values[2]
    assert int(geometry._exact_sign(a, b, c, d)[0]) == (want > 0) - (want < 0)


def test_snapping_to_the_lattice() -> None:
    points = np.array([[0.1, 0.123456789], [0.30000000000000004, 1e9], [2.5e-10, -1.6e-9]])
    ints, floats, moved = geometry.snap(points)
    assert ints.tolist() == [[100_000_000, 123_456_789], [300_000_000, BIG], [0, -2]]
    assert moved.tolist() == [False, True, True]
    assert floats.tolist() == [[0.1, 0.123456789], [0.3, 1e9], [0.0, -2e-9]]
    again = geometry.snap(floats)  # the floats written back read back to the same lattice points
    assert np.array_equal(again[0], ints) and not again[2].any()
    # Nearest, from the float's exact value (no float is ever exactly halfway: 1e-9 is not dyadic).
    assert geometry.to_lattice(1.4999999e-9) == 1 and geometry.to_lattice(1.5000001e-9) == 2
    assert Fraction(geometry.from_lattice(123_456_789)) != Fraction(123_456_789, 10**9)  # a float, not the decimal
    assert geometry.to_lattice(geometry.from_lattice(123_456_789)) == 123_456_789


def test_the_board_says_which_stars_moved_and_refuses_stars_that_meet() -> None:
    board = Board([[0.1, 0.2], [0.2, 0.3], [0.3, 0.4000000000001], [0.9, 0.1]])
    assert board.moved_stars == (2,)
    assert board.stars.tolist()[2] == [0.3, 0.4]
    assert board.segment_id(0, 2) == -1  # 0.1, 0.2, 0.3 on one line as written: through a star
    with pytest.raises(BoardError, match="stars 0 and 1 are at the same place"):
        Board([[0.5, 0.5], [0.5 + 1e-10, 0.5], [0.1, 0.9]])


def test_blocked_pairs_are_the_pairs_with_a_star_between() -> None:
    points = CLOUDS["integer grid"]
    order = geometry.lex_order(points)
    table = geometry.orientation_table(points[order])
    blocked = geometry.blocked_pairs(table, points[order].astype(float), 0.0)
    pts = [tuple(int(v) for v in p) for p in points[order]]
    for a, c in itertools.combinations(range(len(pts)), 2):
        between = any(
            table[a, c, b] == 0 and min(pts[a], pts[c]) < pts[b] < max(pts[a], pts[c]) for b in range(len(pts))
        )
        assert blocked[a, c] == blocked[c, a] == between


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(3, 40), grid=st.booleans(), cut=st.floats(0.0, 0.5))
def test_the_compiled_empty_triangles_are_numpys(seed: int, n: int, grid: bool, cut: float) -> None:
    """On random clouds (on a small grid: many collinear triples) with some segments unusable."""
    rng = np.random.default_rng(seed)
    raw = rng.integers(0, 6, (n, 2)) if grid else rng.integers(0, 10**9, (n, 2))
    points = np.unique(raw, axis=0).astype(np.int64)
    if len(points) < 3:
        return
    order = geometry.lex_order(points)
    table = geometry.orientation_table(points[order])
    usable = ~geometry.blocked_pairs(table, points[order].astype(float), 0.0)
    np.fill_diagonal(usable, False)
    usable &= rng.random(usable.shape) >= cut
    found = geometry.empty_triangles(table, usable)
    assert np.array_equal(found, geometry.numpy_empty_triangles(table, usable))
    assert found.dtype == np.int64 and found.shape[1:] == (3,)


def _random_board(rng: np.random.Generator, n: int, grid: bool) -> Board | None:
    """A board of up to n random stars (on a small grid: many collinear triples), or None when
    fewer than 3 distinct stars were drawn."""
    raw = rng.integers(0, 6, (n, 2)) if grid else rng.random((n, 2))
    stars = np.unique(raw, axis=0).astype(float)
    return Board(stars) if len(stars) >= 3 else None


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(3, 30), grid=st.booleans(), keep=st.floats(0.0, 1.0))
def test_the_segments_a_segment_crosses_are_those_of_the_pairwise_test(seed: int, n: int, grid: bool, keep: float) -> None:
    """`Board.crossed` (one pass of the compiled module, or numpy without it) against
    `Board.crossing` asked of each flagged segment, and against the numpy path itself."""
    rng = np.random.default_rng(seed)
    board = _random_board(rng, n, grid)
    if board is None:
        return
    mask = rng.random(board.m) < keep
    seg = int(rng.integers(board.m))
    want = [c for c in range(board.m) if mask[c] and board.crossing(seg, np.array([c]))[0]]
    assert board.crossed(seg, mask).tolist() == want
    assert board.crossed(seg, mask[::-1].copy()[::-1]).tolist() == want  # a strided view of the mask
    compiled = geometry.crossed
    try:
        geometry.crossed = None
        assert board.crossed(seg, mask).tolist() == want
    finally:
        geometry.crossed = compiled


def test_distinct_ids_are_sorted_and_unique() -> None:
    from triangles.engine.game import _distinct

    for ids in ([], [4], [3, 3], [9, 1, 9, 4, 1, 2]):
        arr = np.array(ids, dtype=np.int64)
        assert _distinct(arr).tolist() == sorted(set(ids))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(3, 30), grid=st.booleans())
def test_the_triangles_of_each_segment_are_numpys(seed: int, n: int, grid: bool) -> None:
    """The segment -> triangle incidence by counting (compiled) is numpy's stable argsort, and
    every triangle is listed under each of its three sides."""
    board = _random_board(np.random.default_rng(seed), n, grid)
    if board is None:
        return
    found = geometry.segment_triangles(board.triangle_edges, board.m)
    assert np.array_equal(found, geometry.numpy_segment_triangles(board.triangle_edges))
    for seg in range(board.m):
        want = [tid for tid in range(board.t) if seg in board.triangle_edges[tid]]
        assert board.triangles_of_segment(seg).tolist() == want


def test_a_board_with_too_many_empty_triangles_is_refused_with_a_sentence() -> None:
    """Stars in convex position make every triple an empty triangle: C(n, 3) of them."""
    angles = np.linspace(0, 2 * np.pi, 60, endpoint=False)
    circle = np.round(np.stack([0.5 + 0.4 * np.cos(angles), 0.5 + 0.4 * np.sin(angles)], axis=1), 6)
    assert Board(circle).t == 60 * 59 * 58 // 6
    try:
        Board.MAX_TRIANGLES = 30_000  # below C(60, 3) = 34,220
        for native in (True, False):
            geometry._native, saved = (geometry._native if native else None), geometry._native
            try:
                with pytest.raises(BoardError, match="at most 30,000 empty triangles; these 60 stars make more"):
                    Board(circle)
            finally:
                geometry._native = saved
        assert Board(circle[:56]).t == 56 * 55 * 54 // 6  # 27,720: within
    finally:
        Board.MAX_TRIANGLES = 1_000_000


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(3, 40), clearance=st.floats(1e-6, 0.1))
def test_the_compiled_near_pairs_are_numpys(seed: int, n: int, clearance: float) -> None:
    """The clearance test of the compiled module against numpy's, on random clouds (a star near a
    segment, from either end's projection)."""
    points = np.random.default_rng(seed).random((n, 2))
    found = geometry.near_pairs(points, clearance)
    assert found.dtype == np.bool_ and found.shape == (n, n)
    assert np.array_equal(found, geometry.numpy_near_pairs(points, clearance))


def test_a_star_within_the_clearance_blocks_the_segment_it_is_near() -> None:
    points = np.array([[0.0, 0.0], [1.0, 0.0], [0.5, 0.05], [0.5, 0.9]])
    near = geometry.near_pairs(points, 0.06)
    assert near[0, 1] and near[1, 0]  # star 2 is 0.05 from 0-1
    assert not geometry.near_pairs(points, 0.04)[0, 1]
    assert not near[0, 3] and not near[3, 3]


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.integers(5, 12), st.floats(0.2, 0.9))
def test_outline_corners_are_the_closed_outlines_that_hold_a_star(seed: int, n: int, share: float) -> None:
    """Against a plain point-in-triangle count: a and b joined to c by drawn segments, and some
    other star inside a, b, c (the outline closes, but it is no triangle)."""
    from triangles.engine.stars import random_stars

    board = Board(random_stars(n, seed))
    rng = np.random.default_rng(seed)
    drawn = rng.random(board.m) < share
    pts = board.stars

    def side(p, q, r) -> float:  # noqa: ANN001
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    def holds_star(a: int, b: int, c: int) -> bool:
        for d in set(range(n)) - {a, b, c}:
            s = (side(pts[a], pts[b], pts[d]), side(pts[b], pts[c], pts[d]), side(pts[c], pts[a], pts[d]))
            if all(v > 0 for v in s) or all(v < 0 for v in s):
                return True
        return False

    for a, b in itertools.combinations(range(n), 2):
        want = [c for c in range(n) if c not in (a, b) and board.segment_id(a, c) >= 0 and board.segment_id(b, c) >= 0
                and drawn[board.segment_id(a, c)] and drawn[board.segment_id(b, c)] and holds_star(a, b, c)]
        assert board.outline_corners(a, b, drawn) == want, (a, b)
