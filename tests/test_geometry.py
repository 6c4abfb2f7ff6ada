"""The exact orientation table, on both of its exact paths (small integers, general floats)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import pytest

from triangles.engine import geometry


def brute_table(points: np.ndarray) -> np.ndarray:
    exact = [(Fraction(float(x)), Fraction(float(y))) for x, y in points]
    n = len(points)
    out = np.zeros((n, n, n), dtype=np.int8)
    for i, j, k in itertools.product(range(n), repeat=3):
        (ax, ay), (bx, by), (cx, cy) = exact[i], exact[j], exact[k]
        det = (ax - cx) * (by - cy) - (ay - cy) * (bx - cx)
        out[i, j, k] = (det > 0) - (det < 0)
    return out


GRID = np.array([[x, y] for x in range(5) for y in range(4)], dtype=float)

CLOUDS = {
    "integer grid": GRID,
    "quarter grid": GRID / 4,
    "tiny dyadic grid": GRID * 2.0**-40,
    "far integer grid": GRID + 5e8,
    "tenths (general floats)": GRID / 10,
    "nearly collinear": np.array([[0.1, 0.1], [0.2, 0.2], [0.3, 0.3], [0.7, 0.7000000000000001], [0.3, 0.9]]),
    "beyond int64 safety": GRID * 2.0**31,
}


@pytest.mark.parametrize("name", CLOUDS)
def test_orientation_table_is_exact(name: str) -> None:
    points = CLOUDS[name]
    assert np.array_equal(geometry.orientation_table(points), brute_table(points))


def test_small_integer_path_is_taken_only_when_exact() -> None:
    assert geometry.small_integer_coordinates(GRID) is not None
    assert np.array_equal(geometry.small_integer_coordinates(GRID / 4), GRID.astype(np.int64))
    assert geometry.small_integer_coordinates(GRID / 10) is None
    assert geometry.small_integer_coordinates(GRID * 2.0**31) is None


@pytest.mark.parametrize("name", ["integer grid", "tenths (general floats)", "nearly collinear"])
def test_collinear_triples_are_exactly_the_zero_orientations(name: str) -> None:
    points = CLOUDS[name]
    table, collinear = geometry.orientations(points)
    brute = brute_table(points)
    n = len(points)
    expected = {
        (i, j, k) for i, j, k in itertools.product(range(n), repeat=3)
        if len({i, j, k}) == 3 and brute[i, j, k] == 0
    }
    assert {tuple(t) for t in collinear.tolist()} == expected
    assert len(collinear) == len(expected)
