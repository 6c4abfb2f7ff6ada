"""Qt's side of a theme: the patterned brush of scored triangles, and theme titles in the
player's language. The rest of a theme is plain colours the board and window read directly.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPixmap, QTransform

from .model import Theme

#: Side of one pattern tile, in screen points.
PATTERN_TILE = 12


def display_title(title: str) -> str:
    """A theme's title in the player's language (built-in titles are translated; others pass)."""
    return QCoreApplication.translate("themes", title)


@lru_cache(maxsize=64)
def _pattern_tile(fill: str, pattern: str, ink: str) -> QPixmap:
    """One tile of a patterned fill: the fill colour with the pattern drawn over it."""
    n = PATTERN_TILE
    tile = QPixmap(n, n)
    tile.fill(QColor(fill))
    painter = QPainter(tile)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    pen = QPen(QColor(ink), 1.8)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    if pattern in ("hatch", "crosshatch"):  # "/" lines, drawn across the seams so tiles join
        for off in (-n, 0, n):
            painter.drawLine(QPointF(off, n), QPointF(off + n, 0))
    if pattern in ("backhatch", "crosshatch"):  # "\" lines
        for off in (-n, 0, n):
            painter.drawLine(QPointF(off, 0), QPointF(off + n, n))
    if pattern == "dots":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(ink))
        r = n * 0.17
        painter.drawEllipse(QPointF(n / 4, n / 4), r, r)
        painter.drawEllipse(QPointF(3 * n / 4, 3 * n / 4), r, r)
    painter.end()
    return tile


def triangle_brush(theme: Theme, player: int, points_per_unit: float = 1.0) -> QBrush:
    """The brush of a player's scored triangles: the fill colour, with the player's pattern
    over it if the theme has one. `points_per_unit` (screen points per scene unit at the
    board's natural scale) keeps the pattern the same size on screen at every board size."""
    fill = theme.player_fill(player)
    pattern, ink = theme.player_pattern(player)
    if pattern == "none":
        return QBrush(QColor(fill))
    brush = QBrush(_pattern_tile(fill, pattern, ink))
    if points_per_unit > 0:
        brush.setTransform(QTransform.fromScale(1.0 / points_per_unit, 1.0 / points_per_unit))
    return brush
