"""The board's graphics items: stars with a glow (one layer), segments, scored triangles, feedback marks.

Sizes are given in screen points at the board's natural scale (the scale that fits the board in the
view) and converted to scene units by the scene, so zooming in makes everything larger together.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QPixmap, QPolygonF, QRadialGradient, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QGraphicsPolygonItem, QStyleOptionGraphicsItem, QWidget

from ..timers import timer

Z_TRIANGLE, Z_SEGMENT, Z_FEEDBACK, Z_STAR, Z_RING = 0, 1, 2, 3, 4


class StarLayer(QGraphicsItem):
    """Every star of the board in one item: one star is painted into a sprite at the device's
    resolution (a crisp core and a soft halo) and blitted at each star's place. A pinch or wheel
    zoom then costs one small sprite and a blit per star per frame, where one cached item per star
    re-rendered each of its caches at every new scale."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.setZValue(Z_STAR)
        self._rect = QRectF(rect)
        self.positions = np.zeros((0, 2))  # scene coordinates
        self.radius = 5.0  # scene units
        self._glow = 0.8
        self._core = QColor("#ffffff")
        self._halo = QColor("#80ffd68a")
        self._sprite: tuple[tuple, QPixmap] | None = None

    def set_stars(self, positions: np.ndarray, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.positions = np.asarray(positions, dtype=float).reshape(-1, 2)
        self._rect = QRectF(rect)
        self.update()

    def configure(self, radius: float, core: QColor, halo: QColor, glow: float) -> None:
        self.prepareGeometryChange()
        self.radius, self._core, self._halo, self._glow = radius, core, halo, glow
        self.update()

    def outer(self) -> float:
        """Radius of a star with its halo, in scene units."""
        return self.radius * (1.0 + 2.2 * self._glow) + 1

    def boundingRect(self) -> QRectF:
        r = self.outer()
        return self._rect.adjusted(-r, -r, r, r)

    def _star_sprite(self, device_radius: float, ratio: float) -> QPixmap:
        key = (round(device_radius * 4) / 4, ratio, self._core.rgba(), self._halo.rgba(), self._glow)
        if self._sprite is not None and self._sprite[0] == key:
            return self._sprite[1]
        r = key[0] / ratio  # in device-independent pixels
        outer = r * (1.0 + 2.2 * self._glow) + 1
        side = int(np.ceil(2 * outer * ratio)) + 2
        pix = QPixmap(side, side)
        pix.setDevicePixelRatio(ratio)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.translate(side / ratio / 2, side / ratio / 2)
        paint_star(p, r, self._core, self._halo, self._glow)
        p.end()
        self._sprite = (key, pix)
        return pix

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if len(self.positions) == 0:
            return
        world = painter.worldTransform()
        # A view turned a quarter (or any turn without shear) maps a round star to one of the
        # same size: the sprites serve; printing or rendering the scene draws each star.
        scale = float(np.sqrt(abs(world.determinant())))
        similar = abs(world.m11() - world.m22()) < 1e-6 * scale and abs(world.m12() + world.m21()) < 1e-6 * scale
        if widget is None or not similar:
            for x, y in self.positions:
                painter.save()
                painter.translate(x, y)
                paint_star(painter, self.radius, self._core, self._halo, self._glow)
                painter.restore()
            return
        ratio = widget.devicePixelRatioF()
        sprite = self._star_sprite(self.radius * scale * ratio, ratio)
        half = sprite.width() / ratio / 2
        # Whole device pixels, no smoothing: each blit is then a plain copy, not a resampling.
        corners = np.round((map_points(world, self.positions) - half) * ratio) / ratio
        xs, ys = corners[:, 0], corners[:, 1]
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        for x, y in zip(xs.tolist(), ys.tolist()):
            painter.drawPixmap(QPointF(x, y), sprite)
        painter.restore()


def map_points(transform: QTransform, points: np.ndarray) -> np.ndarray:
    """`points` ((n, 2) array) through an affine `transform`, as QTransform.map does one."""
    x, y = points[:, 0], points[:, 1]
    t = transform
    return np.column_stack((x * t.m11() + y * t.m21() + t.dx(), x * t.m12() + y * t.m22() + t.dy()))


def paint_star(painter: QPainter, r: float, core_colour: QColor, halo_colour: QColor, glow: float) -> None:
    """One star centred on the painter's origin: a soft halo, then a crisp core."""
    painter.setPen(Qt.PenStyle.NoPen)
    if glow > 0:
        outer = r * (1.0 + 2.2 * glow)
        grad = QRadialGradient(QPointF(0, 0), outer)
        halo = QColor(halo_colour)
        grad.setColorAt(0.0, halo)
        halo.setAlpha(int(halo.alpha() * 0.35))
        grad.setColorAt(0.45, halo)
        halo.setAlpha(0)
        grad.setColorAt(1.0, halo)
        painter.setBrush(QBrush(grad))
        painter.drawEllipse(QPointF(0, 0), outer, outer)
    core = QRadialGradient(QPointF(-0.25 * r, -0.25 * r), r * 1.2)
    core.setColorAt(0.0, QColor("#ffffff"))
    core.setColorAt(0.6, core_colour)
    core.setColorAt(1.0, QColor(core_colour).darker(115))
    painter.setBrush(QBrush(core))
    painter.drawEllipse(QPointF(0, 0), r, r)


def segment_pen(color: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(color, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    return pen


class SegmentItem(QGraphicsLineItem):
    """A drawn segment in its player's colour."""

    def __init__(self, a: int, b: int, player: int, line: QLineF) -> None:
        super().__init__(line)
        self.a, self.b, self.player = a, b, player
        self.full_line = QLineF(line)
        self.setZValue(Z_SEGMENT)

    def grow(self, t: float) -> None:
        """Show the first fraction `t` of the segment (the computer's move being drawn)."""
        self.setLine(QLineF(self.full_line.p1(), self.full_line.pointAt(max(0.0, min(1.0, t)))))


class TriangleItem(QGraphicsPolygonItem):
    """A scored triangle, filled with its owner's colour."""

    def __init__(self, corners: tuple[int, int, int], player: int, polygon: QPolygonF) -> None:
        super().__init__(polygon)
        self.corners, self.player = corners, player
        self.setZValue(Z_TRIANGLE)
        self.setPen(QPen(Qt.PenStyle.NoPen))


#: From this device pixel ratio up (a tablet at 200 %), settled segments are drawn without
#: antialiasing: their stair steps are a twelfth of a millimetre, and a full redraw takes half the time.
SHARP_RATIO = 2.0


class PositionLayer(QGraphicsItem):
    """Paints every settled segment and triangle, cached as one viewport-sized image.

    The SegmentItem and TriangleItem objects stay the record of what is drawn (and carry their pen
    and brush); once their animation is over they are hidden and this layer draws them, so a
    repaint of a board with hundreds of segments is one image blit. A new move is painted onto the
    image (its triangles, then their sides again, so the picture equals a full redraw: no segment
    enters a closed triangle). While a pinch or wheel zoom or a pan goes on, the image is shown
    transformed, and redrawn crisply once the view has been still for a moment.
    """

    SETTLE_MS = 120

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = rect
        self.setZValue(Z_TRIANGLE)
        self.segments: dict[tuple[int, int], SegmentItem] = {}
        self.triangles: list[TriangleItem] = []
        self._cache: QImage | None = None
        self._stale = True  # the image must be painted again before it is shown
        self._world = QTransform()
        self._size: tuple[int, int, float] = (0, 0, 0.0)
        self.settle_timer = timer(None, self.SETTLE_MS, single_shot=True)
        self.settle_timer.timeout.connect(self.invalidate)

    def boundingRect(self) -> QRectF:
        return self._rect

    def set_rect(self, rect: QRectF) -> None:
        """The board's new area (a board of another shape)."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.invalidate()

    def invalidate(self) -> None:
        """Redraw everything at the next paint (theme, undo, new position, zoom settled)."""
        self._stale = True
        self.update()

    def add(self, segments: list[SegmentItem], triangles: list[TriangleItem]) -> None:
        """Paint newly settled items onto the cached image."""
        if self._cache is not None and not self._stale:
            p = QPainter(self._cache)
            p.setTransform(self._world)
            sides = [self.segments[k] for t in triangles for k in _sides(t.corners) if k in self.segments and not self.segments[k].isVisible()]
            self._draw(p, triangles, [*sides, *segments], smooth_lines=self._size[2] < SHARP_RATIO)
            p.end()
        changed = QRectF()
        for item in (*segments, *triangles):  # only where the move is repainted
            changed = changed.united(item.boundingRect())
        self.update(changed if changed.isValid() else self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        settled_t = [t for t in self.triangles if not t.isVisible()]
        settled_s = [s for s in self.segments.values() if not s.isVisible()]
        if widget is None:  # printing or rendering the scene directly: no cache
            self._draw(painter, settled_t, settled_s)
            return
        ratio = widget.devicePixelRatioF()
        size = (widget.width(), widget.height(), ratio)
        world = painter.worldTransform()
        if self._cache is None or size != self._size:
            self._cache = QImage(round(size[0] * ratio), round(size[1] * ratio), QImage.Format.Format_ARGB32_Premultiplied)
            self._cache.setDevicePixelRatio(ratio)
            self._stale = True
        if self._stale:  # the same image again: no allocation per redraw
            self._cache.fill(0)
            p = QPainter(self._cache)
            p.setTransform(world)
            self._draw(p, settled_t, settled_s, own_image=True, smooth_lines=ratio < SHARP_RATIO)
            p.end()
            self._world, self._size, self._stale = QTransform(world), size, False
        painter.save()
        if world == self._world:
            painter.resetTransform()
        else:  # the view moves: show the image moved along, redraw once it is still
            inverse, _ = self._world.inverted()
            painter.setTransform(inverse * world)
            # Nearest-pixel scaling while the fingers move (a fraction of the cost of smooth
            # scaling at 200 %); the crisp picture comes back SETTLE_MS after they stop.
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            self.settle_timer.start()
        painter.drawImage(0, 0, self._cache)
        painter.restore()

    @staticmethod
    def _draw(painter: QPainter, triangles: list[TriangleItem], segments: list[SegmentItem], own_image: bool = False,
              smooth_lines: bool = True) -> None:
        """Triangles without antialiasing (their edges lie under their sides' strokes), then the
        segments antialiased with flat caps (their ends lie under the stars): both are the fast
        paths of Qt's raster engine, round caps and antialiased fills are not.

        Redrawing the layer's own blank image (`own_image`), triangles are written, not blended:
        scored triangles never overlap and are drawn before any segment, so copying the fill
        gives the same picture at a fifth of the cost at 200 %."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        if own_image:
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        for tri in triangles:
            painter.setBrush(tri.brush())
            painter.drawPolygon(tri.polygon())
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, smooth_lines)
        lines: dict[int, tuple[QPen, list[QLineF]]] = {}
        for seg in segments:
            if seg.player not in lines:
                pen = QPen(seg.pen())
                pen.setCapStyle(Qt.PenCapStyle.FlatCap)
                lines[seg.player] = (pen, [])
            lines[seg.player][1].append(seg.line())
        for pen, group in lines.values():
            painter.setPen(pen)
            painter.drawLines(group)


def _sides(corners: tuple[int, int, int]) -> list[tuple[int, int]]:
    a, b, c = sorted(corners)
    return [(a, b), (b, c), (a, c)]


class RingItem(QGraphicsItem):
    """A ring around a star: the selected star, or the star under the finger."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_RING)
        self._radius = 10.0
        self._pen = QPen(QColor("#ffe66d"), 2.0)
        self.setVisible(False)

    def configure(self, radius: float, color: QColor, width: float) -> None:
        self.prepareGeometryChange()
        self._radius = radius
        self._pen = QPen(color, width)
        self.update()

    def boundingRect(self) -> QRectF:
        r = self._radius + self._pen.widthF()
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        glow = QColor(self._pen.color())
        glow.setAlpha(70)
        painter.setPen(QPen(glow, self._pen.widthF() * 3))
        painter.drawEllipse(QPointF(0, 0), self._radius, self._radius)
        painter.setPen(self._pen)
        painter.drawEllipse(QPointF(0, 0), self._radius, self._radius)
