"""The theme model: every colour, size and font the board and window are drawn with.

Colours are "#rrggbb" or "#aarrggbb" strings (Qt's QColor notation) so a theme is plain data that
a file can hold and the engine-free parts of the app can check without Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

#: Patterns a player's triangle fills may carry: none, diagonal lines one way or the other,
#: crossed diagonals, dots.
PATTERNS = ("none", "hatch", "backhatch", "crosshatch", "dots")


@dataclass(frozen=True)
class Theme:
    """A complete theme. Nebula's values are the defaults every partial theme falls back to."""

    name: str = "nebula"
    title: str = "Nebula"
    # Players: segment colours and the fill of the triangles they score.
    player1: str = "#ff5a36"
    player1_fill: str = "#b3ff5a36"
    player2: str = "#3d8bff"
    player2_fill: str = "#b33d8bff"
    # A pattern drawn over each player's triangle fills (one of PATTERNS, in the pattern
    # colour), so owners differ by more than hue.
    player1_pattern: str = "none"
    player1_pattern_color: str = "#80000000"
    player2_pattern: str = "none"
    player2_pattern_color: str = "#80000000"
    segment_width: float = 3.0  # screen points at the board's natural scale
    # Stars.
    star: str = "#fff6e0"
    star_radius: float = 5.0  # screen points at the board's natural scale
    star_glow: float = 0.8  # 0 = no glow, 1 = full halo
    star_glow_color: str = "#80ffd68a"
    # Background: a vertical gradient and an optional generated field of faint distant stars.
    background_top: str = "#0b1030"
    background_bottom: str = "#1d0b33"
    starfield: bool = True
    starfield_density: float = 0.5  # 0..1
    # Feedback.
    highlight: str = "#ffe66d"
    refusal: str = "#ff3b5c"
    # Window around the board.
    panel: str = "#121633"
    text: str = "#f2f2ff"
    font_family: str = ""  # "" = the system's UI font
    font_scale: float = 1.0

    def player_pattern(self, player: int) -> tuple[str, str]:
        """(pattern, colour) over the player's triangle fills."""
        if player == 1:
            return self.player1_pattern, self.player1_pattern_color
        return self.player2_pattern, self.player2_pattern_color

    def player_color(self, player: int) -> str:
        return self.player1 if player == 1 else self.player2

    def player_fill(self, player: int) -> str:
        return self.player1_fill if player == 1 else self.player2_fill

    def with_values(self, **values: Any) -> "Theme":
        return replace(self, **values)

    @classmethod
    def field_names(cls) -> list[str]:
        return [f.name for f in fields(cls)]


def nebula() -> Theme:
    """The default theme: red-orange against blue on a deep space background."""
    return Theme()
