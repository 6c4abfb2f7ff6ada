"""Qt's side of a theme: colours, the patterned triangle brush, the background with its distant
stars, and the window's palette and font. The board and the window draw through these so every
theme value shows the same everywhere (board, preview in the theme editor, screenshots).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPalette, QPen, QPixmap, QTransform

from .model import Theme

#: Side of one pattern tile, in screen points.
PATTERN_TILE = 12
#: Side of the cells of the distant-star field, in screen points: at density 1 each cell has one.
STARFIELD_CELL = 38.0


def qcolor(text: str) -> QColor:
    """A theme colour ("#rrggbb" / "#aarrggbb") as a QColor."""
    return QColor(text)


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


def background_brush(theme: Theme, rect: QRectF) -> QBrush:
    """The background gradient over `rect`, top colour to bottom colour."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, QColor(theme.background_top))
    gradient.setColorAt(1.0, QColor(theme.background_bottom))
    return QBrush(gradient)


def _cell_random(ix: int, iy: int, k: int) -> float:
    """A fixed pseudo-random number in [0, 1) for a starfield cell (same on every paint)."""
    h = (ix * 73856093) ^ (iy * 19349663) ^ (k * 83492791)
    h = (h ^ (h >> 13)) * 0x5BD1E995 & 0xFFFFFFFF
    h ^= h >> 15
    return (h & 0xFFFFFF) / float(0x1000000)


def starfield(theme: Theme, rect: QRectF) -> list[tuple[QPointF, float, int]]:
    """The distant stars that fall in `rect` (screen points): (centre, radius, alpha).

    Each cell of a fixed grid holds at most one star, placed by a hash of the cell, so resizing
    the window reveals more sky without moving the stars already shown.
    """
    if not theme.starfield or theme.starfield_density <= 0:
        return []
    stars = []
    c = STARFIELD_CELL
    x0, y0 = int(rect.left() // c), int(rect.top() // c)
    x1, y1 = int(rect.right() // c), int(rect.bottom() // c)
    for iy in range(y0, y1 + 1):
        for ix in range(x0, x1 + 1):
            if _cell_random(ix, iy, 0) >= theme.starfield_density:
                continue
            pos = QPointF((ix + _cell_random(ix, iy, 1)) * c, (iy + _cell_random(ix, iy, 2)) * c)
            size = _cell_random(ix, iy, 3)
            radius = 0.5 + 1.1 * size * size
            alpha = int(50 + 130 * _cell_random(ix, iy, 4))
            stars.append((pos, radius, alpha))
    return stars


def paint_background(painter: QPainter, rect: QRectF, theme: Theme) -> None:
    """Paint the gradient and the distant stars over `rect`, given in screen points (a view
    calls this from drawBackground with the painter's transform reset to the viewport)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(rect, background_brush(theme, rect))
    painter.setPen(Qt.PenStyle.NoPen)
    base = QColor(theme.star)
    for pos, radius, alpha in starfield(theme, rect):
        color = QColor(base)
        color.setAlpha(alpha)
        painter.setBrush(color)
        painter.drawEllipse(pos, radius, radius)
    painter.restore()


def window_palette(theme: Theme, base: QPalette | None = None) -> QPalette:
    """A palette for the window around the board: panels and text in the theme's colours,
    highlights in its highlight colour."""
    pal = QPalette(base) if base is not None else QPalette()
    panel, text = QColor(theme.panel), QColor(theme.text)
    dark = panel.lightness() < 128
    raised = panel.lighter(125) if dark else panel.darker(106)
    sunken = panel.darker(130) if dark else QColor("#ffffff")
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        pal.setColor(group, QPalette.ColorRole.Window, panel)
        pal.setColor(group, QPalette.ColorRole.WindowText, text)
        pal.setColor(group, QPalette.ColorRole.Base, sunken)
        pal.setColor(group, QPalette.ColorRole.AlternateBase, raised)
        pal.setColor(group, QPalette.ColorRole.Text, text)
        pal.setColor(group, QPalette.ColorRole.Button, raised)
        pal.setColor(group, QPalette.ColorRole.ButtonText, text)
        pal.setColor(group, QPalette.ColorRole.ToolTipBase, raised)
        pal.setColor(group, QPalette.ColorRole.ToolTipText, text)
        pal.setColor(group, QPalette.ColorRole.PlaceholderText, _mix(text, panel, 0.5))
        pal.setColor(group, QPalette.ColorRole.Highlight, QColor(theme.highlight))
        pal.setColor(group, QPalette.ColorRole.HighlightedText, _readable_on(QColor(theme.highlight)))
    muted = _mix(text, panel, 0.45)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, muted)
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Window, panel)
    pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Button, raised)
    return pal


def window_font(theme: Theme, base: QFont) -> QFont:
    """`base` in the theme's family (if any) and scale."""
    font = QFont(base)
    if theme.font_family:
        font.setFamily(theme.font_family)
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * theme.font_scale)
    elif font.pixelSize() > 0:
        font.setPixelSize(max(1, round(font.pixelSize() * theme.font_scale)))
    return font


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor(
        round(a.red() * (1 - t) + b.red() * t),
        round(a.green() * (1 - t) + b.green() * t),
        round(a.blue() * (1 - t) + b.blue() * t),
    )


def _readable_on(color: QColor) -> QColor:
    """Black or white, whichever reads better on `color`."""
    r, g, b = color.redF(), color.greenF(), color.blueF()
    return QColor("#000000") if 0.299 * r + 0.587 * g + 0.114 * b > 0.55 else QColor("#ffffff")
