"""One source for every size the board is drawn and judged with.

The player judges "passes over a star" with their eyes, so the rules' clearance is derived from
what is drawn: a segment is refused when it would touch a drawn star, i.e. when it passes within
the star's radius plus half the line width. Both are theme sizes in screen points at the board's
fitted scale (`points_per_unit`: screen points per board unit when the board fits the view), so
the clearance in board units is (R + W/2) / P, fixed when the game starts: zooming, resizing or
changing the theme afterwards never changes what is legal. The drawn sizes follow the other way:
they are never drawn larger, in board units, than the game's clearance allows (see
`scene_points_per_unit`), so no accepted segment ever touches a drawn star. The finger's hit
radius is a physical size (`finger_radius_points`); new star clouds keep their stars two hit
radii apart at the fitted scale where the board has room (engine/stars.py `shaped_stars`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from triangles.engine import CLEARANCE
from triangles.engine.stars import CloudSpec

#: Diameter of a finger's hit area on the physical screen.
HIT_DIAMETER_MM = 9.0
#: Fitted scale assumed before the window is on screen (points per board unit).
ASSUMED_POINTS_PER_UNIT = 640.0
#: Stars of games recorded with a smaller clearance are not drawn below this share of the theme's
#: size (an old record's clearance was 3 points, less than a star): they stay visible.
MIN_DRAWN_SHARE = 0.5


def finger_radius_points(dpi: float) -> float:
    """Half the finger's hit diameter, in screen points, on a screen of `dpi` points per inch."""
    return HIT_DIAMETER_MM / 2 / 25.4 * dpi


@dataclass(frozen=True)
class BoardSizes:
    """The sizes of one game's board at its fitted scale, and the clearance they imply."""

    points_per_unit: float
    star_radius_points: float
    line_width_points: float

    @property
    def reach_points(self) -> float:
        """How far from a star's centre a drawn line touches the drawn star: R + W/2."""
        return self.star_radius_points + self.line_width_points / 2

    @property
    def clearance(self) -> float:
        """The rules' clearance in board units: a segment within it would touch a drawn star."""
        return min(CLEARANCE.maximum or 0.1, self.reach_points / self.points_per_unit)

    def view_json(self) -> dict[str, float]:
        """The record's "view" field: the scale the game was played at (replay ignores it)."""
        return {
            "points_per_unit": round(self.points_per_unit, 3),
            "star_radius_points": round(self.star_radius_points, 3),
            "line_width_points": round(self.line_width_points, 3),
        }

    @classmethod
    def from_view_json(cls, data: Any) -> "BoardSizes | None":
        """The sizes a record's "view" holds, or None when it has none (or a malformed one)."""
        if not isinstance(data, dict):
            return None
        try:
            values = [float(data[k]) for k in ("points_per_unit", "star_radius_points", "line_width_points")]
        except (KeyError, TypeError, ValueError):
            return None
        if not all(v > 0 and v < 1e6 for v in values):
            return None
        return cls(*values)


def scene_points_per_unit(fitted: float, reach_points: float, clearance: float) -> float:
    """Screen points per board unit that item sizes are given for.

    Normally the fitted scale. When the window got smaller than the game's scale (or the theme's
    stars got bigger), a star plus half a line would reach beyond the clearance: then sizes are
    given for a larger scale, so that the drawn star shrinks with the board and never reaches a
    segment that the rules accepted. Old records with a tiny clearance keep at least
    MIN_DRAWN_SHARE of the theme's sizes."""
    if clearance <= 0 or reach_points <= 0:
        return fitted
    needed = reach_points / clearance
    return max(fitted, min(needed, fitted / MIN_DRAWN_SHARE))


def drawn_extent(cloud: Any, stars: np.ndarray) -> tuple[float, float]:
    """A board's [width, height] in board units, as the game window draws it: its record's
    "cloud" (how the stars were made), else the unit square (every board before shaped ones),
    else the box around its stars."""
    spec = CloudSpec.from_json(cloud)
    if spec is not None:
        return (spec.width, spec.height)
    low, high = stars.min(axis=0), stars.max(axis=0)
    if low.min() >= 0 and high.max() <= 1:
        return (1.0, 1.0)
    return (float(max(high[0], 1e-9)), float(max(high[1], 1e-9)))
