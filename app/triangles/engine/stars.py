"""Star clouds: the six board sizes, generated from a seed so a game ID reproduces its board."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

#: The board is the unit square; stars keep this margin from its edges.
MARGIN = 0.05


@dataclass(frozen=True)
class BoardSize:
    """A named board size: the device family it was designed for and its star count."""

    key: str
    device: str  # "phone" | "tablet"
    stars: int


BOARD_SIZES: tuple[BoardSize, ...] = (
    BoardSize("phone-24", "phone", 24),
    BoardSize("phone-60", "phone", 60),
    BoardSize("phone-120", "phone", 120),
    BoardSize("tablet-80", "tablet", 80),
    BoardSize("tablet-120", "tablet", 120),
    BoardSize("tablet-180", "tablet", 180),
)


def min_spacing(n: int) -> float:
    """Smallest distance kept between two stars of an n-star cloud, so each stays tappable."""
    side = 1.0 - 2 * MARGIN
    return 0.55 * side / np.sqrt(n)


def random_stars(n: int, seed: int) -> npt.NDArray[np.float64]:
    """n stars in the unit square, at least `min_spacing(n)` apart, the same for the same seed on
    every machine (numpy's PCG64 stream is platform independent)."""
    if n < 3:
        raise ValueError("a board needs at least 3 stars")
    rng = np.random.Generator(np.random.PCG64(seed))
    spacing = min_spacing(n)
    pts: list[tuple[float, float]] = []
    attempts = 0
    while len(pts) < n:
        x, y = (float(v) for v in np.round(rng.uniform(MARGIN, 1.0 - MARGIN, size=2), 6))
        attempts += 1
        if attempts > 200 * n:  # dense request: relax the spacing rather than loop forever
            spacing *= 0.9
            attempts = 0
        if all((x - px) ** 2 + (y - py) ** 2 >= spacing * spacing for px, py in pts):
            pts.append((x, y))
    return np.array(pts, dtype=np.float64)
