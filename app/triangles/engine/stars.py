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


#: The short side of a shaped board is at least this share of the long one (a phone on its side
#: leaves the board about 0.32: a board of half its width left the rest of the screen empty).
MIN_ASPECT = 0.3
#: Share of the free area that a cloud with the requested spacing may fill at most (random
#: sequential placement jams near 0.55; below this it finds room quickly).
EASY_COVERAGE = 0.3
#: Candidate stars drawn at once (one vectorised distance test per batch).
BATCH = 64
#: Stars within this many spacings of a new star are its neighbours (for near-degenerate triples).
NEIGHBOURHOOD = 2.0


def board_shape(width: float, height: float) -> tuple[float, float]:
    """(width, height) in board units of a board for an area of this shape: the long side is 1,
    the short side follows the area (at least MIN_ASPECT)."""
    if width <= 0 or height <= 0:
        return (1.0, 1.0)
    ratio = max(MIN_ASPECT, min(width, height) / max(width, height))
    ratio = round(ratio, 3)
    return (1.0, ratio) if width >= height else (ratio, 1.0)


@dataclass(frozen=True)
class CloudSpec:
    """How a shaped star cloud is made: everything `shaped_stars` needs to make it again.

    `spacing` is the smallest distance kept between two stars and `band` the distance a star
    keeps from a segment between two of its neighbours (both in board units; the generator
    relaxes them when the board has no room for them, and records what it used)."""

    seed: int
    stars: int
    width: float = 1.0
    height: float = 1.0
    spacing: float = 0.0
    band: float = 0.0

    def to_json(self) -> dict[str, float | int]:
        return {"seed": self.seed, "stars": self.stars, "width": self.width, "height": self.height,
                "spacing": round(self.spacing, 6), "band": round(self.band, 6)}

    @classmethod
    def from_json(cls, data: object) -> "CloudSpec | None":
        """The spec a record's "cloud" holds; None when it has none or a malformed one."""
        if not isinstance(data, dict):
            return None
        try:
            spec = cls(int(data["seed"]), int(data["stars"]), float(data["width"]), float(data["height"]),
                       float(data.get("spacing", 0.0)), float(data.get("band", 0.0)))
        except (KeyError, TypeError, ValueError, OverflowError):
            return None
        sizes = (spec.width, spec.height, spec.spacing, spec.band)
        if not all(np.isfinite(sizes)) or not 0 < spec.width <= 1 or not 0 < spec.height <= 1:
            return None
        return spec


def _segment_gaps(p: npt.NDArray[np.float64], a: npt.NDArray[np.float64], b: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Distance from points p to segments a–b (all broadcast (k, 2) arrays)."""
    ab = b - a
    len2 = np.einsum("...i,...i->...", ab, ab)
    t = np.clip(np.einsum("...i,...i->...", p - a, ab) / np.where(len2 > 0, len2, 1.0), 0.0, 1.0)
    foot = a + t[..., None] * ab
    return np.hypot(*(p - foot).T) if p.ndim == 2 else np.linalg.norm(p - foot, axis=-1)


def _near_degenerate(p: npt.NDArray[np.float64], near: npt.NDArray[np.float64], band: float) -> bool:
    """Would star p make a near-degenerate triple with two of its neighbours `near`: p within
    `band` of the segment between two of them, or one of them within `band` of a segment from p?"""
    k = len(near)
    if k < 2 or band <= 0:
        return False
    i, j = np.triu_indices(k, 1)
    if (_segment_gaps(np.broadcast_to(p, (len(i), 2)), near[i], near[j]) <= band).any():
        return True
    # star near[q] close to the segment p–near[r], for q != r
    q, r = np.nonzero(~np.eye(k, dtype=bool))
    return bool((_segment_gaps(near[q], np.broadcast_to(p, (len(q), 2)), near[r]) <= band).any())


def shaped_stars(spec: CloudSpec) -> tuple[npt.NDArray[np.float64], CloudSpec]:
    """A star cloud filling a `spec.width` x `spec.height` board, stars at least `spec.spacing`
    apart, no star within `spec.band` of a segment between two neighbours (within NEIGHBOURHOOD spacings);
    the same for the same spec on every machine. Returns the stars and the spec actually used
    (spacing and band relaxed when there was no room for the ones asked)."""
    n = spec.stars
    if n < 3:
        raise ValueError("a board needs at least 3 stars")
    w, h = spec.width - 2 * MARGIN, spec.height - 2 * MARGIN
    natural = 0.55 * float(np.sqrt(w * h / n))
    room = float(np.sqrt(EASY_COVERAGE * 4 / np.pi * w * h / n))  # the spacing that still fits easily
    spacing = max(natural, min(spec.spacing, room))
    band = min(spec.band, spacing / 3)
    rng = np.random.Generator(np.random.PCG64(spec.seed))
    low, high = (MARGIN, MARGIN), (spec.width - MARGIN, spec.height - MARGIN)
    pts = np.empty((n, 2), dtype=np.float64)
    count = attempts = 0
    while count < n:
        batch = np.round(rng.uniform(low, high, size=(BATCH, 2)), 6)
        d2 = ((batch[:, None, :] - pts[None, :count, :]) ** 2).sum(axis=2)
        start = count
        for c in range(BATCH):
            attempts += 1
            if attempts > 60 * n:  # no room: relax the band first, then the spacing
                band *= 0.7
                spacing = spacing if band > 1e-6 else spacing * 0.9
                attempts = 0
            if count == n:
                break
            p = batch[c]
            fresh = ((pts[start:count] - p) ** 2).sum(axis=1)
            if (d2[c] < spacing * spacing).any() or (fresh < spacing * spacing).any():
                continue
            reach = (NEIGHBOURHOOD * spacing) ** 2
            near = np.concatenate([pts[:start][d2[c] < reach], pts[start:count][fresh < reach]])
            if _near_degenerate(p, near, band):
                continue
            pts[count] = p
            count += 1
    return pts, CloudSpec(spec.seed, n, spec.width, spec.height, spacing, band)
