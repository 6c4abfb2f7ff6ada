"""Every built-in theme is readable at a glance: WCAG contrast of what the player must see
against what it is drawn on, and the colour-blind theme's players told apart without hue."""

from __future__ import annotations

import pytest

from triangles.plugins.registry import Registry
from triangles.theme import Theme
from triangles.theme.catalogue import ThemeCatalogue
from triangles_themes import BUILT_IN

#: WCAG 2.1: 3:1 for graphics (segments, stars), 4.5:1 for text.
GRAPHICS, TEXT = 3.0, 4.5


def themes() -> list[Theme]:
    registry = Registry()
    for cls in BUILT_IN:
        registry.add("triangles.themes", cls.name, cls, "triangles", "test")
    catalogue = ThemeCatalogue(registry, None)
    return [catalogue.load(cls.name) for cls in BUILT_IN]


def rgb(color: str) -> tuple[float, float, float]:
    text = color.lstrip("#")[-6:]  # "#aarrggbb": the colour without its alpha
    return tuple(int(text[i:i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def luminance(color: str) -> float:
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb(color)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def lightness(color: str) -> float:
    """CIE L* (0 black .. 100 white): what is left of a colour without hue."""
    y = luminance(color)
    return 116 * (y ** (1 / 3) if y > 216 / 24389 else (24389 / 27 * y + 16) / 116) - 16


@pytest.mark.parametrize("theme", themes(), ids=lambda t: t.name)
def test_board_and_window_are_readable(theme: Theme) -> None:
    for background in (theme.background_top, theme.background_bottom):
        for what in ("player1", "player2", "star", "highlight", "refusal"):
            assert contrast(getattr(theme, what), background) >= GRAPHICS, f"{what} on {background}"
    assert contrast(theme.text, theme.panel) >= TEXT
    assert theme.segment_width >= 3.0 and theme.star_radius >= 4.5  # big enough for a tablet at arm's length


def test_the_colour_blind_theme_differs_in_lightness_and_pattern() -> None:
    theme = next(t for t in themes() if t.name == "colorsafe")
    assert abs(lightness(theme.player1) - lightness(theme.player2)) >= 15
    assert theme.player1_pattern != theme.player2_pattern and "none" not in (theme.player1_pattern, theme.player2_pattern)


def test_the_light_theme_is_light() -> None:
    theme = next(t for t in themes() if t.name == "daylight")
    assert min(lightness(theme.background_top), lightness(theme.background_bottom), lightness(theme.panel)) >= 90
    assert not theme.starfield and theme.star_glow == 0
    for what in ("player1", "player2", "star"):
        assert contrast(getattr(theme, what), theme.background_bottom) >= TEXT


def test_the_board_problems_a_player_would_meet() -> None:
    from triangles.theme.contrast import board_problems

    nebula = Theme()
    assert all(board_problems(theme) == [] for theme in themes())
    assert board_problems(nebula.with_values(player1="#3d8bff", player2="#3d8bfe")) == ["players_alike"]
    assert board_problems(nebula.with_values(player1="#000000")) == ["player1_faint"]
    # the background's two ends are both checked: a star the colour of its bottom hardly shows there
    assert board_problems(nebula.with_values(star=nebula.background_bottom)) == ["stars_faint"]
    assert board_problems(nebula.with_values(player2="#101018", star="#0c0c14")) == ["player2_faint", "stars_faint"]
