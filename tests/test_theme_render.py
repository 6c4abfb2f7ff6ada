"""Every built-in theme draws the board in its own colours: grab the board and read pixels."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage

from triangles.plugins.registry import Registry
from triangles.theme import Theme
from triangles.theme.catalogue import ThemeCatalogue
from triangles.ui.board.board_scene import BoardScene
from triangles.ui.board.board_view import BoardView
from triangles.ui.dialogs.theme_editor import preview_game, show_game
from triangles_classic import ClassicRules
from triangles_themes import BUILT_IN

SIZE = 420


def registry() -> Registry:
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    for cls in BUILT_IN:
        reg.add("triangles.themes", cls.name, cls, "triangles", "test")
    return reg


def distance(a: QColor, b: QColor) -> int:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))


def patch(image: QImage, centre: QPointF, radius: float) -> list[QColor]:
    r = int(radius)
    cx, cy = round(centre.x()), round(centre.y())
    return [image.pixelColor(x, y) for x in range(cx - r, cx + r + 1) for y in range(cy - r, cy + r + 1)
            if (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius]


def nearest(colors: list[QColor], target: str) -> int:
    return min(distance(c, QColor(target)) for c in colors)


def over(fill: str, background: QColor) -> QColor:
    """`fill` (with its alpha) painted over an opaque colour."""
    f = QColor(fill)
    a = f.alphaF()
    return QColor(*(round(getattr(f, ch)() * a + getattr(background, ch)() * (1 - a)) for ch in ("red", "green", "blue")))


def gradient(theme: Theme, t: float) -> QColor:
    """The background at a fraction `t` of the height (the view's vertical gradient)."""
    top, bottom = QColor(theme.background_top), QColor(theme.background_bottom)
    return QColor(*(round(getattr(top, ch)() * (1 - t) + getattr(bottom, ch)() * t) for ch in ("red", "green", "blue")))


@pytest.fixture(scope="module")
def game():
    return preview_game(registry())


def render(qtbot, theme: Theme, game) -> tuple[BoardView, QImage]:
    scene = BoardScene()
    scene.animation_ms = 0
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(SIZE, SIZE)
    view.show()
    qtbot.waitExposed(view)
    view.apply_theme(theme)
    show_game(scene, game)
    view.fit_board()
    return view, view.viewport().grab().toImage()


@pytest.mark.parametrize("name", [cls.name for cls in BUILT_IN])
def test_built_in_theme_renders_in_its_colours(qtbot, tmp_path: Path, game, name: str) -> None:
    theme = ThemeCatalogue(registry(), tmp_path).load(name)
    assert theme.name == name
    view, image = render(qtbot, theme, game)
    to_view = lambda p: QPointF(view.mapFromScene(p))  # noqa: E731

    # background: the corner, away from the board, is the gradient's top colour
    corner = patch(image, QPointF(6, 6), 4)
    assert nearest(corner, theme.background_top) <= 24

    # every star shows its colour within its radius
    scene = view.board
    for index in range(len(scene.stars)):
        centre = to_view(scene.star_pos(index))
        assert nearest(patch(image, centre, theme.star_radius * 0.8), theme.star) <= 28, f"star {index}"

    # each player's segments: the middle of the longest one is in the player's colour
    for player in (1, 2):
        segments = [(a, b) for a, b, p in game.drawn_segments() if p == player]
        a, b = max(segments, key=lambda s: (scene.star_pos(s[0]) - scene.star_pos(s[1])).manhattanLength())
        middle = to_view((scene.star_pos(a) + scene.star_pos(b)) / 2)
        assert nearest(patch(image, middle, 1.5), theme.player_color(player)) <= 12, f"player {player}"

    # each player's triangles: the fill over the background, and the pattern if the theme has one
    for player in (1, 2):
        corners, _ = next(t for t in game.scored_triangles() if t[1] == player)
        centre = to_view(sum((scene.star_pos(i) for i in corners), QPointF()) / 3)
        colours = patch(image, centre, 5)
        mine = over(theme.player_fill(player), gradient(theme, centre.y() / image.height()))
        pattern, _ = theme.player_pattern(player)
        if pattern == "none":
            assert nearest(colours, mine.name()) <= 24, f"triangle of player {player}"
        else:  # the pattern shows: the patch holds both the fill and the pattern's ink
            assert len({c.rgb() for c in colours}) > 4
            assert nearest(colours, mine.name()) <= 40


def test_switching_theme_restyles_the_board_live(qtbot, tmp_path: Path, game) -> None:
    catalogue = ThemeCatalogue(registry(), tmp_path)
    view, before = render(qtbot, catalogue.load("nebula"), game)
    daylight = catalogue.load("daylight")
    view.apply_theme(daylight)
    after = view.viewport().grab().toImage()
    assert nearest(patch(after, QPointF(6, 6), 4), daylight.background_top) <= 24
    assert distance(before.pixelColor(6, 6), after.pixelColor(6, 6)) > 100
    for item in view.board.segment_items():
        assert item.pen().color() == QColor(daylight.player_color(item.player))
