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


# ------------------------------------------------------------------------ shaped clouds
from triangles.engine.stars import CloudSpec, board_shape, shaped_stars  # noqa: E402


def _segment_gap(p, a, b) -> float:  # noqa: ANN001
    ab, ap = b - a, p - a
    t = min(1.0, max(0.0, float(ap @ ab) / float(ab @ ab)))
    return float(np.linalg.norm(p - (a + t * ab)))


def test_a_board_follows_the_shape_of_its_area() -> None:
    assert board_shape(1280, 680) == (1.0, 0.531)
    assert board_shape(400, 700) == (0.571, 1.0)
    assert board_shape(915, 290) == (1.0, 0.317)  # a phone on its side
    assert board_shape(3000, 400) == (1.0, 0.3)  # never thinner than that
    assert board_shape(0, 10) == (1.0, 1.0)


@pytest.mark.parametrize("spec", [
    CloudSpec(5, 180, 1.0, 0.53, 0.027, 0.0105),
    CloudSpec(9, 60, 0.57, 1.0, 0.08, 0.03),
    CloudSpec(1, 24, 1.0, 1.0, 0.0, 0.0),
], ids=["tablet-landscape", "phone-portrait", "square"])
def test_shaped_clouds_keep_their_spacing_and_avoid_near_degenerate_triples(spec) -> None:
    stars, used = shaped_stars(spec)
    assert stars.shape == (spec.stars, 2)
    assert (stars >= MARGIN - 1e-9).all() and (stars[:, 0] <= spec.width - MARGIN).all()
    assert (stars[:, 1] <= spec.height - MARGIN).all()
    d = np.linalg.norm(stars[:, None, :] - stars[None, :, :], axis=2)
    np.fill_diagonal(d, np.inf)
    assert d.min() >= used.spacing > 0
    # No star sits within the band of a segment between two of its neighbours.
    reach = 2 * used.spacing
    for k in range(len(stars)):
        near = [i for i in np.flatnonzero(d[k] < reach)]
        for x in range(len(near)):
            for y in range(x + 1, len(near)):
                i, j = near[x], near[y]
                if d[i, j] < reach:
                    assert _segment_gap(stars[k], stars[i], stars[j]) > used.band
    # The record's recipe gives the same stars again.
    again, _ = shaped_stars(CloudSpec.from_json(used.to_json()))
    assert np.array_equal(stars, again)
    Board(stars)


def test_a_malformed_cloud_field_is_ignored() -> None:
    assert CloudSpec.from_json({"seed": 1}) is None
    assert CloudSpec.from_json({"seed": 1, "stars": 24, "width": 2.0, "height": 1.0}) is None
    assert CloudSpec.from_json("x") is None
