"""Star clouds: the six board sizes, reproducible from a seed, stars kept apart."""

from __future__ import annotations

import numpy as np
import pytest

from triangles.engine import BOARD_SIZES, Board, random_stars
from triangles.engine.stars import MARGIN, min_spacing


def test_the_six_sizes_of_the_rules() -> None:
    assert [(s.device, s.stars) for s in BOARD_SIZES] == [
        ("phone", 24), ("phone", 60), ("phone", 120), ("tablet", 80), ("tablet", 120), ("tablet", 180),
    ]
    assert len({s.key for s in BOARD_SIZES}) == 6


@pytest.mark.parametrize("size", BOARD_SIZES, ids=lambda s: s.key)
def test_cloud_is_spaced_inside_the_board(size) -> None:
    for seed in (0, 1, 987654321):
        stars = random_stars(size.stars, seed)
        assert stars.shape == (size.stars, 2)
        assert ((stars >= MARGIN) & (stars <= 1 - MARGIN)).all()
        d = np.linalg.norm(stars[:, None, :] - stars[None, :, :], axis=2)
        np.fill_diagonal(d, np.inf)
        assert d.min() >= min_spacing(size.stars)
        Board(stars)  # distinct, finite: a valid board


def test_same_seed_same_cloud_other_seed_other_cloud() -> None:
    a = random_stars(60, 42)
    assert np.array_equal(a, random_stars(60, 42))
    assert not np.array_equal(a, random_stars(60, 43))


def test_known_cloud_does_not_change_between_versions() -> None:
    # A game ID (size and seed) must keep producing the same board on every machine and version.
    assert random_stars(24, 7)[:2].tolist() == [[0.612586, 0.857492], [0.748117, 0.252686]]


def test_too_few_stars() -> None:
    with pytest.raises(ValueError):
        random_stars(2, 0)
