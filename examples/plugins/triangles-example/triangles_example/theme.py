"""Dusk: warm amber against teal on a violet twilight. The data has the layout of a theme file
(docs/themes.md); keys left out take the default theme's values."""

from __future__ import annotations

import copy
from typing import Any, Mapping

from triangles.plugins.api import ThemePlugin

DUSK: dict[str, Any] = {
    "format": 1,
    "name": "dusk",
    "title": "Dusk",
    "player1": {"color": "#ffb347", "fill": "#99ffb347", "pattern": "none", "pattern_color": "#80000000"},
    "player2": {"color": "#2ec4b6", "fill": "#992ec4b6", "pattern": "dots", "pattern_color": "#60ffffff"},
    "segments": {"width": 3.0},
    "stars": {"color": "#fff3d6", "radius": 5.0, "glow": 0.6, "glow_color": "#80ffcf8a"},
    "background": {"top": "#2b1b4a", "bottom": "#5a2d4f", "starfield": True, "starfield_density": 0.3},
    "feedback": {"highlight": "#fff07a", "refusal": "#ff4d6d"},
    "window": {"panel": "#24173d", "text": "#fbefff", "font_family": "", "font_scale": 1.0},
}


class DuskTheme(ThemePlugin):
    name = "dusk"
    title = "Dusk"
    version = "1.0.0"

    def load(self) -> Mapping[str, Any]:
        return copy.deepcopy(DUSK)  # the app may complete it in place
